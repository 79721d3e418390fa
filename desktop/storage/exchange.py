"""Export a stored game as a JSON file, and import one.

The file is the engine's game log (desktop/engine/gamelog.py: format
``trading-floor-game``, version, game, players, options, seed, actions,
state_hash; replayable with ``trading-floor replay FILE``) plus storage's
keys: ``seats``, ``status``, ``created``, ``last_played``, ``result``.

Import validates everything before it writes, then writes in one
transaction: a refused file (ImportRefused with a reason key) never changes
anything stored.  Only ``json`` parses the file: no pickle, no eval."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from desktop.engine import EngineError, FormatError, State, gamelog
from desktop.storage.errors import ImportRefused, StorageError, cut, write_failed
from desktop.storage.rows import Database, dumps, round_of, write_result
from desktop.storage.seats import Seat, seats_from_json

MAX_BYTES = gamelog.MAX_BYTES

#: Every reason ``import_game`` may give (the app translates each).
IMPORT_REASONS = (
    "too_large", "not_json", "wrong_format", "unsupported_version", "unknown_game", "bad_player_count",
    "unknown_option", "bad_option", "bad_value", "wrong_type", "wrong_length", "number_too_large",
    "bad_seat", "unknown_record_type", "wrong_record_type", "unknown_field", "missing_field", "illegal_action",
    "hash_mismatch", "bad_seat_count", "engine_error", "unsupported_type", "invalid_text",
)


def export_game(store: Database, gid: int) -> str:
    with store.snapshot() as conn:
        info = store.game_info(gid)
        rows = conn.execute("SELECT seat, action FROM actions WHERE game = ? ORDER BY idx", (gid,)).fetchall()
    data: dict[str, Any] = {
        "format": gamelog.FORMAT,
        "version": gamelog.VERSION,
        "game": info.game_id,
        "rules_version": info.rules_version,
        "players": info.players,
        "options": info.options,
        "seed": info.seed,
        "seats": [s.to_json() for s in info.seats],
        "status": info.status,
        "created": info.created,
        "last_played": info.last_played,
        "actions": [[seat, json.loads(text)] for seat, text in rows],
    }
    if info.state_hash is not None:
        data["state_hash"] = info.state_hash
    if info.result is not None:
        data["result"] = info.result
    return json.dumps(data, ensure_ascii=False, indent=1)


def _refuse(exc: FormatError | StorageError) -> ImportRefused:
    return ImportRefused(exc.reason, exc.where, **exc.details)


def _bad_text(value: Any, where: str = "") -> str | None:
    """Where ``value`` holds a string that is not valid Unicode (a lone
    surrogate such as ``\\ud800``, which no UTF-8 file or database can
    store), or None."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return at or "$"
        elif isinstance(item, list):
            stack.extend((v, f"{at}[{i}]") for i, v in enumerate(item))
        elif isinstance(item, dict):
            for k, v in item.items():
                key = cut(str(k), 40)
                stack.append((k, f"{at}.{key}" if at else key))
                stack.append((v, f"{at}.{key}" if at else key))
    return None


def import_game(store: Database, data: str | bytes) -> int:
    """Validate and store an exported game; return its new id.  Raises
    ImportRefused (reason in IMPORT_REASONS; ``details["step"]`` for an
    illegal action) and then nothing stored has changed."""
    if not isinstance(data, str | bytes):
        raise ImportRefused("not_json")
    if len(data) > MAX_BYTES or (isinstance(data, str) and len(data.encode("utf-8", "surrogatepass")) > MAX_BYTES):
        raise ImportRefused("too_large", limit=MAX_BYTES)
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise ImportRefused("not_json") from None
    try:
        bad = _bad_text(raw)
    except RecursionError:
        raise ImportRefused("wrong_type") from None
    if bad is not None:
        raise ImportRefused("invalid_text", bad)
    try:
        log = gamelog.from_json(raw)
    except FormatError as exc:
        raise _refuse(exc) from None
    except RecursionError:
        raise ImportRefused("wrong_type") from None
    seats: tuple[Seat, ...]
    if "seats" in raw:
        try:
            seats = seats_from_json(raw["seats"], log.num_players)
        except StorageError as exc:
            raise _refuse(exc) from None
    else:
        seats = tuple(Seat.human() for _ in range(log.num_players))
    try:
        state, _events = log.replay()
    except FormatError as exc:
        raise _refuse(exc) from None
    except EngineError:
        raise ImportRefused("illegal_action") from None
    except Exception as exc:  # a rules bug met by a strange but well-formed file: refuse, never crash
        raise ImportRefused("engine_error", type=type(exc).__name__) from None
    try:
        return _insert(store, log, seats, state, raw)
    except sqlite3.Error as exc:  # the transaction was rolled back: nothing stored changed
        raise write_failed(exc, "import") from exc


def _insert(store: Database, log: gamelog.GameLog, seats: tuple[Seat, ...], state: State, raw: dict[str, Any]) -> int:
    now = store.clock()
    created = raw.get("created") if isinstance(raw.get("created"), str) and len(raw["created"]) <= 40 else now
    with store.transaction() as conn:
        cur = conn.execute(
            "INSERT INTO games (game, options, seats, seed, rules_version, created, last_played, status, "
            "action_count, state_hash, round, origin) VALUES (?,?,?,?,?,?,?,'active',?,?,?,'imported')",
            (log.game_id, dumps(log.options.to_json()), dumps([s.to_json() for s in seats]), str(log.seed),
             log.rules_version,
             created, now, len(log.actions), state.state_hash(), round_of(state)))
        gid = int(cur.lastrowid or 0)
        conn.executemany("INSERT INTO actions (game, idx, seat, action) VALUES (?,?,?,?)",
                         [(gid, i, seat, dumps(action.to_json())) for i, (seat, action) in enumerate(log.actions)])
        if state.is_over():
            write_result(conn, gid, state.result(), now)
    return gid
