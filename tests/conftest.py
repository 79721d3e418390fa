"""Shared test set-up: fixture games (and a heuristic for Tiny Market) are
registered so every tool can load them."""

from __future__ import annotations

import os

from desktop.ai import heuristics
from desktop.engine import registry
from tests import fixture_heuristic
from tests.fixture_game import GAME, LEAKY_GAME

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

registry.register(GAME)
registry.register(LEAKY_GAME)
heuristics.register(GAME.id, fixture_heuristic)
