"""App tests run offscreen with one QApplication (pytest-qt's ``qapp``), a
qasync event loop per test and a throw-away settings file."""

from __future__ import annotations

import asyncio
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


def run(loop, awaitable, timeout=120.0):
    return loop.run_until_complete(asyncio.wait_for(awaitable, timeout))
