"""The Stockpile board, drawn in code from our own shapes: six price tracks
with sliding markers, the forecast pairs, the stockpiles with their bid
tracks, and each player's holdings.  Every company has a colour from a
colour-blind-safe palette, its own symbol and a short label.

Clicking chooses where natural: a bid space, a card of your hand then the
face-up / face-down spot on a stockpile, an action card's target track."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from desktop.app.games.stockpile.words import (
    BOOM,
    BUST,
    HIDDEN,
    company,
    forecast_text,
    investor,
    lot_name,
    ticker,
)
from desktop.app.i18n import fill, money, number, translate
from desktop.app.scene import (
    INK,
    PAPER,
    BoardScene,
    box,
    button,
    centred_text,
    seat_panel,
    shape_path,
    text_item,
    token,
)
from desktop.engine import Action, Event, State
from desktop.engine.games.stockpile import actions as A
from desktop.engine.games.stockpile import events as E
from desktop.engine.games.stockpile.state import StockpileState

C = "StockpileBoard"
#: company colours (Okabe-Ito) and symbols: colour is never the only cue
COLOURS = ("#0072B2", "#009E73", "#CC79A7", "#D55E00", "#8c8c8c", "#E69F00")
SYMBOLS = ("circle", "square", "diamond", "triangle", "hexagon", "star")
CARD_W, CARD_H = 40.0, 56.0


def k(amount: int) -> str:
    return money(amount, 1000)


def short_k(amount: int) -> str:
    """A bid-track label: $0, $1K, ... (short on purpose)."""
    return fill(translate(C, "$%1K"), number(amount)) if amount else translate(C, "$0")


def company_chip(c: int, w: float, h: float, label: str | None = None) -> QGraphicsItem:
    rect = QRectF(0, 0, w, h)
    item = box(rect, COLOURS[c], INK, 1.2, 5)
    sym = QGraphicsPathItem(shape_path(SYMBOLS[c], h * 0.55), item)
    sym.setBrush(QBrush(QColor("#ffffff")))
    sym.setPen(QPen(INK, 1))
    sym.setPos(h * 0.45, h / 2)
    centred_text(label if label is not None else ticker(c), QRectF(h * 0.85, 0, w - h * 0.9, h), 10, "#ffffff",
                 True, item)
    return item


def market_card(card: int) -> QGraphicsItem:
    rect = QRectF(0, 0, CARD_W, CARD_H)
    if card == HIDDEN:
        item = box(rect, "#33415c", "#c9d2e3", 1.4, 4)
        inner = QGraphicsRectItem(QRectF(5, 5, CARD_W - 10, CARD_H - 10), item)
        inner.setPen(QPen(QColor("#c9d2e3"), 1, Qt.PenStyle.DotLine))
        centred_text("?", rect, 16, "#c9d2e3", True, item)
        return item
    if 0 <= card < 6:
        item = box(rect, "#ffffff", COLOURS[card], 2.5, 4)
        sym = QGraphicsPathItem(shape_path(SYMBOLS[card], 20), item)
        sym.setBrush(QBrush(QColor(COLOURS[card])))
        sym.setPen(QPen(INK, 1))
        sym.setPos(CARD_W / 2, 20)
        centred_text(ticker(card), QRectF(2, 34, CARD_W - 4, 18), 8, INK, True, item)
        return item
    if 6 <= card <= 8:
        item = box(rect, "#ececec", "#555555", 1.4, 4)
        centred_text(translate(C, "FEE"), QRectF(0, 6, CARD_W, 16), 8, "#555555", True, item)
        centred_text(short_k(card - 5), QRectF(2, 24, CARD_W - 4, 22), 11, INK, True, item)
        return item
    boom = card == BOOM
    item = box(rect, "#e3f4ea" if boom else "#fbe5dc", "#0b6e4f" if boom else "#a23b12", 1.8, 4)
    arrow = QGraphicsPathItem(shape_path("triangle", 22), item)
    arrow.setBrush(QBrush(QColor("#0b6e4f" if boom else "#a23b12")))
    arrow.setPen(QPen(Qt.PenStyle.NoPen))
    arrow.setPos(CARD_W / 2, 22)
    if not boom:
        arrow.setRotation(180)
    centred_text(translate(C, "BOOM") if boom else translate(C, "BUST"), QRectF(1, 38, CARD_W - 2, 14), 7, INK, True,
                 item)
    return item


class StockpileScene(BoardScene):
    WIDTH = 1000.0
    HEIGHT = 740.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: Any = None) -> None:
        super().__init__(game_ui, names, parent)
        self.selected_card: int | None = None
        self.cash_pos: dict[int, QPointF] = {}
        self.lot_pos: dict[int, QPointF] = {}
        self.player_pos: dict[int, QPointF] = {}

    # -- layout -------------------------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, StockpileState)
        v = view
        self._title(v)
        self._tracks(v, legal)
        self._pairs(v)
        self._lots(v, legal)
        self._players(v, legal)

    def _title(self, v: StockpileState) -> None:
        text = fill(translate(C, "Round %1 of %2 · %3"), max(v.round, 1), v.rounds, self.game_ui.phase_text(v))
        self.put("title", text, lambda: text_item(text, 12, "#ffffff", True), QPointF(20, 6))

    def _tracks(self, v: StockpileState, legal: Sequence[Action]) -> None:
        rect = QRectF(0, 0, 590, 266)
        self.put("tracks:bg", 1, lambda: box(rect, PAPER), QPointF(14, 30))
        plays: dict[int, Action] = {}
        for a in legal:
            if isinstance(a, (A.PlayAction, A.UseCramer)):
                plays.setdefault(a.company, a)
        for c in range(6):
            y = 42 + c * 42
            track = v.tracks[c]
            price = v.value(c)
            label = fill(translate(C, "%1 %2"), ticker(c), short_k(price))
            chip = self.put(f"chip:{c}", (c, label), partial(company_chip, c, 112, 32, label),
                            QPointF(22, y), z=2)
            chip.setToolTip(fill(translate(C, "%1: %2 a share"), company(c), k(price)))
            step = min(44.0, 450.0 / len(track))
            for i, value in enumerate(track):
                special = (i == v.starts[c], i == v.resets[c])
                self.put(f"space:{c}:{i}", (value, special, step),
                         partial(self._space, value, special, step),
                         QPointF(142 + i * step, y), z=1)
            self.put(f"marker:{c}", c, partial(self._marker, c),
                     QPointF(142 + v.price[c] * step + step / 2, y + 16), z=5)
            action = plays.get(c)
            if action is not None:
                self.clickable(chip, action)
                self.hilite(QRectF(22, y, 112, 32), f"chip:{c}")

    def _space(self, value: int, special: tuple[bool, bool], step: float) -> QGraphicsItem:
        rect = QRectF(1, 0, step - 2, 32)
        item = box(rect, "#ffffff", "#9aa3b2", 1, 3)
        centred_text(number(value), QRectF(1, 0, step - 2, 14), 8, "#555555", False, item)
        start, reset = special
        if start:
            dot = QGraphicsPathItem(shape_path("circle", 6), item)
            dot.setBrush(QBrush(INK))
            dot.setPos(step - 7, 27)
        if reset:
            octo = QGraphicsPathItem(shape_path("hexagon", 9), item)
            octo.setPen(QPen(INK, 1))
            octo.setPos(7, 26)
        return item

    def _marker(self, c: int) -> QGraphicsItem:
        item = QGraphicsPathItem(shape_path(SYMBOLS[c], 18))
        item.setBrush(QBrush(QColor(COLOURS[c])))
        item.setPen(QPen(INK, 2))
        return item

    def _pairs(self, v: StockpileState) -> None:
        rect = QRectF(0, 0, 372, 266)
        self.put("pairs:bg", 1, lambda: box(rect, PAPER), QPointF(614, 30))
        title = translate(C, "Forecasts")
        self.put("pairs:title", title, lambda: text_item(title, 11, INK, True), QPointF(626, 36), z=2)
        for slot in range(6):
            comp, fc = v.pairs[slot]
            owner = v.pair_owner[slot]
            if owner == -1:
                who = translate(C, "public")
            elif owner == -2:
                who = translate(C, "face down")
            elif owner == v.viewer:
                who = translate(C, "yours")
            else:
                who = self.names[owner]
            x = 626 + (slot % 2) * 180
            y = 62 + (slot // 2) * 76
            sig = (comp, fc, who)
            self.put(f"pair:{slot}", sig, partial(self._pair, comp, fc, who),
                     QPointF(x, y), z=2)

    def _pair(self, comp: int, fc: int, who: str) -> QGraphicsItem:
        item = QGraphicsRectItem(QRectF(0, 0, 170, 68))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        if comp >= 0:
            chip = company_chip(comp, 80, 44)
        else:
            chip = box(QRectF(0, 0, 80, 44), "#33415c", "#c9d2e3", 1.2, 5)
            centred_text("?", QRectF(0, 0, 80, 44), 14, "#c9d2e3", True, chip)
        chip.setParentItem(item)
        card = box(QRectF(0, 0, 52, 44), "#ffffff" if fc != HIDDEN else "#33415c", INK, 1.2, 5, item)
        card.setPos(86, 0)
        colour = INK if fc == HIDDEN else ("#0b6e4f" if fc > 0 else "#a23b12" if fc < 0 else "#7a5c00")
        centred_text(forecast_text(fc), QRectF(0, 0, 52, 44), 15, "#c9d2e3" if fc == HIDDEN else colour, True,
                     card)
        label = text_item(who, 8, "#444444", False, item)
        label.setPos(0, 48)
        return item

    def _lots(self, v: StockpileState, legal: Sequence[Action]) -> None:
        n = v.n_lots
        width = (972 - 8 * (n - 1)) / n
        bids = {(a.lot, a.space): a for a in legal if isinstance(a, A.Bid)}
        places = [a for a in legal if isinstance(a, A.Place)]
        cards_in_hand = sorted({a.card for a in places})
        if cards_in_hand and self.selected_card not in cards_in_hand:
            self.selected_card = cards_in_hand[0]
        from desktop.engine.games.stockpile import data

        for lot in range(n):
            x = 14 + lot * (width + 8)
            y = 306.0
            self.lot_pos[lot] = QPointF(x + width / 2, y + 60)
            rect = QRectF(0, 0, width, 210)
            self.put(f"lot:bg:{lot}", width, partial(box, rect, "#e9e2d0"), QPointF(x, y))
            title = lot_name(lot).capitalize()
            self.put(f"lot:title:{lot}", title, partial(text_item, title, 10, INK, True),
                     QPointF(x + 8, y + 4), z=2)
            pile = v.lots[lot]
            spread = min(CARD_W + 4, (width - 16 - CARD_W) / max(len(pile) - 1, 1))
            for i, (card, _known) in enumerate(pile):
                self.put(f"lot:{lot}:{i}", card, partial(market_card, card),
                         QPointF(x + 8 + i * spread, y + 24), z=3 + i * 0.01)
            # bid track
            cell = (width - 16) / len(data.BID_TRACK)
            for sp, amount in enumerate(data.BID_TRACK):
                cx, cy = x + 8 + sp * cell, y + 90
                taken = v.bid_space[lot] == sp
                sig = (amount, cell, taken)
                item = self.put(f"bid:{lot}:{sp}", sig, partial(self._bid_cell, amount, cell, taken), QPointF(cx,
                                                                cy), z=2)
                action: Action | None = bids.get((lot, sp))
                if action is not None:
                    self.clickable(item, action)
                    self.hilite(QRectF(cx, cy, cell - 2, 34), f"bid:{lot}:{sp}")
            bidder = v.bidder[lot]
            if bidder >= 0:
                self.put(f"bidder:{lot}", bidder, partial(token, bidder, 16),
                         QPointF(x + 8 + v.bid_space[lot] * cell + cell / 2, y + 138), z=6)
            # placing: the selected card goes face up or face down here
            if self.selected_card is not None:
                for j, down in enumerate((False, True)):
                    action = next((a for a in places if a.lot == lot and a.card == self.selected_card
                                   and a.face_down == down), None)
                    if action is None:
                        continue
                    label = translate(C, "Place face down") if down else translate(C, "Place face up")
                    bw = (width - 24) / 2
                    item = self.put(f"placebtn:{lot}:{j}", (label, bw),
                                    partial(button, label, bw, 30),
                                    QPointF(x + 8 + j * (bw + 8), y + 166), z=4)
                    self.clickable(item, action)

    def _bid_cell(self, amount: int, cell: float, taken: bool) -> QGraphicsItem:
        item = box(QRectF(0, 0, cell - 2, 34), "#fff2b3" if taken else "#ffffff", INK, 1, 3)
        centred_text(short_k(amount), QRectF(1, 0, cell - 4, 34), 7, INK, taken, item)
        return item

    def _players(self, v: StockpileState, legal: Sequence[Action]) -> None:
        n = v.num_players
        width = (972 - 8 * (n - 1)) / n
        y = 526.0
        for seat in range(n):
            x = 14 + seat * (width + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            self.player_pos[seat] = QPointF(x + width / 2, y + 100)
            self.put(f"pl:bg:{seat}", (width, me, moving), partial(seat_panel, width, 204, me, moving), QPointF(x, y))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(x + 16, y + 16), z=2)
            name = self.names[seat]
            self.put(f"pl:name:{seat}", name, partial(text_item, name, 11, INK, True),
                     QPointF(x + 30, y + 6), z=2)
            cash = k(v.cash[seat])
            self.cash_pos[seat] = QPointF(x + width - 80, y + 6)
            self.put(f"pl:cash:{seat}", cash, partial(text_item, cash, 12, "#0b6e4f", True),
                     QPointF(x + width - 8 - len(cash) * 8, y + 6), z=2)
            # holdings: known shares by company, unknown ones as backs, split cards
            counts = [0] * 6
            unknown = 0
            for card, _m in v.port[seat]:
                if card >= 0:
                    counts[card] += 1
                else:
                    unknown += 1
            line = 0
            chips: list[tuple[str, Any]] = []
            for c in range(6):
                if counts[c]:
                    chips.append((fill(translate(C, "%1 ×%2"), ticker(c), counts[c]), c))
                if v.split[seat][c]:
                    chips.append((fill(translate(C, "%1 split ×%2"), ticker(c), v.split[seat][c]), c))
            if unknown:
                chips.append((fill(translate(C, "? ×%1"), unknown), None))
            acts = [card for card, _m in v.acts[seat]]
            for card in sorted(set(acts)):
                label = translate(C, "BOOM") if card == BOOM else translate(C, "BUST") if card == BUST else "?"
                chips.append((fill(translate(C, "%1 ×%2"), label, acts.count(card)), "act"))
            debts = getattr(v, "debt", [[]] * n)[seat]
            if debts:
                chips.append((fill(translate(C, "owes %1"), k(sum(d - 5 for d in debts))), "debt"))
            chip_w = (width - 16) / 2 - 2
            for i, (label, kind) in enumerate(chips[:12]):
                cx = x + 8 + (i % 2) * (chip_w + 4)
                cy = y + 32 + (i // 2) * 22
                self.put(f"pl:chip:{seat}:{i}", (label, kind, chip_w), partial(self._holding, label, kind,
                                                                               chip_w), QPointF(cx, cy), z=2)
                line = i // 2 + 1
            inv = [investor(i) for i in v.inv[seat]] if v.options.investors else []
            if inv:
                text = translate("Lists", ", ").join(inv)
                self.put(f"pl:inv:{seat}", text, partial(text_item, text, 8, "#444444"),
                         QPointF(x + 8, y + 34 + line * 22), z=2)
            if me:
                self._hand(v, seat, x, y, width, legal)

    def _holding(self, label: str, kind: Any, w: float) -> QGraphicsItem:
        if isinstance(kind, int):
            return company_chip(kind, w, 20, label)
        fill_colour = "#33415c" if kind is None else "#fbe5dc" if kind == "debt" else "#eeeeee"
        item = box(QRectF(0, 0, w, 20), fill_colour, INK, 1, 4)
        centred_text(label, QRectF(0, 0, w, 20), 8, "#ffffff" if kind is None else INK, True, item)
        return item

    def _hand(self, v: StockpileState, seat: int, x: float, y: float, width: float, legal: Sequence[Action]) -> None:
        hand = list(v.hand[seat])
        if not hand:
            return
        label = translate(C, "Your cards to place:")
        self.put("hand:label", label, lambda: text_item(label, 8, INK, True), QPointF(x + 8, y + 142), z=2)
        placeable = {a.card for a in legal if isinstance(a, A.Place)}
        for i, card in enumerate(sorted(hand)):
            cx = x + 8 + i * (CARD_W * 0.8 + 6)
            item = self.put(f"hand:{i}", card, partial(market_card, card), QPointF(cx, y + 156), z=4)
            item.setScale(0.8)
            if card in placeable:
                self.clickable_call(item, partial(self._select, card))
                if card == self.selected_card:
                    self.hilite(QRectF(cx, y + 156, CARD_W * 0.8, CARD_H * 0.8), f"hand:{i}")

    def _select(self, card: int) -> None:
        self.selected_card = card
        self.redraw()

    # -- animations ------------------------------------------------------------------
    def on_events(self, events: Sequence[Event], view: State) -> None:
        before: Any = self.previous_view
        assert isinstance(view, StockpileState)
        v = view
        if before is not None:
            for seat in range(v.num_players):
                diff = v.cash[seat] - before.cash[seat]
                if diff and seat in self.cash_pos:
                    text = fill(translate(C, "+%1"), k(diff)) if diff > 0 else fill(translate(C, "−%1"), k(-diff))
                    self.float_text(text, self.cash_pos[seat], "#0b6e4f" if diff > 0 else "#a23b12")
        for event in events:
            e = event
            if isinstance(e, E.LotWon) and e.lot in self.lot_pos and e.seat in self.player_pos:
                for i, card in enumerate(e.cards[:6]):
                    start = self.lot_pos[e.lot] + QPointF(i * 6 - 20, -30)
                    self.travel(partial(market_card, card), start, self.player_pos[e.seat])
            elif isinstance(e, E.CardPlaced) and e.lot in self.lot_pos and e.seat in self.player_pos:
                self.travel(partial(market_card, e.card), self.player_pos[e.seat], self.lot_pos[e.lot])
