"""Seeded matches between bot levels: how strength is claimed.

``tournament(game, ["hard", "heuristic", "heuristic", "heuristic"], games=K, seed=S)``
plays K games among the listed entrants.  Seats rotate: games come in blocks
of one deal per seating, where block b's deal is played once with entrant j in
seat (j + r) mod P for every rotation r, so each entrant plays each position
equally often and on the same deals (K is rounded up to a whole number of
blocks).  Each entrant's win rate counts a shared first place as a shared win
(1/k), with a 95% Wilson interval over the games it played.

Games run in parallel worker processes (spawn start method); the results do
not depend on the number of workers.  Iteration budgets make a run exactly
reproducible; millisecond budgets measure play speed."""

from __future__ import annotations

import concurrent.futures
import math
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.heuristics import personality_defaults
from desktop.ai.levels import EXPERT_FACTOR, SEARCH_LEVELS, make_bot
from desktop.ai.simulate import game_seed
from desktop.ai.worker import fallback_decision
from desktop.engine import Options, Rng, registry

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (fractional successes allowed)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in [0, 100]); 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def parse_entrant(entrant: str) -> tuple[str, dict[str, float]]:
    """``"hard/rollout_depth=20/risk=0.8"`` -> ``("hard", {"rollout_depth": 20.0, "risk": 0.8})``:
    a level with some settings changed, each a search setting (search levels) or a
    parameter of the game's heuristic (its personality; any level but ``random``),
    to compare them against each other in one tournament.  Raises ValueError."""
    level, *changes = entrant.split("/")
    overrides: dict[str, float] = {}
    for change in changes:
        key, sep, value = change.partition("=")
        if not sep or not key:
            raise ValueError(f"expected KEY=VALUE after '/', got {change!r}")
        try:
            overrides[key] = float(value)
        except ValueError:
            raise ValueError(f"setting {key!r} needs a number, got {value!r}") from None
    if overrides and level == "random":
        raise ValueError("the random level takes no settings")
    return level, overrides


def make_entrant(entrant: str, game_id: str, seed: int) -> Any:
    """The bot for a tournament entrant: a level, maybe with some of the game's heuristic
    parameters (``PERSONALITY_DEFAULTS``) or search settings changed.  Raises ValueError
    for a setting the level does not have."""
    level, overrides = parse_entrant(entrant)
    known = personality_defaults(game_id) if overrides else {}
    personality = {key: value for key, value in overrides.items() if key in known}
    search = {key: value for key, value in overrides.items() if key not in known}
    if search and level not in SEARCH_LEVELS:
        unknown = ", ".join(sorted(search))
        raise ValueError(f"{unknown}: not a parameter of the {game_id} heuristic "
                         f"(only search levels ({', '.join(SEARCH_LEVELS)}) take search settings)")
    bot: Any = make_bot(level, game_id, seed, personality or None)
    if search:
        bot.config = bot.config.with_overrides(search)
    return bot


def level_budget(level: str, iterations: int | None, ms: int | None) -> Budget:
    """The budget of ``level`` in a tournament: search levels get the given
    budget (Expert ``EXPERT_FACTOR`` times it); other levels ignore budgets.
    With neither given, every level thinks with its play budget."""
    level = parse_entrant(level)[0]
    if level not in SEARCH_LEVELS or (iterations is None and ms is None):
        return NO_BUDGET
    factor = EXPERT_FACTOR if level == "expert" else 1
    return Budget(iterations=iterations * factor if iterations is not None else None,
                  ms=ms * factor if ms is not None else None)


@dataclass
class GameOutcome:
    """One game: per seat, the score, the win share, and the bot's costs."""

    shares: list[float]
    scores: list[int]
    times_ms: list[list[float]]
    iterations: list[int]
    search_s: list[float]
    decisions: int = 0
    failures: list[int] = field(default_factory=list)
    #: how many events of each kind the game had (by class name)
    events: dict[str, int] = field(default_factory=dict)


def play_one(game_id: str, options: Options | None, gseed: int, levels: Sequence[str],
             budgets: Sequence[Budget]) -> GameOutcome:
    """Play one seeded game with ``levels[seat]`` in each seat."""
    game = registry.get(game_id)
    players = len(levels)
    state = game.new_game(players, options, gseed)
    bots = [make_entrant(level, game_id, Rng(gseed + 17 * (seat + 1)).next_u64())
            for seat, level in enumerate(levels)]
    times: list[list[float]] = [[] for _ in range(players)]
    iterations = [0] * players
    search_s = [0.0] * players
    failures = [0] * players
    events: dict[str, int] = {}
    decisions = 0
    limit = game.max_decisions(players, options if options is not None else game.default_options())
    while not state.is_over():
        if decisions > limit:
            raise RuntimeError(f"{game_id} did not end within {limit} decisions")
        seat = state.to_move()[0]
        bot = bots[seat]
        observed = state.view(seat) if getattr(bot, "needs_view", True) else state
        start = time.perf_counter()
        try:
            action = bot.decide(observed, seat, budgets[seat])
        except Exception:
            # as in play (desktop/ai/worker.py): the heuristic takes this move; counted and reported
            failures[seat] += 1
            action = fallback_decision(state.view(seat), seat, gseed + seat)
        times[seat].append((time.perf_counter() - start) * 1000.0)
        report = getattr(bot, "last", None)
        if report is not None:
            iterations[seat] += report.iterations
            search_s[seat] += report.seconds
        for event in state.apply(seat, action):
            name = type(event).__name__
            events[name] = events.get(name, 0) + 1
        decisions += 1
    result = state.result()
    return GameOutcome([result.share(s) for s in range(players)], list(result.scores), times,
                       iterations, search_s, decisions, failures, events)


def _play_task(task: tuple[str, Options | None, int, tuple[str, ...], tuple[Budget, ...]]) -> GameOutcome:
    return play_one(*task)


def tournament(game_id: str, entrants: Sequence[str], games: int, seed: int,
               options: Options | None = None, iterations: int | None = None, ms: int | None = None,
               workers: int | None = None,
               initializer: Callable[..., None] | None = None, initargs: tuple[Any, ...] = ()) -> dict[str, Any]:
    """Play the tournament; return the JSON form printed by the CLI."""
    game = registry.get(game_id)
    players = len(entrants)
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game_id} takes {game.min_players} to {game.max_players} players, not {players}")
    blocks = max(1, math.ceil(games / players))
    tasks = []
    seatings = []
    for block in range(blocks):
        gseed = game_seed(seed, block)
        for rotation in range(players):
            # entrant j sits in seat (j + rotation) % players
            by_seat = [""] * players
            for j, level in enumerate(entrants):
                by_seat[(j + rotation) % players] = level
            budgets = tuple(level_budget(level, iterations, ms) for level in by_seat)
            tasks.append((game_id, options, gseed, tuple(by_seat), budgets))
            seatings.append(rotation)
    workers = workers if workers is not None else min(len(tasks), os.cpu_count() or 1)
    start = time.perf_counter()
    if workers <= 1:
        if initializer is not None:
            initializer(*initargs)
        outcomes = [_play_task(t) for t in tasks]
    else:
        context = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                                    initializer=initializer, initargs=initargs) as pool:
            outcomes = list(pool.map(_play_task, tasks, chunksize=1))
    elapsed = time.perf_counter() - start

    n_games = len(tasks)
    seats_out = []
    for j, level in enumerate(entrants):
        wins = 0.0
        scores: list[int] = []
        times: list[float] = []
        its = 0
        secs = 0.0
        failed = 0
        for rotation, outcome in zip(seatings, outcomes, strict=True):
            seat = (j + rotation) % players
            wins += outcome.shares[seat]
            scores.append(outcome.scores[seat])
            times.extend(outcome.times_ms[seat])
            its += outcome.iterations[seat]
            secs += outcome.search_s[seat]
            failed += outcome.failures[seat]
        low, high = wilson(wins, n_games)
        entry: dict[str, Any] = {
            "level": level,
            "win_rate": wins / n_games,
            "ci95": [low, high],
            "mean_score": sum(scores) / len(scores),
            "decision_ms_p50": percentile(times, 50),
            "decision_ms_p95": percentile(times, 95),
            "decisions": len(times),
            "failures": failed,
        }
        if its:
            entry["iterations_per_s"] = its / secs if secs > 0 else 0.0
            entry["iterations_per_decision"] = its / max(1, len(times))
        seats_out.append(entry)
    totals: dict[str, int] = {}
    for outcome in outcomes:
        for name, count in outcome.events.items():
            totals[name] = totals.get(name, 0) + count
    return {
        "game": game_id,
        "players": players,
        "games": n_games,
        "seed": seed,
        "options": options.to_json() if options is not None else None,
        "budget": {"iterations": iterations, "ms": ms, "expert_factor": EXPERT_FACTOR},
        "workers": workers,
        "seconds": elapsed,
        "seats": seats_out,
        # events of each kind per game (Landlord's offers: TradeOffered proposed, TradeAccepted,
        # TradeRejected, TradeCountered, TradeCancelled withdrawn)
        "events_per_game": {name: totals[name] / n_games for name in sorted(totals)},
    }
