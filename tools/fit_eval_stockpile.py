"""Fit Stockpile's evaluation (desktop/ai/heuristics/stockpile.py: ``evaluate``) to predict the winner.

Plays seeded 4-player games of four Heuristic bots, records every ``--every``-th
position (the full state), and for each seat the features of ``projection``
(money, shares, majority bonus, after this round's remaining forecast moves).
Then fits, per stage of the game (``progress`` in half rounds), a conditional
logit: P(seat wins) = softmax over seats of w_worth·(money + shares) +
w_majority·majority (Newton's method, a little L2).  Money and shares share one
weight on purpose: fitted apart, money came out about twice as predictive as
shares (rich seats win), and the paired search then won 4% of 24 games (every sale
looked like a gain); a share sold at its price is no gain.  Prints the held-out
log-loss and accuracy (is the seat with the highest value the winner?) of
the fitted model with the old evaluation (share of net worth, cubed).

    uv run python tools/fit_eval_stockpile.py --train 600 --test 300 --every 3 --seed 1

prints the table of weights pasted into ``_WEIGHTS`` in the heuristic module."""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.ai.evaluation import softmax
from desktop.ai.heuristics import stockpile as H
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, registry
from desktop.engine.games.stockpile.state import StockpileState

Sample = tuple[int, list[list[float]], list[float], list[float]]  # stage, features by seat, old eval, target


def old_evaluate(state: StockpileState, seat: int) -> float:
    worths = [max(0.0, H.net_worth(state, s)) ** 3 for s in range(state.num_players)]
    total = sum(worths)
    return worths[seat] / total if total > 0 else 1.0 / state.num_players


def stage(state: StockpileState) -> int:
    return int(H.progress(state) * 2)


def collect(seed: int, games: int, every: int, players: int = 4) -> list[Sample]:
    game = registry.get("stockpile")
    samples: list[Sample] = []
    for index in range(games):
        gseed = game_seed(seed, index)
        state = game.new_game(players, None, gseed)
        bots = [H.HeuristicBot(Rng(gseed + 17 * (s + 1)).next_u64()) for s in range(players)]
        kept: list[tuple[int, list[list[float]], list[float]]] = []
        n = 0
        while not state.is_over():
            assert isinstance(state, StockpileState)
            if n % every == 0 and state.round > 0:
                # money and shares share one weight: selling a share at its price must not look like a gain
                feats = [[m + sh, mj] for m, sh, mj in H.projection(state)]
                kept.append((stage(state), feats, [old_evaluate(state, s) for s in range(players)]))
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
            n += 1
        result = state.result()
        target = [result.share(s) for s in range(players)]
        samples.extend((st, f, o, target) for st, f, o in kept)
    return samples


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def probs(w: list[float], feats: list[list[float]]) -> list[float]:
    return softmax([sum(wi * xi for wi, xi in zip(w, f, strict=True)) for f in feats])


def fit(samples: list[Sample], l2: float = 1e-3, steps: int = 25) -> list[float]:
    k = len(samples[0][1][0])
    w = [0.05] * k
    for _ in range(steps):
        grad = [-l2 * x for x in w]
        hess = [[(l2 if i == j else 0.0) for j in range(k)] for i in range(k)]
        for _st, feats, _old, target in samples:
            p = probs(w, feats)
            mean = [sum(p[s] * feats[s][i] for s in range(len(p))) for i in range(k)]
            for s, f in enumerate(feats):
                for i in range(k):
                    grad[i] += (target[s] - p[s]) * f[i]
                    for j in range(k):
                        hess[i][j] += p[s] * f[i] * f[j]
            for i in range(k):
                for j in range(k):
                    hess[i][j] -= mean[i] * mean[j]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-7:
            break
    return w


def score(samples: list[Sample], predict: object) -> tuple[float, float]:
    """Mean log-loss (cross-entropy against the win shares) and winner accuracy."""
    loss = acc = 0.0
    for st, feats, old, target in samples:
        p = predict(st, feats, old)  # type: ignore[operator]
        loss -= sum(t * math.log(max(1e-9, q)) for t, q in zip(target, p, strict=True))
        best = max(range(len(p)), key=lambda s: p[s])
        acc += target[best]
    return loss / len(samples), acc / len(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--train", type=int, default=400)
    parser.add_argument("--test", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=4)
    args = parser.parse_args()
    train = collect(args.seed, args.train, args.every)
    test = collect(args.seed + 1000, args.test, args.every)
    stages = sorted({s[0] for s in train})
    weights: dict[int, list[float]] = {}
    print("stage  w_worth  w_majority   test log-loss old/new   accuracy old/new   n")
    for st in stages:
        weights[st] = fit([s for s in train if s[0] == st])
        part = [s for s in test if s[0] == st]
        if not part:
            continue
        lo, ao = score(part, lambda _st, _f, old: old)
        ln, an = score(part, lambda st_, f, _old: probs(weights[st_], f))
        w = weights[st]
        print(f"{st / 2:5.1f}  {w[0]:7.4f}  {w[1]:10.4f}   {lo:6.3f} / {ln:6.3f}"
              f"          {ao:5.3f} / {an:5.3f}   {len(part)}")
    lo, ao = score(test, lambda _st, _f, old: old)
    ln, an = score(test, lambda st_, f, _old: probs(weights.get(st_, weights[stages[-1]]), f))
    print(f"all    log-loss old {lo:.3f} new {ln:.3f}; accuracy old {ao:.3f} new {an:.3f}; "
          f"chance log-loss {math.log(4):.3f}")
    print("_WEIGHTS = (")
    for st in stages:
        w = weights[st]
        # a majority bonus is money at the end: never a minus (early fits give small negative weights)
        print(f"    ({w[0]:.4f}, {max(0.0, w[1]):.4f}),  # progress {st / 2}")
    print(")")


if __name__ == "__main__":
    main()
