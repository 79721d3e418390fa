"""``trading-floor --smoke-test``: until the app issue lands, it opens the window
offscreen, plays a short bot game of each registered game through the engine,
and exits 0 (non-zero with a message on any failure)."""

from __future__ import annotations

import os
import sys


def run_smoke_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtWidgets import QApplication, QMainWindow

        from desktop.ai.simulate import simulate
        from desktop.engine import registry

        app = QApplication.instance() or QApplication([sys.argv[0]])
        window = QMainWindow()
        window.show()
        app.processEvents()
        for game_id in registry.ids():
            simulate(game_id, registry.get(game_id).min_players, 1, 1)
        window.close()
    except Exception as exc:  # the smoke test reports any failure as one line
        print(f"smoke test failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print("smoke test passed")
    return 0
