"""Qt item models fed by the MatchModel: the players panel, the event log and
the price history.  They read only the viewer's view and the viewer's
filtered events."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QStringListModel, Qt
from PySide6.QtGui import QBrush, QColor

from desktop.app.i18n import fill, translate
from desktop.engine import Event, State

Index = QModelIndex | QPersistentModelIndex


class PlayersModel(QAbstractTableModel):
    """One row per seat: name, the game's public columns, and what the seat is
    doing (to move, thinking…)."""

    def __init__(self, game_ui: Any, names: Sequence[str], kinds: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_ui = game_ui
        self.names = list(names)
        self.kinds = list(kinds)
        self.columns = [translate("Players", "Player"), *game_ui.player_columns(), translate("Players", "Now")]
        self.rows: list[list[str]] = [["" for _ in self.columns] for _ in self.names]
        self.thinking: int | None = None
        self.viewer = 0
        self.to_move: tuple[int, ...] = ()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) \
                and orientation == Qt.Orientation.Horizontal:
            return self.columns[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        seat, col = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[seat][col]
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            from desktop.app.scene import SEAT_COLOURS

            return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
        if role == Qt.ItemDataRole.FontRole and seat == self.viewer:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and seat in self.to_move:
            return QBrush(QColor("#fff2b3"))
        if role == Qt.ItemDataRole.ForegroundRole and seat in self.to_move:
            return QBrush(QColor("#1d2430"))
        return None

    def retranslate(self) -> None:
        """Column titles in the current language (the cells follow at the next refresh)."""
        self.columns = [translate("Players", "Player"), *self.game_ui.player_columns(), translate("Players", "Now")]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)

    def refresh(self, view: State, viewer: int, thinking: int | None) -> None:
        self.viewer = viewer
        self.thinking = thinking
        self.to_move = view.to_move()
        for seat in range(len(self.names)):
            if thinking == seat:
                now = translate("Players", "thinking…")
            elif seat in self.to_move:
                now = translate("Players", "to move")
            else:
                now = ""
            self.rows[seat] = [self.names[seat], *self.game_ui.player_cells(view, seat), now]
        self.dataChanged.emit(self.index(0, 0), self.index(len(self.names) - 1, len(self.columns) - 1))


class LogModel(QStringListModel):
    """The event log: translated sentences built from the viewer's events
    (a C++ string list underneath, so long logs stay fast)."""

    @property
    def lines(self) -> list[str]:
        return self.stringList()

    def add(self, lines: Sequence[str]) -> None:
        if not lines:
            return
        start = self.rowCount()
        self.insertRows(start, len(lines))
        for offset, line in enumerate(lines):
            self.setData(self.index(start + offset), line)

    def reset(self, lines: Sequence[str]) -> None:
        self.setStringList(list(lines))


def log_lines(game_ui: Any, names: Sequence[str], seat: int, action: Any, events: Sequence[Event],
              viewer: int) -> list[str]:
    """The log lines of one applied action as ``viewer`` may see it."""
    lines = []
    for event in events:
        shown = event.for_seat(viewer)
        if shown is None:
            continue
        line = game_ui.describe_event(shown, names, viewer)
        if line:
            lines.append(line)
    if not lines:
        lines.append(fill(translate("Log", "%1: %2"), names[seat],
                          game_ui.describe_action(None, seat, action, names)))
    return lines


class PriceHistory(QObject):
    """Prices per round (or per action for games without rounds)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.points: list[tuple[int, list[int]]] = []

    def record(self, step: int, prices: Sequence[tuple[str, int]]) -> bool:
        """Add or replace the point of ``step``; True if something changed."""
        names = [name for name, _ in prices]
        values = [value for _, value in prices]
        if names != self.names:
            self.names = names
            self.points = []
        if self.points and self.points[-1][0] == step:
            if self.points[-1][1] == values:
                return False
            self.points[-1] = (step, values)
            return True
        self.points.append((step, values))
        return True
