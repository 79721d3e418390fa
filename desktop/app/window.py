"""The main window: home page, settings, "coming soon" pages and the game
page, all in one stack built from ui/mainwindow.ui."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QPushButton, QStackedWidget

from desktop.app.forms import child, load_form
from desktop.app.i18n import translate
from desktop.app.settings import LANGUAGES, SPEEDS, Settings

HOME, COMING, SETTINGS = 0, 1, 2


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, keeper_factory: Any = None) -> None:
        super().__init__()
        self.settings = settings or Settings(self)
        #: the storage seam: a callable (setup) -> Keeper (match.py) or None; with
        #: None matches live in memory only.
        self.keeper_factory = keeper_factory
        self.form = load_form("mainwindow", self)
        self.setCentralWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        self.resize(1280, 800)
        f = self.form
        self.pages: QStackedWidget = child(f, QStackedWidget, "pages")
        title: QLabel = child(f, QLabel, "titleLabel")
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        title.setFont(font)
        self.continue_button: QPushButton = child(f, QPushButton, "continueButton")
        self.continue_button.clicked.connect(self.continue_match)
        child(f, QPushButton, "newGameButton").clicked.connect(self.new_game)
        child(f, QPushButton, "campaignButton").clicked.connect(
            lambda: self.show_coming(translate("MainWindow", "Campaigns are coming in a later version.")))
        child(f, QPushButton, "statisticsButton").clicked.connect(
            lambda: self.show_coming(translate("MainWindow", "Statistics are coming in a later version.")))
        child(f, QPushButton, "rulesButton").clicked.connect(lambda: self.open_rules(None))
        child(f, QPushButton, "settingsButton").clicked.connect(self.show_settings)
        child(f, QPushButton, "quitButton").clicked.connect(self.close)
        child(f, QPushButton, "comingBackButton").clicked.connect(self.show_home)
        child(f, QPushButton, "settingsBackButton").clicked.connect(self.show_home)
        self.speed_combo: QComboBox = child(f, QComboBox, "speedCombo")
        self.language_combo: QComboBox = child(f, QComboBox, "languageCombo")
        self._fill_settings()
        self.speed_combo.currentIndexChanged.connect(
            lambda: self.settings.set_speed(self.speed_combo.currentData()))
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.game_page: Any = None
        self.match: Any = None
        self._bot_worker: Any = None
        self._update_home()

    # -- pages ----------------------------------------------------------------
    def _fill_settings(self) -> None:
        self.speed_combo.blockSignals(True)
        self.speed_combo.clear()
        for sid, name, _ms in SPEEDS:
            self.speed_combo.addItem(translate("Settings", name), sid)
        self.speed_combo.setCurrentIndex(self.speed_combo.findData(self.settings.speed))
        self.speed_combo.blockSignals(False)
        self.language_combo.blockSignals(True)
        self.language_combo.clear()
        for code, name in LANGUAGES:
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(self.settings.language)))
        self.language_combo.blockSignals(False)

    def _language_chosen(self) -> None:
        from desktop.app.translations import install

        code = self.language_combo.currentData()
        self.settings.set_language(code)
        install(code)

    def show_home(self) -> None:
        self._update_home()
        self.pages.setCurrentIndex(HOME)
        child(self.form, QPushButton, "newGameButton").setFocus()

    def show_coming(self, text: str) -> None:
        child(self.form, QLabel, "comingLabel").setText(text)
        self.pages.setCurrentIndex(COMING)

    def show_settings(self) -> None:
        self._fill_settings()
        self.pages.setCurrentIndex(SETTINGS)

    def _update_home(self) -> None:
        running = self.match is not None and not self.match.state.is_over()
        self.continue_button.setEnabled(running)
        self.continue_button.setToolTip("" if running else translate("MainWindow", "No game in progress."))

    def open_rules(self, game_id: str | None) -> None:
        from desktop.app.rules import RulesDialog

        RulesDialog(self, game_id).exec()

    # -- matches ----------------------------------------------------------------
    def new_game(self) -> None:
        from desktop.app.newgame import NewGameDialog

        dialog = NewGameDialog(self, self.match.setup.game_id if self.match is not None else None)
        if dialog.exec() and dialog.result_setup is not None:
            self.start_match(dialog.result_setup)

    def ensure_game_page(self) -> Any:
        if self.game_page is None:
            from desktop.app.gamepage import GamePage

            self.game_page = GamePage(self.settings, self)
            self.game_page.leaveRequested.connect(self.show_home)
            self.game_page.againRequested.connect(self.play_again)
            self.game_page.rulesRequested.connect(self.open_rules)
            self.pages.addWidget(self.game_page)
        return self.game_page

    def start_match(self, setup: Any, state: Any = None, keeper: Any = None) -> Any:
        """Start a match and show the game page: a new one (kept by the
        keeper factory's keeper, if any), one from ``state`` (kept in memory),
        or one a ``keeper`` already holds (a loaded save)."""
        from desktop.app.match import MatchModel

        if self.match is not None:
            self.match.stop()
            self.match.deleteLater()
            # drop the old match's Qt objects here on the GUI thread, never in
            # a garbage collection that happens to run on a bot's thread
            import gc

            gc.collect()
        if keeper is None and state is None and self.keeper_factory is not None:
            keeper = self.keeper_factory(setup)
        self.match = MatchModel(setup, worker=self.bot_worker(), keeper=keeper, parent=self, state=state)
        page = self.ensure_game_page()
        page.attach(self.match)
        self.pages.setCurrentWidget(page)
        self.match.start()
        return self.match

    def bot_worker(self) -> Any:
        """One bot worker for the window's matches (started once, kept)."""
        if self._bot_worker is None:
            from desktop.ai.worker import BotWorker

            self._bot_worker = BotWorker()
        return self._bot_worker

    def continue_match(self) -> None:
        if self.match is not None and not self.match.state.is_over():
            self.pages.setCurrentWidget(self.ensure_game_page())

    def play_again(self) -> None:
        if self.match is None:
            return
        from dataclasses import replace

        from desktop.app.newgame import fresh_seed

        self.start_match(replace(self.match.setup, seed=fresh_seed()))

    # -- Qt --------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill_settings()
            self._update_home()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.match is not None:
            self.match.stop()
        super().closeEvent(event)


