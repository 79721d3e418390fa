"""The end of a game: the score chart replayed from the history (its last point is the final
Result), the viewer's row marked, "See the board" and back to the results."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from desktop.app.endscreen import score_history
from desktop.app.gameui import ui_for
from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from tests.app.conftest import run
from tests.app.test_match import _play_human_through_panel

REAL_GAMES = registry.ids()


@pytest.fixture(autouse=True)
def _english(qapp):
    """The checks read English words: whatever language an earlier test left."""
    from desktop.app.i18n import set_language

    set_language("en")
    yield
    set_language("en")


def _random_game(game_id: str, players: int, seed: int):  # type: ignore[no-untyped-def]
    game = registry.get(game_id)
    start = game.new_game(players, None, seed)
    state = start.clone()
    rng = Rng(seed)
    steps = []
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        action = actions[rng.below(len(actions))]
        steps.append((seat, action, state.apply(seat, action)))
    return start, steps, state


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_the_chart_replays_each_games_scoring_to_the_final_result(game_id):
    players = min(4, registry.get(game_id).max_players)
    start, steps, end = _random_game(game_id, players, 41)
    kind, points = score_history(ui_for(game_id), start, steps)
    assert kind in ("round", "turn")
    assert points[0] == (0, start.scores_now())
    assert points[-1][1] == end.result().scores
    xs = [x for x, _scores in points]
    assert xs == list(range(len(points)))  # one point per round or turn, in order
    assert len(points) >= 4
    assert all(len(scores) == players for _x, scores in points)
    # a point in the middle is the game's own measure at that moment: replay to it and compare
    middle = len(steps) // 2
    state = start.clone()
    for seat, action, _events in steps[:middle]:
        state.apply(seat, action)
    assert state.scores_now() is not None and len(state.scores_now()) == players


def test_the_end_screen_marks_you_charts_the_game_and_comes_back_after_the_board(window, loop):
    seats = (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "random"), SeatSpec(BOT, "Bruno", "random"))
    match = window.start_match(MatchSetup("hab_und_gut", seats, None, 17))
    _play_human_through_panel(window, match, 2)
    result = run(loop, match.task, timeout=300)
    assert result is not None
    page = window.game_page
    screen = page.end_screen
    assert page.stack.currentIndex() == 2
    # the chart: one line per seat, ending on each seat's final score
    assert [s.name().split(" ")[0] for s in screen.chart.series] == ["Mei", "Ada", "Bruno"]
    assert screen.points[-1][1] == result.scores
    for seat, series in enumerate(screen.chart.series):
        last = series.at(series.count() - 1)
        assert last.y() == result.scores[seat] * page.game_ui.money_unit
        assert series.count() == len(screen.points)
    # hovering a line tells whose it is, when, and the score in the game's words
    last = screen.chart.series[1].at(screen.chart.series[1].count() - 1)
    screen.chart.series[1].hovered.emit(last, True)
    assert screen.chart.tip == f"Ada after round {screen.points[-1][0]}: {page.game_ui.score_text(result.scores[1])}"
    # your row: bold, marked, named as you; the others not
    table = screen.table
    row = screen.rows[0]
    assert "Mei" in table.item(row, 1).text() and table.item(row, 1).text() != "Mei"
    assert all(table.item(row, c).font().weight() == QFont.Weight.Bold for c in range(table.columnCount()))
    for seat in (1, 2):
        other = screen.rows[seat]
        assert table.item(other, 1).text() == match.names[seat]
        assert table.item(other, 1).font().weight() != QFont.Weight.Bold
    # the ranking's order is the places', and the last column is not stretched over the page
    places = [result.ranks[s] for s in sorted(screen.rows, key=screen.rows.get)]
    assert places == sorted(places)
    assert not table.horizontalHeader().stretchLastSection()
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    assert max(widths) < 3 * min(widths) + 200
    # See the board, then back to the results
    from PySide6.QtWidgets import QPushButton

    from desktop.app.forms import child

    assert not screen.results_button.isVisible()
    child(page.form, QPushButton, "boardButton").click()
    assert page.stack.currentIndex() == 0
    assert screen.results_button.isVisible()
    screen.results_button.click()
    assert page.stack.currentIndex() == 2
    assert not screen.results_button.isVisible()
    # the Statistics button opens the statistics page on this game and level; Back returns here
    screen.statistics_button.click()
    stats = window.statistics_page
    assert window.pages.currentWidget() is stats
    assert stats.picker.currentData() == ("hab_und_gut", "random")
    assert stats.place_chart.points == [(1, result.ranks[0])]
    stats.back_button.click()
    assert window.pages.currentWidget() is page and page.stack.currentIndex() == 2


def test_a_bots_only_table_marks_no_one_as_you(window, loop):
    setup = MatchSetup("stockpile", tuple(SeatSpec(BOT, f"Bot {i}", "random") for i in range(3)), None, 5)
    match = window.start_match(setup)
    result = run(loop, match.task, timeout=300)
    screen = window.game_page.end_screen
    assert all(screen.table.item(r, 1).font().weight() != QFont.Weight.Bold for r in range(3))
    assert screen.points[-1][1] == result.scores


def test_the_end_screen_speaks_the_new_language_and_stays_where_it_was(window, loop):
    from desktop.app.i18n import set_language

    seats = (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "random"))
    match = window.start_match(MatchSetup("stockpile", seats, None, 23))
    _play_human_through_panel(window, match, 4)
    result = run(loop, match.task, timeout=300)
    page = window.game_page
    screen = page.end_screen
    page.see_board()
    set_language("ja")
    loop.run_until_complete(asyncio.sleep(0.05))
    assert page.stack.currentIndex() == 0 and screen.results_button.isVisible()  # still on the board
    assert screen.table.horizontalHeaderItem(0).text() == "順位"
    assert "あなた" in screen.table.item(screen.rows[0], 1).text()
    assert screen.points[-1][1] == result.scores and len(screen.chart.series) == 2
    assert screen.chart.chart().axes(Qt.Orientation.Horizontal)[0].titleText() == "ラウンド"
    screen.results_button.click()
    assert page.stack.currentIndex() == 2
