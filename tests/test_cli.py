"""The command line, on the fixture game (the same code path runs every game)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop.ai.simulate import simulate
from desktop.cli import main
from desktop.engine import registry
from desktop.engine.gamelog import GameLog
from tests.fixture_game import TinyOptions


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "tiny_market", "--players", "3", "--games", "5",
                       "--seed", "1", "--json", "--option", "ante=2")
    assert code == 0
    report = json.loads(out)
    assert len(report["games"]) == 5
    assert set(report["games"][0]) >= {"seed", "scores", "decisions"}
    assert set(report["summary"]) >= {"games", "games_per_s", "decisions_per_s", "mean_decisions"}
    assert report["summary"]["games"] == 5


def test_simulate_is_reproducible() -> None:
    a = simulate("tiny_market", 3, 4, 9)
    b = simulate("tiny_market", 3, 4, 9)
    assert a["games"] == b["games"]


def test_simulate_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "tiny_market", "--games", "2")
    assert code == 0 and "decisions/s" in out


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["simulate", "chess"], "unknown game 'chess'"),
        (["simulate", "tiny_market", "--option", "colour=red"], "unknown option 'colour'"),
        (["simulate", "tiny_market", "--option", "ante=lots"], "option 'ante'"),
        (["simulate", "tiny_market", "--option", "ante=9"], "option 'ante'"),
        (["simulate", "tiny_market", "--players", "9"], "2 to 4 players"),
        (["simulate", "tiny_market", "--games", "0"], "at least 1"),
        (["simulate", "tiny_market", "--seed", "x"], "not a whole number"),
        (["simulate", "tiny_market", "--bots", "genius"], "unknown bot level 'genius'"),
        (["simulate", "tiny_market", "--option", "short_deck=1", "--option", "hand_size=5",
          "--players", "4"], "hand_size"),
        (["replay", "/nonexistent/file.json"], "cannot read"),
        (["replay", "/dev/zero"], "not a regular file"),
        (["replay", "/"], "not a regular file"),
        (["simulate", "tiny_market", "--bots", ""], "--bots needs bot levels"),
        (["simulate", "tiny_market", "--bots", "random,,random"], "--bots needs bot levels"),
        (["tournament", "tiny_market", "--seats", ""], "empty level"),
        (["tournament", "tiny_market", "--seats", "hard/rollout_depth=inf,random"], "finite"),
        (["tournament", "tiny_market", "--seats", "hard/rollout_depth=-5,random"], "rollout_depth"),
        (["tournament", "tiny_market", "--seats", "hard/rollout_depth=2.5,random"], "whole number"),
        (["tournament", "tiny_market", "--seats", "hard/switch_z=1e400,random"], "finite"),
        (["tournament", "tiny_market", "--seats", "hard/rollout_epsilon=2,random"], "rollout_epsilon"),
        (["tournament", "tiny_market", "--seats", "heuristic/risk=nan,random"], "finite"),
        (["tournament", "tiny_market", "--seats", "heuristic/risk=1.5,random"], "risk"),
        (["tournament", "tiny_market", "--seats", "random,random", "--workers", "100000"], "at most"),
        (["tournament", "tiny_market", "--seats", "random,random", "--iterations", "1" + "0" * 30], "at most"),
        (["tournament", "tiny_market", "--seats", "hard/" + "k" * 100_000 + "=1,random"], "bad entrant"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str],
                                         needle: str) -> None:
    code, _out, err = run(capsys, *args)
    assert code == 2
    assert needle in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def _export(tmp_path: Path) -> tuple[Path, str]:
    game = registry.get("tiny_market")
    state = game.new_game(2, TinyOptions(), 4)
    actions = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        actions.append((seat, action))
    log = GameLog("tiny_market", 2, TinyOptions(), 4, tuple(actions), state.state_hash())
    path = tmp_path / "game.json"
    path.write_text(log.dumps(), encoding="utf-8")
    return path, state.state_hash()


def test_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path, digest = _export(tmp_path)
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0
    report = json.loads(out)
    assert report["over"] and report["state_hash"] == digest


@pytest.mark.parametrize(
    ("mutate", "needle"),
    [
        (lambda text: "{not json", "not_json"),
        (lambda text: text.replace('"trading-floor-game"', '"x"'), "wrong_format"),
        (lambda text: text.replace('"version": 1', '"version": 99'), "unsupported_version"),
        (lambda text: text.replace('"tiny_market"', '"chess"'), "unknown_game"),
        (lambda text: text.replace('"state_hash": "', '"state_hash": "0'), "hash_mismatch"),
        (lambda text: text.replace('"card": ', '"card": 100'), "illegal_action"),
    ],
)
def test_replay_bad_files(capsys: pytest.CaptureFixture[str], tmp_path: Path, mutate, needle: str) -> None:  # type: ignore[no-untyped-def]
    path, _ = _export(tmp_path)
    path.write_text(mutate(path.read_text(encoding="utf-8")), encoding="utf-8")
    code, _out, err = run(capsys, "replay", str(path))
    assert code == 2 and needle in err and "Traceback" not in err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert "trading-floor" in capsys.readouterr().out


@pytest.mark.slow
def test_simulate_export_then_review_twice_gives_the_same_json(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    """The issue's check, on one game: an exported simulated game reviews to identical
    output twice (also with another number of worker processes), every decision complete."""
    code, _out, _ = run(capsys, "simulate", "stockpile", "--players", "3", "--games", "1", "--seed", "4",
                        "--bots", "heuristic", "--export", str(tmp_path))
    assert code == 0
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["stockpile-001.json"]
    exported = json.loads(files[0].read_text(encoding="utf-8"))
    assert exported["status"] == "finished" and exported["seats"][0]["level"] == "heuristic"
    # in its own process, as a player runs it (the command makes a QCoreApplication for the words)
    first = _review(files[0], "--seat", "0", "--json")
    second = _review(files[0], "--seat", "0", "--json", "--workers", "1")
    assert first == second
    report = json.loads(first)
    assert report["decisions"]
    for entry in report["decisions"]:
        assert {"index", "played", "best", "win_chance", "best_win_chance", "class"} <= set(entry)
        assert 0.0 <= entry["win_chance"] <= entry["best_win_chance"] <= 1.0
        assert entry["played"] and entry["best"] and "=" not in entry["played"]  # words, not Record(field=...)
        # the game's reason for a better move found (None for the best move played)
        assert "why" in entry and (entry["why"] is None or entry["why"].strip())
    assert len(report["turning_points"]) <= 3
    assert "decisions reviewed" in _review(files[0], "--seat", "1", "--lang", "ja")


def _review(path: Path, *args: str) -> str:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "desktop", "review", str(path), *args], capture_output=True,
                          text=True, timeout=600, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_review_refuses_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "none.json"
    code, _, err = run(capsys, "review", str(missing))
    assert code == 2 and "cannot read" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, _, err = run(capsys, "review", str(bad))
    assert code == 2 and "bad game file" in err
    log = GameLog("tiny_market", 2, TinyOptions(), 3, ())
    good = tmp_path / "tiny.json"
    good.write_text(log.dumps(), encoding="utf-8")
    code, _, err = run(capsys, "review", str(good), "--seat", "5")
    assert code == 2 and "--seat" in err


def test_replay_of_a_fifo_is_refused_without_hanging(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import os
    import time

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    start = time.monotonic()
    code, _out, err = run(capsys, "replay", str(fifo))
    assert code == 2 and "not a regular file" in err and len(err.strip().splitlines()) == 1
    assert time.monotonic() - start < 5


def test_replay_of_dev_zero_ends_within_seconds_in_a_process() -> None:
    import subprocess
    import sys
    import time

    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "desktop.cli", "replay", "/dev/zero"], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert "not a regular file" in proc.stderr and time.monotonic() - start < 30


def test_replay_refuses_a_file_larger_than_a_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from desktop.engine import gamelog

    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(gamelog.MAX_BYTES + 1)
    code, _out, err = run(capsys, "replay", str(big))
    assert code == 2 and "too large" in err and len(err.strip().splitlines()) == 1


# -- check-saves ----------------------------------------------------------------
def _folder_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _make_saves(folder: Path, games: int = 4) -> Path:
    from desktop.storage import Seat, Store
    from tests.storage.helpers import play

    path = folder / "trading-floor.sqlite3"
    with Store.open(path) as store:
        for seed in range(games):
            saved = store.new_game("tiny_market", TinyOptions(), [Seat.human("Mei"), Seat.bot("random", "B")],
                                   seed + 1)
            play(saved, steps=4 + seed)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


def test_check_saves_passes_a_sound_database_and_writes_nothing(capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path) -> None:
    _make_saves(tmp_path)
    before = _folder_bytes(tmp_path)
    code, out, err = run(capsys, "check-saves", "--data-dir", str(tmp_path))
    assert code == 0, out + err
    assert "sound" in out and "4 games" in out and err == ""
    assert _folder_bytes(tmp_path) == before


def test_check_saves_fails_a_damaged_database_and_leaves_it_byte_for_byte(capsys: pytest.CaptureFixture[str],
                                                                         tmp_path: Path) -> None:
    path = _make_saves(tmp_path, games=12)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for at in range(2 * page, len(data) - page // 2, page):
        data[at + 8: at + page // 2] = b"\xa5" * (page // 2 - 8)
    path.write_bytes(bytes(data))
    before = _folder_bytes(tmp_path)
    code, out, err = run(capsys, "check-saves", "--data-dir", str(tmp_path))
    assert code == 1 and "not sound" in out and "Traceback" not in out + err
    assert _folder_bytes(tmp_path) == before


def test_check_saves_fails_a_foreign_sqlite_file_and_leaves_it_byte_for_byte(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import sqlite3

    conn = sqlite3.connect(tmp_path / "trading-floor.sqlite3")
    conn.execute("CREATE TABLE games (title TEXT)")
    conn.execute("INSERT INTO games VALUES ('chess')")
    conn.commit()
    conn.close()
    before = _folder_bytes(tmp_path)
    code, out, err = run(capsys, "check-saves", "--data-dir", str(tmp_path))
    assert code == 1 and "not a Trading Floor database" in out and "Traceback" not in out + err
    assert _folder_bytes(tmp_path) == before


def test_check_saves_names_a_game_that_no_longer_replays(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import sqlite3

    path = _make_saves(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET state_hash = 'feed' WHERE id = 2")
    conn.execute("UPDATE games SET seed = 'x' WHERE id = 3")
    conn.commit()
    conn.close()
    code, out, _err = run(capsys, "check-saves", "--data-dir", str(tmp_path))
    assert code == 1
    assert "game 2: hash_mismatch" in out and "game 3: damaged_header" in out and "2 problems" in out


def test_check_saves_is_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "check-saves" in capsys.readouterr().out
