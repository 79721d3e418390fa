"""The app's asyncio loop: qasync's, with one correction.

qasync's ``run_until_complete`` gives Qt one last pass over its events after
the loop has stopped, with no asyncio loop set as running.  A task stepped in
that pass (a match cancelled as the window closes, a bot's turn that was just
scheduled) fails at its first ``asyncio.get_running_loop()`` with "no running
event loop", and nobody reads that failure.  Here the pass runs with this loop
set as the running one, as it is while the loop runs."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, TypeVar

import qasync
from PySide6.QtCore import QCoreApplication, QEventLoop

T = TypeVar("T")


class EventLoop(qasync.QEventLoop):  # type: ignore[misc]
    def run_until_complete(self, future: Awaitable[T]) -> T:
        if self.is_running():
            raise RuntimeError("Event loop already running")
        task: asyncio.Future[Any] = asyncio.ensure_future(future, loop=self)

        def stop(_done: asyncio.Future[Any]) -> None:
            self.stop()

        task.add_done_callback(stop)
        try:
            self.run_forever()
        finally:
            task.remove_done_callback(stop)
        app = QCoreApplication.instance()
        dispatcher = app.eventDispatcher() if app is not None else None
        if dispatcher is not None:
            asyncio.events._set_running_loop(self)
            try:
                dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
            finally:
                asyncio.events._set_running_loop(None)
        if not task.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        result: T = task.result()
        return result
