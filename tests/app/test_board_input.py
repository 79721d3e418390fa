"""The board as controller, its shared part: targets of every kind, the
amount dialog, the ring on lit targets, and the driver that plays a move by
clicking the board as a person would."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsView

from desktop.app.boarddriver import BoardDriver
from desktop.app.boardinput import AMOUNT, AmountChoice, AmountDialog, amount_choice
from desktop.app.scene import BoardScene, box


@dataclass(frozen=True)
class Bid:
    amount: int


@dataclass(frozen=True)
class Take:
    card: int
    pile: int


class _Words:
    game_id = "test"

    def describe_action(self, view, seat, action, names):
        return repr(action)


class _View:
    viewer = 0


class _Scene(BoardScene):
    """Three kinds of target: a bid box (an amount), cards that lead to piles
    (picks, then one click), and a pass button (one action)."""

    def __init__(self) -> None:
        super().__init__(_Words(), ["A", "B"])
        self.picked: int | None = None
        self.draws = 0

    def draw(self, view, legal) -> None:
        self.draws += 1
        bids = [(a.amount, a) for a in legal if isinstance(a, Bid)]
        item = self.put("bid", 1, lambda: box(QRectF(0, 0, 80, 40), "#ffffff"), QPointF(20, 20))
        self.clickable_amount(item, amount_choice("Bid", "How much?", bids, step=5))
        for card in (1, 2):
            c = self.put(f"card{card}", 1, lambda: box(QRectF(0, 0, 40, 60), "#eeeeee"), QPointF(150 + 50 * card, 20))
            takes = [a for a in legal if isinstance(a, Take) and a.card == card]
            if takes:
                self.clickable_call(c, lambda card=card: self._pick(card), leads_to=takes)
        for pile in (1, 2, 3):
            p = self.put(f"pile{pile}", self.picked, lambda: box(QRectF(0, 0, 60, 60), "#dddddd"),
                         QPointF(100 + 80 * pile, 200))
            if self.picked is not None:
                self.clickable(p, next((a for a in legal if a == Take(self.picked, pile)), None))

    def _pick(self, card: int) -> None:
        self.picked = card
        self.redraw()

    def clear_pick(self) -> None:
        self.picked = None


class _Page:
    """What the driver reads of the game page: the scene, the view, the legal moves."""

    def __init__(self, legal) -> None:
        self.scene = _Scene()
        self.board = QGraphicsView(self.scene)
        self.board.resize(1100, 800)
        self.board.show()
        self.legal = list(legal)
        self.played: list[list[object]] = []
        self.scene.actionChosen.connect(lambda a: self._play([a]))
        self.scene.stepsChosen.connect(self._play)
        self.scene.show_view(_View(), self.legal)

    def _play(self, steps) -> None:
        if steps and steps[0] in self.legal:
            self.played.append(list(steps))
            self.legal = []


LEGAL = [Bid(0), Bid(5), Bid(10), Bid(15), Take(1, 2), Take(2, 3)]


def test_an_amount_dialog_accepts_only_legal_values_and_says_what_they_mean(qapp):
    choice = AmountChoice("Bid", "How much?", ((0, (Bid(0),)), (10, (Bid(10),)), (20, (Bid(20), Bid(0)))), step=10,
                          quick=(10,), describe=lambda v: f"you lead by {v}")
    dialog = AmountDialog(choice)
    sent: list[list[object]] = []
    dialog.stepsChosen.connect(sent.append)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.spin.minimum() == 0 and dialog.spin.maximum() == 20 and dialog.spin.value() == 0
    dialog.spin.setValue(5)  # typed: a value between the legal ones stays, and OK waits
    assert not ok.isEnabled()
    dialog.quick_buttons[0].click()  # +10 from 5: the smallest legal value at least 15
    assert dialog.spin.value() == 20 and ok.isEnabled()
    dialog.spin.stepBy(-1)  # the arrows go from one legal value to the next
    assert dialog.spin.value() == 10
    dialog.spin.stepBy(1)
    assert ok.isEnabled() and dialog.meaning.text() == "you lead by 20"
    assert dialog.drive(Bid(10)) and dialog.spin.value() == 10
    assert not dialog.drive(Bid(99))
    ok.click()
    assert sent == [[Bid(10)]]


def test_every_target_is_ringed_and_the_board_knows_what_it_reaches(qapp):
    page = _Page(LEGAL)
    scene = page.scene
    kinds = sorted(t.kind for _i, t in scene.targets())
    assert kinds == ["amount", "pick", "pick"]
    assert scene.board_actions() == set(LEGAL)
    rings = [c for item, _t in scene.targets() for c in item.childItems() if c.data(0) == "lit"]
    assert len(rings) == 3
    scene.show_view(_View(), [Bid(0)])  # the next draw takes the old rings off
    assert [t.kind for _i, t in scene.targets()] == [AMOUNT]
    assert sum(1 for item in scene.items() if item.data(0) == "lit") == 1


@pytest.mark.parametrize("wanted", [Bid(15), Take(1, 2), Take(2, 3)])
def test_the_driver_plays_a_move_by_clicking_the_board(qapp, wanted):
    page = _Page(LEGAL)
    driver = BoardDriver(page)
    assert driver.play(wanted)
    assert page.played == [[wanted]]
    assert driver.path == (["amount"] if isinstance(wanted, Bid) else ["pick", "action"])


def test_a_move_the_board_cannot_make_is_not_made(qapp):
    page = _Page(LEGAL)
    assert not BoardDriver(page).play(Take(1, 3))
    assert page.played == [] and page.legal == LEGAL


def test_escape_forgets_a_pick(qapp):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeyEvent

    page = _Page(LEGAL)
    pick = next(t for _i, t in page.scene.targets() if t.kind == "pick")
    pick.call()
    assert page.scene.picked is not None and any(t.kind == "action" for _i, t in page.scene.targets())
    page.scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))
    assert page.scene.picked is None and not any(t.kind == "action" for _i, t in page.scene.targets())
