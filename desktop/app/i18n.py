"""Translation helpers.  Every string a person reads goes through Qt's
translation system: ``translate("Context", "text")`` (found by
pyside6-lupdate), ``self.tr`` in QObject subclasses, and ``QT_TRANSLATE_NOOP``
for tables of names translated later.  Sentences are never concatenated:
they carry ``%1``-style places that ``fill`` replaces after translation, so a
translator may reorder them.  Numbers and money go through ``QLocale``."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

__all__ = ["QT_TRANSLATE_NOOP", "fill", "money", "number", "translate"]

_PLACE = re.compile(r"%(\d)")


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
