"""Hab & Gut: every kind of bad input is refused with its reason and changes nothing."""

from __future__ import annotations

import pytest

from desktop.engine.games.hab_und_gut import data as d
from desktop.engine.games.hab_und_gut.actions import Buy, Donate, EndTurn, PlayCard, Sell
from tests.engine.hab_und_gut.helpers import end_share_phase, give, new, play_price_phase, play_rounds, refused

COAL, WHEAT, CORN, COFFEE, SUGAR, TEA = range(6)


def test_buying_then_selling_in_one_turn_is_refused() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    refused(s, 0, Sell(COAL), "cannot_buy_and_sell")


def test_selling_then_buying_in_one_turn_is_refused() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    s.apply(0, Buy(WHEAT))
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    play_rounds(s, 2)
    assert s.to_move() == (0,)
    s.apply(0, Sell(COAL))
    refused(s, 0, Buy(WHEAT), "cannot_buy_and_sell")


def test_buying_more_than_three_shares_is_refused() -> None:
    s = new(3)
    for g in (COAL, WHEAT, CORN):
        s.apply(0, Buy(g))
    refused(s, 0, Buy(TEA), "share_limit_reached")


def test_selling_more_than_three_shares_is_refused() -> None:
    s = new(3)
    for _ in range(3):
        s.apply(0, Buy(COAL))
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    play_rounds(s, 2)
    s.holdings[0][COAL] += 1  # a fourth share, taken from the supply
    s.supply[COAL] -= 1
    for _ in range(3):
        s.apply(0, Sell(COAL))
    refused(s, 0, Sell(COAL), "share_limit_reached")


def test_a_second_donation_in_a_round_is_refused() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    s.apply(0, Buy(WHEAT))
    s.apply(0, Donate(COAL))
    refused(s, 0, Donate(WHEAT), "already_donated_this_round")


def test_trading_after_the_donation_is_refused() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    s.apply(0, Donate(COAL))
    refused(s, 0, Buy(COAL), "trading_closed_after_donation")


def test_buying_a_good_priced_zero_is_refused() -> None:
    s = new(3)
    s.prices[CORN] = 0
    refused(s, 0, Buy(CORN), "good_priced_zero")


def test_buying_from_an_empty_supply_is_refused() -> None:
    s = new(3)
    s.supply[TEA] = 0
    s.holdings[2][TEA] = 10
    refused(s, 0, Buy(TEA), "supply_empty")


def test_buying_without_enough_cash_is_refused() -> None:
    s = new(3)
    s.prices[SUGAR] = 250
    s.apply(0, Buy(SUGAR))
    refused(s, 0, Buy(SUGAR), "not_enough_cash")


def test_selling_a_share_not_in_hand_is_refused() -> None:
    s = new(3)
    refused(s, 0, Sell(COFFEE), "no_share_to_sell")


def test_selling_a_donated_share_is_refused() -> None:
    s = new(3)
    s.apply(0, Buy(COFFEE))
    s.apply(0, Donate(COFFEE))
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    play_rounds(s, 2)
    assert s.to_move() == (0,)
    refused(s, 0, Sell(COFFEE), "no_share_to_sell")


def test_donating_a_share_not_in_hand_is_refused() -> None:
    s = new(3)
    refused(s, 0, Donate(COAL), "no_share_to_donate")


def test_an_unknown_good_is_refused() -> None:
    s = new(3)
    refused(s, 0, Buy(6), "unknown_good")
    refused(s, 0, Sell(-1), "unknown_good")
    refused(s, 0, Donate("coal"), "unknown_good")  # type: ignore[arg-type]


def test_playing_two_cards_from_one_rack_is_refused() -> None:
    s = new(4)
    give(s, 0, COAL, 2)
    give(s, 0, WHEAT, 4)
    end_share_phase(s)
    s.apply(0, PlayCard(0, COAL, 2))
    refused(s, 0, PlayCard(0, WHEAT, 4), "rack_already_used")


def test_playing_from_a_rack_not_beside_you_is_refused() -> None:
    s = new(4)
    end_share_phase(s)
    card = s.racks[1][0]
    refused(s, 0, PlayCard(1, d.CARD_GOOD[card], d.CARD_VALUE[card]), "rack_not_beside_you")


def test_playing_a_card_not_in_the_rack_is_refused() -> None:
    s = new(4)
    end_share_phase(s)
    missing = next(c for c in range(d.NUM_CODES) if c not in s.racks[0])
    refused(s, 0, PlayCard(0, d.CARD_GOOD[missing], d.CARD_VALUE[missing]), "card_not_in_rack")
    refused(s, 0, PlayCard(0, COAL, 3), "card_not_in_rack")
    refused(s, 0, PlayCard(0, [COAL], 2), "card_not_in_rack")  # type: ignore[arg-type]


def test_actions_of_the_wrong_phase_are_refused() -> None:
    s = new(3)
    card = s.racks[0][0]
    refused(s, 0, PlayCard(0, d.CARD_GOOD[card], d.CARD_VALUE[card]), "wrong_phase")
    end_share_phase(s)
    refused(s, 0, Buy(COAL), "wrong_phase")
    refused(s, 0, EndTurn(), "wrong_phase")


def test_acting_out_of_turn_is_refused() -> None:
    s = new(3)
    refused(s, 1, Buy(COAL), "not_your_turn")


def test_a_view_cannot_be_played() -> None:
    s = new(3)
    refused(s.view(0), 0, EndTurn(), "view_is_not_playable")


def test_nothing_is_accepted_after_the_end() -> None:
    s = new(3)
    play_rounds(s, 8)
    assert s.is_over()
    refused(s, 0, EndTurn(), "game_over")


@pytest.mark.slow
def test_the_checks_accept_exactly_the_legal_actions() -> None:
    """Every action of a wide universe is either in legal_actions (and accepted)
    or refused with a reason and no change, at many points of seeded games."""
    from desktop.engine import Rng
    from desktop.engine.games.hab_und_gut.state import HabGutState

    universe = [EndTurn()]
    for g in range(-1, 7):
        universe += [Buy(g), Sell(g), Donate(g)]
    for rack in range(-1, 6):
        for g in range(6):
            for v in (-6, -4, -2, 0, 2, 4, 6):
                universe.append(PlayCard(rack, g, v))
    rng = Rng(12)
    for players in (3, 4, 5):
        s = new(players, seed=100 + players)
        step = 0
        while not s.is_over():
            seat = s.to_move()[0]
            legal = s.legal_actions(seat)
            if step % 13 == 0:
                for action in universe:
                    copy = s.clone()
                    assert isinstance(copy, HabGutState)
                    if action in legal:
                        copy.apply(seat, action)
                    else:
                        before = copy.snapshot()
                        try:
                            copy.apply(seat, action)
                        except Exception as exc:
                            assert type(exc).__name__ == "IllegalAction", repr(exc)
                        else:
                            raise AssertionError(f"{action} accepted but not listed as legal")
                        assert copy.snapshot() == before
            s.apply(seat, legal[rng.below(len(legal))])
            step += 1
