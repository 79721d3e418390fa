"""Every number and table of Landlord, once.

The values are the standard ones of the classic property-trading game (rules file
../shared/rules/property-trading.md, its board and card tables).  Names
are our own: ids here, English names in README.md beside this file.  A number
the rules file marks DEFAULT carries a ``# DEFAULT: reason`` comment.
"""

from __future__ import annotations

# -- money and pieces -------------------------------------------------------------
START_CASH = 1500
SALARY = 200  # passing or landing on Go
VACATION_FEE = 50  # pay to leave Vacation
HOUSES = 32
HOTELS = 12
MAX_VACATION_TRIES = 3  # after the third failed doubles roll: pay and move
THIRD_DOUBLE = 3  # this many doubles in one turn sends you on Vacation
HOTEL_LEVEL = 5  # a lot's building level: 0 none, 1-4 houses, 5 a hotel

# The rulebook: "if the owner has bought every lot of a colour group *and has not
# mortgaged them*, the rent doubles" (issue 25), so a mortgaged lot in the group stops
# the double rent.  Rules version 1 followed the rules file's other interpretation (S-sj: the
# unmortgaged lots of a complete group still double); games saved under version 1
# keep it (LandlordState.rent), and True here would bring it back for every game.
DOUBLE_RENT_WITH_MORTGAGED_IN_GROUP = False


# DEFAULT: building is allowed on your own turn and after any other player's turn (the
# seed lets players act "even when it is not your turn"): after each turn the players who
# could build get a window, in seat order.
BUILD_BETWEEN_TURNS = True
# DEFAULT: auctions go round in seat order from the lander's left, passing is final
# (a deterministic order is needed for AI play); bids are capped by the bidder's cash.
# DEFAULT: net worth (game-length end) = cash + printed price of each lot (half if
# mortgaged) + buildings at cost; keep-out cards count nothing.


def interest(mortgage_value: int) -> int:
    """10% of a mortgage value, rounded up to whole dollars.
    DEFAULT: the rules do not say how to round; rounding up keeps every payment whole."""
    return (mortgage_value + 9) // 10


# -- limits that keep every game finite ---------------------------------------------
# DEFAULT: a game longer than this many rounds ends with net worth, like the
# game-length option.  No real game comes near it; it makes random play finite.
HARD_ROUND_CAP = 150
# DEFAULT: build/sell/mortgage/lift actions one player may take per turn (debt
# raising not counted).  More than anyone needs (a full hotel row is 15 steps);
# it stops endless mortgage/lift loops.
MANAGE_CAP_PER_TURN = 30
# DEFAULT: trade proposals per turn, so nobody can loop offers.
TRADE_PROPOSALS_PER_TURN = 2
# DEFAULT: items (lots, cards, cash steps) one offer may be composed of.
TRADE_STEPS_CAP = 8
# Cash steps of a trade offer (positive: the proposer pays, negative: the partner pays).
TRADE_CASH_STEPS = (10, 50, 100, 500, -10, -50, -100, -500)
# Auction raises over the current bid (the opening bid is 1, 10, 50 or 100).
BID_RAISES = (1, 10, 50, 100)

# -- squares ---------------------------------------------------------------------------
GO, STREET, COMMERCIAL, CLINIC, CARD, TAX, VACATION, FREE, GO_VACATION = range(9)
KIND_IDS = ("go", "street", "commercial", "clinic", "card", "tax", "vacation", "free_samples", "go_on_vacation")

VACATION_SQUARE = 10
NUM_SQUARES = 40

GROUP_IDS = ("brown", "light_blue", "pink", "orange", "red", "yellow", "green", "dark_blue",
             "commercial", "clinic")
COMMERCIAL_GROUP = 8
CLINIC_GROUP = 9

DECK_IDS = ("windfall", "town_fund")
WINDFALL, TOWN_FUND = 0, 1

# DEFAULT: commercial lots at squares 5/15/25/35, clinics at 12/28, the 200 tax at 4 and
# the 100 tax at 38 (the seed lists them without positions; the standard board's places).
# DEFAULT: street, lot and card names are our own (the seed's are unknown or trademarked).
# (id, kind, group, price, rents (base, 1-4 houses, hotel) or (), house cost, deck or tax amount)
_S = STREET
_SQUARES: tuple[tuple[str, int, int, int, tuple[int, ...], int, int], ...] = (
    ("go", GO, -1, 0, (), 0, 0),
    ("mossy_lane", _S, 0, 60, (2, 10, 30, 90, 160, 250), 50, 0),
    ("town_fund_1", CARD, -1, 0, (), 0, TOWN_FUND),
    ("pebble_path", _S, 0, 60, (4, 20, 60, 180, 320, 450), 50, 0),
    ("property_levy", TAX, -1, 0, (), 0, 200),
    ("bread_hall", COMMERCIAL, COMMERCIAL_GROUP, 200, (), 0, 0),
    ("maple_row", _S, 1, 100, (6, 30, 90, 270, 400, 550), 50, 0),
    ("windfall_1", CARD, -1, 0, (), 0, WINDFALL),
    ("willow_walk", _S, 1, 100, (6, 30, 90, 270, 400, 550), 50, 0),
    ("birch_parade", _S, 1, 120, (8, 40, 100, 300, 450, 600), 50, 0),
    ("vacation", VACATION, -1, 0, (), 0, 0),
    ("lantern_court", _S, 2, 140, (10, 50, 150, 450, 625, 750), 100, 0),
    ("eye_clinic", CLINIC, CLINIC_GROUP, 150, (), 0, 0),
    ("potters_yard", _S, 2, 140, (10, 50, 150, 450, 625, 750), 100, 0),
    ("weavers_close", _S, 2, 160, (12, 60, 180, 500, 700, 900), 100, 0),
    ("corner_butcher", COMMERCIAL, COMMERCIAL_GROUP, 200, (), 0, 0),
    ("ferry_steps", _S, 3, 180, (14, 70, 200, 550, 750, 950), 100, 0),
    ("town_fund_2", CARD, -1, 0, (), 0, TOWN_FUND),
    ("clocktower_way", _S, 3, 180, (14, 70, 200, 550, 750, 950), 100, 0),
    ("bellfounders_row", _S, 3, 200, (16, 80, 220, 600, 800, 1000), 100, 0),
    ("free_samples", FREE, -1, 0, (), 0, 0),
    ("orchard_rise", _S, 4, 220, (18, 90, 250, 700, 875, 1050), 150, 0),
    ("windfall_2", CARD, -1, 0, (), 0, WINDFALL),
    ("vineyard_bend", _S, 4, 220, (18, 90, 250, 700, 875, 1050), 150, 0),
    ("millpond_drive", _S, 4, 240, (20, 100, 300, 750, 925, 1100), 150, 0),
    ("fuel_stop", COMMERCIAL, COMMERCIAL_GROUP, 200, (), 0, 0),
    ("seagull_promenade", _S, 5, 260, (22, 110, 330, 800, 975, 1150), 150, 0),
    ("kite_meadow", _S, 5, 260, (22, 110, 330, 800, 975, 1150), 150, 0),
    ("herb_pharmacy", CLINIC, CLINIC_GROUP, 150, (), 0, 0),
    ("sunflower_fields", _S, 5, 280, (24, 120, 360, 850, 1025, 1200), 150, 0),
    ("go_on_vacation", GO_VACATION, -1, 0, (), 0, 0),
    ("cedar_heights", _S, 6, 300, (26, 130, 390, 900, 1100, 1275), 200, 0),
    ("juniper_crescent", _S, 6, 300, (26, 130, 390, 900, 1100, 1275), 200, 0),
    ("town_fund_3", CARD, -1, 0, (), 0, TOWN_FUND),
    ("emerald_grove", _S, 6, 320, (28, 150, 450, 1000, 1200, 1400), 200, 0),
    ("tyre_works", COMMERCIAL, COMMERCIAL_GROUP, 200, (), 0, 0),
    ("windfall_3", CARD, -1, 0, (), 0, WINDFALL),
    ("crown_terrace", _S, 7, 350, (35, 175, 500, 1100, 1300, 1500), 200, 0),
    ("luxury_duty", TAX, -1, 0, (), 0, 100),
    ("summit_boulevard", _S, 7, 400, (50, 200, 600, 1400, 1700, 2000), 200, 0),
)

SQUARE_IDS: tuple[str, ...] = tuple(s[0] for s in _SQUARES)
SQUARE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQUARE_IDS)}
KIND: tuple[int, ...] = tuple(s[1] for s in _SQUARES)
GROUP: tuple[int, ...] = tuple(s[2] for s in _SQUARES)
PRICE: tuple[int, ...] = tuple(s[3] for s in _SQUARES)
RENTS: tuple[tuple[int, ...], ...] = tuple(s[4] for s in _SQUARES)
HOUSE_COST: tuple[int, ...] = tuple(s[5] for s in _SQUARES)
DECK_OF: tuple[int, ...] = tuple(s[6] if s[1] == CARD else -1 for s in _SQUARES)
TAX_AMOUNT: tuple[int, ...] = tuple(s[6] if s[1] == TAX else 0 for s in _SQUARES)
MORTGAGE: tuple[int, ...] = tuple(p // 2 for p in PRICE)  # mortgage value = half the price
OWNABLE: tuple[bool, ...] = tuple(k in (STREET, COMMERCIAL, CLINIC) for k in KIND)
LOTS: tuple[int, ...] = tuple(i for i in range(NUM_SQUARES) if OWNABLE[i])
GROUP_SQUARES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(NUM_SQUARES) if GROUP[i] == g) for g in range(len(GROUP_IDS)))
STREET_GROUPS = tuple(range(8))
COMMERCIAL_RENT = (0, 25, 50, 100, 200)  # by the number of commercial lots the owner holds
CLINIC_FACTOR = (0, 4, 10)  # dice total × this, by the number of clinics the owner holds
COMMERCIAL_SQUARES = GROUP_SQUARES[COMMERCIAL_GROUP]
CLINIC_SQUARES = GROUP_SQUARES[CLINIC_GROUP]

# -- cards ------------------------------------------------------------------------------
(ADVANCE, NEAREST_COMMERCIAL, NEAREST_CLINIC, COLLECT, PAY, KEEP_OUT, BACK, TO_VACATION,
 REPAIRS, PAY_EACH, COLLECT_EACH) = range(11)

# (id, deck, effect, number, second number)
_CARDS: tuple[tuple[str, int, int, int, int], ...] = (
    ("wf_summit_stroll", WINDFALL, ADVANCE, 39, 0),
    ("wf_back_to_go", WINDFALL, ADVANCE, 0, 0),
    ("wf_millpond_visit", WINDFALL, ADVANCE, 24, 0),
    ("wf_lantern_visit", WINDFALL, ADVANCE, 11, 0),
    ("wf_nearest_shop_a", WINDFALL, NEAREST_COMMERCIAL, 2, 0),  # pays double rent
    ("wf_nearest_shop_b", WINDFALL, NEAREST_COMMERCIAL, 2, 0),
    ("wf_nearest_clinic", WINDFALL, NEAREST_CLINIC, 10, 0),  # pays 10 × a new roll
    ("wf_dividend", WINDFALL, COLLECT, 50, 0),
    ("wf_keep_out", WINDFALL, KEEP_OUT, 0, 0),
    ("wf_step_back", WINDFALL, BACK, 3, 0),
    ("wf_go_on_vacation", WINDFALL, TO_VACATION, 0, 0),
    ("wf_roof_repairs", WINDFALL, REPAIRS, 25, 100),
    ("wf_speeding_fine", WINDFALL, PAY, 15, 0),
    ("wf_bread_hall_trip", WINDFALL, ADVANCE, 5, 0),
    ("wf_chair_treat", WINDFALL, PAY_EACH, 50, 0),
    ("wf_loan_matures", WINDFALL, COLLECT, 150, 0),
    ("tf_back_to_go", TOWN_FUND, ADVANCE, 0, 0),
    ("tf_bank_error", TOWN_FUND, COLLECT, 200, 0),
    ("tf_doctor_bill", TOWN_FUND, PAY, 50, 0),
    ("tf_share_sale", TOWN_FUND, COLLECT, 50, 0),
    ("tf_keep_out", TOWN_FUND, KEEP_OUT, 0, 0),
    ("tf_go_on_vacation", TOWN_FUND, TO_VACATION, 0, 0),
    ("tf_holiday_fund", TOWN_FUND, COLLECT, 100, 0),
    ("tf_tax_refund", TOWN_FUND, COLLECT, 20, 0),
    ("tf_birthday", TOWN_FUND, COLLECT_EACH, 10, 0),
    ("tf_life_insurance", TOWN_FUND, COLLECT, 100, 0),
    ("tf_hospital_bill", TOWN_FUND, PAY, 100, 0),
    ("tf_school_fees", TOWN_FUND, PAY, 50, 0),
    ("tf_consulting_fee", TOWN_FUND, COLLECT, 25, 0),
    ("tf_street_repairs", TOWN_FUND, REPAIRS, 40, 115),
    ("tf_contest_prize", TOWN_FUND, COLLECT, 10, 0),
    ("tf_inheritance", TOWN_FUND, COLLECT, 100, 0),
)
CARD_IDS: tuple[str, ...] = tuple(c[0] for c in _CARDS)
CARD_INDEX: dict[str, int] = {name: i for i, name in enumerate(CARD_IDS)}
CARD_DECK: tuple[int, ...] = tuple(c[1] for c in _CARDS)
CARD_EFFECT: tuple[int, ...] = tuple(c[2] for c in _CARDS)
CARD_N: tuple[int, ...] = tuple(c[3] for c in _CARDS)
CARD_M: tuple[int, ...] = tuple(c[4] for c in _CARDS)
DECK_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(len(_CARDS)) if _CARDS[i][1] == d) for d in range(len(DECK_IDS)))
KEEP_OUT_CARDS: tuple[int, ...] = tuple(i for i in range(len(_CARDS)) if _CARDS[i][2] == KEEP_OUT)

BANK = -1  # the bank as a payer/payee/creditor
