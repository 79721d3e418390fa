"""Whole games through the real window, MatchModel and board scene."""

from __future__ import annotations

import asyncio
import time

import pytest
from PySide6.QtCore import QTimer

from desktop.app.match import BOT, PERSON, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from tests.app.conftest import run, wait_until

REAL_GAMES = registry.ids()


def bots(game_id: str, n: int, level: str = "normal", seed: int = 3) -> MatchSetup:
    return MatchSetup(game_id, tuple(SeatSpec(BOT, f"Bot {i + 1}", level) for i in range(n)), None, seed)


def test_bots_only_fixture_game_plays_to_the_end_through_the_window(window, loop):
    match = window.start_match(bots("tiny_market", 3))
    result = run(loop, match.task)
    assert result is not None and match.state.is_over()
    page = window.game_page
    assert page.stack.currentIndex() == 2  # the end screen
    assert page.ranking.rowCount() == 3
    assert page.log.lines, "the log shows what happened"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_bots_only_game_plays_to_the_end_through_the_window(window, loop, game_id):
    game = registry.get(game_id)
    match = window.start_match(bots(game_id, min(4, game.max_players), "heuristic"))
    result = run(loop, match.task, timeout=900)
    assert result is not None and match.state.is_over()
    assert window.game_page.ranking.rowCount() == match.setup.num_players


def _play_human_through_panel(window, match, seed: int | None) -> list[int]:
    """Answer every human turn through the action panel: a random row
    (``seed``) or the first row (``None``, which keeps long games moving)."""
    page = window.game_page
    rng = Rng(seed or 0)
    seen: list[int] = []

    def choose(seat: int) -> None:
        def act() -> None:
            assert page.actions_list.isEnabled()
            rows = page.choices.rowCount()
            assert rows == len(match.state.legal_actions(seat))
            page.select_choice(rng.below(rows) if seed is not None else 0)
            page.do_button.click()

        seen.append(seat)
        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    match.passRequested.connect(lambda seat: QTimer.singleShot(0, page.pass_button.click))
    return seen


def test_a_human_seat_plays_a_whole_game_through_the_action_panel(window, loop):
    setup = MatchSetup("tiny_market", (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot", "random")), None, 11)
    match = window.start_match(setup)
    seen = _play_human_through_panel(window, match, 1)
    result = run(loop, match.task)
    assert result is not None
    assert seen and set(seen) == {0}
    assert all(seat == 0 for seat, _a, _e in match.history if match.seats[seat].kind != BOT)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_a_human_seat_plays_a_whole_real_game_through_the_action_panel(window, loop, game_id):
    game = registry.get(game_id)
    seats = (SeatSpec(YOU, "You"), *[SeatSpec(BOT, f"Bot {i}", "heuristic") for i in range(1, game.min_players)])
    match = window.start_match(MatchSetup(game_id, seats, None, 5))
    seen = _play_human_through_panel(window, match, None)
    assert run(loop, match.task, timeout=900) is not None
    assert seen


def test_hot_seat_shows_a_pass_screen_before_another_person_sees_the_board(window, loop):
    setup = MatchSetup("tiny_market", (SeatSpec(YOU, "Ann"), SeatSpec(PERSON, "Ben")), None, 4)
    match = window.start_match(setup)
    page = window.game_page
    passes: list[tuple[int, int, int]] = []

    def on_pass(seat: int) -> None:
        # the board is hidden and the viewer is still the previous seat
        passes.append((seat, match.viewer, page.stack.currentIndex()))
        QTimer.singleShot(0, page.pass_button.click)

    match.passRequested.connect(on_pass)
    _play_human_through_panel(window, match, 3)
    assert run(loop, match.task) is not None
    assert passes
    for seat, viewer, page_index in passes:
        assert seat != viewer
        assert page_index == 1  # the pass page covers the board


def test_the_log_shows_only_what_the_viewer_may_see(window, loop):
    match = window.start_match(MatchSetup("tiny_market", (SeatSpec(YOU, "Ann"), SeatSpec(PERSON, "Ben")), None, 8))
    page = window.game_page
    _play_human_through_panel(window, match, 5)
    run(loop, match.task)
    viewer = match.viewer
    from desktop.app.models import log_lines

    expected = []
    for seat, action, events in match.history:
        expected.extend(log_lines(page.game_ui, match.names, seat, action, events, viewer))
    assert page.log.lines == expected
    # the other seat's draws appear without their cards
    other = 1 - viewer
    assert any(line.startswith(f"{match.names[other]}: Drew") and "hidden" in line for line in page.log.lines)


def test_leaving_a_match_cancels_it_and_continue_comes_back(window, loop):
    setup = MatchSetup("tiny_market", (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot", "random")), None, 2)
    match = window.start_match(setup)

    wait_until(loop, lambda: match.waiting_seat is not None)
    window.game_page.leaveRequested.emit()
    assert window.pages.currentIndex() == 0
    assert window.continue_button.isEnabled()
    window.continue_button.click()
    assert window.pages.currentWidget() is window.game_page
    match.stop()
    with pytest.raises(asyncio.CancelledError):
        run(loop, match.task)


#: Decisions watched per game: the strongest level thinks about 3 s each, and
#: the worker process is the same at every level, so a few are enough.
RESPONSIVE_DECISIONS = 4


@pytest.mark.slow
@pytest.mark.parametrize("game_id", REAL_GAMES or ["tiny_market"])
def test_bot_decisions_leave_the_window_responsive(window, loop, capsys, game_id):
    """Measures the longest gap between 5 ms timer ticks while the strongest
    available bots decide (reported, not asserted: the machine is noisy)."""
    game = registry.get(game_id)
    from desktop.app.match import OFFERED_LEVELS

    setup = bots(game_id, min(4, game.max_players), OFFERED_LEVELS[-1], seed=9)
    match = window.start_match(setup)
    ticks: list[float] = []
    gaps: list[float] = []
    timer = QTimer()
    timer.setInterval(5)

    def tick() -> None:
        now = time.perf_counter()
        if ticks and match.thinking_seat is not None:
            gaps.append(now - ticks[-1])
        ticks.append(now)

    timer.timeout.connect(tick)
    timer.start()

    wait_until(loop, lambda: match.decisions >= RESPONSIVE_DECISIONS or match.task.done(), timeout=600)
    timer.stop()
    # the bots did decide (a match task that failed would end the wait at once)
    assert match.decisions >= RESPONSIVE_DECISIONS or match.state.is_over()
    match.stop()
    assert ticks
    with capsys.disabled():
        longest = max(gaps) * 1000 if gaps else 0.0
        print(f"\n[responsiveness] {game_id} level {match.levels[0]}: {len(gaps)} ticks while bots thought, "
              f"longest gap {longest:.1f} ms")


@pytest.mark.parametrize("game_id", [g for g in ("stockpile", "landlord") if g in REAL_GAMES] or ["tiny_market"])
def test_the_match_waits_for_each_animation_before_going_on(window, loop, game_id):
    window.settings.set_speed("fast", persist=False)
    match = window.start_match(bots(game_id, 3, "random", seed=4))
    page = window.game_page
    overlaps: list[int] = []
    match.applied.connect(lambda *_: overlaps.append(1) if page.animating else None)

    wait_until(loop, lambda: match.decisions >= 25 or match.task.done(), timeout=300)
    assert match.decisions >= 25 or match.state.is_over()
    match.stop()
    assert page.animations_run > 0
    assert not overlaps, "an action was applied while the previous one was still animating"


class ListKeeper:
    """A stand-in for storage's SavedGame (the whole ``Keeper`` protocol): holds the state, applies
    and keeps the actions in a list, seeds its bots as storage does; nothing can be undone."""

    def __init__(self, setup: MatchSetup) -> None:
        from desktop.storage import GameInfo, Seat

        game = registry.get(setup.game_id)
        options = setup.options if setup.options is not None else game.default_options()
        self.state = game.new_game(setup.num_players, options, setup.seed)
        self.kept: list[tuple[int, object]] = []
        self.info = GameInfo(
            id=1, game_id=setup.game_id, options=dict(options.to_json()),
            seats=tuple(Seat.bot(s.level, s.name) for s in setup.seats), seed=setup.seed, rules_version=1,
            created="", last_played="", status="active", action_count=0, state_hash=None, round=None,
            origin="local", result=None, finished=None, campaign=None, chapter=None)

    @property
    def id(self):
        return self.info.id

    @property
    def seats(self):
        return self.info.seats

    @property
    def actions(self):
        return tuple(self.kept)

    def apply(self, seat, action):
        events = self.state.apply(seat, action)
        self.kept.append((seat, action))
        return events

    def bot_seed(self, seat):
        from desktop.storage.store import bot_seed

        return bot_seed(self.info.seed, seat, len(self.kept))

    def undo_blocked_by(self, seat):
        return "not_human"

    def undo(self, seat, rewind=None):
        from desktop.storage import CannotUndo

        raise CannotUndo("not_human")


def test_every_action_goes_through_the_keeper_before_the_match_goes_on(qapp, loop):
    from desktop.app.window import MainWindow

    keepers: list[ListKeeper] = []

    def make(setup):
        keepers.append(ListKeeper(setup))
        return keepers[-1]

    window = MainWindow(keeper_factory=make)
    window.settings.set_speed("off", persist=False)
    match = window.start_match(bots("tiny_market", 2, seed=6))
    seen_before_next: list[bool] = []
    match.applied.connect(
        lambda *_: seen_before_next.append(len(keepers[0].kept) == match.decisions == len(match.history)))
    run(loop, match.task)
    [keeper] = keepers
    assert match.state is keeper.state and keeper.state.is_over()
    assert keeper.kept == [(seat, action) for seat, action, _e in match.history]
    assert seen_before_next and all(seen_before_next)
    window.close()


@pytest.mark.skipif("landlord" not in REAL_GAMES, reason="Landlord is not installed")
def test_a_time_limit_running_out_while_a_person_chooses_applies_time_up(window, loop, monkeypatch):
    import dataclasses

    from desktop.app.gameui import ui_for

    game = registry.get("landlord")
    options = dataclasses.replace(game.default_options(), time_limit_minutes=1)
    game_ui = ui_for("landlord")
    assert game_ui.time_limit(options)[0] == 60.0
    real = game_ui.time_limit
    monkeypatch.setattr(game_ui, "time_limit", lambda opts: (1.0, real(opts)[1]))  # a minute is too long to wait
    # The bot's first answer starts its worker process, which on a cold, loaded machine can take
    # longer than the clock: warm it first, so the clock runs out on the person's turn as intended.
    warm = game.new_game(2, options, 8)
    mover = warm.to_move()[0]
    run(loop, window.bot_worker().decide(warm.view(mover), mover, "heuristic", 1), timeout=120)
    setup = MatchSetup("landlord", (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot", "heuristic")), options, 8)
    match = window.start_match(setup)
    page = window.game_page

    def timed_up() -> bool:
        return any(type(a).__name__ == "TimeUp" for _s, a, _e in match.history)

    def answer(seat: int) -> None:  # wait out the clock, then play on with the first choice
        if timed_up():
            QTimer.singleShot(0, lambda: (page.select_choice(0), page.do_button.click()))

    match.humanTurn.connect(answer)

    wait_until(loop, lambda: any(type(a).__name__ == "TimeUp" for _s, a, _e in match.history), timeout=60)
    seat, _action, events = next(h for h in match.history if type(h[1]).__name__ == "TimeUp")
    assert seat == 0 and any(type(e).__name__ == "TimeCalled" for e in events)
    result = run(loop, match.task, timeout=300)
    assert result is not None
    ended = [e for _s, _a, evs in match.history for e in evs if type(e).__name__ == "GameEnded"]
    assert ended and ended[-1].reason == "time"


def test_a_match_resumes_from_a_keeper_that_already_holds_a_game(qapp, loop):
    from desktop.app.window import MainWindow

    setup = bots("tiny_market", 2, seed=12)
    keeper = ListKeeper(setup)
    first = keeper.state.to_move()[0]
    keeper.apply(first, keeper.state.legal_actions(first)[0])  # a game already under way
    window = MainWindow()
    window.settings.set_speed("off", persist=False)
    match = window.start_match(setup, keeper=keeper)
    run(loop, match.task)
    assert match.state is keeper.state and keeper.state.is_over()
    # the match's history holds the action taken before it started too
    assert [(seat, action) for seat, action, _e in match.history] == keeper.kept
    window.close()
