"""Translation helpers.  Every string a person reads goes through Qt's
translation system: ``translate("Context", "text")`` (found by
pyside6-lupdate), ``self.tr`` in QObject subclasses, and ``QT_TRANSLATE_NOOP``
for tables of names translated later.  Sentences are never concatenated:
they carry ``%1``-style places that ``fill`` replaces after translation, so a
translator may reorder them.  Numbers and money go through ``QLocale``."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

__all__ = ["QT_TRANSLATE_NOOP", "current_language", "fill", "language_for", "money", "number", "set_language",
           "system_language", "translate"]

_PLACE = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None) -> str:
    """Marks ``text`` for the catalogs (pyside6-lupdate finds the call by its name) and returns it
    untranslated, typed as the ``str`` it is; ``translate(context, text)`` translates it later."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def fill(text: str, *args: object) -> str:
    """Replace %1, %2, ... in an already translated ``text`` in one pass (so an
    argument that itself contains "%2" is left alone)."""

    def sub(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        if 0 <= index < len(args):
            value = args[index]
            return value if isinstance(value, str) else number(value) if isinstance(value, int) else str(value)
        return match.group(0)

    return _PLACE.sub(sub, text)


def locale() -> QLocale:
    return QLocale()


def number(value: int | float) -> str:
    if isinstance(value, bool):
        return str(value)
    return QLocale().toString(value)


def money(value: int, unit: int = 1) -> str:
    """An amount of money in the game's currency: ``value`` units of ``unit``
    (Stockpile counts in thousands).  The sign comes first."""
    amount = value * unit
    text = QLocale().toString(abs(amount))
    return fill(translate("Money", "-$%1") if amount < 0 else translate("Money", "$%1"), text)


# -- languages ---------------------------------------------------------------------------------------
#: the languages the app speaks, English first (the source language)
LANGUAGE_CODES = ("en", "zh_TW", "ja", "zh_CN")
#: the number formats of each language (money and counts go through QLocale)
LOCALES = {"en": "en_US", "zh_TW": "zh_TW", "ja": "ja_JP", "zh_CN": "zh_CN"}
#: bundled fallback fonts (tools/i18n.py fonts): language -> file, family
BUNDLED_FONTS = {
    "zh_TW": ("TradingFloorCJK-TC.otf", "Trading Floor CJK TC"),
    "ja": ("TradingFloorCJK-JP.otf", "Trading Floor CJK JP"),
    "zh_CN": ("TradingFloorCJK-SC.otf", "Trading Floor CJK SC"),
}
#: system fonts with the right glyph shapes for each language, best first (Linux, Windows, macOS)
SYSTEM_FONTS = {
    "zh_TW": ["Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei UI", "Microsoft JhengHei",
              "PingFang TC", "Heiti TC"],
    "ja": ["Noto Sans CJK JP", "Source Han Sans JP", "Yu Gothic UI", "Meiryo UI", "Meiryo", "Hiragino Sans",
           "Hiragino Kaku Gothic ProN"],
    "zh_CN": ["Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei UI", "Microsoft YaHei", "PingFang SC",
              "Heiti SC"],
}
#: when set (to anything but "" or "0"), every string is shown stretched and accented (layout testing)
PSEUDO_ENV = "TRADING_FLOOR_PSEUDO"

_state: dict[str, Any] = {"language": "en", "translators": [], "fonts_loaded": None, "base_family": None}


def language_for(tag: QLocale | str) -> str:
    """The app language for a system locale: Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) -> zh_TW,
    other Chinese (zh-Hans, zh-CN, zh-SG) -> zh_CN, Japanese -> ja, anything else -> en."""
    loc = tag if isinstance(tag, QLocale) else QLocale(str(tag).replace("_", "-"))
    name = "" if isinstance(tag, QLocale) else str(tag).replace("_", "-").lower()
    if loc.language() == QLocale.Language.Chinese or name == "zh" or name.startswith("zh-"):
        parts = name.split("-")
        if "hant" in parts:
            return "zh_TW"
        if "hans" in parts:
            return "zh_CN"
        if loc.script() == QLocale.Script.TraditionalHanScript:
            return "zh_TW"
        if loc.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao):
            return "zh_TW"
        if any(p in ("tw", "hk", "mo") for p in parts):
            return "zh_TW"
        return "zh_CN"
    if loc.language() == QLocale.Language.Japanese:
        return "ja"
    return "en"


def system_language() -> str:
    """The language the system prefers, among ours (the first of the system's UI languages we speak)."""
    system = QLocale.system()
    for tag in system.uiLanguages():
        lang = language_for(tag)
        if lang != "en" or tag.lower().startswith("en"):
            return lang
    return language_for(system)


def current_language() -> str:
    return str(_state["language"])


def qt_translations_dir() -> Path:
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def catalog_path(code: str) -> str:
    """Our compiled catalog of a language (built from the .ts sources by tools/i18n.py)."""
    from desktop.app.forms import data_dir

    return str(data_dir("i18n") / f"trading_floor_{code}.qm")


def catalog_files(code: str) -> list[Path]:
    """The .qm files for a language: ours, then Qt's own (standard dialogs and buttons).  Exactly the
    language's own files, so a missing Traditional string falls back to English, never to Simplified."""
    if code not in LOCALES:
        return []
    if code == "en":  # English's plural forms only ("%n spaces": "1 space")
        return [Path(catalog_path(code))]
    return [Path(catalog_path(code)), qt_translations_dir() / f"qtbase_{code}.qm"]


def pseudo_enabled() -> bool:
    return os.environ.get(PSEUDO_ENV, "") not in ("", "0")


_ACCENTS = str.maketrans("aceinousyACEINOUSYz", "áçéîñöûšýÁÇÉÎÑÖÛŠÝž")
_KEEP = re.compile(r"(%\d|%n|&&|&|<[^>]*>|\n)")


def pseudo(text: str) -> str:
    """``text`` accented and stretched by about 40% inside brackets; %1, %n, markup and mnemonics kept."""
    if not text:
        return text
    parts = _KEEP.split(text)
    out = "".join(p if _KEEP.fullmatch(p) else p.translate(_ACCENTS) for p in parts)
    letters = sum(len(p) for p in parts if not _KEEP.fullmatch(p))
    return "[" + out + "~" * max(1, round(letters * 0.4)) + "]"


class PseudoTranslator(QTranslator):
    """Returns every string pseudo-translated (the source text, or what the other catalogs give)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source or source.startswith("["):
            return ""
        return pseudo(source)

    def isEmpty(self) -> bool:
        return False


def set_language(code: str) -> bool:
    """Switch the whole app to a language at once: number formats, our catalog, Qt's own catalog and
    the fonts.  Installing the translators sends every widget a LanguageChange event.  True when the
    language needs no catalog (English) or ours was found."""
    from PySide6.QtCore import QCoreApplication

    if code not in LOCALES:
        code = "en"
    QLocale.setDefault(QLocale(LOCALES[code]))
    app = QCoreApplication.instance()
    _state["language"] = code
    if app is None:
        return False
    for old in _state["translators"]:
        QCoreApplication.removeTranslator(old)
    _state["translators"] = []
    for path in catalog_files(code):
        translator = QTranslator(app)
        if path.exists() and translator.load(str(path)):
            _state["translators"].append(translator)
    if pseudo_enabled():
        _state["translators"].append(PseudoTranslator(app))
    apply_fonts(code)
    for translator in _state["translators"]:
        QCoreApplication.installTranslator(translator)
    ours = catalog_files(code)[:1]
    return code == "en" or (bool(ours) and any(
        isinstance(t, QTranslator) and t.filePath() == str(ours[0]) for t in _state["translators"]))


def load_bundled_fonts() -> dict[str, str]:
    """Register the bundled CJK fonts once; language -> family name actually registered."""
    if _state["fonts_loaded"] is None:
        from PySide6.QtGui import QFontDatabase

        from desktop.app.forms import data_dir

        loaded: dict[str, str] = {}
        for code, (filename, family) in BUNDLED_FONTS.items():
            font_id = QFontDatabase.addApplicationFont(str(data_dir("resources") / "fonts" / filename))
            families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            if families:
                loaded[code] = families[0] if family not in families else family
        _state["fonts_loaded"] = loaded
    return dict(_state["fonts_loaded"])


def font_families(code: str) -> list[str]:
    """The family list for the app font in a language: the system UI font for Latin text, the system's
    CJK font with the language's glyph shapes, then the bundled fallback (so no character is a box)."""
    from PySide6.QtGui import QFontDatabase

    bundled = load_bundled_fonts()
    present = set(QFontDatabase.families())
    base = [f for f in ("Noto Sans",) if f in present]
    if _state["base_family"] and _state["base_family"] not in base:
        base.append(str(_state["base_family"]))
    order = [code] if code in BUNDLED_FONTS else []
    order += [c for c in ("zh_TW", "ja", "zh_CN") if c not in order]
    system = [f for f in SYSTEM_FONTS[order[0]] if f in present]
    return base + system + [bundled[c] for c in order if c in bundled]


def app_font_families() -> list[str]:
    """The font families of the current language (for text drawn on the boards)."""
    from PySide6.QtGui import QGuiApplication

    if isinstance(QGuiApplication.instance(), QGuiApplication):
        families = QGuiApplication.font().families()
        if families:
            return list(families)
    return ["Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK SC", "sans-serif"]


def apply_fonts(code: str) -> None:
    from PySide6.QtGui import QFont, QGuiApplication

    if not isinstance(QGuiApplication.instance(), QGuiApplication):
        return
    from PySide6.QtGui import QFontDatabase

    font = QFont(QGuiApplication.font())
    if _state["base_family"] is None:
        _state["base_family"] = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    font.setFamilies(font_families(code))
    QGuiApplication.setFont(font)
