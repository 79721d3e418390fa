"""The 1920 Wall Street heuristic bot: legal, sensible, and far stronger than random."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics.wall_street_1920 import PERSONALITY_DEFAULTS, HeuristicBot, evaluate
from desktop.ai.simulate import simulate
from desktop.engine.games.wall_street_1920 import GAME, WallStreetOptions


def test_heuristic_plays_legal_moves_with_every_variant() -> None:
    for players in (2, 3, 5):
        state = GAME.new_game(players, WallStreetOptions(tycoons=True, call_options=True, tycoon_b="penalty"), 7)
        bots = [HeuristicBot(seat, {"risk": 0.9}) for seat in range(players)]
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
            assert state.invariants() == []
        assert 0.0 <= evaluate(state, 0) <= 1.0


def test_evaluate_prefers_the_seat_that_is_ahead() -> None:
    state = GAME.new_game(3, WallStreetOptions(), 1)
    state.cash[0] += 30
    state.bank -= 30
    assert evaluate(state, 0) > 0.5 > evaluate(state, 1)


def test_personality_defaults_are_documented_traits() -> None:
    assert set(PERSONALITY_DEFAULTS) == {"risk", "ambition", "patience"}
    assert HeuristicBot(1).risk == PERSONALITY_DEFAULTS["risk"]


@pytest.mark.slow
@pytest.mark.parametrize("bots", [["heuristic", "random", "random", "random"],
                                  ["random", "random", "heuristic", "random"]])
def test_heuristic_beats_random_players(bots: list[str]) -> None:
    report = simulate("wall_street_1920", 4, 40, seed=11, levels=bots)
    seat = bots.index("heuristic")
    assert report["summary"]["win_rate_by_seat"][seat] > 0.7
