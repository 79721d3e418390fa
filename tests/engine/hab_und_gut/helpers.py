"""Small helpers to put a Hab & Gut game into a given position."""

from __future__ import annotations

import pytest

from desktop.engine import Action, IllegalAction
from desktop.engine.games.hab_und_gut import GAME, HabGutState
from desktop.engine.games.hab_und_gut import data as d
from desktop.engine.games.hab_und_gut.actions import EndTurn, HabGutOptions
from desktop.engine.games.hab_und_gut.state import PRICES, SHARES


def new(players: int = 4, seed: int = 1, **options: bool) -> HabGutState:
    state = GAME.new_game(players, HabGutOptions(**options), seed)
    assert isinstance(state, HabGutState)
    return state


def refused(state: HabGutState, seat: int, action: Action, reason: str) -> IllegalAction:
    """The action is refused with ``reason`` and the state is unchanged."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert caught.value.reason == reason, str(caught.value)
    assert state.snapshot() == before
    return caught.value


def give(state: HabGutState, rack: int, good: int, value: int) -> None:
    """Make sure ``rack`` holds the card (good, value), swapping it in from
    wherever it is (cards stay conserved)."""
    code = d.CODE_OF[(good, value)]
    if code in state.racks[rack]:
        return
    places = [state.aside] + [state.racks[r] for r in range(state.num_players) if r != rack]
    for place in places:
        if code in place:
            out = next(c for c in state.racks[rack] if c != code)
            place.remove(code)
            place.append(out)
            place.sort()
            state.racks[rack].remove(out)
            state.racks[rack].append(code)
            state.racks[rack].sort()
            return
    raise AssertionError("card not found")


def end_share_phase(state: HabGutState) -> None:
    while state.phase == SHARES:
        state.apply(state.to_move()[0], EndTurn())


def play_price_phase(state: HabGutState) -> None:
    while state.phase == PRICES:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])


def play_rounds(state: HabGutState, rounds: int) -> None:
    for _ in range(rounds):
        end_share_phase(state)
        play_price_phase(state)


def set_rack(state: HabGutState, rack: int, cards: list[tuple[int, int]], keep: tuple[int, ...] = ()) -> None:
    """Make ``rack`` hold exactly ``cards`` (good, value), swapping cards with the
    other places (never with the racks in ``keep``); cards stay conserved."""
    from collections import Counter

    want = Counter(d.CODE_OF[c] for c in cards)
    have = Counter(state.racks[rack])
    incoming = list((want - have).elements())
    outgoing = list((have - want).elements())
    assert len(incoming) == len(outgoing), "a rack keeps its size"
    places = [state.aside] + [state.racks[r] for r in range(state.num_players) if r != rack and r not in keep]
    for code_in, code_out in zip(incoming, outgoing, strict=True):
        place = next(p for p in places if code_in in p)
        place.remove(code_in)
        place.append(code_out)
        place.sort()
        state.racks[rack].remove(code_out)
        state.racks[rack].append(code_in)
    state.racks[rack].sort()
