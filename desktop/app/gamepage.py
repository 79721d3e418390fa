"""The game page: the board, the players panel, the action panel, the log,
the price chart, the hot-seat pass screen and the end-of-game screen.  It
shows only the viewer's view of the match and waits for the board's
animations before the match goes on."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QShowEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTableWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.app.forms import child, load_form
from desktop.app.gameui import ComposeSpec, GameUI, ui_for
from desktop.app.i18n import fill, translate
from desktop.app.match import MatchModel
from desktop.app.models import ChoicesModel, HoldingsModel, LogModel, PlayersModel, PriceHistory
from desktop.engine import Action, Event, Result

if TYPE_CHECKING:
    from desktop.app.chart import PriceChart

PLAY, PASS, END = 0, 1, 2

#: The board is never drawn smaller than this (its smallest text stays readable): below it the view scrolls.
MIN_SCALE = 0.62
#: Ctrl+wheel zooms between MIN_SCALE and this.
MAX_SCALE = 3.0
#: How long a forced single choice stays on screen before it is taken for you (ms; animations off: shorter).
AUTO_DELAY_MS = 700
AUTO_DELAY_FAST_MS = 250
#: The acting panel while the person must decide.
LIT_STYLE = "QFrame#actionPanel { border: 2px solid #d9a400; border-radius: 6px; background: rgba(255, 214, 64, 40); }"
BANNER_STYLE = "font-weight: bold; padding: 4px; border-radius: 4px; background: #ffe28a; color: #3a2a00;"
NOTICE_STYLE = "font-weight: bold; padding: 4px; border-radius: 4px; background: #ffc9a8; color: #4a1500;"


class BoardZoom(QObject):
    """The board's scale: it fits the view (the default) but never below MIN_SCALE, where the view
    scrolls instead; Ctrl+wheel zooms, Ctrl+0 fits again."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        #: None: fit the view; else the scale the person chose with Ctrl+wheel
        self.zoom: float | None = None
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        fit = QAction(view)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        fit.triggered.connect(self.fit)
        view.addAction(fit)

    def fit_scale(self) -> float:
        rect = self.view.sceneRect()
        port = self.view.viewport().rect()
        if rect.width() <= 0 or rect.height() <= 0 or port.width() <= 0 or port.height() <= 0:
            return 1.0
        return min((port.width() - 2) / rect.width(), (port.height() - 2) / rect.height())

    def scale(self) -> float:
        return float(self.view.transform().m11())

    def apply(self) -> None:
        if self.view.scene() is None:
            return
        target = self.zoom if self.zoom is not None else self.fit_scale()
        target = max(MIN_SCALE, min(MAX_SCALE, target))
        self.view.resetTransform()
        self.view.scale(target, target)

    def fit(self) -> None:
        self.zoom = None
        self.apply()

    def zoom_by(self, factor: float) -> None:
        self.zoom = max(MIN_SCALE, min(MAX_SCALE, self.scale() * factor))
        self.apply()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self.apply()
        elif kind == QEvent.Type.Wheel and isinstance(event, QWheelEvent) \
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(1.15 ** steps)
            return True
        return False


class GamePage(QWidget):
    leaveRequested = Signal()
    againRequested = Signal()
    statisticsRequested = Signal()
    rulesRequested = Signal(str)

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.form = load_form("gamepage", self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.form)
        f = self.form
        self.stack: QStackedWidget = child(f, QStackedWidget, "gameStack")
        self.board: QGraphicsView = child(f, QGraphicsView, "boardView")
        self.board.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                                  | QPainter.RenderHint.SmoothPixmapTransform)
        # scroll bars only when the board is larger than the view (below the minimum scale, or zoomed in)
        self.board.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.board.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.board.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom = BoardZoom(self.board)
        self.splitter: QSplitter = child(f, QSplitter, "splitter")
        self.side_splitter: QSplitter = child(f, QSplitter, "sideSplitter")
        self.splitter.setCollapsible(0, False)  # the board stays; the side panel folds away
        self.splitter.setCollapsible(1, True)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.side_splitter.setStretchFactor(0, 3)
        self.side_splitter.setStretchFactor(1, 2)
        self._restore_splitters()
        self.splitter.splitterMoved.connect(self._save_splitters)
        self.side_splitter.splitterMoved.connect(self._save_splitters)
        self.action_panel: QFrame = child(f, QFrame, "actionPanel")
        self.banner: QLabel = child(f, QLabel, "turnBanner")
        self.banner.hide()
        #: a forced single choice waiting to be taken for you (its timer runs)
        self.auto_action: Action | None = None
        self.auto_timer = QTimer(self)
        self.auto_timer.setSingleShot(True)
        self.auto_timer.timeout.connect(self._take_forced)
        #: a notice for the viewer (outbid, an offer arrived) shown until the next decision
        self.notice = ""
        #: no forced choice is taken right after an undo (else undoing a forced move would do nothing)
        self._just_undone = False
        self.players_view: QTableView = child(f, QTableView, "playersView")
        self.players_view.verticalHeader().hide()
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.players_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players_view.setWordWrap(False)
        self.players_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.players_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_view.installEventFilter(self)
        self.actions_list: QListView = child(f, QListView, "actionsList")
        self.actions_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # a long choice wraps onto a second line rather than run off the panel's right edge
        self.actions_list.setWordWrap(True)
        self.actions_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.actions_list.setResizeMode(QListView.ResizeMode.Adjust)
        #: the action panel's model: the viewer's legal actions in words
        self.choices = ChoicesModel(self)
        self.actions_list.setModel(self.choices)
        self.do_button: QPushButton = child(f, QPushButton, "doButton")
        #: the move list is folded away by default (the board is the controller); it opens by
        #: itself for a decision the board cannot make, and stays open when the person opens it
        self.move_list_button: QToolButton = child(f, QToolButton, "moveListButton")
        self.move_list_button.setChecked(self._move_list_wanted())
        self.move_list_button.toggled.connect(self._move_list_toggled)
        self.move_list_button.setShortcut(QKeySequence("Ctrl+L"))
        panel_layout = self.action_panel.layout()
        if isinstance(panel_layout, QVBoxLayout):
            # the list takes the panel's height when shown; folded, the space stays below the buttons
            panel_layout.setStretchFactor(self.actions_list, 1)
            panel_layout.addStretch(0)
        self.banner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        #: the legal actions the board cannot reach now (the list opens for them)
        self.list_only: list[Action] = []
        self.compose_button: QPushButton = child(f, QPushButton, "composeButton")
        self.log_view: QListView = child(f, QListView, "logView")
        # long sentences wrap (rows of their own height)
        self.log_view.setUniformItemSizes(False)
        self.log_view.setWordWrap(True)
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tabs: QTabWidget = child(f, QTabWidget, "infoTabs")
        self.chart_tab: QWidget = child(f, QWidget, "chartTab")
        self.holdings_tab: QWidget = child(f, QWidget, "holdingsTab")
        self.holdings_view: QTableView = child(f, QTableView, "holdingsView")
        self.holdings_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.holdings_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.holdings_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.status: QLabel = child(f, QLabel, "statusLabel")
        self.title: QLabel = child(f, QLabel, "gameTitle")
        self.pass_label: QLabel = child(f, QLabel, "passLabel")
        self.pass_button: QPushButton = child(f, QPushButton, "passButton")
        from desktop.app import endscreen

        # the end of the game: ranking, breakdown and score chart (desktop/app/endscreen.py)
        self.end_screen = endscreen.install(self)
        self.ranking: QTableWidget = self.end_screen.table
        self.end_screen.statistics_button.clicked.connect(self.statisticsRequested)
        self.end_screen.results_button.clicked.connect(self.show_results)
        self.end_winner: QLabel = child(f, QLabel, "endWinner")
        child(f, QPushButton, "leaveButton").clicked.connect(self.leaveRequested)
        child(f, QPushButton, "homeButton").clicked.connect(self.leaveRequested)
        child(f, QPushButton, "againButton").clicked.connect(self.againRequested)
        child(f, QPushButton, "boardButton").clicked.connect(self.see_board)
        child(f, QPushButton, "reviewButton").clicked.connect(self.open_review)
        child(f, QPushButton, "rulesButton").clicked.connect(lambda: self.rulesRequested.emit(self.game_ui.game_id))
        # undo (a stored game, your seat against bots): a button and Ctrl+Z
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.undo_action.triggered.connect(self.undo)
        self.addAction(self.undo_action)
        self.model: MatchModel | None = None
        self.undo_button = QPushButton(self.form)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.clicked.connect(self.undo)
        bar = f.findChild(QHBoxLayout, "topBar")
        if bar is not None:
            bar.insertWidget(max(0, bar.count() - 2), self.undo_button)
        self._retranslate_undo()
        self.actions_list.activated.connect(self._chosen_index)
        self.actions_list.selectionModel().currentChanged.connect(self._current_changed)
        self.do_button.clicked.connect(self._do_current)
        self.pass_button.clicked.connect(self._passed)
        self.compose_button.clicked.connect(self._compose)
        self.game_ui: GameUI = GameUI("")
        self.scene: Any = None
        self.legal: list[Action] = []
        self.chart: PriceChart | None = None
        #: the price chart's model, fed from the match's history
        self.prices = PriceHistory(self)
        self.log = LogModel(self)
        self.log_view.setModel(self.log)
        # wrapped rows get their heights at the next layout: scroll to the newest line after it
        for signal in (self.log.modelReset, self.log.rowsInserted):
            signal.connect(lambda *_: QTimer.singleShot(0, self.log_view.scrollToBottom))
        self.players: PlayersModel | None = None
        #: the holdings table's model (games whose GameUI has ``holdings``)
        self.holdings: HoldingsModel | None = None
        self.animating = False
        #: animations played so far (tests and diagnostics)
        self.animations_run = 0
        self.last_result: Result | None = None
        self._retranslate_pending = False
        from desktop.app.hint import HintController

        #: the Hint button (H): the Expert's top moves on your turn, never acting
        self.hint = HintController(self)
        from desktop.app.winchances import WinChances

        #: the Chances tab: everyone's chance to win after each move, from your view (optional)
        self.win_chances = WinChances(self)
        #: a tutorial walking this match (desktop/app/tutorials/guide.py), or None
        self.tutorial: Any = None

    # -- language ---------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A tab text translated while the page was hidden (the language was changed on another page)
        # keeps the old text's width when the page shows again, so "記錄(L)" was cut to "記錄(": the
        # same texts set again while shown lay the tabs out anew.
        bar = self.tabs.tabBar()
        for index in range(bar.count()):
            bar.setTabText(index, bar.tabText(index))

    def retranslate(self) -> None:
        """Say everything again in the new language: title, players panel, choices, log, board, chart
        and end screen (the form's own texts re-translate themselves)."""
        model = self.model
        if model is None:
            return
        if self.animating:
            self._retranslate_pending = True
            return
        self._retranslate_pending = False
        self._retranslate_undo()
        self.title.setText(self.game_ui.title())
        if self.players is not None:
            self.players.names = model.names  # a campaign rival's name is written in the new language
            self.players.retranslate()
            self._fit_player_columns()
        row = self.actions_list.currentIndex().row()
        self._set_actions(self.legal)
        if 0 <= row < self.choices.rowCount():
            self.select_choice(row)
        self.log.start(self.game_ui, model.names, model.history, model.viewer)
        self.log_view.scrollToBottom()
        old = self.board.scene()
        self.scene = self.game_ui.scene_class()(self.game_ui, model.names, self)
        self.scene.actionChosen.connect(self._board_choice)
        self.scene.stepsChosen.connect(self._board_steps)
        self.board.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self.scene.show_view(model.view(), self.legal)
        self.zoom.apply()
        prices = self.game_ui.prices(model.view())
        if prices is not None:
            self.prices.rename([name for name, _value in prices])
        if self.chart is not None and self.tabs.isTabVisible(self.tabs.indexOf(self.chart_tab)):
            self.chart.set_model(self.prices, self.game_ui.price_colours(), self.game_ui.price_steps_title())
        self._refresh_panels()
        self.hint.retranslate()
        self.win_chances.retranslate()
        self.end_screen.retranslate()
        if self.last_result is not None:
            self.show_result(self.last_result, show=self.stack.currentIndex() == END)

    # -- language -------------------------------------------------------------
    def _fit_player_columns(self) -> None:
        """The players' table fits its panel: no sideways scroll and every row shown.  Headings wrap
        at their spaces; each column takes what its heading's longest word and its cells need.  When
        the panel is narrower the widest columns give way down to a readable floor (their cells
        elided, the whole figure in the tooltip), and when even that does not fit, the last columns
        are hidden, their figures in each row's tooltip.  The table is exactly as tall as its rows,
        so no resize ever hides a player."""
        if self.players is None or self.model is None:
            return
        view = self.players_view
        header = view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(8)
        metrics = view.fontMetrics()
        em = metrics.horizontalAdvance("M")
        pad = metrics.height()
        icon = metrics.height() + 8  # the seat colour before the name
        wanted: list[int] = []
        floors: list[int] = []
        for column, heading in enumerate(self.players.columns):
            word = max((metrics.horizontalAdvance(w) for w in heading.split()), default=0) if " " in heading \
                else metrics.horizontalAdvance(heading)
            width = word
            for row in range(self.players.rowCount()):
                text = self.players.rows[row][column] if row < len(self.players.rows) else ""
                width = max(width, metrics.horizontalAdvance(text) + (icon if column == 0 else 0))
            wanted.append(width + pad)
            floor = min(width, 5 * em + (icon if column == 0 else 0))
            floors.append(max(word, floor) + pad)
        room = view.viewport().width() if view.isVisible() else view.width() - 2 * view.frameWidth()
        shown = list(range(len(wanted)))
        if room > 0:
            while len(shown) > 2 and sum(floors[c] for c in shown) > room:
                shown.pop()
        widths = {c: wanted[c] for c in shown}
        total = sum(widths.values())
        if room > 0 and total > room:
            excess = total - room
            while excess > 0:  # take from the widest column first, down to its floor
                giving = [c for c in shown if widths[c] > floors[c]]
                if not giving:
                    break
                widest = max(giving, key=lambda c: widths[c])
                cut = min(excess, widths[widest] - floors[widest])
                widths[widest] -= cut
                excess -= cut
        elif room > 0 and shown:  # spare room: shared out so the table fills its panel
            spare = room - total
            for i, column in enumerate(shown):
                widths[column] += spare // len(shown) + (1 if i < spare % len(shown) else 0)
        hidden = set(range(len(wanted))) - set(shown)
        if hidden != self.players.hidden:
            self.players.hidden = hidden
        for column in range(len(wanted)):
            view.setColumnHidden(column, column in hidden)
            if column not in hidden:
                header.resizeSection(column, widths[column])
        # the headings' height: the tallest heading wrapped at its width
        tallest = metrics.height()
        for column in shown:
            box = metrics.boundingRect(0, 0, max(widths[column] - pad // 2, 1), 10 * metrics.height(),
                                       int(Qt.TextFlag.TextWordWrap), self.players.columns[column])
            tallest = max(tallest, box.height())
        header.setFixedHeight(tallest + pad // 2 + 4)
        self._fit_player_rows()

    def _fit_player_rows(self) -> None:
        view = self.players_view
        model = view.model()
        rows = sum(view.rowHeight(r) for r in range(model.rowCount())) if model is not None else 0
        view.setFixedHeight(view.horizontalHeader().height() + rows + 2 * view.frameWidth())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.players_view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_player_columns()
        return False

    # -- panel sizes (kept in the settings) -----------------------------------------
    def _restore_splitters(self) -> None:
        for key, splitter in (("game_splitter", self.splitter), ("game_side_splitter", self.side_splitter)):
            state = self.settings.layout_state(key) if hasattr(self.settings, "layout_state") else None
            if (not state or not splitter.restoreState(QByteArray(state))) and splitter is self.splitter:
                splitter.setSizes([900, 360])

    def _save_splitters(self) -> None:
        if hasattr(self.settings, "set_layout_state"):
            self.settings.set_layout_state("game_splitter", bytes(self.splitter.saveState().data()))
            self.settings.set_layout_state("game_side_splitter", bytes(self.side_splitter.saveState().data()))
        self._fit_player_columns()

    # -- set-up -------------------------------------------------------------
    def attach(self, model: MatchModel) -> None:
        if self.model is not None:
            self.model.stop()
        self.model = model
        self.last_result = None
        self.end_screen.results_button.hide()
        self.game_ui = ui_for(model.setup.game_id)
        self.title.setText(self.game_ui.title())
        self.players = PlayersModel(self.game_ui, model.names, [s.kind for s in model.seats], self)
        self.players_view.setModel(self.players)
        self._fit_player_columns()
        self.holdings = HoldingsModel(self.game_ui, model.names, self)
        self.holdings_view.setModel(self.holdings)
        self.tabs.setTabVisible(self.tabs.indexOf(self.holdings_tab), self.holdings.refresh(model.view()))
        self.holdings_view.resizeColumnsToContents()
        old = self.board.scene()
        self.scene = self.game_ui.scene_class()(self.game_ui, model.names, self)
        self.scene.actionChosen.connect(self._board_choice)
        self.scene.stepsChosen.connect(self._board_steps)
        self.board.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self.zoom.apply()
        self._rebuild_log()
        self._setup_chart()
        model.changed.connect(self._refresh_panels)
        model.thinking.connect(self._thinking)
        model.humanTurn.connect(self._human_turn)
        model.passRequested.connect(self._pass_requested)
        model.viewerChanged.connect(self._viewer_changed)
        model.applied.connect(self._applied)
        model.refused.connect(self._refused)
        model.finished.connect(self._finished)
        model.failed.connect(self._failed)
        model.undone.connect(self._rebuild_log)
        model.undone.connect(self._reset_prices)
        model.animate = self.animate
        self.stack.setCurrentIndex(PLAY)
        self._set_actions([])
        self.scene.show_view(model.view(), [])
        self._refresh_panels()
        self._reset_prices()
        self.win_chances.attach(model)

    def _reset_prices(self) -> None:
        """The price history as the match's history marked it (a new, resumed or undone match):
        the prices at the start and after each action, one point per round."""
        model = self.model
        if model is None:
            return
        prices = self.game_ui.prices(model.view())
        names = [name for name, _value in prices] if prices is not None else []
        history = model.history
        points: list[tuple[int, list[int]]] = []
        for count, mark in enumerate([history.start_mark, *history.marks]):
            if mark is not None:
                points.append((count if mark[0] is None else mark[0], list(mark[1])))
        self.prices.reset(names, points)

    def _setup_chart(self) -> None:
        assert self.model is not None
        has_prices = self.game_ui.prices(self.model.view()) is not None
        index = self.tabs.indexOf(self.chart_tab)
        self.tabs.setTabVisible(index, has_prices)
        if has_prices and self.chart is None:
            from desktop.app.chart import PriceChart

            self.chart = PriceChart(self.chart_tab)
            layout = self.chart_tab.layout() or QVBoxLayout(self.chart_tab)
            layout.addWidget(self.chart)
        if self.chart is not None:
            self.chart.set_model(self.prices, self.game_ui.price_colours(), self.game_ui.price_steps_title())

    # -- match signals ----------------------------------------------------------
    def _refresh_panels(self) -> None:
        if self.model is None or self.players is None:
            return
        view = self.model.view()
        self.players.refresh(view, self.model.viewer, self.model.thinking_seat)
        if self.holdings is not None:
            self.holdings.refresh(view)
        self._fit_player_columns()
        self._update_status()
        self._update_undo()

    # -- undo -------------------------------------------------------------------
    def _retranslate_undo(self) -> None:
        self.undo_button.setText(translate("GamePage", "&Undo"))
        self.undo_action.setText(translate("GamePage", "Undo your last decision"))
        self._update_undo()

    def _update_undo(self) -> None:
        from desktop.app.storage_ui import UNDO_REASONS, reason_text

        model = self.model
        reason = model.undo_blocked_by() if model is not None else "not_saved"
        self.undo_action.setEnabled(reason is None)
        self.undo_button.setEnabled(reason is None)
        tip = (translate("GamePage", "Take back your last decision and the moves after it (Ctrl+Z).")
               if reason is None else reason_text(UNDO_REASONS, reason))
        self.undo_button.setToolTip(tip)
        self.undo_action.setToolTip(tip)

    def undo(self) -> bool:
        if self.model is None or self.animating:
            return False
        self._just_undone = True
        done = self.model.undo()
        self._just_undone = False
        self._update_undo()
        return done

    def _rebuild_log(self) -> None:
        if self.model is None:
            return
        self.log.start(self.game_ui, self.model.names, self.model.history, self.model.viewer)
        self.log_view.scrollToBottom()

    def _update_status(self) -> None:
        model = self.model
        if model is None:
            return
        if model.state.is_over():
            self.status.setText(translate("GamePage", "The game is over."))
        elif model.thinking_seat is not None:
            self.status.setText(fill(translate("GamePage", "%1 is thinking…"), model.names[model.thinking_seat]))
        elif model.waiting_seat is not None:
            self.status.setText(fill(translate("GamePage", "%1, your choice."), model.names[model.waiting_seat]))
        else:
            self.status.setText("")

    def _thinking(self, seat: int, on: int) -> None:
        self._refresh_panels()
        self._update_undo()

    def _human_turn(self, seat: int) -> None:
        assert self.model is not None
        self.stack.setCurrentIndex(PLAY)
        self.hint.reset()  # a new position: a hint shown before no longer applies
        view = self.model.view()
        self.legal = view.legal_actions(seat)
        self._set_actions(self.legal)
        self.scene.show_view(view, self.legal)
        self._update_move_list()
        self._refresh_panels()
        if self.actions_list.isVisible():
            self.actions_list.setFocus()
        else:
            self.board.setFocus()
        if len(self.legal) == 1 and not self._just_undone and not self._confirm_every_move():
            # a forced single choice: shown a moment (the banner says so), then taken for you
            self.auto_action = self.legal[0]
            self.auto_timer.start(AUTO_DELAY_MS if self.settings.animation_ms else AUTO_DELAY_FAST_MS)
        self._show_banner()

    def _confirm_every_move(self) -> bool:
        # a tutorial's step waits for its move even when it is the only one
        return bool(getattr(self.settings, "confirm_moves", False)) or self.tutorial is not None

    def _take_forced(self) -> None:
        action, self.auto_action = self.auto_action, None
        model = self.model
        if action is None or model is None or model.waiting_seat != model.viewer or self.legal != [action]:
            return
        self._submit(action)

    def _show_banner(self) -> None:
        """The "your turn" moment: a banner over the acting panel, the panel lit; a notice (outbid,
        an offer for you) in a warmer colour above it."""
        model = self.model
        waiting = model is not None and bool(self.legal) and model.waiting_seat == model.viewer
        lines: list[str] = []
        if self.notice:
            lines.append(self.notice)
        if waiting and self.auto_action is not None:
            lines.append(translate("GamePage", "Only one move is possible: it is made for you."))
        elif waiting:
            lines.append(translate("GamePage", "Your turn: choose on the board or in the list."))
        self.banner.setText("\n".join(lines))
        self.banner.setStyleSheet(NOTICE_STYLE if self.notice else BANNER_STYLE)
        self.banner.setVisible(bool(lines))
        self.action_panel.setStyleSheet(LIT_STYLE if waiting else "")

    def _set_actions(self, legal: Sequence[Action]) -> None:
        if list(legal) != self.legal or not legal:
            self.hint.reset()
        self.legal = list(legal)
        if not legal:
            self.auto_timer.stop()
            self.auto_action = None
            self.notice = ""
        texts: list[str] = []
        if self.model is not None and legal:
            view = self.model.view()
            texts = [self.game_ui.describe_action(view, self.model.viewer, action, self.model.names)
                     for action in legal]
        self.choices.set_choices(self.legal if texts else [], texts)
        # nothing chosen for you: Enter or "Do it" act only on a choice the person picked
        self.actions_list.setCurrentIndex(QModelIndex())
        self.actions_list.clearSelection()
        self.actions_list.setEnabled(bool(legal))
        self.do_button.setEnabled(False)
        self._show_banner()
        specs = self._compose_specs()
        self.compose_button.setVisible(bool(specs))
        self.compose_button.setEnabled(bool(specs))
        self.hint.update()

    def _compose_specs(self) -> list[ComposeSpec]:
        if self.model is None or not self.legal:
            return []
        return self.game_ui.compose_specs(self.model.view(), self.model.viewer, self.legal, self.model.names)

    def select_choice(self, row: int) -> None:
        """Make row ``row`` of the action panel the current one (as the arrow keys do)."""
        self.actions_list.setCurrentIndex(self.choices.index(row))

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.do_button.setEnabled(current.isValid() and bool(self.legal))

    def _chosen_index(self, index: QModelIndex) -> None:
        action = self.choices.action(index.row()) if index.isValid() else None
        if action is not None and action in self.legal:
            self._submit(action)

    def _do_current(self) -> None:
        self._chosen_index(self.actions_list.currentIndex())

    def _board_choice(self, action: Action) -> None:
        if action in self.legal:
            self._submit(action)

    def _board_steps(self, steps: Sequence[Action]) -> None:
        """A compound choice made on the board (a bid in its dialog, a trade): its first step must
        be legal now; the match checks each later step as it comes."""
        steps = list(steps)
        if not steps or steps[0] not in self.legal:
            return
        if len(steps) == 1:
            self._submit(steps[0])
        else:
            self.submit_steps(steps)

    # -- the move list (folded by default) ---------------------------------------------
    def _move_list_wanted(self) -> bool:
        return bool(self.settings.flag("game/moveListOpen", False)) if hasattr(self.settings, "flag") else False

    def _move_list_toggled(self, on: bool) -> None:
        if hasattr(self.settings, "set_flag"):
            self.settings.set_flag("game/moveListOpen", on)
        self._update_move_list()

    def _update_move_list(self) -> None:
        """Show the list when the person asked for it or when some legal move is not on the board."""
        reach = self.scene.board_actions() if self.scene is not None and self.legal else set()
        self.list_only = [a for a in self.legal if a not in reach]
        # a tutorial lights only the move its step asks for: the others are not missing from the board
        shown = self.move_list_button.isChecked() or (bool(self.list_only) and self.tutorial is None)
        self.actions_list.setVisible(shown)
        self.do_button.setVisible(shown)

    def _submit(self, action: Action) -> None:
        assert self.model is not None
        if self.tutorial is not None and not self.tutorial.allows(action):
            return  # the tutorial asks for another move (its panel says which)
        self._set_actions([])
        self.model.submit(action)

    def submit_steps(self, steps: Sequence[Action]) -> None:
        assert self.model is not None
        if self.tutorial is not None and steps and not self.tutorial.allows(steps[0]):
            return
        self._set_actions([])
        self.model.submit_steps(steps)

    def _compose(self) -> None:
        specs = self._compose_specs()
        if not specs:
            return
        if len(specs) == 1:
            self._open_compose(specs[0])
            return
        menu = QMenu(self)
        for spec in specs:
            menu.addAction(spec.title, partial(self._open_compose, spec))
        menu.exec(self.compose_button.mapToGlobal(self.compose_button.rect().bottomLeft()))

    def _open_compose(self, spec: ComposeSpec) -> None:
        if spec.custom is not None:
            steps = spec.custom(self)
            if steps:
                self.submit_steps(steps)
            return
        from desktop.app.compose import ComposeDialog

        dialog = ComposeDialog(spec, self)
        if dialog.exec() and dialog.steps():
            self.submit_steps(dialog.steps())

    def _refused(self, seat: int, text: str) -> None:
        self.status.setText(text)

    def _pass_requested(self, seat: int) -> None:
        assert self.model is not None
        self._set_actions([])
        text = translate("GamePage", "Pass the screen to %1.\n\nEveryone else, please look away.")
        self.pass_label.setText(fill(text, self.model.names[seat]))
        self.stack.setCurrentIndex(PASS)
        self.pass_button.setFocus()

    def _passed(self) -> None:
        assert self.model is not None
        self.model.confirm_pass()

    def _viewer_changed(self, seat: int) -> None:
        assert self.model is not None
        self.log.start(self.game_ui, self.model.names, self.model.history, seat)
        self.log_view.scrollToBottom()
        self.scene.show_view(self.model.view(), [])
        self.stack.setCurrentIndex(PLAY)
        self._refresh_panels()

    def _applied(self, seat: int, action: Action, events: list[Event]) -> None:
        """A new step of the match's history: its log lines, its point of the price chart and a
        notice when it concerns the viewer (outbid, an offer for you)."""
        model = self.model
        assert model is not None
        for event in model.visible_events(events):
            notice = self.game_ui.notice(event, model.names, model.viewer)
            if notice:
                self.notice = notice
                self._show_banner()
        self.log.step(seat, action, events)
        self.log_view.scrollToBottom()
        mark = model.history.marks[-1] if model.history.marks else None
        prices = self.game_ui.prices(model.view()) if mark is not None else None
        if mark is not None and prices is not None:
            step = len(model.history) if mark[0] is None else mark[0]
            self.prices.record(step, [(name, value) for (name, _old), value in zip(prices, mark[1], strict=True)])

    async def animate(self, seat: int, action: Action, events: list[Event]) -> None:
        """Redraw the board from the viewer's new view, animated; returns when
        the animation is over (at once when animations are off)."""
        assert self.model is not None
        view = self.model.view()
        self.scene.prepare(view, [])
        self.scene.on_events(events, view)
        ms = self.settings.animation_ms if self.isVisible() else 0
        group = self.scene.commit(ms)
        if group is None:
            return
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()

        def finished() -> None:
            if not done.done():
                done.set_result(None)

        group.finished.connect(finished)
        self.animating = True
        self.animations_run += 1
        group.start()
        try:
            await done
        finally:
            self.animating = False
            group.deleteLater()
            if self._retranslate_pending:
                self.retranslate()

    def _finished(self, result: Result) -> None:
        assert self.model is not None
        self._set_actions([])
        self._update_status()
        self.scene.show_view(self.model.view(), [])
        self.show_result(result)

    def show_result(self, result: Result, show: bool = True) -> None:
        """The end screen (desktop/app/endscreen.py) for ``result``; ``show``: switch to it."""
        assert self.model is not None
        self.last_result = result
        names = self.model.names
        history = self.model.history
        start = history.snapshots.get(0)
        viewer = self.model.viewer if self.model.seats[self.model.viewer].is_human else -1  # no "you" among bots
        self.end_screen.show_result(result, self.game_ui, names, viewer, start, history.steps)
        winners = [names[s] for s in result.winners]
        if len(winners) == 1:
            self.end_winner.setText(fill(translate("EndScreen", "%1 wins!"), winners[0]))
        else:
            self.end_winner.setText(fill(translate("EndScreen", "A shared win: %1."),
                                         translate("Lists", ", ").join(winners)))
        if show:
            self.show_results()

    def show_results(self) -> None:
        """Back to the end screen (from the board)."""
        self.end_screen.results_button.hide()
        self.stack.setCurrentIndex(END)

    def see_board(self) -> None:
        """The board as the game ended, with a button back to the results."""
        self.stack.setCurrentIndex(PLAY)
        self.end_screen.results_button.setVisible(self.last_result is not None)

    def open_review(self) -> Any:
        """The review of the viewer's decisions in this game (desktop/app/reviewpage.py)."""
        from desktop.app.reviewpage import open_review

        model = self.model
        if model is None:
            return None
        setup = model.setup
        return open_review(self, setup.game_id, setup.options, setup.num_players, setup.seed,
                           [(s, a) for s, a, _e in model.history], model.viewer, model.names)

    def _failed(self, words: str, details: str) -> None:
        """The match stopped on an error: a sentence for the player (a storage fault names its cause),
        the traceback behind Details."""
        from desktop.app.error_box import show_error

        saved = self.model is not None and self.model.keeper is not None
        text = words or (
            translate("GamePage", "The match stopped on an unexpected error. The moves made so far are saved.")
            if saved else translate("GamePage", "The match stopped on an unexpected error."))
        self.status.setText(text)
        self.error_box = show_error(self, text, details)
