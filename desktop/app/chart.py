"""The price chart (QtCharts): one line per company, one point per round,
read from the price-history model (``models.PriceHistory``) through one
``QVXYModelMapper`` per company, so a new point or a changed one reaches its
line without the chart being drawn anew."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis, QVXYModelMapper, QXYSeries
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget
from shiboken6 import Shiboken

from desktop.app.i18n import translate
from desktop.app.models import PriceHistory

#: Line colours (Okabe-Ito) and dash styles, so lines differ without colour too.
LINE_COLOURS = ("#0072B2", "#009E73", "#CC79A7", "#D55E00", "#7f7f7f", "#E69F00", "#56B4E9", "#000000")
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
          Qt.PenStyle.SolidLine, Qt.PenStyle.DashDotDotLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)


class PriceChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(chart.margins() * 0)
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(160)
        self.history: PriceHistory | None = None
        self.colours: Sequence[str] | None = None
        self.x_title: str | None = None
        self.mappers: list[QVXYModelMapper] = []
        self.x_axis: QValueAxis | None = None
        self.y_axis: QValueAxis | None = None

    def clear(self) -> None:
        for mapper in self.mappers:
            Shiboken.delete(mapper)  # now: it lets go of the model and its line
        self.mappers = []
        self.chart().removeAllSeries()
        for axis in self.chart().axes():
            self.chart().removeAxis(axis)
        self.x_axis = self.y_axis = None

    def set_model(self, history: PriceHistory, colours: Sequence[str] | None = None,
                  x_title: str | None = None) -> None:
        """Show ``history`` (and follow it); ``colours`` (one per company) replace the palette where a
        game's companies have colours of their own, ``x_title`` names the steps (default: rounds)."""
        if self.history is not history:
            if self.history is not None:
                self.history.modelReset.disconnect(self._build)
                self.history.rowsInserted.disconnect(self._rows_inserted)
                self.history.dataChanged.disconnect(self._data_changed)
                self.history.headerDataChanged.disconnect(self._renamed)
            self.history = history
            history.modelReset.connect(self._build)
            history.rowsInserted.connect(self._rows_inserted)
            history.dataChanged.connect(self._data_changed)
            history.headerDataChanged.connect(self._renamed)
        self.colours, self.x_title = colours, x_title
        self._build()

    def _build(self) -> None:
        """Lines, mappers and axes for the model's companies."""
        self.clear()
        history = self.history
        if history is None or not history.names:
            return
        chart = self.chart()
        self.x_axis = QValueAxis()
        self.x_axis.setTitleText(self.x_title if self.x_title is not None else translate("PriceChart", "Round"))
        self.x_axis.setLabelFormat("%d")
        self.y_axis = QValueAxis()
        self.y_axis.setTitleText(translate("PriceChart", "Price"))
        self.y_axis.setLabelFormat("%d")
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        colours = self.colours
        for i, name in enumerate(history.names):
            series = QLineSeries()
            series.setName(name)
            colour = colours[i] if colours is not None and i < len(colours) else LINE_COLOURS[i % len(LINE_COLOURS)]
            series.setPen(QPen(QColor(colour), 2.2, DASHES[i % len(DASHES)]))
            series.setPointsVisible(True)
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
            mapper = QVXYModelMapper(self)
            mapper.setXColumn(0)
            mapper.setYColumn(i + 1)
            mapper.setSeries(series)
            mapper.setModel(history)
            self.mappers.append(mapper)
        self._fit()

    def lines(self) -> list[QXYSeries]:
        """The chart's lines, one per company."""
        return [mapper.series() for mapper in self.mappers]

    def _rows_inserted(self, _parent: QModelIndex, _first: int, _last: int) -> None:
        self._fit()

    def _data_changed(self, *_args: object) -> None:
        self._fit()

    def _renamed(self, _orientation: Qt.Orientation, _first: int, _last: int) -> None:
        if self.history is not None:
            for mapper, name in zip(self.mappers, self.history.names, strict=False):
                mapper.series().setName(name)

    def _fit(self) -> None:
        """Axes that hold every point."""
        history = self.history
        if history is None or self.x_axis is None or self.y_axis is None:
            return
        points = history.points
        if not points:
            self.x_axis.setRange(0, 1)
            self.y_axis.setRange(0, 1)
            return
        first, last = points[0][0], points[-1][0]
        top = max([1, *(v for _step, values in points for v in values)])
        self.x_axis.setRange(first, max(last, first + 1))
        self.x_axis.setTickCount(min(max(last - first + 1, 2), 11))
        self.y_axis.setRange(0, top + 1)
