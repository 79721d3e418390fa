"""The campaign's rewards in the app: New game offers a variant, a player
count or a computer level only once a campaign has earned it (or the setting
"unlock everything" is on); the chapter-end screen shows what a chapter
match earned."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.app.test_saves import windows  # noqa: F401  (a fixture)
from tests.storage.helpers import open_store


@pytest.fixture(autouse=True)
def _english(qapp):  # type: ignore[no-untyped-def]
    """These tests read English texts: whatever an earlier test left installed (a pseudo-language) goes."""
    from desktop.app.i18n import set_language

    set_language("en")


def _enabled(combo, data) -> bool:  # type: ignore[no-untyped-def]
    model = combo.model()
    return bool(model.flags(model.index(combo.findData(data), 0)) & Qt.ItemFlag.ItemIsEnabled)


def _option(dialog, name):  # type: ignore[no-untyped-def]
    return dialog.option_widgets[name]


def test_an_unlock_is_closed_in_new_game_before_it_is_earned_and_open_after(qapp, tmp_path):
    from desktop.app.newgame import NewGameDialog, locked_in_free_play

    with open_store(tmp_path) as store:
        before = NewGameDialog(None, "stockpile", locked_in_free_play(store, False))
        box = _option(before, "advanced_board")
        assert not box.isEnabled() and not box.isChecked() and "Corner Lots" in box.toolTip()
        row = before.seat_rows[1]
        assert _enabled(row.level, "easy") and not _enabled(row.level, "hard")
        assert row.level.currentData() == "easy"  # the default is a level that is open
        row.level.setCurrentIndex(row.level.findData("expert"))  # forced past the closed item
        with pytest.raises(ValueError):
            before.setup()
        box.setChecked(True)
        row.level.setCurrentIndex(row.level.findData("easy"))
        with pytest.raises(ValueError):
            before.setup()
        bf = NewGameDialog(None, "black_friday", locked_in_free_play(store, False))
        assert bf.players_spin.maximum() == 4

        store.grant(["variant.stockpile.advanced_board", "level.normal", "level.hard",
                     "variant.black_friday.five_players"], campaign=1)
        after = NewGameDialog(None, "stockpile", locked_in_free_play(store, False))
        box = _option(after, "advanced_board")
        assert box.isEnabled()
        box.setChecked(True)
        row = after.seat_rows[1]
        assert _enabled(row.level, "hard") and not _enabled(row.level, "expert")
        row.level.setCurrentIndex(row.level.findData("hard"))
        setup = after.setup()
        assert setup.options.advanced_board and "hard" in [s.level for s in setup.seats]
        assert NewGameDialog(None, "black_friday", locked_in_free_play(store, False)).players_spin.maximum() == 5
        assert not _option(after, "investors").isEnabled()


def test_unlock_everything_opens_all_and_is_off_by_default(qapp, tmp_path):
    from desktop.app.newgame import NewGameDialog, locked_in_free_play
    from desktop.app.settings import Settings

    settings = Settings()
    assert settings.unlock_everything is False
    settings.set_unlock_everything(True)
    assert Settings().unlock_everything is True
    with open_store(tmp_path) as store:
        dialog = NewGameDialog(None, "stockpile", locked_in_free_play(store, settings.unlock_everything))
        assert _option(dialog, "investors").isEnabled() and _enabled(dialog.seat_rows[1].level, "expert")


def _tour(first_goal, unlocks=("level.hard",)):  # type: ignore[no-untyped-def]
    from desktop.campaign import parse_definitions

    rivals = {"chen_yating": {"name": "Chen Ya-ting", "native": "陳雅婷", "home": "TW", "level": "random",
                              "names": {"zh_TW": "陳雅婷", "ja": "陳雅婷", "zh_CN": "陈雅婷"}},
              "sato_haruka": {"name": "Sato Haruka", "native": "佐藤遥", "home": "JP", "level": "random",
                              "names": {"zh_TW": "佐藤遙", "ja": "佐藤遥", "zh_CN": "佐藤遥"}}}
    chapters = [{"id": "opening_bell", "game": "tiny_market", "players": 2, "rivals": [{"id": "chen_yating"}],
                 "unlocks": list(unlocks), "goal": first_goal},
                {"id": "harvest_shares", "game": "tiny_market", "players": 2, "rivals": [{"id": "sato_haruka"}]}]
    return parse_definitions({"rivals": rivals, "campaigns": [{"id": "grand_tour", "points": [10, 5],
                                                              "chapters": chapters}]})[1]


def _finished_chapter(store, goal, unlocks=("level.hard",)):  # type: ignore[no-untyped-def]
    from desktop.campaign import Campaigns
    from tests.campaign.test_career import finish

    camps = Campaigns(store, _tour(goal, unlocks))
    cid = camps.start("grand_tour", "Mei", seed=5)
    saved = camps.play(cid)
    finish(saved)
    return camps, cid, saved


def test_the_chapter_end_screen_shows_points_stars_standings_and_unlocks(qapp, tmp_path):
    from desktop.app.chapterend import NEXT_CHAPTER, ChapterEndDialog

    with open_store(tmp_path) as store:
        camps, cid, saved = _finished_chapter(store, {"score": 0})
        end = camps.chapter_end(cid, saved.id)
        dialog = ChapterEndDialog(end)
        dialog.finish_animation()
        assert dialog.headline.text() == "Chapter complete!"
        assert dialog.stars.text().count("★") == end.stars >= 1
        assert f"earned {end.points} points" in dialog.summary.text()
        rows = dialog.standings.rowCount()
        assert rows == 2
        names = {dialog.standings.item(r, 1).text(): dialog.standings.item(r, 2).text() for r in range(rows)}
        assert names["Mei"] == str(end.points) and "Chen Ya-ting" in names
        assert dialog.unlocks.isVisible() is False or dialog.unlocks.text()
        assert "Hard" in dialog.unlocks.text()
        assert [r.id for r in dialog.next_rivals.rivals] == ["sato_haruka"]  # with portrait and greeting
        assert "Sato Haruka" in dialog.next_rivals.lines[0].text()
        assert dialog.play_button.text() == "&Next chapter"
        dialog.play_button.click()
        assert dialog.choice == NEXT_CHAPTER


def test_a_missed_goal_shows_a_retry_and_keeps_the_next_chapter_closed(qapp, tmp_path):
    from desktop.app.chapterend import RETRY_CHAPTER, ChapterEndDialog

    with open_store(tmp_path) as store:
        camps, cid, saved = _finished_chapter(store, {"score": 10**9})
        dialog = ChapterEndDialog(camps.chapter_end(cid, saved.id))
        assert dialog.headline.text() == "Goal missed" and dialog.stars.text() == "☆☆☆"
        assert not dialog.unlocks.text() and dialog.play_button.text() == "&Retry chapter"
        dialog.play_button.click()
        assert dialog.choice == RETRY_CHAPTER
        assert [c.status for c in camps.progress(cid).chapters] == ["retry", "locked"]
        again = camps.play(cid)
        assert again.info.chapter == "opening_bell" and again.id != saved.id


def test_rival_names_follow_the_language(qapp, tmp_path, monkeypatch):
    from desktop.app import rival_names
    from desktop.app.chapterend import ChapterEndDialog

    with open_store(tmp_path) as store:
        camps, cid, saved = _finished_chapter(store, {"score": 0})
        end = camps.chapter_end(cid, saved.id)
        for language, chen, sato in (("zh_TW", "陳雅婷", "佐藤遙"), ("ja", "陳雅婷", "佐藤遥"),
                                     ("zh_CN", "陈雅婷", "佐藤遥"), ("en", "Chen Ya-ting", "Sato Haruka")):
            monkeypatch.setattr(rival_names, "current_language", lambda lang=language: lang)
            dialog = ChapterEndDialog(end)
            shown = [dialog.standings.item(r, 1).text() for r in range(dialog.standings.rowCount())]
            assert chen in shown and sato in dialog.next_rivals.lines[0].text()


def test_statistics_page_lists_achievements_earned_first_and_the_rest_to_aim_for(window):
    from desktop.campaign.achievements import load_achievements

    window.store.grant(["achievement.landlord_monopoly", "title.floor_legend"])
    window.show_statistics()
    page = window.statistics_page
    assert "Your titles: Legend of the Floor" in page.summary.text()
    rows = page.achievements.rowCount()
    assert rows == len(load_achievements())
    assert page.achievements.item(0, 0).text() == "🏆 The Whole Street"
    assert "colour group" in page.achievements.item(0, 1).text()
    assert page.achievements.item(1, 2).text() == "not yet"


def test_a_game_without_campaign_rivals_shows_no_rival_strip(window):
    from tests.app.test_saves import human_vs_bots

    window.start_match(human_vs_bots("stockpile", 2))
    side, end = window.game_page.rival_strips
    assert not side.isVisible() and not end.isVisible() and side.rivals == []


def test_a_campaign_and_a_mid_chapter_game_resume_exactly(windows, loop):  # noqa: F811  (the fixture)
    """A chapter done (goal met, stars, unlock), the next one stopped mid-game,
    the window closed: reopened, the campaign's standings, chapters, stars and
    unlocks are identical and Continue resumes the match at the same state,
    log and undo, rivals' greetings included."""
    from desktop.app.window import MainWindow  # noqa: F401  (the windows fixture makes them)
    from desktop.campaign import Campaigns, parse_definitions
    from tests.app.conftest import run, wait_until
    from tests.app.test_saves import TINY_CAMPAIGN, close, play_human

    _rivals, defs = parse_definitions(TINY_CAMPAIGN)
    first = windows()
    first.show_campaigns()
    page = first.campaign_page
    page.camps = Campaigns(first.store, defs)
    page.retranslate()
    page.name_edit.setText("Mei")
    page.start_button.click()
    cid = page.current
    page.play_button.click()
    match = first.match
    run(loop, play_human(first, lambda: match.task.done()), timeout=300)
    first.game_page.leaveRequested.emit()
    from desktop.app.chapterend import ChapterEndDialog

    moment = page.findChild(ChapterEndDialog)
    assert moment is not None and moment.isVisible()
    moment.play_button.click()  # "Next chapter": the next chapter (Stockpile), stopped mid-game
    second_match = first.match
    assert second_match is not match and second_match.keeper.info.chapter == "circuit_stockpile"
    me = second_match.keeper.info.human_seats[0]  # the campaign draws the seats
    run(loop, play_human(first, lambda: second_match.decisions >= 10 and second_match.waiting_seat == me))
    wait_until(loop, lambda: second_match.waiting_seat == me)
    before = page.camps.progress(cid)
    played_hash = second_match.state.state_hash()
    log_lines = list(first.game_page.log.lines)
    can_undo = first.game_page.undo_button.isEnabled()
    close(first, loop)

    again = windows()
    camps = Campaigns(again.store, defs)
    after = camps.progress(cid)
    assert after.standings == before.standings and after.unlocked == before.unlocked == ("title.circuit_champion",)
    assert [(c.status, c.stars, c.place, c.attempts) for c in after.chapters] == \
        [(c.status, c.stars, c.place, c.attempts) for c in before.chapters]
    assert after.chapters[0].stars >= 1 and after.chapters[1].status == "in_progress"
    assert "title.circuit_champion" in camps.unlocked_everywhere()
    again.continue_button.click()
    resumed = again.match
    assert resumed.keeper.id == second_match.keeper.id and resumed.state.state_hash() == played_hash
    assert list(again.game_page.log.lines) == log_lines
    wait_until(loop, lambda: resumed.waiting_seat == me)  # your choice again, with undo as it was
    assert again.game_page.undo_button.isEnabled() == can_undo
    side, _end = again.game_page.rival_strips
    assert {r.id for r in side.rivals} == {"wang_lei", "sato_haruka"}


def test_saved_games_counts_hab_und_guts_rounds_as_its_board_does(window):
    from desktop.app.gameui import ui_for
    from desktop.engine import Rng
    from desktop.storage import Seat

    saved = window.store.new_game("hab_und_gut", None, [Seat.human("Mei"), Seat.bot("random", "Ada"),
                                                         Seat.bot("random", "Bruno")], seed=3)
    rng = Rng(4)
    while not (saved.state.phase < 2 and saved.state.half == 0 and saved.state.round == 2):
        seat = saved.state.to_move()[0]
        actions = saved.state.legal_actions(seat)
        saved.apply(seat, actions[rng.below(len(actions))])
    assert window.store.game_info(saved.id).round == 2  # the state's own count, from 0
    window.show_saved_games()
    page = window.saved_page
    assert page.model.item(0, 2).text() == "3"
    assert "round 3 of 4" in ui_for("hab_und_gut").phase_text(saved.state.view(0))


def test_a_chapter_done_can_be_played_again_for_more_stars(window):
    from desktop.campaign import Campaigns
    from tests.campaign.test_career import finish

    window.show_campaigns()
    page = window.campaign_page
    page.camps = Campaigns(window.store, _tour({"score": 0}))
    for seed in range(1, 30):  # a campaign whose first chapter ends below three stars
        cid = page.camps.start("grand_tour", "Mei", seed=seed)
        first = page.camps.play(cid)
        finish(first, seed)
        if page.camps.progress(cid).chapters[0].stars < 3:
            break
    page.refresh(cid)
    assert page.replay_button.isVisibleTo(page) and page.replay_button.isEnabled()
    actions = page.replay_menu.actions()
    assert len(actions) == 1 and "Opening Bell" in actions[0].text() and "☆" in actions[0].text()
    actions[0].trigger()
    match = window.match
    assert match.keeper.info.chapter == "opening_bell" and match.keeper.id != first.id
    page.refresh(cid)
    assert not page.replay_button.isEnabled()  # one match at a time


def test_table_themes_and_tokens_are_closed_until_earned_then_chosen_in_settings(qapp, tmp_path):
    """Rewards of our own art: locked before (greyed out in Settings, never used even if the setting
    names one), usable after the campaign grants them, and all open with "unlock everything"."""
    from PySide6.QtGui import QColor

    from desktop.app import themes
    from desktop.app.scene import token
    from desktop.app.settings import Settings
    from desktop.app.window import MainWindow

    with open_store(tmp_path) as store:
        settings = Settings()
        settings.set_table_theme("walnut")
        settings.set_token_style("coin")
        window = MainWindow(settings, store=store)
        window.show_settings()
        assert not _enabled(window.theme_combo, "walnut") and _enabled(window.theme_combo, "felt")
        assert not _enabled(window.tokens_combo, "coin")
        assert "chapter 2" in window.theme_combo.model().item(window.theme_combo.findData("walnut")).toolTip()
        assert window.apply_rewards() == ("felt", "flat")  # named in the settings, but not earned
        assert themes.table_brush().color() == QColor(themes.FELT)
        assert token(0).brush().style() == Qt.BrushStyle.SolidPattern

        store.grant(["theme.walnut", "token.coin"], campaign=1)
        window.show_settings()
        assert _enabled(window.theme_combo, "walnut") and _enabled(window.tokens_combo, "coin")
        assert not _enabled(window.theme_combo, "midnight")
        assert window.theme_combo.currentData() == "walnut"
        assert window.apply_rewards() == ("walnut", "coin")
        assert not themes.table_brush().texture().isNull()  # the walnut tile, drawn in code
        assert token(0).brush().style() == Qt.BrushStyle.RadialGradientPattern
        window.theme_combo.setCurrentIndex(window.theme_combo.findData("felt"))
        window.theme_combo.activated.emit(window.theme_combo.currentIndex())
        assert settings.table_theme == "felt" and themes.current() == ("felt", "coin")

        window.unlock_box.setChecked(True)  # "unlock everything" opens them all
        assert _enabled(window.theme_combo, "midnight") and _enabled(window.tokens_combo, "gem")
        window.unlock_box.setChecked(False)
        themes.use("felt", "flat")
        window.close()
        window.deleteLater()


def test_the_chapter_end_shows_an_earned_theme_and_tokens_as_they_look(qapp, tmp_path):
    from desktop.app.campaign_texts import unlock_text
    from desktop.app.chapterend import ChapterEndDialog

    assert unlock_text("theme.walnut") == "A table for your games: Walnut table"
    assert unlock_text("token.gem") == "Player tokens: Cut gems"
    with open_store(tmp_path) as store:
        camps, cid, saved = _finished_chapter(store, {"score": 0}, ("theme.walnut", "token.gem"))
        end = camps.chapter_end(cid, saved.id)
        dialog = ChapterEndDialog(end)
        assert "Walnut table" in dialog.unlocks.text() and "Cut gems" in dialog.unlocks.text()
        assert [label.objectName() for label in dialog.art] == ["chapterEndArt_theme_walnut",
                                                                 "chapterEndArt_token_gem"]
        assert all(not label.pixmap().isNull() for label in dialog.art)
        assert {"theme.walnut", "token.gem"} <= set(store.rewards())  # kept with every other reward


def test_the_theme_and_token_names_follow_a_language_switch_on_the_settings_page(window, loop):
    from desktop.app import translations

    window.show_settings()
    assert window.theme_combo.itemText(0) == "Green felt"
    try:
        window.language_combo.setCurrentIndex(window.language_combo.findData("ja"))
        loop.run_until_complete(__import__("asyncio").sleep(0.05))
        assert window.theme_combo.itemText(0) == "緑のフェルト"
        assert window.tokens_combo.itemText(window.tokens_combo.findData("gem")) == "カットした宝石"
    finally:
        translations.install("en")
