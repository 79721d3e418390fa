"""The Landlord board, drawn in code from our own shapes: forty places round
the edge (colour band, group letter, name, price), owners' markers,
houses and hotels, mortgages, the players' tokens (each its own shape and
colour) sliding from place to place, the dice, and what is being decided in
the middle (a lot for sale, an auction, a trade offer) with buttons.

Clicking a lot of yours offers what you may do with it (build, sell,
mortgage, lift); the buttons in the middle roll, buy, bid or answer."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QMenu

from desktop.app.games.landlord.words import card_text, data, item_name, square
from desktop.app.i18n import fill, money, number, translate
from desktop.app.scene import INK, PAPER, BoardScene, box, button, centred_text, seat_panel, text_item, token, wrapped
from desktop.engine import Action, Event, State
from desktop.engine.games.landlord import records as R
from desktop.engine.games.landlord.state import LandlordState

C = "LandlordBoard"
#: street group colours (light to dark, each also with a letter A–H)
GROUP_COLOURS = ("#8B5A2B", "#9FD3F0", "#CC79A7", "#E69F00", "#D55E00", "#F0E442", "#009E73", "#0B3D91")
GROUP_LETTERS = "ABCDEFGH"
BOARD = 720.0
CORNER = 92.0
CELL = (BOARD - 2 * CORNER) / 9
X0, Y0 = 10.0, 10.0
SIDE_X = 742.0


def cell_rect(i: int) -> tuple[QRectF, str]:
    """The rectangle of place ``i`` and the side its colour band faces ("top"…)."""
    far = X0 + BOARD - CORNER
    low = Y0 + BOARD - CORNER
    if i == 0:
        return QRectF(far, low, CORNER, CORNER), "corner"
    if i < 10:
        return QRectF(far - i * CELL, low, CELL, CORNER), "top"
    if i == 10:
        return QRectF(X0, low, CORNER, CORNER), "corner"
    if i < 20:
        return QRectF(X0, low - (i - 10) * CELL, CORNER, CELL), "right"
    if i == 20:
        return QRectF(X0, Y0, CORNER, CORNER), "corner"
    if i < 30:
        return QRectF(X0 + CORNER + (i - 21) * CELL, Y0, CELL, CORNER), "bottom"
    if i == 30:
        return QRectF(far, Y0, CORNER, CORNER), "corner"
    return QRectF(far, Y0 + CORNER + (i - 31) * CELL, CORNER, CELL), "left"


def band_rect(rect: QRectF, side: str, depth: float = 18) -> QRectF:
    w, h = rect.width(), rect.height()
    if side == "top":
        return QRectF(0, 0, w, depth)
    if side == "bottom":
        return QRectF(0, h - depth, w, depth)
    if side == "right":
        return QRectF(w - depth, 0, depth, h)
    return QRectF(0, 0, depth, h)


def house(parent: QGraphicsItem, x: float, y: float, hotel: bool = False) -> None:
    path = QPainterPath()
    w = 16 if hotel else 9
    path.moveTo(0, 4)
    path.lineTo(w / 2, 0)
    path.lineTo(w, 4)
    path.lineTo(w, 11)
    path.lineTo(0, 11)
    path.closeSubpath()
    item = QGraphicsPathItem(path, parent)
    item.setBrush(QBrush(QColor("#b3261e" if hotel else "#1b7f3b")))
    item.setPen(QPen(QColor("#ffffff"), 1))
    item.setPos(x, y)
    if hotel:
        centred_text("H", QRectF(0, 3, w, 8), 5, "#ffffff", True, item)


class LandlordScene(BoardScene):
    WIDTH = 1000.0
    HEIGHT = 740.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: Any = None) -> None:
        super().__init__(game_ui, names, parent)
        self.dice: tuple[int, int] | None = None
        self.cash_pos: dict[int, QPointF] = {}

    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, LandlordState)
        v = view
        self.put("board", 1, lambda: box(QRectF(0, 0, BOARD, BOARD), "#cfe6d4", INK, 2, 4), QPointF(X0, Y0))
        by_square: dict[int, list[Action]] = {}
        for a in legal:
            sq = getattr(a, "square", None)
            if isinstance(sq, int) and isinstance(a, (R.Build, R.SellBuilding, R.Mortgage, R.LiftMortgage)):
                by_square.setdefault(sq, []).append(a)
        for i in range(40):
            self._place(v, i, by_square.get(i, []))
        self._tokens(v)
        self._centre(v, legal)
        self._players(v)

    # -- places -----------------------------------------------------------------
    def _place(self, v: LandlordState, i: int, actions: list[Action]) -> None:
        d = data()
        rect, side = cell_rect(i)
        owner = v.owner[i] if d.OWNABLE[i] else -1
        sig = (i, owner, v.level[i], bool(v.mortgaged[i]))
        item = self.put(f"sq:{i}", sig, lambda: self._cell(i, rect, side, owner, v.level[i], bool(v.mortgaged[i])),
                        rect.topLeft(), z=1)
        if actions:
            self.clickable_call(item, partial(self._menu, list(actions)))
            self.hilite(rect, f"sq:{i}")

    def _cell(self, i: int, rect: QRectF, side: str, owner: int, level: int, mortgaged: bool) -> QGraphicsItem:
        d = data()
        w, h = rect.width(), rect.height()
        item = box(QRectF(0, 0, w, h), "#fbf8ef", INK, 1, 0)
        kind = d.KIND[i]
        inner = QRectF(0, 0, w, h)
        if kind == d.STREET:
            band = band_rect(rect, side)
            g = d.GROUP[i]
            b = QGraphicsRectItem(band, item)
            b.setBrush(QBrush(QColor(GROUP_COLOURS[g])))
            b.setPen(QPen(INK, 1))
            light = g in (1, 5)
            centred_text(GROUP_LETTERS[g], QRectF(band.x(), band.y(), min(band.width(), 18), min(band.height(), 18)),
                         7, INK if light else "#ffffff", True, item)
            if level:
                if level == 5:
                    house(item, band.x() + band.width() / 2 - 8, band.y() + band.height() / 2 - 6, hotel=True)
                else:
                    for k in range(level):
                        if band.width() > band.height():
                            house(item, band.x() + 18 + k * 10, band.y() + 3)
                        else:
                            house(item, band.x() + 4, band.y() + 18 + k * 12)
            if side == "top":
                inner = QRectF(0, 18, w, h - 18)
            elif side == "bottom":
                inner = QRectF(0, 0, w, h - 18)
            elif side == "right":
                inner = QRectF(0, 0, w - 18, h)
            else:
                inner = QRectF(18, 0, w - 18, h)
        name = square(i)
        size = 6.5 if side != "corner" else 8
        wrapped(name, inner.width() - 2, size, item, inner.y() + 1, bold=side == "corner", x=inner.x() + 1)
        if d.OWNABLE[i]:
            price = money(d.PRICE[i])
            centred_text(price, QRectF(inner.x(), inner.bottom() - 13, inner.width(), 12), 6.5, "#333333", False, item)
        elif kind == d.TAX:
            centred_text(fill(translate(C, "pay %1"), money(d.TAX_AMOUNT[i])),
                         QRectF(inner.x(), inner.bottom() - 13, inner.width(), 12), 6.5, "#333333", False, item)
        elif kind == d.CARD:
            centred_text("?", QRectF(inner.x(), inner.center().y() - 4, inner.width(), 22), 14, "#7a5c00", True, item)
        if owner >= 0:
            mark = token(owner, 11)
            mark.setParentItem(item)
            mark.setPos(inner.right() - 8, inner.bottom() - 20)
        if mortgaged:
            veil = QGraphicsRectItem(QRectF(0, 0, w, h), item)
            veil.setBrush(QBrush(QColor(90, 90, 90, 110), Qt.BrushStyle.BDiagPattern))
            veil.setPen(QPen(Qt.PenStyle.NoPen))
            centred_text(translate(C, "MORTGAGED"), QRectF(0, h / 2 - 6, w, 12), 5.5, "#8a1c1c", True, item)
        return item

    def _menu(self, actions: list[Action]) -> None:
        if len(actions) == 1:
            self.actionChosen.emit(actions[0])
            return
        menu = QMenu()
        view = self.view_drawn
        for action in actions:
            text = self.game_ui.describe_action(view, view.viewer if view is not None else 0, action, self.names)
            menu.addAction(text, partial(self.actionChosen.emit, action))
        menu.exec(QCursor.pos())

    # -- tokens -------------------------------------------------------------------------
    def _tokens(self, v: LandlordState) -> None:
        for seat in range(v.num_players):
            if v.bankrupt[seat]:
                continue
            rect, _side = cell_rect(v.pos[seat])
            dx = (seat % 3 - 1) * 15
            dy = (seat // 3) * 15 - 4
            vacation = v.pos[seat] == 10 and bool(v.vac[seat])
            self.put(f"token:{seat}", (seat, vacation),
                     partial(self._token, seat, vacation),
                     QPointF(rect.center().x() + dx, rect.center().y() + dy), z=20 + seat)

    def _token(self, seat: int, vacation: bool) -> QGraphicsItem:
        item = token(seat, 20)
        if vacation:
            ring = QGraphicsPathItem(item.path(), item)
            ring.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DotLine))
        return item

    # -- the middle -------------------------------------------------------------------------
    def _centre(self, v: LandlordState, legal: Sequence[Action]) -> None:
        d = data()
        cx, cy, cw = X0 + CORNER + 20, Y0 + CORNER + 16, BOARD - 2 * CORNER - 40
        title = translate(C, "LANDLORD")
        self.put("title", title, lambda: text_item(title, 26, "#1d4d33", True), QPointF(cx + cw / 2 - 90, cy))
        round_text = fill(translate(C, "Round %1"), max(1, v.round))
        self.put("round", round_text, lambda: text_item(round_text, 10, INK), QPointF(cx, cy + 44))
        stock = fill(translate(C, "Bank: %1 houses, %2 hotels"), v.houses_left, v.hotels_left)
        if v.options.building_shortage:
            self.put("stock", stock, lambda: text_item(stock, 10, INK), QPointF(cx, cy + 62))
        # decks
        for k, deck in enumerate(("Windfall", "Town Fund")):
            label = translate("Landlord", deck)
            px = cx + 10 + k * 150
            self.put(f"deck:{k}", label, partial(self._deck, label, k), QPointF(px, cy + 350), z=2)
        self._dice_items(QPointF(cx + cw - 120, cy + 50))
        # what is being decided
        panel = QRectF(0, 0, cw, 196)
        self.put("decide:bg", 1, lambda: box(panel, PAPER, INK, 1.2, 8), QPointF(cx, cy + 120), z=2)
        lines = self._decision_lines(v)
        for n, line in enumerate(lines[:4]):
            self.put(f"decide:{n}", (line, n), partial(text_item, line, 10, INK, n == 0),
                     QPointF(cx + 12, cy + 128 + n * 20), z=3)
        buttons = [a for a in legal if isinstance(a, (
            R.Roll, R.EndTurn, R.PayToLeave, R.UseCard, R.Buy, R.Decline, R.Bid, R.PassBid, R.AcceptTrade,
            R.RejectTrade, R.CounterTrade, R.LiftNow, R.KeepMortgaged, R.SubmitTrade, R.CancelTrade))]
        bw = (cw - 24 - 8 * 3) / 4
        for n, action in enumerate(buttons[:8]):
            label = self._button_label(v, action)
            x = cx + 12 + (n % 4) * (bw + 8)
            y = cy + 128 + 20 * min(len(lines), 4) + 10 + (n // 4) * 34
            item = self.put(f"btn:{n}", (label, bw), partial(button, label, bw), QPointF(x, y), z=4)
            self.clickable(item, action)
        _ = d

    def _decision_lines(self, v: LandlordState) -> list[str]:
        d = data()
        phase = v.phase
        names = self.names
        mover = v.to_move()[0] if v.to_move() else -1
        if phase == 8:
            return [translate(C, "The game is over.")]
        lines = []
        if phase == 1:
            sq = v.offer_sq
            lines.append(fill(translate(C, "For sale: %1"), square(sq)))
            lines.append(fill(translate(C, "Price %1 · rent from %2"), money(d.PRICE[sq]),
                              money(d.RENTS[sq][0]) if d.RENTS[sq] else "—"))
        elif phase == 2:
            lines.append(fill(translate(C, "Auction: %1"), item_name(v.auc_item)))
            if v.auc_leader >= 0:
                lines.append(fill(translate(C, "Highest bid %1 by %2"), money(v.auc_bid), names[v.auc_leader]))
            else:
                lines.append(translate(C, "No bid yet"))
            still = translate("Lists", ", ").join(names[s] for s in v.auc_in)
            lines.append(fill(translate(C, "Still bidding: %1"), still))
        elif phase in (3, 4):
            give = list(v.tr_give)
            take = list(v.tr_take)
            cards_g = [d.CARD_IDS[c] for c in v.tr_gcards]
            cards_t = [d.CARD_IDS[c] for c in v.tr_tcards]
            proposer = v.trade.proposer  # a counter-offer's (or a debtor's) is not the player on turn
            lines.append(fill(translate(C, "Trade: %1 and %2"), names[proposer], names[v.tr_partner]))
            lines.append(self.game_ui.offer_text(give, take, v.tr_cash, cards_g, cards_t, names[proposer],
                                                 names[v.tr_partner]))
        elif phase == 5:
            lines.append(fill(translate(C, "%1 must raise %2"), names[v.debt_seat], money(v.debt_amount)))
        elif phase == 6:
            lines.append(fill(translate(C, "%1 received %2, mortgaged"), names[v.take_seat], square(v.take_sq)))
        elif phase == 7:
            lines.append(fill(translate(C, "%1 places the building won at auction"), names[v.place_seat]))
        if mover >= 0 and not lines:
            lines.append(fill(translate(C, "%1's turn"), names[mover]))
        elif mover >= 0:
            lines.append(fill(translate(C, "Waiting for %1"), names[mover]))
        return lines

    def _button_label(self, v: LandlordState, action: Action) -> str:
        kind = type(action).__name__
        a = action
        if isinstance(a, R.Bid):
            return fill(translate(C, "Bid %1"), money(a.amount))
        short = {
            "Roll": translate(C, "Roll"), "EndTurn": translate(C, "End turn"),
            "PayToLeave": translate(C, "Pay to leave"), "UseCard": translate(C, "Use card"),
            "Buy": translate(C, "Buy"), "Decline": translate(C, "Don't buy"), "PassBid": translate(C, "Pass"),
            "AcceptTrade": translate(C, "Accept"), "RejectTrade": translate(C, "Refuse"),
            "CounterTrade": translate(C, "Counter-offer"),
            "LiftNow": translate(C, "Lift now"), "KeepMortgaged": translate(C, "Keep mortgaged"),
            "SubmitTrade": translate(C, "Send offer"), "CancelTrade": translate(C, "Cancel offer"),
        }
        return short.get(kind, kind)

    def _deck(self, label: str, k: int) -> QGraphicsItem:
        item = box(QRectF(0, 0, 130, 70), "#f4d35e" if k == 0 else "#9ad1d4", INK, 1.5, 6)
        item.setRotation(-6 if k == 0 else 6)
        centred_text(label, QRectF(0, 0, 130, 70), 11, INK, True, item)
        return item

    def _dice_items(self, at: QPointF) -> None:
        if self.dice is None:
            return
        for k, value in enumerate(self.dice):
            self.put(f"die:{k}", value, partial(self._die, value), at + QPointF(k * 52, 0), z=5)

    def _die(self, value: int) -> QGraphicsItem:
        item = box(QRectF(0, 0, 44, 44), "#ffffff", INK, 1.5, 8)
        spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (0, 2), (2, 0), (2, 2)],
                 5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)], 6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}
        for cx, cy in spots.get(value, []):
            dot = QGraphicsPathItem(item)
            path = QPainterPath()
            path.addEllipse(QPointF(10 + cx * 12, 10 + cy * 12), 4, 4)
            dot.setPath(path)
            dot.setBrush(QBrush(INK))
            dot.setPen(QPen(Qt.PenStyle.NoPen))
        return item

    # -- players ---------------------------------------------------------------------------
    def _players(self, v: LandlordState) -> None:
        d = data()
        n = v.num_players
        height = min(120.0, (BOARD - 8 * (n - 1)) / n)
        for seat in range(n):
            y = Y0 + seat * (height + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            self.put(f"pl:bg:{seat}", (me, moving, height), partial(seat_panel, 246, height, me,
                                                                    moving), QPointF(SIDE_X, y))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(SIDE_X + 16, y + 16), z=2)
            name = self.names[seat]
            self.put(f"pl:name:{seat}", name, partial(text_item, name, 11, INK, True),
                     QPointF(SIDE_X + 30, y + 6), z=2)
            if v.bankrupt[seat]:
                text = translate(C, "bankrupt")
                self.put(f"pl:cash:{seat}", text, partial(text_item, text, 11, "#8a1c1c", True),
                         QPointF(SIDE_X + 150, y + 6), z=2)
                continue
            cash = money(v.cash[seat])
            self.cash_pos[seat] = QPointF(SIDE_X + 150, y + 6)
            self.put(f"pl:cash:{seat}", cash, partial(text_item, cash, 12, "#0b6e4f", True),
                     QPointF(SIDE_X + 160, y + 6), z=2)
            # lots as small chips by group, in board order
            owned = [sq for sq in d.LOTS if v.owner[sq] == seat]
            for k, sq in enumerate(owned[:28]):
                g = d.GROUP[sq]
                colour = GROUP_COLOURS[g] if g < 8 else ("#666666" if g == 8 else "#ffffff")
                sig = (sq, bool(v.mortgaged[sq]), v.level[sq])
                self.put(f"pl:lot:{seat}:{k}", sig, partial(self._lot_chip, colour, sig),
                         QPointF(SIDE_X + 8 + (k % 14) * 17, y + 34 + (k // 14) * 20), z=2)
            extras = []
            if v.held[seat]:
                extras.append(fill(translate(C, "keep-out cards: %1"), len(v.held[seat])))
            if v.vac[seat]:
                extras.append(translate(C, "on Vacation"))
            extras.append(fill(translate(C, "worth %1"), money(v.net_worth(seat))))
            text = translate("Lists", ", ").join(extras)
            if height > 80:
                self.put(f"pl:extra:{seat}", text, partial(text_item, text, 8, "#444444"),
                         QPointF(SIDE_X + 8, y + height - 20), z=2)

    def _lot_chip(self, colour: str, sig: tuple[int, bool, int]) -> QGraphicsItem:
        sq, mortgaged, level = sig
        d = data()
        item = box(QRectF(0, 0, 15, 18), colour, INK, 1, 2)
        if mortgaged:
            veil = QGraphicsRectItem(QRectF(0, 0, 15, 18), item)
            veil.setBrush(QBrush(QColor(60, 60, 60, 160), Qt.BrushStyle.BDiagPattern))
        if level:
            centred_text("H" if level == 5 else number(level), QRectF(0, 0, 15, 18), 7,
                         INK if d.GROUP[sq] in (1, 5) else "#ffffff", True, item)
        item.setToolTip(square(sq))
        return item

    # -- animations ----------------------------------------------------------------------------
    def _go_round(self, seat: int, start: int, end: int) -> None:
        """A token moving forward passes the corners on its way; a long jump
        (sent on Vacation, a card moving it back) goes straight."""
        steps = (end - start) % 40
        if steps == 0 or steps > 12:
            return
        corners = [sq for sq in (0, 10, 20, 30) if 0 < (sq - start) % 40 < steps]
        dx = (seat % 3 - 1) * 15
        dy = (seat // 3) * 15 - 4
        points = [cell_rect(sq)[0].center() + QPointF(dx, dy) for sq in corners]
        if points:
            self.route(f"token:{seat}", points)

    def on_events(self, events: Sequence[Event], view: State) -> None:
        assert isinstance(view, LandlordState)
        v = view
        before: Any = self.previous_view
        for event in events:
            e = event
            if isinstance(e, R.DiceRolled):
                self.dice = (e.die1, e.die2)
                cx, cy, cw = X0 + CORNER + 20, Y0 + CORNER + 16, BOARD - 2 * CORNER - 40
                self._dice_items(QPointF(cx + cw - 120, cy + 50))
            elif isinstance(e, R.Moved) and e.from_square != e.to_square:
                self._go_round(e.seat, e.from_square, e.to_square)
            elif isinstance(e, R.CardDrawn):
                text = card_text(e.card)
                self.float_text(text, QPointF(X0 + CORNER + 40, Y0 + CORNER + 420), "#1d2430")
        if before is not None:
            for seat in range(v.num_players):
                diff = v.cash[seat] - before.cash[seat]
                if diff and seat in self.cash_pos:
                    text = fill(translate(C, "+%1"), money(diff)) if diff > 0 else fill(translate(C, "−%1"),
                                                                                        money(-diff))
                    self.float_text(text, self.cash_pos[seat] + QPointF(0, 20),
                                    "#0b6e4f" if diff > 0 else "#a23b12")
