"""Fit the 1920 Wall Street evaluation (desktop/ai/heuristics/wall_street_1920.py ``evaluate``).

    uv run python tools/fit_eval_wall_street_1920.py [--games 400] [--test 200] [--seed 7] [--every 4]

Plays seeded 4-player games of the heuristic against itself, records the full
state every ``--every`` decisions, the features ``_features(state, seat)`` of
every seat and who won (a shared win is shared).  Fits a softmax over the seats,
P(seat wins) = exp(u_seat) / sum exp(u), with u = sum_k (a_k + b_k * left) * f_k
(``left`` = the share of the deck still to come), by plain gradient descent on
the log-loss of the training games, and prints the constants for ``_WEIGHTS``.

It then compares, on the held-out games (other seeds), the log-loss and the
winner accuracy (the seat with the highest evaluation won) of the fitted model
and of the module's current ``evaluate``, by stage of the game.  Also reports
how often games end in a shared win.  Standard library only.

To judge the search that uses this evaluation, see tools/judge_search.py."""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from desktop.ai.evaluation import softmax
from desktop.ai.heuristics import wall_street_1920 as H
from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed
from desktop.engine import registry
from desktop.engine.games.wall_street_1920.state import PH_MAIN

GAME = "wall_street_1920"
PLAYERS = 4


def play(seed: int, every: int) -> tuple[list[tuple[Any, float]], list[float]]:
    """One heuristic game: (state copy, left) samples and each seat's win share."""
    game = registry.get(GAME)
    state: Any = game.new_game(PLAYERS, None, seed)
    bots = [make_bot("heuristic", GAME, seed + 17 * (s + 1)) for s in range(PLAYERS)]
    samples: list[tuple[Any, float]] = []
    decisions = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if decisions % every == 0 and state.phase == PH_MAIN:
            samples.append((state.clone(), H.deck_left(state)))
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
        decisions += 1
    result = state.result()
    return samples, [result.share(s) for s in range(PLAYERS)]


def dataset(seeds: list[int], every: int) -> tuple[list[tuple[list[list[float]], float, list[float], Any]], int]:
    rows = []
    ties = 0
    for seed in seeds:
        samples, shares = play(seed, every)
        if max(shares) < 1.0:
            ties += 1
        for state, left in samples:
            feats = [H._features(state, s) for s in range(PLAYERS)]
            rows.append((feats, left, shares, state))
    return rows, ties


def lead_evaluate(state: Any, seat: int) -> float:
    """The evaluation before the fit: a logistic of (my score - best other score) / 8."""
    scores = [sum(v for _k, v in state.breakdown(s)) for s in range(state.num_players)]
    best_other = max(scores[s] for s in range(state.num_players) if s != seat)
    return 1.0 / (1.0 + math.exp(-(scores[seat] - best_other) / 8.0))


def utilities(weights: list[float], feats: list[list[float]], left: float) -> list[float]:
    k = len(weights) // 2
    return [sum((weights[i] + weights[k + i] * left) * f[i] for i in range(k)) for f in feats]


def fit(rows: list[tuple[list[list[float]], float, list[float], Any]], steps: int, rate: float) -> list[float]:
    k = len(rows[0][0][0])
    # features on comparable scales for the descent; undone at the end
    scale = [max(1e-9, max(abs(f[i]) for r in rows for f in r[0])) for i in range(k)]
    scaled = [([[f[i] / scale[i] for i in range(k)] for f in feats], left, shares)
              for feats, left, shares, _ in rows]
    w = [0.0] * (2 * k)
    # Adam on the mean log-loss, full batch
    m = [0.0] * len(w)
    v = [0.0] * len(w)
    for step in range(1, steps + 1):
        grad = [0.0] * len(w)
        for feats, left, shares in scaled:
            p = softmax(utilities(w, feats, left))
            for s, f in enumerate(feats):
                d = p[s] - shares[s]
                for i in range(k):
                    grad[i] += d * f[i]
                    grad[k + i] += d * f[i] * left
        for i in range(len(w)):
            g = grad[i] / len(scaled)
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            w[i] -= rate * (m[i] / (1 - 0.9 ** step)) / (math.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
    return [w[i] / scale[i % k] for i in range(2 * k)]


def report(name: str, rows: list[tuple[list[list[float]], float, list[float], Any]],
           probs: list[list[float]]) -> None:
    stages = [(0.66, 1.01, "early"), (0.33, 0.66, "middle"), (-0.01, 0.33, "late"), (-0.01, 1.01, "all")]
    parts = []
    for low, high, label in stages:
        loss = hits = n = 0.0
        for (_f, left, shares, _s), p in zip(rows, probs, strict=True):
            if not low < left <= high:
                continue
            n += 1
            loss -= sum(sh * math.log(max(1e-9, q)) for sh, q in zip(shares, p, strict=True))
            best = max(range(PLAYERS), key=lambda s: p[s])
            hits += shares[best]
        if n:
            parts.append(f"{label} n={int(n)} logloss={loss / n:.3f} acc={hits / n:.3f}")
    print(f"{name:10s} " + " | ".join(parts))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--test", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--rate", type=float, default=0.05)
    args = parser.parse_args()
    start = time.perf_counter()
    train, ties_a = dataset([game_seed(args.seed, i) for i in range(args.games)], args.every)
    test, ties_b = dataset([game_seed(args.seed + 1000, i) for i in range(args.test)], args.every)
    print(f"positions: {len(train)} train, {len(test)} test; games ending in a shared win: "
          f"{ties_a + ties_b} of {args.games + args.test}; {time.perf_counter() - start:.0f} s")
    w = fit(train, args.steps, args.rate)
    print("_WEIGHTS = (" + ", ".join(f"{x:.4g}" for x in w) + ")")
    fitted = [softmax(utilities(w, f, left)) for f, left, _sh, _s in test]
    report("fitted", test, fitted)
    current = []
    for _f, _left, _sh, state in test:
        current.append([H.evaluate(state, s) for s in range(PLAYERS)])
    # the current evaluate's values do not sum to 1: normalise them for the log-loss
    report("current", test, [[q / sum(p) for q in p] for p in current])
    old = []
    for _f, _left, _sh, state in test:
        old.append([lead_evaluate(state, s) for s in range(PLAYERS)])
    report("lead/8", test, [[q / sum(p) for q in p] for p in old])


if __name__ == "__main__":
    main()
