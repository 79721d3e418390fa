"""Landlord's trades: a player on turn (or in debt) proposes a trade to another player and
composes it step by step (lots without buildings in their group, cash, keep-out cards, either
way), then sends it; the partner accepts or rejects, or refuses with a counter-offer: the offer
turned round, which the partner changes and sends back for the proposer to accept or reject (a
counter-offer cannot be countered).  Mortgaged lots received are taken over (lift now or pay the
interest) after the trade.

The record also remembers, per proposer and partner, the last offer refused (rejected or
countered) and the board it was refused on, for the bots (``refused_unchanged``): a refused offer
is not worth repeating until something on the board changed.  That memory follows from the
actions alone and is not a rule: it stays out of the snapshot (and so the saves' hash)."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.records import Action, Event

from . import data as D
from .board import Board
from .phases import R_TRADE, RUN, T_TAKEOVER, TURN, Task
from .records import (
    AcceptTrade,
    CancelTrade,
    CounterTrade,
    LotTransferred,
    OfferCard,
    OfferCash,
    OfferLot,
    ProposeTrade,
    RejectTrade,
    SubmitTrade,
    TradeAccepted,
    TradeCountered,
    TradeOffered,
)

_SUBMIT = SubmitTrade()
_CANCEL = CancelTrade()
_ACCEPT = AcceptTrade()
_REJECT = RejectTrade()
_COUNTER = CounterTrade()
_OFFER_LOT = tuple(OfferLot(sq) for sq in range(D.NUM_SQUARES))
_PROPOSE = tuple(ProposeTrade(p) for p in range(6))
_OFFER_CARD = tuple(OfferCard(c) for c in D.CARD_IDS)
_CASH_OFFERS = tuple((d, OfferCash(d)) for d in D.TRADE_CASH_STEPS)
# the ownable lots in group order (the order offers are listed in), each with three squares that
# cover its group's buildings (first, second, last)
_LOTS_BY_GROUP = tuple((sq, g < 8, (squares[0], squares[1], squares[-1]))
                       for g, squares in enumerate(D.GROUP_SQUARES) for sq in squares)
# the lots a trade may offer, memoised while an offer is composed (see actions); cleared when full
_MEMO_SIZE = 256
_OFFER_MEMO: dict[tuple[int, ...], tuple[tuple[int, Action], ...]] = {}


def propose_reason(st: Board, seat: int, partner: int, made: int) -> str | None:
    """Why ``seat`` may not propose a trade to ``partner`` (``made``: offers it made already)."""
    if not st.options.trades:
        return "trades_off"
    if not 0 <= partner < st.num_players:
        return "no_such_seat"
    if partner == seat:
        return "partner_is_you"
    if st.bankrupt[partner]:
        return "partner_bankrupt"
    if made >= D.TRADE_PROPOSALS_PER_TURN:
        return "trade_limit_reached"
    return None


def proposals(st: Board, seat: int, made: int, acts: list[Action]) -> None:
    """The trades ``seat`` may propose (``made``: offers it made already)."""
    if st.options.trades and made < D.TRADE_PROPOSALS_PER_TURN:
        bankrupt = st.bankrupt
        acts.extend(_PROPOSE[p] for p in range(st.num_players) if p != seat and not bankrupt[p])


def may_propose(st: Board, seat: int, made: int) -> bool:
    """Whether ``proposals`` lists any trade (without listing them)."""
    if st.options.trades and made < D.TRADE_PROPOSALS_PER_TURN:
        bankrupt = st.bankrupt
        return any(p != seat and not bankrupt[p] for p in range(st.num_players))
    return False


#: an offer as remembered: (give, take, cash, give cards, take cards), lots and cards sorted
OfferKey = tuple[tuple[int, ...], tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]
#: a refused offer: (proposer, partner, the offer, the board it was refused on)
Refusal = tuple[int, int, OfferKey, tuple[int, ...]]


def board_key(st: Board) -> tuple[int, ...]:
    """What a refused offer's worth depends on besides cash: owners, buildings, mortgages, who is out."""
    return (*st.owner, *st.level, *st.mortgaged, *st.bankrupt)


def _interest_on(st: Board, squares: list[int]) -> int:
    mortgaged = st.mortgaged
    return sum(D.interest(D.MORTGAGE[sq]) for sq in squares if mortgaged[sq])


@dataclass(slots=True)
class Trade:
    """The offer being composed or answered (or the last one): ``give`` and ``gcards`` go from the
    proposer to the partner, ``take`` and ``tcards`` the other way; ``cash`` > 0 is paid by the
    proposer, < 0 by the partner; ``steps`` counts the composing steps; ``back`` is the phase
    the game returns to when the offer is cancelled or answered.  Copied on write: ``shared`` is
    set when a clone of the state shares this record; the state copies it before changing it."""

    proposer: int = -1
    partner: int = -1
    give: list[int] = field(default_factory=list)
    take: list[int] = field(default_factory=list)
    cash: int = 0
    gcards: list[int] = field(default_factory=list)
    tcards: list[int] = field(default_factory=list)
    steps: int = 0
    back: int = TURN
    #: the offer is a counter-offer (in the snapshot as ``tr_counter`` only when set: older saves
    #: never set it and keep their hash)
    counter: bool = False
    #: the last refused offer per proposer and partner (see the module's comment; not in the snapshot)
    refused: tuple[Refusal, ...] = ()
    shared: bool = field(default=False, compare=False, repr=False)

    #: field → its key in the state's snapshot (the flat form saves were hashed with)
    FLAT = (("proposer", "tr_proposer"), ("partner", "tr_partner"), ("give", "tr_give"), ("take", "tr_take"),
            ("cash", "tr_cash"), ("gcards", "tr_gcards"), ("tcards", "tr_tcards"), ("steps", "tr_steps"),
            ("back", "tr_return"))

    def clone(self) -> Trade:
        return Trade(self.proposer, self.partner, self.give[:], self.take[:], self.cash, self.gcards[:],
                     self.tcards[:], self.steps, self.back, self.counter, self.refused)

    def offer_key(self) -> OfferKey:
        """The offer as it stands, in the form refusals are remembered in."""
        return (tuple(sorted(self.give)), tuple(sorted(self.take)), self.cash, tuple(sorted(self.gcards)),
                tuple(sorted(self.tcards)))

    def refused_unchanged(self, st: Board, proposer: int, partner: int) -> OfferKey | None:
        """The offer ``partner`` last refused from ``proposer`` if nothing on the board changed
        since (owners, buildings, mortgages, bankruptcies), else None."""
        for p, q, offer, board in self.refused:
            if p == proposer and q == partner:
                return offer if board == board_key(st) else None
        return None

    # -- rules ---------------------------------------------------------------------------
    def offer_lot_reason(self, st: Board, sq: int) -> str | None:
        if self.steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        o = st.owner[sq]
        if o != self.proposer and o != self.partner:
            return "lot_not_in_trade"
        if sq in self.give or sq in self.take:
            return "already_in_offer"
        if st.group_has_buildings(D.GROUP[sq]):
            return "lot_has_buildings"
        return None

    def offer_cash_reason(self, st: Board, delta: int) -> str | None:
        if self.steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if delta not in D.TRADE_CASH_STEPS:
            return "cash_step_not_offered"
        new = self.cash + delta
        if new > st.cash[self.proposer] or -new > st.cash[self.partner]:
            return "cash_above_means"
        return None

    def offer_card_reason(self, st: Board, card: int) -> str | None:
        if self.steps >= D.TRADE_STEPS_CAP:
            return "offer_too_long"
        if card in self.gcards or card in self.tcards:
            return "already_in_offer"
        if card not in st.held[self.proposer] and card not in st.held[self.partner]:
            return "card_not_held"
        return None

    def submit_reason(self, st: Board) -> str | None:
        if not (self.give or self.take or self.cash or self.gcards or self.tcards):
            return "empty_offer"
        if st.cash[self.proposer] - self.cash < _interest_on(st, self.take):
            return "cannot_afford_interest"
        return None

    def counter_reason(self) -> str | None:
        if self.counter:
            return "already_countered"
        return None

    def accept_reason(self, st: Board) -> str | None:
        if st.cash[self.partner] + self.cash < _interest_on(st, self.give):
            return "cannot_afford_interest"
        return None

    def compose_check(self, st: Board, action: Action) -> str | None:
        if isinstance(action, OfferLot):
            return self.offer_lot_reason(st, action.square)
        if isinstance(action, OfferCash):
            return self.offer_cash_reason(st, action.delta)
        if isinstance(action, OfferCard):
            card = D.CARD_INDEX.get(action.card, -1)
            return "card_not_held" if card < 0 else self.offer_card_reason(st, card)
        if isinstance(action, SubmitTrade):
            return self.submit_reason(st)
        if isinstance(action, CancelTrade):
            return None
        return "wrong_phase"

    def compose_actions(self, st: Board, seat: int, acts: list[Action]) -> None:
        """What the proposer ``seat`` may do while composing."""
        if self.steps < D.TRADE_STEPS_CAP:
            partner = self.partner
            # the lots either side may offer: owner and level do not change while an offer is composed
            key = (seat, partner, *st.owner, *st.level)
            lots = _OFFER_MEMO.get(key)
            if lots is None:
                lots = _offerable_lots(st, seat, partner)
                if len(_OFFER_MEMO) >= _MEMO_SIZE:
                    _OFFER_MEMO.clear()
                _OFFER_MEMO[key] = lots
            give, take = self.give, self.take
            if give or take:
                acts.extend([a for sq, a in lots if sq not in give and sq not in take])
            else:
                acts.extend([a for _sq, a in lots])
            cash = st.cash
            low, high = -cash[partner] - self.cash, cash[seat] - self.cash
            acts.extend([a for d, a in _CASH_OFFERS if low <= d <= high])
            held = st.held
            if held[seat] or held[partner]:
                acts.extend(_OFFER_CARD[c] for c in (*held[seat], *held[partner])
                            if self.offer_card_reason(st, c) is None)
        if self.submit_reason(st) is None:
            acts.append(_SUBMIT)
        acts.append(_CANCEL)

    def answer_actions(self, st: Board, acts: list[Action]) -> None:
        if self.accept_reason(st) is None:
            acts.append(_ACCEPT)
        acts.append(_REJECT)
        if self.counter_reason() is None:
            acts.append(_COUNTER)

    # -- play ----------------------------------------------------------------------------
    def begin(self, seat: int, partner: int, back: int) -> None:
        self.proposer = seat
        self.back = back
        self.partner = partner
        self.give, self.take, self.gcards, self.tcards = [], [], [], []
        self.cash = 0
        self.steps = 0
        self.counter = False

    def remember_refusal(self, st: Board) -> None:
        """The partner refused the offer as it stands (rejected or countered it)."""
        p, q = self.proposer, self.partner
        self.refused = (*(r for r in self.refused if r[0] != p or r[1] != q),
                        (p, q, self.offer_key(), board_key(st)))

    def turn_round(self, st: Board, ev: list[Event]) -> None:
        """The partner counters: the offer turned round becomes its offer to the proposer, to
        change and send (fresh composing steps); the game returns where the first offer began."""
        self.remember_refusal(st)
        p, q = self.proposer, self.partner
        ev.append(TradeCountered(p, q))
        self.proposer, self.partner = q, p
        self.give, self.take = self.take, self.give
        self.gcards, self.tcards = self.tcards, self.gcards
        self.cash = -self.cash
        self.steps = 0
        self.counter = True

    def add(self, st: Board, seat: int, action: OfferLot | OfferCash | OfferCard) -> None:
        """One composing step."""
        self.steps += 1
        if isinstance(action, OfferLot):
            (self.give if st.owner[action.square] == seat else self.take).append(action.square)
        elif isinstance(action, OfferCash):
            self.cash += action.delta
        else:
            card = D.CARD_INDEX[action.card]
            (self.gcards if card in st.held[seat] else self.tcards).append(card)

    def submit(self, seat: int, ev: list[Event]) -> None:
        ev.append(TradeOffered(seat, self.partner, tuple(self.give), tuple(self.take), self.cash,
                               tuple(D.CARD_IDS[c] for c in self.gcards),
                               tuple(D.CARD_IDS[c] for c in self.tcards)))

    def execute(self, st: Board, ev: list[Event]) -> None:
        """The partner accepted: hand everything over; received mortgaged lots are queued for takeover."""
        p, q = self.proposer, self.partner
        ev.append(TradeAccepted(p, q))
        if self.cash > 0:
            st._transfer(p, q, self.cash, R_TRADE, -1, ev)
        elif self.cash < 0:
            st._transfer(q, p, -self.cash, R_TRADE, -1, ev)
        st._own_board()
        st._own_cards()
        owner, mortgaged, held = st.owner, st.mortgaged, st.held
        tasks: list[Task] = []
        for sq in self.give:
            owner[sq] = q
            ev.append(LotTransferred(sq, p, q, bool(mortgaged[sq])))
            if mortgaged[sq]:
                tasks.append((T_TAKEOVER, q, sq, 0, 0, 0))
        for sq in self.take:
            owner[sq] = p
            ev.append(LotTransferred(sq, q, p, bool(mortgaged[sq])))
            if mortgaged[sq]:
                tasks.append((T_TAKEOVER, p, sq, 0, 0, 0))
        for c in self.gcards:
            held[p].remove(c)
            held[q].append(c)
        for c in self.tcards:
            held[q].remove(c)
            held[p].append(c)
        st.queue[0:0] = tasks
        self.give, self.take, self.gcards, self.tcards = [], [], [], []
        self.cash = 0
        st.phase = RUN


def _offerable_lots(st: Board, seat: int, partner: int) -> tuple[tuple[int, Action], ...]:
    """The lots of ``seat`` and ``partner`` without buildings in their group, in group order."""
    owner, level = st.owner, st.level
    out = []
    for sq, street, (a, b, c) in _LOTS_BY_GROUP:
        o = owner[sq]
        if o in (seat, partner) and not (street and (level[a] or level[b] or level[c])):
            out.append((sq, _OFFER_LOT[sq]))
    return tuple(out)

