"""The command line, on the fixture game (the same code path runs every game)."""

from __future__ import annotations

import json
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
    code, first, err = run(capsys, "review", str(files[0]), "--seat", "0", "--json")
    assert code == 0, err
    code, second, _ = run(capsys, "review", str(files[0]), "--seat", "0", "--json", "--workers", "1")
    assert code == 0 and first == second
    report = json.loads(first)
    assert report["decisions"]
    for entry in report["decisions"]:
        assert {"index", "played", "best", "win_chance", "best_win_chance", "class"} <= set(entry)
        assert 0.0 <= entry["win_chance"] <= entry["best_win_chance"] <= 1.0
        assert entry["played"] and entry["best"] and "=" not in entry["played"]  # words, not Record(field=...)
    assert len(report["turning_points"]) <= 3
    code, text, _ = run(capsys, "review", str(files[0]), "--seat", "1", "--lang", "ja")
    assert code == 0 and "decisions reviewed" in text


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
