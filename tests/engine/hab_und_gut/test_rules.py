"""Hab & Gut: one test per rule of ../shared/rules/hab-und-gut.md, with the
rulebook's worked examples."""

from __future__ import annotations

from collections import Counter

import pytest

from desktop.engine import OptionError, Rng
from desktop.engine.games.hab_und_gut import GAME
from desktop.engine.games.hab_und_gut import data as d
from desktop.engine.games.hab_und_gut.actions import (
    HIDDEN,
    Buy,
    CardPlayed,
    Donate,
    DonationsCashed,
    EndTurn,
    GameEnded,
    PlayCard,
    PlayerEliminated,
    PriceMoved,
    RackDealt,
    Sell,
    ShareDonated,
    StartPlayerPassed,
)
from desktop.engine.games.hab_und_gut.state import EMPTY, PRICES, SHARES, HabGutState
from tests.engine.hab_und_gut.helpers import end_share_phase, give, new, play_price_phase, play_rounds

COAL, WHEAT, CORN, COFFEE, SUGAR, TEA = range(6)


# -- components and set-up ------------------------------------------------------
def test_deck_has_54_cards_nine_per_good_with_even_values_and_more_risers_than_fallers() -> None:
    assert len(d.DECK) == 54
    per_good = Counter(d.CARD_GOOD[c] for c in d.DECK)
    assert per_good == {g: 9 for g in range(6)}
    values = [d.CARD_VALUE[c] for c in d.DECK]
    assert all(v % 2 == 0 and -6 <= v <= 6 and v != 0 for v in values)
    assert sum(1 for v in values if v > 0) > sum(1 for v in values if v < 0)


def test_setup_prices_at_40_cash_300_ten_shares_per_good() -> None:
    s = new(4)
    assert s.prices == [40] * 6
    assert s.cash == [300] * 4
    assert s.supply == [10] * 6
    assert s.holdings == [[0] * 6 for _ in range(4)]
    assert s.invariants() == []


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_deals_eight_cards_to_each_rack_and_sets_the_rest_aside(players: int) -> None:
    s = new(players)
    assert [len(r) for r in s.racks] == [8] * players
    assert len(s.aside) == 54 - 8 * players
    assert sorted([c for r in s.racks for c in r] + s.aside) == list(d.DECK)


def test_players_are_three_to_five() -> None:
    assert (GAME.min_players, GAME.max_players) == (3, 5)
    with pytest.raises(OptionError):
        GAME.new_game(2)
    with pytest.raises(OptionError):
        GAME.new_game(6)


def test_racks_lie_between_neighbours_left_rack_shared_with_next_seat() -> None:
    s = new(4)
    assert s.seat_racks(0) == (0, 3)
    assert s.seat_racks(1) == (1, 0)
    assert s.seat_racks(3) == (3, 2)
    # every rack is beside exactly two seats: its owner (left) and the next seat (right)
    for rack in range(4):
        assert [seat for seat in range(4) if rack in s.seat_racks(seat)] == sorted([rack, (rack + 1) % 4])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_view_gives_each_seat_exactly_its_two_racks(players: int) -> None:
    s = new(players, seed=7)
    for seat in range(players):
        v = s.view(seat)
        for rack in range(players):
            if rack in s.seat_racks(seat):
                assert v.racks[rack] == s.racks[rack]
            else:
                assert v.racks[rack] == [HIDDEN] * len(s.racks[rack])
        assert sum(1 for r in v.racks if HIDDEN not in r) == 2


def test_view_hides_the_cards_set_aside_and_the_generator() -> None:
    s = new(5)
    v = s.view(2)
    assert v.aside == [HIDDEN] * len(s.aside)
    assert v.rng is None and v.viewer == 2


def test_donated_shares_lie_face_down_but_their_number_is_public() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    s.apply(0, Donate(COAL))
    for seat in (1, 2):
        v = s.view(seat)
        assert v.board[0] == [HIDDEN, EMPTY, EMPTY, EMPTY]
        assert v.holdings[0][COAL] == 1  # purchases are public; the donated share's good is not
    assert s.view(0).board[0] == [COAL, EMPTY, EMPTY, EMPTY]


def test_open_donations_option_shows_donated_shares() -> None:
    s = new(3, open_donations=True)
    s.apply(0, Buy(COAL))
    events = s.apply(0, Donate(COAL))
    assert s.view(1).board[0][0] == COAL
    assert events[0].for_seat(1) == events[0]


def test_donation_event_hides_the_good_from_other_seats() -> None:
    s = new(3)
    s.apply(0, Buy(SUGAR))
    (event,) = s.apply(0, Donate(SUGAR))
    assert isinstance(event, ShareDonated)
    assert event.for_seat(0) == event
    other = event.for_seat(1)
    assert isinstance(other, ShareDonated) and other.good == HIDDEN and other.slot == 0


# -- share phase ---------------------------------------------------------------------
def test_share_phase_goes_clockwise_from_the_start_player() -> None:
    s = new(4)
    order = []
    while s.phase == SHARES:
        seat = s.to_move()[0]
        order.append(seat)
        s.apply(seat, EndTurn())
    assert order == [0, 1, 2, 3]
    assert s.phase == PRICES and s.to_move() == (0,)


def test_buying_two_wheat_and_one_corn_costs_55_times_2_plus_60() -> None:
    s = new(4)
    s.prices[WHEAT] = 55
    s.prices[CORN] = 60
    paid = [e.price for a in (Buy(WHEAT), Buy(WHEAT), Buy(CORN)) for e in s.apply(0, a)]  # type: ignore[attr-defined]
    assert paid == [55, 55, 60]
    assert s.cash[0] == 300 - (55 * 2 + 60)
    assert s.holdings[0][WHEAT] == 2 and s.holdings[0][CORN] == 1
    assert s.supply[WHEAT] == 8 and s.supply[CORN] == 9
    assert s.invariants() == []


def test_shares_of_different_goods_may_be_bought_in_one_turn() -> None:
    s = new(3)
    for g in (COAL, TEA, SUGAR):
        s.apply(0, Buy(g))
    assert [s.holdings[0][g] for g in (COAL, TEA, SUGAR)] == [1, 1, 1]


def test_selling_pays_the_current_price_and_returns_the_share_to_the_supply() -> None:
    s = new(3)
    s.apply(0, Buy(COFFEE))
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    end_share_phase(s)  # round 2: seat 1 starts
    play_price_phase(s)
    end_share_phase(s)
    play_price_phase(s)  # round 4: seat 0 starts again
    assert s.to_move() == (0,)
    s.prices[COFFEE] = 50
    cash = s.cash[0]
    s.apply(0, Sell(COFFEE))
    assert s.cash[0] == cash + 50 and s.holdings[0][COFFEE] == 0 and s.supply[COFFEE] == 10


def test_a_turn_trades_at_most_three_shares() -> None:
    s = new(3)
    for _ in range(3):
        s.apply(0, Buy(COAL))
    assert not any(isinstance(a, Buy) for a in s.legal_actions(0))


def test_doing_nothing_is_a_legal_turn() -> None:
    s = new(3)
    assert EndTurn() in s.legal_actions(0)
    s.apply(0, EndTurn())
    assert s.cash[0] == 300 and s.to_move() == (1,)


def test_good_priced_zero_can_be_sold_for_nothing_and_donated() -> None:
    s = new(3)
    s.apply(0, Buy(TEA))
    s.apply(0, Buy(TEA))
    s.prices[TEA] = 0
    assert Buy(TEA) not in s.legal_actions(0)
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    play_rounds(s, 2)
    s.prices[TEA] = 0
    assert s.to_move() == (0,)
    cash = s.cash[0]
    s.apply(0, Sell(TEA))
    assert s.cash[0] == cash
    s.apply(0, Donate(TEA))
    assert s.board[0][3] == TEA


def test_share_bought_this_turn_may_be_donated_the_same_turn() -> None:
    s = new(3)
    s.apply(0, Buy(WHEAT))
    assert Donate(WHEAT) in s.legal_actions(0)
    s.apply(0, Donate(WHEAT))
    assert s.board[0][0] == WHEAT
    assert s.hand(0, WHEAT) == 0 and s.holdings[0][WHEAT] == 1


def test_donation_goes_on_the_slot_of_the_round() -> None:
    s = new(3)
    play_rounds(s, 2)
    seat = s.to_move()[0]
    s.apply(seat, Buy(CORN))
    s.apply(seat, Donate(CORN))
    assert s.board[seat] == [EMPTY, EMPTY, CORN, EMPTY]


def test_after_donating_only_ending_the_turn_is_left() -> None:
    s = new(3)
    s.apply(0, Buy(CORN))
    s.apply(0, Buy(CORN))
    s.apply(0, Donate(CORN))
    assert s.legal_actions(0) == [EndTurn()]


# -- price phase ---------------------------------------------------------------------
def test_price_phase_each_player_plays_one_card_from_each_rack_beside_them() -> None:
    s = new(4)
    end_share_phase(s)
    seen = []
    while s.phase == PRICES:
        seat = s.to_move()[0]
        action = s.legal_actions(seat)[0]
        assert isinstance(action, PlayCard)
        seen.append((seat, action.rack))
        s.apply(seat, action)
    by_seat: dict[int, list[int]] = {}
    for seat, rack in seen:
        by_seat.setdefault(seat, []).append(rack)
    assert {seat: sorted(racks) for seat, racks in by_seat.items()} == {
        seat: sorted(s.seat_racks(seat)) for seat in range(4)}
    assert [len(r) for r in s.racks] == [6] * 4


def test_wheat_minus_4_then_coffee_plus_6_halved_to_plus_3() -> None:
    s = new(4)
    give(s, 0, WHEAT, -4)
    give(s, 3, COFFEE, 6)
    end_share_phase(s)
    s.prices[WHEAT] = 55
    s.prices[COFFEE] = 50
    first = s.apply(0, PlayCard(0, WHEAT, -4))
    second = s.apply(0, PlayCard(3, COFFEE, 6))
    assert first[0] == CardPlayed(0, 0, WHEAT, -4, -4, True)
    assert first[1] == PriceMoved(WHEAT, 55, 35)  # four spaces down
    assert second[0] == CardPlayed(0, 3, COFFEE, 6, 3, False)
    assert second[1] == PriceMoved(COFFEE, 50, 65)  # three spaces up
    assert s.to_move() == (1,)
    assert s.invariants() == []


def test_either_rack_may_be_played_first() -> None:
    s = new(4)
    give(s, 3, SUGAR, -2)
    give(s, 0, TEA, 4)
    end_share_phase(s)
    s.apply(0, PlayCard(3, SUGAR, -2))
    s.apply(0, PlayCard(0, TEA, 4))
    assert s.prices[SUGAR] == 30 and s.prices[TEA] == 50


def test_prices_stop_at_0_and_250() -> None:
    s = new(4)
    give(s, 0, COAL, -6)
    give(s, 3, TEA, 6)
    end_share_phase(s)
    s.prices[COAL] = 10
    s.prices[TEA] = 245
    s.apply(0, PlayCard(0, COAL, -6))
    s.apply(0, PlayCard(3, TEA, 6))
    assert s.prices[COAL] == 0 and s.prices[TEA] == 250


def test_price_track_is_uniform_steps_of_5_from_0_to_250() -> None:
    assert (d.MIN_PRICE, d.MAX_PRICE, d.START_PRICE) == (0, 250, 40)
    assert tuple(range(0, 255, 5)) == d.TRACK
    assert d.move_price(40, -4) == 20 and d.move_price(10, -6) == 0 and d.move_price(240, 6) == 250
    assert d.half_steps(-6) == -3 and d.half_steps(2) == 1 and d.half_steps(-2) == -1


def test_move_price_float_is_the_interpolation_as_first_written() -> None:
    """``move_price_float`` (bounds written as comparisons) gives exactly the numbers of the
    first version (``min``/``max`` and ``bisect``), at and between the track's spaces, past its
    ends and for moves of every size (the bots' expected prices are compared exactly)."""
    import bisect

    def first(price: float, steps: float) -> float:
        last = len(d.TRACK) - 1
        if price <= d.TRACK[0]:
            at = 0.0
        elif price >= d.TRACK[last]:
            at = float(last)
        else:
            j = bisect.bisect_right(d.TRACK, price) - 1
            at = j + (price - d.TRACK[j]) / (d.TRACK[j + 1] - d.TRACK[j])
        x = min(float(last), max(0.0, at + steps))
        i = min(int(x), len(d.TRACK) - 2)
        return d.TRACK[i] + (x - i) * (d.TRACK[i + 1] - d.TRACK[i])

    rng = Rng(3)
    prices: list[float] = [-5, 0, 0.0, 2.5, 5, 40, 41.25, 245, 249.999, 250, 250.0, 260]
    prices += [rng.random() * 270 - 10 for _ in range(400)]
    steps: list[float] = [-60, -50, -7.5, -0.0, 0, 0.0, 0.75, 3, 4.5, 49.5, 50, 60]
    steps += [rng.random() * 40 - 20 for _ in range(40)]
    for price in prices:
        for step in steps:
            assert d.move_price_float(price, step) == first(price, step)



def test_start_player_passes_clockwise_after_each_round() -> None:
    s = new(3)
    starts = []
    for _ in range(4):
        end_share_phase(s)
        while s.phase == PRICES:
            seat = s.to_move()[0]
            for e in s.apply(seat, s.legal_actions(seat)[0]):
                if isinstance(e, StartPlayerPassed):
                    starts.append(e.seat)
    assert starts == [1, 2, 0, 1]
    assert s.start == 1 and s.half == 1


def test_every_rack_card_is_played_within_a_half() -> None:
    s = new(5)
    play_rounds(s, 3)
    assert [len(r) for r in s.racks] == [2] * 5
    end_share_phase(s)
    played = len(s.discard)
    play_price_phase(s)
    assert played == 30 and s.half == 1  # the last 10 cards ended the half


# -- end of a half ---------------------------------------------------------------------
def test_end_of_first_half_donations_are_sold_into_the_centre_and_shares_return() -> None:
    s = new(3)
    s.apply(0, Buy(COAL))
    s.apply(0, Buy(COAL))
    s.apply(0, Donate(COAL))
    s.apply(0, EndTurn())
    end_share_phase(s)
    play_price_phase(s)
    play_rounds(s, 2)
    end_share_phase(s)
    cashed = []
    while s.phase == PRICES:
        seat = s.to_move()[0]
        cashed += [e for e in s.apply(seat, s.legal_actions(seat)[0]) if isinstance(e, DonationsCashed)]
    assert s.half == 1 and s.round == 0
    price = s.prices[COAL]
    assert cashed[0] == DonationsCashed(0, (COAL,), price, price)
    assert s.centre == [price, 0, 0]
    assert s.holdings[0][COAL] == 1 and s.supply[COAL] == 9
    assert s.board[0] == [EMPTY] * 4
    assert s.cash[0] == 300 - 80  # donation money is not spendable
    assert s.invariants() == []


def test_end_of_first_half_reshuffles_all_54_cards_and_deals_again() -> None:
    s = new(4)
    play_rounds(s, 3)
    end_share_phase(s)
    events = []
    while s.phase == PRICES:
        seat = s.to_move()[0]
        events += s.apply(seat, s.legal_actions(seat)[0])
    dealt = [e for e in events if isinstance(e, RackDealt)]
    assert [e.rack for e in dealt] == [0, 1, 2, 3]
    assert [len(r) for r in s.racks] == [8] * 4 and len(s.aside) == 22 and s.discard == []
    assert sorted([c for r in s.racks for c in r] + s.aside) == list(d.DECK)
    assert s.phase == SHARES and s.half == 1
    # the new racks are shown only to the seats beside them
    assert dealt[2].for_seat(0) == type(dealt[2])(2, (HIDDEN,) * 8, 2, 3)
    assert dealt[2].for_seat(3) == dealt[2]


def test_the_second_half_is_played_like_the_first() -> None:
    s = new(3)
    play_rounds(s, 4)
    assert s.half == 1 and s.phase == SHARES
    play_rounds(s, 3)
    assert s.half == 1 and s.round == 3 and not s.is_over()
    play_rounds(s, 1)
    assert s.is_over() and s.to_move() == ()


# -- end of the game -------------------------------------------------------------------
def _to_last_card(s: HabGutState) -> None:
    """Play to just before the last card of the game."""
    play_rounds(s, 7)
    end_share_phase(s)
    while True:
        seat = s.to_move()[0]
        if seat == (s.start - 1) % s.num_players and s.used_rack >= 0:
            return
        s.apply(seat, s.legal_actions(seat)[0])


def _set_centres(s: HabGutState, centres: list[int]) -> None:
    for seat, amount in enumerate(centres):
        s.bank -= amount - s.centre[seat]
        s.centre[seat] = amount


def _finish(s: HabGutState) -> list[object]:
    seat = s.to_move()[0]
    return list(s.apply(seat, s.legal_actions(seat)[0]))


def test_end_of_game_holdings_are_sold_at_current_prices() -> None:
    s = new(3)
    s.apply(0, Buy(SUGAR))
    s.apply(0, Buy(SUGAR))
    _to_last_card(s)
    _finish(s)
    assert s.is_over()
    assert s.holdings[0][SUGAR] == 0 and s.supply == [10] * 6
    assert s.cash[0] == 300 - 80 + 2 * s.prices[SUGAR]
    assert s.invariants() == []


def test_end_of_game_donations_are_cashed_before_the_elimination() -> None:
    s = new(3)
    play_rounds(s, 7)
    seat = s.to_move()[0]
    s.apply(seat, Buy(CORN))
    s.apply(seat, Donate(CORN))
    end_share_phase(s)
    play_price_phase(s)
    assert s.is_over()
    assert s.centre[seat] == s.prices[CORN] > 0
    assert s.eliminated == [other != seat for other in range(3)]


def test_lowest_donor_is_eliminated_even_if_richest() -> None:
    s = new(4)
    _to_last_card(s)
    _set_centres(s, [50, 100, 100, 150])
    s.cash[0] += 1000
    s.bank -= 1000
    events = _finish(s)
    assert PlayerEliminated(0, 50) in events
    result = s.result()
    assert result.ranks[0] == 4 and 0 not in result.winners
    assert dict(result.breakdown[0])["eliminated"] == 1


def test_all_tied_lowest_donors_are_eliminated() -> None:
    s = new(4)
    _to_last_card(s)
    _set_centres(s, [50, 50, 100, 150])
    events = _finish(s)
    assert [e.seat for e in events if isinstance(e, PlayerEliminated)] == [0, 1]
    assert s.eliminated == [True, True, False, False]


def test_nobody_is_eliminated_when_everyone_donated_the_same() -> None:
    s = new(3)
    _to_last_card(s)
    _set_centres(s, [40, 40, 40])
    events = _finish(s)
    assert not any(isinstance(e, PlayerEliminated) for e in events)
    assert s.eliminated == [False] * 3


def test_richest_remaining_player_wins_and_ties_share_the_win() -> None:
    s = new(4)
    _to_last_card(s)
    _set_centres(s, [10, 100, 100, 100])
    events = _finish(s)
    for seat, cash in enumerate([900, 500, 500, 400]):
        s.bank += s.cash[seat] - cash
        s.cash[seat] = cash
    result = s.result()
    assert result.winners == (1, 2) and result.share(1) == 0.5
    assert result.ranks == (4, 1, 1, 3)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1


def test_max_decisions_bounds_random_play() -> None:
    rng = Rng(3)
    for players in (3, 4, 5):
        s = new(players, seed=players)
        steps = 0
        while not s.is_over():
            seat = s.to_move()[0]
            legal = s.legal_actions(seat)
            assert len(legal) <= 19
            s.apply(seat, legal[rng.below(len(legal))])
            steps += 1
            assert s.invariants() == []
        assert steps <= GAME.max_decisions(players, s.options)


# -- hidden information for search ------------------------------------------------------
def test_determinize_keeps_what_the_seat_sees_and_deals_unseen_cards() -> None:
    s = new(5, seed=11)
    s.apply(0, Buy(COFFEE))
    s.apply(0, Donate(COFFEE))
    end_share_phase(s)
    v = s.view(2)
    full = v.determinize(Rng(4))
    assert full.viewer is None and full.rng is not None
    for rack in s.seat_racks(2):
        assert full.racks[rack] == s.racks[rack]
    unseen = Counter(c for r in range(5) if r not in s.seat_racks(2) for c in s.racks[r]) + Counter(s.aside)
    assert Counter(c for r in range(5) if r not in s.seat_racks(2) for c in full.racks[r]) + \
        Counter(full.aside) == unseen
    assert full.board[0][0] == COFFEE  # seat 0 owns only coffee: the only possible donation
    assert full.invariants() == []
    assert full.view(2).snapshot() == v.snapshot()


def test_events_that_show_hidden_cards_or_shuffles_reveal() -> None:
    s = new(4)
    end_share_phase(s)
    events = s.apply(0, s.legal_actions(0)[0])
    assert isinstance(events[0], CardPlayed) and events[0].reveals  # others did not see that rack
    assert not events[1].reveals
    assert RackDealt.reveals and DonationsCashed.reveals
    assert not ShareDonated.reveals
