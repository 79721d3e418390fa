"""Landlord's auctions: a lot the lander declined or a bankrupt owed the bank, or the last houses
(hotels) several players want.  Bids go round in seat order; a seat that passes (or cannot
raise) is out; the last bidder standing pays the bank.  A lot goes to the winner at once; a
won house or hotel is placed by the winner (phase PLACE)."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.records import Action, Event

from . import data as D
from .board import Board
from .phases import AUCTION, PLACE, RUN
from .records import AuctionStarted, AuctionUnsold, AuctionWon, Bid, BidMade, BidPassed, PassBid

_PASSBID = PassBid()


@dataclass(slots=True)
class Auction:
    """The auction in progress (or the last one held): ``item`` is a lot's square or
    HOUSE_ITEM / HOTEL_ITEM; ``seats`` the seats still bidding, ``pos`` the one to bid;
    ``placer`` the seat that places the building it won.  Copied on write: ``shared`` is set
    when a clone of the state shares this record; the state copies it before changing it."""

    item: int = 0
    bid: int = 0
    leader: int = -1
    seats: list[int] = field(default_factory=list)
    pos: int = 0
    placer: int = -1
    shared: bool = field(default=False, compare=False, repr=False)

    #: field → its key in the state's snapshot (the flat form saves were hashed with)
    FLAT = (("item", "auc_item"), ("bid", "auc_bid"), ("leader", "auc_leader"), ("seats", "auc_in"),
            ("pos", "auc_pos"), ("placer", "place_seat"))

    def clone(self) -> Auction:
        return Auction(self.item, self.bid, self.leader, self.seats[:], self.pos, self.placer)

    def bidder(self) -> int:
        return self.seats[self.pos]

    # -- rules ---------------------------------------------------------------------------
    def bid_reason(self, cash: int, amount: int) -> str | None:
        if amount <= self.bid:
            return "bid_not_above_current"
        if amount > cash:
            return "bid_above_cash"
        if amount - self.bid not in D.BID_RAISES:
            return "bid_step_not_offered"
        return None

    def actions(self, cash: int, acts: list[Action]) -> None:
        """The bids a seat with ``cash`` may make (and passing)."""
        acts.append(_PASSBID)
        bid = self.bid
        acts.extend(Bid(bid + r) for r in D.BID_RAISES if bid + r <= cash)

    # -- play ----------------------------------------------------------------------------
    def start(self, st: Board, item: int, seats: list[int], reason: str, ev: list[Event]) -> None:
        self.item = item
        self.bid = 0
        self.leader = -1
        self.seats = list(seats)
        self.pos = 0
        ev.append(AuctionStarted(item, reason))
        self.next(st, ev)

    def raise_bid(self, st: Board, seat: int, amount: int, ev: list[Event]) -> None:
        self.leader = seat
        self.bid = amount
        self.pos += 1
        ev.append(BidMade(seat, amount))
        self.next(st, ev)

    def drop(self, st: Board, seat: int, ev: list[Event]) -> None:
        del self.seats[self.pos]
        ev.append(BidPassed(seat))
        self.next(st, ev)

    def next(self, st: Board, ev: list[Event]) -> None:
        """Move the auction to the next bidder, or end it (phase RUN or PLACE)."""
        cash = st.cash
        while True:
            ins = self.seats
            if not ins or (self.leader >= 0 and len(ins) == 1):
                break
            if self.pos >= len(ins):
                self.pos = 0
            seat = ins[self.pos]
            if cash[seat] <= self.bid:  # cannot raise: passes
                del ins[self.pos]
                ev.append(BidPassed(seat))
                continue
            st.phase = AUCTION
            return
        item = self.item
        st.phase = RUN
        self.seats = []
        if self.leader < 0:
            ev.append(AuctionUnsold(item))
            return
        winner, price = self.leader, self.bid
        st._pay_bank(winner, price)
        ev.append(AuctionWon(winner, item, price))
        if item >= 0:
            st._own_board()
            st.owner[item] = winner
        else:
            self.placer = winner
            st.phase = PLACE
