"""The Hab & Gut heuristic bot: reads its two racks, plays for its holdings and
against the leaders', keeps above the donation threshold, beats random bots."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics._base import HeuristicBase
from desktop.ai.heuristics.hab_und_gut import HeuristicBot, evaluate, expected_prices, play_options, share_options
from desktop.ai.simulate import simulate
from desktop.engine import Rng
from desktop.engine.games.hab_und_gut.actions import Buy, Donate, EndTurn, PlayCard, Sell
from desktop.engine.games.hab_und_gut.state import EMPTY, SHARES, HabGutState
from tests.engine.hab_und_gut.helpers import end_share_phase, new, play_rounds, set_rack

COAL, WHEAT, CORN, COFFEE, SUGAR, TEA = range(6)
# cards of goods nobody holds in these tests
NEUTRAL = [(COAL, 2), (COAL, 4), (CORN, 2), (CORN, -2), (SUGAR, 2), (SUGAR, -2), (COAL, -2)]


def _take(s: HabGutState, seat: int, good: int, count: int) -> None:
    """Give ``seat`` shares from the supply, paid at the current price."""
    s.holdings[seat][good] += count
    s.supply[good] -= count
    s.cash[seat] -= count * s.prices[good]
    s.bank += count * s.prices[good]


def test_bot_plays_the_card_for_its_holdings_at_full_value() -> None:
    s = new(4)
    _take(s, 0, COFFEE, 3)
    set_rack(s, 0, [(COFFEE, 6), *NEUTRAL])
    set_rack(s, 3, [(WHEAT, 2), (WHEAT, -2), (TEA, 2), (TEA, 4), (SUGAR, 4), (CORN, 4), (COAL, 6), (CORN, 6)],
             keep=(0,))
    end_share_phase(s)
    action = HeuristicBot(1).decide(s.view(0), 0)
    assert action == PlayCard(0, COFFEE, 6)


def test_bot_plays_the_card_that_hurts_it_most_at_half_value() -> None:
    s = new(4)
    _take(s, 0, TEA, 3)
    set_rack(s, 3, [(TEA, -6), *NEUTRAL])
    end_share_phase(s)
    first = s.legal_actions(0)[0]
    assert isinstance(first, PlayCard) and first.rack == 0
    s.apply(0, first)
    assert HeuristicBot(1).decide(s.view(0), 0) == PlayCard(3, TEA, -6)


def test_bot_plays_against_the_leaders_holdings() -> None:
    s = new(4)
    _take(s, 1, WHEAT, 6)  # seat 1 leads with wheat
    s.cash[1] += 500
    s.bank -= 500
    set_rack(s, 0, [(WHEAT, -6), *NEUTRAL])
    set_rack(s, 3, [(WHEAT, 2), (CORN, 2), (CORN, 4), (SUGAR, 4), (SUGAR, 2), (COAL, 4), (TEA, 2), (TEA, -2)],
             keep=(0,))
    end_share_phase(s)
    assert HeuristicBot(1).decide(s.view(0), 0) == PlayCard(0, WHEAT, -6)


def test_bot_reads_both_racks_and_buys_the_good_they_push_up() -> None:
    s = new(4)
    set_rack(s, 0, [(WHEAT, 6), (WHEAT, 4), (WHEAT, 4), (CORN, 2), (CORN, -2), (SUGAR, -2), (COAL, -2), (TEA, -2)])
    set_rack(s, 3, [(WHEAT, 2), (WHEAT, 2), (CORN, -4), (SUGAR, -4), (COAL, -4), (TEA, -4), (COFFEE, -2),
                    (COFFEE, -4)], keep=(0,))
    end_half, _ = expected_prices(s.view(0), 0)
    assert max(range(6), key=lambda g: end_half[g]) == WHEAT
    assert HeuristicBot(1).decide(s.view(0), 0) == Buy(WHEAT)


def test_a_bot_keeps_its_prices_only_while_what_they_read_is_unchanged() -> None:
    """The share-phase prices a bot keeps are dropped when the prices or its racks change
    on the same state (as a tutorial or test writes them): it then answers as a new bot."""
    s = new(4)
    set_rack(s, 0, [(WHEAT, 6), (WHEAT, 4), (WHEAT, 4), (CORN, 2), (CORN, -2), (SUGAR, -2), (COAL, -2), (TEA, -2)])
    _take(s, 0, COAL, 1)  # a share in hand: it buys for gain, not for a share to donate
    bot = HeuristicBot(1)
    assert bot.decide(s, 0) == Buy(WHEAT)
    s.prices[WHEAT] = 120  # dearer, and the cards still push it well up from there
    assert bot.decide(s, 0) == HeuristicBot(1).decide(s, 0) == Buy(WHEAT)
    # the same rack (the same list, as long) now pushes wheat down; the other rack and the prices unchanged
    set_rack(s, 0, [(WHEAT, -6), (WHEAT, -4), (WHEAT, -2), (CORN, 2), (CORN, -2), (SUGAR, -2), (COAL, -2),
                    (TEA, -2)], keep=(3,))
    assert bot.decide(s, 0) == HeuristicBot(1).decide(s, 0) != Buy(WHEAT)


def test_bot_donates_when_it_would_otherwise_be_the_lowest_donor() -> None:
    s = new(3)
    play_rounds(s, 7)
    seat = s.to_move()[0]
    _take(s, seat, CORN, 2)
    for other in range(3):
        amount = 0 if other == seat else 100
        s.centre[other] = amount
        s.bank -= amount
    bot = HeuristicBot(3)
    while s.phase == SHARES and s.to_move() == (seat,):
        action = bot.decide(s.view(seat), seat)
        s.apply(seat, action)
        if isinstance(action, EndTurn):
            break
    assert s.board[seat][3] != EMPTY
    assert s.invariants() == []


def test_bot_does_not_give_away_shares_it_does_not_need_to() -> None:
    s = new(3)
    play_rounds(s, 7)
    seat = s.to_move()[0]
    _take(s, seat, CORN, 2)
    for other in range(3):
        amount = 400 if other == seat else 100
        s.centre[other] = amount
        s.bank -= amount
    action = HeuristicBot(3).decide(s.view(seat), seat)
    assert not isinstance(action, Donate)


def test_bot_decides_only_from_its_view_and_always_legally() -> None:
    rng = Rng(8)
    for players in (3, 4, 5):
        s = new(players, seed=players + 20)
        bots = [HeuristicBot(i) for i in range(players)]
        while not s.is_over():
            seat = s.to_move()[0]
            view = s.view(seat)
            action = bots[seat].decide(view, seat)
            assert action in s.legal_actions(seat)
            # the same view with the unseen cards redealt gives the same choice
            other = s.redeal(seat, rng.fork()).view(seat)
            assert HeuristicBot(seat).decide(other, seat) == HeuristicBot(seat).decide(view, seat)
            s.apply(seat, action)


def test_the_options_read_from_the_state_are_the_legal_actions() -> None:
    """``share_options`` and ``play_options`` (what ``decide`` reads instead of the legal
    actions) give the legal actions, kind by kind and in their order, and ``decide``
    answers as a new bot's ``HeuristicBase.decide`` over the legal actions does; over games mixing
    heuristic and random moves (buying and selling turns, full and spent share limits,
    donations, first and second cards), on full states and on views."""
    rng = Rng(34)
    checked = 0
    for players in (3, 4, 5):
        for seed in range(3):
            s = new(players, seed=40 + 10 * players + seed)
            bots = [HeuristicBot(seed + i) for i in range(players)]
            while not s.is_over():
                seat = s.to_move()[0]
                for state in (s, s.view(seat)):
                    legal = state.legal_actions(seat)
                    if state.phase == SHARES:
                        buys, sells, donations = share_options(state, seat)
                        listed: list[object] = [Buy(g) for g in buys] + [Sell(g) for g in sells]
                        listed += [Donate(g) for g in donations] + [EndTurn()]
                    else:
                        listed = [PlayCard(rack, code // 6, (-6, -4, -2, 2, 4, 6)[code % 6])
                                  for rack, cards in play_options(state, seat) for code in sorted(set(cards))]
                    assert listed == legal
                    # a bot that has decided before (its kept share-phase prices, the kept discard
                    # sums) answers as a new one over the legal actions
                    assert bots[seat].decide(state, seat) == HeuristicBase.decide(HeuristicBot(seat), state, seat)
                    checked += 1
                legal = s.legal_actions(seat)
                action = legal[rng.below(len(legal))] if rng.random() < 0.3 else bots[seat].decide(s, seat)
                s.apply(seat, action)
    assert checked > 1000


def test_evaluate_is_a_share_between_0_and_1() -> None:
    s = new(4)
    play_rounds(s, 3)
    s.cash[2] += 300
    s.bank -= 300
    values = [evaluate(s, seat) for seat in range(4)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9
    assert max(range(4), key=lambda seat: values[seat]) == 2


@pytest.mark.slow
@pytest.mark.parametrize("bots", ["heuristic,random,random,random", "random,random,heuristic,random"])
def test_heuristic_beats_random_bots_by_a_wide_margin(bots: str) -> None:
    report = simulate("hab_und_gut", 4, 60, seed=5, levels=bots.split(","))
    seat = bots.split(",").index("heuristic")
    assert report["summary"]["win_rate_by_seat"][seat] > 0.6  # random would be 0.25
