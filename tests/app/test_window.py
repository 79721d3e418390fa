"""The home page, the new-game dialog, settings and rules."""

from __future__ import annotations

import pytest

from desktop.app.i18n import fill
from desktop.engine import registry


def test_fill_replaces_places_in_one_pass():
    assert fill("%2 pays %1", "Ann", "Ben") == "Ben pays Ann"
    assert fill("%1 and %2", "%2", "x") == "%2 and x"
    assert fill("%1 left", 3) == "3 left"


def test_home_buttons_open_the_campaign_and_statistics_pages_and_come_back(window):
    from PySide6.QtWidgets import QPushButton

    window.form.findChild(QPushButton, "campaignButton").click()
    assert window.pages.currentWidget() is window.campaign_page
    window.campaign_page.back_button.click()
    assert window.pages.currentIndex() == 0
    window.form.findChild(QPushButton, "statisticsButton").click()
    assert window.pages.currentWidget() is window.statistics_page
    window.statistics_page.back_button.click()
    assert window.pages.currentIndex() == 0
    assert not window.continue_button.isEnabled()  # nothing to continue yet
    window.continue_button.click()
    assert window.pages.currentIndex() == 0


def test_settings_page_changes_the_animation_speed_including_off(window):
    from PySide6.QtWidgets import QPushButton

    window.form.findChild(QPushButton, "settingsButton").click()
    assert window.pages.currentIndex() == 2
    combo = window.speed_combo
    combo.setCurrentIndex(combo.findData("slow"))
    assert window.settings.speed == "slow" and window.settings.animation_ms > 0
    combo.setCurrentIndex(combo.findData("off"))
    assert window.settings.animation_ms == 0


@pytest.mark.parametrize("game_id", ["tiny_market", *registry.ids()])
def test_new_game_dialog_builds_the_games_options_and_a_playable_setup(qapp, game_id):
    from desktop.app.newgame import NewGameDialog

    dialog = NewGameDialog(None)
    index = dialog.game_combo.findData(game_id)
    if index < 0:
        dialog.game_combo.addItem(game_id, game_id)
        index = dialog.game_combo.findData(game_id)
    dialog.game_combo.setCurrentIndex(index)
    game = registry.get(game_id)
    described = [name for name, tp, _d, _m in game.options_type.describe() if tp in (bool, int, str)]
    assert sorted(dialog.option_widgets) == sorted(described)
    dialog.seed_edit.setText("42")
    setup = dialog.setup()
    assert setup.game_id == game_id and setup.seed == 42
    assert game.min_players <= setup.num_players <= game.max_players
    assert setup.seats[0].kind == "you" and all(s.kind == "bot" for s in setup.seats[1:])
    game.new_game(setup.num_players, setup.options, setup.seed)


def test_new_game_dialog_refuses_a_bad_seed_and_stays_open(qapp):
    from desktop.app.newgame import NewGameDialog

    dialog = NewGameDialog(None)
    dialog.seed_edit.setText("twelve")
    dialog._accept()
    assert dialog.result_setup is None and dialog.error.text()


def test_rules_dialog_shows_text_for_every_game(qapp):
    from desktop.app.rules import RulesDialog

    dialog = RulesDialog(None, None)
    for i in range(dialog.combo.count()):
        dialog.combo.setCurrentIndex(i)
        assert len(dialog.text.toPlainText()) > 20


@pytest.mark.parametrize("game_id", registry.ids())
def test_players_table_headings_are_not_cut(window, game_id):
    """Every shown heading of the players table fits its column (wrapped at its spaces: its longest
    word fits), says itself in full as a tooltip, and a column the narrow table hides is in every
    row's tooltip; the table never scrolls sideways."""
    from PySide6.QtCore import Qt

    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec

    game = registry.get(game_id)
    seats = (SeatSpec(YOU, "Player 1"), *[SeatSpec(BOT, f"Bot {i}", "random") for i in range(1, game.max_players)])
    window.start_match(MatchSetup(game_id, seats, None, 5))
    page = window.game_page
    view = page.players_view
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    model = page.players
    for column, heading in enumerate(model.columns):
        assert model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == heading
        if view.isColumnHidden(column):
            tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
            assert heading in tip or not model.rows[0][column], heading
            continue
        longest = max(metrics.horizontalAdvance(word) for word in heading.split())
        assert header.sectionSize(column) >= longest, heading
    shown = sum(header.sectionSize(c) for c in range(len(model.columns)) if not view.isColumnHidden(c))
    assert shown <= view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()
    window.match.stop()
