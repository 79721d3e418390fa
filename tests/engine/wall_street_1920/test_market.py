"""Market cards, the stock trade and loans of 1920 Wall Street."""

from __future__ import annotations

import pytest

from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    HIDDEN,
    Buy,
    ChooseStock,
    Keep,
    Offer,
    OfferMade,
    PileShown,
    ShowCard,
    TakeLoan,
    TakeOffer,
)
from desktop.engine.games.wall_street_1920.state import (
    PH_OFFER,
    PH_POST,
    PH_SHOW,
    PH_STOCK,
    PH_TAKE,
    WallStreetState,
)
from tests.engine.wall_street_1920.helpers import (
    CORN,
    CORN_DOWN,
    CORN_UP,
    COTTON,
    GOLD,
    M_BOOM,
    M_BUST,
    M_CORN_DOWN,
    M_CORN_UP,
    M_CRASH,
    M_DOWN,
    M_MIXED,
    M_OIL_UP2,
    M_TRADE,
    M_UP,
    OIL,
    STEEL,
    at_main,
    give,
    set_position,
)


def keep_from(card: int, prices: list[int] | None = None) -> WallStreetState:
    s = at_main()
    if prices is not None:
        s.prices = list(prices)
    set_position(s, 1, [card])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    return s


def test_price_move_card_moves_the_named_stock() -> None:
    assert keep_from(M_CORN_UP).prices == [4, 4, 5, 6]
    assert keep_from(M_OIL_UP2).prices == [3, 4, 5, 8]
    assert keep_from(M_CORN_DOWN).prices == [2, 4, 5, 6]


def test_kept_market_card_goes_to_the_market_pile() -> None:
    s = keep_from(M_CORN_UP)
    assert s.markets[0] == [M_CORN_UP] and s.phase == PH_POST


def test_prices_never_move_beyond_a_stocks_limits() -> None:
    assert keep_from(M_CORN_UP, [8, 4, 5, 6]).prices[0] == 8
    assert keep_from(CORN_DOWN, [1, 4, 5, 6]).prices[0] == 1
    assert keep_from(M_OIL_UP2, [3, 4, 5, 9]).prices[3] == 10
    assert keep_from(CORN_UP, [8, 4, 5, 6]).prices[0] == 8


def test_unexpected_boom_lets_the_buyer_raise_any_one_stock() -> None:
    s = keep_from(M_BOOM)
    assert s.phase == PH_STOCK
    s.apply(0, ChooseStock(3))
    assert s.prices == [3, 4, 5, 7] and s.phase == PH_POST


def test_unexpected_bust_lets_the_buyer_lower_any_one_stock() -> None:
    s = keep_from(M_BUST)
    s.apply(0, ChooseStock(1))
    assert s.prices == [3, 3, 5, 6]


def test_upswing_raises_every_stock_tied_for_lowest() -> None:
    assert keep_from(M_UP, [3, 4, 3, 6]).prices == [4, 4, 4, 6]


def test_downswing_lowers_every_stock_tied_for_highest() -> None:
    assert keep_from(M_DOWN, [3, 6, 5, 6]).prices == [3, 5, 5, 5]


def test_mixed_swing_raises_the_lowest_and_lowers_the_highest() -> None:
    assert keep_from(M_MIXED, [3, 4, 5, 6]).prices == [4, 4, 5, 5]
    assert keep_from(M_MIXED, [4, 3, 3, 7]).prices == [4, 4, 4, 6]


def test_market_crash_makes_everyone_pay_2_and_short_players_take_loans_at_once() -> None:
    s = at_main()
    s.cash = [4, 1, 0, 4]
    s.bank += 7
    set_position(s, 1, [M_CRASH])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.cash == [2, 4, 3, 2]
    assert s.loans == [0, 1, 1, 0]
    assert s.invariants() == []


# -- loans -------------------------------------------------------------------------
def test_a_loan_gives_5_cash_and_costs_8_points_at_the_end() -> None:
    s = at_main()
    set_position(s, 1, [OIL, OIL + 1])
    s.capital[0] = 1  # 1 step + 3 + 3 = 7: 6 in cash, more than the 4 in hand
    assert TakeLoan() in s.legal_actions(0)
    before = dict(s.breakdown(0))
    s.apply(0, TakeLoan())
    s.apply(0, TakeLoan())
    after = dict(s.breakdown(0))
    assert s.cash[0] == 14 and s.loans[0] == 2
    assert after["loans"] - before["loans"] == -16  # the card's $10 side: -16
    assert after["cash"] - before["cash"] == 10


def test_a_loan_is_only_taken_when_cash_is_lacking() -> None:
    s = at_main()
    s.cash[0] = 40
    s.bank -= 36
    assert TakeLoan() not in s.legal_actions(0)


# -- the stock trade ----------------------------------------------------------------
def trade_table() -> WallStreetState:
    s = at_main()
    give(s, 0, CORN)
    give(s, 1, COTTON, GOLD)
    give(s, 2, CORN + 1, GOLD + 1)  # only the buyer's type and gold: nothing to offer
    give(s, 3, STEEL, OIL)
    set_position(s, 1, [M_TRADE])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.phase == PH_SHOW
    return s


def test_stock_trade_sealed_offers_are_made_together_then_the_buyer_swaps_with_one() -> None:
    s = trade_table()
    events = s.apply(0, ShowCard(CORN, 0))
    assert s.phase == PH_OFFER and s.to_move() == (1, 3)  # several seats decide at once
    assert PileShown(2, (CORN + 1, GOLD + 1)) in events
    assert s.legal_actions(1) == [Offer(COTTON)]
    ev = s.apply(3, Offer(STEEL))
    assert ev[0].for_seat(1) == OfferMade(3, HIDDEN)
    assert s.view(1).offers[3] == HIDDEN and s.view(3).offers[3] == STEEL
    assert s.to_move() == (1,)
    s.apply(1, Offer(COTTON))
    assert s.phase == PH_TAKE and s.to_move() == (0,)
    assert s.view(0).offers[1] == COTTON  # all revealed
    s.apply(0, TakeOffer(3))
    assert s.stocks[0] == [STEEL]
    assert s.stocks[3] == [CORN, OIL]
    assert s.stocks[1] == [COTTON, GOLD]
    assert s.phase == PH_POST and s.invariants() == []


def test_a_starting_card_shown_in_a_trade_states_its_type() -> None:
    s = at_main()
    start = s.start_cards[0]
    first, second = D.CARDS[start].types
    plain = {0: CORN, 1: COTTON, 2: STEEL, 3: OIL}
    give(s, 0, start)
    give(s, 1, plain[first], plain[second])
    set_position(s, 1, [M_TRADE])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.legal_actions(0) == [ShowCard(start, first), ShowCard(start, second)]
    s.apply(0, ShowCard(start, first))
    assert s.legal_actions(1) == [Offer(plain[second])]  # not the stated type


def test_stock_trade_without_a_card_to_show_does_nothing() -> None:
    s = at_main()
    give(s, 0, GOLD)
    set_position(s, 1, [M_TRADE])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.phase == PH_POST and s.stocks[0] == [GOLD]


@pytest.mark.parametrize("players", [3, 5])
def test_stock_trade_with_nobody_able_to_offer_returns_the_shown_card(players: int) -> None:
    s = at_main(players)
    give(s, 0, CORN)
    set_position(s, 1, [M_TRADE])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    s.apply(0, ShowCard(CORN, 0))
    assert s.phase == PH_POST and s.stocks[0] == [CORN] and s.trade_card == -1
