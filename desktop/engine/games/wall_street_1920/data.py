"""Every number and table of 1920 Wall Street, in one place.

Source: ../shared/rules/wall-street-1920.md.  Numbers the rules mark DEFAULT (no
public card list or board exists) carry a ``# DEFAULT: reason`` comment; they
are meant to be corrected here, once, if a source turns up.

Cards are small ints (ids) into ``CARDS``: 0-42 stock cards, 43-82 market
cards, 83-87 starting cards, 88 the explosion card, 89 the market trend card.
Capital cards have their own ids 0-4 into ``CAPITAL_CARDS``.
"""

from __future__ import annotations

from typing import NamedTuple

# -- stocks -------------------------------------------------------------------
CORN, COTTON, STEEL, OIL = 0, 1, 2, 3
STOCKS = ("corn", "cotton", "steel", "oil")
START_PRICE = (3, 4, 5, 6)
# DEFAULT: limits not found; each start value sits 2-3 spaces above the floor and
# costlier stocks get a wider top range (rules file, "Stocks and price track").
# Oil's top was 12 in the rules file; self-play showed oil at 12 in 0.1% of turns
# (its tycoon card and top limit never mattered), so it is 10, in line with the
# others (docs/games/wall_street_1920.md).
PRICE_LOW = (1, 1, 2, 2)
PRICE_HIGH = (8, 9, 10, 10)

# Minimum holdings card: a type scores only with at least this many shares.
MIN_HOLDINGS: dict[int, tuple[int, int, int, int]] = {
    2: (8, 7, 6, 5),
    3: (6, 5, 4, 3),
    4: (5, 4, 3, 2),
    5: (4, 3, 2, 2),
}

# -- money ----------------------------------------------------------------------
START_CASH = 4
START_CAPITAL = {2: 4, 3: 4, 4: 5, 5: 5}
MAX_CAPITAL = 8
RAISE_CAPITAL_COST = 2
FLIP_COST = 1
PAWN_FEE = 1  # paid in cash to each other pawn on the bought position
LOAN_CASH = 5
LOAN_POINTS = 8  # per loan taken: -8 for a $5 side, -16 for a $10 side
CRASH_COST = 2
OPTION_FEE = 1  # call option: slide it under a card
OPTION_SURCHARGE = 2  # call option: extra price for buying that card
GOLD_EVENT_VALUE = 3  # left end event: each gold card is worth $3

# -- circle -------------------------------------------------------------------
CIRCLE_EXTRA = 4  # circle size = players + 4 (trend card + start cards + 3 deck cards)
CIRCLE_DRAWN = 3
EXPLOSION_DEPTH = 9  # the explosion is shuffled into the last 9 cards of the deck
PILES = 3  # discard piles: left, middle, right
END_LEFT, END_MIDDLE, END_RIGHT = 0, 1, 2  # end events by pile

# -- card kinds ------------------------------------------------------------------
K_STOCK, K_START, K_GOLD, K_MARKET, K_EXPLOSION, K_TREND = 0, 1, 2, 3, 4, 5
KINDS = ("stock", "start", "gold", "market", "explosion", "trend")

# market effects
M_MOVE, M_BOOM, M_BUST, M_UP, M_DOWN, M_MIXED, M_CRASH, M_TRADE = range(8)
MARKET_EFFECTS = ("move", "boom", "bust", "upswing", "downswing", "mixed", "crash", "trade")


class Card(NamedTuple):
    kind: int
    stock: int  # the stock type (-1: none / flexible)
    shares: int  # 2 for a double card
    cost: int  # purchase price printed at the top
    move_stock: int  # stock cards: the price effect when kept; market M_MOVE: the named stock
    move: int  # the delta of that price effect (0: none)
    effect: int  # market cards: M_*; -1 otherwise
    points: int  # market cards: points at the end
    dynamite: int
    types: tuple[int, ...]  # the types the card may count as (start: two, gold: four)


def _stock(stock: int, cost: int, move_stock: int = -1, move: int = 0, shares: int = 1) -> Card:
    return Card(K_STOCK, stock, shares, cost, move_stock, move, -1, 0, 0, (stock,))


def _market(effect: int, cost: int, points: int, dynamite: int, stock: int = -1, move: int = 0) -> Card:
    return Card(K_MARKET, -1, 0, cost, stock, move, effect, points, dynamite, ())


# DEFAULT: the 43 stock cards (no public list): counts follow the minimum-holdings
# table (corn needs most shares, oil fewest); costs rise with the start price.
_STOCK_ROWS: tuple[tuple[int, Card], ...] = (
    (4, _stock(CORN, 1)),
    (3, _stock(CORN, 2, CORN, +1)),
    (2, _stock(CORN, 1, CORN, -1)),
    (1, _stock(CORN, 2, COTTON, -1)),
    (1, _stock(CORN, 2, OIL, -1)),
    (1, _stock(CORN, 4, shares=2)),
    (4, _stock(COTTON, 2)),
    (2, _stock(COTTON, 3, COTTON, +1)),
    (1, _stock(COTTON, 1, COTTON, -1)),
    (1, _stock(COTTON, 2, CORN, -1)),
    (1, _stock(COTTON, 2, STEEL, -1)),
    (1, _stock(COTTON, 5, shares=2)),
    (3, _stock(STEEL, 2)),
    (2, _stock(STEEL, 3, STEEL, +1)),
    (1, _stock(STEEL, 2, STEEL, -1)),
    (1, _stock(STEEL, 3, OIL, -1)),
    (1, _stock(STEEL, 3, COTTON, -1)),
    (1, _stock(STEEL, 6, shares=2)),
    (3, _stock(OIL, 3)),
    (2, _stock(OIL, 4, OIL, +1)),
    (1, _stock(OIL, 2, OIL, -1)),
    (1, _stock(OIL, 3, STEEL, -1)),
    (1, _stock(OIL, 7, shares=2)),
    (4, Card(K_GOLD, -1, 1, 4, -1, 0, -1, 0, 0, (CORN, COTTON, STEEL, OIL))),
)

# DEFAULT: the 40 market cards (no public list): effect types from the seed;
# counts, costs, dynamite icons designed (rules file table).  Points were raised
# from the rules file's 1-4 (shown as "was") after self-play: at those points a
# player who discarded every market card won 36% of 4-player games against three
# heuristic bots (par 25%), because a share brought about 2.4 points per dollar
# and a market card 1 (docs/games/wall_street_1920.md).
_MARKET_ROWS: tuple[tuple[int, Card], ...] = (
    *((2, _market(M_MOVE, 2, 3, 0, s, +1)) for s in range(4)),  # was 1 point
    *((1, _market(M_MOVE, 3, 3, 1, s, +2)) for s in range(4)),  # was 1
    *((1, _market(M_MOVE, 1, 3, 1, s, -1)) for s in range(4)),  # was 2
    *((1, _market(M_MOVE, 2, 4, 1, s, -2)) for s in range(4)),  # was 2
    (3, _market(M_BOOM, 2, 3, 0)),  # was 1
    (3, _market(M_BUST, 1, 3, 1)),  # was 2
    (3, _market(M_UP, 2, 3, 0)),  # was 2
    (3, _market(M_DOWN, 1, 3, 1)),  # was 2
    (2, _market(M_MIXED, 2, 4, 1)),  # was 2
    (3, _market(M_CRASH, 1, 5, 2)),  # was 4
    (3, _market(M_TRADE, 2, 4, 1)),  # was 3
)

# Starting stock cards: cost 3, count as either of two types (seed).
_START_ROWS: tuple[tuple[int, int], ...] = ((COTTON, CORN), (STEEL, CORN), (OIL, CORN), (COTTON, STEEL), (COTTON, OIL))
START_CARD_COST = 3

# DEFAULT: the explosion card has 2 dynamite icons and 0 points (rules file): it
# is placed by choice, so it should be able to swing the end event.
EXPLOSION_CARD = Card(K_EXPLOSION, -1, 0, 0, -1, 0, -1, 0, 2, ())
TREND_CARD = Card(K_TREND, -1, 0, 0, -1, 0, -1, 0, 0, ())


def _expand(rows: tuple[tuple[int, Card], ...]) -> list[Card]:
    return [card for qty, card in rows for _ in range(qty)]


CARDS: tuple[Card, ...] = (
    *_expand(_STOCK_ROWS),
    *_expand(_MARKET_ROWS),
    *(Card(K_START, -1, 1, START_CARD_COST, -1, 0, -1, 0, 0, t) for t in _START_ROWS),
    EXPLOSION_CARD,
    TREND_CARD,
)
STOCK_IDS = tuple(i for i, c in enumerate(CARDS) if c.kind in (K_STOCK, K_GOLD))
MARKET_IDS = tuple(i for i, c in enumerate(CARDS) if c.kind == K_MARKET)
TRADE_IDS = tuple(i for i, c in enumerate(CARDS) if c.kind == K_MARKET and c.effect == M_TRADE)
START_IDS = tuple(i for i, c in enumerate(CARDS) if c.kind == K_START)
EXPLOSION = CARDS.index(EXPLOSION_CARD)
TREND = CARDS.index(TREND_CARD)
assert len(STOCK_IDS) == 43 and len(MARKET_IDS) == 40 and len(START_IDS) == 5
assert (EXPLOSION, TREND) == (88, 89)

# Per-card lookups as flat tuples (faster than attribute access in hot loops).
KIND = tuple(c.kind for c in CARDS)
COST = tuple(c.cost for c in CARDS)
DYNAMITE = tuple(c.dynamite for c in CARDS)
IS_SHARE = tuple(c.kind in (K_STOCK, K_START, K_GOLD) for c in CARDS)  # goes to the stock pile


class CapitalCard(NamedTuple):
    stock: int  # the hidden share's type
    shares: int
    points: int


# Capital cards (seed): the hidden share and hidden points on the back.
CAPITAL_CARDS: tuple[CapitalCard, ...] = (
    CapitalCard(CORN, 1, 3),
    CapitalCard(COTTON, 1, 2),
    CapitalCard(STEEL, 1, 1),
    CapitalCard(OIL, 1, 0),
    CapitalCard(CORN, 2, 0),
)

# -- tycoon cards (variant) ------------------------------------------------------
TYCOON_A, TYCOON_B, TYCOON_C, TYCOON_D = 0, 1, 2, 3
TYCOONS = ("a", "b", "c", "d")
TYCOON_POINTS = 2  # A: +2 (reward) / -2 for the receiver (penalty)
TYCOON_REPAY_COST = 3  # C reward: pay $3 to return one loan
TYCOON_FEE = 1  # B penalty: every other player pays $1
TYCOON_CAPITAL_FROM = 6  # C penalty: capital 6, 7 or 8 drops by 1
