"""The process the crash test kills: plays bot-only games of the fixture game
for ever, saving every action, and prints "GAME COUNT" after each commit.

Run as ``python -m tests.storage.kill_child DB``."""

from __future__ import annotations

import sys

from desktop.ai.base import RandomBot
from desktop.engine import registry
from desktop.storage import Seat, Store
from tests.fixture_game import GAME, TinyOptions

OPTIONS = TinyOptions(hand_size=5)
SEATS = [Seat.bot("random", f"Bot {i}") for i in range(4)]


def main(path: str) -> None:
    registry.register(GAME)
    store = Store.open(path)
    print("ready", flush=True)
    while True:
        info = store.latest_unfinished()
        if info is None:
            saved = store.new_game("tiny_market", OPTIONS, SEATS, seed=1000 + len(store.list_games()))
        else:
            saved = store.load_game(info.id)
        while not saved.state.is_over():
            seat = saved.state.to_move()[0]
            saved.apply(seat, RandomBot(saved.bot_seed(seat)).decide(saved.state, seat))
            print(saved.id, len(saved.actions), flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
