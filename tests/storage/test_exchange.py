"""Export and import a game as JSON: replayable by ``trading-floor replay``,
every bad file refused with a specific reason and nothing stored changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.engine import gamelog
from desktop.storage import ImportRefused, StorageError, Store
from tests.storage.helpers import new_tiny, open_store, play


def _exported(store: Store, steps: int | None = None, seed: int = 2) -> tuple[int, str]:
    saved = new_tiny(store, seed=seed)
    play(saved, steps=steps)
    return saved.id, store.export_game(saved.id)


def test_export_is_versioned_readable_json_with_seed_and_actions(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        gid, text = _exported(store, steps=6)
        data = json.loads(text)
        info = store.game_info(gid)
        assert data["format"] == gamelog.FORMAT and data["version"] == gamelog.VERSION
        assert data["seed"] == info.seed and len(data["actions"]) == 6
        assert data["seats"][0] == {"kind": "human", "name": "Mei"}
        assert data["state_hash"] == info.state_hash
        assert "\n" in text  # indented for people who read bug reports


def test_exported_game_replays_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open_store(tmp_path) as store:
        gid, text = _exported(store)
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8")
        assert main(["replay", str(path), "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["over"] and report["state_hash"] == store.game_info(gid).state_hash


def test_import_round_trip_unfinished_game_resumes(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        _gid, text = _exported(store, steps=5)
    with open_store(tmp_path, "other.sqlite3") as other:
        new_id = other.import_game(text)
        info = other.game_info(new_id)
        assert info.origin == "imported" and info.status == "active" and info.action_count == 5
        resumed = other.load_game(new_id)
        assert [s.name for s in resumed.seats] == ["Mei", "Bot A", "Bot B"]
        play(resumed)
        assert other.game_info(new_id).is_finished


def test_import_finished_game_keeps_result_but_not_statistics(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        gid, text = _exported(store)
        new_id = store.import_game(text.encode())
        assert store.game_info(new_id).result == store.game_info(gid).result
        assert store.statistics().played == 1  # the imported copy is not counted


def _mutate(text: str, change: object) -> str:
    data = json.loads(text)
    assert callable(change)
    change(data)
    return json.dumps(data)


def _set(key: str, value: object) -> object:
    return lambda d: d.__setitem__(key, value)


CASES: list[tuple[str, object, str]] = [
    ("not json", None, "not_json"),
    ("", None, "not_json"),
    ("[" * 100_000 + "]" * 100_000, None, "not_json"),
    ("x" * (gamelog.MAX_BYTES + 1), None, "too_large"),
    ("[1, 2]", None, "wrong_format"),
    ("{}", None, "wrong_format"),
    ("EXPORT", _set("format", "some-other-game"), "wrong_format"),
    ("EXPORT", _set("version", 99), "unsupported_version"),
    ("EXPORT", _set("version", "1"), "wrong_format"),
    ("EXPORT", _set("game", "chess"), "unknown_game"),
    ("EXPORT", _set("players", 9), "bad_player_count"),
    ("EXPORT", _set("options", {"colour": "red"}), "unknown_option"),
    ("EXPORT", _set("options", {"ante": 99}), "bad_value"),
    ("EXPORT", _set("options", {"short_deck": True, "hand_size": 5}), "bad_option"),
    ("EXPORT", _set("seed", -1), "wrong_type"),
    ("EXPORT", _set("seed", 10**30), "wrong_type"),
    ("EXPORT", _set("actions", {"a": 1}), "wrong_type"),
    ("EXPORT", lambda d: d["actions"].__setitem__(3, [0, {"type": "Teleport"}]), "unknown_record_type"),
    ("EXPORT", lambda d: d["actions"].__setitem__(3, [9, d["actions"][3][1]]), "bad_seat"),
    ("EXPORT", lambda d: d["actions"].__setitem__(1, [0, {"type": "Play", "card": 10**40}]), "number_too_large"),
    ("EXPORT", lambda d: d["actions"].insert(0, d["actions"][1]), "illegal_action"),
    ("EXPORT", _set("state_hash", "0" * 32), "hash_mismatch"),
    ("EXPORT", _set("state_hash", 5), "wrong_type"),
    ("EXPORT", _set("seats", [{"kind": "alien"}] * 3), "bad_value"),
    ("EXPORT", _set("seats", [{"kind": "human"}]), "bad_seat_count"),
    ("EXPORT", _set("seats", "me"), "wrong_type"),
    ("EXPORT", _set("seats", [{"kind": "bot", "name": "x"}] * 3), "missing_field"),
    ("EXPORT", _set("seats", [{"kind": "bot", "level": "random", "personality": {"r": 1e308 * 10}}] * 3),
     "number_too_large"),
]


@pytest.mark.parametrize(("base", "change", "reason"), CASES, ids=[c[2] + str(i) for i, c in enumerate(CASES)])
def test_bad_file_is_refused_with_its_reason_and_nothing_changes(tmp_path: Path, base: str, change: object,
                                                                 reason: str) -> None:
    with open_store(tmp_path) as store:
        _gid, text = _exported(store, steps=6)
        bad = _mutate(text, change) if base == "EXPORT" else base
        before = store.dump()
        with pytest.raises(ImportRefused) as err:
            store.import_game(bad)
        assert err.value.reason == reason
        if reason == "illegal_action":
            assert isinstance(err.value.details["step"], int)
        assert store.dump() == before


def test_illegal_action_names_its_step(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        _gid, text = _exported(store, steps=8)
        data = json.loads(text)
        data["actions"][5] = data["actions"][4]
        with pytest.raises(ImportRefused) as err:
            store.import_game(json.dumps(data))
        assert err.value.reason == "illegal_action" and err.value.details["step"] == 5


def test_a_write_failing_halfway_through_an_import_rolls_everything_back(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        _gid, text = _exported(store)
        store.conn.execute("CREATE TEMP TRIGGER fail_late BEFORE INSERT ON main.actions WHEN NEW.idx = 5 "
                           "BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        before = store.dump()
        with pytest.raises(StorageError) as err:
            store.import_game(text)
        assert err.value.reason == "write_failed"
        assert store.dump() == before
