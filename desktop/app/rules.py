"""The rules help dialog: a game chooser and the chosen game's rules, which each game keeps in
its own words module (``desktop/app/games/<id>/words.py``, ``GameUI.rules``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from desktop.app.forms import child, load_form
from desktop.app.gameui import ui_for
from desktop.app.i18n import translate
from desktop.engine import registry


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_id: str | None = None, settings: Any = None) -> None:
        super().__init__(parent)
        self.form = load_form("rules", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        self.resize(720, 640)
        self.combo: QComboBox = child(self.form, QComboBox, "rulesGameCombo")
        self.text: QTextBrowser = child(self.form, QTextBrowser, "rulesText")
        for gid in registry.ids():
            self.combo.addItem(ui_for(gid).title(), gid)
        if game_id is not None and self.combo.findData(game_id) < 0:
            self.combo.addItem(ui_for(game_id).title(), game_id)
        if game_id is not None:
            self.combo.setCurrentIndex(self.combo.findData(game_id))
        self.combo.currentIndexChanged.connect(self._show)
        buttons = child(self.form, QDialogButtonBox, "rulesButtons")
        buttons.rejected.connect(self.reject)
        #: the game whose tutorial the player asked for ("Learn by playing"), else None
        self.tutorial_requested: str | None = None
        self.settings = settings
        self.learn: QPushButton = buttons.addButton(translate("Tutorial", "&Learn by playing"),
                                                    QDialogButtonBox.ButtonRole.ActionRole)
        self.learn.clicked.connect(self._learn)
        self._show()

    def _learn(self) -> None:
        game_id = self.combo.currentData()
        if game_id is not None:
            self.tutorial_requested = str(game_id)
            self.accept()

    def _show(self) -> None:
        game_id = self.combo.currentData()
        if game_id is None:
            self.text.setHtml(translate("Rules", "<p>No game is installed.</p>"))
            return
        self.text.setHtml(ui_for(str(game_id)).rules_html())
        from desktop.app.tutorials import load
        from desktop.app.tutorials.guide import is_done

        has = load(str(game_id)) is not None
        self.learn.setEnabled(has)
        self.learn.setToolTip(translate("Tutorial", "A guided first game: every phase of a round, step by step.")
                              if has else translate("Tutorial", "This game has no tutorial yet."))
        if has and self.settings is not None and is_done(self.settings, str(game_id)):
            self.learn.setToolTip(translate("Tutorial", "You finished this tutorial. Play it again any time."))


