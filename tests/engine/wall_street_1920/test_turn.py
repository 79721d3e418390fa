"""Setup, the trend card and the three actions of 1920 Wall Street."""

from __future__ import annotations

from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    Buy,
    EndTurn,
    Flip,
    Keep,
    Moved,
    Paid,
    PlacePawn,
    RaiseCapital,
    Sell,
    TakeLoan,
    ToPile,
)
from desktop.engine.games.wall_street_1920.state import (
    PH_KEEP,
    PH_MAIN,
    PH_PILE,
    PH_PLACE,
    PH_POST,
    share_value,
)
from tests.engine.wall_street_1920.helpers import (
    CORN,
    CORN_UP,
    CORN_X2,
    COTTON,
    GOLD,
    OIL,
    OIL_X2,
    START_OIL_CORN,
    at_main,
    give,
    new,
    set_position,
)


# -- setup -----------------------------------------------------------------------
def test_circle_holds_trend_card_starting_cards_and_three_deck_cards_players_plus_four() -> None:
    for players in range(2, 6):
        s = new(players, seed=players)
        assert len(s.circle) == players + 4
        flat = [c for pos in s.circle for c in pos]
        assert flat.count(D.TREND) == 1
        assert sorted(c for c in flat if D.KIND[c] == D.K_START) == sorted(s.start_cards)
        assert len(s.start_cards) == players
        assert sum(1 for c in flat if D.KIND[c] in (D.K_STOCK, D.K_GOLD, D.K_MARKET)) == 3


def test_explosion_is_shuffled_into_the_last_nine_cards_of_the_face_up_deck() -> None:
    depths = set()
    for seed in range(60):
        s = new(4, seed=seed)
        depth = s.deck.index(D.EXPLOSION)  # index 0 is the bottom
        assert depth < D.EXPLOSION_DEPTH
        depths.add(depth)
    assert len(depths) > 5


def test_capital_starts_at_4_with_two_or_three_players_and_5_with_four_or_five() -> None:
    assert [new(n).capital[0] for n in range(2, 6)] == [4, 4, 5, 5]


def test_each_player_starts_with_4_cash_and_a_distinct_capital_card() -> None:
    s = new(5)
    assert s.cash == [4] * 5
    assert sorted(s.capital_card) == [0, 1, 2, 3, 4]


def test_start_prices_are_corn_3_cotton_4_steel_5_oil_6() -> None:
    assert new().prices == [3, 4, 5, 6]


def test_stock_trade_cards_are_not_used_with_two_players() -> None:
    s = new(2)
    everywhere = s.deck + [c for pos in s.circle for c in pos]
    assert not set(D.TRADE_IDS) & set(everywhere)
    assert set(D.TRADE_IDS) <= set(new(3).deck + [c for pos in new(3).circle for c in pos])


def test_pawns_are_placed_clockwise_from_the_start_player_on_any_card() -> None:
    s = new(3, seed=9)
    first = s.start_player
    assert s.phase == PH_PLACE and s.to_move() == (first,)
    assert len(s.legal_actions(first)) == len(s.circle)
    s.apply(first, PlacePawn(2))
    assert s.to_move() == ((first + 1) % 3,)
    s.apply((first + 1) % 3, PlacePawn(2))  # pawns may share a card
    s.apply((first + 2) % 3, PlacePawn(0))
    assert s.phase == PH_MAIN and s.active == first


# -- trend card ------------------------------------------------------------------
def test_flipping_the_trend_card_costs_1_onto_the_card_and_reverses_direction() -> None:
    s = at_main()
    s.apply(0, Flip())
    assert (s.cash[0], s.trend_pot, s.direction) == (3, 1, -1)
    assert Flip() not in s.legal_actions(0)  # once per turn


def test_trend_card_may_be_flipped_after_the_action_too() -> None:
    s = at_main()
    set_position(s, 1, [CORN])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.phase == PH_POST
    s.apply(0, Flip())
    assert s.direction == -1
    s.apply(0, EndTurn())
    assert s.active == 1 and Flip() in s.legal_actions(1)


# -- buy ---------------------------------------------------------------------------
def test_buy_moves_the_pawn_in_the_trend_direction() -> None:
    s = at_main()
    events = s.apply(0, Buy(2))
    assert s.pawns[0] == 2 and Moved(0, 2, 2) in events
    s = at_main()
    s.apply(0, Flip())
    s.apply(0, Buy(1))
    assert s.pawns[0] == len(s.circle) - 1


def test_buy_pays_steps_then_price_from_capital_then_cash() -> None:
    s = at_main()
    set_position(s, 2, [OIL])  # 2 steps + price 3 = 5 = capital
    s.apply(0, Buy(2))
    assert s.cash[0] == 4
    s = at_main()
    set_position(s, 3, [OIL_X2])  # 3 steps + price 7 = 10: 5 from capital, 5 from cash
    s.apply(0, TakeLoan())
    events = s.apply(0, Buy(3))
    assert Paid(0, 5, 5, -1) in events
    assert s.cash[0] == 4


def test_unused_capital_is_lost_and_later_costs_are_paid_in_cash() -> None:
    s = at_main()
    set_position(s, 1, [CORN])  # costs 2 of the 5 capital
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    s.apply(0, Flip())  # the 3 capital left cannot pay the flip
    assert s.cash[0] == 3
    assert s.capital[0] == 5  # nothing carried over


def test_buying_two_cards_at_one_position_pays_both_prices() -> None:
    s = at_main()
    s.capital[0] = 3
    set_position(s, 1, [CORN, COTTON])  # 1 step + 1 + 2 = 4: 3 from capital, 1 cash
    s.apply(0, Buy(1))
    assert s.cash[0] == 3 and s.phase == PH_KEEP and s.pending == [CORN, COTTON]


def test_buyer_pays_1_cash_to_each_other_pawn_on_the_position() -> None:
    s = at_main()
    s.pawns[1] = s.pawns[2] = 2
    set_position(s, 2, [CORN])
    s.apply(0, Buy(2))
    assert s.cash == [2, 5, 5, 4]


def test_buying_at_your_own_position_goes_the_whole_way_round() -> None:
    s = at_main()
    s.capital[0] = 8
    set_position(s, 0, [CORN])  # 8 steps + 1 = 9: 8 capital + 1 cash, and 3 other pawns there
    assert s.buy_cost(0, 8)[0] == 0
    s.apply(0, Buy(8))
    assert s.pawns[0] == 0 and s.cash == [0, 5, 5, 5]


def test_landing_on_the_trend_card_buys_nothing_takes_its_cash_and_discards_the_deck_top() -> None:
    s = at_main()
    set_position(s, 1, [D.TREND])
    s.trend_pot = 3
    s.bank -= 3
    s.pawns[1] = 1  # a pawn there is paid nothing
    top = s.deck[-1]
    s.apply(0, Buy(1))
    assert s.cash[0] == 7 and s.cash[1] == 4 and s.trend_pot == 0
    assert s.circle[1] == [D.TREND] and s.phase == PH_PILE and s.pile_card == top
    s.apply(0, ToPile(2))
    assert s.piles[2] == [top] and s.phase == PH_POST


def test_kept_stock_card_moves_its_price_and_goes_to_the_stock_pile() -> None:
    s = at_main()
    set_position(s, 1, [CORN_UP])
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.prices[0] == 4 and CORN_UP in s.stocks[0]


def test_discarded_card_has_no_effect_and_lies_on_top_of_the_chosen_pile() -> None:
    s = at_main()
    set_position(s, 1, [CORN_UP])
    s.apply(0, Buy(1))
    s.apply(0, ToPile(1))
    assert s.prices[0] == 3 and s.piles[1] == [CORN_UP] and not s.stocks[0]


def test_emptied_position_is_refilled_with_the_deck_top_after_keeping() -> None:
    s = at_main()
    set_position(s, 1, [CORN, COTTON])
    top = s.deck[-1]
    s.apply(0, Buy(1))
    s.apply(0, Keep())
    assert s.circle[1] == []
    s.apply(0, Keep())
    assert s.circle[1] == [top] and s.phase == PH_POST


# -- sell --------------------------------------------------------------------------
def test_sell_discards_the_card_under_the_pawn_places_the_share_takes_half_price_up_and_adds_a_deck_card() -> None:
    s = at_main()
    set_position(s, 0, [COTTON])
    give(s, 0, CORN)  # corn 3 -> 2
    top = s.deck[-1]
    s.apply(0, Sell(CORN))
    assert s.cash[0] == 6
    assert s.circle[0] == [CORN, top]
    assert s.phase == PH_PILE and s.pile_card == COTTON
    s.apply(0, ToPile(0))
    assert s.piles[0] == [COTTON] and s.phase == PH_POST and CORN not in s.stocks[0]


def test_selling_does_not_move_prices() -> None:
    s = at_main()
    set_position(s, 0, [COTTON])
    give(s, 0, OIL)
    s.apply(0, Sell(OIL))
    assert s.prices == [3, 4, 5, 6]


def test_sale_prices_of_starting_gold_and_double_shares() -> None:
    prices = [3, 4, 5, 6]
    assert share_value(OIL, prices) == 3
    assert share_value(CORN, prices) == 2  # half of 3 rounded up
    assert share_value(START_OIL_CORN, prices) == 2  # half the lower of oil 6 and corn 3
    assert share_value(GOLD, [5, 4, 7, 9]) == 2  # half the lowest of all four
    assert share_value(OIL_X2, prices) == 6  # a double share sells at the full price
    assert share_value(CORN_X2, prices) == 3


def test_a_position_holding_two_cards_after_a_sale_sells_both_together() -> None:
    s = at_main()
    set_position(s, 0, [COTTON])
    give(s, 0, OIL)
    s.apply(0, Sell(OIL))
    s.apply(0, ToPile(0))
    s.apply(0, EndTurn())
    pair = list(s.circle[0])
    s.capital[1] = 8
    s.cash[1] += 20
    s.bank -= 20
    s.apply(1, Buy(len(s.circle)))
    assert s.pending == pair


# -- raise capital -----------------------------------------------------------------
def test_raising_capital_pays_2_discards_the_deck_top_and_adds_1() -> None:
    s = at_main()
    top = s.deck[-1]
    s.apply(0, RaiseCapital())
    assert (s.cash[0], s.capital[0]) == (2, 6)
    assert s.phase == PH_PILE and s.pile_card == top
    s.apply(0, ToPile(1))
    assert s.piles[1] == [top]


def test_every_action_takes_exactly_one_card_from_the_deck() -> None:
    for action in (Buy(1), RaiseCapital()):
        s = at_main()
        before = len(s.deck)
        s.apply(0, action)
        while s.phase != PH_POST:
            s.apply(0, s.legal_actions(0)[0])
        assert len(s.deck) == before - 1


def test_when_the_deck_is_empty_every_take_the_top_card_step_is_skipped() -> None:
    s = at_main()
    s.piles[0].extend(s.deck)  # a test-only position: the deck has run out
    s.deck.clear()
    s.apply(0, RaiseCapital())
    assert s.phase == PH_POST and s.capital[0] == 6
    s.apply(0, EndTurn())
    s.apply(1, Buy(1))
    while s.phase != PH_POST:
        s.apply(1, s.legal_actions(1)[0])
    assert s.circle[1] == [] and s.invariants() == []
