"""Storage faults as the player meets them (issue 26): each names its real
cause in words, says what still works, never a traceback, a silent no-op or
a frozen window; damaged files are offered to be set aside; one Trading
Floor per data folder."""

from __future__ import annotations

import gc
import sqlite3
import time
from pathlib import Path

import pytest

from desktop.app.i18n import translate
from tests.app.conftest import wait_until
from tests.app.test_saves import close, human_vs_bots, stored_games


@pytest.fixture
def windows(qapp, loop):
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop.app.window import MainWindow

    made = []

    def make():
        w = MainWindow()
        w.settings.set_speed("off", persist=False)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        close(w, loop)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _data(monkeypatch, tmp_path: Path) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("TRADING_FLOOR_DATA_DIR", str(data))
    return data


def _fault(key: str) -> str:
    from desktop.app.storage_ui import FAULTS

    return translate("Storage", FAULTS[key])


def _make_db(data: Path, games: int = 8) -> Path:
    from desktop.storage import Store

    path = data / "trading-floor.sqlite3"
    with Store.open(path) as store:
        stored_games(store, games)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


def test_a_locked_database_makes_new_game_say_in_use_and_play_on_unsaved(windows, loop, tmp_path, monkeypatch):
    data = _data(monkeypatch, tmp_path)
    path = _make_db(data, 1)
    w = windows()
    assert w.store is not None and not w.storage_problem
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        start = time.monotonic()
        match = w.start_match(human_vs_bots())
        assert time.monotonic() - start < 5  # no 10 s freeze
        assert match.keeper is None
        assert _fault("in_use") in w.last_message
        wait_until(loop, lambda: match.waiting_seat == 0)  # and the game is playable
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_failed_save_mid_game_is_put_into_words(qapp):
    from desktop.app.storage_ui import failure_text
    from desktop.storage import StorageError

    text = failure_text(StorageError("write_failed", "actions", step=40, cause="disk_full"))
    assert _fault("disk_full") in text and "StorageError" not in text and "write_failed" not in text
    assert "in_use" not in failure_text(StorageError("write_failed", cause="in_use"))


def test_a_damaged_database_is_read_only_named_and_can_be_set_aside(windows, loop, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    data = _data(monkeypatch, tmp_path)
    path = _make_db(data)
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    for at in range(2 * page, len(raw) - page // 2, page):
        raw[at + 8: at + page // 2] = b"\xa5" * (page // 2 - 8)
    path.write_bytes(bytes(raw))
    before = path.read_bytes()
    w = windows()
    assert w.storage_problem == "damaged"
    assert _fault("damaged") in w.storage_notice.text() and w.storage_notice.isVisibleTo(w)
    assert w.set_aside_button.isVisibleTo(w)
    match = w.start_match(human_vs_bots())  # play unsaved
    assert match.keeper is None
    assert path.read_bytes() == before  # nothing written into it
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert w.set_aside_damaged()
    kept = [p for p in data.iterdir() if ".damaged-" in p.name and p.name.endswith(".sqlite3")]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert w.store is not None and not w.storage_problem and not w.set_aside_button.isVisibleTo(w)
    assert w.store.list_games() == []
    assert "kept as" in w.last_message or str(kept[0]) in w.last_message


def test_a_foreign_sqlite_file_is_named_and_left_untouched(windows, tmp_path, monkeypatch):
    data = _data(monkeypatch, tmp_path)
    path = data / "trading-floor.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (title TEXT)")
    conn.commit()
    conn.close()
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    w = windows()
    assert w.store is None
    assert _fault("not_ours") in w.storage_notice.text()
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before


def test_a_damaged_row_is_listed_as_damaged_and_continue_resumes_another(windows, loop):
    w = windows()
    good, bad = stored_games(w.store, 2)
    w.store.conn.execute("UPDATE games SET seed = 'x', last_played = '9999' WHERE id = ?", (bad,))
    w.show_saved_games()
    page = w.saved_page
    assert page.model.rowCount() == 2
    statuses = [page.model.item(r, 5).text() for r in range(2)]
    assert translate("SavedGames", "damaged: cannot be resumed") in statuses
    w.show_home()
    w.continue_button.click()
    assert w.match is not None and w.match.keeper.id == good


def test_one_trading_floor_per_data_folder(qapp, tmp_path, monkeypatch):
    from desktop.app.storage_ui import already_running_text, instance_lock

    _data(monkeypatch, tmp_path)
    first = instance_lock()
    assert first is not None
    assert instance_lock() is None  # a second start is told, not let in
    assert "already running" in already_running_text()
    first.unlock()
    again = instance_lock()
    assert again is not None
    again.unlock()


def test_smoke_test_on_a_damaged_database_says_so_in_one_line(tmp_path):
    import os
    import subprocess
    import sys

    from desktop.storage import Store

    data = tmp_path / "data"
    data.mkdir()
    path = data / "trading-floor.sqlite3"
    with Store.open(path) as store:
        stored_games(store, 8)
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    for at in range(2 * page, len(raw) - page // 2, page):
        raw[at + 8: at + page // 2] = b"\xa5" * (page // 2 - 8)
    path.write_bytes(bytes(raw))
    before = path.read_bytes()
    env = {**os.environ, "TRADING_FLOOR_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "desktop", "--smoke-test"], capture_output=True, text=True,
                          env=env, timeout=300)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "damaged" in proc.stdout + proc.stderr
    assert path.read_bytes() == before


def test_a_second_start_asks_the_first_window_to_come_forward(windows, loop, tmp_path, monkeypatch):
    from desktop.app.storage_ui import ask_first_to_show, listen_for_second_start

    _data(monkeypatch, tmp_path)
    w = windows()
    w.showMinimized()
    watcher = listen_for_second_start(w)
    assert watcher is not None
    raised = []
    monkeypatch.setattr(w, "raise_", lambda: raised.append(True))
    assert ask_first_to_show()
    wait_until(loop, lambda: raised, timeout=10)
    assert not w.isMinimized()


def test_a_read_only_database_is_read_and_its_refusals_are_put_into_words(windows, loop, tmp_path, monkeypatch):
    import os

    data = _data(monkeypatch, tmp_path)
    path = _make_db(data, 2)
    before = path.read_bytes()
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if mode == os.W_OK else real(p, mode, **kw))
    w = windows()
    assert w.storage_problem == "read_only" and w.store is not None and w.store.read_only
    assert _fault("read_only") in w.storage_notice.text()
    assert w.saved_button.isEnabled()
    w.show_saved_games()
    assert w.saved_page.model.rowCount() == 2  # the saved games can still be read
    match = w.resume_game(w.saved_page.games[0].id)  # and played on, unsaved
    assert match is not None and match.keeper is None
    w.show_campaigns()
    assert w.campaign_page.start_new() is None
    assert _fault("read_only") in w.campaign_page.message.text()
    w.show_statistics()
    assert path.read_bytes() == before
