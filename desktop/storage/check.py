"""``trading-floor check-saves``: look at the saves database without writing
to it and say whether it is sound.

Read-only by construction: the file is opened with SQLite's ``mode=ro`` URI
(``immutable`` for a WAL file whose write-ahead log holds nothing, so not even
a lock or a shared-memory file is made; see ``schema.connect_read_only``), the
journal mode is never changed, and nothing is migrated.  Checked: that it is
an SQLite file, Trading Floor's (application id, or a database of ours from
before application ids), a schema version this
program reads, ``PRAGMA quick_check``, and that every stored game replays to
its stored state hash.  One line per problem, then a summary; the exit code
is 0 when sound, 1 otherwise."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import TextIO

from desktop.storage import schema
from desktop.storage.errors import LoadError, StorageError, cut, fault_kind
from desktop.storage.paths import DB_NAME, data_dir
from desktop.storage.store import Store

#: problem lines printed at most (the summary still counts them all)
MAX_LINES = 200


def _describe(exc: StorageError) -> str:
    where = f" at {exc.where}" if exc.where and exc.reason != "not_ours" else ""
    if exc.reason == "not_ours":
        return "not a Trading Floor database (another program's SQLite file)"
    if exc.reason == "not_a_database":
        return "not an SQLite database file"
    if exc.reason == "database_too_new":
        return f"written by a newer Trading Floor (schema version {exc.details.get('found')})"
    if exc.reason == "damaged":
        return f"damaged pages (quick_check: {cut(str(exc.details.get('first', '')))})"
    if exc.reason in ("read_failed", "write_failed"):
        return f"{exc.details.get('cause', 'io_error')} while reading{where}"
    return exc.reason + where


def check_saves(folder: Path | None = None, out: TextIO | None = None) -> int:
    """Check ``folder``'s database (default: the app's data folder) and print
    the findings; return 0 when sound, 1 otherwise.  Never writes."""
    out = out or sys.stdout
    path = (folder if folder is not None else data_dir()) / DB_NAME
    if not path.exists():
        print(f"{path}: no saves database here (nothing to check)", file=out)
        return 0
    problems: list[str] = []
    games = 0
    try:
        conn = schema.connect_read_only(path)
    except StorageError as exc:
        print(f"{path}: cannot be opened: {_describe(exc)}", file=out)
        print("not sound: 1 problem", file=out)
        return 1
    try:
        try:
            version = schema.inspect(conn, quick_check=False)
        except StorageError as exc:
            problems.append(_describe(exc))
            version = -1
        if version >= 0 or not problems:
            try:
                rows = [r[0] for r in conn.execute("PRAGMA quick_check(100)")]
            except sqlite3.Error as exc:
                rows = [f"{fault_kind(exc)}: {cut(str(exc))}"]
            if rows != ["ok"]:
                problems.extend(f"quick_check: {cut(r, 200)}" for r in rows)
        if version >= 1:
            games = _check_games(conn, path, problems)
    finally:
        conn.close()
    for line in problems[:MAX_LINES]:
        print(f"{path}: {line}", file=out)
    if len(problems) > MAX_LINES:
        print(f"{path}: ... and {len(problems) - MAX_LINES} more", file=out)
    if problems:
        print(f"not sound: {len(problems)} problem{'s' if len(problems) != 1 else ''}, "
              f"{games} game{'s' if games != 1 else ''} checked", file=out)
        return 1
    print(f"sound: schema version {version}, {games} game{'s' if games != 1 else ''} replayed to their "
          f"stored positions", file=out)
    return 0


def _check_games(conn: sqlite3.Connection, path: Path, problems: list[str]) -> int:
    store = Store(conn, path, read_only=True)
    try:
        ids = [int(r[0]) for r in conn.execute("SELECT id FROM games ORDER BY id")]
    except sqlite3.Error as exc:
        problems.append(f"the games table cannot be read: {fault_kind(exc)}")
        return 0
    for gid in ids:
        try:
            store.load_game(gid)
        except LoadError as exc:
            step = exc.details.get("step")
            at = f" (move {int(step) + 1})" if isinstance(step, int) else ""
            problems.append(f"game {gid}: {exc.reason}{at}" + (f" at {exc.where}" if exc.where else ""))
        except StorageError as exc:
            problems.append(f"game {gid}: {_describe(exc)}")
        except sqlite3.Error as exc:
            problems.append(f"game {gid}: {fault_kind(exc)}")
    return len(ids)
