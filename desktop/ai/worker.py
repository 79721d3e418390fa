"""Bots think in a worker process: ``BotWorker.decide`` is awaited by the app's
match coroutine, so the window never freezes.

- The worker is a ``concurrent.futures.ProcessPoolExecutor`` with one process
  started by the *spawn* method (the same on every platform, and it works in a
  PyInstaller build because ``desktop/__main__.py`` and ``desktop.cli.main``
  call ``multiprocessing.freeze_support()`` first).
- A crash of the worker process, an exception in the bot or a time-out: the
  game's heuristic decides that move instead (on a thread, in this process),
  and the worker process is replaced before the next decision.  A failing bot
  never stops a match.
- A decision for a game that has moved on (undo, load, a new game, the player
  quit the match) is discarded: ``cancel_pending()`` makes every decision still
  being awaited raise ``DecisionDiscarded`` at once, and a worker still busy
  with one is stopped so the next decision does not wait behind it.

Only the view crosses into the worker (pickled in memory, never stored), so the
bot cannot see more than its seat may."""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from desktop.ai.base import NO_BUDGET, Budget, RandomBot
from desktop.ai.levels import make_bot
from desktop.engine import Action, State


class DecisionDiscarded(Exception):
    """The game moved on (``cancel_pending``) before this decision arrived."""


def _think(view: State, seat: int, level: str, seed: int, budget: Budget,
           personality: Mapping[str, float] | None) -> Action:
    return make_bot(level, view.game_id, seed, personality).decide(view, seat, budget)


def _advise(view: State, seat: int, seed: int, top: int) -> list[Any]:
    from desktop.ai.advisor import hint

    return hint(view, seat, seed, top)


def _standings(view: State, seed: int) -> list[float]:
    from desktop.ai.advisor import standings

    return standings(view, seed)


def _warm(game_id: str | None) -> int:
    """Import a game's rules and heuristic now, not in the first decision."""
    if game_id is not None:
        from desktop.ai.heuristics import has_heuristic
        from desktop.engine import registry

        registry.get(game_id)
        has_heuristic(game_id)
    return os.getpid()


def fallback_decision(view: State, seat: int, seed: int,
                      personality: Mapping[str, float] | None = None) -> Action:
    """The heuristic's action (a random legal one if even that fails)."""
    try:
        return make_bot("heuristic", view.game_id, seed, personality).decide(view, seat, NO_BUDGET)
    except Exception:
        return RandomBot(seed).decide(view, seat, NO_BUDGET)


def _drop(answer: asyncio.Future[Any]) -> None:
    """Nobody awaits ``answer`` any more: it is cancelled (so the killed worker's
    ``BrokenProcessPool`` is not copied into it, perhaps after the loop has
    closed) or its outcome is consumed, and asyncio has nothing to log."""
    if not answer.done():
        answer.cancel()
    elif not answer.cancelled():
        answer.exception()


class BotWorker:
    """One worker process for a match's bots (they take turns)."""

    def __init__(self, initializer: Callable[..., None] | None = None, initargs: tuple[Any, ...] = ()) -> None:
        self._initializer = initializer
        self._initargs = initargs
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._threads = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-fallback")
        self._waiting: set[asyncio.Future[None]] = set()
        #: How often the worker process was replaced, and why the last fallback happened.
        self.restarts = 0
        self.fallbacks = 0
        self.last_failure: str | None = None

    # -- the process -------------------------------------------------------------
    def _ensure_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:
            self._pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=self._initializer, initargs=self._initargs)
        return self._pool

    def _stop_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            if process.is_alive():
                process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.join(timeout=2.0)

    def _restart(self, reason: str, game_id: str | None = None) -> None:
        """Replace the worker process; the new one starts (and loads the game)
        at once, while the fallback decides and the app carries on."""
        self.last_failure = reason
        self._stop_pool()
        self.restarts += 1
        self.start(game_id)

    def start(self, game_id: str | None = None) -> None:
        """Start the process now (spawning takes a moment) and load ``game_id``'s
        rules and heuristic there, so the first decision does not pay for it."""
        self._ensure_pool().submit(_warm, game_id)

    async def worker_pid(self, game_id: str | None = None) -> int:
        """The worker process's id, once it is up (and has loaded ``game_id``)."""
        return await asyncio.wrap_future(self._ensure_pool().submit(_warm, game_id))

    # -- decisions ---------------------------------------------------------------
    async def decide(self, view: State, seat: int, level: str, seed: int,
                     budget: Budget = NO_BUDGET, personality: Mapping[str, float] | None = None,
                     timeout_s: float = 30.0) -> Action:
        """The action of a ``level`` bot for ``seat``, given only its view.

        On a crash, an exception or a time-out the game's heuristic decides
        instead and the worker is restarted.  Raises ``DecisionDiscarded`` if
        ``cancel_pending()`` is called while waiting."""
        loop = asyncio.get_running_loop()
        discarded: asyncio.Future[None] = loop.create_future()
        self._waiting.add(discarded)
        try:
            answer = self._submit(_think, view, seat, level, seed, budget, personality)
            waits: set[asyncio.Future[Any]] = {answer, discarded}
            try:
                done, _ = await asyncio.wait(waits, timeout=timeout_s,
                                             return_when=asyncio.FIRST_COMPLETED)
            except asyncio.CancelledError:
                self._abandon(answer, "cancelled", view.game_id)
                raise
            if discarded in done:
                self._abandon(answer, "discarded", view.game_id)
                raise DecisionDiscarded()
            if answer in done and answer.cancelled():
                # queued behind a decision whose failure replaced the worker
                self.last_failure = "worker_replaced"
            elif answer in done:
                exc = answer.exception()
                if exc is None:
                    action: Action = answer.result()
                    return action
                self._restart("crash" if isinstance(exc, BrokenProcessPool) else "exception", view.game_id)
            else:
                answer.cancel()
                self._restart("timeout", view.game_id)
        finally:
            self._waiting.discard(discarded)
        self.fallbacks += 1
        return await loop.run_in_executor(self._threads, fallback_decision, view, seat, seed, personality)

    async def advise(self, view: State, seat: int, seed: int, top: int = 3, timeout_s: float = 30.0) -> list[Any]:
        """The Advisor's top moves for ``seat`` in ``view`` (``desktop.ai.advisor.hint``: a list
        of ``MoveEstimate``, best first), computed in the worker process.  Raises
        ``DecisionDiscarded`` if ``cancel_pending()`` is called meanwhile (the game moved on:
        the worker is stopped and replaced), ``TimeoutError`` after ``timeout_s``, and the
        exception of a failed computation (the worker is then replaced); a hint never acts."""
        moves: list[Any] = await self._job(view, timeout_s, _advise, view, seat, seed, top)
        return moves

    async def standings(self, view: State, seed: int, timeout_s: float = 30.0) -> list[float]:
        """Every seat's chance to win estimated from ``view`` (``desktop.ai.advisor.standings``),
        in the worker process; raises as ``advise`` does."""
        chances: list[float] = await self._job(view, timeout_s, _standings, view, seed)
        return chances

    async def _job(self, view: State, timeout_s: float, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn(*args)`` in the worker process for the Advisor (see ``advise``)."""
        loop = asyncio.get_running_loop()
        discarded: asyncio.Future[None] = loop.create_future()
        self._waiting.add(discarded)
        try:
            answer = self._submit(fn, *args)
            try:
                done, _ = await asyncio.wait({answer, discarded}, timeout=timeout_s,
                                             return_when=asyncio.FIRST_COMPLETED)
            except asyncio.CancelledError:
                self._abandon(answer, "cancelled", view.game_id)
                raise
            if answer in done and not answer.cancelled():
                exc = answer.exception()
                if exc is None:
                    return answer.result()
                self._restart("crash" if isinstance(exc, BrokenProcessPool) else "exception", view.game_id)
                raise exc
            self._abandon(answer, "discarded" if discarded in done else "timeout", view.game_id)
            if discarded in done or answer.cancelled():
                raise DecisionDiscarded()
            raise TimeoutError("the advisor took too long")
        finally:
            self._waiting.discard(discarded)

    def _submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        """``fn(*args)`` in the worker process (a broken pool is replaced once first)."""
        try:
            future = self._ensure_pool().submit(fn, *args)
        except (BrokenProcessPool, RuntimeError):
            self._restart("broken")
            future = self._ensure_pool().submit(fn, *args)
        return asyncio.wrap_future(future)

    def _abandon(self, answer: asyncio.Future[Any], why: str, game_id: str) -> None:
        """Stop waiting for ``answer``; a worker still computing it is replaced (``why``)."""
        running = not answer.done()
        _drop(answer)
        if running:
            self._restart(why, game_id)

    def cancel_pending(self) -> int:
        """Discard every decision still being awaited (the game moved on);
        returns how many there were."""
        count = 0
        for waiting in list(self._waiting):
            if not waiting.done():
                waiting.set_result(None)
                count += 1
        return count

    def close(self) -> None:
        self.cancel_pending()
        self._stop_pool()
        self._threads.shutdown(wait=False, cancel_futures=True)
