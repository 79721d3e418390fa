"""A small heuristic for the fixture game Tiny Market, so the AI layer can be
tested without any real game: the same three names every game's heuristic
module provides (``HeuristicBot``, ``PERSONALITY_DEFAULTS``, ``evaluate``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from desktop.ai.base import NO_BUDGET, Budget
from desktop.engine import Action, Rng, State
from tests.fixture_game import HIDDEN, Buy, Pass, Play, TinyState

PERSONALITY_DEFAULTS: dict[str, float] = {
    "aggression": 0.5,  # how big a pot must be before the best card goes in
    "thrift": 4.0,  # cash kept back before buying a card
}


class HeuristicBot:
    needs_view: ClassVar[bool] = True

    def __init__(self, seed: int = 0, personality: Mapping[str, float] | None = None) -> None:
        self.rng = Rng(seed)
        self.params = {**PERSONALITY_DEFAULTS, **(personality or {})}

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        assert isinstance(view, TinyState)
        legal = view.legal_actions(seat)
        if view.phase == "play":
            cards = sorted(a.card for a in legal if isinstance(a, Play))
            big_pot = view.pot >= view.num_players * (2.0 - 1.5 * self.params["aggression"])
            return Play(cards[-1] if big_pot else cards[0])
        if Buy() in legal and view.cash[seat] >= 2 + self.params["thrift"]:
            return Buy()
        return Pass()


def evaluate(state: State, seat: int) -> float:
    """Share of the table's cash plus the worth of the cards in hand."""
    assert isinstance(state, TinyState)

    def worth(s: int) -> float:
        hand = sum(c for c in state.hands[s] if c != HIDDEN)
        return state.cash[s] + 0.25 * hand + 1.0

    total = sum(worth(s) for s in range(state.num_players))
    return worth(seat) / total if total > 0 else 1.0 / state.num_players
