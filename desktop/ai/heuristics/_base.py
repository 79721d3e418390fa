"""The opening every game's heuristic bot shares.

``HeuristicBase`` keeps the seeded generator and the personality (the game's
``PERSONALITY_DEFAULTS`` with the given values over them), and ``decide`` checks
the view's type, lists the legal actions, refuses a decision without any,
answers a forced one at once, and leaves real choices to the game's ``choose``.
(The module's name starts with an underscore: it is not a game's heuristic.)"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar, Generic, TypeVar

from desktop.ai.base import NO_BUDGET, Budget
from desktop.engine import Action, Rng, State

S = TypeVar("S", bound=State)


class HeuristicBase(ABC, Generic[S]):
    """Subclasses set ``state_type`` and ``defaults`` and write ``choose``."""

    needs_view: ClassVar[bool] = True
    #: The game's state class: ``decide`` accepts only its views and states.
    state_type: ClassVar[type[State]]
    #: The game's ``PERSONALITY_DEFAULTS``.
    defaults: ClassVar[Mapping[str, float]]

    def __init__(self, seed: int, personality: Mapping[str, float] | None = None) -> None:
        self.rng = Rng(seed)
        self.p: dict[str, float] = dict(self.defaults)
        if personality:
            self.p.update(personality)

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        if not isinstance(view, self.state_type):
            raise TypeError(f"{type(self).__module__} decides on {self.state_type.__name__}, "
                            f"not {type(view).__name__}")
        legal = view.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        return self.choose(view, seat, legal)  # type: ignore[arg-type]

    @abstractmethod
    def choose(self, view: S, seat: int, legal: list[Action]) -> Action:
        """The action among ``legal`` (two or more) that the bot takes."""
