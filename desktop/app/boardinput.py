"""What a board item does when it is clicked: the board as the controller.

A game's scene registers each legal target it draws (``BoardScene.clickable``
and friends); this module holds the kinds of target and the small dialogs a
compound choice opens:

- an **action**: one click plays it (a lot to bid on, a stock to buy);
- a **pick**: a choice inside the board that leads on (a card, then a pile);
  ``leads_to`` says which actions can follow, so the page knows what the board
  can reach without exploring it;
- an **amount**: a number chosen in one small dialog (a bid between the legal
  minimum and maximum with quick raises, a count of shares with the cost shown);
- a **menu**: a few named actions on one thing (build, sell a house, mortgage);
- a **dialog**: a game's own screen (a two-sided trade), which says which first
  steps it can make.

Every dialog a board opens is a ``BoardDialog``: it emits ``stepsChosen`` with
the engine steps to play (usually one action), and ``drive(wanted)`` sets its
own widgets the way a person would to make the choice that starts with
``wanted`` (tools/ui_coverage.py and the app tests drive the board through it;
the send button is then clicked like any button)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.app.i18n import translate
from desktop.engine import Action

#: the kinds of board target
ACTION = "action"
PICK = "pick"
AMOUNT = "amount"
MENU = "menu"
DIALOG = "dialog"


@dataclass(frozen=True)
class AmountChoice:
    """A number chosen in one small dialog: each legal value and the engine
    steps it plays (a bid is one action; selling three shares may be three
    steps and a finish)."""

    title: str
    label: str
    options: tuple[tuple[int, tuple[Action, ...]], ...]
    #: the spin box's step between two legal values
    step: int = 1
    #: quick raises shown as buttons (added to the value)
    quick: tuple[int, ...] = ()
    #: a line under the box for the value chosen (the cost, who leads and by how much)
    describe: Callable[[int], str] | None = None
    #: how the number reads in the box ("$", "k"); empty for plain counts
    prefix: str = ""
    suffix: str = ""
    #: the value shown first (default: the smallest legal value)
    start: int | None = None

    def values(self) -> list[int]:
        return [v for v, _steps in self.options]

    def steps_for(self, value: int) -> tuple[Action, ...] | None:
        for v, steps in self.options:
            if v == value:
                return steps
        return None

    def first_steps(self) -> list[Action]:
        return [steps[0] for _v, steps in self.options if steps]


@dataclass
class Target:
    """One lit thing on the board and what a click on it does."""

    kind: str
    action: Action | None = None
    call: Callable[[], None] | None = None
    leads_to: tuple[Action, ...] = ()
    amount: AmountChoice | None = None
    menu: tuple[tuple[str, Action], ...] = ()
    opener: Callable[[QWidget | None], BoardDialog] | None = None
    #: first steps a game's dialog can make
    starts: tuple[Action, ...] = field(default_factory=tuple)

    def reaches(self) -> list[Action]:
        """The actions this target can lead to (first steps of a compound choice)."""
        if self.kind == ACTION and self.action is not None:
            return [self.action]
        if self.kind == PICK:
            return list(self.leads_to)
        if self.kind == AMOUNT and self.amount is not None:
            return self.amount.first_steps()
        if self.kind == MENU:
            return [a for _label, a in self.menu]
        return list(self.starts)


class BoardDialog(QDialog):
    """A dialog opened from the board; ``stepsChosen`` carries the engine
    steps to play when the player sends it."""

    stepsChosen = Signal(object)

    def drive(self, wanted: Action) -> bool:
        """Set the widgets as a person would to make the choice starting with
        ``wanted``; False when this dialog cannot make it."""
        raise NotImplementedError

    def send_button(self) -> QPushButton:
        """The button that sends the choice."""
        raise NotImplementedError


class LegalSpin(QSpinBox):
    """A spin box whose arrows and quick raises go from one legal value to the
    next (a bid track of $0, $1K, $3K, $6K ... has gaps); a typed value that is
    not legal stays, and the dialog says so."""

    def __init__(self, values: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legal = sorted(set(values))

    def stepBy(self, steps: int) -> None:  # Qt's name
        value = self.value()
        if steps > 0:
            higher = [v for v in self.legal if v > value]
            if higher:
                self.setValue(higher[min(steps, len(higher)) - 1])
        elif steps < 0:
            lower = [v for v in self.legal if v < value]
            if lower:
                self.setValue(lower[max(steps, -len(lower))])

    def raise_by(self, add: int) -> None:
        """The smallest legal value at least ``add`` above the one shown (the largest when none is)."""
        wanted = self.value() + add
        self.setValue(next((v for v in self.legal if v >= wanted), self.legal[-1]))


class AmountDialog(BoardDialog):
    """One number with its legal minimum and maximum, quick raises and a line
    saying what it means; OK plays it."""

    def __init__(self, choice: AmountChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = choice
        self.setObjectName("amountDialog")
        self.setWindowTitle(choice.title)
        values = choice.values()
        layout = QVBoxLayout(self)
        label = QLabel(choice.label, self)
        label.setWordWrap(True)
        layout.addWidget(label)
        row = QHBoxLayout()
        self.spin = LegalSpin(values, self)
        self.spin.setObjectName("amountSpin")
        self.spin.setRange(min(values), max(values))
        self.spin.setSingleStep(max(1, choice.step))
        self.spin.setPrefix(choice.prefix)
        self.spin.setSuffix(choice.suffix)
        self.spin.setGroupSeparatorShown(True)
        self.spin.setValue(choice.start if choice.start in values else min(values))
        self.spin.setAccelerated(True)
        row.addWidget(self.spin, 1)
        self.quick_buttons: list[QPushButton] = []
        for add in choice.quick:
            button = QPushButton(f"+{choice.prefix}{add:,}{choice.suffix}", self)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, add=add: self.spin.raise_by(add))
            row.addWidget(button)
            self.quick_buttons.append(button)
        if len(values) > 1:
            top = QPushButton(translate("BoardInput", "Most"), self)
            top.setToolTip(translate("BoardInput", "The largest amount you may choose"))
            top.setAutoDefault(False)
            top.clicked.connect(lambda: self.spin.setValue(max(values)))
            row.addWidget(top)
        layout.addLayout(row)
        self.meaning = QLabel(self)
        self.meaning.setObjectName("amountMeaning")
        self.meaning.setWordWrap(True)
        layout.addWidget(self.meaning)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._send)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.spin.valueChanged.connect(self._changed)
        self._changed(self.spin.value())
        self.spin.selectAll()
        self.spin.setFocus(Qt.FocusReason.OtherFocusReason)

    def _changed(self, value: int) -> None:
        legal = self.choice.steps_for(value) is not None
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(legal)
        if not legal:
            self.meaning.setText(translate("BoardInput", "This amount is not allowed here."))
        elif self.choice.describe is not None:
            self.meaning.setText(self.choice.describe(value))
        else:
            self.meaning.setText("")

    def _send(self) -> None:
        steps = self.choice.steps_for(self.spin.value())
        if steps is None:
            return
        self.accept()
        self.stepsChosen.emit(list(steps))

    def drive(self, wanted: Action) -> bool:
        for value, steps in self.choice.options:
            if steps and steps[0] == wanted:
                self.spin.setValue(value)
                return True
        return False

    def send_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)


def amount_choice(title: str, label: str, values: Sequence[tuple[int, Action]], **kw: Any) -> AmountChoice:
    """An amount whose every value is one action."""
    return AmountChoice(title, label, tuple(sorted(((v, (a,)) for v, a in values), key=lambda p: p[0])), **kw)
