"""Black Friday rules, one test per rule (rules: /work/shared/rules/black-friday.md)."""

from __future__ import annotations

import pytest

from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import (
    Buy,
    BuySilver,
    CasesDrawn,
    Done,
    ExtraPass,
    FinalSettlement,
    GameEnded,
    InterestCharged,
    LevelChanged,
    LowerPrice,
    Pass,
    PayInterest,
    PlaceCase,
    PriceChangeStarted,
    PriceMoved,
    Sell,
    TakeSubsidy,
    UseSpecial,
)
from desktop.engine.games.black_friday.state import AFTER, BUYING, CASE, MAIN, MARKER, OVER, OWE, SELLING
from tests.engine.black_friday.helpers import B, G, O, R, Y, act, fresh, of, place, set_bag


def to_chart(state, which: str, *colours: int) -> None:  # type: ignore[no-untyped-def]
    chart = state.buy_chart if which == "buy" else state.silver_chart
    for c in colours:
        state.market[c] -= 1
        chart.append(c)


def give(state, seat: int, colour: int, n: int = 1) -> None:  # type: ignore[no-untyped-def]
    """Move ``n`` cases of ``colour`` from the bag behind ``seat``'s screen (keeps conservation)."""
    state.bag[colour] -= n
    state.bag_n -= n
    state.holdings[seat][colour] += n
    state.held[seat] += n


# -- setup -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_counts_market_bag_screens_and_no_cash(players: int) -> None:
    s = fresh(players)
    assert sum(s.market) == 5 * D.MARKET_START_PER_COLOUR + D.MARKET_DRAW
    assert all(m >= D.MARKET_START_PER_COLOUR for m in s.market)
    assert s.bag_n == 30 and s.bag[D.BLACK] == 0
    assert s.held == [5] * players and [sum(h) for h in s.holdings] == [5] * players
    assert s.cash == [0] * players
    assert s.invariants() == []


def test_setup_prices_start_at_seven() -> None:
    s = fresh()
    assert [s.price(c) for c in range(5)] == [7] * 5


def test_setup_sales_tables_hold_two_of_each_colour_and_n_blacks() -> None:
    s = fresh()
    assert s.tables == [[2, 2, 2, 2, 2, 1], [2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 3]]
    assert s.table == 0 and s.level_blacks == 4 and s.reserve_blacks == 10


def test_special_cards_by_position_after_the_start_player() -> None:
    s = fresh(5)
    for pos, bits in enumerate(D.SPECIAL_CARDS_BY_POSITION):
        assert s.special[(s.start + pos) % 5] == bits
    assert s.current == s.start


def test_five_players_use_six_chart_spaces_and_sales_trigger_at_four() -> None:
    assert fresh(5).chart_spaces() == 6 and fresh(5).sales_trigger() == 4
    assert fresh(4).chart_spaces() == 5 and fresh(2).sales_trigger() == 5


# -- the four actions -------------------------------------------------------------------------
def test_subsidy_gives_twenty_dollars() -> None:
    s = fresh()
    seat = s.current
    act(s, TakeSubsidy())
    assert s.cash[seat] == 20 and s.subsidies[seat] == 1 and s.current == seat


def test_buy_pays_current_price_and_moves_a_case_of_that_colour_to_the_buy_chart() -> None:
    s = fresh()
    seat = s.current
    before = s.market[Y]
    act(s, TakeSubsidy(), Buy(Y))
    assert s.cash[seat] == 13
    assert s.known[seat][Y] == 1
    assert s.market[Y] == before - 2 and s.buy_chart == [Y]
    assert s.current != seat and s.invariants() == []


def test_buy_of_several_colours_lets_the_buyer_choose_the_chart_case() -> None:
    s = fresh()
    s.level = 2
    seat = s.current
    act(s, TakeSubsidy(), Buy(Y), Buy(B))
    assert s.phase == CASE
    assert set(s.legal_actions(seat)) - {TakeSubsidy()} == {PlaceCase(Y), PlaceCase(B)}
    act(s, PlaceCase(B))
    assert s.buy_chart == [B]


def test_buy_moves_any_colour_when_the_bought_colour_is_gone_from_the_market() -> None:
    s = fresh()
    seat = s.current
    s.market[R] += s.market[Y] - 1  # keep the total; one yellow left
    s.market[Y] = 1
    act(s, TakeSubsidy(), Buy(Y))
    assert s.phase == CASE and PlaceCase(Y) not in s.legal_actions(seat)
    act(s, PlaceCase(G))
    assert s.buy_chart == [G]


def test_subsidy_may_be_taken_in_the_middle_of_a_buy() -> None:
    s = fresh()
    s.level = 2
    seat = s.current
    s.row[B] = 2  # blue costs 16
    act(s, TakeSubsidy(), Buy(B))
    assert s.phase == BUYING and Buy(B) not in s.legal_actions(seat)
    act(s, TakeSubsidy(), Buy(B))
    assert s.cash[seat] == 40 - 32 and s.known[seat][B] == 2


def test_sell_pays_current_price_then_the_marker_moves_left() -> None:
    s = fresh()
    seat = s.current
    c = next(c for c in range(5) if s.holdings[seat][c])
    act(s, Sell(c))
    assert s.cash[seat] == 7
    assert (s.row[c], s.col[c]) == (0, 2) and s.price(c) == 6


def test_sell_moves_that_colours_case_from_the_sales_table_to_the_market() -> None:
    s = fresh()
    seat = s.current
    c = next(c for c in range(5) if s.holdings[seat][c])
    before = s.market[c]
    act(s, Sell(c))
    assert s.tables[0][c] == 1 and s.market[c] == before + 2


def test_selling_several_colours_the_seller_chooses_marker_and_case() -> None:
    s = fresh()
    s.level = 2
    seat = s.current
    give(s, seat, Y)
    give(s, seat, B)
    act(s, Sell(Y), Sell(B))
    assert s.phase == MARKER and set(s.legal_actions(seat)) - {TakeSubsidy()} == {LowerPrice(Y), LowerPrice(B)}
    act(s, LowerPrice(B))
    assert s.price(B) == 6 and s.price(Y) == 7
    assert s.phase == CASE
    act(s, PlaceCase(Y))
    assert s.tables[0][Y] == 1 and s.tables[0][B] == 2


def test_sell_takes_any_colour_from_the_sales_table_when_the_sold_colour_is_gone() -> None:
    s = fresh()
    seat = s.current
    give(s, seat, Y)
    s.tables[0][Y] = 0
    s.bag[Y] += 2
    s.bag_n += 2
    act(s, Sell(Y))
    assert s.phase == CASE
    act(s, PlaceCase(O))
    assert s.tables[0][O] == 1


def test_buy_silver_pays_the_silver_price_and_counts_on_the_silver_chart() -> None:
    s = fresh()
    seat = s.current
    act(s, TakeSubsidy(), BuySilver())
    assert s.cash[seat] == 10 and s.silver[seat] == 1 and s.silver_count == 1
    assert s.phase == CASE
    act(s, PlaceCase(R))
    assert s.silver_chart == [R]


def test_pass_moves_a_case_to_the_silver_buy_chart() -> None:
    s = fresh()
    seat = s.current
    act(s, Pass(), PlaceCase(G))
    assert s.silver_chart == [G] and s.current != seat


def test_five_silver_bars_become_one_gold_bar() -> None:
    s = fresh()
    seat = s.current
    s.silver[seat] = 4
    act(s, TakeSubsidy(), BuySilver())
    assert (s.gold[seat], s.silver[seat]) == (1, 0)


def test_trade_limit_follows_the_level_card() -> None:
    s = fresh()
    s.level = 3
    seat = s.current
    act(s, TakeSubsidy(), TakeSubsidy(), BuySilver(), BuySilver(), BuySilver())
    assert s.silver[seat] == 3 and s.phase == CASE


# -- small price moves -------------------------------------------------------------------------
def test_taking_the_last_case_of_a_colour_from_the_market_moves_it_right() -> None:
    s = fresh()
    s.market[R] += s.market[Y] - 1
    s.market[Y] = 1
    events = act(s, TakeSubsidy(), Buy(Y), PlaceCase(R))
    assert s.price(Y) == 8
    assert any(e.cause == "last_from_market" and e.colour == Y for e in of(events, PriceMoved))


def test_three_cases_of_one_colour_on_a_buy_chart_move_it_right_once() -> None:
    s = fresh()
    to_chart(s, "silver", O, O)
    act(s, Pass(), PlaceCase(O))
    assert s.price(O) == 8
    s.silver_chart.remove(O)  # not a rule: only to make room for a fourth orange without a price change
    s.market[O] += 1
    act(s, Pass(), PlaceCase(O))
    assert s.price(O) == 8  # once, not for every three


# -- grid edges ----------------------------------------------------------------------------------
def test_right_from_the_right_edge_moves_up_a_row() -> None:
    s = fresh()
    place(s, 2, 5, Y)
    s._step(Y, D.RIGHT)
    assert (s.row[Y], s.col[Y]) == (3, 5)


def test_left_from_the_left_edge_moves_down_a_row() -> None:
    s = fresh()
    place(s, 4, 0, Y)
    s._step(Y, D.LEFT)
    assert (s.row[Y], s.col[Y]) == (3, 0)


def test_down_from_the_bottom_row_moves_left_and_the_lowest_price_is_four() -> None:
    s = fresh()
    place(s, 0, 1, Y)
    s._step(Y, D.DOWN)
    assert s.col[Y] == 0 and s.price(Y) == 4
    s._step(Y, D.DOWN)
    s._step(Y, D.LEFT)
    assert s.price(Y) == 4


def test_up_from_the_top_row_does_not_move() -> None:
    s = fresh()
    place(s, 9, 2, Y)
    s._step(Y, D.UP)
    assert (s.row[Y], s.col[Y]) == (9, 2)


def test_diagonal_move_on_the_right_edge_goes_two_rows_up() -> None:
    s = fresh()
    place(s, 3, 5, Y)
    for m in D.table_moves(4):  # up 1 and right 1
        s._step(Y, m)
    assert (s.row[Y], s.col[Y]) == (5, 5)


# -- special actions ----------------------------------------------------------------------------------
def test_extra_pass_moves_a_case_to_the_silver_chart_before_the_action() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS]
    act(s, ExtraPass(B))
    assert s.silver_chart == [B] and s.phase == MAIN and s.current == seat
    act(s, Pass(), PlaceCase(R))
    assert s.silver_chart == [B, R] and s.current != seat


def test_extra_pass_may_follow_the_action() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS]
    act(s, Pass(), PlaceCase(R))
    assert s.phase == AFTER and s.current == seat
    act(s, ExtraPass(G))
    assert s.silver_chart == [R, G] and s.current != seat and s.special_used[seat]


def test_holder_of_an_unused_extra_pass_may_end_the_turn_without_it() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS]
    act(s, Pass(), PlaceCase(R), Done())
    assert s.current != seat and not s.special_used[seat]


def test_buy_plus_one_allows_one_share_more_than_the_limit() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.BUY_PLUS_ONE]
    act(s, TakeSubsidy(), Buy(Y))
    assert UseSpecial(D.BUY_PLUS_ONE) in s.legal_actions(seat)
    act(s, UseSpecial(D.BUY_PLUS_ONE), Buy(Y))
    assert s.known[seat][Y] == 2 and s.cash[seat] == 6 and s.special_used[seat]


def test_sell_plus_one_allows_one_share_more_than_the_limit() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.SELL_PLUS_ONE]
    give(s, seat, Y, 2)
    act(s, Sell(Y), UseSpecial(D.SELL_PLUS_ONE), Sell(Y))
    assert s.cash[seat] == 14 and s.price(Y) == 6


def test_silver_plus_one_allows_one_bar_more_than_the_limit() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.SILVER_PLUS_ONE]
    act(s, TakeSubsidy(), BuySilver(), UseSpecial(D.SILVER_PLUS_ONE), BuySilver())
    assert s.silver[seat] == 2 and s.silver_count == 2


def test_a_card_with_several_options_allows_only_one_of_them() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS] | D.SPECIAL_BIT[D.BUY_PLUS_ONE]
    act(s, TakeSubsidy(), Buy(Y))
    assert UseSpecial(D.BUY_PLUS_ONE) in s.legal_actions(seat)  # unused card: the action stays open
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS] | D.SPECIAL_BIT[D.BUY_PLUS_ONE]
    act(s, ExtraPass(B), TakeSubsidy(), Buy(Y))
    assert s.current != seat and s.known[seat][Y] == 1  # PASSEN spent the card: the buy ended at the limit


# -- price change ---------------------------------------------------------------------------------------
def test_price_change_when_the_stock_buy_chart_fills() -> None:
    s = fresh()
    to_chart(s, "buy", R, G, O, R)
    events = act(s, TakeSubsidy(), Buy(Y))
    starts = of(events, PriceChangeStarted)
    assert [e.triggers for e in starts] == [("buy_chart",)]
    assert s.buy_chart == [] and s.price_changes == 1 and s.invariants() == []


def test_price_change_when_the_silver_buy_chart_fills() -> None:
    s = fresh()
    to_chart(s, "silver", R, G, O, R)
    events = act(s, Pass(), PlaceCase(B))
    assert [e.triggers for e in of(events, PriceChangeStarted)] == [("silver_chart",)]
    assert s.silver_chart == [] and s.invariants() == []


def test_price_change_when_the_sales_table_is_down_to_five_coloured_cases() -> None:
    s = fresh()
    seat = s.current
    s.tables[0] = [2, 2, 2, 0, 0, 1]
    s.bag[G] += 2
    s.bag[O] += 2
    s.bag_n += 4
    give(s, seat, Y)
    events = act(s, Sell(Y))
    assert [e.triggers for e in of(events, PriceChangeStarted)] == [("sales_table",)]
    assert s.table == 1 and s.tables[0] == [0] * 6 and s.invariants() == []


def test_price_change_draws_the_level_cards_number_of_cases() -> None:
    for level, draws in enumerate(D.LEVEL_DRAWS, start=1):
        s = fresh()
        s.level = level
        ev: list = []
        s._price_change(("buy_chart",), ev)
        assert sum(of(ev, CasesDrawn)[0].counts) == draws


@pytest.mark.parametrize(("v", "row", "col"), [(0, 3, 2), (1, 3, 3), (2, 3, 4), (3, 4, 3), (4, 4, 4), (5, 5, 3)])
def test_price_table_moves_by_the_number_of_cases_drawn(v: int, row: int, col: int) -> None:
    s = fresh()
    s.level = 5  # draws 9: the bag holds only v yellows
    place(s, 3, 3, Y, B, R, G, O)
    set_bag(s, [v, 0, 0, 0, 0, 0])
    s._price_change(("buy_chart",), [])
    assert (s.row[Y], s.col[Y]) == (row, col)


@pytest.mark.parametrize(("blacks", "row", "col"), [(2, 2, 2), (3, 1, 3), (4, 1, 3)])
def test_two_or_more_blacks_are_subtracted_from_every_colour(blacks: int, row: int, col: int) -> None:
    s = fresh()
    place(s, 3, 3, Y, B, R, G, O)
    set_bag(s, [0, 0, 0, 0, 0, blacks])
    s._price_change(("buy_chart",), [])
    assert all((s.row[c], s.col[c]) == (row, col) for c in range(5))


def test_a_single_black_goes_back_into_the_bag_and_counts_are_used_as_they_are() -> None:
    s = fresh()
    place(s, 1, 3, Y, B, R, G, O)  # row 1: no level change (which would add a black)
    set_bag(s, [2, 0, 0, 0, 0, 1])
    s._price_change(("buy_chart",), [])
    assert (s.row[Y], s.col[Y]) == (1, 4)  # v = 2: right 1
    assert s.bag[D.BLACK] == 1 and s.reserve_blacks == 10


def test_silver_rises_one_space_per_black_and_one_per_three_bars_bought() -> None:
    s = fresh()
    s.silver_count = 7
    set_bag(s, [0, 0, 0, 0, 0, 2])
    s._price_change(("buy_chart",), [])
    assert s.silver_idx == 2 + 2 and s.silver_count == 0


def test_silver_rises_at_least_one_space_at_every_price_change() -> None:
    s = fresh()
    set_bag(s, [1, 1, 1, 1, 1, 0])
    s._price_change(("buy_chart",), [])
    assert s.silver_idx == D.MIN_SILVER_STEPS


def test_drawn_cases_go_to_the_market_and_blacks_to_the_reserve() -> None:
    s = fresh()
    market = s.market[:]
    set_bag(s, [2, 1, 0, 0, 0, 2])
    s._price_change(("buy_chart",), [])
    assert s.market[Y] == market[Y] + 2 and s.market[B] == market[B] + 1
    assert s.reserve_blacks == 12


def test_the_triggering_chart_goes_into_the_bag() -> None:
    s = fresh()
    to_chart(s, "silver", R, G, O, R, G)
    before = s.bag_n
    s._price_change(("silver_chart",), [])
    assert s.silver_chart == [] and s.bag_n == before - 5 + 5
    assert s.invariants() == []


def test_after_the_third_sales_table_the_second_is_reused_and_refilled() -> None:
    s = fresh()
    market = s.market[:]
    for table in (1, 2):
        s._next_sales_table([])
        assert s.table == table
    s._next_sales_table([])
    assert s.table == 1 and s.tables[1] == [2, 2, 2, 2, 2, 2]
    assert s.market == [m - 2 for m in market] and s.reserve_blacks == 8
    assert s.invariants() == []


def test_colours_absent_from_the_market_move_up_a_row() -> None:
    s = fresh()
    s.bag[G] += s.market[G]
    s.bag_n += s.market[G]
    s.market[G] = 0
    set_bag(s, [1, 1, 1, 0, 1, 0])  # no green drawn: v = 0 (left), then up for being absent
    s._price_change(("buy_chart",), [])
    assert (s.row[G], s.col[G]) == (1, 2)


def test_level_rises_to_the_highest_price_rows_phase_mark_adding_a_black_per_card() -> None:
    s = fresh()
    place(s, 5, 3, Y)  # row 5: phase mark 3
    set_bag(s, [1, 1, 1, 1, 1, 0])
    ev: list = []
    s._price_change(("buy_chart",), ev)
    assert s.level == 3 and s.level_blacks == 2 and s.bag[D.BLACK] == 2
    assert of(ev, LevelChanged)[0].blacks_added == 2


def test_interest_is_one_dollar_per_subsidy_card_at_every_price_change() -> None:
    s = fresh()
    s.subsidies[1], s.cash[1] = 3, 10
    s._price_change(("buy_chart",), [])
    assert s.cash[1] == 7 and s.unpaid[1] == 0


def test_unpaid_interest_turns_cards_face_down_and_is_paid_on_the_next_turn() -> None:
    s = fresh()
    nxt = (s.current + 1) % 4
    s.subsidies[nxt], s.cash[nxt] = 2, 1
    s.bank -= 1
    ev: list = []
    s._price_change(("buy_chart",), ev)
    assert s.unpaid[nxt] == 1 and s.cash[nxt] == 0
    assert InterestCharged(nxt, 1, 1) in ev
    act(s, Pass(), PlaceCase(R))
    assert s.current == nxt and s.phase == OWE
    assert set(s.legal_actions(nxt)) == {TakeSubsidy()}
    act(s, TakeSubsidy(), PayInterest())
    assert s.unpaid[nxt] == 0 and s.cash[nxt] == 19 and s.phase == MAIN


def test_owing_player_without_subsidies_left_must_sell_shares_first() -> None:
    s = fresh()
    nxt = (s.current + 1) % 4
    s.subsidies[nxt], s.unpaid[nxt] = 3, 2
    act(s, Pass(), PlaceCase(R))
    legal = s.legal_actions(nxt)
    assert legal and all(isinstance(a, Sell) for a in legal)
    c = next(c for c in range(5) if s.holdings[nxt][c])
    act(s, Sell(c))
    while s.current == nxt and s.phase in (CASE, SELLING):
        act(s, s.legal_actions(nxt)[-1])
    assert s.unpaid[nxt] == 0 and s.cash[nxt] == 5


# -- the end ----------------------------------------------------------------------------------------------
def test_game_ends_when_the_silver_price_reaches_100() -> None:
    s = fresh()
    s.silver_idx = D.SILVER_END - 1
    ev: list = []
    s._price_change(("buy_chart",), ev)
    assert s.phase == OVER and s.is_over() and s.to_move() == ()
    assert of(ev, GameEnded)[0].cause == "minimum_step"
    assert s.invariants() == []


def test_final_settlement_sells_shares_takes_subsidies_and_buys_silver_at_100() -> None:
    s = fresh()
    seat = 0
    for c in range(5):  # the screen's cases back into the bag, then five yellows behind it
        s.bag[c] += s.holdings[seat][c]
        s.bag_n += s.holdings[seat][c]
        s.holdings[seat][c] = 0
    s.held[seat] = 0
    give(s, seat, Y, 5)
    place(s, 7, 5, Y)  # yellow at 148
    s.cash[seat] = 40
    s.bank -= 40
    s.subsidies[seat] = 1
    s.silver_idx = D.SILVER_END - 1
    ev: list = []
    s._price_change(("buy_chart",), ev)
    fin = next(e for e in of(ev, FinalSettlement) if e.seat == seat)
    # interest 1 paid at the change; 740 from shares; 2 more subsidies at level 4 limit 8 -> 7 more
    assert fin.share_cash == 5 * s.price(Y)
    total = 39 + fin.share_cash + fin.subsidy_cash
    assert fin.bars == total // 100 and s.cash[seat] == total % 100
    assert s.held[seat] == 0 and s.invariants() == []


def test_winner_by_gold_then_silver_then_cash() -> None:
    s = fresh()
    s.phase = OVER
    s.gold, s.silver, s.cash = [2, 2, 2, 1], [1, 3, 3, 4], [10, 5, 50, 99]
    s.bank = -sum(s.cash)
    r = s.result()
    assert r.ranks == (3, 2, 1, 4) and r.winners == (2,)
    assert r.scores == (11, 13, 13, 9)


# -- hidden information ---------------------------------------------------------------------------------
def test_view_hides_other_screens_but_not_public_purchases() -> None:
    s = fresh()
    seat = s.current
    act(s, TakeSubsidy(), Buy(Y))
    other = (seat + 1) % 4
    v = s.view(other)
    assert v.holdings[other] == s.holdings[other]
    assert v.holdings[seat] == [1, 0, 0, 0, 0] and v.held[seat] == 6
    assert v.rng is None


def test_view_hides_the_bags_colours_but_keeps_its_counts() -> None:
    s = fresh()
    v = s.view(0)
    assert v.bag[:5] == [-1] * 5 and v.bag_n == s.bag_n and v.bag[D.BLACK] == s.bag[D.BLACK]


def test_determinize_keeps_what_the_viewer_knows() -> None:
    from desktop.engine import Rng

    s = fresh()
    seat = s.current
    act(s, TakeSubsidy(), Buy(Y))
    v = s.view(2)
    full = v.determinize(Rng(5))
    assert full.invariants() == [] and full.holdings[seat][Y] >= 1
    assert full.holdings[2] == s.holdings[2]
    assert full.view(2).snapshot() == v.snapshot()


def test_sell_at_the_start_level_ends_after_one_share() -> None:
    s = fresh()
    seat = s.current
    give(s, seat, Y)
    act(s, Sell(Y))
    assert s.phase != SELLING
