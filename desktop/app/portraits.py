"""Rival portraits: our own vector art, drawn in code (QPainter paths), one
look per rival (skin, hair and its style, clothes, background, glasses).
``portrait(rival_id, size)`` gives a QPixmap; an unknown id gets a plain
silhouette in neutral colours."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap


@dataclass(frozen=True)
class Look:
    skin: str
    hair: str
    style: str  # short, long, bob, bun, curly, spiky, bald
    clothes: str
    background: str
    glasses: bool = False
    tie: str = ""


LOOKS: dict[str, Look] = {
    "chen_yating": Look("#f1c9a5", "#2b1d14", "bob", "#d9534f", "#fde2c8"),
    "lin_chihao": Look("#e8b98f", "#1b1b1b", "spiky", "#2d4f8b", "#d6e4f5", tie="#c9302c"),
    "sato_haruka": Look("#f5d3b8", "#3a2a20", "long", "#7fb37a", "#e9f4e4"),
    "takahashi_ren": Look("#e6bc98", "#101010", "short", "#222831", "#cfd4da", glasses=True, tie="#5a5a5a"),
    "wang_lei": Look("#e9bf97", "#202020", "short", "#4b6e5a", "#e3eee7"),
    "park_jiwoo": Look("#f0c8a2", "#5b3a29", "spiky", "#f0ad4e", "#fff1d6"),
    "amara_okafor": Look("#7a4a2e", "#151010", "curly", "#8e44ad", "#ecdff3"),
    "lucia_ferreira": Look("#c98e63", "#4a2412", "long", "#e67e22", "#fde6cf"),
    "henrik_lund": Look("#f6d7c0", "#d9b66a", "short", "#5d6d7e", "#e5e9ee", glasses=True),
    "priya_raman": Look("#a8714d", "#120c0a", "bun", "#16a085", "#d9f2ec"),
    "nguyen_thu": Look("#efc6a0", "#1d1410", "long", "#2e86c1", "#dcecf8", glasses=True),
    "huang_shufen": Look("#edc4a0", "#8c8c8c", "bun", "#6c3483", "#efe0f5", glasses=True),
    "mori_daichi": Look("#e4b58f", "#0d0d0d", "bald", "#111111", "#d4cfc9", tie="#b7950b"),
}
NEUTRAL = Look("#d8c3b0", "#6b6b6b", "short", "#8a8a8a", "#e6e6e6")


def _hair_back(p: QPainter, look: Look, s: float) -> None:
    p.setBrush(QColor(look.hair))
    if look.style == "long":
        p.drawRoundedRect(QRectF(0.27 * s, 0.22 * s, 0.46 * s, 0.52 * s), 0.12 * s, 0.12 * s)
    elif look.style == "bob":
        p.drawRoundedRect(QRectF(0.26 * s, 0.2 * s, 0.48 * s, 0.4 * s), 0.16 * s, 0.16 * s)
    elif look.style == "curly":
        for x, y in ((0.32, 0.26), (0.5, 0.2), (0.68, 0.26), (0.28, 0.4), (0.72, 0.4)):
            p.drawEllipse(QPointF(x * s, y * s), 0.12 * s, 0.12 * s)
    elif look.style == "bun":
        p.drawEllipse(QPointF(0.5 * s, 0.14 * s), 0.09 * s, 0.08 * s)


def _hair_front(p: QPainter, look: Look, s: float) -> None:
    p.setBrush(QColor(look.hair))
    if look.style == "bald":
        p.setPen(QPen(QColor(look.hair), 0.03 * s))
        p.drawArc(QRectF(0.3 * s, 0.24 * s, 0.4 * s, 0.4 * s), 150 * 16, 60 * 16)
        p.drawArc(QRectF(0.3 * s, 0.24 * s, 0.4 * s, 0.4 * s), -30 * 16, 60 * 16)
        p.setPen(Qt.PenStyle.NoPen)
        return
    path = QPainterPath()
    path.moveTo(0.31 * s, 0.42 * s)
    path.cubicTo(0.28 * s, 0.18 * s, 0.72 * s, 0.18 * s, 0.69 * s, 0.42 * s)
    if look.style == "spiky":
        path.lineTo(0.64 * s, 0.3 * s)
        for i in range(5):
            x = 0.62 - 0.06 * i
            path.lineTo((x - 0.03) * s, 0.2 * s)
            path.lineTo((x - 0.06) * s, 0.3 * s)
    else:
        path.cubicTo(0.62 * s, 0.3 * s, 0.45 * s, 0.28 * s, 0.31 * s, 0.42 * s)
    path.closeSubpath()
    p.drawPath(path)


def portrait(rival_id: str, size: int = 64) -> QPixmap:
    """The rival's portrait as a round ``size`` x ``size`` pixmap."""
    look = LOOKS.get(rival_id, NEUTRAL)
    s = float(size)
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addEllipse(QRectF(0, 0, s, s))
    p.setClipPath(clip)
    p.fillRect(QRectF(0, 0, s, s), QColor(look.background))
    p.setPen(Qt.PenStyle.NoPen)
    _hair_back(p, look, s)
    # shoulders and neck
    p.setBrush(QColor(look.clothes))
    p.drawEllipse(QRectF(0.12 * s, 0.7 * s, 0.76 * s, 0.6 * s))
    p.setBrush(QColor(look.skin))
    p.drawRect(QRectF(0.43 * s, 0.56 * s, 0.14 * s, 0.16 * s))
    if look.tie:
        p.setBrush(QColor("#ffffff"))
        tri = QPainterPath()
        tri.moveTo(0.4 * s, 0.71 * s)
        tri.lineTo(0.6 * s, 0.71 * s)
        tri.lineTo(0.5 * s, 0.86 * s)
        tri.closeSubpath()
        p.drawPath(tri)
        p.setBrush(QColor(look.tie))
        tie = QPainterPath()
        tie.moveTo(0.47 * s, 0.73 * s)
        tie.lineTo(0.53 * s, 0.73 * s)
        tie.lineTo(0.55 * s, 0.95 * s)
        tie.lineTo(0.5 * s, 1.0 * s)
        tie.lineTo(0.45 * s, 0.95 * s)
        tie.closeSubpath()
        p.drawPath(tie)
    # head
    p.setBrush(QColor(look.skin))
    p.drawEllipse(QRectF(0.32 * s, 0.24 * s, 0.36 * s, 0.4 * s))
    _hair_front(p, look, s)
    # eyes and smile
    p.setBrush(QColor("#2b2b2b"))
    for x in (0.43, 0.57):
        p.drawEllipse(QPointF(x * s, 0.44 * s), 0.022 * s, 0.026 * s)
    p.setPen(QPen(QColor("#7a3b2e"), max(1.0, 0.018 * s), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(0.44 * s, 0.46 * s, 0.12 * s, 0.09 * s), -20 * 16, -140 * 16)
    if look.glasses:
        p.setPen(QPen(QColor("#333333"), max(1.0, 0.016 * s)))
        for x in (0.43, 0.57):
            p.drawEllipse(QPointF(x * s, 0.44 * s), 0.055 * s, 0.045 * s)
        p.drawLine(QPointF(0.485 * s, 0.44 * s), QPointF(0.515 * s, 0.44 * s))
    p.setClipping(False)
    p.setPen(QPen(QColor(0, 0, 0, 60), max(1.0, 0.02 * s)))
    p.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    p.drawEllipse(QRectF(0.01 * s, 0.01 * s, s - 0.02 * s, s - 0.02 * s))
    p.end()
    return pix
