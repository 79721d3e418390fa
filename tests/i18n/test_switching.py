"""Settings change the language at once: home, game page, board, players panel and log re-translate;
the pseudo-language finds layouts that clip."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QLabel, QPushButton

from desktop.app.i18n import pseudo
from tests.app.conftest import run, wait_until


def _start_stockpile(window):  # type: ignore[no-untyped-def]
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.engine import registry

    seats = (SeatSpec(YOU, "Ann", "random"), SeatSpec(BOT, "Ben", "random"), SeatSpec(BOT, "Cy", "random"))
    state = registry.get("stockpile").new_game(3, None, 5)
    return window.start_match(MatchSetup("stockpile", seats, None, 5), state=state)


def _scene_texts(page):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    out = []
    for item in page.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
    return " ".join(out)


def test_choosing_a_language_in_settings_retranslates_open_windows_at_once(qtbot, window, english):
    new_game = window.form.findChild(QPushButton, "newGameButton")
    assert new_game.text() == "&New game…"
    window.show_settings()
    combo = window.language_combo
    combo.setCurrentIndex(combo.findData("zh_TW"))
    qtbot.waitUntil(lambda: new_game.text() == "新遊戲…(&N)")
    assert window.settings.language == "zh_TW"
    # the settings page itself, including the combo boxes filled in code
    assert window.speed_combo.itemText(window.speed_combo.findData("off")) == "關閉（無動畫）"
    combo = window.language_combo
    combo.setCurrentIndex(combo.findData("ja"))
    qtbot.waitUntil(lambda: new_game.text() == "新しいゲーム…(&N)")
    combo.setCurrentIndex(combo.findData("en"))
    qtbot.waitUntil(lambda: new_game.text() == "&New game…")


def test_the_game_page_board_and_log_retranslate_without_restart(loop, window, english):
    from desktop.app.i18n import set_language

    match = _start_stockpile(window)
    page = window.game_page
    loop.run_until_complete(asyncio.sleep(1.0))
    assert "Stockpile" in page.title.text()
    english_board = _scene_texts(page)
    english_log = page.log.lines
    set_language("zh_TW")
    wait_until(loop, lambda: page.title.text() == "縱橫股海", timeout=5.0)
    from PySide6.QtCore import Qt

    header = page.players.headerData(0, Qt.Orientation.Horizontal)
    assert header == "玩家"
    assert _scene_texts(page) != english_board and "預測" in _scene_texts(page)
    log_now = page.log.lines
    if english_log:
        assert log_now != english_log and len(log_now) == len(english_log)
    if page.choices.rowCount():
        assert any("交易區" in page.choices.text(i) for i in range(page.choices.rowCount()))
    match.stop()


def test_tabs_fit_a_language_chosen_while_the_game_page_was_hidden(loop, window, english):
    from desktop.app.i18n import set_language

    _start_stockpile(window).stop()
    window.show_home()
    set_language("zh_TW")
    run(loop, asyncio.sleep(0.1))
    _start_stockpile(window).stop()
    run(loop, asyncio.sleep(0.1))
    bar = window.game_page.tabs.tabBar()
    assert bar.tabText(0) == "記錄(&L)"
    for index in range(bar.count()):
        if bar.isTabVisible(index):
            assert bar.tabRect(index).width() >= bar.tabSizeHint(index).width(), bar.tabText(index)


def test_pseudo_translation_stretches_and_keeps_places():
    text = pseudo("Pass %1 to %2 &now")
    assert text.startswith("[") and text.endswith("]")
    assert "%1" in text and "%2" in text and "&" in text
    assert len(text) >= len("Pass %1 to %2 &now") * 1.3
    assert pseudo("Buy") != "Buy"


def test_buttons_fit_their_text_in_the_pseudo_language(qtbot, loop, window, monkeypatch, english):
    """Every button and label on the home and settings pages (and the game page) is as wide as its stretched
    text needs: nothing is clipped when translations run ~40% longer than English."""
    from desktop.app.i18n import set_language

    monkeypatch.setenv("TRADING_FLOOR_PSEUDO", "1")
    set_language("en")
    new_game = window.form.findChild(QPushButton, "newGameButton")
    qtbot.waitUntil(lambda: new_game.text().startswith("["))
    _start_stockpile(window).stop()
    window.show_home()
    for page in (0, 2):
        window.pages.setCurrentIndex(page)
        run(loop, asyncio.sleep(0.05))
        _assert_no_clipping(window.pages.currentWidget())
    window.pages.setCurrentWidget(window.game_page)
    run(loop, asyncio.sleep(0.05))
    _assert_no_clipping(window.game_page)


def _assert_no_clipping(root):  # type: ignore[no-untyped-def]
    clipped = []
    for button in root.findChildren(QPushButton):
        if button.isVisible() and button.text():
            needed = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
            if button.width() < needed:
                clipped.append((button.objectName(), button.text(), button.width(), needed))
    for label in root.findChildren(QLabel):
        visible = label.isVisible() and label.text() and not label.wordWrap()
        if visible and label.width() < label.minimumSizeHint().width():
            clipped.append((label.objectName(), label.text(), label.width(), label.minimumSizeHint().width()))
    assert not clipped, clipped


def test_every_text_on_the_main_pages_goes_through_translation(qtbot, loop, window, monkeypatch, english):
    """In the pseudo-language every translated string is bracketed: a plain word on a page is a string
    that skipped the translation system."""
    import asyncio
    import re

    from PySide6.QtWidgets import QAbstractButton, QTabWidget

    from desktop.app.i18n import set_language

    monkeypatch.setenv("TRADING_FLOOR_PSEUDO", "1")
    set_language("en")
    match = _start_stockpile(window)
    loop.run_until_complete(asyncio.sleep(0.5))
    names = {"Ann", "Ben", "Cy"}
    plain = re.compile(r"[A-Za-z]{2,}")
    missed = []
    for root in (window.form, window.game_page):
        texts = [w.text() for w in root.findChildren(QLabel)] + [w.text() for w in root.findChildren(QAbstractButton)]
        for tabs in root.findChildren(QTabWidget):
            texts += [tabs.tabText(i) for i in range(tabs.count())]
        for i in range(window.game_page.choices.rowCount()):
            texts.append(window.game_page.choices.text(i))
        texts += window.game_page.log.lines
        for text in texts:
            bare = text
            while re.search(r"\[[^\[\]]*\]", bare):  # translated parts, innermost first
                bare = re.sub(r"\[[^\[\]]*\]", "", bare)
            words = [w for w in plain.findall(bare) if w not in names]
            if words:
                missed.append(text)
    match.stop()
    assert not missed, sorted(set(missed))[:10]
