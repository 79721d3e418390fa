"""How far to trust the Advisor's win chances: shown chances against what happened.

    uv run python tools/calibrate.py [GAME ...] [--games N] [--per-seat K] [--seed S] [--workers W] [--markdown]

Plays ``--games`` seeded self-play games of each game (every seat the heuristic, Normal),
then, for ``--per-seat`` decisions of every seat spread evenly over the game (decisions with
a choice only), computes the win chance the review shows for the move played
(desktop/ai/advisor.py, from that seat's view at that moment, with the shipped budget) and
compares it with the outcome: 1 for the winner, a tie's share, 0 otherwise.  Prints a
reliability table (shown chance in bins of 10 points: how many decisions, mean shown,
actual win rate) and the Brier score beside that of always saying 1/players.  Decisions of
one game are not independent: the number of games is the honest sample size."""

from __future__ import annotations

import argparse
import concurrent.futures
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.ai.advisor import CANDIDATES, DEALS, DecisionTask, decision_seed, decisions_of, judge
from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed, play_game
from desktop.engine import registry

BINS = 10


def tasks_for(game_id: str, games: int, per_seat: int, seed: int) -> tuple[list[DecisionTask], list[list[float]]]:
    """The decisions to judge (task index = game number * 10_000 + action index) and each
    game's outcome per seat."""
    game = registry.get(game_id)
    players = max(game.min_players, min(4, game.max_players))
    tasks: list[DecisionTask] = []
    outcomes: list[list[float]] = []
    for g in range(games):
        gseed = game_seed(seed, g)
        bots = [make_bot("heuristic", game_id, gseed + 17 * (s + 1)) for s in range(players)]
        run = play_game(game_id, players, None, gseed, bots)
        outcomes.append([run.result.share(s) for s in range(players)])
        for seat in range(players):
            found = decisions_of(game.new_game(players, None, gseed), run.actions, seat)
            if not found:
                continue
            picks = sorted({round(k * (len(found) - 1) / max(1, per_seat - 1)) for k in range(per_seat)})
            for k in picks:
                index, view, action = found[k]
                tasks.append(DecisionTask(game_id, g * 10_000 + index, view, seat, action,
                                          decision_seed(gseed, index), DEALS, CANDIDATES))
    return tasks, outcomes


def calibrate(game_id: str, games: int, per_seat: int, seed: int, workers: int) -> dict[str, Any]:
    start = time.perf_counter()
    tasks, outcomes = tasks_for(game_id, games, per_seat, seed)
    players = len(outcomes[0]) if outcomes else 1
    if workers > 1:
        context = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            decisions = list(pool.map(judge, tasks, chunksize=4))
    else:
        decisions = [judge(t) for t in tasks]
    points = []
    for task, decision in zip(tasks, decisions, strict=True):
        outcome = outcomes[task.index // 10_000][task.seat]
        points.append((decision.assessment.win_chance, outcome))
    bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for p, o in points:
        bins[min(BINS - 1, int(p * BINS))].append((p, o))
    brier = sum((p - o) ** 2 for p, o in points) / max(1, len(points))
    base = sum((1.0 / players - o) ** 2 for _p, o in points) / max(1, len(points))
    return {
        "game": game_id,
        "games": games,
        "players": players,
        "decisions": len(points),
        "brier": brier,
        "brier_uniform": base,
        "bins": [
            {"low": i / BINS, "high": (i + 1) / BINS, "n": len(b),
             "shown": sum(p for p, _ in b) / len(b) if b else None,
             "actual": sum(o for _, o in b) / len(b) if b else None}
            for i, b in enumerate(bins)
        ],
        "seconds": time.perf_counter() - start,
    }


def markdown(report: dict[str, Any]) -> str:
    lines = [f"**{report['game']}** ({report['players']} players, {report['games']} games, "
             f"{report['decisions']} decisions): Brier {report['brier']:.3f} "
             f"(always 1/{report['players']}: {report['brier_uniform']:.3f})",
             "",
             "| shown | decisions | mean shown | actual win rate |",
             "|---|---|---|---|"]
    for b in report["bins"]:
        if not b["n"]:
            continue
        lines.append(f"| {b['low']:.0%}–{b['high']:.0%} | {b['n']} | {b['shown']:.1%} | {b['actual']:.1%} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="*", help="game ids (default: every game with a heuristic)")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--per-seat", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    from desktop.ai.heuristics import has_heuristic

    ids = args.game or [g for g in registry.ids() if has_heuristic(g)]
    for game_id in ids:
        registry.get(game_id)
        report = calibrate(game_id, max(1, args.games), max(1, args.per_seat), args.seed, max(1, args.workers))
        if args.markdown:
            print(markdown(report))
            print()
        else:
            import json

            print(json.dumps(report))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
