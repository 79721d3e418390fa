"""PySide6 6.12 takes a reference from True/None on many calls; the guard
(desktop/app/qtfix.py) keeps long games from aborting the interpreter."""

from __future__ import annotations

import sys


def test_many_signal_emits_and_void_calls_do_not_exhaust_true_or_none(qapp):
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    import desktop.app  # noqa: F401  (applies the guard)

    class Pinger(QObject):
        ping = Signal(int)

    pinger = Pinger()
    pinger.ping.connect(lambda n: None)
    scene = QGraphicsScene()
    for i in range(5000):  # far more than True/None have references on Python 3.11
        pinger.ping.emit(i)
        item = QGraphicsRectItem(0, 0, 1, 1)
        scene.addItem(item)
        item.setToolTip("x")
        scene.removeItem(item)
    assert sys.getrefcount(True) > 0 and sys.getrefcount(None) > 0
