"""Black Friday: ``_WEIGHTS`` of desktop/ai/heuristics/black_friday.py.

Seeded 4-player games of four heuristic bots; every ``--every``-th position, each seat's
``features`` (silver bars, cash and shares in bars).  One fit per ``stage`` (the silver price's
space in threes) of w_bars·bars + w_money·(cash + shares) (ridge 0.001); cash and shares share
one weight so that selling at the price is no gain to the search (see tools/fitting/stockpile.py).
Compared with the old evaluation (share of worth in bars, squared)."""

from __future__ import annotations

import argparse

from desktop.ai.heuristics import black_friday as H
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, State, registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.state import BlackFridayState
from tools.fitting.core import Position, by_bots, fit_by_stage, report, self_play, staged

DEFAULTS = {"train": 400, "test": 200, "seed": 1, "every": 3}
PLAYERS = 4


def old_evaluate(state: BlackFridayState, seat: int) -> float:
    worths: list[float] = []
    limit = state.subsidy_limit()
    for s in range(state.num_players):
        money = state.cash[s] + sum(h * state.price(c) for c, h in enumerate(state.holdings[s]))
        money += max(0, limit - state.subsidies[s]) * D.SUBSIDY_VALUE - state.unpaid[s]
        bars = state.gold[s] * D.SILVER_PER_GOLD + state.silver[s] + max(0, money) / 100
        worths.append(bars ** 2)
    total = sum(worths)
    return worths[seat] / total if total > 0 else 1.0 / state.num_players


def collect(seed: int, games: int, every: int) -> list[Position]:
    positions: list[Position] = []
    for index in range(games):
        gseed = game_seed(seed, index)
        bots = [H.HeuristicBot(Rng(gseed + 17 * (s + 1)).next_u64()) for s in range(PLAYERS)]

        def record(state: State, k: int) -> Position | None:
            assert isinstance(state, BlackFridayState)
            if k % every:
                return None
            # cash and shares share one weight: a share sold at its price must not look like a gain
            feats = [[b, c + sh] for b, c, sh in H.features(state)]
            return Position(H.stage(state), feats, [], {"old": [old_evaluate(state, s) for s in range(PLAYERS)]})

        kept, shares = self_play(registry.get("black_friday").new_game(PLAYERS, None, gseed), by_bots(bots), record)
        for pos in kept:
            pos.target = shares
        positions.extend(kept)
    return positions


def run(args: argparse.Namespace) -> None:
    train = collect(args.seed, args.train, args.every)
    test = collect(args.seed + 1000, args.test, args.every)
    weights = fit_by_stage(train, 1e-3)
    report(test, {"old": lambda p: p.compare["old"], "fitted": staged(weights)},
           lambda p: ("all", f"silver{p.stage}"), ["all"])
    print("_WEIGHTS = (")
    for st, w in weights.items():
        print(f"    ({w[0]:.4f}, {w[1]:.4f}),  # silver space {3 * st}-{3 * st + 2}")
    print(")")
