"""The campaign's rewards in the app: New game offers a variant, a player
count or a computer level only once a campaign has earned it (or the setting
"unlock everything" is on); the chapter-end screen shows what a chapter
match earned."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.storage.helpers import open_store


def _enabled(combo, data) -> bool:  # type: ignore[no-untyped-def]
    model = combo.model()
    return bool(model.flags(model.index(combo.findData(data), 0)) & Qt.ItemFlag.ItemIsEnabled)


def _option(dialog, name):  # type: ignore[no-untyped-def]
    return dialog.option_widgets[name]


def test_an_unlock_is_closed_in_new_game_before_it_is_earned_and_open_after(qapp, tmp_path):
    from desktop.app.newgame import NewGameDialog, locked_in_free_play

    with open_store(tmp_path) as store:
        before = NewGameDialog(None, "stockpile", locked_in_free_play(store, False))
        box = _option(before, "advanced_board")
        assert not box.isEnabled() and not box.isChecked() and "Corner Lots" in box.toolTip()
        row = before.seat_rows[1]
        assert _enabled(row.level, "easy") and not _enabled(row.level, "hard")
        assert row.level.currentData() == "easy"  # the default is a level that is open
        row.level.setCurrentIndex(row.level.findData("expert"))  # forced past the closed item
        with pytest.raises(ValueError):
            before.setup()
        box.setChecked(True)
        row.level.setCurrentIndex(row.level.findData("easy"))
        with pytest.raises(ValueError):
            before.setup()
        bf = NewGameDialog(None, "black_friday", locked_in_free_play(store, False))
        assert bf.players_spin.maximum() == 4

        store.grant(["variant.stockpile.advanced_board", "level.normal", "level.hard",
                     "variant.black_friday.five_players"], campaign=1)
        after = NewGameDialog(None, "stockpile", locked_in_free_play(store, False))
        box = _option(after, "advanced_board")
        assert box.isEnabled()
        box.setChecked(True)
        row = after.seat_rows[1]
        assert _enabled(row.level, "hard") and not _enabled(row.level, "expert")
        row.level.setCurrentIndex(row.level.findData("hard"))
        setup = after.setup()
        assert setup.options.advanced_board and "hard" in [s.level for s in setup.seats]
        assert NewGameDialog(None, "black_friday", locked_in_free_play(store, False)).players_spin.maximum() == 5
        assert not _option(after, "investors").isEnabled()


def test_unlock_everything_opens_all_and_is_off_by_default(qapp, tmp_path):
    from desktop.app.newgame import NewGameDialog, locked_in_free_play
    from desktop.app.settings import Settings

    settings = Settings()
    assert settings.unlock_everything is False
    settings.set_unlock_everything(True)
    assert Settings().unlock_everything is True
    with open_store(tmp_path) as store:
        dialog = NewGameDialog(None, "stockpile", locked_in_free_play(store, settings.unlock_everything))
        assert _option(dialog, "investors").isEnabled() and _enabled(dialog.seat_rows[1].level, "expert")
