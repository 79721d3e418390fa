"""Saved games show the round the board shows (issue 33: "Saved games shows round 2 while the
board says round 3 of 4")."""

from __future__ import annotations

from desktop.app.gameui import ui_for
from desktop.engine import registry
from desktop.engine.games.stockpile.actions import StockpileOptions
from desktop.storage.rows import round_of


def test_a_stockpile_investor_draft_is_round_1_in_saved_games_as_on_the_board() -> None:
    state = registry.get("stockpile").new_game(4, StockpileOptions(investors=True), 1)
    stored = round_of(state)
    assert stored == 0  # the engine counts the draft before the first round as 0
    assert ui_for("stockpile").stored_round(stored) == max(state.round, 1) == 1  # the board: "Round 1 of …"


def test_hab_und_gut_saved_round_is_the_board_s_round_of_the_half() -> None:
    state = registry.get("hab_und_gut").new_game(4, None, 1)
    stored = round_of(state)
    assert stored is not None and ui_for("hab_und_gut").stored_round(stored) == state.round + 1
