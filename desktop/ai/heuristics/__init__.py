"""Per-game rule-based bots.

``desktop/ai/heuristics/<game_id>.py`` defines

- ``HeuristicBot(seed, personality=None)`` with ``decide(view, seat, budget)``
  (the five games' bots subclass ``_base.HeuristicBase`` and write only ``choose``);
- ``PERSONALITY_DEFAULTS: dict[str, float]``: the few parameters a rival's
  personality may set (risk appetite, how high it bids, how readily it trades);
- ``evaluate(state, seat) -> float``: an estimate in [0, 1] of how well ``seat``
  stands in a full state (the search scores cut-off rollouts with it);
- optionally ``evaluate_expert(state, seat) -> float``: the same for Expert's
  search, where it scores rollouts otherwise than Hard's;
- optionally ``SEARCH: dict[str, float]``: overrides of the search's defaults
  for this game (see ``desktop.ai.search.SearchConfig``), and
  ``EXPERT_SEARCH``: Expert's, applied after ``desktop.ai.search.expert_config``;
- optionally ``SEARCH_PERSONALITY: dict[str, float]``: parameters of the
  heuristic the search levels play their own seat with (prior, hint and
  rollouts), under the personality they are given: sharper play than Normal's
  defaults where self-play found some (opponents are still modelled with the
  defaults); and ``EXPERT_PERSONALITY``: Expert's own seat's parameters over
  those (what self-play found Expert gains by against Hard's policy);
- optionally ``search_actions(view, seat, legal, hint) -> list[Action]``: the
  actions worth comparing at a decision (``hint``, the heuristic's choice, among
  them); the search considers only those at its root, and answers ``hint`` at
  once when it is the only one (a forced or obvious step costs no thinking);
  and ``search_actions_expert``: Expert's, where they differ;
- optionally ``easy_mistakes(view, seat, others, choice) -> list[Action]``: of
  the other legal actions, those Easy may take as a plausible mistake instead
  of ``choice`` (default: all of them).

``register(game_id, module)`` adds a heuristic for a game at run time (tests use
it for fixture games); it wins over a module of the same name."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from desktop.engine import Action, State

_extra: dict[str, Any] = {}


class NoHeuristic(LookupError):
    pass


class BadPersonality(ValueError):
    """A personality names a parameter the game's heuristic does not have."""

    def __init__(self, game_id: str, key: str) -> None:
        super().__init__(game_id, key)
        self.game_id = game_id
        self.key = key

    def __str__(self) -> str:
        return f"unknown personality parameter {self.key!r} for {self.game_id}"


def register(game_id: str, module: ModuleType | Any) -> None:
    """Use ``module`` (anything with ``HeuristicBot``, ``PERSONALITY_DEFAULTS``
    and ``evaluate``) as the heuristic of ``game_id``."""
    _extra[game_id] = module


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def heuristic_module(game_id: str) -> Any:
    if game_id in _extra:
        return _extra[game_id]
    try:
        return importlib.import_module(f"desktop.ai.heuristics.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"desktop.ai.heuristics.{game_id}":
            raise NoHeuristic(game_id) from None
        raise


def has_heuristic(game_id: str) -> bool:
    try:
        heuristic_module(game_id)
    except NoHeuristic:
        return False
    return True


def heuristic_class(game_id: str) -> Any:
    return heuristic_module(game_id).HeuristicBot


def personality_defaults(game_id: str) -> dict[str, float]:
    return dict(getattr(heuristic_module(game_id), "PERSONALITY_DEFAULTS", {}))


def check_personality(game_id: str, personality: Mapping[str, float] | None) -> dict[str, float] | None:
    """The personality as a plain dict, or ``BadPersonality`` for an unknown key."""
    if not personality:
        return None
    known = personality_defaults(game_id)
    for key in personality:
        if key not in known:
            raise BadPersonality(game_id, key)
    return {key: float(value) for key, value in personality.items()}


def _function(game_id: str, name: str, expert: bool = False) -> Callable[..., Any] | None:
    """The game module's function ``name`` (for Expert its ``<name>_expert`` where it has one),
    or None if it has neither."""
    module = heuristic_module(game_id)
    fn = getattr(module, f"{name}_expert", None) if expert else None
    if not callable(fn):
        fn = getattr(module, name, None)
    return fn if callable(fn) else None


def evaluator(game_id: str, expert: bool = False) -> Callable[[State, int], float] | None:
    """The game's ``evaluate(state, seat)`` (for Expert its ``evaluate_expert`` where it has
    one), or None if it has none."""
    return _function(game_id, "evaluate", expert)


def action_filter(game_id: str,
                  expert: bool = False) -> Callable[[State, int, list[Action], Action], list[Action]] | None:
    """The game's ``search_actions(view, seat, legal, hint)`` (for Expert its
    ``search_actions_expert`` where it has one), or None."""
    return _function(game_id, "search_actions", expert)


def mistake_filter(game_id: str) -> Callable[[State, int, list[Action], Action], list[Action]] | None:
    """The game's ``easy_mistakes(view, seat, others, choice)``, or None."""
    return _function(game_id, "easy_mistakes")


def search_overrides(game_id: str, expert: bool = False) -> dict[str, float]:
    """The game's ``SEARCH`` (or, for Expert, ``EXPERT_SEARCH``) settings."""
    return dict(getattr(heuristic_module(game_id), "EXPERT_SEARCH" if expert else "SEARCH", {}))


def search_personality(game_id: str, personality: Mapping[str, float] | None = None,
                       expert: bool = False) -> dict[str, float] | None:
    """The personality a search level plays its own seat with: the game's
    ``SEARCH_PERSONALITY`` (for Expert with its ``EXPERT_PERSONALITY`` over it) with
    ``personality`` over it (None when all are empty)."""
    module = heuristic_module(game_id)
    merged = dict(getattr(module, "SEARCH_PERSONALITY", {}))
    if expert:
        merged.update(getattr(module, "EXPERT_PERSONALITY", {}))
    merged.update(personality or {})
    return merged or None
