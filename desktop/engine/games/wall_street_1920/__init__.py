"""1920 Wall Street (華爾街1920): buy from a circle of cards, sell, raise capital,
and steer the end event with the discard piles.  See README.md beside this file."""

from __future__ import annotations

from desktop.engine import Game
from desktop.engine.games.wall_street_1920 import data
from desktop.engine.games.wall_street_1920.records import ACTION_TYPES, EVENT_TYPES, WallStreetOptions
from desktop.engine.games.wall_street_1920.state import WallStreetState, universe

# A turn needs at most: 6 loans, a flip, an option, the action, 2 keeps with a
# stock choice each, a stock trade (show, offers, take), a pile, and the
# closing decisions (flip, loan, option, end): 30 is a generous bound.
_PER_TURN = 30


class WallStreet1920(Game[WallStreetOptions]):
    id = "wall_street_1920"
    min_players = 2
    max_players = 5
    rules_version = 1
    has_hidden_information = True
    options_type = WallStreetOptions
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    def _new_state(self, num_players: int, options: WallStreetOptions, seed: int) -> WallStreetState:
        return WallStreetState.setup(num_players, options, seed)

    def max_decisions(self, num_players: int, options: WallStreetOptions) -> int:
        # every turn takes one card from the deck; the game ends at most a round after the explosion
        turns = len(universe(num_players, ())) + num_players
        tycoons = 4 * (num_players + 1) if options.tycoons else 0
        return num_players + turns * _PER_TURN + tycoons


GAME = WallStreet1920()
WallStreetState.game = GAME

#: where the game is listed among the others (lower first; see desktop/engine/registry.py)
ORDER = 20

__all__ = ["GAME", "ORDER", "WallStreet1920", "WallStreetOptions", "WallStreetState", "data"]
