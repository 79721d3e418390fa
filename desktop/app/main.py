"""Start the Qt application and show the main window.  Imports are kept
lazy so the home window appears quickly; the game page, boards and charts are
loaded when a game starts."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any


def make_app(argv: Sequence[str] = ()) -> Any:
    from PySide6.QtWidgets import QApplication

    from desktop.app.qtfix import guard

    guard()
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Trading Floor")
    app.setOrganizationName("TradingFloor")
    apply_locale()  # also the fonts: desktop.app.i18n.font_families
    return app


def apply_locale(language: str | None = None) -> None:
    """Number formats, catalogs and fonts of the chosen language (the system's on first run)."""
    from desktop.app.i18n import set_language

    if language is None:
        from desktop.app.settings import Settings

        language = Settings().language
    set_language(language)


def run_app(argv: Sequence[str] = (), startup_probe: bool = False) -> int:
    import asyncio

    from desktop.app.eventloop import EventLoop
    from desktop.app.window import MainWindow

    app = make_app(argv)
    from desktop.app.storage_ui import instance_lock

    lock = instance_lock()  # one Trading Floor per data folder
    if lock is None:
        return _already_running()
    loop = EventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    from desktop.app.storage_ui import listen_for_second_start

    watcher = listen_for_second_start(window)  # kept alive until the app ends
    if window.settings.language != "en":
        from desktop.app.translations import install

        install(window.settings.language)
    window.show()
    if startup_probe:
        from desktop.app.probe import report_ready_and_quit

        report_ready_and_quit(app)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    app.lastWindowClosed.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    window.close_store()
    del watcher
    lock.unlock()
    return 0


def _already_running() -> int:
    """A second start on the same data folder says so (translated) and ends."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.app.i18n import translate
    from desktop.app.settings import Settings
    from desktop.app.storage_ui import already_running_text, ask_first_to_show

    ask_first_to_show()  # the running one comes forward
    language = Settings().language
    if language != "en":
        from desktop.app.translations import install

        install(language)
    print(already_running_text(), file=sys.stderr)
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        QMessageBox.information(None, translate("MainWindow", "Trading Floor"), already_running_text())
    return 1
