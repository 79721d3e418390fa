"""Every number and table of Stockpile, in one place (from ../shared/rules/stockpile.md).

Money is counted in $1,000 units throughout the engine.  Lines marked
``# DEFAULT:`` are choices the rules sources do not settle; each gives its reason."""

from __future__ import annotations

# -- companies ----------------------------------------------------------------
COMPANIES: tuple[str, ...] = (
    "cosmic_computers",
    "bottomline_bank",
    "leading_laboratories",
    "american_automotive",
    "stanford_steel",
    "epic_electric",
)
NUM_COMPANIES = 6
STEEL = 4  # index of Stanford Steel (its advanced track has dividend spaces)

# -- market cards: one int per card kind ----------------------------------------
# 0..5 a stock card of that company; 6, 7, 8 trading fees of $1K, $2K, $3K;
# 9 Stock Boom; 10 Stock Bust.
FEE1, FEE2, FEE3 = 6, 7, 8
BOOM, BUST = 9, 10
NUM_CARD_KINDS = 11
CARD_NAMES: tuple[str, ...] = (*COMPANIES, "fee_1000", "fee_2000", "fee_3000", "stock_boom", "stock_bust")
#: how many cards of each kind the 80-card market deck holds (10 × 6 stock, 4 × 3 fees, 4 × 2 action)
DECK_COUNTS: tuple[int, ...] = (10, 10, 10, 10, 10, 10, 4, 4, 4, 4, 4)
DECK_SIZE = 80
ACTION_STEPS = 2  # a Boom moves a company 2 spaces up, a Bust 2 spaces down


def fee_value(card: int) -> int:
    """The printed amount of a trading fee card, in $1K."""
    return card - 5


# -- forecast cards ---------------------------------------------------------------
DIVIDEND = 0  # the $$ forecast: no move, dividends instead
FORECASTS: tuple[int, ...] = (4, 2, 1, DIVIDEND, -2, -3)
DIVIDEND_PER_SHARE = 2  # $2,000 a share (a split-area card counts twice)

# -- bid track ------------------------------------------------------------------------
BID_TRACK: tuple[int, ...] = (0, 1, 3, 6, 10, 15, 20, 25)
TOP_SPACE = len(BID_TRACK) - 1  # a $25,000 bid locks the stockpile

# -- prices -------------------------------------------------------------------------------
SPLIT_BONUS = 10  # $10,000 per card already in the split area at a new split (seed; S-py says 20)
MAJORITY_BONUS = 10  # sole largest holder
MAJORITY_TIED = 5  # each of several tied largest holders
STEEL_DIVIDEND = 1  # advanced board: $1,000 a share when Steel moves right onto a $ space

#: standard board: one track 1..10 per company; start on 5, after a split continue from 6
STANDARD_TRACK: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
STANDARD_START = 4  # index of value 5
STANDARD_RESET = 5  # index of value 6
# DEFAULT: after a bankruptcy the remaining downward steps are discarded (follows S-py): the company was just reset.

#: advanced board (S-py): (track spaces, start index (black circle), split reset index (octagon))
ADVANCED_TRACKS: tuple[tuple[tuple[int, ...], int, int], ...] = (
    ((1, 3, 5, 7, 9), 2, 2),
    ((1, 2, 3, 4, 5, 6), 4, 3),
    ((1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 4, 5),
    ((1, 3, 5, 7, 9, 11, 13), 2, 3),
    ((1, 1, 2, 2, 3, 3, 4, 4, 5, 5), 8, 4),
    ((1, 3, 4, 5, 5, 6, 6, 7, 8, 10), 4, 3),
)
#: Stanford Steel's $ spaces on the advanced board (indices, S-py)
STEEL_DIVIDEND_SPACES: frozenset[int] = frozenset({1, 3, 5, 7, 9})

# -- player-count table -----------------------------------------------------------------
# players: (rounds, stockpiles, meeples each, start cash, private pairs each, face-down pairs, public pairs,
#           supply batches)
# DEFAULT: rounds 6/7/6/5 derived from the deck size (cards used a round vs 80 − P), capped at the stated 7.
PLAYER_TABLE: dict[int, tuple[int, int, int, int, int, int, int, int]] = {
    2: (6, 4, 2, 30, 2, 2, 0, 2),
    3: (7, 3, 1, 20, 1, 2, 1, 1),
    4: (6, 4, 1, 20, 1, 1, 1, 1),
    5: (5, 5, 1, 20, 1, 0, 1, 1),
}
SUPPLY_HAND = 2  # market cards dealt to each player per supply batch
# DEFAULT: the first player is drawn at random (the rulebook's rule is a joke).
# DEFAULT: the bank is unlimited (nothing depends on running out of bills).
# DEFAULT: a company nobody holds at the end awards no majority bonus.
# DEFAULT: unpaid fee debts are subtracted from the final money.
# DEFAULT: equal final money is a shared win.
# DEFAULT: an empty market deck is refilled from the shuffled discard pile (never happens with the table above).
# DEFAULT: a fee kept as a debt is paid in full (never in part) as soon as cash covers it, oldest first.
# DEFAULT: a Boom or Bust on a company bankrupted earlier in the same Action phase applies from the reset value.
# DEFAULT: a stockpile emptied by Maverick Mark is still auctioned (its winner takes nothing).

# -- investors ------------------------------------------------------------------------------
BILL, BERNIE, CRAMER, DONALD, DEBORAH, GRAHAM, MARTHA, MARK, STUART, WARREN = range(10)
INVESTORS: tuple[str, ...] = (
    "billionaire_bill",
    "broker_bernie",
    "crazy_cramer",
    "discount_donald",
    "dividend_deborah",
    "golden_graham",
    "mayknow_martha",
    "maverick_mark",
    "secretive_stuart",
    "wise_warren",
)
NUM_INVESTORS = 10
#: starting cash in $1K with 3–5 players (S-py) and with 2 players (seed), per investor
INVESTOR_CASH: tuple[int, ...] = (32, 16, 18, 13, 20, 16, 22, 25, 22, 20)
INVESTOR_CASH_2P: tuple[int, ...] = (35, 16, 12, 4, 14, 6, 20, 22, 16, 23)
INVESTORS_DEALT = 2  # 3–5 players: deal 2, keep 1
INVESTORS_DEALT_2P = 4  # 2 players: deal 4, keep 2
INVESTORS_KEPT = 1
INVESTORS_KEPT_2P = 2
DEBORAH_PER_SHARE = 1  # DEFAULT: a split-area card counts twice for Deborah's dividend, as for every dividend
GRAHAM_PER_SHARE = 1  # +$1,000 a share sold, final sale included
# DEFAULT: Discount Donald pays $0 on the $0 and $1,000 spaces (no space lies below $0).
# DEFAULT: a card moved by Maverick Mark keeps its facing.

BANK_START = 1_000_000  # bookkeeping only: the bank is unlimited, this makes conservation checkable
