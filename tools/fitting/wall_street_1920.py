"""1920 Wall Street: ``_WEIGHTS`` of desktop/ai/heuristics/wall_street_1920.py.

Seeded 4-player games of the heuristic against itself; every ``--every`` decisions in the
main phase, the features ``_features(state, seat)`` of every seat and who won (a shared win is
shared).  The utility is u = sum_k (a_k + b_k * left) * f_k (``left`` = the share of the deck
still to come), fitted by ``--steps`` full-batch Adam steps at rate ``--rate`` on the log-loss.
Compared with the module's current ``evaluate`` and the earlier logistic of the score lead / 8,
by stage of the game.  To judge the search that uses this evaluation, see tools/judge_search.py."""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from desktop.ai.heuristics import wall_street_1920 as H
from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed
from desktop.engine import registry
from desktop.engine.games.wall_street_1920.state import PH_MAIN
from tools.fitting.core import Position, by_bots, fit_adam, normalised, probs, report, self_play

DEFAULTS = {"train": 400, "test": 200, "seed": 7, "every": 4}
GAME = "wall_street_1920"
PLAYERS = 4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--rate", type=float, default=0.05)


def lead_evaluate(state: Any, seat: int) -> float:
    """The evaluation before the fit: a logistic of (my score - best other score) / 8."""
    scores = [sum(v for _k, v in state.breakdown(s)) for s in range(state.num_players)]
    best_other = max(scores[s] for s in range(state.num_players) if s != seat)
    return 1.0 / (1.0 + math.exp(-(scores[seat] - best_other) / 8.0))


def collect(seeds: list[int], every: int) -> tuple[list[Position], int]:
    """The positions of the games, and how many ended in a shared win.  A position's features
    are the seat's features and the same times ``left`` (its stage)."""
    positions: list[Position] = []
    ties = 0
    for seed in seeds:
        bots = [make_bot("heuristic", GAME, seed + 17 * (s + 1)) for s in range(PLAYERS)]

        def record(state: Any, k: int) -> tuple[Any, float] | None:
            return (state.clone(), H.deck_left(state)) if k % every == 0 and state.phase == PH_MAIN else None

        kept, shares = self_play(registry.get(GAME).new_game(PLAYERS, None, seed), by_bots(bots), record)
        ties += max(shares) < 1.0
        for state, left in kept:
            feats = [H._features(state, s) for s in range(PLAYERS)]
            positions.append(Position(left, [f + [x * left for x in f] for f in feats], shares, {
                "current": normalised([H.evaluate(state, s) for s in range(PLAYERS)]),
                "lead/8": normalised([lead_evaluate(state, s) for s in range(PLAYERS)]),
            }))
    return positions, ties


def stages(pos: Position) -> list[str]:
    left = pos.stage
    assert isinstance(left, float)
    return ["all", "early" if left > 0.66 else "middle" if left > 0.33 else "late"]


def run(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    train, ties_a = collect([game_seed(args.seed, i) for i in range(args.train)], args.every)
    test, ties_b = collect([game_seed(args.seed + 1000, i) for i in range(args.test)], args.every)
    print(f"positions: {len(train)} train, {len(test)} test; games ending in a shared win: "
          f"{ties_a + ties_b} of {args.train + args.test}; {time.perf_counter() - start:.0f} s")
    k = len(train[0].feats[0]) // 2
    # features on comparable scales for the descent (a feature and the same times ``left`` alike)
    scale = [max(1e-9, max(abs(f[i]) for p in train for f in p.feats)) for i in range(k)]
    w = fit_adam(train, args.steps, args.rate, scale + scale)
    print("_WEIGHTS = (" + ", ".join(f"{x:.4g}" for x in w) + ")")
    report(test, {"fitted": lambda p: probs(w, p.feats), "current": lambda p: p.compare["current"],
                  "lead/8": lambda p: p.compare["lead/8"]}, stages, ["all", "early", "middle", "late"])
