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


#: What a loop reported to its exception handler: a task or future whose
#: exception nobody retrieved, a callback that raised. Shared by every loop,
#: since a task may be collected after its test.
LOOP_ERRORS: list[str] = []


def _record(_loop, context):  # type: ignore[no-untyped-def]
    LOOP_ERRORS.append(f"{context.get('message')}: {context.get('exception')!r} {context.get('future', '')}")


def _assert_no_loop_errors(when: str) -> None:
    gc.collect()
    errors = LOOP_ERRORS[:]
    LOOP_ERRORS.clear()
    assert not errors, f"{when}: {errors}"


def finish_tasks(ev: asyncio.AbstractEventLoop) -> None:
    """Cancel every task still on ``ev`` (a match's coroutine) and run the loop
    until they are done.  Done as soon as a test returns (tests/conftest.py), as
    pytest-qt then processes Qt events with no asyncio loop running: a task
    stepped there fails with "no running event loop"."""
    pending = [task for task in asyncio.all_tasks(ev) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        ev.run_until_complete(asyncio.gather(*pending, return_exceptions=True))


@pytest.fixture
def loop(qapp):
    from desktop.app.eventloop import EventLoop
    from desktop.app.main import make_app

    make_app()  # also guards against the PySide6 reference miscount (desktop/app/qtfix.py)
    # (a bot's answer is collected when the worker's threads let it go, which
    # may be in a later test: the message says so)
    _assert_no_loop_errors("left by an earlier test")
    ev = EventLoop(qapp, already_running=False)
    ev.set_exception_handler(_record)
    asyncio.set_event_loop(ev)
    yield ev
    finish_tasks(ev)
    # and let what the worker threads still post (a killed bot process's
    # answer) arrive while the loop runs, so a future left unread is seen here
    ev.run_until_complete(asyncio.sleep(0.1))
    ev.close()
    asyncio.set_event_loop(None)
    del ev
    # Collect the closed loop's cycles here, on the GUI thread: collected on a
    # bot worker thread, its timer object would be destroyed on the wrong
    # thread and a later timer event would reach freed memory.
    gc.collect()
    _assert_no_loop_errors("this test")


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


def wait_until(loop, predicate, timeout=120.0):  # type: ignore[no-untyped-def]
    """Run the loop until ``predicate()`` holds (``qtbot.waitUntil`` would process
    Qt events with no asyncio loop running: a live match's tasks stepped there
    fail with ``RuntimeError: no running event loop``)."""

    async def poll() -> None:
        while not predicate():
            await asyncio.sleep(0.002)

    run(loop, poll(), timeout)
