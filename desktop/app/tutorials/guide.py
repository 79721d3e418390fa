"""A tutorial in the game page: ``TutorialGuide`` walks a match of the tutorial's deal through its
steps (desktop/app/tutorials/<game>.toml), showing each step's text in a panel beside the board
item it is about (``BoardScene.anchor_rect``), framing that item, lighting only the expected move
on the board and refusing any other with a gentle "try this"; ``TutorialWorker`` stands for the
window's bot worker and answers the opponents' turns from the script, each when its step is reached.

The match is a normal stored game (the tutorial's seed, your seat and two or more computer seats):
Leave tutorial, or its end, leaves you playing on against the computer from there, and the game is
in Saved games like any other.  Finished tutorials are remembered in the settings
(``tutorial/done/<game_id>``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.app.i18n import fill, translate
from desktop.app.tutorials import PERSON, Step, Tutorial
from desktop.app.tutorials.texts import step_text
from desktop.engine import Action, State

C = "Tutorial"
PANEL_STYLE = ("QFrame#tutorialPanel { background: #fffbe8; border: 2px solid #d9a400; border-radius: 8px; }"
               "QLabel { color: #1d2430; background: transparent; }")
NOTE_STYLE = "color: #7a2e00; font-weight: bold;"
RING_COLOUR = "#ff7a00"
PANEL_WIDTH = 380


def done_key(game_id: str) -> str:
    return f"tutorial/done/{game_id}"


def is_done(settings: Any, game_id: str) -> bool:
    return bool(settings.flag(done_key(game_id), False))


class TutorialWorker:
    """The match's worker during a tutorial: an opponent's turn that the script holds is answered
    from it once its step is reached; anything else (the game after the tutorial, the Hint, the
    chances) goes to the window's own worker, which this one never closes."""

    def __init__(self, worker: Any) -> None:
        self.worker = worker
        self.guide: TutorialGuide | None = None

    async def decide(self, view: State, seat: int, level: str, seed: int, *,
                     personality: Mapping[str, float] | None = None) -> Action:
        guide = self.guide
        if guide is not None:
            scripted = await guide.scripted_move(seat)
            if scripted is not None and scripted in view.legal_actions(seat):
                return scripted
            if scripted is not None:  # the game left the script (a move composed otherwise): play on normally
                guide.close()
        action: Action = await self.worker.decide(view, seat, level, seed, personality=personality)
        return action

    def cancel_pending(self) -> int:
        return int(self.worker.cancel_pending())

    def close(self) -> None:
        """The window's worker outlives the match."""

    def __getattr__(self, name: str) -> Any:  # advise, standings, the pool: the real worker's
        return getattr(self.worker, name)


class TutorialPanel(QFrame):
    """The speech bubble: which step, its text, a note (try this / an earlier step), and Back,
    Next and Leave tutorial."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(PANEL_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        self.heading = QLabel(self)
        self.heading.setObjectName("tutorialHeading")
        self.heading.setStyleSheet("font-weight: bold; color: #6b5200;")
        self.text = QLabel(self)
        self.text.setObjectName("tutorialText")
        self.text.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setObjectName("tutorialNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.hide()
        buttons = QHBoxLayout()
        self.back = QPushButton(self)
        self.back.setObjectName("tutorialBack")
        self.next = QPushButton(self)
        self.next.setObjectName("tutorialNext")
        self.leave = QPushButton(self)
        self.leave.setObjectName("tutorialLeave")
        buttons.addWidget(self.back)
        buttons.addWidget(self.next)
        buttons.addStretch(1)
        buttons.addWidget(self.leave)
        for widget in (self.heading, self.text, self.note):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        #: called when the language changed (the guide says everything again)
        self.retranslate: Callable[[], None] | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.retranslate is not None:
            QTimer.singleShot(0, self.retranslate)  # after the page drew its board in the new language
        super().changeEvent(event)


class TutorialGuide(QObject):
    """Walks ``model`` (a match of ``tutorial``'s deal on ``page``) through the tutorial's steps."""

    #: the tutorial was played to its end (remembered as done)
    finished = Signal()
    #: the tutorial was left (or finished): the game goes on as a normal game
    left = Signal()

    def __init__(self, page: Any, model: Any, tutorial: Tutorial, settings: Any) -> None:
        super().__init__(page)
        self.page = page
        self.model = model
        self.tutorial = tutorial
        self.settings = settings
        self.steps = tutorial.steps
        self.script = tutorial.script
        self.active = True
        #: the step reached, and the step shown (Back shows earlier ones)
        self.index = 0
        self.shown = 0
        #: how many of the script's actions may be applied now (opponents wait for their step)
        self.released = 0
        self.note = ""
        #: the board shows the position of an earlier step (Back): the number of moves applied then
        self.preview: int | None = None
        #: steps whose anchor the board did not show (the tests and the smoke test look)
        self.missing: set[str] = set()
        #: steps shown so far (each once)
        self.seen: list[str] = []
        self._waiters: list[asyncio.Future[None]] = []
        self._ring: QGraphicsRectItem | None = None
        self._ring_scene: Any = None
        self.panel = TutorialPanel(page.board)
        self.panel.back.clicked.connect(self.back)
        self.panel.next.clicked.connect(self.next)
        self.panel.leave.clicked.connect(self.leave)
        self.panel.retranslate = self._retranslated
        page.board.installEventFilter(self)
        page.board.horizontalScrollBar().valueChanged.connect(self._place)
        page.board.verticalScrollBar().valueChanged.connect(self._place)
        model.humanTurn.connect(self._human_turn)
        model.undone.connect(self._undone)
        model.finished.connect(lambda _result: self.close())
        self._animate = model.animate
        model.animate = self._animated
        page.tutorial = self
        self.panel.show()
        self._enter(0)

    # -- where the match is ----------------------------------------------------------
    def applied(self) -> int:
        return len(self.model.history)

    def expected(self) -> Action | None:
        """The person's scripted action now (None when the script holds none for them)."""
        count = self.applied()
        if not self.active or count >= len(self.script):
            return None
        seat, action = self.script[count]
        return action if seat == PERSON else None

    def step(self) -> Step:
        return self.steps[self.index]

    async def scripted_move(self, seat: int) -> Action | None:
        """An opponent's scripted move, awaited until its step is reached (None: not scripted)."""
        while self.active and self.applied() >= self.released and self.applied() < len(self.script):
            future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._waiters.append(future)
            await future
        count = self.applied()
        if not self.active or count >= len(self.script):
            return None
        who, action = self.script[count]
        return action if who == seat else None

    def _release(self, upto: int) -> None:
        self.released = max(self.released, upto)
        waiters, self._waiters = self._waiters, []
        for future in waiters:
            if not future.done():
                future.set_result(None)

    # -- steps ----------------------------------------------------------------------
    def _enter(self, index: int) -> None:
        self.index = self.shown = index
        self.note = ""
        step = self.step()
        if step.id not in self.seen:
            self.seen.append(step.id)
        if step.watch:
            self._release(step.end)
        self.refresh()

    def _advance(self) -> None:
        """Past the steps the match has gone beyond (a move done, a watched move played)."""
        while self.active and self.index + 1 < len(self.steps):
            step = self.step()
            if step.do is not None and self.applied() >= step.end:
                self._enter(self.index + 1)
            else:
                break

    def allows(self, action: Action) -> bool:
        """The page asks before submitting the person's move: only the expected one goes (from the
        board or the list); another gets a gentle note saying which."""
        if not self.active or self.applied() >= len(self.script):
            return True  # the script is played out: the last steps only explain, the game is yours
        expected = self.expected()
        if expected is not None and action == expected:
            for n, step in enumerate(self.steps):  # a move made early (on an explaining step) counts
                if step.do is not None and step.start == self.applied() and n > self.index:
                    self.index = self.shown = n
            return True
        if expected is None:
            self.note = translate(C, "Wait a moment: the others play first.")
        else:
            view = self.model.view()
            self.note = fill(translate(C, "Not this time. For this step, try: %1"),
                             self.page.game_ui.describe_action(view, self.model.viewer, expected, self.model.names))
        self.refresh()
        return False

    def next(self) -> None:
        if not self.active:
            return
        if self.shown < self.index:
            self.shown += 1
            self.note = ""
            self.refresh()
            return
        step = self.step()
        if step.do is not None and self.applied() == step.start:
            if self._may_act():  # skip ahead: your move is made for you
                self.page._submit(step.do)
            return
        if step.watch and self.applied() < step.end:
            return
        if self.index + 1 >= len(self.steps):
            self.finish()
            return
        self._enter(self.index + 1)

    def back(self) -> None:
        if self.active and self.shown > 0:
            self.shown -= 1
            self.note = ""
            self.refresh()

    def finish(self) -> None:
        """The last step read: remembered as done, and the game plays on."""
        self.settings.set_flag(done_key(self.tutorial.game_id), True)
        self.finished.emit()
        self.close()

    def leave(self) -> None:
        """Leave tutorial: the same game goes on as a normal one (saved like any other)."""
        self.close()

    def close(self) -> None:
        if not self.active:
            return
        self.active = False
        self._release(len(self.script))
        self._drop_ring()
        self.panel.hide()
        self.panel.deleteLater()
        self.page.board.removeEventFilter(self)
        if getattr(self.page, "tutorial", None) is self:
            self.page.tutorial = None
        if self.model.animate == self._animated:
            self.model.animate = self._animate
        model = self.model
        if model is self.page.model and self.page.scene is not None and not self.page.animating and (
                self.preview is not None or model.waiting_seat == model.viewer):
            # the game as it is, every move lit again
            self.page.scene.show_view(model.view(), self.page.legal if model.waiting_seat == model.viewer else [])
        self.preview = None
        self.left.emit()

    # -- the match's signals --------------------------------------------------------
    def _may_act(self) -> bool:
        model = self.model
        return bool(model.waiting_seat == model.viewer and not self.page.animating)

    def _human_turn(self, _seat: int) -> None:
        self.preview = None  # the page drew the game as it is
        self.refresh()

    def _retranslated(self) -> None:
        self.preview = None  # the page drew a new board in the new language
        self.refresh()

    async def _animated(self, seat: int, action: Action, events: list[Any]) -> None:
        if self._animate is not None:
            await self._animate(seat, action, events)
        self.preview = None  # the animation drew the game as it is
        count = self.applied()
        if self.active and 0 < count <= len(self.script) and self.script[count - 1] != (seat, action):
            self.close()  # off the script (e.g. a trade composed otherwise): the game goes on as a normal one
        if self.active:
            self._advance()
            self.refresh()

    def _undone(self) -> None:
        """Undo took the game back: the tutorial goes back to the step of that moment."""
        if not self.active:
            return
        count = self.applied()
        index = max((n for n, s in enumerate(self.steps) if s.start <= count), default=0)
        self.released = count
        self._enter(index)

    # -- showing --------------------------------------------------------------------
    def refresh(self) -> None:
        if not self.active:
            return
        self._advance()
        step = self.steps[self.shown]
        current = self.shown == self.index
        panel = self.panel
        title = self.page.game_ui.title()
        panel.heading.setText(fill(translate(C, "%1 tutorial: step %2 of %3"), title, self.shown + 1,
                                   len(self.steps)))
        panel.text.setText(step_text(self.tutorial.text_id(step)))
        earlier = translate(C, "An earlier step, the board as it was then: Next comes back to where you are.")
        note = self.note if current else earlier
        panel.note.setText(note)
        panel.note.setVisible(bool(note))
        panel.back.setText(translate(C, "Back"))
        panel.back.setEnabled(self.shown > 0 and not self.page.animating)
        panel.back.setToolTip(translate(C, "The earlier steps again, with the board as it was then. Undo "
                                           "(Ctrl+Z) takes back your last move."))
        panel.leave.setText(translate(C, "Leave tutorial"))
        panel.leave.setToolTip(translate(C, "Play on from here as a normal game against the computer."))
        last = current and self.index + 1 >= len(self.steps)
        panel.next.setText(translate(C, "Finish") if last else translate(C, "Next"))
        if not current:
            panel.next.setEnabled(True)
            panel.next.setToolTip("")
        elif step.do is not None and self.applied() == step.start:
            panel.next.setEnabled(self._may_act())
            panel.next.setToolTip(translate(C, "Skip ahead: the move this step asks for is made for you."))
        else:
            panel.next.setEnabled(not (step.watch and self.applied() < step.end))
            panel.next.setToolTip("")
        self._draw(current)
        self._place()

    def _draw(self, current: bool) -> None:
        """An earlier step (Back) shows the board as it was then, nothing lit; the step you are at
        shows the game as it is."""
        page, model = self.page, self.model
        if page.scene is None or model is not page.model or page.animating:
            return
        if not current:
            count = min(self.steps[self.shown].start, len(model.history))
            if self.preview != count:
                try:
                    then = model.history.state_after(count)
                except (IndexError, LookupError):  # no state kept to go back to: the text alone
                    return
                page.scene.show_view(then.view(model.viewer), [])
                self.preview = count
            return
        if self.preview is not None:
            self.preview = None
            page.scene.show_view(model.view(), page.legal if model.waiting_seat == model.viewer else [])
        self._light()

    def _light(self) -> None:
        """On the person's turn only the expected move is lit on the board (none on a step that
        only explains); the list keeps every move, and ``allows`` answers the others."""
        page, model = self.page, self.model
        if page.scene is None or model is not page.model or model.waiting_seat != model.viewer or page.animating:
            return
        step = self.step()
        expected = self.expected()
        if self.applied() >= len(self.script):
            lit = list(page.legal)  # played out: every move is yours again
        else:
            lit = [expected] if expected is not None and step.do == expected and expected in page.legal else []
        if page.scene.legal_drawn != lit:
            page.scene.show_view(model.view(), lit)

    def anchor_rect(self) -> QRectF | None:
        scene = self.page.scene
        step = self.steps[self.shown]
        rect = scene.anchor_rect(step.anchor) if scene is not None and step.anchor else None
        if rect is None and step.anchor:
            self.missing.add(step.id)
        return rect

    def _drop_ring(self) -> None:
        ring, self._ring = self._ring, None
        if ring is not None and self._ring_scene is not None:
            try:
                if ring.scene() is self._ring_scene:
                    self._ring_scene.removeItem(ring)
            except RuntimeError:  # the scene (and the ring with it) is gone
                pass
        self._ring_scene = None

    def _place(self) -> None:
        """The frame around the anchor, and the panel beside it (below, else above, else at the
        bottom of the board), inside the board's view."""
        if not self.active:
            return
        rect = self.anchor_rect()
        scene = self.page.scene
        if self._ring_scene is not scene:
            self._drop_ring()
        if rect is not None and scene is not None:
            if self._ring is None:
                ring = QGraphicsRectItem()
                ring.setPen(QPen(Qt.GlobalColor.transparent))
                pen = QPen(RING_COLOUR)
                pen.setWidthF(4)
                ring.setPen(pen)
                ring.setZValue(300)
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)
                scene.addItem(ring)
                self._ring, self._ring_scene = ring, scene
            assert self._ring is not None
            self._ring.setRect(rect.adjusted(-5, -5, 5, 5))
        elif self._ring is not None:
            self._drop_ring()
        view = self.page.board
        panel = self.panel
        w = panel.width()
        h = max(panel.heightForWidth(w), panel.minimumSizeHint().height())  # the wrapped text's whole height
        panel.resize(w, h)
        area_w, area_h = view.width(), view.height()
        if rect is None:
            x, y = (area_w - w) / 2, area_h - h - 8
        else:
            box = view.mapFromScene(rect).boundingRect().translated(view.viewport().pos())
            x = box.center().x() - w / 2
            if box.bottom() + 10 + h <= area_h:
                y = box.bottom() + 10
            elif box.top() - 10 - h >= 0:
                y = box.top() - 10 - h
            else:
                y = area_h - h - 8
        x = max(4, min(x, area_w - w - 4))
        y = max(4, min(y, area_h - h - 4))
        panel.move(int(x), int(y))
        panel.raise_()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._place()
        return False
