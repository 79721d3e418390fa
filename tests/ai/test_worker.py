"""The worker process: decisions away from the GUI thread, fallbacks to the
heuristic on a crash, an exception or a time-out, and discarded stale decisions."""

from __future__ import annotations

import asyncio

import pytest

from desktop.ai.base import Budget
from desktop.ai.levels import make_bot
from desktop.ai.worker import BotWorker, DecisionDiscarded, fallback_decision
from desktop.engine import registry
from tests.ai.helpers import setup_worker

pytestmark = pytest.mark.slow  # each test spawns processes


def _position():  # type: ignore[no-untyped-def]
    state = registry.get("tiny_market").new_game(3, None, 5)
    seat = state.to_move()[0]
    return state.view(seat), seat


def _run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)


@pytest.fixture
def worker():  # type: ignore[no-untyped-def]
    w = BotWorker(initializer=setup_worker)
    yield w
    w.close()


def test_worker_decides_in_another_process_like_the_bot_here(worker: BotWorker) -> None:
    view, seat = _position()
    budget = Budget(iterations=40)

    async def go():  # type: ignore[no-untyped-def]
        return await worker.decide(view, seat, "hard", 7, budget), await worker.worker_pid()

    action, pid = _run(go())
    import os

    assert pid != os.getpid()
    assert action == make_bot("hard", "tiny_market", 7).decide(view, seat, budget)
    assert worker.fallbacks == 0 and worker.restarts == 0


@pytest.mark.parametrize(("level", "reason"), [("crash", "crash"), ("fail", "exception")])
def test_crash_or_exception_falls_back_to_heuristic_and_restarts(worker: BotWorker, level: str,
                                                                  reason: str) -> None:
    view, seat = _position()

    async def go():  # type: ignore[no-untyped-def]
        first_pid = await worker.worker_pid()
        action = await worker.decide(view, seat, level, 3)
        second_pid = await worker.worker_pid()
        after = await worker.decide(view, seat, "normal", 3)
        return first_pid, action, second_pid, after

    first_pid, action, second_pid, after = _run(go())
    assert action == fallback_decision(view, seat, 3)
    assert worker.fallbacks == 1 and worker.restarts == 1 and worker.last_failure == reason
    assert second_pid != first_pid
    assert after in view.legal_actions(seat)


def test_timeout_falls_back_to_heuristic_and_restarts(worker: BotWorker) -> None:
    view, seat = _position()

    async def go():  # type: ignore[no-untyped-def]
        await worker.worker_pid()  # the process is up, so only the bot's time counts
        action = await worker.decide(view, seat, "hang", 3, timeout_s=1.0)
        return action, await worker.decide(view, seat, "normal", 4, timeout_s=30.0)

    action, after = _run(go())
    assert action == fallback_decision(view, seat, 3)
    assert worker.last_failure == "timeout" and worker.restarts == 1 and worker.fallbacks == 1
    assert after in view.legal_actions(seat)


def test_decision_for_a_game_that_moved_on_is_discarded(worker: BotWorker) -> None:
    view, seat = _position()

    async def go():  # type: ignore[no-untyped-def]
        await worker.worker_pid()
        pending = asyncio.ensure_future(worker.decide(view, seat, "hang", 3, timeout_s=60.0))
        await asyncio.sleep(0.3)
        assert worker.cancel_pending() == 1
        with pytest.raises(DecisionDiscarded):
            await asyncio.wait_for(pending, 5.0)
        # the busy worker was stopped: the next decision does not wait behind the stale one
        return await asyncio.wait_for(worker.decide(view, seat, "normal", 4), 30.0)

    after = _run(go())
    assert after in view.legal_actions(seat)
    assert worker.fallbacks == 0 and worker.last_failure == "discarded"


def test_fallback_when_even_the_heuristic_fails_is_a_legal_action() -> None:
    view, seat = _position()
    assert fallback_decision(view, seat, 1, {"no_such_parameter": 1.0}) in view.legal_actions(seat)


def test_a_decision_queued_behind_a_failing_one_also_gets_an_answer(worker: BotWorker) -> None:
    view, seat = _position()

    async def go():  # type: ignore[no-untyped-def]
        await worker.worker_pid()
        first = asyncio.ensure_future(worker.decide(view, seat, "hang", 3, timeout_s=1.0))
        second = asyncio.ensure_future(worker.decide(view, seat, "normal", 4, timeout_s=30.0))
        return await asyncio.gather(first, second)

    first, second = _run(go())
    assert first == fallback_decision(view, seat, 3)
    assert second in view.legal_actions(seat)


@pytest.mark.parametrize("how", ["discarded", "cancelled"])
def test_a_dropped_decision_leaves_nothing_for_asyncio_to_log(worker: BotWorker, how: str) -> None:
    """The stopped worker's answer (``BrokenProcessPool``) reaches a future nobody awaits: it is
    cancelled, so no "exception was never retrieved" is logged, in this or a later event loop."""
    import gc

    view, seat = _position()
    errors: list[str] = []

    async def go():  # type: ignore[no-untyped-def]
        asyncio.get_running_loop().set_exception_handler(lambda _loop, ctx: errors.append(ctx["message"]))
        await worker.worker_pid()
        pending = asyncio.ensure_future(worker.decide(view, seat, "hang", 3, timeout_s=60.0))
        await asyncio.sleep(0.3)
        if how == "discarded":
            worker.cancel_pending()
        else:
            pending.cancel()
        try:
            await asyncio.wait_for(pending, 5.0)
        except (DecisionDiscarded, asyncio.CancelledError):
            pass
        else:
            pytest.fail("the decision was not dropped")
        del pending  # (its traceback holds the frame that held the answer)
        await asyncio.sleep(1.0)  # the killed process's answer arrives
        gc.collect()

    _run(go())
    assert errors == [] and worker.last_failure == how


def test_advice_is_computed_in_the_worker_like_here_and_dropped_when_the_game_moves_on(worker: BotWorker) -> None:
    from desktop.ai.advisor import hint

    view, seat = _position()

    async def go():  # type: ignore[no-untyped-def]
        moves = await worker.advise(view, seat, 5, top=2)
        pending = asyncio.ensure_future(worker.advise(view, seat, 6))
        await asyncio.sleep(0)
        assert worker.cancel_pending() == 1
        with pytest.raises(DecisionDiscarded):
            await asyncio.wait_for(pending, 5.0)
        return moves

    moves = _run(go())
    assert moves == hint(view, seat, 5, 2)
    assert all(m.action in view.legal_actions(seat) and 0.0 <= m.win_chance <= 1.0 for m in moves)
