"""The database schema and its migrations.

The schema version is SQLite's ``PRAGMA user_version``.  ``MIGRATIONS[k]``
takes a database at version ``k`` to version ``k + 1``; each runs in one
transaction together with the version bump, so a crash mid-migration leaves
the previous version intact.  Never edit a migration that has shipped: add a
new one (and a test that starts from a database of the previous version)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from desktop.storage.errors import StorageError
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


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_script(_V1), _v2, _script(_V3), _v4]
LATEST = len(MIGRATIONS)


class SchemaTooNew(StorageError):
    """The database was written by a newer version of the program (reason
    ``database_too_new``); it is left untouched."""

    def __init__(self, found: int) -> None:
        super().__init__("database_too_new", "user_version", found=found, supported=LATEST)
        self.found = found


def version(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def migrate(conn: sqlite3.Connection, upto: int = LATEST) -> int:
    """Bring the database to version ``upto`` (default: the latest), one
    transaction per step; return the version reached.  The connection must be
    in autocommit mode (``isolation_level=None``)."""
    current = version(conn)
    if current > LATEST:
        raise SchemaTooNew(current)
    while current < upto:
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[current](conn)
            conn.execute(f"PRAGMA user_version = {current + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        current += 1
    return current
