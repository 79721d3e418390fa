"""Loading the catalogs of a language and switching while the program runs.

Catalogs are Qt Linguist files compiled to ``i18n/trading_floor_<code>.qm``
(built from the .ts sources by the i18n tooling).  Switching installs the new
translators and sets the number format; Qt then sends every widget a
LanguageChange event: forms loaded with QUiLoader re-translate themselves,
and the app's own pages redraw their texts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.app.i18n import set_language


def install(code: str) -> bool:
    """Switch to language ``code`` ("en", "zh_TW", "ja", "zh_CN"); True when
    a catalog of ours was found (English needs none).  The work is done by
    desktop.app.i18n.set_language (catalogs, Qt's own catalog, number formats,
    fonts), which loads our catalog from ``desktop.app.i18n.catalog_path``."""
    if QCoreApplication.instance() is None:
        return False
    return set_language(code)
