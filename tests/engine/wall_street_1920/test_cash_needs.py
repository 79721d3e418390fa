"""``cash_needs`` (the bots' one pass over the circle) answers as ``buy_cost`` step by step, also
for the other direction."""

from __future__ import annotations

from desktop.ai.base import RandomBot
from desktop.engine import registry
from desktop.engine.games.wall_street_1920.state import WallStreetState


def test_cash_needs_are_buy_costs_needs() -> None:
    game = registry.get("wall_street_1920")
    checked = 0
    for seed in range(3):
        state = game.new_game(4, None, seed)
        assert isinstance(state, WallStreetState)
        bot = RandomBot(seed)
        while not state.is_over():
            for seat in range(state.num_players):
                needs = state.cash_needs(seat)
                assert len(needs) == len(state.circle)
                assert needs == [state.buy_cost(seat, k)[3] for k in range(1, len(state.circle) + 1)]
                flipped = state.clone()  # and as if the trend pointed the other way
                flipped.direction = -state.direction
                assert state.cash_needs(seat, -state.direction) == flipped.cash_needs(seat) == [
                    flipped.buy_cost(seat, k)[3] for k in range(1, len(state.circle) + 1)]
                checked += 1
            mover = state.to_move()[0]
            state.apply(mover, bot.decide(state, mover))
    assert checked > 100
