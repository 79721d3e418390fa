"""App tests run offscreen with one QApplication (pytest-qt's ``qapp``), a
qasync event loop per test and a throw-away settings file."""

from __future__ import annotations

import asyncio
import gc
import os

import hypothesis  # noqa: F401  (see below)
import pytest

# hypothesis is imported here, at collection, not lazily by its plugin at the
# end of the session: under CPython 3.11.7, pytest's rewrite of it then failed
# with "AST constructor recursion depth mismatch" after app tests whose bots
# had been thinking on a worker thread (the cause lies in the interpreter, not
# in this code: the app itself never builds ASTs).

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _settings_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TRADING_FLOOR_SETTINGS", str(tmp_path / "settings.ini"))
    # saved games go to a throw-away database, never the player's own
    monkeypatch.setenv("TRADING_FLOOR_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def loop(qapp):
    import qasync

    from desktop.app.main import make_app

    make_app()  # also guards against the PySide6 reference miscount (desktop/app/qtfix.py)
    ev = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(ev)
    yield ev
    # finish every task (a stopped match's coroutine) before closing the loop
    pending = [task for task in asyncio.all_tasks(ev) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        ev.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
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
        # let a bot still thinking on its thread finish before the next test
        pool = getattr(w._bot_worker, "_pool", None)
        if pool is not None:
            pool.shutdown(wait=True)
    w.close()
    w.close_store()
    w.deleteLater()
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def run(loop, awaitable, timeout=120.0):
    return loop.run_until_complete(asyncio.wait_for(awaitable, timeout))
