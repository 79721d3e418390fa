"""Every number and table of Black Friday, once.

Sources: /work/shared/rules/black-friday.md (2010 edition).  Entries marked
``DEFAULT`` are a design (the printed tables are not known); each says why.
The simulation in tools/analyze_black_friday.py checks them; its figures are in
docs/games/black_friday.md."""

from __future__ import annotations

from typing import Final

# Colour ids, in the order the price change handles them (the order printed on
# the sales tables).  # DEFAULT: full order yellow, blue, red, green, orange (the seed names the first three).
YELLOW, BLUE, RED, GREEN, ORANGE = 0, 1, 2, 3, 4
COLOURS: Final = ("yellow", "blue", "red", "green", "orange")
NUM_COLOURS: Final = 5
BLACK: Final = 5  # index of black cases in bag / sales-table count lists

CASES_PER_COLOUR: Final = 25  # 125 coloured cases in the box (S-ga)
BLACK_CASES: Final = 20  # DEFAULT: 6 on the sales tables + 4 on the level cards + 10 in the reserve
LEVEL_CARD_BLACKS: Final = 4  # DEFAULT: one black enters the bag per level card turned (4 turns)
RESERVE_BLACKS: Final = 10  # DEFAULT: refills the reused sales table

MARKET_START_PER_COLOUR: Final = 4  # seed
BAG_BASE_PER_COLOUR: Final = 10  # seed: 10 + P per colour go into the bag
HAND_CASES: Final = 5  # seed: each player draws 5 cases behind the screen
MARKET_DRAW: Final = 20  # seed: 20 more cases from the bag into the market
START_CASH: Final = 0  # S-dom: the 2010 edition starts with no money

SUBSIDY_VALUE: Final = 20  # seed
INTEREST_PER_SUBSIDY: Final = 1  # seed
SILVER_PER_GOLD: Final = 5  # DEFAULT: 5 silver bars = 1 gold bar (ranking gold, silver = ranking by silver)


def in_play_per_colour(players: int) -> int:
    """Cases of each colour used in a game of ``players`` (6 on tables + 4 market + 10 + P bag)."""
    return 2 * 3 + MARKET_START_PER_COLOUR + BAG_BASE_PER_COLOUR + players


# ---------------------------------------------------------------------------
# Price grid: DEFAULT design (row 0 at the bottom).  One row up ~ x1.5, one
# column right ~ x1.1; start value 7 and lowest value 4 are sourced.
GRID: Final[tuple[tuple[int, ...], ...]] = (
    (4, 5, 6, 7, 8, 9),
    (7, 8, 9, 10, 12, 14),
    (10, 12, 14, 16, 18, 20),
    (15, 18, 21, 24, 27, 30),
    (24, 28, 32, 36, 40, 45),
    (36, 42, 48, 54, 60, 68),
    (55, 63, 72, 81, 90, 100),
    (80, 92, 105, 118, 132, 148),
    (120, 138, 156, 175, 195, 220),
    (180, 205, 230, 260, 290, 320),
)
ROWS: Final = len(GRID)
COLS: Final = len(GRID[0])
PHASE_MARK: Final = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)  # DEFAULT: the phase mark on each row's left edge
START_ROW: Final = 0  # value 7 (S-ga, S-st)
START_COL: Final = 3

# ---------------------------------------------------------------------------
# Level ("face") cards: DEFAULT values.  Index = level - 1.
LEVEL_SUBSIDY_LIMIT: Final = (3, 4, 6, 8, 10)  # subsidy cards a player may hold
LEVEL_TRADE_LIMIT: Final = (1, 2, 3, 4, 5)  # shares per buy/sell action, bars per silver purchase (Start = 1: S-rds)
LEVEL_DRAWS: Final = (5, 6, 7, 8, 9)  # cases drawn at a price change
MAX_LEVEL: Final = 5

# ---------------------------------------------------------------------------
# Price-change table: DEFAULT.  v (colour count, minus the black count when 2+
# blacks were drawn) -> a list of unit moves applied in order.
UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
V_MIN: Final = -3
V_MAX: Final = 5
PRICE_TABLE: Final[dict[int, tuple[str, ...]]] = {
    -3: (DOWN, DOWN),
    -2: (DOWN, LEFT),
    -1: (DOWN,),
    0: (LEFT,),
    1: (),
    2: (RIGHT,),
    3: (UP,),
    4: (UP, RIGHT),
    5: (UP, UP),
}


def table_moves(v: int) -> tuple[str, ...]:
    return PRICE_TABLE[max(V_MIN, min(V_MAX, v))]


# ---------------------------------------------------------------------------
# Charts: DEFAULT sizes (S-h9 and S-mgb: five cases trigger; 5 players use all 6 spaces).
BUY_CHART_SPACES: Final = 5
BUY_CHART_SPACES_5P: Final = 6
SAME_COLOUR_ON_CHART: Final = 3  # three of one colour on a buy chart: that colour moves right once
SALES_TABLES: Final = 3
SALES_TABLE_PER_COLOUR: Final = 2  # S-ga: two of every colour
SALES_TABLE_BLACKS: Final = (1, 2, 3)  # S-ga: table n also holds n black cases
REUSED_TABLE: Final = 1  # index of the table reused after the third (seed: table 2)
SALES_TRIGGER: Final = 5  # price change when the coloured cases left drop to this (seed)
SALES_TRIGGER_5P: Final = 4
SILVER_CHART_BARS_PER_STEP: Final = 3  # seed: every full 3 bars bought moves silver one space

# ---------------------------------------------------------------------------
# Silver price track: DEFAULT (start 10, end at 100; ~15 price changes at 1-3 spaces each).
SILVER_TRACK: Final = (10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 40, 45, 50, 55, 60, 66, 72, 80,
                       90, 100)
SILVER_END: Final = len(SILVER_TRACK) - 1  # the game ends when the silver price reaches this space (100)
# DEFAULT (changed after simulation): the silver price moves at least this many spaces at every price change
# (S-h9: "the silver price only rises").  With 0, games stalled for ever once the blacks sat in the reserve
# and nobody could buy silver (see docs/games/black_friday.md).
MIN_SILVER_STEPS: Final = 1

# ---------------------------------------------------------------------------
# Special-action cards (seed names; DEFAULT distribution by position after the start player).
EXTRA_PASS = "extra_pass"  # PASSEN
SELL_PLUS_ONE = "sell_plus_one"  # VERKAUF+1
SILVER_PLUS_ONE = "silver_plus_one"  # SILBERKAUF+1
BUY_PLUS_ONE = "buy_plus_one"  # ANKAUF+1
SPECIALS: Final = (EXTRA_PASS, BUY_PLUS_ONE, SELL_PLUS_ONE, SILVER_PLUS_ONE)
SPECIAL_BIT: Final = {kind: 1 << i for i, kind in enumerate(SPECIALS)}
# DEFAULT: the start player gets none, the 2nd PASSEN, the 3rd PASSEN or ANKAUF+1, the 4th adds VERKAUF+1, the
# 5th all four (compensates later seats, as the 2023 edition does with bonus chips).
SPECIAL_CARDS_BY_POSITION: Final = (0, 0b0001, 0b0011, 0b0111, 0b1111)
