"""The board scene every game's board builds on.

A game's scene draws the human seat's view with ``draw(view, legal)``: it
calls ``put(key, sig, make, pos)`` for every thing on the board.  Items are
kept by key between draws, so a thing that only moved (a price marker, a card
going from a hand to a lot) slides to its new place, and a thing whose look
changed (``sig``) is replaced.  ``float_text`` shows a money change rising
and fading.  ``commit(ms)`` returns the animation of all that; the page waits
for it before the match goes on (0 ms = no animation).

The board is the controller: every legal target a game draws is registered
(``clickable`` for one action, ``clickable_call`` for a pick inside the board,
``clickable_amount`` for a number, ``clickable_menu`` for a few named actions,
``clickable_dialog`` for a game's own screen; desktop/app/boardinput.py), lit
with a ring, and a click on it emits ``actionChosen`` (or ``stepsChosen`` for a
compound choice).  The folded move list works too, for keyboard play."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from desktop.app.boardinput import ACTION, AMOUNT, DIALOG, MENU, PICK, AmountChoice, AmountDialog, BoardDialog, Target
from desktop.app.themes import style_token, table_brush
from desktop.engine import Action, Event, State

#: Seat colours chosen from the Okabe-Ito palette (safe for the common kinds of
#: colour blindness); every seat also has its own token shape and its name.
SEAT_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
INK = QColor("#1d2430")
PAPER = QColor("#f7f3ea")
TABLE = QColor("#2f5d50")
HILITE = QColor("#ffd23f")


def ui_font(size: float, bold: bool = False) -> QFont:
    from desktop.app.i18n import app_font_families

    font = QFont()
    font.setFamilies(app_font_families())  # the language's CJK glyph shapes, bundled fallback last
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def shape_path(shape: str, size: float) -> QPainterPath:
    """A token outline centred on (0, 0): each seat has its own shape."""
    import math

    path = QPainterPath()
    r = size / 2
    if shape == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
        return path
    if shape == "square":
        path.addRect(QRectF(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7))
        return path
    corners = {"triangle": 3, "diamond": 4, "hexagon": 6, "star": 10}[shape]
    points = []
    for i in range(corners):
        angle = -math.pi / 2 + 2 * math.pi * i / corners
        radius = r * (0.5 if shape == "star" and i % 2 else 1.0)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path.moveTo(points[0])
    for p in points[1:]:
        path.lineTo(p)
    path.closeSubpath()
    return path


def token(seat: int, size: float = 18) -> QGraphicsPathItem:
    item = QGraphicsPathItem(shape_path(SEAT_SHAPES[seat % len(SEAT_SHAPES)], size))
    style_token(item, SEAT_COLOURS[seat % len(SEAT_COLOURS)], size)  # the token style earned and chosen
    return item


def text_item(text: str, size: float = 10, colour: QColor | str = INK, bold: bool = False,
              parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(ui_font(size, bold))
    item.setBrush(QBrush(QColor(colour)))
    return item


def centred_text(text: str, rect: QRectF, size: float = 10, colour: QColor | str = INK, bold: bool = False,
                 parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    item = text_item(text, size, colour, bold, parent)
    br = item.boundingRect()
    if br.width() > rect.width() and br.width() > 0:  # shrink to fit
        item.setScale(rect.width() / br.width())
        br = QRectF(0, 0, br.width() * item.scale(), br.height() * item.scale())
    item.setPos(rect.center().x() - br.width() / 2, rect.center().y() - br.height() / 2)
    return item


def box(rect: QRectF, fill: QColor | str, pen: QColor | str = INK, width: float = 1.2, radius: float = 6,
        parent: QGraphicsItem | None = None) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path, parent)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor(pen), width))
    return item



#: the fill of a button, and the ring of the seat to move
GOLD = "#ffd23f"


def button(label: str, w: float, h: float = 28, size: float = 9, *, enabled: bool = True, pad: float = 2,
           line: float = 1.5, radius: float = 6) -> QGraphicsPathItem:
    """A board button: a gold box (grey when not enabled) with its label in bold, shrunk to fit."""
    item = box(QRectF(0, 0, w, h), GOLD if enabled else "#d8d2c2", INK, line, radius)
    centred_text(label, QRectF(pad, 0, w - 2 * pad, h), size, INK, True, item)
    return item


def panel(w: float, h: float, title: str) -> QGraphicsPathItem:
    """A paper panel with its title in the top left corner."""
    item = box(QRectF(0, 0, w, h), PAPER)
    label = text_item(title, 10, INK, True, item)
    label.setPos(8, 4)
    return item


def seat_panel(w: float, h: float, me: bool, moving: bool) -> QGraphicsPathItem:
    """The background of a seat's panel: lighter for the viewer's own seat, ringed while it is to move."""
    return box(QRectF(0, 0, w, h), "#fffaf0" if me else PAPER, GOLD if moving else INK, 3 if moving else 1.2)


def fitted_text(text: str, size: float, width: float, bold: bool = False,
                colour: QColor | str = INK) -> QGraphicsSimpleTextItem:
    """Text left-aligned, shrunk to ``width`` when it is longer."""
    item = text_item(text, size, colour, bold)
    wide = item.boundingRect().width()
    if wide > width > 0:
        item.setScale(width / wide)
    return item

def along(points: Sequence[QPointF], t: float) -> QPointF:
    """The point a fraction ``t`` of the way along the polyline ``points``."""
    import math

    lengths = [math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in itertools.pairwise(points)]
    total = sum(lengths)
    if total <= 0:
        return QPointF(points[-1])
    goal = max(0.0, min(1.0, t)) * total
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if goal <= length and length > 0:
            f = goal / length
            return QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f)
        goal -= length
    return QPointF(points[-1])


class BoardScene(QGraphicsScene):
    actionChosen = Signal(object)
    #: a compound choice made in a board dialog: the engine steps to play
    stepsChosen = Signal(object)

    #: the scene's size in scene units; the view scales it to the window.
    WIDTH = 1000.0
    HEIGHT = 700.0

    def __init__(self, game_ui: Any, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_ui = game_ui
        self.names = list(names)
        self.setSceneRect(QRectF(0, 0, self.WIDTH, self.HEIGHT))
        self.setBackgroundBrush(table_brush())  # the table theme earned and chosen (TABLE: the classic)
        self._items: dict[str, tuple[Any, QGraphicsItem]] = {}
        self._placed: set[str] = set()
        self._moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._new: list[QGraphicsItem] = []
        self._floats: list[QGraphicsItem] = []
        #: the lit targets of this draw: what a click on each does
        self._targets: dict[QGraphicsItem, Target] = {}
        #: the highlight ring of each lit target (taken off at the next draw)
        self._lit: dict[QGraphicsItem, QGraphicsItem] = {}
        #: the dialog or menu a board click opened and that is still up
        self.open_popup: QWidget | None = None
        self._travels: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._routes: dict[QGraphicsItem, list[QPointF]] = {}
        self.legal_drawn: list[Action] = []
        self.view_drawn: State | None = None
        self.previous_view: State | None = None

    # -- what games implement ------------------------------------------------
    def draw(self, view: State, legal: Sequence[Action]) -> None:
        """Put every thing of ``view`` (the human seat's view) on the board."""
        raise NotImplementedError

    def on_events(self, events: Sequence[Event], view: State) -> None:
        """Extra effects for the viewer's events of the last action (money
        changes floating up); called between ``prepare`` and ``commit``."""

    # -- domain verbs for game scenes ------------------------------------------
    def put(self, key: str, sig: Any, make: Callable[[], QGraphicsItem], pos: QPointF, z: float = 0) -> QGraphicsItem:
        """Place the thing ``key`` at ``pos``; ``sig`` is its look (a changed
        look makes a new item, a new place makes it slide there)."""
        self._placed.add(key)
        old = self._items.get(key)
        if old is not None and old[0] == sig:
            item = old[1]
            if item.pos() != pos:
                self._moves.append((item, QPointF(item.pos()), QPointF(pos)))
            item.setZValue(z)
            return item
        start = None
        if old is not None:
            start = QPointF(old[1].pos())
            self.removeItem(old[1])
        item = make()
        item.setZValue(z)
        self.addItem(item)
        self._items[key] = (sig, item)
        if start is not None and start != pos:
            item.setPos(start)
            self._moves.append((item, start, QPointF(pos)))
        else:
            item.setPos(pos)
            if old is None and self.view_drawn is not None:
                self._new.append(item)
        return item

    def clickable(self, item: QGraphicsItem, action: Action | None) -> None:
        """A click on ``item`` chooses ``action`` (None: not clickable now)."""
        if action is None:
            return
        tip = (self.game_ui.describe_action(self.view_drawn, self.view_drawn.viewer or 0, action, self.names)
               if self.view_drawn is not None else "")
        self._target(item, Target(ACTION, action=action), tip)

    def clickable_call(self, item: QGraphicsItem, call: Callable[[], None],
                       leads_to: Sequence[Action] = ()) -> None:
        """A click on ``item`` runs ``call`` (a choice inside the board, e.g.
        picking which card to place before picking where); ``leads_to``: the
        actions that can follow it."""
        self._target(item, Target(PICK, call=call, leads_to=tuple(leads_to)), None)

    def clickable_amount(self, item: QGraphicsItem, choice: AmountChoice, tip: str | None = None) -> None:
        """A click on ``item`` asks for a number (a bid, a count) in one small dialog."""
        if not choice.options:
            return
        self._target(item, Target(AMOUNT, amount=choice), tip if tip is not None else choice.title)

    def clickable_menu(self, item: QGraphicsItem, options: Sequence[tuple[str, Action]],
                       tip: str | None = None) -> None:
        """A click on ``item`` offers a few named actions on it (build, mortgage, ...)."""
        if not options:
            return
        if len(options) == 1 and tip is None:
            self.clickable(item, options[0][1])
            return
        self._target(item, Target(MENU, menu=tuple(options)), tip)

    def clickable_dialog(self, item: QGraphicsItem, opener: Callable[[QWidget | None], BoardDialog],
                         starts: Sequence[Action], tip: str | None = None) -> None:
        """A click on ``item`` opens a game's own dialog (a two-sided trade) that
        can make the choices starting with ``starts``."""
        if not starts:
            return
        self._target(item, Target(DIALOG, opener=opener, starts=tuple(starts)), tip)

    def _target(self, item: QGraphicsItem, target: Target, tip: str | None) -> None:
        self._targets[item] = target
        item.setCursor(Qt.CursorShape.PointingHandCursor)
        item.setAcceptHoverEvents(True)
        if tip is not None:
            item.setToolTip(tip)
        if item not in self._lit:
            # a ring in the highlight colour around the target (a child: it goes with the item)
            rect = (item.boundingRect() | item.childrenBoundingRect()).adjusted(-2.5, -2.5, 2.5, 2.5)
            path = QPainterPath()
            path.addRoundedRect(rect, 5, 5)
            ring = QGraphicsPathItem(path, item)
            ring.setPen(QPen(HILITE, 2.5))
            ring.setBrush(Qt.BrushStyle.NoBrush)
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            ring.setData(0, "lit")
            self._lit[item] = ring

    def clear_pick(self) -> None:
        """Forget a choice inside the board (Escape): games with picks reset them here."""

    def targets(self) -> list[tuple[QGraphicsItem, Target]]:
        """Every lit target now, in drawing order."""
        return list(self._targets.items())

    def board_actions(self) -> set[Action]:
        """Every action the board can reach now (first steps of compound choices)."""
        out: set[Action] = set()
        for target in self._targets.values():
            out.update(target.reaches())
        return out

    def redraw(self) -> None:
        """Draw the same view again (after a choice inside the board)."""
        if self.view_drawn is not None:
            self.show_view(self.view_drawn, self.legal_drawn)

    def route(self, key: str, waypoints: Sequence[QPointF]) -> None:
        """Make the thing ``key``, if it moves now, pass through ``waypoints``
        on its way (a token going round the board instead of across it)."""
        entry = self._items.get(key)
        if entry is not None and waypoints:
            self._routes[entry[1]] = list(waypoints)

    def travel(self, make: Callable[[], QGraphicsItem], start: QPointF, end: QPointF) -> None:
        """Something travels from ``start`` to ``end`` and disappears there
        (a card going to a player, money to the bank); only when animating."""
        item = make()
        item.setPos(start)
        item.setZValue(90)
        self.addItem(item)
        self._travels.append((item, start, end))

    def hilite(self, rect: QRectF, key: str) -> QGraphicsItem:
        """A dashed frame around something the human may click now."""

        def make() -> QGraphicsItem:
            item = QGraphicsRectItem(QRectF(0, 0, rect.width() + 4, rect.height() + 4))
            pen = QPen(HILITE, 2.5, Qt.PenStyle.DashLine)
            item.setPen(pen)
            item.setBrush(Qt.BrushStyle.NoBrush)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            return item

        return self.put(f"hilite:{key}", (rect.width(), rect.height()), make,
                        QPointF(rect.x() - 2, rect.y() - 2), z=50)

    def float_text(self, text: str, pos: QPointF, colour: QColor | str = "#ffffff") -> None:
        """A money change: the text rises and fades (only when animating)."""
        item = text_item(text, 13, colour, bold=True)
        item.setPos(pos)
        item.setZValue(100)
        item.setOpacity(0.0)
        self.addItem(item)
        self._floats.append(item)

    # -- the page's calls ---------------------------------------------------------
    def show_view(self, view: State, legal: Sequence[Action]) -> None:
        """Redraw without animation."""
        self.prepare(view, legal)
        self.commit(0)

    def prepare(self, view: State, legal: Sequence[Action]) -> None:
        if view.viewer is None:
            raise ValueError("the board draws only a seat's view")
        self._placed = set()
        self._moves = []
        self._new = []
        self._targets = {}
        for ring in self._lit.values():
            # a ring of an item replaced since is gone with it
            if shiboken6.isValid(ring) and ring.scene() is self:
                self.removeItem(ring)
        self._lit = {}
        self.legal_drawn = list(legal)
        previous = self.view_drawn
        self.previous_view = previous
        self.view_drawn = view
        self.draw(view, legal)
        for key in [k for k in self._items if k not in self._placed]:
            self.removeItem(self._items.pop(key)[1])
        if previous is None:
            self._new = []

    def commit(self, ms: int) -> QParallelAnimationGroup | None:
        """Animate what ``prepare`` changed over ``ms`` milliseconds; None
        (and everything already in place) when ``ms`` is 0 or nothing moved."""
        floats, self._floats = self._floats, []
        travels, self._travels = self._travels, []
        routes, self._routes = self._routes, {}
        if ms <= 0:
            for item, _start, _end in travels:
                self.removeItem(item)
            travels = []
        if ms <= 0 or not (self._moves or self._new or floats or travels):
            for item, _start, end in self._moves:
                item.setPos(end)
            for item in floats:
                self.removeItem(item)
            self._moves = []
            self._new = []
            return None
        group = QParallelAnimationGroup(self)
        for item, start, end in self._moves:
            anim = QVariantAnimation(group)
            item.setPos(start)
            group.addAnimation(anim)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            if item in routes:
                points = [start, *routes[item], end]
                anim.setStartValue(0.0)
                anim.setEndValue(1.0)
                anim.setDuration(min(ms * 3, ms + 60 * len(points)))
                anim.valueChanged.connect(lambda t, item=item, points=points: item.setPos(along(points, t)))
                continue
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setDuration(ms)
            anim.valueChanged.connect(item.setPos)
        for item in self._new:
            if isinstance(item, QObject):
                fade = QPropertyAnimation(item, b"opacity", group)
                fade.setStartValue(0.0)
                fade.setEndValue(1.0)
                fade.setDuration(ms)
                group.addAnimation(fade)
            else:
                item.setOpacity(0.0)
                tween = QVariantAnimation(group)
                tween.setStartValue(0.0)
                tween.setEndValue(1.0)
                tween.setDuration(ms)
                tween.valueChanged.connect(item.setOpacity)
                group.addAnimation(tween)
        for item in floats:
            start = item.pos()
            rise = QVariantAnimation(group)
            rise.setStartValue(0.0)
            rise.setEndValue(1.0)
            rise.setDuration(max(ms * 2, 300))

            def step(t: float, item: QGraphicsItem = item, start: QPointF = start) -> None:
                item.setPos(start.x(), start.y() - 30 * t)
                item.setOpacity(1.0 - abs(2 * t - 1) ** 3)

            rise.valueChanged.connect(step)
            group.addAnimation(rise)
        for item, start, end in travels:
            anim = QVariantAnimation(group)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(ms)
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)

            def fly(t: float, item: QGraphicsItem = item, start: QPointF = start, end: QPointF = end) -> None:
                item.setPos(start + (end - start) * t)
                item.setOpacity(1.0 if t < 0.8 else (1.0 - t) * 5)

            anim.valueChanged.connect(fly)
            group.addAnimation(anim)
        leftovers = floats + [item for item, _s, _e in travels]

        def clear_leftovers() -> None:
            for i in leftovers:
                if i.scene() is self:
                    self.removeItem(i)

        group.finished.connect(clear_leftovers)
        self._moves = []
        self._new = []
        return group

    # -- input ----------------------------------------------------------------------
    def target_at(self, pos: QPointF) -> tuple[QGraphicsItem, Target] | None:
        """The target a click at ``pos`` hits (the topmost item or its parents)."""
        for item in self.items(pos):
            walk: QGraphicsItem | None = item
            while walk is not None:
                target = self._targets.get(walk)
                if target is not None:
                    return walk, target
                walk = walk.parentItem()
        return None

    def action_at(self, pos: QPointF) -> Action | None:
        hit = self.target_at(pos)
        return hit[1].action if hit is not None and hit[1].kind == ACTION else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            hit = self.target_at(event.scenePos())
            if hit is not None:
                event.accept()
                self.activate(hit[1], event.screenPos())
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.clear_pick()
            self.redraw()
            event.accept()
            return
        super().keyPressEvent(event)

    def activate(self, target: Target, screen_pos: QPoint | None = None) -> None:
        """Do what a click on ``target`` does."""
        if target.kind == ACTION and target.action is not None:
            self.actionChosen.emit(target.action)
        elif target.kind == PICK and target.call is not None:
            target.call()
        elif target.kind == MENU:
            self._open_menu(target, screen_pos)
        elif target.kind == AMOUNT and target.amount is not None:
            choice = target.amount
            self._open_dialog(lambda parent: AmountDialog(choice, parent))
        elif target.kind == DIALOG and target.opener is not None:
            self._open_dialog(target.opener)

    def _parent_widget(self) -> QWidget | None:
        views = self.views()
        return views[0].window() if views else None

    def _open_menu(self, target: Target, screen_pos: QPoint | None) -> None:
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self._parent_widget())
        menu.setObjectName("boardMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for label, action in target.menu:
            act = menu.addAction(label)
            act.triggered.connect(lambda _c=False, action=action: self.actionChosen.emit(action))
        menu.aboutToHide.connect(lambda: self._popup_closed(menu))
        self.open_popup = menu
        menu.popup(screen_pos if screen_pos is not None else QCursor.pos())

    def _open_dialog(self, opener: Callable[[QWidget | None], BoardDialog]) -> None:
        dialog = opener(self._parent_widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.stepsChosen.connect(self.stepsChosen.emit)
        dialog.finished.connect(lambda _r: self._popup_closed(dialog))
        self.open_popup = dialog
        dialog.open()

    def _popup_closed(self, popup: QWidget) -> None:
        if self.open_popup is popup:
            self.open_popup = None
    def anchor_rect(self, key: str) -> QRectF | None:
        """Where the thing ``key`` is drawn now, in scene units, its children included (None when
        the board does not show it): what a tutorial step points at."""
        entry = self._items.get(key)
        if entry is None or entry[1].scene() is not self:
            return None
        item = entry[1]
        return item.mapRectToScene(item.boundingRect() | item.childrenBoundingRect())

    def texts(self) -> list[str]:
        """Every text drawn (tests check that nothing hidden is drawn)."""
        out = []
        for item in self.items():
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append(item.text())
            if item.toolTip():
                out.append(item.toolTip())
        return sorted(out)


def wrapped(text: str, width: float, size: float, parent: QGraphicsItem, y: float, bold: bool = False,
            x: float = 0) -> None:
    """``text`` centred in lines that fit ``width`` (words kept whole; a word
    wider than the line, as in Chinese or Japanese, is broken by character)."""
    from PySide6.QtGui import QFontMetricsF

    font = ui_font(size, bold)
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    line = ""
    tokens = text.split(" ") if " " in text else list(text)
    joiner = " " if " " in text else ""
    for word in tokens:
        trial = f"{line}{joiner}{word}" if line else word
        if metrics.horizontalAdvance(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    for n, part in enumerate(lines[:3]):
        centred_text(part, QRectF(x, y + n * metrics.height(), width, metrics.height()), size, INK, bold, parent)
