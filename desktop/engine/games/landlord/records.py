"""Options, actions and events of Landlord (ids and numbers only).

Squares are board positions 0-39 (README.md lists each with its id and name);
cards are card ids (``wf_keep_out``); seat -1 is the bank."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from desktop.engine.records import Action, Event, Options


@dataclass(frozen=True)
class LandlordOptions(Options):
    #: declined lots (and a bankrupt's lots owed to the bank) go to auction; off: they stay with the bank
    auctions: bool = True
    #: players may trade lots, cash and keep-out cards
    trades: bool = True
    #: lots may be mortgaged (and lifted)
    mortgages: bool = True
    #: 32 houses and 12 hotels, auctioned when several players want the last ones; off: unlimited
    building_shortage: bool = True
    #: end after this many rounds, then the highest net worth wins (0: off)
    max_rounds: int = field(default=0, metadata={"min": 0, "max": 150})
    #: a time limit the app keeps; when it runs out the app applies TimeUp (0: off)
    time_limit_minutes: int = field(default=0, metadata={"min": 0, "max": 600})


# -- actions ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Roll the dice (to move, or to try for doubles on Vacation)."""


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


@dataclass(frozen=True, slots=True)
class PayToLeave(Action):
    """Pay 50 to leave Vacation before rolling."""


@dataclass(frozen=True, slots=True)
class UseCard(Action):
    """Use a keep-out-of-Vacation card to leave Vacation before rolling."""

    card: str


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Build the next house (or the hotel) on a lot; also places an auctioned building."""

    square: int


@dataclass(frozen=True, slots=True)
class SellBuilding(Action):
    square: int


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    square: int


@dataclass(frozen=True, slots=True)
class LiftMortgage(Action):
    square: int


@dataclass(frozen=True, slots=True)
class ProposeTrade(Action):
    """Start composing a trade offer to ``partner``."""

    partner: int


@dataclass(frozen=True, slots=True)
class OfferLot(Action):
    """Add a lot to the offer: one of yours to give, or one of the partner's to ask for."""

    square: int


@dataclass(frozen=True, slots=True)
class OfferCash(Action):
    """Change the cash of the offer by ``delta`` (positive: you pay; negative: the partner pays)."""

    delta: int


@dataclass(frozen=True, slots=True)
class OfferCard(Action):
    """Add a keep-out card to the offer (yours to give, or the partner's to ask for)."""

    card: str


@dataclass(frozen=True, slots=True)
class SubmitTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class CancelTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class AcceptTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class RejectTrade(Action):
    pass


@dataclass(frozen=True, slots=True)
class CounterTrade(Action):
    """Refuse the offer and answer it with a counter-offer: the offer turned round (your lots
    and cash for the proposer's), to change (cash either way, more lots or cards) and send back.
    The proposer may then accept or refuse it; a counter-offer cannot be countered."""


@dataclass(frozen=True, slots=True)
class Buy(Action):
    pass


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Do not buy: the lot goes to auction."""


@dataclass(frozen=True, slots=True)
class Bid(Action):
    amount: int


@dataclass(frozen=True, slots=True)
class PassBid(Action):
    """Leave the auction (passing is final)."""


@dataclass(frozen=True, slots=True)
class LiftNow(Action):
    """A mortgaged lot received from a player: lift the mortgage now (value + 10%)."""

    square: int


@dataclass(frozen=True, slots=True)
class KeepMortgaged(Action):
    """A mortgaged lot received from a player: pay 10% now and keep it mortgaged."""

    square: int


@dataclass(frozen=True, slots=True)
class TimeUp(Action):
    """The app's clock ran out (time_limit_minutes): the game ends at the end of this turn.
    Never offered in legal_actions; the app applies it for the seat to move."""


ACTION_TYPES: tuple[type[Action], ...] = (
    Roll, EndTurn, PayToLeave, UseCard, Build, SellBuilding, Mortgage, LiftMortgage, ProposeTrade,
    OfferLot, OfferCash, OfferCard, SubmitTrade, CancelTrade, AcceptTrade, RejectTrade, Buy, Decline,
    Bid, PassBid, LiftNow, KeepMortgaged, TimeUp, CounterTrade,
)


# -- events ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    round: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    seat: int
    die1: int
    die2: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: int
    from_square: int
    to_square: int


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """Money moved: payer/payee -1 is the bank.  reason: salary, rent, tax, card, vacation_fee,
    interest, repairs, trade, bankruptcy."""

    payer: int
    payee: int
    amount: int
    reason: str
    square: int


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    seat: int
    deck: str
    card: str
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CardReturned(Event):
    """A keep-out card goes back under its deck."""

    card: str


@dataclass(frozen=True, slots=True)
class SentOnVacation(Event):
    """how: square, card, third_double."""

    seat: int
    how: str


@dataclass(frozen=True, slots=True)
class LeftVacation(Event):
    """how: paid, card, doubles, forced (paid after the third failed roll)."""

    seat: int
    how: str


@dataclass(frozen=True, slots=True)
class LotBought(Event):
    seat: int
    square: int
    price: int


@dataclass(frozen=True, slots=True)
class AuctionStarted(Event):
    """item: a square, or -1 for a house, -2 for a hotel (building shortage)."""

    item: int
    reason: str


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class BidPassed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    seat: int
    item: int
    amount: int


@dataclass(frozen=True, slots=True)
class AuctionUnsold(Event):
    item: int


@dataclass(frozen=True, slots=True)
class Built(Event):
    """level: 1-4 houses, 5 a hotel; cost paid (0 when placing an auctioned building)."""

    seat: int
    square: int
    level: int
    cost: int


@dataclass(frozen=True, slots=True)
class BuildingSold(Event):
    seat: int
    square: int
    level: int
    refund: int


@dataclass(frozen=True, slots=True)
class Mortgaged(Event):
    seat: int
    square: int
    amount: int


@dataclass(frozen=True, slots=True)
class MortgageLifted(Event):
    seat: int
    square: int
    amount: int


@dataclass(frozen=True, slots=True)
class TradeOffered(Event):
    proposer: int
    partner: int
    give: tuple[int, ...]
    take: tuple[int, ...]
    cash: int
    give_cards: tuple[str, ...]
    take_cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TradeAccepted(Event):
    proposer: int
    partner: int


@dataclass(frozen=True, slots=True)
class TradeRejected(Event):
    proposer: int
    partner: int


@dataclass(frozen=True, slots=True)
class TradeCountered(Event):
    """``partner`` refused ``proposer``'s offer and composes a counter-offer to it."""

    proposer: int
    partner: int


@dataclass(frozen=True, slots=True)
class TradeCancelled(Event):
    proposer: int


@dataclass(frozen=True, slots=True)
class LotTransferred(Event):
    """A lot changes owner by trade or bankruptcy (mortgaged says whether it still is)."""

    square: int
    from_seat: int
    to_seat: int
    mortgaged: bool


@dataclass(frozen=True, slots=True)
class InDebt(Event):
    seat: int
    creditor: int
    amount: int


@dataclass(frozen=True, slots=True)
class WentBankrupt(Event):
    seat: int
    creditor: int


@dataclass(frozen=True, slots=True)
class TimeCalled(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """reason: last_player, rounds, time, round_cap."""

    reason: str
    winners: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    TurnStarted, DiceRolled, Moved, Paid, CardDrawn, CardReturned, SentOnVacation, LeftVacation, LotBought,
    AuctionStarted, BidMade, BidPassed, AuctionWon, AuctionUnsold, Built, BuildingSold, Mortgaged,
    MortgageLifted, TradeOffered, TradeAccepted, TradeRejected, TradeCancelled, LotTransferred, InDebt,
    WentBankrupt, TimeCalled, GameEnded, TradeCountered,
)
