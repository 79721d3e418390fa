"""Rules version 2 (issue 25 item 7): "When the last case of a colour is taken from the market, move
that colour's price one step right at once" — whenever it happens in a turn, also to a colour that
was not in the market when the turn began.  Games saved under version 1 keep the old rule."""

from __future__ import annotations

from desktop.engine import Event
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import Buy, ExtraPass, PlaceCase, PriceMoved, Sell, TakeSubsidy
from desktop.engine.games.black_friday.state import AFTER, CASE, BlackFridayState
from tests.engine.black_friday.helpers import GAME, R, Y, act, fresh, of


def _sold_back_then_passed_away(rules_version: int | None) -> tuple[BlackFridayState, list[Event]]:
    """Yellow has no case in the market when the turn begins.  The player sells their one yellow share
    (it goes back to the market; the sales table has no yellow, so another colour's case comes from
    it), then uses the extra pass on that yellow case: the last yellow case leaves the market."""
    s = fresh(4, 1, rules_version)
    seat = s.current
    s.bag[Y] += s.market[Y]
    s.bag_n += s.market[Y]
    s.market[Y] = 0
    s.market_mask &= ~(1 << Y)  # as _start_turn would have seen it
    s.bag[Y] -= 1
    s.bag_n -= 1
    s.holdings[seat][Y] = s.known[seat][Y] = 1
    s.held[seat] = 1
    table = s.tables[s.table]
    s.bag[Y] += table[Y]
    s.bag_n += table[Y]
    table[Y] = 0
    s.special[seat] = D.SPECIAL_BIT[D.EXTRA_PASS]
    start = s.price(Y)
    events: list[Event] = list(act(s, Sell(Y)))
    while s.phase == CASE:
        events += act(s, s.legal_actions(seat)[0])
    assert s.phase == AFTER and s.market[Y] == 1 and s.price(Y) < start  # the sale moved yellow left
    events += act(s, ExtraPass(Y))
    assert s.market[Y] == 0
    return s, events


def test_a_colour_sold_back_and_passed_away_in_one_turn_moves_right() -> None:
    s, events = _sold_back_then_passed_away(None)
    moves = [(e.cause, e.colour) for e in of(events, PriceMoved)]
    assert moves == [("sale", Y), ("last_from_market", Y)]
    assert s.price(Y) == D.GRID[D.START_ROW][D.START_COL]  # one left, one right


def test_rules_version_1_keeps_moving_only_colours_in_the_market_at_the_turns_start() -> None:
    _s, events = _sold_back_then_passed_away(1)
    assert [(e.cause, e.colour) for e in of(events, PriceMoved)] == [("sale", Y)]


def test_the_last_case_moves_its_colour_right_at_once_not_at_the_end_of_the_turn() -> None:
    """Bought out in the middle of a buy action: yellow steps right before the action is over."""
    s = fresh()
    s.market[R] += s.market[Y] - 1
    s.market[Y] = 1
    events = act(s, TakeSubsidy(), Buy(Y))
    assert s.price(Y) == 8 and [e.cause for e in of(events, PriceMoved)] == ["last_from_market"]
    events = act(s, PlaceCase(R))
    assert s.price(Y) == 8 and not of(events, PriceMoved)  # not a second time at the end of the turn


def test_rules_version_is_2() -> None:
    assert GAME.rules_version == 2 and fresh().rules_version == 2 and fresh(rules_version=1).rules_version == 1
