"""The rules file's tables and every DEFAULT it names, one test each."""

from __future__ import annotations

from desktop.engine.games.stockpile import GAME, StockpileOptions
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.actions import Bid, ClaimDividend, NameCompany, UseMark
from desktop.engine.games.stockpile.events import HIDDEN
from tests.engine.stockpile.helpers import drive_to, new
from tests.engine.stockpile.test_rules import fix_count
from tests.engine.stockpile.test_variants import with_investors


def test_market_deck_is_60_stock_12_fees_and_8_action_cards() -> None:
    assert sum(D.DECK_COUNTS) == D.DECK_SIZE == 80
    assert sum(D.DECK_COUNTS[:6]) == 60 and sum(D.DECK_COUNTS[6:9]) == 12 and sum(D.DECK_COUNTS[9:]) == 8
    assert [D.fee_value(k) for k in (D.FEE1, D.FEE2, D.FEE3)] == [1, 2, 3]


def test_forecasts_are_plus4_plus2_plus1_dividend_minus2_minus3() -> None:
    assert sorted(D.FORECASTS) == [-3, -2, D.DIVIDEND, 1, 2, 4]
    assert sum(D.FORECASTS) == 2


def test_bid_track_runs_from_0_to_25000() -> None:
    assert D.BID_TRACK == (0, 1, 3, 6, 10, 15, 20, 25)


def test_advanced_tracks_start_on_5_with_their_octagon_reset_spaces() -> None:
    s = new(4, advanced_board=True)
    assert [s.value(c) for c in range(6)] == [5] * 6
    assert [s.tracks[c][s.resets[c]] for c in range(6)] == [5, 4, 6, 7, 3, 5]


def test_the_round_table_never_runs_the_market_deck_dry() -> None:
    for players in (2, 3, 4, 5):
        rounds, lots, _m, _c, _p, _d, _pub, batches = D.PLAYER_TABLE[players]
        per_round = lots + batches * players * D.SUPPLY_HAND
        assert rounds * per_round <= D.DECK_SIZE - players
    s = new(5, seed=8)
    drive_to(s, S.OVER, limit=20000)
    assert s.deck == []  # five players use the deck exactly


def test_bankruptcy_discards_the_remaining_downward_steps() -> None:
    s = new(4)
    s.price[0] = 0  # value 1
    s._move(0, -3, [])
    assert s.value(0) == 5


def test_boom_on_a_company_bankrupted_earlier_applies_from_its_reset_value() -> None:
    s = new(4)
    s.price[2] = 1
    s._move(2, -2, [])
    s._move(2, 2, [])
    assert s.value(2) == 7


def test_company_nobody_holds_awards_no_majority_bonus() -> None:
    s = new(3)
    for seat in range(3):
        s.port[seat] = []
    fix_count(s)
    s._final_scoring([])
    assert all(dict(b)["majority_bonus"] == 0 for b in s.breakdown)


def test_rules_version_1_pays_only_the_oldest_fee_debt() -> None:
    """Games saved under rules version 1 keep its fee order to their end (tests/engine/stockpile/
    test_rules_v2.py has today's rule)."""
    s = new(4, rules_version=1)
    s.bank += s.cash[0]
    s.cash[0] = 0
    s.debt[0] = [D.FEE3, D.FEE1]
    fix_count(s)
    s._gain(0, 2, [])
    assert s.debt[0] == [D.FEE3, D.FEE1] and s.cash[0] == 2  # the older $3,000 fee waits for $3,000
    s._gain(0, 2, [])
    assert s.debt[0] == [] and s.cash[0] == 0


def test_maverick_mark_moved_card_keeps_its_facing() -> None:
    s = with_investors(4, {0: [D.MARK]})
    drive_to(s, S.PRE_DEMAND)
    src, pos = next((lot, i) for lot, pile in enumerate(s.lots) for i, (_k, m) in enumerate(pile)
                    if m != s.all_mask and not m & 1)
    dst = (src + 1) % 4
    card = s.lots[src][pos]
    s.apply(0, UseMark(src, pos, dst))
    assert s.lots[dst][-1] == card  # still face down, known to the same seats
    for seat in range(4):
        assert s.view(seat).lots[dst][-1][0] == (card[0] if card[1] >> seat & 1 else HIDDEN)


def test_stockpile_emptied_by_mark_is_still_auctioned() -> None:
    s = with_investors(4, {0: [D.MARK]})
    drive_to(s, S.PRE_DEMAND)
    s.lots[3] = s.lots[3][:1]
    fix_count(s)
    s.apply(0, UseMark(3, 0, 0))
    assert s.lots[3] == [] and s.phase == S.DEMAND
    order = [(s.start + i) % 4 for i in range(4)]
    for i, seat in enumerate(order):
        s.apply(seat, Bid(3 - i, 0))
    assert s.phase != S.DEMAND and len(s.port[order[0]]) == 1  # the empty stockpile's winner took nothing


def test_deborah_dividend_pays_a_split_card_twice() -> None:
    s = with_investors(3, {1: [D.DEBORAH]})
    drive_to(s, S.SELLING)
    s.split[2][4] = 1
    for seat in range(3):
        s.port[seat] = []
    fix_count(s)
    s.phase = S.DEBORAH
    s.turn = 1
    cash = s.cash[2]
    s.apply(1, NameCompany(4))
    assert s.cash[2] == cash + 2


def test_placer_keeps_knowing_a_face_down_card_after_another_player_wins_it() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    order = [(s.start + i) % 4 for i in range(4)]
    placer, winner, third = order[0], order[1], order[2]
    s.lots[2] = [(5, 1 << placer)]  # a face-down Epic Electric placed by ``placer``
    fix_count(s)
    for i, seat in enumerate(order):
        s.apply(seat, Bid((i + 1) % 4, 0))  # ``winner`` (second in order) bids on stockpile 2
    assert (5, 1 << placer | 1 << winner) in s.port[winner]
    assert (5, 1 << placer | 1 << winner) in s.view(placer).port[winner]
    assert (HIDDEN, 1 << placer | 1 << winner) in s.view(third).port[winner]


def test_start_cash_replaced_by_the_investor_card() -> None:
    state = GAME.new_game(4, StockpileOptions(investors=True), 3)
    assert isinstance(state, S.StockpileState)
    assert sum(state.cash) == 0 and state.phase == S.DRAFT


def test_claiming_no_shares_reveals_nothing() -> None:
    s = new(4)
    seat = s.start
    s.port[seat] = [(1, 1 << seat)]
    fix_count(s)
    s.claims.append((1, 2, S.DIV_FORECAST))
    s._advance([])
    s.apply(seat, ClaimDividend(0))
    assert s.view((seat + 1) % 4).port[seat][0][0] == HIDDEN
