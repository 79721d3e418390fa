"""Seeded self-play for the Stockpile heuristic's personality knobs.

    uv run python tools/tune_stockpile_bot.py sweep KNOB V1,V2,V3,V4 [games]
        four heuristics, one knob value each, rotated over the seats; prints each value's win share
    uv run python tools/tune_stockpile_bot.py versus KNOB=V[,KNOB=V...] [games]
        the current defaults (two seats) against bots with the given knobs (two seats)
"""

from __future__ import annotations

import sys

from desktop.ai.heuristics.stockpile import HeuristicBot
from desktop.engine import Rng
from desktop.engine.games.stockpile import GAME, StockpileOptions


def play(personalities: list[dict[str, float] | None], seed: int) -> tuple[float, ...]:
    state = GAME.new_game(4, StockpileOptions(), seed)
    bots = [HeuristicBot(seed + i, p) for i, p in enumerate(personalities)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    result = state.result()
    return tuple(result.share(s) for s in range(4))


def sweep(knob: str, values: list[float], games: int) -> None:
    wins = [0.0] * len(values)
    for g in range(games):
        rot = g % 4
        idx = [(i + rot) % 4 for i in range(4)]
        shares = play([{knob: values[j]} for j in idx], Rng(g).next_u64())
        for seat, j in enumerate(idx):
            wins[j] += shares[seat]
    print(knob, {v: round(w / games, 3) for v, w in zip(values, wins, strict=True)})


def versus(other: dict[str, float], games: int) -> None:
    wins = {"defaults": 0.0, "other": 0.0}
    for g in range(games):
        kinds = ["defaults", "other"] * 2 if g % 2 == 0 else ["other", "defaults"] * 2
        shares = play([None if k == "defaults" else other for k in kinds], Rng(g + 999).next_u64())
        for seat, k in enumerate(kinds):
            wins[k] += shares[seat]
    print({k: round(v / games, 3) for k, v in wins.items()})


def main() -> None:
    mode = sys.argv[1]
    if mode == "sweep":
        sweep(sys.argv[2], [float(v) for v in sys.argv[3].split(",")], int(sys.argv[4]) if len(sys.argv) > 4 else 200)
    else:
        other = {k: float(v) for k, v in (kv.split("=") for kv in sys.argv[2].split(","))}
        versus(other, int(sys.argv[3]) if len(sys.argv) > 3 else 200)


if __name__ == "__main__":
    main()
