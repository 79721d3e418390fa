"""``trading-floor --startup-probe``: once the home window is on screen and the
event loop is idle, print ``ready`` and quit.  Whoever started the process
times the wait for that line: the cold start to the home window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QTimer


def report_ready_and_quit(app: QCoreApplication) -> None:
    def ready() -> None:
        sys.stdout.write("ready\n")
        sys.stdout.flush()
        app.quit()

    QTimer.singleShot(0, ready)
