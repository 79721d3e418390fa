"""Seeded bot-only games: the engine of ``trading-floor simulate``."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.base import NO_BUDGET, Bot
from desktop.ai.levels import make_bot
from desktop.engine import Action, Options, Result, Rng, registry


@dataclass(frozen=True)
class GameRun:
    seed: int
    result: Result
    decisions: int
    seconds: float
    #: Every (seat, action) in order: the game as data (``simulate --export`` writes it).
    actions: tuple[tuple[int, Action], ...] = field(default=(), repr=False)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    return Rng(seed * 1_000_003 + index).next_u64()


def play_game(game_id: str, players: int, options: Options | None, seed: int,
              bots: list[Bot]) -> GameRun:
    game = registry.get(game_id)
    state = game.new_game(players, options, seed)
    decisions = 0
    actions: list[tuple[int, Action]] = []
    start = time.perf_counter()
    while not state.is_over():
        movers = state.to_move()
        seat = movers[0]
        bot = bots[seat]
        observed = state.view(seat) if getattr(bot, "needs_view", True) else state
        action = bot.decide(observed, seat, NO_BUDGET)
        state.apply(seat, action)
        actions.append((seat, action))
        decisions += 1
    return GameRun(seed, state.result(), decisions, time.perf_counter() - start, tuple(actions))


def simulate(game_id: str, players: int, games: int, seed: int,
             options: Options | None = None, levels: list[str] | None = None,
             on_game: Callable[[int, GameRun, list[str]], None] | None = None) -> dict[str, Any]:
    """Play ``games`` seeded games; return the JSON form printed by the CLI.
    ``on_game(index, run, seat_levels)`` is called after each game (``--export``)."""
    levels = levels or ["random"]
    seat_levels = [levels[i % len(levels)] for i in range(players)]
    runs: list[GameRun] = []
    start = time.perf_counter()
    for index in range(games):
        gseed = game_seed(seed, index)
        bots = [make_bot(level, game_id, Rng(gseed + 17 * (i + 1)).next_u64())
                for i, level in enumerate(seat_levels)]
        runs.append(play_game(game_id, players, options, gseed, bots))
        if on_game is not None:
            on_game(index, runs[-1], seat_levels)
    elapsed = time.perf_counter() - start
    decisions = sum(r.decisions for r in runs)
    wins = [0.0] * players
    for run in runs:
        for s in range(players):
            wins[s] += run.result.share(s)
    return {
        "game": game_id,
        "players": players,
        "bots": seat_levels,
        "games": [
            {"seed": r.seed, "scores": list(r.result.scores), "ranks": list(r.result.ranks),
             "decisions": r.decisions}
            for r in runs
        ],
        "summary": {
            "games": games,
            "games_per_s": games / elapsed if elapsed > 0 else 0.0,
            "decisions_per_s": decisions / elapsed if elapsed > 0 else 0.0,
            "mean_decisions": decisions / games if games else 0.0,
            "wins_by_seat": wins,
            "win_rate_by_seat": [w / games if games else 0.0 for w in wins],
        },
    }
