"""Bot levels by name, for every registered game."""

from __future__ import annotations

from collections.abc import Callable

from desktop.ai.base import Bot, RandomBot
from desktop.ai.heuristics import NoHeuristic, heuristic_class


class UnknownLevel(LookupError):
    def __init__(self, level: str, game_id: str) -> None:
        super().__init__(level, game_id)
        self.level = level
        self.game_id = game_id

    def __str__(self) -> str:
        return f"unknown bot level {self.level!r} for {self.game_id}"


def _random(game_id: str, seed: int) -> Bot:
    return RandomBot(seed)


def _heuristic(game_id: str, seed: int) -> Bot:
    try:
        bot: Bot = heuristic_class(game_id)(seed)
    except NoHeuristic:
        raise UnknownLevel("heuristic", game_id) from None
    return bot


LEVELS: dict[str, Callable[[str, int], Bot]] = {
    "random": _random,
    "heuristic": _heuristic,
}


def level_names() -> list[str]:
    return list(LEVELS)


def make_bot(level: str, game_id: str, seed: int) -> Bot:
    factory = LEVELS.get(level)
    if factory is None:
        raise UnknownLevel(level, game_id)
    return factory(game_id, seed)
