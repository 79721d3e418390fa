"""Variants of 1920 Wall Street: tycoon cards and call options."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.engine import IllegalAction
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    Buy,
    ChooseStock,
    EndTurn,
    GiveTycoon,
    Keep,
    PlaceOption,
    RemoveCard,
    Repay,
    Sell,
    TakeFromPile,
    TycoonTriggered,
)
from desktop.engine.games.wall_street_1920.state import (
    PH_POST,
    PH_TYC_GIVE,
    PH_TYC_REMOVE,
    PH_TYC_REPAY,
    PH_TYC_TAKE,
    WallStreetState,
)
from tests.engine.wall_street_1920.helpers import (
    CORN,
    CORN_UP,
    COTTON,
    M_BUST,
    M_CORN_UP,
    OIL,
    STEEL,
    at_main,
    give,
    new,
    pile,
    set_position,
)


def tycoon_table(card: int, penalty: bool, **extra: Any) -> WallStreetState:
    """Corn at 7 (one below its top limit) under tycoon ``card``."""
    side = "penalty" if penalty else "reward"
    s = at_main(tycoons=True, **{f"tycoon_{D.TYCOONS[card]}": side}, **extra)
    s.tycoon = [card, *(c for c in range(4) if c != card)]
    s.prices[0] = 7
    set_position(s, 1, [M_CORN_UP])
    return s


def trigger(s: WallStreetState) -> list[Any]:
    s.apply(0, Buy(1))
    return s.apply(0, Keep())


def test_tycoon_cards_lie_one_above_each_stock_in_a_shuffled_order() -> None:
    orders = {tuple(new(seed=seed, tycoons=True).tycoon) for seed in range(20)}
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders) and len(orders) > 3
    assert new().tycoon == [-1, -1, -1, -1]


def test_tycoon_card_is_resolved_when_its_stock_reaches_a_limit_and_then_removed() -> None:
    s = tycoon_table(D.TYCOON_A, False)
    events = trigger(s)
    assert TycoonTriggered(0, 0, D.TYCOON_A, False) in events
    assert s.tycoon[0] == -1 and s.tycoon_points[0] == 2
    assert dict(s.breakdown(0))["tycoon"] == 2


def test_tycoon_card_triggers_at_the_lower_limit_too() -> None:
    s = at_main(tycoons=True)
    s.tycoon = [D.TYCOON_A, 1, 2, 3]
    s.prices[0] = 2
    set_position(s, 1, [M_BUST])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    s.apply(0, ChooseStock(0))
    assert s.prices[0] == 1 and s.tycoon[0] == -1 and s.tycoon_points[0] == 2


def test_tycoon_a_penalty_is_given_to_another_player_who_scores_minus_2() -> None:
    s = tycoon_table(D.TYCOON_A, True)
    trigger(s)
    assert s.phase == PH_TYC_GIVE and GiveTycoon(0) not in s.legal_actions(0)
    s.apply(0, GiveTycoon(2))
    assert s.tycoon_points == [0, 0, -2, 0] and s.phase == PH_POST


def test_tycoon_b_reward_takes_the_cash_on_the_trend_card() -> None:
    s = tycoon_table(D.TYCOON_B, False)
    s.trend_pot = 3
    s.bank -= 3
    trigger(s)
    assert s.cash[0] == 7 and s.trend_pot == 0


def test_tycoon_b_penalty_makes_every_other_player_pay_1() -> None:
    s = tycoon_table(D.TYCOON_B, True)
    s.cash[3] = 0
    s.bank += 4
    trigger(s)
    assert s.cash == [4, 3, 3, 4] and s.loans[3] == 1


def test_tycoon_c_reward_pays_3_to_return_one_loan() -> None:
    s = tycoon_table(D.TYCOON_C, False)
    s.loans[0] = 2
    trigger(s)
    assert s.phase == PH_TYC_REPAY
    s.apply(0, Repay(True))
    assert s.loans[0] == 1 and s.cash[0] == 1


def test_tycoon_c_penalty_lowers_other_capitals_of_6_to_8() -> None:
    s = tycoon_table(D.TYCOON_C, True)
    s.capital = [8, 5, 6, 8]
    trigger(s)
    assert s.capital == [8, 5, 5, 7]


def test_tycoon_d_reward_takes_a_discard_pile_top_without_its_price_effect() -> None:
    s = tycoon_table(D.TYCOON_D, False)
    pile(s, 1, CORN_UP)
    trigger(s)
    assert s.phase == PH_TYC_TAKE and s.legal_actions(0) == [TakeFromPile(1)]
    s.apply(0, TakeFromPile(1))
    assert CORN_UP in s.stocks[0] and s.prices[0] == 8 and s.piles[1] == []


def test_tycoon_d_penalty_makes_every_other_player_remove_a_card_from_the_game() -> None:
    s = tycoon_table(D.TYCOON_D, True)
    give(s, 1, COTTON)
    give(s, 3, STEEL, OIL)
    trigger(s)
    assert s.phase == PH_TYC_REMOVE and s.to_move() == (1,)
    s.apply(1, RemoveCard(COTTON))
    assert s.to_move() == (3,)
    s.apply(3, RemoveCard(OIL))
    assert s.removed == [COTTON, OIL] and s.stocks[3] == [STEEL] and s.phase == PH_POST
    assert s.invariants() == []


# -- call options --------------------------------------------------------------------
def test_call_option_costs_1_and_the_buyer_of_that_card_pays_2_more() -> None:
    s = at_main(call_options=True)
    set_position(s, 2, [OIL])
    s.apply(0, PlaceOption(2))
    assert s.cash[0] == 3 and s.option_at[2] == 0
    s.apply(0, Buy(1))
    s.apply(0, s.legal_actions(0)[0])
    s.apply(0, EndTurn())
    s.capital[1] = 4
    assert s.buy_cost(1, 2)[1] == 2 + 3 + 2  # steps, price, surcharge
    s.apply(1, Buy(2))
    assert s.cash[1] == 1  # 7 - 4 capital = 3 in cash
    assert s.option_at[2] == -1 and s.option_pos[0] == -1  # the option went home


def test_call_option_returns_when_its_card_is_sold_over() -> None:
    s = at_main(call_options=True)
    set_position(s, 0, [COTTON])
    give(s, 1, CORN)
    s.apply(0, PlaceOption(0))
    s.apply(0, Buy(1))
    s.apply(0, s.legal_actions(0)[0])
    s.apply(0, EndTurn())
    s.apply(1, Sell(CORN))  # selling onto an optioned card is allowed
    assert s.option_pos[0] == -1 and s.option_at[0] == -1


@pytest.mark.parametrize(("cards", "reason"), [([CORN, COTTON], "option_on_two_cards"),
                                               ([D.TREND], "option_on_trend_card")])
def test_call_option_never_lies_under_two_cards_or_the_trend_card(cards: list[int], reason: str) -> None:
    s = at_main(call_options=True)
    set_position(s, 3, cards)
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, PlaceOption(3))
    assert exc.value.reason == reason and s.snapshot() == before


def test_call_options_are_only_offered_in_the_variant() -> None:
    s = at_main()
    assert not any(isinstance(a, PlaceOption) for a in s.legal_actions(0))
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, PlaceOption(1))
    assert exc.value.reason == "variant_not_in_play"


def test_tycoon_card_is_removed_even_when_it_cannot_be_resolved() -> None:
    s = tycoon_table(D.TYCOON_C, False)  # reward: return a loan, but there is none
    trigger(s)
    assert s.tycoon[0] == -1 and s.phase == PH_POST and s.loans[0] == 0


def test_one_call_option_per_card_and_one_per_player() -> None:
    s = at_main(call_options=True)
    s.apply(0, PlaceOption(2))
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, PlaceOption(3))
    assert exc.value.reason == "option_already_placed" and s.snapshot() == before
    s.apply(0, Buy(1))
    s.apply(0, s.legal_actions(0)[0])
    s.apply(0, EndTurn())
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(1, PlaceOption(2))
    assert exc.value.reason == "option_already_there" and s.snapshot() == before
