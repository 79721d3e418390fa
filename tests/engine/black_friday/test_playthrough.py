"""A pinned seeded game: any change to the rules' outcome shows here (and then needs a new rules_version,
because saved games replay their actions)."""

from __future__ import annotations

from desktop.engine import Rng
from tests.engine.black_friday.helpers import GAME


def test_seeded_random_game_is_pinned_for_save_compatibility() -> None:
    state = GAME.new_game(4, None, 2026)
    rng = Rng(7)
    steps = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        steps += 1
    assert GAME.rules_version == 1
    assert steps == 151
    assert state.result().scores == (2, 2, 1, 0) and state.result().ranks == (1, 2, 3, 4)
    assert state.state_hash() == "f691699002705ce812bf331986b9f28e"
