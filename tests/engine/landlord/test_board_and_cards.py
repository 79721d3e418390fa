"""The board, the decks and our own names."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.engine.games.landlord import data as D


def test_board_has_40_squares_28_lots_in_8_colour_groups_4_commercial_2_clinics() -> None:
    assert D.NUM_SQUARES == len(D.SQUARE_IDS) == 40
    assert len(D.LOTS) == 28
    assert [len(D.GROUP_SQUARES[g]) for g in D.STREET_GROUPS] == [2, 3, 3, 3, 3, 3, 3, 2]
    assert D.COMMERCIAL_SQUARES == (5, 15, 25, 35)
    assert D.CLINIC_SQUARES == (12, 28)
    assert [i for i in range(40) if D.KIND[i] == D.TAX] == [4, 38]
    assert (D.TAX_AMOUNT[4], D.TAX_AMOUNT[38]) == (200, 100)
    assert [D.KIND[i] for i in (0, 10, 20, 30)] == [D.GO, D.VACATION, D.FREE, D.GO_VACATION]


def test_standard_prices_rents_house_costs_and_mortgage_values() -> None:
    assert D.PRICE[1] == 60 and D.RENTS[1] == (2, 10, 30, 90, 160, 250) and D.HOUSE_COST[1] == 50
    assert D.PRICE[24] == 240 and D.RENTS[24] == (20, 100, 300, 750, 925, 1100) and D.HOUSE_COST[24] == 150
    assert D.PRICE[39] == 400 and D.RENTS[39] == (50, 200, 600, 1400, 1700, 2000) and D.HOUSE_COST[39] == 200
    assert all(D.MORTGAGE[sq] * 2 == D.PRICE[sq] for sq in D.LOTS)
    assert sum(D.PRICE[sq] for sq in D.LOTS) == 5690
    assert D.COMMERCIAL_RENT[1:] == (25, 50, 100, 200) and D.CLINIC_FACTOR[1:] == (4, 10)


def test_two_decks_of_16_cards_with_two_keep_out_cards() -> None:
    assert [len(cards) for cards in D.DECK_CARDS] == [16, 16]
    assert len(D.KEEP_OUT_CARDS) == 2 and {D.CARD_DECK[c] for c in D.KEEP_OUT_CARDS} == {0, 1}
    assert len(set(D.CARD_IDS)) == 32
    assert [D.DECK_OF[i] for i in (2, 7, 17, 22, 33, 36)] == [1, 0, 1, 0, 1, 0]


FORBIDDEN = ("monopoly", "hasbro", "costco", "boardwalk", "park place", "park_place", "mediterranean", "baltic",
             "railroad", "reading", "chance", "community", "jail", "free parking", "marvin", "atlantic", "ventnor",
             "illinois", "kentucky", "indiana", "pennsylvania", "carolina", "pacific", "oriental", "vermont",
             "connecticut", "charles", "virginia", "tennessee", "new york", "electric", "water works")


def test_names_are_our_own() -> None:
    root = Path(__file__).resolve().parents[3] / "desktop" / "engine" / "games" / "landlord"
    bot = root.parents[2] / "ai" / "heuristics" / "landlord.py"
    for path in [*root.glob("*.py"), root / "README.md", bot]:
        text = path.read_text(encoding="utf-8").lower()
        for word in FORBIDDEN:
            assert not re.search(rf"\b{re.escape(word)}\b", text), f"{word!r} in {path.name}"
