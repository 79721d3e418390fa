"""Per-game rule-based bots.  ``desktop/ai/heuristics/<game_id>.py`` defines
``HeuristicBot(seed, personality=None)``; ``heuristic_for`` finds it."""

from __future__ import annotations

import importlib
from typing import Any


class NoHeuristic(LookupError):
    pass


def heuristic_class(game_id: str) -> Any:
    try:
        module = importlib.import_module(f"desktop.ai.heuristics.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"desktop.ai.heuristics.{game_id}":
            raise NoHeuristic(game_id) from None
        raise
    return module.HeuristicBot
