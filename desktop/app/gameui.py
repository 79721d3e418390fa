"""What the app needs to know about a game beyond the engine: its shown
title, how its actions, events, refusals and score keys are put into words,
which board scene draws it, what the players panel and price chart show.

``ui_for(game_id)`` gives the game's own ``GameUI`` from
``desktop/app/games/<id>.py`` when there is one, else the generic one, which
works for any registered game (so a new game is playable before it has a
board).  Game modules are imported lazily."""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, number, translate
from desktop.engine import Action, Event, State

if TYPE_CHECKING:
    from desktop.app.boards.base import BoardScene

TITLES: dict[str, str] = {
    "stockpile": QT_TRANSLATE_NOOP("Games", "Stockpile"),
    "wall_street_1920": QT_TRANSLATE_NOOP("Games", "1920 Wall Street"),
    "hab_und_gut": QT_TRANSLATE_NOOP("Games", "Hab & Gut"),
    "black_friday": QT_TRANSLATE_NOOP("Games", "Black Friday"),
    "landlord": QT_TRANSLATE_NOOP("Games", "Landlord"),
    "tiny_market": QT_TRANSLATE_NOOP("Games", "Tiny Market"),
}

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


@dataclass(frozen=True)
class ComposeRow:
    """One line of a compound-choice dialog: how many times to take ``action``."""

    label: str
    action: Action
    maximum: int


@dataclass(frozen=True)
class ComposeSpec:
    """A compound choice gathered in one dialog and submitted as the engine's
    steps: each row's action repeated its count, then ``finish`` (if any)."""

    title: str
    hint: str
    rows: tuple[ComposeRow, ...]
    finish: Action | None
    #: a game's own dialog instead of the rows: (parent widget) -> steps or None
    custom: Callable[[Any], list[Action] | None] | None = None


class GameUI:
    """The generic game presentation; game modules subclass it."""

    game_id: str = ""
    #: Money is counted in this many currency units (Stockpile: thousands).
    money_unit: int = 1
    #: The new-game dialog seats the players in a random order (from the seed)
    #: for games where a fixed seat has an edge.
    random_seating: bool = False

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    # -- words ---------------------------------------------------------------
    def title(self) -> str:
        return translate("Games", TITLES.get(self.game_id, humanize(self.game_id).capitalize()))

    def money(self, value: int) -> str:
        return money(value, self.money_unit)

    def value_text(self, name: str, value: Any, names: Sequence[str]) -> str:
        if name in ("seat", "player", "winner", "buyer", "seller", "owner") and isinstance(value, int):
            return names[value] if 0 <= value < len(names) else number(value)
        if name in ("winners", "seats") and isinstance(value, tuple):
            return translate("Lists", ", ").join(self.value_text("seat", v, names) for v in value)
        if isinstance(value, bool):
            return translate("Generic", "yes") if value else translate("Generic", "no")
        if isinstance(value, int):
            if value < 0:
                return translate("Generic", "hidden")
            if name in ("amount", "price", "cash", "bid", "cost", "pot_won", "money", "rent"):
                return self.money(value)
            return number(value)
        if isinstance(value, tuple):
            return translate("Lists", ", ").join(self.value_text("", v, names) for v in value)
        if isinstance(value, str):
            return translate("Ids", value)
        return str(value)

    def _generic(self, record: Any, names: Sequence[str], skip: Sequence[str] = ()) -> str:
        kind = translate("Records", humanize(type(record).__name__).capitalize())
        parts = [
            fill(translate("Records", "%1: %2"), translate("Fields", FIELD_NAMES.get(f.name, humanize(f.name))),
                 self.value_text(f.name, getattr(record, f.name), names))
            for f in dataclasses.fields(record)
            if f.name not in skip
        ]
        if not parts:
            return kind
        return fill(translate("Records", "%1 (%2)"), kind, translate("Lists", ", ").join(parts))

    def describe_action(self, view: State, seat: int, action: Action, names: Sequence[str]) -> str:
        """The action as the seat's choice, e.g. "Bid $3,000 on lot 2"."""
        return self._generic(action, names)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        """One log sentence for an event already filtered with ``for_seat``;
        None for events not worth a line."""
        seat = getattr(event, "seat", None)
        if isinstance(seat, int) and 0 <= seat < len(names):
            return fill(translate("Log", "%1: %2"), names[seat], self._generic(event, names, skip=("seat",)))
        return self._generic(event, names)

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        text = REASONS.get(reason)
        if text is not None:
            return translate("Reasons", text)
        return fill(translate("Reasons", "Not allowed: %1"), translate("Ids", humanize(reason)))

    def option_label(self, name: str) -> str:
        return translate("Options", OPTION_NAMES.get(name, humanize(name).capitalize()))

    def breakdown_label(self, key: str) -> str:
        return translate("Breakdown", BREAKDOWN.get(key, humanize(key).capitalize()))

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value) if key in ("cash", "total") else number(value)

    def score_text(self, value: int) -> str:
        return self.money(value)

    # -- panels ----------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate("Players", "Cash")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        cash = getattr(view, "cash", None)
        if isinstance(cash, list | tuple) and seat < len(cash):
            return [self.money(cash[seat])]
        return [""]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        """(company name, price) when the game has prices, else None."""
        return None

    def holdings(self, view: State, seat: int) -> list[int] | None:
        """The shares of each company (in the order of ``prices``) that ``view`` shows ``seat`` holding
        (never what the viewer may not see), else None: the game page's holdings table."""
        return None

    def price_colours(self) -> list[str] | None:
        """Line colours of the price chart, one per company, where the game's companies have colours of
        their own (None: the chart's palette)."""
        return None

    def price_steps_title(self) -> str | None:
        """What one step of the price chart is (None: a round)."""
        return None

    def round_of(self, view: State) -> int | None:
        value = getattr(view, "round", None)
        return value if isinstance(value, int) else None

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        """Compound choices open now (a trade offer, selling several shares)."""
        return []

    def time_limit(self, options: Any) -> tuple[float, Action] | None:
        """A time limit the app keeps for the game (seconds, and the action it
        applies for the seat to move when it runs out), or None."""
        return None

    def short_options(self) -> Any:
        """Options for a short game (the smoke test, demonstrations)."""
        from desktop.engine import registry

        return registry.get(self.game_id).default_options()

    def rules_html(self) -> str:
        from desktop.app.rules import rules_html

        return rules_html(self.game_id)

    def scene_class(self) -> type[BoardScene]:
        from desktop.app.boards.generic import GenericScene

        return GenericScene


_cache: dict[str, GameUI] = {}


def ui_for(game_id: str) -> GameUI:
    cached = _cache.get(game_id)
    if cached is not None:
        return cached
    try:
        module = importlib.import_module(f"desktop.app.games.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"desktop.app.games.{game_id}":
            raise
        ui = GameUI(game_id)
    else:
        ui = module.UI(game_id)
    _cache[game_id] = ui
    return ui
