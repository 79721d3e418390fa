"""Stockpile: ``_WEIGHTS`` of desktop/ai/heuristics/stockpile.py.

Seeded 4-player games of four heuristic bots; every ``--every``-th position, each seat's
``projection`` (money, shares, majority bonus after this round's remaining forecast moves).
One fit per stage of the game (``progress`` in half rounds) of w_worth·(money + shares) +
w_majority·majority (ridge 0.001), compared with the old evaluation (share of net worth,
cubed).  Money and shares share one weight on purpose: fitted apart, money came out about
twice as predictive as shares (rich seats win), and the paired search then won 4% of 24 games
(every sale looked like a gain); a share sold at its price is no gain."""

from __future__ import annotations

import argparse

from desktop.ai.heuristics import stockpile as H
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, State, registry
from desktop.engine.games.stockpile.state import StockpileState
from tools.fitting.core import Position, by_bots, fit_by_stage, report, self_play, staged

DEFAULTS = {"train": 400, "test": 200, "seed": 1, "every": 4}
PLAYERS = 4


def old_evaluate(state: StockpileState, seat: int) -> float:
    worths = [max(0.0, H.net_worth(state, s)) ** 3 for s in range(state.num_players)]
    total = sum(worths)
    return worths[seat] / total if total > 0 else 1.0 / state.num_players


def collect(seed: int, games: int, every: int) -> list[Position]:
    positions: list[Position] = []
    for index in range(games):
        gseed = game_seed(seed, index)
        bots = [H.HeuristicBot(Rng(gseed + 17 * (s + 1)).next_u64()) for s in range(PLAYERS)]

        def record(state: State, k: int) -> Position | None:
            assert isinstance(state, StockpileState)
            if k % every or state.round == 0:
                return None
            # money and shares share one weight: selling a share at its price must not look like a gain
            feats = [[m + sh, mj] for m, sh, mj in H.projection(state)]
            old = [old_evaluate(state, s) for s in range(PLAYERS)]
            return Position(int(H.progress(state) * 2), feats, [], {"old": old})

        kept, shares = self_play(registry.get("stockpile").new_game(PLAYERS, None, gseed), by_bots(bots), record)
        for pos in kept:
            pos.target = shares
        positions.extend(kept)
    return positions


def run(args: argparse.Namespace) -> None:
    train = collect(args.seed, args.train, args.every)
    test = collect(args.seed + 1000, args.test, args.every)
    weights = fit_by_stage(train, 1e-3)
    report(test, {"old": lambda p: p.compare["old"], "fitted": staged(weights)},
           lambda p: ("all", f"p{p.stage / 2:.1f}"), ["all"])  # type: ignore[operator]
    print("_WEIGHTS = (")
    for st, w in weights.items():
        # a majority bonus is money at the end: never a minus (early fits give small negative weights)
        print(f"    ({w[0]:.4f}, {max(0.0, w[1]):.4f}),  # progress {st / 2}")
    print(")")
