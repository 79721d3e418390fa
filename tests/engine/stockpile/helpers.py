"""Shared helpers for the Stockpile tests: fresh games, driving to a phase, fixing cards."""

from __future__ import annotations

from desktop.engine import Action, IllegalAction
from desktop.engine.games.stockpile import GAME, StockpileOptions, StockpileState
from desktop.engine.games.stockpile import state as S


def new(players: int = 4, seed: int = 1, rules_version: int | None = None, **options: bool) -> StockpileState:
    state = GAME.new_game(players, StockpileOptions(**options), seed, rules_version)
    assert isinstance(state, StockpileState)
    return state


def first_legal(state: StockpileState) -> Action:
    seat = state.to_move()[0]
    return state.legal_actions(seat)[0]


def drive_to(state: StockpileState, phase: int, limit: int = 5000) -> None:
    """Play the first legal action until ``phase`` is reached (no dividend pending)."""
    for _ in range(limit):
        if state.phase == phase and not state.claims:
            return
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    raise AssertionError(f"phase {phase} not reached")


def refused(state: StockpileState, seat: int, action: Action) -> str:
    """Apply an illegal action: return its reason and check nothing changed."""
    before = state.snapshot()
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert state.snapshot() == before, "a refused action changed the state"
        return exc.reason
    raise AssertionError(f"{action} was accepted")


def at_selling(players: int = 4, seed: int = 1, **options: bool) -> StockpileState:
    """A game at the Selling phase with the turn at its start player."""
    state = new(players, seed, **options)
    drive_to(state, S.SELLING)
    return state


def set_turn(state: StockpileState, phase: int, seat: int) -> None:
    """Put ``seat`` to move in ``phase`` (order_pos follows the turn order)."""
    state.phase = phase
    state.turn = seat
    state.order_pos = (seat - state.start) % state.num_players
    state.claims = []
