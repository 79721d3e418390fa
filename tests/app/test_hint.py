"""The Hint button: the Expert's top moves on your turn, computed in the worker, never acting,
dropped when the game moves on."""

from __future__ import annotations

import pytest

from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from tests.app.conftest import wait_until


@pytest.mark.slow
def test_hint_shows_top_moves_marks_the_best_and_never_acts(window, loop):
    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "heuristic"), SeatSpec(BOT, "Bot 2", "heuristic"))
    match = window.start_match(MatchSetup("stockpile", seats, None, 4))
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0 and len(page.legal) > 1)
    hint = page.hint
    assert hint.button.isVisible() and hint.button.isEnabled()
    decisions = match.decisions
    hint.action.trigger()  # the H key
    assert not hint.button.isEnabled()  # one hint at a time; the window goes on
    wait_until(loop, lambda: bool(hint.moves), timeout=120)
    assert match.decisions == decisions and match.waiting_seat == 0  # it never acts
    assert hint.best == hint.moves[0].action and hint.best in page.legal
    assert [m.win_chance for m in hint.moves] == sorted((m.win_chance for m in hint.moves), reverse=True)
    text = hint.label.text()
    assert "%" in text and page.game_ui.describe_action(match.view(), 0, hint.best, match.names) in text
    marked = [r for r in range(page.choices.rowCount()) if page.choices.text(r).startswith("★ Hint: ")]
    assert [page.choices.action(r) for r in marked] == [hint.best]
    # the stored game remembers that you asked (a win with hints shows as such in the statistics)
    assert match.keeper is not None and match.keeper.store.hinted(match.keeper.id)
    # acting moves the game on: the hint is gone, and a hint asked and then overtaken is dropped
    hint.request()
    page._submit(page.legal[-1])
    assert not hint.moves and hint.label.isHidden()
    wait_until(loop, lambda: (match.waiting_seat == 0 and len(page.legal) > 1) or match.task.done())
    assert not hint.moves
