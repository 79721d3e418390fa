"""Hab & Gut (貨貿時代): shares of six goods, prices moved by cards on racks shared
between neighbours, and a charity that eliminates its lowest donor."""

from desktop.engine.games.hab_und_gut.state import GAME, HabGutState, HabUndGut

#: where the game is listed among the others (lower first; see desktop/engine/registry.py)
ORDER = 30

__all__ = ["GAME", "ORDER", "HabGutState", "HabUndGut"]
