"""The game review: one seat's decisions judged by the Advisor, as chess players know it.

A chart of the seat's chance to win over the game (after each of its decisions), the
three turning points first, then every decision with its class (best, good,
inaccuracy, mistake, blunder); choosing one shows the board as the seat saw it then,
with the better move lit, and the move played against the better one.  Up/Down and
Left/Right step through the decisions.  The review is computed away from the window
(worker processes, desktop/ai/advisor.py), from the seat's view at each moment only;
closing the dialog stops it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.ai.advisor import Decision, Review, ReviewCancelled, review
from desktop.app.advice import class_name, game_reason, views_at
from desktop.app.forms import child, load_form
from desktop.app.i18n import fill, translate
from desktop.engine import Action, Options, State, registry

#: Colours of the classes in the list and the chart (Okabe-Ito, readable on white).
CLASS_COLOURS = {"best": "#009E73", "good": "#56B4E9", "inaccuracy": "#E69F00", "mistake": "#D55E00",
                 "blunder": "#B0003A"}


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


class ReviewDialog(QDialog):
    def __init__(self, parent: QWidget | None, game_id: str, options: Options | None, players: int, seed: int,
                 actions: Sequence[tuple[int, Action]], seat: int, names: Sequence[str]) -> None:
        super().__init__(parent)
        from desktop.app.gameui import ui_for

        self.form = load_form("review", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        self.resize(1100, 720)
        self.game = registry.get(game_id)
        self.options = options
        self.players = players
        self.seed = seed
        self.moves = list(actions)
        self.seat = seat
        self.names = list(names)
        self.game_ui = ui_for(game_id)
        f = self.form
        self.title: QLabel = child(f, QLabel, "reviewTitle")
        self.status: QLabel = child(f, QLabel, "reviewStatus")
        self.detail: QLabel = child(f, QLabel, "reviewDetail")
        self.turning: QListWidget = child(f, QListWidget, "turningList")
        self.decisions: QListWidget = child(f, QListWidget, "decisionsList")
        self.board: QGraphicsView = child(f, QGraphicsView, "reviewBoard")
        self.board.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.board.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chart = QChartView(QChart(), self)
        self.chart.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart.setMinimumHeight(230)
        self.chart.chart().legend().hide()
        self.chart.chart().setMargins(self.chart.chart().margins() * 0)
        holder = f.findChild(QVBoxLayout, "reviewChartLayout")
        if holder is not None:
            holder.addWidget(self.chart)
        child(f, QDialogButtonBox, "reviewButtons").rejected.connect(self.reject)
        splitter = f.findChild(QSplitter, "reviewSplitter")
        if splitter is not None:
            splitter.setStretchFactor(1, 2)
        self.scene: Any = self.game_ui.scene_class()(self.game_ui, self.names, self)
        self.board.setScene(self.scene)
        self.turning.currentRowChanged.connect(self._turning_chosen)
        self.decisions.currentRowChanged.connect(self._show_decision)
        #: the finished review (None while it is computed)
        self.review: Review | None = None
        self._views: dict[int, State] = {}
        self._closed = False
        self._progress = (0, 0)
        self._marker: QScatterSeries | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._show_progress)
        self.title.setText(fill(translate("Review", "%1: the decisions of %2"), self.game_ui.title(),
                                self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)))
        self.status.setText(translate("Review", "Reviewing the game…"))
        self._task: asyncio.Future[Any] | None = None
        for key, by in ((Qt.Key.Key_Left, -1), (Qt.Key.Key_Right, 1)):
            move = QAction(self)
            move.setShortcut(QKeySequence(key))
            move.triggered.connect(lambda _=False, by=by: self.step(by))
            self.addAction(move)

    # -- computing ----------------------------------------------------------------
    def start(self) -> asyncio.Future[Any]:
        """Review the game away from the window; the dialog fills in when done."""
        self._timer.start(200)
        self._task = asyncio.ensure_future(self._compute())
        return self._task

    def _new_state(self) -> State:
        return self.game.new_game(self.players, self.options, self.seed)

    def _on_progress(self, done: int, total: int) -> bool:
        self._progress = (done, total)  # read by the timer on the window's thread
        return not self._closed

    async def _compute(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(
                None, lambda: review(self.game.id, self._new_state(), self.moves, self.seat, self.seed,
                                     progress=self._on_progress))
        except (ReviewCancelled, asyncio.CancelledError):
            return
        except Exception:
            self._timer.stop()
            if not self._closed:
                self.status.setText(translate("Review", "This game could not be reviewed."))
            return
        self._timer.stop()
        if not self._closed:
            self.show_review(result)

    def _show_progress(self) -> None:
        done, total = self._progress
        if total:
            self.status.setText(fill(translate("Review", "Reviewing the game… %1 of %2 decisions"), done, total))

    def done(self, code: int) -> None:
        self._closed = True
        self._timer.stop()
        super().done(code)

    # -- showing --------------------------------------------------------------------
    def show_review(self, result: Review) -> None:
        self.review = result
        self._views = views_at(self._new_state(), self.moves, self.seat, {d.index for d in result.decisions})
        counts = {kind: 0 for kind in CLASS_COLOURS}
        for d in result.decisions:
            counts[d.assessment.kind] = counts.get(d.assessment.kind, 0) + 1
        summary = translate("Lists", ", ").join(
            fill(translate("Review", "%1: %2"), class_name(kind), n) for kind, n in counts.items())
        self.status.setText(fill(translate("Review", "%1 decisions reviewed from what you could see at the time. "
                                                     "%2"), len(result.decisions), summary)
                            if result.decisions else translate("Review", "No decision to review: every move "
                                                                         "was forced."))
        self.decisions.clear()
        for n, d in enumerate(result.decisions):
            item = QListWidgetItem(self._line(n, d))
            item.setForeground(QColor(CLASS_COLOURS.get(d.assessment.kind, "#000000")))
            self.decisions.addItem(item)
        self.turning.clear()
        rows = {d.index: n for n, d in enumerate(result.decisions)}
        for d in result.turning_points:
            a = d.assessment
            item = QListWidgetItem(fill(translate("Review", "%1. %2 (%3) — better: %4 (%5)"), rows[d.index] + 1,
                                        self._describe(d, a.played), percent(a.win_chance),
                                        self._describe(d, a.best), percent(a.best_win_chance)))
            item.setData(Qt.ItemDataRole.UserRole, rows[d.index])
            self.turning.addItem(item)
        self._draw_chart(result)
        if result.turning_points:
            self.turning.setCurrentRow(0)
        elif result.decisions:
            self.decisions.setCurrentRow(0)
        self.decisions.setFocus()

    def _describe(self, decision: Decision, action: Action | None) -> str:
        if action is None:
            return ""
        return self.game_ui.describe_action(self._views[decision.index], self.seat, action, self.names)

    def _line(self, n: int, decision: Decision) -> str:
        a = decision.assessment
        return fill(translate("Review", "%1. %2 — %3 · %4"), n + 1, self._describe(decision, a.played),
                    percent(a.win_chance), class_name(a.kind))

    def _draw_chart(self, result: Review) -> None:
        chart = self.chart.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        line = QLineSeries()
        line.setPen(QPen(QColor("#0072B2"), 2.2))
        turning = QScatterSeries()
        turning.setColor(QColor(CLASS_COLOURS["blunder"]))
        turning.setMarkerSize(11)
        marks = {d.index for d in result.turning_points}
        for n, d in enumerate(result.decisions):
            line.append(n + 1, 100 * d.assessment.win_chance)
            if d.index in marks:
                turning.append(n + 1, 100 * d.assessment.win_chance)
        self._marker = QScatterSeries()
        self._marker.setColor(QColor("#000000"))
        self._marker.setMarkerSize(8)
        x_axis = QValueAxis()
        x_axis.setTitleText(translate("Review", "Decision"))
        x_axis.setLabelFormat("%d")
        x_axis.setRange(1, max(2, len(result.decisions)))
        y_axis = QValueAxis()
        y_axis.setTitleText(translate("Review", "Chance to win"))
        y_axis.setRange(0, 100)
        y_axis.setLabelFormat("%d%%")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (line, turning, self._marker):
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)

    def _turning_chosen(self, row: int) -> None:
        item = self.turning.item(row)
        if item is not None:
            self.decisions.setCurrentRow(int(item.data(Qt.ItemDataRole.UserRole)))

    def _show_decision(self, row: int) -> None:
        if self.review is None or not 0 <= row < len(self.review.decisions):
            return
        d = self.review.decisions[row]
        a = d.assessment
        view = self._views[d.index]
        played = self._describe(d, a.played)
        if a.best == a.played:
            text = fill(translate("Review", "You played %1: chance to win %2. The best move found."), played,
                        percent(a.win_chance))
        else:
            text = fill(translate("Review", "You played %1: chance to win %2 (%3). Better: %4, chance to win %5."),
                        played, percent(a.win_chance), class_name(a.kind), self._describe(d, a.best),
                        percent(a.best_win_chance))
            why = game_reason(self.game_ui, view, self.seat, a.best)
            if why is not None:
                text += "\n" + fill(translate("Review", "Why the better move: %1"), why)
        self.detail.setText(text)
        # the board as the seat saw it then, the better move lit (clicking it does nothing here)
        self.scene.show_view(view, [a.best])
        self.board.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self._marker is not None:
            with contextlib.suppress(RuntimeError):
                self._marker.clear()
                self._marker.append(QPointF(row + 1, 100 * a.win_chance))

    def step(self, by: int) -> None:
        """Show the decision ``by`` steps on (Left/Right; Up/Down in the list do the same)."""
        if self.decisions.count():
            self.decisions.setCurrentRow(max(0, min(self.decisions.count() - 1, self.decisions.currentRow() + by)))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.board.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def open_review(parent: QWidget | None, game_id: str, options: Options | None, players: int, seed: int,
                actions: Sequence[tuple[int, Action]], seat: int, names: Sequence[str]) -> ReviewDialog:
    """Open the review of ``seat``'s decisions (non-modal: the window goes on) and start it."""
    dialog = ReviewDialog(parent, game_id, options, players, seed, actions, seat, names)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.start()
    return dialog


def open_saved_review(parent: QWidget | None, store: Any, gid: int) -> ReviewDialog:
    """The review of a stored (finished, saved or imported) game: the first person's seat, else seat 0."""
    from desktop.app.rival_names import seat_name

    saved = store.load_game(gid)
    info = saved.info
    game = registry.get(info.game_id)
    seats = list(info.seats)
    seat = next((i for i, s in enumerate(seats) if s.is_human), 0)
    names = [seat_name(s.name, s.rival) or fill(translate("NewGame", "Player %1"), i + 1)
             for i, s in enumerate(seats)]
    return open_review(parent, info.game_id, game.options_type.from_json(info.options), len(seats), info.seed,
                       saved.actions, seat, names)
