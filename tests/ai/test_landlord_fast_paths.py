"""The Landlord heuristic's written-out valuations (issue 34) answer exactly as the rules'
helpers they stand for, on positions of random and heuristic games, under both rules versions."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics import heuristic_class
from desktop.ai.heuristics import landlord as H
from desktop.engine import Rng, registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.state import LandlordState

GAME = registry.get("landlord")


def _slow_worst_rent(v: LandlordState, seat: int) -> int:
    rents = [v.rent(sq, 7) for sq in D.LOTS
             if D.KIND[sq] == D.STREET and v.owner[sq] not in (-1, seat) and not v.mortgaged[sq]]
    return max(rents, default=0)


@pytest.mark.parametrize("rules_version", [1, 2])
@pytest.mark.parametrize("heuristic", [False, True])
def test_worst_street_rents_are_the_rules_rents(rules_version: int, heuristic: bool) -> None:
    seen = set()
    for seed in range(3):
        state = GAME.new_game(4, None, seed, rules_version=rules_version)
        assert isinstance(state, LandlordState)
        bots = [heuristic_class("landlord")(seed + s) for s in range(4)]
        pick = Rng(seed + 5)
        for _ in range(2500):
            if state.is_over():
                break
            worst = H._worst_street_rents(state)
            assert worst == tuple(_slow_worst_rent(state, s) for s in range(4))
            seen.update(worst)
            seat = state.to_move()[0]
            if heuristic:
                action = bots[seat].decide(state, seat)
            else:
                legal = state.legal_actions(seat)
                action = legal[pick.below(len(legal))]
            state.apply(seat, action)
    assert len(seen) > 5  # positions with many different rents, not only empty boards
