"""One test per rule of the base game (rules/stockpile.md), named after the rule."""

from __future__ import annotations

from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.actions import (
    Bid,
    ClaimDividend,
    DoneSelling,
    EndActions,
    Place,
    PlayAction,
    Sell,
)
from desktop.engine.games.stockpile.events import HIDDEN, DividendPaid, LotWon, PairRevealed
from tests.engine.stockpile.helpers import at_selling, drive_to, new, refused

# ---------------------------------------------------------------- setup


def test_setup_deals_each_player_one_stock_of_a_different_company() -> None:
    for players in (2, 3, 4, 5):
        s = new(players, seed=players)
        first = [s.port[seat][0][0] for seat in range(players)]
        assert len(set(first)) == players
        assert all(len(s.port[seat]) == 1 for seat in range(players))
        on_table = len(s.deck) + sum(len(h) for h in s.hand) + sum(len(p) for p in s.lots)
        assert on_table == D.DECK_SIZE - players  # the deck held 80 − P after setup


def test_start_cash_is_20000_or_30000_with_two_players() -> None:
    assert new(4).cash == [20] * 4
    assert new(3).cash == [20] * 3
    assert new(5).cash == [20] * 5
    assert new(2).cash == [30, 30]


def test_every_company_starts_at_5() -> None:
    s = new(4)
    assert [s.value(c) for c in range(6)] == [5] * 6


def test_rounds_stockpiles_and_meeples_follow_the_player_count() -> None:
    for players, rounds, lots, meeples in ((2, 6, 4, 2), (3, 7, 3, 1), (4, 6, 4, 1), (5, 5, 5, 1)):
        s = new(players)
        assert s.rounds == rounds and s.n_lots == lots
        drive_to(s, S.DEMAND)
        assert s.free == [meeples] * players


def test_game_lasts_the_rounds_of_its_player_count() -> None:
    for players in (2, 3, 4, 5):
        s = new(players, seed=3)
        drive_to(s, S.OVER, limit=20000)
        assert s.round == D.PLAYER_TABLE[players][0]


# ----------------------------------------------------------- information


def test_each_player_gets_one_private_pair_with_a_public_pair_face_up() -> None:
    s = new(4)
    assert sorted(s.pair_owner) == [-2, -1, 0, 1, 2, 3]
    assert sorted(c for c, _f in s.pairs) == list(range(6))
    assert sorted(f for _c, f in s.pairs) == sorted(D.FORECASTS)
    public = s.pair_owner.index(-1)
    for seat in range(4):
        assert s.view(seat).pairs[public] == s.pairs[public]


def test_three_players_leave_two_face_down_pairs_and_five_leave_none() -> None:
    assert sorted(new(3).pair_owner) == [-2, -2, -1, 0, 1, 2]
    assert sorted(new(5).pair_owner) == [-1, 0, 1, 2, 3, 4]


def test_two_player_game_deals_two_pairs_each_and_no_public_pair() -> None:
    s = new(2)
    assert sorted(s.pair_owner) == [-2, -2, 0, 0, 1, 1]


def test_private_pairs_are_secret_and_seen_by_their_owner() -> None:
    s = new(4)
    for slot, owner in enumerate(s.pair_owner):
        for seat in range(4):
            seen = s.view(seat).pairs[slot]
            if owner == seat or owner == -1:
                assert seen == s.pairs[slot]
            else:
                assert seen == (HIDDEN, HIDDEN)


# ----------------------------------------------------------------- supply


def test_supply_puts_one_card_face_up_on_each_stockpile_and_deals_two_to_each_player() -> None:
    s = new(4)
    assert s.phase == S.SUPPLY
    assert all(len(p) == 1 and p[0][1] == s.all_mask for p in s.lots)
    assert [len(h) for h in s.hand] == [2, 2, 2, 2]


def test_supply_places_one_card_face_up_and_one_face_down() -> None:
    s = new(4)
    seat = s.turn
    card = s.hand[seat][0]
    s.apply(seat, Place(card, 0, True))
    other = s.hand[seat][0]
    assert refused(s, seat, Place(other, 1, True)) == "must_place_face_up"
    s.apply(seat, Place(other, 1, False))
    assert s.turn == (seat + 1) % 4
    assert s.lots[0][-1] == (card, 1 << seat)
    assert s.lots[1][-1] == (other, s.all_mask)


def test_face_down_card_is_known_only_to_its_placer_while_counts_are_public() -> None:
    s = new(4)
    seat = s.turn
    card = s.hand[seat][0]
    s.apply(seat, Place(card, 2, True))
    for viewer in range(4):
        v = s.view(viewer)
        assert len(v.lots[2]) == 2
        assert v.lots[2][-1][0] == (card if viewer == seat else HIDDEN)


def test_two_player_supply_deals_and_places_twice() -> None:
    s = new(2)
    placed = 0
    while s.phase == S.SUPPLY:
        seat = s.turn
        s.apply(seat, s.legal_actions(seat)[0])
        placed += 1
    assert placed == 8
    assert sum(len(p) for p in s.lots) == 4 + 8


# ----------------------------------------------------------------- demand


def test_outbid_meeple_returns_and_rebids_in_turn_order() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    b, c, d = (a + 1) % 4, (a + 2) % 4, (a + 3) % 4
    s.apply(a, Bid(0, 1))
    s.apply(b, Bid(0, 2))  # a is outbid
    assert s.free[a] == 1 and s.bidder[0] == b
    s.apply(c, Bid(1, 0))
    s.apply(d, Bid(2, 0))
    assert s.turn == a  # the re-bid comes after every meeple was placed once
    s.apply(a, Bid(1, 1))  # outbids c
    assert s.turn == c
    s.apply(c, Bid(3, 0))
    assert s.phase != S.DEMAND  # every stockpile holds exactly one meeple


def test_bid_must_be_strictly_higher_than_the_meeple_there() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.apply(a, Bid(0, 0))
    assert refused(s, (a + 1) % 4, Bid(0, 0)) == "bid_not_higher"


def test_stockpile_with_a_25000_bid_is_locked() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.cash[a] = 25
    s.bank -= 5
    s.apply(a, Bid(0, D.TOP_SPACE))
    assert refused(s, (a + 1) % 4, Bid(0, D.TOP_SPACE)) == "lot_locked"
    assert all(act.lot != 0 for act in s.legal_actions((a + 1) % 4) if isinstance(act, Bid))


def test_bid_may_not_exceed_cash() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.cash[a] = 6
    s.bank += 14
    assert refused(s, a, Bid(0, 4)) == "bid_above_cash"  # $10,000 with $6,000
    s.apply(a, Bid(0, 3))  # $6,000 is allowed


def test_two_player_bids_together_within_cash_and_never_on_the_same_stockpile() -> None:
    s = new(2)
    drive_to(s, S.DEMAND)
    a, b = s.start, 1 - s.start
    s.apply(a, Bid(0, 6))  # $20,000 of $30,000
    s.apply(b, Bid(1, 0))
    assert refused(s, a, Bid(2, 6)) == "bid_above_cash"  # 20 + 20 > 30
    assert refused(s, a, Bid(0, 7)) == "own_meeple_on_lot"
    s.apply(a, Bid(2, 4))  # 20 + 10 = 30 is allowed


def test_winners_pay_their_bids_and_take_every_card_of_their_stockpile() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    order = [(a + i) % 4 for i in range(4)]
    # no fees anywhere, so the payment is exactly the bid
    for pile in s.lots:
        pile[:] = [(c if c < 6 or c > 8 else 0, m) for c, m in pile]
    fix_count(s)
    piles = [list(p) for p in s.lots]
    cash = list(s.cash)
    for i, seat in enumerate(order):
        s.apply(seat, Bid(i, i))  # $0, $1K, $3K, $6K
    for i, seat in enumerate(order):
        assert s.cash[seat] == cash[seat] - D.BID_TRACK[i]
        got = [c for c, _m in s.port[seat][1:]] + [c for c, _m in s.acts[seat]]
        assert sorted(got) == sorted(c for c, _m in piles[i])
    assert all(not p for p in s.lots)


def test_fee_is_paid_at_once_when_cash_allows() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.lots[0] = [(D.FEE3, s.all_mask)]
    for pile in s.lots[1:]:
        pile[:] = [e for e in pile if not D.FEE1 <= e[0] <= D.FEE3]
    fix_count(s)
    cash = s.cash[a]
    events = s.apply(a, Bid(0, 0))
    for i in range(1, 4):
        events += s.apply((a + i) % 4, Bid(i, 0))
    assert s.cash[a] == cash - 3
    assert s.debt[a] == []
    assert s.discard[D.FEE3] == 1
    assert any(isinstance(e, LotWon) for e in events)


def test_fee_is_kept_as_a_debt_and_paid_as_soon_as_cash_allows() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.lots[0] = [(D.FEE3, s.all_mask)]
    for pile in s.lots[1:]:
        pile[:] = [e for e in pile if not D.FEE1 <= e[0] <= D.FEE3]
    fix_count(s)
    s.bank += s.cash[a] - 2
    s.cash[a] = 2
    for i in range(4):
        s.apply((a + i) % 4, Bid(i, 0))
    assert s.debt[a] == [D.FEE3] and s.cash[a] == 2
    events: list[object] = []
    s._gain(a, 1, events)  # e.g. a sale of $1,000
    assert s.debt[a] == [] and s.cash[a] == 0


# ----------------------------------------------------------------- action


def test_boom_and_bust_cards_must_all_be_played() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    s.lots[0] = [(D.BOOM, s.all_mask)]
    for pile in s.lots[1:]:
        pile[:] = [e for e in pile if e[0] < D.BOOM]
    fix_count(s)
    for i in range(4):
        s.apply((a + i) % 4, Bid(i, 0))
    assert s.invariants() == []
    assert s.phase == S.ACTION and s.turn == a
    assert refused(s, a, EndActions()) == "action_cards_left"
    assert s.legal_actions(a) == [PlayAction(D.BOOM, c) for c in range(6)]


def test_boom_moves_two_spaces_up_and_bust_two_down() -> None:
    s = new(4)
    ev: list[object] = []
    s._move(0, D.ACTION_STEPS, ev)  # type: ignore[arg-type]
    s._move(1, -D.ACTION_STEPS, ev)  # type: ignore[arg-type]
    assert s.value(0) == 7 and s.value(1) == 3


# ---------------------------------------------------------------- selling


def test_selling_a_share_pays_the_current_price() -> None:
    s = at_selling()
    seat = s.turn
    s.port[seat] = [(2, 1 << seat)] + [e for e in s.port[seat] if e[0] != 2]
    fix_count(s)
    s.price[2] = 7  # value 8
    cash = s.cash[seat]
    s.apply(seat, Sell(2, 0))
    assert s.cash[seat] == cash + 8


def test_split_area_card_sells_as_two_shares_or_half() -> None:
    s = at_selling()
    seat = s.turn
    give_split(s, seat, 3, 2)
    s.price[3] = 5  # value 6
    cash = s.cash[seat]
    s.apply(seat, Sell(3, 1))
    assert s.cash[seat] == cash + 12
    s.apply(seat, Sell(3, 2))  # sell half: the card goes back to the portfolio, 1× price
    assert s.cash[seat] == cash + 18
    assert s.split[seat][3] == 0 and (3, s.all_mask) in s.port[seat]


def test_selling_ends_with_done_and_passes_in_turn_order() -> None:
    s = at_selling()
    seat = s.turn
    s.apply(seat, DoneSelling())
    assert s.phase != S.SELLING or s.turn != seat


# --------------------------------------------------------------- movement


def test_movement_reveals_private_pairs_in_turn_order_then_public_then_face_down() -> None:
    s = at_selling(seed=5)
    events: list[object] = []
    while s.phase == S.SELLING:
        events += s.apply(s.turn, DoneSelling())
        while s.claims:
            events += s.apply(s.claim_seat, ClaimDividend(0))
    owners = [e.owner for e in events if isinstance(e, PairRevealed)]
    expected = [(s.start - 1 + i) % 4 for i in range(4)]  # the start passed left at the round's end
    assert owners == [*expected, -1, -2]


def test_dividend_pays_2000_a_share_split_card_twice_and_holder_may_claim_fewer() -> None:
    s = new(4)
    ev: list[object] = []
    seat = s.start
    s.port[seat] = [(4, 1 << seat), (4, 1 << seat), (4, 1 << seat)]
    give_split(s, seat, 4, 1)
    fix_count(s)
    s.claims.append((4, D.DIVIDEND_PER_SHARE, S.DIV_FORECAST))
    cash = s.cash[seat]
    s._advance(ev)  # type: ignore[arg-type]
    assert s.cash[seat] == cash + 4  # the split-area card pays twice, at once
    assert s.to_move() == (seat,)
    assert s.legal_actions(seat) == [ClaimDividend(n) for n in range(4)]
    out = s.apply(seat, ClaimDividend(1))
    assert s.cash[seat] == cash + 6
    assert any(isinstance(e, DividendPaid) and e.shown == 1 for e in out)
    # the claimed share is shown to everyone; the other two stay secret
    other = (seat + 1) % 4
    assert sorted(k for k, _m in s.view(other).port[seat]) == [HIDDEN, HIDDEN, 4]


# ---------------------------------------------------------- split and bust


def test_split_above_10_resets_to_6_and_keeps_moving() -> None:
    s = new(4)
    s.price[0] = 8  # value 9
    ev: list[object] = []
    s._move(0, 4, ev)  # type: ignore[arg-type]
    assert s.value(0) == 8  # 9 → 10 → split → 6 → 7 → 8 (worked example)


def test_split_moves_portfolio_shares_to_the_split_area() -> None:
    s = new(4)
    seat = 0
    s.port[seat] = [(1, 1), (1, 1), (2, 1)]
    fix_count(s)
    s.price[1] = 9
    s._move(1, 1, [])
    assert s.split[seat][1] == 2 and [k for k, _m in s.port[seat]] == [2]
    assert s.view(1).split[seat][1] == 2  # the split area is public


def test_split_area_cards_pay_10000_each_at_a_new_split() -> None:
    s = new(4)
    seat = 2
    give_split(s, seat, 5, 2)
    s.port[seat] = [(5, 1 << seat)]
    fix_count(s)
    s.price[5] = 9
    cash = s.cash[seat]
    s._move(5, 1, [])
    assert s.cash[seat] == cash + 20
    assert s.split[seat][5] == 3  # the old cards stay, the new one joins them


def test_shares_bought_after_a_split_go_to_the_portfolio() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    a = s.start
    give_split(s, a, 0, 1)
    s.lots[0] = [(0, s.all_mask)]
    fix_count(s)
    for i in range(4):
        s.apply((a + i) % 4, Bid(i, 0))
    assert s.split[a][0] == 1 and (0, s.all_mask | 1 << a) in s.port[a]


def test_bankruptcy_below_1_discards_all_shares_and_resets_to_5() -> None:
    s = new(4)
    give_split(s, 1, 3, 1)
    s.port[0] = [(3, 1), (3, 1)]
    fix_count(s)
    s.price[3] = 1  # value 2
    s._move(3, -3, [])
    assert s.value(3) == 5
    assert s.split[1][3] == 0 and all(k != 3 for k, _m in s.port[0])


# ------------------------------------------------------------ end of round


def test_start_player_passes_left_each_round() -> None:
    s = new(4)
    first = s.start
    drive_to(s, S.SELLING)
    while s.round == 1:
        seat = s.to_move()[0]
        s.apply(seat, s.legal_actions(seat)[-1])
    assert s.start == (first + 1) % 4


def test_majority_bonus_10000_sole_or_5000_each_when_tied() -> None:
    s = new(3)
    for seat in range(3):
        s.port[seat] = []
    s.port[0] = [(0, 1), (0, 1)]
    give_split(s, 1, 0, 1)  # a split card is two shares: tied with seat 0
    s.port[2] = [(1, 4)]
    fix_count(s)
    before = list(s.cash)
    s._final_scoring([])
    bonus = [dict(b)["majority_bonus"] for b in s.breakdown]
    assert bonus == [5, 5, 10]
    assert s.cash[0] == before[0] + 5 + 2 * 5
    assert s.cash[1] == before[1] + 5 + 2 * 5
    assert s.cash[2] == before[2] + 10 + 5


def test_final_sale_at_current_prices_and_most_money_wins() -> None:
    s = new(3)
    for seat in range(3):
        s.port[seat] = []
    s.port[1] = [(2, 2)]
    fix_count(s)
    s.price[2] = 9  # value 10
    s._final_scoring([])
    assert dict(s.breakdown[1])["final_sale"] == 10
    assert s.is_over() and s.result().ranks[1] == 1
    assert s.to_move() == ()


def test_unpaid_fee_debt_is_subtracted_from_final_money() -> None:
    s = new(3)
    for seat in range(3):
        s.port[seat] = []
    s.bank += s.cash[0]
    s.cash[0] = 0
    s.debt[0] = [D.FEE2]
    fix_count(s)
    s._final_scoring([])
    assert s.scores[0] == -2


def test_equal_money_is_a_shared_win() -> None:
    s = new(3)
    for seat in range(3):
        s.port[seat] = []
    fix_count(s)
    s._final_scoring([])
    assert s.result().ranks == (1, 1, 1)


# ----------------------------------------------------------------- helpers


def give_split(s: S.StockpileState, seat: int, company: int, cards: int) -> None:
    s.split[seat][company] += cards
    fix_count(s)


def fix_count(s: S.StockpileState) -> None:
    """After a test changes holdings by hand, take or return the difference from the deck
    (of the same kinds) so that the cards stay conserved."""
    counts = [0] * D.NUM_CARD_KINDS
    for k in s.deck:
        counts[k] += 1
    have = list(s.discard)
    for seat in range(s.num_players):
        for k in s.hand[seat]:
            have[k] += 1
        for k, _m in s.port[seat]:
            have[k] += 1
        for k, _m in s.acts[seat]:
            have[k] += 1
        for k in s.debt[seat]:
            have[k] += 1
        for c in range(6):
            have[c] += s.split[seat][c]
    for pile in s.lots:
        for k, _m in pile:
            have[k] += 1
    deck = []
    for k in range(D.NUM_CARD_KINDS):
        deck.extend([k] * (D.DECK_COUNTS[k] - have[k]))
    assert all(D.DECK_COUNTS[k] >= have[k] for k in range(D.NUM_CARD_KINDS)), "test gave out too many cards"
    s.deck = deck[: len(deck)]
    assert s.invariants() == [] or s.invariants() == ["money_not_conserved"]
