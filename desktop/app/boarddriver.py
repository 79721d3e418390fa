"""Play a person's move through the board as a person would: real mouse
clicks on the lit board items, then the small dialog or menu they open.

tools/ui_coverage.py measures with it how many of a person's decisions the
board can make, and the app tests use it to check that clicking board targets
plays the move.  The driver never touches the move list."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QMenu

from desktop.app.boardinput import PICK, BoardDialog, Target
from desktop.engine import Action

#: how many picks deep the driver looks (a card, then a pile, then face up or down)
MAX_PICKS = 3


class BoardDriver:
    def __init__(self, page: Any) -> None:
        self.page = page
        #: the kinds of target used for the last move reached (tests read it)
        self.path: list[str] = []

    @property
    def scene(self) -> Any:  # the page's BoardScene (replaced when the language changes)
        return self.page.scene

    def can_reach(self, wanted: Action) -> bool:
        """Whether some lit target on the board leads to ``wanted``."""
        return self.scene is not None and wanted in self.scene.board_actions()

    def play(self, wanted: Action) -> bool:
        """Make ``wanted`` through the board; False (and the board as it was) when it cannot."""
        self.path = []
        if not self.can_reach(wanted):
            return False
        if self._reach(wanted, MAX_PICKS):
            return True
        self.escape()
        return False

    # -- the search through the board's targets -----------------------------------------
    def _reach(self, wanted: Action, depth: int) -> bool:
        for item, target in self.scene.targets():
            if target.kind != PICK and wanted in target.reaches() and self._use(item, target, wanted):
                return True
        if depth == 0:
            return False
        tried: set[tuple[int, int, int, int]] = set()
        while True:
            picks = [(item, target) for item, target in self.scene.targets()
                     if target.kind == PICK and wanted in target.leads_to and self._where(item) not in tried]
            if not picks:
                return False
            item, target = picks[0]
            tried.add(self._where(item))
            if not self.click(item):
                continue
            self.path.append(PICK)
            if self._reach(wanted, depth - 1):
                return True
            self.path.pop()

    @staticmethod
    def _where(item: QGraphicsItem) -> tuple[int, int, int, int]:
        r = item.sceneBoundingRect()
        return round(r.x()), round(r.y()), round(r.width()), round(r.height())

    def _use(self, item: QGraphicsItem, target: Target, wanted: Action) -> bool:
        before = list(self.page.legal)
        if not self.click(item):
            return False
        popup = self.scene.open_popup
        if isinstance(popup, QMenu):
            labels = [label for label, action in target.menu if action == wanted]
            chosen = next((a for a in popup.actions() if a.text() in labels), None)
            if chosen is None:
                popup.close()
                return False
            QTest.mouseClick(popup, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             popup.actionGeometry(chosen).center())
            if popup.isVisible():  # an offscreen menu may not take the click: choose it as Return does
                chosen.trigger()
                popup.close()
        elif isinstance(popup, BoardDialog):
            if not popup.drive(wanted):
                popup.reject()
                return False
            button = popup.send_button()
            if not button.isEnabled():
                popup.reject()
                return False
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.path.append(target.kind)
        return self.page.legal != before or not self.page.legal

    # -- gestures ----------------------------------------------------------------------
    def click(self, item: QGraphicsItem) -> bool:
        """Click ``item`` where it shows (not hidden under another target)."""
        scene = self.scene
        if not shiboken6.isValid(item) or item.scene() is not scene:
            return False
        view = self.page.board
        view.ensureVisible(item, 4, 4)
        rect = item.sceneBoundingRect()
        points = [rect.center()]
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
                points.append(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
        for point in points:
            hit = self.scene.target_at(point)
            if hit is None or hit[0] is not item:
                continue
            at = view.mapFromScene(point)
            if not view.viewport().rect().contains(at):
                continue
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
            return True
        return False

    def escape(self) -> None:
        """Forget a pick, as the Escape key does."""
        if self.scene is None:
            return
        event = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
        self.scene.keyPressEvent(event)
