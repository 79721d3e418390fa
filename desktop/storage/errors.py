"""Typed errors of the storage layer.  Like the engine's, they carry stable
snake_case ``reason`` keys (the app translates them) and ids and numbers in
``details``, never prose."""

from __future__ import annotations

from typing import Any


class StorageError(Exception):
    """Base of everything desktop/storage raises on purpose.

    ``reason`` is a stable key; ``where`` says where (a JSON path, an action
    step); ``details`` holds the numbers and ids a message may need."""

    def __init__(self, reason: str, where: str = "", **details: Any) -> None:
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
