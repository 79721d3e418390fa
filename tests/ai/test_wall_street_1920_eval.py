"""1920 Wall Street: the search's evaluation and the heuristic's valuation."""

from __future__ import annotations

import math
from typing import Any

import pytest

from desktop.ai.heuristics import wall_street_1920 as H
from desktop.ai.heuristics._base import HeuristicBase
from desktop.engine import Rng, registry
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.state import PH_KEEP, PH_MAIN, WallStreetState


def _midgame(seed: int, decisions: int = 120) -> WallStreetState:
    game = registry.get("wall_street_1920")
    state = game.new_game(4, None, seed)
    assert isinstance(state, WallStreetState)
    bots = [H.HeuristicBot(seed + s) for s in range(4)]
    for _ in range(decisions):
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    return state


def _reference_holdings(val: H.Valuer, cards: list[int], hidden: int, prices: list[int]) -> float:
    """The valuation written plainly: fixed shares counted, then each starting
    and gold card greedily to the type where it adds most."""
    def worth(n: int, t: int) -> float:
        if n <= 0:
            return 0.0
        need = val.minimum[t]
        if n >= need:
            return float(n * prices[t])
        return n * prices[t] * (n / need) * val.ambition * (0.3 + 0.7 * val.left)

    counts = [0, 0, 0, 0]
    flex = []
    golds = 0
    for c in cards:
        card = D.CARDS[c]
        if card.kind == D.K_STOCK:
            counts[card.stock] += card.shares
        elif card.kind == D.K_START:
            flex.append(card.types)
        elif card.kind == D.K_GOLD:
            golds += 1
    if hidden >= 0:
        counts[D.CAPITAL_CARDS[hidden].stock] += D.CAPITAL_CARDS[hidden].shares
    for types in [*flex, *([tuple(range(4))] * golds)]:
        best = max(types, key=lambda t: worth(counts[t] + 1, t) - worth(counts[t], t))
        counts[best] += 1
    return sum(worth(counts[t], t) for t in range(4))


def test_valuation_of_holdings_matches_the_plain_rule() -> None:
    rng = Rng(5)
    state = _midgame(3, 60)
    shares = [c for c, card in enumerate(D.CARDS) if card.kind in (D.K_STOCK, D.K_START, D.K_GOLD)]
    for _ in range(300):
        cards = [shares[rng.below(len(shares))] for _ in range(rng.below(12))]
        hidden = rng.below(len(D.CAPITAL_CARDS)) - (1 if rng.below(4) == 0 else 0)
        prices = [D.PRICE_LOW[t] + rng.below(D.PRICE_HIGH[t] - D.PRICE_LOW[t] + 1) for t in range(4)]
        val = H.Valuer(state, 0.6)
        assert val.holdings(cards, hidden, prices) == pytest.approx(_reference_holdings(val, cards, hidden, prices))


def _plain_score(val: H.Valuer, cards: list[int], hidden: int, prices: list[int]) -> float:
    """The valuation as the heuristic computed it before its rows of terms (b52bdd3's arithmetic:
    each term worked out when needed, summed type by type)."""
    def worth(n: int, t: int) -> float:
        if n <= 0:
            return 0.0
        need = val.minimum[t]
        if n >= need:
            return float(n * prices[t])
        return n * prices[t] * (n / need) * val.ambition * val.fade

    counts, flex, golds = H.tally(cards, hidden)
    counts = counts[:]
    for types in [*flex, *([(0, 1, 2, 3)] * golds)]:
        best, gain = -1, 0.0
        for t in types:
            g = worth(counts[t] + 1, t) - worth(counts[t], t)
            if best < 0 or g > gain:
                best, gain = t, g
        counts[best] += 1
    total = 0.0
    for t in range(4):
        if counts[t] > 0:
            total += worth(counts[t], t)
    return total


def test_valuation_from_rows_of_terms_is_the_plain_arithmetic_to_the_last_bit() -> None:
    """``Valuer.score`` reads its terms from rows shared by every Valuer with the same minimum,
    ambition and fade, and ``plus``/``minus`` score a card more or less from a tally: all give the
    very numbers of the plain arithmetic (the pinned games depend on it), also for holdings
    longer than a first row (the rows grow), and for holdings with no gold and no, one or more
    starting cards (the shortcut of the first)."""
    rng = Rng(11)
    shapes = set()
    shares = [c for c, card in enumerate(D.CARDS) if card.kind in (D.K_STOCK, D.K_START, D.K_GOLD)]
    for decisions in (0, 100, 200):
        state = _midgame(7, decisions)
        for ambition in (0.6, 0.35):
            val = H.Valuer(state, ambition)
            for i in range(150):
                cards = sorted(shares[rng.below(len(shares))] for _ in range(rng.below(40 if i % 2 else 5)))
                hidden = rng.below(len(D.CAPITAL_CARDS)) - (1 if rng.below(4) == 0 else 0)
                prices = [D.PRICE_LOW[t] + rng.below(D.PRICE_HIGH[t] - D.PRICE_LOW[t] + 1) for t in range(4)]
                assert val.holdings(cards, hidden, prices) == _plain_score(val, cards, hidden, prices)
                held = H.tally(cards, hidden)
                shapes.add((min(len(held[1]), 2), min(held[2], 1)))
                card = shares[rng.below(len(shares))]
                assert val.plus(held, card, prices) == _plain_score(val, [*cards, card], hidden, prices)
                if cards:
                    gone = cards[rng.below(len(cards))]
                    rest = list(cards)
                    rest.remove(gone)
                    assert val.minus(held, gone, prices) == _plain_score(val, rest, hidden, prices)
    assert shapes == {(f, g) for f in range(3) for g in range(2)}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_evaluation_is_each_seats_chance_to_win_summing_to_one(seed: int) -> None:
    state = _midgame(seed)
    chances = [H.evaluate(state, s) for s in range(4)]
    assert all(0.0 < p < 1.0 for p in chances)
    assert math.fsum(chances) == pytest.approx(1.0)


def test_evaluation_of_a_finished_game_is_the_win_share() -> None:
    game = registry.get("wall_street_1920")
    state = game.new_game(4, None, 8)
    bots = [H.HeuristicBot(8 + s) for s in range(4)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    result = state.result()
    assert [H.evaluate(state, s) for s in range(4)] == [result.share(s) for s in range(4)]


def test_more_cash_or_market_points_raise_the_chance_and_a_loan_lowers_it() -> None:
    state = _midgame(4)
    before = H.evaluate(state, 0)
    richer = state.clone()
    richer.cash[0] += 3
    assert H.evaluate(richer, 0) > before
    pointed = state.clone()
    owned = {c for pile in state.markets for c in pile}
    pointed.markets[0].append(next(c for c in D.MARKET_IDS if c not in owned))
    assert H.evaluate(pointed, 0) > before
    indebted = state.clone()
    indebted.loans[0] += 1
    indebted.cash[0] += D.LOAN_CASH
    assert H.evaluate(indebted, 0) < before


def test_a_rivals_gain_lowers_my_chance() -> None:
    state = _midgame(6)
    before = H.evaluate(state, 0)
    state.cash[1] += 5
    assert H.evaluate(state, 0) < before


def test_keep_decisions_take_the_main_choices_values_only_when_they_are_the_same() -> None:
    """A bought card's keep decision reuses the value its main choice worked out (``_kept_value``)
    only where working it out afresh gives the same number; both seen at every keep decision."""
    game = registry.get("wall_street_1920")
    reused = 0
    for seed in range(4):
        state = game.new_game(4, None, seed)
        assert isinstance(state, WallStreetState)
        bots = [H.HeuristicBot(seed * 10 + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            if state.phase == PH_KEEP:
                card = state.pending[0]
                kept = bots[seat]._kept
                assert bots[seat]._kept_value(state, seat, card) == bots[seat]._keep_value(state, seat, card)
                reused += kept is not None and kept[1] == state.stocks[seat] and card in kept[6]
            state.advance(seat, bots[seat].decide(state, seat))
    assert reused > 50


@pytest.mark.parametrize("views", [False, True])
def test_decide_without_the_legal_list_answers_as_the_general_decide(views: bool) -> None:
    """``HeuristicBot.decide`` skips listing the legal actions where it knows enough of them (the
    main phase by its cash needs, keep or discard, the turn's close): the same actions as
    ``HeuristicBase.decide`` (legal actions, then ``choose``), bot for bot in lockstep."""
    game = registry.get("wall_street_1920")
    for seed in range(3):
        state = game.new_game(4, None, seed)
        assert isinstance(state, WallStreetState)
        fast = [H.HeuristicBot(seed * 10 + s) for s in range(4)]
        plain = [H.HeuristicBot(seed * 10 + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat) if views else state
            action = fast[seat].decide(view, seat)
            assert action == HeuristicBase.decide(plain[seat], view, seat)
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


def test_no_flipped_choice_is_worth_more_than_the_ceiling_of_the_first() -> None:
    """The main choice skips the flipped pass when the first pass's ceiling (the kept cards' worth
    of the dearest buy) cannot beat its best by the flip's margin: every flipped choice is worth
    at most that ceiling or the first pass's best."""
    game = registry.get("wall_street_1920")
    checked = 0
    for seed in range(4):
        state = game.new_game(4, None, seed)
        assert isinstance(state, WallStreetState)
        bots = [H.HeuristicBot(seed * 10 + s, {"risk": 0.1 * s}) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            cash = state.cash[seat]
            if state.phase == PH_MAIN and not state.flipped and cash >= 3 and not cash - 1 < 2 <= cash:
                bot = bots[seat]
                held, base = bot._held(state, seat)
                kept: dict[int, float] = {}
                sold: dict[int, float] = {}
                value, _, ceiling = bot._best_main(state, seat, held, base, kept, sold)
                other, _, _ = bot._best_main(state, seat, held, base, kept, sold, flip=True)
                assert other <= max(value, ceiling)
                checked += 1
            state.advance(seat, bots[seat].decide(state, seat))
    assert checked > 100


def test_with_one_starting_or_gold_card_at_most_no_card_less_is_worth_more() -> None:
    """The main choice skips a sale that cannot beat the best when the holdings have one starting
    or gold card at most: then the greedy placement is the best one, and as every row rises no
    holding with a card less is worth more (up to rounding, far below the bound it allows)."""
    rng = Rng(23)
    fixed = [c for c, card in enumerate(D.CARDS) if card.kind == D.K_STOCK]
    loose = [c for c, card in enumerate(D.CARDS) if card.kind in (D.K_START, D.K_GOLD)]
    checked = 0
    for decisions in (0, 100, 200):
        state = _midgame(5, decisions)
        for ambition in (0.0, 0.35, 0.6, 1.0):
            val = H.Valuer(state, ambition)
            assert val.rising
            for _ in range(150):
                cards = sorted([*(fixed[rng.below(len(fixed))] for _ in range(rng.below(12))),
                                *([loose[rng.below(len(loose))]] if rng.below(2) else [])])
                hidden = rng.below(len(D.CAPITAL_CARDS)) - (1 if rng.below(4) == 0 else 0)
                prices = [D.PRICE_LOW[t] + rng.below(D.PRICE_HIGH[t] - D.PRICE_LOW[t] + 1) for t in range(4)]
                held = H.tally(cards, hidden)
                assert len(held[1]) + held[2] <= 1
                whole = val.score(*held, prices)
                for card in cards:
                    assert val.minus(held, card, prices) - whole <= H._SALE_BOUND / 1000
                    checked += 1
    assert checked > 3000
    assert not H.Valuer(state, 1.5).rising


def test_a_subclass_keep_and_sale_values_are_the_ones_the_main_choice_reads() -> None:
    """The main choice writes ``_keep_value`` and ``_sell_value`` out for speed; a subclass that
    overrides them (the strategies of tools/analyze_wall_street_1920.py) is asked for every card in
    the circle and every kind of card held, and choosing as the plain bot does it plays the same."""

    class Spy(H.HeuristicBot):
        def __init__(self, seed: int) -> None:
            super().__init__(seed)
            self.kept: set[int] = set()
            self.sold: set[int] = set()

        def _keep_value(self, view: WallStreetState, seat: int, card: int, *given: Any) -> float:
            self.kept.add(card)
            return super()._keep_value(view, seat, card, *given)

        def _sell_value(self, view: WallStreetState, seat: int, card: int, *given: Any) -> float:
            self.sold.add(card)
            return super()._sell_value(view, seat, card, *given)

    game = registry.get("wall_street_1920")
    state = game.new_game(4, None, 3)
    assert isinstance(state, WallStreetState)
    spies = [Spy(s) for s in range(4)]
    plain = [H.HeuristicBot(s) for s in range(4)]
    mains = 0
    while not state.is_over():
        seat = state.to_move()[0]
        spy = spies[seat]
        spy.kept.clear()
        spy.sold.clear()
        main = state.phase == PH_MAIN
        action = spy.decide(state, seat)
        assert action == plain[seat].decide(state, seat)
        if main and len(state.legal_actions(seat)) > 1:
            mains += 1
            circle = {c for pos in state.circle for c in pos if c != D.TREND}
            assert circle <= spy.kept
            if state._sell_spot_reason(seat) is None:
                assert {H._SALE_CLASS[c] for c in state.stocks[seat]} == {H._SALE_CLASS[c] for c in spy.sold}
        state.advance(seat, action)
    assert mains >= 50
