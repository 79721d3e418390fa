"""The advanced board and the ten investor cards (each an option), rule by rule."""

from __future__ import annotations

from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.actions import (
    Bid,
    ChooseInvestor,
    ClaimDividend,
    DoneSelling,
    EndActions,
    NameCompany,
    Place,
    Sell,
    SkipAbility,
    UseCramer,
    UseMark,
    UseMartha,
    UseWarren,
)
from desktop.engine.games.stockpile.events import HIDDEN, DividendDeclared
from tests.engine.stockpile.helpers import drive_to, new, refused, set_turn
from tests.engine.stockpile.test_rules import fix_count

PASSIVE = [D.BILL, D.BERNIE, D.DONALD, D.GRAHAM, D.STUART, D.CRAMER, D.DEBORAH, D.MARTHA, D.MARK, D.WARREN]

# ----------------------------------------------------------------- advanced board


def test_advanced_board_moves_by_spaces_not_values() -> None:
    s = new(4, advanced_board=True)
    assert [s.value(c) for c in range(6)] == [5] * 6
    s._move(3, 2, [])  # American Automotive 5 → 7 → 9
    assert s.value(3) == 9
    s._move(0, -1, [])  # Cosmic Computers 5 → 3
    assert s.value(0) == 3


def test_advanced_split_moves_to_the_octagon_space_and_keeps_moving() -> None:
    s = new(4, advanced_board=True)
    s.price[1] = 5  # Bottomline Bank on its last space (6)
    s.port[0] = [(1, 1)]
    fix_count(s)
    s._move(1, 2, [])  # off the end → split → octagon (index 3, value 4) → one more space → 5
    assert s.price[1] == 4 and s.value(1) == 5
    assert s.split[0][1] == 1


def test_advanced_bankruptcy_resets_to_the_black_circle_space() -> None:
    s = new(4, advanced_board=True)
    s.price[D.STEEL] = 0
    s._move(D.STEEL, -2, [])
    assert s.price[D.STEEL] == 8 and s.value(D.STEEL) == 5


def test_steel_dollar_space_pays_1000_a_share_and_split_cards_twice() -> None:
    s = new(4, advanced_board=True)
    a = s.start
    s.port[a] = [(D.STEEL, 1 << a), (D.STEEL, 1 << a)]
    s.split[(a + 1) % 4][D.STEEL] = 1
    fix_count(s)
    ev: list[object] = []
    s._move(D.STEEL, 1, ev)  # index 8 → 9, a $ space
    assert [c[:3] for c in s.claims] == [(D.STEEL, D.STEEL_DIVIDEND, S.DIV_STEEL)]
    cash = list(s.cash)
    s._advance(ev)
    assert s.cash[(a + 1) % 4] == cash[(a + 1) % 4] + 2
    assert s.to_move() == (a,)
    s.apply(a, ClaimDividend(2))
    assert s.cash[a] == cash[a] + 2
    assert any(isinstance(e, DividendDeclared) and e.reason == S.DIV_STEEL for e in ev)


def test_steel_pays_nothing_on_the_standard_board() -> None:
    s = new(4)
    s._move(D.STEEL, 3, [])
    assert s.claims == []


# ------------------------------------------------------------------- investors


def with_investors(players: int, wanted: dict[int, list[int]], seed: int = 1,
                   advanced: bool = False, rules_version: int | None = None) -> S.StockpileState:
    s = new(players, seed, rules_version, investors=True, advanced_board=advanced)
    dealt = len(s.offer[0])
    taken = [i for w in wanted.values() for i in w]
    filler = [i for i in PASSIVE if i not in taken]
    for seat in range(players):
        offer = list(wanted.get(seat, []))
        while len(offer) < dealt:
            offer.append(filler.pop(0))
        s.offer[seat] = sorted(offer)
    s.inv_out = filler
    assert s.invariants() == [] or s.invariants() == ["money_not_conserved"]
    while s.phase == S.DRAFT:
        seat = s.turn
        want = [i for i in wanted.get(seat, []) if i in s.offer[seat]]
        pick = want[0] if want else min(s.offer[seat], key=PASSIVE.index)
        s.apply(seat, ChooseInvestor(pick))
    assert s.invariants() == []
    return s


def test_investor_draft_keeps_one_of_two_and_starting_cash_is_its_value() -> None:
    s = new(4, investors=True)
    assert s.phase == S.DRAFT and all(len(o) == 2 for o in s.offer)
    assert s.cash == [0] * 4
    while s.phase == S.DRAFT:
        seat = s.turn
        s.apply(seat, ChooseInvestor(s.offer[seat][1]))
    assert all(len(i) == 1 for i in s.inv)
    assert s.cash == [D.INVESTOR_CASH[i[0]] for i in s.inv]


def test_two_player_investors_keep_two_of_four_with_the_sum_of_their_cash() -> None:
    s = new(2, investors=True)
    assert all(len(o) == 4 for o in s.offer)
    while s.phase == S.DRAFT:
        seat = s.turn
        s.apply(seat, ChooseInvestor(s.offer[seat][0]))
    assert all(len(i) == 2 for i in s.inv)
    assert s.cash == [sum(D.INVESTOR_CASH_2P[i] for i in s.inv[seat]) for seat in range(2)]


def test_dealt_investors_are_secret_until_chosen() -> None:
    s = new(3, investors=True)
    seat = s.turn
    other = (seat + 1) % 3
    assert s.view(other).offer[seat] == [HIDDEN, HIDDEN]
    assert s.view(seat).offer[seat] == s.offer[seat]
    s.apply(seat, ChooseInvestor(s.offer[seat][0]))
    assert s.view(other).inv[seat] == s.inv[seat]


def test_billionaire_bill_starts_with_the_largest_bankroll() -> None:
    s = with_investors(4, {0: [D.BILL]})
    assert s.cash[0] == 32 == max(D.INVESTOR_CASH)
    s2 = with_investors(2, {0: [D.BILL, D.GRAHAM]})
    assert s2.cash[0] == 35 + 6


def test_broker_bernie_is_paid_the_fees_he_wins() -> None:
    s = with_investors(4, {0: [D.BERNIE]})
    drive_to(s, S.DEMAND)
    s.lots[0] = [(D.FEE2, s.all_mask)]
    for pile in s.lots[1:]:
        pile[:] = [e for e in pile if not D.FEE1 <= e[0] <= D.FEE3]
    fix_count(s)
    order = [(s.start + i) % 4 for i in range(4)]
    cash = s.cash[0]
    for seat in order:
        s.apply(seat, Bid(0 if seat == 0 else 1 + [o for o in order if o != 0].index(seat), 0))
    assert s.cash[0] == cash + 2


def test_discount_donald_pays_the_bid_space_below_his_meeple() -> None:
    s = with_investors(4, {0: [D.DONALD]})
    drive_to(s, S.DEMAND)
    for pile in s.lots:
        pile[:] = [e for e in pile if not D.FEE1 <= e[0] <= D.FEE3]
    fix_count(s)
    order = [(s.start + i) % 4 for i in range(4)]
    others = [o for o in order if o != 0]
    cash = s.cash[0]
    for seat in order:
        if seat == 0:
            s.apply(0, Bid(0, 4))  # a $10,000 bid costs $6,000
        else:
            s.apply(seat, Bid(1 + others.index(seat), 0))
    assert s.cash[0] == cash - 6


def test_discount_donald_pays_nothing_on_the_1000_space() -> None:
    s = with_investors(4, {0: [D.DONALD]})
    drive_to(s, S.DEMAND)
    for pile in s.lots:
        pile[:] = [e for e in pile if not D.FEE1 <= e[0] <= D.FEE3]
    fix_count(s)
    order = [(s.start + i) % 4 for i in range(4)]
    others = [o for o in order if o != 0]
    cash = s.cash[0]
    for seat in order:
        s.apply(seat, Bid(0, 1) if seat == 0 else Bid(1 + others.index(seat), 0))
    assert s.cash[0] == cash


def test_crazy_cramer_moves_one_company_one_space_on_his_action_turn() -> None:
    s = with_investors(4, {0: [D.CRAMER]})
    drive_to(s, S.SELLING)
    s.acts[0] = [(D.BOOM, 1)]
    fix_count(s)
    set_turn(s, S.ACTION, 0)
    assert UseCramer(2, 1) in s.legal_actions(0)
    before = s.value(2)
    s.apply(0, UseCramer(2, -1))
    assert s.value(2) == before - 1
    assert refused(s, 0, UseCramer(2, 1)) == "ability_not_available"  # once per Action turn
    s.apply(0, s.legal_actions(0)[0])  # the Boom, after the ability
    assert s.phase != S.ACTION or s.turn != 0


def test_cramer_owner_without_action_cards_ends_his_turn_himself() -> None:
    s = with_investors(4, {0: [D.CRAMER]})
    drive_to(s, S.SELLING)
    s.acts[0] = []
    fix_count(s)
    set_turn(s, S.ACTION, 0)
    assert s.legal_actions(0)[-1] == EndActions()
    s.apply(0, EndActions())
    assert s.phase != S.ACTION or s.turn != 0


def test_dividend_deborah_names_a_company_whose_holders_get_1000_a_share() -> None:
    s = with_investors(3, {1: [D.DEBORAH]})
    drive_to(s, S.SELLING)
    while s.phase != S.DEBORAH:
        seat = s.to_move()[0]
        s.apply(seat, DoneSelling() if s.phase == S.SELLING and not s.claims else s.legal_actions(seat)[0])
    assert s.to_move() == (1,)
    holder = (s.start + 0) % 3
    s.port[holder] = [(5, 1 << holder)] * 3
    fix_count(s)
    cash = s.cash[holder]
    s.apply(1, NameCompany(5))
    assert s.to_move()[0] == holder
    s.apply(holder, ClaimDividend(3))
    assert s.cash[holder] == cash + 3


def test_golden_graham_gets_1000_more_for_each_share_sold_and_at_the_final_sale() -> None:
    s = with_investors(4, {0: [D.GRAHAM]})
    drive_to(s, S.SELLING)
    s.port[0] = [(2, 1), (2, 1)]
    s.split[0][3] = 1
    fix_count(s)
    set_turn(s, S.SELLING, 0)
    cash = s.cash[0]
    s.apply(0, Sell(2, 0))
    assert s.cash[0] == cash + s.value(2) + 1
    s.apply(0, Sell(3, 1))
    assert s.cash[0] == cash + s.value(2) + 1 + 2 * (s.value(3) + 1)
    s._final_scoring([])
    assert dict(s.breakdown[0])["final_sale"] == s.value(2) + 1


def test_mayknow_martha_looks_at_one_hidden_pair_once_per_round() -> None:
    s = with_investors(4, {0: [D.MARTHA]})
    drive_to(s, S.DEMAND)
    while s.turn != 0:
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    target = next(i for i, o in enumerate(s.pair_owner) if o not in (0, -1))
    assert s.view(0).pairs[target] == (HIDDEN, HIDDEN)
    s.apply(0, UseMartha(target))
    assert s.view(0).pairs[target] == s.pairs[target]
    assert not any(isinstance(a, UseMartha) for a in s.legal_actions(0))
    assert s.turn == 0  # looking does not end her turn: she still bids
    assert refused(s, 0, UseMartha(s.pair_owner.index(-1))) == "ability_not_available"


def test_mayknow_martha_may_not_look_at_face_down_pairs_with_five_players() -> None:
    s = with_investors(5, {0: [D.MARTHA]})
    drive_to(s, S.DEMAND)
    while s.turn != 0:
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    peeks = [a.pair for a in s.legal_actions(0) if isinstance(a, UseMartha)]
    assert sorted(s.pair_owner[p] for p in peeks) == [1, 2, 3, 4]


def test_maverick_mark_moves_one_card_between_stockpiles_before_demand() -> None:
    s = with_investors(4, {0: [D.MARK]})
    drive_to(s, S.PRE_DEMAND)
    assert s.to_move() == (0,)
    moved = s.lots[1][0]
    n0, n1 = len(s.lots[0]), len(s.lots[1])
    s.apply(0, UseMark(1, 0, 0))
    assert s.lots[0][-1] == moved and len(s.lots[0]) == n0 + 1 and len(s.lots[1]) == n1 - 1
    assert s.phase == S.DEMAND


def test_secretive_stuart_may_place_both_cards_face_down() -> None:
    s = with_investors(4, {0: [D.STUART]})
    while not (s.phase == S.SUPPLY and s.turn == 0):
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    s.apply(0, Place(s.hand[0][0], 0, True))
    s.apply(0, Place(s.hand[0][0], 1, True))
    assert s.lots[0][-1][1] == 1 and s.lots[1][-1][1] == 1


def test_without_stuart_the_second_card_must_be_face_up() -> None:
    s = with_investors(4, {0: [D.BILL]})
    while s.turn != 0:
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    seat = 0
    s.apply(seat, Place(s.hand[seat][0], 0, True))
    assert refused(s, seat, Place(s.hand[seat][0], 0, True)) == "must_place_face_up"


def test_wise_warren_sees_every_face_down_card_of_one_stockpile() -> None:
    s = with_investors(4, {0: [D.WARREN]})
    drive_to(s, S.PRE_DEMAND)
    hidden = [i for i, (_k, m) in enumerate(s.lots[2]) if not m & 1]
    s.apply(0, UseWarren(2))
    v = s.view(0)
    assert all(v.lots[2][i][0] == s.lots[2][i][0] for i in hidden)
    assert s.phase == S.DEMAND


def test_two_player_owner_of_mark_and_warren_chooses_the_order_or_skips() -> None:
    s = with_investors(2, {0: [D.MARK, D.WARREN]})
    drive_to(s, S.PRE_DEMAND)
    legal = s.legal_actions(0)
    assert any(isinstance(a, UseWarren) for a in legal) and any(isinstance(a, UseMark) for a in legal)
    s.apply(0, UseWarren(0))
    assert s.phase == S.PRE_DEMAND
    s.apply(0, SkipAbility())
    assert s.phase == S.DEMAND
