"""Vacation, building (even, supply, shortage auctions), selling and mortgages."""

from __future__ import annotations

import pytest

from desktop.engine import IllegalAction
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AuctionStarted,
    Bid,
    Build,
    CardReturned,
    EndTurn,
    LeftVacation,
    LiftMortgage,
    Mortgage,
    PassBid,
    PayToLeave,
    Roll,
    SellBuilding,
    UseCard,
)
from desktop.engine.games.landlord.state import AUCTION, PLACE, TURN, LandlordState

from .helpers import group, new, own, rig


def on_vacation(tries: int = 0) -> LandlordState:
    s = new()
    s.pos[0] = 10
    s.vac[0] = 1
    s.vac_tries[0] = tries
    return s


def refused(s: LandlordState, seat: int, action: object, reason: str) -> None:
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(seat, action)  # type: ignore[arg-type]
    assert exc.value.reason == reason
    assert s.snapshot() == before


def test_vacation_pay_50_before_rolling_then_roll_and_move() -> None:
    s = on_vacation()
    assert PayToLeave() in s.legal_actions(0)
    ev = s.apply(0, PayToLeave())
    assert LeftVacation(0, "paid") in ev and s.cash[0] == 1450 and not s.vac[0]
    own(s, 0, 13)
    rig(s, (1, 2))
    s.apply(0, Roll())
    assert s.pos[0] == 13


def test_vacation_keep_out_card_leaves_and_goes_under_its_deck() -> None:
    s = on_vacation()
    card = D.CARD_INDEX["tf_keep_out"]
    s.decks[1].remove(card)
    s.held[0] = [card]
    ev = s.apply(0, UseCard("tf_keep_out"))
    assert CardReturned("tf_keep_out") in ev and s.decks[1][-1] == card and s.held[0] == [] and not s.vac[0]
    assert s.cash[0] == 1500 and Roll() in s.legal_actions(0)


def test_vacation_doubles_leave_and_move_without_another_roll() -> None:
    s = on_vacation()
    own(s, 0, 14)
    rig(s, (2, 2))
    ev = s.apply(0, Roll())
    assert LeftVacation(0, "doubles") in ev and s.pos[0] == 14
    assert s.legal_actions(0)[0] == EndTurn() and Roll() not in s.legal_actions(0)


def test_vacation_failed_roll_stays() -> None:
    s = on_vacation()
    rig(s, (1, 2))
    s.apply(0, Roll())
    assert s.pos[0] == 10 and s.vac[0] and s.vac_tries[0] == 1 and s.legal_actions(0)[0] == EndTurn()


def test_vacation_third_failed_roll_pays_50_and_moves() -> None:
    s = on_vacation(tries=2)
    own(s, 0, 13)
    rig(s, (1, 2))
    ev = s.apply(0, Roll())
    assert LeftVacation(0, "forced") in ev and s.cash[0] == 1450 and s.pos[0] == 13 and not s.vac[0]


def test_pay_to_leave_without_money_is_refused() -> None:
    s = on_vacation()
    s.cash[0] = 40
    refused(s, 0, PayToLeave(), "not_enough_cash")


# -- building -----------------------------------------------------------------------------
def brown_owner(s: LandlordState, seat: int = 0) -> None:
    own(s, seat, *group("brown"))


def test_four_houses_then_a_hotel_built_evenly() -> None:
    s = new()
    brown_owner(s)
    for _ in range(4):
        s.apply(0, Build(1))
        s.apply(0, Build(3))
    assert (s.level[1], s.level[3], s.houses_left) == (4, 4, 24)
    s.apply(0, Build(1))
    assert (s.level[1], s.houses_left, s.hotels_left) == (5, 28, 11)
    assert s.cash[0] == 1500 - 9 * 50
    refused(s, 0, Build(1), "lot_full")


def test_building_without_the_whole_group_is_refused() -> None:
    s = new()
    own(s, 0, 1)
    refused(s, 0, Build(1), "group_incomplete")


def test_building_unevenly_is_refused() -> None:
    s = new()
    brown_owner(s)
    s.apply(0, Build(1))
    refused(s, 0, Build(1), "build_unevenly")


def test_building_on_a_group_with_a_mortgaged_lot_is_refused() -> None:
    s = new()
    brown_owner(s)
    s.mortgaged[3] = 1
    refused(s, 0, Build(1), "group_has_mortgage")


def test_building_without_the_money_is_refused() -> None:
    s = new()
    brown_owner(s)
    s.cash[0] = 40
    refused(s, 0, Build(1), "not_enough_cash")


def houses_placed_by_seat_2(s: LandlordState, red: tuple[int, int, int]) -> None:
    """Seat 2 holds pink and orange at 4 houses and red at ``red``; it has no cash to build more."""
    own(s, 2, *group("pink"), *group("orange"), *group("red"))
    for x in (*group("pink"), *group("orange")):
        s.level[x] = 4
    for x, lv in zip(group("red"), red, strict=True):
        s.level[x] = lv
    s.houses_left = D.HOUSES - sum(s.level)
    s.cash[2] = 0
    s.bank_flow += 1500
    assert s.invariants() == []


def test_building_when_the_bank_has_no_houses_is_refused() -> None:
    s = new()
    brown_owner(s)
    houses_placed_by_seat_2(s, (3, 3, 2))
    assert s.houses_left == 0
    refused(s, 0, Build(1), "no_houses_left")


def test_selling_buildings_pays_half_price_evenly() -> None:
    s = new()
    brown_owner(s)
    s.level[1] = s.level[3] = 2
    s.houses_left = 28
    s.apply(0, SellBuilding(1))
    assert s.level[1] == 1 and s.cash[0] == 1525 and s.houses_left == 29
    refused(s, 0, SellBuilding(1), "sell_unevenly")


def test_selling_a_hotel_breaks_it_into_four_houses() -> None:
    s = new()
    brown_owner(s)
    s.level[1] = s.level[3] = 5
    s.hotels_left = 10
    s.apply(0, SellBuilding(1))
    assert (s.level[1], s.houses_left, s.hotels_left, s.cash[0]) == (4, 28, 11, 1525)


def test_selling_a_hotel_when_the_bank_lacks_houses_sells_down_to_what_it_has() -> None:
    s = new()
    brown_owner(s)
    s.level[1] = s.level[3] = 5
    s.hotels_left = 10
    own(s, 1, *group("green"), *group("yellow"))
    for x in (*group("green"), *group("yellow")):
        s.level[x] = 5 if x in group("yellow") else 4
    s.hotels_left = 7
    s.houses_left = 32 - 12
    own(s, 2, *group("red"), *group("orange"))
    for x in (*group("red"), *group("orange")):
        s.level[x] = 3
    s.houses_left = 2
    assert s.invariants() == []
    s.apply(0, SellBuilding(1))
    assert (s.level[1], s.houses_left, s.hotels_left, s.cash[0]) == (2, 0, 8, 1500 + 3 * 25)


def test_several_players_wanting_the_last_house_auction_it() -> None:
    s = new()
    brown_owner(s)
    own(s, 1, *group("light_blue"))
    houses_placed_by_seat_2(s, (3, 2, 2))
    assert s.houses_left == 1
    ev = s.apply(0, Build(1))
    assert AuctionStarted(-1, "house_shortage") in ev and s.phase == AUCTION and s.to_move() == (0,)
    s.apply(0, Bid(10))
    s.apply(1, Bid(60))
    s.apply(0, PassBid())
    assert s.phase == PLACE and s.to_move() == (1,)
    s.apply(1, Build(6))
    assert s.level[6] == 1 and s.houses_left == 0 and s.cash[1] == 1440 and s.phase == TURN and s.to_move() == (0,)
    assert s.invariants() == []


def test_one_player_wanting_the_last_house_simply_builds() -> None:
    s = new()
    brown_owner(s)
    houses_placed_by_seat_2(s, (3, 2, 2))
    s.apply(0, Build(1))
    assert s.level[1] == 1 and s.houses_left == 0 and s.phase == TURN and s.cash[0] == 1450


# -- mortgages ----------------------------------------------------------------------------
def test_mortgage_pays_the_mortgage_value() -> None:
    s = new()
    own(s, 0, 39)
    s.apply(0, Mortgage(39))
    assert s.mortgaged[39] and s.cash[0] == 1700


def test_mortgaging_a_lot_with_buildings_in_its_group_is_refused() -> None:
    s = new()
    brown_owner(s)
    s.level[3] = 1
    s.houses_left = 31
    refused(s, 0, Mortgage(1), "group_has_buildings")


def test_lifting_a_mortgage_costs_the_value_plus_10_percent() -> None:
    s = new()
    own(s, 0, 1, 39)
    s.mortgaged[1] = s.mortgaged[39] = 1
    s.apply(0, LiftMortgage(39))
    s.apply(0, LiftMortgage(1))
    assert s.cash[0] == 1500 - 220 - 33 and not s.mortgaged[39] and not s.mortgaged[1]


def test_mortgages_off_refuses_mortgaging() -> None:
    s = new(mortgages=False)
    own(s, 0, 39)
    refused(s, 0, Mortgage(39), "mortgages_off")


def test_managing_is_capped_per_turn() -> None:
    s = new()
    own(s, 0, 39)
    for _ in range(D.MANAGE_CAP_PER_TURN // 2):
        s.apply(0, Mortgage(39))
        s.apply(0, LiftMortgage(39))
    refused(s, 0, Mortgage(39), "manage_limit_reached")
    assert s.legal_actions(0)[0] == Roll() and s.phase == TURN


def test_after_a_players_turn_the_others_who_can_build_may_build() -> None:
    from desktop.engine.games.landlord.state import BETWEEN

    s = new()
    own(s, 0, 3)
    own(s, 2, *group("brown"))
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, EndTurn())
    assert s.phase == BETWEEN and s.to_move() == (2,)
    assert Build(1) in s.legal_actions(2) and Roll() not in s.legal_actions(2)
    s.apply(2, Build(1))
    s.apply(2, EndTurn())
    assert s.level[1] == 1 and s.phase == TURN and s.to_move() == (1,) and s.current == 1
