"""The issue's bad-input cases not covered beside their rules: each is refused with its
reason and leaves the state exactly as it was."""

from __future__ import annotations

import pytest

from desktop.engine import IllegalAction
from desktop.engine.games.landlord.records import Bid, Build, Buy, Decline, EndTurn, LiftMortgage, Roll
from desktop.engine.games.landlord.state import LandlordState

from .helpers import new, own, rig


def refused(s: LandlordState, seat: int, action: object, reason: str) -> None:
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(seat, action)  # type: ignore[arg-type]
    assert exc.value.reason == reason
    assert s.snapshot() == before


def test_buying_without_the_money_is_refused() -> None:
    s = new()
    s.bank_flow += s.cash[0] - 50
    s.cash[0] = 50
    rig(s, (1, 2))
    s.apply(0, Roll())
    assert Buy() not in s.legal_actions(0) and Decline() in s.legal_actions(0)
    refused(s, 0, Buy(), "not_enough_cash")


def _auction(s: LandlordState) -> None:
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, Decline())
    s.apply(1, Bid(10))


def test_a_bid_not_above_the_current_one_is_refused() -> None:
    s = new()
    _auction(s)
    refused(s, 2, Bid(10), "bid_not_above_current")
    refused(s, 2, Bid(5), "bid_not_above_current")


def test_a_bid_above_cash_is_refused() -> None:
    s = new()
    s.bank_flow += s.cash[2] - 30
    s.cash[2] = 30
    _auction(s)
    refused(s, 2, Bid(60), "bid_above_cash")


def test_a_bid_step_not_offered_is_refused() -> None:
    s = new()
    _auction(s)
    refused(s, 2, Bid(13), "bid_step_not_offered")


def test_acting_out_of_turn_or_phase_is_refused() -> None:
    s = new()
    refused(s, 1, Roll(), "not_your_turn")
    refused(s, 0, EndTurn(), "must_roll")
    refused(s, 0, Buy(), "wrong_phase")
    refused(s, 0, Build(0), "not_a_street")
    refused(s, 0, Build(6), "not_your_lot")
    own(s, 0, 6)
    refused(s, 0, LiftMortgage(6), "not_mortgaged")
