"""Landlord's payments that the cash does not cover: the debtor raises money (sells buildings,
mortgages lots, proposes trades) while what it could raise still covers the debt (phase DEBT),
else goes bankrupt: its buildings go back to the bank at half price and everything it holds to
the creditor (the bank auctions the lots)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.engine.records import Action, Event

from . import data as D
from .board import _MORTGAGE, _SELL, Board
from .phases import DEBT, R_BANKRUPTCY, RUN, T_AUCTION, T_TAKEOVER, Task
from .records import (
    BuildingSold,
    CardReturned,
    InDebt,
    LotTransferred,
    Mortgage,
    ProposeTrade,
    SellBuilding,
    WentBankrupt,
)
from .trade import proposals, propose_reason


@dataclass(frozen=True, slots=True)
class Debt:
    """The debt being raised (or the last one): ``seat`` owes ``amount`` to ``creditor`` (D.BANK:
    the bank) for ``reason`` (a PAY_REASONS index) on ``square`` (-1: none); ``proposals``:
    the trades proposed while raising it.  A value: a change makes a new one, so clones share it."""

    seat: int = -1
    creditor: int = D.BANK
    amount: int = 0
    reason: int = 0
    square: int = -1
    proposals: int = 0

    #: field → its key in the state's snapshot (the flat form saves were hashed with)
    FLAT = (("seat", "debt_seat"), ("creditor", "debt_creditor"), ("amount", "debt_amount"),
            ("reason", "debt_reason"), ("square", "debt_square"), ("proposals", "debt_proposals"))

    def proposed(self) -> Debt:
        """The same debt after one more trade proposal."""
        return replace(self, proposals=self.proposals + 1)

    # -- rules ---------------------------------------------------------------------------
    def actions(self, st: Board, seat: int, acts: list[Action]) -> None:
        """What the debtor may do: sell buildings, mortgage lots, propose trades."""
        owner, level = st.owner, st.level
        for sq in D.LOTS:
            if owner[sq] == seat:
                if level[sq] and st.sell_reason(seat, sq) is None:
                    acts.append(_SELL[sq])
                if st.mortgage_reason(seat, sq) is None:
                    acts.append(_MORTGAGE[sq])
        proposals(st, seat, self.proposals, acts)

    def check(self, st: Board, seat: int, action: Action) -> str | None:
        if isinstance(action, SellBuilding):
            return st.sell_reason(seat, action.square)
        if isinstance(action, Mortgage):
            return st.mortgage_reason(seat, action.square)
        if isinstance(action, ProposeTrade):
            return propose_reason(st, seat, action.partner, self.proposals)
        return "in_debt"

    # -- play ----------------------------------------------------------------------------
    def after_raise(self, st: Board, ev: list[Event]) -> None:
        """After selling or mortgaging: settle the debt once the cash is there."""
        if st.cash[self.seat] >= self.amount:
            st._transfer(self.seat, self.creditor, self.amount, self.reason, self.square, ev)
            st.phase = RUN
            st._advance(ev)

    def after_trade(self, st: Board, ev: list[Event]) -> None:
        """A debtor's trade went through: pay if the cash is there, else keep raising
        money, or go bankrupt if the rest can no longer cover the debt."""
        debtor, amount = self.seat, self.amount
        if st.cash[debtor] >= amount:
            st._transfer(debtor, self.creditor, amount, self.reason, self.square, ev)
        elif st.raisable(debtor) >= amount:
            st.phase = DEBT
        else:
            go_bankrupt(st, debtor, self.creditor, ev)


def settle(st: Board, debtor: int, creditor: int, amount: int, reason: int, sq: int, ev: list[Event]) -> Debt | None:
    """``debtor`` pays ``amount`` if it has the cash; else the Debt it must raise the money for
    (phase DEBT), or it goes bankrupt if even that cannot cover it."""
    if st.bankrupt[debtor] or amount <= 0:
        return None
    if creditor != D.BANK and st.bankrupt[creditor]:
        creditor = D.BANK
    if st.cash[debtor] >= amount:
        st._transfer(debtor, creditor, amount, reason, sq, ev)
    elif st.raisable(debtor) >= amount:
        st.phase = DEBT
        ev.append(InDebt(debtor, creditor, amount))
        return Debt(debtor, creditor, amount, reason, sq, 0)
    else:
        go_bankrupt(st, debtor, creditor, ev)
    return None


def go_bankrupt(st: Board, seat: int, creditor: int, ev: list[Event]) -> None:
    """``seat`` is out: buildings back to the bank at half their cost, cash, lots and cards to
    the creditor (to the bank: lots auctioned if auctions are on, cards under their decks)."""
    ev.append(WentBankrupt(seat, creditor))
    st._own_board()
    st._own_cards()
    st._own_seats()
    owner, level, mortgaged = st.owner, st.level, st.mortgaged
    owned = [sq for sq in D.LOTS if owner[sq] == seat]
    for sq in owned:
        lv = level[sq]
        if lv:
            if lv == D.HOTEL_LEVEL:
                st.hotels_left += 1
            else:
                st.houses_left += lv
            level[sq] = 0
            refund = lv * (D.HOUSE_COST[sq] // 2)
            st._bank_pays(seat, refund)
            ev.append(BuildingSold(seat, sq, 0, refund))
    if st.cash[seat]:
        st._transfer(seat, creditor, st.cash[seat], R_BANKRUPTCY, -1, ev)
    tasks: list[Task] = []
    for sq in owned:
        if creditor == D.BANK:
            owner[sq] = -1
            mortgaged[sq] = 0
            ev.append(LotTransferred(sq, seat, D.BANK, False))
            if st.options.auctions:
                tasks.append((T_AUCTION, sq, st.current + 1, 0, 0, 0))
        else:
            owner[sq] = creditor
            ev.append(LotTransferred(sq, seat, creditor, bool(mortgaged[sq])))
            if mortgaged[sq]:
                tasks.append((T_TAKEOVER, creditor, sq, 0, 0, 0))
    for c in st.held[seat]:
        if creditor == D.BANK:
            st.decks[D.CARD_DECK[c]].append(c)
            ev.append(CardReturned(D.CARD_IDS[c]))
        else:
            st.held[creditor].append(c)
    st.held[seat] = []
    st.bankrupt[seat] = 1
    st.vac[seat] = 0
    st.vac_tries[seat] = 0
    st.out_order.append(seat)
    if st.num_players - len(st.out_order) <= 1:
        st._finish("last_player", ev)
        return
    st.queue[0:0] = tasks
