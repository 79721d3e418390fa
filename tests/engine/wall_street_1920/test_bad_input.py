"""Bad input to 1920 Wall Street: refused with a reason, nothing changed."""

from __future__ import annotations

import pytest

from desktop.engine import Action, IllegalAction
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    Buy,
    EndTurn,
    Flip,
    Keep,
    Offer,
    RaiseCapital,
    Sell,
    ShowCard,
    TakeLoan,
    ToPile,
)
from desktop.engine.games.wall_street_1920.state import WallStreetState
from tests.engine.wall_street_1920.helpers import (
    CORN,
    COTTON,
    GOLD,
    M_TRADE,
    OIL,
    OIL_X2,
    STEEL,
    at_main,
    give,
    set_position,
)


def refused(s: WallStreetState, seat: int, action: Action, reason: str) -> None:
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(seat, action)
    assert exc.value.reason == reason
    assert s.snapshot() == before


def test_moving_zero_steps_is_refused() -> None:
    refused(at_main(), 0, Buy(0), "zero_steps")


def test_moving_more_than_once_round_is_refused() -> None:
    s = at_main()
    refused(s, 0, Buy(len(s.circle) + 1), "too_many_steps")


def test_buying_without_the_money_is_refused_when_no_loan_is_taken() -> None:
    s = at_main()
    set_position(s, 3, [OIL_X2])  # 3 + 7 = 10: 5 in cash, 4 in hand
    assert Buy(3) not in s.legal_actions(0) and TakeLoan() in s.legal_actions(0)
    refused(s, 0, Buy(3), "not_enough_money")


def test_selling_where_two_cards_already_lie_is_refused() -> None:
    s = at_main()
    set_position(s, 0, [CORN, COTTON])
    give(s, 0, OIL)
    refused(s, 0, Sell(OIL), "sell_on_two_cards")


def test_selling_onto_the_trend_card_is_refused() -> None:
    s = at_main()
    set_position(s, 0, [D.TREND])
    give(s, 0, OIL)
    refused(s, 0, Sell(OIL), "sell_on_trend_card")


def test_selling_a_card_you_do_not_hold_is_refused() -> None:
    s = at_main()
    set_position(s, 0, [COTTON])
    give(s, 1, OIL)
    refused(s, 0, Sell(OIL), "card_not_owned")


def test_raising_capital_above_8_is_refused() -> None:
    s = at_main()
    s.capital[0] = D.MAX_CAPITAL
    refused(s, 0, RaiseCapital(), "capital_at_max")


def test_raising_capital_without_2_cash_is_refused() -> None:
    s = at_main()
    s.cash[0] = 1
    s.bank += 3
    refused(s, 0, RaiseCapital(), "not_enough_money")


def trade_started() -> WallStreetState:
    s = at_main()
    give(s, 0, CORN, GOLD)
    give(s, 1, GOLD + 1, CORN + 1, STEEL)
    set_position(s, 1, [M_TRADE])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    return s


def test_showing_a_golden_share_in_a_trade_is_refused() -> None:
    refused(trade_started(), 0, ShowCard(GOLD, 0), "gold_not_tradable")


def test_offering_a_golden_share_in_a_trade_is_refused() -> None:
    s = trade_started()
    s.apply(0, ShowCard(CORN, 0))
    refused(s, 1, Offer(GOLD + 1), "gold_not_tradable")


def test_offering_a_share_of_the_shown_type_is_refused() -> None:
    s = trade_started()
    s.apply(0, ShowCard(CORN, 0))
    refused(s, 1, Offer(CORN + 1), "same_type_as_shown")


def test_showing_a_share_as_another_type_is_refused() -> None:
    refused(trade_started(), 0, ShowCard(CORN, 2), "wrong_stock_type")


def test_flipping_twice_in_a_turn_is_refused() -> None:
    s = at_main()
    s.apply(0, Flip())
    refused(s, 0, Flip(), "already_flipped")


def test_a_loan_when_cash_is_not_lacking_is_refused() -> None:
    s = at_main()
    s.cash[0] = 40
    s.bank -= 36
    refused(s, 0, TakeLoan(), "loan_not_needed")


def test_acting_out_of_turn_or_phase_is_refused() -> None:
    s = at_main()
    refused(s, 1, Buy(1), "not_your_turn")
    refused(s, 0, EndTurn(), "wrong_phase")
    refused(s, 0, Keep(), "wrong_phase")
    refused(s, 0, ToPile(1), "wrong_phase")
    s.apply(0, Buy(1))
    refused(s, 0, ToPile(5), "no_such_pile")
    refused(s, 0, Buy(1), "wrong_phase")
