"""The Black Friday board, drawn in code from our own shapes.

Left: the price grid (10 rows, phase marks on the left edge) with the five
price markers and a legend of current prices.  Middle: the market, the bag
(counts only) with the reserve and the last draw, the stock buy chart, the
silver buy chart and the buttons of the turn.  Right: the silver price track,
the level card and the three sales tables.  Bottom: every player's public
side (cash, bars, subsidy cards face up or down, the shares the table saw,
the special-action card used or not); the viewer also sees their own screen.

Every colour has its own shape and letter as well as its colour (yellow
circle, blue square, red triangle, green diamond, orange hexagon, black
star), so colour is never the only cue.

Clicking chooses where natural: a market case buys it (or places the
action's case, or uses Extra Pass), one of your shares sells it, a sales
table case moves it, a price in the legend lowers it after a mixed sale,
the silver track buys a bar; the buttons take subsidies, pass, pay interest,
use the special card and finish an action."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from desktop.app.boardinput import AmountChoice
from desktop.app.games.black_friday.dialogs import BUY, SELL, SILVER, plan_steps, room
from desktop.app.games.black_friday.words import (
    colour,
    letter,
    special,
    special_help,
    specials_of,
)
from desktop.app.i18n import fill, money, number, translate
from desktop.app.scene import (
    INK,
    PAPER,
    BoardScene,
    box,
    button,
    centred_text,
    fitted_text,
    panel,
    seat_panel,
    shape_path,
    text_item,
    token,
)
from desktop.engine import Action, Event, State
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday import state as S
from desktop.engine.games.black_friday.state import BlackFridayState

C = "BlackFridayBoard"
#: case colours (the game's own five plus black) in shades that stay apart for colour-blind eyes
HUES = ("#F0E442", "#0072B2", "#D55E00", "#009E73", "#E69F00", "#222222")
SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
#: the symbol drawn on a case: dark on light cases, white on dark ones
SYMBOL_INK = (INK, "#ffffff", "#ffffff", "#ffffff", INK, "#ffffff")
BLACK = D.BLACK
GOLD = "#d4a017"
SILVER_HUE = "#c0c6cf"
SUBSIDY = "#f3e3a1"
FACE_DOWN = "#5b4a3a"

GRID_X, GRID_Y = 22.0, 62.0
CELL_W, CELL_H = 56.0, 35.0
MARK_W = 26.0


def case_item(c: int, w: float = 30, count: int | None = None) -> QGraphicsItem:
    """A briefcase of colour ``c`` (5 = black) with its symbol; ``count`` written beside it."""
    h = w * 0.72
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, h * 0.18, w, h * 0.82), 3, 3)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(HUES[c])))
    item.setPen(QPen(INK if c != BLACK else QColor("#aaaaaa"), 1.2))
    handle = QPainterPath()
    handle.addRoundedRect(QRectF(w * 0.34, 0, w * 0.32, h * 0.26), 2, 2)
    grip = QGraphicsPathItem(handle, item)
    grip.setPen(QPen(INK, 1.5))
    sym = QGraphicsPathItem(shape_path(SHAPES[c], h * 0.5), item)
    sym.setBrush(QBrush(QColor(SYMBOL_INK[c])))
    sym.setPen(QPen(Qt.PenStyle.NoPen))
    sym.setPos(w / 2, h * 0.6)
    if count is not None:
        label = text_item(fill(translate(C, "×%1"), count), 10, INK, True, item)
        label.setPos(w + 3, h * 0.2)
    return item


def marker_item(c: int, size: float = 13) -> QGraphicsItem:
    item = QGraphicsPathItem(shape_path(SHAPES[c], size))
    item.setBrush(QBrush(QColor(HUES[c])))
    item.setPen(QPen(INK if c != 0 else QColor("#6b6200"), 1.6))
    return item


class BlackFridayScene(BoardScene):
    WIDTH = 1100.0
    HEIGHT = 770.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: Any = None) -> None:
        super().__init__(game_ui, names, parent)
        self.market_pos: dict[int, QPointF] = {}
        self.table_pos: dict[int, QPointF] = {}
        self.player_pos: dict[int, QPointF] = {}
        self.cash_pos: dict[int, QPointF] = {}
        self.place_pos: dict[str, QPointF] = {}
        #: the cases drawn at the last price change seen (public: every player sees the draw)
        self.last_draw: tuple[int, ...] = ()
        #: Extra Pass chosen before the action: a market click then moves that case to the silver buy chart
        self.extra_first = False

    def put(self, key: str, sig: Any, make: Any, pos: QPointF, z: float = 0) -> QGraphicsItem:
        """As the base class; a new item (and its parts) is painted once into a device-resolution cache,
        so repainting the board while bots play costs a third (its look never changes: a new look is a
        new item)."""
        item = super().put(key, sig, make, pos, z)
        if item.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            for part in (item, *item.childItems()):
                part.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
                for sub in part.childItems():
                    sub.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return item

    # -- layout -------------------------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, BlackFridayState)
        v = view
        mine = legal if v.current == v.viewer else []
        if not (v.phase == S.MAIN and any(isinstance(a, R.ExtraPass) for a in mine)):
            self.extra_first = False
        self._title(v)
        self._grid(v, mine)
        self._market(v, mine)
        self._bag(v)
        self._charts(v)
        self._buttons(v, mine)
        self._silver(v, mine)
        self._level(v)
        self._tables(v, mine)
        self._players(v, mine)
        self._tips(v)

    def tip(self, key: str, text: str) -> None:
        """The tooltip of the thing ``key`` (a lit target keeps the tooltip of what a click does)."""
        entry = self._items.get(key)
        if entry is not None and entry[1] not in self._targets:
            entry[1].setToolTip(text)

    def _tips(self, v: BlackFridayState) -> None:
        """What each part of the board is and its numbers now (issue 29: everything explains itself)."""
        prices = translate("Lists", ", ").join(fill(translate(C, "%1 %2"), colour(c), money(v.price(c)))
                                               for c in range(D.NUM_COLOURS))
        self.tip("title", self.game_ui.phase_text(v))
        self.tip("grid:bg", fill(translate(C, "The share price grid; prices now: %1. The dark phase marks on the "
                                              "left are reached at level %2."), prices, v.level))
        self.tip("grid:phase", translate(C, "Phase marks: a price marker above a mark the level card has not "
                                            "reached yet stays there until the level rises."))
        self.tip("grid:note", translate(C, "A sale moves the price one step left; price changes move it by the "
                                           "table."))
        self.tip("market:bg", translate(C, "The market: the cases (shares) you can buy, in five colours."))
        self.tip("bag:bg", fill(translate(C, "Cases in the bag: %1 (black: %2); a price change draws cases from "
                                             "it."), v.bag_n, v.bag[BLACK]))
        self.tip("reserve", fill(translate(C, "Black cases in the reserve: %1; on the level cards still to turn: "
                                              "%2."), v.reserve_blacks, v.level_blacks))
        self.tip("draw:label", translate(C, "The cases drawn from the bag at the last price change"))
        for i, (c, n) in enumerate((c, n) for c, n in enumerate(self.last_draw) if n):
            self.tip(f"draw:{i}", fill(translate(C, "%1 × %2 drawn at the last price change"), n, colour(c)))
        spaces = v.chart_spaces()
        for key, chart, what in (("buy_chart", v.buy_chart, translate(C, "Stock buy chart: the case of each buy "
                                                                         "goes here")),
                                 ("silver_chart", v.silver_chart, translate(C, "Silver buy chart: the case of each "
                                                                              "silver purchase goes here"))):
            text = fill(translate(C, "%1; spaces full: %2 of %3 (full: a price change)."), what, len(chart), spaces)
            self.tip(f"{key}:bg", text)
            self.tip(f"{key}:hint", text)
            for i in range(max(spaces, len(chart))):
                self.tip(f"{key}:space:{i}", text)
                if i < len(chart):
                    self.tip(f"{key}:case:{i}", fill(translate(C, "A %1 case on the chart"), colour(chart[i])))
        self.tip("buttons:bg", translate(C, "What you can do now; the buttons act at once."))
        self.tip("buttons:title", translate(C, "What you can do now; the buttons act at once."))
        silver = fill(translate(C, "Silver costs %1 a bar now; every 3 bars bought move it one space, and the game "
                                   "ends when it reaches %2."), money(v.silver_price()), money(D.SILVER_TRACK[-1]))
        self.tip("silver:bg", silver)
        self.tip("silver:track", silver)
        self.tip("silver:count", silver)
        level = fill(translate(C, "Level %1 of %2: subsidy cards up to %3; shares or bars per action: %4; cases "
                                  "drawn at a price change: %5."), v.level, D.MAX_LEVEL,
                     D.LEVEL_SUBSIDY_LIMIT[v.level - 1], D.LEVEL_TRADE_LIMIT[v.level - 1],
                     D.LEVEL_DRAWS[v.level - 1])
        for key in ("level:bg", "level:card", "level:left", *(f"level:stack:{k}" for k in range(D.MAX_LEVEL))):
            self.tip(key, level)
        trigger = fill(translate(C, "Sold shares go onto the sales table in use; a price change comes when %1 "
                                    "coloured cases are left on it."), v.sales_trigger())
        self.tip("tables:bg", trigger)
        self.tip("tables:hint", trigger)
        for t in range(D.SALES_TABLES):
            self.tip(f"table:{t}", trigger)
            for c in range(D.NUM_COLOURS + 1):
                self.tip(f"table:{t}:{c}", fill(translate(C, "Sales table %1: %2 × %3"), t + 1, v.tables[t][c],
                                                colour(c)))
        for seat in range(v.num_players):
            name = self.names[seat]
            summary = fill(translate(C, "%1: cash %2; gold bars %3, silver bars %4; shares %5; subsidy cards %6 "
                                        "(interest unpaid: %7)"), name, money(v.cash[seat]), v.gold[seat],
                           v.silver[seat], v.held[seat], v.subsidies[seat], money(v.unpaid[seat]))
            for key in (f"pl:bg:{seat}", f"pl:token:{seat}", f"pl:name:{seat}", f"pl:cash:{seat}",
                        f"pl:sh:head:{seat}"):
                self.tip(key, summary)
            self.tip(f"pl:bars:{seat}", fill(translate(C, "%1: gold bars %2, silver bars %3 (%4 silver bars make a "
                                                          "gold bar)"), name, v.gold[seat], v.silver[seat],
                                             D.SILVER_PER_GOLD))
            for c in range(D.NUM_COLOURS):
                if v.holdings[seat][c]:
                    self.tip(f"pl:sh:{seat}:{c}", fill(translate(C, "%1 holds %2 × %3 (the table saw them), %4 "
                                                                   "each"), name, v.holdings[seat][c], colour(c),
                                                       money(v.price(c))))
            if not specials_of(v.special[seat]):
                self.tip(f"pl:special:{seat}", fill(translate(C, "%1 has no special-action card"), name))

    def _title(self, v: BlackFridayState) -> None:
        if v.phase == S.OVER:
            text = translate(C, "The silver price reached $100: the game is over.")
        else:
            text = fill(translate(C, "Turn %1 · to play: %2 (%3) · price changes so far: %4"), v.turn,
                        self.names[v.current], self.game_ui.phase_text(v), v.price_changes)
        self.put("title", text, lambda: text_item(text, 12, "#ffffff", True), QPointF(20, 6))

    # the price grid ----------------------------------------------------------------
    def cell_origin(self, row: int, col: int) -> QPointF:
        return QPointF(GRID_X + MARK_W + col * CELL_W, GRID_Y + (D.ROWS - 1 - row) * CELL_H)

    def _grid(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        title = translate(C, "Share prices")
        self.put("grid:bg", title, lambda: panel(380, 500, title), QPointF(14, 30))
        phase_title = translate(C, "Phase")
        self.put("grid:phase", phase_title, lambda: text_item(phase_title, 7, "#444444"), QPointF(GRID_X, 48))
        # the printed grid is one item (redrawn only when the level changes which phase marks are reached)
        look = (v.level, money(1000))  # money's look follows the language
        self.put("grid:cells", look, lambda: self._grid_cells(v.level), QPointF(GRID_X, GRID_Y), z=1)
        for c in range(D.NUM_COLOURS):
            at = self.cell_origin(v.row[c], v.col[c]) + QPointF(7 + c * 10.5, 27)
            item = self.put(f"marker:{c}", c, partial(marker_item, c, 11), at, z=5 + c * 0.1)
            item.setToolTip(fill(translate(C, "%1: %2 a share"), colour(c), money(v.price(c))))
        # legend: every colour's shape, letter and price (clickable when a sale lowers one of them)
        lower = {a.colour: a for a in legal if isinstance(a, R.LowerPrice)}
        for c in range(D.NUM_COLOURS):
            x, y = 22 + c * 73.0, 426.0
            sig = (c, v.price(c), v.row[c], v.col[c])
            item = self.put(f"legend:{c}", sig, partial(self._legend, c, sig[1]), QPointF(x, y), z=2)
            item.setToolTip(fill(translate(C, "%1: %2 a share"), colour(c), money(v.price(c))))
            action = lower.get(c)
            if action is not None:
                self.clickable(item, action)
                self.hilite(QRectF(x, y, 68, 46), f"legend:{c}")
        note = translate(C, "A sale moves the price one step left; price changes move it by the table.")
        self.put("grid:note", note, lambda: self._wrapped(note, 360, 7.5), QPointF(22, 480), z=2)

    def _grid_cells(self, level: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, MARK_W + D.COLS * CELL_W, D.ROWS * CELL_H))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        for row in range(D.ROWS):
            mark = D.PHASE_MARK[row]
            y = (D.ROWS - 1 - row) * CELL_H
            marker = self._mark(mark, mark <= level)
            marker.setParentItem(holder)
            marker.setPos(0, y)
            marker.setToolTip(fill(translate(C, "Phase mark %1: reached from level %1 (now level %2)"), mark, level))
            for col in range(D.COLS):
                cell = self._cell(D.GRID[row][col], mark % 2)
                cell.setParentItem(holder)
                cell.setPos(MARK_W + col * CELL_W, y)
                cell.setToolTip(fill(translate(C, "A share price of %1 (phase mark %2)"), money(D.GRID[row][col]),
                                     mark))
        return holder

    def _mark(self, mark: int, reached: bool) -> QGraphicsItem:
        item = box(QRectF(0, 1, MARK_W - 4, CELL_H - 2), "#33415c" if reached else "#c9d2e3", INK, 1, 3)
        centred_text(number(mark), QRectF(0, 1, MARK_W - 4, CELL_H - 2), 9, "#ffffff" if reached else INK, True,
                     item)
        return item

    def _cell(self, value: int, band: int) -> QGraphicsItem:
        item = box(QRectF(1, 1, CELL_W - 2, CELL_H - 2), "#ffffff" if band else "#eef1f6", "#9aa3b2", 1, 3)
        # the price large enough to read when the board is shrunk to a 1024×700 window
        centred_text(money(value), QRectF(2, 1, CELL_W - 4, 20), 11, INK, True, item)
        return item

    def _legend(self, c: int, price: int) -> QGraphicsItem:
        item = box(QRectF(0, 0, 68, 46), "#ffffff", INK, 1.2, 5)
        mark = marker_item(c, 16)
        mark.setParentItem(item)
        mark.setPos(14, 14)
        name = text_item(colour(c), 8, INK, True, item)
        name.setPos(26, 5)
        br = name.boundingRect()
        if br.width() > 40:
            name.setScale(40 / br.width())
        centred_text(money(price), QRectF(2, 24, 64, 20), 11, INK, True, item)
        return item

    def _wrapped(self, text: str, width: float, size: float, colour_: str = "#444444") -> QGraphicsItem:
        from PySide6.QtWidgets import QGraphicsTextItem

        from desktop.app.scene import ui_font

        item = QGraphicsTextItem(text)
        item.setFont(ui_font(size))
        item.setDefaultTextColor(QColor(colour_))
        item.setTextWidth(width)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    # the market, the bag, the charts ------------------------------------------------------
    def _market(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        title = translate(C, "Market")
        self.put("market:bg", title, lambda: panel(330, 145, title), QPointF(404, 30))
        buys = {a.colour: a for a in legal if isinstance(a, R.Buy)}
        places = {a.colour: a for a in legal if isinstance(a, R.PlaceCase)} if v.case_dest != S.DEST_MARKET else {}
        extras = {a.colour: a for a in legal if isinstance(a, R.ExtraPass)}
        for c in range(D.NUM_COLOURS):
            x, y = 414 + c * 63.0, 58.0
            self.market_pos[c] = QPointF(x + 4, y + 10)
            n = v.market[c]
            sig = (c, n)
            item = self.put(f"market:{c}", sig, partial(self._stack, c, n), QPointF(x, y), z=2)
            extra = v.phase == S.AFTER or self.extra_first
            action = extras.get(c) if extra else places.get(c)
            tip = fill(translate(C, "In the market: %1 × %2; a share costs %3"), n, colour(c),
                       money(v.price(c)))
            if legal and n and v.phase in (S.MAIN, S.BUYING) and not extra and c not in buys:
                # why this case cannot be bought now
                if v.phase == S.BUYING and v.act_count >= v.trade_limit() + v.act_bonus:
                    why = fill(translate(C, "The level card allows %1 per action: this buy is full."),
                               v.trade_limit() + v.act_bonus)
                else:
                    why = fill(translate(C, "You have %1; a share costs %2 (a subsidy card brings %3)."),
                               money(v.cash[v.current]), money(v.price(c)), money(D.SUBSIDY_VALUE))
                tip = fill(translate(C, "%1 %2"), tip, why)
            item.setToolTip(tip)
            if action is not None:
                self.clickable(item, action)
                self.hilite(QRectF(x, y, 58, 106), f"market:{c}")
            elif not extra and c in buys:
                self.clickable_amount(item, self.count_choice(v, BUY, c), tip)
                self.hilite(QRectF(x, y, 58, 106), f"market:{c}")

    def count_choice(self, v: BlackFridayState, kind: str, c: int = -1) -> AmountChoice:
        """How many shares of colour ``c`` to buy or sell, or silver bars to buy, in one count box with the
        cost and the cash after; each count is the engine's steps (the +1 card played when the count needs
        it, the action closed when the engine would leave it open)."""
        assert v.viewer is not None
        seat = v.viewer
        within, extra = room(v, seat, kind)
        cash = v.cash[seat]
        unit: Action
        if kind == SILVER:
            price, unit, most = v.silver_price(), R.BuySilver(), within + extra
        elif kind == BUY:
            price, unit, most = v.price(c), R.Buy(c), min(v.market[c], within + extra)
        else:
            price, unit, most = v.price(c), R.Sell(c), min(v.holdings[seat][c], within + extra)
        if kind != SELL and price > 0:
            most = min(most, cash // price)
        options = tuple((k, tuple(plan_steps(v, seat, kind, 0, [unit] * k))) for k in range(1, most + 1))

        def describe(k: int) -> str:
            total = k * price
            if kind == SELL:
                text = fill(translate("BlackFriday", "%n shares sold for %1; cash after: %2.", None, k),
                            money(total), money(cash + total))
            elif kind == BUY:
                text = fill(translate("BlackFriday", "%n shares bought for %1; cash after: %2.", None, k),
                            money(total), money(cash - total))
            else:
                text = fill(translate("BlackFriday", "%n bars for %1; cash after: %2.", None, k),
                            money(total), money(cash - total))
            if k > within:
                text = fill(translate("BlackFriday", "%1 This uses your %2 card."), text,
                            special({BUY: D.BUY_PLUS_ONE, SELL: D.SELL_PLUS_ONE, SILVER: D.SILVER_PLUS_ONE}[kind]))
            return text

        limit = fill(translate(C, "The level card allows %1 per action; you have %2."), v.trade_limit(), money(cash))
        if kind == SILVER:
            title = translate(C, "Buy silver bars")
            label = fill(translate(C, "How many silver bars do you buy at %1 each? %2"), money(price), limit)
        elif kind == BUY:
            title = fill(translate(C, "Buy shares of %1"), colour(c))
            label = fill(translate(C, "How many shares of %1 do you buy at %2 each? %3"), colour(c), money(price),
                         limit)
        else:
            title = fill(translate(C, "Sell shares of %1"), colour(c))
            label = fill(translate(C, "How many shares of %1 do you sell at %2 each? %3"), colour(c), money(price),
                         limit)
        return AmountChoice(title, label, options, describe=describe)

    def _stack(self, c: int, n: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, 58, 106))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        holder.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        for i in range(min(n, 6)):
            case = case_item(c, 34)
            case.setParentItem(holder)
            case.setPos(4 + (i % 2) * 4, 62 - i * 10)
        if n == 0:
            empty = box(QRectF(6, 50, 40, 30), "#ece6d6", "#9aa3b2", 1, 4, holder)
            centred_text(translate(C, "none"), QRectF(6, 50, 40, 30), 7, "#777777", False, empty)
        centred_text(fill(translate(C, "%1 ×%2"), letter(c), n), QRectF(0, 86, 58, 18), 10, INK, True, holder)
        return holder

    def _bag(self, v: BlackFridayState) -> None:
        title = translate(C, "Bag, reserve and last draw")
        self.put("bag:bg", title, lambda: panel(330, 80, title), QPointF(404, 183))
        blacks = v.bag[BLACK]
        sig = (v.bag_n, blacks)
        self.place_pos["bag"] = QPointF(430, 222)
        self.place_pos["drawn"] = QPointF(430, 222)
        self.place_pos["reserve"] = QPointF(520, 222)
        item = self.put("bag", sig, lambda: self._bag_item(v.bag_n, blacks), QPointF(412, 204), z=2)
        item.setToolTip(fill(translate(C, "%1 cases in the bag, %2 of them black; the colours are hidden"),
                             v.bag_n, blacks))
        res = (v.reserve_blacks, v.level_blacks)
        text = fill(translate(C, "Reserve: %1 black\nOn level cards: %2 black"), *res)
        self.put("reserve", text, lambda: text_item(text, 8, INK), QPointF(500, 212), z=2)
        draw = self.last_draw
        label = translate(C, "Last draw:") if draw else translate(C, "No draw seen yet")
        self.put("draw:label", label, lambda: text_item(label, 8, "#444444", True), QPointF(616, 204), z=2)
        shown = [(c, n) for c, n in enumerate(draw) if n]
        for i, (c, n) in enumerate(shown):
            self.put(f"draw:{i}", (c, n), partial(case_item, c, 20, n),
                     QPointF(616 + (i % 3) * 38, 220 + (i // 3) * 20), z=2)

    def _bag_item(self, count: int, blacks: int) -> QGraphicsItem:
        path = QPainterPath()
        path.moveTo(10, 12)
        path.cubicTo(-4, 30, 0, 52, 36, 52)
        path.cubicTo(72, 52, 76, 30, 62, 12)
        path.lineTo(10, 12)
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(QColor("#8d6e4c")))
        item.setPen(QPen(INK, 1.4))
        tie = QGraphicsPathItem(shape_path("diamond", 10), item)
        tie.setBrush(QBrush(QColor("#5b4a3a")))
        tie.setPos(36, 10)
        centred_text(number(count), QRectF(8, 18, 56, 18), 12, "#ffffff", True, item)
        centred_text(fill(translate(C, "%1 black"), blacks), QRectF(8, 35, 56, 14), 7, "#ffffff", False, item)
        return item

    def _charts(self, v: BlackFridayState) -> None:
        spaces = v.chart_spaces()
        for key, title, chart, y in (
            ("buy_chart", translate(C, "Stock buy chart"), v.buy_chart, 271.0),
            ("silver_chart", translate(C, "Silver buy chart"), v.silver_chart, 359.0),
        ):
            self.put(f"{key}:bg", title, partial(panel, 330, 80, title), QPointF(404, y))
            hint = fill(translate(C, "price change when %1 spaces are full"), spaces)
            self.put(f"{key}:hint", hint, partial(text_item, hint, 7, "#555555"), QPointF(560, y + 6), z=2)
            width = min(52.0, 312.0 / max(spaces, len(chart)))
            for i in range(max(spaces, len(chart))):
                x = 412 + i * width
                self.put(f"{key}:space:{i}", (width, i < spaces),
                         partial(box, QRectF(0, 0, width - 4, 44), "#ffffff" if (i < spaces) else "#fbe5dc",
                                 "#9aa3b2", 1, 4),
                         QPointF(x, y + 26), z=1)
                if i < len(chart):
                    c = chart[i]
                    self.put(f"{key}:case:{i}", c, partial(case_item, c, 34), QPointF(x + (width - 38) / 2, y + 32),
                             z=3)
            n = len(chart)
            self.place_pos[key] = QPointF(412 + max(min(n, spaces) - 1, 0) * width, y + 32)

    def prompt(self, v: BlackFridayState, legal: Sequence[Action]) -> str:
        """What the viewer may do now, in one line (the buttons panel's title)."""
        if v.phase == S.OVER:
            return translate(C, "Game over: every share was sold and the money turned into silver.")
        if not legal:
            return fill(translate(C, "Waiting for %1"), self.names[v.current])
        if v.phase == S.MARKER:
            return translate(C, "Click the price (under the grid) that drops one step.")
        if v.phase == S.CASE and v.case_dest == S.DEST_MARKET:
            return translate(C, "Click the sales-table case that goes to the market.")
        if v.phase == S.CASE:
            return translate(C, "Click the market case that goes onto the chart.")
        if v.phase == S.AFTER:
            return translate(C, "Extra Pass: click a market case, or end your turn.")
        if self.extra_first:
            return translate(C, "Extra Pass before your action: click the market case that goes to the silver buy "
                                "chart.")
        if v.phase == S.OWE:
            return translate(C, "Your interest is owed: pay it, or raise the money first.")
        if v.phase == S.BUYING:
            return translate(C, "Click a market case to buy another share, or finish.")
        if v.phase == S.SELLING:
            return translate(C, "Click one of your shares to sell another, or finish.")
        if v.phase == S.SILVER:
            return translate(C, "Buy another silver bar, or finish.")
        return translate(C, "Your turn: click a market case to buy, your shares to sell, or a button.")

    def _buttons(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        assert v.viewer is not None  # a view (show_view refuses a full state)
        self.put("buttons:bg", 1, lambda: box(QRectF(0, 0, 330, 83), PAPER), QPointF(404, 447))
        title = self.prompt(v, legal)
        self.put("buttons:title", title, lambda: self._wrapped(title, 318, 8.5, INK.name()), QPointF(408, 449), z=2)
        wanted: list[tuple[str, Action]] = []
        for a in legal:
            if isinstance(a, R.TakeSubsidy):
                wanted.append((fill(translate(C, "Subsidy +%1"), money(D.SUBSIDY_VALUE)), a))
            elif isinstance(a, R.PayInterest):
                wanted.append((fill(translate(C, "Pay interest %1"), money(min(v.unpaid[v.viewer],
                                                                                v.cash[v.viewer]))), a))
            elif isinstance(a, R.BuySilver):
                wanted.append((fill(translate(C, "Silver bars %1 each"), money(v.silver_price())), a))
            elif isinstance(a, R.Pass):
                wanted.append((translate(C, "Pass"), a))
            elif isinstance(a, R.UseSpecial):
                wanted.append((fill(translate(C, "Use %1"), special(a.kind)), a))
            elif isinstance(a, R.Done):
                wanted.append((translate(C, "End turn") if v.phase == S.AFTER else translate(C, "Finish"), a))
        toggle = v.phase == S.MAIN and any(isinstance(a, R.ExtraPass) for a in legal)
        count = len(wanted) + toggle
        bw = (314 - 6 * (count - 1)) / max(count, 1)
        for i, (label, action) in enumerate(wanted):
            item = self.put(f"btn:{i}", (label, bw), partial(button, label, bw, 26, pad=3),
                            QPointF(412 + i * (bw + 6), 496.0), z=4)
            if isinstance(action, R.BuySilver):
                self.clickable_amount(item, self.count_choice(v, SILVER), self.game_ui.describe_action(
                    v, v.viewer, action, self.names))
            else:
                self.clickable(item, action)
        if toggle:
            label = translate(C, "Cancel Extra Pass") if self.extra_first else translate(C, "Extra Pass first")
            enabled = not self.extra_first
            item = self.put("btn:extra", (label, bw), partial(button, label, bw, 26, enabled=enabled, pad=3),
                            QPointF(412 + len(wanted) * (bw + 6), 496.0), z=4)
            self.clickable_call(item, self._toggle_extra,
                                leads_to=[a for a in legal if isinstance(a, R.ExtraPass)])
            item.setToolTip(translate(C, "Extra Pass: move a market case to the silver buy chart before your "
                                         "action (your special-action card, once)"))

    def _toggle_extra(self) -> None:
        self.extra_first = not self.extra_first
        self.redraw()

    # silver, level card, sales tables -----------------------------------------------------------
    def _silver(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        title = fill(translate(C, "Silver price: %1"), money(v.silver_price()))
        self.put("silver:bg", title, lambda: panel(342, 160, title), QPointF(744, 30))
        per_row = 9
        self.put("silver:track", (per_row, money(1000)), lambda: self._silver_track(per_row), QPointF(752, 54), z=1)
        r, k = divmod(v.silver_idx, per_row)
        at = QPointF(752 + k * 36.5 + 17, 54 + r * 30.0 + 20)
        self.place_pos["silver"] = at
        item = self.put("silver:marker", 1, self._silver_marker, at, z=5)
        item.setToolTip(title)
        bought = v.silver_count
        text = fill(translate(C, "Bars bought since the last price change: %1 (every 3 move silver one space)"),
                    bought)
        self.put("silver:count", text, lambda: self._wrapped(text, 326, 7.5), QPointF(748, 146), z=2)
        action = next((a for a in legal if isinstance(a, R.BuySilver)), None)
        bg = self._items["silver:bg"][1]
        if action is not None:
            self.clickable_amount(bg, self.count_choice(v, SILVER), title)
            self.hilite(QRectF(744, 30, 342, 160), "silver")

    def _silver_track(self, per_row: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, per_row * 36.5, 90))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        for i, value in enumerate(D.SILVER_TRACK):
            r, k = divmod(i, per_row)
            space = self._silver_space(value, i == D.SILVER_END)
            space.setToolTip(translate(C, "The end: silver at this price ends the game (Black Friday)")
                             if i == D.SILVER_END else fill(translate(C, "A silver price of %1 a bar"), money(value)))
            space.setParentItem(holder)
            space.setPos(k * 36.5, r * 30.0)
        return holder

    def _silver_space(self, value: int, end: bool) -> QGraphicsItem:
        item = box(QRectF(0, 0, 34, 27), "#2b2b2b" if end else "#eef1f6", "#9aa3b2", 1, 3)
        centred_text(money(value), QRectF(1, 0, 32, 17), 9.5, "#ffffff" if end else INK, True, item)
        return item

    def _silver_marker(self) -> QGraphicsPathItem:
        path = QPainterPath()
        path.moveTo(-10, 4)
        path.lineTo(-6, -4)
        path.lineTo(6, -4)
        path.lineTo(10, 4)
        path.closeSubpath()
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(QColor(SILVER_HUE)))
        item.setPen(QPen(INK, 1.5))
        return item

    def _level(self, v: BlackFridayState) -> None:
        title = translate(C, "Level card")
        self.put("level:bg", title, lambda: panel(342, 92, title), QPointF(744, 198))
        lv = v.level
        i = lv - 1
        lines = (fill(translate(C, "Level %1"), lv) if lv > 1 else translate(C, "Level 1 (Start)"),
                 fill(translate(C, "Subsidy cards: up to %1"), D.LEVEL_SUBSIDY_LIMIT[i]),
                 fill(translate(C, "Shares or bars per action: %1"), D.LEVEL_TRADE_LIMIT[i]),
                 fill(translate(C, "Cases drawn at a price change: %1"), D.LEVEL_DRAWS[i]))
        self.put("level:card", lines, lambda: self._level_card(lines), QPointF(754, 220), z=2)
        left = D.MAX_LEVEL - lv
        text = fill(translate(C, "Cards still to turn: %1"), left)
        self.put("level:left", text, lambda: self._wrapped(text, 100, 7.5), QPointF(982, 216), z=2)
        for k in range(left):
            self.put(f"level:stack:{k}", k, lambda: box(QRectF(0, 0, 56, 26), "#33415c", "#c9d2e3", 1, 4),
                     QPointF(996 + k * 5, 254 - k * 3), z=2 + k * 0.1)

    def _level_card(self, lines: Sequence[str]) -> QGraphicsItem:
        item = box(QRectF(0, 0, 226, 64), "#fff7d6", INK, 1.4, 6)
        for k, line in enumerate(lines):
            label = text_item(line, 9 if k == 0 else 8, INK, k == 0, item)
            label.setPos(8, 3 + k * 15)
        return item

    def _tables(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        title = translate(C, "Sales tables")
        self.put("tables:bg", title, lambda: panel(342, 232, title), QPointF(744, 298))
        trigger = fill(translate(C, "price change when %1 coloured cases are left"), v.sales_trigger())
        self.put("tables:hint", trigger, lambda: text_item(trigger, 7, "#555555"), QPointF(840, 304), z=2)
        places = ({a.colour: a for a in legal if isinstance(a, R.PlaceCase)}
                  if v.phase == S.CASE and v.case_dest == S.DEST_MARKET else {})
        for t in range(D.SALES_TABLES):
            y = 324 + t * 68.0
            active = t == v.table
            used = not active and (t < v.sales_used or (v.sales_used >= D.SALES_TABLES and t != D.REUSED_TABLE))
            state_text = (translate(C, "in use") if active else translate(C, "used") if used
                          else translate(C, "waiting"))
            label = fill(translate(C, "Table %1 · %2"), t + 1, state_text)
            self.put(f"table:{t}", (label, active), partial(self._table_bg, label, active),
                     QPointF(752, y), z=1)
            counts = v.tables[t]
            for c in range(D.NUM_COLOURS + 1):
                x = 760 + c * 53.0
                n = counts[c]
                if active:
                    self.table_pos[c] = QPointF(x, y + 24)
                item = self.put(f"table:{t}:{c}", (c, n), partial(self._table_case, c, n),
                                QPointF(x, y + 22), z=2)
                action = places.get(c) if active else None
                if action is not None:
                    self.clickable(item, action)
                    self.hilite(QRectF(x, y + 22, 48, 36), f"table:{t}:{c}")
        self.place_pos["sales_table"] = self.table_pos.get(0, QPointF(760, 350))

    def _table_bg(self, label: str, active: bool) -> QGraphicsItem:
        item = box(QRectF(0, 0, 326, 62), "#fffaf0" if active else "#e6e1d4", "#ffd23f" if active else "#9aa3b2",
                   2.5 if active else 1, 5)
        text = text_item(label, 8, INK, active, item)
        text.setPos(6, 3)
        return item

    def _table_case(self, c: int, n: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, 48, 36))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        case = case_item(c, 22)
        case.setParentItem(holder)
        case.setPos(0, 6)
        if n == 0:
            case.setOpacity(0.25)
        label = text_item(fill(translate(C, "×%1"), n), 10, INK, True, holder)
        label.setPos(25, 8)
        return holder

    # players ------------------------------------------------------------------------------------------
    def _players(self, v: BlackFridayState, legal: Sequence[Action]) -> None:
        n = v.num_players
        width = (1072 - 8 * (n - 1)) / n
        y = 540.0
        sells: dict[int, Action] = {a.colour: a for a in legal if isinstance(a, R.Sell)}
        for seat in range(n):
            x = 14 + seat * (width + 8)
            me = seat == v.viewer
            moving = seat == v.current and v.phase != S.OVER
            self.player_pos[seat] = QPointF(x + width / 2 - 15, y + 90)
            self.put(f"pl:bg:{seat}", (width, me, moving), partial(seat_panel, width, 222, me, moving), QPointF(x, y))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(x + 16, y + 16), z=2)
            name = self.names[seat]
            if seat == v.start:
                name = fill(translate(C, "%1 (started)"), name)
            self.put(f"pl:name:{seat}", name, partial(fitted_text, name, 11, width - 120, True),
                     QPointF(x + 30, y + 6), z=2)
            cash = money(v.cash[seat])
            self.cash_pos[seat] = QPointF(x + width - 70, y + 26)
            self.put(f"pl:cash:{seat}", cash, partial(fitted_text, cash, 13, 80, True, "#0b6e4f"),
                     QPointF(x + width - 84, y + 5), z=2)
            # bars
            sig = (v.gold[seat], v.silver[seat])
            self.put(f"pl:bars:{seat}", sig, partial(self._bars, *sig), QPointF(x + 8, y + 32), z=2)
            # subsidy cards: face up, or face down while their interest is unpaid
            down = min(v.subsidies[seat], v.unpaid[seat])
            sig2 = (v.subsidies[seat], down, v.unpaid[seat])
            item = self.put(f"pl:subs:{seat}", sig2, partial(self._subsidies, *sig2),
                            QPointF(x + 8, y + 58), z=2)
            item.setToolTip(fill(translate(C, "Subsidy cards: %1; face down (interest unpaid): %2"),
                                 v.subsidies[seat], down))
            # shares
            self._shares(v, seat, x, y + 86, width, sells if me else {})
            # the special-action card
            kinds = specials_of(v.special[seat])
            sig3 = (tuple(kinds), bool(v.special_used[seat]), width)
            item = self.put(f"pl:special:{seat}", sig3, partial(self._special, *sig3),
                            QPointF(x + 8, y + 214 - (18 + (len(kinds) + 1) // 2 * 20 if kinds else 24)), z=2)
            if kinds:
                item.setToolTip(translate("Lists", "; ").join(
                    fill(translate(C, "%1: %2"), special(k), special_help(k)) for k in kinds))

    def _bars(self, gold: int, silver: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, 120, 26))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        for k, (hue, n, text) in enumerate(((GOLD, gold, translate(C, "gold")),
                                            (SILVER_HUE, silver, translate(C, "silver")))):
            bar = self._silver_marker()
            bar.setBrush(QBrush(QColor(hue)))
            bar.setParentItem(holder)
            bar.setPos(12 + k * 62, 12)
            label = text_item(fill(translate(C, "%1 %2"), n, text), 9, INK, True, holder)
            label.setPos(24 + k * 62, 4)
        return holder

    def _subsidies(self, total: int, down: int, unpaid: int) -> QGraphicsItem:
        holder = QGraphicsRectItem(QRectF(0, 0, 200, 24))
        holder.setPen(QPen(Qt.PenStyle.NoPen))
        for k in range(min(total, 10)):
            face_down = k >= total - down
            card = box(QRectF(0, 0, 14, 20), FACE_DOWN if face_down else SUBSIDY, INK, 1, 2, holder)
            card.setPos(k * 7, 2)
            if not face_down:
                centred_text("$", QRectF(0, 0, 14, 20), 7, INK, True, card)
        label = translate(C, "no subsidies") if not total else fill(translate(C, "owes %1"), money(unpaid)) \
            if unpaid else fill(translate(C, "%1 subsidy cards"), total)
        text = text_item(label, 8, "#8a1c1c" if unpaid else INK, bool(unpaid), holder)
        text.setPos(min(total, 10) * 7 + 12, 6)
        return holder

    def _shares(self, v: BlackFridayState, seat: int, x: float, y: float, width: float,
                sells: dict[int, Action]) -> None:
        me = seat == v.viewer
        hold = v.holdings[seat]
        held = v.held[seat]
        unknown = held - sum(hold)
        head = ((fill(translate(C, "Your shares: %1"), held) if held else translate(C, "Your shares: none")) if me
                else fill(translate(C, "Shares: %1 · the table saw:"), held) if held
                else translate(C, "Shares: none"))
        self.put(f"pl:sh:head:{seat}", head, partial(fitted_text, head, 8, width - 16, True),
                 QPointF(x + 8, y), z=2)
        step = min(56.0, (width - 16) / 3)
        shown = [c for c in range(D.NUM_COLOURS) if hold[c]]
        for i, c in enumerate(shown):
            cx = x + 8 + (i % 3) * step
            cy = y + 18 + (i // 3) * 30
            n = hold[c]
            item = self.put(f"pl:sh:{seat}:{c}", (c, n), partial(case_item, c, 24, n), QPointF(cx, cy), z=3)
            action = sells.get(c)
            if action is not None:
                self.clickable_amount(item, self.count_choice(v, SELL, c), fill(
                    translate(C, "Your shares of %1: %2, worth %3 each"), colour(c), n, money(v.price(c))))
                self.hilite(QRectF(cx, cy, step - 4, 22), f"pl:sh:{seat}:{c}")
        if unknown > 0 and not me:
            i = len(shown)
            cx = x + 8 + (i % 3) * step
            cy = y + 18 + (i // 3) * 30
            text = fill(translate(C, "? ×%1"), unknown)
            item = self.put(f"pl:sh:{seat}:hidden", text, partial(self._hidden_case, text),
                            QPointF(cx, cy), z=3)
            item.setToolTip(translate(C, "Cases behind the screen whose colour the table did not see"))

    def _hidden_case(self, text: str) -> QGraphicsItem:
        item = box(QRectF(0, 3, 24, 17), "#5a6270", INK, 1, 3)
        label = text_item(text, 10, INK, True, item)
        label.setPos(0, 2)
        label.setX(27)
        centred_text("?", QRectF(0, 3, 24, 17), 9, "#ffffff", True, item)
        return item

    def _special(self, kinds: tuple[str, ...], used: bool, width: float) -> QGraphicsItem:
        """The special-action card: its options as chips (one of them, once); greyed when used."""
        w = width - 16
        if not kinds:
            item = box(QRectF(0, 0, w, 24), "#e6e1d4", "#9aa3b2", 1, 4)
            centred_text(translate(C, "no special-action card"), QRectF(4, 0, w - 8, 24), 8, "#666666", False, item)
            return item
        rows = (len(kinds) + 1) // 2
        height = 18 + rows * 20
        item = box(QRectF(0, 0, w, height), "#d9d4c7" if used else "#cfe3f5", INK, 1.2, 4)
        head = (translate(C, "Special-action card · used") if used
                else translate(C, "Special-action card (one use)") if len(kinds) == 1
                else translate(C, "Special-action card (one of these, once)"))
        centred_text(head, QRectF(4, 1, w - 8, 15), 7.5, "#555555", True, item)
        chip_w = (w - 12) / 2 if len(kinds) > 1 else w - 8
        for k, kind in enumerate(kinds):
            chip = box(QRectF(0, 0, chip_w, 17), "#e9e6de" if used else "#ffffff", "#9aa3b2" if used else INK, 1, 3,
                       item)
            chip.setPos(4 + (k % 2) * (chip_w + 4), 17 + (k // 2) * 20)
            centred_text(special(kind), QRectF(2, 0, chip_w - 4, 17), 8, "#888888" if used else INK, not used, chip)
        return item

    # -- animations ---------------------------------------------------------------------------------------
    def on_events(self, events: Sequence[Event], view: State) -> None:
        assert isinstance(view, BlackFridayState)
        v = view
        before: Any = self.previous_view
        for event in events:
            e = event
            if isinstance(e, R.CasesDrawn):
                self.last_draw = tuple(e.counts)
                self._bag(v)
            elif isinstance(e, R.PriceChangeStarted):
                self.float_text(fill(translate(C, "Price change %1!"), e.number), QPointF(520, 190), "#a23b12")
            elif isinstance(e, R.LevelChanged):
                self.float_text(fill(translate(C, "Level %1!"), e.level), QPointF(800, 250), "#a23b12")
            elif isinstance(e, R.GameEnded):
                self.float_text(translate(C, "Silver reaches $100: Black Friday!"), QPointF(760, 130), "#a23b12")
            elif isinstance(e, R.CaseMoved) and e.colour >= 0:
                start = self._where(e.source, e.colour)
                end = self._where(e.dest, e.colour)
                if start is not None and end is not None:
                    for k in range(min(e.count, 4)):
                        self.travel(partial(case_item, e.colour, 30), start + QPointF(k * 6, 0),
                                    end + QPointF(k * 6, 0))
            elif isinstance(e, R.CaseMoved) and e.source in ("buy_chart", "silver_chart") and before is not None:
                # a full chart empties into the bag
                start = QPointF(412, 303 if e.source == "buy_chart" else 391)
                for k, c in enumerate(getattr(before, e.source)[:6]):
                    self.travel(partial(case_item, c, 30), start + QPointF(k * 52, 0), self.place_pos["bag"])
            elif isinstance(e, R.ShareBought) and e.seat in self.player_pos:
                self.travel(partial(case_item, e.colour, 30), self.market_pos.get(e.colour, QPointF()),
                            self.player_pos[e.seat])
            elif isinstance(e, R.ShareSold) and e.seat in self.player_pos:
                self.travel(partial(case_item, e.colour, 30), self.player_pos[e.seat],
                            self.market_pos.get(e.colour, QPointF()))
            elif isinstance(e, R.SilverBought) and e.seat in self.player_pos:
                self.travel(self._silver_marker, self.place_pos.get("silver", QPointF()), self.player_pos[e.seat])
            elif isinstance(e, R.SubsidyTaken) and e.seat in self.player_pos:
                self.travel(lambda: box(QRectF(0, 0, 20, 28), SUBSIDY, INK, 1, 2), QPointF(560, 500),
                            self.player_pos[e.seat])
        if before is not None:
            for seat in range(v.num_players):
                diff = v.cash[seat] - before.cash[seat]
                if diff and seat in self.cash_pos:
                    text = fill(translate(C, "+%1"), money(diff)) if diff > 0 else fill(translate(C, "−%1"),
                                                                                        money(-diff))
                    self.float_text(text, self.cash_pos[seat], "#0b6e4f" if diff > 0 else "#a23b12")

    def _where(self, name: str, c: int) -> QPointF | None:
        if name == "market":
            return self.market_pos.get(c)
        if name == "sales_table":
            return self.table_pos.get(c, self.place_pos.get("sales_table"))
        return self.place_pos.get(name)
