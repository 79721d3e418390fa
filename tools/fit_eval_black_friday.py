"""Fit Black Friday's evaluation (desktop/ai/heuristics/black_friday.py: ``evaluate``) to predict the winner.

Plays seeded 4-player games of four Heuristic bots, records every ``--every``-th
position (the full state) with each seat's ``features`` (silver bars, cash and
shares in bars), and fits, per ``stage`` (the silver price's space in threes),
a conditional logit: P(seat wins) = softmax over seats of w_bars·bars +
w_money·(cash + shares); cash and shares share one weight so that selling at
the price is no gain to the search (see tools/fit_eval_stockpile.py) (Newton's
method, see tools/fit_eval_stockpile.py).  Prints the held-out log-loss and
winner accuracy against the old evaluation (share of worth in bars, squared)
and the table pasted into ``_WEIGHTS``.

    uv run python tools/fit_eval_black_friday.py --train 600 --test 300 --every 3 --seed 1"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fit_eval_stockpile import Sample, fit, probs, score

from desktop.ai.heuristics import black_friday as H
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.state import BlackFridayState


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


def collect(seed: int, games: int, every: int, players: int = 4) -> list[Sample]:
    game = registry.get("black_friday")
    samples: list[Sample] = []
    for index in range(games):
        gseed = game_seed(seed, index)
        state = game.new_game(players, None, gseed)
        bots = [H.HeuristicBot(Rng(gseed + 17 * (s + 1)).next_u64()) for s in range(players)]
        kept: list[tuple[int, list[list[float]], list[float]]] = []
        n = 0
        while not state.is_over():
            assert isinstance(state, BlackFridayState)
            if n % every == 0:
                # cash and shares share one weight: a share sold at its price must not look like a gain
                feats = [[b, c + sh] for b, c, sh in H.features(state)]
                kept.append((H.stage(state), feats, [old_evaluate(state, s) for s in range(players)]))
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
            n += 1
        result = state.result()
        target = [result.share(s) for s in range(players)]
        samples.extend((st, f, o, target) for st, f, o in kept)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--train", type=int, default=400)
    parser.add_argument("--test", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=3)
    args = parser.parse_args()
    train = collect(args.seed, args.train, args.every)
    test = collect(args.seed + 1000, args.test, args.every)
    stages = sorted({s[0] for s in train})
    weights: dict[int, list[float]] = {}
    print("stage  w_bars  w_money   test log-loss old/new   accuracy old/new   n")
    for st in stages:
        weights[st] = fit([s for s in train if s[0] == st])
        part = [s for s in test if s[0] == st]
        if not part:
            continue
        lo, ao = score(part, lambda _st, _f, old: old)
        ln, an = score(part, lambda st_, f, _old: probs(weights[st_], f))
        w = weights[st]
        print(f"{st:5d}  {w[0]:6.3f}  {w[1]:6.3f}   {lo:6.3f} / {ln:6.3f}"
              f"          {ao:5.3f} / {an:5.3f}   {len(part)}")
    lo, ao = score(test, lambda _st, _f, old: old)
    ln, an = score(test, lambda st_, f, _old: probs(weights.get(st_, weights[stages[-1]]), f))
    print(f"all    log-loss old {lo:.3f} new {ln:.3f}; accuracy old {ao:.3f} new {an:.3f}; "
          f"chance log-loss {math.log(4):.3f}")
    print("_WEIGHTS = (")
    for st in stages:
        w = weights[st]
        print(f"    ({w[0]:.4f}, {w[1]:.4f}),  # silver space {3 * st}-{3 * st + 2}")
    print(")")


if __name__ == "__main__":
    main()
