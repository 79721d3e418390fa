"""Saves, resume, export/import, undo and statistics in one SQLite database.
No Qt.  See README.md beside this file."""

from desktop.storage.errors import (
    CannotUndo,
    ConfirmationRequired,
    ImportRefused,
    LoadError,
    NotFound,
    StorageError,
)
from desktop.storage.paths import data_dir, db_path
from desktop.storage.seats import Seat, table_level
from desktop.storage.store import AttemptRow, CampaignRow, GameInfo, SavedGame, Store

__all__ = [
    "AttemptRow",
    "CampaignRow",
    "CannotUndo",
    "ConfirmationRequired",
    "GameInfo",
    "ImportRefused",
    "LoadError",
    "NotFound",
    "SavedGame",
    "Seat",
    "StorageError",
    "Store",
    "data_dir",
    "db_path",
    "table_level",
]
