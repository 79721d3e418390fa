"""Shared test set-up: fixture games are registered so every tool can load them."""

from __future__ import annotations

import os

from desktop.engine import registry
from tests.fixture_game import GAME, LEAKY_GAME

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

registry.register(GAME)
registry.register(LEAKY_GAME)
