"""Designer forms (ui/*.ui) loaded at run time with QUiLoader: the one way
this app builds its windows and dialogs.  Custom widgets (board view, chart)
are put into placeholder containers of the form in code."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QFile, QIODevice, QObject
from PySide6.QtWidgets import QWidget


def data_dir(name: str) -> Path:
    """A data folder of the project (ui, resources), also inside a frozen build."""
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))
    return base / name


T = TypeVar("T", bound=QObject)

_loader = None


def load_form(name: str, parent: QWidget | None = None) -> QWidget:
    """Load ``ui/<name>.ui``; its strings are translated with the form's class
    name as context and re-translated when the language changes."""
    global _loader
    from PySide6.QtUiTools import QUiLoader

    if _loader is None:
        _loader = QUiLoader()
        _loader.setLanguageChangeEnabled(True)
    path = data_dir("ui") / f"{name}.ui"
    file = QFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"cannot open form {path}")
    try:
        widget = _loader.load(file, parent)
    finally:
        file.close()
    if widget is None:
        raise RuntimeError(f"cannot load form {path}: {_loader.errorString()}")
    if parent is not None and widget.isWindow():
        # a dialog form put into its parent's layout is a part of that dialog,
        # not a second (hidden, empty-looking) window; Escape in it closes the parent
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDialog

        widget.setWindowFlags(Qt.WindowType.Widget)
        if isinstance(widget, QDialog) and isinstance(parent, QDialog):
            widget.rejected.connect(parent.reject)
    return widget


def child(form: QObject, type_: type[T], name: str) -> T:
    """The form's child ``name`` of type ``type_`` (widgets and layouts alike); a form without it is a
    broken install, reported by name."""
    found = form.findChild(type_, name)
    if found is None:
        raise LookupError(f"form {form.objectName()} has no {type_.__name__} {name!r}")
    return found
