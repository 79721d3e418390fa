"""Every number and table of Hab & Gut in one place.

Values marked ``# DEFAULT`` have no source in the rules file
(../shared/rules/hab-und-gut.md); they are checked by simulation in
docs/games/hab_und_gut.md (tools/analyze_hab_und_gut.py) and corrected here.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import cast

# -- goods --------------------------------------------------------------------
#: Good ids, in board order (coal, wheat, corn, coffee from the seed; sugar and
#: tea from two reviews).  The index in this tuple is the good's id everywhere.
GOODS: tuple[str, ...] = ("coal", "wheat", "corn", "coffee", "sugar", "tea")
NUM_GOODS = len(GOODS)
COAL, WHEAT, CORN, COFFEE, SUGAR, TEA = range(NUM_GOODS)

#: Share cards per good in the supply.
SHARES_PER_GOOD = 10

# -- price track ----------------------------------------------------------------
START_PRICE = 40
MIN_PRICE = 0
MAX_PRICE = 250
#: DEFAULT: a uniform track 0, 5, 10, ..., 250 (one step = 5).  Reason: fits every
#: price in the seed's examples (40, 50, 55, 60) and the 0-250 range.  The track is
#: a table so that an uneven real board (e.g. wider steps at the top) is one edit.
PRICE_STEP = 5
TRACK: tuple[int, ...] = tuple(range(MIN_PRICE, MAX_PRICE + 1, PRICE_STEP))
TRACK_INDEX: dict[int, int] = {price: i for i, price in enumerate(TRACK)}
assert TRACK[0] == MIN_PRICE and TRACK[-1] == MAX_PRICE and START_PRICE in TRACK_INDEX

# -- market cards -------------------------------------------------------------
#: Card values (steps) in card-code order; every value is even, so halving is exact.
CARD_VALUES: tuple[int, ...] = (-6, -4, -2, 2, 4, 6)
#: DEFAULT: cards of each value per good (identical for all six goods): 9 per good,
#: 54 in all; five risers against four fallers ("more rising than falling"), a
#: net drift of +4 steps per good per full deck.  Reason: no source gives the
#: distribution; uniform across goods keeps the goods interchangeable and fair.
CARDS_PER_VALUE: dict[int, int] = {-6: 1, -4: 1, -2: 2, 2: 2, 4: 2, 6: 1}

#: A card is a code: good * len(CARD_VALUES) + index of its value.
NUM_CODES = NUM_GOODS * len(CARD_VALUES)
CARD_GOOD: tuple[int, ...] = tuple(code // len(CARD_VALUES) for code in range(NUM_CODES))
CARD_VALUE: tuple[int, ...] = tuple(CARD_VALUES[code % len(CARD_VALUES)] for code in range(NUM_CODES))
CODE_OF: dict[tuple[int, int], int] = {(CARD_GOOD[c], CARD_VALUE[c]): c for c in range(NUM_CODES)}
#: The whole deck as sorted card codes (with repeats).
DECK: tuple[int, ...] = tuple(
    sorted(CODE_OF[(good, value)] for good in range(NUM_GOODS) for value, count in CARDS_PER_VALUE.items()
           for _ in range(count)))
DECK_SIZE = 54
assert len(DECK) == DECK_SIZE

# -- structure ------------------------------------------------------------------
START_CASH = 300
RACK_SIZE = 8
HALVES = 2
ROUNDS_PER_HALF = 4
MAX_SHARES_PER_TURN = 3
#: One donation slot per round of a half.
DONATION_SLOTS = ROUNDS_PER_HALF

#: DEFAULT: 3-5 players (S-knob), changed from the rules file's 2-5 (S-gwp).
#: Reason: with two players the lowest donor's elimination hands the other player
#: the win whatever the money, so the game degenerates into a donation race; in
#: 1,000 simulated two-player games the richer player was eliminated in over half
#: (docs/games/hab_und_gut.md).  The racks below still follow the rules file's
#: two-player set-up (two racks, both seen by both players) should it come back.
MIN_PLAYERS = 3
MAX_PLAYERS = 5
#: Racks: one per player (rack s lies between seat s and seat s+1; it is the left
#: rack of seat s and the right rack of seat s+1).  With two players that gives the
#: rules file's two-player set-up: two racks, each the left rack of one player,
#: both seen by both.

#: Seat that holds the start player token at the start (the youngest player; the
#: app seats the people).
FIRST_START_PLAYER = 0


def half_steps(value: int) -> int:
    """A second card's movement: half its value, rounded towards zero (values are
    even, so this is exact with the default cards)."""
    return value // 2 if value >= 0 else -((-value) // 2)


def move_price(price: int, steps: int) -> int:
    """The price ``steps`` spaces along the track from ``price``; markers stop at
    the ends of the track (excess movement is lost)."""
    i = TRACK_INDEX[price] + steps
    return TRACK[0 if i < 0 else len(TRACK) - 1 if i >= len(TRACK) else i]


_LAST = len(TRACK) - 1
_LAST_F = float(_LAST)
#: the track's prices, their indices and the gaps to the next price, as floats
_TRACK_F: tuple[float, ...] = tuple(map(float, TRACK))
_INDEX_F: tuple[float, ...] = tuple(map(float, range(len(TRACK))))
_GAP_F: tuple[float, ...] = tuple(float(TRACK[k + 1] - TRACK[k]) for k in range(_LAST))
#: ``TRACK_INDEX`` asked with any price (a float equal to a track price finds its int key)
_TRACK_AT = cast("dict[float, int]", TRACK_INDEX)


def move_price_float(price: float, steps: float) -> float:
    """``move_price`` for expectations (bots): fractional prices and steps,
    interpolated along the track."""
    # (the bounds as comparisons instead of min/max calls: the same numbers, a bot asks often;
    # a price on the track, the usual ask, is found by its index: ``j + 0 / step`` is ``float(j)``)
    on_track = _TRACK_AT.get(price)
    if on_track is not None:
        at = _INDEX_F[on_track]
    elif price <= TRACK[0]:
        at = 0.0
    elif price >= TRACK[_LAST]:
        at = float(_LAST)
    else:
        j = bisect_right(TRACK, price) - 1
        at = j + (price - TRACK[j]) / (TRACK[j + 1] - TRACK[j])
    x = at + steps
    x = x if x > 0.0 else 0.0
    x = x if x < _LAST_F else _LAST_F
    i = int(x)
    if i > _LAST - 1:
        i = _LAST - 1
    # ``TRACK[i] + (x - i) * (TRACK[i + 1] - TRACK[i])`` with the whole numbers as floats (exact):
    # float arithmetic throughout, the same number
    return _TRACK_F[i] + (x - _INDEX_F[i]) * _GAP_F[i]
