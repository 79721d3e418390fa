"""``State.advance`` (the rollouts' apply without events) leaves every game exactly where
``apply_unchecked`` does, move after move, with random and heuristic players."""

from __future__ import annotations

import pytest

from desktop.ai.base import RandomBot
from desktop.ai.heuristics import heuristic_class
from desktop.engine import registry

GAMES = [g.id for g in registry.all_games()]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("heuristic", [False, True])
def test_advance_is_apply_unchecked_without_events(game_id: str, heuristic: bool) -> None:
    game = registry.get(game_id)
    players = max(game.min_players, min(4, game.max_players))
    for seed in range(2):
        loud = game.new_game(players, None, seed)
        quiet = game.new_game(players, None, seed)
        bots = ([heuristic_class(game_id)(seed + s) for s in range(players)] if heuristic
                else [RandomBot(seed + s) for s in range(players)])
        steps = 0
        while not loud.is_over() and steps < 3000:
            mover = loud.to_move()[0]
            action = bots[mover].decide(loud, mover)
            loud.apply_unchecked(mover, action)
            assert quiet.advance(mover, action) is None
            steps += 1
            if steps % 7 == 0 or loud.is_over():
                assert quiet.state_hash() == loud.state_hash()
        assert quiet.snapshot() == loud.snapshot()
        assert quiet.is_over() == loud.is_over()
