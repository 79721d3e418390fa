"""The main window: home page, settings, "coming soon" pages and the game
page, all in one stack built from ui/mainwindow.ui."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMainWindow, QPushButton, QStackedWidget, QVBoxLayout

from desktop.app.forms import child, load_form
from desktop.app.i18n import fill, translate
from desktop.app.settings import LANGUAGES, SPEEDS, Settings
from desktop.app.words import short_time

if TYPE_CHECKING:
    from desktop.app.campaignpage import CampaignPage
    from desktop.app.savedpage import SavedGamesPage
    from desktop.app.statspage import StatisticsPage

HOME, COMING, SETTINGS = 0, 1, 2

#: MainWindow(store=OPEN) opens the player's database (TRADING_FLOOR_DATA_DIR
#: overrides where); store=None plays without saving.
OPEN = object()


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, keeper_factory: Any = None, store: Any = OPEN) -> None:
        super().__init__()
        self.settings = settings or Settings(self)
        #: the database (desktop.storage.Store) or None when playing without saving
        self.store: Any = None
        #: why the database could not be opened (a reason key; "" when it is open or not wanted)
        self.storage_problem = ""
        if store is OPEN:
            from desktop.app.storage_ui import open_store

            self.store, self.storage_problem = open_store()
        else:
            self.store = store
        #: the storage seam: a callable (setup) -> Keeper (match.py) or None; with
        #: None matches live in memory only.
        self.keeper_factory = keeper_factory
        if keeper_factory is None and self.store is not None and not getattr(self.store, "read_only", False):
            self.keeper_factory = self._new_stored_game
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
        child(f, QPushButton, "campaignButton").clicked.connect(lambda: self.show_campaigns())
        child(f, QPushButton, "statisticsButton").clicked.connect(self.show_statistics)
        # saved games: a button under Continue, and a notice when saving is off
        self.saved_button = QPushButton(f)
        self.saved_button.setObjectName("savedGamesButton")
        self.saved_button.setMinimumSize(self.continue_button.minimumSize())
        self.saved_button.clicked.connect(self.show_saved_games)
        # tutorials: "Learn by playing", a guided first game of each game
        self.tutorial_button = QPushButton(f)
        self.tutorial_button.setObjectName("tutorialButton")
        self.tutorial_button.setMinimumSize(self.continue_button.minimumSize())
        self.tutorial_button.clicked.connect(self.show_tutorials)
        buttons = f.findChild(QVBoxLayout, "homeButtons")
        if buttons is not None:
            buttons.insertWidget(1, self.saved_button)
            buttons.insertWidget(buttons.indexOf(self.saved_button) + 2, self.tutorial_button)
        self.storage_notice = QLabel(f)
        self.storage_notice.setObjectName("storageNotice")
        self.storage_notice.setWordWrap(True)
        self.storage_notice.setStyleSheet("color: #ffe08a; font-weight: bold; padding: 8px;")
        # a damaged database: offer to set it aside (kept, renamed) and start a fresh one
        self.set_aside_button = QPushButton(f)
        self.set_aside_button.setObjectName("setAsideButton")
        self.set_aside_button.clicked.connect(self.set_aside_damaged)
        home = f.findChild(QVBoxLayout, "homeLayout")
        if home is not None:
            home.insertWidget(home.count() - 1, self.storage_notice)
            home.insertWidget(home.count() - 1, self.set_aside_button)
        self.storage_notice.setVisible(bool(self.storage_problem))
        self.set_aside_button.setVisible(self.storage_problem == "damaged")
        self.saved_page: Any = None
        self.campaign_page: Any = None
        self.statistics_page: Any = None
        child(f, QPushButton, "rulesButton").clicked.connect(lambda: self.open_rules(None))
        child(f, QPushButton, "settingsButton").clicked.connect(self.show_settings)
        child(f, QPushButton, "quitButton").clicked.connect(self.close)
        child(f, QPushButton, "comingBackButton").clicked.connect(self.show_home)
        child(f, QPushButton, "settingsBackButton").clicked.connect(self.show_home)
        self.speed_combo: QComboBox = child(f, QComboBox, "speedCombo")
        self.language_combo: QComboBox = child(f, QComboBox, "languageCombo")
        self.confirm_check: QCheckBox = child(f, QCheckBox, "confirmCheck")
        self._fill_settings()
        self.speed_combo.currentIndexChanged.connect(
            lambda: self.settings.set_speed(self.speed_combo.currentData()))
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.unlock_box: QCheckBox = child(f, QCheckBox, "unlockEverythingBox")
        self.unlock_box.setChecked(self.settings.unlock_everything)
        self.unlock_box.toggled.connect(self.settings.set_unlock_everything)
        self.confirm_check.toggled.connect(self.settings.set_confirm_moves)
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
        self.confirm_check.blockSignals(True)
        self.confirm_check.setChecked(self.settings.confirm_moves)
        self.confirm_check.blockSignals(False)

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

    @property
    def storage_message(self) -> str:
        """Why games are not saved, in words ("" when they are)."""
        if not self.storage_problem:
            return ""
        from desktop.app.storage_ui import open_failure_text

        return open_failure_text(self.storage_problem, readable=self.store is not None)

    def _update_home(self) -> None:
        self.saved_button.setText(translate("MainWindow", "Saved &games…"))
        self.tutorial_button.setText(translate("Tutorial", "Learn by &playing…"))
        self.tutorial_button.setToolTip(translate("Tutorial", "A guided first game of each game: every phase "
                                                              "of a round, step by step."))
        self.storage_notice.setText(self.storage_message)
        self.storage_notice.setVisible(bool(self.storage_problem))
        self.set_aside_button.setText(translate("MainWindow", "Set the damaged file aside…"))
        self.set_aside_button.setVisible(self.storage_problem == "damaged")
        running = self.match is not None and not self.match.state.is_over()
        latest = None
        if self.store is not None:
            try:
                latest = self.store.latest_unfinished()
            except Exception:  # a damaged list never stops the home page
                latest = None
        can = running or latest is not None
        self.continue_button.setEnabled(can)
        if can:
            info = latest
            if running and self.match.info is not None:
                info = self.match.info
            if info is not None:
                from desktop.app.gameui import ui_for

                tip = fill(translate("MainWindow", "%1, last played %2"), ui_for(info.game_id).title(),
                           short_time(info.last_played))
                if getattr(info, "campaign", None) is not None:
                    tip = fill(translate("MainWindow", "%1 — %2"), self._chapter_name(info), tip)
                self.continue_button.setToolTip(tip)
            else:
                self.continue_button.setToolTip("")
        else:
            self.continue_button.setToolTip(translate("MainWindow", "No game in progress."))
        self.saved_button.setEnabled(self.store is not None)
        self.saved_button.setToolTip("" if self.store is not None else
                                     translate("MainWindow", "Saved games are not available: see the note below."))

    def _chapter_name(self, info: Any) -> str:
        """"The Grand Tour, chapter 3: Roaring Twenties" for a campaign match."""
        from desktop.app.campaign_texts import campaign_text
        from desktop.campaign import load_definitions

        try:
            row = self.store.campaign_row(info.campaign)
            definition = next(d for d in load_definitions()[1] if d.id == row.definition)
            chapter = definition.chapter(info.chapter)
        except Exception:  # a campaign this version does not ship: say less rather than fail
            return translate("MainWindow", "Campaign match")
        return fill(translate("MainWindow", "%1, chapter %2: %3"), campaign_text(definition.title_id),
                    chapter.index + 1, campaign_text(chapter.title_id))

    def open_rules(self, game_id: str | None) -> None:
        from desktop.app.rules import RulesDialog

        dialog = RulesDialog(self, game_id, self.settings)
        if dialog.exec() and dialog.tutorial_requested:
            self.start_tutorial(dialog.tutorial_requested)

    # -- tutorials (desktop/app/tutorials) ------------------------------------------
    def start_tutorial(self, game_id: str) -> Any:
        """Play ``game_id``'s tutorial: a stored game of its deal, walked step by step (None when
        the game has no tutorial)."""
        from desktop.app.match import MatchSetup
        from desktop.app.newgame import default_seats
        from desktop.app.tutorials import load
        from desktop.app.tutorials.guide import TutorialGuide, TutorialWorker

        tutorial = load(game_id)
        if tutorial is None:
            return None
        setup = MatchSetup(game_id, default_seats(tutorial.players), tutorial.options, tutorial.seed)
        worker = TutorialWorker(self.bot_worker())
        match = self.start_match(setup, worker=worker)
        # the match's coroutine has not run yet: the guide is there before its first question
        worker.guide = TutorialGuide(self.game_page, match, tutorial, self.settings)
        return match

    def offer_tutorial(self, game_id: str) -> bool:
        """On a game's first start: "New to Stockpile? Learn by playing" (asked once per game, never
        after its tutorial was finished); True when the player takes it."""
        from PySide6.QtWidgets import QMessageBox

        from desktop.app.gameui import ui_for
        from desktop.app.tutorials import load
        from desktop.app.tutorials.guide import is_done

        key = f"tutorial/offered/{game_id}"
        if self.settings.flag(key, False) or is_done(self.settings, game_id) or load(game_id) is None:
            return False
        self.settings.set_flag(key, True)
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Trading Floor"),
                          fill(translate("Tutorial", "New to %1? Learn by playing: a short guided game shows "
                                                     "every phase of a round, then you play on."),
                               ui_for(game_id).title()), QMessageBox.StandardButton.NoButton, self)
        learn = box.addButton(translate("Tutorial", "&Learn by playing"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("Tutorial", "&Play the game I set up"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(learn)
        box.exec()
        return box.clickedButton() is learn

    def show_tutorials(self) -> None:
        """The home page's "Learn by playing": a menu of the games' tutorials (finished ones ticked)."""
        from PySide6.QtWidgets import QMenu

        from desktop.app.gameui import ui_for
        from desktop.app.tutorials import available
        from desktop.app.tutorials.guide import is_done

        menu = QMenu(self)
        for gid in available():
            action = menu.addAction(ui_for(gid).title(), partial(self.start_tutorial, gid))
            action.setCheckable(True)
            action.setChecked(is_done(self.settings, gid))
        self._tutorial_menu = menu
        menu.popup(self.tutorial_button.mapToGlobal(self.tutorial_button.rect().bottomLeft()))

    # -- matches ----------------------------------------------------------------
    def new_game(self) -> None:
        from desktop.app.newgame import NewGameDialog, locked_in_free_play

        dialog = NewGameDialog(self, self.match.setup.game_id if self.match is not None else None,
                               locked_in_free_play(self.store, self.settings.unlock_everything))
        if dialog.exec() and dialog.result_setup is not None:
            if self.offer_tutorial(dialog.result_setup.game_id):
                self.start_tutorial(dialog.result_setup.game_id)
                return
            self.start_match(dialog.result_setup)

    def ensure_game_page(self) -> Any:
        if self.game_page is None:
            from desktop.app.gamepage import GamePage

            self.game_page = GamePage(self.settings, self)
            self.game_page.leaveRequested.connect(self.leave_game)
            self.game_page.againRequested.connect(self.play_again)
            self.game_page.statisticsRequested.connect(self.show_game_statistics)
            self.game_page.rulesRequested.connect(self.open_rules)
            self.pages.addWidget(self.game_page)
        return self.game_page

    def _new_stored_game(self, setup: Any) -> Any:
        from desktop.app.storage_ui import stored_seats

        return self.store.new_game(setup.game_id, setup.options, stored_seats(setup), seed=setup.seed)

    def start_match(self, setup: Any, state: Any = None, keeper: Any = None, history: Any = None,
                    worker: Any = None) -> Any:
        """Start a match and show the game page: a new one (kept by the
        keeper factory's keeper, if any), one from ``state`` (kept in memory),
        or one a ``keeper`` already holds (a loaded save; ``history``: what
        its load recorded, see ``MatchModel``).  ``worker``: where its bots
        decide (a tutorial's scripted opponents), else the window's worker."""
        from desktop.app.match import MatchModel

        if self.game_page is not None and self.game_page.tutorial is not None:
            self.game_page.tutorial.close()  # a tutorial belongs to the match it walks
        if self.match is not None:
            self._retire(self.match)
            # drop the old match's Qt objects here on the GUI thread, never in
            # a garbage collection that happens to run on a bot's thread
            import gc

            gc.collect()
        if keeper is None and self.keeper_factory is not None and state is None:
            from desktop.engine import EngineError

            try:
                keeper = self.keeper_factory(setup)
            except EngineError:
                raise  # a bad setup is the dialog's bug, not the disk's
            except Exception as exc:  # the disk refused (any cause): play on, unsaved, and say so
                from desktop.app.storage_ui import LOAD_REASONS, reason_text
                from desktop.storage import StorageError

                cause = (reason_text(LOAD_REASONS, exc.reason, exc.details) if isinstance(exc, StorageError)
                         else fill(translate("Storage", "Unexpected problem (%1)."), type(exc).__name__))
                self.show_message(fill(translate("MainWindow", "This game cannot be saved: %1 You can play it "
                                                               "all the same; it will not be kept."), cause))
                keeper = None
        self.match = MatchModel(setup, worker=worker or self.bot_worker(), keeper=keeper, parent=self, state=state,
                                history=history)
        from desktop.app.storage_ui import storage_failure_text

        self.match.describe_failure = storage_failure_text
        page = self.ensure_game_page()
        page.attach(self.match)
        self._show_rivals(page, keeper)
        from PySide6.QtCore import QTimer

        # a resumed game's log ends at its newest line once the page is laid out
        QTimer.singleShot(0, page.log_view.scrollToBottom)
        # after the page's own handler: the end screen is there to add the achievements to
        self.match.finished.connect(lambda _result, m=self.match: self._match_finished(m))
        self.pages.setCurrentWidget(page)
        self.match.start()
        return self.match

    def _show_rivals(self, page: Any, keeper: Any) -> None:
        """Campaign rivals' portraits, style and greeting beside the players panel;
        their parting lines on the end screen."""
        from desktop.app.rivalstrip import GREETING, PARTING, install

        side, end = install(page)
        seats = getattr(getattr(keeper, "info", None), "seats", ())
        side.show_for(seats, GREETING)
        end.show_for(seats, PARTING)
        self._label_end_buttons()

    def _label_end_buttons(self) -> None:
        """A campaign match's end screen has one way on, and says so: to the
        campaign page (where the chapter-end moment opens); free play keeps
        Play again and Home."""
        page = self.game_page
        if page is None:
            return
        again = child(page.form, QPushButton, "againButton")
        home = child(page.form, QPushButton, "homeButton")
        campaign = self._campaign_of_match() is not None
        again.setVisible(not campaign)
        home.setText(translate("GamePage", "&Campaign page: chapter results") if campaign
                     else translate("GamePage", "&Home"))

    def _match_finished(self, match: Any) -> None:
        """A stored match is over: the achievements it earned, said on the home and game pages."""
        gid = getattr(getattr(match, "keeper", None), "id", None)
        if gid is None or self.store is None:
            return
        from desktop.app.campaign_texts import campaign_text
        from desktop.campaign.achievements import detect

        try:
            events = [e for _seat, _action, happened in match.history for e in happened]
            new = detect(self.store, game=gid, state=match.state, events=events)
        except Exception:  # an achievement is a bonus: never in the way of the game
            return
        self.achievements_earned = [a.id for a in new]
        if new and self.game_page is not None:
            self.game_page.end_winner.setText(self.game_page.end_winner.text() + "\n" + fill(
                translate("MainWindow", "Achievement earned: %1"),
                translate("Lists", ", ").join(campaign_text(a.title_id) for a in new)))

    def bot_worker(self) -> Any:
        """One bot worker for the window's matches (started once, kept)."""
        if self._bot_worker is None:
            from desktop.ai.worker import BotWorker

            self._bot_worker = BotWorker()
        return self._bot_worker

    def continue_match(self) -> None:
        """Resume the most recent unfinished game exactly where it was."""
        if self.match is not None and not self.match.state.is_over():
            self.pages.setCurrentWidget(self.ensure_game_page())
            return
        if self.store is None:
            return
        from desktop.storage import StorageError

        try:
            info = self.store.latest_unfinished()
        except StorageError as exc:
            from desktop.app.storage_ui import failure_text

            self.show_message(failure_text(exc))
            return
        if info is not None:
            self.resume_game(info.id)

    def resume_game(self, gid: int) -> Any:
        """Load a stored game and play on from its last action; a game that
        cannot be loaded is reported and kept (returns None)."""
        from desktop.app.match import History
        from desktop.app.storage_ui import LOAD_REASONS, reason_text, setup_from_info
        from desktop.storage import StorageError

        current = self.match.info if self.match is not None else None
        if current is not None and current.id == gid and not self.match.state.is_over():
            self.pages.setCurrentWidget(self.ensure_game_page())
            return self.match
        history = History()  # the load's one replay fills it
        try:
            saved = self.store.load_game(gid, observe=history.record)
            setup = setup_from_info(saved.info)
        except StorageError as exc:  # LoadError, or the disk failed to read it
            self.show_message(fill(translate("MainWindow", "This game cannot be resumed: %1 It is kept as it is."),
                                   reason_text(LOAD_REASONS, exc.reason, exc.details)))
            return None
        if getattr(self.store, "read_only", False):  # read-only database: play on from there, unsaved
            return self.start_match(setup, state=saved.state)
        return self.start_match(setup, keeper=saved, history=history)

    def set_aside_damaged(self) -> bool:
        """Offer to set a damaged database aside (kept, renamed with the date)
        and start a fresh one; True if done."""
        from PySide6.QtWidgets import QMessageBox

        from desktop.app.storage_ui import damaged_offer_text, failure_text, open_store, set_aside_text
        from desktop.storage.store import set_aside

        answer = QMessageBox.question(self, translate("MainWindow", "Trading Floor"), damaged_offer_text())
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.drop_match()
        if self.match is not None and getattr(self.match, "keeper", None) is not None:
            self._retire(self.match)
            self.match = None
        for name in ("saved_page", "campaign_page", "statistics_page"):
            page = getattr(self, name)
            if page is not None:
                self.pages.removeWidget(page)
                page.deleteLater()
                setattr(self, name, None)
        self.close_store()
        try:
            aside = set_aside()
        except OSError as exc:
            self.show_message(failure_text(exc))
            self.store, self.storage_problem = open_store()
            self._update_home()
            return False
        self.store, self.storage_problem = open_store()
        self.keeper_factory = (self._new_stored_game if self.store is not None
                               and not getattr(self.store, "read_only", False) else None)
        self._update_home()
        self.show_message(set_aside_text(str(aside)))
        return True

    def drop_match(self, gid: int | None = None, campaign: int | None = None) -> None:
        """Stop and forget the current match if it is stored game ``gid`` or
        belongs to ``campaign`` (before either is deleted)."""
        if self.match is None:
            return
        info = self.match.info
        if info is None or (gid is not None and info.id != gid) or (campaign is not None and info.campaign != campaign):
            return
        self._retire(self.match)
        self.match = None

    @staticmethod
    def _retire(match: Any) -> None:
        """Stop a match; its Qt object goes once its coroutine has unwound
        (the cancelled coroutine still emits "stopped thinking")."""
        match.stop()
        task = match.task
        if task is None or task.done():
            match.deleteLater()
        else:
            task.add_done_callback(lambda _t: match.deleteLater())

    def show_message(self, text: str) -> None:
        """A message the player must see (non-blocking; kept for tests)."""
        from PySide6.QtWidgets import QMessageBox

        self.last_message = text
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Trading Floor"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- saved games, campaigns, statistics ---------------------------------------
    def _page(self, name: str, factory: Any) -> Any:
        page = getattr(self, name)
        if page is None:
            page = factory()
            self.pages.addWidget(page)
            setattr(self, name, page)
        return page

    # each page gets the store and says by signals what it wants of the window
    def _make_saved_page(self) -> SavedGamesPage:
        from desktop.app.savedpage import SavedGamesPage

        page = SavedGamesPage(self.store, self)
        page.backRequested.connect(self.show_home)
        page.resumeRequested.connect(self.resume_game)
        page.deleting.connect(self._drop_game)
        return page

    def _make_campaign_page(self) -> CampaignPage:
        from desktop.app.campaignpage import CampaignPage

        page = CampaignPage(self.store, self)
        page.backRequested.connect(self.show_home)
        page.playRequested.connect(self._play_stored)
        page.deleting.connect(self._drop_campaign)
        return page

    def _make_statistics_page(self) -> StatisticsPage:
        from desktop.app.statspage import StatisticsPage

        page = StatisticsPage(self.store, self)
        page.backRequested.connect(self._statistics_back)
        return page

    def _play_stored(self, setup: Any, keeper: Any, history: Any) -> None:
        self.start_match(setup, keeper=keeper, history=history)

    def _drop_game(self, gid: int) -> None:
        self.drop_match(gid=gid)

    def _drop_campaign(self, cid: int) -> None:
        self.drop_match(campaign=cid)

    def show_saved_games(self) -> None:
        if self.store is None:
            return
        page = self._page("saved_page", self._make_saved_page)
        page.refresh()
        self.pages.setCurrentWidget(page)

    def show_campaigns(self, cid: int | None = None) -> None:
        if self.store is None:
            self.show_coming(self.storage_message or translate("MainWindow", "Campaigns need saved games."))
            return
        page = self._page("campaign_page", self._make_campaign_page)
        page.refresh(cid)
        self.pages.setCurrentWidget(page)

    def show_statistics(self) -> None:
        if self.store is None:
            self.show_coming(self.storage_message or translate("MainWindow", "Statistics need saved games."))
            return
        page = self._page("statistics_page", self._make_statistics_page)
        page.back_to_game = False
        page.refresh()
        self.pages.setCurrentWidget(page)

    def show_game_statistics(self) -> None:
        """Statistics from the end screen: the charts of the game and level just played; Back
        returns to the end screen."""
        self.show_statistics()
        info = getattr(getattr(self.match, "keeper", None), "info", None)
        page: Any = self.statistics_page
        if page is None or self.pages.indexOf(page) != self.pages.currentIndex():
            return
        page.back_to_game = True
        if info is not None:
            from desktop.storage import table_level

            page.show_results_of(info.game_id, table_level([s.level for s in info.seats
                                                            if not s.is_human and s.level]))

    def _statistics_back(self) -> None:
        page: Any = self.statistics_page
        if page is not None and page.back_to_game and self.game_page is not None and self.match is not None:
            page.back_to_game = False
            self.pages.setCurrentWidget(self.game_page)
            return
        self.show_home()

    def _campaign_of_match(self) -> int | None:
        info = self.match.info if self.match is not None else None
        return info.campaign if info is not None else None

    def _back_to_campaign(self, cid: int) -> None:
        """The campaign page, with the chapter-end moment if the match is over."""
        self.show_campaigns(cid)
        info = getattr(getattr(self.match, "keeper", None), "info", None)
        gid = getattr(info, "id", None)
        if gid is not None and self.campaign_page is not None and self.store is not None:
            finished = self.store.game_info(gid).is_finished
            if finished:
                self.campaign_page.show_chapter_end(gid)

    def leave_game(self) -> None:
        """Back from the game page: to the campaign page for a campaign match."""
        cid = self._campaign_of_match()
        if cid is not None:
            self._back_to_campaign(cid)
        else:
            self.show_home()

    def play_again(self) -> None:
        if self.match is None:
            return
        cid = self._campaign_of_match()
        if cid is not None:
            self._back_to_campaign(cid)
            return
        from dataclasses import replace

        from desktop.app.newgame import fresh_seed

        self.start_match(replace(self.match.setup, seed=fresh_seed()))

    # -- Qt --------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self._label_end_buttons)  # after the forms' own retranslation
            self._fill_settings()
            self._update_home()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.match is not None:
            self.match.stop()
        if self._bot_worker is not None:
            self._bot_worker.close()
            self._bot_worker = None
        super().closeEvent(event)

    def close_store(self) -> None:
        """Close the database (after the window is closed and its match stopped)."""
        if self.store is not None:
            self.store.close()
            self.store = None
            for page in (self.saved_page, self.campaign_page, self.statistics_page):
                if page is not None:
                    page.store = None
