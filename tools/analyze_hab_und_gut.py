"""Check Hab & Gut's DEFAULT values (card distribution, track spacing, 2-player
set-up) by simulation: seeded games between bots, then

- the spread of the six prices at the end of the game,
- how often a good touches 0 or 250 during a game,
- how often the lowest donor (eliminated) had the most money: the elimination
  changed the winner, so it matters,
- how often nobody is eliminated, the donations, and wins by seat.

Run:  uv run python tools/analyze_hab_und_gut.py --games 1000 --players 2,3,4,5 --seed 1
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed
from desktop.engine import Rng, registry
from desktop.engine.games.hab_und_gut import data as d
from desktop.engine.games.hab_und_gut.actions import PriceMoved
from desktop.engine.games.hab_und_gut.state import HabGutState


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(players: int, games: int, seed: int, levels: list[str]) -> dict[str, Any]:
    game = registry.get("hab_und_gut")
    seat_levels = [levels[i % len(levels)] for i in range(players)]
    spreads: list[float] = []
    finals: list[float] = []
    hit_zero = hit_top = games_zero = games_top = 0
    eliminated_richest = nobody_out = 0
    eliminated_counts: list[int] = []
    donations: list[float] = []
    final_cash: list[float] = []
    wins = [0.0] * players
    decisions = 0
    start = time.perf_counter()
    for index in range(games):
        gseed = game_seed(seed, index)
        bots = [make_bot(level, game.id, Rng(gseed + 17 * (i + 1)).next_u64()) for i, level in enumerate(seat_levels)]
        # two players are below the game's minimum (see data.MIN_PLAYERS): built directly to measure why
        state = game.new_game(players, None, gseed) if players >= game.min_players else \
            game._new_state(players, game.default_options(), gseed)
        assert isinstance(state, HabGutState)
        zero = [False] * d.NUM_GOODS
        top = [False] * d.NUM_GOODS
        while not state.is_over():
            seat = state.to_move()[0]
            bot = bots[seat]
            action = bot.decide(state.view(seat) if bot.needs_view else state, seat)
            for ev in state.apply(seat, action):
                if isinstance(ev, PriceMoved):
                    zero[ev.good] |= ev.new_price == d.MIN_PRICE
                    top[ev.good] |= ev.new_price == d.MAX_PRICE
            decisions += 1
        hit_zero += sum(zero)
        hit_top += sum(top)
        games_zero += any(zero)
        games_top += any(top)
        spreads.append(max(state.prices) - min(state.prices))
        finals.extend(state.prices)
        result = state.result()
        richest = max(state.cash)
        out = [s for s in range(players) if state.eliminated[s]]
        eliminated_counts.append(len(out))
        nobody_out += not out
        eliminated_richest += any(state.cash[s] == richest for s in out)
        donations.extend(state.centre)
        final_cash.extend(state.cash)
        for s in range(players):
            wins[s] += result.share(s)
    elapsed = time.perf_counter() - start
    goods_games = games * d.NUM_GOODS
    return {
        "players": players,
        "bots": seat_levels,
        "games": games,
        "final_price": {"mean": statistics.mean(finals), "p10": pct(finals, 0.1), "p50": pct(finals, 0.5),
                        "p90": pct(finals, 0.9), "max": max(finals)},
        "end_spread": {"mean": statistics.mean(spreads), "p10": pct(spreads, 0.1), "p50": pct(spreads, 0.5),
                       "p90": pct(spreads, 0.9)},
        "good_hits_0": hit_zero / goods_games,
        "good_hits_250": hit_top / goods_games,
        "games_with_a_0": games_zero / games,
        "games_with_a_250": games_top / games,
        "lowest_donor_was_richest": eliminated_richest / games,
        "nobody_eliminated": nobody_out / games,
        "mean_eliminated": statistics.mean(eliminated_counts),
        "donated_per_player": {"mean": statistics.mean(donations), "p50": pct(donations, 0.5)},
        "final_cash_per_player": {"mean": statistics.mean(final_cash), "p50": pct(final_cash, 0.5)},
        "win_rate_by_seat": [w / games for w in wins],
        "decisions_per_s": decisions / elapsed if elapsed else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="heuristic")
    args = parser.parse_args()
    levels = args.bots.split(",")
    reports = [run(int(p), args.games, args.seed, levels) for p in args.players.split(",")]
    print(json.dumps(reports, indent=1))


if __name__ == "__main__":
    main()
