"""Stockpile's events: ids and numbers only.  Events carrying cards a seat may
not see override ``for_seat``; ``HIDDEN`` (-1) stands for an unseen card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from desktop.engine import Event

HIDDEN = -1


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    start_player: int


@dataclass(frozen=True, slots=True)
class InvestorChosen(Event):
    """``seat`` chose one of the investor cards only it was offered (the table
    sees which: it ``reveals``)."""

    seat: int
    investor: int
    cash: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PairDealt(Event):
    """A forecast pair: ``owner`` a seat, -1 the public pair, -2 a face-down pair (``slot`` is its place)."""

    slot: int
    owner: int
    company: int
    forecast: int
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        if self.owner == -1 or self.owner == seat:
            return self
        return PairDealt(self.slot, self.owner, HIDDEN, HIDDEN)


@dataclass(frozen=True, slots=True)
class MarketCardDealt(Event):
    """A market card dealt to a seat's hand (seat -1: turned face up onto stockpile ``lot``)."""

    seat: int
    lot: int
    card: int
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        if self.seat == -1 or self.seat == seat:
            return self
        return MarketCardDealt(self.seat, self.lot, HIDDEN)


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    """A card from ``seat``'s hand onto a stockpile: face up, it shows the
    table a card of that hidden hand (it ``reveals``; undo stops there)."""

    seat: int
    lot: int
    card: int
    face_down: bool

    @property
    def reveals(self) -> bool:  # type: ignore[override]  # per card: only a face-up card shows anything
        return not self.face_down

    def for_seat(self, seat: int) -> Event | None:
        if not self.face_down or seat == self.seat:
            return self
        return CardPlaced(self.seat, self.lot, HIDDEN, True)


@dataclass(frozen=True, slots=True)
class LotInspected(Event):
    """The inspecting seat sees the lot's face-down cards (it ``reveals``: no undo past it)."""

    seat: int
    lot: int
    cards: tuple[int, ...]
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else LotInspected(self.seat, self.lot, ())


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card moved between stockpiles: the mover sees it (and face up, the
    table does), so it may show a card that was face down (it ``reveals``)."""

    seat: int
    src: int
    pos: int
    dst: int
    card: int
    face_down: bool
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        if not self.face_down or seat == self.seat:
            return self
        return CardMoved(self.seat, self.src, self.pos, self.dst, HIDDEN, True)


@dataclass(frozen=True, slots=True)
class PairPeeked(Event):
    """The peeking seat sees a face-down forecast pair (it ``reveals``)."""

    seat: int
    slot: int
    company: int
    forecast: int
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else PairPeeked(self.seat, self.slot, HIDDEN, HIDDEN)


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    seat: int
    lot: int
    space: int
    amount: int
    outbid: int  # the seat whose meeple went back, or -1


@dataclass(frozen=True, slots=True)
class LotWon(Event):
    """``seat`` paid ``paid`` and took ``cards`` (HIDDEN where the viewer does not know the card)."""

    seat: int
    lot: int
    paid: int
    cards: tuple[int, ...]
    known: tuple[int, ...]  # per card, the bitmask of seats that know it
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        if seat == self.seat:
            return self
        cards = tuple(c if k >> seat & 1 else HIDDEN for c, k in zip(self.cards, self.known, strict=True))
        return LotWon(self.seat, self.lot, self.paid, cards, self.known)


@dataclass(frozen=True, slots=True)
class FeeTaken(Event):
    """A trading fee won: ``paid`` now (0 if kept as a debt); ``broker`` if Broker Bernie was paid instead."""

    seat: int
    amount: int
    paid: bool
    broker: bool


@dataclass(frozen=True, slots=True)
class DebtPaid(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class ActionPlayed(Event):
    """An action card from ``seat``'s hidden hand, played face up (it ``reveals``)."""

    seat: int
    card: int
    company: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CramerUsed(Event):
    seat: int
    company: int
    delta: int


@dataclass(frozen=True, slots=True)
class PriceMoved(Event):
    """``company`` moved ``steps`` spaces and now stands on track space ``index`` (value ``value``)."""

    company: int
    steps: int
    index: int
    value: int


@dataclass(frozen=True, slots=True)
class StockSplit(Event):
    company: int


@dataclass(frozen=True, slots=True)
class SplitBonus(Event):
    seat: int
    company: int
    cards: int
    amount: int


@dataclass(frozen=True, slots=True)
class SharesSplit(Event):
    """``count`` portfolio shares of ``seat`` revealed and moved to the split area
    (which of its hidden shares were that company: it ``reveals``)."""

    seat: int
    company: int
    count: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Bankruptcy(Event):
    company: int


@dataclass(frozen=True, slots=True)
class SharesDiscarded(Event):
    seat: int
    company: int
    portfolio: int
    split_cards: int


@dataclass(frozen=True, slots=True)
class ShareSold(Event):
    """A portfolio share sold: the table sees which company that hidden share
    was (it ``reveals``)."""

    seat: int
    company: int
    kind: int
    amount: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class PairRevealed(Event):
    slot: int
    owner: int
    company: int
    forecast: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class DividendDeclared(Event):
    """``reason``: 0 the $$ forecast, 1 Steel's $ space, 2 Dividend Deborah."""

    company: int
    per_share: int
    reason: int


@dataclass(frozen=True, slots=True)
class DividendPaid(Event):
    """``shown`` portfolio shares claimed (and shown: it ``reveals``) plus ``split_cards`` split-area cards."""

    seat: int
    company: int
    shown: int
    split_cards: int
    amount: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CompanyNamed(Event):
    seat: int
    company: int


@dataclass(frozen=True, slots=True)
class MajorityBonus(Event):
    company: int
    seats: tuple[int, ...]
    amount: int


@dataclass(frozen=True, slots=True)
class HoldingsRevealed(Event):
    seat: int
    portfolio: tuple[int, ...]  # shares per company
    split_cards: tuple[int, ...]
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class FinalSale(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    scores: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    RoundStarted, InvestorChosen, PairDealt, MarketCardDealt, CardPlaced, LotInspected,
    CardMoved, PairPeeked, BidPlaced, LotWon, FeeTaken, DebtPaid, ActionPlayed, CramerUsed, PriceMoved,
    StockSplit, SplitBonus, SharesSplit, Bankruptcy, SharesDiscarded, ShareSold, PairRevealed,
    DividendDeclared, DividendPaid, CompanyNamed, MajorityBonus, HoldingsRevealed, FinalSale, GameEnded,
)
