"""Every bad input of issue 3 raises IllegalAction with its reason and changes nothing;
and ``_check`` refuses exactly the actions ``legal_actions`` leaves out."""

from __future__ import annotations

from desktop.engine import Action, IllegalAction, Rng
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
    PlayAction,
    Sell,
    SkipAbility,
    UseCramer,
    UseMark,
    UseMartha,
    UseWarren,
)
from tests.engine.stockpile.helpers import at_selling, drive_to, new, refused, set_turn
from tests.engine.stockpile.test_rules import fix_count


def demand(players: int = 4) -> S.StockpileState:
    s = new(players)
    drive_to(s, S.DEMAND)
    return s


def test_bid_above_cash_is_refused() -> None:
    s = demand()
    a = s.start
    s.bank += s.cash[a] - 5
    s.cash[a] = 5
    assert refused(s, a, Bid(0, 3)) == "bid_above_cash"


def test_bid_not_above_the_current_bid_is_refused() -> None:
    s = demand()
    a = s.start
    s.apply(a, Bid(1, 2))
    assert refused(s, (a + 1) % 4, Bid(1, 2)) == "bid_not_higher"
    assert refused(s, (a + 1) % 4, Bid(1, 1)) == "bid_not_higher"


def test_bid_on_a_stockpile_not_in_use_is_refused() -> None:
    s = demand(3)  # three players use three stockpiles
    assert refused(s, s.start, Bid(3, 0)) == "lot_not_in_use"
    assert refused(s, s.start, Bid(-1, 0)) == "lot_not_in_use"


def test_bid_on_a_locked_stockpile_is_refused() -> None:
    s = demand()
    a = s.start
    s.bank -= 10
    s.cash[a] += 10
    s.apply(a, Bid(2, D.TOP_SPACE))
    assert refused(s, (a + 1) % 4, Bid(2, D.TOP_SPACE)) == "lot_locked"


def test_bid_on_a_space_off_the_track_is_refused() -> None:
    s = demand()
    assert refused(s, s.start, Bid(0, 8)) == "bad_space"


def test_placing_a_card_you_do_not_hold_is_refused() -> None:
    s = new(4)
    seat = s.turn
    missing = next(k for k in range(D.NUM_CARD_KINDS) if k not in s.hand[seat])
    assert refused(s, seat, Place(missing, 0, False)) == "card_not_held"


def test_placing_on_a_stockpile_not_in_use_is_refused() -> None:
    s = new(3)
    seat = s.turn
    assert refused(s, seat, Place(s.hand[seat][0], 3, False)) == "lot_not_in_use"


def test_selling_shares_you_do_not_own_is_refused() -> None:
    s = at_selling()
    seat = s.turn
    missing = next(c for c in range(6) if s.portfolio_count(seat, c) == 0)
    assert refused(s, seat, Sell(missing, 0)) == "shares_not_owned"
    assert refused(s, seat, Sell(missing, 1)) == "split_card_not_owned"
    assert refused(s, seat, Sell(missing, 2)) == "split_card_not_owned"
    assert refused(s, seat, Sell(9, 0)) == "bad_company"


def test_claiming_a_dividend_for_shares_you_do_not_have_is_refused() -> None:
    s = new(4)
    seat = s.start
    s.port[seat] = [(4, 1 << seat)]
    fix_count(s)
    s.claims.append((4, D.DIVIDEND_PER_SHARE, S.DIV_FORECAST))
    s._advance([])
    assert s.to_move() == (seat,)
    assert refused(s, seat, ClaimDividend(2)) == "claim_exceeds_shares"
    assert refused(s, seat, ClaimDividend(-1)) == "bad_claim"
    assert refused(s, seat, Sell(4, 0)) == "wrong_phase"


def test_actions_of_another_phase_are_refused() -> None:
    s = new(4)
    seat = s.turn
    assert refused(s, seat, Bid(0, 0)) == "wrong_phase"
    assert refused(s, seat, DoneSelling()) == "wrong_phase"
    assert refused(s, seat, ClaimDividend(0)) == "no_dividend_to_claim"
    assert refused(s, (seat + 1) % 4, Place(0, 0, False)) == "not_your_turn"


def test_playing_an_action_card_you_do_not_hold_is_refused() -> None:
    s = at_selling()
    seat = s.start
    s.acts[seat] = [(D.BOOM, 1 << seat)]
    fix_count(s)
    set_turn(s, S.ACTION, seat)
    assert refused(s, seat, PlayAction(D.BUST, 0)) == "action_card_not_held"
    assert refused(s, seat, PlayAction(D.BOOM, 6)) == "bad_company"
    assert refused(s, seat, UseCramer(0, 1)) == "ability_not_available"


# ------------------------------------------------ _check agrees with legal_actions

UNIVERSE: list[Action] = [
    *(Bid(lot, sp) for lot in range(-1, 6) for sp in range(-1, 9)),
    *(Place(k, lot, fd) for k in range(11) for lot in range(-1, 6) for fd in (False, True)),
    *(Sell(c, kind) for c in range(-1, 7) for kind in range(-1, 4)),
    *(ClaimDividend(n) for n in range(-1, 12)),
    *(PlayAction(k, c) for k in range(11) for c in range(-1, 7)),
    *(UseCramer(c, d) for c in range(-1, 7) for d in (-2, -1, 0, 1, 2)),
    *(ChooseInvestor(i) for i in range(-1, 11)),
    *(UseMartha(p) for p in range(-1, 7)),
    *(UseWarren(lot) for lot in range(-1, 6)),
    *(UseMark(a, pos, b) for a in range(-1, 6) for pos in range(-1, 8) for b in range(-1, 6)),
    *(NameCompany(c) for c in range(-1, 7)),
    DoneSelling(), EndActions(), SkipAbility(),
]


def test_check_refuses_exactly_what_legal_actions_leaves_out() -> None:
    rng = Rng(11)
    for players, opts in ((2, {}), (4, {"investors": True}), (3, {"advanced_board": True, "investors": True}),
                          (5, {"investors": True}), (2, {"investors": True})):
        for seed in range(3):
            s = new(players, seed, **opts)
            steps = 0
            while not s.is_over():
                seat = s.to_move()[0]
                legal = s.legal_actions(seat)
                if steps % 7 == 0:
                    allowed = set(legal)
                    for action in UNIVERSE:
                        try:
                            s._check(seat, action)
                        except IllegalAction:
                            assert action not in allowed, f"{action} refused but listed"
                        else:
                            assert action in allowed, f"{action} accepted but not listed in phase {s.phase}"
                s.apply(seat, legal[rng.below(len(legal))])
                steps += 1
