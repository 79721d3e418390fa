"""Hot paths written out for speed (issue 34) answer exactly as the rule helpers they stand for,
on positions of random and heuristic games, with and without the building shortage rule."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from desktop.engine import registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import LandlordOptions
from desktop.engine.games.landlord.state import BETWEEN, TURN, LandlordState
from tests.engine.landlord.helpers import positions

GAME = registry.get("landlord")


def _positions(seed: int, shortage: bool, heuristic: bool) -> Iterator[LandlordState]:
    return positions(seed, options=LandlordOptions(building_shortage=shortage), heuristic=heuristic)


@pytest.mark.parametrize("heuristic", [False, True])
def test_turn_choices_are_the_legal_actions_without_selling_and_mortgaging(heuristic: bool) -> None:
    from desktop.engine.games.landlord.records import Mortgage, SellBuilding

    dropped = 0
    for seed in range(3):
        for state in _positions(seed, seed == 1, heuristic):
            for seat in range(state.num_players):
                legal = state.legal_actions(seat)
                kept = [a for a in legal if type(a) not in (SellBuilding, Mortgage)]
                expected = kept if state.phase in (TURN, BETWEEN) else []
                assert state.turn_choices(seat) == expected
                dropped += len(legal) - len(kept) if expected else 0
    assert dropped > 0  # the positions include turns with selling or mortgaging steps


@pytest.mark.parametrize("shortage", [False, True])
@pytest.mark.parametrize("heuristic", [False, True])
def test_builders_are_the_seats_with_some_lot_without_a_build_reason(shortage: bool, heuristic: bool) -> None:
    found = 0
    for seed in range(3):
        for state in _positions(seed, shortage, heuristic):
            expected = [s for s in range(state.num_players)
                        if any(state.build_reason(s, sq) is None for sq in D.LOTS if D.KIND[sq] == D.STREET)]
            able = state.builders()
            assert sorted(able) == expected and len(set(able)) == len(able)
            found += len(expected)
    assert found > 0  # the positions include some where seats can build
