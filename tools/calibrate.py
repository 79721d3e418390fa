"""How far to trust the Advisor's win chances: shown chances against what happened.

    uv run python tools/calibrate.py [GAME ...] [--games N] [--per-seat K] [--seed S] [--workers W] [--markdown]
                                     [--fit-games M --fit-seed F] [--points FILE]

Plays ``--games`` seeded self-play games of each game (every seat the heuristic, Normal),
then, for ``--per-seat`` decisions of every seat spread evenly over the game (decisions with
a choice only), computes the win chance the review shows for the move played
(desktop/ai/advisor.py, from that seat's view at that moment, with the shipped budget) and
compares it with the outcome: 1 for the winner, a tie's share, 0 otherwise.  Prints a
reliability table (shown chance in bins of 10 points: how many decisions, mean shown,
actual win rate) and the Brier score beside that of always saying 1/players.  Decisions of
one game are not independent: the number of games is the honest sample size.

The review's chances and the as-you-play standings (``advisor.standings``) are both measured: raw
(before the calibration) and as shown (after ``advisor.REVIEW_TEMPERATURE`` /
``STANDINGS_TEMPERATURE``).  ``--fit-games M`` first plays M other games (``--fit-seed``), fits
each temperature on them (least log loss) and shows the measured games with the fitted ones
instead: the figures are then on games the fit never saw.  ``--points FILE`` writes every
measured point (JSON lines) for a later look."""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.ai import advisor
from desktop.ai.advisor import CANDIDATES, DEALS, DecisionTask, decision_seed, decisions_of, judge, shrink
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
                                          decision_seed(gseed, index), DEALS, CANDIDATES, calibrated=False))
    return tasks, outcomes


def measure(game_id: str, games: int, per_seat: int, seed: int, workers: int) -> dict[str, Any]:
    """Raw points of ``games`` self-play games: each ``(review chance, standings chance, outcome)``."""
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
        standing = advisor.standings(task.view, task.seed, calibrated=False)[task.seat]
        points.append({"game_number": task.index // 10_000, "index": task.index % 10_000, "seat": task.seat,
                       "review": decision.assessment.win_chance, "standings": standing, "outcome": outcome})
    return {"game": game_id, "games": games, "players": players, "points": points,
            "seconds": time.perf_counter() - start}


def log_loss(pairs: list[tuple[float, float]]) -> float:
    eps = 1e-6
    return -sum(o * math.log(max(eps, p)) + (1 - o) * math.log(max(eps, 1 - p)) for p, o in pairs) / max(1, len(pairs))


def fit_temperature(pairs: list[tuple[float, float]], players: int) -> float:
    """The temperature (0.5-8) whose shrunk chances have the least log loss on ``pairs`` (raw, outcome)."""
    def loss(t: float) -> float:
        return log_loss([(shrink(p, players, t), o) for p, o in pairs])

    lo, hi = math.log(0.5), math.log(8.0)
    golden = (math.sqrt(5) - 1) / 2
    a, b = hi - golden * (hi - lo), lo + golden * (hi - lo)
    fa, fb = loss(math.exp(a)), loss(math.exp(b))
    for _ in range(40):
        if fa <= fb:
            hi, b, fb = b, a, fa
            a = hi - golden * (hi - lo)
            fa = loss(math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + golden * (hi - lo)
            fb = loss(math.exp(b))
    return round(math.exp((lo + hi) / 2), 2)


def table(pairs: list[tuple[float, float]], players: int) -> dict[str, Any]:
    """Reliability bins, Brier score (and that of always 1/players) and log loss of ``pairs``."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for p, o in pairs:
        bins[min(BINS - 1, int(p * BINS))].append((p, o))
    n = max(1, len(pairs))
    return {
        "decisions": len(pairs),
        "brier": sum((p - o) ** 2 for p, o in pairs) / n,
        "brier_uniform": sum((1.0 / players - o) ** 2 for _p, o in pairs) / n,
        "log_loss": log_loss(pairs),
        "bins": [
            {"low": i / BINS, "high": (i + 1) / BINS, "n": len(b),
             "shown": sum(p for p, _ in b) / len(b) if b else None,
             "actual": sum(o for _, o in b) / len(b) if b else None}
            for i, b in enumerate(bins)
        ],
    }


def calibrate(game_id: str, games: int, per_seat: int, seed: int, workers: int,
              fit: dict[str, Any] | None = None) -> dict[str, Any]:
    """Tables of the measured games: raw and as shown, for the review's chances and the standings;
    the temperatures are the shipped ones, or fitted on ``fit`` (``measure`` of other games)."""
    measured = measure(game_id, games, per_seat, seed, workers)
    players = measured["players"]
    temperatures = {"review": advisor.REVIEW_TEMPERATURE.get(game_id, 1.0),
                    "standings": advisor.STANDINGS_TEMPERATURE.get(game_id, 1.0)}
    if fit is not None:
        temperatures = {kind: fit_temperature([(p[kind], p["outcome"]) for p in fit["points"]], players)
                        for kind in ("review", "standings")}
    report: dict[str, Any] = {"game": game_id, "games": games, "players": players,
                              "fit_games": fit["games"] if fit is not None else 0,
                              "temperatures": temperatures, "points": measured["points"],
                              "seconds": measured["seconds"] + (fit["seconds"] if fit is not None else 0.0)}
    for kind in ("review", "standings"):
        raw = [(p[kind], p["outcome"]) for p in measured["points"]]
        report[kind] = {"raw": table(raw, players),
                        "shown": table([(shrink(p, players, temperatures[kind]), o) for p, o in raw], players)}
    return report


def markdown(report: dict[str, Any]) -> str:
    t = report["temperatures"]
    how = (f"fitted on {report['fit_games']} other games" if report["fit_games"] else "shipped")
    lines = [f"**{report['game']}** ({report['players']} players, {report['games']} games); "
             f"temperatures ({how}): review {t['review']:.2f}, standings {t['standings']:.2f}", ""]
    for kind, title in (("review", "Review and hint (the move played)"), ("standings", "Chances as you play")):
        raw, shown = report[kind]["raw"], report[kind]["shown"]
        lines += [f"{title}, {raw['decisions']} decisions: Brier raw {raw['brier']:.3f} → shown {shown['brier']:.3f} "
                  f"(always 1/{report['players']}: {raw['brier_uniform']:.3f}); "
                  f"log loss {raw['log_loss']:.3f} → {shown['log_loss']:.3f}",
                  "",
                  "| chance | raw: n | raw: mean | raw: actual | shown: n | shown: mean | shown: actual |",
                  "|---|---|---|---|---|---|---|"]
        for r, s in zip(raw["bins"], shown["bins"], strict=True):
            if not r["n"] and not s["n"]:
                continue
            cells = []
            for b in (r, s):
                cells += [str(b["n"]), f"{b['shown']:.1%}", f"{b['actual']:.1%}"] if b["n"] else ["0", "", ""]
            lines.append(f"| {r['low']:.0%}–{r['high']:.0%} | " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="*", help="game ids (default: every game with a heuristic)")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--per-seat", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--fit-games", type=int, default=0, help="fit the temperatures on this many other games")
    parser.add_argument("--fit-seed", type=int, default=2)
    parser.add_argument("--points", type=Path, help="write every measured point here (JSON lines)")
    args = parser.parse_args(argv)
    from desktop.ai.heuristics import has_heuristic

    ids = args.game or [g for g in registry.ids() if has_heuristic(g)]
    for game_id in ids:
        registry.get(game_id)
        fit = None
        if args.fit_games > 0:
            if args.fit_seed == args.seed:
                parser.error("--fit-seed must differ from --seed: the fit games must not be the measured ones")
            fit = measure(game_id, args.fit_games, max(1, args.per_seat), args.fit_seed, max(1, args.workers))
        report = calibrate(game_id, max(1, args.games), max(1, args.per_seat), args.seed, max(1, args.workers), fit)
        if args.points is not None:
            with args.points.open("a", encoding="utf-8") as out:
                for kind, data in (("fit", fit), ("measured", report)):
                    for p in (data or {}).get("points", []):
                        out.write(json.dumps({"game": game_id, "set": kind, **p}) + "\n")
        points = report.pop("points")
        if args.markdown:
            print(markdown(report))
            print(f"({len(points)} points, {report['seconds']:.0f} s)")
            print()
        else:
            print(json.dumps(report))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
