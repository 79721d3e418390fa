"""The price chart (QtCharts): one line per company, one point per round."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

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

    def clear(self) -> None:
        self.chart().removeAllSeries()
        for axis in self.chart().axes():
            self.chart().removeAxis(axis)

    def show_history(self, history: PriceHistory, colours: Sequence[str] | None = None,
                     x_title: str | None = None) -> None:
        """Draw ``history``; ``colours`` (one per company) replace the palette where a game's companies
        have colours of their own, ``x_title`` names the steps (default: rounds)."""
        self.clear()
        chart = self.chart()
        if not history.points:
            return
        x_axis = QValueAxis()
        x_axis.setTitleText(x_title if x_title is not None else translate("PriceChart", "Round"))
        x_axis.setLabelFormat("%d")
        y_axis = QValueAxis()
        y_axis.setTitleText(translate("PriceChart", "Price"))
        y_axis.setLabelFormat("%d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        top = 1
        for i, name in enumerate(history.names):
            series = QLineSeries()
            series.setName(name)
            colour = colours[i] if colours is not None and i < len(colours) else LINE_COLOURS[i % len(LINE_COLOURS)]
            pen = QPen(QColor(colour), 2.2, DASHES[i % len(DASHES)])
            series.setPen(pen)
            series.setPointsVisible(True)
            for step, values in history.points:
                series.append(step, values[i])
                top = max(top, values[i])
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        first, last = history.points[0][0], history.points[-1][0]
        x_axis.setRange(first, max(last, first + 1))
        x_axis.setTickCount(min(max(last - first + 1, 2), 11))
        y_axis.setRange(0, top + 1)
