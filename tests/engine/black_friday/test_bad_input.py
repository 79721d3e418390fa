"""Bad input: every refused action names its reason and leaves the state unchanged."""

from __future__ import annotations

import pytest

from desktop.engine import Action, IllegalAction
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import (
    Buy,
    BuySilver,
    Done,
    ExtraPass,
    LowerPrice,
    Pass,
    PayInterest,
    PlaceCase,
    Sell,
    TakeSubsidy,
    UseSpecial,
)
from desktop.engine.games.black_friday.state import OWE, BlackFridayState
from tests.engine.black_friday.helpers import B, G, R, Y, act, fresh


def refused(state: BlackFridayState, action: Action, reason: str, seat: int | None = None) -> None:
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(state.current if seat is None else seat, action)
    assert info.value.reason == reason
    assert state.snapshot() == before


def test_buying_over_the_phases_trade_limit_is_refused() -> None:
    s2 = fresh()
    s2.level = 2
    s2.special[s2.current] = D.SPECIAL_BIT[D.BUY_PLUS_ONE]  # keeps the action open at the limit
    act(s2, TakeSubsidy(), Buy(Y), Buy(B))
    refused(s2, Buy(Y), "trade_limit_reached")


def test_selling_over_the_phases_trade_limit_is_refused() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.SELL_PLUS_ONE]
    c = next(c for c in range(5) if s.holdings[seat][c])
    act(s, Sell(c))
    refused(s, Sell(c), "trade_limit_reached")


def test_buying_silver_over_the_trade_limit_is_refused() -> None:
    s = fresh()
    s.special[s.current] = D.SPECIAL_BIT[D.SILVER_PLUS_ONE]
    act(s, TakeSubsidy(), BuySilver())
    refused(s, BuySilver(), "trade_limit_reached")


def test_buying_shares_without_the_money_is_refused() -> None:
    s = fresh()
    refused(s, Buy(Y), "not_enough_cash")


def test_buying_silver_without_the_money_is_refused() -> None:
    s = fresh()
    refused(s, BuySilver(), "not_enough_cash")


def test_a_second_use_of_a_special_action_is_refused() -> None:
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS] | D.SPECIAL_BIT[D.BUY_PLUS_ONE]
    act(s, ExtraPass(B))
    refused(s, ExtraPass(G), "special_already_used")
    act(s, TakeSubsidy(), Buy(Y))  # the action ends at the limit: the card is spent
    s = fresh()
    seat = s.current
    s.special[seat] = D.SPECIAL_BIT[D.BUY_PLUS_ONE]
    s.level = 2
    act(s, TakeSubsidy(), TakeSubsidy(), Buy(Y), Buy(Y), UseSpecial(D.BUY_PLUS_ONE))
    refused(s, UseSpecial(D.BUY_PLUS_ONE), "special_already_used")


def test_a_special_action_from_another_card_is_refused() -> None:
    s = fresh()
    refused(s, ExtraPass(B), "special_not_held")


def test_more_subsidies_than_the_limit_are_refused() -> None:
    s = fresh()
    act(s, *[TakeSubsidy()] * D.LEVEL_SUBSIDY_LIMIT[0])
    refused(s, TakeSubsidy(), "subsidy_limit_reached")


def test_selling_a_share_not_held_is_refused() -> None:
    s = fresh()
    seat = s.current
    c = next(c for c in range(5) if not s.holdings[seat][c])
    refused(s, Sell(c), "no_share_to_sell")


def test_buying_a_colour_missing_from_the_market_is_refused() -> None:
    s = fresh()
    act(s, TakeSubsidy())
    s.market[R] += s.market[Y]
    s.market[Y] = 0
    refused(s, Buy(Y), "not_in_market")


def test_acting_out_of_turn_is_refused() -> None:
    s = fresh()
    refused(s, Pass(), "not_your_turn", seat=(s.current + 1) % 4)


def test_steps_at_the_wrong_moment_are_refused() -> None:
    s = fresh()
    refused(s, Done(), "wrong_phase")
    refused(s, PlaceCase(Y), "wrong_phase")
    refused(s, LowerPrice(Y), "wrong_phase")
    refused(s, PayInterest(), "no_interest_owed")
    act(s, Pass())
    refused(s, Buy(Y), "wrong_phase")
    refused(s, PlaceCase(9), "unknown_colour")


def test_other_actions_while_interest_is_unpaid_are_refused() -> None:
    s = fresh()
    s.unpaid[s.current] = 2
    s.phase = OWE
    refused(s, Pass(), "interest_unpaid")
    refused(s, PayInterest(), "must_raise_money_first")


def test_the_fast_check_agrees_with_the_legal_actions_everywhere() -> None:
    from desktop.engine import Rng
    from desktop.engine.games.black_friday.records import UseSpecial as U

    candidates: list[Action] = [TakeSubsidy(), PayInterest(), BuySilver(), Pass(), Done()]
    for c in (*range(5), -1, 5):
        candidates += [Buy(c), Sell(c), ExtraPass(c), PlaceCase(c), LowerPrice(c)]
    candidates += [U(k) for k in (*D.SPECIALS, "nonsense")]
    rng = Rng(11)
    for players in (2, 3, 4, 5):
        s = fresh(players, seed=players)
        while not s.is_over():
            for seat in range(players):
                legal = set(s.legal_actions(seat))
                for a in candidates:
                    assert s.is_legal(seat, a) == (a in legal), (a, s.phase)
            seat = s.current
            legal_list = s.legal_actions(seat)
            s.apply(seat, legal_list[rng.below(len(legal_list))])
