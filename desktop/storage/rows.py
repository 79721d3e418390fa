"""Rows of the database as Python values, shared by store.py, exchange.py and
stats.py (a leaf: it imports none of them, so they never import each other in
a circle)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from desktop.engine import Result, State
from desktop.storage.errors import StorageError
from desktop.storage.seats import Seat, table_level


def dumps(value: Any) -> str:
    """The stored JSON form of ``value`` (compact, keys sorted, UTF-8 text)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def round_of(state: State) -> int | None:
    value = getattr(state, "round", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class GameInfo:
    """A stored game's header, for lists and the Continue button.

    ``damaged`` is True when the row could not be read (only another program
    or a damaged disk could write such a row): the game is still listed, with
    what could be read, and ``load_game`` refuses it with ``damaged_header``."""

    id: int
    game_id: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    rules_version: int
    created: str
    last_played: str
    status: str  # "active" or "finished"
    action_count: int
    state_hash: str | None
    round: int | None
    origin: str  # "local" or "imported"
    result: dict[str, Any] | None
    finished: str | None
    campaign: int | None
    chapter: str | None
    damaged: bool = False

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def opponents(self) -> tuple[Seat, ...]:
        """The bot seats (the saved-games page lists their names and levels)."""
        return tuple(s for s in self.seats if not s.is_human)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def is_finished(self) -> bool:
        return self.status == "finished"


INFO_SQL = """
SELECT g.id, g.game, g.options, g.seats, g.seed, g.rules_version, g.created, g.last_played, g.status,
       g.action_count, g.state_hash, g.round, g.origin, g.result, g.finished, m.campaign, m.chapter
FROM games g LEFT JOIN campaign_matches m ON m.game = g.id
"""


def _text(value: Any, default: str = "") -> str:
    return value if isinstance(value, str) else default


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def info_of(row: Sequence[Any]) -> GameInfo:
    """A header row as GameInfo.  A damaged field (which only another program
    or a failing disk could write) never raises: the game is returned with
    ``damaged=True`` and what could be read, so lists still show it and
    ``load_game`` reports ``damaged_header``."""
    damaged = False
    try:
        seats: tuple[Seat, ...] = tuple(Seat.from_json(s) for s in json.loads(row[3]))
        options = json.loads(row[2])
        if not isinstance(options, dict):
            raise ValueError(row[2])
    except (ValueError, TypeError, RecursionError, StorageError):
        seats, options, damaged = (), {}, True
    try:
        seed = int(row[4])
        if not 0 <= seed < 1 << 64:
            raise ValueError(row[4])
    except (ValueError, TypeError):
        seed, damaged = 0, True
    try:
        result = json.loads(row[13]) if row[13] else None
        if result is not None and not isinstance(result, dict):
            raise ValueError(row[13])
    except (ValueError, TypeError, RecursionError):
        result, damaged = None, True
    texts = (row[1], row[6], row[7], row[8], row[12])
    ints = (row[5], row[9])
    if not all(isinstance(t, str) for t in texts) or not all(isinstance(n, int) for n in ints):
        damaged = True
    status = _text(row[8], "active")
    return GameInfo(
        id=_int(row[0]), game_id=_text(row[1]), options=options, seats=seats, seed=seed,
        rules_version=_int(row[5]), created=_text(row[6]), last_played=_text(row[7]),
        status=status if status in ("active", "finished") else "active", action_count=_int(row[9]),
        state_hash=row[10] if isinstance(row[10], str) else None,
        round=row[11] if isinstance(row[11], int) else None, origin=_text(row[12], "local"), result=result,
        finished=row[14] if isinstance(row[14], str) else None,
        campaign=row[15] if isinstance(row[15], int) else None,
        chapter=row[16] if isinstance(row[16], str) else None, damaged=damaged)


def write_result(conn: sqlite3.Connection, gid: int, result: Result, now: str) -> None:
    """Mark game ``gid`` finished with ``result`` and write its statistics rows
    (inside the caller's transaction)."""
    row = conn.execute("SELECT game, seats, origin FROM games WHERE id = ?", (gid,)).fetchone()
    game_id, seats_text, _origin = row
    seats = [Seat.from_json(s) for s in json.loads(seats_text)]
    conn.execute("UPDATE games SET status = 'finished', result = ?, finished = ?, last_played = ? WHERE id = ?",
                 (dumps(result.to_json()), now, now, gid))
    conn.execute("DELETE FROM results WHERE game = ?", (gid,))
    table = table_level([s.level for s in seats if not s.is_human and s.level])
    for seat, info in enumerate(seats):
        level = table if info.is_human else info.level
        conn.execute("INSERT INTO results VALUES (?,?,?,?,?,?,?,?,?,?)",
                     (gid, seat, game_id, info.kind, info.name, level, result.ranks[seat],
                      result.scores[seat], len(seats), now))


class Database(Protocol):
    """What exchange.py and stats.py need of a Store (store.py's Store is one)."""

    conn: sqlite3.Connection
    clock: Callable[[], str]

    def game_info(self, gid: int) -> GameInfo: ...

    def transaction(self, sync: bool = True) -> AbstractContextManager[sqlite3.Connection]: ...

    def snapshot(self) -> AbstractContextManager[sqlite3.Connection]: ...
