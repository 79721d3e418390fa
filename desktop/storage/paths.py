"""Where the database lives: platformdirs' user data directory, or the
directory named by ``TRADING_FLOOR_DATA_DIR`` (tests, portable installs)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "trading-floor"
DB_NAME = "trading-floor.sqlite3"
ENV_VAR = "TRADING_FLOOR_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def db_path() -> Path:
    return data_dir() / DB_NAME
