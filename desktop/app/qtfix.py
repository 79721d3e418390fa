"""A guard against a PySide6 bug: in 6.12.0 many calls give back ``True``,
``False`` or ``None`` without owning a reference (``Signal.emit()`` returns
``True``; void methods such as ``QGraphicsItem.setToolTip`` or
``QGraphicsScene.removeItem`` return ``None``), so each call takes one
reference away from that object.  On Python 3.11, where these objects are not
immortal, the interpreter aborts after a few hundred calls with
"bool_dealloc" / "none_dealloc: ... refcount error in a C extension".

``guard()`` measures whether this PySide6 has the bug and, if so, gives
``True``, ``False`` and ``None`` a very large number of extra references
once, so the miscount can never reach zero.  It does nothing on a fixed
PySide6 or on Python 3.12+ (immortal objects).  Remove it when the pinned
PySide6 is fixed (tests/app/test_qtfix.py shows whether it still is)."""

from __future__ import annotations

import ctypes
import sys

_done = False
EXTRA_REFS = 1 << 40


def loses_references() -> bool:
    """True when this PySide6 miscounts references of True / None."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(8):
        probe.ping.emit()
        probe.blockSignals(False)
    return sys.getrefcount(True) < true_before - 4 or sys.getrefcount(None) < none_before - 4


def guard() -> bool:
    """Apply the guard if needed; True when it was applied (now or before)."""
    global _done
    if _done:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if loses_references():
        for value in (True, False, None):
            ctypes.c_ssize_t.from_address(id(value)).value += EXTRA_REFS
        _done = True
    return _done
