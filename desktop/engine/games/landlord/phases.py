"""The numbers the state and its parts (auction, trade, debt) share: phases, queued tasks,
payment reasons and the auctioned building items."""

from __future__ import annotations

HIDDEN = -1  # an unseen card in a view

# phases
TURN, BUY, AUCTION, COMPOSE, ANSWER, DEBT, TAKEOVER, PLACE, OVER, RUN, BETWEEN = range(11)
PHASE_IDS = ("turn", "buy", "auction", "compose", "answer", "debt", "takeover", "place", "over", "run", "between")

# queued tasks: (kind, a, b, c, d, e)
T_PAY, T_MOVE, T_OFFER, T_AUCTION, T_TAKEOVER = range(5)
Task = tuple[int, int, int, int, int, int]

PAY_REASONS = ("salary", "rent", "tax", "card", "vacation_fee", "interest", "repairs", "trade", "bankruptcy")
R_SALARY, R_RENT, R_TAX, R_CARD, R_FEE, R_INTEREST, R_REPAIRS, R_TRADE, R_BANKRUPTCY = range(9)

AUCTION_REASONS = ("declined", "bankruptcy", "house_shortage", "hotel_shortage")
HOUSE_ITEM, HOTEL_ITEM = -1, -2  # an auctioned house or hotel (a lot is its square)
