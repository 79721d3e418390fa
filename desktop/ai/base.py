"""The bot interface: ``decide(view, seat, budget) -> action``.

A bot receives only ``state.view(seat)``: it cannot cheat by construction.
Bots are seeded, so the same (view, seed, budget) gives the same action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from desktop.engine import Action, Rng, State


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a bot may think: ``iterations`` (reproducible) or ``ms``
    (wall-clock, for play).  Heuristic and random bots ignore it."""

    iterations: int | None = None
    ms: int | None = None


NO_BUDGET = Budget()


class Bot(Protocol):
    #: False for bots that only read ``legal_actions(seat)`` (identical in the
    #: view and the full state), so simulations may skip building a view.
    needs_view: ClassVar[bool]

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action: ...


class RandomBot:
    """Chooses uniformly among the legal actions."""

    needs_view: ClassVar[bool] = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        legal = view.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        return legal[self.rng.below(len(legal))]
