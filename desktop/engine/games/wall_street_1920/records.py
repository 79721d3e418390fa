"""Actions, events and options of 1920 Wall Street (ids and numbers only)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from desktop.engine import Action, Event, Options

HIDDEN = -1

_SIDES = {"choices": ("reward", "penalty")}


@dataclass(frozen=True)
class WallStreetOptions(Options):
    tycoons: bool = False  # variant: tycoon cards
    tycoon_a: str = field(default="reward", metadata=_SIDES)  # the side of each tycoon card
    tycoon_b: str = field(default="reward", metadata=_SIDES)
    tycoon_c: str = field(default="reward", metadata=_SIDES)
    tycoon_d: str = field(default="reward", metadata=_SIDES)
    call_options: bool = False  # variant: call option cards


# -- actions ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlacePawn(Action):
    position: int


@dataclass(frozen=True, slots=True)
class Flip(Action):
    pass


@dataclass(frozen=True, slots=True)
class TakeLoan(Action):
    pass


@dataclass(frozen=True, slots=True)
class PlaceOption(Action):
    position: int


@dataclass(frozen=True, slots=True)
class Buy(Action):
    steps: int


@dataclass(frozen=True, slots=True)
class Sell(Action):
    card: int


@dataclass(frozen=True, slots=True)
class RaiseCapital(Action):
    pass


@dataclass(frozen=True, slots=True)
class Keep(Action):
    pass


@dataclass(frozen=True, slots=True)
class ToPile(Action):
    pile: int


@dataclass(frozen=True, slots=True)
class ChooseStock(Action):
    stock: int


@dataclass(frozen=True, slots=True)
class ShowCard(Action):
    card: int
    stock: int


@dataclass(frozen=True, slots=True)
class Offer(Action):
    card: int


@dataclass(frozen=True, slots=True)
class TakeOffer(Action):
    seat: int


@dataclass(frozen=True, slots=True)
class GiveTycoon(Action):
    seat: int


@dataclass(frozen=True, slots=True)
class Repay(Action):
    accept: bool


@dataclass(frozen=True, slots=True)
class TakeFromPile(Action):
    pile: int


@dataclass(frozen=True, slots=True)
class RemoveCard(Action):
    card: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


ACTION_TYPES: tuple[type[Action], ...] = (
    PlacePawn, Flip, TakeLoan, PlaceOption, Buy, Sell, RaiseCapital, Keep, ToPile, ChooseStock,
    ShowCard, Offer, TakeOffer, GiveTycoon, Repay, TakeFromPile, RemoveCard, EndTurn,
)


# -- events ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PawnPlaced(Event):
    seat: int
    position: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TrendFlipped(Event):
    seat: int
    direction: int  # +1 clockwise (green), -1 counter-clockwise (red)
    pot: int


@dataclass(frozen=True, slots=True)
class LoanTaken(Event):
    seat: int
    loans: int
    forced: bool


@dataclass(frozen=True, slots=True)
class OptionPlaced(Event):
    seat: int
    position: int


@dataclass(frozen=True, slots=True)
class OptionReturned(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: int
    steps: int
    position: int


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """``seat`` paid from capital and cash; ``to`` is -1 for the bank, -2 for the trend card."""

    seat: int
    capital: int
    cash: int
    to: int


@dataclass(frozen=True, slots=True)
class Bought(Event):
    seat: int
    position: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TrendPotTaken(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """The deck's top card went to a circle position; ``top`` is the new top (-1: empty)."""

    position: int
    card: int
    top: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class DeckTopDrawn(Event):
    """The deck's top card was taken to be discarded; ``top`` is the new top (-1: empty)."""

    card: int
    top: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PriceMoved(Event):
    stock: int
    price: int
    delta: int


@dataclass(frozen=True, slots=True)
class Sold(Event):
    seat: int
    card: int
    position: int
    cash: int


@dataclass(frozen=True, slots=True)
class CapitalChanged(Event):
    seat: int
    capital: int


@dataclass(frozen=True, slots=True)
class MarketResolved(Event):
    seat: int
    card: int
    effect: int


@dataclass(frozen=True, slots=True)
class CrashPaid(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class TradeShown(Event):
    seat: int
    card: int
    stock: int


@dataclass(frozen=True, slots=True)
class PileShown(Event):
    """A player with no card to offer shows the whole stock pile."""

    seat: int
    cards: tuple[int, ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class OfferMade(Event):
    seat: int
    card: int

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else OfferMade(self.seat, HIDDEN)


@dataclass(frozen=True, slots=True)
class OffersRevealed(Event):
    offers: tuple[int, ...]  # per seat; -2: no offer
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Traded(Event):
    buyer: int
    seat: int
    gave: int
    got: int


@dataclass(frozen=True, slots=True)
class TycoonTriggered(Event):
    seat: int
    stock: int
    tycoon: int
    penalty: bool


@dataclass(frozen=True, slots=True)
class TycoonPoints(Event):
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class LoanRepaid(Event):
    seat: int
    loans: int


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    seat: int
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class CardRemoved(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class ExplosionPlaced(Event):
    seat: int
    pile: int
    final: bool  # the game ends now (placed by the start player)
    top: int  # the deck's new top card (-1: empty)
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class EndEvent(Event):
    event: int  # -1 none (tie), 0 left, 1 middle, 2 right
    dynamite: tuple[int, ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    reveals: ClassVar[bool] = True


EVENT_TYPES: tuple[type[Event], ...] = (
    PawnPlaced, TurnStarted, TrendFlipped, LoanTaken, OptionPlaced, OptionReturned, Moved, Paid, Bought,
    TrendPotTaken, CardKept, CardDiscarded, CardDealt, DeckTopDrawn, PriceMoved, Sold, CapitalChanged,
    MarketResolved, CrashPaid, TradeShown, PileShown, OfferMade, OffersRevealed, Traded, TycoonTriggered,
    TycoonPoints, LoanRepaid, CardTaken, CardRemoved, ExplosionPlaced, EndEvent, GameEnded,
)
