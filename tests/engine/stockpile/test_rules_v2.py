"""Rules version 2 (issue 25): three rules the engine now follows as the rulebook words them, and
games saved under rules version 1 keeping the old rule to their end."""

from __future__ import annotations

from desktop.engine import Event
from desktop.engine.games.stockpile import GAME
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.actions import NameCompany, SkipAbility
from desktop.engine.games.stockpile.events import DividendPaid
from tests.engine.stockpile.helpers import drive_to, new, refused
from tests.engine.stockpile.test_rules import fix_count
from tests.engine.stockpile.test_variants import with_investors


def test_rules_version_is_2_and_a_game_can_be_begun_under_version_1() -> None:
    assert GAME.rules_version == 2
    assert new(4).rules_version == 2
    old = new(4, rules_version=1)
    assert old.rules_version == 1 and old.clone().rules_version == 1 and old.view(0).rules_version == 1
    assert "rules_version" not in old.snapshot()  # so a version-1 save keeps its stored hash


# ------------------------------------------------------------------ 1. Steel's $ spaces
def _steel_passes_a_dollar_space_then_splits(rules_version: int) -> tuple[int, int, int, int]:
    """Steel at index 8 of its track (1,1,2,2,3,3,4,4,5,5), moved +2: onto the $ space 9, then off the
    end (a split) in the same move.  Seat ``a`` holds two Steel shares in its portfolio, seat ``b`` one
    split card; nobody else holds anything.  Returns the two seats' gains and the cards now split."""
    s = new(4, rules_version=rules_version, advanced_board=True)
    a, b = s.start, (s.start + 1) % 4
    for seat in range(4):
        s.port[seat] = []
    s.port[a] = [(D.STEEL, 1 << a), (D.STEEL, 1 << a)]
    s.split[b][D.STEEL] = 1
    fix_count(s)
    s.price[D.STEEL] = 8
    cash = list(s.cash)
    ev: list[Event] = []
    s._move(D.STEEL, 2, ev)
    s._advance(ev)
    assert not s.claims
    return s.cash[a] - cash[a], s.cash[b] - cash[b], s.split[a][D.STEEL], s.split[b][D.STEEL]


def test_steel_dollar_space_pays_the_shares_held_when_the_price_passes_it_before_a_split() -> None:
    """Rulebook: "when this company's price rises through or onto a marked space, each holder receives
    $1,000 per share from the bank; shares in the split area pay double."  The two portfolio shares
    were portfolio shares when the price passed the space: $1,000 each, though the split later in the
    same move puts them in the split area.  The card already split gets $2,000 (and the $10,000 split
    bonus)."""
    gain_a, gain_b, split_a, split_b = _steel_passes_a_dollar_space_then_splits(2)
    assert (split_a, split_b) == (2, 1)
    assert gain_a == 2 * D.STEEL_DIVIDEND
    assert gain_b == 2 * D.STEEL_DIVIDEND + D.SPLIT_BONUS


def test_rules_version_1_keeps_paying_shares_split_in_the_same_move_double() -> None:
    gain_a, gain_b, _sa, _sb = _steel_passes_a_dollar_space_then_splits(1)
    assert gain_a == 4 * D.STEEL_DIVIDEND
    assert gain_b == 2 * D.STEEL_DIVIDEND + D.SPLIT_BONUS


def test_a_dollar_space_passed_after_a_split_pays_the_split_cards_double() -> None:
    """Bottomline-style wrap on Steel: from its last space (index 9) +1 splits and lands on the reset
    space 4 (not a $ space); +1 more reaches 5, a $ space, now with the cards in the split area."""
    s = new(4, advanced_board=True)
    a = s.start
    for seat in range(4):
        s.port[seat] = []
    s.port[a] = [(D.STEEL, 1 << a)]
    fix_count(s)
    s.price[D.STEEL] = 9
    cash = s.cash[a]
    ev: list[Event] = []
    s._move(D.STEEL, 2, ev)
    s._advance(ev)
    assert s.price[D.STEEL] == 5 and s.split[a][D.STEEL] == 1
    assert s.cash[a] - cash == 2 * D.STEEL_DIVIDEND
    assert [e.amount for e in ev if isinstance(e, DividendPaid)] == [2 * D.STEEL_DIVIDEND]


# ------------------------------------------------------------------ 2. owed fees
def _owing(debts: list[int], rules_version: int | None = None) -> S.StockpileState:
    s = new(4, rules_version=rules_version)
    s.bank += s.cash[0]
    s.cash[0] = 0
    s.debt[0] = list(debts)
    fix_count(s)
    return s


def test_an_affordable_fee_does_not_wait_behind_an_unaffordable_one() -> None:
    """Rulebook: "if a player lacks the cash for the trading fees, those cards lie face up in front of
    them; as soon as the player has enough cash they must pay at once."  $2,000 pays the $1,000 fee
    at once, whichever card lay on top of the won lot."""
    for debts in ([D.FEE3, D.FEE1], [D.FEE1, D.FEE3]):
        s = _owing(debts)
        s._gain(0, 2, [])
        assert s.debt[0] == [D.FEE3] and s.cash[0] == 1
        s._gain(0, 2, [])
        assert s.debt[0] == [] and s.cash[0] == 0


def test_owed_fees_are_paid_largest_affordable_first_in_any_card_order() -> None:
    """The order-independent rule (docs/games/stockpile.md): pay the largest fee the cash covers, then
    again, until no owed fee can be paid.  $3,000 against $1,000 + $2,000 + $3,000 pays the $3,000."""
    results = set()
    for debts in ([D.FEE1, D.FEE2, D.FEE3], [D.FEE3, D.FEE2, D.FEE1], [D.FEE2, D.FEE1, D.FEE3]):
        s = _owing(debts)
        s._gain(0, 3, [])
        results.add((tuple(sorted(s.debt[0])), s.cash[0]))
        s._gain(0, 2, [])
        assert s.debt[0] == [D.FEE1] and s.cash[0] == 0  # $2,000 paid the $2,000 fee, $1,000 still owed
    assert results == {((D.FEE1, D.FEE2), 0)}


def test_a_new_fee_is_paid_at_once_when_cash_allows_though_an_older_one_is_owed() -> None:
    s = _owing([D.FEE3])
    s._gain(0, 1, [])
    assert s.debt[0] == [D.FEE3]
    s.debt[0].append(D.FEE1)  # a $1,000 fee taken with a won lot
    s.discard[D.FEE1] -= 1
    s._gain(0, 0, [])
    assert s.debt[0] == [D.FEE3] and s.cash[0] == 0


# ------------------------------------------------------------------ 3. Dividend Deborah may decline
def _at_deborah(rules_version: int | None = None) -> S.StockpileState:
    s = with_investors(3, {1: [D.DEBORAH]}, rules_version=rules_version)
    drive_to(s, S.SELLING)
    s.phase = S.DEBORAH
    s.turn = 1
    return s


def test_dividend_deborah_may_name_no_company() -> None:
    """Rulebook (Dividend Deborah): "you *may* name a company".  When the others hold every company she
    need not pay an opponent: naming none pays nobody and the round ends."""
    s = _at_deborah()
    for seat in range(3):
        s.port[seat] = []
        s.split[seat] = [0] * D.NUM_COMPANIES
    s.split[0] = [1] * D.NUM_COMPANIES
    s.split[2] = [1] * D.NUM_COMPANIES
    fix_count(s)
    assert SkipAbility() in s.legal_actions(1) and NameCompany(0) in s.legal_actions(1)
    cash = list(s.cash)
    events = s.apply(1, SkipAbility())
    assert not any(isinstance(e, DividendPaid) for e in events)
    assert s.cash == cash and not s.claims and s.phase != S.DEBORAH


def test_rules_version_1_keeps_deborah_naming_a_company() -> None:
    s = _at_deborah(rules_version=1)
    assert SkipAbility() not in s.legal_actions(1)
    assert refused(s, 1, SkipAbility()) == "wrong_phase"
