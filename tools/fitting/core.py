"""What every game's evaluation fit shares: recorded positions of seeded self-play, a
conditional logit (each seat's chance to win is a softmax over the seats of a linear utility
of its features) fitted by Newton's method (or Adam), and the held-out log-loss and winner
accuracy it is judged by.  Pure Python (numpy is not a dependency of the project)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.evaluation import softmax
from desktop.engine import Action, State


@dataclass(slots=True)
class Position:
    """One recorded position: per seat in play its features, its share of the win (summing
    to 1) and the chances other evaluations gave it (``compare``: name → chances)."""

    stage: Hashable
    feats: list[list[float]]
    target: list[float]
    compare: dict[str, list[float]] = field(default_factory=dict)
    weight: float = 1.0


def self_play(state: State, decide: Callable[[State, int], Action],
              record: Callable[[State, int], Any]) -> tuple[list[Any], list[float]]:
    """Play ``state`` to the end, ``decide(state, seat)`` choosing each move; ``record(state, k)``
    before the k-th decision keeps what it returns (None: nothing).  Returns what was kept and
    each seat's share of the win."""
    kept = []
    k = 0
    while not state.is_over():
        row = record(state, k)
        if row is not None:
            kept.append(row)
        seat = state.to_move()[0]
        state.apply(seat, decide(state, seat))
        k += 1
    result = state.result()
    return kept, [result.share(s) for s in range(state.num_players)]


def by_bots(bots: Sequence[Any]) -> Callable[[State, int], Action]:
    """Each seat decides by its bot, on its view."""
    return lambda state, seat: bots[seat].decide(state.view(seat), seat)


def normalised(chances: Sequence[float]) -> list[float]:
    total = sum(chances)
    return [c / total for c in chances] if total > 0 else [1.0 / len(chances)] * len(chances)


def probs(w: Sequence[float], feats: list[list[float]]) -> list[float]:
    return softmax([sum(wi * fi for wi, fi in zip(w, f, strict=True)) for f in feats])


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (``a`` is small and positive definite)."""
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


def fit_newton(data: Sequence[Position], ridge: float, steps: int = 25, tol: float = 1e-7,
               verbose: bool = False) -> list[float]:
    """The weights minimising the weighted log-loss plus ``ridge``/2 × |w|² (Newton's method)."""
    dims = len(data[0].feats[0])
    w = [0.0] * dims
    for step in range(steps):
        grad = [-ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(dims)] for i in range(dims)]
        loss = 0.0
        for pos in data:
            feats, gw = pos.feats, pos.weight
            p = probs(w, feats)
            mean = [sum(p[s] * f[i] for s, f in enumerate(feats)) for i in range(dims)]
            for s, f in enumerate(feats):
                t = pos.target[s]
                if t > 0:
                    loss -= gw * t * math.log(max(1e-12, p[s]))
                diff = [f[i] - mean[i] for i in range(dims)]
                for i in range(dims):
                    grad[i] += gw * (t - p[s]) * f[i]
                    row, ps = hess[i], gw * p[s] * diff[i]
                    for j in range(i, dims):
                        row[j] += ps * diff[j]
        for i in range(dims):
            for j in range(i):
                hess[i][j] = hess[j][i]
        delta = solve(hess, grad)
        w = [a + b for a, b in zip(w, delta, strict=True)]
        if verbose:
            print(f"  newton {step}: training log-loss {loss / sum(p.weight for p in data):.4f}", flush=True)
        if max(abs(x) for x in delta) < tol:
            break
    return w


def fit_adam(data: Sequence[Position], steps: int, rate: float, scale: Sequence[float]) -> list[float]:
    """The weights after ``steps`` full-batch Adam steps on the mean log-loss, the features
    divided by ``scale`` during the descent (undone at the end)."""
    dims = len(scale)
    scaled = [([[f[i] / scale[i] for i in range(dims)] for f in pos.feats], pos.target) for pos in data]
    w = [0.0] * dims
    m = [0.0] * dims
    v = [0.0] * dims
    for step in range(1, steps + 1):
        grad = [0.0] * dims
        for feats, target in scaled:
            p = probs(w, feats)
            for s, f in enumerate(feats):
                d = p[s] - target[s]
                for i in range(dims):
                    grad[i] += d * f[i]
        for i in range(dims):
            g = grad[i] / len(scaled)
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            w[i] -= rate * (m[i] / (1 - 0.9 ** step)) / (math.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
    return [w[i] / scale[i] for i in range(dims)]


def score(data: Sequence[Position], predict: Callable[[Position], list[float]],
          buckets: Callable[[Position], Sequence[str]]) -> dict[str, tuple[float, float, int]]:
    """Per bucket (a position counts in each of ``buckets(position)``): mean log-loss against
    the win shares, how often the seat rated best won (its share), and the positions."""
    sums: dict[str, list[float]] = {}
    for pos in data:
        p = predict(pos)
        loss = -sum(t * math.log(max(1e-12, q)) for t, q in zip(pos.target, p, strict=True) if t > 0)
        best = max(range(len(p)), key=lambda s: p[s])
        for name in buckets(pos):
            b = sums.setdefault(name, [0.0, 0.0, 0.0])
            b[0] += loss
            b[1] += pos.target[best]
            b[2] += 1
    return {name: (b[0] / b[2], b[1] / b[2], int(b[2])) for name, b in sums.items()}


def report(data: Sequence[Position], models: dict[str, Callable[[Position], list[float]]],
           buckets: Callable[[Position], Sequence[str]], order: Sequence[str] = ()) -> None:
    """Print the held-out log-loss and accuracy of each model, by bucket."""
    for name, predict in models.items():
        scores = score(data, predict, buckets)
        for bucket in [*(b for b in order if b in scores), *sorted(b for b in scores if b not in order)]:
            loss, acc, n = scores[bucket]
            print(f"{name:9s} {bucket:8s} log-loss {loss:.4f} accuracy {acc:.3f} positions {n}")


def fit_by_stage(data: Sequence[Position], ridge: float) -> dict[Any, list[float]]:
    """One fit per stage of the game (``Position.stage``)."""
    return {st: fit_newton([p for p in data if p.stage == st], ridge)
            for st in sorted({p.stage for p in data})}  # type: ignore[type-var]


def staged(weights: dict[Any, list[float]]) -> Callable[[Position], list[float]]:
    """The chances by the weights of the position's stage (the last stage's for one never seen)."""
    last = weights[max(weights)]
    return lambda pos: probs(weights.get(pos.stage, last), pos.feats)
