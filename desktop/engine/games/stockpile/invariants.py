"""What a Stockpile state must always keep: money and cards conserved, prices on their tracks, every
meeple placed, pairs and investors all accounted for (the contract tests ask after every move)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile.events import HIDDEN
from desktop.engine.games.stockpile.phases import DEMAND

if TYPE_CHECKING:  # for the annotation only: the state calls this module, not the other way
    from desktop.engine.games.stockpile.state import StockpileState


def invariants(s: StockpileState) -> list[str]:
    bad: list[str] = []
    if sum(s.cash) + s.bank != D.BANK_START:
        bad.append("money_not_conserved")
    if any(c < 0 for c in s.cash):
        bad.append("negative_cash")
    counts = list(s.discard)
    hidden = 0

    def add(kind: int) -> None:
        nonlocal hidden
        if kind == HIDDEN:
            hidden += 1
        else:
            counts[kind] += 1

    for k in s.deck:
        add(k)
    for seat in range(s.num_players):
        for k in s.hand[seat]:
            add(k)
        for k, _m in s.port[seat]:
            add(k)
        for k, _m in s.acts[seat]:
            add(k)
        for k in s.debt[seat]:
            add(k)
        for c in range(D.NUM_COMPANIES):
            counts[c] += s.split[seat][c]
    for pile in s.lots:
        for k, _m in pile:
            add(k)
    if sum(counts) + hidden != D.DECK_SIZE:
        bad.append("cards_not_conserved")
    elif s.viewer is None and counts != list(D.DECK_COUNTS):
        bad.append("card_kinds_not_conserved")
    if any(not 0 <= s.price[c] < len(s.tracks[c]) for c in range(D.NUM_COMPANIES)):
        bad.append("price_off_track")
    if s.phase == DEMAND:
        placed = sum(1 for b in s.bidder if b >= 0)
        if placed + sum(s.free) != s.n_lots:
            bad.append("meeples_not_conserved")
        if s.num_players == 2 and any(s.available_cash(seat) < 0 for seat in range(2)):
            bad.append("bids_above_cash")
    pair_companies = sorted(c for c, _f in s.pairs)
    if s.viewer is None and s.round and pair_companies != list(range(D.NUM_COMPANIES)):
        bad.append("pairs_not_conserved")
    if s.options.investors:
        seen = sorted([*s.inv_out, *(i for s in s.inv for i in s), *(i for s in s.offer for i in s)])
        if s.viewer is None and seen != list(range(D.NUM_INVESTORS)):
            bad.append("investors_not_conserved")
    return bad
