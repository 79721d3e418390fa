"""The Chances tab: everyone's chance to win after each move, from your view, optional."""

from __future__ import annotations

import pytest

from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from tests.app.conftest import wait_until


@pytest.mark.slow
def test_chances_follow_the_game_and_the_setting_turns_them_off(window, loop):
    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "heuristic"), SeatSpec(BOT, "Bot 2", "heuristic"))
    match = window.start_match(MatchSetup("stockpile", seats, None, 6))
    page = window.game_page
    chances = page.win_chances
    assert chances.enabled()  # on by default outside campaigns
    wait_until(loop, lambda: match.waiting_seat == 0 and len(chances.points) >= 1, timeout=120)
    for _step, values in chances.points:
        assert len(values) == 3 and all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-6
    assert [s for s, _v in chances.points] == sorted({s for s, _v in chances.points})
    assert len(chances.view.chart().series()) == 3
    chances.check.setChecked(False)
    assert not chances.points and not window.settings.flag("advisor/win_chances", True)
    page._submit(page.legal[0])
    wait_until(loop, lambda: match.waiting_seat == 0 or match.task.done(), timeout=120)
    assert not chances.points
