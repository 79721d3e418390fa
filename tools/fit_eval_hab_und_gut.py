"""Fit Hab & Gut's search evaluation (``WEIGHTS`` in desktop/ai/heuristics/hab_und_gut.py).

The evaluation is a softmax over the seats (a conditional logit) of
``WEIGHTS . seat_features(state)``: the chance that each seat wins.  This tool

1. plays seeded 4-player games between heuristic bots (each decision is a random
   legal action with chance ``--epsilon``, so the data also holds positions the
   search's exploration reaches) and records, every ``--every`` decisions, the
   features of every seat in the full state and who won (a shared win counts
   1/k to each winner);
2. fits the weights by Newton's method on the log-loss (a small ridge penalty),
   on the games of the training seeds;
3. reports, on held-out games (other seeds), the log-loss and how often the
   seat rated best won, per quarter of the game, for the fitted model, for the
   former evaluation (share of worth squared) and for a uniform guess.

Run (reproduces the shipped weights):

    uv run python tools/fit_eval_hab_und_gut.py --games 1200 --test-games 300 --seed 1

Pure Python (numpy is not a dependency of the project).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from typing import Any

from desktop.ai.evaluation import softmax
from desktop.ai.heuristics import hab_und_gut as h
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, registry
from desktop.engine.games.hab_und_gut.state import HabGutState

Stats = list[list[float]]  # per seat: worth, donated, shares in hand, cash, share turns left
Sample = tuple[list[list[float]], list[float], float, list[float]]  # features, targets, progress, old eval
Raw = tuple[float, Stats, list[float], list[float]]  # progress, stats, targets, old eval


def play(seed: int, players: int, epsilon: float, every: int) -> list[Raw]:
    game = registry.get("hab_und_gut")
    state = game.new_game(players, None, seed)
    assert isinstance(state, HabGutState)
    bots = [h.HeuristicBot(Rng(seed + 17 * (s + 1)).next_u64()) for s in range(players)]
    noise = Rng(seed ^ 0x5EED)
    rows: list[tuple[float, Stats, list[float]]] = []
    k = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if k % every == 0:
            prog, stats = h.seat_stats(state)
            rows.append((prog, [list(x) for x in stats], [h.evaluate_share(state, s) for s in range(players)]))
        view = state.view(seat)
        legal = view.legal_actions(seat)
        if epsilon > 0 and len(legal) > 1 and noise.random() < epsilon:
            action = legal[noise.below(len(legal))]
        else:
            action = bots[seat].decide(view, seat)
        state.apply(seat, action)
        k += 1
    result = state.result()
    targets = [result.share(s) for s in range(players)]
    return [(prog, stats, targets, old) for prog, stats, old in rows]


def collect_raw(seed: int, first: int, games: int, players: int, epsilon: float, every: int,
                cache: str | None = None) -> list[Raw]:
    """The recorded positions of the games ``first`` .. ``first + games - 1`` of a seeded
    run (kept in the JSON file ``cache`` if given, so feature variants can be tried quickly)."""
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


def to_samples(raw: list[Raw], features: Any = h.features_from_stats) -> list[Sample]:
    return [(features(prog, stats), targets, prog, old) for prog, stats, targets, old in raw]


def collect(seed: int, first: int, games: int, players: int, epsilon: float, every: int) -> list[Sample]:
    return to_samples(collect_raw(seed, first, games, players, epsilon, every))


def probs(w: list[float], feats: list[list[float]]) -> list[float]:
    return softmax([sum(a * b for a, b in zip(w, f, strict=True)) for f in feats])


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(data: list[Sample], ridge: float, steps: int) -> list[float]:
    dim = len(data[0][0][0])
    w = [0.0] * dim
    for step in range(steps):
        grad = [ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(dim)] for i in range(dim)]
        loss = 0.0
        for feats, targets, _, _ in data:
            p = probs(w, feats)
            mean = [sum(p[s] * feats[s][i] for s in range(len(p))) for i in range(dim)]
            for s, f in enumerate(feats):
                if targets[s] > 0:
                    loss -= targets[s] * math.log(max(1e-12, p[s]))
                diff = [f[i] - mean[i] for i in range(dim)]
                coef = p[s] - targets[s]
                for i in range(dim):
                    grad[i] += coef * f[i]
                    row = hess[i]
                    ps = p[s] * diff[i]
                    for j in range(dim):
                        row[j] += ps * diff[j]
        delta = solve(hess, grad)
        w = [w[i] - delta[i] for i in range(dim)]
        print(f"  newton {step}: training log-loss {loss / len(data):.4f}", flush=True)
    return w


def report(data: list[Sample], predict: Any) -> dict[str, Any]:
    buckets: dict[int, list[float]] = {}
    for feats, targets, prog, old in data:
        p = predict(feats, old)
        loss = -sum(t * math.log(max(1e-12, p[s])) for s, t in enumerate(targets) if t > 0)
        best = max(range(len(p)), key=lambda s: p[s])
        b = min(3, int(prog * 4))
        acc = buckets.setdefault(b, [0.0, 0.0, 0.0])
        acc[0] += loss
        acc[1] += targets[best]
        acc[2] += 1
    out = {}
    for b in sorted(buckets):
        loss, hit, n = buckets[b]
        out[f"q{b + 1}"] = {"log_loss": round(loss / n, 4), "top_pick_wins": round(hit / n, 4), "positions": int(n)}
    total = [sum(v[i] for v in buckets.values()) for i in range(3)]
    out["all"] = {"log_loss": round(total[0] / total[2], 4), "top_pick_wins": round(total[1] / total[2], 4)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1200)
    ap.add_argument("--test-games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--epsilon", type=float, default=0.05)
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--cache", default=None, help="prefix of JSON files keeping the recorded positions")
    args = ap.parse_args()
    t0 = time.perf_counter()
    train = to_samples(collect_raw(args.seed, 0, args.games, args.players, args.epsilon, args.every,
                                   args.cache and args.cache + "-train.json"))
    test = to_samples(collect_raw(args.seed, 10_000_000, args.test_games, args.players, args.epsilon, args.every,
                                  args.cache and args.cache + "-test.json"))
    print(f"positions: {len(train)} train, {len(test)} test ({time.perf_counter() - t0:.0f} s)", flush=True)
    w = fit(train, args.ridge, args.steps)
    n = args.players
    print(json.dumps({
        "weights": dict(zip(h.FEATURES, [round(x, 4) for x in w], strict=True)),
        "weights_tuple": [round(x, 4) for x in w],
        "held_out": {
            "fitted": report(test, lambda f, o: probs(w, f)),
            "shipped": report(test, lambda f, o: probs(list(h.WEIGHTS), f)),
            "former_share_squared": report(test, lambda f, o: [x / sum(o) for x in o] if sum(o) > 0 else [1 / n] * n),
            "uniform": report(test, lambda f, o: [1 / n] * n),
        },
    }, indent=1))


if __name__ == "__main__":
    main()
