"""What is measured: engines, bots, storage, and the app."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.core import Bench, repeat
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
        start = time.perf_counter()
        decisions = sum(random_game(game, players, next(seeds)) for _ in range(per_rep))
        return decisions / (time.perf_counter() - start)

    bench.add("engine", f"{gid}: random play", "rate", "decisions/s",
              repeat(decisions_per_s, bench.repeats), budget=20_000)
    state = mid_game(game, players)
    n = 100 if quick else 3000

    def per_call(fn: Callable[[], object], calls: int) -> Callable[[], float]:
        def run() -> float:
            start = time.perf_counter()
            for _ in range(calls):
                fn()
            return (time.perf_counter() - start) / calls

        return run

    bench.add("engine", f"{gid}: clone()", "time", "s", repeat(per_call(state.clone, n), bench.repeats))
    bench.add("engine", f"{gid}: view()", "time", "s",
              repeat(per_call(lambda: state.view(0), max(1, n // 4)), bench.repeats))


#: Decision-time budgets (p95) by level, from the AI issue.
P95_BUDGETS = {"normal": 0.050, "hard": 1.2}
#: Decisions measured per level (search levels are slow by design).
DECISIONS = {"hard": 24, "expert": 8}


def bots(bench: Bench, game_ids: list[str], quick: bool) -> None:
    levels = [lv for lv in level_names() if lv != "random"]
    for gid in game_ids:
        game = registry.get(gid)
        players = players_for(game)
        for level in levels:
            wanted = 4 if quick else DECISIONS.get(level, 300)
            try:
                samples, iterations = _decision_times(game, players, level, wanted)
            except UnknownLevel:
                continue
            if not samples:
                continue
            samples.sort()
            p50 = samples[len(samples) // 2]
            p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
            bench.add("bots", f"{gid}: {level} decision p50", "time", "s", [p50])
            bench.add("bots", f"{gid}: {level} decision p95", "time", "s", [p95],
                      budget=P95_BUDGETS.get(level))
            if iterations:
                bench.add("bots", f"{gid}: {level} search iterations/s", "rate", "iterations/s",
                          [it / t for it, t in iterations if t > 0])


def _decision_times(game: Game[Any], players: int, level: str,
                    wanted: int) -> tuple[list[float], list[tuple[int, float]]]:
    """Times of ``wanted`` decisions of a ``level`` bot in seat 0 (heuristic
    opponents), over as many seeded games as needed."""
    samples: list[float] = []
    iterations: list[tuple[int, float]] = []
    seed = 0
    while len(samples) < wanted and seed < 50:
        state = game.new_game(players, None, seed)
        measured = make_bot(level, game.id, seed)
        others = [make_bot("heuristic", game.id, seed + s) for s in range(1, players)]
        while not state.is_over() and len(samples) < wanted:
            seat = state.to_move()[0]
            view = state.view(seat)
            if seat == 0:
                start = time.perf_counter()
                action = measured.decide(view, seat, NO_BUDGET)
                spent = time.perf_counter() - start
                samples.append(spent)
                its = getattr(measured, "last_iterations", None)
                if isinstance(its, int) and its > 0:
                    iterations.append((its, spent))
            else:
                action = others[seat - 1].decide(view, seat, NO_BUDGET)
            state.apply(seat, action)
        seed += 1
    return samples, iterations


def _probe_start(cmd: list[str]) -> float:
    """Seconds from spawning ``cmd --startup-probe`` to its "ready" line."""
    start = time.perf_counter()
    proc = subprocess.Popen([*cmd, "--startup-probe"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=_app_env())
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=60)
    if line.strip() != "ready":
        raise RuntimeError(f"{cmd[0]} did not report ready")
    return elapsed


def _app_env() -> dict[str, str]:
    import os
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


SECTIONS: dict[str, SectionFn] = {
    "engine": engine,
    "bots": bots,
    "app": app,
}

