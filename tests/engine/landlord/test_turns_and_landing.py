"""Turns, dice, Go, landing rules, rent and the cards."""

from __future__ import annotations

import pytest

from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AuctionStarted,
    AuctionUnsold,
    AuctionWon,
    Bid,
    Buy,
    Decline,
    EndTurn,
    Paid,
    PassBid,
    Roll,
    SentOnVacation,
)
from desktop.engine.games.landlord.state import AUCTION, BUY, TURN

from .helpers import group, new, own, rig, top_card


def test_passing_go_collects_200() -> None:
    s = new()
    s.pos[0] = 38
    rig(s, (2, 3))
    ev = s.apply(0, Roll())
    assert s.pos[0] == 3 and s.cash[0] == 1700
    assert Paid(-1, 0, 200, "salary", 0) in ev
    assert s.phase == BUY and s.offer_sq == 3


def test_landing_on_go_collects_200() -> None:
    s = new()
    s.pos[0] = 35
    rig(s, (2, 3))
    s.apply(0, Roll())
    assert s.pos[0] == 0 and s.cash[0] == 1700 and s.phase == TURN


def test_doubles_give_another_roll() -> None:
    s = new()
    s.pos[0] = 10
    own(s, 0, 16)
    rig(s, (3, 3))
    s.apply(0, Roll())
    assert s.pos[0] == 16 and s.phase == TURN
    assert Roll() in s.legal_actions(0) and EndTurn() not in s.legal_actions(0)


def test_third_double_in_a_turn_sends_on_vacation() -> None:
    s = new()
    s.pos[0] = 10
    own(s, 0, 16)
    rig(s, (3, 3), (2, 2), (1, 1))
    s.apply(0, Roll())
    s.apply(0, Roll())
    assert s.pos[0] == 20
    ev = s.apply(0, Roll())
    assert SentOnVacation(0, "third_double") in ev
    assert s.pos[0] == 10 and s.vac[0] == 1 and s.legal_actions(0)[0] == EndTurn()


def test_turn_passes_left_after_end_turn() -> None:
    s = new()
    own(s, 0, 3)
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, EndTurn())
    assert s.to_move() == (1,) and s.can_roll


def test_unowned_lot_is_bought_at_the_printed_price() -> None:
    s = new()
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, Buy())
    assert s.owner[3] == 0 and s.cash[0] == 1440 and s.phase == TURN


def test_declined_lot_is_auctioned_to_every_player_in_seat_order_and_the_highest_bidder_buys() -> None:
    s = new()
    rig(s, (1, 2))
    s.apply(0, Roll())
    ev = s.apply(0, Decline())
    assert AuctionStarted(3, "declined") in ev and s.phase == AUCTION
    assert s.to_move() == (1,)
    assert s.legal_actions(1) == [PassBid(), Bid(1), Bid(10), Bid(50), Bid(100)]
    s.apply(1, Bid(10))
    assert s.to_move() == (2,)
    s.apply(2, Bid(60))
    assert s.to_move() == (0,)  # the lander may bid too
    s.apply(0, Bid(70))
    s.apply(1, PassBid())
    ev = s.apply(2, PassBid())
    assert AuctionWon(0, 3, 70) in ev
    assert s.owner[3] == 0 and s.cash[0] == 1430 and s.phase == TURN and s.to_move() == (0,)


def test_auction_without_bids_leaves_the_lot_with_the_bank() -> None:
    s = new()
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, Decline())
    s.apply(1, PassBid())
    s.apply(2, PassBid())
    ev = s.apply(0, PassBid())
    assert AuctionUnsold(3) in ev and s.owner[3] == -1 and s.cash == [1500, 1500, 1500]


def test_without_auctions_a_declined_lot_stays_with_the_bank() -> None:
    s = new(auctions=False)
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, Decline())
    assert s.phase == TURN and s.owner[3] == -1


def _land(s, square: int, roll: tuple[int, int] = (1, 2), *more: tuple[int, int]) -> list:  # type: ignore[no-untyped-def]
    s.pos[0] = (square - sum(roll)) % 40
    rig(s, roll, *more)
    return s.apply(0, Roll())


def test_rent_is_the_base_rent_for_a_single_lot() -> None:
    s = new()
    own(s, 1, 3)
    ev = _land(s, 3)
    assert Paid(0, 1, 4, "rent", 3) in ev and s.cash[:2] == [1496, 1504]


def test_rent_is_doubled_for_a_complete_group_without_buildings() -> None:
    s = new()
    own(s, 1, *group("brown"))
    _land(s, 3)
    assert s.cash[1] == 1508


def test_no_double_rent_when_another_lot_of_the_group_is_mortgaged() -> None:
    """Rulebook: "if the owner has bought every lot of a colour group *and has not mortgaged them*,
    the rent doubles."  One mortgaged lot in the group: the other lot's rent is its base rent."""
    s = new()
    own(s, 1, *group("brown"))
    s.mortgaged[1] = 1
    ev = _land(s, 3)
    assert Paid(0, 1, 4, "rent", 3) in ev and s.cash[1] == 1504
    assert s.rent(3, 7) == 4
    s.mortgaged[1] = 0  # lifted: double again
    assert s.rent(3, 7) == 8


def test_rules_version_1_keeps_double_rent_with_a_mortgaged_lot_in_the_group() -> None:
    """Games saved under rules version 1 (the rules file's S-sj interpretation) keep it to their end."""
    s = new(rules_version=1)
    assert s.rules_version == 1 and s.clone().rules_version == 1 and "rules_version" not in s.snapshot()
    own(s, 1, *group("brown"))
    s.mortgaged[1] = 1
    _land(s, 3)
    assert s.cash[1] == 1508


def test_no_rent_on_a_mortgaged_lot() -> None:
    s = new()
    own(s, 1, 3)
    s.mortgaged[3] = 1
    _land(s, 3)
    assert s.cash[:2] == [1500, 1500]


@pytest.mark.parametrize(("levels", "rent"), [((2, 2), 60), ((4, 5), 450), ((0, 1), 20)])
def test_rent_follows_the_houses_and_hotel_on_the_lot(levels: tuple[int, int], rent: int) -> None:
    s = new()
    own(s, 1, 1, 3)
    s.level[1], s.level[3] = levels
    _land(s, 3)
    assert s.cash[1] == 1500 + rent


@pytest.mark.parametrize(("count", "rent"), [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_commercial_lot_rent_by_number_owned(count: int, rent: int) -> None:
    s = new()
    own(s, 1, *D.COMMERCIAL_SQUARES[:count])
    s.pos[0] = 0
    rig(s, (2, 3))
    s.apply(0, Roll())
    assert s.cash[1] == 1500 + rent


@pytest.mark.parametrize(("both", "rent"), [(False, 28), (True, 70)])
def test_clinic_rent_is_dice_times_4_or_times_10_with_both(both: bool, rent: int) -> None:
    s = new()
    own(s, 1, *(D.CLINIC_SQUARES if both else D.CLINIC_SQUARES[:1]))
    s.pos[0] = 5
    own(s, 0, 5)
    rig(s, (3, 4))
    s.apply(0, Roll())
    assert s.pos[0] == 12 and s.cash[1] == 1500 + rent


@pytest.mark.parametrize(("square", "amount"), [(4, 200), (38, 100)])
def test_tax_squares_pay_the_printed_amount_to_the_bank(square: int, amount: int) -> None:
    s = new()
    ev = _land(s, square)
    assert Paid(0, -1, amount, "tax", square) in ev and s.cash[0] == 1500 - amount


def test_go_on_vacation_square_sends_you_on_vacation_without_salary() -> None:
    s = new()
    ev = _land(s, 30)
    assert SentOnVacation(0, "square") in ev and s.pos[0] == 10 and s.vac[0] and s.cash[0] == 1500


def test_free_samples_and_just_dreaming_do_nothing() -> None:
    for square in (20, 10):
        s = new()
        _land(s, square)
        assert s.cash[0] == 1500 and not s.vac[0] and s.phase == TURN


# -- cards --------------------------------------------------------------------------------
def _card(card: str, square: int = 7, *more: tuple[int, int], setup=None) -> tuple:  # type: ignore[no-untyped-def]
    s = new()
    if setup:
        setup(s)
    top_card(s, card)
    ev = _land(s, square, (3, 4) if square == 7 else (1, 1), *more)
    return s, ev


def test_a_drawn_card_goes_under_its_deck() -> None:
    s, _ = _card("wf_dividend")
    assert s.decks[0][-1] == D.CARD_INDEX["wf_dividend"] and s.cash[0] == 1550


def test_card_advance_to_a_lot_offers_it() -> None:
    s, _ = _card("wf_summit_stroll")
    assert s.pos[0] == 39 and s.phase == BUY and s.cash[0] == 1500


def test_card_advance_collects_200_when_passing_go() -> None:
    s = new()
    top_card(s, "wf_lantern_visit")
    s.pos[0] = 29
    rig(s, (3, 4))
    s.apply(0, Roll())
    assert s.pos[0] == 11 and s.cash[0] == 1700


def test_card_advance_to_go_collects_200() -> None:
    s, _ = _card("wf_back_to_go")
    assert s.pos[0] == 0 and s.cash[0] == 1700


def test_card_nearest_commercial_lot_pays_double_rent() -> None:
    s, _ = _card("wf_nearest_shop_a", setup=lambda s: own(s, 1, 15))
    assert s.pos[0] == 15 and s.cash[1] == 1550


def test_card_nearest_clinic_pays_ten_times_a_new_roll() -> None:
    s, _ = _card("wf_nearest_clinic", 7, (2, 5), setup=lambda s: own(s, 1, 12))
    assert s.pos[0] == 12 and s.cash[1] == 1570


def test_card_keep_out_of_vacation_is_kept_until_used() -> None:
    s, _ = _card("wf_keep_out")
    card = D.CARD_INDEX["wf_keep_out"]
    assert s.held[0] == [card] and card not in s.decks[0] and len(s.decks[0]) == 15


def test_card_step_back_three_squares_resolves_the_new_square() -> None:
    s, _ = _card("wf_step_back")
    assert s.pos[0] == 4 and s.cash[0] == 1300


def test_card_go_on_vacation() -> None:
    s, ev = _card("wf_go_on_vacation")
    assert SentOnVacation(0, "card") in ev and s.pos[0] == 10 and s.vac[0] and s.cash[0] == 1500


def test_card_repairs_pay_per_house_and_hotel() -> None:
    def setup(s):  # type: ignore[no-untyped-def]
        own(s, 0, 1, 3)
        s.level[1], s.level[3] = 4, 5
        s.houses_left, s.hotels_left = 28, 11

    s, _ = _card("wf_roof_repairs", setup=setup)
    assert s.cash[0] == 1500 - (4 * 25 + 100)


def test_card_pay_each_player() -> None:
    s, _ = _card("wf_chair_treat")
    assert s.cash == [1400, 1550, 1550]


def test_card_collect_from_each_player() -> None:
    s, _ = _card("tf_birthday", 2)
    assert s.cash == [1520, 1490, 1490]


def test_card_pay_and_collect_amounts() -> None:
    s, _ = _card("tf_hospital_bill", 2)
    assert s.cash[0] == 1400
    s, _ = _card("tf_bank_error", 2)
    assert s.cash[0] == 1700
