"""Game id → Game.  Every tool (command line, bots, app, tests) works on every
registered game without naming it.

Games are found, not listed: every package under ``desktop/engine/games/`` that
exposes ``GAME`` (its ``Game`` instance, whose id is the package's name) in its
``__init__.py`` is a game that ships; its ``ORDER`` (an int, lower first; ties by
id) places it in the list players choose from.  Adding a game is adding its
package.  Tests add games of their own with ``register``; those never ship."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from desktop.engine import games as _games
from desktop.engine.errors import UnknownGame
from desktop.engine.state import Game

_found: dict[str, Game[Any]] | None = None
_extra: dict[str, Game[Any]] = {}


def _discover() -> dict[str, Game[Any]]:
    """The game packages, in display order (imported once)."""
    global _found
    if _found is None:
        ranked: list[tuple[int, str, Game[Any]]] = []
        for info in pkgutil.iter_modules(_games.__path__):
            if not info.ispkg:
                continue
            module = importlib.import_module(f"{_games.__name__}.{info.name}")
            game = getattr(module, "GAME", None)
            if game is None:  # a package that is not (yet) a game
                continue
            if not isinstance(game, Game) or game.id != info.name:
                raise TypeError(f"{module.__name__}.GAME must be the Game whose id is {info.name!r}")
            ranked.append((int(getattr(module, "ORDER", 1000)), game.id, game))
        _found = {game_id: game for _order, game_id, game in sorted(ranked, key=lambda r: r[:2])}
    return _found


def ids() -> list[str]:
    """The ids of the games that ship, in display order."""
    return list(_discover())


def get(game_id: str) -> Game[Any]:
    game = _extra.get(game_id) or _discover().get(game_id)
    if game is None:
        raise UnknownGame(game_id)
    return game


def register(game: Game[Any]) -> None:
    """Register an extra game at run time (tests use this for fixture games)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def all_games() -> list[Game[Any]]:
    return [get(game_id) for game_id in ids()]
