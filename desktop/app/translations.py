"""Loading the catalogs of a language and switching while the program runs.

Catalogs are Qt Linguist files compiled to ``i18n/trading_floor_<code>.qm``
(built from the .ts sources by the i18n tooling).  Switching installs the new
translators and sets the number format; Qt then sends every widget a
LanguageChange event: forms loaded with QUiLoader re-translate themselves,
and the app's own pages redraw their texts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.app.forms import data_dir

_installed: list[QTranslator] = []


def catalog_path(code: str) -> str:
    return str(data_dir("i18n") / f"trading_floor_{code}.qm")


def install(code: str) -> bool:
    """Switch to language ``code`` ("en", "zh_TW", "ja", "zh_CN"); True when
    a catalog of ours was found (English needs none)."""
    from desktop.app.main import apply_locale

    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    apply_locale(code)
    if code == "en":
        return True
    found = False
    ours = QTranslator(app)
    if ours.load(catalog_path(code)):
        app.installTranslator(ours)
        _installed.append(ours)
        found = True
    qt = QTranslator(app)
    if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return found
