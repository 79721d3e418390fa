"""Typed errors of the storage layer.  Like the engine's, they carry stable
snake_case ``reason`` keys (the app translates them) and ids and numbers in
``details``, never prose."""

from __future__ import annotations

import errno
import sqlite3
from typing import Any

#: How long a message may quote from a file (a field name, a value): error
#: lines stay one readable line however long the offending text is.
MAX_QUOTE = 80


def cut(text: str, limit: int = MAX_QUOTE) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis), lone
    surrogates replaced so the line can always be printed."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


#: The causes of a storage fault, each put into words by the app
#: (desktop/app/storage_ui.py FAULTS): what went wrong, in the player's terms.
FAULT_KINDS = (
    "disk_full",          # the disk (or the user's quota) is full
    "read_only",          # the file or folder may not be written
    "in_use",             # another program (another Trading Floor) holds the database
    "damaged",            # SQLite reports damaged pages (quick_check, "malformed")
    "not_a_database",     # not an SQLite file at all
    "not_ours",           # an SQLite file of another program
    "database_too_new",   # written by a newer Trading Floor
    "io_error",           # the disk failed to read or write
    "cannot_open",        # the folder cannot be made or entered
)


class StorageError(Exception):
    """Base of everything desktop/storage raises on purpose.

    ``reason`` is a stable key; ``where`` says where (a JSON path, an action
    step); ``details`` holds the numbers and ids a message may need."""

    def __init__(self, reason: str, where: str = "", **details: Any) -> None:
        where = cut(where, 120)
        details = {k: cut(v) if isinstance(v, str) else v for k, v in details.items()}
        super().__init__(reason, where, details)
        self.reason = reason
        self.where = where
        self.details = details

    def __str__(self) -> str:
        extra = f" at {self.where}" if self.where else ""
        more = ", ".join(f"{k}={v!r}" for k, v in sorted(self.details.items()))
        return f"{self.reason}{extra}" + (f" ({more})" if more else "")


class LoadError(StorageError):
    """A stored game cannot be resumed (unknown game, newer rules, an action
    that no longer decodes or is illegal at step N, a state-hash mismatch).
    Nothing is changed: the game stays stored for a later version to load."""


class ImportRefused(StorageError):
    """An imported file was refused; nothing stored was changed."""


class NotFound(StorageError):
    """No game or campaign with that id."""


class ConfirmationRequired(StorageError):
    """A destructive call (delete) was made without ``confirm=True``."""


class CannotUndo(StorageError):
    """``undo`` was asked where ``can_undo`` is False (reason says why)."""


_SQLITE_KIND = {
    "SQLITE_FULL": "disk_full",
    "SQLITE_READONLY": "read_only",
    "SQLITE_PERM": "read_only",
    "SQLITE_AUTH": "read_only",
    "SQLITE_BUSY": "in_use",
    "SQLITE_LOCKED": "in_use",
    "SQLITE_CORRUPT": "damaged",
    "SQLITE_NOTADB": "not_a_database",
    "SQLITE_IOERR": "io_error",
    "SQLITE_CANTOPEN": "cannot_open",
}

_ERRNO_KIND = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EACCES: "read_only",
    errno.EPERM: "read_only",
    errno.EROFS: "read_only",
    errno.EIO: "io_error",
}


def fault_kind(exc: BaseException) -> str:
    """The cause (one of FAULT_KINDS) of an sqlite3 or OS error."""
    if isinstance(exc, StorageError) and exc.reason in FAULT_KINDS:
        return exc.reason
    if isinstance(exc, StorageError) and isinstance(exc.details.get("cause"), str):
        return str(exc.details["cause"])
    if isinstance(exc, sqlite3.Error):
        name = str(getattr(exc, "sqlite_errorname", "") or "")
        base = name.split("_")[:2]
        kind = _SQLITE_KIND.get("_".join(base)) if len(base) == 2 else None
        if name.startswith("SQLITE_IOERR"):
            # SQLite reports a full disk met while writing the WAL or a
            # journal as an I/O error; its message says which
            kind = "disk_full" if "full" in str(exc).lower() else "io_error"
        if kind is None:
            text = str(exc).lower()
            if "locked" in text or "busy" in text:
                kind = "in_use"
            elif "readonly" in text or "read-only" in text:
                kind = "read_only"
            elif "full" in text:
                kind = "disk_full"
            elif "malformed" in text or "corrupt" in text:
                kind = "damaged"
            elif "not a database" in text:
                kind = "not_a_database"
        return kind or "io_error"
    if isinstance(exc, OSError):
        return _ERRNO_KIND.get(exc.errno or 0, "cannot_open")
    return "io_error"


def write_failed(exc: BaseException, where: str = "", **details: Any) -> StorageError:
    """The error a refused write raises: reason ``write_failed`` and its
    ``cause`` (one of FAULT_KINDS) in ``details``."""
    return StorageError("write_failed", where, cause=fault_kind(exc), **details)


def read_failed(exc: BaseException, where: str = "", **details: Any) -> StorageError:
    """The error a failed read raises: reason ``read_failed`` and its ``cause``."""
    return StorageError("read_failed", where, cause=fault_kind(exc), **details)
