"""Stockpile's actions: small decisions (one card, one bid, one share at a time)."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.engine import Action, Options


@dataclass(frozen=True)
class StockpileOptions(Options):
    #: the advanced side of the board: per-company tracks, split/reset spaces, Steel's $ spaces
    advanced_board: bool = False
    #: the investor expansion: deal investors, keep one (two with 2 players), their cash and abilities
    investors: bool = False


@dataclass(frozen=True, slots=True)
class ChooseInvestor(Action):
    investor: int


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Supply: put one of your dealt market cards on a stockpile, face up or face down."""

    card: int
    lot: int
    face_down: bool


@dataclass(frozen=True, slots=True)
class UseWarren(Action):
    """Wise Warren, before Demand: look at every face-down card of one stockpile."""

    lot: int


@dataclass(frozen=True, slots=True)
class UseMark(Action):
    """Maverick Mark, before Demand: move card ``pos`` of stockpile ``src`` to stockpile ``dst``."""

    src: int
    pos: int
    dst: int


@dataclass(frozen=True, slots=True)
class SkipAbility(Action):
    """Before Demand: use no (further) ability."""


@dataclass(frozen=True, slots=True)
class UseMartha(Action):
    """Mayknow Martha, once a round during Demand: look at one hidden forecast pair."""

    pair: int


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Demand: put a meeple on bid-track space ``space`` (0..7) of stockpile ``lot``."""

    lot: int
    space: int


@dataclass(frozen=True, slots=True)
class PlayAction(Action):
    """Action: play a Stock Boom (9) or Stock Bust (10) on a company."""

    card: int
    company: int


@dataclass(frozen=True, slots=True)
class UseCramer(Action):
    """Crazy Cramer, on your Action turn: move one company one space (delta +1 or -1)."""

    company: int
    delta: int


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """Action: end your turn (every action card must have been played)."""


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Selling: ``kind`` 0 = one Stock Portfolio share, 1 = one split-area card (2 shares),
    2 = half of a split-area card (1 share; the card goes back to the portfolio)."""

    company: int
    kind: int


@dataclass(frozen=True, slots=True)
class DoneSelling(Action):
    pass


@dataclass(frozen=True, slots=True)
class ClaimDividend(Action):
    """A dividend: claim it for ``shares`` of your Stock Portfolio shares (each is shown to all)."""

    shares: int


@dataclass(frozen=True, slots=True)
class NameCompany(Action):
    """Dividend Deborah, at the end of a round: the company whose holders get $1,000 a share."""

    company: int


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseInvestor, Place, UseWarren, UseMark, SkipAbility, UseMartha, Bid, PlayAction, UseCramer,
    EndActions, Sell, DoneSelling, ClaimDividend, NameCompany,
)

