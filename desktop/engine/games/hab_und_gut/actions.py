"""Actions, events and options of Hab & Gut: ids and numbers only.

Goods are ids 0-5 (data.GOODS), racks are ids 0..n-1 (rack r lies between seat r
and seat r+1), ``HIDDEN`` (-1) stands for a card or good a seat may not see."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from desktop.engine import Action, Event, Options

HIDDEN = -1


@dataclass(frozen=True)
class HabGutOptions(Options):
    #: Donated shares lie face up instead of face down (the rules' DEFAULT is face down).
    open_donations: bool = field(default=False)


# -- actions ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy one share of ``good`` at its current price (a turn buys up to three)."""

    good: int


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Sell one share of ``good`` from hand at its current price (up to three a turn)."""

    good: int


@dataclass(frozen=True, slots=True)
class Donate(Action):
    """Put one share of ``good`` from hand on this round's donation slot (once a round)."""

    good: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Finish this share-phase turn."""


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play the card (``good``, ``value``) from ``rack``: the turn's first card moves
    the price by its full value, the second by half."""

    rack: int
    good: int
    value: int


# -- events -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ShareBought(Event):
    seat: int
    good: int
    price: int


@dataclass(frozen=True, slots=True)
class ShareSold(Event):
    """``hinted``: ``seat`` has face-down donations and no more shares of
    ``good`` than donations, so the sale shows the table that not all of them
    were that good (it ``reveals``)."""

    seat: int
    good: int
    price: int
    hinted: bool = False

    @property
    def reveals(self) -> bool:  # type: ignore[override]  # per sale: only a sale that narrows the donations
        return self.hinted


@dataclass(frozen=True, slots=True)
class ShareDonated(Event):
    """``good`` is HIDDEN for seats that may not see the donated share."""

    seat: int
    slot: int
    good: int
    open: bool = False

    def for_seat(self, seat: int) -> Event | None:
        if self.open or seat == self.seat:
            return self
        return ShareDonated(self.seat, self.slot, HIDDEN, self.open)


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    """``phase`` is ``"shares"`` or ``"prices"``; ``half`` and ``round`` count from 1."""

    phase: str
    half: int
    round: int
    start_player: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``steps`` is the movement applied (the value, or half of it for a second card).
    The card was hidden from the seats not beside its rack: it ``reveals``."""

    seat: int
    rack: int
    good: int
    value: int
    steps: int
    full: bool
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PriceMoved(Event):
    good: int
    old_price: int
    new_price: int


@dataclass(frozen=True, slots=True)
class StartPlayerPassed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class DonationsCashed(Event):
    """A donation board sold at current prices; the money goes to its centre."""

    seat: int
    goods: tuple[int, ...]
    amount: int
    centre: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CardsReshuffled(Event):
    """All market cards shuffled for the second half."""

    half: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class RackDealt(Event):
    """``cards`` are card codes (good * 6 + value index); HIDDEN for a seat beside neither end."""

    rack: int
    cards: tuple[int, ...]
    left_of: int
    right_of: int
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        if seat in (self.left_of, self.right_of):
            return self
        return RackDealt(self.rack, tuple(HIDDEN for _ in self.cards), self.left_of, self.right_of)


@dataclass(frozen=True, slots=True)
class HoldingsSold(Event):
    seat: int
    good: int
    count: int
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    """The lowest donor (all tied lowest) leaves the ranking."""

    seat: int
    donated: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    cash: tuple[int, ...]
    donated: tuple[int, ...]


ACTION_TYPES: tuple[type[Action], ...] = (Buy, Sell, Donate, EndTurn, PlayCard)
EVENT_TYPES: tuple[type[Event], ...] = (
    ShareBought, ShareSold, ShareDonated, TurnEnded, PhaseStarted, CardPlayed, PriceMoved,
    StartPlayerPassed, DonationsCashed, CardsReshuffled, RackDealt, HoldingsSold, PlayerEliminated, GameEnded,
)
