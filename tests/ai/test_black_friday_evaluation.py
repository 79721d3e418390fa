"""Black Friday's evaluation (desktop/ai/heuristics/black_friday.py): what the search scores positions with."""

from __future__ import annotations

from desktop.ai.heuristics import black_friday as H
from desktop.engine import registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.state import BlackFridayState


def _start() -> BlackFridayState:
    state = registry.get("black_friday").new_game(4, None, 7)
    assert isinstance(state, BlackFridayState)
    return state


def test_subsidies_still_available_count_as_cash_the_end_of_the_game_takes() -> None:
    state = _start()
    _bars, cash, _shares = H.features(state)[0]
    room = state.subsidy_limit() - state.subsidies[0]
    assert cash == (state.cash[0] + room * D.SUBSIDY_VALUE) / 100


def test_more_silver_or_more_cash_raises_a_seats_evaluation_at_every_stage() -> None:
    state = _start()
    for idx in range(D.SILVER_END):
        state.silver_idx = idx
        before = H.evaluate(state, 1)
        state.silver[1] += 1
        assert H.evaluate(state, 1) > before
        state.silver[1] -= 1
        state.cash[1] += 30
        assert H.evaluate(state, 1) > before
        state.cash[1] -= 30


def test_equal_seats_are_valued_equally() -> None:
    state = _start()
    for s in range(4):
        state.holdings[s] = [1, 1, 1, 1, 1]
    values = [H.evaluate(state, s) for s in range(4)]
    assert max(values) - min(values) < 1e-12


def test_a_finished_game_is_scored_by_its_result() -> None:
    state = _start()
    bots = [H.HeuristicBot(s) for s in range(4)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    result = state.result()
    assert [H.evaluate(state, s) for s in range(4)] == [result.share(s) for s in range(4)]
