"""The Hint button of the game page: the Expert's top moves for your position.

On your turn, "Hint" (or the H key) asks the worker process for the Advisor's top
moves (desktop/ai/advisor.py: computed from your view only), shows each with its
estimated chance to win and a short reason, marks the best one in your choices
and frames it on the board.  It never acts.  The window stays responsive while
it thinks; a hint still being computed when the game moves on (you act, undo,
leave) is dropped."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from typing import Any

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from desktop.ai.advisor import decision_seed
from desktop.ai.worker import DecisionDiscarded
from desktop.app.advice import game_reason
from desktop.app.i18n import fill, translate
from desktop.engine import Action
from desktop.storage import StorageError

#: The frame drawn around the best move on the board (gold, solid: the legal targets' frame is dashed).
HINT_COLOUR = "#f2b705"
#: Within this many points of the best, a move is "almost as good".
CLOSE_POINTS = 2.0


def reason(best: float, chance: float) -> str:
    """One short reason for a move, in player words, from its chance against the best one's."""
    points = round(100.0 * (best - chance))
    if points <= 0:
        return translate("Hint", "keeps your chance to win highest")
    if points <= CLOSE_POINTS:
        return translate("Hint", "almost as good as the best move")
    return fill(translate("Hint", "a chance to win %1 lower than the best move's"), f"{points}%")


class HintController(QObject):
    """Owns the Hint button, its shortcut, the answer's label and the board frame of one game page."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.action = QAction(page)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.triggered.connect(self.request)
        page.addAction(self.action)
        self.button = QPushButton(page.form)
        self.button.setObjectName("hintButton")
        self.button.clicked.connect(self.request)
        self.label = QLabel(page.form)
        self.label.setObjectName("hintLabel")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.hide()
        buttons = page.form.findChild(QHBoxLayout, "actionButtons")
        if buttons is not None:
            buttons.insertWidget(0, self.button)
        # the answer goes under the choices, in the action panel (the side panel's splitter holds it)
        side = page.form.findChild(QVBoxLayout, "actionLayout") or page.form.findChild(QVBoxLayout, "sideLayout")
        if side is not None:
            at = side.indexOf(page.actions_list)
            side.insertWidget(at + 1 if at >= 0 else side.count(), self.label)
        self._task: asyncio.Future[Any] | None = None
        self._frame: QGraphicsItem | None = None
        #: the last answer shown (tests and the screenshots read it)
        self.moves: list[Any] = []
        self.best: Action | None = None
        self.retranslate()
        self.update()

    # -- state ------------------------------------------------------------------
    def retranslate(self) -> None:
        self.button.setText(translate("Hint", "&Hint"))
        self.button.setToolTip(translate("Hint", "The Expert's best moves for you now, with your chance to win "
                                                 "after each (H). It never plays for you."))
        if self.moves:
            self._show(self.moves)

    def available(self) -> bool:
        page = self.page
        if page.model is None or not page.legal or len(page.legal) < 2:
            return False
        from desktop.ai.heuristics import has_heuristic

        return has_heuristic(page.model.setup.game_id)

    def update(self) -> None:
        on = self.available()
        self.button.setVisible(on)
        self.button.setEnabled(on and self._task is None)
        self.action.setEnabled(on)

    def reset(self) -> None:
        """The position changed: drop a hint being computed and the one shown."""
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
        self.moves = []
        self.best = None
        self.label.clear()
        self.label.hide()
        self._remove_frame()
        self.update()

    # -- asking ------------------------------------------------------------------
    def request(self) -> None:
        if self._task is not None or not self.available():
            return
        model = self.page.model
        seat = model.viewer
        view = model.view()
        seed = decision_seed(model.setup.seed, model.decisions)
        self.label.setText(translate("Hint", "Thinking about your options…"))
        self.label.show()
        self._task = asyncio.ensure_future(self._ask(view, seat, seed))
        self.update()

    async def _ask(self, view: Any, seat: int, seed: int) -> None:
        me = asyncio.current_task()
        try:
            moves = await self.page.model.worker().advise(view, seat, seed)
        except (DecisionDiscarded, asyncio.CancelledError):
            return
        except Exception:
            if self._task is me:
                self._task = None
                self.label.setText(translate("Hint", "No hint this time: the advisor failed."))
                self.update()
            return
        if self._task is not me:
            return
        self._task = None
        self._show(moves)
        self._remember()
        self.update()

    def _remember(self) -> None:
        """Mark the stored game as played with hints (allowed everywhere, campaigns too; a win then
        shows as won with hints in the statistics).  Only statistics: a store that cannot write
        (read-only, a full disk) costs the mark, never the hint."""
        keeper = getattr(self.page.model, "keeper", None)
        store, gid = getattr(keeper, "store", None), getattr(keeper, "id", None)
        if store is None or not isinstance(gid, int) or not hasattr(store, "mark_hinted"):
            return
        with contextlib.suppress(StorageError, sqlite3.Error):
            store.mark_hinted(gid)

    def _show(self, moves: list[Any]) -> None:
        page = self.page
        model = page.model
        if model is None or not moves:
            return
        self.moves = list(moves)
        self.best = moves[0].action
        view = model.view()
        top = moves[0].win_chance
        lines = [translate("Hint", "The Expert would play:")]
        for i, move in enumerate(moves):
            text = page.game_ui.describe_action(view, model.viewer, move.action, model.names)
            lines.append(fill(translate("Hint", "%1. %2 — %3 chance to win: %4"), i + 1, text,
                              f"{round(100 * move.win_chance)}%",
                              game_reason(page.game_ui, view, model.viewer, move.action)
                              or reason(top, move.win_chance)))
        self.label.setText("\n".join(lines))
        self.label.show()
        self._mark_choice()
        self._frame_on_board()

    def _mark_choice(self) -> None:
        """Mark the best move in the list of choices; the current row stays where it was (a hint is
        never selected for you: Enter does not play it by accident)."""
        page = self.page
        choices = getattr(page, "choices", None)
        if choices is None or self.best not in choices.actions:
            return
        current = page.actions_list.currentIndex().row()
        texts = [fill(translate("Hint", "★ Hint: %1"), text) if action == self.best else text
                 for action, text in zip(choices.actions, choices.texts, strict=True)]
        choices.set_choices(choices.actions, texts)
        if current >= 0:
            page.select_choice(current)

    def _remove_frame(self) -> None:
        frame, self._frame = self._frame, None
        if frame is not None and frame.scene() is not None:
            with contextlib.suppress(RuntimeError):  # the scene was replaced (a language switch)
                frame.scene().removeItem(frame)

    def _frame_on_board(self) -> None:
        """A solid gold frame around the board's thing that plays the best move, if it has one."""
        self._remove_frame()
        scene = self.page.scene
        targets = [item for item, action in getattr(scene, "_actions", {}).items() if action == self.best]
        if scene is None or not targets:
            return
        rect = QRectF()
        for item in targets:
            rect = rect.united(item.sceneBoundingRect())
        frame = QGraphicsRectItem(rect.adjusted(-5, -5, 5, 5))
        frame.setPen(QPen(QColor(HINT_COLOUR), 4.0))
        frame.setZValue(60)
        frame.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        frame.setToolTip(translate("Hint", "The hint's best move"))
        scene.addItem(frame)
        self._frame = frame
