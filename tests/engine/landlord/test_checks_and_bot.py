"""The precise checks agree with legal_actions; the heuristic bot judges and plays sensibly."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from desktop.ai.heuristics import landlord as L
from desktop.ai.heuristics.landlord import HeuristicBot, Offer, evaluate, judge_trade
from desktop.ai.simulate import simulate
from desktop.engine import Action, IllegalAction, Rng
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AcceptTrade,
    Bid,
    Build,
    Buy,
    CancelTrade,
    Decline,
    EndTurn,
    KeepMortgaged,
    LiftMortgage,
    LiftNow,
    Mortgage,
    OfferCard,
    OfferCash,
    OfferLot,
    PassBid,
    PayToLeave,
    ProposeTrade,
    RejectTrade,
    Roll,
    SellBuilding,
    SubmitTrade,
    UseCard,
)
from desktop.engine.games.landlord.state import LandlordState

from .helpers import GAME, group, new, own


def candidates(s: LandlordState) -> list[Action]:
    out: list[Action] = [Roll(), EndTurn(), PayToLeave(), Buy(), Decline(), PassBid(), SubmitTrade(), CancelTrade(),
                         AcceptTrade(), RejectTrade()]
    for sq in range(-1, 41):
        out += [Build(sq), SellBuilding(sq), Mortgage(sq), LiftMortgage(sq), OfferLot(sq), LiftNow(sq),
                KeepMortgaged(sq)]
    out += [Bid(s.auc_bid + k) for k in (-1, 0, 1, 2, 10, 50, 100, 1000)]
    out += [OfferCash(d) for d in (5, 10, 50, 100, 500, -10, -50, -100, -500, 1000)]
    out += [UseCard(c) for c in D.CARD_IDS] + [OfferCard(c) for c in ("wf_keep_out", "tf_keep_out", "nope")]
    out += [ProposeTrade(p) for p in range(-1, s.num_players + 1)]
    return out


def test_precise_checks_accept_exactly_the_legal_actions() -> None:
    for seed in range(4):
        s = GAME.new_game(2 + seed % 5, None, seed)
        rng = Rng(seed)
        steps = 0
        while not s.is_over() and steps < 3000:
            seat = s.to_move()[0]
            legal = s.legal_actions(seat)
            if steps % 29 == 0:
                before = s.snapshot()
                for action in candidates(s):
                    try:
                        s._check(seat, action)
                    except IllegalAction:
                        assert action not in legal, f"{action} is listed but refused"
                    else:
                        assert action in legal, f"{action} is accepted but not listed"
                assert s.snapshot() == before
            s.apply(seat, legal[rng.below(len(legal))])
            steps += 1


def test_judge_trade_refuses_to_hand_an_opponent_a_complete_group_for_too_little() -> None:
    s = new()
    own(s, 1, 37)  # seat 1 has one dark blue lot; seat 0 the other
    own(s, 0, 39)
    cheap = Offer(proposer=1, take=(39,), cash=450)
    rich = Offer(proposer=1, take=(39,), cash=2000)
    assert not judge_trade(s.view(0), 0, cheap)
    assert judge_trade(s.view(0), 0, rich)


def test_judge_trade_accepts_a_fair_offer_that_completes_nothing() -> None:
    s = new()
    own(s, 0, 6)
    own(s, 1, 21)
    assert judge_trade(s.view(0), 0, Offer(proposer=1, take=(6,), cash=200))
    assert not judge_trade(s.view(0), 0, Offer(proposer=1, take=(6,), cash=20))


def test_bot_builds_on_its_complete_group_and_keeps_a_reserve() -> None:
    s = new()
    own(s, 0, *group("orange"))
    bot = HeuristicBot(1)
    action = bot.decide(s.view(0), 0)
    assert isinstance(action, Build) and action.square in group("orange")
    s.cash[0] = 200
    s.bank_flow += 1300
    assert not isinstance(bot.decide(s.view(0), 0), Build)


def test_bot_mortgages_the_least_useful_lot_first_when_in_debt() -> None:
    s = new()
    own(s, 0, 5, 1, 3)  # a commercial lot and the complete brown group
    own(s, 1, 6)
    s.bank_flow += s.cash[0] - 2
    s.cash[0] = 2
    s.pos[0] = 3
    from .helpers import rig

    rig(s, (1, 2))
    s.apply(0, Roll())
    action = HeuristicBot(1).decide(s.view(0), 0)
    assert action == Mortgage(5)


def _compose_with(bot_factory: Callable[[], HeuristicBot], s: LandlordState, seat: int) -> None:
    """Let a fresh bot (as the app's worker makes one per decision) compose until it submits or cancels."""
    while s.phase == 3:
        s.apply(seat, bot_factory().decide(s.view(seat), seat))


def test_bot_proposes_a_trade_that_completes_its_group_with_cash_even_as_a_fresh_bot_each_decision() -> None:
    s = new()
    s.round = 3  # the bot offers at the start of every third turn
    own(s, 0, 16, 18)
    own(s, 1, 19)
    assert HeuristicBot(3).decide(s.view(0), 0) == ProposeTrade(1)
    s.apply(0, ProposeTrade(1))
    _compose_with(lambda: HeuristicBot(3), s, 0)
    assert s.phase == 4 and s.tr_take == [19] and s.tr_cash > D.PRICE[19]


def test_with_trade_swaps_the_bot_offers_a_lot_that_completes_the_partners_group() -> None:
    """Seat 0 holds two orange lots and one green, seat 1 the third orange and two green: the
    swap completes a group on each side, for less cash than buying the orange lot outright,
    and the default heuristic on the other side accepts it."""
    s = new()
    own(s, 0, 16, 18, 31)
    own(s, 1, 19, 32, 34)
    sharp = {"trade_swaps": 1.0}
    s.round = 1
    assert HeuristicBot(3, sharp).decide(s.view(0), 0) != ProposeTrade(1)  # offers on every third turn
    s.round = 3
    assert HeuristicBot(3, sharp).decide(s.view(0), 0) == ProposeTrade(1)
    plain_price = HeuristicBot(3).trade_target(s.view(0), 0)
    assert plain_price is not None and plain_price[1] == 19
    s.apply(0, ProposeTrade(1))
    _compose_with(lambda: HeuristicBot(5, sharp), s, 0)
    assert s.phase == 4 and s.tr_take == [19] and s.tr_give == [31]
    assert s.tr_cash < plain_price[2]  # cheaper than paying for the lot alone
    assert HeuristicBot(8).decide(s.view(1), 1) == AcceptTrade()
    s.apply(1, AcceptTrade())
    assert s.group_complete(D.GROUP[19], 0) and s.group_complete(D.GROUP[31], 1)


def test_every_swap_plan_is_one_the_partner_accepts_and_the_proposer_can_pay() -> None:
    """On positions of random play: each plan takes a lot that completes one of the proposer's
    groups, the default heuristic partner accepts it, the proposer keeps its reserve, and the
    offer fits in the engine's step cap."""
    plans = 0
    for seed in range(3):
        s = GAME.new_game(4, None, seed)
        assert isinstance(s, LandlordState)
        rng = Rng(seed)
        while not s.is_over() and s.round < 25:
            seat = s.to_move()[0]
            if s.phase == 0 and s.can_roll:
                bot = HeuristicBot(seed, {"trade_swaps": 1.0, "reserve_offset": -400.0})
                plan = bot.trade_plan(s.view(seat), seat)
                if plan is not None:
                    plans += 1
                    (lot,) = plan.take
                    assert L.completes_group(s.owner, seat, plan.take) and s.owner[lot] == plan.partner
                    offer = Offer(seat, plan.give, plan.take, plan.cash)
                    assert judge_trade(s, plan.partner, offer, reserve=HeuristicBot(0).reserve(s, plan.partner))
                    assert plan.cash <= s.cash[seat] - bot.reserve(s, seat)
                    assert len(plan.give) + 1 + len(L._cash_steps(abs(plan.cash))) <= D.TRADE_STEPS_CAP
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.below(len(legal))])
    assert plans >= 50, plans


def test_reserve_offset_moves_the_cash_reserve() -> None:
    s = new()
    own(s, 1, *group("orange"))
    base = HeuristicBot(1).reserve(s.view(0), 0)
    assert HeuristicBot(1, {"reserve_offset": -400.0}).reserve(s.view(0), 0) == base - 400


def test_evaluate_is_a_share_in_unit_interval() -> None:
    s = new()
    values = [evaluate(s, seat) for seat in range(3)]
    assert all(0 <= v <= 1 for v in values) and abs(sum(values) - 1) < 1e-9


@pytest.mark.slow
def test_heuristic_beats_random_players() -> None:
    report = simulate("landlord", 4, 24, 7, None, ["heuristic", "random", "random", "random"])
    assert report["summary"]["win_rate_by_seat"][0] >= 0.6
    report = simulate("landlord", 4, 24, 8, None, ["random", "random", "heuristic", "random"])
    assert report["summary"]["win_rate_by_seat"][2] >= 0.6
