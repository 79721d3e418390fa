"""Fit Landlord's evaluation (desktop/ai/heuristics/landlord.py, ``EVAL_WEIGHTS``).

    uv run python tools/fit_eval_landlord.py [--train 120] [--test 60] [--seed 5]

Plays seeded 4-player games of the heuristic against itself (each seat's decision is a
random legal action with chance 5%, as in the search's rollouts), records every seat's
features (``seat_features``) once a round, and who won the game.  Then it fits a
conditional-logit (softmax over the seats still in the game) model
``P(seat wins) = exp(w . f_seat) / sum exp(w . f_other)`` by Newton's method with a small
ridge penalty, in plain Python, and prints the weights, and the held-out log-loss and
accuracy (the most likely seat won) of the fitted model and of the old evaluation
(share of net worth squared), in total and by game round."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence

from desktop.ai.evaluation import softmax
from desktop.ai.heuristics import landlord as H
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, registry
from desktop.engine.games.landlord.state import LandlordState

Sample = tuple[int, list[int], list[list[float]], list[float], list[float]]  # round, active, feats, y, old


def old_eval(state: LandlordState) -> list[float]:
    n = state.num_players
    worth = [0.0 if state.bankrupt[s] else max(0.0, float(state.net_worth(s))) ** 2 for s in range(n)]
    total = sum(worth)
    return [w / total if total > 0 else 1.0 / n for w in worth]


def play(seed: int, epsilon: float = 0.05, sharp: float = 0.0) -> list[Sample]:
    game = registry.get("landlord")
    state = game.new_game(4, None, seed)
    assert isinstance(state, LandlordState)
    rng = Rng(seed ^ 0x5EED)
    # each seat plays the search levels' own personality with chance ``sharp`` (drawn apart from
    # ``rng``, so the default games are the ones EVAL_WEIGHTS were fitted on)
    pick = Rng(seed ^ 0x5A4B)
    bots = [H.HeuristicBot(Rng(seed + 17 * (s + 1)).next_u64(), H.SEARCH_PERSONALITY if pick.random() < sharp else None)
            for s in range(4)]
    rows: list[tuple[int, list[int], list[list[float]], list[float]]] = []
    last_round = -1
    while not state.is_over():
        seat = state.to_move()[0]
        if state.round != last_round:
            last_round = state.round
            active = [s for s in range(4) if not state.bankrupt[s]]
            if len(active) > 1:
                rows.append((state.round, active, H.seat_features(state), old_eval(state)))
        view = state.view(seat)
        if rng.random() < epsilon:
            legal = view.legal_actions(seat)
            action = legal[rng.below(len(legal))]
        else:
            action = bots[seat].decide(view, seat)
        state.apply(seat, action)
    result = state.result()
    y = [result.share(s) for s in range(4)]
    return [(r, a, f, y, o) for r, a, f, o in rows]


def data(first: int, count: int, seed: int, sharp: float = 0.0) -> list[list[Sample]]:
    return [play(game_seed(seed, i), sharp=sharp) for i in range(first, first + count)]


def probs(w: Sequence[float], active: Sequence[int], feats: list[list[float]]) -> list[float]:
    return softmax([sum(wi * fi for wi, fi in zip(w, feats[s], strict=True)) for s in active])


def fit(games: list[list[Sample]], dims: int, ridge: float = 1.0, steps: int = 25) -> list[float]:
    """Newton's method on the softmax log-likelihood (each game weighs the same)."""
    w = [0.0] * dims
    for _ in range(steps):
        grad = [-ridge * x for x in w]
        hess = [[(-ridge if i == j else 0.0) for j in range(dims)] for i in range(dims)]
        for rows in games:
            gw = 1.0 / max(1, len(rows))
            for _r, active, feats, y, _o in rows:
                p = probs(w, active, feats)
                mean = [sum(p[k] * feats[s][i] for k, s in enumerate(active)) for i in range(dims)]
                ys = sum(y[s] for s in active)
                if ys <= 0:
                    continue
                for k, s in enumerate(active):
                    f = feats[s]
                    target = y[s] / ys
                    for i in range(dims):
                        grad[i] += gw * (target - p[k]) * f[i]
                        di = f[i] - mean[i]
                        for j in range(i, dims):
                            hess[i][j] -= gw * p[k] * di * (f[j] - mean[j])
        for i in range(dims):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve([[-h for h in row] for row in hess], grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def score(games: list[list[Sample]], predict: str, w: Sequence[float] = ()) -> dict[str, tuple[float, float, int]]:
    """Log-loss and accuracy by round bucket (each position counted once)."""
    buckets: dict[str, list[float]] = {}
    for rows in games:
        for r, active, feats, y, old in rows:
            if predict == "old":
                tot = sum(old[s] for s in active)
                p = [old[s] / tot for s in active]
            else:
                p = probs(w, active, feats)
            ys = sum(y[s] for s in active)
            if ys <= 0:
                continue
            loss = -sum(y[s] / ys * math.log(max(1e-9, p[k])) for k, s in enumerate(active))
            best = max(range(len(active)), key=lambda k: p[k])
            hit = y[active[best]] / ys
            for name in ("all", "r<=10" if r <= 10 else "r11-30" if r <= 30 else "r>30"):
                b = buckets.setdefault(name, [0.0, 0.0, 0.0])
                b[0] += loss
                b[1] += hit
                b[2] += 1
    return {k: (v[0] / v[2], v[1] / v[2], int(v[2])) for k, v in buckets.items()}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", type=int, default=120)
    ap.add_argument("--test", type=int, default=60)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--sharp", type=float, default=0.0,
                    help="chance that a seat plays SEARCH_PERSONALITY (Hard's own play) instead of the defaults")
    args = ap.parse_args(argv)
    train = data(0, args.train, args.seed, args.sharp)
    test = data(args.train, args.test, args.seed, args.sharp)
    dims = len(train[0][0][2][0])
    w = fit(train, dims, args.ridge)
    print("EVAL_WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    for name, ws in (("old", ()), ("fitted", w)):
        for bucket, (loss, acc, n) in sorted(score(test, "old" if name == "old" else "new", ws).items()):
            print(f"{name:7s} {bucket:7s} log-loss {loss:.4f} accuracy {acc:.3f} positions {n}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
