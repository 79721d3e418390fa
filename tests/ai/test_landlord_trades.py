"""Landlord: trade offers are judged as a strong player would, at every level.

A strong player never hands over the last lot of an opponent's street group for
a clinic or for a little cash (a complete group lets the opponent build), and
accepts fair offers: a swap that completes a group on each side, or a good price
for a lot that completes nothing.  Offers are composed through the engine's own
actions (ProposeTrade, OfferLot, OfferCash, SubmitTrade) and the partner's bot
answers from its view."""

from __future__ import annotations

import pytest

from desktop.ai.base import Budget
from desktop.ai.levels import make_bot
from desktop.engine import Action, registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AcceptTrade,
    OfferCash,
    OfferLot,
    ProposeTrade,
    RejectTrade,
    SubmitTrade,
)
from desktop.engine.games.landlord.state import ANSWER, LandlordState

ORANGE = D.GROUP_SQUARES[3]  # three lots, 180/180/200
SKY = D.GROUP_SQUARES[1]  # three lots, 100/100/120
GREEN = D.GROUP_SQUARES[6]  # three lots, 300/300/320
CLINIC = D.CLINIC_SQUARES[0]


def _offer(owners: dict[int, int], give: tuple[int, ...], take: tuple[int, ...],
           cash: int) -> tuple[LandlordState, int]:
    """A 4-player game where the proposer (the seat to move) offers ``give`` of its
    lots for ``take`` of the partner's, paying ``cash``; returns the state in which
    the partner answers, and the partner."""
    state = registry.get("landlord").new_game(4, None, 7)
    assert isinstance(state, LandlordState)
    proposer = state.current
    partner = (proposer + 1) % 4
    for sq, who in owners.items():
        state.owner[sq] = proposer if who == 0 else partner if who == 1 else (proposer + 2) % 4
    assert state.invariants() == []
    steps: list[Action] = [ProposeTrade(partner)]
    steps += [OfferLot(sq) for sq in give + take]
    remaining = cash
    for step in (500, 100, 50, 10):
        while remaining >= step:
            steps.append(OfferCash(step))
            remaining -= step
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
    # each side completes a street group of similar worth
    "swap_that_completes_a_group_each": (
        {ORANGE[0]: 0, ORANGE[1]: 0, ORANGE[2]: 1, GREEN[0]: 1, GREEN[1]: 1, GREEN[2]: 0},
        (GREEN[2],), (ORANGE[2],), 0, AcceptTrade()),
    # a lone lot that completes nothing, bought well above its price
    "lone_lot_for_a_good_price": ({SKY[0]: 1, GREEN[0]: 2}, (), (SKY[0],), 250, AcceptTrade()),
}


@pytest.mark.parametrize("name", list(OFFERS))
@pytest.mark.parametrize("level", ["normal", "easy", "hard", "expert"])
def test_trade_offers_are_judged_as_a_strong_player_would(name: str, level: str) -> None:
    owners, give, take, cash, expected = OFFERS[name]
    state, partner = _offer(owners, give, take, cash)
    view = state.view(partner)
    if level == "easy":
        # Easy's mistakes are plausible ones: it may sell a group at its face price
        # now and then, but never for a clinic or a little cash
        answers = [make_bot("easy", "landlord", seed).decide(view, partner) for seed in range(20)]
        if name in ("complete_group_for_a_clinic", "complete_group_for_a_little_cash"):
            assert answers.count(expected) == 20
        else:
            assert answers.count(expected) >= 12
        return
    answer = make_bot(level, "landlord", 3).decide(view, partner, Budget(iterations=60))
    assert answer == expected
