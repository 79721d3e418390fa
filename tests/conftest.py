"""Shared test set-up: fixture games (and a heuristic for Tiny Market) are
registered so every tool can load them."""

from __future__ import annotations

import gc
import os
import sys

from desktop.ai import heuristics
from desktop.engine import registry
from tests import fixture_heuristic
from tests.fixture_game import GAME, LEAKY_GAME

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

registry.register(GAME)
registry.register(LEAKY_GAME)
heuristics.register(GAME.id, fixture_heuristic)


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
