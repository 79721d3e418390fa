"""Language tests: the catalogs (i18n/*.ts), the bundled fonts and the running app in each language."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from tests.app.conftest import loop, window  # noqa: F401  (the app's fixtures, used here too)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]


def load_tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def tool():  # type: ignore[no-untyped-def]
    return load_tool()


@pytest.fixture(autouse=True)
def _settings_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TRADING_FLOOR_SETTINGS", str(tmp_path / "settings.ini"))
    # saved games go to a throw-away database, never the player's own (as in tests/app)
    monkeypatch.setenv("TRADING_FLOOR_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def english(qapp):
    """Leave the app in English after a test that switches language."""
    from desktop.app.i18n import set_language

    yield
    set_language("en")
