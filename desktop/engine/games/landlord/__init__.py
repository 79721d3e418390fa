"""Landlord: the classic property-trading game (地產大亨 rules) with names of our own."""

from desktop.engine.games.landlord.state import Landlord, LandlordState

GAME = LandlordState.game

#: where the game is listed among the others (lower first; see desktop/engine/registry.py)
ORDER = 50

__all__ = ["GAME", "ORDER", "Landlord", "LandlordState"]
