"""The heuristic bot: legal moves from views only, and far stronger than random play."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics.stockpile import PERSONALITY_DEFAULTS, HeuristicBot, evaluate
from desktop.ai.simulate import simulate
from desktop.engine.games.stockpile import StockpileOptions
from desktop.engine.games.stockpile.actions import DoneSelling, Sell
from tests.engine.stockpile.helpers import at_selling, new


@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {"advanced_board": True}), (4, {"investors": True}), (5, {"advanced_board": True, "investors": True}),
    (2, {"investors": True}),
])
def test_heuristic_plays_legal_moves_from_its_view_in_every_setup(players: int, options: dict[str, bool]) -> None:
    state = new(players, seed=9, **options)
    bots = [HeuristicBot(seed) for seed in range(players)]
    while not state.is_over():
        seat = state.to_move()[0]
        action = bots[seat].decide(state.view(seat), seat)
        assert action in state.legal_actions(seat)
        if state.round and not state.claims:
            value = evaluate(state, seat)
            assert 0.0 <= value <= 1.0
        state.apply(seat, action)
    assert sum(evaluate(state, s) for s in range(players)) == pytest.approx(1.0)


def test_personality_knobs_are_documented_and_change_play() -> None:
    assert set(PERSONALITY_DEFAULTS) == {"bid_aggression", "risk", "cash_reserve", "sell_on_drop"}
    state = at_selling(seed=2)
    seat = state.turn
    slot = state.pair_owner.index(seat)
    company = state.port[seat][0][0]
    # this seat's insider pair says its company drops 2 spaces this round
    rest_c = [c for c in range(6) if c != company]
    rest_f = [f for f in (4, 2, 1, 0, -3)]
    state.pairs = [(company, -2) if i == slot else (rest_c.pop(), rest_f.pop()) for i in range(6)]
    state.cash[seat] += 20
    state.bank -= 20
    careful = HeuristicBot(1, {"sell_on_drop": 2.0})
    stubborn = HeuristicBot(1, {"sell_on_drop": 9.0})
    assert careful.decide(state.view(seat), seat) == Sell(company, 0)  # sells before a drop it knows of
    assert stubborn.decide(state.view(seat), seat) == DoneSelling()


@pytest.mark.slow
def test_heuristic_beats_random_bots_by_a_wide_margin() -> None:
    for bots in (["heuristic", "random", "random", "random"], ["random", "random", "heuristic", "random"]):
        out = simulate("stockpile", 4, 100, seed=7, options=StockpileOptions(), levels=bots)
        seat = bots.index("heuristic")
        assert out["summary"]["win_rate_by_seat"][seat] >= 0.6
