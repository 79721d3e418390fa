"""A seeded bot game played into a temporary store and exported as the Saved
games page exports it (desktop/storage/exchange.py): the files the log tests
and ``trading-floor log`` read."""

from __future__ import annotations

from pathlib import Path

from desktop.ai.base import NO_BUDGET
from desktop.ai.levels import make_bot
from desktop.engine import Rng, registry
from desktop.storage.exchange import export_game
from desktop.storage.seats import Seat
from desktop.storage.store import Store

NAMES = ("Ada", "Bruno", "Chiyo", "Dmitri")


def play_and_export(game_id: str, folder: Path, players: int = 4, seed: int = 41, level: str = "heuristic",
                    max_steps: int = 4000) -> str:
    """The export (JSON text) of a ``players``-seat game of ``level`` bots
    (seat 0 stored as the person at the screen, as the app stores a game)."""
    game = registry.get(game_id)
    players = max(game.min_players, min(players, game.max_players))
    seats = [Seat.human(NAMES[0]), *(Seat.bot(level, NAMES[i]) for i in range(1, players))]
    with Store.open(folder / "saves.sqlite3") as store:
        saved = store.new_game(game_id, None, seats, seed)
        bots = [make_bot(level, game_id, Rng(seed + 17 * (i + 1)).next_u64()) for i in range(players)]
        for _ in range(max_steps):
            state = saved.state
            if state.is_over():
                break
            seat = state.to_move()[0]
            bot = bots[seat]
            observed = state.view(seat) if getattr(bot, "needs_view", True) else state
            saved.apply(seat, bot.decide(observed, seat, NO_BUDGET))
        if saved.state.is_over():
            store.finish_game(saved.id, saved.state.result())
        return export_game(store, saved.id)
