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


class _Signal:
    def connect(self, _slot):  # type: ignore[no-untyped-def]
        pass


class _Model:
    """Just enough of a match for the tab to choose its setting (no moves are estimated: off)."""

    def __init__(self, campaign):  # type: ignore[no-untyped-def]
        self.keeper = type("Keeper", (), {"info": type("Info", (), {"campaign": campaign})()})()
        self.applied = _Signal()
        self.undone = _Signal()


def test_chances_are_off_by_default_in_campaign_games_and_each_kind_remembers_its_choice(window):
    from desktop.app.gamepage import GamePage

    page = GamePage(window.settings)
    chances = page.win_chances
    assert page.model is None  # no match: nothing is estimated while the setting is read
    chances.attach(_Model(campaign=3))
    assert not chances.enabled()
    chances.attach(_Model(campaign=None))
    assert chances.enabled()
    chances.check.setChecked(False)
    chances.attach(_Model(campaign=3))
    chances.check.setChecked(True)
    chances.attach(_Model(campaign=None))
    assert not chances.enabled()  # free games remember their own choice
    chances.attach(_Model(campaign=3))
    assert chances.enabled()
    page.deleteLater()


def test_the_x_axis_counts_whole_moves_or_labels_each_round(window):
    from desktop.app.gamepage import GamePage

    page = GamePage(window.settings)
    chances = page.win_chances
    chances.points = [(step, [0.5, 0.5]) for step in (0, 1)]
    chances.rounds = {}
    title, ticks = chances.x_ticks()
    assert ticks == [(0, "0"), (1, "1")] and title == "Move"  # not "0 0 0 0 1": no fractional ticks
    chances.points = [(step, [0.5, 0.5]) for step in range(3, 104)]
    title, ticks = chances.x_ticks()
    assert [s for s, _label in ticks] == [20, 40, 60, 80, 100]
    assert all(label == str(s) for s, label in ticks)
    chances.points = [(step, [0.5, 0.5]) for step in range(0, 9)]
    chances.rounds = {0: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3, 8: 3}
    title, ticks = chances.x_ticks()
    assert title == "Round" and ticks == [(0, "1"), (3, "2"), (6, "3")]
    chances.reset()
    assert not chances.points and not chances.rounds
    page.deleteLater()
