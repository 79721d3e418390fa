"""Hab & Gut: ``WEIGHTS`` of desktop/ai/heuristics/hab_und_gut.py (the evaluation is a softmax
over the seats of ``WEIGHTS . seat_features(state)``).

Seeded games between heuristic bots (each decision is a random legal action with chance
``--epsilon``, so the data also holds positions the search's exploration reaches); every
``--every`` decisions, the features of every seat in the full state and who won (a shared win
counts 1/k to each winner).  Newton's method on the log-loss (ridge ``--ridge``), compared on
the held-out games, per quarter of the game, with the shipped weights, the former evaluation
(share of worth squared) and a uniform guess.  ``--cache PREFIX`` keeps the recorded positions
in JSON files, so feature variants can be tried quickly."""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

from desktop.ai.heuristics import hab_und_gut as h
from desktop.ai.simulate import game_seed
from desktop.engine import Action, Rng, State, registry
from desktop.engine.games.hab_und_gut.state import HabGutState
from tools.fitting.core import Position, fit_newton, normalised, probs, report, self_play

DEFAULTS = {"train": 1200, "test": 300, "seed": 1, "every": 5}
TEST_FIRST = 10_000_000  # the held-out games: these game indices of the same seed

Stats = list[list[float]]  # per seat: worth, donated, shares in hand, cash, share turns left
Raw = tuple[float, Stats, list[float], list[float]]  # progress, stats, targets, old eval


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--steps", type=int, default=8)
    parser.add_argument("--cache", default=None, help="prefix of JSON files keeping the recorded positions")


def play(seed: int, players: int, epsilon: float, every: int) -> list[Raw]:
    state = registry.get("hab_und_gut").new_game(players, None, seed)
    bots = [h.HeuristicBot(Rng(seed + 17 * (s + 1)).next_u64()) for s in range(players)]
    noise = Rng(seed ^ 0x5EED)

    def record(st: State, k: int) -> tuple[float, Stats, list[float]] | None:
        assert isinstance(st, HabGutState)
        if k % every:
            return None
        prog, stats = h.seat_stats(st)
        return prog, [list(x) for x in stats], [h.evaluate_share(st, s) for s in range(players)]

    def decide(st: State, seat: int) -> Action:
        view = st.view(seat)
        legal = view.legal_actions(seat)
        if epsilon > 0 and len(legal) > 1 and noise.random() < epsilon:
            return legal[noise.below(len(legal))]
        return bots[seat].decide(view, seat)

    rows, targets = self_play(state, decide, record)
    return [(prog, stats, targets, old) for prog, stats, old in rows]


def collect_raw(seed: int, first: int, games: int, players: int, epsilon: float, every: int,
                cache: str | None = None) -> list[Raw]:
    """The recorded positions of the games ``first`` .. ``first + games - 1`` of a seeded
    run (kept in the JSON file ``cache`` if given)."""
    key = f"{seed}:{first}:{games}:{players}:{epsilon}:{every}"
    if cache and os.path.exists(cache):
        with open(cache) as f:
            stored = json.load(f)
        if stored.get("key") == key:
            return [(r[0], r[1], r[2], r[3]) for r in stored["rows"]]
    out: list[Raw] = []
    for i in range(first, first + games):
        out.extend(play(game_seed(seed, i), players, epsilon, every))
    if cache:
        with open(cache, "w") as f:
            json.dump({"key": key, "rows": out}, f)
    return out


def to_positions(raw: list[Raw], features: Any = h.features_from_stats) -> list[Position]:
    return [Position(prog, features(prog, stats), targets, {"former": normalised(old)})
            for prog, stats, targets, old in raw]


def collect(seed: int, first: int, games: int, players: int, epsilon: float, every: int) -> list[Position]:
    return to_positions(collect_raw(seed, first, games, players, epsilon, every))


def quarters(pos: Position) -> tuple[str, str]:
    prog = pos.stage
    assert isinstance(prog, float)
    return "all", f"q{min(3, int(prog * 4)) + 1}"


def run(args: argparse.Namespace) -> None:
    t0 = time.perf_counter()
    train = to_positions(collect_raw(args.seed, 0, args.train, args.players, args.epsilon, args.every,
                                     args.cache and args.cache + "-train.json"))
    test = to_positions(collect_raw(args.seed, TEST_FIRST, args.test, args.players, args.epsilon, args.every,
                                    args.cache and args.cache + "-test.json"))
    print(f"positions: {len(train)} train, {len(test)} test ({time.perf_counter() - t0:.0f} s)", flush=True)
    w = fit_newton(train, args.ridge, args.steps, verbose=True)
    n = args.players
    print("weights: " + ", ".join(f"{name} {x:.4f}" for name, x in zip(h.FEATURES, w, strict=True)))
    print("WEIGHTS: tuple[float, ...] = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    report(test, {"fitted": lambda p: probs(w, p.feats), "shipped": lambda p: probs(list(h.WEIGHTS), p.feats),
                  "former": lambda p: p.compare["former"], "uniform": lambda p: [1 / n] * n},
           quarters, ["all"])
