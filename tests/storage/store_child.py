"""Stores part of a random game of each game given, in its own process (so
with its own hash randomisation), and prints "GAME_ID GAME_ROW" per game.

Run as ``python -m tests.storage.store_child DB STEPS GAME_ID...``."""

from __future__ import annotations

import sys

from desktop.ai.base import RandomBot
from desktop.engine import registry
from desktop.storage import Seat, Store
from tests.fixture_game import GAME


def main(path: str, steps: int, game_ids: list[str]) -> None:
    registry.register(GAME)
    with Store.open(path) as store:
        for game_id in game_ids:
            game = registry.get(game_id)
            players = max(game.min_players, min(3, game.max_players))
            seats = [Seat.human("Mei"), *(Seat.bot("random", f"Bot {i}") for i in range(1, players))]
            saved = store.new_game(game_id, None, seats, seed=4242)
            bot = RandomBot(7)
            while not saved.state.is_over() and len(saved.actions) < steps:
                seat = saved.state.to_move()[0]
                saved.apply(seat, bot.decide(saved.state, seat))
            print(game_id, saved.id, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3:])
