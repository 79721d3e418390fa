"""Tutorials (desktop/app/tutorials): each file's script replays legally through the engine, every
step's anchor is on the board at that step, every text exists, and in the window the guide accepts
only the expected move, plays the scripted opponents, and leaving mid-way leaves a normal saved game
that resumes where it was."""

from __future__ import annotations

import pytest

from desktop.app.gameui import ui_for
from desktop.app.tutorials import PERSON, TutorialError, _read, available, load, parse, positions, replay
from desktop.app.tutorials.texts import TEXTS
from desktop.engine import registry
from tests.app.conftest import wait_until
from tests.app.test_saves import windows  # noqa: F401  (the fixture)

GAMES = available()


def test_every_game_has_a_tutorial() -> None:
    five = {"stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord"}
    assert five <= set(GAMES) <= set(registry.ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_each_step_is_legal_at_its_step(game_id: str) -> None:
    text = _read(game_id)
    assert text is not None
    tutorial = parse(text)  # raises with what is wrong
    assert 12 <= len(tutorial.steps) <= 25
    assert any(step.do is not None for step in tutorial.steps)
    assert any(step.watch for step in tutorial.steps)
    state = replay(tutorial)  # IllegalAction names the step
    assert not state.is_over()
    for step, before in positions(tutorial):
        if step.do is not None:
            assert before.to_move()[0] == PERSON, step.id


@pytest.mark.parametrize("game_id", GAMES)
def test_each_step_has_its_text(game_id: str) -> None:
    tutorial = load(game_id)
    assert tutorial is not None
    ids = {tutorial.text_id(step) for step in tutorial.steps}
    assert all(TEXTS.get(i, "").strip() for i in ids), sorted(i for i in ids if i not in TEXTS)
    unused = {k for k in TEXTS if k.startswith(f"{game_id}.")} - ids
    assert not unused


@pytest.mark.parametrize("game_id", GAMES)
def test_each_anchor_is_on_the_board_at_its_step(qapp, game_id: str) -> None:
    tutorial = load(game_id)
    assert tutorial is not None
    game_ui = ui_for(game_id)
    scene = game_ui.scene_class()(game_ui, ["You", "Ada", "Bruno", "Chiyo", "Dmitri"][:tutorial.players])
    missing = []
    for step, state in positions(tutorial):
        view = state.view(PERSON)
        legal = view.legal_actions(PERSON) if PERSON in state.to_move() else []
        scene.show_view(view, legal)
        if scene.anchor_rect(step.anchor) is None:
            missing.append((step.id, step.anchor))
    assert not missing


def test_a_file_that_is_not_a_tutorial_is_refused_with_its_fault() -> None:
    with pytest.raises(TutorialError):
        parse('game = "stockpile"\nplayers = 3\nseed = 1\n[[step]]\nid = "a"\ndo = { type = "Nope" }\n')
    with pytest.raises(TutorialError):
        parse('game = "no_such_game"\nplayers = 3\nseed = 1\n[[step]]\nid = "a"\n')
    with pytest.raises(TutorialError):
        parse("this is = not [toml")
    assert load("no_such_game") is None


def _guide(window):  # type: ignore[no-untyped-def]
    return window.game_page.tutorial


def test_the_guide_takes_only_the_expected_move_and_leaving_leaves_a_saved_game(windows, loop) -> None:  # noqa: F811
    w = windows()
    match = w.start_tutorial("stockpile")
    guide = _guide(w)
    assert guide is not None and guide.active
    page = w.game_page
    tutorial = guide.tutorial
    wait_until(loop, lambda: match.waiting_seat == match.viewer)
    assert guide.panel.isVisible() and guide.panel.text.text()
    # an explaining step first: Next goes on
    guide.next()
    guide.next()
    assert guide.step().do is not None
    expected = guide.expected()
    other = next(a for a in page.legal if a != expected)
    page._submit(other)  # refused, with a note saying what to do
    assert len(match.history) == 0 and guide.panel.note.text()
    assert page.scene.legal_drawn == [expected]  # only the expected move is lit on the board
    row = next(r for r in range(page.choices.rowCount()) if page.choices.action(r) == expected)
    page.select_choice(row)
    page._do_current()
    wait_until(loop, lambda: len(match.history) >= 1 and match.waiting_seat == match.viewer)
    # play on through the next steps (Next makes the asked move) until the opponents have played
    while len(match.history) < 8:
        before = (guide.index, len(match.history))
        guide.next()
        wait_until(loop, lambda before=before: (guide.index, len(match.history)) != before
                   and (match.waiting_seat == match.viewer or guide.step().do is None)
                   and not page.animating, timeout=60)
    assert [a for _s, a, _e in list(match.history)[:8]] == [a for _s, a in tutorial.script[:8]]
    assert not guide.missing
    gid = match.keeper.id
    guide.leave()
    assert page.tutorial is None and not guide.active
    played = len(match.history)
    wait_until(loop, lambda: match.waiting_seat == match.viewer)
    stored = w.store.game_info(gid)
    assert stored.action_count == len(match.history) >= played
    live = str(match.state.state_hash())
    w.drop_match(gid=gid)
    resumed = w.resume_game(gid)
    assert resumed is not None and str(resumed.state.state_hash()) == live
    assert w.game_page.tutorial is None


def test_a_finished_tutorial_is_remembered(windows, loop) -> None:  # noqa: F811
    from desktop.app.tutorials.guide import is_done

    w = windows()
    match = w.start_tutorial("stockpile")
    guide = _guide(w)
    assert not is_done(w.settings, "stockpile")
    count = len(guide.steps)
    for _ in range(200):
        if not guide.active:
            break
        before = (guide.index, len(match.history))
        guide.next()
        wait_until(loop, lambda before=before: not guide.active or ((guide.index, len(match.history)) != before
                                                      and not w.game_page.animating), timeout=60)
    assert not guide.active and is_done(w.settings, "stockpile")
    assert len(guide.seen) == count and not guide.missing


def test_the_offer_comes_once_on_a_games_first_start_and_never_after_its_tutorial(windows, loop, monkeypatch) -> None:  # noqa: F811
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def answer(box):  # type: ignore[no-untyped-def]
        asked.append(box.text())
        box.accepted_button = box.buttons()[0]
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: getattr(box, "accepted_button", None))
    w = windows()
    assert w.offer_tutorial("stockpile") is True
    assert "Stockpile" in asked[0]
    assert w.offer_tutorial("stockpile") is False  # asked once per game
    w.settings.set_flag("tutorial/done/hab_und_gut", True)
    assert w.offer_tutorial("hab_und_gut") is False  # a finished tutorial is not offered
    assert len(asked) == 1


def test_the_rules_dialog_offers_the_chosen_games_tutorial(qapp) -> None:
    from desktop.app.rules import RulesDialog

    dialog = RulesDialog(None, "black_friday")
    assert dialog.learn.isEnabled()
    dialog.learn.click()
    assert dialog.tutorial_requested == "black_friday" and dialog.result() == 1
    dialog.deleteLater()


def test_the_panel_speaks_the_new_language_after_a_switch(windows, loop) -> None:  # noqa: F811
    from desktop.app.translations import install

    w = windows()
    match = w.start_tutorial("landlord")
    guide = _guide(w)
    assert match is not None and guide.step().id == "welcome"
    english = guide.panel.text.text()
    try:
        install("ja")
        wait_until(loop, lambda: guide.panel.text.text() != english, timeout=10)
        assert "地主" in guide.panel.text.text() or "ようこそ" in guide.panel.text.text()
    finally:
        install("en")
    wait_until(loop, lambda: guide.panel.text.text() == english, timeout=10)


def test_a_game_that_leaves_the_script_goes_on_as_a_normal_game(windows, loop) -> None:  # noqa: F811
    w = windows()
    match = w.start_tutorial("hab_und_gut")
    guide = _guide(w)
    page = w.game_page
    wait_until(loop, lambda: match.waiting_seat == match.viewer)
    guide.next()
    guide.next()
    expected = guide.expected()
    other = next(a for a in page.legal if a != expected)
    match.submit(other)  # past the page (as a compose dialog's queued steps go): off the script
    wait_until(loop, lambda: not guide.active)
    assert page.tutorial is None
    wait_until(loop, lambda: match.waiting_seat == match.viewer and not page.animating)
    assert len(match.history) == 1 and page.scene.legal_drawn == page.legal  # every move lit again


def test_undo_takes_the_tutorial_back_to_the_step_of_that_moment(windows, loop) -> None:  # noqa: F811
    w = windows()
    match = w.start_tutorial("hab_und_gut")
    guide = _guide(w)
    page = w.game_page
    wait_until(loop, lambda: match.waiting_seat == match.viewer)
    guide.next()
    guide.next()
    asked = guide.index
    guide.next()  # the move made for you
    wait_until(loop, lambda: len(match.history) == 1 and match.waiting_seat == match.viewer and not page.animating)
    assert guide.index == asked + 1
    assert page.undo()
    wait_until(loop, lambda: match.waiting_seat == match.viewer)
    assert len(match.history) == 0 and guide.index == asked and guide.active
    assert page.scene.legal_drawn == [guide.expected()]


def test_once_the_script_is_played_out_every_move_is_yours_while_the_last_steps_explain(windows, loop) -> None:  # noqa: F811
    w = windows()
    match = w.start_tutorial("stockpile")
    guide = _guide(w)
    page = w.game_page
    script = len(guide.script)
    for _ in range(100):
        if len(match.history) >= script:
            break
        before = (guide.index, len(match.history))
        guide.next()
        wait_until(loop, lambda before=before: (guide.index, len(match.history)) != before
                   and not page.animating, timeout=60)
    assert guide.active and guide.index < len(guide.steps) - 1  # explaining steps still to read
    wait_until(loop, lambda: match.waiting_seat == match.viewer and not page.animating)  # the bots played on
    assert page.scene.legal_drawn == page.legal
    move = page.legal[-1]
    page._submit(move)
    wait_until(loop, lambda: len(match.history) > script and not page.animating)
    assert guide.active


def test_back_shows_an_earlier_step_with_the_board_as_it_was_then(windows, loop) -> None:  # noqa: F811
    w = windows()
    match = w.start_tutorial("hab_und_gut")
    guide = _guide(w)
    page = w.game_page
    for _ in range(40):  # to the first move asked after the opponents played
        if guide.step().id == "play_full" and match.waiting_seat == match.viewer and not page.animating:
            break
        before = (guide.index, len(match.history))
        guide.next()
        wait_until(loop, lambda before=before: (guide.index, len(match.history)) != before
                   and not page.animating, timeout=60)
    now = page.scene.view_drawn.cash[0]
    guide.back()  # the opponents' buying: the board as it was before it
    guide.back()  # your turn's end: you had bought your two shares of Sugar
    assert guide.preview == guide.steps[guide.shown].start < len(match.history)
    assert page.scene.legal_drawn == [] and page.scene.view_drawn.cash[0] == now
    guide.back()
    guide.back()
    guide.back()  # before your first purchase
    assert page.scene.view_drawn.cash[0] > now and page.scene.legal_drawn == []
    for _ in range(5):
        guide.next()
    assert guide.shown == guide.index and guide.preview is None
    assert page.scene.legal_drawn == [guide.expected()] and page.scene.view_drawn.cash[0] == now
    assert len(match.history) == guide.step().start  # looking back changed nothing in the game
