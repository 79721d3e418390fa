"""Shared test set-up: fixture games (and a heuristic for Tiny Market) are
registered so every tool can load them."""

from __future__ import annotations

import asyncio
import gc
import os
import sys

import pytest

from desktop.ai import heuristics
from desktop.engine import registry
from tests import fixture_heuristic
from tests.fixture_game import GAME, LEAKY_GAME

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

registry.register(GAME)
registry.register(LEAKY_GAME)
heuristics.register(GAME.id, fixture_heuristic)


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_call(item):  # type: ignore[no-untyped-def]
    """A test with the app's event loop (the ``loop`` fixture) may return with a
    match still running: its tasks finish, with the loop running, before
    pytest-qt processes Qt events (which would step them with none)."""
    result = yield
    ev = getattr(item, "funcargs", {}).get("loop")
    if isinstance(ev, asyncio.AbstractEventLoop) and not ev.is_closed() and not ev.is_running():
        from tests.app.conftest import finish_tasks

        finish_tasks(ev)
    return result


def pytest_sessionfinish(session, exitstatus):  # type: ignore[no-untyped-def]
    """An asyncio task or future of the app tests whose exception nobody read
    (see ``LOOP_ERRORS`` in tests/app/conftest.py), collected after the last
    of them, fails the run too."""
    app_conftest = sys.modules.get("tests.app.conftest")
    if app_conftest is None:
        return
    gc.collect()
    errors = app_conftest.LOOP_ERRORS
    if errors:
        print(f"\nasyncio errors after the app tests: {errors}", file=sys.stderr)
        session.exitstatus = 1
