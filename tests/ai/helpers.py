"""Shared pieces of the AI tests: the games to run on, positions to decide in,
and bot levels that misbehave (for the worker's fallbacks)."""

from __future__ import annotations

import os
import time
from typing import Any

from desktop.ai.base import NO_BUDGET, Budget, RandomBot
from desktop.ai.heuristics import has_heuristic
from desktop.ai.levels import register_level
from desktop.engine import Action, Game, Rng, State, registry
from tests.fixture_game import GAME as TINY


def ai_games() -> list[Game[Any]]:
    """The fixture game and every registered game that has a heuristic."""
    import tests.conftest  # noqa: F401  (registers the fixture heuristic)

    return [TINY, *(g for g in registry.all_games() if has_heuristic(g.id))]


def positions(game: Game[Any], players: int, seed: int, count: int) -> list[State]:
    """``count`` positions of one randomly played game, where someone is to move."""
    rng = Rng(seed)
    state = game.new_game(players, None, seed)
    mover = RandomBot(seed + 1)
    chosen: list[State] = []
    step = 0
    stride = 1 + rng.below(7)
    while not state.is_over() and len(chosen) < count:
        if step % stride == 0 and step > 0:
            chosen.append(state.clone())
        seat = state.to_move()[0]
        state.apply(seat, mover.decide(state, seat))
        step += 1
    if not chosen:
        chosen.append(game.new_game(players, None, seed))
    return chosen


class _Crash:
    needs_view = False

    def __init__(self, *_: Any) -> None:
        pass

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        os._exit(3)


class _Fail(_Crash):
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        raise RuntimeError("bot bug")


class _Hang(_Crash):
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        time.sleep(120)
        raise AssertionError("unreachable")


def register_bad_levels() -> None:
    register_level("crash", lambda game_id, seed, personality: _Crash())
    register_level("fail", lambda game_id, seed, personality: _Fail())
    register_level("hang", lambda game_id, seed, personality: _Hang())


def setup_worker() -> None:
    """Initializer of test worker processes: the fixture game, its heuristic and
    the misbehaving levels exist there too."""
    import tests.conftest  # noqa: F401

    register_bad_levels()
