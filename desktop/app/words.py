"""Words every game and page shares: generic names for record fields, options, refusals and score
keys, ``humanize`` (the fallback for an id without words of its own), the bot level names and the
local form of a stored time.  A leaf module: it imports only the i18n helpers."""

from __future__ import annotations

from desktop.app.i18n import QT_TRANSLATE_NOOP, translate

#: Generic words for common field names (the generic describer uses them).
FIELD_NAMES: dict[str, str] = {
    "card": QT_TRANSLATE_NOOP("Fields", "card"),
    "cards": QT_TRANSLATE_NOOP("Fields", "cards"),
    "seat": QT_TRANSLATE_NOOP("Fields", "player"),
    "company": QT_TRANSLATE_NOOP("Fields", "company"),
    "amount": QT_TRANSLATE_NOOP("Fields", "amount"),
    "price": QT_TRANSLATE_NOOP("Fields", "price"),
    "count": QT_TRANSLATE_NOOP("Fields", "count"),
    "lot": QT_TRANSLATE_NOOP("Fields", "lot"),
    "space": QT_TRANSLATE_NOOP("Fields", "space"),
    "winners": QT_TRANSLATE_NOOP("Fields", "winners"),
    "pot_won": QT_TRANSLATE_NOOP("Fields", "pot won"),
    "cash": QT_TRANSLATE_NOOP("Fields", "cash"),
    "pot": QT_TRANSLATE_NOOP("Fields", "pot"),
    "phase": QT_TRANSLATE_NOOP("Fields", "phase"),
    "round": QT_TRANSLATE_NOOP("Fields", "round"),
    "deck": QT_TRANSLATE_NOOP("Fields", "deck"),
    "bank": QT_TRANSLATE_NOOP("Fields", "bank"),
    "hands": QT_TRANSLATE_NOOP("Fields", "hand"),
}

#: Words for options (games add their own in their modules).
OPTION_NAMES: dict[str, str] = {
    "ante": QT_TRANSLATE_NOOP("Options", "Ante"),
    "hand_size": QT_TRANSLATE_NOOP("Options", "Hand size"),
    "short_deck": QT_TRANSLATE_NOOP("Options", "Short deck"),
    # 1920 Wall Street (until it has its own game UI)
    "tycoons": QT_TRANSLATE_NOOP("Options", "Tycoon cards"),
    "tycoon_a": QT_TRANSLATE_NOOP("Options", "Tycoon card A"),
    "tycoon_b": QT_TRANSLATE_NOOP("Options", "Tycoon card B"),
    "tycoon_c": QT_TRANSLATE_NOOP("Options", "Tycoon card C"),
    "tycoon_d": QT_TRANSLATE_NOOP("Options", "Tycoon card D"),
    "call_options": QT_TRANSLATE_NOOP("Options", "Call option cards"),
}
#: option choices shown by id (translate("Ids", choice) in the new-game dialog)
CHOICE_NAMES = (QT_TRANSLATE_NOOP("Ids", "reward"), QT_TRANSLATE_NOOP("Ids", "penalty"))

#: Words for common reason keys of IllegalAction.
REASONS: dict[str, str] = {
    "not_legal": QT_TRANSLATE_NOOP("Reasons", "That is not allowed now."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "not_enough_cash": QT_TRANSLATE_NOOP("Reasons", "You do not have enough money."),
    "wrong_phase": QT_TRANSLATE_NOOP("Reasons", "That cannot be done in this phase."),
}

#: Words for common score-breakdown keys.
BREAKDOWN: dict[str, str] = {
    "cash": QT_TRANSLATE_NOOP("Breakdown", "Cash"),
    "shares": QT_TRANSLATE_NOOP("Breakdown", "Shares"),
    "stocks": QT_TRANSLATE_NOOP("Breakdown", "Shares"),
    "bonus": QT_TRANSLATE_NOOP("Breakdown", "Bonuses"),
    "majority_bonus": QT_TRANSLATE_NOOP("Breakdown", "Majority bonuses"),
    "property": QT_TRANSLATE_NOOP("Breakdown", "Property"),
    "properties": QT_TRANSLATE_NOOP("Breakdown", "Property"),
    "buildings": QT_TRANSLATE_NOOP("Breakdown", "Buildings"),
    "mortgages": QT_TRANSLATE_NOOP("Breakdown", "Mortgages"),
    "total": QT_TRANSLATE_NOOP("Breakdown", "Total"),
}


def humanize(name: str) -> str:
    """``StockSplit`` / ``stock_split`` -> ``stock split`` (generic fallback words)."""
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append(" ")
        out.append(ch.lower() if ch.isupper() else (" " if ch == "_" else ch))
    return "".join(out)

LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("NewGame", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGame", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGame", "Hard"),
    "expert": QT_TRANSLATE_NOOP("NewGame", "Expert"),
}

#: levels the AI layer has beyond the ones offered in the new-game dialog
#: (a campaign rival falls back to them where a game lacks a stronger bot)
MORE_LEVELS = {
    "heuristic": QT_TRANSLATE_NOOP("SavedGames", "Basic"),
    "random": QT_TRANSLATE_NOOP("SavedGames", "Random moves"),
}


def level_name(level: str | None) -> str:
    if level is None:
        return ""
    text = LEVEL_NAMES.get(level)
    if text:
        return translate("NewGame", text)
    more = MORE_LEVELS.get(level)
    return translate("SavedGames", more) if more else level


def short_time(iso: str) -> str:
    """A stored ISO-8601 UTC time in the player's local time and format."""
    from PySide6.QtCore import QDateTime, QLocale, QTimeZone

    when = QDateTime.fromString(iso[:19], "yyyy-MM-ddTHH:mm:ss")
    if not when.isValid():
        return iso
    when.setTimeZone(QTimeZone.utc())
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
