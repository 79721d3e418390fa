"""tools/judge_search.py: the decisions of search settings judged by playouts on shared deals."""

from __future__ import annotations

from tools.judge_search import judge_one, playout, positions


def test_positions_are_real_choices_of_heuristic_games() -> None:
    found = positions("tiny_market", 3, 6, seed=5, every=2)
    assert len(found) == 6
    for state, seat, _seed in found:
        assert not state.is_over()
        assert len(state.view(seat).legal_actions(seat)) > 1


def test_an_entrant_that_answers_as_the_reference_gains_nothing() -> None:
    state, seat, bseed = positions("tiny_market", 3, 1, seed=5, every=2)[0]
    assert judge_one(("tiny_market", state, seat, bseed, ("heuristic", "heuristic"), 10, 4)) == [(False, 0.0)]


def test_different_answers_are_played_out_on_the_same_deals() -> None:
    found = positions("tiny_market", 3, 8, seed=7, every=2)
    results = [judge_one(("tiny_market", s, seat, b, ("heuristic", "random"), 10, 6))[0] for s, seat, b in found]
    assert any(differs for differs, _ in results)
    for differs, gain in results:
        assert -1.0 <= gain <= 1.0
        if not differs:
            assert gain == 0.0
    # one action on one deal always plays out the same way (common random numbers)
    state, seat, _b = found[0]
    action = state.view(seat).legal_actions(seat)[0]
    assert playout("tiny_market", state, seat, action, 3) == playout("tiny_market", state, seat, action, 3)
