"""The engine contract for every option of 1920 Wall Street (both variants, both tycoon sides)."""

from __future__ import annotations

import pytest

from desktop.engine.games.wall_street_1920 import GAME, WallStreetOptions
from tests.contract import checks

SIDES = ("reward", "penalty")


@pytest.mark.slow
@pytest.mark.parametrize(("players", "tycoons", "side", "call_options"), [
    (2, False, "reward", False),
    (3, True, "reward", False),
    (4, True, "penalty", False),
    (5, False, "reward", True),
    (3, True, "penalty", True),
    (4, True, "reward", True),
])
def test_contract_holds_for_every_option(players: int, tycoons: bool, side: str, call_options: bool) -> None:
    other = SIDES[1 - SIDES.index(side)]
    options = WallStreetOptions(tycoons=tycoons, tycoon_a=side, tycoon_b=other, tycoon_c=side, tycoon_d=other,
                                call_options=call_options)
    for seed in (players, 100 + players):
        checks.run_all(GAME, players, options, seed)
