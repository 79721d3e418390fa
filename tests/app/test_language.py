"""The language can be switched while the program runs: forms and the
game page's own texts change at once."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from tests.app.conftest import wait_until

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context><name>GamePage</name>
<message><source>Players</source><translation>プレイヤー</translation></message>
</context>
<context><name>Generic</name>
<message><source>On the table</source><translation>テーブルの上</translation></message>
</context>
<context><name>MainForm</name>
<message><source>&amp;Quit</source><translation>終了(&amp;Q)</translation></message>
</context>
</TS>
"""


@pytest.fixture
def japanese_catalog(tmp_path, monkeypatch):
    lrelease = shutil.which("pyside6-lrelease") or str(Path(__import__("sys").executable).parent / "pyside6-lrelease")
    ts = tmp_path / "trading_floor_ja.ts"
    ts.write_text(TS, encoding="utf-8")
    qm = tmp_path / "trading_floor_ja.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    from desktop.app import i18n, translations

    monkeypatch.setattr(i18n, "catalog_path", lambda code: str(tmp_path / f"trading_floor_{code}.qm"))
    yield qm
    translations.install("en")


def test_switching_language_retranslates_forms_and_the_board(window, loop, japanese_catalog):
    from PySide6.QtWidgets import QLabel, QPushButton

    setup = MatchSetup("tiny_market", (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot", "random")), None, 3)
    match = window.start_match(setup)

    wait_until(loop, lambda: match.waiting_seat is not None)
    page = window.game_page
    quit_button = window.form.findChild(QPushButton, "quitButton")
    players_title = page.form.findChild(QLabel, "playersTitle")
    assert players_title.text() == "Players" and "On the table" in page.scene.texts()
    window.language_combo.setCurrentIndex(window.language_combo.findData("ja"))
    loop.run_until_complete(__import__("asyncio").sleep(0.05))
    assert quit_button.text() == "終了(&Q)"
    assert players_title.text() == "プレイヤー"
    assert "テーブルの上" in page.scene.texts()
    assert page.choices.rowCount() == len(match.state.legal_actions(0))
    match.stop()
