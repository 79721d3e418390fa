"""The board of a game that has no board of its own yet: one panel per
player (token, name, cash, hand as cards, face down when hidden) and the
public table (the view's numbers and short lists), all from the human seat's
view.  A card in the human's hand that a legal action plays is clickable."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from desktop.app.i18n import fill, number, translate
from desktop.app.scene import INK, PAPER, BoardScene, box, centred_text, fitted_text, seat_panel, text_item, token
from desktop.app.words import FIELD_NAMES, humanize
from desktop.engine import Action, State

SKIP = {"viewer", "num_players", "rng", "options", "cash", "hands"}


def _card_action(legal: Sequence[Action], value: int) -> Action | None:
    for action in legal:
        if dataclasses.is_dataclass(action) and getattr(action, "card", None) == value:
            return action
    return None


class GenericScene(BoardScene):
    WIDTH = 1000.0
    HEIGHT = 700.0

    def draw(self, view: State, legal: Sequence[Action]) -> None:
        n = view.num_players
        cash = getattr(view, "cash", None)
        hands = getattr(view, "hands", None)
        panel_w = (self.WIDTH - 40 - 10 * (n - 1)) / max(n, 1)
        for seat in range(n):
            x = 20 + seat * (panel_w + 10)
            me = seat == view.viewer
            moving = seat in view.to_move()
            self.put(f"panel:{seat}", (panel_w, me, moving),
                     partial(seat_panel, panel_w, 230, me, moving),
                     QPointF(x, 20))
            self.put(f"token:{seat}", seat, partial(token, seat, 22), QPointF(x + 20, 42), z=2)
            name = self.names[seat]
            self.put(f"name:{seat}", name, partial(text_item, name, 12, bold=True), QPointF(x + 38, 32), z=2)
            if isinstance(cash, list | tuple):
                text = self.game_ui.money(cash[seat])
                self.put(f"cash:{seat}", text, partial(text_item, text, 14, "#0b6e4f", True),
                         QPointF(x + 14, 62), z=2)
            if isinstance(hands, list | tuple):
                cards = list(hands[seat])
                for i, card in enumerate(cards):
                    cx = x + 12 + (i % 5) * min(44, (panel_w - 24) / 5)
                    cy = 100 + (i // 5) * 62
                    item = self.put(f"card:{seat}:{i}", card, partial(self._card, card), QPointF(cx, cy), z=3)
                    if me:
                        self.clickable(item, _card_action(legal, card))
                        if _card_action(legal, card) is not None:
                            self.hilite(QRectF(cx, cy, 38, 56), f"card:{seat}:{i}")
        rows = []
        for name in sorted(getattr(type(view), "__slots__", ())):
            if name in SKIP or not hasattr(view, name):
                continue
            value = getattr(view, name)
            if isinstance(value, bool | str):
                shown = translate("Ids", value) if isinstance(value, str) else (
                    translate("Generic", "yes") if value else translate("Generic", "no"))
            elif isinstance(value, int):
                shown = number(value)
            elif isinstance(value, list | tuple) and value and all(isinstance(v, bool) for v in value):
                shown = translate("Lists", ", ").join(
                    translate("Generic", "yes") if v else translate("Generic", "no") for v in value)
            elif isinstance(value, list | tuple) and len(value) <= 12 and all(isinstance(v, int) for v in value):
                shown = translate("Lists", ", ").join(translate("Generic", "hidden") if v < 0 else number(v)
                                                      for v in value) or translate("Generic", "none")
            elif isinstance(value, list | tuple):
                shown = fill(translate("Generic", "%1 items"), len(value))
            else:
                continue
            label = translate("Fields", FIELD_NAMES.get(name, humanize(name)))
            rows.append(fill(translate("Generic", "%1: %2"), label, shown))
        columns, line = 3, 21
        fits = int((self.HEIGHT - 20 - 322) // line) * columns
        if len(rows) > fits:
            rest = len(rows) - fits + 1
            rows = [*rows[:fits - 1], fill(translate("Generic", "… and %1 more"), rest)]
        table = QRectF(0, 0, self.WIDTH - 40, 52 + line * ((len(rows) + columns - 1) // columns))
        self.put("table", table.height(), lambda: box(table, PAPER), QPointF(20, 280))
        title = translate("Generic", "On the table")
        self.put("table:title", title, lambda: text_item(title, 13, bold=True), QPointF(36, 290), z=2)
        width = (self.WIDTH - 72) / columns
        for i, row in enumerate(rows):
            pos = QPointF(36 + (i % columns) * width, 318 + line * (i // columns))
            self.put(f"row:{i}", (row, width), partial(fitted_text, row, 10, width - 8), pos, z=2)

    def _card(self, value: int) -> QGraphicsItem:
        rect = QRectF(0, 0, 38, 56)
        if value < 0:
            item = box(rect, "#3b4a6b", "#c9d2e3", 1.5, 4)
            inner = QGraphicsRectItem(QRectF(5, 5, 28, 46), item)
            inner.setPen(QPen(QColor("#c9d2e3"), 1))
            return item
        item = box(rect, "#ffffff", INK, 1.2, 4)
        centred_text(number(value), rect, 16, INK, True, item)
        return item
