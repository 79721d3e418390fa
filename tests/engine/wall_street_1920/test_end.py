"""The explosion, the end event and scoring of 1920 Wall Street."""

from __future__ import annotations

from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import EndTurn, ExplosionPlaced, RaiseCapital, ToPile
from desktop.engine.games.wall_street_1920.state import (
    PH_EXPLODE,
    PH_MAIN,
    WallStreetState,
    end_event,
    score_holdings,
)
from tests.engine.wall_street_1920.helpers import (
    CORN,
    CORN_X2,
    GOLD,
    M_CORN_DOWN,
    M_CORN_UP,
    M_CRASH,
    OIL,
    STEEL,
    at_main,
    give,
    pile,
    set_top,
)

MIN4 = D.MIN_HOLDINGS[4]


def simple_turn(s: WallStreetState, seat: int) -> None:
    """Raise capital (one deck card to the left pile), end the turn."""
    s.capital[seat] = 4
    s.cash[seat] += 2
    s.bank -= 2
    s.apply(seat, RaiseCapital())
    s.apply(seat, ToPile(0))
    s.apply(seat, EndTurn())


def explosion_next(s: WallStreetState) -> None:
    """The explosion surfaces after the current player's next action."""
    set_top(s, D.EXPLOSION)
    set_top(s, s.deck[0] if s.deck[0] != D.EXPLOSION else s.deck[1])


def test_explosion_surfacing_after_a_turn_is_placed_by_the_next_player_and_ends_the_round() -> None:
    s = at_main()
    explosion_next(s)
    simple_turn(s, 0)
    assert s.phase == PH_EXPLODE and s.to_move() == (1,)
    events = s.apply(1, ToPile(2))
    assert ExplosionPlaced(1, 2, False, s.deck[-1]) in events
    assert s.piles[2][-1] == D.EXPLOSION and s.final_round and s.phase == PH_MAIN
    simple_turn(s, 1)  # the placing player still takes a normal turn
    simple_turn(s, 2)
    assert not s.is_over()
    simple_turn(s, 3)  # the player to the right of the start player finishes the round
    assert s.is_over()


def test_explosion_placed_by_the_start_player_ends_the_game_at_once() -> None:
    s = at_main()
    for seat in range(3):
        simple_turn(s, seat)
    explosion_next(s)
    simple_turn(s, 3)
    assert s.to_move() == (0,) and s.phase == PH_EXPLODE
    s.apply(0, ToPile(1))
    assert s.is_over()


def test_end_event_is_the_pile_with_most_dynamite_and_none_on_a_tie() -> None:
    assert end_event([[M_CRASH], [M_CORN_DOWN], []]) == (0, (2, 1, 0))
    assert end_event([[M_CORN_DOWN], [CORN], [D.EXPLOSION, M_CORN_UP]]) == (2, (1, 0, 2))
    assert end_event([[M_CRASH], [D.EXPLOSION], [M_CORN_DOWN]])[0] == -1
    assert end_event([[CORN], [], []])[0] == -1


def test_left_event_gold_cards_count_as_no_type_but_3_each() -> None:
    prices = [3, 4, 5, 6]
    cards = [OIL, GOLD]
    assert score_holdings(cards, None, prices, MIN4, -1) == (12, 0)  # gold as oil: 2 oil shares
    assert score_holdings(cards, None, prices, MIN4, D.END_LEFT) == (0, 3)


def test_middle_event_takes_one_share_of_every_type_from_every_player() -> None:
    prices = [3, 4, 5, 6]
    cards = [OIL, OIL + 1, OIL + 2, STEEL, STEEL + 1, STEEL + 2]
    assert score_holdings(cards, None, prices, MIN4, -1) == (18 + 15, 0)
    assert score_holdings(cards, None, prices, MIN4, D.END_MIDDLE) == (12, 0)  # steel 2 < 3


def test_right_event_halves_every_price_rounded_up() -> None:
    cards = [OIL, OIL + 1]
    assert score_holdings(cards, None, [3, 4, 5, 7], MIN4, D.END_RIGHT) == (8, 0)


def test_a_type_scores_only_at_the_minimum_holdings_for_the_player_count() -> None:
    corn4 = [CORN, CORN + 1, CORN + 2, CORN + 3]
    prices = [3, 4, 5, 6]
    assert score_holdings(corn4, None, prices, D.MIN_HOLDINGS[4], -1)[0] == 0  # needs 5
    assert score_holdings(corn4, None, prices, D.MIN_HOLDINGS[5], -1)[0] == 12  # needs 4
    assert score_holdings([*corn4, CORN_X2], None, prices, D.MIN_HOLDINGS[4], -1)[0] == 18  # double = 2


def test_the_hidden_share_on_the_capital_card_counts_towards_holdings() -> None:
    corn4 = [CORN, CORN + 1, CORN + 2, CORN + 3]
    assert score_holdings(corn4, D.CAPITAL_CARDS[0], [3, 4, 5, 6], MIN4, -1)[0] == 15
    assert score_holdings(corn4[:3], D.CAPITAL_CARDS[4], [3, 4, 5, 6], MIN4, -1)[0] == 15  # corn x2


def test_starting_and_gold_cards_count_as_the_type_their_owner_chooses() -> None:
    prices = [3, 4, 5, 6]
    start = next(c for c in D.START_IDS if D.CARDS[c].types == (D.OIL, D.CORN))
    assert score_holdings([OIL, start], None, prices, MIN4, -1)[0] == 12
    assert score_holdings([CORN, CORN + 1, CORN + 2, CORN + 3, start], None, prices, MIN4, -1)[0] == 15
    assert score_holdings([STEEL, STEEL + 1, GOLD], None, prices, MIN4, -1)[0] == 15


def test_score_adds_market_and_hidden_points_shares_cash_and_loans() -> None:
    s = at_main()
    s.capital_card = [0, 1, 2, 3]  # seat 0: hidden corn share and 3 points
    give(s, 0, CORN, CORN + 1, CORN + 2, CORN + 3, M_CRASH, M_CORN_UP)
    s.cash[0] = 7
    s.bank -= 3
    s.loans[0] = 1
    parts = dict(s.breakdown(0))
    assert parts == {"market_points": 8, "hidden_points": 3, "shares": 15, "gold_event": 0, "cash": 7,
                     "loans": -8, "tycoon": 0}
    assert s.result().scores[0] == 25


def test_ties_go_to_the_higher_capital_then_are_shared() -> None:
    s = at_main()
    s.capital_card = [3, 3, 3, 3]  # no hidden points anywhere (a test-only position)
    s.cash = [4, 4, 4, 0]
    s.capital = [5, 6, 5, 5]
    assert s.result().ranks == (2, 1, 2, 4)
    s.capital = [5, 5, 5, 5]
    assert s.result().ranks == (1, 1, 1, 4)


def test_game_end_resolves_the_end_event_before_scoring() -> None:
    s = at_main()
    give(s, 1, OIL, OIL + 1)
    pile(s, 2, M_CRASH)
    for seat in range(3):
        set_top(s, CORN + seat)  # no dynamite on the left pile
        simple_turn(s, seat)
    set_top(s, D.EXPLOSION)
    set_top(s, CORN + 3)
    simple_turn(s, 3)
    s.apply(0, ToPile(2))  # crash 2 + explosion 2 on the right pile
    assert s.is_over() and s.end_event == D.END_RIGHT and s.end_dynamite == (0, 0, 4)
    assert dict(s.result().breakdown[1])["shares"] == 6  # two oil at half of 6
    assert s.to_move() == () and s.legal_actions(0) == []
