"""The fields of a Stockpile state, the questions that only read them, and what they must always keep
(money and cards conserved, prices on their tracks, every meeple placed, pairs and investors accounted
for): the base of ``StockpileState``, which holds the rules."""

from __future__ import annotations

from desktop.engine import Rng, State
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile.actions import StockpileOptions
from desktop.engine.games.stockpile.events import HIDDEN
from desktop.engine.games.stockpile.phases import DEMAND, Card


class StockpileFields(State):
    """Everything a Stockpile game holds; the rules are in ``StockpileState``."""


    __slots__ = (
        "acts",
        "all_mask",
        "bank",
        "batch",
        "bid_space",
        "bidder",
        "breakdown",
        "cash",
        "claim_pos",
        "claim_seat",
        "claims",
        "cramer_used",
        "debt",
        "deck",
        "discard",
        "facing",
        "free",
        "hand",
        "inv",
        "inv_out",
        "lots",
        "martha_used",
        "move_order",
        "move_pos",
        "n_lots",
        "num_players",
        "offer",
        "options",
        "order_pos",
        "pair_known",
        "pair_owner",
        "pairs",
        "phase",
        "port",
        "pre_queue",
        "price",
        "resets",
        "rng",
        "round",
        "rounds",
        "rules_version",
        "scores",
        "split",
        "start",
        "starts",
        "tracks",
        "turn",
        "viewer",
    )
    num_players: int
    options: StockpileOptions
    rng: Rng | None
    all_mask: int
    n_lots: int
    rounds: int
    tracks: tuple[tuple[int, ...], ...]
    starts: tuple[int, ...]
    resets: tuple[int, ...]
    round: int
    start: int
    phase: int
    turn: int
    order_pos: int
    price: list[int]
    cash: list[int]
    bank: int
    debt: list[list[int]]
    deck: list[int]
    discard: list[int]
    hand: list[list[int]]
    lots: list[list[Card]]
    bid_space: list[int]
    bidder: list[int]
    free: list[int]
    port: list[list[Card]]
    split: list[list[int]]
    acts: list[list[Card]]
    pairs: list[tuple[int, int]]
    pair_owner: list[int]
    pair_known: list[int]
    move_order: list[int]
    move_pos: int
    batch: int
    facing: int
    cramer_used: bool
    martha_used: bool
    pre_queue: list[tuple[int, int]]
    #: pending dividends: (company, rate, reason), and for a Steel $ space under
    #: rules version 2 a fourth item: each seat's split cards of Steel when the
    #: price passed the space (shares split later in the same move are paid as
    #: the portfolio shares they were then)
    claims: list[tuple[int, ...]]
    claim_pos: int
    claim_seat: int
    inv: list[list[int]]
    offer: list[list[int]]
    inv_out: list[int]
    scores: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...]

    def __init__(self) -> None:
        self.viewer = None

    # ---------------------------------------------------------------- queries
    def value(self, company: int) -> int:
        """The share price of ``company`` in $1K."""
        return self.tracks[company][self.price[company]]

    def holdings(self, seat: int, company: int) -> int:
        """Shares of ``company`` that ``seat`` holds (a split-area card counts twice);
        on a view, only the shares the viewer knows of."""
        n = 0
        for k, _m in self.port[seat]:
            if k == company:
                n += 1
        return n + 2 * self.split[seat][company]

    def portfolio_count(self, seat: int, company: int) -> int:
        n = 0
        for k, _m in self.port[seat]:
            if k == company:
                n += 1
        return n

    def has_investor(self, seat: int, investor: int) -> bool:
        return investor in self.inv[seat]

    def seat_at(self, pos: int) -> int:
        """The seat at position ``pos`` of this round's turn order."""
        return (self.start + pos) % self.num_players

    def available_cash(self, seat: int) -> int:
        """Cash a new bid may use: cash minus this seat's bid already on the track (2 players)."""
        avail = self.cash[seat]
        if self.num_players == 2:
            for lot in range(self.n_lots):
                if self.bidder[lot] == seat:
                    avail -= D.BID_TRACK[self.bid_space[lot]]
        return avail

    # ------------------------------------------------------------- invariants
    def invariants(self) -> list[str]:
        bad: list[str] = []
        if sum(self.cash) + self.bank != D.BANK_START:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        counts = list(self.discard)
        hidden = 0

        def add(kind: int) -> None:
            nonlocal hidden
            if kind == HIDDEN:
                hidden += 1
            else:
                counts[kind] += 1

        for k in self.deck:
            add(k)
        for seat in range(self.num_players):
            for k in self.hand[seat]:
                add(k)
            for k, _m in self.port[seat]:
                add(k)
            for k, _m in self.acts[seat]:
                add(k)
            for k in self.debt[seat]:
                add(k)
            for c in range(D.NUM_COMPANIES):
                counts[c] += self.split[seat][c]
        for pile in self.lots:
            for k, _m in pile:
                add(k)
        if sum(counts) + hidden != D.DECK_SIZE:
            bad.append("cards_not_conserved")
        elif self.viewer is None and counts != list(D.DECK_COUNTS):
            bad.append("card_kinds_not_conserved")
        if any(not 0 <= self.price[c] < len(self.tracks[c]) for c in range(D.NUM_COMPANIES)):
            bad.append("price_off_track")
        if self.phase == DEMAND:
            placed = sum(1 for b in self.bidder if b >= 0)
            if placed + sum(self.free) != self.n_lots:
                bad.append("meeples_not_conserved")
            if self.num_players == 2 and any(self.available_cash(seat) < 0 for seat in range(2)):
                bad.append("bids_above_cash")
        pair_companies = sorted(c for c, _f in self.pairs)
        if self.viewer is None and self.round and pair_companies != list(range(D.NUM_COMPANIES)):
            bad.append("pairs_not_conserved")
        if self.options.investors:
            seen = sorted([*self.inv_out, *(i for s in self.inv for i in s), *(i for s in self.offer for i in s)])
            if self.viewer is None and seen != list(range(D.NUM_INVESTORS)):
                bad.append("investors_not_conserved")
        return bad
