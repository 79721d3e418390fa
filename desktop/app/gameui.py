"""What the app needs to know about a game beyond the engine: its shown
title, how its actions, events, refusals and score keys are put into words,
which board scene draws it, what the players panel and price chart show.

``ui_for(game_id)`` gives the game's own ``GameUI`` from
``desktop/app/games/<id>/ui.py`` when there is one (found by the engine
registry's game id: no table lists the games), else the generic one, which
works for any registered game (so a new game is playable before it has a
board).  Game modules are imported lazily."""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from desktop.app.generic_scene import GenericScene
from desktop.app.i18n import fill, money, number, translate
from desktop.app.scene import BoardScene
from desktop.app.words import BREAKDOWN, FIELD_NAMES, OPTION_NAMES, REASONS, humanize
from desktop.engine import Action, Event, State


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
    #: The game's name (a QT_TRANSLATE_NOOP in context "Games"; empty: made from the id).
    title_text: str = ""
    #: The rules help, paragraph by paragraph (QT_TRANSLATE_NOOP in context "Rules").
    rules: tuple[str, ...] = ()
    #: The translation context of the game's own words (its words module's ``C``), and its
    #: tables of option names, score-key names and refusal sentences (QT_TRANSLATE_NOOP in that
    #: context); a key a table lacks gets the generic words.
    context: str = ""
    options: Mapping[str, str] = MappingProxyType({})
    breakdown: Mapping[str, str] = MappingProxyType({})
    reasons: Mapping[str, str] = MappingProxyType({})

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    # -- words ---------------------------------------------------------------
    def title(self) -> str:
        return translate("Games", self.title_text or humanize(self.game_id).capitalize())

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

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        """The action as the seat's choice, e.g. "Bid $3,000 on lot 2" (``view`` None: in the log,
        where the words may not depend on the view)."""
        return self._generic(action, names)

    def hint_reason(self, view: State, seat: int, action: Action) -> str | None:
        """Why ``action`` is worth playing for ``seat`` in ``view``, in the game's terms ("completes
        your orange group"), from the seat's view and the action only (the Hint shows it beside the
        move's chance); None when the game has nothing particular to say."""
        return None

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        """One log sentence for an event already filtered with ``for_seat``;
        None for events not worth a line."""
        seat = getattr(event, "seat", None)
        if isinstance(seat, int) and 0 <= seat < len(names):
            return fill(translate("Log", "%1: %2"), names[seat], self._generic(event, names, skip=("seat",)))
        return self._generic(event, names)

    def notice(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        """A sentence that should catch the viewer's eye on the game page (you were outbid, an offer
        came for you), for an event already filtered with ``for_seat``; None for most events."""
        return None

    # -- the log's story: hooks a game overrides (models.LogWriter calls them) --------------
    def log_group(self, event: Event) -> tuple[str, int] | None:
        """("round", n) when ``event`` starts round n, ("turn", seat) when it
        starts a seat's turn (the log writes a header row); None otherwise."""
        return None

    def log_start(self, seat: int) -> tuple[str, int] | None:
        """The header of the log's first rows when no event starts them
        (``seat`` moves first): ("round", 1), ("turn", seat) or None."""
        return None

    def log_action(self, action: Action) -> bool:
        """Whether an action that gave no line of its own is worth a line
        ("Bruno: Roll the dice"); False for steps of composing (an offer's parts)."""
        return True

    def log_events(self, events: Sequence[Event]) -> list[Event]:
        """The events of one step as a person would tell them: a game drops an
        event another one of the same step already tells (a fee paid once)."""
        return list(events)

    def log_thread(self, event: Event) -> tuple[str, bool] | None:
        """(key, closes): an event that opens a thread (an offer, closes False)
        or closes it (accepted, refused, withdrawn: closes True); the closing
        line replaces the opening one, so a trade is one line."""
        return None

    def describe_closed(self, event: Event, opened: Event | None, names: Sequence[str], viewer: int) -> str | None:
        """The one line of a thread ``event`` closes (``opened`` its opening
        event, None when it was not seen)."""
        return self.describe_event(event, names, viewer)

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        if reason in self.reasons:
            return translate(self.context, self.reasons[reason])
        text = REASONS.get(reason)
        if text is not None:
            return translate("Reasons", text)
        return fill(translate("Reasons", "Not allowed: %1"), translate("Ids", humanize(reason)))

    def option_label(self, name: str) -> str:
        if name in self.options:
            return translate(self.context, self.options[name])
        return translate("Options", OPTION_NAMES.get(name, humanize(name).capitalize()))

    def breakdown_label(self, key: str) -> str:
        if key in self.breakdown:
            return translate(self.context, self.breakdown[key])
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

    def stored_round(self, value: int) -> int:
        """The round a stored game's header holds (the state's raw ``round``)
        as the board counts it."""
        return value

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
        if not self.rules:
            return translate("Rules", "<p>The rules of this game are not written up yet.</p>")
        return "".join(translate("Rules", part) for part in self.rules)

    def scene_class(self) -> type[BoardScene]:
        return GenericScene


_cache: dict[str, GameUI] = {}


def ui_for(game_id: str) -> GameUI:
    cached = _cache.get(game_id)
    if cached is not None:
        return cached
    package = f"desktop.app.games.{game_id}"
    try:
        module = importlib.import_module(f"{package}.ui")
    except ModuleNotFoundError as exc:
        if exc.name not in (package, f"{package}.ui"):
            raise
        ui = GameUI(game_id)
    else:
        ui = module.UI(game_id)
    _cache[game_id] = ui
    return ui
