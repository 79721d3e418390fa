"""Landlord: the classic property-trading game (rules: ../shared/rules/property-trading.md).

The turn is a small state machine (``phase``); whatever a roll sets off (moves, rents,
card effects, payments that may end in debt or bankruptcy, purchase offers, auctions,
mortgaged lots changing hands) is a queue of tasks that ``_advance`` works through
until one needs a decision.  Hidden information: the order of the cards never yet seen
in each deck (cards drawn go under their deck face up, so a player who watches knows
the rest) and the generator.

The state is the board and the money (``board.Board``: lots, buildings, mortgages, cash,
cards, whose turn) plus three parts, each with its own records and rules: the auction
(``auction.Auction``), the trade being composed or answered (``trade.Trade``) and the debt
being raised (``debt.Debt``).  Their fields keep the flat names they had before the split
(``auc_*``, ``tr_*``, ``debt_*``) in ``snapshot`` (so stored saves keep their hashes) and as
read-only properties."""

from __future__ import annotations

from operator import attrgetter
from typing import ClassVar

from desktop.engine.errors import IllegalAction
from desktop.engine.records import Action, Event, JsonValue
from desktop.engine.rng import Rng
from desktop.engine.state import NOT_IN_SNAPSHOT, Game, Result, plain, rank_by

from . import data as D
from .auction import Auction
from .board import LENT_ALL, Board
from .debt import Debt, settle
from .phases import (
    ANSWER,
    AUCTION,
    BETWEEN,
    BUY,
    COMPOSE,
    DEBT,
    HIDDEN,
    HOTEL_ITEM,
    HOUSE_ITEM,
    OVER,
    PHASE_IDS,
    PLACE,
    R_CARD,
    R_FEE,
    R_INTEREST,
    R_RENT,
    R_REPAIRS,
    R_SALARY,
    R_TAX,
    RUN,
    T_AUCTION,
    T_MOVE,
    T_OFFER,
    T_PAY,
    T_TAKEOVER,
    TAKEOVER,
    TURN,
    Task,
)
from .records import (
    ACTION_TYPES,
    EVENT_TYPES,
    AcceptTrade,
    Bid,
    Build,
    Buy,
    CancelTrade,
    CardDrawn,
    CardReturned,
    CounterTrade,
    Decline,
    DiceRolled,
    EndTurn,
    GameEnded,
    KeepMortgaged,
    LandlordOptions,
    LeftVacation,
    LiftMortgage,
    LiftNow,
    LotBought,
    Mortgage,
    Mortgaged,
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
    TradeCancelled,
    TradeRejected,
    TurnStarted,
    UseCard,
)
from .trade import Trade, proposals, propose_reason

__all__ = [  # the phases (from .phases) keep being importable from here
    "ANSWER", "AUCTION", "BETWEEN", "BUY", "COMPOSE", "DEBT", "HIDDEN", "OVER", "PHASE_IDS", "PLACE", "RUN",
    "TAKEOVER", "TURN", "Landlord", "LandlordState",
]

_MANAGE_TYPES = (Build, SellBuilding, Mortgage, LiftMortgage)
_ROLL = Roll()
_END = EndTurn()
_PAYLEAVE = PayToLeave()
_BUY = Buy()
_DECLINE = Decline()
_USE_CARD = tuple(UseCard(c) for c in D.CARD_IDS)
#: ``k`` hidden cards, for each ``k`` up to a deck's size (a view hides each deck's unseen cards)
_HIDDEN_RUNS = tuple((HIDDEN,) * k for k in range(max(len(cards) for cards in D.DECK_CARDS) + 1))
_PARTS = (("auction", Auction.FLAT), ("trade", Trade.FLAT), ("debt", Debt.FLAT))


class LandlordState(Board):
    __slots__ = ("auction", "debt", "trade")
    game: ClassVar[Game[LandlordOptions]]

    auction: Auction
    trade: Trade
    debt: Debt

    # the parts' fields under their names from before the split (read-only)
    auc_item = property(attrgetter("auction.item"))
    auc_bid = property(attrgetter("auction.bid"))
    auc_leader = property(attrgetter("auction.leader"))
    auc_in = property(attrgetter("auction.seats"))
    auc_pos = property(attrgetter("auction.pos"))
    place_seat = property(attrgetter("auction.placer"))
    tr_proposer = property(attrgetter("trade.proposer"))
    tr_partner = property(attrgetter("trade.partner"))
    tr_give = property(attrgetter("trade.give"))
    tr_take = property(attrgetter("trade.take"))
    tr_cash = property(attrgetter("trade.cash"))
    tr_gcards = property(attrgetter("trade.gcards"))
    tr_tcards = property(attrgetter("trade.tcards"))
    tr_steps = property(attrgetter("trade.steps"))
    tr_return = property(attrgetter("trade.back"))
    debt_seat = property(attrgetter("debt.seat"))
    debt_creditor = property(attrgetter("debt.creditor"))
    debt_amount = property(attrgetter("debt.amount"))
    debt_reason = property(attrgetter("debt.reason"))
    debt_square = property(attrgetter("debt.square"))
    debt_proposals = property(attrgetter("debt.proposals"))

    # ======================================================================= queries
    def to_move(self) -> tuple[int, ...]:
        ph = self.phase
        if ph in (TURN, BUY):
            return (self.current,)
        if ph == COMPOSE:
            return (self.trade.proposer,)
        if ph == AUCTION:
            return (self.auction.bidder(),)
        if ph == ANSWER:
            return (self.trade.partner,)
        if ph == DEBT:
            return (self.debt.seat,)
        if ph == TAKEOVER:
            return (self.take_seat,)
        if ph == PLACE:
            return (self.auction.placer,)
        if ph == BETWEEN:
            return (self.between[0],)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores_now(self) -> tuple[int, ...]:
        """Each seat's net worth (0 once bankrupt), the final scores' measure."""
        return tuple(0 if self.bankrupt[s] else self.net_worth(s) for s in range(self.num_players))

    def result(self) -> Result:
        n = self.num_players
        worth = list(self.scores_now())
        keys = [self.out_order.index(s) if self.bankrupt[s] else worth[s] for s in range(n)]
        ranks = rank_by(keys, [bool(b) for b in self.bankrupt])
        breakdown = tuple(
            (("cash", self.cash[s]), ("lots", self.lots_value(s)), ("buildings", self.buildings_value(s)))
            for s in range(n))
        return Result(tuple(worth), ranks, breakdown)

    # ======================================================================= legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == OVER or seat not in self.to_move():
            return []
        acts: list[Action] = []
        if ph in (TURN, BETWEEN):
            self._turn_actions(seat, acts, True)
        elif ph == BUY:
            if self.cash[seat] >= D.PRICE[self.offer_sq]:
                acts.append(_BUY)
            acts.append(_DECLINE)
            self._manage_actions(seat, acts, False)
        elif ph == AUCTION:
            self.auction.actions(self.cash[seat], acts)
        elif ph == COMPOSE:
            self.trade.compose_actions(self, seat, acts)
        elif ph == ANSWER:
            self.trade.answer_actions(self, acts)
        elif ph == DEBT:
            self.debt.actions(self, seat, acts)
        elif ph == TAKEOVER:
            sq = self.take_sq
            if self.cash[seat] >= D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq]):
                acts.append(LiftNow(sq))
            acts.append(KeepMortgaged(sq))
        elif ph == PLACE:
            hotel = self.auction.item == HOTEL_ITEM
            for sq in D.LOTS:
                if self.owner[sq] == seat and D.KIND[sq] == D.STREET and (self.level[sq] == 4) == hotel \
                        and self.build_reason(seat, sq, free=True) is None:
                    acts.append(Build(sq))
        return acts

    def turn_choices(self, seat: int) -> list[Action]:
        """In a turn or between turns: ``legal_actions(seat)`` without its selling and
        mortgaging steps, the rest in the same order (the bots' turn choice never raises
        money there, and a rich player's turn lists dozens of such steps); else []."""
        acts: list[Action] = []
        ph = self.phase
        if ph in (TURN, BETWEEN) and seat in self.to_move():
            self._turn_actions(seat, acts, False)
        return acts

    def _turn_actions(self, seat: int, acts: list[Action], raising: bool) -> None:
        between = self.phase == BETWEEN
        if between:
            acts.append(_END)
        elif self.can_roll:
            acts.append(_ROLL)
            if self.vac[seat]:
                if self.cash[seat] >= D.VACATION_FEE:
                    acts.append(_PAYLEAVE)
                acts.extend(_USE_CARD[c] for c in self.held[seat])
        else:
            acts.append(_END)
        if raising:
            self._manage_actions(seat, acts, True)
        else:
            self._build_lift_actions(seat, acts)
        if not between:
            proposals(self, seat, self.proposals, acts)

    # ======================================================================= checks
    def _check(self, seat: int, action: Action) -> None:
        t = type(action)
        ph = self.phase
        # the commonest actions first (every decision in play is checked here): a roll in a turn
        # and the end of a turn, with the answers the general checks below give them
        if t is Roll and ph == TURN:
            if not self.can_roll:
                raise IllegalAction("already_rolled", action="Roll")
            return
        if t is EndTurn and ph in (BETWEEN, TURN):
            if ph == TURN and self.can_roll:
                raise IllegalAction("must_roll", action="EndTurn")
            return
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
                reason = self.auction.bid_reason(self.cash[seat], action.amount)
            elif t is not PassBid:
                reason = "wrong_phase"
        elif ph == COMPOSE:
            reason = self.trade.compose_check(self, action)
        elif ph == ANSWER:
            if t is AcceptTrade:
                reason = self.trade.accept_reason(self)
            elif t is CounterTrade:
                reason = self.trade.counter_reason()
            elif t is not RejectTrade:
                reason = "wrong_phase"
        elif ph == DEBT:
            reason = self.debt.check(self, seat, action)
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
            if (self.level[sq] == 4) != (self.auction.item == HOTEL_ITEM):
                return "wrong_building"
            return self.build_reason(seat, sq, free=True)
        if ph == DEBT:
            return self.debt.check(self, seat, action)
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
            return propose_reason(self, seat, action.partner, self.proposals)
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
        # the commonest actions first (the types are distinct: the order decides nothing)
        if t is Roll:
            self._roll(seat, ev)
        elif t is EndTurn:
            if ph == BETWEEN:
                del self.between[0]
                self.manage_count = 0
                if self.between:
                    return ev
            self._next_turn(ev)
        elif isinstance(action, Build):
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
            self._own_board()
            self.mortgaged[sq] = 1
            self._bank_pays(seat, D.MORTGAGE[sq])
            ev.append(Mortgaged(seat, sq, D.MORTGAGE[sq]))
            self._after_raise(ph, ev)
        elif isinstance(action, LiftMortgage):
            self.manage_count += 1
            self._lift(seat, action.square, ev)
        elif t is PayToLeave:
            self._pay_bank(seat, D.VACATION_FEE)
            ev.append(Paid(seat, D.BANK, D.VACATION_FEE, "vacation_fee", -1))
            self._leave_vacation(seat, "paid", ev)
        elif isinstance(action, UseCard):
            card = D.CARD_INDEX[action.card]
            self._own_cards()
            self.held[seat].remove(card)
            self.decks[D.CARD_DECK[card]].append(card)
            ev.append(CardReturned(action.card))
            self._leave_vacation(seat, "card", ev)
        elif t is Buy:
            sq = self.offer_sq
            self._pay_bank(seat, D.PRICE[sq])
            self._own_board()
            self.owner[sq] = seat
            ev.append(LotBought(seat, sq, D.PRICE[sq]))
            self.phase = RUN
            self._advance(ev)
        elif t is Decline:
            sq = self.offer_sq
            if self.options.auctions:
                self._own_auction().start(self, sq, self._seats_from(seat + 1), "declined", ev)
            else:
                self.phase = RUN
            self._advance(ev)
        elif isinstance(action, Bid):
            self._own_auction().raise_bid(self, seat, action.amount, ev)
            self._advance(ev)
        elif t is PassBid:
            self._own_auction().drop(self, seat, ev)
            self._advance(ev)
        elif isinstance(action, ProposeTrade):
            if ph == DEBT:
                self.debt = self.debt.proposed()
            else:
                self.proposals += 1
            self._own_trade().begin(seat, action.partner, ph)
            self.phase = COMPOSE
        elif isinstance(action, OfferLot | OfferCash | OfferCard):
            self._own_trade().add(self, seat, action)
        elif t is SubmitTrade:
            self.trade.submit(seat, ev)
            self.phase = ANSWER
        elif t is CancelTrade:
            ev.append(TradeCancelled(seat))
            self.phase = self.trade.back
        elif t is AcceptTrade:
            self._own_trade().execute(self, ev)
            if self.trade.back == DEBT:
                self.debt.after_trade(self, ev)
            self._advance(ev)
        elif t is RejectTrade:
            ev.append(TradeRejected(self.trade.proposer, seat))
            self._own_trade().remember_refusal(self)
            self.phase = self.trade.back
        elif t is CounterTrade:
            self._own_trade().turn_round(self, ev)
            self.phase = COMPOSE
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

    # -- money, buildings and mortgages ------------------------------------------------
    def _after_raise(self, ph: int, ev: list[Event]) -> None:
        """After selling or mortgaging: count it, or settle the debt once the cash is there."""
        if ph == DEBT:
            self.debt.after_raise(self, ev)
        else:
            self.manage_count += 1

    def _request_build(self, seat: int, sq: int, ev: list[Event]) -> None:
        hotel = self.level[sq] == 4
        if self.options.building_shortage:
            supply = self.hotels_left if hotel else self.houses_left
            if supply < self.num_players:
                seats = self.eligible_builders(hotel, seat)
                if supply < len(seats):
                    item = HOTEL_ITEM if hotel else HOUSE_ITEM
                    self._own_auction().start(self, item, seats, "hotel_shortage" if hotel else "house_shortage", ev)
                    self._advance(ev)
                    return
        self._build(seat, sq, D.HOUSE_COST[sq], ev)

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
                self._own_seats()
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
        self._own_seats()
        self.vac[seat] = 0
        self.vac_tries[seat] = 0
        ev.append(LeftVacation(seat, how))

    def _to_vacation(self, seat: int, how: str, ev: list[Event]) -> None:
        self._own_seats()
        self.pos[seat] = D.VACATION_SQUARE
        self.vac[seat] = 1
        self.vac_tries[seat] = 0
        if seat == self.current:
            self.doubles = 0
            self.can_roll = False
        ev.append(SentOnVacation(seat, how))

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
            able = self.builders()
            self.between = [s for s in self._seats_from(cur + 1) if s != cur and s in able] if able else []
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
            debt = settle(self, a, b, c, d, e, ev)
            if debt is not None:
                self.debt = debt
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
                self._own_auction().start(self, a, self._seats_from(b), "bankruptcy", ev)
        elif kind == T_TAKEOVER and not self.bankrupt[a] and self.owner[b] == a and self.mortgaged[b]:
            self.take_seat = a
            self.take_sq = b
            self.phase = TAKEOVER

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
            self._own_cards()
            self.unseen[deck] -= 1
        ev.append(CardDrawn(seat, D.DECK_IDS[deck], D.CARD_IDS[card]))
        eff, n, m = D.CARD_EFFECT[card], D.CARD_N[card], D.CARD_M[card]
        if eff == D.KEEP_OUT:
            self._own_cards()
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
        return self._copy(None if self.rng is None else Rng(self.rng.state), self.viewer, False)

    def _copy(self, rng: Rng | None, viewer: int | None, lend: bool) -> LandlordState:
        """A copy with the generator ``rng`` and the viewer ``viewer`` (``clone`` and ``view``); with
        ``lend`` (a view) it shares the rarely written lists with this state (``Board.lent``)."""
        n = LandlordState.__new__(LandlordState)
        n.num_players = self.num_players
        n.viewer = viewer
        n.options = self.options
        n.rules_version = self.rules_version
        n.rng = rng
        n.cash = self.cash.copy()
        n.pos = self.pos.copy()
        n.houses_left = self.houses_left
        n.hotels_left = self.hotels_left
        n.decks = [self.decks[0].copy(), self.decks[1].copy()]
        if lend:  # (a view is made at every decision: its 13 lists were a third of its cost)
            self.lent = n.lent = LENT_ALL
            n.owner = self.owner
            n.level = self.level
            n.mortgaged = self.mortgaged
            n.unseen = self.unseen
            n.held = self.held
            n.vac = self.vac
            n.vac_tries = self.vac_tries
            n.bankrupt = self.bankrupt
            n.out_order = self.out_order
        else:
            n.lent = 0
            n.owner = self.owner.copy()
            n.level = self.level.copy()
            n.mortgaged = self.mortgaged.copy()
            n.unseen = self.unseen.copy()
            n.held = [*map(list.copy, self.held)]  # (no comprehension's frame)
            n.vac = self.vac.copy()
            n.vac_tries = self.vac_tries.copy()
            n.bankrupt = self.bankrupt.copy()
            n.out_order = self.out_order.copy()
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
        n.queue = self.queue.copy()
        n.last_total = self.last_total
        n.offer_sq = self.offer_sq
        n.take_seat = self.take_seat
        n.take_sq = self.take_sq
        n.bank_flow = self.bank_flow
        n.between = self.between.copy()
        n.between_done = self.between_done
        # the parts are copied on write (see _own_auction); the debt is a value, never changed in place
        auction, trade = self.auction, self.trade
        auction.shared = trade.shared = True
        n.auction = auction
        n.trade = trade
        n.debt = self.debt
        return n

    def _own_auction(self) -> Auction:
        """The auction record, to change: copied first if a clone shares it.  Every change to
        ``auction`` (and to ``trade``, through ``_own_trade``) goes through these."""
        auction = self.auction
        if auction.shared:
            auction = self.auction = auction.clone()
        return auction

    def _own_trade(self) -> Trade:
        trade = self.trade
        if trade.shared:
            trade = self.trade = trade.clone()
        return trade

    def view(self, seat: int) -> LandlordState:
        v = self._copy(None, seat, True)
        decks = v.decks
        k0, k1 = self.unseen  # (two decks: written out, a view is made at every decision)
        if k0:
            decks[0][:k0] = _HIDDEN_RUNS[k0]
        if k1:
            decks[1][:k1] = _HIDDEN_RUNS[k1]
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

    def snapshot(self) -> dict[str, JsonValue]:
        names = {name for klass in type(self).__mro__ for name in getattr(klass, "__slots__", ())}
        names.update(getattr(self, "__dict__", ()))
        names -= NOT_IN_SNAPSHOT
        snap = {name: plain(getattr(self, name)) for name in names if name not in ("auction", "debt", "lent", "trade")}
        # the parts' fields under the flat names the saves were hashed with
        for part, flat in _PARTS:
            record = getattr(self, part)
            snap.update((key, plain(getattr(record, name))) for name, key in flat)
        if self.trade.counter:
            snap["tr_counter"] = True  # only when set: saves from before counter-offers keep their hash
        snap["held"] = [sorted(h) for h in self.held]  # a hand's order carries no information
        return snap


class Landlord(Game[LandlordOptions]):
    id = "landlord"
    min_players = 2
    max_players = 6
    # 2: no double rent with a mortgaged lot in the group (docs/games/landlord.md).  Counter-offers
    # (CounterTrade) came later without a new version: no saved game replays differently with them
    rules_version = 2
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
        s.auction = Auction()
        s.trade = Trade()
        s.debt = Debt()
        s.take_seat = -1
        s.take_sq = -1
        s.between = []
        s.between_done = False
        s.lent = 0
        return s


LandlordState.game = Landlord()
