"""The end of a game as a moment (the game page's END page): who won, the
ranking with each seat's score breakdown (the viewer's row marked, columns as
wide as their words), a chart of each player's score over the game (QtCharts;
replayed from the match's history, one point per round or turn, by the game's
own scoring: ``State.scores_now``, whose last point is the final Result's),
and the ways on: review, statistics, play again, home, and "See the board"
with a button on the board to come back to the results.

``install(page)`` puts it into the game page's form (page.end_screen);
``EndScreen.show_result`` fills it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QFontMetrics, QIcon, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.app.i18n import fill, number, translate

if TYPE_CHECKING:
    from desktop.app.gameui import GameUI
    from desktop.engine import Action, Event, Result, State

# the viewer's row: a soft gold like the game page's "your turn" panel
YOU_BACKGROUND = "#fff1c2"
# the chart shows each point as a dot up to this many points a line
MAX_DOTS = 40

# One point of the score chart: (rounds or turns played, each seat's score).
ScorePoint = tuple[int, tuple[int, ...]]


def score_history(game_ui: GameUI, start: State,
                  steps: Sequence[tuple[int, Action, Sequence[Event]]]) -> tuple[str, list[ScorePoint]]:
    """Each seat's score over a game, replayed from ``start`` (a full state) through ``steps``:
    ("round" or "turn", points), a point at the start, one whenever the game's log starts a
    new round (games with rounds) or turn (the others), and one after the last step (the final
    result's scores when the game is over).  No points for a game without ``scores_now``."""
    state = start.clone()
    first = state.scores_now()
    if first is None:
        return "round", []
    points: list[ScorePoint] = [(0, first)]
    kind: str | None = None
    key: int | None = None
    x = 0
    recorded_last = True
    for seat, action, _events in steps:
        events = state.apply(seat, action)
        new = False
        for event in events:
            group = game_ui.log_group(event)
            if group is None:
                continue
            if kind is None:
                kind = group[0]
            if group[0] != kind:
                continue
            if kind == "turn" or group[1] != key:
                new = True
                key = group[1]
        recorded_last = False
        if new:
            scores = state.scores_now()
            if scores is not None:
                x += 1
                points.append((x, scores))
                recorded_last = True
    if not recorded_last:
        last = state.result().scores if state.is_over() else state.scores_now()
        if last is not None:
            points.append((x + 1, last))
    return kind or "round", points


def score_scale(game_ui: GameUI) -> tuple[int, str]:
    """How a chart draws the game's scores: (the factor to the shown number, the value axis's
    title): money in dollars (Stockpile counts in thousands), other scores as they are."""
    if game_ui.score_text(7) == game_ui.money(7):
        return game_ui.money_unit, translate("EndScreen", "Net worth ($)")
    return 1, translate("EndScreen", "Score")


def whole_ticks(axis: QValueAxis, span: int, most: int = 10) -> None:
    """Ticks on whole numbers (rounds, turns, games) at a round step (1, 2, 5, 10, 20, …) that
    puts at most ``most`` of them over ``span``."""
    step = 1
    while span / step > most:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)


class ScoreChart(QChartView):
    """One line per seat in the seat's colour (the viewer's thicker), x: rounds or turns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(chart.margins() * 0)
        super().__init__(chart, parent)
        self.setObjectName("endChart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self.series: list[QLineSeries] = []
        # the tooltip last shown over a line
        self.tip = ""

    def show_points(self, names: Sequence[str], viewer: int, kind: str, points: Sequence[ScorePoint],
                    unit: int, y_title: str, score_text: Callable[[int], str] | None = None) -> None:
        """``score_text`` puts a score in the game's words for the tooltip over a point."""
        from desktop.app.scene import SEAT_COLOURS

        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        self.series = []
        if not points:
            return
        x_axis = QValueAxis()
        x_axis.setTitleText(translate("EndScreen", "Round") if kind == "round" else translate("EndScreen", "Turn"))
        x_axis.setLabelFormat("%d")
        y_axis = QValueAxis()
        y_axis.setTitleText(y_title)
        y_axis.setLabelFormat("%d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for seat, name in enumerate(names):
            series = QLineSeries()
            series.setName(name if seat != viewer else fill(translate("EndScreen", "%1 (you)"), name))
            pen = QPen(QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]), 3.4 if seat == viewer else 2.0)
            series.setPen(pen)
            series.setPointsVisible(len(points) <= MAX_DOTS)
            for x, scores in points:
                if seat < len(scores):
                    series.append(x, scores[seat] * unit)
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
            series.hovered.connect(partial(self._hovered, names[seat], kind, unit, score_text))
            self.series.append(series)
        values = [v * unit for _x, scores in points for v in scores]
        low, high = min(0, *values), max(1, *values)
        pad = max(1, (high - low) // 20)
        y_axis.setRange(low - (pad if low < 0 else 0), high + pad)
        y_axis.applyNiceNumbers()
        last = points[-1][0]
        x_axis.setRange(0, max(1, last))
        whole_ticks(x_axis, last)

    def _hovered(self, name: str, kind: str, unit: int, score_text: Callable[[int], str] | None,
                 point: QPointF, on: bool) -> None:
        """Over a line: the player, the round or turn, and the score there in the game's words."""
        if not on:
            QToolTip.hideText()
            return
        x = round(point.x())
        value = round(point.y() / unit)
        said = score_text(value) if score_text is not None else number(value)
        text = (fill(translate("EndScreen", "%1 after round %2: %3"), name, x, said) if kind == "round"
                else fill(translate("EndScreen", "%1 after turn %2: %3"), name, x, said))
        self.tip = text
        QToolTip.showText(QCursor.pos(), text, self)


class RankingTable(QTableWidget):
    """The ranking: as wide as its columns when there is room (narrower, it scrolls sideways only
    then), always as tall as its rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wanted = QSize(320, 120)

    def sizeHint(self) -> QSize:
        return self.wanted

    def fit_height(self) -> None:
        frame = 2 * self.frameWidth()
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        bar = self.horizontalScrollBar().sizeHint().height() if self.width() < self.wanted.width() else 0
        self.setFixedHeight(self.horizontalHeader().height() + rows + frame + bar)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()


class EndScreen(QWidget):
    """The ranking table over the score chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addStretch(1)
        self.table = RankingTable(self)
        self.table.setObjectName("rankingTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row.addWidget(self.table)
        row.addStretch(1)
        layout.addLayout(row)
        self.chart = ScoreChart(self)
        layout.addWidget(self.chart, 1)
        # the chart's points in the game's score units (tests)
        self.points: list[ScorePoint] = []
        self.kind = "round"
        # the table row of each seat, and the viewer's
        self.rows: dict[int, int] = {}
        self.viewer = 0
        # on the end page's row of buttons, and on the board's top bar once the game is over
        self.statistics_button = QPushButton(parent)
        self.statistics_button.setObjectName("statisticsButton")
        self.results_button = QPushButton(parent)
        self.results_button.setObjectName("resultsButton")
        self.results_button.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.statistics_button.setText(translate("EndScreen", "&Statistics"))
        self.statistics_button.setToolTip(translate("EndScreen", "Your results over all your games"))
        self.results_button.setText(translate("EndScreen", "Back to the &results"))
        self.results_button.setToolTip(translate("EndScreen", "The end of the game: ranking and chart"))

    def show_result(self, result: Result, game_ui: GameUI, names: Sequence[str], viewer: int,
                    start: State | None, steps: Sequence[tuple[int, Action, Sequence[Event]]]) -> None:
        self.viewer = viewer
        self._fill_table(result, game_ui, names, viewer)
        if start is not None:
            self.kind, self.points = score_history(game_ui, start, steps)
        else:
            self.kind, self.points = "round", []
        self.chart.show_points(names, viewer, self.kind, self.points, *score_scale(game_ui), game_ui.score_text)
        self.chart.setVisible(bool(self.points))

    def _fill_table(self, result: Result, game_ui: GameUI, names: Sequence[str], viewer: int) -> None:
        from desktop.app.scene import SEAT_COLOURS

        order = sorted(range(len(names)), key=lambda s: (result.ranks[s], s))
        keys: list[str] = []
        for seat_parts in result.breakdown:
            for key, _value in seat_parts:
                if key not in keys:
                    keys.append(key)
        headers = [translate("EndScreen", "Place"), translate("EndScreen", "Player"), translate("EndScreen", "Score"),
                   *[game_ui.breakdown_label(k) for k in keys]]
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setRowCount(len(names))
        table.setHorizontalHeaderLabels(headers)
        bold = QFont(table.font())
        bold.setBold(True)
        self.rows = {}
        for row, seat in enumerate(order):
            self.rows[seat] = row
            parts = dict(result.breakdown[seat]) if seat < len(result.breakdown) else {}
            name = names[seat] if seat != viewer else fill(translate("EndScreen", "%1 (you)"), names[seat])
            place = number(result.ranks[seat])
            cells = [place, name, game_ui.score_text(result.scores[seat]),
                     *[game_ui.breakdown_value(k, parts[k]) if k in parts else "" for k in keys]]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setIcon(_swatch(SEAT_COLOURS[seat % len(SEAT_COLOURS)], table.fontMetrics().height()))
                if seat == viewer:
                    item.setFont(bold)
                    item.setBackground(QBrush(QColor(YOU_BACKGROUND)))
                    item.setForeground(QBrush(QColor("#1a1a1a")))
                table.setItem(row, col, item)
        self._fit_columns(headers)

    def _fit_columns(self, headers: Sequence[str]) -> None:
        """Each column as wide as its cells and its heading's longest word (headings wrap at
        their spaces), the table exactly as wide and tall as its columns and rows."""
        table = self.table
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.resizeColumnsToContents()
        bold = QFont(table.font())
        bold.setBold(True)
        metrics = table.fontMetrics()
        strong = QFontMetrics(bold)
        pad = metrics.height()
        widths: list[int] = []
        for col, heading in enumerate(headers):
            word = max((strong.horizontalAdvance(w) for w in heading.split()), default=0)
            cells = 0
            for row in range(table.rowCount()):
                item = table.item(row, col)
                if item is not None:
                    extra = metrics.height() + 6 if col == 1 else 0
                    cells = max(cells, strong.horizontalAdvance(item.text()) + extra)
            widths.append(max(word, cells, 3 * metrics.horizontalAdvance("M")) + pad)
        tallest = metrics.height()
        for col, heading in enumerate(headers):
            header.resizeSection(col, widths[col])
            box = strong.boundingRect(0, 0, max(widths[col] - pad // 2, 1), 10 * metrics.height(),
                                      int(Qt.TextFlag.TextWordWrap), heading)
            tallest = max(tallest, box.height())
        header.setFixedHeight(tallest + pad // 2 + 4)
        table.resizeRowsToContents()
        frame = 2 * table.frameWidth()
        table.wanted = QSize(sum(widths) + frame, table.height())
        table.setMaximumWidth(sum(widths) + frame)
        table.setMinimumWidth(min(sum(widths) + frame, 320))
        table.updateGeometry()
        table.fit_height()


def _swatch(colour: str, size: int) -> QIcon:
    pixmap = QPixmap(max(size - 4, 8), max(size - 4, 8))
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def install(page: Any) -> EndScreen:
    """Put the end screen into ``page``'s form above its row of buttons, a Statistics
    button beside the end page's others, and a "Back to the results" button on the board's top bar
    (shown once the game is over).  Returns the end screen."""
    form = page.form
    end_layout = form.findChild(QVBoxLayout, "endLayout")
    screen = EndScreen(form)
    if end_layout is not None:  # above the row of buttons (a campaign's rivals strip goes in at the top)
        end_layout.insertWidget(max(0, end_layout.count() - 1), screen, 1)
    row = form.findChild(QHBoxLayout, "endRow")
    if row is not None:
        review = form.findChild(QPushButton, "reviewButton")
        at = row.indexOf(review) if review is not None else -1
        row.insertWidget(at + 1 if at >= 0 else row.count(), screen.statistics_button)
    bar = form.findChild(QHBoxLayout, "topBar")
    if bar is not None:
        bar.insertWidget(max(0, bar.count() - 2), screen.results_button)
    return screen
