"""The database schema and its migrations.

The schema version is SQLite's ``PRAGMA user_version``; ``PRAGMA
application_id`` marks the file as Trading Floor's (APPLICATION_ID).
``MIGRATIONS[k]`` takes a database at version ``k`` to version ``k + 1``.
``migrate`` runs every step needed in ONE write transaction that first
re-reads the version and the application id (two programs starting on a
fresh folder at once: the second finds the work done), so a crash
mid-migration leaves the previous version intact.  Never edit a migration
that has shipped: add a new one (and a test that starts from a database of the
previous version)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

from desktop.storage.errors import StorageError, fault_kind
from desktop.storage.seats import table_level

# v0 -> v1: games and their append-only actions.
_V1 = """
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game          TEXT    NOT NULL,
    options       TEXT    NOT NULL,
    seats         TEXT    NOT NULL,
    seed          TEXT    NOT NULL,
    rules_version INTEGER NOT NULL,
    created       TEXT    NOT NULL,
    last_played   TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'active',
    action_count  INTEGER NOT NULL DEFAULT 0,
    state_hash    TEXT,
    result        TEXT
);
CREATE TABLE actions (
    game   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    idx    INTEGER NOT NULL,
    seat   INTEGER NOT NULL,
    action TEXT    NOT NULL,
    PRIMARY KEY (game, idx)
) WITHOUT ROWID;
"""

# v1 -> v2: progress (round), where a game came from, and one row per seat of
# every finished game for the statistics page.
_V2 = """
ALTER TABLE games ADD COLUMN round INTEGER;
ALTER TABLE games ADD COLUMN origin TEXT NOT NULL DEFAULT 'local';
ALTER TABLE games ADD COLUMN finished TEXT;
CREATE INDEX games_by_status ON games(status, last_played);
CREATE TABLE results (
    game     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    game_id  TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    level    TEXT,
    place    INTEGER NOT NULL,
    score    INTEGER NOT NULL,
    players  INTEGER NOT NULL,
    finished TEXT    NOT NULL,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
"""

# v2 -> v3: campaigns, and which stored game is the match of which chapter.
_V3 = """
CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    definition  TEXT NOT NULL,
    player_name TEXT NOT NULL,
    seed        TEXT NOT NULL,
    settings    TEXT NOT NULL DEFAULT '{}',
    created     TEXT NOT NULL,
    last_played TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'active',
    summary     TEXT
);
CREATE TABLE campaign_matches (
    campaign INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    chapter  TEXT    NOT NULL,
    game     INTEGER REFERENCES games(id) ON DELETE SET NULL,
    PRIMARY KEY (campaign, chapter)
) WITHOUT ROWID;
CREATE INDEX campaign_matches_by_game ON campaign_matches(game);
"""


# v3 -> v4: every finished attempt at a campaign chapter (a chapter may be
# retried for its goal or replayed for more stars), and rewards earned for
# good: unlock and achievement ids (no foreign key, so they outlive the
# campaign or game that earned them).
_V4 = """
CREATE TABLE campaign_attempts (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    chapter  TEXT    NOT NULL,
    game     INTEGER UNIQUE REFERENCES games(id) ON DELETE SET NULL,
    place    INTEGER NOT NULL,
    score    INTEGER NOT NULL,
    goal_met INTEGER NOT NULL,
    ranks    TEXT    NOT NULL,
    finished TEXT    NOT NULL
);
CREATE INDEX campaign_attempts_by_campaign ON campaign_attempts(campaign, chapter);
CREATE TABLE rewards (
    id       TEXT PRIMARY KEY,
    campaign INTEGER,
    game     INTEGER,
    earned   TEXT NOT NULL
) WITHOUT ROWID;
"""

# v4 -> v5: a game in which its player asked for a hint (the Advisor) is marked: a win
# with hints shows as such in the statistics.
_V5 = """
ALTER TABLE games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
"""


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def run(conn: sqlite3.Connection) -> None:
        for statement in sql.split(";"):
            if statement.strip():
                conn.execute(statement)

    return run


def _v2(conn: sqlite3.Connection) -> None:
    _script(_V2)(conn)
    # Back-fill: the results rows of games finished under version 1.
    rows = conn.execute("SELECT id, game, seats, result, last_played FROM games "
                        "WHERE status = 'finished' AND result IS NOT NULL").fetchall()
    for gid, game_id, seats_text, result_text, last_played in rows:
        try:
            seats = json.loads(seats_text)
            result = json.loads(result_text)
            places = result["ranks"]
            scores = result["scores"]
        except (ValueError, KeyError, TypeError):
            continue  # unreadable: leave it out of the statistics, keep the game
        conn.execute("UPDATE games SET finished = ? WHERE id = ?", (last_played, gid))
        infos = [s if isinstance(s, dict) else {} for s in seats]
        table = table_level([str(s["level"]) for s in infos if s.get("kind") == "bot" and s.get("level")])
        for seat, (place, score) in enumerate(zip(places, scores, strict=False)):
            info = infos[seat] if seat < len(infos) else {}
            level = info.get("level") if info.get("kind") == "bot" else table
            conn.execute(
                "INSERT OR IGNORE INTO results VALUES (?,?,?,?,?,?,?,?,?,?)",
                (gid, seat, game_id, str(info.get("kind", "human")), str(info.get("name", "")),
                 level, int(place), int(score), len(places), last_played))


def participant_ranks(seats: list[Any], ranks: list[Any]) -> dict[str, int]:
    """A finished match's places by campaign participant: ``player`` for the
    (first) person, the rival id for a named rival, ``seat<n>`` otherwise."""
    out: dict[str, int] = {}
    for seat, place in enumerate(ranks):
        info = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
        if info.get("kind") == "human" and "player" not in out:
            key = "player"
        else:
            key = str(info.get("rival") or f"seat{seat}")
        out[key] = int(place)
    return out


def _v4(conn: sqlite3.Connection) -> None:
    _script(_V4)(conn)
    # Back-fill: chapters finished before goals existed count as met (that is
    # how they opened the next chapter), so a campaign stays where it was.
    rows = conn.execute(
        "SELECT m.campaign, m.chapter, g.id, g.seats, g.result, COALESCE(g.finished, g.last_played) "
        "FROM campaign_matches m JOIN games g ON g.id = m.game "
        "WHERE g.status = 'finished' AND g.result IS NOT NULL").fetchall()
    for campaign, chapter, gid, seats_text, result_text, finished in rows:
        try:
            seats = json.loads(seats_text)
            result = json.loads(result_text)
            ranks = participant_ranks(seats, list(result["ranks"]))
            human = next((i for i, s in enumerate(seats) if isinstance(s, dict) and s.get("kind") == "human"), 0)
            score = int(result["scores"][human])
        except (ValueError, KeyError, TypeError, IndexError):
            continue  # unreadable: the chapter is simply played again
        conn.execute("INSERT OR IGNORE INTO campaign_attempts "
                     "(campaign, chapter, game, place, score, goal_met, ranks, finished) VALUES (?,?,?,?,?,1,?,?)",
                     (campaign, chapter, gid, ranks.get("player", 0), score, json.dumps(ranks, sort_keys=True),
                      finished))


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_script(_V1), _v2, _script(_V3), _v4, _script(_V5)]
LATEST = len(MIGRATIONS)


class SchemaTooNew(StorageError):
    """The database was written by a newer version of the program (reason
    ``database_too_new``); it is left untouched."""

    def __init__(self, found: int) -> None:
        super().__init__("database_too_new", "user_version", found=found, supported=LATEST)
        self.found = found


#: ``PRAGMA application_id`` of a Trading Floor database ("TFlr").
APPLICATION_ID = 0x54466C72

#: The tables each version has (a database made before application ids is
#: recognised as ours by its version and these tables).
TABLES = {
    1: frozenset({"games", "actions"}),
    2: frozenset({"games", "actions", "results"}),
    3: frozenset({"games", "actions", "results", "campaigns", "campaign_matches"}),
    4: frozenset({"games", "actions", "results", "campaigns", "campaign_matches", "campaign_attempts", "rewards"}),
    5: frozenset({"games", "actions", "results", "campaigns", "campaign_matches", "campaign_attempts", "rewards"}),
}
assert set(TABLES) == set(range(1, LATEST + 1))


def version(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write ``path``: ``mode=ro``, which honours
    other programs' locks (a file being created or migrated by another
    process is never read half-written) and, for a rollback-journal file,
    makes no side file.  A WAL file whose write-ahead log holds nothing is
    opened ``immutable`` (no lock, no shared-memory file made).  StorageError
    (a FAULT_KINDS reason) if it cannot be opened."""
    if not path.is_file():
        raise StorageError("cannot_open", str(path))
    try:
        with path.open("rb") as f:
            header = f.read(100)
        wal = path.with_name(path.name + "-wal")
        wal_mode = len(header) >= 20 and header[18] == 2 and header[19] == 2
        immutable = wal_mode and not (wal.exists() and wal.stat().st_size > 0)
    except OSError as exc:
        raise StorageError(fault_kind(exc), str(path)) from exc
    uri = "file:" + quote(str(path.resolve())) + ("?mode=ro&immutable=1" if immutable else "?mode=ro")
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=2.0)
    except sqlite3.Error as exc:
        raise StorageError(fault_kind(exc), str(path)) from exc
    return conn


def _identity(conn: sqlite3.Connection) -> tuple[int, int, frozenset[str]]:
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    tables = frozenset(r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
    return app_id, version(conn), tables - {"sqlite_sequence"}


def _check_ours(app_id: int, found: int, tables: frozenset[str]) -> None:
    """Refuse a file we did not make (``not_ours``) or a newer one."""
    if app_id == APPLICATION_ID:
        if found > LATEST:
            raise SchemaTooNew(found)
        return
    if app_id == 0:
        if found == 0 and not tables:
            return  # an empty database: ours to fill
        if 1 <= found <= LATEST and TABLES[found] <= tables:
            return  # made by a Trading Floor before application ids
    raise StorageError("not_ours", "application_id", application_id=app_id, user_version=found)


def inspect(conn: sqlite3.Connection, quick_check: bool = True) -> int:
    """Read-only checks of an existing database before anything writes to
    it: ours (application id, or an old database of ours), not too new, and
    (``quick_check``) not damaged.  Returns its schema version; raises
    StorageError with reason ``not_a_database``, ``not_ours``,
    ``database_too_new``, ``damaged`` or another FAULT_KINDS cause."""
    try:
        app_id, found, tables = _identity(conn)
        _check_ours(app_id, found, tables)
        if quick_check:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(20)")]
            if problems != ["ok"]:
                raise StorageError("damaged", "quick_check", problems=len(problems), first=problems[0])
    except sqlite3.Error as exc:
        raise StorageError(fault_kind(exc), "inspect") from exc
    return found


def migrate(conn: sqlite3.Connection, upto: int = LATEST) -> int:
    """Bring the database to version ``upto`` (default: the latest) in one
    write transaction that first re-reads the version and application id
    (so a second program opening at the same moment finds the work done);
    return the version reached.  The connection must be in autocommit mode
    (``isolation_level=None``).  A file we did not make is refused
    (StorageError ``not_ours``) before anything is written."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        app_id, current, tables = _identity(conn)
        _check_ours(app_id, current, tables)
        start = current
        while current < upto:
            MIGRATIONS[current](conn)
            current += 1
        if current != start:
            conn.execute(f"PRAGMA user_version = {current}")
        if app_id != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return current
