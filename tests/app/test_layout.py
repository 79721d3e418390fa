"""The game page plays like a board game and stays readable at any size (issue 28): a forced single
choice is taken for you (unless "Confirm every move"), nothing is pre-selected, resizing keeps every
player's row, and the players' table never scrolls sideways."""

from __future__ import annotations

import asyncio

import pytest

from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from tests.app.conftest import wait_until


def _seats(game_id: str, players: int = 4) -> tuple[SeatSpec, ...]:
    game = registry.get(game_id)
    count = max(game.min_players, min(players, game.max_players))
    return (SeatSpec(YOU, "Player 1"), *[SeatSpec(BOT, f"Bot {i}", "random") for i in range(1, count)])


def _forced_state(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    """A state where seat 0 is to move with exactly one legal action (random moves from ``seed``)."""
    seats = _seats(game_id)
    state = registry.get(game_id).new_game(len(seats), None, seed)
    rng = Rng(seed)
    for _ in range(5000):
        assert not state.is_over()
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        if seat == 0 and len(actions) == 1 and state.to_move() == (0,):
            return state
        state.apply(seat, actions[rng.below(len(actions))])
    raise AssertionError("no forced choice found")


def _sleep(loop, seconds: float) -> None:  # type: ignore[no-untyped-def]
    loop.run_until_complete(asyncio.sleep(seconds))


def test_a_forced_single_choice_is_taken_without_a_click(window, loop):
    state = _forced_state("stockpile", 3)
    forced = state.legal_actions(0)[0]
    match = window.start_match(MatchSetup("stockpile", _seats("stockpile"), None, 3), state=state)
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0 or len(match.history) > 0)
    assert not window.settings.confirm_moves  # the default
    wait_until(loop, lambda: len(match.history) > 0, timeout=10)
    seat, action, _events = next(iter(match.history))
    assert (seat, action) == (0, forced)
    assert page.auto_action is None
    match.stop()


def test_confirm_every_move_asks_even_a_forced_choice(window, loop):
    window.settings.set_confirm_moves(True)
    state = _forced_state("stockpile", 3)
    match = window.start_match(MatchSetup("stockpile", _seats("stockpile"), None, 3), state=state)
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    _sleep(loop, 0.6)  # longer than the moment a forced choice is shown before it is taken
    assert match.waiting_seat == 0 and len(match.history) == 0
    assert page.choices.rowCount() == 1 and page.banner.isVisible()
    page.select_choice(0)
    page.do_button.click()
    wait_until(loop, lambda: len(match.history) > 0, timeout=10)
    match.stop()


def test_the_setting_is_on_the_settings_page_and_kept(window):
    from desktop.app.settings import Settings

    window.show_settings()
    assert not window.confirm_check.isChecked()
    window.confirm_check.setChecked(True)
    assert window.settings.confirm_moves
    assert Settings().confirm_moves  # kept in the settings file


@pytest.mark.parametrize("game_id", registry.ids())
def test_nothing_is_pre_selected_and_do_it_waits_for_a_choice(window, loop, game_id):
    window.settings.set_confirm_moves(True)
    match = window.start_match(MatchSetup(game_id, _seats(game_id), None, 5))
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    assert page.choices.rowCount() >= 1
    assert not page.actions_list.currentIndex().isValid()
    assert not page.actions_list.selectionModel().hasSelection()
    assert not page.do_button.isEnabled()
    assert page.banner.isVisible() and page.action_panel.styleSheet()  # the your-turn moment
    history = len(match.history)
    page.do_button.click()  # disabled: nothing happens
    _sleep(loop, 0.05)
    assert len(match.history) == history and match.waiting_seat == 0
    page.select_choice(0)
    assert page.do_button.isEnabled()
    match.stop()


def _rows_shown(page) -> bool:  # type: ignore[no-untyped-def]
    view = page.players_view
    port = view.viewport().rect()
    rows = page.players.rowCount()
    return rows > 0 and all(port.contains(view.visualRect(page.players.index(r, 0))) for r in range(rows))


@pytest.mark.parametrize("game_id", registry.ids())
def test_resizing_down_and_back_keeps_every_row(window, loop, game_id):
    window.resize(1600, 1000)
    match = window.start_match(MatchSetup(game_id, _seats(game_id), None, 5))
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    for size in ((1600, 1000), (1024, 700), (1280, 800), (1600, 1000)):
        window.resize(*size)
        _sleep(loop, 0.05)
        assert _rows_shown(page), size
        assert page.zoom.scale() >= 0.62 - 1e-6  # the board never drawn below its readable scale
    match.stop()


@pytest.mark.parametrize("language", ["en", "zh_TW", "ja"])
def test_players_table_has_no_sideways_scroll_at_1280x800(window, loop, language):
    from desktop.app import translations

    window.resize(1280, 800)
    translations.install(language)
    try:
        for game_id in registry.ids():
            if game_id == "tiny_market":
                continue
            match = window.start_match(MatchSetup(game_id, _seats(game_id, 4), None, 5))
            page = window.game_page
            wait_until(loop, lambda m=match: m.waiting_seat == 0)
            _sleep(loop, 0.05)
            view = page.players_view
            header = view.horizontalHeader()
            shown = [c for c in range(page.players.columnCount()) if not view.isColumnHidden(c)]
            assert sum(header.sectionSize(c) for c in shown) <= view.viewport().width(), (game_id, language)
            assert not view.horizontalScrollBar().isVisible()
            assert page.players.rowCount() == 4 or page.players.rowCount() == registry.get(game_id).max_players
            assert _rows_shown(page), (game_id, language)
            match.stop()
    finally:
        translations.install("en")


def test_outbid_and_offer_notices_speak_to_the_viewer_only(qapp):
    from desktop.app.gameui import ui_for
    from desktop.engine.games.landlord import records as R
    from desktop.engine.games.stockpile import events as E

    names = ["Ann", "Ben", "Cy"]
    stockpile = ui_for("stockpile")
    outbid = E.BidPlaced(seat=1, lot=0, space=3, amount=6, outbid=0)
    assert "Ben" in (stockpile.notice(outbid, names, 0) or "")
    assert stockpile.notice(outbid, names, 2) is None  # someone else was outbid
    assert stockpile.notice(E.BidPlaced(seat=1, lot=0, space=3, amount=6, outbid=-1), names, 0) is None
    landlord = ui_for("landlord")
    offer = R.TradeOffered(proposer=2, partner=0, give=(1,), take=(), cash=0, give_cards=(), take_cards=())
    assert "Cy" in (landlord.notice(offer, names, 0) or "")
    assert landlord.notice(offer, names, 1) is None


def test_ctrl_wheel_zooms_the_board_and_ctrl_0_fits_it_again(window, loop):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window.resize(1280, 800)
    match = window.start_match(MatchSetup("stockpile", _seats("stockpile"), None, 5))
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    fitted = page.zoom.scale()
    port = page.board.viewport()
    wheel = QWheelEvent(QPointF(50, 50), QPointF(port.mapToGlobal(QPoint(50, 50))), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(port, wheel)
    assert page.zoom.scale() > fitted * 1.2
    window.resize(1300, 820)  # a zoom chosen by the person survives a resize
    _sleep(loop, 0.05)
    assert page.zoom.scale() > fitted * 1.2
    page.zoom.fit()
    window.resize(1280, 800)
    _sleep(loop, 0.05)
    assert abs(page.zoom.scale() - fitted) < 1e-6
    match.stop()


def test_an_outbid_notice_shows_on_the_game_page_until_your_decision(window, loop):
    from desktop.engine.games.stockpile import actions as A
    from desktop.engine.games.stockpile import events as E

    window.settings.set_confirm_moves(True)
    match = window.start_match(MatchSetup("stockpile", _seats("stockpile"), None, 5))
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    match.applied.emit(1, A.Bid(lot=0, space=3), [E.BidPlaced(seat=1, lot=0, space=3, amount=6, outbid=0)])
    assert page.banner.isVisible() and "Bot 1" in page.banner.text() and page.notice
    page.select_choice(0)
    page.do_button.click()
    assert not page.notice  # said until your next decision
    match.stop()
