"""Qt item models fed by the MatchModel: the players panel, the event log and
the price history.  They read only the viewer's view and the viewer's
filtered events."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from desktop.app.i18n import fill, number, translate
from desktop.engine import Action, Event, State

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
        #: columns the narrow table hides (the game page's choice): their figures go in each row's tooltip
        self.hidden: set[int] = set()

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
        if role == Qt.ItemDataRole.ToolTipRole:
            # the whole figure (a narrow column elides it), then the columns a narrow table hides
            lines = [self.rows[seat][col]] if col != 0 else [self.names[seat]]
            for hidden in sorted(self.hidden):
                if self.rows[seat][hidden]:
                    lines.append(fill(translate("Players", "%1: %2"), self.columns[hidden], self.rows[seat][hidden]))
            return "\n".join(line for line in lines if line)
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
        """The cells from ``view``: ``dataChanged`` for each run of changed
        cells of a row (the whole row where its look changed: to move, viewer)."""
        old_viewer, old_to_move = self.viewer, self.to_move
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
            row = [self.names[seat], *self.game_ui.player_cells(view, seat), now]
            old = self.rows[seat]
            self.rows[seat] = row
            if (seat in old_to_move) != (seat in self.to_move) or (seat == viewer) != (seat == old_viewer):
                self.dataChanged.emit(self.index(seat, 0), self.index(seat, len(self.columns) - 1))
                continue
            for first, last in _changed_runs(old, row):
                self.dataChanged.emit(self.index(seat, first), self.index(seat, last))


def _changed_runs(old: Sequence[str], new: Sequence[str]) -> list[tuple[int, int]]:
    """(first, last) column of each run of cells that differ."""
    runs: list[tuple[int, int]] = []
    for col in range(max(len(old), len(new))):
        if col < len(old) and col < len(new) and old[col] == new[col]:
            continue
        if runs and runs[-1][1] == col - 1:
            runs[-1] = (runs[-1][0], col)
        else:
            runs.append((col, col))
    return runs


class HoldingsModel(QAbstractTableModel):
    """One row per seat, one column per company: the shares the viewer's view
    shows each seat holding (``GameUI.holdings``).  A move changes the cells
    it changed (``dataChanged``), never the whole table."""

    def __init__(self, game_ui: Any, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_ui = game_ui
        self.names = list(names)
        self.companies: list[str] = []
        self.rows: list[list[int]] = [[] for _ in self.names]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.companies)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.companies[section] if 0 <= section < len(self.companies) else None
        return self.names[section] if 0 <= section < len(self.names) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if index.column() >= len(row):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return number(row[index.column()]) if row[index.column()] else ""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def refresh(self, view: State) -> bool:
        """The holdings ``view`` shows; False when the game has none."""
        prices = self.game_ui.prices(view)
        if prices is None:
            return False
        table = [self.game_ui.holdings(view, seat) for seat in range(len(self.names))]
        if any(row is None for row in table):
            return False
        companies = [name for name, _value in prices]
        rows = [list(row or []) for row in table]
        if len(companies) != len(self.companies):
            self.beginResetModel()
            self.companies, self.rows = companies, rows
            self.endResetModel()
            return True
        if companies != self.companies:
            self.companies = companies
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(companies) - 1)
        for seat, row in enumerate(rows):
            old, self.rows[seat] = self.rows[seat], row
            for first, last in _changed_runs([str(n) for n in old], [str(n) for n in row]):
                self.dataChanged.emit(self.index(seat, first), self.index(seat, last))
        return True


@dataclass
class LogEntry:
    """One row of the log: a sentence, the seat it is about (its colour) and
    whether it is a round's or turn's header row."""

    text: str
    seat: int | None = None
    header: bool = False
    #: a sentence told ``count`` times in a row ("… (×3)"): the sentence once
    base: str = ""
    count: int = 1


def _capital(line: str | None) -> str | None:
    """A sentence starts with a capital ("A $1,000 trading fee is turned face up…")."""
    return line[:1].upper() + line[1:] if line else line


def _seat_of(event: Event) -> int | None:
    for name in ("seat", "proposer", "payer", "payee", "start_player", "from_seat"):
        value = getattr(event, name, None)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
    return None


class LogWriter:
    """Tells a match's history as ``viewer`` reads it: one entry per thing a
    person would mention, a header row at each round (or turn), a thread
    (an offer and its answer) as one entry.  ``step`` appends to ``entries``
    and says which earlier rows it rewrote."""

    def __init__(self, game_ui: Any, names: Sequence[str], viewer: int) -> None:
        self.game_ui = game_ui
        self.names = list(names)
        self.viewer = viewer
        self.entries: list[LogEntry] = []
        self.round: int | None = None
        self.turns = 0
        #: thread key -> (row of its opening line, its opening event)
        self.open: dict[str, tuple[int, Event]] = {}

    def header(self, kind: str, value: int) -> LogEntry | None:
        if kind == "round":
            if value == self.round:
                return None
            self.round = value
            return LogEntry(fill(translate("Log", "Round %1"), value), None, True)
        self.turns += 1
        name = self.names[value] if 0 <= value < len(self.names) else "?"
        return LogEntry(fill(translate("Log", "Turn %1: %2"), self.turns, name), value, True)

    def step(self, seat: int, action: Any, events: Sequence[Event]) -> list[int]:
        """Tell one applied action; the rows before the new ones it rewrote."""
        shown_events = [shown for shown in (e.for_seat(self.viewer) for e in events) if shown is not None]
        changed: list[int] = []
        start = len(self.entries)
        if start == 0 and self.round is None and self.turns == 0:
            first = self.game_ui.log_start(seat)
            if first is not None and not any(self.game_ui.log_group(e) for e in shown_events[:1]):
                entry = self.header(*first)
                if entry is not None:
                    self.entries.append(entry)
                    start += 1
        told = False
        for event in self.game_ui.log_events(shown_events):
            group = self.game_ui.log_group(event)
            if group is not None:
                entry = self.header(*group)
                if entry is not None:
                    self.entries.append(entry)
            thread = self.game_ui.log_thread(event)
            if thread is not None and thread[1]:
                row, opened = self.open.pop(thread[0], (-1, None))
                line = _capital(self.game_ui.describe_closed(event, opened, self.names, self.viewer))
                told = True
                if line and row >= 0:
                    self.entries[row] = LogEntry(line, self.entries[row].seat)
                    if row < start:
                        changed.append(row)
                elif line:
                    self._append(LogEntry(line, _seat_of(event)), start, changed)
                continue
            line = _capital(self.game_ui.describe_event(event, self.names, self.viewer))
            if not line:
                continue
            told = True
            if thread is not None:
                self.open[thread[0]] = (len(self.entries), event)
                self.entries.append(LogEntry(line, _seat_of(event)))
            else:
                self._append(LogEntry(line, _seat_of(event)), start, changed)
        if not told and self.game_ui.log_action(action):
            text = self.game_ui.describe_action(None, seat, action, self.names)
            said = LogEntry(fill(translate("Log", "%1: %2"), self.names[seat], text), seat)
            if len(self.entries) > start and self.entries[start].header:  # the line belongs to the turn it ends
                self.entries.insert(start, said)
                self.open = {k: (r + 1 if r >= start else r, e) for k, (r, e) in self.open.items()}
            else:
                self._append(said, start, changed)
        return changed

    def _append(self, entry: LogEntry, start: int, changed: list[int]) -> None:
        """Add ``entry``; the same sentence again right after itself is told
        once with a count ("… (×3)")."""
        last = self.entries[-1] if self.entries else None
        if last is not None and not last.header and (last.base or last.text) == entry.text:
            last.count += 1
            last.base = entry.text
            last.text = fill(translate("Log", "%1 (×%2)"), entry.text, last.count)
            row = len(self.entries) - 1
            if row < start and row not in changed:
                changed.append(row)
            return
        self.entries.append(entry)


def log_entries(game_ui: Any, names: Sequence[str], history: Any, viewer: int) -> list[LogEntry]:
    """The whole log of ``history`` (steps of seat, action, events) as ``viewer`` reads it."""
    writer = LogWriter(game_ui, names, viewer)
    for seat, action, events in history:
        writer.step(seat, action, events)
    return writer.entries


class LogModel(QAbstractListModel):
    """The event log: translated sentences built from the viewer's events, one
    row each (the whole sentence is also its tooltip), a bold header row per
    round or turn, each line in the colour of the seat it is about.  New
    lines arrive as ``rowsInserted`` (a trade's answer rewrites its offer's
    row: ``dataChanged``); a change of viewer, language or an undo resets it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._writer: LogWriter | None = None
        self._entries: list[LogEntry] = []

    @property
    def lines(self) -> list[str]:
        return [entry.text for entry in self._entries]

    @property
    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return entry.text
        if role == Qt.ItemDataRole.ForegroundRole and entry.seat is not None:
            from desktop.app.scene import SEAT_COLOURS

            return QBrush(QColor(SEAT_COLOURS[entry.seat % len(SEAT_COLOURS)]).darker(130))
        if role == Qt.ItemDataRole.FontRole and entry.header:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and entry.header:
            return QBrush(QColor("#e8e2d4"))
        return None

    def start(self, game_ui: Any, names: Sequence[str], history: Any, viewer: int) -> None:
        """The whole log of ``history`` as ``viewer`` reads it (a new or resumed
        match, a new viewer or language, an undo)."""
        self.beginResetModel()
        self._writer = LogWriter(game_ui, names, viewer)
        for seat, action, events in history:
            self._writer.step(seat, action, events)
        self._entries = [dataclasses.replace(e) for e in self._writer.entries]
        self.endResetModel()

    def step(self, seat: int, action: Any, events: Sequence[Event]) -> None:
        """One more applied action."""
        if self._writer is None:
            return
        changed = self._writer.step(seat, action, events)
        entries = self._writer.entries
        for row in changed:
            if row < len(self._entries):
                self._entries[row] = dataclasses.replace(entries[row])
                self.dataChanged.emit(self.index(row), self.index(row))
        start = len(self._entries)
        if len(entries) > start:
            self.beginInsertRows(QModelIndex(), start, len(entries) - 1)
            self._entries.extend(dataclasses.replace(e) for e in entries[start:])
            self.endInsertRows()

    def add(self, lines: Sequence[str]) -> None:
        """Plain lines at the end (no seat, no header)."""
        if not lines:
            return
        start = len(self._entries)
        self.beginInsertRows(QModelIndex(), start, start + len(lines) - 1)
        self._entries.extend(LogEntry(line) for line in lines)
        self.endInsertRows()

    def reset(self, lines: Sequence[str]) -> None:
        self.beginResetModel()
        self._writer = None
        self._entries = [LogEntry(line) for line in lines]
        self.endResetModel()

class ChoicesModel(QAbstractListModel):
    """The action panel: the viewer's legal actions now, one row each in words
    (a new turn brings a new list: the model is reset then, not at each move
    of another seat)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.actions: list[Action] = []
        self.texts: list[str] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.actions)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.actions):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.texts[index.row()]
        return None

    def text(self, row: int) -> str:
        return self.texts[row]

    def action(self, row: int) -> Action | None:
        return self.actions[row] if 0 <= row < len(self.actions) else None

    def set_choices(self, actions: Sequence[Action], texts: Sequence[str]) -> None:
        if list(actions) == self.actions and list(texts) == self.texts:
            return
        self.beginResetModel()
        self.actions, self.texts = list(actions), list(texts)
        self.endResetModel()


def log_lines(game_ui: Any, names: Sequence[str], seat: int, action: Any, events: Sequence[Event],
              viewer: int) -> list[str]:
    """The log lines of one applied action alone as ``viewer`` may see it (no header, no thread)."""
    writer = LogWriter(game_ui, names, viewer)
    writer.step(seat, action, events)
    return [entry.text for entry in writer.entries if not entry.header]


class PriceHistory(QAbstractTableModel):
    """The price chart's data: one row per point (a round, or an action in
    games without rounds), column 0 the step and one column per company (its
    name is the column's heading).  A new point arrives as ``rowsInserted``,
    a point replaced within its round as ``dataChanged`` of that row; the
    chart reads it through QtCharts' model mappers."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.points: list[tuple[int, list[int]]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.points)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + len(self.names)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        step, values = self.points[index.row()]
        return step if index.column() == 0 else values[index.column() - 1]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 1 <= section <= len(self.names):
            return self.names[section - 1]
        return None

    def rename(self, names: Sequence[str]) -> None:
        """The companies' names in the current language (same companies)."""
        if len(names) == len(self.names) and list(names) != self.names:
            self.names = list(names)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, len(self.names))

    def record(self, step: int, prices: Sequence[tuple[str, int]]) -> bool:
        """Add or replace the point of ``step``; True if something changed."""
        names = [name for name, _ in prices]
        values = [value for _, value in prices]
        if len(names) != len(self.names):
            self.reset(names, [(step, values)])
            return True
        self.rename(names)
        if self.points and self.points[-1][0] == step:
            if self.points[-1][1] == values:
                return False
            self.points[-1] = (step, values)
            row = len(self.points) - 1
            self.dataChanged.emit(self.index(row, 1), self.index(row, len(self.names)))
            return True
        row = len(self.points)
        self.beginInsertRows(QModelIndex(), row, row)
        self.points.append((step, values))
        self.endInsertRows()
        return True

    def reset(self, names: Sequence[str], points: Sequence[tuple[int, list[int]]] = ()) -> None:
        """Start again with these companies and points (a new match, a resumed one, an undo)."""
        self.beginResetModel()
        self.names = list(names)
        self.points = []
        for step, values in points:  # one point per step, the last of each
            if self.points and self.points[-1][0] == step:
                self.points[-1] = (step, list(values))
            else:
                self.points.append((step, list(values)))
        self.endResetModel()

