"""The Advisor: a seat's win chance, its options' win chances and a review of its decisions.

Everything here is computed from ONE SEAT'S VIEW at the moment of a decision
(what the person could know then), never from the true state or from cards
revealed later: ``assess(view, seat, seed, played)`` receives only the view, and
all it learns of hidden cards comes from ``view.determinize``.  Two true states
that share the seat's view therefore give the same hint and the same review
entry (tests/ai/test_advisor.py checks it for every game).

How a position is judged: the Expert's paired root comparison
(desktop/ai/search.py, ``root_paired``).  Every candidate move (the move
played, the heuristic's choice, the game's ``search_actions`` or a seeded
sample of the legal moves) is played on the SAME deals of the hidden cards,
with the same dice and the same heuristic bots for every seat, rolled out for
the Expert's rollout depth and scored by the game's fitted win chance
(``win_chances`` of the game's heuristic module where it has one, otherwise its
``evaluate``; a finished game scores its result).  Two moves' chances on one
deal differ only by what the moves did, so their paired difference says which
is better with far less noise than two independent averages.  A move counts as
better than the one played only when it is ahead by ``SWITCH_Z`` standard
errors of the paired difference: the review never calls a move a mistake on
noise alone.

Classes (chess.com's bands, in points of win chance given up against the best
move found): ``best`` (nothing found better), ``good`` (at most 5),
``inaccuracy`` (5 to 10), ``mistake`` (10 to 20), ``blunder`` (over 20).  A
decision with a single legal move is forced and is not reviewed.

Reproducible: the seed of decision ``i`` of a game comes from the game's seed and
``i`` (``decision_seed``) and the budget is a number of deals, never a time, so
the same game gives the same review on every machine and in every process."""

from __future__ import annotations

import concurrent.futures
import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.ai.base import NO_BUDGET
from desktop.ai.heuristics import heuristic_module
from desktop.ai.search import SearchBot, config_for
from desktop.engine import Action, Rng, State

#: Deals of the hidden cards each candidate move is played on (the budget of one decision).
DEALS = 24
#: Candidate moves compared at most (the move played and the heuristic's choice among them).
CANDIDATES = 10
#: Every this many deals, candidates behind the leader by ``PRUNE_Z`` standard
#: errors of the paired difference stop being played (never the move played).
PRUNE_EVERY = 6
PRUNE_Z = 2.5
#: A move is better than the one played only if ahead by this many standard errors.
SWITCH_Z = 1.0
#: Bands in points (0-100) of win chance given up: (upper bound, class).
BANDS: tuple[tuple[float, str], ...] = ((5.0, "good"), (10.0, "inaccuracy"), (20.0, "mistake"))
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Turning points shown first in a review.
TURNING_POINTS = 3

#: The shown chances' calibration, per game: the raw estimate (the mean fitted win chance after
#: the rollouts, or the view's dealt standings) is drawn toward the uniform 1/players in log-odds,
#: divided by this temperature (1: shown as estimated; above 1: less confident).  Fitted by
#: ``tools/calibrate.py --fit`` on self-play games held apart from the games it is measured on
#: (docs/AI.md, Calibration); refit it whenever a game's evaluation weights
#: (desktop/ai/heuristics/<game>.py) are refit, as it belongs to them.
#: Only where the fit helped on the held-out games in both directions (fitted on seed 2's games and
#: measured on seed 1's, and the other way round): the reviews of 1920 Wall Street and Hab & Gut were
#: too confident; the standings of Stockpile and Black Friday too timid (a temperature below 1).
REVIEW_TEMPERATURE: dict[str, float] = {"wall_street_1920": 1.48, "hab_und_gut": 1.45}
STANDINGS_TEMPERATURE: dict[str, float] = {"stockpile": 0.66, "black_friday": 0.57}


def shrink(chance: float, players: int, temperature: float) -> float:
    """``chance`` (0-1) drawn toward ``1/players`` in log-odds by ``temperature`` (1: unchanged)."""
    if temperature == 1.0 or players < 2:
        return chance
    eps = 1e-4
    p = min(1.0 - eps, max(eps, chance))
    base = 1.0 / players
    centre = math.log(base / (1.0 - base))
    z = centre + (math.log(p / (1.0 - p)) - centre) / temperature
    return 1.0 / (1.0 + math.exp(-z))


def classify(loss_points: float) -> str:
    """The class of a decision that gave up ``loss_points`` (0-100) against the best move found."""
    if loss_points <= 0.0:
        return "best"
    for bound, name in BANDS:
        if loss_points <= bound:
            return name
    return "blunder"


def decision_seed(game_seed: int, index: int) -> int:
    """The seed of the assessment of the decision at action ``index`` of a game."""
    return Rng((game_seed * 1_000_003 + 7919 * (index + 1)) & ((1 << 64) - 1)).next_u64()


@dataclass(frozen=True)
class MoveEstimate:
    action: Action
    #: Estimated chance to win after this move, in [0, 1].
    win_chance: float
    #: Deals it was played on (fewer for a candidate dropped early as clearly worse).
    deals: int


@dataclass(frozen=True)
class Assessment:
    """One decision judged from the seat's view."""

    seat: int
    #: The move played (None for a hint: nothing played yet).
    played: Action | None
    #: The best move found (the move played unless another was clearly better).
    best: Action
    #: Win chance after the move played (after the best move for a hint).
    win_chance: float
    best_win_chance: float
    #: The candidates compared, best first (a hint shows the first few).
    moves: tuple[MoveEstimate, ...]

    @property
    def loss(self) -> float:
        """Points (0-100) of win chance given up against the best move found."""
        return max(0.0, 100.0 * (self.best_win_chance - self.win_chance))

    @property
    def kind(self) -> str:
        return classify(self.loss) if self.best != self.played else "best"


def win_chance_function(game_id: str) -> Callable[[State, int], float]:
    """The game's estimate of a seat's chance to win on a full state: its heuristic
    module's ``win_chances`` where it has one, otherwise its ``evaluate``; the
    result's share for a finished game."""
    module = heuristic_module(game_id)
    chances = getattr(module, "win_chances", None)
    evaluate = getattr(module, "evaluate", None)

    def chance(state: State, seat: int) -> float:
        if state.is_over():
            return float(state.result().share(seat))
        if callable(chances):
            value = chances(state)[seat]
        elif callable(evaluate):
            value = evaluate(state, seat)
        else:
            return 1.0 / state.num_players
        return min(1.0, max(0.0, float(value)))

    return chance


class Advisor(SearchBot):
    """The Expert's paired comparison, kept as estimates rather than a choice."""

    def __init__(self, game_id: str, seed: int = 0, deals: int = DEALS, candidates: int = CANDIDATES,
                 calibrated: bool = True) -> None:
        super().__init__(game_id, seed, config=config_for(game_id, expert=True))
        self.deals = deals
        self.candidates = candidates
        self._chance = win_chance_function(game_id)
        self.temperature = REVIEW_TEMPERATURE.get(game_id, 1.0) if calibrated else 1.0

    def assess(self, view: State, seat: int, played: Action | None = None) -> Assessment:
        """Judge ``seat``'s decision in ``view``; the chances are the calibrated ones (``shrink``)."""
        raw = self._assess(view, seat, played)
        t, n = self.temperature, view.num_players
        if t == 1.0:
            return raw
        return Assessment(raw.seat, raw.played, raw.best, shrink(raw.win_chance, n, t),
                          shrink(raw.best_win_chance, n, t),
                          tuple(MoveEstimate(m.action, shrink(m.win_chance, n, t), m.deals) for m in raw.moves))

    def _assess(self, view: State, seat: int, played: Action | None) -> Assessment:
        legal = view.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if played is not None and played not in legal:
            raise ValueError(f"{played!r} is not a legal action of seat {seat}")
        rng = Rng(self.seed)
        bot_seeds = [rng.next_u64() for _ in range(view.num_players)]
        self._seat = seat
        hint: Action = self._bots(bot_seeds, seat)[seat].decide(view, seat, NO_BUDGET)
        if hint not in legal:
            hint = legal[0]
        pool = legal
        if self._filter is not None:
            worth = [a for a in self._filter(view, seat, legal, hint) if a in legal]
            pool = worth or legal
        first = [hint] if played is None or played == hint else [played, hint]
        others = [a for a in pool if a not in first]
        while len(others) > max(0, self.candidates - len(first)):
            others.pop(rng.below(len(others)))
        active = [*first, *others]
        rewards: dict[Action, list[float]] = {a: [] for a in active}
        depth = self.config.rollout_depth
        deals = failed = 0
        while deals < self.deals:
            deal_rng = rng.fork()
            try:
                dealt = view.determinize(deal_rng.fork())
            except Exception:
                failed += 1
                if failed >= 8 and failed > deals:
                    break
                continue
            rollout_seed = deal_rng.next_u64()
            deals += 1
            for action in active:
                state = self._play_on_deal(dealt, seat, action, bot_seeds, rollout_seed, depth, math.inf)
                rewards[action].append(self._chance(state, seat))
            if len(active) > 1 and deals % PRUNE_EVERY == 0:
                kept = self._prune(active, rewards, PRUNE_Z)
                active = [a for a in active if a in kept or a == played]
        estimates = sorted((MoveEstimate(a, _mean(r), len(r)) for a, r in rewards.items() if r),
                           key=lambda m: (-m.win_chance, -m.deals))
        if not estimates:  # the view could not be dealt (an engine bug): no opinion, not a crash
            fallback = played if played is not None else hint
            return Assessment(seat, played, fallback, 0.5, 0.5, (MoveEstimate(fallback, 0.5, 0),))
        if played is None:
            top = estimates[0]
            return Assessment(seat, None, top.action, top.win_chance, top.win_chance, tuple(estimates))
        shared = min(len(rewards[a]) for a in active)
        leader = max(active, key=lambda a: (_mean(rewards[a][-shared:]), a == played))
        best = played
        if leader != played:
            diff, se = _paired_diff(rewards[leader], rewards[played], shared)
            if diff > SWITCH_Z * se:
                best = leader
        played_chance = _mean(rewards[played])
        best_chance = _mean(rewards[best]) if best != played else played_chance
        if best != played:
            # the paired difference on shared deals is the better measure of the gap
            diff, _se = _paired_diff(rewards[best], rewards[played], shared)
            best_chance = min(1.0, played_chance + max(0.0, diff))
        return Assessment(seat, played, best, played_chance, best_chance, tuple(estimates))


def assess(game_id: str, view: State, seat: int, seed: int, played: Action | None = None,
           deals: int = DEALS, candidates: int = CANDIDATES, calibrated: bool = True) -> Assessment:
    """Judge seat's decision in ``view`` (a hint when ``played`` is None)."""
    return Advisor(game_id, seed, deals, candidates, calibrated).assess(view, seat, played)


def hint(view: State, seat: int, seed: int, top: int = 3) -> list[MoveEstimate]:
    """The Expert's top moves for ``seat`` in ``view``, best first, with their win chances."""
    return list(assess(view.game_id, view, seat, seed).moves[:top])


#: Deals of a view averaged for the standings shown as you play (no rollouts: cheap, after every move).
STANDING_DEALS = 16


def standings(view: State, seed: int, deals: int = STANDING_DEALS, calibrated: bool = True) -> list[float]:
    """Every seat's chance to win estimated from ``view`` only (what its viewer could know): the
    game's fitted win chances averaged over ``deals`` deals of the hidden cards, calibrated
    (``STANDINGS_TEMPERATURE``) and scaled to sum to 1."""
    chance = win_chance_function(view.game_id)
    rng = Rng(seed)
    totals = [0.0] * view.num_players
    dealt = 0
    for _ in range(deals):
        try:
            state = view.determinize(rng.fork())
        except Exception:
            continue
        values = [chance(state, s) for s in range(view.num_players)]
        total = sum(values)
        for s, v in enumerate(values):
            totals[s] += v / total if total > 0 else 1.0 / view.num_players
        dealt += 1
    n = view.num_players
    if dealt == 0:
        return [1.0 / n] * n
    t = STANDINGS_TEMPERATURE.get(view.game_id, 1.0) if calibrated else 1.0
    out = [shrink(total / dealt, n, t) for total in totals]
    total = sum(out)
    return [v / total for v in out] if total > 0 else [1.0 / n] * n


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _paired_diff(a: list[float], b: list[float], n: int) -> tuple[float, float]:
    diffs = [x - y for x, y in zip(a[-n:], b[-n:], strict=True)] if n else []
    if len(diffs) < 2:
        return 0.0, math.inf
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(var / len(diffs))


# -- a whole game ------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: the action at ``index`` of the game's action list."""

    index: int
    assessment: Assessment


class ReviewCancelled(Exception):
    """``review``'s ``progress`` answered False: the person closed the review."""


@dataclass(frozen=True)
class Review:
    game_id: str
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def turning_points(self) -> tuple[Decision, ...]:
        """The decisions that gave up the most win chance (at most three, largest first)."""
        lossy = [d for d in self.decisions if d.assessment.loss > 0.0 and d.assessment.best != d.assessment.played]
        lossy.sort(key=lambda d: (-d.assessment.loss, d.index))
        return tuple(lossy[:TURNING_POINTS])


@dataclass(frozen=True)
class DecisionTask:
    """One decision to judge, as it crosses into a worker process: only the seat's view."""

    game_id: str
    index: int
    view: State
    seat: int
    played: Action
    seed: int
    deals: int
    candidates: int
    #: False: the raw estimates, before ``REVIEW_TEMPERATURE`` (tools/calibrate.py fits on them)
    calibrated: bool = True


def judge(task: DecisionTask) -> Decision:
    """The review entry of one decision (runs in a worker process)."""
    return Decision(task.index, assess(task.game_id, task.view, task.seat, task.seed, task.played, task.deals,
                                       task.candidates, task.calibrated))


def decisions_of(start: State, actions: Iterable[tuple[int, Action]], seat: int) -> list[tuple[int, State, Action]]:
    """(index, seat's view before it, action) for every decision of ``seat`` with a choice,
    replaying ``actions`` on ``start`` (which is changed)."""
    out: list[tuple[int, State, Action]] = []
    state = start
    for index, (mover, action) in enumerate(actions):
        if mover == seat and len(state.legal_actions(seat)) > 1:
            out.append((index, state.view(seat), action))
        state.apply(mover, action)
    return out


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def review(game_id: str, start: State, actions: Sequence[tuple[int, Action]], seat: int, game_seed: int,
           workers: int | None = None, deals: int = DEALS, candidates: int = CANDIDATES,
           progress: Callable[[int, int], Any] | None = None) -> Review:
    """Review every decision of ``seat`` in a game (``start`` is its state before the first
    action; it is played through).  ``workers`` > 1 shares the decisions out to worker
    processes (spawned); the answer does not depend on how many.  ``progress(done, total)``
    is called after each decision; answering False stops (``ReviewCancelled``)."""
    found = decisions_of(start, actions, seat)
    tasks = [DecisionTask(game_id, i, view, seat, action, decision_seed(game_seed, i), deals, candidates)
             for i, view, action in found]
    workers = default_workers() if workers is None else workers
    done: list[Decision] = []
    if workers <= 1 or len(tasks) < 4:
        for task in tasks:
            done.append(judge(task))
            if progress is not None and progress(len(done), len(tasks)) is False:
                raise ReviewCancelled()
    else:
        context = multiprocessing.get_context("spawn")
        pool = concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context)
        try:
            for decision in pool.map(judge, tasks, chunksize=max(1, len(tasks) // (8 * workers))):
                done.append(decision)
                if progress is not None and progress(len(done), len(tasks)) is False:
                    raise ReviewCancelled()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    return Review(game_id, seat, tuple(done))
