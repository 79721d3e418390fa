"""Stockpile (縱橫股海): insider forecasts, stockpile auctions, splits and bankruptcies.

Rules: ../shared/rules/stockpile.md; ids, actions, events and reasons: README.md beside this file."""

from __future__ import annotations

from desktop.engine import Game, OptionError
from desktop.engine.games.stockpile import data
from desktop.engine.games.stockpile.actions import ACTION_TYPES, StockpileOptions
from desktop.engine.games.stockpile.events import EVENT_TYPES
from desktop.engine.games.stockpile.state import StockpileState


class Stockpile(Game[StockpileOptions]):
    id = "stockpile"
    min_players = 2
    max_players = 5
    rules_version = 2  # 2: Steel's $ spaces, fee order, Deborah may decline (docs/games/stockpile.md)
    has_hidden_information = True
    options_type = StockpileOptions
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    def check_options(self, num_players: int, options: StockpileOptions) -> None:
        if num_players not in data.PLAYER_TABLE:
            raise OptionError("players", "out_of_range", num_players)

    def max_decisions(self, num_players: int, options: StockpileOptions) -> int:
        rounds, lots, _m, _c, _p, _d, _pub, batches = data.PLAYER_TABLE[num_players]
        per_round = (
            batches * num_players * data.SUPPLY_HAND  # placements
            + 3 * num_players  # pre-demand abilities and skips
            + lots * len(data.BID_TRACK) + num_players  # each bid raises one stockpile's bid; Martha once
            + 2 * data.DECK_SIZE  # action cards, Cramer, end of turn (bounded by the cards in play)
            + 2 * data.DECK_SIZE + num_players  # each sale removes a share; half sales at most double them
            + num_players * 60  # dividend claims: forecast, Steel spaces, Deborah
            + 1
        )
        return 2 * num_players + rounds * per_round

    def _new_state(self, num_players: int, options: StockpileOptions, seed: int) -> StockpileState:
        return StockpileState.setup(num_players, options, seed)


StockpileState.game = GAME = Stockpile()

#: where the game is listed among the others (lower first; see desktop/engine/registry.py)
ORDER = 10

__all__ = ["GAME", "ORDER", "Stockpile", "StockpileOptions", "StockpileState"]
