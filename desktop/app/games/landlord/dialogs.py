"""The trade-offer dialog of Landlord: choose a partner, the lots and
keep-out cards each side gives and the money; it becomes the engine's steps
(ProposeTrade, OfferLot…, OfferCash…, OfferCard…, SubmitTrade).  As a
counter-offer it opens with the offer being answered turned round (its lots and
cards ticked for good: a counter-offer can add, not take away) and becomes
CounterTrade, the lots and cards added, the change of money, SubmitTrade."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.app.forms import child, load_form
from desktop.app.games.landlord.words import card_text, data, square
from desktop.app.i18n import fill, translate
from desktop.engine import Action
from desktop.engine.games.landlord.state import LandlordState

C = "Landlord"


def cash_steps(amount: int, steps: Sequence[int]) -> list[int] | None:
    """``amount`` as a sum of the offer's cash steps (largest first); None if it cannot be."""
    sign = 1 if amount >= 0 else -1
    left = abs(amount)
    out: list[int] = []
    for step in sorted((s for s in steps if s * sign > 0), key=abs, reverse=True):
        while left >= abs(step):
            out.append(step)
            left -= abs(step)
    return out if left == 0 else None


def trade_steps(partner: int, give: Sequence[int], take: Sequence[int], cash: int,
                cards: Sequence[str], first: Action | None = None) -> list[Action] | None:
    """The engine's steps of a whole offer (None when the cash cannot be composed), begun
    with ``first`` (default: ProposeTrade(partner))."""
    from desktop.engine.games.landlord.records import (
        OfferCard,
        OfferCash,
        OfferLot,
        ProposeTrade,
        SubmitTrade,
    )

    d = data()
    cash_parts = cash_steps(cash, d.TRADE_CASH_STEPS)
    if cash_parts is None:
        return None
    steps: list[Action] = [ProposeTrade(partner) if first is None else first]
    steps.extend(OfferLot(sq) for sq in (*give, *take))
    steps.extend(OfferCash(delta) for delta in cash_parts)
    steps.extend(OfferCard(card) for card in cards)
    steps.append(SubmitTrade())
    return steps


class TradeDialog(QDialog):
    def __init__(self, view: LandlordState, seat: int, partners: Sequence[int], names: Sequence[str],
                 parent: QWidget | None = None, counter: bool = False) -> None:
        super().__init__(parent)
        self.view = view
        self.seat = seat
        self.names = names
        self.counter = counter
        # a counter-offer starts from the offer answered, turned round: (lots, cards, cash) as given
        # by this seat, lots and cards asked for, and the cash it pays (below 0: the partner pays)
        tr = view.trade
        d = data()
        self.fixed: set[tuple[str, Any]] = set()
        self.start_cash = 0
        if counter:
            self.fixed = {("lot", sq) for sq in (*tr.give, *tr.take)}
            self.fixed |= {("card", d.CARD_IDS[c]) for c in (*tr.gcards, *tr.tcards)}
            self.start_cash = -tr.cash
        self.form = load_form("trade", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(translate(C, "Counter-offer") if counter else self.form.windowTitle())
        self.partner_combo: QComboBox = child(self.form, QComboBox, "partnerCombo")
        for p in partners:
            self.partner_combo.addItem(names[p], p)
        self.give_list: QListWidget = child(self.form, QListWidget, "giveList")
        self.take_list: QListWidget = child(self.form, QListWidget, "takeList")
        self.cash_spin: QSpinBox = child(self.form, QSpinBox, "cashSpin")
        self.error: QLabel = child(self.form, QLabel, "tradeError")
        self.error.setStyleSheet("color: #b00020;")
        buttons: QDialogButtonBox = child(self.form, QDialogButtonBox, "tradeButtons")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.partner_combo.currentIndexChanged.connect(self._fill)
        self._steps: list[Action] = []
        self._fill()

    @property
    def partner(self) -> int:
        return int(self.partner_combo.currentData())

    def _tradeable(self, owner: int) -> list[int]:
        d = data()
        v = self.view
        out: list[int] = []
        for squares in d.GROUP_SQUARES:
            if any(v.level[sq] for sq in squares):
                continue
            out.extend(sq for sq in squares if v.owner[sq] == owner)
        return sorted(out)

    def _fill(self) -> None:
        d = data()
        v = self.view
        for widget, owner in ((self.give_list, self.seat), (self.take_list, self.partner)):
            widget.clear()
            for sq in self._tradeable(owner):
                text = square(sq)
                if v.mortgaged[sq]:
                    text = fill(translate(C, "%1 (mortgaged)"), text)
                item = QListWidgetItem(text)
                self._checkable(item, ("lot", sq))
                widget.addItem(item)
            for card in v.held[owner]:
                item = QListWidgetItem(fill(translate(C, "Card: %1"), card_text(d.CARD_IDS[card])))
                self._checkable(item, ("card", d.CARD_IDS[card]))
                widget.addItem(item)
        self.cash_spin.setRange(-v.cash[self.partner] // 10 * 10, v.cash[self.seat] // 10 * 10)
        self.cash_spin.setValue(self.start_cash)

    def _checkable(self, item: QListWidgetItem, data_: tuple[str, Any]) -> None:
        """A lot or card to tick; one already in the offer answered stays ticked."""
        item.setData(Qt.ItemDataRole.UserRole, data_)
        if data_ in self.fixed:
            item.setCheckState(Qt.CheckState.Checked)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable & ~Qt.ItemFlag.ItemIsEnabled)
        else:
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)

    def _checked(self, widget: QListWidget) -> list[tuple[str, Any]]:
        out = []
        for i in range(widget.count()):
            item = widget.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def set_choice(self, give: Sequence[int], take: Sequence[int], cash: int) -> None:
        """Tick lots and set the money (tests and keyboard users)."""
        for widget, chosen in ((self.give_list, give), (self.take_list, take)):
            for i in range(widget.count()):
                item = widget.item(i)
                kind, value = item.data(Qt.ItemDataRole.UserRole)
                if kind == "lot" and value in chosen:
                    item.setCheckState(Qt.CheckState.Checked)
        self.cash_spin.setValue(cash)

    def build_steps(self) -> list[Action] | None:
        chosen = self._checked(self.give_list) + self._checked(self.take_list)
        cash = self.cash_spin.value()
        if not chosen and cash == 0:
            self.error.setText(translate(C, "The offer is empty."))
            return None
        added = [c for c in chosen if c not in self.fixed]  # a counter-offer's steps add to the offer answered
        lots = [v for k, v in added if k == "lot"]
        cards = [v for k, v in added if k == "card"]
        first: Action | None = None
        if self.counter:
            from desktop.engine.games.landlord.records import CounterTrade

            first = CounterTrade()
        steps = trade_steps(self.partner, lots, [], cash - self.start_cash, cards, first)
        if steps is None:
            self.error.setText(translate(C, "Money is offered in steps of 10."))
            return None
        if len(steps) - 2 > data().TRADE_STEPS_CAP:
            self.error.setText(fill(translate(C, "An offer may have at most %1 parts (lots, cards and money steps)."),
                                    data().TRADE_STEPS_CAP))
            return None
        return steps

    def _accept(self) -> None:
        steps = self.build_steps()
        if steps is None:
            return
        self._steps = steps
        self.accept()

    def steps(self) -> list[Action]:
        return self._steps


