"""The share-trade dialog of Hab & Gut: buy or sell one to three shares, then
the optional donation, in one dialog; it becomes the engine's small steps
(Buy… or Sell…, Donate, EndTurn).  ``plan_problem`` and ``plan_steps`` are
the dialog's rules without widgets (tested on their own).  The board opens
it (its "Trade & donate…" button, a ``BoardDialog``: OK sends the steps); the
move list's Compose… opens the same dialog."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.app.boardinput import BoardDialog
from desktop.app.forms import child, load_form
from desktop.app.games.hab_und_gut.words import EMPTY, GOODS, C, good_name
from desktop.app.i18n import fill, translate
from desktop.engine import Action
from desktop.engine.games.hab_und_gut.state import HabGutState

SELLING, BUYING = 2, 1
MAX_TRADES = 3


def trades_left(view: HabGutState) -> int:
    return max(0, MAX_TRADES - int(view.trades))


def plan_problem(view: HabGutState, seat: int, buying: bool, counts: Sequence[int], donate: int | None) -> str | None:
    """The engine's reason key why the plan cannot be played now, or None."""
    total = sum(counts)
    donated = view.board[seat][view.round] != EMPTY
    if total:
        if donated:
            return "trading_closed_after_donation"
        if (buying and view.mode == SELLING) or (not buying and view.mode == BUYING):
            return "cannot_buy_and_sell"
        if total > trades_left(view):
            return "share_limit_reached"
    cost = 0
    for good, count in enumerate(counts):
        if not count:
            continue
        if buying:
            if view.prices[good] <= 0:
                return "good_priced_zero"
            if count > view.supply[good]:
                return "supply_empty"
            cost += count * view.prices[good]
        elif count > view.holdings[seat][good] - view.board[seat].count(good):
            return "no_share_to_sell"
    if buying and cost > view.cash[seat]:
        return "not_enough_cash"
    if donate is not None:
        if donated:
            return "already_donated_this_round"
        after = view.holdings[seat][donate] - view.board[seat].count(donate)
        after += counts[donate] if buying else -counts[donate]
        if after <= 0:
            return "no_share_to_donate"
    return None


def plan_steps(buying: bool, counts: Sequence[int], donate: int | None) -> list[Action]:
    """The engine's steps of the plan; the turn ends after them."""
    from desktop.engine.games.hab_und_gut.actions import Buy, Donate, EndTurn, Sell

    steps: list[Action] = []
    for good, count in enumerate(counts):
        steps.extend((Buy(good) if buying else Sell(good)) for _ in range(count))
    if donate is not None:
        steps.append(Donate(donate))
    steps.append(EndTurn())
    return steps


class ShareTradeDialog(BoardDialog):
    def __init__(self, game_ui: Any, view: HabGutState, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_ui = game_ui
        self.view = view
        self.seat = seat
        self.form = load_form("hab_und_gut_trade", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        f = self.form
        self.buy_radio: QRadioButton = child(f, QRadioButton, "buyRadio")
        self.sell_radio: QRadioButton = child(f, QRadioButton, "sellRadio")
        self.donate_combo: QComboBox = child(f, QComboBox, "donateCombo")
        self.summary: QLabel = child(f, QLabel, "summaryLabel")
        self.buttons: QDialogButtonBox = child(f, QDialogButtonBox, "tradeButtons")
        grid: QGridLayout = child(f, QGridLayout, "goodsGrid")
        left = trades_left(view)
        donated = view.board[seat][view.round] != EMPTY
        self.spins: list[QSpinBox] = []
        for good in range(len(GOODS)):
            hand = view.holdings[seat][good] - view.board[seat].count(good)
            text = fill(translate(C, "%1: %2 a share · supply %3 · in hand %4"), good_name(good),
                        game_ui.money(view.prices[good]), view.supply[good], hand)
            label = QLabel(text)
            spin = QSpinBox()
            spin.setRange(0, left if not donated else 0)
            label.setBuddy(spin)
            grid.addWidget(label, good, 0)
            grid.addWidget(spin, good, 1)
            spin.valueChanged.connect(self._update)
            self.spins.append(spin)
        self.buy_radio.setEnabled(view.mode != SELLING and left > 0 and not donated)
        self.sell_radio.setEnabled(view.mode != BUYING and left > 0 and not donated)
        if view.mode == SELLING:
            self.sell_radio.setChecked(True)
        self.buy_radio.toggled.connect(self._update)
        self.donate_combo.addItem(translate(C, "No donation"), -1)
        if not donated:
            for good in range(len(GOODS)):
                self.donate_combo.addItem(good_name(good), good)
        self.donate_combo.currentIndexChanged.connect(self._update)
        self.buttons.accepted.connect(self._send)
        self.buttons.rejected.connect(self.reject)
        self._update()

    def _send(self) -> None:
        steps = self.steps()
        if not steps:
            return
        self.accept()
        self.stepsChosen.emit(steps)

    # -- the board's driver ---------------------------------------------------------
    def drive(self, wanted: Action) -> bool:
        """The plan a person would make for ``wanted``: one share bought or
        sold, a donation, or no trade (end the turn)."""
        from desktop.engine.games.hab_und_gut.actions import Buy, Donate, EndTurn, Sell

        counts = [0] * len(GOODS)
        if isinstance(wanted, (Buy, Sell)) and 0 <= wanted.good < len(GOODS):
            counts[wanted.good] = 1
            self.set_plan(isinstance(wanted, Buy), counts, None)
        elif isinstance(wanted, Donate) and 0 <= wanted.good < len(GOODS):
            self.set_plan(self.view.mode != SELLING, counts, wanted.good)
        elif isinstance(wanted, EndTurn):
            self.set_plan(self.view.mode != SELLING, counts, None)
        else:
            return False
        steps = self.steps()
        return bool(steps) and steps[0] == wanted

    def send_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # -- the plan ---------------------------------------------------------------
    def buying(self) -> bool:
        return self.buy_radio.isChecked()

    def counts(self) -> list[int]:
        return [spin.value() for spin in self.spins]

    def donation(self) -> int | None:
        good = self.donate_combo.currentData()
        return good if isinstance(good, int) and good >= 0 else None

    def set_plan(self, buying: bool, counts: Sequence[int], donate: int | None) -> None:
        (self.buy_radio if buying else self.sell_radio).setChecked(True)
        for spin, value in zip(self.spins, counts, strict=False):
            spin.setValue(value)
        self.donate_combo.setCurrentIndex(max(0, self.donate_combo.findData(-1 if donate is None else donate)))
        self._update()

    def problem(self) -> str | None:
        return plan_problem(self.view, self.seat, self.buying(), self.counts(), self.donation())

    def steps(self) -> list[Action]:
        if self.problem() is not None:
            return []
        return plan_steps(self.buying(), self.counts(), self.donation())

    def _update(self) -> None:
        problem = self.problem()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(problem is None)
        if problem is not None:
            self.summary.setText(self.game_ui.describe_reason(problem, {}))
            return
        counts = self.counts()
        amount = sum(c * p for c, p in zip(counts, self.view.prices, strict=False))
        cash = self.view.cash[self.seat]
        if not sum(counts):
            text = translate(C, "No trade this turn; your cash stays %1.")
            self.summary.setText(fill(text, self.game_ui.money(cash)))
        elif self.buying():
            text = translate(C, "You pay %1 and keep %2.")
            self.summary.setText(fill(text, self.game_ui.money(amount), self.game_ui.money(cash - amount)))
        else:
            text = translate(C, "You receive %1 and have %2.")
            self.summary.setText(fill(text, self.game_ui.money(amount), self.game_ui.money(cash + amount)))
