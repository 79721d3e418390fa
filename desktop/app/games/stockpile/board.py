"""The Stockpile board, drawn in code from our own shapes: six price tracks
with sliding markers, the forecast pairs, the stockpiles with their bid
tracks, and each player's holdings.  Every company has a colour from a
colour-blind-safe palette, its own symbol and a short label.

The board is the controller (issue 28): a stockpile opens one small bid
dialog (the legal amounts, quick raises, who leads and by how much) and each
free bid space is a one-click bid; a card of your hand, then Place face up /
face down on a stockpile; a company's label plays a Boom / Bust (a menu when
several fit); a share of yours sells (a count box with what you receive);
Claim dividend opens a count box; Done selling / End actions / No ability are
buttons on the board; investors, Martha's pairs, Warren's and Mark's
stockpiles are clicked where they lie.  Every component has a tooltip saying
what it is, its numbers now and who holds it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from desktop.app.boardinput import AmountChoice, amount_choice
from desktop.app.games.stockpile.words import (
    BOOM,
    BUST,
    HIDDEN,
    card_name,
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
from desktop.engine.games.stockpile.phases import DEBORAH
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


def my_face_down_card(card: int) -> QGraphicsItem:
    """A card you put face down: a card back (the others see only that) with
    its face small inside, for your eyes only."""
    rect = QRectF(0, 0, CARD_W, CARD_H)
    item = box(rect, "#33415c", "#c9d2e3", 1.4, 4)
    inner = QGraphicsRectItem(QRectF(3, 3, CARD_W - 6, CARD_H - 6), item)
    inner.setPen(QPen(QColor("#c9d2e3"), 1, Qt.PenStyle.DotLine))
    face = market_card(card)
    face.setParentItem(item)
    face.setScale(0.62)
    face.setPos((CARD_W - CARD_W * 0.62) / 2, 4)
    centred_text(translate(C, "yours"), QRectF(0, CARD_H - 17, CARD_W, 14), 7, "#ffffff", True, item)
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
        #: Maverick Mark: the card (stockpile, position) picked to move
        self.mark_pick: tuple[int, int] | None = None
        self.cash_pos: dict[int, QPointF] = {}
        self.lot_pos: dict[int, QPointF] = {}
        self.player_pos: dict[int, QPointF] = {}

    def clear_pick(self) -> None:
        self.selected_card = None
        self.mark_pick = None

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _describe(self, v: StockpileState, action: Action) -> str:
        return str(self.game_ui.describe_action(v, v.viewer or 0, action, self.names))

    # -- layout -------------------------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        assert isinstance(view, StockpileState)
        v = view
        self._title(v, legal)
        self._tracks(v, legal)
        self._pairs(v, legal)
        self._lots(v, legal)
        self._players(v, legal)

    def _title(self, v: StockpileState, legal: Sequence[Action]) -> None:
        text = fill(translate(C, "Round %1 of %2 · %3"), max(v.round, 1), v.rounds, self.game_ui.phase_text(v))
        title = self.put("title", text, lambda: text_item(text, 12, "#ffffff", True), QPointF(20, 6))
        title.setToolTip(translate(C, "The round and the phase being played"))
        x = 986.0
        skip = (translate(C, "Name no company") if v.phase == DEBORAH else translate(C, "No ability"))
        for kind, label in ((A.DoneSelling, translate(C, "Done selling")), (A.EndActions, translate(C, "End actions")),
                            (A.SkipAbility, skip)):
            action = next((a for a in legal if isinstance(a, kind)), None)
            if action is None:
                continue
            x -= 128
            item = self.put(f"btn:{kind.__name__}", label, partial(button, label, 120, 22, 10, line=1.3, radius=5),
                            QPointF(x, 4), z=4)
            self.clickable(item, action)
        claims = [a for a in legal if isinstance(a, A.ClaimDividend)]
        if claims and v.claims:
            x -= 158
            label = translate(C, "Claim dividend…")
            item = self.put("btn:claim", label, partial(button, label, 150, 22, 10, line=1.3, radius=5),
                            QPointF(x, 4), z=4)
            choice = self._claim_choice(v, claims)
            self.clickable_amount(item, choice, choice.label)

    def _claim_choice(self, v: StockpileState, claims: Sequence[Action]) -> AmountChoice:
        comp, rate = v.claims[0][0], v.claims[0][1]

        def describe(n: int) -> str:
            if n == 0:
                return translate(C, "You claim nothing and your shares stay hidden.")
            return fill(translate(C, "You show %n shares of %1 to everybody and receive %2.", None, n)
                        .replace("%n", number(n)), company(comp), k(n * rate))

        values = [(a.shares, a) for a in claims if isinstance(a, A.ClaimDividend)]
        return amount_choice(translate(C, "Claim a dividend"),
                             fill(translate(C, "%1 pays %2 a share. For how many of your shares do you claim it? "
                                               "Each share claimed is shown to everybody."), company(comp), k(rate)),
                             values, describe=describe, start=max(n for n, _a in values))

    def _tracks(self, v: StockpileState, legal: Sequence[Action]) -> None:
        rect = QRectF(0, 0, 590, 266)
        bg = self.put("tracks:bg", 1, lambda: box(rect, PAPER), QPointF(14, 30))
        bg.setToolTip(translate(C, "The price tracks: each company's marker shows its share price"))
        plays: dict[int, list[Action]] = {}
        for a in legal:
            if isinstance(a, (A.PlayAction, A.UseCramer, A.NameCompany)):
                plays.setdefault(a.company, []).append(a)
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
                space = self.put(f"space:{c}:{i}", (value, special, step),
                                 partial(self._space, value, special, step),
                                 QPointF(142 + i * step, y), z=1)
                tip = fill(translate(C, "%1 track: a share is worth %2 on this space"), company(c), k(value))
                if special[0]:
                    tip = fill(translate(C, "%1 (the start space)"), tip)
                if special[1]:
                    tip = fill(translate(C, "%1 (where a bankrupt company starts again)"), tip)
                space.setToolTip(tip)
            marker = self.put(f"marker:{c}", c, partial(self._marker, c),
                              QPointF(142 + v.price[c] * step + step / 2, y + 16), z=5)
            marker.setToolTip(fill(translate(C, "%1's marker: %2 a share"), company(c), k(price)))
            actions = plays.get(c, [])
            if len(actions) == 1:
                self.clickable(chip, actions[0])
            elif actions:
                self.clickable_menu(chip, [(self._describe(v, a), a) for a in actions],
                                    fill(translate(C, "%1: choose what to play on it"), company(c)))
            if actions:
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

    def _pairs(self, v: StockpileState, legal: Sequence[Action]) -> None:
        rect = QRectF(0, 0, 372, 266)
        bg = self.put("pairs:bg", 1, lambda: box(rect, PAPER), QPointF(614, 30))
        bg.setToolTip(translate(C, "The forecast pairs: at the end of the round each company moves by its forecast"))
        title = translate(C, "Forecasts")
        self.put("pairs:title", title, lambda: text_item(title, 11, INK, True), QPointF(626, 36), z=2)
        peeks = {a.pair: a for a in legal if isinstance(a, A.UseMartha)}
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
            item = self.put(f"pair:{slot}", sig, partial(self._pair, comp, fc, who),
                            QPointF(x, y), z=2)
            if comp >= 0 and fc != HIDDEN:
                item.setToolTip(fill(translate(C, "Forecast pair %1: %2 %3 (%4)"), slot + 1, company(comp),
                                     forecast_text(fc), who))
            else:
                item.setToolTip(fill(translate(C, "Forecast pair %1: you have not seen it (%2)"), slot + 1, who))
            action = peeks.get(slot)
            if action is not None:
                self.clickable(item, action)

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

    def _bid_choice(self, v: StockpileState, lot: int, bids: Sequence[A.Bid]) -> AmountChoice:
        from desktop.engine.games.stockpile import data

        lead, leader = v.bid_space[lot], v.bidder[lot]
        now = data.BID_TRACK[lead] if lead >= 0 else -1
        cash = v.cash[v.viewer or 0]

        def describe(value: int) -> str:
            if leader >= 0:
                head = fill(translate(C, "%1 leads with %2; you would lead by %3."), self._who(leader), k(now),
                            k(value // 1000 - now))
            else:
                head = translate(C, "Nobody has bid yet; you would lead.")
            return fill(translate(C, "%1 If nobody outbids you, you pay %2 and keep %3."), head, k(value // 1000),
                        k(cash - value // 1000))

        values = [(data.BID_TRACK[b.space] * 1000, b) for b in bids]
        prefix, _mark, suffix = translate("Money", "$%1").partition("%1")
        return amount_choice(fill(translate(C, "Bid on %1"), lot_name(lot)),
                             fill(translate(C, "Your bid on %1 (%n cards):", None, len(v.lots[lot]))
                                  .replace("%n", number(len(v.lots[lot]))), lot_name(lot)),
                             values, quick=(5000, 10000), prefix=prefix, suffix=suffix, describe=describe)

    def _lots(self, v: StockpileState, legal: Sequence[Action]) -> None:
        n = v.n_lots
        width = (972 - 8 * (n - 1)) / n
        bids: dict[tuple[int, int], A.Bid] = {(a.lot, a.space): a for a in legal if isinstance(a, A.Bid)}
        places = [a for a in legal if isinstance(a, A.Place)]
        cards_in_hand = sorted({a.card for a in places})
        if cards_in_hand and self.selected_card not in cards_in_hand:
            self.selected_card = cards_in_hand[0]
        warren = {a.lot: a for a in legal if isinstance(a, A.UseWarren)}
        marks = [a for a in legal if isinstance(a, A.UseMark)]
        if self.mark_pick is not None and not any((a.src, a.pos) == self.mark_pick for a in marks):
            self.mark_pick = None
        from desktop.engine.games.stockpile import data

        for lot in range(n):
            x = 14 + lot * (width + 8)
            y = 306.0
            self.lot_pos[lot] = QPointF(x + width / 2, y + 60)
            rect = QRectF(0, 0, width, 210)
            pile = v.lots[lot]
            bg = self.put(f"lot:bg:{lot}", width, partial(box, rect, "#e9e2d0"), QPointF(x, y))
            if v.bidder[lot] >= 0:
                lead = fill(translate(C, "%1 leads with %2"), self._who(v.bidder[lot]),
                            k(data.BID_TRACK[v.bid_space[lot]]))
            else:
                lead = translate(C, "no bid yet")
            bg.setToolTip(fill(translate(C, "%1: %n cards; %2", None, len(pile)).replace("%n", number(len(pile))),
                               lot_name(lot).capitalize(), lead))
            lot_bids = [bids[(lot, sp)] for sp in range(len(data.BID_TRACK)) if (lot, sp) in bids]
            if lot_bids:
                self.clickable_amount(bg, self._bid_choice(v, lot, lot_bids),
                                      fill(translate(C, "Bid on %1 (%2)…"), lot_name(lot), lead))
            elif lot in warren:
                self.clickable(bg, warren[lot])
            elif self.mark_pick is not None:
                move = next((a for a in marks if (a.src, a.pos) == self.mark_pick and a.dst == lot), None)
                if move is not None:
                    self.clickable(bg, move)
            title = lot_name(lot).capitalize()
            self.put(f"lot:title:{lot}", title, partial(text_item, title, 10, INK, True),
                     QPointF(x + 8, y + 4), z=2)
            spread = min(CARD_W + 4, (width - 16 - CARD_W) / max(len(pile) - 1, 1))
            for i, (card, mask) in enumerate(pile):
                mine_down = card != HIDDEN and mask != v.all_mask
                make = partial(my_face_down_card, card) if mine_down else partial(market_card, card)
                item = self.put(f"lot:{lot}:{i}", (card, mine_down), make,
                                QPointF(x + 8 + i * spread, y + 24), z=3 + i * 0.01)
                if card == HIDDEN:
                    item.setToolTip(translate(C, "A face-down card: only the one who placed it knows it"))
                elif mine_down:
                    item.setToolTip(fill(translate(C, "%1, face down: the others see only its back"),
                                         card_name(card)))
                else:
                    item.setToolTip(fill(translate(C, "%1, face up"), card_name(card)))
                leads = [a for a in marks if (a.src, a.pos) == (lot, i)]
                if leads:
                    self.clickable_call(item, partial(self._pick_mark, lot, i), leads_to=leads)
                    if self.mark_pick == (lot, i):
                        self.hilite(QRectF(x + 8 + i * spread, y + 24, CARD_W, CARD_H), f"lot:{lot}:{i}")
            # bid track, in two rows of four (wide enough to read at 1024×700)
            per_row = (len(data.BID_TRACK) + 1) // 2
            cell = (width - 16) / per_row
            for sp, amount in enumerate(data.BID_TRACK):
                cx, cy = x + 8 + (sp % per_row) * cell, y + 84 + (sp // per_row) * 30
                taken = v.bid_space[lot] == sp
                sig = (amount, cell, taken)
                item = self.put(f"bid:{lot}:{sp}", sig, partial(self._bid_cell, amount, cell, taken), QPointF(cx,
                                                                cy), z=2)
                if taken:
                    item.setToolTip(fill(translate(C, "%1 leads here with %2"), self._who(v.bidder[lot]), k(amount)))
                else:
                    item.setToolTip(fill(translate(C, "Bid space: %1"), k(amount)))
                action: Action | None = bids.get((lot, sp))
                if action is not None:
                    self.clickable(item, action)
                    self.hilite(QRectF(cx, cy, cell - 2, 27), f"bid:{lot}:{sp}")
            bidder = v.bidder[lot]
            if bidder >= 0:
                meeple = self.put(f"bidder:{lot}", bidder, partial(token, bidder, 16),
                                  QPointF(x + 8 + (v.bid_space[lot] % per_row) * cell + cell - 11,
                                          y + 84 + (v.bid_space[lot] // per_row) * 30 + 13.5), z=6)
                meeple.setToolTip(lead)
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

    def _pick_mark(self, lot: int, pos: int) -> None:
        self.mark_pick = (lot, pos)
        self.redraw()

    def _bid_cell(self, amount: int, cell: float, taken: bool) -> QGraphicsItem:
        item = box(QRectF(0, 0, cell - 2, 27), "#fff2b3" if taken else "#ffffff", INK, 1, 3)
        # the leader's token sits at the right end of the space taken
        centred_text(short_k(amount), QRectF(1, 0, cell - (22 if taken else 4), 27), 11, INK, True, item)
        return item

    def _sell_choice(self, v: StockpileState, seat: int, c: int, most: int, sell: Action) -> AmountChoice:
        from desktop.engine.games.stockpile import data

        each = v.value(c) + (data.GRAHAM_PER_SHARE if data.GRAHAM in v.inv[seat] else 0)
        cash = v.cash[seat]

        def describe(n: int) -> str:
            return fill(translate(C, "You receive %1 and have %2."), k(n * each), k(cash + n * each))

        return AmountChoice(fill(translate(C, "Sell %1"), company(c)),
                            fill(translate(C, "How many shares of %1 do you sell (%2 each)? You may sell more "
                                              "until you press Done selling."), company(c), k(each)),
                            tuple((n, (sell,) * n) for n in range(1, most + 1)), describe=describe)

    def _players(self, v: StockpileState, legal: Sequence[Action]) -> None:
        n = v.num_players
        width = (972 - 8 * (n - 1)) / n
        y = 526.0
        sells = {(a.company, a.kind): a for a in legal if isinstance(a, A.Sell)}
        keeps = [a for a in legal if isinstance(a, A.ChooseInvestor)]
        for seat in range(n):
            x = 14 + seat * (width + 8)
            me = seat == v.viewer
            moving = seat in v.to_move()
            self.player_pos[seat] = QPointF(x + width / 2, y + 100)
            panel = self.put(f"pl:bg:{seat}", (width, me, moving), partial(seat_panel, width, 204, me, moving),
                             QPointF(x, y))
            panel.setToolTip(fill(translate(C, "%1: cash %2"), self._who(seat), k(v.cash[seat])))
            if me and keeps:
                self.clickable_menu(panel, [(self._describe(v, a), a) for a in keeps],
                                    translate(C, "Choose the investor you keep"))
            self.put(f"pl:token:{seat}", seat, partial(token, seat, 18), QPointF(x + 16, y + 16), z=2)
            name = self.names[seat]
            self.put(f"pl:name:{seat}", name, partial(text_item, name, 11, INK, True),
                     QPointF(x + 30, y + 6), z=2)
            cash = k(v.cash[seat])
            self.cash_pos[seat] = QPointF(x + width - 80, y + 6)
            money_item = self.put(f"pl:cash:{seat}", cash, partial(text_item, cash, 12, "#0b6e4f", True),
                                  QPointF(x + width - 8 - len(cash) * 8, y + 6), z=2)
            money_item.setToolTip(fill(translate(C, "Cash of %1: %2"), self._who(seat), cash))
            # holdings: known shares by company, unknown ones as backs, split cards
            counts = [0] * 6
            unknown = 0
            for card, _m in v.port[seat]:
                if card >= 0:
                    counts[card] += 1
                else:
                    unknown += 1
            line = 0
            who = self._who(seat)
            chips: list[tuple[str, Any, str, tuple[str, int] | None]] = []
            for c in range(6):
                if counts[c]:
                    chips.append((fill(translate(C, "%1 ×%2"), ticker(c), counts[c]), c,
                                  fill(translate(C, "%1 holds %n shares of %2 (%3 each)", None, counts[c])
                                       .replace("%n", number(counts[c])), who, company(c), k(v.value(c))),
                                  ("port", c)))
                if v.split[seat][c]:
                    chips.append((fill(translate(C, "%1 split ×%2"), ticker(c), v.split[seat][c]), c,
                                  fill(translate(C, "%1 has %n split cards of %2 (two shares each)",
                                                 None, v.split[seat][c]).replace("%n", number(v.split[seat][c])),
                                       who, company(c)), ("split", c)))
            if unknown:
                chips.append((fill(translate(C, "? ×%1"), unknown), None,
                              fill(translate(C, "%1 holds %n shares you have not seen", None, unknown)
                                   .replace("%n", number(unknown)), who), None))
            acts = [card for card, _m in v.acts[seat]]
            for card in sorted(set(acts)):
                label = translate(C, "BOOM") if card == BOOM else translate(C, "BUST") if card == BUST else "?"
                chips.append((fill(translate(C, "%1 ×%2"), label, acts.count(card)), "act",
                              fill(translate(C, "Action cards of %1: %2"), who, label), None))
            debts = getattr(v, "debt", [[]] * n)[seat]
            if debts:
                owed = k(sum(d - 5 for d in debts))
                chips.append((fill(translate(C, "owes %1"), owed), "debt",
                              fill(translate(C, "Trading fees %1 still owes: %2"), who, owed), None))
            chip_w = (width - 16) / 2 - 2
            for i, (label, kind, tip, what) in enumerate(chips[:12]):
                cx = x + 8 + (i % 2) * (chip_w + 4)
                cy = y + 32 + (i // 2) * 22
                item = self.put(f"pl:chip:{seat}:{i}", (label, kind, chip_w), partial(self._holding, label, kind,
                                                                                      chip_w), QPointF(cx, cy), z=2)
                item.setToolTip(tip)
                line = i // 2 + 1
                if me and what is not None:
                    self._sell_target(v, seat, item, what, sells)
            inv = [investor(i) for i in v.inv[seat]] if v.options.investors else []
            if inv:
                text = translate("Lists", ", ").join(inv)
                inv_item = self.put(f"pl:inv:{seat}", text, partial(text_item, text, 8, "#444444"),
                                    QPointF(x + 8, y + 34 + line * 22), z=2)
                inv_item.setToolTip(fill(translate(C, "Investors of %1: %2"), who, text))
            if me:
                self._hand(v, seat, x, y, width, legal)

    def _sell_target(self, v: StockpileState, seat: int, item: QGraphicsItem, what: tuple[str, int],
                     sells: dict[tuple[int, int], A.Sell]) -> None:
        where, c = what
        if where == "port" and (c, 0) in sells:
            choice = self._sell_choice(v, seat, c, v.portfolio_count(seat, c), sells[(c, 0)])
            self.clickable_amount(item, choice, fill(translate(C, "Sell shares of %1…"), company(c)))
        elif where == "split":
            options = [(self._describe(v, sells[(c, kind)]), sells[(c, kind)]) for kind in (1, 2)
                       if (c, kind) in sells]
            self.clickable_menu(item, options, fill(translate(C, "Sell a split card of %1"), company(c)))

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
        places = [a for a in legal if isinstance(a, A.Place)]
        for i, card in enumerate(sorted(hand)):
            cx = x + 8 + i * (CARD_W * 0.8 + 6)
            item = self.put(f"hand:{i}", card, partial(market_card, card), QPointF(cx, y + 156), z=4)
            item.setScale(0.8)
            leads = [a for a in places if a.card == card]
            item.setToolTip(fill(translate(C, "%1 in your hand: click it, then Place face up or face down on a "
                                              "stockpile"), card_name(card)) if leads
                            else fill(translate(C, "%1 in your hand"), card_name(card)))
            if leads:
                self.clickable_call(item, partial(self._select, card), leads_to=leads)
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
