"""Landlord: trade offers are judged as a strong player would, at every level.

A strong player never hands over the last lot of an opponent's street group for
a clinic or for a little cash (a complete group lets the opponent build), and
accepts fair offers: a swap that completes a group on each side, or a good price
for a lot that completes nothing.  Offers are composed through the engine's own
actions (ProposeTrade, OfferLot, OfferCash, SubmitTrade) and the partner's bot
answers from its view.  Refusing may be a counter-offer (CounterTrade): then the bot
composes it, and what it sends back must be a trade it would accept itself, asking
more than was offered; a counter-offer answered is judged the same way."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ai.base import Budget
from desktop.ai.heuristics.landlord import _cash_steps
from desktop.ai.levels import make_bot
from desktop.engine import Action, registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AcceptTrade,
    CounterTrade,
    OfferCash,
    OfferLot,
    ProposeTrade,
    RejectTrade,
    SubmitTrade,
)
from desktop.engine.games.landlord.state import ANSWER, COMPOSE, LandlordState

ORANGE = D.GROUP_SQUARES[3]  # three lots, 180/180/200
SKY = D.GROUP_SQUARES[1]  # three lots, 100/100/120
GREEN = D.GROUP_SQUARES[6]  # three lots, 300/300/320
CLINIC = D.CLINIC_SQUARES[0]


def _offer(owners: dict[int, int], give: tuple[int, ...], take: tuple[int, ...],
           cash: int, purses: tuple[int, ...] = ()) -> tuple[LandlordState, int]:
    """A 4-player game where the proposer (the seat to move) offers ``give`` of its
    lots for ``take`` of the partner's, paying ``cash``; returns the state in which
    the partner answers, and the partner.  ``owners`` and ``purses`` (the cash of each,
    when not the starting cash) count the seats from the proposer: 0 the proposer,
    1 the partner, 2 and 3 the others."""
    state = registry.get("landlord").new_game(4, None, 7)
    assert isinstance(state, LandlordState)
    proposer = state.current
    partner = (proposer + 1) % 4
    for sq, who in owners.items():
        state.owner[sq] = (proposer + who) % 4
    for k, purse in enumerate(purses):
        seat = (proposer + k) % 4
        state.bank_flow += state.cash[seat] - purse  # the bank paid or took the difference
        state.cash[seat] = purse
    assert state.invariants() == []
    steps: list[Action] = [ProposeTrade(partner)]
    steps += [OfferLot(sq) for sq in give + take]
    sign = 1 if cash > 0 else -1  # below 0: the partner pays
    steps += [OfferCash(sign * step) for step in _cash_steps(abs(cash))]
    steps.append(SubmitTrade())
    for action in steps:
        state.apply(proposer, action)
    assert state.phase == ANSWER and state.to_move() == (partner,)
    return state, partner


OFFERS = {
    # the proposer holds two orange lots; the partner's one would complete the group
    "complete_group_for_a_clinic": (
        {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1, CLINIC: 0}, (CLINIC,), (ORANGE[2],), 0, RejectTrade()),
    "complete_group_for_a_little_cash": (
        {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1}, (), (ORANGE[2],), 60, RejectTrade()),
    "complete_group_for_its_price": (
        {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1}, (), (ORANGE[2],), 200, RejectTrade()),
    # each side completes a street group of similar worth; the proposer has $300 (``OFFER_PURSES``)
    "swap_that_completes_a_group_each": (
        {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1, GREEN[0]: 1, GREEN[1]: 1, GREEN[2]: 0},
        (GREEN[2],), (ORANGE[2],), 0, AcceptTrade()),
    # a lone lot that completes nothing, bought well above its price
    "lone_lot_for_a_good_price": ({SKY[0]: 1, GREEN[0]: 2}, (), (SKY[0],), 250, AcceptTrade()),
    # the partner is asked to pay far above the lot's worth for a lone lot that completes nothing
    "lone_lot_sold_dear": ({SKY[0]: 0, GREEN[0]: 2}, (SKY[0],), (), -900, RejectTrade()),
    # the proposer gives the lot that completes the partner's group, and asks the partner's lot
    # that completes its own far dearer group: green for sky blue, even
    "cheap_group_for_a_dear_one": (
        {SKY[0]: 1, SKY[1]: 1, SKY[2]: 0, GREEN[0]: 0, GREEN[1]: 0, GREEN[2]: 1}, (SKY[2],), (GREEN[2],), 0,
        RejectTrade()),
}

#: Offers a heuristic bot accepts and a strong player refuses, found by tools/landlord_trades.py
#: (seed 41, 8 games): each lowered the partner's win chance by more than 5 points (the Expert's
#: paired evaluation; the figure after each).  The search levels refuse them (``trade_guard``);
#: the heuristic (Normal, Easy), whose play is pinned, still accepts them.
BROWN = D.GROUP_SQUARES[0]  # two lots, 60/60, houses 50 each
#: the board of that game at round 15, by square (seats counted from the proposer)
ROUND_15 = {1: 0, 3: 1, 6: 3, 8: 2, 9: 1, 11: 1, 13: 2, 14: 0, 16: 3, 19: 3, 21: 1, 23: 0, 24: 3, 29: 1, 31: 3,
            32: 0, 34: 2, 39: 1, 5: 2, 15: 2, 25: 3, 12: 3, 28: 2}
SEARCH_LEVEL_OFFERS = {
    # round 15: the last brown lot for 130, the proposer with 840 to build on brown at once (-9.2 and
    # -11.6 for the seat that accepted)
    "last_brown_lot_for_130": (ROUND_15, (), (BROWN[1],), 130, (840, 931, 634, 955)),
    # the same for a red lot (the partner's second) and 140 from the partner (-11.5)
    "last_brown_lot_and_140_for_a_red_lot": (ROUND_15, (23,), (BROWN[1],), -140,
                                              (840, 931, 634, 955)),
    # round 6: the last sky-blue lot for 330 to a proposer with 1,538 (houses 50 each) (-19.8)
    "last_sky_lot_for_330": ({SKY[0]: 1, SKY[1]: 0, SKY[2]: 0, BROWN[0]: 2, BROWN[1]: 2}, (), (SKY[0],), 330,
                             (1538, 594, 246, 70)),
}

#: Cash of the seats (from the proposer) where an offer of ``OFFERS`` is not made at the starting
#: cash.  The swap: played to the end on 400 deals, accepting gains the partner 6.2 +- 2.5 points
#: with every seat on Hard's policy, 5.2 +- 1.3 with the partner on it and the others on the
#: default heuristic.  With $1,500 for the proposer too (it builds on orange at once, before the
#: partner can on green) the same swap is even for the partner with every seat on Hard's policy
#: (-1.3 +- 2.2) and costs it 20 +- 2.9 points when the others play the default heuristic (it
#: makes better trades with them later): not an offer a strong player must accept
#: (docs/games/landlord.md, "Expert's evaluation").
OFFER_PURSES = {"swap_that_completes_a_group_each": (300, 1500, 1500, 1500)}

REFUSALS = (RejectTrade(), CounterTrade())


def _answer_of(level: str, view: LandlordState, seat: int, seed: int = 3) -> Action:
    return make_bot(level, "landlord", seed).decide(view, seat, Budget(iterations=60))


def _check_counter(state: LandlordState, partner: int, level: str, offered_cash: int) -> None:
    """``partner`` countered: its bot composes the counter-offer; it must ask more than was offered
    (and be sent: a bot does not counter to withdraw)."""
    state.apply(partner, CounterTrade())
    for _ in range(D.TRADE_STEPS_CAP + 1):
        if state.phase != COMPOSE:
            break
        state.apply(partner, _answer_of(level, state.view(partner), partner))
    assert state.phase == ANSWER and state.trade.proposer == partner
    assert -state.trade.cash > offered_cash  # the first proposer pays more than it offered


@pytest.mark.parametrize("name", list(OFFERS))
@pytest.mark.parametrize("level", ["normal", "easy", "hard", "expert"])
def test_trade_offers_are_judged_as_a_strong_player_would(name: str, level: str) -> None:
    owners, give, take, cash, expected = OFFERS[name]
    state, partner = _offer(owners, give, take, cash, OFFER_PURSES.get(name, ()))
    view = state.view(partner)
    if level == "easy":
        # Easy's mistakes are plausible ones: it may sell a group at its face price
        # now and then, but never for a clinic or a little cash
        answers = [make_bot("easy", "landlord", seed).decide(view, partner) for seed in range(20)]
        refusals = sum(1 for a in answers if a in REFUSALS)
        if name in ("complete_group_for_a_clinic", "complete_group_for_a_little_cash"):
            assert refusals == 20
        elif expected in REFUSALS:
            assert refusals >= 12
        else:
            assert answers.count(expected) >= 12
        return
    answer = _answer_of(level, view, partner)
    if expected in REFUSALS:
        assert answer in REFUSALS
        if answer == CounterTrade():
            _check_counter(state, partner, level, cash)
    else:
        assert answer == expected


@pytest.mark.parametrize("name", list(SEARCH_LEVEL_OFFERS))
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_refuse_a_cheap_group_the_heuristic_sells(name: str, level: str) -> None:
    owners, give, take, cash, purses = SEARCH_LEVEL_OFFERS[name]
    state, partner = _offer(owners, give, take, cash, purses)
    assert make_bot("normal", "landlord", 3).decide(state.view(partner), partner) == AcceptTrade()
    answer = _answer_of(level, state.view(partner), partner)
    assert answer in REFUSALS
    if answer == CounterTrade():
        _check_counter(state, partner, level, cash)


def test_a_fair_counter_offer_is_accepted_and_a_lopsided_one_refused() -> None:
    """The first proposer answers a counter-offer as any offer: the orange lot it lacks at a price
    it had not offered but that still pays (its group) is taken; a clinic for its lone lot that
    completes the other side's group is not."""
    state, partner = _offer({ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1}, (), (ORANGE[2],), 200)
    proposer = state.trade.proposer
    normal = make_bot("normal", "landlord", 3)
    assert normal.decide(state.view(partner), partner) == CounterTrade()
    state.apply(partner, CounterTrade())
    while state.phase == COMPOSE:
        state.apply(partner, normal.decide(state.view(partner), partner))
    assert state.phase == ANSWER and state.to_move() == (proposer,) and state.trade.give == [ORANGE[2]]
    assert normal.decide(state.view(proposer), proposer) == AcceptTrade()
    # turned the other way: the proposer is asked for its own group-completing lot for a clinic
    lopsided, partner = _offer({ORANGE[0]: 1, ORANGE[1]: 1, ORANGE[2]: 0, CLINIC: 1}, (ORANGE[2],), (CLINIC,), 0)
    proposer = lopsided.trade.proposer
    lopsided.apply(partner, CounterTrade())
    lopsided.apply(partner, SubmitTrade())  # the counter-offer: the clinic for the orange lot, no cash
    for level in ("normal", "hard", "expert"):
        assert _answer_of(level, lopsided.view(proposer), proposer) == RejectTrade(), level


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_never_reproposes_an_unchanged_refused_offer(level: str) -> None:
    """The proposer wants the partner's orange lot; the partner refuses every offer.  On the same
    board each new offer is a better one (more cash), never the refused one again, and the bot
    stops once a better offer no longer pays or cannot be spared."""
    state = registry.get("landlord").new_game(4, None, 7)
    assert isinstance(state, LandlordState)
    seat = state.current
    partner = (seat + 1) % 4
    for sq, who in ((ORANGE[0], seat), (ORANGE[1], seat), (ORANGE[2], partner)):
        state.owner[sq] = who
    bot = make_bot(level, "landlord", 5)
    offers: list[tuple[object, ...]] = []
    for turn in range(40):
        state.proposals = 0
        state.round = 3 - seat % 3 + 3 * turn  # a turn on which the heuristic offers
        action = bot.decide(state.view(seat), seat, Budget(iterations=30))
        if not isinstance(action, ProposeTrade):
            break
        state.apply(seat, action)
        while state.phase == COMPOSE:
            state.apply(seat, bot.decide(state.view(seat), seat, Budget(iterations=30)))
        if state.phase != ANSWER:
            continue  # dropped (only when the plan changed: it may not)
        key = state.trade.offer_key()
        assert key not in offers, f"offer {key} proposed again after a refusal"
        offers.append(key)
        state.apply(partner, RejectTrade())
    else:
        raise AssertionError("the bot kept offering")
    assert len(offers) >= 2  # it raised its offer at least once
    assert [cash for _give, _take, cash, _g, _t in offers] == sorted(cash for _g, _t, cash, _x, _y in offers)


#: A board of a self-play game of the search levels' policy (seed 0, round 21), seats counted from the
#: proposer: with 598 it would pay 460 and a station (25) for the last lot of its red group (23,
#: mortgaged) to a partner with 81 and houses on green; left with 138, it could not build on red
#: while the partner builds with its 460: the fitted odds put the proposer 1.0 point down.
GUARDED_BOARD = {
    "owner": {1: 0, 3: 0, 5: 0, 6: 3, 8: 3, 9: 3, 11: 2, 12: 2, 13: 1, 14: 2, 15: 0, 16: 0, 18: 3, 19: 1, 21: 0,
              23: 2, 24: 0, 25: 0, 26: 3, 27: 3, 28: 2, 29: 3, 31: 2, 32: 2, 34: 2, 35: 1, 39: 3},
    "level": {1: 5, 3: 5, 6: 5, 8: 5, 9: 5, 26: 1, 27: 1, 29: 2, 31: 1, 34: 1},
    "mortgaged": (11, 12, 14, 23, 28, 39),
    "cash": (598, 1014, 81, 113),
}


def _position(board: dict[str, Any]) -> LandlordState:
    """A 4-player game with ``board``'s owners, building levels, mortgages, cash and bankrupt seats
    (``out``; seats counted from the seat to move)."""
    state = registry.get("landlord").new_game(4, None, 7)
    assert isinstance(state, LandlordState)
    seat = state.current
    for sq, who in board["owner"].items():
        state.owner[sq] = (seat + who) % 4
    for sq, level in board.get("level", {}).items():
        state.level[sq] = level
        state.houses_left -= level if level < D.HOTEL_LEVEL else 0
        state.hotels_left -= level == D.HOTEL_LEVEL
    for sq in board.get("mortgaged", ()):
        state.mortgaged[sq] = True
    for k, purse in enumerate(board["cash"]):
        state.bank_flow += state.cash[(seat + k) % 4] - purse
        state.cash[(seat + k) % 4] = purse
    for k in board.get("out", ()):  # seats already bankrupt (their cash set to 0 above)
        state.bankrupt[(seat + k) % 4] = True
        state.out_order.append((seat + k) % 4)
    assert state.invariants() == []
    return state


def test_offer_guard_proposes_no_offer_that_lowers_the_proposers_odds() -> None:
    """``offer_guard``: the plan ``trade_cost`` rates against the proposer is not proposed (the
    same bot without the guard proposes it)."""
    from desktop.ai.heuristics.landlord import SEARCH_PERSONALITY, HeuristicBot, Offer, trade_cost

    state = _position(GUARDED_BOARD)
    seat = state.current
    state.round = 3 - seat % 3 + 18  # a turn on which the heuristic offers
    view = state.view(seat)
    unguarded = HeuristicBot(5, {**SEARCH_PERSONALITY, "offer_guard": 0})
    guarded = HeuristicBot(5, {**SEARCH_PERSONALITY, "offer_guard": 1})
    plan = unguarded.offer_plan(view, seat)
    assert plan is not None and unguarded.decide(view, seat) == ProposeTrade(plan.partner)
    assert trade_cost(view, seat, Offer(seat, plan.give, plan.take, plan.cash), plan.partner) > 0
    assert guarded.offer_plan(view, seat) is None
    assert not isinstance(guarded.decide(view, seat), ProposeTrade)


def test_easy_mistakes_never_open_an_offer_that_is_withdrawn() -> None:
    """Easy's plausible mistakes leave trade offers to the policy (``easy_mistakes``): they used to
    open offers the heuristic withdrew at once, 33 of 34 offers a game."""
    from desktop.engine.games.landlord.records import TradeCancelled

    sent = withdrawn = 0
    for seed in (41, 42):
        state = registry.get("landlord").new_game(4, None, seed)
        bots = [make_bot("easy", "landlord", seed * 10 + s) for s in range(4)]
        for _ in range(3000):
            if state.is_over():
                break
            seat = state.to_move()[0]
            for event in state.apply(seat, bots[seat].decide(state.view(seat), seat)):
                withdrawn += isinstance(event, TradeCancelled)
                sent += type(event).__name__ == "TradeOffered"
    assert sent > 0 and withdrawn == 0


PURSES = (1500, 1500, 1500, 1500)


def _board(owners: dict[int, int], purses: tuple[int, ...] = ()) -> tuple[LandlordState, LandlordState, int]:
    """A 4-player game on a turn on which the heuristic offers, ``owners`` and ``purses`` counted
    from the seat to move; returns the state, the view of the seat to move and that seat."""
    state = _position({"owner": owners, "cash": purses})
    seat = state.current
    state.round = 3 - seat % 3 + 6
    view = state.view(seat)
    assert isinstance(view, LandlordState)
    return state, view, seat


def test_pair_offers_ask_one_opponent_for_both_lots_that_complete_a_group() -> None:
    """``pair_offers``: holding one sky-blue lot while one opponent holds the other two, the search
    levels' policy offers for both (composed through the engine, at a price the partner's
    default heuristic accepts); without it nothing is offered (no single lot completes a group)."""
    from desktop.ai.heuristics.landlord import SEARCH_PERSONALITY, HeuristicBot, Offer, judge_trade

    state, view, seat = _board({SKY[0]: 0, SKY[1]: 1, SKY[2]: 1, ORANGE[0]: 0, GREEN[0]: 2}, PURSES)
    partner = (seat + 1) % 4
    assert HeuristicBot(5, {**SEARCH_PERSONALITY, "pair_offers": 0}).offer_plan(view, seat) is None
    bot = HeuristicBot(5, SEARCH_PERSONALITY)
    plan = bot.offer_plan(view, seat)
    assert plan is not None and plan.partner == partner and sorted(plan.take) == [SKY[1], SKY[2]]
    assert judge_trade(view, partner, Offer(seat, plan.give, plan.take, plan.cash),
                       reserve=HeuristicBot(0).reserve(view, partner))
    for _ in range(12):  # the proposal, the lots, the cash, the submission: each a step of the bot's
        if state.phase == ANSWER:
            break
        state.apply(seat, bot.decide(state.view(seat), seat))
    assert state.phase == ANSWER and state.to_move() == (partner,)
    assert sorted(state.tr_take) == [SKY[1], SKY[2]] and state.tr_cash == plan.cash
    state.apply(partner, AcceptTrade())
    assert all(state.owner[sq] == seat for sq in SKY)


def test_partner_guard_offers_what_a_guarded_partner_accepts() -> None:
    """``partner_guard`` (Expert): the offer is priced so that a partner answering with that
    ``trade_guard`` (as Hard and Expert do) does not refuse it for its cost; the same bot without
    it offers the least a default heuristic accepts, which the guard refuses."""
    from desktop.ai.heuristics.landlord import (
        EXPERT_PERSONALITY,
        SEARCH_PERSONALITY,
        HeuristicBot,
        Offer,
        guard_refuses,
    )

    _state, view, seat = _board({ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1, SKY[0]: 1, GREEN[0]: 2}, PURSES)
    guard = EXPERT_PERSONALITY["partner_guard"]
    plain = HeuristicBot(5, SEARCH_PERSONALITY).offer_plan(view, seat)
    guarded = HeuristicBot(5, {**SEARCH_PERSONALITY, "partner_guard": guard}).offer_plan(view, seat)
    assert plain is not None and guarded is not None and plain.take == guarded.take == (ORANGE[2],)
    partner = plain.partner
    assert guard_refuses(view, partner, Offer(seat, plain.give, plain.take, plain.cash), guard)
    assert not guard_refuses(view, partner, Offer(seat, guarded.give, guarded.take, guarded.cash), guard)
    assert guarded.cash > plain.cash


def test_offer_by_odds_proposes_the_offer_the_fitted_odds_rate_best() -> None:
    """``offer_by_odds``: of the offers ``best_swap`` may make, the one ``trade_cost`` rates best for
    the proposer; no other candidate (each lot it could give, at the least cash accepted) beats it."""
    from desktop.ai.heuristics.landlord import (
        HeuristicBot,
        Offer,
        _least_accepted_cash,
        best_swap,
        trade_cost,
    )

    _state, view, seat = _board({ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1, SKY[0]: 0, SKY[1]: 1, SKY[2]: 1, GREEN[0]: 0,
                         CLINIC: 0}, PURSES)
    reserve = HeuristicBot(0).reserve(view, seat)
    plan = best_swap(view, seat, reserve, by_odds=True)
    assert plan is not None
    chosen = trade_cost(view, seat, Offer(seat, plan.give, plan.take, plan.cash), plan.partner)
    partner = plan.partner
    partner_reserve = HeuristicBot(0).reserve(view, partner)
    for give in [(), (SKY[0],), (GREEN[0],), (CLINIC,)]:
        cash = _least_accepted_cash(view, Offer(seat, give, (ORANGE[2],)), partner, partner_reserve)
        if cash is not None and cash <= view.cash[seat] - reserve:
            assert chosen <= trade_cost(view, seat, Offer(seat, give, (ORANGE[2],), cash), partner) + 1e-9


def test_lot_offers_buy_a_lot_the_fitted_odds_rate_a_gain() -> None:
    """``lot_offers`` (Expert): with no group to complete, Expert still offers cash for one lot of an
    opponent's when ``trade_cost`` rates the purchase a gain for it, priced for a guarded partner
    that accepts it; Hard's policy offers nothing here."""
    from desktop.ai.heuristics.landlord import (
        EXPERT_PERSONALITY,
        SEARCH_PERSONALITY,
        HeuristicBot,
        Offer,
        guard_refuses,
        judge_trade,
        trade_cost,
    )

    _state, view, seat = _board({ORANGE[0]: 0, ORANGE[1]: 1, SKY[0]: 0, SKY[1]: 2, GREEN[0]: 3, CLINIC: 1}, PURSES)
    assert HeuristicBot(5, SEARCH_PERSONALITY).offer_plan(view, seat) is None
    plan = HeuristicBot(5, {**SEARCH_PERSONALITY, **EXPERT_PERSONALITY}).offer_plan(view, seat)
    assert plan is not None and plan.give == () and len(plan.take) == 1
    offer = Offer(seat, plan.give, plan.take, plan.cash)
    assert trade_cost(view, seat, offer, plan.partner) < 0
    assert judge_trade(view, plan.partner, offer, reserve=HeuristicBot(0).reserve(view, plan.partner))
    assert not guard_refuses(view, plan.partner, offer, EXPERT_PERSONALITY["partner_guard"])


def test_sell_offers_sell_a_spare_lot_for_cash_to_build_on_a_group() -> None:
    """``sell_offers`` (Expert): holding a complete orange group and $100, Expert offers its lone green
    lot to an opponent for cash (composed through the engine, at a price the buyer's default heuristic
    accepts and well above the lot's price; the sale completes no group of the buyer's), and the buyer
    accepts.  Hard's policy offers nothing here, and with no group to build on Expert sells nothing."""
    from desktop.ai.heuristics.landlord import (
        EXPERT_PERSONALITY,
        SEARCH_PERSONALITY,
        HeuristicBot,
        Offer,
        completes_group,
        trade_cost,
    )

    expert = {**SEARCH_PERSONALITY, **EXPERT_PERSONALITY}
    owners = {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 0, GREEN[0]: 0, GREEN[1]: 2}
    state, view, seat = _board(owners, (100, 1500, 1500, 1500))
    assert HeuristicBot(5, SEARCH_PERSONALITY).offer_plan(view, seat) is None
    bot = HeuristicBot(5, expert)
    plan = bot.offer_plan(view, seat)
    assert plan is not None and plan.give == (GREEN[0],) and plan.take == ()
    assert -plan.cash > D.PRICE[GREEN[0]]  # the buyer pays, more than the price
    assert not completes_group(view.owner, plan.partner, plan.give)
    assert trade_cost(view, seat, Offer(seat, plan.give, plan.take, plan.cash), plan.partner) < 0
    for _ in range(12):
        if state.phase == ANSWER:
            break
        state.apply(seat, bot.decide(state.view(seat), seat))
    # (it may first build with the cash it has: the reserve no longer holds it back)
    assert state.phase == ANSWER and state.to_move() == (plan.partner,)
    assert list(state.tr_give) == [GREEN[0]] and not state.tr_take and state.tr_cash < -D.PRICE[GREEN[0]]
    cash = state.cash[seat]
    answer = make_bot("normal", "landlord", 3).decide(state.view(plan.partner), plan.partner)
    assert answer == AcceptTrade()
    state.apply(plan.partner, answer)
    assert state.owner[GREEN[0]] == plan.partner and state.cash[seat] > cash + D.PRICE[GREEN[0]]
    _state, view, seat = _board({**owners, ORANGE[2]: 1}, (100, 1500, 1500, 1500))
    plan = HeuristicBot(5, expert).offer_plan(view, seat)
    assert plan is None or plan.take


#: Seed 41 with Expert (tools/landlord_trades.py, 2026-11-27), round 20, seats counted from the
#: proposer (Hard) and the partner (Expert, there the seat before it) made seat 1: Expert, with $78,
#: is offered a third station for the last sky-blue lot, even; the proposer has $1,603 to put hotels
#: on sky blue at once.  The Expert's paired evaluation: -23.2 points for Expert, which accepted.
SKY_SWAP_BOARD = {
    "owner": {1: 2, 3: 2, 5: 1, 6: 0, 8: 1, 9: 0, 11: 1, 12: 0, 13: 1, 14: 1, 15: 1, 16: 1, 18: 3, 19: 3, 21: 3,
              23: 1, 24: 0, 25: 0, 26: 3, 28: 1, 29: 3, 31: 2, 32: 2, 34: 1, 37: 2, 39: 3},
    "level": {1: 4, 3: 5, 11: 1, 13: 1, 14: 1},
    "cash": (1603, 78, 733, 231),
}


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_refuse_a_cheap_group_its_proposer_builds_at_once(level: str) -> None:
    """``guard_refuses``: an offer that completes a street group its proposer can put three houses a lot
    on at once is refused (or countered) whatever the fitted estimate says (it rated this one a gain of
    1.2 points for the partner); ``judge_trade`` alone accepts it."""
    _refused_by_the_guard(level, SKY_SWAP_BOARD, 1, 20, [OfferLot(25), OfferLot(SKY[1])], 0)


def _refused_by_the_guard(level: str, board: dict[str, Any], partner_from_proposer: int, game_round: int,
                          parts: list[Action], cash: int) -> None:
    """On ``board`` (at ``game_round``), the seat to move proposes ``parts`` (and ``cash`` it pays) to
    the seat ``partner_from_proposer`` after it; the offer completes a group its proposer builds up at
    once.  The default heuristic accepts it; ``level`` refuses it (a counter-offer asks more)."""
    from desktop.ai.heuristics.landlord import builds_at_once, offer_from_state

    state = _position(board)
    proposer = state.current
    partner = (proposer + partner_from_proposer) % 4
    state.round = game_round
    for action in [ProposeTrade(partner), *parts, *map(OfferCash, _cash_steps(cash)), SubmitTrade()]:
        state.apply(proposer, action)
    assert state.phase == ANSWER and state.to_move() == (partner,)
    view = state.view(partner)
    assert isinstance(view, LandlordState) and builds_at_once(view, offer_from_state(view))
    assert make_bot("normal", "landlord", 3).decide(view, partner) == AcceptTrade()
    answer = _answer_of(level, view, partner)
    assert answer in REFUSALS
    if answer == CounterTrade():
        _check_counter(state, partner, level, cash)


#: Seed 41 with Expert selling spare lots (tools/landlord_trades.py, the evening of 2026-11-27), round
#: 40, two players left, seats counted from the proposer (Hard; Expert the seat before it): Hard, with
#: $2,733 and hotels on brown, offers a pink lot and $310 for Expert's last yellow lot.  The swap
#: completes a group on each side, but Hard can put hotels on yellow at once while Expert, with $2,
#: cannot put two houses a lot on pink.  The Expert's paired evaluation: -7.8 points for Expert, which
#: accepted (a group for a group was left to ``judge_trade``).
LAST_TWO_BOARD = {
    "owner": {1: 0, 3: 0, 9: 0, 11: 0, 26: 0, 27: 0, 5: 3, 6: 3, 8: 3, 12: 3, 13: 3, 14: 3, 15: 3, 16: 3, 18: 3,
              19: 3, 21: 3, 23: 3, 24: 3, 25: 3, 28: 3, 29: 3, 31: 3, 32: 3, 34: 3, 35: 3, 37: 3, 39: 3},
    "level": {1: 5, 3: 5, 16: 5, 18: 5, 19: 5, 37: 1, 39: 1},
    "mortgaged": (6, 8),
    "cash": (2733, 0, 0, 2),
    "out": (1, 2),
}


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_refuse_a_group_for_a_group_they_cannot_build_on(level: str) -> None:
    """``guard_refuses``: a swap that completes a group on each side is refused (or countered) when the
    proposer can put three houses a lot on its new group at once and the answering seat cannot put
    two a lot on its own; ``judge_trade`` alone accepts it.  (The test set's fair swap, where both can
    build, is still accepted: ``test_trade_offers_are_judged_as_a_strong_player_would``.)"""
    _refused_by_the_guard(level, LAST_TWO_BOARD, 3, 40, [OfferLot(11), OfferLot(29)], 310)
