"""Game id → Game.  Every tool (command line, bots, app, tests) works on every
registered game without naming it.  A game package exposes ``GAME`` (its
``Game`` instance) in ``desktop/engine/games/<id>/__init__.py``.  The five
games are listed below in display order; a game ships as soon as its package
exists (so work on several games can proceed side by side)."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from desktop.engine.errors import UnknownGame
from desktop.engine.state import Game

# Order is the order games are shown in.
_MODULES: dict[str, str] = {
    game_id: f"desktop.engine.games.{game_id}"
    for game_id in ("stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord")
}

_loaded: dict[str, Game[Any]] = {}
_extra: dict[str, Game[Any]] = {}


def ids() -> list[str]:
    """The ids of the games that ship, in display order."""
    return [game_id for game_id, module in _MODULES.items() if importlib.util.find_spec(module) is not None]


def get(game_id: str) -> Game[Any]:
    if game_id in _extra:
        return _extra[game_id]
    game = _loaded.get(game_id)
    if game is None:
        module = _MODULES.get(game_id)
        if module is None or game_id not in ids():
            raise UnknownGame(game_id)
        game = importlib.import_module(module).GAME
        assert isinstance(game, Game) and game.id == game_id
        _loaded[game_id] = game
    return game


def register(game: Game[Any]) -> None:
    """Register an extra game at run time (tests use this for fixture games)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def all_games() -> list[Game[Any]]:
    return [get(game_id) for game_id in ids()]
