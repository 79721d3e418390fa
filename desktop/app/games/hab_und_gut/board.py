"""The Hab & Gut board, drawn in code from our own shapes: the six price
tracks (0 to 250, the start space 40 marked) with sliding markers, the two
card racks the human seat sees (and only those), the cards played this round
with the second card's halving, and each player's cash, shares and donation
board (four slots round a centre holding the donated money).

Every good has a colour, its own symbol and its name, so colour is never the
only cue; rising cards carry an upward arrow, falling ones a downward arrow.

The board is the controller (issue 28): a card in a rack (price phase);
Buy… / Sell… beside a track open a count box with the cost or the takings
shown, a share of your own donates, "Trade & donate…" opens the whole-turn
share trade dialog, End turn (stock phase).  When Buy or Sell is closed the
button stays, greyed, saying why (after a sale a turn cannot buy).  Every
component has a tooltip with its numbers now."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from desktop.app.boardinput import AmountChoice
from desktop.app.games.hab_und_gut.dialogs import MAX_TRADES, ShareTradeDialog, plan_problem, trades_left
from desktop.app.games.hab_und_gut.words import (
    EMPTY,
    HIDDEN,
    card_text,
    code_card,
    good_name,
    half,
    signed,
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
    ui_font,
)
from desktop.engine import Action, Event, State
from desktop.engine.games.hab_und_gut import actions as A
from desktop.engine.games.hab_und_gut.state import HabGutState

C = "HabUndGutBoard"
#: good colours after the rules' DEFAULT (coal black, wheat yellow, corn orange,
#: coffee brown, sugar white, tea green), each with its own symbol and text colour
GOOD_COLOURS = ("#333333", "#F0E442", "#E69F00", "#8B5A2B", "#ffffff", "#009E73")
GOOD_TEXT = ("#ffffff", "#1d2430", "#1d2430", "#ffffff", "#1d2430", "#ffffff")
GOOD_SYMBOLS = ("square", "triangle", "diamond", "circle", "hexagon", "star")
RISE, FALL = "#0b6e4f", "#a23b12"
CARD_W, CARD_H = 40.0, 60.0
SMALL_W, SMALL_H = 28.0, 40.0
#: the price tracks: x of price 0 and price 250
TRACK_X0, TRACK_X1 = 140.0, 458.0
MAX_PRICE = 250
START_PRICE = 40
SHARES, PRICES, OVER = 0, 1, 2


def track_x(price: int) -> float:
    return TRACK_X0 + (TRACK_X1 - TRACK_X0) * max(0, min(MAX_PRICE, price)) / MAX_PRICE


def symbol(good: int, size: float, parent: QGraphicsItem | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem(shape_path(GOOD_SYMBOLS[good], size), parent)
    item.setBrush(QBrush(QColor(GOOD_COLOURS[good])))
    item.setPen(QPen(INK, 1.2))
    return item


def good_chip(good: int, w: float, h: float, label: str, faded: bool = False) -> QGraphicsItem:
    """A good's coloured label with its symbol (a board chip or a share)."""
    item = box(QRectF(0, 0, w, h), GOOD_COLOURS[good], INK, 1.2, 5)
    sym = symbol(good, h * 0.55, item)
    sym.setBrush(QBrush(QColor("#ffffff" if good != 4 else "#d9d2c0")))
    sym.setPos(h * 0.45, h / 2)
    centred_text(label, QRectF(h * 0.85, 0, w - h * 0.9, h), 10 if h >= 26 else 8, GOOD_TEXT[good], True, item)
    if faded:
        item.setOpacity(0.45)
    return item


def arrow(up: bool, size: float, parent: QGraphicsItem) -> QGraphicsPathItem:
    item = QGraphicsPathItem(shape_path("triangle", size), parent)
    item.setBrush(QBrush(QColor(RISE if up else FALL)))
    item.setPen(QPen(Qt.PenStyle.NoPen))
    if not up:
        item.setRotation(180)
    return item


def market_card(good: int, value: int, second: bool = False) -> QGraphicsItem:
    """A market card: the good's band and symbol, the value with an arrow;
    as a second card the full value is struck through and the half shown."""
    rect = QRectF(0, 0, CARD_W, CARD_H)
    item = box(rect, "#fffdf6", INK, 1.3, 4)
    band = box(QRectF(1, 1, CARD_W - 2, 16), GOOD_COLOURS[good], GOOD_COLOURS[good], 0.5, 3, item)
    sym = symbol(good, 11, band)
    sym.setBrush(QBrush(QColor("#ffffff" if good not in (1, 4) else "#1d2430")))
    sym.setPos(CARD_W / 2, 9)
    colour = RISE if value > 0 else FALL
    if second:
        full = text_item(signed(value), 8, "#777777", False, item)
        font = ui_font(8)
        font.setStrikeOut(True)
        full.setFont(font)
        br = full.boundingRect()
        full.setPos(CARD_W / 2 - br.width() / 2, 17)
        centred_text(signed(half(value)), QRectF(2, 28, CARD_W - 4, 16), 12, colour, True, item)
    else:
        a = arrow(value > 0, 8, item)
        a.setPos(CARD_W / 2, 23)
        centred_text(signed(value), QRectF(2, 27, CARD_W - 4, 17), 13, colour, True, item)
    centred_text(good_name(good), QRectF(2, 45, CARD_W - 4, 12), 7, INK, False, item)
    return item


def small_card(good: int, value: int, full: bool) -> QGraphicsItem:
    """A played card in the strip: its good, value and the movement it made."""
    item = box(QRectF(0, 0, SMALL_W, SMALL_H), "#fffdf6", INK, 1, 3)
    band = box(QRectF(1, 1, SMALL_W - 2, 11), GOOD_COLOURS[good], GOOD_COLOURS[good], 0.5, 2, item)
    sym = symbol(good, 8, band)
    sym.setBrush(QBrush(QColor("#ffffff" if good not in (1, 4) else "#1d2430")))
    sym.setPos(SMALL_W / 2, 6)
    steps = value if full else half(value)
    centred_text(signed(steps), QRectF(1, 12, SMALL_W - 2, 16), 10, RISE if value > 0 else FALL, True, item)
    note = translate(C, "full") if full else fill(translate(C, "½ of %1"), signed(value))
    centred_text(note, QRectF(1, 28, SMALL_W - 2, 11), 6, "#555555", False, item)
    return item


class HabGutScene(BoardScene):
    WIDTH = 1000.0
    HEIGHT = 640.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: Any = None) -> None:
        super().__init__(game_ui, names, parent)
        self.cash_pos: dict[int, QPointF] = {}
        self.centre_pos: dict[int, QPointF] = {}
        self.shares_pos: dict[int, QPointF] = {}
        self.good_pos: dict[int, QPointF] = {}
        self.card_pos: dict[tuple[int, int], QPointF] = {}
        self.prev_card_pos: dict[tuple[int, int], QPointF] = {}
        self.slot_pos: dict[tuple[int, int], QPointF] = {}

    # -- layout ---------------------------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, HabGutState)
        v = view
        self._title(v, legal)
        self._tracks(v, legal)
        self._racks(v, legal)
        self._played(v)
        self._players(v, legal)
        self._trade_button(v, legal)  # last: a plain click on the board comes before the whole-turn dialog

    def _title(self, v: HabGutState, legal: Sequence[Action]) -> None:
        text = self.game_ui.phase_text(v)
        title = self.put("title", text, lambda: text_item(text, 12, "#ffffff", True), QPointF(20, 6))
        title.setToolTip(translate(C, "The half, the round and the phase being played"))
        end = next((a for a in legal if isinstance(a, A.EndTurn)), None)
        if end is not None:
            label = translate(C, "End turn")
            item = self.put("endturn", label, partial(button, label, 110, 22, 10, line=1.3, radius=5), QPointF(876, 4),
                            z=4)
            self.clickable(item, end)

    def _trade_button(self, v: HabGutState, legal: Sequence[Action]) -> None:
        starts = [a for a in legal if isinstance(a, (A.Buy, A.Sell, A.Donate, A.EndTurn))]
        if any(isinstance(a, (A.Buy, A.Sell, A.Donate)) for a in starts) and v.viewer is not None:
            label = translate(C, "Trade & donate…")
            item = self.put("tradedialog", label, partial(button, label, 150, 22, 10, line=1.3, radius=5),
                            QPointF(718, 4), z=4)
            seat = v.viewer
            self.clickable_dialog(item, partial(ShareTradeDialog, self.game_ui, v, seat), starts,
                                  translate(C, "Buy or sell up to three shares and donate one, in one dialog; "
                                               "your turn ends when you send it"))

    def _tracks(self, v: HabGutState, legal: Sequence[Action]) -> None:
        bg = self.put("tracks:bg", 1, lambda: box(QRectF(0, 0, 600, 270), PAPER), QPointF(14, 30))
        bg.setToolTip(translate(C, "The price tracks: each good's marker shows its share price"))
        title = translate(C, "Price tracks")
        self.put("tracks:title", title, lambda: text_item(title, 11, INK, True), QPointF(26, 34), z=2)
        buys: dict[int, Action] = {a.good: a for a in legal if isinstance(a, A.Buy)}
        sells: dict[int, Action] = {a.good: a for a in legal if isinstance(a, A.Sell)}
        seat = v.viewer if v.viewer is not None else 0
        trading = v.phase == SHARES and seat in v.to_move() and bool(legal)
        note = self._closed_note(v, seat) if trading else ""
        if note:
            self.put("tracks:note", note, partial(text_item, note, 8, FALL, True), QPointF(130, 36), z=2)
        for g in range(6):
            y = 56 + g * 40
            name = good_name(g)
            chip = self.put(f"chip:{g}", (g, name), partial(good_chip, g, 106, 30, name),
                            QPointF(22, y), z=2)
            chip.setToolTip(fill(translate(C, "%1: %2 a share, %3 left in the supply"), name, money(v.prices[g]),
                                 v.supply[g]))
            track = self.put(f"track:{g}", g, self._track, QPointF(0, y), z=1)
            track.setToolTip(fill(translate(C, "%1 price track: 0 to 250, the ring marks the start price 40"), name))
            price = v.prices[g]
            label = money(price)
            marker = self.put(f"marker:{g}", (g, label), partial(self._marker, g, label),
                              QPointF(track_x(price), y + 12), z=5)
            marker.setToolTip(fill(translate(C, "%1 is at %2"), name, label))
            self.good_pos[g] = QPointF(track_x(price), y + 12)
            info = (label, fill(translate(C, "supply %1"), v.supply[g]))
            price_item = self.put(f"price:{g}", info, partial(self._price, info), QPointF(482, y), z=2)
            price_item.setToolTip(fill(translate(C, "%1: %2 a share, %3 left in the supply"), name,
                                       money(v.prices[g]), v.supply[g]))
            if not trading:
                continue
            for row, (table, word) in enumerate(((buys, translate(C, "Buy")), (sells, translate(C, "Sell")))):
                action = table.get(g)
                if action is None:
                    reason = self._why_not(v, seat, g, row == 0)
                    if row == 1 and v.holdings[seat][g] == 0:
                        continue  # nothing of it to sell: no button
                    item = self.put(f"trade:{g}:{row}:off", (word, reason),
                                    partial(button, word, 52, 15, 8, enabled=False, line=1.3, radius=5),
                                    QPointF(554, y + row * 17), z=4)
                    item.setToolTip(reason)
                    continue
                item = self.put(f"trade:{g}:{row}", word, partial(button, word, 52, 15, 8, line=1.3, radius=5),
                                QPointF(554, y + row * 17), z=4)
                choice = self._count_choice(v, seat, g, action, row == 0)
                self.clickable_amount(item, choice, choice.title)

    def _why_not(self, v: HabGutState, seat: int, good: int, buying: bool) -> str:
        """Why a good cannot be bought (sold) now, in the rules' words."""
        counts = [0] * 6
        counts[good] = 1
        key = plan_problem(v, seat, buying, counts, None) or ("share_limit_reached" if trades_left(v) == 0
                                                             else "not_enough_cash")
        return str(self.game_ui.describe_reason(key, {}))

    def _closed_note(self, v: HabGutState, seat: int) -> str:
        """A line under the tracks' title when buying or selling has closed this turn."""
        if v.board[seat][v.round] != EMPTY:
            return translate(C, "You donated: you can only end your turn.")
        if trades_left(v) == 0:
            return fill(translate(C, "You traded %1 shares: the most for a turn."), MAX_TRADES)
        if v.mode == 2:
            return translate(C, "You sold this turn: no buying until your next turn.")
        if v.mode == 1:
            return translate(C, "You bought this turn: no selling until your next turn.")
        return ""

    def _count_choice(self, v: HabGutState, seat: int, good: int, action: Action, buying: bool) -> AmountChoice:
        price = v.prices[good]
        cash = v.cash[seat]
        left = trades_left(v)
        if buying:
            most = min(left, v.supply[good], cash // price if price > 0 else 0)
            title = fill(translate(C, "Buy %1"), good_name(good))
            label = fill(translate(C, "How many shares of %1 do you buy at %2 each (at most %3 a turn)?"),
                         good_name(good), money(price), MAX_TRADES)

            def describe(n: int) -> str:
                return fill(translate(C, "You pay %1 and keep %2."), money(n * price), money(cash - n * price))
        else:
            most = min(left, v.holdings[seat][good] - v.board[seat].count(good))
            title = fill(translate(C, "Sell %1"), good_name(good))
            label = fill(translate(C, "How many shares of %1 do you sell at %2 each (at most %3 a turn)?"),
                         good_name(good), money(price), MAX_TRADES)

            def describe(n: int) -> str:
                return fill(translate(C, "You receive %1 and have %2."), money(n * price), money(cash + n * price))
        return AmountChoice(title, label, tuple((n, (action,) * n) for n in range(1, max(most, 1) + 1)),
                            describe=describe)

    def _track(self) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(TRACK_X0 - 6, 0, TRACK_X1 - TRACK_X0 + 12, 36))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        bar = box(QRectF(TRACK_X0 - 4, 8, TRACK_X1 - TRACK_X0 + 8, 8), "#ffffff", "#9aa3b2", 1, 4, holder)
        bar.setZValue(-1)
        minor, major = QPainterPath(), QPainterPath()
        for price in range(0, MAX_PRICE + 1, 5):  # one space of the track is 5
            x = track_x(price)
            if price % 50:
                minor.addRect(QRectF(x - 0.4, 10, 0.8, 4))
                continue
            major.addRect(QRectF(x - 0.5, 8, 1.0, 8))
            label = text_item(number(price), 7, "#555555", False, holder)
            label.setPos(x - label.boundingRect().width() / 2, 20)
        for path, colour in ((minor, "#9aa3b2"), (major, "#555555")):
            ticks = QGraphicsPathItem(path, holder)
            ticks.setPen(QPen(Qt.PenStyle.NoPen))
            ticks.setBrush(QBrush(QColor(colour)))
        ring = QGraphicsPathItem(shape_path("circle", 12), holder)
        ring.setPen(QPen(INK, 1.4))
        ring.setPos(track_x(START_PRICE), 12)
        return holder

    def _marker(self, g: int, label: str) -> QGraphicsItem:
        item = symbol(g, 16)
        item.setPen(QPen(INK, 2))
        text = text_item(label, 7, INK, True, item)
        br = text.boundingRect()
        text.setPos(-br.width() / 2, -21)
        return item

    def _price(self, info: tuple[str, str]) -> QGraphicsItem:
        item = QGraphicsRectItem(QRectF(0, 0, 76, 32))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        price = text_item(info[0], 12, INK, True, item)
        price.setPos(0, 0)
        supply = text_item(info[1], 8, "#555555", False, item)
        supply.setPos(0, 18)
        return item

    def _racks(self, v: HabGutState, legal: Sequence[Action]) -> None:
        assert v.viewer is not None  # a view (show_view refuses a full state)
        bg = self.put("racks:bg", 1, lambda: box(QRectF(0, 0, 364, 270), PAPER), QPointF(622, 30))
        bg.setToolTip(translate(C, "The two card racks beside you (only these are shown to you) and the cards "
                                   "played"))
        seat = v.viewer
        n = v.num_players
        self.prev_card_pos, self.card_pos = self.card_pos, {}
        plays = {(a.rack, a.good, a.value): a for a in legal
                 if isinstance(a, A.PlayCard)}
        mine_now = v.phase == PRICES and seat in v.to_move()
        for row, (rack, left) in enumerate(((seat, True), ((seat - 1) % n, False))):
            y = 34 + row * 84
            partner = (seat + 1) % n if left else (seat - 1) % n
            second = mine_now and v.used_rack >= 0 and rack != v.used_rack
            used = mine_now and rack == v.used_rack
            if second:
                text = (translate(C, "Your left rack · second card: half value") if left
                        else translate(C, "Your right rack · second card: half value"))
            elif used:
                text = (translate(C, "Your left rack · played this turn") if left
                        else translate(C, "Your right rack · played this turn"))
            else:
                text = (translate(C, "Your left rack · shared with %1") if left
                        else translate(C, "Your right rack · shared with %1"))
                text = fill(text, self.names[partner])
            rack_title = self.put(f"rack:title:{row}", text, partial(text_item, text, 9, INK, True),
                                  QPointF(632, y), z=2)
            rack_title.setToolTip(fill(translate(C, "%1 and %2 play from this rack"), self.names[seat],
                                       self.names[partner]))
            seen: dict[int, int] = {}
            for i, code in enumerate(v.racks[rack]):
                if code == HIDDEN:
                    continue  # never happens for the viewer's own racks
                k = seen.get(code, 0)
                seen[code] = k + 1
                good, value = code_card(code)
                pos = QPointF(632 + i * 44, y + 18)
                item = self.put(f"card:{rack}:{code}:{k}", (code, second, used, card_text(good, value)),
                                partial(self._rack_card, good, value, second, used), pos, z=3)
                self.card_pos[(rack, code)] = pos
                item.setToolTip(card_text(good, value))
                action = plays.get((rack, good, value))
                if action is not None:
                    self.clickable(item, action)
                    self.hilite(QRectF(pos.x(), pos.y(), CARD_W, CARD_H), f"card:{rack}:{code}:{k}")

    def _rack_card(self, good: int, value: int, second: bool, used: bool) -> QGraphicsItem:
        item = market_card(good, value, second)
        if used:
            item.setOpacity(0.5)
        return item

    def _played(self, v: HabGutState) -> None:
        n = v.num_players
        per_round = 2 * n
        if v.phase == PRICES:
            first = per_round * v.round
            start = v.start
            title = translate(C, "Played this round")
        else:
            first = per_round * max(0, v.round - 1)
            start = (v.start - 1) % n
            title = translate(C, "Played last round")
        cards = list(v.discard[first:first + per_round]) if (v.phase == PRICES or v.round > 0) else []
        if v.phase == OVER:
            cards = list(v.discard[-per_round:])
            start = (v.start - 1) % n
        self.put("played:title", title, lambda: text_item(title, 9, INK, True), QPointF(632, 204), z=2)
        aside = fill(translate(C, "set aside unseen: %1"), len(v.aside))
        aside_item = self.put("played:aside", aside, lambda: text_item(aside, 8, "#555555"), QPointF(850, 206), z=2)
        aside_item.setToolTip(translate(C, "Market cards set aside face down at the start: nobody sees them"))
        for k, code in enumerate(cards):
            good, value = code_card(code)
            full = k % 2 == 0
            who = (start + k // 2) % n
            x = 632 + k * 34
            sig = (code, full, card_text(good, value), translate(C, "full"))
            item = self.put(f"played:{k}", sig, partial(small_card, good, value, full), QPointF(x, 222), z=3)
            item.setToolTip(fill(translate(C, "%1 played %2 at full value") if full
                                 else translate(C, "%1 played %2 as the second card, halved"),
                                 self.names[who], card_text(good, value)))
            who_item = self.put(f"played:who:{k}", who, partial(token, who, 12), QPointF(x + SMALL_W / 2, 272), z=3)
            who_item.setToolTip(self.names[who])

    def _players(self, v: HabGutState, legal: Sequence[Action]) -> None:
        n = v.num_players
        width = (972 - 8 * (n - 1)) / n
        y = 308.0
        donates: dict[int, Action] = {a.good: a for a in legal if isinstance(a, A.Donate)}
        for seat in range(n):
            x = 14 + seat * (width + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            panel = self.put(f"pl:bg:{seat}", (width, me, moving), partial(seat_panel, width, 322, me, moving),
                             QPointF(x, y))
            panel.setToolTip(fill(translate(C, "%1: cash %2, %3 donated"), self.names[seat], money(v.cash[seat]),
                                  money(v.centre[seat])))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(x + 16, y + 16), z=2)
            name = self.names[seat]
            self.put(f"pl:name:{seat}", name, partial(text_item, name, 11, INK, True),
                     QPointF(x + 30, y + 6), z=2)
            cash = money(v.cash[seat])
            self.cash_pos[seat] = QPointF(x + width - 70, y + 8)
            cash_item = self.put(f"pl:cash:{seat}", (cash, width), partial(self._right_text, cash, width - 16),
                                 QPointF(x + 8, y + 6), z=2)
            cash_item.setToolTip(fill(translate(C, "Cash of %1: %2"), self.names[seat], cash))
            if seat == v.start and v.phase != OVER:
                # one start player token: it slides to the next seat when passed
                label = translate(C, "Start player")
                badge = self.put("startbadge", label, partial(self._badge, label, "#ffd23f"),
                                 QPointF(x + 8, y + 30), z=6)
                badge.setToolTip(fill(translate(C, "%1 starts this round; the token passes on each round"),
                                      self.names[seat]))
            if v.eliminated[seat]:
                label = translate(C, "Out: lowest donor")
                out = self.put(f"pl:out:{seat}", label, partial(self._badge, label, "#fbe5dc"),
                               QPointF(x + 8, y + 30), z=2)
                out.setToolTip(translate(C, "The player who donated least cannot win"))
            self._holdings(v, seat, x, y + 54, width, donates if me else {})
            self._board(v, seat, x + (width - 136) / 2, y + 146)
            status = self._status(v, seat)
            status_item = self.put(f"pl:status:{seat}", status, partial(text_item, status, 8, "#444444"),
                                   QPointF(x + 8, y + 300), z=2)
            status_item.setToolTip(status)

    def _right_text(self, text: str, w: float) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, w, 18))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        item = text_item(text, 12, "#0b6e4f", True, holder)
        item.setPos(w - item.boundingRect().width(), 0)
        return holder

    def _badge(self, label: str, colour: str) -> QGraphicsItem:
        item = box(QRectF(0, 0, 88, 16), colour, INK, 1, 4)
        centred_text(label, QRectF(2, 0, 84, 16), 7, INK, True, item)
        return item

    def _holdings(self, v: HabGutState, seat: int, x: float, y: float, width: float,
                  donates: dict[int, Action]) -> None:
        me = seat == v.viewer
        self.shares_pos[seat] = QPointF(x + width / 2, y + 30)
        chip_w = (width - 16) / 2 - 2
        for g in range(6):
            owned = v.holdings[seat][g]
            on_board = v.board[seat].count(g) if me else 0
            if me and on_board:
                label = fill(translate(C, "%1 ×%2, %3 donated"), good_name(g), owned, on_board)
            else:
                label = fill(translate(C, "%1 ×%2"), good_name(g), owned)
            cx = x + 8 + (g % 2) * (chip_w + 4)
            cy = y + (g // 2) * 28
            item = self.put(f"pl:share:{seat}:{g}", (label, chip_w, owned == 0),
                            partial(good_chip, g, chip_w, 24, label, (owned == 0)),
                            QPointF(cx, cy), z=2)
            if me:
                item.setToolTip(fill(translate(C, "%1: you hold %2 shares, %3 of them donated (%4 a share)"),
                                     good_name(g), owned, on_board, money(v.prices[g])))
            else:
                item.setToolTip(fill(translate(C, "%1 holds %2 shares of %3 (%4 a share)"), self.names[seat], owned,
                                     good_name(g), money(v.prices[g])))
            action = donates.get(g)
            if action is not None:
                self.clickable(item, action)
                self.hilite(QRectF(cx, cy, chip_w, 24), f"pl:share:{seat}:{g}")

    def _board(self, v: HabGutState, seat: int, x: float, y: float) -> None:
        """A donation board: the centre holds the donated money, the four edge
        slots one share per round of the half (slot 1 at the top, clockwise)."""
        board = self.put(f"don:bg:{seat}", 1, lambda: box(QRectF(0, 0, 136, 136), "#e9e2d0", INK, 1.2, 8),
                         QPointF(x, y), z=2)
        board.setToolTip(fill(translate(C, "Donation board of %1: one share a round in the four slots, the "
                                           "money donated in the centre"), self.names[seat]))
        centre = (money(v.centre[seat]), translate(C, "donated"))
        self.centre_pos[seat] = QPointF(x + 40, y + 50)
        centre_item = self.put(f"don:centre:{seat}", centre, lambda: self._centre(centre), QPointF(x + 36, y + 36),
                               z=3)
        centre_item.setToolTip(fill(translate(C, "%1 has donated %2 so far"), self.names[seat],
                                    money(v.centre[seat])))
        spots = ((50, 3), (99, 50), (50, 99), (3, 50))
        current = v.round if v.phase in (SHARES, PRICES) else -1
        for slot, (sx, sy) in enumerate(spots):
            g = v.board[seat][slot]
            self.slot_pos[(seat, slot)] = QPointF(x + sx, y + sy)
            sig = (g, slot, slot == current, good_name(g) if g >= 0 else "")
            slot_item = self.put(f"don:slot:{seat}:{slot}", sig, partial(self._slot, g, slot, (slot == current)),
                                 QPointF(x + sx, y + sy), z=3)
            if g == EMPTY:
                tip = fill(translate(C, "Donation slot of round %1: empty"), slot + 1)
            elif g == HIDDEN:
                tip = fill(translate(C, "Donation slot of round %1: a share donated face down"), slot + 1)
            else:
                tip = fill(translate(C, "Donation slot of round %1: a share of %2"), slot + 1, good_name(g))
            slot_item.setToolTip(tip)

    def _centre(self, texts: tuple[str, str]) -> QGraphicsItem:
        item = box(QRectF(0, 0, 64, 64), "#fff2b3", INK, 1.2, 32)
        centred_text(texts[1], QRectF(4, 12, 56, 14), 7, "#555555", False, item)
        centred_text(texts[0], QRectF(4, 26, 56, 20), 11, INK, True, item)
        return item

    def _slot(self, g: int, slot: int, current: bool) -> QGraphicsItem:
        rect = QRectF(0, 0, 34, 34)
        if g == EMPTY:
            item = box(rect, "#ffffff", "#9aa3b2", 1, 4)
            centred_text(number(slot + 1), rect, 10, "#9aa3b2", True, item)
        elif g == HIDDEN:
            item = box(rect, "#33415c", "#c9d2e3", 1.2, 4)
            inner = QGraphicsRectItem(QRectF(4, 4, 26, 26), item)
            inner.setPen(QPen(QColor("#c9d2e3"), 1, Qt.PenStyle.DotLine))
            centred_text("?", rect, 12, "#c9d2e3", True, item)
        else:
            item = box(rect, GOOD_COLOURS[g], INK, 1.2, 4)
            sym = symbol(g, 16, item)
            sym.setBrush(QBrush(QColor("#ffffff" if g != 4 else "#d9d2c0")))
            sym.setPos(17, 17)
            item.setToolTip(good_name(g))
        if current:
            frame = QGraphicsRectItem(QRectF(-3, -3, 40, 40), item)
            frame.setPen(QPen(QColor("#1d2430"), 1.5, Qt.PenStyle.DashLine))
            frame.setBrush(Qt.BrushStyle.NoBrush)
        return item

    def _status(self, v: HabGutState, seat: int) -> str:
        if v.phase == SHARES and seat in v.to_move():
            if v.mode == 1:
                return fill(translate(C, "buying: %1 of 3 shares"), v.trades)
            if v.mode == 2:
                return fill(translate(C, "selling: %1 of 3 shares"), v.trades)
            return translate(C, "trading shares")
        if v.phase == PRICES and seat in v.to_move():
            return translate(C, "playing the second card") if v.used_rack >= 0 else translate(
                C, "playing the first card")
        return ""

    # -- animations ----------------------------------------------------------------------
    def on_events(self, events: Sequence[Event], view: State) -> None:
        before: Any = self.previous_view
        assert isinstance(view, HabGutState)
        v = view
        if before is not None and before.num_players == v.num_players:
            for seat in range(v.num_players):
                diff = v.cash[seat] - before.cash[seat]
                if diff and seat in self.cash_pos:
                    text = fill(translate(C, "+%1"), money(diff)) if diff > 0 else fill(
                        translate(C, "−%1"), money(-diff))
                    self.float_text(text, self.cash_pos[seat], RISE if diff > 0 else FALL)
                gift = v.centre[seat] - before.centre[seat]
                if gift and seat in self.centre_pos:
                    self.float_text(fill(translate(C, "+%1"), money(gift)), self.centre_pos[seat], RISE)
        for event in events:
            e = event
            if isinstance(e, (A.ShareBought, A.ShareSold)) and e.seat in self.shares_pos and e.good in self.good_pos:
                ends = (self.good_pos[e.good], self.shares_pos[e.seat])
                start, end = ends if isinstance(e, A.ShareBought) else ends[::-1]
                self.travel(partial(good_chip, e.good, 60, 22, good_name(e.good)), start, end)
            elif isinstance(e, A.ShareDonated) and e.seat in self.shares_pos and (e.seat, e.slot) in self.slot_pos:
                self.travel(partial(self._slot, e.good, 0, False), self.shares_pos[e.seat],
                            self.slot_pos[(e.seat, e.slot)])
            elif isinstance(e, A.PhaseStarted):
                words = self.game_ui.phase_text(v)
                self.float_text(words, QPointF(440, 24), "#ffffff")
            elif isinstance(e, A.CardPlayed) and e.good in self.good_pos and 0 <= e.good < 6:
                from desktop.engine.games.hab_und_gut import data

                code = data.CODE_OF.get((e.good, e.value))
                start_pos = self.prev_card_pos.get((e.rack, code)) if code is not None else None
                if start_pos is None:
                    start_pos = self.shares_pos.get(e.seat, QPointF(500, 300))
                self.travel(partial(market_card, e.good, e.value, not e.full),
                            start_pos, self.good_pos[e.good] - QPointF(CARD_W / 2, CARD_H / 2))
