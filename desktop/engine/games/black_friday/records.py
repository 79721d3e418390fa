"""Actions, events and options of Black Friday (ids and numbers only).

Colours are ids 0-4 (``data.COLOURS``); places and causes are short string ids.
README.md beside this file gives every id's English meaning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from desktop.engine import Action, Event, Options


@dataclass(frozen=True)
class BlackFridayOptions(Options):
    """No options: the 5-player rules (6 chart spaces, sales trigger at 4) apply
    automatically with five players."""


# -- actions ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TakeSubsidy(Action):
    """Take one subsidy card ($20), any time during your turn, up to the limit."""


@dataclass(frozen=True, slots=True)
class PayInterest(Action):
    """Pay the interest owed on face-down subsidy cards (start of your turn)."""


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy one share of ``colour`` (starts or continues a buy action)."""

    colour: int


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Sell one share of ``colour`` (starts or continues a sell action)."""

    colour: int


@dataclass(frozen=True, slots=True)
class BuySilver(Action):
    """Buy one silver bar (starts or continues a silver purchase)."""


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass: only a case moves to the silver buy chart."""


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish the current buy/sell/silver action, or end the turn."""


@dataclass(frozen=True, slots=True)
class UseSpecial(Action):
    """Use the special-action card for one more share/bar than the trade limit."""

    kind: str


@dataclass(frozen=True, slots=True)
class ExtraPass(Action):
    """PASSEN: move one market case of ``colour`` to the silver buy chart."""

    colour: int


@dataclass(frozen=True, slots=True)
class PlaceCase(Action):
    """Choose the colour of the case the action moves."""

    colour: int


@dataclass(frozen=True, slots=True)
class LowerPrice(Action):
    """After selling several colours: the colour whose marker steps left."""

    colour: int


# -- events -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class SubsidyTaken(Event):
    seat: int
    cards: int
    cash: int


@dataclass(frozen=True, slots=True)
class InterestCharged(Event):
    seat: int
    paid: int
    unpaid: int


@dataclass(frozen=True, slots=True)
class ShareBought(Event):
    seat: int
    colour: int
    price: int


@dataclass(frozen=True, slots=True)
class ShareSold(Event):
    """``unseen``: the sold case came from behind ``seat``'s screen where the
    table had not seen it go, so the sale shows them its colour (it ``reveals``)."""

    seat: int
    colour: int
    price: int
    unseen: bool = False

    @property
    def reveals(self) -> bool:  # type: ignore[override]  # per sale: only an unseen case shows anything
        return self.unseen


@dataclass(frozen=True, slots=True)
class SilverBought(Event):
    seat: int
    price: int
    silver: int
    gold: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class SpecialUsed(Event):
    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class CaseMoved(Event):
    colour: int
    source: str
    dest: str
    count: int


@dataclass(frozen=True, slots=True)
class PriceMoved(Event):
    colour: int
    row: int
    col: int
    price: int
    cause: str


@dataclass(frozen=True, slots=True)
class PriceChangeStarted(Event):
    number: int
    triggers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CasesDrawn(Event):
    counts: tuple[int, ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SilverPriceMoved(Event):
    index: int
    price: int
    blacks: int
    chart_steps: int


@dataclass(frozen=True, slots=True)
class SalesTableChanged(Event):
    table: int
    refilled: bool


@dataclass(frozen=True, slots=True)
class LevelChanged(Event):
    level: int
    blacks_added: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    cause: str


@dataclass(frozen=True, slots=True)
class FinalSettlement(Event):
    seat: int
    share_cash: int
    subsidy_cash: int
    interest_paid: int
    bars: int
    silver: int
    gold: int
    cash: int
