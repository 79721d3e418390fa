"""Win chances as you play: the game page's "Chances" tab.

After every move, each seat's chance to win estimated from YOUR view only (what you
could know then: desktop/ai/advisor.py ``standings``, computed in the bot worker so
the window never waits), drawn as one line per seat.  Optional: a check box in the
tab turns it on or off (remembered; off by default in campaign games, where the
estimate would help more than a campaign wants)."""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtCharts import QAbstractAxis, QCategoryAxis, QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from desktop.ai.advisor import decision_seed
from desktop.ai.worker import DecisionDiscarded
from desktop.app.chart import DASHES, LINE_COLOURS
from desktop.app.i18n import translate

KEY_FREE = "advisor/win_chances"
KEY_CAMPAIGN = "advisor/win_chances_campaign"


class WinChances(QObject):
    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.tab = QWidget()
        self.tab.setObjectName("chancesTab")
        layout = QVBoxLayout(self.tab)
        self.check = QCheckBox(self.tab)
        self.check.setObjectName("chancesCheck")
        self.check.toggled.connect(self._toggled)
        layout.addWidget(self.check)
        self.view = QChartView(QChart(), self.tab)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setMinimumHeight(150)
        self.view.chart().setMargins(self.view.chart().margins() * 0)
        self.view.chart().legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        layout.addWidget(self.view, 1)
        page.tabs.addTab(self.tab, "")
        #: (step, chances per seat) shown so far
        self.points: list[tuple[int, list[float]]] = []
        #: the game's round (as the board counts it) at each step shown, where the game has rounds
        self.rounds: dict[int, int] = {}
        self._task: asyncio.Future[Any] | None = None
        self._pending: tuple[int, Any] | None = None
        self._campaign = False
        self.retranslate()

    # -- setting ----------------------------------------------------------------
    def _key(self) -> str:
        return KEY_CAMPAIGN if self._campaign else KEY_FREE

    def enabled(self) -> bool:
        return self.check.isChecked()

    def attach(self, model: Any) -> None:
        """A new match: its kind of game chooses the setting; the chart starts empty."""
        keeper = getattr(model, "keeper", None)
        self._campaign = getattr(getattr(keeper, "info", None), "campaign", None) is not None
        self.check.blockSignals(True)
        self.check.setChecked(self.page.settings.flag(self._key(), not self._campaign))
        self.check.blockSignals(False)
        self.reset()
        model.applied.connect(lambda *_args: self.moved())
        model.undone.connect(self.moved)  # a later point is replaced when the new one arrives
        self.moved()

    def _toggled(self, on: bool) -> None:
        self.page.settings.set_flag(self._key(), on)
        self.reset()
        if on:
            self.moved()

    def retranslate(self) -> None:
        tabs = self.page.tabs
        tabs.setTabText(tabs.indexOf(self.tab), translate("WinChances", "Chances"))
        self.check.setText(translate("WinChances", "Show everyone's chance to win"))
        self.check.setToolTip(translate("WinChances", "After each move, estimated from what you can see: "
                                                      "never from hidden cards."))
        self._draw()

    # -- computing ----------------------------------------------------------------
    def reset(self) -> None:
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
        self._pending = None
        self.points = []
        self.rounds = {}
        self._draw()

    def moved(self) -> None:
        """The game moved on: estimate the new position (the latest only, one at a time)."""
        model = self.page.model
        if model is None or not self.enabled() or model.viewer is None:
            return
        step = len(model.history)
        view = model.view()
        number = self.page.game_ui.round_of(view)
        if isinstance(number, int):
            self.rounds[step] = number
        else:
            self.rounds.pop(step, None)
        self._pending = (step, view)
        if self._task is None:
            self._task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        me = asyncio.current_task()
        try:
            while self._pending is not None and self._task is me:
                step, view = self._pending
                self._pending = None
                model = self.page.model
                if model is None:
                    return
                try:
                    chances = await model.worker().standings(view, decision_seed(model.setup.seed, step))
                except (DecisionDiscarded, TimeoutError):
                    continue
                if self._task is not me:
                    return
                self.points = [p for p in self.points if p[0] < step] + [(step, list(chances))]
                self._draw()
        except asyncio.CancelledError:
            return
        except Exception:
            return  # no estimate this time: the game goes on
        finally:
            if self._task is me:
                self._task = None

    # -- drawing ------------------------------------------------------------------
    def _draw(self) -> None:
        chart = self.view.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        model = self.page.model
        if model is None or not self.points:
            return
        x_axis = self._x_axis()
        y_axis = QValueAxis()
        y_axis.setTitleText(translate("WinChances", "Chance to win"))
        y_axis.setRange(0, 100)
        y_axis.setTickCount(5)
        y_axis.setLabelFormat("%d%%")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for seat, name in enumerate(model.names):
            series = QLineSeries()
            series.setName(name)
            series.setPen(QPen(QColor(LINE_COLOURS[seat % len(LINE_COLOURS)]), 3.0 if seat == model.viewer else 1.8,
                               DASHES[seat % len(DASHES)]))
            for step, chances in self.points:
                if seat < len(chances):
                    series.append(step, 100 * chances[seat])
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)

    def x_ticks(self) -> tuple[str, list[tuple[int, str]]]:
        """The x axis's title and its labelled ticks (step, label): the first step of each round
        labelled with the round's number where the game counts rounds and more than one is shown,
        otherwise whole move numbers (at most about eight)."""
        first, last = self.points[0][0], max(self.points[0][0] + 1, self.points[-1][0])
        starts: list[tuple[int, str]] = []
        seen: set[int] = set()
        for step, _chances in self.points:
            number = self.rounds.get(step)
            if number is not None and number not in seen:
                seen.add(number)
                starts.append((step, str(number)))
        if len(starts) >= 2:
            steps_title = self.page.game_ui.price_steps_title()
            return steps_title or translate("WinChances", "Round"), starts
        span = last - first
        interval = 1
        for nice in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
            interval = nice
            if span / nice <= 8:
                break
        tick = first - first % interval
        ticks = []
        while tick <= last:
            if tick >= first:
                ticks.append((tick, str(tick)))
            tick += interval
        return translate("WinChances", "Move"), ticks

    def _x_axis(self) -> QAbstractAxis:
        first, last = self.points[0][0], max(self.points[0][0] + 1, self.points[-1][0])
        title, ticks = self.x_ticks()
        axis = QCategoryAxis()
        axis.setTitleText(title)
        axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        axis.setRange(first, last)
        axis.setStartValue(first)
        for step, label in ticks:
            axis.append(label, step)
        return axis
