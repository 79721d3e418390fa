"""Building positions for the 1920 Wall Street tests."""

from __future__ import annotations

from typing import Any

from desktop.engine.games.wall_street_1920 import GAME, WallStreetOptions, WallStreetState
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import PlacePawn
from desktop.engine.games.wall_street_1920.state import PH_MAIN

# card ids used by the tests (see data.py)
CORN = 0  # plain corn share, cost 1
CORN_UP = 4  # corn share, cost 2, corn +1 when kept
CORN_DOWN = 7  # corn share, cost 1, corn -1 when kept
CORN_X2 = 11  # double corn, cost 4
COTTON = 12  # plain cotton, cost 2
STEEL = 22  # plain steel, cost 2
OIL = 31  # plain oil, cost 3
OIL_X2 = 38
GOLD = 39  # gold, cost 4
M_CORN_UP = 43  # market: corn +1, cost 2, 3 points
M_OIL_UP2 = 54  # market: oil +2, cost 3, 3 points, 1 dynamite
M_CORN_DOWN = 55  # market: corn -1, cost 1, 3 points, 1 dynamite
M_BOOM = 63
M_BUST = 66
M_UP = 69
M_DOWN = 72
M_MIXED = 75
M_CRASH = 77  # cost 1, 5 points, 2 dynamite
M_TRADE = 80
START_COTTON_CORN = 83
START_OIL_CORN = 85


def new(players: int = 4, seed: int = 3, **options: Any) -> WallStreetState:
    state = GAME.new_game(players, WallStreetOptions(**options), seed)
    assert isinstance(state, WallStreetState)
    return state


def at_main(players: int = 4, seed: int = 3, **options: Any) -> WallStreetState:
    """Every pawn on position 0; the start player (made seat 0) to act."""
    state = new(players, seed, **options)
    state.start_player = 0
    state.active = 0
    for seat in range(players):
        state.apply(seat, PlacePawn(0))
    assert state.phase == PH_MAIN and state.active == 0
    return state


def _take_out(state: WallStreetState, card: int) -> None:
    for pos in state.circle:
        if card in pos:
            pos.remove(card)
            return
    for pile in (state.deck, *state.piles, *state.stocks, *state.markets):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"card {card} not found")


def _put_back(state: WallStreetState, card: int) -> None:
    # under the middle of the deck: the explosion stays in the last nine
    state.deck.insert(D.EXPLOSION_DEPTH + 1, card)


def set_position(state: WallStreetState, pos: int, cards: list[int]) -> None:
    """Lay exactly ``cards`` at circle position ``pos`` (old cards go into the deck)."""
    size = len(state.circle)
    if D.TREND in state.circle[pos] and D.TREND not in cards:
        other = (pos + size // 2) % size
        for card in state.circle[other]:
            _put_back(state, card)
        state.circle[other] = [D.TREND]
        state.circle[pos] = []
    old = state.circle[pos]
    for card in old:
        if card not in cards:
            _put_back(state, card)
    state.circle[pos] = []
    for card in cards:
        if card in old:
            continue
        if card == D.TREND:
            state.circle[state.trend_position()] = []
        else:
            _take_out(state, card)
    state.circle[pos] = list(cards)
    for i, p in enumerate(state.circle):
        if not p:
            state.circle[i] = [state.deck.pop()]


def give(state: WallStreetState, seat: int, *cards: int) -> None:
    for card in cards:
        _take_out(state, card)
        if D.IS_SHARE[card]:
            state.stocks[seat].append(card)
            state.stocks[seat].sort()
        else:
            state.markets[seat].append(card)
            state.markets[seat].sort()


def set_top(state: WallStreetState, card: int) -> None:
    """Make ``card`` the deck's top card."""
    _take_out(state, card)
    state.deck.append(card)


def pile(state: WallStreetState, p: int, *cards: int) -> None:
    for card in cards:
        _take_out(state, card)
        state.piles[p].append(card)
