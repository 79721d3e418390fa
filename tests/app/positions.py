"""Positions for board tests: the first one that seeded random play reaches
where a test's condition holds."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from desktop.engine import Rng, registry


def first_state(game_id: str, players: int, want: Callable[[Any, int], bool], seeds: Iterable[int] = range(1, 30),
                options: Any = None, steps: int = 3000) -> tuple[Any, int]:
    """(state, seat to move) at the first position of random play from each seed in turn where
    ``want(state, seat)`` holds; each seed plays at most ``steps`` moves."""
    game = registry.get(game_id)
    for seed in seeds:
        state = game.new_game(players, options, seed)
        rng = Rng(seed)
        for _ in range(steps):
            if state.is_over():
                break
            seat = state.to_move()[0]
            if want(state, seat):
                return state, seat
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
    raise AssertionError("no such position")
