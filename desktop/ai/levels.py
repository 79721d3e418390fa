"""Bot levels by name, for every registered game.

Levels shown to players:

- ``easy``: the game's heuristic, but about one decision in four it takes a
  plausible mistake instead: the alternative that looks best one move ahead by
  the game's evaluation, if that looks almost as good as the heuristic's choice
  (greedy, short-sighted play; never an obvious blunder);
- ``normal``: the game's heuristic;
- ``hard``: information-set MCTS guided by the heuristic, about 1 s a decision;
- ``expert``: the same search with about 3 s a decision (its own seat played with the game's
  ``EXPERT_PERSONALITY`` over ``SEARCH_PERSONALITY``, its rollouts scored with the game's
  ``evaluate_expert``, where the game has them).

For tests and tournaments: ``random`` (uniform over legal actions) and
``heuristic`` (the same bot as ``normal``).

Every level takes a personality: a few of the game's heuristic parameters
(``PERSONALITY_DEFAULTS`` in ``desktop/ai/heuristics/<game_id>.py``), passed
through to the heuristic wherever it plays (also as the search's prior and
rollout policy for the bot's own seat)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from desktop.ai.base import NO_BUDGET, Bot, Budget, RandomBot
from desktop.ai.heuristics import NoHeuristic, check_personality, evaluator, heuristic_class, mistake_filter
from desktop.ai.search import SearchBot, config_for
from desktop.engine import Action, Rng, State

#: Play budgets of the search levels (a budget passed to ``decide`` wins).
HARD_BUDGET = Budget(ms=950)
EXPERT_BUDGET = Budget(ms=2900)
#: In tournaments, Expert thinks this many times as long as Hard (as in play).
EXPERT_FACTOR = 3
#: Share of Easy's decisions that are deliberate mistakes.
EASY_MISTAKE_RATE = 0.25
#: A mistake must look almost as good one move ahead: at most this much (relative)
#: below the heuristic's choice by the game's evaluation.  So Easy never makes a
#: blunder that is obvious at once (giving away a street group, say).
EASY_TOLERANCE = 0.05
#: At most this many alternatives are weighed for a mistake.
EASY_ALTERNATIVES = 8


class UnknownLevel(LookupError):
    def __init__(self, level: str, game_id: str) -> None:
        super().__init__(level, game_id)
        self.level = level
        self.game_id = game_id

    def __str__(self) -> str:
        return f"unknown bot level {self.level!r} for {self.game_id}"


Personality = Mapping[str, float] | None
Factory = Callable[[str, int, Personality], Bot]


def _heuristic_bot(game_id: str, seed: int, personality: Personality) -> Any:
    try:
        cls = heuristic_class(game_id)
    except NoHeuristic:
        raise UnknownLevel("heuristic", game_id) from None
    return cls(seed, check_personality(game_id, personality))


class EasyBot:
    """The heuristic with deliberate, plausible mistakes."""

    needs_view: ClassVar[bool] = True

    def __init__(self, game_id: str, seed: int = 0, personality: Personality = None,
                 mistake_rate: float = EASY_MISTAKE_RATE) -> None:
        self.rng = Rng(seed)
        self.heuristic = _heuristic_bot(game_id, self.rng.next_u64(), personality)
        self.evaluate = evaluator(game_id)
        self.mistakes_allowed = mistake_filter(game_id)
        self.mistake_rate = mistake_rate
        #: How many mistakes this bot has made (tests and the tournament read it).
        self.mistakes = 0

    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        choice: Action = self.heuristic.decide(view, seat, NO_BUDGET)
        legal = view.legal_actions(seat)
        if len(legal) < 2 or self.rng.random() >= self.mistake_rate:
            return choice
        others = [a for a in legal if a != choice]
        if self.mistakes_allowed is not None:
            others = self.mistakes_allowed(view, seat, others, choice)
        if not others:
            return choice
        if len(others) > EASY_ALTERNATIVES:
            picked: list[Action] = []
            pool = list(others)
            for _ in range(EASY_ALTERNATIVES):
                picked.append(pool.pop(self.rng.below(len(pool))))
            others = picked
        if self.evaluate is None:
            self.mistakes += 1
            return others[self.rng.below(len(others))]
        try:
            deal = view.determinize(self.rng.fork())
        except Exception:
            return choice  # the game cannot deal this view (an engine bug): no mistake this time
        kept = deal.clone()
        kept.apply_unchecked(seat, choice)
        floor = float(self.evaluate(kept, seat)) * (1.0 - EASY_TOLERANCE)
        best, best_value = choice, -1.0
        for action in others:
            after = deal.clone()
            after.apply_unchecked(seat, action)
            value = float(self.evaluate(after, seat))
            if value > best_value and value >= floor:
                best, best_value = action, value
        if best != choice:
            self.mistakes += 1
        return best


def _random(game_id: str, seed: int, personality: Personality) -> Bot:
    return RandomBot(seed)


def _heuristic(game_id: str, seed: int, personality: Personality) -> Bot:
    bot: Bot = _heuristic_bot(game_id, seed, personality)
    return bot


def _easy(game_id: str, seed: int, personality: Personality) -> Bot:
    return EasyBot(game_id, seed, personality)


def _search(default_budget: Budget, expert: bool = False) -> Factory:
    def factory(game_id: str, seed: int, personality: Personality) -> Bot:
        try:
            return SearchBot(game_id, seed, check_personality(game_id, personality), default_budget,
                             config_for(game_id, expert), expert=expert)
        except NoHeuristic:
            raise UnknownLevel("search", game_id) from None
    return factory


LEVELS: dict[str, Factory] = {
    "random": _random,
    "heuristic": _heuristic,
    "easy": _easy,
    "normal": _heuristic,
    "hard": _search(HARD_BUDGET),
    "expert": _search(EXPERT_BUDGET, expert=True),
}

#: Levels a player can pick, weakest first.
PLAYER_LEVELS = ("easy", "normal", "hard", "expert")
SEARCH_LEVELS = ("hard", "expert")


def level_names() -> list[str]:
    return list(LEVELS)


def register_level(name: str, factory: Factory) -> None:
    """Add a level (tests use it for bots that crash, raise or hang)."""
    LEVELS[name] = factory


def unregister_level(name: str) -> None:
    LEVELS.pop(name, None)


def make_bot(level: str, game_id: str, seed: int, personality: Personality = None) -> Bot:
    factory = LEVELS.get(level)
    if factory is None:
        raise UnknownLevel(level, game_id)
    return factory(game_id, seed, personality)
