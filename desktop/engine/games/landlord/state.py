"""Landlord: the classic property-trading game (rules: ../shared/rules/property-trading.md).

The turn is a small state machine (``phase``); whatever a roll sets off (moves, rents,
card effects, payments that may end in debt or bankruptcy, purchase offers, auctions,
mortgaged lots changing hands) is a queue of tasks that ``_advance`` works through
until one needs a decision.  Hidden information: the order of the cards never yet seen
in each deck (cards drawn go under their deck face up, so a player who watches knows
the rest) and the generator."""

from __future__ import annotations

from typing import ClassVar

from desktop.engine.errors import IllegalAction
from desktop.engine.records import Action, Event
from desktop.engine.rng import Rng
from desktop.engine.state import Game, Result, State, rank_by

from . import data as D
from .records import (
    ACTION_TYPES,
    EVENT_TYPES,
    AcceptTrade,
    AuctionStarted,
    AuctionUnsold,
    AuctionWon,
    Bid,
    BidMade,
    BidPassed,
    Build,
    BuildingSold,
    Built,
    Buy,
    CancelTrade,
    CardDrawn,
    CardReturned,
    Decline,
    DiceRolled,
    EndTurn,
    GameEnded,
    InDebt,
    KeepMortgaged,
    LandlordOptions,
    LeftVacation,
    LiftMortgage,
    LiftNow,
    LotBought,
    LotTransferred,
    Mortgage,
    Mortgaged,
    MortgageLifted,
    Moved,
    OfferCard,
    OfferCash,
    OfferLot,
    Paid,
    PassBid,
    PayToLeave,
    ProposeTrade,
    RejectTrade,
    Roll,
    SellBuilding,
    SentOnVacation,
    SubmitTrade,
    TimeCalled,
    TimeUp,
    TradeAccepted,
    TradeCancelled,
    TradeOffered,
    TradeRejected,
    TurnStarted,
    UseCard,
    WentBankrupt,
)

HIDDEN = -1  # an unseen card in a view

# phases
TURN, BUY, AUCTION, COMPOSE, ANSWER, DEBT, TAKEOVER, PLACE, OVER, RUN, BETWEEN = range(11)
PHASE_IDS = ("turn", "buy", "auction", "compose", "answer", "debt", "takeover", "place", "over", "run", "between")

# queued tasks: (kind, a, b, c, d, e)
T_PAY, T_MOVE, T_OFFER, T_AUCTION, T_TAKEOVER = range(5)
PAY_REASONS = ("salary", "rent", "tax", "card", "vacation_fee", "interest", "repairs", "trade", "bankruptcy")
R_SALARY, R_RENT, R_TAX, R_CARD, R_FEE, R_INTEREST, R_REPAIRS, R_TRADE, R_BANKRUPTCY = range(9)
AUCTION_REASONS = ("declined", "bankruptcy", "house_shortage", "hotel_shortage")
HOUSE_ITEM, HOTEL_ITEM = -1, -2

Task = tuple[int, int, int, int, int, int]
_MANAGE_TYPES = (Build, SellBuilding, Mortgage, LiftMortgage)
_ROLL = Roll()
_END = EndTurn()
_PAYLEAVE = PayToLeave()
_BUY = Buy()
_DECLINE = Decline()
_PASSBID = PassBid()
_SUBMIT = SubmitTrade()
_CANCEL = CancelTrade()
_ACCEPT = AcceptTrade()
_REJECT = RejectTrade()
_BUILD = tuple(Build(sq) for sq in range(D.NUM_SQUARES))
_SELL = tuple(SellBuilding(sq) for sq in range(D.NUM_SQUARES))
_MORTGAGE = tuple(Mortgage(sq) for sq in range(D.NUM_SQUARES))
_LIFT = tuple(LiftMortgage(sq) for sq in range(D.NUM_SQUARES))
_OFFER_LOT = tuple(OfferLot(sq) for sq in range(D.NUM_SQUARES))
_PROPOSE = tuple(ProposeTrade(p) for p in range(6))
_OFFER_CASH = {d: OfferCash(d) for d in D.TRADE_CASH_STEPS}
_USE_CARD = tuple(UseCard(c) for c in D.CARD_IDS)
_OFFER_CARD = tuple(OfferCard(c) for c in D.CARD_IDS)
# three squares per group that cover it (first, second, last); the commercial group (4 lots)
# needs its third one checked too
_GROUP_PROBE = tuple((sq[0], sq[1], sq[-1]) for sq in D.GROUP_SQUARES)
_BIG_GROUP = D.COMMERCIAL_GROUP
_LIFT_COST = tuple(m + D.interest(m) for m in D.MORTGAGE)
# the lots a trade may offer, memoised while an offer is composed (see legal_actions); cleared when full
_MEMO_SIZE = 256
# per group: its squares, three squares that cover a street group (first, second, last), a fourth
# for the commercial group (4 lots; else the first again), whether it is a street group, its house cost
_GROUP_INFO = tuple(
    (squares, squares[0], squares[1], squares[-1], squares[2] if g == _BIG_GROUP else squares[0], g < 8,
     D.HOUSE_COST[squares[0]])
    for g, squares in enumerate(D.GROUP_SQUARES))
_HOTEL_LEVEL = D.HOTEL_LEVEL
_OFFER_MEMO: dict[tuple[int, ...], tuple[tuple[int, Action], ...]] = {}
_CASH_OFFERS = tuple((d, _OFFER_CASH[d]) for d in D.TRADE_CASH_STEPS)
# the ownable lots in group order (the order offers are listed in), each with its group's probe squares
_LOTS_BY_GROUP = tuple((sq, g < 8, _GROUP_PROBE[g]) for g, squares in enumerate(D.GROUP_SQUARES) for sq in squares)


class LandlordState(State):
    __slots__ = (
        "auc_bid", "auc_in", "auc_item", "auc_leader", "auc_pos", "bank_flow", "bankrupt", "between", "between_done",
        "can_roll", "cash", "current", "debt_amount", "debt_creditor", "debt_proposals", "debt_reason", "debt_seat",
        "debt_square", "decks", "doubles", "end_reason", "ending", "first_seat", "held", "hotels_left", "houses_left",
        "last_total", "level", "manage_count", "mortgaged", "num_players", "offer_sq", "options", "out_order",
        "owner", "phase", "place_seat", "pos", "proposals", "queue", "rng", "round", "rules_version", "take_seat",
        "take_sq",
        "tr_cash", "tr_gcards", "tr_give", "tr_partner", "tr_proposer", "tr_return", "tr_steps", "tr_take",
        "tr_tcards", "unseen", "vac", "vac_tries", "viewer",
    )
    game: ClassVar[Game[LandlordOptions]]

    num_players: int
    viewer: int | None
    options: LandlordOptions
    rng: Rng | None
    cash: list[int]
    pos: list[int]
    owner: list[int]
    level: list[int]
    mortgaged: list[int]
    houses_left: int
    hotels_left: int
    decks: list[list[int]]
    unseen: list[int]
    held: list[list[int]]
    vac: list[int]
    vac_tries: list[int]
    bankrupt: list[int]
    out_order: list[int]
    first_seat: int
    current: int
    round: int
    doubles: int
    can_roll: bool
    manage_count: int
    proposals: int
    ending: bool
    end_reason: str
    phase: int
    queue: list[Task]
    last_total: int
    offer_sq: int
    auc_item: int
    auc_bid: int
    auc_leader: int
    auc_in: list[int]
    auc_pos: int
    tr_partner: int
    tr_give: list[int]
    tr_take: list[int]
    tr_cash: int
    tr_gcards: list[int]
    tr_tcards: list[int]
    tr_steps: int
    debt_seat: int
    debt_creditor: int
    debt_amount: int
    debt_reason: int
    debt_square: int
    take_seat: int
    take_sq: int
    place_seat: int
    bank_flow: int
    between: list[int]
    between_done: bool
    tr_proposer: int
    tr_return: int
    debt_proposals: int

    # ======================================================================= queries
    def to_move(self) -> tuple[int, ...]:
        ph = self.phase
        if ph in (TURN, BUY):
            return (self.current,)
        if ph == COMPOSE:
            return (self.tr_proposer,)
        if ph == AUCTION:
            return (self.auc_in[self.auc_pos],)
        if ph == ANSWER:
            return (self.tr_partner,)
        if ph == DEBT:
            return (self.debt_seat,)
        if ph == TAKEOVER:
            return (self.take_seat,)
        if ph == PLACE:
            return (self.place_seat,)
        if ph == BETWEEN:
            return (self.between[0],)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def active_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.bankrupt[s]]

    def net_worth(self, seat: int) -> int:
        return self.cash[seat] + self.lots_value(seat) + self.buildings_value(seat)

    def lots_value(self, seat: int) -> int:
        owner, mortgaged = self.owner, self.mortgaged
        return sum(D.PRICE[sq] - (D.MORTGAGE[sq] if mortgaged[sq] else 0) for sq in D.LOTS if owner[sq] == seat)

    def buildings_value(self, seat: int) -> int:
        owner, level = self.owner, self.level
        return sum(level[sq] * D.HOUSE_COST[sq] for sq in D.LOTS if owner[sq] == seat and level[sq])

    def result(self) -> Result:
        n = self.num_players
        worth = [0 if self.bankrupt[s] else self.net_worth(s) for s in range(n)]
        keys = [self.out_order.index(s) if self.bankrupt[s] else worth[s] for s in range(n)]
        ranks = rank_by(keys, [bool(b) for b in self.bankrupt])
        breakdown = tuple(
            (("cash", self.cash[s]), ("lots", self.lots_value(s)), ("buildings", self.buildings_value(s)))
            for s in range(n))
        return Result(tuple(worth), ranks, breakdown)

    # -- rule helpers (one source of truth for legal_actions and _check) ------------
    def group_complete(self, group: int, seat: int) -> bool:
        owner = self.owner
        return all(owner[sq] == seat for sq in D.GROUP_SQUARES[group])

    def group_has_buildings(self, group: int) -> bool:
        level = self.level
        return any(level[sq] for sq in D.GROUP_SQUARES[group])

    def rent(self, sq: int, dice_total: int) -> int:
        o = self.owner[sq]
        kind = D.KIND[sq]
        if kind == D.STREET:
            lv = self.level[sq]
            if lv:
                return D.RENTS[sq][lv]
            base = D.RENTS[sq][0]
            g = D.GROUP[sq]
            if self.group_complete(g, o) and (
                    (D.DOUBLE_RENT_WITH_MORTGAGED_IN_GROUP or self.rules_version < 2)
                    or not any(self.mortgaged[x] for x in D.GROUP_SQUARES[g])):
                return 2 * base
            return base
        n = sum(1 for x in D.GROUP_SQUARES[D.GROUP[sq]] if self.owner[x] == o)
        if kind == D.COMMERCIAL:
            return D.COMMERCIAL_RENT[n]
        return D.CLINIC_FACTOR[n] * dice_total

    def raisable(self, seat: int) -> int:
        """Cash plus what selling every building and mortgaging every lot would bring."""
        total = self.cash[seat]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        mort = self.options.mortgages
        for sq in D.LOTS:
            if owner[sq] == seat:
                if level[sq]:
                    total += level[sq] * (D.HOUSE_COST[sq] // 2)
                if mort and not mortgaged[sq]:
                    total += D.MORTGAGE[sq]
        return total

    def build_reason(self, seat: int, sq: int, free: bool = False) -> str | None:
        """Why ``seat`` may not build the next level on ``sq`` (None: it may)."""
        if not 0 <= sq < D.NUM_SQUARES or D.KIND[sq] != D.STREET:
            return "not_a_street"
        if self.owner[sq] != seat:
            return "not_your_lot"
        g = D.GROUP[sq]
        squares = D.GROUP_SQUARES[g]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        if any(owner[x] != seat for x in squares):
            return "group_incomplete"
        if any(mortgaged[x] for x in squares):
            return "group_has_mortgage"
        lv = level[sq]
        if lv >= D.HOTEL_LEVEL:
            return "lot_full"
        if lv > min(level[x] for x in squares):
            return "build_unevenly"
        if not free and self.cash[seat] < D.HOUSE_COST[sq]:
            return "not_enough_cash"
        if self.options.building_shortage and not free:
            if lv == 4 and self.hotels_left < 1:
                return "no_hotels_left"
            if lv < 4 and self.houses_left < 1:
                return "no_houses_left"
        return None

    def sell_reason(self, seat: int, sq: int) -> str | None:
        if not 0 <= sq < D.NUM_SQUARES or D.KIND[sq] != D.STREET:
            return "not_a_street"
        if self.owner[sq] != seat:
            return "not_your_lot"
        lv = self.level[sq]
        if lv == 0:
            return "no_building"
        level = self.level
        if lv < max(level[x] for x in D.GROUP_SQUARES[D.GROUP[sq]]):
            return "sell_unevenly"
        return None

    def mortgage_reason(self, seat: int, sq: int) -> str | None:
        if not self.options.mortgages:
            return "mortgages_off"
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        if self.owner[sq] != seat:
            return "not_your_lot"
        if self.mortgaged[sq]:
            return "already_mortgaged"
        if self.group_has_buildings(D.GROUP[sq]):
            return "group_has_buildings"
        return None

    def lift_reason(self, seat: int, sq: int) -> str | None:
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        if self.owner[sq] != seat:
            return "not_your_lot"
        if not self.mortgaged[sq]:
            return "not_mortgaged"
        if self.cash[seat] < D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq]):
            return "not_enough_cash"
        return None

    def offer_lot_reason(self, sq: int) -> str | None:
        if self.tr_steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        o = self.owner[sq]
        if o != self.tr_proposer and o != self.tr_partner:
            return "lot_not_in_trade"
        if sq in self.tr_give or sq in self.tr_take:
            return "already_in_offer"
        if self.group_has_buildings(D.GROUP[sq]):
            return "lot_has_buildings"
        return None

    def offer_cash_reason(self, delta: int) -> str | None:
        if self.tr_steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if delta not in D.TRADE_CASH_STEPS:
            return "cash_step_not_offered"
        new = self.tr_cash + delta
        if new > self.cash[self.tr_proposer] or -new > self.cash[self.tr_partner]:
            return "cash_above_means"
        return None

    def offer_card_reason(self, card: int) -> str | None:
        if self.tr_steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if card in self.tr_gcards or card in self.tr_tcards:
            return "already_in_offer"
        if card not in self.held[self.tr_proposer] and card not in self.held[self.tr_partner]:
            return "card_not_held"
        return None

    def _interest_on(self, squares: list[int]) -> int:
        return sum(D.interest(D.MORTGAGE[sq]) for sq in squares if self.mortgaged[sq])

    def submit_reason(self) -> str | None:
        if not (self.tr_give or self.tr_take or self.tr_cash or self.tr_gcards or self.tr_tcards):
            return "empty_offer"
        if self.cash[self.tr_proposer] - self.tr_cash < self._interest_on(self.tr_take):
            return "cannot_afford_interest"
        return None

    def accept_reason(self) -> str | None:
        if self.cash[self.tr_partner] + self.tr_cash < self._interest_on(self.tr_give):
            return "cannot_afford_interest"
        return None

    def propose_reason(self, seat: int, partner: int) -> str | None:
        if not self.options.trades:
            return "trades_off"
        if not 0 <= partner < self.num_players:
            return "no_such_seat"
        if partner == seat:
            return "partner_is_you"
        if self.bankrupt[partner]:
            return "partner_bankrupt"
        if (self.debt_proposals if self.phase == DEBT else self.proposals) >= D.TRADE_PROPOSALS_PER_TURN:
            return "trade_limit_reached"
        return None

    def bid_reason(self, seat: int, amount: int) -> str | None:
        if amount <= self.auc_bid:
            return "bid_not_above_current"
        if amount > self.cash[seat]:
            return "bid_above_cash"
        if amount - self.auc_bid not in D.BID_RAISES:
            return "bid_step_not_offered"
        return None

    def can_build_any(self, seat: int) -> bool:
        """Whether ``seat`` could build a house or hotel right now."""
        owner = self.owner
        for g in D.STREET_GROUPS:
            squares = D.GROUP_SQUARES[g]
            if owner[squares[0]] == seat and all(owner[x] == seat for x in squares) \
                    and any(self.build_reason(seat, sq) is None for sq in squares):
                return True
        return False

    def eligible_builders(self, hotel: bool, first: int) -> list[int]:
        """Seats (in seat order from ``first``) that could build a house (or hotel) now."""
        out = []
        n = self.num_players
        for i in range(n):
            s = (first + i) % n
            if self.bankrupt[s]:
                continue
            for sq in D.LOTS:
                if self.owner[sq] == s and D.KIND[sq] == D.STREET and (self.level[sq] == 4) == hotel \
                        and self.build_reason(s, sq, free=True) is None and self.cash[s] >= D.HOUSE_COST[sq]:
                    out.append(s)
                    break
        return out

    # ======================================================================= legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == OVER or seat not in self.to_move():
            return []
        acts: list[Action] = []
        if ph == TURN:
            if self.can_roll:
                acts.append(_ROLL)
                if self.vac[seat]:
                    if self.cash[seat] >= D.VACATION_FEE:
                        acts.append(_PAYLEAVE)
                    acts.extend(_USE_CARD[c] for c in self.held[seat])
            else:
                acts.append(_END)
            self._manage_actions(seat, acts, True)
            if self.options.trades and self.proposals < D.TRADE_PROPOSALS_PER_TURN:
                bankrupt = self.bankrupt
                acts.extend(_PROPOSE[p] for p in range(self.num_players) if p != seat and not bankrupt[p])
        elif ph == BETWEEN:
            acts.append(_END)
            self._manage_actions(seat, acts, True)
        elif ph == BUY:
            if self.cash[seat] >= D.PRICE[self.offer_sq]:
                acts.append(_BUY)
            acts.append(_DECLINE)
            self._manage_actions(seat, acts, False)
        elif ph == AUCTION:
            acts.append(_PASSBID)
            cash, bid = self.cash[seat], self.auc_bid
            acts.extend(Bid(bid + r) for r in D.BID_RAISES if bid + r <= cash)
        elif ph == COMPOSE:
            if self.tr_steps < D.TRADE_STEPS_CAP:
                partner = self.tr_partner
                # the lots either side may offer: owner and level do not change while an offer is composed
                key = (seat, partner, *self.owner, *self.level)
                lots = _OFFER_MEMO.get(key)
                if lots is None:
                    lots = self._offerable_lots(seat, partner)
                    if len(_OFFER_MEMO) >= _MEMO_SIZE:
                        _OFFER_MEMO.clear()
                    _OFFER_MEMO[key] = lots
                give, take = self.tr_give, self.tr_take
                if give or take:
                    acts.extend([a for sq, a in lots if sq not in give and sq not in take])
                else:
                    acts.extend([a for _sq, a in lots])
                low, high = -self.cash[partner] - self.tr_cash, self.cash[seat] - self.tr_cash
                acts.extend([a for d, a in _CASH_OFFERS if low <= d <= high])
                if self.held[seat] or self.held[partner]:
                    acts.extend(_OFFER_CARD[c] for c in (*self.held[seat], *self.held[partner])
                                if self.offer_card_reason(c) is None)
            if self.submit_reason() is None:
                acts.append(_SUBMIT)
            acts.append(_CANCEL)
        elif ph == ANSWER:
            if self.accept_reason() is None:
                acts.append(_ACCEPT)
            acts.append(_REJECT)
        elif ph == DEBT:
            for sq in D.LOTS:
                if self.owner[sq] == seat:
                    if self.level[sq] and self.sell_reason(seat, sq) is None:
                        acts.append(_SELL[sq])
                    if self.mortgage_reason(seat, sq) is None:
                        acts.append(_MORTGAGE[sq])
            if self.options.trades and self.debt_proposals < D.TRADE_PROPOSALS_PER_TURN:
                bankrupt = self.bankrupt
                acts.extend(_PROPOSE[p] for p in range(self.num_players) if p != seat and not bankrupt[p])
        elif ph == TAKEOVER:
            sq = self.take_sq
            if self.cash[seat] >= D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq]):
                acts.append(LiftNow(sq))
            acts.append(KeepMortgaged(sq))
        elif ph == PLACE:
            hotel = self.auc_item == HOTEL_ITEM
            for sq in D.LOTS:
                if self.owner[sq] == seat and D.KIND[sq] == D.STREET and (self.level[sq] == 4) == hotel \
                        and self.build_reason(seat, sq, free=True) is None:
                    acts.append(Build(sq))
        return acts

    def _offerable_lots(self, seat: int, partner: int) -> tuple[tuple[int, Action], ...]:
        """The lots of ``seat`` and ``partner`` without buildings in their group, in group order."""
        owner, level = self.owner, self.level
        out = []
        for sq, street, (a, b, c) in _LOTS_BY_GROUP:
            o = owner[sq]
            if o in (seat, partner) and not (street and (level[a] or level[b] or level[c])):
                out.append((sq, _OFFER_LOT[sq]))
        return tuple(out)

    def _manage_actions(self, seat: int, acts: list[Action], lift: bool) -> None:
        """Build, sell, mortgage and lift actions of ``seat`` (one pass over the groups)."""
        if self.manage_count >= D.MANAGE_CAP_PER_TURN:
            return
        owner = self.owner
        if seat not in owner:
            return
        append = acts.append
        level, mortgaged = self.level, self.mortgaged
        cash = self.cash[seat]
        options = self.options
        mort = options.mortgages
        shortage = options.building_shortage
        houses_ok = not shortage or self.houses_left > 0
        hotels_ok = not shortage or self.hotels_left > 0
        for squares, a, b, c, d, street, cost in _GROUP_INFO:
            # most groups hold nothing of this seat: four look-ups cover every group
            if owner[a] != seat and owner[b] != seat and owner[c] != seat and owner[d] != seat:
                continue
            built = street and (level[a] or level[b] or level[c]) > 0
            if street and owner[a] == seat and owner[b] == seat and owner[c] == seat \
                    and not (mortgaged[a] or mortgaged[b] or mortgaged[c]):
                la, lb, lc = level[a], level[b], level[c]
                lo, hi = min(la, lb, lc), max(la, lb, lc)
                for sq in squares:
                    lv = level[sq]
                    if lv == lo and lv < _HOTEL_LEVEL and cash >= cost and (hotels_ok if lv == 4 else houses_ok):
                        append(_BUILD[sq])
                    if lv and lv == hi:
                        append(_SELL[sq])
            elif built:  # buildings left on a group no longer complete cannot happen; kept safe
                for sq in squares:
                    if owner[sq] == seat and level[sq] and self.sell_reason(seat, sq) is None:
                        append(_SELL[sq])
            for sq in squares:
                if owner[sq] == seat:
                    if mortgaged[sq]:
                        if lift and cash >= _LIFT_COST[sq]:
                            append(_LIFT[sq])
                    elif mort and not built:
                        append(_MORTGAGE[sq])

    # ======================================================================= checks
    def _check(self, seat: int, action: Action) -> None:
        t = type(action)
        ph = self.phase
        if t is TimeUp:
            if self.options.time_limit_minutes <= 0:
                raise IllegalAction("no_time_limit")
            if self.ending:
                raise IllegalAction("time_already_called")
            return
        reason: str | None = None
        if t in _MANAGE_TYPES:
            assert isinstance(action, Build | SellBuilding | Mortgage | LiftMortgage)
            reason = self._manage_check(seat, action, ph)
        elif ph == TURN:
            reason = self._turn_check(seat, action)
        elif ph == BETWEEN:
            if t is not EndTurn:
                reason = "wrong_phase"
        elif ph == BUY:
            if isinstance(action, Buy):
                if self.cash[seat] < D.PRICE[self.offer_sq]:
                    reason = "not_enough_cash"
            elif t is not Decline:
                reason = "wrong_phase"
        elif ph == AUCTION:
            if isinstance(action, Bid):
                reason = self.bid_reason(seat, action.amount)
            elif t is not PassBid:
                reason = "wrong_phase"
        elif ph == COMPOSE:
            reason = self._compose_check(action)
        elif ph == ANSWER:
            if t is AcceptTrade:
                reason = self.accept_reason()
            elif t is not RejectTrade:
                reason = "wrong_phase"
        elif ph == DEBT:
            reason = self.propose_reason(seat, action.partner) if isinstance(action, ProposeTrade) else "in_debt"
        elif ph == TAKEOVER:
            if isinstance(action, LiftNow | KeepMortgaged):
                if action.square != self.take_sq:
                    reason = "not_the_received_lot"
                elif isinstance(action, LiftNow) and \
                        self.cash[seat] < D.MORTGAGE[action.square] + D.interest(D.MORTGAGE[action.square]):
                    reason = "not_enough_cash"
            else:
                reason = "wrong_phase"
        else:
            reason = "wrong_phase"
        if reason is not None:
            raise IllegalAction(reason, action=type(action).__name__)

    def _manage_check(self, seat: int, action: Build | SellBuilding | Mortgage | LiftMortgage, ph: int) -> str | None:
        sq = action.square
        if ph == PLACE:
            if not isinstance(action, Build):
                return "wrong_phase"
            if not 0 <= sq < D.NUM_SQUARES or D.KIND[sq] != D.STREET:
                return "not_a_street"
            if (self.level[sq] == 4) != (self.auc_item == HOTEL_ITEM):
                return "wrong_building"
            return self.build_reason(seat, sq, free=True)
        if ph == DEBT:
            if isinstance(action, SellBuilding):
                return self.sell_reason(seat, sq)
            if isinstance(action, Mortgage):
                return self.mortgage_reason(seat, sq)
            return "in_debt"
        if ph not in (TURN, BUY, BETWEEN) or (ph == BUY and isinstance(action, LiftMortgage)):
            return "wrong_phase"
        if self.manage_count >= D.MANAGE_CAP_PER_TURN:
            return "manage_limit_reached"
        if isinstance(action, Build):
            return self.build_reason(seat, sq)
        if isinstance(action, SellBuilding):
            return self.sell_reason(seat, sq)
        if isinstance(action, Mortgage):
            return self.mortgage_reason(seat, sq)
        return self.lift_reason(seat, sq)

    def _turn_check(self, seat: int, action: Action) -> str | None:
        if isinstance(action, Roll):
            return None if self.can_roll else "already_rolled"
        if isinstance(action, EndTurn):
            return "must_roll" if self.can_roll else None
        if isinstance(action, PayToLeave | UseCard):
            if not self.vac[seat]:
                return "not_on_vacation"
            if not self.can_roll:
                return "already_rolled"
            if isinstance(action, PayToLeave):
                return "not_enough_cash" if self.cash[seat] < D.VACATION_FEE else None
            card = D.CARD_INDEX.get(action.card, -1)
            return None if card in self.held[seat] else "card_not_held"
        if isinstance(action, ProposeTrade):
            return self.propose_reason(seat, action.partner)
        return "wrong_phase"

    def _compose_check(self, action: Action) -> str | None:
        if isinstance(action, OfferLot):
            return self.offer_lot_reason(action.square)
        if isinstance(action, OfferCash):
            return self.offer_cash_reason(action.delta)
        if isinstance(action, OfferCard):
            card = D.CARD_INDEX.get(action.card, -1)
            return "card_not_held" if card < 0 else self.offer_card_reason(card)
        if isinstance(action, SubmitTrade):
            return self.submit_reason()
        if isinstance(action, CancelTrade):
            return None
        return "wrong_phase"

    # ======================================================================= apply
    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        ph = self.phase
        t = type(action)
        if t is TimeUp:
            self.ending = True
            ev.append(TimeCalled(seat))
            return ev
        if isinstance(action, Build):
            if ph == PLACE:
                self._build(seat, action.square, 0, ev)
                self.phase = RUN
                self._advance(ev)
            else:
                self.manage_count += 1
                self._request_build(seat, action.square, ev)
        elif isinstance(action, SellBuilding):
            self._sell(seat, action.square, ev)
            self._after_raise(ph, ev)
        elif isinstance(action, Mortgage):
            sq = action.square
            self.mortgaged[sq] = 1
            self._bank_pays(seat, D.MORTGAGE[sq])
            ev.append(Mortgaged(seat, sq, D.MORTGAGE[sq]))
            self._after_raise(ph, ev)
        elif isinstance(action, LiftMortgage):
            self.manage_count += 1
            self._lift(seat, action.square, ev)
        elif t is Roll:
            self._roll(seat, ev)
        elif t is EndTurn:
            if ph == BETWEEN:
                del self.between[0]
                self.manage_count = 0
                if self.between:
                    return ev
            self._next_turn(ev)
        elif t is PayToLeave:
            self._pay_bank(seat, D.VACATION_FEE)
            ev.append(Paid(seat, D.BANK, D.VACATION_FEE, "vacation_fee", -1))
            self._leave_vacation(seat, "paid", ev)
        elif isinstance(action, UseCard):
            card = D.CARD_INDEX[action.card]
            self.held[seat].remove(card)
            self.decks[D.CARD_DECK[card]].append(card)
            ev.append(CardReturned(action.card))
            self._leave_vacation(seat, "card", ev)
        elif t is Buy:
            sq = self.offer_sq
            self._pay_bank(seat, D.PRICE[sq])
            self.owner[sq] = seat
            ev.append(LotBought(seat, sq, D.PRICE[sq]))
            self.phase = RUN
            self._advance(ev)
        elif t is Decline:
            sq = self.offer_sq
            if self.options.auctions:
                self._start_auction(sq, self._seats_from(seat + 1), "declined", ev)
            else:
                self.phase = RUN
            self._advance(ev)
        elif isinstance(action, Bid):
            self.auc_leader = seat
            self.auc_bid = action.amount
            self.auc_pos += 1
            ev.append(BidMade(seat, action.amount))
            self._auction_next(ev)
            self._advance(ev)
        elif t is PassBid:
            del self.auc_in[self.auc_pos]
            ev.append(BidPassed(seat))
            self._auction_next(ev)
            self._advance(ev)
        elif isinstance(action, ProposeTrade):
            if ph == DEBT:
                self.debt_proposals += 1
            else:
                self.proposals += 1
            self.tr_proposer = seat
            self.tr_return = ph
            self.tr_partner = action.partner
            self.tr_give, self.tr_take, self.tr_gcards, self.tr_tcards = [], [], [], []
            self.tr_cash = 0
            self.tr_steps = 0
            self.phase = COMPOSE
        elif isinstance(action, OfferLot):
            self.tr_steps += 1
            (self.tr_give if self.owner[action.square] == seat else self.tr_take).append(action.square)
        elif isinstance(action, OfferCash):
            self.tr_steps += 1
            self.tr_cash += action.delta
        elif isinstance(action, OfferCard):
            self.tr_steps += 1
            card = D.CARD_INDEX[action.card]
            (self.tr_gcards if card in self.held[seat] else self.tr_tcards).append(card)
        elif t is SubmitTrade:
            ev.append(TradeOffered(seat, self.tr_partner, tuple(self.tr_give), tuple(self.tr_take), self.tr_cash,
                                   tuple(D.CARD_IDS[c] for c in self.tr_gcards),
                                   tuple(D.CARD_IDS[c] for c in self.tr_tcards)))
            self.phase = ANSWER
        elif t is CancelTrade:
            ev.append(TradeCancelled(seat))
            self.phase = self.tr_return
        elif t is AcceptTrade:
            self._do_trade(ev)
            if self.tr_return == DEBT:
                self._after_debt_trade(ev)
            self._advance(ev)
        elif t is RejectTrade:
            ev.append(TradeRejected(self.tr_proposer, seat))
            self.phase = self.tr_return
        elif isinstance(action, LiftNow):
            self._lift(seat, action.square, ev)
            self.phase = RUN
            self._advance(ev)
        elif isinstance(action, KeepMortgaged):
            sq = action.square
            self.queue.insert(0, (T_PAY, seat, D.BANK, D.interest(D.MORTGAGE[sq]), R_INTEREST, sq))
            self.phase = RUN
            self._advance(ev)
        return ev

    # -- money --------------------------------------------------------------------------
    def _pay_bank(self, seat: int, amount: int) -> None:
        self.cash[seat] -= amount
        self.bank_flow += amount

    def _bank_pays(self, seat: int, amount: int) -> None:
        self.cash[seat] += amount
        self.bank_flow -= amount

    def _transfer(self, payer: int, payee: int, amount: int, reason: int, sq: int, ev: list[Event]) -> None:
        if payer == D.BANK:
            self._bank_pays(payee, amount)
        elif payee == D.BANK:
            self._pay_bank(payer, amount)
        else:
            self.cash[payer] -= amount
            self.cash[payee] += amount
        ev.append(Paid(payer, payee, amount, PAY_REASONS[reason], sq))

    def _after_raise(self, ph: int, ev: list[Event]) -> None:
        """After selling or mortgaging: count it, or settle the debt once the cash is there."""
        if ph == DEBT:
            if self.cash[self.debt_seat] >= self.debt_amount:
                self._transfer(self.debt_seat, self.debt_creditor, self.debt_amount, self.debt_reason,
                               self.debt_square, ev)
                self.phase = RUN
                self._advance(ev)
        else:
            self.manage_count += 1

    # -- buildings and mortgages --------------------------------------------------------
    def _request_build(self, seat: int, sq: int, ev: list[Event]) -> None:
        hotel = self.level[sq] == 4
        if self.options.building_shortage:
            supply = self.hotels_left if hotel else self.houses_left
            if supply < self.num_players:
                seats = self.eligible_builders(hotel, seat)
                if supply < len(seats):
                    item = HOTEL_ITEM if hotel else HOUSE_ITEM
                    self._start_auction(item, seats, "hotel_shortage" if hotel else "house_shortage", ev)
                    self._advance(ev)
                    return
        self._build(seat, sq, D.HOUSE_COST[sq], ev)

    def _build(self, seat: int, sq: int, cost: int, ev: list[Event]) -> None:
        if cost:
            self._pay_bank(seat, cost)
        if self.level[sq] == 4:
            self.hotels_left -= 1
            self.houses_left += 4
        else:
            self.houses_left -= 1
        self.level[sq] += 1
        ev.append(Built(seat, sq, self.level[sq], cost))

    def _sell(self, seat: int, sq: int, ev: list[Event]) -> None:
        lv = self.level[sq]
        half = D.HOUSE_COST[sq] // 2
        if lv == D.HOTEL_LEVEL:
            self.hotels_left += 1
            if not self.options.building_shortage or self.houses_left >= 4:
                self.houses_left -= 4
                new = 4
            else:  # the bank lacks the 4 houses: sell down to as many as it has
                new = self.houses_left
                self.houses_left = 0
        else:
            self.houses_left += 1
            new = lv - 1
        refund = half * (lv - new)
        self.level[sq] = new
        self._bank_pays(seat, refund)
        ev.append(BuildingSold(seat, sq, new, refund))

    def _lift(self, seat: int, sq: int, ev: list[Event]) -> None:
        cost = D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq])
        self._pay_bank(seat, cost)
        self.mortgaged[sq] = 0
        ev.append(MortgageLifted(seat, sq, cost))

    # -- turn flow ----------------------------------------------------------------------
    def _dice(self, seat: int, ev: list[Event]) -> tuple[int, int]:
        rng = self.rng
        assert rng is not None
        d1 = rng.below(6) + 1
        d2 = rng.below(6) + 1
        ev.append(DiceRolled(seat, d1, d2))
        return d1, d2

    def _roll(self, seat: int, ev: list[Event]) -> None:
        d1, d2 = self._dice(seat, ev)
        total = d1 + d2
        self.last_total = total
        self.phase = RUN
        if self.vac[seat]:
            self.can_roll = False
            if d1 == d2:
                self._leave_vacation(seat, "doubles", ev)
                self.can_roll = False
                self.queue.append((T_MOVE, seat, total, 0, 0, 0))
            else:
                self.vac_tries[seat] += 1
                if self.vac_tries[seat] >= D.MAX_VACATION_TRIES:
                    self._leave_vacation(seat, "forced", ev)
                    self.can_roll = False
                    self.queue.append((T_PAY, seat, D.BANK, D.VACATION_FEE, R_FEE, -1))
                    self.queue.append((T_MOVE, seat, total, 0, 0, 0))
        elif d1 == d2:
            self.doubles += 1
            if self.doubles >= D.THIRD_DOUBLE:
                self._to_vacation(seat, "third_double", ev)
            else:
                self.can_roll = True
                self.queue.append((T_MOVE, seat, total, 0, 0, 0))
        else:
            self.can_roll = False
            self.queue.append((T_MOVE, seat, total, 0, 0, 0))
        self._advance(ev)

    def _leave_vacation(self, seat: int, how: str, ev: list[Event]) -> None:
        self.vac[seat] = 0
        self.vac_tries[seat] = 0
        ev.append(LeftVacation(seat, how))

    def _to_vacation(self, seat: int, how: str, ev: list[Event]) -> None:
        self.pos[seat] = D.VACATION_SQUARE
        self.vac[seat] = 1
        self.vac_tries[seat] = 0
        if seat == self.current:
            self.doubles = 0
            self.can_roll = False
        ev.append(SentOnVacation(seat, how))

    def _seats_from(self, first: int) -> list[int]:
        n = self.num_players
        return [s for s in ((first + i) % n for i in range(n)) if not self.bankrupt[s]]

    def _next_turn(self, ev: list[Event]) -> None:
        """End the current turn: the game may end here; else the others who can build
        may do so (in seat order), then the next player's turn starts."""
        if self.ending:
            self._finish("time", ev)
            return
        n = self.num_players
        cur = self.current
        nxt = (cur + 1) % n
        while self.bankrupt[nxt]:
            nxt = (nxt + 1) % n
        new_round = (nxt - self.first_seat) % n <= (cur - self.first_seat) % n
        if new_round:
            if self.options.max_rounds and self.round >= self.options.max_rounds:
                self._finish("rounds", ev)
                return
            if self.round >= D.HARD_ROUND_CAP:
                self._finish("round_cap", ev)
                return
        if not self.between_done and D.BUILD_BETWEEN_TURNS:
            self.between_done = True
            self.between = [s for s in self._seats_from(cur + 1) if s != cur and self.can_build_any(s)]
            if self.between:
                self.manage_count = 0
                self.phase = BETWEEN
                return
        if new_round:
            self.round += 1
        self.current = nxt
        self.between_done = False
        self.between = []
        self.doubles = 0
        self.can_roll = True
        self.manage_count = 0
        self.proposals = 0
        self.phase = TURN
        ev.append(TurnStarted(nxt, self.round))

    def _finish(self, reason: str, ev: list[Event]) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.queue = []
        ev.append(GameEnded(reason, self.result().winners))

    def _advance(self, ev: list[Event]) -> None:
        """Work through the queued tasks until one needs a decision; then back to the turn."""
        while self.phase == RUN:
            if self.queue:
                self._task(self.queue.pop(0), ev)
            elif self.between:
                self.phase = BETWEEN
            elif self.bankrupt[self.current]:
                self._next_turn(ev)
            else:
                self.phase = TURN

    def _task(self, task: Task, ev: list[Event]) -> None:
        kind, a, b, c, d, e = task
        if kind == T_PAY:
            self._settle(a, b, c, d, e, ev)
        elif kind == T_MOVE:
            if not self.bankrupt[a]:
                new: list[Task] = []
                frm = self.pos[a]
                to = (frm + b) % D.NUM_SQUARES
                self._move(a, to, frm + b >= D.NUM_SQUARES, 0, ev, new)
                self.queue[0:0] = new
        elif kind == T_OFFER:
            if not self.bankrupt[a] and self.owner[b] == -1:
                self.offer_sq = b
                self.phase = BUY
        elif kind == T_AUCTION:
            if self.owner[a] == -1:
                self._start_auction(a, self._seats_from(b), "bankruptcy", ev)
        elif kind == T_TAKEOVER and not self.bankrupt[a] and self.owner[b] == a and self.mortgaged[b]:
            self.take_seat = a
            self.take_sq = b
            self.phase = TAKEOVER

    def _settle(self, debtor: int, creditor: int, amount: int, reason: int, sq: int, ev: list[Event]) -> None:
        if self.bankrupt[debtor] or amount <= 0:
            return
        if creditor != D.BANK and self.bankrupt[creditor]:
            creditor = D.BANK
        if self.cash[debtor] >= amount:
            self._transfer(debtor, creditor, amount, reason, sq, ev)
        elif self.raisable(debtor) >= amount:
            self.debt_seat, self.debt_creditor, self.debt_amount = debtor, creditor, amount
            self.debt_reason, self.debt_square = reason, sq
            self.debt_proposals = 0
            self.phase = DEBT
            ev.append(InDebt(debtor, creditor, amount))
        else:
            self._bankrupt(debtor, creditor, ev)

    def _move(self, seat: int, to: int, salary: bool, mode: int, ev: list[Event], new: list[Task]) -> None:
        ev.append(Moved(seat, self.pos[seat], to))
        self.pos[seat] = to
        if salary:
            self._transfer(D.BANK, seat, D.SALARY, R_SALARY, 0, ev)
        self._land(seat, to, mode, ev, new)

    def _land(self, seat: int, sq: int, mode: int, ev: list[Event], new: list[Task]) -> None:
        """The landing rule of ``sq``; mode 1: a card's double commercial rent, 2: a card's 10 × dice clinic."""
        kind = D.KIND[sq]
        if D.OWNABLE[sq]:
            o = self.owner[sq]
            if o == -1:
                new.append((T_OFFER, seat, sq, 0, 0, 0))
            elif o != seat and not self.mortgaged[sq]:
                if mode == 2:
                    d1, d2 = self._dice(seat, ev)
                    rent = D.CLINIC_FACTOR[2] * (d1 + d2)
                else:
                    rent = self.rent(sq, self.last_total) * (2 if mode == 1 else 1)
                new.append((T_PAY, seat, o, rent, R_RENT, sq))
        elif kind == D.CARD:
            self._draw(seat, D.DECK_OF[sq], ev, new)
        elif kind == D.TAX:
            new.append((T_PAY, seat, D.BANK, D.TAX_AMOUNT[sq], R_TAX, sq))
        elif kind == D.GO_VACATION:
            self._to_vacation(seat, "square", ev)

    def _draw(self, seat: int, deck: int, ev: list[Event], new: list[Task]) -> None:
        cards = self.decks[deck]
        card = cards.pop(0)
        if self.unseen[deck]:
            self.unseen[deck] -= 1
        ev.append(CardDrawn(seat, D.DECK_IDS[deck], D.CARD_IDS[card]))
        eff, n, m = D.CARD_EFFECT[card], D.CARD_N[card], D.CARD_M[card]
        if eff == D.KEEP_OUT:
            self.held[seat].append(card)
            return
        cards.append(card)
        pos = self.pos[seat]
        if eff == D.ADVANCE:
            self._move(seat, n, n <= pos, 0, ev, new)
        elif eff == D.NEAREST_COMMERCIAL or eff == D.NEAREST_CLINIC:
            targets = D.COMMERCIAL_SQUARES if eff == D.NEAREST_COMMERCIAL else D.CLINIC_SQUARES
            to = next((x for x in targets if x > pos), targets[0])
            self._move(seat, to, to < pos, 1 if eff == D.NEAREST_COMMERCIAL else 2, ev, new)
        elif eff == D.COLLECT:
            self._transfer(D.BANK, seat, n, R_CARD, -1, ev)
        elif eff == D.PAY:
            new.append((T_PAY, seat, D.BANK, n, R_CARD, -1))
        elif eff == D.BACK:
            self._move(seat, (pos - n) % D.NUM_SQUARES, False, 0, ev, new)
        elif eff == D.TO_VACATION:
            self._to_vacation(seat, "card", ev)
        elif eff == D.REPAIRS:
            houses = sum(lv for sq, lv in enumerate(self.level) if lv < 5 and self.owner[sq] == seat)
            hotels = sum(1 for sq, lv in enumerate(self.level) if lv == 5 and self.owner[sq] == seat)
            new.append((T_PAY, seat, D.BANK, houses * n + hotels * m, R_REPAIRS, -1))
        elif eff == D.PAY_EACH:
            new.extend((T_PAY, seat, o, n, R_CARD, -1) for o in self._seats_from(seat + 1) if o != seat)
        elif eff == D.COLLECT_EACH:
            new.extend((T_PAY, o, seat, n, R_CARD, -1) for o in self._seats_from(seat + 1) if o != seat)

    # -- auctions -------------------------------------------------------------------------
    def _start_auction(self, item: int, seats: list[int], reason: str, ev: list[Event]) -> None:
        self.auc_item = item
        self.auc_bid = 0
        self.auc_leader = -1
        self.auc_in = list(seats)
        self.auc_pos = 0
        ev.append(AuctionStarted(item, reason))
        self._auction_next(ev)

    def _auction_next(self, ev: list[Event]) -> None:
        """Move the auction to the next bidder, or end it (phase RUN or PLACE)."""
        while True:
            ins = self.auc_in
            leader = self.auc_leader
            if not ins or (leader >= 0 and len(ins) == 1):
                break
            if self.auc_pos >= len(ins):
                self.auc_pos = 0
            seat = ins[self.auc_pos]
            if self.cash[seat] <= self.auc_bid:  # cannot raise: passes
                del ins[self.auc_pos]
                ev.append(BidPassed(seat))
                continue
            self.phase = AUCTION
            return
        item = self.auc_item
        self.phase = RUN
        self.auc_in = []
        if self.auc_leader < 0:
            ev.append(AuctionUnsold(item))
            return
        winner, price = self.auc_leader, self.auc_bid
        self._pay_bank(winner, price)
        ev.append(AuctionWon(winner, item, price))
        if item >= 0:
            self.owner[item] = winner
        else:
            self.place_seat = winner
            self.phase = PLACE

    # -- trades and bankruptcy ------------------------------------------------------------
    def _do_trade(self, ev: list[Event]) -> None:
        p, q = self.tr_proposer, self.tr_partner
        ev.append(TradeAccepted(p, q))
        if self.tr_cash > 0:
            self._transfer(p, q, self.tr_cash, R_TRADE, -1, ev)
        elif self.tr_cash < 0:
            self._transfer(q, p, -self.tr_cash, R_TRADE, -1, ev)
        tasks: list[Task] = []
        for sq in self.tr_give:
            self.owner[sq] = q
            ev.append(LotTransferred(sq, p, q, bool(self.mortgaged[sq])))
            if self.mortgaged[sq]:
                tasks.append((T_TAKEOVER, q, sq, 0, 0, 0))
        for sq in self.tr_take:
            self.owner[sq] = p
            ev.append(LotTransferred(sq, q, p, bool(self.mortgaged[sq])))
            if self.mortgaged[sq]:
                tasks.append((T_TAKEOVER, p, sq, 0, 0, 0))
        for c in self.tr_gcards:
            self.held[p].remove(c)
            self.held[q].append(c)
        for c in self.tr_tcards:
            self.held[q].remove(c)
            self.held[p].append(c)
        self.queue[0:0] = tasks
        self.tr_give, self.tr_take, self.tr_gcards, self.tr_tcards = [], [], [], []
        self.tr_cash = 0
        self.phase = RUN

    def _after_debt_trade(self, ev: list[Event]) -> None:
        """A debtor's trade went through: pay if the cash is there, else keep raising
        money, or go bankrupt if the rest can no longer cover the debt."""
        debtor, amount = self.debt_seat, self.debt_amount
        if self.cash[debtor] >= amount:
            self._transfer(debtor, self.debt_creditor, amount, self.debt_reason, self.debt_square, ev)
        elif self.raisable(debtor) >= amount:
            self.phase = DEBT
        else:
            self._bankrupt(debtor, self.debt_creditor, ev)

    def _bankrupt(self, seat: int, creditor: int, ev: list[Event]) -> None:
        ev.append(WentBankrupt(seat, creditor))
        owned = [sq for sq in D.LOTS if self.owner[sq] == seat]
        for sq in owned:
            lv = self.level[sq]
            if lv:
                if lv == D.HOTEL_LEVEL:
                    self.hotels_left += 1
                else:
                    self.houses_left += lv
                self.level[sq] = 0
                refund = lv * (D.HOUSE_COST[sq] // 2)
                self._bank_pays(seat, refund)
                ev.append(BuildingSold(seat, sq, 0, refund))
        if self.cash[seat]:
            self._transfer(seat, creditor, self.cash[seat], R_BANKRUPTCY, -1, ev)
        tasks: list[Task] = []
        for sq in owned:
            if creditor == D.BANK:
                self.owner[sq] = -1
                self.mortgaged[sq] = 0
                ev.append(LotTransferred(sq, seat, D.BANK, False))
                if self.options.auctions:
                    tasks.append((T_AUCTION, sq, self.current + 1, 0, 0, 0))
            else:
                self.owner[sq] = creditor
                ev.append(LotTransferred(sq, seat, creditor, bool(self.mortgaged[sq])))
                if self.mortgaged[sq]:
                    tasks.append((T_TAKEOVER, creditor, sq, 0, 0, 0))
        for c in self.held[seat]:
            if creditor == D.BANK:
                self.decks[D.CARD_DECK[c]].append(c)
                ev.append(CardReturned(D.CARD_IDS[c]))
            else:
                self.held[creditor].append(c)
        self.held[seat] = []
        self.bankrupt[seat] = 1
        self.vac[seat] = 0
        self.vac_tries[seat] = 0
        self.out_order.append(seat)
        if self.num_players - len(self.out_order) <= 1:
            self._finish("last_player", ev)
            return
        self.queue[0:0] = tasks

    # ======================================================================= invariants
    def invariants(self) -> list[str]:
        bad: list[str] = []
        if sum(self.cash) + self.bank_flow != 0:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        for d in range(len(D.DECK_IDS)):
            cards = list(self.decks[d]) + [c for h in self.held for c in h if D.CARD_DECK[c] == d]
            full = self.viewer is None
            if len(cards) != len(D.DECK_CARDS[d]) or (full and sorted(cards) != list(D.DECK_CARDS[d])):
                bad.append("cards_not_conserved")
        level, owner = self.level, self.owner
        houses = sum(lv for lv in level if lv < D.HOTEL_LEVEL)
        hotels = sum(1 for lv in level if lv == D.HOTEL_LEVEL)
        if houses + self.houses_left != D.HOUSES or hotels + self.hotels_left != D.HOTELS:
            bad.append("buildings_not_conserved")
        if self.options.building_shortage and (self.houses_left < 0 or self.hotels_left < 0):
            bad.append("building_supply_negative")
        for g in D.STREET_GROUPS:
            squares = D.GROUP_SQUARES[g]
            if any(level[sq] for sq in squares) and (
                    owner[squares[0]] < 0 or not self.group_complete(g, owner[squares[0]])
                    or any(self.mortgaged[sq] for sq in squares)):
                bad.append("building_on_incomplete_group")
        for sq in range(D.NUM_SQUARES):
            if not D.OWNABLE[sq] and (owner[sq] != -1 or level[sq] or self.mortgaged[sq]):
                bad.append("not_a_lot_owned")
            if owner[sq] >= 0 and self.bankrupt[owner[sq]]:
                bad.append("bankrupt_holds_assets")
        if any(self.bankrupt[s] and (self.cash[s] or self.held[s]) for s in range(self.num_players)):
            bad.append("bankrupt_holds_assets")
        return bad

    # ======================================================================= copies and views
    def clone(self) -> LandlordState:
        n = LandlordState.__new__(LandlordState)
        n.num_players = self.num_players
        n.viewer = self.viewer
        n.options = self.options
        n.rules_version = self.rules_version
        n.rng = None if self.rng is None else Rng(self.rng.state)
        n.cash = self.cash[:]
        n.pos = self.pos[:]
        n.owner = self.owner[:]
        n.level = self.level[:]
        n.mortgaged = self.mortgaged[:]
        n.houses_left = self.houses_left
        n.hotels_left = self.hotels_left
        n.decks = [self.decks[0][:], self.decks[1][:]]
        n.unseen = self.unseen[:]
        n.held = [h[:] for h in self.held]
        n.vac = self.vac[:]
        n.vac_tries = self.vac_tries[:]
        n.bankrupt = self.bankrupt[:]
        n.out_order = self.out_order[:]
        n.first_seat = self.first_seat
        n.current = self.current
        n.round = self.round
        n.doubles = self.doubles
        n.can_roll = self.can_roll
        n.manage_count = self.manage_count
        n.proposals = self.proposals
        n.ending = self.ending
        n.end_reason = self.end_reason
        n.phase = self.phase
        n.queue = self.queue[:]
        n.last_total = self.last_total
        n.offer_sq = self.offer_sq
        n.auc_item = self.auc_item
        n.auc_bid = self.auc_bid
        n.auc_leader = self.auc_leader
        n.auc_in = self.auc_in[:]
        n.auc_pos = self.auc_pos
        n.tr_partner = self.tr_partner
        n.tr_give = self.tr_give[:]
        n.tr_take = self.tr_take[:]
        n.tr_cash = self.tr_cash
        n.tr_gcards = self.tr_gcards[:]
        n.tr_tcards = self.tr_tcards[:]
        n.tr_steps = self.tr_steps
        n.debt_seat = self.debt_seat
        n.debt_creditor = self.debt_creditor
        n.debt_amount = self.debt_amount
        n.debt_reason = self.debt_reason
        n.debt_square = self.debt_square
        n.take_seat = self.take_seat
        n.take_sq = self.take_sq
        n.place_seat = self.place_seat
        n.bank_flow = self.bank_flow
        n.between = self.between[:]
        n.between_done = self.between_done
        n.tr_proposer = self.tr_proposer
        n.tr_return = self.tr_return
        n.debt_proposals = self.debt_proposals
        return n

    def view(self, seat: int) -> LandlordState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        for d in range(len(D.DECK_IDS)):
            k = self.unseen[d]
            v.decks[d][:k] = [HIDDEN] * k
        return v

    def determinize(self, rng: Rng) -> LandlordState:
        full = self.clone()
        full.viewer = None
        for d in range(len(D.DECK_IDS)):
            k = self.unseen[d]
            known = set(self.decks[d][k:])
            known.update(c for h in self.held for c in h if D.CARD_DECK[c] == d)
            unknown = [c for c in D.DECK_CARDS[d] if c not in known]
            rng.shuffle(unknown)
            full.decks[d][:k] = unknown
        full.rng = Rng(rng.next_u64())
        return full

    def redeal(self, seat: int, rng: Rng) -> LandlordState:
        full = self.clone()
        for d in range(len(D.DECK_IDS)):
            k = self.unseen[d]
            top = full.decks[d][:k]
            rng.shuffle(top)
            full.decks[d][:k] = top
        full.rng = Rng(rng.next_u64())
        return full

    def snapshot(self):  # type: ignore[no-untyped-def]
        snap = super().snapshot()
        snap["held"] = [sorted(h) for h in snap["held"]]  # a hand's order carries no information
        return snap


class Landlord(Game[LandlordOptions]):
    id = "landlord"
    min_players = 2
    max_players = 6
    rules_version = 2  # 2: no double rent with a mortgaged lot in the group (docs/games/landlord.md)
    has_hidden_information = True
    options_type = LandlordOptions
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    def max_decisions(self, num_players: int, options: LandlordOptions) -> int:
        # Every turn is bounded: MANAGE_CAP_PER_TURN managing steps, at most 3 rolls
        # with a purchase decision each, TRADE_PROPOSALS_PER_TURN offers of at most
        # TRADE_STEPS_CAP steps; auctions end because a bid must rise.  Random play
        # stays far below this bound (docs/games/landlord.md gives the measured maximum).
        rounds = min(options.max_rounds or D.HARD_ROUND_CAP, D.HARD_ROUND_CAP)
        return num_players * (rounds + 1) * 200

    def _new_state(self, num_players: int, options: LandlordOptions, seed: int) -> LandlordState:
        s = LandlordState.__new__(LandlordState)
        rng = Rng(seed)
        n = num_players
        s.num_players = n
        s.viewer = None
        s.options = options
        s.rules_version = self.rules_version  # Game.new_game sets an older one after setup
        s.rng = rng
        s.cash = [D.START_CASH] * n
        s.bank_flow = -D.START_CASH * n
        s.pos = [0] * n
        s.owner = [-1] * D.NUM_SQUARES
        s.level = [0] * D.NUM_SQUARES
        s.mortgaged = [0] * D.NUM_SQUARES
        s.houses_left = D.HOUSES
        s.hotels_left = D.HOTELS
        s.decks = []
        for d in range(len(D.DECK_IDS)):
            deck = list(D.DECK_CARDS[d])
            rng.shuffle(deck)
            s.decks.append(deck)
        s.unseen = [len(deck) for deck in s.decks]
        s.held = [[] for _ in range(n)]
        s.vac = [0] * n
        s.vac_tries = [0] * n
        s.bankrupt = [0] * n
        s.out_order = []
        # the first player: highest roll of two dice, ties roll again
        contenders = list(range(n))
        while len(contenders) > 1:
            rolls = [rng.below(6) + rng.below(6) + 2 for _ in contenders]
            best = max(rolls)
            contenders = [c for c, r in zip(contenders, rolls, strict=True) if r == best]
        s.first_seat = contenders[0]
        s.current = contenders[0]
        s.round = 1
        s.doubles = 0
        s.can_roll = True
        s.manage_count = 0
        s.proposals = 0
        s.ending = False
        s.end_reason = ""
        s.phase = TURN
        s.queue = []
        s.last_total = 0
        s.offer_sq = -1
        s.auc_item = 0
        s.auc_bid = 0
        s.auc_leader = -1
        s.auc_in = []
        s.auc_pos = 0
        s.tr_partner = -1
        s.tr_give, s.tr_take, s.tr_gcards, s.tr_tcards = [], [], [], []
        s.tr_cash = 0
        s.tr_steps = 0
        s.debt_seat = -1
        s.debt_creditor = D.BANK
        s.debt_amount = 0
        s.debt_reason = 0
        s.debt_square = -1
        s.take_seat = -1
        s.take_sq = -1
        s.place_seat = -1
        s.between = []
        s.between_done = False
        s.tr_proposer = -1
        s.tr_return = TURN
        s.debt_proposals = 0
        return s


LandlordState.game = Landlord()
