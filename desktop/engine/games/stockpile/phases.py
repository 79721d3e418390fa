"""Stockpile's phases, dividend reasons and the card record the state keeps (a leaf of the state)."""

from __future__ import annotations

Card = tuple[int, int]  # (card kind or HIDDEN, bitmask of seats that know it)

# phases
DRAFT, SUPPLY, PRE_DEMAND, DEMAND, ACTION, SELLING, MOVEMENT, DEBORAH, END_ROUND, OVER = range(10)
PHASE_NAMES = ("draft", "supply", "pre_demand", "demand", "action", "selling", "movement", "deborah",
               "end_round", "over")

# dividend reasons
DIV_FORECAST, DIV_STEEL, DIV_DEBORAH = 0, 1, 2


def pop_known(cards: list[Card], kind: int) -> Card:
    """Remove and return the ``kind`` card known to the most seats (a sale or a play
    shows a card of that kind: what others knew about that kind is then spent)."""
    best = -1
    best_bits = -1
    for i, (k, m) in enumerate(cards):
        if k == kind:
            bits = m.bit_count()
            if bits > best_bits:
                best, best_bits = i, bits
    return cards.pop(best)
