"""Errors a player sees: a translated sentence, and the technical detail (the OS's or Python's own
words, a traceback) behind the message box's "Show Details…" button (QMessageBox.setDetailedText),
where it can be copied into a bug report without being what the player has to read."""

from __future__ import annotations

import errno
import traceback

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.app.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Errors"

#: why the system refused a file, by errno (what the player can do something about)
OS_REASONS = {
    errno.EACCES: QT_TRANSLATE_NOOP("Errors", "you are not allowed to use that file or folder"),
    errno.EPERM: QT_TRANSLATE_NOOP("Errors", "you are not allowed to use that file or folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Errors", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Errors", "the disk is full"),
    errno.ENOENT: QT_TRANSLATE_NOOP("Errors", "the file or folder does not exist"),
    errno.EROFS: QT_TRANSLATE_NOOP("Errors", "the disk can only be read"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Errors", "that is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Errors", "the file or folder does not exist"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Errors", "the file name is too long"),
}
OTHER_OS_REASON = QT_TRANSLATE_NOOP("Errors", "the system refused it")


def os_error_text(exc: OSError) -> str:
    """Why a file could not be used, in the player's language (never the OS's English words)."""
    return translate(CONTEXT, str(OS_REASONS.get(exc.errno or 0, OTHER_OS_REASON)))


def technical_details(exc: BaseException, *lines: str) -> str:
    """The technical detail of an error: what it concerned, then the exception with its traceback."""
    trace = "".join(traceback.format_exception(exc)).rstrip()
    return "\n".join([*(line for line in lines if line), trace])


def show_error(parent: QWidget | None, text: str, details: str = "") -> QMessageBox:
    """A non-blocking warning with ``text``; ``details`` (if any) behind the box's Details button."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Trading Floor"), text,
                      QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
