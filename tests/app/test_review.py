"""The review dialog: a finished game's decisions of one seat, computed away from the window,
turning points first, a chart of the chance to win, the board as the seat saw it, arrow keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.ai.levels import make_bot
from desktop.ai.simulate import play_game
from desktop.app.reviewpage import ReviewDialog
from tests.app.conftest import wait_until


@pytest.mark.slow
def test_review_dialog_shows_the_decisions_turning_points_first_and_steps_with_the_arrow_keys(qapp, loop):
    seed = 12
    bots = [make_bot("heuristic", "hab_und_gut", seed + s) for s in range(3)]
    run = play_game("hab_und_gut", 3, None, seed, bots)
    dialog = ReviewDialog(None, "hab_und_gut", None, 3, seed, run.actions, 1, ["Ann", "Bo", "Cy"])
    dialog.show()
    task = dialog.start()
    wait_until(loop, lambda: task.done(), timeout=300)
    review = dialog.review
    assert review is not None and review.seat == 1
    assert dialog.decisions.count() == len(review.decisions) > 0
    assert dialog.turning.count() == len(review.turning_points) <= 3
    line = dialog.chart.chart().series()[0]
    assert line.count() == len(review.decisions)
    assert all(0 <= line.at(i).y() <= 100 for i in range(line.count()))
    assert "Bo" in dialog.title.text()
    dialog.decisions.setCurrentRow(0)
    assert dialog.detail.text()
    QTest.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.decisions.currentRow() == min(1, dialog.decisions.count() - 1)
    QTest.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.decisions.currentRow() == 0
    # the board shows the seat's view at that decision
    first = review.decisions[0]
    assert dialog.scene.view_drawn.viewer == 1
    assert dialog.scene.legal_drawn == [first.assessment.best]
    # a better move found comes with the game's reason for it, where the game has one
    from desktop.app.advice import game_reason

    for row, d in enumerate(review.decisions):
        if d.assessment.best != d.assessment.played:
            dialog.decisions.setCurrentRow(row)
            why = game_reason(dialog.game_ui, dialog._views[d.index], 1, d.assessment.best)
            assert why is None or f"Why the better move: {why}" in dialog.detail.text()
    dialog.close()


def test_closing_the_review_stops_it(qapp, loop):
    seed = 3
    bots = [make_bot("heuristic", "stockpile", seed + s) for s in range(3)]
    run = play_game("stockpile", 3, None, seed, bots)
    dialog = ReviewDialog(None, "stockpile", None, 3, seed, run.actions, 0, ["A", "B", "C"])
    dialog.show()
    task = dialog.start()
    dialog.close()
    wait_until(loop, lambda: task.done(), timeout=120)
    assert dialog.review is None
