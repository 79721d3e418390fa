"""The app picks, loads and switches languages, with fonts for every character."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from desktop.app.i18n import language_for, translate


@pytest.mark.parametrize(("tag", "lang"), [
    ("zh-Hant", "zh_TW"), ("zh-TW", "zh_TW"), ("zh-Hant-TW", "zh_TW"), ("zh-HK", "zh_TW"), ("zh-MO", "zh_TW"),
    ("zh-Hant-HK", "zh_TW"), ("zh_TW", "zh_TW"),
    ("zh-Hans", "zh_CN"), ("zh-CN", "zh_CN"), ("zh-SG", "zh_CN"), ("zh-Hans-CN", "zh_CN"), ("zh", "zh_CN"),
    ("ja", "ja"), ("ja-JP", "ja"), ("en-US", "en"), ("de-DE", "en"), ("fr", "en"), ("ko-KR", "en"),
])
def test_system_locale_picks_the_language(tag, lang):
    assert language_for(tag) == lang


def test_system_locale_objects_pick_the_language_too():
    assert language_for(QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalHanScript,
                                QLocale.Country.HongKong)) == "zh_TW"
    assert language_for(QLocale(QLocale.Language.Chinese, QLocale.Country.Singapore)) == "zh_CN"
    assert language_for(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan)) == "ja"


def test_first_run_takes_the_system_language_until_one_is_chosen(qapp, monkeypatch, english):
    from desktop.app import i18n
    from desktop.app.settings import Settings

    monkeypatch.setattr(i18n, "system_language", lambda: "ja")
    settings = Settings()
    assert settings.language == "ja"
    settings.set_language("zh_CN")
    assert Settings().language == "zh_CN"


def test_a_missing_traditional_string_falls_back_to_english_not_simplified(qapp, english):
    from desktop.app.i18n import catalog_files, set_language

    set_language("zh_TW")
    assert all("zh_CN" not in p.name and "_zh." not in p.name for p in catalog_files("zh_TW"))
    assert translate("Games", "Stockpile") == "縱橫股海"
    # a string only the Simplified catalog could know comes back in English
    assert translate("Games", "A game nobody has translated") == "A game nobody has translated"
    assert translate("Stockpile", "Stockpile in the fallback test") == "Stockpile in the fallback test"


def test_each_language_loads_our_catalog_and_qts_own(qapp, english):
    from PySide6.QtCore import QCoreApplication

    from desktop.app.i18n import catalog_files, set_language

    for lang, stockpile in (("zh_TW", "縱橫股海"), ("ja", "ストックパイル"), ("zh_CN", "纵横股海")):
        assert all(p.exists() for p in catalog_files(lang)), catalog_files(lang)
        set_language(lang)
        assert translate("Games", "Stockpile") == stockpile
        # Qt's own buttons (QDialogButtonBox, QMessageBox) come from qtbase_<lang>.qm
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    set_language("en")
    assert translate("Games", "Stockpile") == "Stockpile"


def test_money_and_numbers_follow_the_language(qapp, english):
    from desktop.app.i18n import money, number, set_language

    set_language("zh_TW")
    assert number(12345) == "12,345"
    assert money(-3, 1000) == "-$3,000"


def test_bundled_fonts_cover_every_character_of_every_catalog(qapp, tool):
    from PySide6.QtGui import QRawFont

    from desktop.app.i18n import BUNDLED_FONTS, font_families, load_bundled_fonts

    chars = tool.all_characters()
    loaded = load_bundled_fonts()
    for lang, (filename, family) in BUNDLED_FONTS.items():
        assert loaded.get(lang) == family
        raw = QRawFont(str(tool.FONTS / filename), 12)
        missing = [c for c in chars if not c.isspace() and not raw.supportsCharacter(ord(c))]
        assert not missing, f"{filename} lacks {''.join(sorted(missing))[:40]}: run tools/i18n.py fonts"
        # and the app's font for that language ends with it, so nothing falls through to a box
        assert family in font_families(lang)
    assert (tool.FONTS / "LICENSE-OFL.txt").exists()


def test_the_app_font_uses_the_bundled_fallback_for_its_language(qapp, english):
    from PySide6.QtGui import QGuiApplication

    from desktop.app.i18n import BUNDLED_FONTS, set_language

    for lang in ("zh_TW", "ja", "zh_CN"):
        set_language(lang)
        families = QGuiApplication.font().families()
        ours = [f for f in families if f.startswith("Trading Floor CJK")]
        assert ours[0] == BUNDLED_FONTS[lang][1], families


def test_every_storage_reason_has_words():
    """Saved-game, import and undo errors reach the player translated, never as a key: every reason
    desktop/storage raises is in one of the tables of desktop/app/storage_ui.py, the ones the app
    shows."""
    import re
    from pathlib import Path

    from desktop.app import storage_ui
    from desktop.storage import exchange

    source = "".join(p.read_text(encoding="utf-8") for p in Path(exchange.__file__).parent.glob("*.py"))
    raised = set(re.findall(r"(?:Error|Refused|NotFound|Required|CannotUndo|TooNew)\(\s*\"([a-z_]+)\"", source))
    raised |= set(re.findall(r"return None, \"([a-z_]+)\"", source))
    raised |= set(exchange.IMPORT_REASONS)
    assert raised, "the scan found no reason keys"
    tables = (storage_ui.OPEN_REASONS, storage_ui.LOAD_REASONS, storage_ui.IMPORT_REASONS, storage_ui.UNDO_REASONS)
    shown = set().union(*tables)
    assert not raised - shown, sorted(raised - shown)


def test_storage_errors_read_in_the_players_language(qapp, english):
    from desktop.app.i18n import set_language
    from desktop.app.storage_ui import IMPORT_REASONS, LOAD_REASONS, reason_text

    assert reason_text(IMPORT_REASONS, "not_json") == "The file is not a JSON text file."
    assert reason_text(LOAD_REASONS, "illegal_action", {"step": 4}) == (
        "Move 5 of the saved game is not legal under these rules.")
    assert "brand_new_reason" in reason_text(IMPORT_REASONS, "brand_new_reason")
    set_language("ja")
    assert reason_text(IMPORT_REASONS, "not_json").startswith("このファイルはJSONテキストファイルではありません")


def test_board_text_uses_the_languages_fonts(qapp, english):
    from desktop.app.i18n import BUNDLED_FONTS, set_language
    from desktop.app.scene import ui_font

    set_language("ja")
    families = ui_font(10).families()
    assert BUNDLED_FONTS["ja"][1] in families
    ours = [f for f in families if f.startswith("Trading Floor CJK")]
    assert ours[0] == BUNDLED_FONTS["ja"][1]  # Japanese glyph shapes before the Chinese ones
