"""Errors reach the player as sentences in their language; the technical words (the OS's, Python's)
wait behind the message box's Details button."""

from __future__ import annotations

import errno

from desktop.app.i18n import translate
from tests.app.conftest import wait_until


def test_os_errors_have_words_in_every_language(qapp, english):
    from desktop.app.error_box import OS_REASONS, os_error_text
    from desktop.app.i18n import set_language

    set_language("zh_TW")
    assert os_error_text(OSError(errno.ENOSPC, "No space left on device")) == "磁碟已滿"
    assert os_error_text(OSError(12345, "Something exotic")) == "系統拒絕了這個操作"
    assert all(translate("Errors", text) != text for text in OS_REASONS.values())


def test_a_failed_export_and_import_say_why_in_words_with_the_detail_behind_details(loop, window, tmp_path,
                                                                                    english):
    from desktop.app.i18n import set_language
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec

    window.start_match(MatchSetup("stockpile", (SeatSpec(YOU, "Ann"), SeatSpec(BOT, "Ben", "random")), None, 3))
    window.match.stop()
    window.show_saved_games()
    page = window.saved_page
    page.refresh()
    gid = page.games[0].id
    set_language("ja")
    missing = tmp_path / "no-such-folder" / "game.json"
    assert page.export_to(gid, missing) is False
    text = page.message.text()
    assert text == "ファイルを書き込めませんでした：ファイルまたはフォルダーが見つかりません。"
    assert page.error_box.text() == text
    assert "No such file or directory" in page.error_box.detailedText()  # the OS's own words, for a report
    assert str(missing) in page.error_box.detailedText()
    assert page.import_from(tmp_path) is None  # a folder, not a file
    assert page.message.text() == "ファイルを読み込めませんでした：それはファイルではなくフォルダーです。"
    assert "IsADirectoryError" in page.error_box.detailedText()
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00 not a game")
    assert page.import_from(bad) is None
    assert "bad.json" in page.message.text() and "not_json" not in page.message.text()
    assert "not_json" in page.error_box.detailedText()


def test_a_crashed_match_says_so_in_words_with_the_traceback_behind_details(loop, window, monkeypatch,
                                                                            english):
    from desktop.app.i18n import set_language
    from desktop.app.match import BOT, MatchSetup, SeatSpec

    set_language("zh_TW")
    seats = tuple(SeatSpec(BOT, name, "random") for name in ("Ann", "Ben", "Cy"))
    match = window.start_match(MatchSetup("stockpile", seats, None, 4))

    def broken(seat, action):  # type: ignore[no-untyped-def]
        raise RuntimeError("the rules broke")

    monkeypatch.setattr(match, "_apply", broken)
    page = window.game_page
    wait_until(loop, lambda: match.task is not None and match.task.done(), timeout=60.0)
    assert isinstance(match.task.exception(), RuntimeError)  # (retrieved: the test expects it)
    wait_until(loop, lambda: getattr(page, "error_box", None) is not None, timeout=5.0)
    text = page.error_box.text()
    assert text.startswith("對局因意外錯誤而中止。") and "RuntimeError" not in text
    assert page.status.text() == text
    details = page.error_box.detailedText()
    assert "RuntimeError: the rules broke" in details and "Traceback" in details
