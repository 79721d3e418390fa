"""Bots think away from the GUI thread: ``BotWorker.decide`` is awaited by the
app's match coroutine.

This is the seam between the app and the AI layer.  This first version runs
bots on a background thread; the AI issue replaces the inside with a worker
process (spawn start method, restarted after a crash or time-out) while the
signature below stays the same."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Mapping

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.levels import make_bot
from desktop.engine import Action, State


class BotWorker:
    def __init__(self) -> None:
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    async def decide(self, view: State, seat: int, level: str, seed: int,
                     budget: Budget = NO_BUDGET, personality: Mapping[str, float] | None = None,
                     timeout_s: float = 30.0) -> Action:
        """The action of a ``level`` bot for ``seat``, given only its view.

        On an exception or time-out the game's heuristic decides instead, so a
        failing bot never stops a match."""
        loop = asyncio.get_running_loop()
        game_id = view.game_id

        def think() -> Action:
            return make_bot(level, game_id, seed).decide(view, seat, budget)

        try:
            return await asyncio.wait_for(loop.run_in_executor(self._pool, think), timeout_s)
        except Exception:
            return make_bot("heuristic", game_id, seed).decide(view, seat, NO_BUDGET)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
