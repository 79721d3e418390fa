"""The statistics page's charts and head-to-head table, filled from stored games."""

from __future__ import annotations

from desktop.engine import Rng
from desktop.storage import Seat


def _finish(store, game_id: str, seats, seed: int):  # type: ignore[no-untyped-def]
    saved = store.new_game(game_id, None, seats, seed=seed)
    rng = Rng(seed)
    while not saved.state.is_over():
        seat = saved.state.to_move()[0]
        actions = saved.state.legal_actions(seat)
        saved.apply(seat, actions[rng.below(len(actions))])
    return saved.state.result()


def test_results_over_time_and_head_to_head_come_from_the_stored_games(window):
    store = window.store
    seats = [Seat.human("Mei"), Seat.bot("easy", "Ada"), Seat.bot("easy", "Chen", rival="chen_yating")]
    results = [_finish(store, "stockpile", seats, 300 + i) for i in range(4)]
    other = _finish(store, "hab_und_gut", [Seat.human("Mei"), Seat.bot("hard", "Bo"), Seat.bot("hard", "Cy")], 9)
    window.show_statistics()
    page = window.statistics_page
    assert page.picker.count() == 2
    assert page.show_results_of("stockpile", "easy")
    # one point per game, in the order played: the human seat's score (in dollars) and place
    assert page.score_chart.points == [(i + 1, r.scores[0] * 1000) for i, r in enumerate(results)]
    assert page.place_chart.points == [(i + 1, r.ranks[0]) for i, r in enumerate(results)]
    best = max(r.scores[0] for r in results)
    assert f"${best * 1000:,}" in page.figures.text()
    series = page.score_chart.chart().series()
    assert len(series) == 2  # the scores and their average
    assert page.show_results_of("hab_und_gut", "hard")
    assert page.place_chart.points == [(1, other.ranks[0])]
    assert not page.show_results_of("landlord", "easy")
    # head to head: the campaign rival at those four tables
    assert page.rivals.rowCount() == 1
    ahead = sum(1 for r in results if r.ranks[0] < r.ranks[2])
    assert page.rivals.item(0, 1).text() == "4" and page.rivals.item(0, 2).text() == str(ahead)
    # best and average score per game and level
    headers = [page.levels.horizontalHeaderItem(c).text() for c in range(page.levels.columnCount())]
    assert "Best score" in headers and "Average score" in headers


def test_an_empty_store_shows_empty_charts_and_says_why(window):
    window.show_statistics()
    page = window.statistics_page
    assert page.picker.count() == 0 and page.score_chart.points == []
    assert "No finished games" in page.figures.text()
