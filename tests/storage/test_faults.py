"""Saves under hostile conditions (issue 26): every SQLite fault becomes a
StorageError naming its cause; files we did not make or cannot trust are
never written; loads read one snapshot; one bad row hides nothing."""

from __future__ import annotations

import json
import multiprocessing
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from desktop.storage import ImportRefused, LoadError, StorageError, Store, schema
from desktop.storage.errors import fault_kind
from desktop.storage.store import BUSY_MS, set_aside
from tests.storage.helpers import Clock, new_tiny, open_store, play


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def _made(tmp_path: Path, games: int = 3) -> Path:
    with open_store(tmp_path) as store:
        for seed in range(games):
            play(new_tiny(store, seed=seed + 1), steps=6)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return tmp_path / "db.sqlite3"


# -- 1. a database that refuses writes: a StorageError naming the cause -------
def test_a_read_only_database_refuses_new_games_as_read_only(tmp_path: Path) -> None:
    path = _made(tmp_path)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    store = Store(conn, path, Clock())
    with pytest.raises(StorageError) as err:
        new_tiny(store, seed=9)
    assert err.value.reason == "write_failed" and err.value.details["cause"] == "read_only"
    conn.close()


def test_a_file_we_may_not_write_is_refused_as_read_only_at_open(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    path = _made(tmp_path, games=1)
    before = _files(tmp_path)
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if mode == os.W_OK else real(p, mode, **kw))
    with pytest.raises(StorageError) as err:
        Store.open(path)
    assert err.value.reason == "read_only"
    assert _files(tmp_path) == before
    with Store.open(path, read_only=True) as store:  # what the app then opens: the games can be read
        assert len(store.list_games()) == 1


def test_a_full_disk_is_reported_as_full(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=3)
        pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
        store.conn.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(StorageError) as err:
            for _ in range(200):
                store.import_game(store.export_game(saved.id))
        assert err.value.reason == "write_failed" and err.value.details["cause"] == "disk_full"


def test_a_lock_held_by_another_program_is_reported_in_use_quickly(tmp_path: Path) -> None:
    path = _made(tmp_path, games=1)
    with Store.open(path, clock=Clock()) as store:
        saved = store.load_game(store.list_games()[0].id)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        start = time.monotonic()
        with pytest.raises(StorageError) as err:
            new_tiny(store, seed=5)
        assert err.value.details["cause"] == "in_use"
        seat = saved.state.to_move()[0]
        with pytest.raises(StorageError) as err:
            saved.apply(seat, saved.state.legal_actions(seat)[0])
        assert err.value.reason == "write_failed" and err.value.details["cause"] == "in_use"
        assert time.monotonic() - start < 10 * BUSY_MS / 1000  # short waits, never the old 10 s each
        other.execute("ROLLBACK")
        other.close()
        saved.apply(seat, saved.state.legal_actions(seat)[0])  # and the game goes on once it is free


def test_fault_kinds_of_sqlite_and_os_errors() -> None:
    import errno

    assert fault_kind(OSError(errno.ENOSPC, "full")) == "disk_full"
    assert fault_kind(OSError(errno.EROFS, "ro")) == "read_only"
    assert fault_kind(sqlite3.OperationalError("database is locked")) == "in_use"
    assert fault_kind(sqlite3.DatabaseError("database disk image is malformed")) == "damaged"


# -- 2. a damaged database: refused untouched, set aside on request ------------
def _damage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    assert len(data) >= 4 * page
    for at in range(2 * page, len(data) - page // 2, page):
        data[at + 8: at + page // 2] = b"\xa5" * (page // 2 - 8)
    path.write_bytes(bytes(data))


def test_a_damaged_database_is_refused_untouched_and_can_be_set_aside(tmp_path: Path) -> None:
    path = _made(tmp_path, games=8)
    _damage(path)
    before = _files(tmp_path)
    with pytest.raises(StorageError) as err:
        Store.open(path)
    assert err.value.reason == "damaged"
    assert _files(tmp_path) == before  # byte for byte, and no -wal/-shm made
    aside = set_aside(path)
    assert aside.name.startswith("db.damaged-") and aside.read_bytes() == before["db.sqlite3"]
    assert not path.exists()
    with Store.open(path) as fresh:
        assert fresh.list_games() == []


def test_what_a_damaged_database_still_holds_can_be_read_without_writing(tmp_path: Path) -> None:
    path = _made(tmp_path, games=2)
    data = bytearray(path.read_bytes())
    data[-200:] = b"\x5a" * 200  # damage the end of the last page
    path.write_bytes(bytes(data))
    before = _files(tmp_path)
    with Store.open(path, read_only=True) as store:
        try:
            games = store.list_games()
        except StorageError as exc:
            assert exc.reason == "read_failed"
        else:
            assert len(games) <= 2
        with pytest.raises(StorageError) as err:
            new_tiny(store)
        assert err.value.details["cause"] == "read_only"
    assert _files(tmp_path) == before


# -- 3. foreign SQLite files are refused untouched -----------------------------
FOREIGN = {
    "empty_tables_version_0": ["CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)",
                               "INSERT INTO notes VALUES (1, 'my tax notes')"],
    "own_games_table": ["CREATE TABLE games (title TEXT, year INTEGER)", "INSERT INTO games VALUES ('Go', -500)"],
    "version_3_without_our_tables": ["CREATE TABLE recipes (name TEXT)", "PRAGMA user_version = 3"],
    "another_application_id": ["PRAGMA application_id = 1234", "CREATE TABLE games (x)",
                               "CREATE TABLE actions (y)", "PRAGMA user_version = 1"],
}


@pytest.mark.parametrize("kind", sorted(FOREIGN))
def test_a_foreign_sqlite_file_is_refused_untouched(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path)
    for sql in FOREIGN[kind]:
        conn.execute(sql)
    conn.commit()
    conn.close()
    before = _files(tmp_path)
    with pytest.raises(StorageError) as err:
        Store.open(path)
    assert err.value.reason == "not_ours"
    assert _files(tmp_path) == before  # no tables added, no switch to WAL, no side files
    assert path.read_bytes()[18:20] == before["db.sqlite3"][18:20]


def test_a_new_database_carries_our_application_id(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID
    with open_store(tmp_path) as store:  # and opens again
        assert store.schema_version == schema.LATEST


# -- 5. two programs opening a fresh folder at the same moment ---------------
def _open_at_once(folder: str, rounds: int, barrier: Any, out: Any) -> None:
    failures = []
    for r in range(rounds):
        barrier.wait()
        try:
            Store.open(Path(folder) / f"round{r}" / "db.sqlite3").close()
        except Exception as exc:  # the test reports whatever failed
            failures.append(f"{r}: {exc!r}")
    out.put(failures)


def test_two_programs_opening_a_fresh_folder_at_once_both_succeed(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    barrier, out = ctx.Barrier(2), ctx.Queue()
    procs = [ctx.Process(target=_open_at_once, args=(str(tmp_path), 20, barrier, out)) for _ in range(2)]
    for p in procs:
        p.start()
    results = [out.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=30)
    assert results == [[], []]
    for r in range(20):
        with Store.open(tmp_path / f"round{r}" / "db.sqlite3") as store:
            assert store.schema_version == schema.LATEST and store.integrity_check() == ["ok"]


# -- 6. import: invalid Unicode, readable error lines --------------------------
def test_import_refuses_lone_surrogates_with_a_reason(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        play(saved, steps=3)
        data = json.loads(store.export_game(saved.id))
        before = store.dump()
        for field, value in (("seats", None), ("created", "\ud800")):
            bad = dict(data)
            if field == "seats":
                bad["seats"] = [dict(s) for s in data["seats"]]
                bad["seats"][0]["name"] = "Mei\ud800"
            else:
                bad[field] = value
            text = json.dumps(bad)  # ASCII with a \\ud800 escape: valid JSON, invalid Unicode
            for payload in (text, text.encode()):
                with pytest.raises(ImportRefused) as err:
                    store.import_game(payload)
                assert err.value.reason == "invalid_text"
                str(err.value).encode("utf-8")  # printable
        assert store.dump() == before


def test_import_error_lines_are_cut_to_a_readable_length(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store)
        data = json.loads(store.export_game(saved.id))
        data["actions"] = [[0, {"type": "x" * 1_000_000}]]
        with pytest.raises(ImportRefused) as err:
            store.import_game(json.dumps(data))
        assert len(str(err.value)) < 400
        data = json.loads(store.export_game(saved.id))
        data["options"] = {"y" * 1_000_000: 1}
        with pytest.raises(ImportRefused) as err:
            store.import_game(json.dumps(data))
        assert len(str(err.value)) < 400


# -- 7. one damaged row never hides the others --------------------------------
def test_a_damaged_row_is_listed_as_damaged_and_hides_nothing(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        good = new_tiny(store, seed=1)
        bad = new_tiny(store, seed=2)
        play(bad, steps=2)
        store.conn.execute("UPDATE games SET seed = 'not a number', result = '[' WHERE id = ?", (bad.id,))
        games = {g.id: g for g in store.list_games()}
        assert set(games) == {good.id, bad.id}
        assert games[bad.id].damaged and not games[good.id].damaged
        latest = store.latest_unfinished()
        assert latest is not None and latest.id == good.id  # Continue passes over the damaged row
        with pytest.raises(LoadError) as err:
            store.load_game(bad.id)
        assert err.value.reason == "damaged_header"
        store.load_game(good.id)


# -- 8. a load reads one snapshot ---------------------------------------------
class _WriterBetweenReads:
    """A connection that lets another program append an action right after
    the first statement a load runs (before the actions are read)."""

    def __init__(self, conn: sqlite3.Connection, write: Any) -> None:
        self._conn, self._write, self.calls = conn, write, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)

    def execute(self, sql: str, *args: Any) -> Any:
        cur = self._conn.execute(sql, *args)
        if sql.lstrip().startswith("SELECT") and "FROM games" in sql:
            rows = cur.fetchall()
            self.calls += 1
            if self.calls == 1:
                self._write()
            return _Rows(rows)
        return cur


class _Rows(list):  # type: ignore[type-arg]
    def fetchone(self) -> Any:
        return self[0] if self else None

    def fetchall(self) -> list[Any]:
        return list(self)


def test_a_load_reads_one_snapshot_while_another_program_writes(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with Store.open(path, clock=Clock()) as writer_store, Store.open(path, clock=Clock()) as reader:
        saved = new_tiny(writer_store, seed=4)
        play(saved, steps=3)

        def write() -> None:
            play(saved, steps=1)

        reader.conn = _WriterBetweenReads(reader.conn, write)  # type: ignore[assignment]
        loaded = reader.load_game(saved.id)  # no action_count_mismatch
        assert len(loaded.actions) == 3 and len(saved.actions) == 4
