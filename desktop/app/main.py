"""Start the Qt application and show the main window.  Imports are kept
lazy so the home window appears quickly; the game page, boards and charts are
loaded when a game starts."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

FONT_FAMILIES = ["Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Sans CJK KR",
                 "Microsoft JhengHei", "Hiragino Sans", "PingFang TC", "sans-serif"]


def make_app(argv: Sequence[str] = ()) -> Any:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from desktop.app.qtfix import guard

    guard()
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
    app.setApplicationName("Trading Floor")
    app.setOrganizationName("TradingFloor")
    font = QFont(app.font())
    font.setFamilies(FONT_FAMILIES)
    app.setFont(font)
    apply_locale()
    return app


#: the number formats of each language (money and counts go through QLocale)
LOCALES = {"en": "en_US", "zh_TW": "zh_TW", "ja": "ja_JP", "zh_CN": "zh_CN"}


def apply_locale(language: str | None = None) -> None:
    from PySide6.QtCore import QLocale

    if language is None:
        from desktop.app.settings import Settings

        language = Settings().language
    QLocale.setDefault(QLocale(LOCALES.get(language, "en_US")))


def run_app(argv: Sequence[str] = (), startup_probe: bool = False) -> int:
    import asyncio

    import qasync

    from desktop.app.window import MainWindow

    app = make_app(argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
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
    return 0
