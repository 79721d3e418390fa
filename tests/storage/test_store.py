"""Stored games: header + append-only actions, resume, lists, delete, finish."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from desktop.engine import IllegalAction
from desktop.storage import (
    ConfirmationRequired,
    LoadError,
    NotFound,
    Seat,
    StorageError,
    Store,
    data_dir,
    db_path,
    schema,
)
from tests.fixture_game import Pass, Play, TinyOptions
from tests.storage.helpers import new_tiny, open_store, play


def test_data_dir_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRADING_FLOOR_DATA_DIR", str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable"
    with Store.open() as store:
        assert store.path == db_path() and db_path().parent == tmp_path / "portable"
        assert store.path.exists()


def test_default_data_dir_is_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("TRADING_FLOOR_DATA_DIR", raising=False)
    assert data_dir() == Path(platformdirs.user_data_dir("trading-floor", appauthor=False))


def test_database_uses_wal_and_latest_schema(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.schema_version == schema.LATEST
        assert store.integrity_check() == ["ok"]


def test_header_records_game_options_seats_seed_rules_version(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = store.new_game("tiny_market", TinyOptions(ante=2), [Seat.human("Mei"),
                               Seat.bot("heuristic", "Kenji", {"risk": 0.7}, rival="sato_kenji")], seed=2**64 - 1)
        info = store.game_info(saved.id)
        assert info.game_id == "tiny_market" and info.options["ante"] == 2
        assert info.seed == 2**64 - 1 and info.rules_version == 1 and info.status == "active"
        assert info.seats[1] == Seat("bot", "Kenji", "heuristic", {"risk": 0.7}, "sato_kenji")
        assert info.opponents == (info.seats[1],) and info.human_seats == (0,)
        assert info.created and info.last_played and info.action_count == 0


def test_each_action_is_committed_and_resume_gives_the_same_state(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    saved = new_tiny(store, seed=3)
    play(saved, steps=5)
    # a second connection sees every action: nothing waits in an open transaction
    other = sqlite3.connect(tmp_path / "db.sqlite3")
    assert other.execute("SELECT COUNT(*) FROM actions WHERE game = ?", (saved.id,)).fetchone()[0] == 5
    other.close()
    store.close()
    with open_store(tmp_path) as again:
        resumed = again.load_game(saved.id)
        assert resumed.state.state_hash() == saved.state.state_hash()
        assert resumed.actions == saved.actions
        play(resumed)
        assert resumed.info.is_finished


def test_illegal_action_is_not_stored(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        with pytest.raises(IllegalAction):
            saved.apply(0, Play(99))
        with pytest.raises(IllegalAction):
            saved.apply(0, Pass())
        assert store.game_info(saved.id).action_count == 0
        assert store.load_game(saved.id).actions == ()


def test_finished_game_records_result_and_status(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=4)
        play(saved)
        info = store.game_info(saved.id)
        assert info.status == "finished" and info.finished
        assert info.result == saved.state.result().to_json()
        assert store.latest_unfinished() is None


def test_latest_unfinished_is_the_most_recently_played(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        a = new_tiny(store, seed=1)
        b = new_tiny(store, seed=2)
        done = new_tiny(store, seed=3)
        play(b, steps=1)
        play(a, steps=1)
        play(done)
        latest = store.latest_unfinished()
        assert latest is not None and latest.id == a.id
        assert [g.id for g in store.list_games()] == [done.id, a.id, b.id]
        assert [g.id for g in store.list_games("active")] == [a.id, b.id]
        assert [g.id for g in store.list_games("finished")] == [done.id]


def test_list_shows_opponents_round_or_action_count(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=4)
        (info,) = store.list_games()
        assert [s.name for s in info.opponents] == ["Bot A", "Bot B"]
        assert info.action_count == 4 and info.round is None  # the fixture game has no round counter


def test_delete_needs_confirmation(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=3)
        with pytest.raises(ConfirmationRequired):
            store.delete_game(saved.id)
        assert store.game_info(saved.id).action_count == 3
        store.delete_game(saved.id, confirm=True)
        with pytest.raises(NotFound):
            store.game_info(saved.id)
        assert store.conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 0


def test_hash_mismatch_is_reported_and_game_kept_untouched(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=4)
        store.conn.execute("UPDATE games SET state_hash = 'not-the-hash' WHERE id = ?", (saved.id,))
        before = store.dump()
        with pytest.raises(LoadError) as err:
            store.load_game(saved.id)
        assert err.value.reason == "hash_mismatch"
        assert store.dump() == before
        assert store.game_info(saved.id).id == saved.id  # still listed


@pytest.mark.parametrize(
    ("sql", "reason"),
    [
        ("UPDATE games SET game = 'chess'", "unknown_game"),
        ("UPDATE games SET rules_version = 99", "newer_rules_version"),
        ("UPDATE games SET options = '{\"colour\": 1}'", "bad_option"),
        ("UPDATE actions SET action = '{\"type\": \"Teleport\"}' WHERE idx = 1", "bad_action"),
        ("UPDATE actions SET action = 'not json' WHERE idx = 1", "bad_action"),
        ("UPDATE actions SET action = '{\"type\": \"Play\", \"card\": 99}' WHERE idx = 1", "illegal_action"),
        ("DELETE FROM actions WHERE idx = 2", "action_count_mismatch"),
        ("UPDATE games SET seats = 'garbage'", "damaged_header"),
    ],
)
def test_unloadable_game_gives_a_reason_and_changes_nothing(tmp_path: Path, sql: str, reason: str) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=4)
        store.conn.execute(sql)
        before = store.dump()
        with pytest.raises(LoadError) as err:
            store.load_game(saved.id)
        assert err.value.reason == reason
        if reason == "illegal_action":
            assert err.value.details["step"] == 1
        assert store.dump() == before


def test_bot_seed_is_the_same_after_resume(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=2)
        seeds = [saved.bot_seed(s) for s in range(3)]
        assert len(set(seeds)) == 3
        assert [store.load_game(saved.id).bot_seed(s) for s in range(3)] == seeds


def test_a_file_that_is_not_a_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"these are my tax notes, not a database" * 200)
    before = path.read_bytes()
    with pytest.raises(StorageError) as err:
        Store.open(path)
    assert err.value.reason == "not_a_database"
    assert path.read_bytes() == before


def test_a_directory_that_cannot_be_created_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError) as err:
        Store.open(blocker / "sub" / "db.sqlite3")
    assert err.value.reason == "cannot_open"


def test_bad_seats_are_refused_before_anything_is_stored(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        for seats in ([Seat.human("x" * 500), Seat.bot("random")], [Seat("alien"), Seat.bot("random")],
                      [Seat.human(), Seat("bot")]):
            with pytest.raises(StorageError):
                store.new_game("tiny_market", TinyOptions(), seats, 1)
        assert store.list_games() == []


def test_human_decisions_are_synced_and_bot_moves_only_committed(tmp_path: Path) -> None:
    seen: list[int] = []
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=3)
        real_append = store.append_action

        def spy(*args: object, **kw: object) -> None:
            real_append(*args, **kw)  # type: ignore[arg-type]
            seen.append(store.conn.execute("PRAGMA synchronous").fetchone()[0])

        store.append_action = spy  # type: ignore[method-assign]
        for seat in (0, 1, 2):
            saved.apply(seat, saved.state.legal_actions(seat)[0])
        assert seen == [2, 1, 1]  # FULL for the human seat, NORMAL for the bots
    with Store.open(tmp_path / "all.sqlite3", durable=True) as store:
        assert store.conn.execute("PRAGMA synchronous").fetchone()[0] == 2
        saved = new_tiny(store, seed=3)
        saved.apply(1, saved.state.legal_actions(1)[0])
        assert store.conn.execute("PRAGMA synchronous").fetchone()[0] == 2


def test_a_failed_write_leaves_state_and_database_as_stored(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=3)
        play(saved, steps=2)
        digest = saved.state.state_hash()
        store.conn.execute("CREATE TEMP TRIGGER fail BEFORE INSERT ON main.actions "
                           "BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        before = store.dump()
        seat = saved.state.to_move()[0]
        with pytest.raises(StorageError) as err:
            saved.apply(seat, saved.state.legal_actions(seat)[0])
        assert err.value.reason == "write_failed"
        assert store.dump() == before
        assert saved.state.state_hash() == digest and len(saved.actions) == 2
        store.conn.execute("DROP TRIGGER fail")
        play(saved)  # and the game goes on once the disk is back
        assert store.load_game(saved.id).state.state_hash() == saved.state.state_hash()


def test_finish_with_a_result_decided_outside_the_rules(tmp_path: Path) -> None:
    from desktop.engine import Result

    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=3)
        with pytest.raises(StorageError):
            store.finish_game(saved.id, Result((1, 2), (1, 2)))
        store.finish_game(saved.id, Result((0, 5, 3), (3, 1, 2)))
        info = store.game_info(saved.id)
        assert info.is_finished and info.result is not None and info.result["ranks"] == [3, 1, 2]
        assert store.statistics().played == 1 and store.statistics().won == 0
        assert store.latest_unfinished() is None
