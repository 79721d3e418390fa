"""Hab & Gut's search evaluation: a chance to win per seat, in which the
lowest donor's elimination and the money both count."""

from __future__ import annotations

import math

import pytest

from desktop.ai.heuristics import hab_und_gut as h
from desktop.engine import Rng, registry
from desktop.engine.games.hab_und_gut.state import EMPTY, PRICES, HabGutState


def _played(seed: int, decisions: int) -> HabGutState:
    """A 4-player position after ``decisions`` heuristic decisions."""
    state = registry.get("hab_und_gut").new_game(4, None, seed)
    assert isinstance(state, HabGutState)
    bots = [h.HeuristicBot(seed + s) for s in range(4)]
    for _ in range(decisions):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    return state


def _equal_seats(state: HabGutState) -> None:
    """Give every seat the same cash, shares and donations."""
    for s in range(state.num_players):
        state.cash[s] = 300
        state.holdings[s] = [0] * 6
        state.board[s] = [EMPTY] * 4
        state.centre[s] = 100


def test_evaluation_is_a_chance_to_win_for_each_seat() -> None:
    for seed in (1, 2, 3):
        for k in (0, 40, 90, 140):
            state = _played(seed, k)
            chances = [h.evaluate(state, s) for s in range(4)]
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert math.isclose(sum(chances), 1.0, abs_tol=1e-9)


def test_equal_seats_have_equal_chances() -> None:
    state = _played(4, 60)
    _equal_seats(state)
    chances = [h.evaluate(state, s) for s in range(4)]
    assert max(chances) - min(chances) < 1e-9


def test_more_money_is_a_better_chance() -> None:
    state = _played(5, 60)
    _equal_seats(state)
    state.cash[2] += 100
    chances = [h.evaluate(state, s) for s in range(4)]
    assert chances[2] == max(chances) and chances[2] > chances[0] + 0.05


def test_the_lowest_donor_with_no_donation_left_is_heading_for_elimination() -> None:
    """Last round, price phase: the donations are settled, the lowest donor is out
    whatever its money (so even a richer lowest donor rates below the others)."""
    state = _played(6, 0)
    _equal_seats(state)
    state.half, state.round, state.phase = 1, 3, PRICES
    state.centre[1] = 60
    state.cash[1] = 400
    chances = [h.evaluate(state, s) for s in range(4)]
    assert chances[1] < min(chances[s] for s in (0, 2, 3))


def test_a_finished_game_scores_its_result() -> None:
    state = _played(7, 10_000)
    assert state.is_over()
    result = state.result()
    assert [h.evaluate(state, s) for s in range(4)] == [result.share(s) for s in range(4)]


def test_evaluation_of_a_view_deal_does_not_depend_on_the_true_hidden_cards() -> None:
    """The search scores deals of a view: two true states with the same view give
    the same deal for the same seed, hence the same scores."""
    state = _played(8, 50)
    seat = state.to_move()[0]
    view = state.view(seat)
    other = state.redeal(seat, Rng(99))
    assert other.view(seat).racks == view.racks
    a = view.determinize(Rng(5))
    b = other.view(seat).determinize(Rng(5))
    assert [h.evaluate(a, s) for s in range(4)] == [h.evaluate(b, s) for s in range(4)]


@pytest.mark.slow
def test_evaluation_predicts_the_winner_better_than_share_of_worth() -> None:
    """On held-out heuristic games, the fitted evaluation's log-loss on the winner
    beats the former share-of-worth evaluation and a uniform guess."""
    from tools.fitting.core import probs
    from tools.fitting.hab_und_gut import collect

    data = collect(seed=77, first=0, games=40, players=4, epsilon=0.05, every=7)
    fitted = former = 0.0
    for pos in data:
        p = probs(list(h.WEIGHTS), pos.feats)
        q = pos.compare["former"]
        fitted -= sum(t * math.log(max(1e-12, p[s])) for s, t in enumerate(pos.target) if t > 0)
        former -= sum(t * math.log(max(1e-12, q[s])) for s, t in enumerate(pos.target) if t > 0)
    fitted /= len(data)
    former /= len(data)
    assert fitted < former - 0.05
    assert fitted < math.log(4) - 0.1


def _expected_prices_by_counts(state: HabGutState, seat: int) -> tuple[list[float], list[float]]:
    """``_expected_prices`` as first written (the unknown cards counted code by code), for
    the written-out one to be held to."""
    from desktop.engine.games.hab_und_gut import data as d

    n = state.num_players
    seen = [0.0] * d.NUM_GOODS
    unknown_count = [d.DECK.count(c) for c in range(d.NUM_CODES)]
    for c in state.discard:
        unknown_count[c] -= 1
    mine = state.seat_racks(seat)
    hidden_cards = 0
    for r in range(n):
        if r in mine:
            for c in state.racks[r]:
                seen[d.CARD_GOOD[c]] += d.CARD_VALUE[c]
                unknown_count[c] -= 1
        else:
            hidden_cards += len(state.racks[r])
    total_unknown = sum(unknown_count)
    drift = [0.0] * d.NUM_GOODS
    for c in range(d.NUM_CODES):
        if unknown_count[c]:
            drift[d.CARD_GOOD[c]] += unknown_count[c] * d.CARD_VALUE[c]
    end_half = []
    for g in range(d.NUM_GOODS):
        move = h.PLAY_FACTOR * seen[g]
        if total_unknown:
            move += h.PLAY_FACTOR * hidden_cards * drift[g] / total_unknown
        end_half.append(d.move_price_float(state.prices[g], move))
    if state.half + 1 >= d.HALVES:
        return end_half, end_half
    dealt = n * d.RACK_SIZE / d.DECK_SIZE
    return end_half, [d.move_price_float(end_half[g], h.PLAY_FACTOR * dealt * h._DECK_DRIFT[g])
                      for g in range(d.NUM_GOODS)]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_expected_prices_are_the_counted_ones_exactly(players: int) -> None:
    game = registry.get("hab_und_gut")
    checked = 0
    for seed in range(4):
        state = game.new_game(players, None, seed)
        assert isinstance(state, HabGutState)
        bots = [h.HeuristicBot(seed + s) for s in range(players)]
        while not state.is_over():
            seat = state.to_move()[0]
            for s in range(players):
                view = state.view(s)
                assert h._expected_prices(view, s) == _expected_prices_by_counts(view, s)
                assert h._expected_prices(state, s) == _expected_prices_by_counts(state, s)
                checked += 1
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
    assert checked > 100
