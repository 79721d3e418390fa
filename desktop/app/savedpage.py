"""The saved-games page: every stored game (game, opponents, round, last
played) to resume, delete (after confirmation), export to a JSON file or
import from one.  A refused import names what is wrong and changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, number, translate
from desktop.app.words import level_name, short_time

COLUMNS = (
    QT_TRANSLATE_NOOP("SavedGames", "Game"),
    QT_TRANSLATE_NOOP("SavedGames", "Opponents"),
    QT_TRANSLATE_NOOP("SavedGames", "Round"),
    QT_TRANSLATE_NOOP("SavedGames", "Moves"),
    QT_TRANSLATE_NOOP("SavedGames", "Last played"),
    QT_TRANSLATE_NOOP("SavedGames", "Status"),
)
#: the largest file the import dialog reads (storage refuses larger ones too)
MAX_READ = 64 * 1024 * 1024

ID_ROLE = Qt.ItemDataRole.UserRole + 1

def status_text(info: Any) -> str:
    if getattr(info, "damaged", False):
        return translate("SavedGames", "damaged: cannot be resumed")
    if info.status == "finished":
        return translate("SavedGames", "finished")
    if info.campaign is not None:
        return translate("SavedGames", "in play (campaign)")
    if info.origin == "imported":
        return translate("SavedGames", "in play (imported)")
    return translate("SavedGames", "in play")


def game_title(info: Any) -> str:
    """The game's title; a damaged row's unknown game id never breaks the list."""
    from desktop.app.gameui import ui_for
    from desktop.engine import EngineError, registry

    try:
        registry.get(info.game_id)
    except EngineError:
        return translate("SavedGames", "Unknown game")
    return ui_for(info.game_id).title()


def opponents_text(info: Any) -> str:
    from desktop.app.rival_names import seat_name

    parts = []
    for seat in info.opponents:
        if seat.is_human:
            parts.append(seat.name)
        else:
            name = seat_name(seat.name, getattr(seat, "rival", None))
            parts.append(fill(translate("SavedGames", "%1 (%2)"), name, level_name(seat.level)))
    return translate("SavedGames", ", ").join(parts)


class SavedGamesPage(QWidget):
    """The saved games of ``store`` (a desktop.storage.Store; None once the window has closed it).
    The page asks, by signals, for what belongs to the window: going back, resuming a game, and
    dropping the running match of a game about to be deleted."""

    backRequested = Signal()
    resumeRequested = Signal(int)
    #: a stored game is about to be deleted (emitted before, so its match can be stopped first)
    deleting = Signal(int)

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.model = QStandardItemModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("savedGamesTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.doubleClicked.connect(lambda _i: self.resume())
        layout.addWidget(self.table, 1)
        self.message = QLabel(self)
        self.message.setObjectName("savedMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.resume_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewButton")
        self.review_button.clicked.connect(self.review)
        for button in (self.resume_button, self.review_button, self.delete_button, self.export_button,
                       self.import_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.back_button)
        layout.addLayout(row)
        self.resume_button.clicked.connect(self.resume)
        self.delete_button.clicked.connect(self.delete)
        self.export_button.clicked.connect(self.export)
        self.import_button.clicked.connect(self.import_)
        self.back_button.clicked.connect(self.backRequested)
        self.games: list[Any] = []
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(translate("SavedGames", "Saved games"))
        self.resume_button.setText(translate("SavedGames", "&Resume"))
        self.delete_button.setText(translate("SavedGames", "&Delete…"))
        self.export_button.setText(translate("SavedGames", "&Export…"))
        self.review_button.setText(translate("SavedGames", "Re&view…"))
        self.import_button.setText(translate("SavedGames", "&Import…"))
        self.back_button.setText(translate("SavedGames", "&Back"))
        self.refresh()

    # -- the list -------------------------------------------------------------
    def refresh(self) -> None:

        selected = self.selected_id()
        self.model.clear()
        self.model.setHorizontalHeaderLabels([translate("SavedGames", c) for c in COLUMNS])
        from desktop.storage import StorageError

        failed = False
        try:
            self.games = self.store.list_games() if self.store is not None else []
        except StorageError as exc:  # the database failed to read: say why, list nothing
            from desktop.app.storage_ui import failure_text

            self.games, failed = [], True
            self.message.setText(failure_text(exc))
        from desktop.app.gameui import ui_for

        for info in self.games:
            cells = [game_title(info), opponents_text(info),
                     number(ui_for(info.game_id).stored_round(info.round)) if info.round is not None else "",
                     number(info.action_count), short_time(info.last_played), status_text(info)]
            items = [QStandardItem(c) for c in cells]
            items[0].setData(info.id, ID_ROLE)
            items[1].setToolTip(cells[1])
            self.model.appendRow(items)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        if self.games:
            row = next((i for i, g in enumerate(self.games) if g.id == selected), 0)
            self.table.selectRow(row)
        has = bool(self.games)
        for button in (self.resume_button, self.delete_button, self.export_button, self.review_button):
            button.setEnabled(has)
        if not has and not failed:
            self.message.setText(translate("SavedGames", "No saved games yet: every game you play is saved here."))

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        value = self.model.item(rows[0].row(), 0).data(ID_ROLE)
        return int(value) if value is not None else None

    def select(self, gid: int) -> None:
        for row, info in enumerate(self.games):
            if info.id == gid:
                self.table.selectRow(row)

    # -- actions --------------------------------------------------------------
    def resume(self) -> None:
        gid = self.selected_id()
        if gid is not None:
            self.resumeRequested.emit(gid)

    def review(self) -> Any:
        """Open the review of the selected game (its first person's decisions)."""
        from desktop.app.reviewpage import open_saved_review

        gid = self.selected_id()
        if gid is None or self.store is None:
            return None
        return open_saved_review(self, self.store, gid)

    def confirm(self, text: str) -> bool:
        answer = QMessageBox.question(self, translate("SavedGames", "Delete saved game"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def delete(self) -> bool:

        gid = self.selected_id()
        if gid is None:
            return False
        info = next(g for g in self.games if g.id == gid)
        if not self.confirm(fill(translate("SavedGames", "Delete this game of %1 for good? It cannot be brought back."),
                                 game_title(info))):
            return False
        self.deleting.emit(gid)
        from desktop.storage import StorageError

        try:
            self.store.delete_game(gid, confirm=True)
        except StorageError as exc:
            from desktop.app.storage_ui import failure_text

            self.message.setText(failure_text(exc))
            return False
        self.message.setText(translate("SavedGames", "The game was deleted."))
        self.refresh()
        return True

    def export(self) -> None:
        gid = self.selected_id()
        if gid is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, translate("SavedGames", "Export game"),
                                              f"trading-floor-game-{gid}.json",
                                              translate("SavedGames", "Game files (*.json)"))
        if name:
            self.export_to(gid, Path(name))

    def export_to(self, gid: int, path: Path) -> bool:
        from desktop.app.error_box import os_error_text, show_error, technical_details
        from desktop.storage import StorageError

        try:
            path.write_text(self.store.export_game(gid), encoding="utf-8")
        except StorageError as exc:
            from desktop.app.storage_ui import failure_text

            self.message.setText(failure_text(exc))
            return False
        except OSError as exc:
            text = fill(translate("SavedGames", "The file could not be written: %1."), os_error_text(exc))
            self.message.setText(text)
            self.error_box = show_error(self, text, technical_details(exc, str(path)))
            return False
        self.message.setText(fill(translate("SavedGames", "Exported to %1"), str(path)))
        return True

    def import_(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("SavedGames", "Import game"), "",
                                              translate("SavedGames", "Game files (*.json);;All files (*)"))
        if name:
            self.import_from(Path(name))

    def import_from(self, path: Path) -> int | None:
        """Import a game file; on refusal show what is wrong (nothing stored changes)."""
        from desktop.app.error_box import os_error_text, show_error, technical_details
        from desktop.app.storage_ui import IMPORT_REASONS, reason_text
        from desktop.storage import StorageError

        try:
            with path.open("rb") as fh:
                data = fh.read(MAX_READ + 1)
        except OSError as exc:
            text = fill(translate("SavedGames", "The file could not be read: %1."), os_error_text(exc))
            self.message.setText(text)
            self.error_box = show_error(self, text, technical_details(exc, str(path)))
            return None
        try:
            gid: int = self.store.import_game(data)
        except StorageError as exc:  # ImportRefused too
            text = fill(translate("SavedGames", "%1 was not imported: %2"), path.name,
                        reason_text(IMPORT_REASONS, exc.reason, exc.details, exc.where))
            self.message.setText(text)
            self.error_box = show_error(self, text, f"{path}\n{type(exc).__name__}: {exc}")
            return None
        self.refresh()
        self.select(gid)
        self.message.setText(fill(translate("SavedGames", "Imported %1."), path.name))
        return gid
