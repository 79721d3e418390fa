"""The app's side of desktop/storage: opening the database without ever
crashing (one Trading Floor per data folder), turning the new-game dialog's
seats into stored seats and back, and every storage reason key in words
(through Qt's translation system).  This is the one table of storage texts
players see."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.app.match import BOT, PERSON, YOU, MatchSetup, SeatSpec

#: the cause of a storage fault (StorageError reasons of Store.open, and the
#: ``cause`` of write_failed / read_failed): what went wrong, in the player's terms
FAULTS = {
    "disk_full": QT_TRANSLATE_NOOP("Storage", "The disk is full."),
    "read_only": QT_TRANSLATE_NOOP("Storage", "The saved-games file or its folder is read-only."),
    "in_use": QT_TRANSLATE_NOOP(
        "Storage", "The saved games are in use by another Trading Floor or another program."),
    "damaged": QT_TRANSLATE_NOOP("Storage", "The saved-games file is damaged."),
    "not_a_database": QT_TRANSLATE_NOOP("Storage", "The saved-games file is not a Trading Floor database."),
    "not_ours": QT_TRANSLATE_NOOP("Storage", "The saved-games file belongs to another program, not Trading Floor."),
    "database_too_new": QT_TRANSLATE_NOOP(
        "Storage", "The saved-games file was written by a newer version of Trading Floor."),
    "io_error": QT_TRANSLATE_NOOP("Storage", "The disk reported an error while reading or writing the saved games."),
    "cannot_open": QT_TRANSLATE_NOOP("Storage", "The folder for saved games cannot be opened or created."),
}

#: Store.open() refusals (the file is left untouched): the same causes
OPEN_REASONS = FAULTS

#: what still works when the database cannot be written
STILL_WORKS = {
    "unsaved": QT_TRANSLATE_NOOP("Storage", "You can still play, but games will not be saved."),
    "read": QT_TRANSLATE_NOOP(
        "Storage", "You can still play and read your saved games, but new moves will not be saved."),
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
    "write_failed": QT_TRANSLATE_NOOP("Storage", "The game could not be saved."),
    "read_failed": QT_TRANSLATE_NOOP("Storage", "The saved game could not be read."),
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
    "invalid_text": QT_TRANSLATE_NOOP(
        "Storage", "The file holds text that is not valid Unicode (a broken character), which cannot be stored."),
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


#: how much of a file's text a message quotes (a 1 MB field name stays one short line)
MAX_WHERE = 80


def _cut(text: str, limit: int = MAX_WHERE) -> str:
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def cause_text(cause: str) -> str:
    """A storage fault's cause in words."""
    base = FAULTS.get(cause)
    if base is None:
        return fill(translate("Storage", "Unexpected problem (%1)."), _cut(cause, 40))
    return translate("Storage", str(base))


def reason_text(table: Mapping[str, str], reason: str, details: Mapping[str, Any] | None = None,
                where: str = "") -> str:
    """A refusal in words: the translated sentence, with the move number
    (counted from 1), the real cause of a failed write or read, and, when
    known, where in the file the problem is."""
    details = details or {}
    base = table.get(reason)
    if base is None and reason in FAULTS:
        text = cause_text(reason)
    elif base is None:
        text = fill(translate("Storage", "Unexpected problem (%1)."), _cut(reason, 40))
    else:
        text = fill(translate("Storage", base), _step(details))
    cause = details.get("cause")
    if reason in ("write_failed", "read_failed") and isinstance(cause, str):
        text = fill(translate("Storage", "%1 %2"), text, cause_text(cause))
    if where:
        text = fill(translate("Storage", "%1 (at %2)"), text, _cut(where))
    return text


def failure_text(exc: BaseException) -> str:
    """What a failed save or load means for the player (a StorageError or
    anything else the match met), in words: the cause, and that play goes on
    unsaved.  Never a traceback."""
    from desktop.storage import StorageError

    if isinstance(exc, StorageError):
        return fill(translate("Storage", "%1 You can start a new game and play on without saving."),
                    reason_text(LOAD_REASONS, exc.reason, exc.details))
    return fill(translate("Storage", "Unexpected problem (%1)."), _cut(f"{type(exc).__name__}: {exc}", 120))


def storage_failure_text(exc: BaseException) -> str:
    """``failure_text`` for a storage fault, "" for anything else (the game page then says the match
    stopped on an unexpected error, with the traceback behind Details)."""
    from desktop.storage import StorageError

    return failure_text(exc) if isinstance(exc, StorageError) else ""


#: Store.open() refusals after which the file can still be read (the store is
#: then opened read-only: the saved games are listed and can be played on unsaved)
READABLE = ("in_use", "read_only", "disk_full", "damaged", "io_error")


def open_store() -> tuple[Any, str]:
    """(Store, "") or (store or None, reason key): a database that will not
    open never stops the app, and its file is left as it was
    (``open_failure_text`` puts the reason into words).  When the file can
    still be read (see READABLE) the store returned is read-only
    (``store.read_only``): saved games can be read, nothing is written."""
    from desktop.storage import StorageError, Store

    try:
        return Store.open(), ""
    except StorageError as exc:
        reason = exc.reason
    except OSError:
        return None, "cannot_open"
    if reason in READABLE:
        try:
            return Store.open(read_only=True), reason
        except (StorageError, OSError):
            pass
    return None, reason


def open_failure_text(reason: str, readable: bool = False) -> str:
    from desktop.storage import db_path

    try:
        where = str(db_path())
    except Exception:  # the path itself may be what fails
        where = ""
    works = translate("Storage", str(STILL_WORKS["read" if readable else "unsaved"]))
    return fill(translate("Storage", "%1 %2 The file was left untouched: %3"), cause_text(reason), works, where)


def damaged_offer_text() -> str:
    return translate("Storage", "Set the damaged file aside (it is kept, renamed with today's date) and start "
                                "a fresh one?")


def set_aside_text(path: str) -> str:
    return fill(translate("Storage", "The damaged file was kept as %1. New games are saved in a fresh file."), path)


def instance_lock() -> Any:
    """Hold the data folder for this Trading Floor (a QLockFile beside the
    database), or None when another Trading Floor already holds it.  A lock
    left by a crashed program is taken over (QLockFile checks its process)."""
    from PySide6.QtCore import QLockFile

    from desktop.storage import data_dir

    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return _NoLock()  # the database will report the folder itself
    lock = QLockFile(str(folder / "trading-floor.lock"))
    lock.setStaleLockTime(0)
    if lock.tryLock(200):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    return _NoLock()  # cannot write the lock file: the database will say why


class _NoLock:
    """Stands for a lock that could not be made for another reason than a
    running Trading Floor (the store reports that reason)."""

    def unlock(self) -> None:
        pass


#: a second start on the same data folder touches this file; the running
#: Trading Floor watches it and comes forward (QtCore only: the bundle leaves QtNetwork out)
SHOW_FILE = "trading-floor.show"


def listen_for_second_start(window: Any) -> Any:
    """While ``window`` runs, a second start on the same data folder asks it
    to come forward (``ask_first_to_show``); returns the watcher (keep it)."""
    from PySide6.QtCore import QFileSystemWatcher, Qt

    from desktop.storage import data_dir

    flag = data_dir() / SHOW_FILE
    try:
        flag.touch()
    except OSError:
        return None
    watcher = QFileSystemWatcher([str(flag)], window)

    def come_forward(_path: str = "") -> None:
        if str(flag) not in watcher.files() and flag.exists():
            watcher.addPath(str(flag))  # some editors and systems replace the file: watch it again
        window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized)
                              | Qt.WindowState.WindowActive)
        window.show()
        window.raise_()
        window.activateWindow()

    watcher.fileChanged.connect(come_forward)
    return watcher


def ask_first_to_show() -> bool:
    """Ask the Trading Floor already running on this data folder to bring
    its window forward (by touching SHOW_FILE); True if the request was made."""
    from desktop.storage import data_dir

    flag = data_dir() / SHOW_FILE
    try:
        with flag.open("a", encoding="utf-8") as f:
            f.write("show\n")
        if flag.stat().st_size > 4096:
            flag.write_text("", encoding="utf-8")
    except OSError:
        return False
    return True


def already_running_text() -> str:
    return translate("Storage", "Trading Floor is already running with this data folder. Switch to its window; "
                                "two at once could not both save games.")


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
            specs.append(SeatSpec(BOT, seat.name, seat.level or "normal", getattr(seat, "rival", None)))
    game = registry.get(info.game_id)
    return MatchSetup(info.game_id, tuple(specs), game.options_type.from_json(info.options), info.seed)
