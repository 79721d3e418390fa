"""Shared helpers of the storage tests: a store in a temporary directory and
seeded bot play on the fixture game."""

from __future__ import annotations

from pathlib import Path

from desktop.ai.base import RandomBot
from desktop.storage import SavedGame, Seat, Store
from tests.fixture_game import TinyOptions

BOTS = [Seat.bot("random", "Bot A"), Seat.bot("heuristic", "Bot B"), Seat.bot("random", "Bot C")]


class Clock:
    """A clock that ticks one second per call, so ordering by time is exact."""

    def __init__(self) -> None:
        self.t = 0

    def __call__(self) -> str:
        self.t += 1
        return f"2026-01-01T00:{self.t // 60:02d}:{self.t % 60:02d}.000000+00:00"


def open_store(tmp_path: Path, name: str = "db.sqlite3") -> Store:
    return Store.open(tmp_path / name, clock=Clock())


def new_tiny(store: Store, seed: int = 1, players: int = 3, human: bool = True,
             options: TinyOptions | None = None) -> SavedGame:
    seats = ([Seat.human("Mei")] if human else []) + BOTS[: players - (1 if human else 0)]
    return store.new_game("tiny_market", options or TinyOptions(), seats, seed)


def play(saved: SavedGame, steps: int | None = None, seed: int = 7) -> int:
    """Play with random choices for every seat (``steps`` actions or to the end)."""
    bot = RandomBot(seed)
    n = 0
    while not saved.state.is_over() and (steps is None or n < steps):
        seat = saved.state.to_move()[0]
        saved.apply(seat, bot.decide(saved.state, seat))
        n += 1
    return n
