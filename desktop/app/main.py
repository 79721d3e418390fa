"""Start the Qt application and show the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QMainWindow


def run_app(argv: Sequence[str] = ()) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Trading Floor")
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("MainWindow", "Trading Floor"))
    window.resize(1280, 800)
    window.show()
    return app.exec()
