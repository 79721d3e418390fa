"""App tests run offscreen with one QApplication (pytest-qt's ``qapp``), a
qasync event loop per test and a throw-away settings file."""

from __future__ import annotations

import asyncio
import gc
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _settings_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TRADING_FLOOR_SETTINGS", str(tmp_path / "settings.ini"))


@pytest.fixture
def loop(qapp):
    import qasync

    from desktop.app.main import make_app

    make_app()  # also guards against the PySide6 reference miscount (desktop/app/qtfix.py)
    ev = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(ev)
    yield ev
    ev.close()
    asyncio.set_event_loop(None)
    del ev
    # Collect the closed loop's cycles here, on the GUI thread: collected on a
    # bot worker thread, its timer object would be destroyed on the wrong
    # thread and a later timer event would reach freed memory.
    gc.collect()


@pytest.fixture
def window(qapp, loop):
    from desktop.app.window import MainWindow

    w = MainWindow()
    w.settings.set_speed("off", persist=False)
    w.show()
    yield w
    if w.match is not None:
        w.match.stop()
    w.close()
    w.deleteLater()
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def run(loop, awaitable, timeout=120.0):
    return loop.run_until_complete(asyncio.wait_for(awaitable, timeout))
