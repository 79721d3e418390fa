"""The Landlord board, drawn in code from our own shapes: forty places round
the edge (colour band, group letter, name, price), owners' markers,
houses and hotels, mortgages, the players' tokens (each its own shape and
colour) sliding from place to place, the dice, and what is being decided in
the middle (a lot for sale, an auction, a trade offer) with buttons.

Clicking a lot of yours offers what you may do with it (build, sell,
mortgage, lift) in a small menu; the buttons in the middle roll, buy, bid
(any legal amount in one small dialog) or trade (the two-sided trade screen,
also from each rival's panel).  Every place and lot chip shows its deed card
on hover (and a place on a click)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSceneMouseEvent, QToolTip

from desktop.app.boardinput import amount_choice
from desktop.app.games.landlord.deed import GROUP_COLOURS, GROUP_LETTERS, group_colour, place_tip
from desktop.app.games.landlord.words import card_text, data, item_name, square
from desktop.app.i18n import fill, money, number, translate
from desktop.app.scene import (
    INK,
    PAPER,
    BoardScene,
    box,
    button,
    centred_text,
    fitted_text,
    seat_panel,
    text_item,
    token,
    wrapped,
)
from desktop.engine import Action, Event, State
from desktop.engine.games.landlord import records as R
from desktop.engine.games.landlord.state import LandlordState

C = "LandlordBoard"
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
            if isinstance(sq, int) and isinstance(a, (R.Build, R.SellBuilding, R.Mortgage, R.LiftMortgage,
                                                      R.OfferLot)):  # OfferLot: a lot added to an offer begun
                by_square.setdefault(sq, []).append(a)
            elif isinstance(a, (R.Buy, R.Decline)) and 0 <= v.offer_sq < 40:
                by_square.setdefault(v.offer_sq, []).append(a)
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
        item.setToolTip(place_tip(v, i, self.names))
        if actions:
            seat = v.viewer if v.viewer is not None else 0
            options = [(self.game_ui.describe_action(v, seat, a, self.names), a) for a in actions]
            self.clickable_menu(item, options, item.toolTip())

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
        if owner >= 0:  # the owner's marker in the bottom corner, clear of the name and the tokens
            mark = token(owner, 10)
            mark.setParentItem(item)
            mark.setPos(inner.right() - 7, inner.bottom() - 7)
        if mortgaged:
            veil = QGraphicsRectItem(QRectF(0, 0, w, h), item)
            veil.setBrush(QBrush(QColor(90, 90, 90, 110), Qt.BrushStyle.BDiagPattern))
            veil.setPen(QPen(Qt.PenStyle.NoPen))
            centred_text(translate(C, "MORTGAGED"), QRectF(0, h / 2 - 6, w, 12), 5.5, "#8a1c1c", True, item)
        return item

    # -- tokens -------------------------------------------------------------------------
    def _tokens(self, v: LandlordState) -> None:
        for seat in range(v.num_players):
            if v.bankrupt[seat]:
                continue
            at = self.token_at(v.pos[seat], seat)
            vacation = v.pos[seat] == 10 and bool(v.vac[seat])
            item = self.put(f"token:{seat}", (seat, vacation), partial(self._token, seat, vacation), at, z=20 + seat)
            where = square(v.pos[seat])
            item.setToolTip(fill(translate(C, "%1 on Vacation at %2"), self.names[seat], where) if vacation
                            else fill(translate(C, "%1 is on %2"), self.names[seat], where))

    @staticmethod
    def token_at(sq: int, seat: int) -> QPointF:
        """Where ``seat``'s token stands on place ``sq``: between the name (at the top of the place) and the
        price (at its bottom), so a token never hides the place's name."""
        rect, side = cell_rect(sq)
        col, row = seat % 3, seat // 3
        bottom = rect.bottom() - (18 if side == "bottom" else 0)
        return QPointF(rect.center().x() + (col - 1) * 15, bottom - 22 - row * 13)

    def _token(self, seat: int, vacation: bool) -> QGraphicsItem:
        item = token(seat, 13)
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
            bank = self.put("stock", stock, lambda: text_item(stock, 10, INK), QPointF(cx, cy + 62))
            bank.setToolTip(translate(C, "Buildings the bank still has; when several players want the last ones "
                                         "they are auctioned."))
        # decks
        for k, deck in enumerate(("Windfall", "Town Fund")):
            label = translate("Landlord", deck)
            px = cx + 10 + k * 150
            pile = self.put(f"deck:{k}", label, partial(self._deck, label, k), QPointF(px, cy + 350), z=2)
            pile.setToolTip(fill(translate(C, "The %1 cards: landing on a %1 place draws the top one."), label))
        self._dice_items(QPointF(cx + cw - 120, cy + 50))
        # what is being decided
        panel = QRectF(0, 0, cw, 196)
        decide = self.put("decide:bg", 1, lambda: box(panel, PAPER, INK, 1.2, 8), QPointF(cx, cy + 120), z=2)
        decide.setToolTip(translate(C, "What is being decided now, and the buttons to answer"))
        lines = self._decision_lines(v)
        for n, line in enumerate(lines[:4]):
            self.put(f"decide:{n}", (line, n), partial(text_item, line, 10, INK, n == 0),
                     QPointF(cx + 12, cy + 128 + n * 20), z=3)
        buttons: list[tuple[str, Any]] = [(self._button_label(v, a), a) for a in legal if isinstance(a, (
            R.Roll, R.PayToLeave, R.UseCard, R.Buy, R.Decline, R.PassBid, R.AcceptTrade,
            R.RejectTrade, R.LiftNow, R.KeepMortgaged, R.SubmitTrade, R.CancelTrade))]
        bids = [a for a in legal if isinstance(a, R.Bid)]
        if bids:
            buttons.insert(0, (translate(C, "Bid…"), ("bid", bids)))
        trade = self._trade_starts(v, legal)
        if trade:
            label = translate(C, "See the offer…") if v.phase == 4 else translate(C, "Trade…")
            buttons.append((label, ("trade", trade)))
        buttons += [(self._button_label(v, a), a) for a in legal if isinstance(a, R.EndTurn)]
        bw = (cw - 24 - 8 * 3) / 4
        for n, (label, what) in enumerate(buttons[:8]):
            x = cx + 12 + (n % 4) * (bw + 8)
            y = cy + 128 + 20 * min(len(lines), 4) + 10 + (n // 4) * 34
            item = self.put(f"btn:{n}", (label, bw), partial(button, label, bw), QPointF(x, y), z=4)
            if isinstance(what, tuple) and what[0] == "bid":
                self._bid_target(item, v, what[1])
            elif isinstance(what, tuple):
                self.clickable_dialog(item, partial(self._trade_screen, None), what[1],
                                      translate(C, "Open the trade screen"))
            else:
                self.clickable(item, what)
        _ = d

    # -- compound choices -----------------------------------------------------------------------------
    @staticmethod
    def _trade_starts(v: LandlordState, legal: Sequence[Action]) -> list[Action]:
        """The trade steps the trade screen can start now (a new offer, the next part of one begun, an answer)."""
        kinds = (R.ProposeTrade, R.OfferLot, R.OfferCash, R.OfferCard, R.SubmitTrade, R.AcceptTrade,
                 R.RejectTrade)
        out: list[Action] = [a for a in legal if isinstance(a, kinds)]
        if v.phase == 4:  # an offer to you: Accept / Refuse (and a counter-offer when the engine has one)
            from desktop.app.games.landlord.dialogs import COUNTER_KINDS

            out += [a for a in legal if type(a).__name__ in COUNTER_KINDS]
        return out

    def _trade_screen(self, partner: int | None, parent: Any) -> Any:
        from desktop.app.games.landlord.dialogs import TradeScreen

        v = self.view_drawn
        assert isinstance(v, LandlordState) and v.viewer is not None
        return TradeScreen(v, v.viewer, self.legal_drawn, self.names, partner, parent)

    def _bid_target(self, item: QGraphicsItem, v: LandlordState, bids: list[Action]) -> None:
        from desktop.app.games.landlord.dialogs import AuctionDialog

        names = self.names
        high = v.auc_bid
        me = v.viewer if v.viewer is not None else 0

        def describe(value: int) -> str:
            left = fill(translate(C, "You keep %1 in cash."), money(v.cash[me] - value))
            if v.auc_leader >= 0:
                return fill(translate(C, "%1 leads with %2: you would lead by %3. %4"), names[v.auc_leader],
                            money(high), money(value - high), left)
            return fill(translate(C, "Nobody has bid yet: you would lead with %1. %2"), money(value), left)

        title = fill(translate(C, "Bid for %1"), item_name(v.auc_item))
        label = translate(C, "Your bid (a raise of 1, 10, 50 or 100 over the highest bid):")
        choice = amount_choice(title, label, [(a.amount, a) for a in bids if isinstance(a, R.Bid)],
                               quick=(1, 10, 50), prefix="$", describe=describe)
        self.clickable_dialog(item, lambda parent: AuctionDialog(choice, high, parent), bids, title)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a place that is not lit shows its deed card where it was clicked."""
        if event.button() == Qt.MouseButton.LeftButton and self.target_at(event.scenePos()) is None:
            for item in self.items(event.scenePos()):
                walk: QGraphicsItem | None = item
                while walk is not None and not walk.toolTip():
                    walk = walk.parentItem()
                if walk is not None:
                    QToolTip.showText(event.screenPos(), walk.toolTip())
                    event.accept()
                    return
        super().mousePressEvent(event)

    def _seat_tip(self, v: LandlordState, seat: int) -> str:
        name = self.names[seat]
        if v.bankrupt[seat]:
            return fill(translate(C, "%1 is bankrupt."), name)
        lots = sum(1 for sq in data().LOTS if v.owner[sq] == seat)
        return fill(translate(C, "%1: %2 in cash, %3 lots, net worth %4 (cash, lots at their price, half if "
                                 "mortgaged, and buildings at cost)"), name, money(v.cash[seat]), lots,
                    money(v.net_worth(seat)))

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
            die = self.put(f"die:{k}", value, partial(self._die, value), at + QPointF(k * 52, 0), z=5)
            die.setToolTip(fill(translate(C, "The last roll: %1 and %2"), self.dice[0], self.dice[1]))

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
        height = min(170.0, (BOARD - 8 * (n - 1)) / n)
        for seat in range(n):
            y = Y0 + seat * (height + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            bg = self.put(f"pl:bg:{seat}", (me, moving, height), partial(seat_panel, 246, height, me,
                                                                         moving), QPointF(SIDE_X, y))
            bg.setToolTip(self._seat_tip(v, seat))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(SIDE_X + 16, y + 16), z=2)
            name = self.names[seat]
            self.put(f"pl:name:{seat}", name, partial(fitted_text, name, 11, 58, True),
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
            # lots as small labelled chips (colour band, name), in board order; each shows its deed card
            owned = [sq for sq in d.LOTS if v.owner[sq] == seat]
            rows = max(1, int((height - 34 - (22 if height > 80 else 0)) // 17))
            fits = rows * 3
            shown = owned if len(owned) <= fits else owned[:fits - 1]
            for k, sq in enumerate(shown):
                sig = (sq, bool(v.mortgaged[sq]), v.level[sq], seat)
                chip = self.put(f"pl:lot:{seat}:{k}", sig, partial(self._lot_chip, sig),
                                QPointF(SIDE_X + 6 + (k % 3) * 79, y + 30 + (k // 3) * 17), z=2)
                chip.setToolTip(place_tip(v, sq, self.names))
            if len(shown) < len(owned):
                more = fill(translate(C, "+%1 more"), len(owned) - len(shown))
                rest = translate("Lists", ", ").join(square(sq) for sq in owned[len(shown):])
                k = len(shown)
                chip = self.put(f"pl:lot:{seat}:{k}", (more, rest), partial(text_item, more, 8, INK, True),
                                QPointF(SIDE_X + 10 + (k % 3) * 79, y + 31 + (k // 3) * 17), z=2)
                chip.setToolTip(rest)
            trade = [a for a in self.legal_drawn if isinstance(a, R.ProposeTrade) and a.partner == seat]
            if trade:
                label = translate(C, "Trade…")
                chip = self.put(f"pl:trade:{seat}", label, partial(button, label, 58, 20, 8),
                                QPointF(SIDE_X + 92, y + 5), z=3)
                self.clickable_dialog(chip, partial(self._trade_screen, seat), trade,
                                      fill(translate(C, "Propose a trade to %1"), self.names[seat]))
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

    def _lot_chip(self, sig: tuple[int, bool, int, int]) -> QGraphicsItem:
        sq, mortgaged, level, _seat = sig
        item = box(QRectF(0, 0, 76, 15), "#fbf8ef", INK, 0.8, 2)
        band = QGraphicsRectItem(QRectF(0, 0, 6, 15), item)
        band.setBrush(QBrush(QColor(group_colour(sq))))
        band.setPen(QPen(INK, 0.8))
        name = square(sq)
        if level:
            name = f"{'H' if level == 5 else number(level)} {name}"
        if mortgaged:  # hatched paper under a red name: still readable
            item.setBrush(QBrush(QColor("#e9dcdc")))
            veil = QGraphicsRectItem(QRectF(0, 0, 76, 15), item)
            veil.setBrush(QBrush(QColor(138, 28, 28, 60), Qt.BrushStyle.BDiagPattern))
            veil.setPen(QPen(Qt.PenStyle.NoPen))
        centred_text(name, QRectF(7, 0, 68, 15), 7, "#8a1c1c" if mortgaged else INK, level > 0 or mortgaged, item)
        return item

    # -- animations ----------------------------------------------------------------------------
    def _go_round(self, seat: int, start: int, end: int) -> None:
        """A token moving forward passes the corners on its way; a long jump
        (sent on Vacation, a card moving it back) goes straight."""
        steps = (end - start) % 40
        if steps == 0 or steps > 12:
            return
        corners = [sq for sq in (0, 10, 20, 30) if 0 < (sq - start) % 40 < steps]
        points = [self.token_at(sq, seat) for sq in corners]
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
