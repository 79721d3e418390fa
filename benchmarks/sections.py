"""What is measured: engines, bots, storage, and the app."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks import peers, storage
from benchmarks import rollouts as selfplay
from benchmarks.core import Bench, cpu_clock, repeat, wall_clock
from desktop.ai.base import NO_BUDGET
from desktop.ai.levels import UnknownLevel, level_names, make_bot
from desktop.engine import Game, Rng, State, registry

ROOT = Path(__file__).resolve().parent.parent
SectionFn = Callable[[Bench, list[str], bool], None]


def players_for(game: Game[Any]) -> int:
    return max(game.min_players, min(4, game.max_players))


def random_game(game: Game[Any], players: int, seed: int) -> int:
    """One random-play game as `simulate` plays it; returns its decisions."""
    state = game.new_game(players, None, seed)
    rng = Rng(seed ^ 0xA5A5)
    decisions = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        decisions += 1
    return decisions


def mid_game(game: Game[Any], players: int, seed: int = 7) -> State:
    """A state about half-way through a random game."""
    length = random_game(game, players, seed)
    state = game.new_game(players, None, seed)
    rng = Rng(seed ^ 0xA5A5)
    for _ in range(length // 2):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def engine(bench: Bench, game_ids: list[str], quick: bool) -> None:
    for gid in game_ids:
        _engine_game(bench, gid, quick)


def _engine_game(bench: Bench, gid: str, quick: bool) -> None:
    game = registry.get(gid)
    players = players_for(game)
    per_rep = 2 if quick else 12
    seeds = iter(range(10_000))

    def decisions_per_s() -> float:
        start = cpu_clock()
        decisions = sum(random_game(game, players, next(seeds)) for _ in range(per_rep))
        return decisions / (cpu_clock() - start)

    bench.add("engine", f"{gid}: random play", "rate", "decisions/s",
              repeat(decisions_per_s, bench.repeats), budget=20_000)
    state = mid_game(game, players)
    n = 100 if quick else 3000

    def per_call(fn: Callable[[], object], calls: int) -> Callable[[], float]:
        def run() -> float:
            start = cpu_clock()
            for _ in range(calls):
                fn()
            return (cpu_clock() - start) / calls

        return run

    bench.add("engine", f"{gid}: clone()", "time", "s", repeat(per_call(state.clone, n), bench.repeats))
    bench.add("engine", f"{gid}: view()", "time", "s",
              repeat(per_call(lambda: state.view(0), max(1, n // 4)), bench.repeats))


#: Decision-time budgets (p95) by level, from the AI issue ("heuristic" is the bot Normal plays).
P95_BUDGETS = {"heuristic": 0.050, "normal": 0.050, "hard": 1.2}
#: Decisions measured per level (search levels are slow by design).
DECISIONS = {"hard": 24, "expert": 8}


def bots(bench: Bench, game_ids: list[str], quick: bool) -> None:
    """Decision times by level, in CPU time (what a decision costs), pooled
    over seeded games after one warm-up decision; for a bot that reports its
    search iterations, also the wall time (a search stops at a wall-clock
    deadline, so that is what a player waits) and iterations per CPU second."""
    levels = [lv for lv in level_names() if lv != "random"]
    for gid in game_ids:
        game = registry.get(gid)
        players = players_for(game)
        for level in levels:
            wanted = 4 if quick else DECISIONS.get(level, 300)
            try:
                samples, walls, iterations = _decision_times(game, players, level, wanted)
            except UnknownLevel:
                continue
            if not samples:
                continue
            n = len(samples)
            bench.add("bots", f"{gid}: {level} decision p50 (n={n})", "time", "s", [_pct(samples, 50)])
            search = bool(iterations)
            bench.add("bots", f"{gid}: {level} decision p95 (n={n})", "time", "s", [_pct(samples, 95)],
                      budget=None if search else P95_BUDGETS.get(level))
            if search:
                bench.add("bots", f"{gid}: {level} decision p95, wall (n={n})", "time", "s", [_pct(walls, 95)],
                          budget=P95_BUDGETS.get(level))
                bench.add("bots", f"{gid}: {level} search iterations/s", "rate", "iterations/s",
                          [it / t for it, t in iterations if t > 0])


def _pct(values: list[float], p: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, len(ordered) * p // 100)]


def search_iterations(bot: object) -> int | None:
    """Iterations of the bot's last decision, if it reports them: a
    ``last_iterations`` int, or a ``last`` report with an ``iterations`` int."""
    its = getattr(bot, "last_iterations", None)
    if its is None:
        its = getattr(getattr(bot, "last", None), "iterations", None)
    return its if isinstance(its, int) and not isinstance(its, bool) and its > 0 else None


def _decision_times(game: Game[Any], players: int, level: str,
                    wanted: int) -> tuple[list[float], list[float], list[tuple[int, float]]]:
    """CPU and wall times of ``wanted`` decisions of a ``level`` bot in seat 0
    (heuristic opponents), over as many seeded games as needed, after one
    warm-up decision; and (iterations, CPU time) of each decision that reports
    its iterations."""
    samples: list[float] = []
    walls: list[float] = []
    iterations: list[tuple[int, float]] = []
    warmup = 1
    seed = 0
    while len(samples) < wanted and seed < 50:
        state = game.new_game(players, None, seed)
        measured = make_bot(level, game.id, seed)
        others = [make_bot("heuristic", game.id, seed + s) for s in range(1, players)]
        while not state.is_over() and len(samples) < wanted:
            seat = state.to_move()[0]
            view = state.view(seat)
            if seat == 0:
                start, wall = cpu_clock(), wall_clock()
                action = measured.decide(view, seat, NO_BUDGET)
                spent, waited = cpu_clock() - start, wall_clock() - wall
                if warmup:
                    warmup -= 1
                else:
                    samples.append(spent)
                    walls.append(waited)
                    its = search_iterations(measured)
                    if its is not None:
                        iterations.append((its, spent))
            else:
                action = others[seat - 1].decide(view, seat, NO_BUDGET)
            state.apply(seat, action)
        seed += 1
    return samples, walls, iterations


#: Seeded games per repetition of the rollouts section (Landlord's games are about five times longer;
#: Black Friday's eight games took about 15 ms, short enough for one burst of the machine's load to
#: move a repetition's ratio by a third).
ROLLOUT_GAMES = {"landlord": 2, "black_friday": 32}


def rollouts(bench: Bench, game_ids: list[str], quick: bool) -> None:
    """Heuristic self-play on full states, every seat the game's heuristic, as
    the search's rollouts play (``benchmarks/rollouts.py``): decisions per CPU
    second over new seeded games in every repetition, played in a fresh
    worker process (so that what other sections left in memory does not count).
    With a baseline checkout (``--baseline DIR``) the same games are played by
    that code in a second worker, alternating repetition by repetition, and the
    speed-up is the median of the per-repetition ratios."""
    ours = selfplay_worker(str(ROOT))
    theirs = selfplay_worker(bench.baseline) if bench.baseline else None
    try:
        for gid in game_ids:
            count = 1 if quick else ROLLOUT_GAMES.get(gid, 8)
            # new games in every repetition (the same for both codes): memos kept across
            # games must not meet the very same positions again
            def games(rep: int, gid: str = gid, count: int = count) -> dict[str, Any]:
                return {"game": gid, "first": rep * count, "count": count}

            now, before = paired_rates(bench, ours, theirs, games)
            bench.add("rollouts", f"{gid}: heuristic self-play", "rate", "decisions/s", now)
            if theirs:
                bench.add("rollouts", f"{gid}: heuristic self-play, baseline", "rate", "decisions/s", before)
                bench.add("rollouts", f"{gid}: speed-up over the baseline", "ratio", "×",
                          [a / b for a, b in zip(now, before, strict=True)])
    finally:
        for worker in (ours, theirs):
            if worker:
                worker.stdin.close()  # type: ignore[union-attr]
                worker.wait(timeout=60)


def search(bench: Bench, game_ids: list[str], quick: bool) -> None:
    """Hard's search iterations per CPU second (fixed-iteration searches at positions spread
    over a seeded game, ``benchmarks/rollouts.py``), and what that makes at Hard's play budget
    (``HARD_BUDGET``, wall-clock: iterations per decision when the process has a whole core);
    with ``--baseline DIR`` the same searches by that code, alternating, and the speed-up."""
    from desktop.ai.levels import HARD_BUDGET

    budget_s = (HARD_BUDGET.ms or 0) / 1000
    ours = selfplay_worker(str(ROOT))
    theirs = selfplay_worker(bench.baseline) if bench.baseline else None
    try:
        for gid in game_ids:
            def searches(rep: int, gid: str = gid) -> dict[str, Any]:
                return {"search": gid, "seed": 1 + rep, "count": 2 if quick else 6, "iterations": 20 if quick else 200}

            now, before = paired_rates(bench, ours, theirs, searches)
            bench.add("search", f"{gid}: hard search iterations/s", "rate", "iterations/s", now)
            bench.add("search", f"{gid}: hard iterations per decision at {budget_s:g} s", "count", "iterations",
                      [r * budget_s for r in now])
            if theirs:
                bench.add("search", f"{gid}: hard iterations per decision at {budget_s:g} s, baseline", "count",
                          "iterations", [r * budget_s for r in before])
                bench.add("search", f"{gid}: hard search speed-up over the baseline", "ratio", "×",
                          [a / b for a, b in zip(now, before, strict=True)])
    finally:
        for worker in (ours, theirs):
            if worker:
                worker.stdin.close()  # type: ignore[union-attr]
                worker.wait(timeout=60)


def selfplay_worker(checkout: str) -> subprocess.Popen[str]:
    """``benchmarks/rollouts.py --worker`` running on the code of another checkout."""
    root = Path(checkout).resolve()
    if not (root / "desktop" / "engine").is_dir():
        raise SystemExit(f"--baseline {checkout}: not a Trading Floor checkout")
    env = dict(os.environ, PYTHONPATH=str(root))
    # run as a script from this checkout's benchmarks/ folder: ``desktop`` is imported from PYTHONPATH (``root``)
    return subprocess.Popen([sys.executable, str(Path(selfplay.__file__).resolve()), "--worker"], cwd=root,
                            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def paired_rates(bench: Bench, ours: subprocess.Popen[str], theirs: subprocess.Popen[str] | None,
                 request: Callable[[int], dict[str, Any]]) -> tuple[list[float], list[float]]:
    """The rates of ``request(rep)`` for each repetition, by this code's worker and the baseline's
    (if any) one after the other; the first repetition is the warm-up and is not kept."""
    now: list[float] = []
    before: list[float] = []
    for rep in range(bench.repeats + 1):
        line = json.dumps(request(rep)) + "\n"
        rate = ask(ours, line)["rate"]
        other = ask(theirs, line)["rate"] if theirs else None
        if rep:
            now.append(rate)
            if other is not None:
                before.append(other)
    return now, before


def ask(worker: subprocess.Popen[str] | None, request: str) -> dict[str, Any]:
    assert worker is not None and worker.stdin is not None and worker.stdout is not None
    worker.stdin.write(request)
    worker.stdin.flush()
    line = worker.stdout.readline()
    if not line:
        raise RuntimeError("the baseline worker stopped")
    answer: dict[str, Any] = json.loads(line)
    return answer


def _probe_start(cmd: list[str]) -> float:
    """Seconds from spawning ``cmd --startup-probe`` to its "ready" line."""
    start = wall_clock()
    proc = subprocess.Popen([*cmd, "--startup-probe"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=_app_env())
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = wall_clock() - start
    proc.wait(timeout=60)
    if line.strip() != "ready":
        raise RuntimeError(f"{cmd[0]} did not report ready")
    return elapsed


def _app_env() -> dict[str, str]:
    import tempfile

    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.setdefault("TRADING_FLOOR_DATA_DIR", tempfile.mkdtemp(prefix="tf-bench-"))
    return env


def app(bench: Bench, game_ids: list[str], quick: bool) -> None:
    runs = 2 if quick else max(5, bench.repeats)
    source = [sys.executable, "-m", "desktop"]
    bench.add("app", "cold start to home window (source)", "time", "s",
              repeat(lambda: _probe_start(source), runs), budget=1.5)
    frozen = ROOT / "dist" / "trading-floor" / ("trading-floor.exe" if sys.platform == "win32" else "trading-floor")
    if frozen.is_file():
        bench.add("app", "cold start to home window (frozen)", "time", "s",
                  repeat(lambda: _probe_start([str(frozen)]), runs), budget=1.0)
    if not quick:
        bench.add("app", "peak memory of bot-only games in the window", "size", "MB", [_smoke_peak_mb()])


def _smoke_peak_mb() -> float:
    """Peak resident memory of ``--smoke-test`` (bot-only games of every game
    played through the real window), measured as the child's max RSS."""
    code = (
        "import resource, subprocess, sys\n"
        "r = subprocess.run([sys.executable, '-m', 'desktop', '--smoke-test'],"
        " stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
        "print(r.returncode, peak)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_app_env(),
                         timeout=1800, check=True).stdout.split()
    if out[0] != "0":
        raise RuntimeError("the smoke test failed")
    return int(out[1]) / 1024  # Linux reports KiB


#: The issue's goal for ``trading-floor review``: seconds of waiting per reviewed decision.
REVIEW_BUDGET = 0.4


def advisor(bench: Bench, game_ids: list[str], quick: bool) -> None:
    """Wall time per reviewed decision of ``trading-floor review`` (desktop/ai/advisor.py): one
    seeded heuristic game per game, seat 0 reviewed with the default worker processes (both cores:
    what a player waits, worker start-up included); ``--quick`` reviews the first 40 actions."""
    from desktop.ai.advisor import review
    from desktop.ai.simulate import game_seed, play_game

    for gid in game_ids:
        game = registry.get(gid)
        players = players_for(game)
        seed = game_seed(1, 0)
        try:
            bots_ = [make_bot("heuristic", gid, seed + s) for s in range(players)]
        except UnknownLevel:
            continue
        actions = play_game(gid, players, None, seed, bots_).actions
        if quick:
            actions = actions[:40]
        counted: list[int] = []

        def once(actions: tuple[Any, ...] = actions, seed: int = seed, gid: str = gid,
                 players: int = players, counted: list[int] = counted) -> float:
            start = wall_clock()
            result = review(gid, registry.get(gid).new_game(players, None, seed), actions, 0, seed)
            counted.append(len(result.decisions))
            return (wall_clock() - start) / max(1, len(result.decisions))

        values = repeat(once, 1 if quick else 2, warmup=0)
        bench.add("advisor", f"{gid}: review, wall s per decision (n={counted[-1]})", "time", "s", values,
                  budget=REVIEW_BUDGET)


SECTIONS: dict[str, SectionFn] = {
    "engine": engine,
    "rollouts": rollouts,
    "search": search,
    "bots": bots,
    "advisor": advisor,
    "storage": storage.section,
    "app": app,
    "peers": peers.section,
}

