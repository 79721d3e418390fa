"""Check Black Friday's DEFAULT tables by simulation.

Plays seeded games with heuristic bots in every seat (or the bots given) and
prints: game length (turns, decisions), price changes per game and what
triggered them, the price paths of the markers, the level reached, how the
silver end came about (black cases, the silver chart, or the one-space
minimum), and the win rate by position after the start player (the
special-action cards' balance).

    uv run python tools/analyze_black_friday.py --games 1000 --players 4 --seed 1
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from typing import Any

from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed
from desktop.engine import registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import PriceChangeStarted
from desktop.engine.games.black_friday.state import BlackFridayState


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def summary(values: list[float]) -> dict[str, float]:
    return {"mean": round(statistics.fmean(values), 2), "min": min(values), "p10": pct(values, 0.1),
            "median": pct(values, 0.5), "p90": pct(values, 0.9), "max": max(values)}


def play(players: int, seed: int, bots: list[str]) -> dict[str, Any]:
    game = registry.get("black_friday")
    state = game.new_game(players, None, seed)
    assert isinstance(state, BlackFridayState)
    agents = [make_bot(level, "black_friday", seed + 17 * (i + 1)) for i, level in enumerate(bots)]
    decisions = 0
    triggers: Counter[str] = Counter()
    paths: list[list[int]] = [[state.price(c) for c in range(D.NUM_COLOURS)]]
    while not state.is_over():
        seat = state.to_move()[0]
        bot = agents[seat]
        action = bot.decide(state.view(seat) if bot.needs_view else state, seat)
        for ev in state.apply(seat, action):
            if isinstance(ev, PriceChangeStarted):
                triggers.update(ev.triggers)
        if state.price_changes >= len(paths):
            paths.append([state.price(c) for c in range(D.NUM_COLOURS)])
        decisions += 1
    result = state.result()
    return {
        "turns": state.turn, "decisions": decisions, "price_changes": state.price_changes,
        "triggers": dict(triggers), "end": state.end_cause, "level": state.level, "paths": paths,
        "winners": result.winners, "start": state.start, "scores": result.scores,
        "winner_bars": max(result.scores),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="heuristic")
    args = ap.parse_args()
    levels = args.bots.split(",")
    bots = [levels[i % len(levels)] for i in range(args.players)]
    t0 = time.perf_counter()
    runs = [play(args.players, game_seed(args.seed, i), bots) for i in range(args.games)]
    elapsed = time.perf_counter() - t0
    ends = Counter(r["end"] for r in runs)
    triggers: Counter[str] = Counter()
    for r in runs:
        triggers.update(r["triggers"])
    finals = [p for r in runs for p in r["paths"][-1]]
    peaks = [max(max(step) for step in r["paths"]) for r in runs]
    floor_share = sum(1 for p in finals if p == D.GRID[0][0]) / len(finals)
    # mean of the markers' mean price after price change k (games still running at k)
    by_change: dict[int, list[float]] = {}
    for r in runs:
        for k, step in enumerate(r["paths"]):
            by_change.setdefault(k, []).append(statistics.fmean(step))
    path = {k: round(statistics.fmean(v), 1) for k, v in sorted(by_change.items()) if k % 3 == 0}
    by_pos = [0.0] * args.players
    for r in runs:
        for w in r["winners"]:
            by_pos[(w - r["start"]) % args.players] += 1 / len(r["winners"])
    report = {
        "games": args.games, "players": args.players, "bots": bots, "seconds": round(elapsed, 1),
        "turns": summary([r["turns"] for r in runs]),
        "turns_per_player": round(statistics.fmean(r["turns"] for r in runs) / args.players, 1),
        "decisions": summary([r["decisions"] for r in runs]),
        "price_changes": summary([r["price_changes"] for r in runs]),
        "triggers_per_game": {k: round(v / args.games, 2) for k, v in sorted(triggers.items())},
        "end_cause": {k: round(v / args.games, 3) for k, v in sorted(ends.items())},
        "level_reached": dict(sorted(Counter(r["level"] for r in runs).items())),
        "final_price": summary(finals),
        "final_at_floor_share": round(floor_share, 3),
        "peak_price_per_game": summary(peaks),
        "mean_marker_price_after_change_k": path,
        "winner_bars": summary([r["winner_bars"] for r in runs]),
        "win_rate_by_position_after_start": [round(w / args.games, 3) for w in by_pos],
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
