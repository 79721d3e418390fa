"""The heuristic bot plays legal moves from its view and beats random bots by a wide margin."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics.black_friday import PERSONALITY_DEFAULTS, HeuristicBot, evaluate
from desktop.ai.simulate import simulate
from tests.engine.black_friday.helpers import fresh


def test_heuristic_plays_a_whole_game_from_its_views() -> None:
    s = fresh(3, seed=4)
    bots = [HeuristicBot(i) for i in range(3)]
    steps = 0
    while not s.is_over():
        seat = s.to_move()[0]
        action = bots[seat].decide(s.view(seat), seat)
        assert action in s.legal_actions(seat)
        s.apply(seat, action)
        steps += 1
    assert steps > 50 and s.invariants() == []


def test_evaluate_is_between_zero_and_one_equal_for_equal_seats_and_prefers_silver() -> None:
    # 0.8 x the chance to win + 0.2 x the expected share of others beaten (tests/ai has the model's own tests)
    s = fresh(4)
    values = [evaluate(s, seat) for seat in range(4)]
    assert all(0 <= v <= 1 for v in values) and max(values) - min(values) < 1e-9
    s.silver[0] = 4
    assert evaluate(s, 0) > evaluate(s, 1)


def test_personality_defaults_are_documented_numbers() -> None:
    assert set(PERSONALITY_DEFAULTS) == {"risk", "silver_cap", "sell_row", "subsidy_greed"}
    assert HeuristicBot(1, {"risk": 0.0}).p["risk"] == 0.0


@pytest.mark.slow
@pytest.mark.parametrize("bots", [["heuristic", "random", "random", "random"],
                                  ["random", "random", "heuristic", "random"]])
def test_heuristic_beats_random_bots(bots: list[str]) -> None:
    report = simulate("black_friday", 4, 60, seed=3, levels=bots)
    seat = bots.index("heuristic")
    assert report["summary"]["win_rate_by_seat"][seat] > 0.6
