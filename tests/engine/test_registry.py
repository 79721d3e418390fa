"""Games are found, not listed: the registry discovers every game package under
desktop/engine/games/, and the test games never ship."""

from __future__ import annotations

import pkgutil
import sys
from pathlib import Path

import pytest

from desktop.engine import UnknownGame, games, registry
from tests.fixture_game import GAME as TINY

SIXTH = '''
from tests.fixture_game import TinyMarket

class Sixth(TinyMarket):
    id = "sixth_game"

GAME = Sixth()
ORDER = 35
'''


def test_every_game_package_is_found_in_its_order() -> None:
    packages = sorted(m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg)
    assert sorted(registry.ids()) == packages
    assert registry.ids() == ["stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord"]
    assert [g.id for g in registry.all_games()] == registry.ids()


def test_test_games_never_ship() -> None:
    assert registry.get(TINY.id) is TINY  # registered by tests/conftest.py
    assert TINY.id not in registry.ids()
    assert all(game.id != TINY.id for game in registry.all_games())
    with pytest.raises(UnknownGame):
        registry.get("no_such_game")


def test_a_new_game_package_needs_no_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "sixth_game"
    package.mkdir()
    (package / "__init__.py").write_text(SIXTH)
    (tmp_path / "not_a_game").mkdir()  # a package without GAME is not a game (yet)
    (tmp_path / "not_a_game" / "__init__.py").write_text("")
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "_found", None)
    try:
        assert registry.ids() == ["stockpile", "wall_street_1920", "hab_und_gut", "sixth_game", "black_friday",
                                  "landlord"]
        assert registry.get("sixth_game").id == "sixth_game"
    finally:
        for name in ("desktop.engine.games.sixth_game", "desktop.engine.games.not_a_game"):
            sys.modules.pop(name, None)
    monkeypatch.undo()
    assert "sixth_game" not in registry.ids()
