"""Helpers for Landlord rule tests: set a position up by hand and rig the dice."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from desktop.engine import Action, Rng, registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import LandlordOptions
from desktop.engine.games.landlord.state import TURN, LandlordState

GAME = registry.get("landlord")


def new(players: int = 3, seed: int = 1, rules_version: int | None = None, **options: Any) -> LandlordState:
    """A fresh game with seat 0 to move at the start of its turn."""
    state = GAME.new_game(players, LandlordOptions(**options), seed, rules_version)
    assert isinstance(state, LandlordState)
    state.first_seat = 0
    state.current = 0
    state.phase = TURN
    return state


def rig(state: LandlordState, *rolls: tuple[int, int]) -> None:
    """Give the state a generator whose next dice are ``rolls``."""
    for k in range(10_000_000):
        rng = Rng(k)
        if all((rng.below(6) + 1, rng.below(6) + 1) == roll for roll in rolls):
            state.rng = Rng(k)
            return
    raise AssertionError("no generator found")


def own(state: LandlordState, seat: int, *squares: int) -> None:
    for sq in squares:
        state.owner[sq] = seat


def group(name: str) -> tuple[int, ...]:
    return D.GROUP_SQUARES[D.GROUP_IDS.index(name)]


def sq(name: str) -> int:
    return D.SQUARE_INDEX[name]


def top_card(state: LandlordState, card_id: str) -> None:
    """Put ``card_id`` on top of its deck (keeping the deck's cards)."""
    card = D.CARD_INDEX[card_id]
    deck = state.decks[D.CARD_DECK[card]]
    deck.remove(card)
    deck.insert(0, card)


def play(state: LandlordState, seat: int, *actions: Action) -> list[Any]:
    events: list[Any] = []
    for action in actions:
        events.extend(state.apply(seat, action))
    return events


def positions(seed: int, *, options: LandlordOptions | None = None, heuristic: bool = False,
              steps: int = 3000, pick_seed: int | None = None, rules_version: int | None = None,
              personality: Mapping[str, float] | None = None) -> Iterator[LandlordState]:
    """The positions of one 4-player game (at most ``steps``), yielded before each move: every seat
    plays the heuristic (with ``personality``) or a random legal action drawn from ``Rng(pick_seed)``
    (``seed + 7`` by default).  The state is the game's own: a caller may read it, not change it."""
    from desktop.ai.heuristics import heuristic_class  # (the engine tests need no bot otherwise)

    state = GAME.new_game(4, options, seed, rules_version)
    assert isinstance(state, LandlordState)
    bots = [heuristic_class("landlord")(seed + s, dict(personality) if personality else None)
            for s in range(4)]
    pick = Rng(seed + 7 if pick_seed is None else pick_seed)
    for _ in range(steps):
        if state.is_over():
            return
        yield state
        seat = state.to_move()[0]
        if heuristic:
            action = bots[seat].decide(state, seat)
        else:
            legal = state.legal_actions(seat)
            action = legal[pick.below(len(legal))]
        state.apply(seat, action)
