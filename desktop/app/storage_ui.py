"""The app's side of desktop/storage: opening the database without ever
crashing, turning the new-game dialog's seats into stored seats and back, and
every storage reason key in words (through Qt's translation system)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.app.match import BOT, PERSON, YOU, MatchSetup, SeatSpec

#: Store.open() refusals (the file is left untouched)
OPEN_REASONS = {
    "cannot_open": QT_TRANSLATE_NOOP("Storage", "The folder for saved games cannot be opened or created."),
    "not_a_database": QT_TRANSLATE_NOOP("Storage", "The saved-games file is not a Trading Floor database."),
    "database_too_new": QT_TRANSLATE_NOOP(
        "Storage", "The saved-games file was written by a newer version of Trading Floor."),
}

#: load_game refusals (the game is kept for a later version)
LOAD_REASONS = {
    "damaged_header": QT_TRANSLATE_NOOP("Storage", "The saved game's header is damaged."),
    "unknown_game": QT_TRANSLATE_NOOP("Storage", "This version of Trading Floor does not have that game."),
    "newer_rules_version": QT_TRANSLATE_NOOP("Storage", "The game was saved with newer rules than this version has."),
    "bad_option": QT_TRANSLATE_NOOP("Storage", "One of the game's options is no longer accepted."),
    "bad_action": QT_TRANSLATE_NOOP("Storage", "Move %1 of the saved game cannot be read."),
    "illegal_action": QT_TRANSLATE_NOOP("Storage", "Move %1 of the saved game is not legal under these rules."),
    "engine_error": QT_TRANSLATE_NOOP("Storage", "The rules engine failed while replaying move %1."),
    "action_count_mismatch": QT_TRANSLATE_NOOP("Storage", "The saved game's moves are incomplete."),
    "hash_mismatch": QT_TRANSLATE_NOOP(
        "Storage", "Replaying the saved moves does not give the saved position (the rules have changed)."),
    "write_failed": QT_TRANSLATE_NOOP("Storage", "The disk refused to save the game (is it full?)."),
    # the store's other refusals (a new game, a kept move, a deletion)
    "bad_seed": QT_TRANSLATE_NOOP("Storage", "The seed must be between 0 and 18446744073709551615."),
    "out_of_order": QT_TRANSLATE_NOOP(
        "Storage", "The game was changed elsewhere at the same time; the move was not saved."),
    "bad_result": QT_TRANSLATE_NOOP("Storage", "The result does not fit the players of the game."),
    "confirm_delete": QT_TRANSLATE_NOOP("Storage", "Please confirm the deletion first."),
    "no_such_game": QT_TRANSLATE_NOOP("Storage", "That saved game does not exist."),
    "no_such_campaign": QT_TRANSLATE_NOOP("Storage", "That campaign does not exist."),
}

#: import_game refusals (nothing stored changes)
IMPORT_REASONS = {
    "too_large": QT_TRANSLATE_NOOP("Storage", "The file is too large to be a saved game."),
    "not_json": QT_TRANSLATE_NOOP("Storage", "The file is not a JSON text file."),
    "wrong_format": QT_TRANSLATE_NOOP("Storage", "The file is not a Trading Floor game export."),
    "unsupported_version": QT_TRANSLATE_NOOP("Storage", "The file was exported by a version this one cannot read."),
    "unknown_game": QT_TRANSLATE_NOOP("Storage", "The file is a game this version does not have."),
    "bad_player_count": QT_TRANSLATE_NOOP("Storage", "The file has a number of players the game does not allow."),
    "unknown_option": QT_TRANSLATE_NOOP("Storage", "The file names an option the game does not have."),
    "bad_option": QT_TRANSLATE_NOOP("Storage", "The file sets an option to a value the game refuses."),
    "bad_value": QT_TRANSLATE_NOOP("Storage", "The file holds a value that is not allowed."),
    "wrong_type": QT_TRANSLATE_NOOP("Storage", "The file holds a value of the wrong kind."),
    "wrong_length": QT_TRANSLATE_NOOP("Storage", "A list in the file has the wrong length."),
    "number_too_large": QT_TRANSLATE_NOOP("Storage", "The file holds a number that is too large."),
    "bad_seat": QT_TRANSLATE_NOOP("Storage", "A move in the file names a seat that does not exist."),
    "bad_seat_count": QT_TRANSLATE_NOOP("Storage", "The file's seats do not match its number of players."),
    "unknown_record_type": QT_TRANSLATE_NOOP("Storage", "A move in the file is of an unknown kind."),
    "wrong_record_type": QT_TRANSLATE_NOOP("Storage", "A move in the file is of the wrong kind."),
    "unknown_field": QT_TRANSLATE_NOOP("Storage", "The file has a field this version does not know."),
    "missing_field": QT_TRANSLATE_NOOP("Storage", "The file lacks a field a saved game needs."),
    "unsupported_type": QT_TRANSLATE_NOOP("Storage", "The file holds a value of a kind saved games never use."),
    "illegal_action": QT_TRANSLATE_NOOP("Storage", "Move %1 in the file is not legal in that game."),
    "hash_mismatch": QT_TRANSLATE_NOOP(
        "Storage", "Replaying the file's moves does not give the position it claims (it was changed)."),
    "engine_error": QT_TRANSLATE_NOOP("Storage", "The rules engine failed while replaying move %1 of the file."),
    "write_failed": QT_TRANSLATE_NOOP("Storage", "The disk refused to store the imported game."),
}

#: why undo is not possible now (SavedGame.undo_blocked_by keys)
UNDO_REASONS = {
    "not_human": QT_TRANSLATE_NOOP("Storage", "Only your own decisions can be taken back."),
    "other_humans": QT_TRANSLATE_NOOP("Storage", "Undo is only for games against computer players."),
    "game_over": QT_TRANSLATE_NOOP("Storage", "The game is over."),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Storage", "You have not decided anything yet."),
    "revealed_since": QT_TRANSLATE_NOOP(
        "Storage", "A card or a chance result has been revealed since your last decision."),
    "not_your_turn": QT_TRANSLATE_NOOP("Storage", "Wait until it is your turn."),
    "not_saved": QT_TRANSLATE_NOOP("Storage", "Games that are not saved cannot be undone."),
}


def _step(details: Mapping[str, Any]) -> int:
    step = details.get("step")
    return int(step) + 1 if isinstance(step, int) else 0


def reason_text(table: Mapping[str, str], reason: str, details: Mapping[str, Any] | None = None,
                where: str = "") -> str:
    """A refusal in words: the translated sentence, with the move number
    (counted from 1) and, when known, where in the file the problem is."""
    details = details or {}
    base = table.get(reason)
    if base is None:
        text = fill(translate("Storage", "Unexpected problem (%1)."), reason)
    else:
        text = fill(translate("Storage", base), _step(details))
    if where:
        text = fill(translate("Storage", "%1 (at %2)"), text, where)
    return text


def open_store() -> tuple[Any, str]:
    """(Store, "") or (None, reason key): a database that will not open never
    stops the app, and its file is left as it was (``open_failure_text``
    puts the reason into words)."""
    from desktop.storage import StorageError, Store

    try:
        return Store.open(), ""
    except StorageError as exc:
        return None, exc.reason
    except OSError:
        return None, "cannot_open"


def open_failure_text(reason: str) -> str:
    from desktop.storage import db_path

    try:
        where = str(db_path())
    except Exception:  # the path itself may be what fails
        where = ""
    return fill(translate("Storage", "%1 You can still play, but games will not be saved. "
                                     "The file was left untouched: %2"), reason_text(OPEN_REASONS, reason), where)


def stored_seats(setup: MatchSetup) -> list[Any]:
    from desktop.storage import Seat

    return [Seat.human(s.name) if s.is_human else Seat.bot(s.level, s.name) for s in setup.seats]


def setup_from_info(info: Any) -> MatchSetup:
    """The app's match setup of a stored game (the first human seat is "you")."""
    from desktop.engine import registry

    specs = []
    you = False
    for seat in info.seats:
        if seat.is_human:
            specs.append(SeatSpec(PERSON if you else YOU, seat.name))
            you = True
        else:
            specs.append(SeatSpec(BOT, seat.name, seat.level or "normal"))
    game = registry.get(info.game_id)
    return MatchSetup(info.game_id, tuple(specs), game.options_type.from_json(info.options), info.seed)
