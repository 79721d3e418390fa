"""DEFAULT checks for Stockpile by simulation.

    uv run python tools/analyze_stockpile.py [games] [bots]

For each player count (and the advanced board): whether the market deck ever ran
out and was refilled from the discards (the round table DEFAULT says never), splits and bankruptcies per game,
the winner's money and the spread of final money.  ``bots`` is ``random`` or
``heuristic`` (every seat)."""

from __future__ import annotations

import sys
from statistics import mean

from desktop.ai.levels import make_bot
from desktop.engine import Rng
from desktop.engine.games.stockpile import GAME, StockpileOptions
from desktop.engine.games.stockpile.events import Bankruptcy, StockSplit


def run(players: int, options: StockpileOptions, games: int, level: str) -> dict[str, float]:
    splits = busts = ran_out = 0
    min_deck = 99
    winners: list[int] = []
    spreads: list[int] = []
    for g in range(games):
        seed = Rng(g * 7919 + players).next_u64()
        state = GAME.new_game(players, options, seed)
        last_deck = len(state.deck)  # type: ignore[attr-defined]
        bots = [make_bot(level, "stockpile", seed + s) for s in range(players)]
        while not state.is_over():
            seat = state.to_move()[0]
            bot = bots[seat]
            action = bot.decide(state.view(seat) if bot.needs_view else state, seat)
            for ev in state.apply(seat, action):
                splits += isinstance(ev, StockSplit)
                busts += isinstance(ev, Bankruptcy)
            deck = len(state.deck)  # type: ignore[attr-defined]
            ran_out += deck > last_deck  # the deck grew: the discard pile was reshuffled into it
            last_deck = deck
            min_deck = min(min_deck, deck)
        scores = state.result().scores
        winners.append(max(scores))
        spreads.append(max(scores) - min(scores))
    return {"splits_per_game": splits / games, "bankruptcies_per_game": busts / games,
            "deck_min": min_deck, "reshuffles": ran_out,
            "winner_money": mean(winners), "spread": mean(spreads)}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    level = sys.argv[2] if len(sys.argv) > 2 else "random"
    for advanced in (False, True):
        for players in (2, 3, 4, 5):
            out = run(players, StockpileOptions(advanced_board=advanced), games, level)
            print(f"players={players} advanced={advanced} " + " ".join(
                f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}" for k, v in out.items()))


if __name__ == "__main__":
    main()
