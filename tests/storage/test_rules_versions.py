"""Saves survive a rules fix: one exported save of every game for every rules version it has had
(tests/fixtures/saves/, the old ones made by the program of their time) imports, loads with its
stored hash, keeps the rules it was begun with to its end, and exports again with its version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.ai.base import RandomBot
from desktop.engine import FormatError, gamelog, registry
from desktop.storage import ImportRefused
from tests.storage.helpers import open_store

SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
FILES = sorted(SAVES.glob("*.json"))


def _data(path: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_has_a_save_for_every_rules_version(game_id: str) -> None:
    versions = sorted(int(str(_data(p)["rules_version"])) for p in FILES if _data(p)["game"] == game_id)
    assert versions == list(range(1, registry.get(game_id).rules_version + 1))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_save_of_any_rules_version_loads_resumes_and_keeps_its_rules(path: Path, tmp_path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = _data(path)
    version = data["rules_version"]
    with open_store(tmp_path) as store:
        gid = store.import_game(text)
        saved = store.load_game(gid)  # replays under its own rules version: the stored hash matches
        assert saved.info.rules_version == version and saved.state.rules_version == version
        assert saved.state.state_hash() == data["state_hash"]
        bot = RandomBot(3)
        game = registry.get(saved.info.game_id)
        limit = game.max_decisions(len(saved.seats), game.options_type.from_json(saved.info.options))
        for _ in range(300):  # played on under the same rules, and stored
            if saved.state.is_over() or len(saved.actions) >= limit:
                break
            seat = saved.state.to_move()[0]
            saved.apply(seat, bot.decide(saved.state, seat))
        again = store.load_game(gid)
        assert again.state.state_hash() == saved.state.state_hash() and again.state.rules_version == version
        exported = json.loads(store.export_game(gid))
        assert exported["rules_version"] == version
    with open_store(tmp_path, "other.sqlite3") as other:
        copy = other.load_game(other.import_game(json.dumps(exported)))
        assert copy.state.state_hash() == saved.state.state_hash()


@pytest.mark.parametrize("path", [p for p in FILES if registry.get(str(_data(p)["game"])).rules_version
                                  > int(str(_data(p)["rules_version"]))], ids=lambda p: p.stem)
def test_an_old_save_would_not_replay_under_todays_rules(path: Path) -> None:
    """The old saves kept here meet a rule that changed, so loading them really depends on the saved
    rules version (not on luck)."""
    log = gamelog.loads(path.read_text(encoding="utf-8"))
    today = gamelog.GameLog(log.game_id, log.num_players, log.options, log.seed, log.actions, log.state_hash,
                            registry.get(log.game_id).rules_version)
    with pytest.raises(FormatError) as err:
        today.replay()
    assert err.value.reason in ("hash_mismatch", "illegal_action")


def test_a_save_from_newer_rules_is_refused_with_a_reason(tmp_path: Path) -> None:
    data = _data(SAVES / "hab_und_gut-rules1.json")
    newer = {**data, "rules_version": registry.get("hab_und_gut").rules_version + 1}
    with open_store(tmp_path) as store:
        with pytest.raises(ImportRefused) as err:
            store.import_game(json.dumps(newer))
        assert err.value.reason == "unsupported_version"
        with pytest.raises(ImportRefused) as err:
            store.import_game(json.dumps({**data, "rules_version": 0}))
        assert err.value.reason == "bad_value"
        assert store.list_games() == []
