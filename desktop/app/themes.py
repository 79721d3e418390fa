"""Rewards of our own art: table themes and player-token styles, drawn in code.

The campaign earns them (unlock ids ``theme.<id>`` and ``token.<id>`` in
desktop/campaign/campaigns.toml, kept in the rewards table like every unlock);
Settings offers the earned ones (all with "unlock everything"); the board
scenes ask this module for the table's brush (``table_brush``) and style each
seat's token (``style_token``).  The first theme and style are everyone's from
the start.  A leaf module: Qt only."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QAbstractGraphicsShapeItem

from desktop.app.i18n import QT_TRANSLATE_NOOP, translate

#: Table themes: id -> name (the first is the classic green felt, open to all).
THEMES = {
    "felt": QT_TRANSLATE_NOOP("Rewards", "Green felt"),
    "walnut": QT_TRANSLATE_NOOP("Rewards", "Walnut table"),
    "midnight": QT_TRANSLATE_NOOP("Rewards", "Midnight pinstripe"),
    "burgundy": QT_TRANSLATE_NOOP("Rewards", "Burgundy club felt"),
}
#: Token styles: id -> name (the first is the flat classic, open to all).
TOKENS = {
    "flat": QT_TRANSLATE_NOOP("Rewards", "Classic tokens"),
    "coin": QT_TRANSLATE_NOOP("Rewards", "Gold-rimmed coins"),
    "gem": QT_TRANSLATE_NOOP("Rewards", "Cut gems"),
}
DEFAULT_THEME, DEFAULT_TOKENS = "felt", "flat"
#: The classic table colour (desktop/app/scene.py TABLE).
FELT = "#2f5d50"
#: The tile the patterned themes repeat (pixels).
TILE = 160

_current = {"theme": DEFAULT_THEME, "tokens": DEFAULT_TOKENS}


def unlock_id(kind: str, rid: str) -> str | None:
    """The unlock id that gates a theme (``kind`` "theme") or token style ("token"): None for the
    ones everyone has."""
    default = DEFAULT_THEME if kind == "theme" else DEFAULT_TOKENS
    return None if rid == default else f"{kind}.{rid}"


def theme_name(rid: str) -> str:
    return translate("Rewards", THEMES[rid]) if rid in THEMES else rid


def tokens_name(rid: str) -> str:
    return translate("Rewards", TOKENS[rid]) if rid in TOKENS else rid


def available(kind: str, closed: Iterable[str]) -> list[str]:
    """The themes (``kind`` "theme") or token styles ("token") open now, given the closed unlock ids."""
    shut = set(closed)
    ids = THEMES if kind == "theme" else TOKENS
    return [rid for rid in ids if unlock_id(kind, rid) not in shut]


def use(theme: str, tokens: str, closed: Iterable[str] = ()) -> tuple[str, str]:
    """Draw new boards with ``theme`` and ``tokens`` where they are open (else the defaults);
    returns what is used."""
    shut = set(closed)
    if theme not in THEMES or unlock_id("theme", theme) in shut:
        theme = DEFAULT_THEME
    if tokens not in TOKENS or unlock_id("token", tokens) in shut:
        tokens = DEFAULT_TOKENS
    _current["theme"], _current["tokens"] = theme, tokens
    return theme, tokens


def current() -> tuple[str, str]:
    return _current["theme"], _current["tokens"]


# -- the table ----------------------------------------------------------------------


def _tile(theme: str) -> QPixmap:
    pix = QPixmap(TILE, TILE)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if theme == "walnut":
        pix.fill(QColor("#5b3a22"))
        # wavy grain: lines of slightly lighter and darker wood, periodic across the tile
        for i in range(14):
            y0 = i * TILE / 14
            path = QPainterPath(QPointF(0, y0))
            for x in range(0, TILE + 1, 8):
                path.lineTo(x, y0 + 3.0 * math.sin(2 * math.pi * x / TILE + i * 1.7))
            shade = QColor("#6e4a2d") if i % 3 else QColor("#4a2e1a")
            painter.setPen(QPen(shade, 1.4 + (i % 2)))
            painter.drawPath(path)
        painter.setPen(QPen(QColor("#43291a"), 1.2))
        painter.drawEllipse(QRectF(TILE * 0.55, TILE * 0.3, 18, 7))  # a knot
    elif theme == "midnight":
        pix.fill(QColor("#1c2740"))
        painter.setPen(QPen(QColor("#27365a"), 2.0))
        for x in range(-TILE, TILE, 16):
            painter.drawLine(QPointF(x, TILE), QPointF(x + TILE, 0))
    elif theme == "burgundy":
        pix.fill(QColor("#5a1f2b"))
        painter.setPen(QPen(QColor("#6a2a37"), 1.0))
        step = TILE / 8
        for i in range(9):
            painter.drawLine(QPointF(i * step, 0), QPointF(0, i * step))
            painter.drawLine(QPointF(i * step, TILE), QPointF(TILE, i * step))
            painter.drawLine(QPointF(i * step, 0), QPointF(TILE, TILE - i * step))
            painter.drawLine(QPointF(0, i * step), QPointF(TILE - i * step, TILE))
    else:
        pix.fill(QColor(FELT))
    painter.end()
    return pix


def table_brush(theme: str | None = None) -> QBrush:
    """The table's brush: the theme in use (or ``theme``)."""
    rid = theme if theme is not None else _current["theme"]
    if rid not in THEMES or rid == DEFAULT_THEME:
        return QBrush(QColor(FELT))
    return QBrush(_tile(rid))


# -- tokens -------------------------------------------------------------------------


def style_token(item: QAbstractGraphicsShapeItem, colour: str, size: float, style: str | None = None) -> None:
    """Paint a token (its shape already set) in the token style in use (or ``style``): its seat
    colour stays what tells seats apart, with its shape."""
    rid = style if style is not None else _current["tokens"]
    base = QColor(colour)
    if rid == "coin":
        gradient = QRadialGradient(QPointF(-size * 0.18, -size * 0.18), size * 0.7)
        gradient.setColorAt(0.0, base.lighter(165))
        gradient.setColorAt(1.0, base.darker(110))
        item.setBrush(QBrush(gradient))
        item.setPen(QPen(QColor("#c9a227"), max(1.5, size / 8)))
    elif rid == "gem":
        facets = QLinearGradient(QPointF(-size / 2, -size / 2), QPointF(size / 2, size / 2))
        facets.setColorAt(0.0, base.lighter(180))
        facets.setColorAt(0.45, base)
        facets.setColorAt(1.0, base.darker(160))
        item.setBrush(QBrush(facets))
        item.setPen(QPen(QColor("#ffffff"), max(1.0, size / 14)))
    else:
        item.setBrush(QBrush(base))
        item.setPen(QPen(QColor("#1d2430"), 1.5))
