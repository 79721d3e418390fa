"""An exported game's log as a seat reads it in the app (``trading-floor log``):
the same LogWriter the game page's log uses, no window."""

from __future__ import annotations

import json

from desktop.app.gameui import ui_for
from desktop.app.match import BOT, YOU
from desktop.app.models import log_entries
from desktop.app.newgame import default_name
from desktop.app.rival_names import seat_name
from desktop.engine import gamelog
from desktop.storage.errors import StorageError
from desktop.storage.seats import Seat, seats_from_json


def exported_game_log(text: str | bytes, seat: int) -> list[str]:
    """The log of an exported game (the Saved games page's JSON) as ``seat``
    reads it in the app, in the current language: one entry a line, each
    round's or turn's header a line of its own.  Raises FormatError (a bad
    file) or ValueError (no such seat)."""
    log = gamelog.loads(text)
    if not 0 <= seat < log.num_players:
        raise ValueError(f"the game has seats 0 to {log.num_players - 1}, not {seat}")
    raw = json.loads(text)
    try:
        seats: tuple[Seat, ...] = seats_from_json(raw.get("seats"), log.num_players) if "seats" in raw else ()
    except StorageError:
        seats = ()
    names = [seat_name(s.name, s.rival) or default_name(YOU if s.is_human else BOT, i)
             for i, s in enumerate(seats)] or [default_name(BOT, i) for i in range(log.num_players)]
    _state, events = log.replay()
    history = [(s, action, step) for (s, action), step in zip(log.actions, events, strict=True)]
    return [entry.text for entry in log_entries(ui_for(log.game_id), names, history, seat)]
