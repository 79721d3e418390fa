"""Landlord's counter-offers: the partner refuses an offer by answering it with
the offer turned round, changed and sent back; the proposer accepts or rejects it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.engine import IllegalAction
from desktop.engine.gamelog import GameLog
from desktop.engine.games.landlord.records import (
    AcceptTrade,
    CancelTrade,
    CounterTrade,
    OfferCash,
    OfferLot,
    ProposeTrade,
    RejectTrade,
    SubmitTrade,
    TradeAccepted,
    TradeCancelled,
    TradeCountered,
    TradeOffered,
    TradeRejected,
)
from desktop.engine.games.landlord.state import ANSWER, COMPOSE, DEBT, TURN, LandlordState

from .helpers import GAME, new, own, play


def _offer_lot_for_cash(s: LandlordState, lot: int, cash: int) -> None:
    """Seat 0 asks seat 1 for ``lot`` for ``cash`` (steps of 100)."""
    s.apply(0, ProposeTrade(1))
    s.apply(0, OfferLot(lot))
    for _ in range(cash // 100):
        s.apply(0, OfferCash(100))
    s.apply(0, SubmitTrade())


def test_counter_offer_round_trip_accepted() -> None:
    s = new()
    own(s, 0, 1)
    own(s, 1, 6)
    _offer_lot_for_cash(s, 6, 100)
    assert s.phase == ANSWER and CounterTrade() in s.legal_actions(1)
    ev = s.apply(1, CounterTrade())
    assert ev == [TradeCountered(0, 1)]
    # the offer turned round: seat 1 now offers its lot for 100 from seat 0, to change
    assert s.phase == COMPOSE and s.to_move() == (1,)
    assert (s.trade.proposer, s.trade.partner, s.trade.give, s.trade.take, s.trade.cash) == (1, 0, [6], [], -100)
    assert s.trade.counter and s.trade.steps == 0
    ev = play(s, 1, OfferCash(-100), OfferLot(1), SubmitTrade())
    assert TradeOffered(1, 0, (6,), (1,), -200, (), ()) in ev
    assert s.phase == ANSWER and s.to_move() == (0,)
    legal = s.legal_actions(0)
    assert AcceptTrade() in legal and RejectTrade() in legal and CounterTrade() not in legal
    ev = s.apply(0, AcceptTrade())
    assert TradeAccepted(1, 0) in ev
    assert (s.owner[1], s.owner[6]) == (1, 0) and s.cash[:2] == [1300, 1700]
    assert s.phase == TURN and s.to_move() == (0,) and s.invariants() == []


def test_counter_offer_rejected_or_dropped_returns_to_the_turn() -> None:
    for last, event in ((RejectTrade(), TradeRejected(1, 0)), (CancelTrade(), TradeCancelled(1))):
        s = new()
        own(s, 1, 6)
        _offer_lot_for_cash(s, 6, 100)
        s.apply(1, CounterTrade())
        s.apply(1, OfferCash(-100))
        if isinstance(last, RejectTrade):
            s.apply(1, SubmitTrade())
            ev = s.apply(0, last)
        else:
            ev = s.apply(1, last)
        assert event in ev
        assert s.owner[6] == 1 and s.cash[:2] == [1500, 1500] and s.phase == TURN and s.to_move() == (0,)
        # the turn's offers: the countered one counts once, the counter not at all
        assert s.proposals == 1 and ProposeTrade(1) in s.legal_actions(0)


def test_a_counter_offer_cannot_be_countered() -> None:
    s = new()
    own(s, 1, 6)
    _offer_lot_for_cash(s, 6, 100)
    play(s, 1, CounterTrade(), SubmitTrade())
    with pytest.raises(IllegalAction) as info:
        s.apply(0, CounterTrade())
    assert info.value.reason == "already_countered"


def test_counter_offers_in_games_begun_under_the_first_rules_too() -> None:
    """Counter-offers change no rule an old save replays by: any version's game may use them."""
    s = new(rules_version=1)
    own(s, 1, 6)
    _offer_lot_for_cash(s, 6, 100)
    assert CounterTrade() in s.legal_actions(1)
    play(s, 1, CounterTrade(), OfferCash(-50), SubmitTrade())
    s.apply(0, AcceptTrade())
    assert s.owner[6] == 0 and s.cash[:2] == [1350, 1650]


def test_a_debtor_accepting_a_counter_offer_pays_its_debt() -> None:
    s = new()
    own(s, 0, 6)
    s.cash[0] = 70
    s.debt = replace(s.debt, seat=0, creditor=2, amount=100, reason=1)
    s.phase = DEBT
    s.apply(0, ProposeTrade(1))
    s.apply(0, OfferLot(6))
    s.apply(0, OfferCash(-50))
    s.apply(0, SubmitTrade())
    # seat 1 answers: the lot for 40, not 50
    play(s, 1, CounterTrade(), OfferCash(-10), SubmitTrade())
    assert (s.trade.proposer, s.trade.take, s.trade.cash, s.trade.back) == (1, [6], 40, DEBT)
    ev = s.apply(0, AcceptTrade())
    assert TradeAccepted(1, 0) in ev and s.owner[6] == 1
    assert s.cash[0] == 70 + 40 - 100 and s.cash[2] == 1600 and s.phase == TURN


def test_refusals_are_remembered_until_the_board_changes() -> None:
    s = new()
    own(s, 1, 6)
    own(s, 2, 8)
    _offer_lot_for_cash(s, 6, 100)
    s.apply(1, RejectTrade())
    assert s.trade.refused_unchanged(s, 0, 1) == ((), (6,), 100, (), ())
    assert s.trade.refused_unchanged(s, 0, 2) is None
    clone = s.clone()
    clone.owner[8] = 0  # a lot changed hands: the refusal no longer applies
    assert clone.trade.refused_unchanged(clone, 0, 1) is None
    assert s.trade.refused_unchanged(s, 0, 1) is not None


def test_snapshot_names_a_counter_offer_only_when_there_is_one() -> None:
    s = new()
    own(s, 1, 6)
    _offer_lot_for_cash(s, 6, 100)
    assert "tr_counter" not in s.snapshot()
    s.apply(1, RejectTrade())
    assert "tr_counter" not in s.snapshot()  # refusals are remembered outside the snapshot
    s2 = new()
    own(s2, 1, 6)
    _offer_lot_for_cash(s2, 6, 100)
    s2.apply(1, CounterTrade())
    assert s2.snapshot()["tr_counter"] is True


def test_a_game_with_a_counter_offer_replays_to_the_same_hash() -> None:
    s = GAME.new_game(3, None, 5)
    assert isinstance(s, LandlordState)
    actions = []
    # play seat by seat: propose to the next seat a trade, counter it, accept it
    seat = s.to_move()[0]
    partner = (seat + 1) % 3
    for seat_, action in ((seat, ProposeTrade(partner)), (seat, OfferCash(100)), (seat, SubmitTrade()),
                          (partner, CounterTrade()), (partner, OfferCash(-50)), (partner, SubmitTrade()),
                          (seat, AcceptTrade())):
        s.apply(seat_, action)
        actions.append((seat_, action))
    log = GameLog(GAME.id, 3, GAME.default_options(), 5, tuple(actions), s.state_hash(), GAME.rules_version)
    again, _events = log.replay()
    assert again.state_hash() == s.state_hash() and again.snapshot()["tr_counter"] is True
    assert s.cash[seat] == 1350 and s.cash[partner] == 1650  # the counter asked 50 more
