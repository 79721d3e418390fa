"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QMainWindow


def run_app(argv: Sequence[str] = (), startup_probe: bool = False) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Trading Floor")
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("MainWindow", "Trading Floor"))
    window.resize(1280, 800)
    window.show()
    if startup_probe:
        from desktop.app.probe import report_ready_and_quit

        report_ready_and_quit(app)
    return app.exec()
