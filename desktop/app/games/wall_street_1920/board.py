"""The 1920 Wall Street board, drawn in code from our own shapes: the circle
of cards round the face-up deck with the players' pawns and the market trend
card's direction, the price board with each stock's limits and minimum
holdings, the three discard piles showing their top cards and end events,
what is being decided (the card in hand, a stock trade's offers), each
player's public information and the viewer's own cards.

Every stock has a colour (after the cubes: green corn, white cotton, purple
steel, black oil) and its own symbol and name, so colour is never the only
cue.  Cards are keyed by id, so a card slides from the deck to the circle, to
the decision area, to a pile or to your cards.

Clicking chooses where natural: a circle card to put your pawn on or to move
to and buy, a discard pile, a stock's price row (unexpected boom / bust), one
of your cards (sell, show, offer, remove), an offer to take, a player (the
tycoon A penalty), the buttons of the decision area."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from desktop.app.games.wall_street_1920.words import (
    END_EVENTS,
    MARKET_EFFECTS,
    PILE_TITLES,
    TYCOON_PENALTIES,
    TYCOON_REWARDS,
    card_name,
    data,
    market_text,
    pile_name,
    signed,
    stock_name,
    tycoon_name,
)
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, number, translate
from desktop.app.scene import (
    INK,
    PAPER,
    BoardScene,
    box,
    button,
    centred_text,
    fitted_text,
    seat_panel,
    shape_path,
    text_item,
    token,
    wrapped,
)
from desktop.engine import Action, Event, State
from desktop.engine.games.wall_street_1920 import records as R
from desktop.engine.games.wall_street_1920.state import WallStreetState

C = "WallStreetBoard"
#: stock colours after the price cubes, each with its own symbol and a text colour
STOCK_COLOURS = ("#009E73", "#f2efe6", "#8E5AA8", "#1d2430")
STOCK_TEXT = ("#ffffff", "#1d2430", "#ffffff", "#ffffff")
STOCK_SYMBOLS = ("circle", "square", "diamond", "triangle")
GOLD = "#E0B43A"
GREEN, RED = "#1f7a4d", "#b03a2e"
SHORT_EVENTS = (
    QT_TRANSLATE_NOOP("WallStreetBoard", "Gold = $3"),
    QT_TRANSLATE_NOOP("WallStreetBoard", "−1 share of each"),
    QT_TRANSLATE_NOOP("WallStreetBoard", "Prices halved"),
)
CARD_W, CARD_H = 64.0, 90.0
MINI_W, MINI_H = 38.0, 54.0
CENTRE = QPointF(262, 306)
RADIUS_X, RADIUS_Y = 200.0, 208.0
RIGHT = 524.0


def _symbol(stock: int, size: float, parent: QGraphicsItem, at: QPointF) -> None:
    sym = QGraphicsPathItem(shape_path(STOCK_SYMBOLS[stock], size), parent)
    sym.setBrush(QBrush(QColor(STOCK_COLOURS[stock])))
    sym.setPen(QPen(QColor("#ffffff") if stock == 3 else INK, 1.2))
    sym.setPos(at)


def _dynamite(parent: QGraphicsItem, count: int, x: float, y: float, size: float = 9) -> None:
    for i in range(count):
        star = QGraphicsPathItem(shape_path("star", size), parent)
        star.setBrush(QBrush(QColor(RED)))
        star.setPen(QPen(INK, 0.8))
        star.setPos(x + i * (size + 2), y)


def card_face(card: int, w: float = CARD_W, h: float = CARD_H, direction: int = 1, pot: int = 0) -> QGraphicsItem:
    """A card drawn from our own shapes (``card`` -1: its back)."""
    d = data()
    mini = w < 50
    rect = QRectF(0, 0, w, h)
    if card < 0 or card >= len(d.CARDS):
        back = box(rect, "#2b3a55", "#c9d2e3", 1.4, 5)
        inner = QGraphicsRectItem(QRectF(5, 5, w - 10, h - 10), back)
        inner.setPen(QPen(QColor("#c9d2e3"), 1, Qt.PenStyle.DotLine))
        centred_text(translate(C, "1920"), rect, 9 if mini else 12, "#c9d2e3", True, back)
        return back
    c = d.CARDS[card]
    item: QGraphicsPathItem
    if c.kind == d.K_TREND:
        clockwise = direction > 0
        item = box(rect, "#dff0e4" if clockwise else "#f6dedb", GREEN if clockwise else RED, 2.5, 5)
        centred_text(translate(C, "TREND"), QRectF(2, 3, w - 4, 14), 8, INK, True, item)
        arrow = _turn_arrow(min(w, h) * 0.52, clockwise)
        arrow.setParentItem(item)
        arrow.setPos(w / 2, h * 0.47)
        label = translate(C, "clockwise") if clockwise else translate(C, "counter-clockwise")
        centred_text(label, QRectF(2, h - 30, w - 4, 12), 7, INK, False, item)
        centred_text(money(pot), QRectF(2, h - 17, w - 4, 14), 9, INK, True, item)
        return item
    if c.kind == d.K_EXPLOSION:
        item = box(rect, "#3a1d1d", RED, 2.5, 5)
        _dynamite(item, 2, w / 2 - 10, h * 0.4, 16 if not mini else 10)
        centred_text(translate(C, "Explosion"), QRectF(2, h - 22, w - 4, 16), 8, "#ffd23f", True, item)
        return item
    if c.kind == d.K_MARKET:
        item = box(rect, "#e8eef8", "#33507a", 1.6, 5)
        _cost(item, c.cost, mini)
        if c.effect == d.M_MOVE:
            _symbol(c.move_stock, 14 if mini else 18, item, QPointF(w / 2, h * 0.31))
            centred_text(signed(c.move), QRectF(2, h * 0.41, w - 4, 16), 9 if mini else 12, INK, True, item)
        else:
            marks = ("", "+?", "−?", "▲", "▼", "▲▼", "$2", "⇄")
            centred_text(marks[c.effect], QRectF(2, h * 0.24, w - 4, 20), 10 if mini else 14, "#33507a", True, item)
        if not mini:
            title = translate("WallStreet", MARKET_EFFECTS[c.effect])
            wrapped(title, w - 6, 6, item, h * 0.6, True, 3)
        pts = fill(translate(C, "%1 pt"), number(c.points))
        centred_text(pts, QRectF(w * 0.45, h - (13 if mini else 15), w * 0.5, 12), 6 if mini else 7, INK, True, item)
        _dynamite(item, c.dynamite, 6, h - (7 if mini else 9), 7 if mini else 9)
        item.setToolTip(market_text(card))
        return item
    # shares: stock, gold, starting
    if c.kind == d.K_GOLD:
        item = box(rect, "#fff6d6", GOLD, 2.5, 5)
        star = QGraphicsPathItem(shape_path("star", 18 if mini else 28), item)
        star.setBrush(QBrush(QColor(GOLD)))
        star.setPen(QPen(INK, 1))
        star.setPos(w / 2, h * 0.45)
        centred_text(translate(C, "GOLD"), QRectF(2, h - 18, w - 4, 14), 7 if mini else 9, INK, True, item)
    elif c.kind == d.K_START:
        item = box(rect, "#ffffff", INK, 1.6, 5)
        for i, t in enumerate(c.types):
            band = QGraphicsRectItem(QRectF(3, 3 + i * (h - 6) / 2, w - 6, (h - 6) / 2), item)
            band.setBrush(QBrush(QColor(STOCK_COLOURS[t])))
            band.setPen(QPen(INK, 0.6))
            _symbol(t, 12 if mini else 14, item, QPointF(w * (0.5 if mini else 0.28), 3 + (i + 0.5) * (h - 6) / 2))
            if not mini:
                centred_text(stock_name(t), QRectF(w * 0.4, 3 + i * (h - 6) / 2, w * 0.56, (h - 6) / 2), 8,
                             STOCK_TEXT[t], True, item)
        if not mini:
            centred_text(translate(C, "or"), QRectF(0, h / 2 - 7, w, 14), 6, INK, True, item)
    else:
        item = box(rect, STOCK_COLOURS[c.stock], INK, 1.6, 5)
        _symbol(c.stock, 16 if mini else 24, item, QPointF(w / 2, h * 0.36))
        sym = item.childItems()[-1]
        assert isinstance(sym, QGraphicsPathItem)
        sym.setBrush(QBrush(QColor("#ffffff") if c.stock != 1 else QColor(INK)))
        centred_text(stock_name(c.stock), QRectF(2, h * 0.56, w - 4, 14), 6 if mini else 8, STOCK_TEXT[c.stock],
                     True, item)
        if c.shares == 2:
            centred_text(translate(C, "×2"), QRectF(w - 24, 2, 22, 16), 8 if mini else 11, STOCK_TEXT[c.stock],
                         True, item)
        if c.move and not mini:
            effect = fill(translate(C, "%1 %2"), stock_name(c.move_stock), signed(c.move))
            tag = box(QRectF(4, h - 20, w - 8, 16), "#ffffff", INK, 0.8, 3, item)
            centred_text(effect, QRectF(4, h - 20, w - 8, 16), 6.5, INK, True, tag.parentItem())
        elif c.move:
            centred_text(signed(c.move), QRectF(2, h - 14, w - 4, 12), 6, STOCK_TEXT[c.stock], True, item)
    if c.kind != d.K_START or not mini:
        _cost(item, c.cost, mini)
    item.setToolTip(card_name(card))
    return item


def _cost(parent: QGraphicsItem, cost: int, mini: bool) -> None:
    r = 7.0 if mini else 9.0
    disc = QGraphicsPathItem(shape_path("circle", 2 * r), parent)
    disc.setBrush(QBrush(QColor("#ffd23f")))
    disc.setPen(QPen(INK, 1))
    disc.setPos(r + 2, r + 2)
    centred_text(number(cost), QRectF(2, 2, 2 * r, 2 * r), 6 if mini else 8, INK, True, parent)


def _turn_arrow(size: float, clockwise: bool) -> QGraphicsPathItem:
    """A round arrow: clockwise or counter-clockwise (shape, not only colour)."""
    r = size / 2
    path = QPainterPath()
    rect = QRectF(-r, -r, 2 * r, 2 * r)
    path.arcMoveTo(rect, 110)
    path.arcTo(rect, 110, -300 if clockwise else 300)
    end_angle = math.radians(110 - 300 if clockwise else 110 + 300)
    tip = QPointF(r * math.cos(end_angle), -r * math.sin(end_angle))
    # an arrow head along the direction of travel
    tangent = (end_angle - math.pi / 2) if clockwise else (end_angle + math.pi / 2)
    back = QPointF(math.cos(tangent + math.pi), -math.sin(tangent + math.pi))
    side = QPointF(-back.y(), back.x())
    head = QPainterPath()
    head.moveTo(tip + back * 2)
    head.lineTo(tip + back * -8 + side * 6)
    head.lineTo(tip + back * -8 - side * 6)
    head.closeSubpath()
    item = QGraphicsPathItem(path)
    item.setPen(QPen(QColor(GREEN if clockwise else RED), 3.5))
    tip_item = QGraphicsPathItem(head, item)
    tip_item.setBrush(QBrush(QColor(GREEN if clockwise else RED)))
    tip_item.setPen(QPen(Qt.PenStyle.NoPen))
    return item


class WallStreetScene(BoardScene):
    WIDTH = 1000.0
    HEIGHT = 740.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: Any = None) -> None:
        super().__init__(game_ui, names, parent)
        self.pos_centre: dict[int, QPointF] = {}
        self.player_pos: dict[int, QPointF] = {}
        self.cash_pos: dict[int, QPointF] = {}
        self.pile_pos: dict[int, QPointF] = {}
        self.row_pos: dict[int, QPointF] = {}
        self.deck_pos = CENTRE - QPointF(CARD_W / 2, CARD_H / 2 + 10)
        self.circle_size = 0

    # -- layout -------------------------------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, WallStreetState)
        v = view
        self._title(v)
        self._circle(v, legal)
        self._prices(v, legal)
        self._piles(v, legal)
        self._decision(v, legal)
        self._players(v, legal)
        self._own_cards(v, legal)
        self._tips(v)

    def tip(self, key: str, text: str) -> None:
        """The tooltip of the thing ``key`` (a lit target keeps the tooltip of what a click does)."""
        entry = self._items.get(key)
        if entry is not None and entry[1] not in self._targets:
            entry[1].setToolTip(text)

    def _tips(self, v: WallStreetState) -> None:
        """What each part of the board is, its numbers now and who holds it (issue 29)."""
        d = data()
        size = len(v.circle)
        self.tip("title", self.game_ui.phase_text(v))
        way = translate(C, "clockwise") if v.direction > 0 else translate(C, "counter-clockwise")
        ring = fill(translate(C, "The circle (places: %1); pawns move %2 (the trend card); on the trend card: "
                                 "%3."), number(size), way, money(v.trend_pot))
        self.tip("circle:bg", ring)
        self.tip("trend:arrow", ring)
        for pos, cards in enumerate(v.circle):
            here = translate("Lists", ", ").join(card_name(c) for c in cards) or translate(C, "nothing")
            self.tip(f"posnum:{pos}", fill(translate(C, "Place %1: %2"), number(pos + 1), here))
            for card in cards:
                text = fill(translate(C, "Place %1: %2"), number(pos + 1), card_name(card))
                if card == d.TREND:
                    text = fill(translate(C, "%1; pawns move %2; %3 lies on it"), text, way, money(v.trend_pot))
                self.tip(f"card:{card}", text)
            entry = self._items.get(f"cost:{pos}")
            if entry is not None:
                entry[1].setToolTip(translate(C, "What moving there and buying costs in all: your capital pays "
                                                 "first, then cash"))
        self._out_of_reach(v)
        for seat, pos in enumerate(v.pawns):
            if pos >= 0:
                self.tip(f"pawn:{seat}", fill(translate(C, "%1's pawn at place %2"), self.names[seat],
                                              number(pos + 1)))
        top = v.deck[-1] if v.deck else -1
        deck = fill(translate(C, "The face-up deck (cards: %1); on top: %2"), number(len(v.deck)),
                    card_name(top) if top >= 0 else translate(C, "nothing"))
        self.tip("deck:count", deck)
        if top >= 0:
            self.tip(f"card:{top}", deck)
        minimum = d.MIN_HOLDINGS[v.num_players]
        note = translate(C, "A stock scores its price for each share only for a player holding at least its "
                            "minimum")
        self.tip("prices:bg", note)
        self.tip("prices:title", note)
        self.tip("prices:note", note)
        for s in range(4):
            text = fill(translate(C, "%1: price %2 (from %3 to %4); shares needed to score: %5"),
                        stock_name(s), money(v.prices[s]), money(d.PRICE_LOW[s]), money(d.PRICE_HIGH[s]),
                        number(minimum[s]))
            self.tip(f"stock:{s}", text)
            self.tip(f"cube:{s}", text)
            for value in range(min(d.PRICE_LOW), max(d.PRICE_HIGH) + 1):
                inside = d.PRICE_LOW[s] <= value <= d.PRICE_HIGH[s]
                self.tip(f"space:{s}:{value}", fill(translate(C, "%1 at %2"), stock_name(s), money(value))
                         if inside else fill(translate(C, "%1 never goes there"), stock_name(s)))
            if v.options.tycoons and v.tycoon[s] < 0:
                self.tip(f"tycoon:{s}", fill(translate(C, "The tycoon card of %1 is used"), stock_name(s)))
        self.tip("piles:bg", translate(C, "The three discard piles: only the top card of each can be seen; the "
                                          "one with the most dynamite sets off its end event"))
        for p, pile in enumerate(v.piles):
            dynamite = sum(d.DYNAMITE[c] for c in pile if 0 <= c < len(d.DYNAMITE))
            text = fill(translate(C, "%1 (cards: %2, dynamite: %3); the pile with the most dynamite sets off "
                                     "its event: %4"), pile_name(p), number(len(pile)), number(dynamite),
                        translate("WallStreet", END_EVENTS[p]))
            self.tip(f"pile:count:{p}", text)
            if pile:
                self.tip(f"card:{pile[-1]}", fill(translate(C, "%1 (top of %2)"), card_name(pile[-1]),
                                                  pile_name(p)))
        decide = translate(C, "What is decided now")
        self.tip("decide:bg", decide)
        for n in range(3):
            self.tip(f"decide:line:{n}", decide)
        for card in (*v.pending, v.pile_card):
            if card >= 0:
                self.tip(f"card:{card}", fill(translate(C, "Being decided: %1"), card_name(card)))
        for s, offer in enumerate(v.offers):
            self.tip(f"offer:name:{s}", fill(translate(C, "The share %1 offers in the stock trade"),
                                             self.names[s]))
            self.tip(f"offer:{s}", fill(translate(C, "%1's offer, hidden until every offer is in"), self.names[s]))
            if offer >= 0:
                self.tip(f"card:{offer}", fill(translate(C, "%1 offers %2"), self.names[s], card_name(offer)))
        for seat in range(v.num_players):
            summary = fill(translate(C, "%1: cash %2, capital %3, loans %4, stock cards %5 (hidden), market "
                                        "cards %6"), self.names[seat], money(v.cash[seat]), number(v.capital[seat]),
                           number(v.loans[seat]), number(len(v.stocks[seat])), number(len(v.markets[seat])))
            for key in ("bg", "token", "name", "cash", "info", "extra"):
                self.tip(f"pl:{key}:{seat}", summary)
        viewer = v.viewer if v.viewer is not None else 0
        own = translate(C, "Your stock and market cards and your capital card: only you see them")
        for key in ("own:bg", "own:label", "own:capital", "own:none"):
            self.tip(key, own)
        for card in (*v.stocks[viewer], *v.markets[viewer]):
            self.tip(f"card:{card}", fill(translate(C, "Yours: %1"), card_name(card)))

    def _out_of_reach(self, v: WallStreetState) -> None:
        """On your buying turn, a circle card you cannot buy says why (the cash it needs)."""
        from desktop.engine.games.wall_street_1920.state import PH_MAIN

        me = v.viewer
        if me is None or v.phase != PH_MAIN or me not in v.to_move() or v.pawns[me] < 0:
            return
        size = len(v.circle)
        for pos, cards in enumerate(v.circle):
            steps = ((pos - v.pawns[me]) * v.direction) % size
            if not steps or not cards:
                continue
            _target, total, fees, need = v.buy_cost(me, steps)
            if need <= v.cash[me]:
                continue
            why = fill(translate(C, "Out of reach now: moving there and buying costs %1 (your capital %2 pays "
                                    "first) and needs %3 in cash; you have %4."), money(total + fees),
                       number(v.capital[me]), money(need), money(v.cash[me]))
            for card in cards:
                entry = self._items.get(f"card:{card}")
                if entry is not None and entry[1] not in self._targets:
                    entry[1].setToolTip(fill(translate(C, "%1 %2"), entry[1].toolTip(), why))

    def _title(self, v: WallStreetState) -> None:
        if v.is_over():
            text = translate(C, "The game is over")
        else:
            seat = v.to_move()[0] if v.to_move() else v.active
            text = fill(translate(C, "%1 · %2"), self.names[seat], self.game_ui.phase_text(v))
            if v.final_round:
                text = fill(translate(C, "%1 · last round"), text)
        self.put("title", text, lambda: text_item(text, 12, "#ffffff", True), QPointF(20, 6))

    def position_point(self, pos: int, size: int) -> QPointF:
        """The centre of circle place ``pos`` (place 0 at the top, clockwise)."""
        angle = -math.pi / 2 + 2 * math.pi * pos / size
        return QPointF(CENTRE.x() + RADIUS_X * math.cos(angle), CENTRE.y() + RADIUS_Y * math.sin(angle))

    def pawn_point(self, pos: int, seat: int, size: int, n: int) -> QPointF:
        """Where a seat's pawn stands by a circle place: outside the card, side by side."""
        angle = -math.pi / 2 + 2 * math.pi * pos / size
        out = QPointF(math.cos(angle), math.sin(angle))
        side = QPointF(-out.y(), out.x())
        base = self.position_point(pos, size)
        reach = 62.0 if abs(out.y()) > 0.6 else 48.0
        return base + out * reach + side * ((seat - (n - 1) / 2) * 15)

    def _circle(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        assert v.viewer is not None  # a view (show_view refuses a full state)
        d = data()
        size = len(v.circle)
        self.circle_size = size
        self.put("circle:bg", 1, lambda: self._ring_bg(), QPointF(14, 30))
        buys: dict[int, Action] = {}
        places: dict[int, list[Action]] = {}
        flip = next((a for a in legal if isinstance(a, R.Flip)), None)
        for a in legal:
            b: Any = a
            if isinstance(b, R.Buy) and v.pawns[v.viewer] >= 0:
                buys[(v.pawns[v.viewer] + v.direction * b.steps) % size] = a
            elif isinstance(b, (R.PlacePawn, R.PlaceOption)):
                places.setdefault(b.position, []).append(a)
        for pos, cards in enumerate(v.circle):
            centre = self.position_point(pos, size)
            self.pos_centre[pos] = centre
            for i, card in enumerate(cards):
                at = centre - QPointF(CARD_W / 2, CARD_H / 2) + QPointF(i * 12, i * 14)
                if card == d.TREND:
                    sig: Any = (card, v.direction, v.trend_pot)
                    item = self.put(f"card:{card}", sig, partial(card_face, card, direction=v.direction,
                                                                 pot=v.trend_pot), at, z=3)
                else:
                    item = self.put(f"card:{card}", card, partial(card_face, card), at, z=3 + i)
                choices = ([buys[pos]] if pos in buys else []) + places.get(pos, [])
                if card == d.TREND and not choices and flip is not None:
                    choices = [flip]  # the trend card itself flips it (as the Flip button does)
                if len(choices) == 1:
                    self.clickable(item, choices[0])
                elif choices:  # buy here or slide your call option under it
                    self.clickable_menu(item, self._menu(v, choices), card_name(card))
            label = number(pos + 1)
            self.put(f"posnum:{pos}", label, partial(text_item, label, 8, "#d8e6dd", True),
                     centre + QPointF(-CARD_W / 2 - 12, -CARD_H / 2 - 2), z=2)
            if pos in buys or pos in places:
                w = CARD_W + (12 if len(cards) > 1 else 0)
                hh = CARD_H + (14 if len(cards) > 1 else 0)
                self.hilite(QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, w, hh), f"pos:{pos}")
            if pos in buys:  # what the move and the buy cost in all (capital first, then cash)
                b = buys[pos]
                _target, total, _fees, _need = v.buy_cost(v.viewer, b.steps)
                tag = fill(translate(C, "Cost %1"), money(total))
                self.put(f"cost:{pos}", tag, partial(self._cost_tag, tag),
                         centre + QPointF(-CARD_W / 2 + 4, -CARD_H / 2 - 14), z=12)
            owner = v.option_at[pos] if v.options.call_options else -1
            if owner >= 0:
                self.put(f"option:{owner}", (owner, "opt"), partial(self._option_tab, owner),
                         centre + QPointF(-CARD_W / 2 - 8, CARD_H / 2 - 8), z=9)
        # pawns
        n = v.num_players
        for seat, pos in enumerate(v.pawns):
            if pos < 0:
                continue
            self.put(f"pawn:{seat}", seat, partial(self._pawn, seat), self.pawn_point(pos, seat, size, n),
                     z=20)
        # the face-up deck in the middle
        top = v.deck[-1] if v.deck else -2
        if top >= 0:
            self.put(f"card:{top}", top, lambda: card_face(top), self.deck_pos, z=3)
        count = translate(C, "Deck: %n cards", None, len(v.deck)).replace("%n", number(len(v.deck)))
        self.put("deck:count", count, lambda: text_item(count, 8, "#ffffff", True),
                 self.deck_pos + QPointF(-8, CARD_H + 4), z=2)
        clockwise = v.direction > 0
        arrow_sig = (clockwise,)
        arrow = self.put("trend:arrow", arrow_sig, lambda: self._ring_arrow(clockwise), CENTRE, z=1)
        arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # flipping is a button of the decision area

    def _cost_tag(self, text: str) -> QGraphicsItem:
        item = box(QRectF(0, 0, CARD_W - 8, 14), "#ffd23f", INK, 1, 4)
        centred_text(text, QRectF(0, 0, CARD_W - 8, 14), 7, INK, True, item)
        return item

    def _ring_bg(self) -> QGraphicsItem:
        item = box(QRectF(0, 0, 496, 548), "#2a5246", "#1b3a31", 1.5, 10)
        ring = QGraphicsPathItem(item)
        path = QPainterPath()
        path.addEllipse(CENTRE - QPointF(14, 30), RADIUS_X, RADIUS_Y)
        ring.setPath(path)
        ring.setPen(QPen(QColor("#4d7d6c"), 2, Qt.PenStyle.DashLine))
        return item

    def _ring_arrow(self, clockwise: bool) -> QGraphicsItem:
        item = _turn_arrow(210, clockwise)
        item.setPen(QPen(QColor(GREEN if clockwise else RED).lighter(130), 5))
        item.setOpacity(0.85)
        label = translate(C, "Trend: clockwise") if clockwise else translate(C, "Trend: counter-clockwise")
        text = text_item(label, 9, "#ffffff", True, item)
        text.setPos(-text.boundingRect().width() / 2, 72)
        return item

    def _pawn(self, seat: int) -> QGraphicsItem:
        item = token(seat, 20)
        item.setToolTip(self.names[seat])
        return item

    def _option_tab(self, owner: int) -> QGraphicsItem:
        item = box(QRectF(0, 0, 30, 14), "#ffffff", INK, 1, 3)
        mark = token(owner, 9)
        mark.setParentItem(item)
        mark.setPos(7, 7)
        centred_text(translate(C, "opt"), QRectF(12, 0, 18, 14), 6, INK, True, item)
        item.setToolTip(fill(translate(C, "Call option of %1 (+$2 to buy this card)"), self.names[owner]))
        return item

    def _prices(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        d = data()
        self.put("prices:bg", 1, lambda: box(QRectF(0, 0, 462, 206), PAPER), QPointF(RIGHT, 30))
        title = translate(C, "Stock prices")
        self.put("prices:title", title, lambda: text_item(title, 10, INK, True), QPointF(RIGHT + 8, 34), z=2)
        minimum = d.MIN_HOLDINGS[v.num_players]
        note = translate(C, "min = shares needed to score")
        self.put("prices:note", note, lambda: text_item(note, 7, "#555555"), QPointF(RIGHT + 200, 38), z=2)
        chooses = {a.stock: a for a in legal if isinstance(a, R.ChooseStock)}
        low_all, high_all = min(d.PRICE_LOW), max(d.PRICE_HIGH)
        step = 30.0
        for s in range(4):
            y = 56 + s * 44
            self.row_pos[s] = QPointF(RIGHT + 8, y)
            label = fill(translate(C, "%1 · min %2"), stock_name(s), number(minimum[s]))
            chip = self.put(f"stock:{s}", label, partial(self._stock_chip, s, label),
                            QPointF(RIGHT + 8, y), z=2)
            action = chooses.get(s)
            if action is not None:
                self.clickable(chip, action)
                self.hilite(QRectF(RIGHT + 8, y, 96, 34), f"stock:{s}")
            for value in range(low_all, high_all + 1):
                inside = d.PRICE_LOW[s] <= value <= d.PRICE_HIGH[s]
                limit = value in (d.PRICE_LOW[s], d.PRICE_HIGH[s])
                x = RIGHT + 110 + (value - low_all) * step
                self.put(f"space:{s}:{value}", (value, inside, limit), partial(self._space, value, inside, limit,
                                                                               step), QPointF(x, y), z=1)
            tyc = v.tycoon[s] if v.options.tycoons else -1
            if v.options.tycoons:
                sig = (tyc, v.sides[tyc] if tyc >= 0 else False)
                self.put(f"tycoon:{s}", sig, partial(self._tycoon, tyc, sig[1]),
                         QPointF(RIGHT + 110 + (high_all - low_all + 1) * step + 4, y), z=2)
            x = RIGHT + 110 + (v.prices[s] - low_all) * step + step / 2
            self.put(f"cube:{s}", s, partial(self._cube, s), QPointF(x, y + 22), z=5)

    def _stock_chip(self, s: int, label: str) -> QGraphicsItem:
        item = box(QRectF(0, 0, 96, 34), STOCK_COLOURS[s], INK, 1.2, 5)
        _symbol(s, 16, item, QPointF(13, 17))
        sym = item.childItems()[-1]
        assert isinstance(sym, QGraphicsPathItem)
        sym.setBrush(QBrush(QColor("#ffffff") if s != 1 else QColor(INK)))
        centred_text(label, QRectF(24, 0, 70, 34), 8, STOCK_TEXT[s], True, item)
        return item

    def _space(self, value: int, inside: bool, limit: bool, step: float) -> QGraphicsItem:
        if not inside:
            item = box(QRectF(1, 0, step - 2, 34), "#d8d3c6", "#b8b2a2", 0.8, 3)
            return item
        item = box(QRectF(1, 0, step - 2, 34), "#fff2b3" if limit else "#ffffff", INK if limit else "#9aa3b2",
                   1.8 if limit else 1, 3)
        centred_text(money(value), QRectF(2, 0, step - 4, 17), 9, INK, True, item)  # readable at 1024×700
        if limit:
            bar = QGraphicsRectItem(QRectF(3, 30, step - 6, 2), item)
            bar.setBrush(QBrush(INK))
        return item

    def _cube(self, s: int) -> QGraphicsItem:
        item = QGraphicsPathItem(shape_path(STOCK_SYMBOLS[s], 16))
        item.setBrush(QBrush(QColor(STOCK_COLOURS[s])))
        item.setPen(QPen(QColor("#ffd23f") if s == 3 else INK, 2))
        return item

    def _tycoon(self, tyc: int, penalty: bool) -> QGraphicsItem:
        item = box(QRectF(0, 0, 40, 34), "#f6dedb" if penalty else "#dff0e4", INK, 1, 4)
        if tyc < 0:
            centred_text(translate(C, "used"), QRectF(0, 0, 40, 34), 7, "#777777", False, item)
            return item
        centred_text("ABCD"[tyc], QRectF(0, 0, 40, 20), 10, INK, True, item)
        centred_text(translate(C, "penalty") if penalty else translate(C, "reward"), QRectF(1, 18, 38, 14), 6,
                     INK, False, item)
        effect = translate("WallStreet", TYCOON_PENALTIES[tyc] if penalty else TYCOON_REWARDS[tyc])
        item.setToolTip(fill(translate(C, "%1: %2"), tycoon_name(tyc), effect))
        return item

    def _piles(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        y = 244.0
        self.put("piles:bg", 1, lambda: box(QRectF(0, 0, 462, 168), PAPER), QPointF(RIGHT, y))
        targets: dict[int, Action] = {}
        for a in legal:
            if isinstance(a, (R.ToPile, R.TakeFromPile)):
                targets[a.pile] = a
        for p in range(3):
            x = RIGHT + 8 + p * 152
            self.pile_pos[p] = QPointF(x + 40, y + 70)
            title = translate("WallStreet", PILE_TITLES[p])
            event = translate(C, SHORT_EVENTS[p])
            spot = self.put(f"pile:spot:{p}", (title, event), partial(self._pile_spot, title, event, p), QPointF(x,
                                                                      y + 4), z=1)
            pile = v.piles[p]
            if pile:
                top = pile[-1]
                item = self.put(f"card:{top}", top, partial(card_face, top), QPointF(x + 8, y + 40), z=3)
                count = translate(C, "%n cards", None, len(pile)).replace("%n", number(len(pile)))
            else:
                item = spot
                count = translate(C, "empty")
            self.put(f"pile:count:{p}", count, partial(text_item, count, 7, INK),
                     QPointF(x + 80, y + 120), z=2)
            action = targets.get(p)
            if action is not None:
                self.clickable(spot, action)
                if pile:
                    self.clickable(item, action)
                self.hilite(QRectF(x, y + 4, 144, 158), f"pile:{p}")

    def _pile_spot(self, title: str, event: str, p: int) -> QGraphicsItem:
        item = box(QRectF(0, 0, 144, 158), "#e9e2d0", "#9a8f75", 1, 6)
        centred_text(title, QRectF(4, 2, 136, 16), 9, INK, True, item)
        frame = QGraphicsRectItem(QRectF(8, 36, CARD_W, CARD_H), item)
        frame.setPen(QPen(QColor("#9a8f75"), 1, Qt.PenStyle.DashLine))
        tag = box(QRectF(4, 18, 136, 15), "#ffffff", "#9a8f75", 0.8, 3, item)
        centred_text(event, QRectF(6, 18, 132, 15), 7, RED, True, tag.parentItem())
        item.setToolTip(fill(translate(C, "End event of %1: %2"), pile_name(p), translate("WallStreet",
                                                                                           END_EVENTS[p])))
        return item

    # -- what is decided now -----------------------------------------------------------------
    def _decision(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        from desktop.engine.games.wall_street_1920.state import (
            PH_EXPLODE,
            PH_MAIN,
            PH_OFFER,
            PH_PLACE,
            PH_POST,
            PH_TAKE,
            PH_TYC_REMOVE,
            PH_TYC_REPAY,
        )

        d = data()
        y = 418.0
        self.put("decide:bg", 1, lambda: box(QRectF(0, 0, 462, 160), PAPER), QPointF(RIGHT, y))
        lines: list[str] = []
        hand: list[int] = []
        if v.phase == PH_EXPLODE:
            lines.append(translate(C, "Put the explosion card on a discard pile."))
        if v.pending:
            hand = list(v.pending)
            lines.append(translate(C, "Keep or discard the %n cards you bought:", None, len(v.pending))
                         .replace("%n", number(len(v.pending))))
        elif v.pile_card >= 0:
            hand = [v.pile_card]
            lines.append(translate(C, "This card goes on a discard pile:"))
        if v.trade_card >= 0:
            lines.append(fill(translate(C, "Stock trade: %1 shown as %2"), card_name(v.trade_card),
                              stock_name(v.trade_stock)))
        if v.choose_delta:
            lines.append(fill(translate(C, "Choose the stock that moves %1."), signed(v.choose_delta)))
        if v.phase == PH_TYC_REPAY:
            lines.append(translate(C, "Tycoon card C: pay $3 to return a loan?"))
        if v.phase == PH_TYC_REMOVE and v.remove_queue:
            lines.append(fill(translate(C, "Tycoon card D: %1 removes a card."), self.names[v.remove_queue[0]]))
        if v.phase == PH_MAIN and v.viewer in v.to_move():
            lines.append(translate(C, "Click a marked circle card to move there and buy it,"))
            lines.append(translate(C, "or one of your shares to sell it onto your pawn's place."))
        if v.phase == PH_PLACE and v.viewer in v.to_move():
            lines.append(translate(C, "Click a circle card to put your pawn on it."))
        if v.phase == PH_POST and v.viewer in v.to_move():
            lines.append(translate(C, "End your turn (you may flip the trend card first)."))
        if not lines and v.is_over():
            lines.append(translate(C, "Final scores are in the table."))
        for n, line in enumerate(lines[:3]):
            self.put(f"decide:line:{n}", line, partial(text_item, line, 9, INK, True),
                     QPointF(RIGHT + 8, y + 4 + n * 16), z=2)
        top = y + 6 + 16 * min(len(lines), 3)
        x = RIGHT + 8
        deciding = any(isinstance(a, (R.Keep, R.ToPile)) for a in legal)
        for i, card in enumerate(hand):
            self.put(f"card:{card}", card, partial(card_face, card), QPointF(x, top), z=6)
            if i == 0 and deciding:  # the card the keep / pile choice is about
                self.hilite(QRectF(x, top, CARD_W, CARD_H), "hand")
            x += CARD_W + 6
        # a stock trade: the shown share, then each seat's offer
        if v.trade_card >= 0:
            who = self.names[v.active]
            self.put("trade:name", who, lambda: text_item(who, 7, INK, True), QPointF(x, top), z=2)
            self.put(f"card:{v.trade_card}", (v.trade_card, "mini"),
                     lambda: card_face(v.trade_card, MINI_W, MINI_H), QPointF(x, top + 14), z=6)
            x += MINI_W + 40
        if v.phase in (PH_OFFER, PH_TAKE):
            takes = {a.seat: a for a in legal if isinstance(a, R.TakeOffer)}
            for s, offer in enumerate(v.offers):
                if offer == -2:
                    continue
                ox = x
                x += MINI_W + 40
                label = self.names[s]
                self.put(f"offer:name:{s}", label, partial(text_item, label, 7, INK, True),
                         QPointF(ox, top), z=2)
                if offer >= 0:
                    item = self.put(f"card:{offer}", (offer, "mini"),
                                    partial(card_face, offer, MINI_W, MINI_H), QPointF(ox, top + 14), z=6)
                    action: Action | None = takes.get(s)
                    if action is not None:
                        self.clickable(item, action)
                        self.hilite(QRectF(ox, top + 14, MINI_W, MINI_H), f"offer:{s}")
                else:
                    state = translate(C, "sealed") if offer == -1 else translate(C, "choosing…")
                    self.put(f"offer:{s}", (offer, state), partial(self._sealed, state),
                             QPointF(ox, top + 14), z=6)
        # buttons
        names: dict[type[Action], str] = {
            R.Keep: translate(C, "Keep"), R.Flip: translate(C, "Flip trend ($1)"),
            R.RaiseCapital: translate(C, "Capital +1 ($2)"), R.TakeLoan: translate(C, "Take a loan"),
            R.EndTurn: translate(C, "End turn"),
        }
        buttons: list[tuple[str, Action]] = []
        for a in legal:
            if type(a) in names:
                buttons.append((names[type(a)], a))
            elif isinstance(a, R.Repay):
                buttons.append((translate(C, "Return a loan ($3)") if a.accept
                                else translate(C, "Keep loans"), a))
        bw = 104.0
        for n, (label, action) in enumerate(buttons[:8]):
            bx = RIGHT + 462 - 8 - (n % 4 + 1) * (bw + 6) + 6
            by = y + 160 - 8 - 26 - (n // 4) * 32
            item = self.put(f"btn:{n}", (label, action), partial(button, label, bw, 26, 8.5, pad=3), QPointF(bx,
                                                                 by), z=7)
            self.clickable(item, action)
        _ = d

    def _sealed(self, state: str) -> QGraphicsItem:
        item = card_face(-1, MINI_W, MINI_H)
        centred_text(state, QRectF(0, MINI_H - 14, MINI_W, 12), 6, "#ffd23f", True, item)
        return item

    # -- players --------------------------------------------------------------------------------
    def _players(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        n = v.num_players
        width = (972 - 8 * (n - 1)) / n
        y = 584.0
        gives = {a.seat: a for a in legal if isinstance(a, R.GiveTycoon)}
        for seat in range(n):
            x = 14 + seat * (width + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            self.player_pos[seat] = QPointF(x + width / 2, y + 20)
            panel = self.put(f"pl:bg:{seat}", (width, me, moving), partial(seat_panel, width, 62, me,
                                                                           moving), QPointF(x, y))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 16), QPointF(x + 14, y + 14), z=2)
            name = self.names[seat]
            if seat == v.start_player:
                name = fill(translate(C, "%1 (start player)"), name)
            self.put(f"pl:name:{seat}", (name, width), partial(fitted_text, name, 10, width - 100, True),
                     QPointF(x + 28, y + 5), z=2)
            cash = money(v.cash[seat])
            self.cash_pos[seat] = QPointF(x + width - 60, y + 4)
            self.put(f"pl:cash:{seat}", cash, partial(text_item, cash, 11, "#0b6e4f", True),
                     QPointF(x + width - 8 - 9 * len(cash), y + 4), z=2)
            info = fill(translate(C, "Capital %1 · Loans %2 · Stock cards %3 · Market cards %4"),
                        number(v.capital[seat]), number(v.loans[seat]), number(len(v.stocks[seat])),
                        number(len(v.markets[seat])))
            self.put(f"pl:info:{seat}", (info, width), partial(self._info, info, width - 16),
                     QPointF(x + 8, y + 26), z=2)
            extra = []
            if v.options.call_options:
                spot = v.option_pos[seat]
                extra.append(fill(translate(C, "Call option at place %1"), number(spot + 1)) if spot >= 0
                             else translate(C, "Call option in hand"))
            if v.tycoon_points[seat]:
                extra.append(fill(translate(C, "Tycoon %1 points"), signed(v.tycoon_points[seat])))
            if extra:
                text = translate("Lists", ", ").join(extra)
                self.put(f"pl:extra:{seat}", (text, width), partial(self._info, text, width - 16),
                         QPointF(x + 8, y + 44), z=2)
            action = gives.get(seat)
            if action is not None:
                self.clickable(panel, action)
                self.hilite(QRectF(x, y, width, 62), f"pl:{seat}")

    def _info(self, text: str, width: float) -> QGraphicsItem:
        item = QGraphicsRectItem(QRectF(0, 0, width, 16))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        centred_text(text, QRectF(0, 0, width, 16), 9, INK, False, item)  # shrunk to fit when longer
        return item

    def _own_cards(self, v: WallStreetState, legal: Sequence[Action]) -> None:
        """The viewer's own stock pile, market pile and capital card (hidden from the others)."""
        assert v.viewer is not None  # a view (show_view refuses a full state)
        seat = v.viewer
        y = 652.0
        self.put("own:bg", 1, lambda: box(QRectF(0, 0, 972, 82), "#fffaf0"), QPointF(14, y))
        per_card: dict[int, list[Action]] = {}
        for a in legal:
            if isinstance(a, (R.Sell, R.Offer, R.RemoveCard, R.ShowCard)):
                per_card.setdefault(a.card, []).append(a)
        cap = v.capital_card[seat]
        label = translate(C, "Your cards")
        self.put("own:label", label, lambda: text_item(label, 8, INK, True), QPointF(22, y + 4), z=2)
        if cap >= 0:
            hidden = data().CAPITAL_CARDS[cap]
            share = (fill(translate(C, "%1 ×2"), stock_name(hidden.stock)) if hidden.shares == 2
                     else stock_name(hidden.stock))
            pattern = (translate(C, "Capital card: hidden %1, %2 point") if hidden.points == 1
                       else translate(C, "Capital card: hidden %1, %2 points"))
            text = fill(pattern, share, number(hidden.points))
            self.put("own:capital", text, lambda: text_item(text, 8, "#444444"), QPointF(120, y + 4), z=2)
        cards = sorted(v.stocks[seat], key=lambda c: (data().CARDS[c].kind, data().CARDS[c].stock, c))
        cards += sorted(v.markets[seat])
        if not cards:
            none = translate(C, "none yet")
            self.put("own:none", none, lambda: text_item(none, 8, "#555555"), QPointF(22, y + 36), z=2)
            return
        spacing = min(MINI_W + 4, (972 - 16 - MINI_W) / max(len(cards) - 1, 1))
        for i, card in enumerate(cards):
            cx = 22 + i * spacing
            item = self.put(f"card:{card}", (card, "mini"), partial(card_face, card, MINI_W, MINI_H),
                            QPointF(cx, y + 22), z=4 + i * 0.01)
            actions = per_card.get(card, [])
            if len(actions) == 1:
                self.clickable(item, actions[0])
            elif actions:  # a starting share shown in a stock trade: as which type
                self.clickable_menu(item, self._menu(v, actions), card_name(card))
            if actions:
                self.hilite(QRectF(cx, y + 22, MINI_W, MINI_H), f"own:{card}")

    def _menu(self, v: WallStreetState, actions: list[Action]) -> list[tuple[str, Action]]:
        """The choices one card offers, each named as the move list names it (a small menu on the card)."""
        seat = v.viewer if v.viewer is not None else 0
        return [(self.game_ui.describe_action(v, seat, a, self.names), a) for a in actions]

    # -- animations ------------------------------------------------------------------------------
    def on_events(self, events: Sequence[Event], view: State) -> None:
        assert isinstance(view, WallStreetState)
        v = view
        before: Any = self.previous_view
        if before is not None:
            for seat in range(v.num_players):
                diff = v.cash[seat] - before.cash[seat]
                if diff and seat in self.cash_pos:
                    text = fill(translate(C, "+%1"), money(diff)) if diff > 0 else fill(translate(C, "−%1"),
                                                                                        money(-diff))
                    self.float_text(text, self.cash_pos[seat] + QPointF(0, 20), "#0b6e4f" if diff > 0 else "#a23b12")
        size = len(v.circle)
        for event in events:
            e = event
            if isinstance(e, R.Moved) and before is not None and 0 <= before.pawns[e.seat] < size:
                start = before.pawns[e.seat]
                points = [self.pawn_point((start + v.direction * k) % size, e.seat, size, v.num_players)
                          for k in range(1, e.steps)]
                self.route(f"pawn:{e.seat}", points)
            elif isinstance(e, R.CardKept) and e.seat != v.viewer:
                if e.seat in self.player_pos:
                    self.travel(partial(card_face, e.card, MINI_W, MINI_H),
                                QPointF(RIGHT + 8, 440), self.player_pos[e.seat])
            elif (isinstance(e, R.Sold) and e.seat != v.viewer and e.seat in self.player_pos
                  and e.position in self.pos_centre):
                self.travel(lambda: card_face(-1, MINI_W, MINI_H), self.player_pos[e.seat],
                            self.pos_centre[e.position])
            elif isinstance(e, R.TycoonTriggered) and 0 <= e.stock < 4:
                text = tycoon_name(e.tycoon)
                self.float_text(text, self.row_pos[e.stock] + QPointF(360, 0), "#ffd23f")
            elif isinstance(e, R.EndEvent) and 0 <= e.event < 3:
                text = translate("WallStreet", END_EVENTS[e.event])
                self.float_text(text, self.pile_pos[e.event] + QPointF(-40, -60), "#ffd23f")
