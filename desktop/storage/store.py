"""The database: stored games (header + append-only actions), resuming,
listing, deleting, finishing, undo.  See README.md beside this file."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from desktop.engine import Action, EngineError, Event, FormatError, IllegalAction, Options, Result, Rng, State, registry
from desktop.engine.undo import undo_point
from desktop.storage import exchange, schema, stats
from desktop.storage.errors import (
    CannotUndo,
    ConfirmationRequired,
    LoadError,
    NotFound,
    StorageError,
    fault_kind,
    read_failed,
    write_failed,
)
from desktop.storage.paths import db_path
from desktop.storage.rows import INFO_SQL, GameInfo, dumps, info_of, round_of, write_result
from desktop.storage.seats import Seat
from desktop.storage.stats import Statistics

__all__ = ["BUSY_MS", "CampaignRow", "GameInfo", "SavedGame", "Store", "bot_seed", "new_seed", "set_aside"]

_MASK = (1 << 64) - 1

#: Opening (and creating or migrating) waits this long for another program's
#: lock: it happens before the window shows.  Afterwards a write waits at most
#: BUSY_MS for a lock, then reports the database "in use" (never a frozen window).
#: 8 s, not 2: a second program creating or migrating the same new folder holds
#: the lock for its whole migration, which took over 2 s on a loaded machine.
OPEN_TIMEOUT = 8.0
BUSY_MS = 200

# the row helpers under their old names (tests and older callers use them)
_dumps = dumps
_round_of = round_of
_INFO_SQL = INFO_SQL
_info = info_of


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


@dataclass(frozen=True)
class CampaignRow:
    id: int
    definition: str
    player_name: str
    seed: int
    settings: dict[str, Any]
    created: str
    last_played: str
    status: str  # "active" or "finished"
    summary: dict[str, Any] | None


_CAMPAIGN_SQL = """
SELECT c.id, c.definition, c.player_name, c.seed, c.settings, c.created,
       MAX(c.last_played, COALESCE((SELECT MAX(g.last_played) FROM campaign_matches m JOIN games g ON g.id = m.game
                                    WHERE m.campaign = c.id), '')),
       c.status, c.summary
FROM campaigns c
"""


def _campaign(row: Sequence[Any]) -> CampaignRow:
    return CampaignRow(row[0], row[1], row[2], int(row[3]), json.loads(row[4]), row[5], row[6], row[7],
                       json.loads(row[8]) if row[8] else None)


@dataclass(frozen=True)
class AttemptRow:
    """One finished attempt at a campaign chapter (see campaign_attempts)."""

    id: int
    campaign: int
    chapter: str
    game: int | None
    place: int
    score: int
    goal_met: bool
    ranks: dict[str, int]  # participant ("player", rival id, "seat<n>") -> place
    finished: str


#: sees each step of a load's replay: (seat, action, events, state after it)
Observer = Callable[[int, Action, list[Event], State], None]


def bot_seed(game_seed: int, seat: int, actions_so_far: int) -> int:
    """The seed of the bot deciding for ``seat`` after ``actions_so_far`` actions."""
    mixed = (game_seed * 0x9E3779B97F4A7C15 + (actions_so_far + 1) * 1_000_003 + seat * 7919) & _MASK
    return Rng(mixed).next_u64()


def new_seed() -> int:
    return int.from_bytes(os.urandom(8), "little")


def _switch_to_wal(conn: sqlite3.Connection) -> None:
    """``PRAGMA journal_mode=WAL``, tried again for up to ``OPEN_TIMEOUT`` while another program
    holds the file: SQLite answers the switch "database is locked" at once, without waiting as the
    busy timeout does (two programs opening a fresh folder at the same moment)."""
    deadline = time.monotonic() + OPEN_TIMEOUT
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if fault_kind(exc) != "in_use" or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


class Store:
    """One SQLite database (WAL journal).  Open with ``Store.open()`` (the
    user data directory, or ``TRADING_FLOOR_DATA_DIR``) or
    ``Store.open(path)``; use as a context manager or call ``close()``.

    Durability (``durable``):

    * ``None`` (the default): a human's action is synced to the disk
      (``synchronous=FULL``), bots' actions are only committed (``NORMAL``).
      Every commit survives a crash of the program; after a power cut the game
      resumes at least at the last human decision (the WAL sync of that
      commit carries every earlier one), and the bots' moves after it, which
      are seeded from the game, are simply asked again.
    * ``True``: every action synced (the slowest; a few ms per action).
    * ``False``: nothing synced (survives a crash of the program, not
      necessarily the last actions before a power cut; never corrupts)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None,
                 clock: Callable[[], str] = _now, durable: bool | None = None, *, read_only: bool = False) -> None:
        self.conn = conn
        self.path = path
        self.clock = clock
        self.durable = durable
        #: opened with ``read_only=True``: every write raises write_failed (cause read_only)
        self.read_only = read_only
        self._synced = durable is True

    def _sync(self, on: bool) -> None:
        """Set ``synchronous`` for the next transaction (outside a transaction)."""
        if on != self._synced:
            self.conn.execute(f"PRAGMA synchronous={'FULL' if on else 'NORMAL'}")
            self._synced = on

    @classmethod
    def open(cls, path: str | Path | None = None, *, durable: bool | None = None,
             clock: Callable[[], str] = _now, read_only: bool = False) -> Store:
        """Open (creating or migrating) the database.

        An existing file is first looked at through a read-only connection:
        its application id and schema version must be ours (or a database we
        made before application ids, which is then upgraded) and
        ``PRAGMA quick_check`` must pass, before anything is written or the
        journal mode changed.  StorageError reasons (FAULT_KINDS):
        ``not_a_database``, ``not_ours`` (another program's SQLite file),
        ``database_too_new``, ``damaged``, ``in_use``, ``read_only``,
        ``disk_full``, ``io_error``, ``cannot_open`` (the folder).  The file
        is never modified on failure.

        ``read_only=True`` opens for reading only (a damaged database's
        games that can still be read; nothing is ever written, no journal
        change); quick_check is then skipped so what can be read is shown."""
        target = Path(path) if path is not None else db_path()
        if read_only:
            conn = schema.connect_read_only(target)
            try:
                schema.inspect(conn, quick_check=False)
            except BaseException:
                conn.close()
                raise
            return cls(conn, target, clock, durable, read_only=True)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            existing = target.exists() and target.stat().st_size > 0
        except OSError as exc:
            kind = fault_kind(exc)
            raise StorageError(kind if kind in ("read_only", "disk_full") else "cannot_open", str(target)) from exc
        if existing:  # look before touching anything
            check = schema.connect_read_only(target)
            try:
                schema.inspect(check)
            finally:
                check.close()
            # SQLite would open a file it may not write read-only without a word,
            # and the first save would fail: say so now (the WAL needs the folder too)
            if not (os.access(target, os.W_OK) and os.access(target.parent, os.W_OK)):
                raise StorageError("read_only", str(target))
        try:
            conn = sqlite3.connect(target, isolation_level=None, timeout=OPEN_TIMEOUT)
        except sqlite3.Error as exc:
            raise StorageError(fault_kind(exc), str(target)) from exc
        try:
            conn.execute("PRAGMA foreign_keys=ON")
            schema.migrate(conn)
            _switch_to_wal(conn)
            conn.execute(f"PRAGMA busy_timeout={BUSY_MS}")
            conn.execute(f"PRAGMA synchronous={'FULL' if durable is True else 'NORMAL'}")
        except sqlite3.Error as exc:
            conn.close()
            raise StorageError(fault_kind(exc), str(target)) from exc
        except BaseException:
            conn.close()
            raise
        return cls(conn, target, clock, durable)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return schema.version(self.conn)

    def integrity_check(self) -> list[str]:
        """SQLite's ``PRAGMA integrity_check``: ``["ok"]`` when sound."""
        return [row[0] for row in self.conn.execute("PRAGMA integrity_check")]

    @contextmanager
    def transaction(self, sync: bool = True) -> Iterator[sqlite3.Connection]:
        """One write transaction: everything inside commits together or not at
        all.  ``sync=False`` skips the disk sync when ``durable`` is None.
        An SQLite error (a full disk, a read-only file, another program's
        lock, damaged pages) rolls back and raises
        StorageError("write_failed", cause=...)."""
        if self.read_only:
            raise StorageError("write_failed", str(self.path or ""), cause="read_only")
        try:
            self._sync(self.durable is True or (self.durable is None and sync))
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise write_failed(exc, "begin") from exc
        try:
            yield self.conn
            self.conn.execute("COMMIT")
        except BaseException as exc:
            if self.conn.in_transaction:
                with suppress(sqlite3.Error):  # SQLite may have rolled back by itself
                    self.conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise write_failed(exc) from exc
            raise

    @contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """One read transaction: everything read inside sees the same
        committed database (a writer elsewhere never shows half its work).
        An SQLite error raises StorageError("read_failed", cause=...)."""
        nested = self.conn.in_transaction
        try:
            if not nested:
                self.conn.execute("BEGIN")
            yield self.conn
        except sqlite3.Error as exc:
            raise read_failed(exc) from exc
        finally:
            if not nested and self.conn.in_transaction:
                with suppress(sqlite3.Error):
                    self.conn.execute("COMMIT")

    # -- games ---------------------------------------------------------------
    def new_game(self, game_id: str, options: Options | None, seats: Sequence[Seat], seed: int | None = None,
                 *, campaign: int | None = None, chapter: str | None = None) -> SavedGame:
        """Start and store a new game; returns it ready to play.  Raises
        OptionError/UnknownGame (engine) for a bad game, player count or option."""
        game = registry.get(game_id)
        seats = [Seat.from_json(s.to_json(), f"seats[{i}]") for i, s in enumerate(seats)]  # limits, kinds
        seed = new_seed() if seed is None else seed
        if not 0 <= seed <= _MASK:
            raise StorageError("bad_seed")
        opts: Options = game.default_options() if options is None else options
        state = game.new_game(len(seats), opts, seed)
        now = self.clock()
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO games (game, options, seats, seed, rules_version, created, last_played, status, "
                "action_count, state_hash, round, origin) VALUES (?,?,?,?,?,?,?,'active',0,?,?,'local')",
                (game_id, _dumps(opts.to_json()), _dumps([s.to_json() for s in seats]), str(seed),
                 game.rules_version, now, now, state.state_hash(), _round_of(state)))
            gid = int(cur.lastrowid or 0)
            if campaign is not None:
                conn.execute("INSERT OR REPLACE INTO campaign_matches (campaign, chapter, game) VALUES (?,?,?)",
                             (campaign, chapter or "", gid))
                conn.execute("UPDATE campaigns SET last_played = ? WHERE id = ?", (now, campaign))
        return SavedGame(self, self.game_info(gid), state, [], [])

    def game_info(self, gid: int) -> GameInfo:
        with self.snapshot() as conn:
            row = conn.execute(INFO_SQL + " WHERE g.id = ?", (gid,)).fetchone()
        if row is None:
            raise NotFound("no_such_game", game=gid)
        return info_of(row)

    def list_games(self, status: str | None = None, *, include_campaign: bool = True) -> list[GameInfo]:
        """Every stored game, most recently played first (``status``:
        "active" or "finished" to filter; ``include_campaign=False`` hides
        campaign matches).  A row that cannot be read is listed with
        ``damaged=True``; it never hides the others."""
        sql = INFO_SQL
        clauses, params = [], []
        if status is not None:
            clauses.append("g.status = ?")
            params.append(status)
        if not include_campaign:
            clauses.append("m.campaign IS NULL")
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        sql += " ORDER BY g.last_played DESC, g.id DESC"
        with self.snapshot() as conn:
            rows = conn.execute(sql, params).fetchall()
        return [info_of(row) for row in rows]

    def latest_unfinished(self) -> GameInfo | None:
        """The game behind the home page's Continue button (campaign matches
        included; a damaged row is passed over, it stays on the Saved games page)."""
        with self.snapshot() as conn:
            rows = conn.execute(INFO_SQL + " WHERE g.status = 'active' ORDER BY g.last_played DESC, g.id DESC "
                                "LIMIT 20").fetchall()
        for row in rows:
            info = info_of(row)
            if not info.damaged:
                return info
        return None

    def load_game(self, gid: int, observe: Observer | None = None) -> SavedGame:
        """Replay a stored game and check its state hash; ``observe(seat,
        action, events, state)`` sees each step of that one replay (the app
        keeps the history and snapshots from it).  Raises LoadError
        (reason: damaged_header, unknown_game, newer_rules_version, bad_option, bad_action,
        illegal_action (details: step, why), action_count_mismatch,
        engine_error, hash_mismatch) and changes nothing in the database.
        The header and the actions are read in one read transaction (one
        snapshot); an SQLite failure is StorageError("read_failed", cause=...)."""
        with self.snapshot() as conn:
            row = conn.execute(INFO_SQL + " WHERE g.id = ?", (gid,)).fetchone()
            if row is None:
                raise NotFound("no_such_game", game=gid)
            rows = conn.execute("SELECT seat, action FROM actions WHERE game = ? ORDER BY idx", (gid,)).fetchall()
        info = info_of(row)
        if info.damaged or not info.seats:
            raise LoadError("damaged_header", "seats" if not info.seats else "header")
        try:
            game = registry.get(info.game_id)
        except EngineError:
            raise LoadError("unknown_game", "game", game=info.game_id) from None
        if info.rules_version > game.rules_version:
            raise LoadError("newer_rules_version", "rules_version", version=info.rules_version)
        try:
            options = game.options_type.from_json(info.options)
            state = game.new_game(len(info.seats), options, info.seed, info.rules_version)
        except EngineError as exc:
            raise LoadError("bad_option", "options", why=getattr(exc, "reason", "")) from None
        if len(rows) != info.action_count:
            raise LoadError("action_count_mismatch", "actions", stored=info.action_count, found=len(rows))
        log: list[tuple[int, Action]] = []
        reveals: list[bool] = []
        for step, (seat, text) in enumerate(rows):
            try:
                if not isinstance(seat, int) or not isinstance(text, str):
                    raise ValueError(step)
                action = game.decode_action(json.loads(text), f"actions[{step}]")
            except (ValueError, RecursionError, FormatError):
                raise LoadError("bad_action", f"actions[{step}]", step=step) from None
            try:
                events = state.apply(seat, action)
            except IllegalAction as exc:
                raise LoadError("illegal_action", f"actions[{step}]", step=step, why=exc.reason) from None
            except Exception as exc:  # a rules bug met on replay: report it, keep the game
                raise LoadError("engine_error", f"actions[{step}]", step=step, type=type(exc).__name__) from None
            log.append((seat, action))
            reveals.append(any(e.reveals for e in events))
            if observe is not None:
                observe(seat, action, events, state)
        if info.state_hash is not None and state.state_hash() != info.state_hash:
            raise LoadError("hash_mismatch", "state_hash")
        return SavedGame(self, info, state, log, reveals)

    def append_action(self, gid: int, index: int, seat: int, action: Action, state: State,
                      sync: bool = True) -> None:
        """Store action number ``index`` of game ``gid`` and the state it led
        to (hash, round; the result if the game is over), in one small
        transaction.  ``SavedGame.apply`` calls this; it commits before the
        next decision is asked for.  ``sync``: this action matters enough to
        be synced to the disk (a human's decision) when ``durable`` is None."""
        now = self.clock()
        over = state.is_over()
        with self.transaction(sync=sync or over) as conn:
            conn.execute("INSERT INTO actions (game, idx, seat, action) VALUES (?,?,?,?)",
                         (gid, index, seat, _dumps(action.to_json())))
            cur = conn.execute(
                "UPDATE games SET action_count = ?, state_hash = ?, round = ?, last_played = ? "
                "WHERE id = ? AND action_count = ?",
                (index + 1, state.state_hash(), _round_of(state), now, gid, index))
            if cur.rowcount != 1:
                raise StorageError("out_of_order", "actions", game=gid, index=index)
            if over:
                self._finish(conn, gid, state.result(), now)

    def mark_hinted(self, gid: int) -> None:
        """Its player asked the Advisor for a hint in game ``gid`` (allowed; a win then shows
        as won with hints in the statistics).  One small transaction; idempotent."""
        with self.transaction() as conn:
            conn.execute("UPDATE games SET hinted = 1 WHERE id = ? AND hinted = 0", (gid,))

    def hinted(self, gid: int) -> bool:
        row = self.conn.execute("SELECT hinted FROM games WHERE id = ?", (gid,)).fetchone()
        return bool(row and row[0])

    def finish_game(self, gid: int, result: Result) -> None:
        """Mark a game finished with ``result`` (``SavedGame.apply`` does this
        by itself when the game ends; call it for an ending decided outside
        the rules, e.g. a resignation ranked by the app)."""
        info = self.game_info(gid)
        if len(result.ranks) != info.players or len(result.scores) != info.players:
            raise StorageError("bad_result", "result", players=info.players)
        with self.transaction() as conn:
            self._finish(conn, gid, result, self.clock())

    def _finish(self, conn: sqlite3.Connection, gid: int, result: Result, now: str) -> None:
        write_result(conn, gid, result, now)

    def delete_game(self, gid: int, *, confirm: bool = False) -> None:
        """Delete a game and its actions.  The caller must have asked the
        player: without ``confirm=True`` this raises ConfirmationRequired."""
        if not confirm:
            raise ConfirmationRequired("confirm_delete", game=gid)
        self.game_info(gid)
        with self.transaction() as conn:
            conn.execute("DELETE FROM games WHERE id = ?", (gid,))

    def truncate(self, gid: int, keep: int, state: State) -> None:
        """Drop every action from index ``keep`` on (undo), recording the
        state that remains, in one transaction."""
        with self.transaction() as conn:
            conn.execute("DELETE FROM actions WHERE game = ? AND idx >= ?", (gid, keep))
            conn.execute("UPDATE games SET action_count = ?, state_hash = ?, round = ?, last_played = ?, "
                         "status = 'active', result = NULL, finished = NULL WHERE id = ?",
                         (keep, state.state_hash(), _round_of(state), self.clock(), gid))
            conn.execute("DELETE FROM results WHERE game = ?", (gid,))

    # -- campaigns (rows only: desktop/campaign decides what they mean) -------
    def create_campaign(self, definition: str, player_name: str, seed: int | None = None,
                        settings: dict[str, Any] | None = None) -> int:
        seed = new_seed() if seed is None else seed
        now = self.clock()
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO campaigns (definition, player_name, seed, settings, created, last_played) "
                "VALUES (?,?,?,?,?,?)", (definition, player_name, str(seed), _dumps(settings or {}), now, now))
        return int(cur.lastrowid or 0)

    def campaign_row(self, cid: int) -> CampaignRow:
        row = self.conn.execute(_CAMPAIGN_SQL + " WHERE c.id = ?", (cid,)).fetchone()
        if row is None:
            raise NotFound("no_such_campaign", campaign=cid)
        return _campaign(row)

    def campaign_rows(self) -> list[CampaignRow]:
        """Every campaign, most recently played first (a campaign's last
        played time includes its matches)."""
        return [_campaign(r) for r in self.conn.execute(_CAMPAIGN_SQL + " ORDER BY 7 DESC, c.id DESC")]

    def campaign_games(self, cid: int) -> dict[str, int]:
        """Chapter id -> stored game id of that chapter's match."""
        return {chapter: gid for chapter, gid in self.conn.execute(
            "SELECT chapter, game FROM campaign_matches WHERE campaign = ? AND game IS NOT NULL", (cid,))}

    def finish_campaign(self, cid: int, summary: dict[str, Any]) -> None:
        with self.transaction() as conn:
            conn.execute("UPDATE campaigns SET status = 'finished', summary = ?, last_played = ? WHERE id = ?",
                         (_dumps(summary), self.clock(), cid))

    def record_attempt(self, cid: int, chapter: str, game: int, place: int, score: int, goal_met: bool,
                       ranks: dict[str, int], unlocks: Sequence[str] = ()) -> bool:
        """Record a finished chapter match once (False if already recorded),
        with the unlocks it earns, in one transaction."""
        now = self.clock()
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT OR IGNORE INTO campaign_attempts (campaign, chapter, game, place, score, goal_met, ranks, "
                "finished) VALUES (?,?,?,?,?,?,?,?)",
                (cid, chapter, game, place, score, int(goal_met), _dumps(ranks), now))
            for unlock in unlocks:
                conn.execute("INSERT OR IGNORE INTO rewards (id, campaign, game, earned) VALUES (?,?,?,?)",
                             (unlock, cid, game, now))
        return cur.rowcount > 0

    def campaign_attempts(self, cid: int) -> list[AttemptRow]:
        """Every finished attempt of a campaign, oldest first."""
        with self.snapshot() as conn:
            rows = conn.execute("SELECT id, campaign, chapter, game, place, score, goal_met, ranks, finished "
                                "FROM campaign_attempts WHERE campaign = ? ORDER BY id", (cid,)).fetchall()
        return [AttemptRow(r[0], r[1], r[2], r[3], r[4], r[5], bool(r[6]), json.loads(r[7]), r[8]) for r in rows]

    def grant(self, ids: Sequence[str], *, campaign: int | None = None, game: int | None = None) -> list[str]:
        """Record rewards (unlock or achievement ids) for good; returns the ones new."""
        now = self.clock()
        new: list[str] = []
        with self.transaction() as conn:
            for rid in ids:
                cur = conn.execute("INSERT OR IGNORE INTO rewards (id, campaign, game, earned) VALUES (?,?,?,?)",
                                   (rid, campaign, game, now))
                if cur.rowcount > 0:
                    new.append(rid)
        return new

    def rewards(self) -> dict[str, str]:
        """Every reward earned (unlock and achievement ids) -> when."""
        with self.snapshot() as conn:
            return dict(conn.execute("SELECT id, earned FROM rewards ORDER BY earned, id").fetchall())

    def delete_campaign(self, cid: int, *, confirm: bool = False) -> None:
        """Delete a campaign and its matches, earlier attempts included (confirm
        as for delete_game).  Rewards it earned stay earned."""
        if not confirm:
            raise ConfirmationRequired("confirm_delete", campaign=cid)
        self.campaign_row(cid)
        with self.transaction() as conn:
            conn.execute("DELETE FROM games WHERE id IN (SELECT game FROM campaign_attempts WHERE campaign = ?)",
                         (cid,))
            conn.execute("DELETE FROM games WHERE id IN (SELECT game FROM campaign_matches WHERE campaign = ?)",
                         (cid,))
            conn.execute("DELETE FROM campaigns WHERE id = ?", (cid,))

    # -- export / import / statistics (see exchange.py, stats.py) ------------
    def export_game(self, gid: int) -> str:
        return exchange.export_game(self, gid)

    def import_game(self, data: str | bytes) -> int:
        return exchange.import_game(self, data)

    def statistics(self, player_name: str | None = None) -> Statistics:
        """See stats.py: played/won per game and level, best results, campaign records."""
        return stats.statistics(self, player_name)

    # -- a dump of everything, to prove that refused input changed nothing ----
    def dump(self) -> list[tuple[str, list[tuple[Any, ...]]]]:
        tables = [r[0] for r in self.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return [(t, self.conn.execute(f'SELECT * FROM "{t}" ORDER BY 1, 2').fetchall()) for t in tables]


class SavedGame:
    """A stored game in play: ``state`` is the live engine state; ``apply``
    plays and commits; ``can_undo``/``undo`` take back a human's decision.

    Only ``apply`` and ``undo`` change the state: the app renders
    ``state.view(seat)`` and never mutates ``state`` itself."""

    def __init__(self, store: Store, info: GameInfo, state: State, log: list[tuple[int, Action]],
                 reveals: list[bool]) -> None:
        self.store = store
        self.info = info
        self.state = state
        self._log = log
        self._reveals = reveals

    @property
    def id(self) -> int:
        return self.info.id

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.info.seats

    @property
    def actions(self) -> tuple[tuple[int, Action], ...]:
        return tuple(self._log)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check and apply ``seat``'s action, then commit it (one transaction)
        before returning its events.  IllegalAction leaves state and database
        unchanged.  If the database write fails the state is rebuilt from what
        is stored and StorageError("write_failed") is raised."""
        events = self.state.apply(seat, action)
        index = len(self._log)
        try:
            self.store.append_action(self.id, index, seat, action, self.state,
                                     sync=self.info.seats[seat].is_human)
        except (sqlite3.Error, StorageError) as exc:
            cause = fault_kind(exc)
            try:
                self._reload()
            except StorageError:  # cannot even read it back: keep the state as it was before
                self.state = self._replayed(len(self._log))
            raise StorageError("write_failed", "actions", step=index, cause=cause) from exc
        self._log.append((seat, action))
        self._reveals.append(any(e.reveals for e in events))
        if self.state.is_over():
            self.info = self.store.game_info(self.id)
        return events

    def _replayed(self, keep: int) -> State:
        """The state after the first ``keep`` actions of the log."""
        game = registry.get(self.info.game_id)
        state = game.new_game(len(self.info.seats), game.options_type.from_json(self.info.options), self.info.seed,
                              self.info.rules_version)
        for s, action in self._log[:keep]:
            state.apply(s, action)
        return state

    def _reload(self) -> None:
        fresh = self.store.load_game(self.id)
        self.info, self.state, self._log, self._reveals = fresh.info, fresh.state, fresh._log, fresh._reveals

    def bot_seed(self, seat: int) -> int:
        """A seed for the bot deciding for ``seat`` now: fixed by (game seed,
        seat, number of actions), so a resumed game asks its bots the same way."""
        return bot_seed(self.info.seed, seat, len(self._log))

    # -- undo ----------------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        """The number of actions that would remain after ``undo(seat)``, or
        None.  Undo goes back to the start of ``seat``'s own last decision
        (its last run of consecutive actions), never past an action whose
        events revealed hidden information or chance (``Event.reveals``)."""
        return self._undo_point(seat)[0]

    def undo_blocked_by(self, seat: int) -> str | None:
        """None if ``seat`` may undo, else why not: ``not_human``,
        ``other_humans`` (undo is for a person playing bots), ``game_over``,
        ``nothing_to_undo``, ``revealed_since`` (a card or chance result was
        revealed since that seat's last decision)."""
        return self._undo_point(seat)[1]

    def _undo_point(self, seat: int) -> tuple[int | None, str | None]:
        seats = self.info.seats
        if not 0 <= seat < len(seats) or not seats[seat].is_human:
            return None, "not_human"
        if any(s.is_human for i, s in enumerate(seats) if i != seat):
            return None, "other_humans"
        if self.state.is_over():
            return None, "game_over"
        return undo_point([s for s, _a in self._log], self._reveals, seat)

    def can_undo(self, seat: int) -> bool:
        return self._undo_point(seat)[0] is not None

    def undo(self, seat: int, rewind: Callable[[int], State] | None = None) -> int:
        """Take back ``seat``'s last decision (and the bots' moves after it):
        truncate the stored log and replay, or take the state after the
        actions kept from ``rewind(kept)`` (the app steps back from a state it
        kept).  Returns the number of actions removed; raises CannotUndo
        (reason as ``undo_blocked_by``)."""
        keep, why = self._undo_point(seat)
        if keep is None:
            raise CannotUndo(why or "nothing_to_undo")
        state = rewind(keep) if rewind is not None else self._replayed(keep)
        reveals = self._reveals[:keep]
        self.store.truncate(self.id, keep, state)
        removed = len(self._log) - keep
        self.state, self._log, self._reveals = state, self._log[:keep], reveals
        self.info = self.store.game_info(self.id)
        return removed


def set_aside(path: str | Path | None = None, when: datetime | None = None) -> Path:
    """Rename a database that cannot be trusted (damaged) out of the way,
    keeping it: ``trading-floor.damaged-YYYY-MM-DD-HHMMSS.sqlite3`` beside it
    (its write-ahead log and shared-memory files go with it, so it can still
    be read).  Returns the new path; the next ``Store.open`` starts a fresh
    database.  OSError if the folder refuses the rename (nothing is lost)."""
    target = Path(path) if path is not None else db_path()
    stamp = (when or datetime.now(UTC)).strftime("%Y-%m-%d-%H%M%S")
    stem = target.name.removesuffix(".sqlite3")
    aside = target.with_name(f"{stem}.damaged-{stamp}.sqlite3")
    n = 1
    while aside.exists():
        n += 1
        aside = target.with_name(f"{stem}.damaged-{stamp}-{n}.sqlite3")
    os.replace(target, aside)
    for extra in ("-wal", "-shm"):
        side = target.with_name(target.name + extra)
        if side.exists():
            os.replace(side, aside.with_name(aside.name + extra))
    return aside
