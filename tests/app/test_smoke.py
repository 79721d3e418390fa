"""``trading-floor --smoke-test`` plays through the real window and says so."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_smoke_test_plays_the_fixture_game_through_the_window(qapp, capsys):
    from desktop.app.smoke import run_smoke_test

    assert run_smoke_test(["tiny_market"]) == 0
    out = capsys.readouterr().out
    assert "tiny_market:" in out and "smoke test passed" in out
    assert "tutorial" not in out  # a game without a tutorial plays none


def test_smoke_test_fails_with_a_clear_message(qapp, capsys):
    from desktop.app.smoke import run_smoke_test

    assert run_smoke_test(["no_such_game"]) == 1
    err = capsys.readouterr().err
    assert "smoke test failed (no_such_game)" in err and "no_such_game" in err


@pytest.mark.slow
def test_smoke_test_command_exits_zero(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRADING_FLOOR_SETTINGS=str(tmp_path / "s.ini"))
    proc = subprocess.run([sys.executable, "-m", "desktop", "--smoke-test"], env=env, capture_output=True,
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr
    assert "smoke test passed" in proc.stdout
    for game_id in ("stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord"):
        assert f"tutorial {game_id}: " in proc.stdout  # every tutorial played through the window
