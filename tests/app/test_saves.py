"""Saves in the app: every match is stored as it is played, Continue resumes
it exactly, the saved-games page deletes (after confirmation), exports and
imports (refusing bad files with their message, changing nothing), the
campaign and statistics pages, and undo.  Each test has its own database
(TRADING_FLOOR_DATA_DIR in tmp_path, see conftest.py)."""

from __future__ import annotations

import asyncio
import gc
import json

import pytest

from desktop.app.i18n import translate
from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from tests.app.conftest import run, wait_until


@pytest.fixture
def windows(qapp, loop):
    """Open main windows (each with the test's database); all closed after."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop.app.window import MainWindow

    made = []

    def make():
        w = MainWindow()
        w.settings.set_speed("off", persist=False)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        close(w, loop)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def close(w, loop):
    """Close a window as the player does: its match stops, the database closes."""
    match = w.match
    w.close()
    if match is not None:
        pool = getattr(match._worker, "_pool", None)
        if pool is not None:
            pool.shutdown(wait=True)
        if match.task is not None and not match.task.done():
            loop.run_until_complete(asyncio.gather(match.task, return_exceptions=True))
    w.close_store()


def human_vs_bots(game_id="stockpile", bots=2, seed=5, options=None):
    seats = (SeatSpec(YOU, "Mei"), *(SeatSpec(BOT, f"Bot {i + 1}", "heuristic") for i in range(bots)))
    return MatchSetup(game_id, seats, options, seed)


async def play_human(window, stop, on_turn=None):
    """Answer the human seat's turns through the action panel (first row)
    until ``stop()``; ``on_turn()`` runs at each turn first and may return
    True to have the turn looked at again (after an undo)."""
    while not stop():
        match = window.match
        page = window.game_page
        if match.task.done():
            return
        if match.waiting_seat is not None and not page.animating and page.choices.rowCount():
            if on_turn is not None and on_turn():
                await asyncio.sleep(0)
                continue
            page.select_choice(0)
            page.do_button.click()
        await asyncio.sleep(0.002)


def legal_landlord(max_rounds):
    from desktop.engine import registry

    game = registry.get("landlord")
    return game.options_type.from_json({**game.default_options().to_json(), "max_rounds": max_rounds})


# -- saving and Continue ---------------------------------------------------------


def test_a_game_played_closed_and_reopened_continues_at_the_same_state_hash(windows, loop):
    first = windows()
    assert not first.continue_button.isEnabled() and first.continue_button.toolTip()
    match = first.start_match(human_vs_bots())
    run(loop, play_human(first, lambda: match.decisions >= 12 and match.waiting_seat == 0))
    wait_until(loop, lambda: match.waiting_seat == 0)
    played_hash = match.state.state_hash()
    played = len(match.keeper.actions)
    log_lines = len(first.game_page.log.lines)
    price_points = list(first.game_page.prices.points)
    assert first.store.game_info(match.keeper.id).state_hash == played_hash  # on disk before the next decision
    close(first, loop)

    second = windows()
    assert second.continue_button.isEnabled()
    second.continue_button.click()
    resumed = second.match
    assert resumed is not None and resumed.keeper.id == match.keeper.id
    assert resumed.state.state_hash() == played_hash
    assert len(resumed.keeper.actions) == played
    assert second.pages.currentWidget() is second.game_page
    assert len(second.game_page.log.lines) == log_lines  # the log reads as it was played
    assert second.game_page.prices.points == price_points and price_points  # so does the price chart
    wait_until(loop, lambda: resumed.waiting_seat == 0)  # and it is your choice again


def test_the_new_game_dialogs_seats_are_stored_with_names_and_levels(windows, loop):
    w = windows()
    setup = MatchSetup("stockpile", (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "hard"),
                                     SeatSpec(BOT, "Bruno", "easy")), None, 11)
    match = w.start_match(setup)
    wait_until(loop, lambda: match.waiting_seat == 0)
    info = w.store.game_info(match.keeper.id)
    assert [(s.kind, s.name, s.level) for s in info.seats] == [
        ("human", "Mei", None), ("bot", "Ada", "hard"), ("bot", "Bruno", "easy")]
    assert info.seed == 11 and info.game_id == "stockpile"


def test_a_database_that_will_not_open_is_reported_and_the_app_plays_without_saving(
        windows, loop, tmp_path, monkeypatch):
    data = tmp_path / "broken"
    data.mkdir()
    bad = data / "trading-floor.sqlite3"
    bad.write_bytes(b"this is not a database, but it is the player's file" * 100)
    before = bad.read_bytes()
    monkeypatch.setenv("TRADING_FLOOR_DATA_DIR", str(data))
    w = windows()
    assert w.store is None
    assert w.storage_notice.isVisibleTo(w) and "not a Trading Floor database" in w.storage_notice.text()
    assert not w.saved_button.isEnabled()
    match = w.start_match(human_vs_bots())  # still playable, in memory
    assert match.keeper is None
    wait_until(loop, lambda: match.waiting_seat == 0)
    assert bad.read_bytes() == before


# -- the saved-games page ----------------------------------------------------------


def stored_games(store, n=2):
    from desktop.storage import Seat

    ids = []
    for i in range(n):
        saved = store.new_game("stockpile", None, [Seat.human("Mei"), Seat.bot("easy", "Ada"),
                                                   Seat.bot("hard", "Bruno")], seed=20 + i)
        for _ in range(4):
            seat = saved.state.to_move()[0]
            saved.apply(seat, saved.state.legal_actions(seat)[0])
        ids.append(saved.id)
    return ids


def test_saved_games_page_lists_every_game_and_resumes_the_chosen_one(windows, loop):
    w = windows()
    ids = stored_games(w.store)
    w.show_saved_games()
    page = w.saved_page
    assert w.pages.currentWidget() is page
    assert page.model.rowCount() == 2
    assert "Ada" in page.model.item(0, 1).text() and "Bruno" in page.model.item(0, 1).text()
    page.select(ids[0])
    page.resume_button.click()
    assert w.match.keeper.id == ids[0]
    assert w.match.state.state_hash() == w.store.game_info(ids[0]).state_hash
    wait_until(loop, lambda: w.match.waiting_seat == 0)


def test_deleting_a_saved_game_asks_first_and_only_then_deletes(windows, loop, monkeypatch):
    w = windows()
    ids = stored_games(w.store)
    w.show_saved_games()
    page = w.saved_page
    asked = []
    monkeypatch.setattr(page, "confirm", lambda text: asked.append(text) or False)
    page.select(ids[1])
    page.delete_button.click()
    assert asked and len(w.store.list_games()) == 2  # "no": nothing deleted
    monkeypatch.setattr(page, "confirm", lambda text: asked.append(text) or True)
    page.delete_button.click()
    assert [g.id for g in w.store.list_games()] == [ids[0]]
    assert page.model.rowCount() == 1


def test_export_writes_a_file_that_imports_as_the_same_game(windows, loop, tmp_path):
    w = windows()
    (gid, _) = stored_games(w.store)
    w.show_saved_games()
    page = w.saved_page
    path = tmp_path / "game.json"
    assert page.export_to(gid, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "trading-floor-game" and len(data["actions"]) == 4
    new_id = page.import_from(path)
    assert new_id is not None and page.model.rowCount() == 3
    assert w.store.game_info(new_id).state_hash == w.store.game_info(gid).state_hash


def _bad_files(export: dict) -> dict[str, bytes]:
    from desktop.storage.exchange import MAX_BYTES

    def js(**change):
        return json.dumps({**export, **change}).encode()

    actions = [list(a) for a in export["actions"]]
    actions[2][0] = (actions[2][0] + 1) % len(export["seats"])
    return {
        "not_json": b"\x00\x01 this is not JSON",
        "too_large": b" " * (MAX_BYTES + 1),
        "wrong_format": js(format="a-spreadsheet"),
        "unsupported_version": js(version=999),
        "unknown_game": js(game="chess"),
        "bad_player_count": js(players=9),
        "unknown_option": js(options={**export["options"], "bogus": 1}),
        "illegal_action": js(actions=actions),
        "hash_mismatch": js(state_hash="0" * len(export["state_hash"])),
    }


@pytest.mark.parametrize("kind", ["not_json", "too_large", "wrong_format", "unsupported_version", "unknown_game",
                                  "bad_player_count", "unknown_option", "illegal_action", "hash_mismatch"])
def test_importing_a_bad_file_names_what_is_wrong_and_changes_nothing(windows, loop, tmp_path, kind):
    from desktop.app.storage_ui import IMPORT_REASONS

    w = windows()
    (gid, _) = stored_games(w.store)
    export = json.loads(w.store.export_game(gid))
    path = tmp_path / f"{kind}.json"
    path.write_bytes(_bad_files(export)[kind])
    w.show_saved_games()
    page = w.saved_page
    before = w.store.dump()
    assert page.import_from(path) is None
    assert w.store.dump() == before
    message = page.message.text()
    template = translate("Storage", IMPORT_REASONS[kind])
    assert max(template.split("%1"), key=len) in message, message
    assert path.name in message
    if kind == "illegal_action":
        assert "Move 3 " in message  # counted from 1


# -- campaign and statistics ----------------------------------------------------------

TINY_CAMPAIGN = {
    "rivals": {
        "wang_lei": {"name": "Wang Lei", "native": "王磊", "home": "CN", "level": "easy",
                     "personality": {"risk": 0.5, "bidding": 0.5, "trading": 0.6}},
        "sato_haruka": {"name": "Sato Haruka", "native": "佐藤遥", "home": "JP", "level": "easy",
                        "personality": {"risk": 0.2, "bidding": 0.3, "trading": 0.5}},
    },
    "campaigns": [{
        "id": "quick_circuit", "points": [5, 3, 1, 0],
        "chapters": [
            {"id": "circuit_landlord", "game": "landlord", "players": 2, "options": {"max_rounds": 2},
             "rivals": [{"id": "wang_lei"}], "unlocks": ["title.circuit_champion"], "goal": {"score": 0}},
            {"id": "circuit_stockpile", "game": "stockpile", "players": 3, "options": {},
             "rivals": [{"id": "wang_lei"}, {"id": "sato_haruka"}]},
        ],
    }],
}


def test_campaign_start_play_a_chapter_and_the_standings_update(windows, loop):
    from desktop.campaign import Campaigns, parse_definitions

    w = windows()
    w.show_campaigns()
    page = w.campaign_page
    _rivals, defs = parse_definitions(TINY_CAMPAIGN)
    page.camps = Campaigns(w.store, defs)
    page.retranslate()
    assert page.play_button.isEnabled() is False  # no campaign yet
    page.name_edit.setText("Mei")
    page.start_button.click()
    cid = page.current
    assert cid is not None and page.list_model.rowCount() == 1
    assert page.chapters.rowCount() == 2 and page.rivals.rowCount() == 1
    assert "Wang Lei" in page.rivals.item(0, 0).text()
    assert "Circuit Champion" in page.where.text()  # what the next chapter unlocks
    page.play_button.click()
    match = w.match
    assert match.keeper.info.campaign == cid and match.keeper.info.chapter == "circuit_landlord"
    from PySide6.QtWidgets import QPushButton

    end_buttons = [w.game_page.form.findChild(QPushButton, n) for n in ("againButton", "homeButton")]
    assert end_buttons[0].isHidden() and "Campaign page" in end_buttons[1].text()  # says what it does
    w._update_home()
    assert w.continue_button.toolTip().startswith("Quick Circuit, chapter 5: Circuit: Landlord — ")
    side, end = w.game_page.rival_strips  # the rival's face and voice: portrait, style, greeting
    assert side.isVisible() and [r.id for r in side.rivals] == ["wang_lei"]
    assert "Wang Lei" in side.lines[0].text() and "A calm market is a fair market" in side.lines[0].text()
    assert "Steady and balanced" in side.lines[0].text()
    run(loop, play_human(w, lambda: match.task.done()), timeout=300)
    assert match.state.is_over()
    assert end.isVisible() and "Balanced to the end" in end.lines[0].text()  # the parting line
    w.game_page.leaveRequested.emit()  # back from a campaign match: the campaign page
    assert w.pages.currentWidget() is page
    progress = page.camps.progress(cid)
    assert progress.chapters[0].status == "done" and progress.player.played == 1
    from desktop.app.chapterend import ChapterEndDialog

    assert page.findChild(ChapterEndDialog) is not None  # the chapter-end moment opened over the page
    assert page.chapters.item(0, 2).text() == translate("Campaign", "done")
    assert page.standings.rowCount() == 2
    points = {page.standings.item(r, 1).text(): page.standings.item(r, 2).text() for r in range(2)}
    assert sorted(points.values()) != ["0", "0"]  # someone won points
    assert progress.current.chapter.id == "circuit_stockpile"


def test_statistics_page_shows_a_finished_game(windows, loop):
    w = windows()
    match = w.start_match(human_vs_bots("landlord", 1, options=legal_landlord(2)))
    run(loop, play_human(w, lambda: match.task.done()), timeout=300)
    assert w.store.game_info(match.keeper.id).status == "finished"
    w.show_statistics()
    page = w.statistics_page
    assert w.pages.currentWidget() is page
    assert page.levels.rowCount() == 1 and page.best.rowCount() == 1
    assert page.levels.item(0, 2).text() == "1"  # played once
    assert "1" in page.summary.text()


# -- undo ---------------------------------------------------------------------------


def test_undo_restores_the_state_before_your_decision_and_is_refused_after_a_reveal(windows, loop):
    from desktop.app.storage_ui import UNDO_REASONS

    w = windows()
    match = w.start_match(human_vs_bots("stockpile", 2, seed=8))
    page = w.game_page
    at_turn: dict[int, str] = {}
    seen = {"undone": 0, "refused": 0}

    def on_turn():
        keeper = match.keeper
        at_turn.setdefault(len(keeper.actions), match.state.state_hash())
        reason = match.undo_blocked_by()
        if reason is None and not seen["undone"]:
            lines_before = len(page.log.lines)
            assert page.undo_button.isEnabled() and page.undo_action.isEnabled()
            page.undo_action.trigger()  # the Ctrl+Z action
            seen["undone"] += 1
            assert match.state.state_hash() == at_turn[len(keeper.actions)]
            assert len(page.log.lines) < lines_before  # the log was rebuilt
            assert page.legal == match.state.legal_actions(0)
            return True
        if reason == "revealed_since":
            hash_before = match.state.state_hash()
            assert not page.undo_button.isEnabled()
            assert page.undo_button.toolTip() == translate("Storage", UNDO_REASONS["revealed_since"])
            assert not page.undo()
            assert match.state.state_hash() == hash_before
            seen["refused"] += 1
        return False

    run(loop, play_human(w, lambda: (seen["undone"] and seen["refused"]) or match.task.done(), on_turn),
        timeout=300)
    assert seen["undone"] == 1 and seen["refused"] >= 1
    wait_until(loop, lambda: match.waiting_seat == 0 or match.task.done())


def test_a_saved_game_that_no_longer_loads_is_reported_and_kept(windows, loop):
    from desktop.app.storage_ui import LOAD_REASONS

    w = windows()
    gid = stored_games(w.store, 1)[0]
    w.store.conn.execute("UPDATE games SET state_hash = ? WHERE id = ?", ("0" * 32, gid))
    w.store.conn.commit()
    before = w.store.dump()
    w._update_home()
    assert w.continue_button.isEnabled()
    w.continue_button.click()
    assert w.match is None
    assert translate("Storage", LOAD_REASONS["hash_mismatch"]) in w.last_message
    assert w.store.dump() == before  # kept untouched for a later version


def test_every_campaign_text_id_has_an_english_text():
    from desktop.app.campaign_texts import TEXTS, campaign_text
    from desktop.campaign import load_definitions

    rivals, defs = load_definitions()
    ids = [f"rival.{r}.blurb" for r in rivals]
    for d in defs:
        ids += [d.title_id, d.intro_id]
        for ch in d.chapters:
            ids += [ch.title_id, ch.intro_id] + [f"unlock.{u}" for u in ch.unlocks]
    for text_id in ids:
        if text_id.startswith(("unlock.rival.", "unlock.level.", "unlock.theme.", "unlock.token.")):
            text = campaign_text(text_id)  # put into words from its parts
        else:
            assert text_id in TEXTS, text_id
            text = campaign_text(text_id)
        assert text and text_id not in text and "(no description)" not in text, text_id
