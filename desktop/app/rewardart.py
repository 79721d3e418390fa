"""Small pictures of the campaign's art rewards (desktop/app/themes.py): a table theme's
swatch and a token style shown on three seats' tokens, for Settings and the chapter end."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem

from desktop.app.scene import SEAT_COLOURS, SEAT_SHAPES, shape_path
from desktop.app.themes import current, style_token, table_brush


def preview(kind: str, rid: str, width: int = 72, height: int = 40) -> QPixmap:
    """A small picture of a theme (``kind`` "theme") or a token style ("token")."""
    pix = QPixmap(width, height)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    painter.setBrush(table_brush(rid if kind == "theme" else current()[0]))
    painter.setPen(QPen(QColor("#1d2430"), 1.0))
    painter.drawRoundedRect(rect, 5, 5)
    if kind == "token":
        size = min(height * 0.6, width / 3.6)
        for seat in range(3):
            path = shape_path(SEAT_SHAPES[seat], size)
            probe = QGraphicsPathItem(path)
            style_token(probe, SEAT_COLOURS[seat], size, rid)
            painter.save()
            painter.translate(width * (seat + 1) / 4, height / 2)
            painter.setBrush(probe.brush())
            painter.setPen(probe.pen())
            painter.drawPath(path)
            painter.restore()
    painter.end()
    return pix
