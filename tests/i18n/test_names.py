"""Campaign rivals are named as the player's language writes them, everywhere they appear, and the
campaign page's default name follows a language switch."""

from __future__ import annotations

import asyncio
import re

from desktop.app.i18n import translate
from tests.app.conftest import run, wait_until
from tests.i18n.test_catalogs import SIMPLIFIED_ONLY, TRADITIONAL_ONLY

#: the language whose own script a rival's native name is, by the rival's home
HOME_LANGUAGE = {"TW": "zh_TW", "CN": "zh_CN", "JP": "ja"}


def test_every_rival_has_a_name_in_every_language_in_its_script():
    from desktop.campaign import load_definitions

    rivals, _campaigns = load_definitions()
    assert rivals
    for rival in rivals.values():
        assert set(rival.names) == {"zh_TW", "ja", "zh_CN"}, rival.id
        assert not set(rival.names["zh_TW"]) & SIMPLIFIED_ONLY, rival.names
        assert not set(rival.names["zh_CN"]) & TRADITIONAL_ONLY, rival.names
        for language, written in rival.names.items():
            assert not re.search(r"[A-Za-z]", written), (rival.id, language, written)
        if rival.home in HOME_LANGUAGE:  # at home the name is the rival's own
            assert rival.names[HOME_LANGUAGE[rival.home]] == rival.native, rival.id
        assert rival.name_in("en") == rival.name
    assert rivals["chen_yating"].name_in("zh_TW") == "陳雅婷"
    assert rivals["sato_haruka"].name_in("ja") == "佐藤遥"


def test_a_rival_at_the_table_is_named_in_the_players_language(loop, window, english):
    from desktop.app.i18n import set_language
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.engine import registry

    seats = (SeatSpec(YOU, "Ann", "random"), SeatSpec(BOT, "Sato Haruka", "random", rival="sato_haruka"),
             SeatSpec(BOT, "Chen Ya-ting", "random", rival="chen_yating"))
    match = window.start_match(MatchSetup("stockpile", seats, None, 5),
                               state=registry.get("stockpile").new_game(3, None, 5))
    page = window.game_page
    run(loop, asyncio.sleep(0.3))
    assert match.names == ["Ann", "Sato Haruka", "Chen Ya-ting"]
    set_language("ja")
    wait_until(loop, lambda: page.title.text() == "ストックパイル", timeout=5.0)
    assert match.names == ["Ann", "佐藤遥", "陳雅婷"]
    assert page.players.rows[1][0] == "佐藤遥"  # the players table
    board = " ".join(item.text() if hasattr(item, "text") else item.toPlainText()
                     for item in page.scene.items() if hasattr(item, "text") or hasattr(item, "toPlainText"))
    assert "佐藤遥" in board and "Sato" not in board
    set_language("zh_TW")
    wait_until(loop, lambda: page.title.text() == "縱橫股海", timeout=5.0)
    assert page.players.rows[1][0] == "佐藤遙" and page.players.rows[2][0] == "陳雅婷"
    match.stop()


def test_the_campaign_page_names_rivals_in_the_players_language(loop, window, english):
    from desktop.app.i18n import set_language
    from desktop.campaign import Campaigns, load_definitions

    window.show_campaigns()
    page = window.campaign_page
    page.camps = Campaigns(window.store, load_definitions()[1])
    page.retranslate()
    assert page.name_edit.text() == "Player 1"
    set_language("zh_TW")
    run(loop, asyncio.sleep(0.1))
    # the default name follows the language; a typed name would stay
    assert page.name_edit.text() == translate("NewGame", "Player %1").replace("%1", "1") != "Player 1"
    page.definition_combo.setCurrentIndex(page.definition_combo.findData("grand_tour"))
    page.start_button.click()
    rivals = {page.rivals.item(r, 0).text() for r in range(page.rivals.rowCount())}
    assert rivals == {"陳雅婷", "佐藤遙"}
    standings = {page.standings.item(r, 1).text() for r in range(page.standings.rowCount())}
    assert not any("Chen" in s or "Sato" in s for s in standings)
    assert "陳雅婷" in page.chapters.item(0, 4).text()
    set_language("ja")
    run(loop, asyncio.sleep(0.1))
    rivals = {page.rivals.item(r, 0).text() for r in range(page.rivals.rowCount())}
    assert rivals == {"陳雅婷", "佐藤遥"}
    page.name_edit.setText("Mei")
    set_language("en")
    run(loop, asyncio.sleep(0.1))
    assert page.name_edit.text() == "Mei"
    assert {page.rivals.item(r, 0).text() for r in range(page.rivals.rowCount())} == {"Chen Ya-ting", "Sato Haruka"}
