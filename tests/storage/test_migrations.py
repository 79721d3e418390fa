"""Schema migrations, each tested from a database made by the previous version."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from desktop.engine import registry
from desktop.storage import Store, schema
from tests.fixture_game import TinyOptions

# A frozen copy of version 1 as it shipped: never import it from desktop.storage.
V1_SQL = """
CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, options TEXT NOT NULL,
    seats TEXT NOT NULL, seed TEXT NOT NULL, rules_version INTEGER NOT NULL,
    created TEXT NOT NULL, last_played TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active', action_count INTEGER NOT NULL DEFAULT 0, state_hash TEXT, result TEXT);
CREATE TABLE actions (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, idx INTEGER NOT NULL,
    seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game, idx)) WITHOUT ROWID;
PRAGMA user_version = 1;
"""

SEATS = [{"kind": "human", "name": "Mei"}, {"kind": "bot", "name": "B", "level": "heuristic"}]


def _played(seed: int, steps: int | None) -> tuple[list[tuple[int, str]], object]:
    state = registry.get("tiny_market").new_game(2, TinyOptions(), seed)
    actions = []
    while not state.is_over() and (steps is None or len(actions) < steps):
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[-1]
        state.apply(seat, action)
        actions.append((seat, json.dumps(action.to_json())))
    return actions, state


def make_v1(path: Path) -> tuple[int, int]:
    """A version-1 database with one unfinished and one finished game."""
    conn = sqlite3.connect(path)
    conn.executescript(V1_SQL)
    ids = []
    for seed, steps in ((11, 3), (12, None)):
        actions, state = _played(seed, steps)
        over = state.is_over()  # type: ignore[attr-defined]
        result = json.dumps(state.result().to_json()) if over else None  # type: ignore[attr-defined]
        cur = conn.execute(
            "INSERT INTO games (game, options, seats, seed, rules_version, created, last_played, status, "
            "action_count, state_hash, result) VALUES ('tiny_market', ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)",
            (json.dumps(TinyOptions().to_json()), json.dumps(SEATS), str(seed), f"2026-01-0{seed - 10}",
             f"2026-01-0{seed - 10}", "finished" if over else "active", len(actions),
             state.state_hash(), result))  # type: ignore[attr-defined]
        conn.executemany("INSERT INTO actions VALUES (?,?,?,?)",
                         [(cur.lastrowid, i, s, a) for i, (s, a) in enumerate(actions)])
        ids.append(int(cur.lastrowid or 0))
    conn.commit()
    conn.close()
    return ids[0], ids[1]


def _tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()


def test_v1_to_v2_keeps_games_and_backfills_statistics(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    active, finished = make_v1(path)
    conn = sqlite3.connect(path, isolation_level=None)
    assert schema.migrate(conn, upto=2) == 2
    conn.close()
    assert "results" in _tables(path) and "campaigns" not in _tables(path)
    with Store.open(path) as store:
        assert store.load_game(active).info.action_count == 3
        info = store.game_info(finished)
        assert info.origin == "local" and info.finished is not None
        stats = store.statistics()
        assert stats.played == 1 and stats.by_game_and_level[0].level == "heuristic"


def test_v2_to_v3_adds_campaigns_and_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite3"
    active, _finished = make_v1(path)
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, upto=2)
    conn.execute("UPDATE games SET round = 4 WHERE id = ?", (active,))
    before = conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    conn.close()
    with Store.open(path) as store:
        assert store.schema_version == schema.LATEST >= 3
        assert {"campaigns", "campaign_matches"} <= _tables(path)
        # every column kept (later versions add columns after them: v5's hinted, 0 for old games)
        after = store.conn.execute("SELECT * FROM games ORDER BY id").fetchall()
        assert [row[:len(before[0])] for row in after] == before
        assert all(not store.hinted(row[0]) for row in after)
        assert store.game_info(active).campaign is None
        assert store.integrity_check() == ["ok"]


def test_opening_migrates_a_v1_database_to_the_latest(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    active, _finished = make_v1(path)
    with Store.open(path) as store:
        assert store.schema_version == schema.LATEST
        # made before application ids: recognised by its tables, then marked as ours
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID
        assert store.latest_unfinished().id == active  # type: ignore[union-attr]


def test_a_failing_migration_leaves_the_previous_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "v1.sqlite3"
    make_v1(path)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN half_done INTEGER")
        raise RuntimeError("power cut")

    monkeypatch.setattr(schema, "MIGRATIONS", [schema.MIGRATIONS[0], broken, *schema.MIGRATIONS[2:]])
    with pytest.raises(RuntimeError):
        Store.open(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    assert "half_done" not in columns
    conn.close()


def test_a_database_from_a_newer_program_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(schema.SchemaTooNew):
        Store.open(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 99
    conn.close()


def test_v3_to_latest_marks_no_old_game_hinted_and_a_hint_is_remembered(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    active, finished = make_v1(path)
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, upto=3)
    conn.close()
    with Store.open(path) as store:
        assert store.schema_version == 5 == schema.LATEST
        assert not store.hinted(active) and not store.hinted(finished)
        store.mark_hinted(active)
        store.mark_hinted(active)
        assert store.hinted(active) and not store.hinted(finished)
        assert store.integrity_check() == ["ok"]
