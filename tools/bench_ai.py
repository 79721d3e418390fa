"""Speed of the bots per game: decision times and search iterations per second.

    uv run python tools/bench_ai.py [GAME ...] [--positions 12] [--seed 1] [--levels normal,hard]

For each game, plays one seeded game with heuristic bots and keeps ``--positions``
positions spread over it where the mover has a real choice (two or more legal
actions). At each it times, through the real worker process (``BotWorker``, the
app's path: pickling, the process hop and back), every level in ``--levels`` with
its play budget, and reports p50/p95 in ms, plus the search's iterations per
second (in this process, 200-iteration searches at the same positions).
Prints one JSON object per game."""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from typing import Any

from desktop.ai.base import Budget
from desktop.ai.levels import make_bot
from desktop.ai.tournament import percentile
from desktop.ai.worker import BotWorker
from desktop.engine import State, registry


def sample_positions(game_id: str, seed: int, count: int) -> list[tuple[State, int]]:
    game = registry.get(game_id)
    players = max(game.min_players, min(4, game.max_players))
    state = game.new_game(players, None, seed)
    bots = [make_bot("heuristic", game_id, seed + s) for s in range(players)]
    seen: list[tuple[State, int]] = []
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        if len(view.legal_actions(seat)) > 1:
            seen.append((view, seat))
        state.apply(seat, bots[seat].decide(view, seat))
    if len(seen) <= count:
        return seen
    step = len(seen) / count
    return [seen[int(i * step)] for i in range(count)]


async def bench(game_id: str, seed: int, count: int, levels: list[str]) -> dict[str, Any]:
    positions = sample_positions(game_id, seed, count)
    worker = BotWorker()
    await worker.worker_pid(game_id)  # the process is up, the game loaded, before timing starts
    out: dict[str, Any] = {"game": game_id, "positions": len(positions)}
    try:
        for level in levels:
            times = []
            for i, (view, seat) in enumerate(positions):
                start = time.perf_counter()
                await worker.decide(view, seat, level, seed + i, timeout_s=60.0)
                times.append((time.perf_counter() - start) * 1000.0)
            out[level] = {"worker_ms_p50": percentile(times, 50), "worker_ms_p95": percentile(times, 95),
                          "worker_ms_max": max(times) if times else 0.0}
        its, secs, failed = 0, 0.0, 0
        for i, (view, seat) in enumerate(positions):
            bot: Any = make_bot("hard", game_id, seed + i)
            try:
                bot.decide(view, seat, Budget(iterations=200))
            except Exception:
                failed += 1
                continue
            its += bot.last.iterations
            secs += bot.last.seconds
        out["search_iterations_per_s"] = its / secs if secs else 0.0
        out["search_failed_positions"] = failed
        out["fallbacks"] = worker.fallbacks
    finally:
        worker.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="normal,hard")
    args = parser.parse_args()
    levels = [x for x in args.levels.split(",") if x]
    for game_id in args.games or registry.ids():
        print(json.dumps(asyncio.run(bench(game_id, args.seed, args.positions, levels))), flush=True)


if __name__ == "__main__":
    main()
