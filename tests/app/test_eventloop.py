"""The app's event loop (desktop/app/eventloop.py): a task first stepped in the
last pass over Qt events of ``run_until_complete`` finds a running loop."""

from __future__ import annotations

import asyncio

import pytest


def _task_started_as_the_loop_stops(ev):  # type: ignore[no-untyped-def]
    seen: list[object] = []

    async def probe() -> None:
        seen.append(asyncio.get_running_loop())

    async def main() -> None:
        # runs after main's done-callback has been queued: the probe's first step is
        # queued behind the loop's stop
        ev.call_soon(lambda: seen.append(asyncio.ensure_future(probe())))

    ev.run_until_complete(main())
    ev.run_until_complete(asyncio.sleep(0))  # in case the pass did not reach it
    task = seen[0]
    assert isinstance(task, asyncio.Task) and task.done()
    return task, seen[1:]


@pytest.mark.parametrize("which", ["app", "qasync"])
def test_a_task_stepped_as_run_until_complete_ends_has_a_running_loop(qapp, which):
    import qasync

    from desktop.app.eventloop import EventLoop

    ev = EventLoop(qapp, already_running=False) if which == "app" else qasync.QEventLoop(qapp, already_running=False)
    ev.set_exception_handler(lambda *_: None)
    asyncio.set_event_loop(ev)
    try:
        task, loops = _task_started_as_the_loop_stops(ev)
    finally:
        ev.close()
        asyncio.set_event_loop(None)
    if which == "app":
        assert task.exception() is None and loops == [ev]
    else:  # what the subclass corrects (if qasync fixes it, the subclass can go)
        assert isinstance(task.exception(), RuntimeError)
