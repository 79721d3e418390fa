"""Stockpile's state: the six phases of a round, hidden cards with who-knows-them masks.

Representation (all plain lists of ints and tuples, so ``clone`` is cheap):

* a market card is an int (see data.py); cards on stockpiles, in portfolios and
  action hands are ``(card, known)`` where ``known`` is the bitmask of seats
  that know the card (face up: every seat);
* the six forecast pairs are ``pairs[slot] = (company, forecast)`` with
  ``pair_owner[slot]`` (a seat, -1 public, -2 face down) and ``pair_known[slot]``;
* prices are track indices (``price[c]``) into ``tracks[c]``;
* money is in $1,000 units and moves only between seats and the bank.

A view replaces every card or pair its viewer does not know by ``HIDDEN``."""

from __future__ import annotations

from bisect import bisect_right
from typing import ClassVar

from desktop.engine import Action, Event, Game, IllegalAction, Result, Rng, rank_by
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile.actions import (
    Bid,
    ChooseInvestor,
    ClaimDividend,
    DoneSelling,
    EndActions,
    NameCompany,
    Place,
    PlayAction,
    Sell,
    SkipAbility,
    StockpileOptions,
    UseCramer,
    UseMark,
    UseMartha,
    UseWarren,
)
from desktop.engine.games.stockpile.events import (
    HIDDEN,
    ActionPlayed,
    Bankruptcy,
    BidPlaced,
    CardMoved,
    CardPlaced,
    CompanyNamed,
    CramerUsed,
    DebtPaid,
    DividendDeclared,
    DividendPaid,
    FeeTaken,
    FinalSale,
    GameEnded,
    HoldingsRevealed,
    InvestorChosen,
    LotInspected,
    LotWon,
    MajorityBonus,
    MarketCardDealt,
    PairDealt,
    PairPeeked,
    PairRevealed,
    PriceMoved,
    RoundStarted,
    SharesDiscarded,
    ShareSold,
    SharesSplit,
    SplitBonus,
    StockSplit,
)
from desktop.engine.games.stockpile.fields import StockpileFields
from desktop.engine.games.stockpile.phases import (
    ACTION,
    DEBORAH,
    DEMAND,
    DIV_DEBORAH,
    DIV_FORECAST,
    DIV_STEEL,
    DRAFT,
    END_ROUND,
    MOVEMENT,
    OVER,
    PHASE_NAMES,
    PRE_DEMAND,
    SELLING,
    SUPPLY,
    pop_known,
)


def _dealt_pairs(p: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """With ``p`` players, each pair slot's owner as dealt (every seat's private pairs in seat
    order, then the public ones, -1, then the face-down ones, -2) and the seats that know it."""
    _r, _l, _m, _c, private, down, public, _b = D.PLAYER_TABLE[p]
    owners = (*(seat for seat in range(p) for _ in range(private)), *[-1] * public, *[-2] * down)
    return owners, tuple((1 << p) - 1 if o == -1 else (1 << o if o >= 0 else 0) for o in owners)


_DEALT_PAIRS = {p: _dealt_pairs(p) for p in D.PLAYER_TABLE}

# prebuilt actions (legal_actions is called at every decision; the heuristic answers with them too)
BIDS = tuple(tuple(Bid(lot, sp) for sp in range(len(D.BID_TRACK))) for lot in range(5))
PLACES = tuple(tuple((Place(card, lot, False), Place(card, lot, True)) for lot in range(5))
               for card in range(D.NUM_CARD_KINDS))
SELLS = tuple((Sell(c, 0), Sell(c, 1), Sell(c, 2)) for c in range(D.NUM_COMPANIES))
PLAYS = {card: tuple(PlayAction(card, c) for c in range(D.NUM_COMPANIES)) for card in (D.BOOM, D.BUST)}
CRAMERS = tuple(a for c in range(D.NUM_COMPANIES) for a in (UseCramer(c, 1), UseCramer(c, -1)))
NAME_COMPANY = tuple(NameCompany(c) for c in range(D.NUM_COMPANIES))
CLAIMS = tuple(ClaimDividend(n) for n in range(61))
DONE_SELLING = DoneSelling()
END_ACTIONS = EndActions()
SKIP = SkipAbility()


class StockpileState(StockpileFields):
    __slots__ = ()
    game: ClassVar[Game[StockpileOptions]]

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, num_players: int, options: StockpileOptions, seed: int) -> StockpileState:
        s = cls()
        p = num_players
        s.num_players = p
        s.options = options
        s.rules_version = cls.game.rules_version  # Game.new_game sets an older one after setup
        rng = s.rng = Rng(seed)
        s.all_mask = (1 << p) - 1
        rounds, lots, _meeples, start_cash, _priv, _down, _pub, _batches = D.PLAYER_TABLE[p]
        s.rounds = rounds
        s.n_lots = lots
        if options.advanced_board:
            s.tracks = tuple(t for t, _, _ in D.ADVANCED_TRACKS)
            s.starts = tuple(st for _, st, _ in D.ADVANCED_TRACKS)
            s.resets = tuple(r for _, _, r in D.ADVANCED_TRACKS)
        else:
            s.tracks = (D.STANDARD_TRACK,) * D.NUM_COMPANIES
            s.starts = (D.STANDARD_START,) * D.NUM_COMPANIES
            s.resets = (D.STANDARD_RESET,) * D.NUM_COMPANIES
        s.price = list(s.starts)
        s.round = 0
        s.start = rng.below(p)
        s.phase = DRAFT
        s.turn = s.start
        s.order_pos = 0
        s.bank = D.BANK_START
        s.cash = [0] * p
        s.debt = [[] for _ in range(p)]
        s.discard = [0] * D.NUM_CARD_KINDS
        s.hand = [[] for _ in range(p)]
        s.lots = [[] for _ in range(lots)]
        s.bid_space = [-1] * lots
        s.bidder = [-1] * lots
        s.free = [0] * p
        s.port = [[] for _ in range(p)]
        s.split = [[0] * D.NUM_COMPANIES for _ in range(p)]
        s.acts = [[] for _ in range(p)]
        s.pairs = [(HIDDEN, HIDDEN)] * D.NUM_COMPANIES
        s.pair_owner = [-2] * D.NUM_COMPANIES
        s.pair_known = [0] * D.NUM_COMPANIES
        s.move_order = []
        s.move_pos = 0
        s.batch = 0
        s.facing = -1
        s.cramer_used = False
        s.martha_used = False
        s.pre_queue = []
        s.claims = []
        s.claim_pos = -1
        s.claim_seat = -1
        s.inv = [[] for _ in range(p)]
        s.offer = [[] for _ in range(p)]
        s.inv_out = []
        s.scores = ()
        s.breakdown = ()
        # the market deck: one stock of each company is set aside, one dealt to each player
        deck = [kind for kind, n in enumerate(D.DECK_COUNTS) for _ in range(n)]
        for c in range(D.NUM_COMPANIES):
            deck.remove(c)
        aside = list(range(D.NUM_COMPANIES))
        rng.shuffle(aside)
        for seat in range(p):
            s.port[seat].append((aside.pop(), 1 << seat))
        deck.extend(aside)
        rng.shuffle(deck)
        s.deck = deck
        if options.investors:
            ids = list(range(D.NUM_INVESTORS))
            rng.shuffle(ids)
            dealt = D.INVESTORS_DEALT_2P if p == 2 else D.INVESTORS_DEALT
            for seat in range(p):
                s.offer[seat] = sorted(ids.pop() for _ in range(dealt))
            s.inv_out = ids
        else:
            for seat in range(p):
                s._gain(seat, start_cash, None)
        s._advance(None)  # nobody reads a new game's events: none are made
        return s

    # ---------------------------------------------------------------- queries
    def to_move(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.claims:
            return (self.claim_seat,)
        return (self.turn,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        return Result(self.scores, rank_by(self.scores), self.breakdown)

    def scores_now(self) -> tuple[int, ...]:
        """Cash less unpaid fees plus every share sold at today's value (the final sale without
        the majority bonuses); the final scores once the game is over."""
        if self.phase == OVER:
            return self.scores
        out = []
        for s in range(self.num_players):
            extra = D.GRAHAM_PER_SHARE if D.GRAHAM in self.inv[s] else 0
            sale = sum(self.holdings(s, c) * (self.value(c) + extra) for c in range(D.NUM_COMPANIES))
            out.append(self.cash[s] + sale - sum(D.fee_value(f) for f in self.debt[s]))
        return tuple(out)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.claims:
            if seat != self.claim_seat:
                return []
            return list(CLAIMS[: self.portfolio_count(seat, self.claims[0][0]) + 1])
        if seat != self.turn:
            return []
        phase = self.phase
        out: list[Action] = []
        if phase == DEMAND:
            # the spaces a bid may take: above the lot's current bid, up to the last affordable
            # one (the track rises, so that is a slice of each lot's row)
            top = bisect_right(D.BID_TRACK, self.available_cash(seat))
            two = self.num_players == 2
            bid_space = self.bid_space
            for lot in range(self.n_lots):
                if two and self.bidder[lot] == seat:
                    continue
                out += BIDS[lot][bid_space[lot] + 1:top]
            if not self.martha_used and D.MARTHA in self.inv[seat]:
                out.extend(UseMartha(slot) for slot in self.peekable(seat))
        elif phase == SUPPLY:
            hand = self.hand[seat]
            both_down = D.STUART in self.inv[seat]
            for card in sorted(set(hand)):
                for lot in range(self.n_lots):
                    up, down = PLACES[card][lot]
                    if self.facing != 0:
                        out.append(up)
                    if self.facing != 1 or both_down:
                        out.append(down)
        elif phase == SELLING:
            counts = [0] * D.NUM_COMPANIES
            for k, _m in self.port[seat]:
                counts[k] += 1
            split = self.split[seat]
            for c in range(D.NUM_COMPANIES):
                sells = SELLS[c]
                if counts[c]:
                    out.append(sells[0])
                if split[c]:
                    out.append(sells[1])
                    out.append(sells[2])
            out.append(DONE_SELLING)
        elif phase == ACTION:
            kinds = {k for k, _m in self.acts[seat]}
            for card in sorted(kinds):
                out.extend(PLAYS[card])
            if not self.cramer_used and D.CRAMER in self.inv[seat]:
                out.extend(CRAMERS)
            if not kinds:
                out.append(END_ACTIONS)
        elif phase == PRE_DEMAND:
            for owner, ability in self.pre_queue:
                if owner != seat:
                    continue
                if ability == D.WARREN:
                    out.extend(UseWarren(lot) for lot in range(self.n_lots))
                else:
                    for src in range(self.n_lots):
                        for pos in range(len(self.lots[src])):
                            out.extend(UseMark(src, pos, dst) for dst in range(self.n_lots) if dst != src)
            out.append(SKIP)
        elif phase == DRAFT:
            out.extend(ChooseInvestor(i) for i in self.offer[seat])
        elif phase == DEBORAH:
            out.extend(NAME_COMPANY)
            if self.rules_version >= 2:  # "you *may* name a company"
                out.append(SKIP)
        return out

    def peekable(self, seat: int) -> list[int]:
        """Pair slots Mayknow Martha may look at: others' private pairs, and face-down pairs
        with fewer than 5 players; only those she does not know yet."""
        bit = 1 << seat
        out = []
        for slot in range(D.NUM_COMPANIES):
            owner = self.pair_owner[slot]
            if self.pair_known[slot] & bit:
                continue
            if owner >= 0 or (owner == -2 and self.num_players < 5):
                out.append(slot)
        return out

    # ------------------------------------------------------------------ checks
    def _check(self, seat: int, action: Action) -> None:
        if self.claims:
            if not isinstance(action, ClaimDividend):
                raise IllegalAction("wrong_phase", phase="dividend")
            if action.shares < 0:
                raise IllegalAction("bad_claim", shares=action.shares)
            have = self.portfolio_count(seat, self.claims[0][0])
            if action.shares > have:
                raise IllegalAction("claim_exceeds_shares", shares=action.shares, held=have)
            return
        phase = self.phase
        if isinstance(action, Bid):
            self._check_bid(seat, action)
        elif isinstance(action, Place):
            if phase != SUPPLY:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if not 0 <= action.lot < self.n_lots:
                raise IllegalAction("lot_not_in_use", lot=action.lot)
            if action.card not in self.hand[seat]:
                raise IllegalAction("card_not_held", card=action.card)
            if action.face_down:
                if self.facing == 1 and D.STUART not in self.inv[seat]:
                    raise IllegalAction("must_place_face_up")
            elif self.facing == 0:
                raise IllegalAction("must_place_face_down")
        elif isinstance(action, Sell):
            if phase != SELLING:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            self._check_company(action.company)
            if action.kind == 0:
                if self.portfolio_count(seat, action.company) == 0:
                    raise IllegalAction("shares_not_owned", company=action.company)
            elif action.kind in (1, 2):
                if self.split[seat][action.company] == 0:
                    raise IllegalAction("split_card_not_owned", company=action.company)
            else:
                raise IllegalAction("bad_sale_kind", kind=action.kind)
        elif isinstance(action, DoneSelling):
            if phase != SELLING:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
        elif isinstance(action, PlayAction):
            if phase != ACTION:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            self._check_company(action.company)
            if not any(k == action.card for k, _m in self.acts[seat]):
                raise IllegalAction("action_card_not_held", card=action.card)
        elif isinstance(action, EndActions):
            if phase != ACTION:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if self.acts[seat]:
                raise IllegalAction("action_cards_left", cards=len(self.acts[seat]))
        elif isinstance(action, UseCramer):
            if phase != ACTION:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if D.CRAMER not in self.inv[seat] or self.cramer_used:
                raise IllegalAction("ability_not_available", investor=D.CRAMER)
            self._check_company(action.company)
            if action.delta not in (1, -1):
                raise IllegalAction("bad_delta", delta=action.delta)
        elif isinstance(action, ClaimDividend):
            raise IllegalAction("no_dividend_to_claim")
        elif isinstance(action, ChooseInvestor):
            if phase != DRAFT:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if action.investor not in self.offer[seat]:
                raise IllegalAction("investor_not_offered", investor=action.investor)
        elif isinstance(action, UseMartha):
            if phase != DEMAND:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if D.MARTHA not in self.inv[seat] or self.martha_used:
                raise IllegalAction("ability_not_available", investor=D.MARTHA)
            if action.pair not in self.peekable(seat):
                raise IllegalAction("pair_not_peekable", pair=action.pair)
        elif isinstance(action, SkipAbility) and phase == DEBORAH and self.rules_version >= 2:
            pass  # Deborah names no company
        elif isinstance(action, UseWarren | UseMark | SkipAbility):
            if phase != PRE_DEMAND:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            if isinstance(action, UseWarren):
                if (seat, D.WARREN) not in self.pre_queue:
                    raise IllegalAction("ability_not_available", investor=D.WARREN)
                if not 0 <= action.lot < self.n_lots:
                    raise IllegalAction("lot_not_in_use", lot=action.lot)
            elif isinstance(action, UseMark):
                if (seat, D.MARK) not in self.pre_queue:
                    raise IllegalAction("ability_not_available", investor=D.MARK)
                if not (0 <= action.src < self.n_lots and 0 <= action.dst < self.n_lots):
                    raise IllegalAction("lot_not_in_use", lot=action.src)
                if action.src == action.dst:
                    raise IllegalAction("same_lot", lot=action.src)
                if not 0 <= action.pos < len(self.lots[action.src]):
                    raise IllegalAction("no_such_card", lot=action.src, pos=action.pos)
        elif isinstance(action, NameCompany):
            if phase != DEBORAH:
                raise IllegalAction("wrong_phase", phase=PHASE_NAMES[phase])
            self._check_company(action.company)
        else:  # pragma: no cover - apply() refuses unknown action types first
            raise IllegalAction("unknown_action")

    @staticmethod
    def _check_company(company: int) -> None:
        if not 0 <= company < D.NUM_COMPANIES:
            raise IllegalAction("bad_company", company=company)

    def _check_bid(self, seat: int, action: Bid) -> None:
        if self.phase != DEMAND:
            raise IllegalAction("wrong_phase", phase=PHASE_NAMES[self.phase])
        lot, space = action.lot, action.space
        if not 0 <= lot < self.n_lots:
            raise IllegalAction("lot_not_in_use", lot=lot)
        if not 0 <= space <= D.TOP_SPACE:
            raise IllegalAction("bad_space", space=space)
        if self.bidder[lot] == seat:
            raise IllegalAction("own_meeple_on_lot", lot=lot)
        if self.bid_space[lot] == D.TOP_SPACE:
            raise IllegalAction("lot_locked", lot=lot)
        if space <= self.bid_space[lot]:
            raise IllegalAction("bid_not_higher", lot=lot, current=D.BID_TRACK[self.bid_space[lot]])
        if D.BID_TRACK[space] > self.available_cash(seat):
            raise IllegalAction("bid_above_cash", amount=D.BID_TRACK[space], cash=self.available_cash(seat))

    # ------------------------------------------------------------------ apply
    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._carry_out(seat, action, ev)
        return ev

    def advance(self, seat: int, action: Action) -> None:
        # the rollouts' path: the same moves without the event records nobody reads there
        self._carry_out(seat, action, None)

    def _carry_out(self, seat: int, action: Action, ev: list[Event] | None) -> None:
        """``_apply``'s work; the events go to ``ev`` (None: none are made)."""
        t = type(action)
        if t is Bid:
            assert isinstance(action, Bid)
            self._bid(seat, action.lot, action.space, ev)
        elif t is Place:
            assert isinstance(action, Place)
            self._place(seat, action, ev)
        elif t is Sell:
            assert isinstance(action, Sell)
            self._sell(seat, action.company, action.kind, ev)
        elif t is DoneSelling:
            self.order_pos += 1
        elif t is ClaimDividend:
            assert isinstance(action, ClaimDividend)
            self._claim(seat, action.shares, ev)
        elif t is PlayAction:
            assert isinstance(action, PlayAction)
            card, _m = pop_known(self.acts[seat], action.card)
            self.discard[card] += 1
            if ev is not None:
                ev.append(ActionPlayed(seat, card, action.company))
            self._move(action.company, D.ACTION_STEPS if card == D.BOOM else -D.ACTION_STEPS, ev)
        elif t is EndActions:
            self.order_pos += 1
            self.cramer_used = False
        elif t is UseCramer:
            assert isinstance(action, UseCramer)
            self.cramer_used = True
            if ev is not None:
                ev.append(CramerUsed(seat, action.company, action.delta))
            self._move(action.company, action.delta, ev)
        elif t is ChooseInvestor:
            assert isinstance(action, ChooseInvestor)
            self._choose_investor(seat, action.investor, ev)
        elif t is UseMartha:
            assert isinstance(action, UseMartha)
            self.martha_used = True
            self.pair_known[action.pair] |= 1 << seat
            comp, fc = self.pairs[action.pair]
            if ev is not None:
                ev.append(PairPeeked(seat, action.pair, comp, fc))
        elif t is UseWarren:
            assert isinstance(action, UseWarren)
            self.pre_queue.remove((seat, D.WARREN))
            bit = 1 << seat
            pile = self.lots[action.lot]
            pile[:] = [(k, m | bit) for k, m in pile]
            if ev is not None:
                ev.append(LotInspected(seat, action.lot, tuple(k for k, _m in pile)))
        elif t is UseMark:
            assert isinstance(action, UseMark)
            self.pre_queue.remove((seat, D.MARK))
            moved = self.lots[action.src].pop(action.pos)
            self.lots[action.dst].append(moved)
            if ev is not None:
                ev.append(CardMoved(seat, action.src, action.pos, action.dst, moved[0], moved[1] != self.all_mask))
        elif t is SkipAbility:
            if self.phase == DEBORAH:  # Deborah names no company (rules version 2)
                self.phase = END_ROUND
            else:
                self.pre_queue = [q for q in self.pre_queue if q[0] != seat]
        elif t is NameCompany:
            assert isinstance(action, NameCompany)
            if ev is not None:
                ev.append(CompanyNamed(seat, action.company))
            self.claims.append((action.company, D.DEBORAH_PER_SHARE, DIV_DEBORAH))
            self.phase = END_ROUND
        self._advance(ev)

    # -- money
    def _gain(self, seat: int, amount: int, ev: list[Event] | None) -> None:
        self.cash[seat] += amount
        self.bank -= amount
        debts = self.debt[seat]
        if not debts:
            return
        if self.rules_version >= 2:
            self._pay_debts(seat, ev)
            return
        while debts and self.cash[seat] >= D.fee_value(debts[0]):  # rules version 1: the oldest fee only
            fee = debts.pop(0)
            self.cash[seat] -= D.fee_value(fee)
            self.bank += D.fee_value(fee)
            self.discard[fee] += 1
            if ev is not None:
                ev.append(DebtPaid(seat, D.fee_value(fee)))

    def _pay_debts(self, seat: int, ev: list[Event] | None) -> None:
        """Pay every owed fee the cash allows, whatever order the cards came in:
        the largest fee that can be paid first, again and again (docs/games/stockpile.md)."""
        debts = self.debt[seat]
        while True:
            cash = self.cash[seat]
            payable = [fee for fee in debts if D.fee_value(fee) <= cash]
            if not payable:
                return
            fee = max(payable, key=D.fee_value)
            debts.remove(fee)
            value = D.fee_value(fee)
            self.cash[seat] -= value
            self.bank += value
            self.discard[fee] += 1
            if ev is not None:
                ev.append(DebtPaid(seat, value))

    def _pay(self, seat: int, amount: int) -> None:
        self.cash[seat] -= amount
        self.bank += amount

    # -- draft
    def _choose_investor(self, seat: int, investor: int, ev: list[Event] | None) -> None:
        self.offer[seat].remove(investor)
        self.inv[seat].append(investor)
        two = self.num_players == 2
        cash = D.INVESTOR_CASH_2P[investor] if two else D.INVESTOR_CASH[investor]
        if ev is not None:
            ev.append(InvestorChosen(seat, investor, cash))
        self._gain(seat, cash, ev)
        if len(self.inv[seat]) == (D.INVESTORS_KEPT_2P if two else D.INVESTORS_KEPT):
            self.inv_out.extend(self.offer[seat])
            self.offer[seat] = []
            self.order_pos += 1

    # -- supply
    def _draw(self) -> int:
        if not self.deck:
            pile = [k for k, n in enumerate(self.discard) for _ in range(n)]
            self.discard = [0] * D.NUM_CARD_KINDS
            assert self.rng is not None
            self.rng.shuffle(pile)
            self.deck = pile
        return self.deck.pop()

    def _deal_supply(self, ev: list[Event] | None) -> None:
        deck = self.deck
        if len(deck) >= self.num_players * D.SUPPLY_HAND:  # no reshuffle on the way: ``_draw`` is ``deck.pop()``
            for seat, hand in enumerate(self.hand):
                for _ in range(D.SUPPLY_HAND):
                    card = deck.pop()
                    hand.append(card)
                    if ev is not None:
                        ev.append(MarketCardDealt(seat, -1, card))
            self.order_pos = 0
            self.facing = -1
            return
        for seat in range(self.num_players):
            for _ in range(D.SUPPLY_HAND):
                if self.deck or any(self.discard):
                    card = self._draw()
                    self.hand[seat].append(card)
                    if ev is not None:
                        ev.append(MarketCardDealt(seat, -1, card))
        self.order_pos = 0
        self.facing = -1

    def _place(self, seat: int, action: Place, ev: list[Event] | None) -> None:
        self.hand[seat].remove(action.card)
        mask = 1 << seat if action.face_down else self.all_mask
        self.lots[action.lot].append((action.card, mask))
        if ev is not None:
            ev.append(CardPlaced(seat, action.lot, action.card, action.face_down))
        self.facing = 1 if action.face_down else 0
        if not self.hand[seat]:
            self.order_pos += 1
            self.facing = -1

    # -- demand
    def _bid(self, seat: int, lot: int, space: int, ev: list[Event] | None) -> None:
        outbid = self.bidder[lot]
        if outbid >= 0:
            self.free[outbid] += 1
        self.bidder[lot] = seat
        self.bid_space[lot] = space
        self.free[seat] -= 1
        if ev is not None:
            ev.append(BidPlaced(seat, lot, space, D.BID_TRACK[space], outbid))
        p = self.num_players
        for i in range(1, p + 1):
            nxt = (seat + i) % p
            if self.free[nxt]:
                self.turn = nxt
                break

    def _resolve_demand(self, ev: list[Event] | None) -> None:
        paid = [0] * self.n_lots
        for lot in range(self.n_lots):
            seat, space = self.bidder[lot], self.bid_space[lot]
            if D.DONALD in self.inv[seat]:
                space -= 1
            price = D.BID_TRACK[space] if space > 0 else 0
            paid[lot] = price
            self._pay(seat, price)
        for lot in range(self.n_lots):
            seat = self.bidder[lot]
            bit = 1 << seat
            pile = self.lots[lot]
            self.lots[lot] = []
            if ev is not None:
                ev.append(LotWon(seat, lot, paid[lot], tuple(k for k, _m in pile), tuple(m | bit for _k, m in pile)))
            for k, m in pile:
                if k < D.NUM_COMPANIES:
                    self.port[seat].append((k, m | bit))
                elif k <= D.FEE3:
                    value = D.fee_value(k)
                    if D.BERNIE in self.inv[seat]:
                        self.discard[k] += 1
                        if ev is not None:
                            ev.append(FeeTaken(seat, value, True, True))
                        self._gain(seat, value, ev)
                    else:
                        self.debt[seat].append(k)
                        if ev is None:
                            self._gain(seat, 0, ev)  # pays what it can at once
                            continue
                        before = self.debt[seat].count(k) if self.rules_version >= 2 else len(self.debt[seat])
                        self._gain(seat, 0, ev)
                        after = self.debt[seat].count(k) if self.rules_version >= 2 else len(self.debt[seat])
                        ev.append(FeeTaken(seat, value, after < before, False))
                else:
                    self.acts[seat].append((k, m | bit))
            self.bidder[lot] = -1
            self.bid_space[lot] = -1

    # -- prices
    def _move(self, company: int, steps: int, ev: list[Event] | None) -> None:
        track = self.tracks[company]
        idx = self.price[company]
        if steps > 0:
            last = len(track) - 1
            steel = self.options.advanced_board and company == D.STEEL
            for _ in range(steps):
                if idx == last:
                    self.price[company] = idx = self.resets[company]
                    self._split(company, ev)
                else:
                    idx += 1
                    if steel and idx in D.STEEL_DIVIDEND_SPACES:
                        if self.rules_version >= 2:  # the holdings at this moment are paid
                            held = tuple(self.split[s][company] for s in range(self.num_players))
                            self.claims.append((company, D.STEEL_DIVIDEND, DIV_STEEL, *held))
                        else:
                            self.claims.append((company, D.STEEL_DIVIDEND, DIV_STEEL))
        else:
            for _ in range(-steps):
                if idx == 0:
                    idx = self.starts[company]
                    self._bankrupt(company, ev)
                    break
                idx -= 1
        self.price[company] = idx
        if ev is not None:
            ev.append(PriceMoved(company, steps, idx, track[idx]))

    def _split(self, company: int, ev: list[Event] | None) -> None:
        if ev is not None:
            ev.append(StockSplit(company))
        for seat in range(self.num_players):
            already = self.split[seat][company]
            if already:
                if ev is not None:
                    ev.append(SplitBonus(seat, company, already, already * D.SPLIT_BONUS))
                self._gain(seat, already * D.SPLIT_BONUS, ev)
            port = self.port[seat]
            moving = sum(1 for k, _m in port if k == company)
            if moving:
                self.port[seat] = [e for e in port if e[0] != company]
                self.split[seat][company] += moving
                if ev is not None:
                    ev.append(SharesSplit(seat, company, moving))

    def _bankrupt(self, company: int, ev: list[Event] | None) -> None:
        if ev is not None:
            ev.append(Bankruptcy(company))
        for seat in range(self.num_players):
            port = self.port[seat]
            n = sum(1 for k, _m in port if k == company)
            sp = self.split[seat][company]
            if n or sp:
                self.port[seat] = [e for e in port if e[0] != company]
                self.split[seat][company] = 0
                self.discard[company] += n + sp
                if ev is not None:
                    ev.append(SharesDiscarded(seat, company, n, sp))

    # -- selling
    def _sell(self, seat: int, company: int, kind: int, ev: list[Event] | None) -> None:
        price = self.value(company)
        bonus = D.GRAHAM_PER_SHARE if D.GRAHAM in self.inv[seat] else 0
        if kind == 0:
            pop_known(self.port[seat], company)
            self.discard[company] += 1
            amount = price + bonus
        elif kind == 1:
            self.split[seat][company] -= 1
            self.discard[company] += 1
            amount = 2 * (price + bonus)
        else:
            self.split[seat][company] -= 1
            self.port[seat].append((company, self.all_mask))
            amount = price + bonus
        if ev is not None:
            ev.append(ShareSold(seat, company, kind, amount))
        self._gain(seat, amount, ev)

    # -- dividends
    def _claim(self, seat: int, shares: int, ev: list[Event] | None) -> None:
        company, rate = self.claims[0][:2]
        if shares:
            port = self.port[seat]
            idxs = [i for i, (k, _m) in enumerate(port) if k == company]
            if shares < len(idxs):  # show the cards already known to the most seats first
                idxs = sorted(idxs, key=lambda i: -port[i][1].bit_count())[:shares]
            shown = (company, self.all_mask)
            for i in idxs:
                port[i] = shown
        amount = shares * rate
        if ev is not None:
            ev.append(DividendPaid(seat, company, shares, 0, amount))
        if amount:
            self._gain(seat, amount, ev)
        self.claim_pos += 1

    def _claims_step(self, ev: list[Event] | None) -> bool:
        claim = self.claims[0]
        company, rate, reason = claim[0], claim[1], claim[2]
        p = self.num_players
        if self.claim_pos < 0:
            if ev is not None:
                ev.append(DividendDeclared(company, rate, reason))
            for i in range(p):
                seat = self.seat_at(i)
                cards = self.split[seat][company]
                if cards:
                    # a Steel claim of rules version 2 knows the split cards held when the price passed
                    # the space; cards split since were portfolio shares then and are paid once
                    amount = 2 * rate * cards if len(claim) == 3 else rate * (cards + claim[3 + seat])
                    if ev is not None:
                        ev.append(DividendPaid(seat, company, 0, cards, amount))
                    self._gain(seat, amount, ev)
            self.claim_pos = 0
        while self.claim_pos < p:
            seat = self.seat_at(self.claim_pos)
            if self.port[seat]:
                self.claim_seat = seat
                return True
            self.claim_pos += 1
        self.claims.pop(0)
        self.claim_pos = -1
        self.claim_seat = -1
        return False

    # -------------------------------------------------------------- the flow
    def _advance(self, ev: list[Event] | None) -> None:
        """Carry the game on until some seat must decide (or the game is over)."""
        while True:
            if self.claims:
                if self._claims_step(ev):
                    return
                continue
            phase = self.phase
            p = self.num_players
            if phase == DEMAND:
                if sum(self.free):
                    return
                self._resolve_demand(ev)
                self.phase = ACTION
                self.order_pos = 0
                self.cramer_used = False
            elif phase == SUPPLY:
                if self.order_pos < p:
                    self.turn = self.seat_at(self.order_pos)
                    if self.hand[self.turn]:
                        return
                    self.order_pos += 1
                    continue
                self.batch += 1
                if self.batch < D.PLAYER_TABLE[p][7]:
                    self._deal_supply(ev)
                    continue
                self._begin_pre_demand()
            elif phase == SELLING:
                while self.order_pos < p:
                    seat = self.seat_at(self.order_pos)
                    if self.port[seat] or any(self.split[seat]):
                        self.turn = seat
                        return
                    self.order_pos += 1
                self._begin_movement()
            elif phase == ACTION:
                while self.order_pos < p:
                    seat = self.seat_at(self.order_pos)
                    if self.acts[seat] or (not self.cramer_used and D.CRAMER in self.inv[seat]):
                        self.turn = seat
                        return
                    self.order_pos += 1
                    self.cramer_used = False
                self.phase = SELLING
                self.order_pos = 0
            elif phase == MOVEMENT:
                while self.move_pos < len(self.move_order) and not self.claims:
                    slot = self.move_order[self.move_pos]
                    self.move_pos += 1
                    self.pair_known[slot] = self.all_mask
                    company, forecast = self.pairs[slot]
                    if ev is not None:
                        ev.append(PairRevealed(slot, self.pair_owner[slot], company, forecast))
                    if forecast == D.DIVIDEND:
                        self.claims.append((company, D.DIVIDEND_PER_SHARE, DIV_FORECAST))
                    else:
                        self._move(company, forecast, ev)
                if self.claims:
                    continue
                deborah = [s for s in range(p) if D.DEBORAH in self.inv[s]]
                if deborah:
                    self.phase = DEBORAH
                    self.turn = deborah[0]
                    return
                self.phase = END_ROUND
            elif phase == END_ROUND:
                if self.round >= self.rounds:
                    self._final_scoring(ev)
                    return
                self.start = (self.start + 1) % p
                self._begin_round(ev)
            elif phase == PRE_DEMAND:
                if self.pre_queue:
                    self.turn = self.pre_queue[0][0]
                    return
                self._begin_demand()
            elif phase == DRAFT:
                while self.order_pos < p:
                    seat = self.seat_at(self.order_pos)
                    if self.offer[seat]:
                        self.turn = seat
                        return
                    self.order_pos += 1
                self._begin_round(ev)
            else:  # DEBORAH waits for its decision; OVER stops
                return

    def _begin_round(self, ev: list[Event] | None) -> None:
        self.round += 1
        p = self.num_players
        if ev is not None:
            ev.append(RoundStarted(self.round, self.start))
        # information: shuffle the company and forecast cards separately and pair them
        rng = self.rng
        assert rng is not None
        companies = list(range(D.NUM_COMPANIES))
        forecasts = list(D.FORECASTS)
        rng.shuffle(companies)
        rng.shuffle(forecasts)
        owners, known = _DEALT_PAIRS[p]
        self.pairs = list(zip(companies, forecasts, strict=True))
        self.pair_owner = list(owners)
        self.pair_known = list(known)
        if ev is not None:
            for slot in range(D.NUM_COMPANIES):
                ev.append(PairDealt(slot, owners[slot], companies[slot], forecasts[slot]))
        # supply: one card face up on each stockpile, then two cards to each player
        self.phase = SUPPLY
        self.batch = 0
        mask = self.all_mask
        deck = self.deck
        if len(deck) >= self.n_lots:  # no reshuffle on the way: ``_draw`` is ``deck.pop()``
            for lot, pile in enumerate(self.lots):
                card = deck.pop()
                pile.append((card, mask))
                if ev is not None:
                    ev.append(MarketCardDealt(-1, lot, card))
        else:
            for lot in range(self.n_lots):
                if self.deck or any(self.discard):
                    card = self._draw()
                    self.lots[lot].append((card, mask))
                    if ev is not None:
                        ev.append(MarketCardDealt(-1, lot, card))
        self._deal_supply(ev)

    def _begin_pre_demand(self) -> None:
        self.phase = PRE_DEMAND
        queue = []
        for i in range(self.num_players):
            seat = self.seat_at(i)
            for ability in (D.MARK, D.WARREN):
                if ability in self.inv[seat]:
                    queue.append((seat, ability))
        self.pre_queue = queue

    def _begin_demand(self) -> None:
        self.phase = DEMAND
        meeples = D.PLAYER_TABLE[self.num_players][2]
        self.free = [meeples] * self.num_players
        self.bid_space = [-1] * self.n_lots
        self.bidder = [-1] * self.n_lots
        self.turn = self.start
        self.martha_used = False

    def _begin_movement(self) -> None:
        """The pairs move private ones first, by their owners in this round's turn order, then
        the public ones, then the face-down ones; each group by slot."""
        self.phase = MOVEMENT
        p = self.num_players
        start = self.start
        groups: list[list[int]] = [[] for _ in range(p + 2)]
        for slot, owner in enumerate(self.pair_owner):
            # an owner's place in the turn order; public pairs (-1) after them, face-down (-2) last
            groups[(owner - start) % p if owner >= 0 else p - 1 - owner].append(slot)
        order: list[int] = []
        for group in groups:
            order += group
        self.move_order = order
        self.move_pos = 0

    def _final_scoring(self, ev: list[Event] | None) -> None:
        p = self.num_players
        before = list(self.cash)
        held = []  # self.holdings(s, c) of every seat and company, one pass over each portfolio
        for s in range(p):
            counts = [2 * n for n in self.split[s]]
            for k, _m in self.port[s]:
                if k >= 0:  # not HIDDEN
                    counts[k] += 1
            held.append(counts)
        for seat in range(p):
            if ev is not None:
                ev.append(HoldingsRevealed(seat, tuple(self.portfolio_count(seat, c) for c in range(D.NUM_COMPANIES)),
                                           tuple(self.split[seat])))
        bonus = [0] * p
        for c in range(D.NUM_COMPANIES):
            most = max(held[s][c] for s in range(p))
            if most == 0:
                continue
            leaders = tuple(s for s in range(p) if held[s][c] == most)
            amount = D.MAJORITY_BONUS if len(leaders) == 1 else D.MAJORITY_TIED
            if ev is not None:
                ev.append(MajorityBonus(c, leaders, amount))
            for s in leaders:
                bonus[s] += amount
                self._gain(s, amount, ev)
        sale = [0] * p
        for s in range(p):
            extra = D.GRAHAM_PER_SHARE if D.GRAHAM in self.inv[s] else 0
            sale[s] = sum(held[s][c] * (self.value(c) + extra) for c in range(D.NUM_COMPANIES))
            for k, _m in self.port[s]:
                self.discard[k] += 1
            for c in range(D.NUM_COMPANIES):
                self.discard[c] += self.split[s][c]
            self.port[s] = []
            self.split[s] = [0] * D.NUM_COMPANIES
            if ev is not None:
                ev.append(FinalSale(s, sale[s]))
            self._gain(s, sale[s], ev)
        unpaid = [sum(D.fee_value(f) for f in self.debt[s]) for s in range(p)]
        self.scores = tuple(self.cash[s] - unpaid[s] for s in range(p))
        self.breakdown = tuple(
            (("cash", before[s]), ("majority_bonus", bonus[s]), ("final_sale", sale[s]), ("unpaid_fees", -unpaid[s]))
            for s in range(p))
        self.phase = OVER
        if ev is not None:
            ev.append(GameEnded(self.scores))

    # ------------------------------------------------------------------ copies
    def clone(self) -> StockpileState:
        new = StockpileState.__new__(StockpileState)
        new.num_players = self.num_players
        new.viewer = self.viewer
        new.options = self.options
        new.rules_version = self.rules_version
        new.rng = self.rng.copy() if self.rng is not None else None
        new.all_mask = self.all_mask
        new.n_lots = self.n_lots
        new.rounds = self.rounds
        new.tracks = self.tracks
        new.starts = self.starts
        new.resets = self.resets
        new.round = self.round
        new.start = self.start
        new.phase = self.phase
        new.turn = self.turn
        new.order_pos = self.order_pos
        new.price = self.price[:]
        new.cash = self.cash[:]
        new.bank = self.bank
        new.debt = [d[:] for d in self.debt]
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.hand = [h[:] for h in self.hand]
        new.lots = [pile[:] for pile in self.lots]
        new.bid_space = self.bid_space[:]
        new.bidder = self.bidder[:]
        new.free = self.free[:]
        new.port = [pf[:] for pf in self.port]
        new.split = [sp[:] for sp in self.split]
        new.acts = [a[:] for a in self.acts]
        new.pairs = self.pairs[:]
        new.pair_owner = self.pair_owner[:]
        new.pair_known = self.pair_known[:]
        new.move_order = self.move_order[:]
        new.move_pos = self.move_pos
        new.batch = self.batch
        new.facing = self.facing
        new.cramer_used = self.cramer_used
        new.martha_used = self.martha_used
        new.pre_queue = self.pre_queue[:]
        new.claims = self.claims[:]
        new.claim_pos = self.claim_pos
        new.claim_seat = self.claim_seat
        new.inv = [i[:] for i in self.inv]
        new.offer = [o[:] for o in self.offer]
        new.inv_out = self.inv_out[:]
        new.scores = self.scores
        new.breakdown = self.breakdown
        return new

    # ------------------------------------------------------ hidden information
    def view(self, seat: int) -> StockpileState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        bit = 1 << seat
        v.deck = [HIDDEN] * len(self.deck)
        for s in range(self.num_players):
            if s != seat:
                v.hand[s] = [HIDDEN] * len(self.hand[s])
                v.offer[s] = [HIDDEN] * len(self.offer[s])
            v.port[s] = [e if e[1] & bit else (HIDDEN, e[1]) for e in self.port[s]]
            v.acts[s] = [e if e[1] & bit else (HIDDEN, e[1]) for e in self.acts[s]]
        v.lots = [[e if e[1] & bit else (HIDDEN, e[1]) for e in pile] for pile in self.lots]
        v.pairs = [pr if self.pair_known[i] & bit else (HIDDEN, HIDDEN) for i, pr in enumerate(self.pairs)]
        v.inv_out = [HIDDEN] * len(self.inv_out)
        return v

    def _fill(self, pool: list[int], pool_pairs: tuple[list[int], list[int]], pool_inv: list[int],
              hidden_card: list[tuple[str, int, int]], hidden_pairs: list[int],
              hidden_inv: list[tuple[int, int]]) -> None:
        """Write shuffled unknown things back into the places that hide them.  A hidden
        portfolio card is a stock card and a hidden action-hand card an action card (what
        kind of place a card is in is public), so those places take the first fitting card
        of the shuffled pool; the rest go to the deck, hands and stockpiles."""
        for where, a, b in hidden_card:
            if where == "port":
                i = next(j for j in range(len(pool) - 1, -1, -1) if pool[j] < D.NUM_COMPANIES)
                self.port[a][b] = (pool.pop(i), self.port[a][b][1])
            elif where == "acts":
                i = next(j for j in range(len(pool) - 1, -1, -1) if pool[j] >= D.BOOM)
                self.acts[a][b] = (pool.pop(i), self.acts[a][b][1])
        for where, a, b in hidden_card:
            if where == "deck":
                self.deck[a] = pool.pop()
            elif where == "hand":
                self.hand[a][b] = pool.pop()
            elif where == "lot":
                self.lots[a][b] = (pool.pop(), self.lots[a][b][1])
        comps, fcs = pool_pairs
        for slot in hidden_pairs:
            self.pairs[slot] = (comps.pop(), fcs.pop())
        for s, i in hidden_inv:
            if s >= 0:
                self.offer[s][i] = pool_inv.pop()
            else:
                self.inv_out[i] = pool_inv.pop()

    def _hidden_places(self, seat: int, full: bool) -> tuple[list[tuple[str, int, int]], list[int],
                                                             list[tuple[int, int]]]:
        """Places ``seat`` cannot see, in a fixed order.  On a full state (``full``) they are found
        by the rules (the who-knows masks); on ``seat``'s view, by their placeholders."""
        bit = 1 << seat
        cards: list[tuple[str, int, int]] = [("deck", i, 0) for i in range(len(self.deck))]
        for s in range(self.num_players):
            if s != seat:
                cards.extend(("hand", s, i) for i in range(len(self.hand[s])))
        for lot, pile in enumerate(self.lots):
            cards.extend(("lot", lot, i) for i, (k, m) in enumerate(pile) if (not m & bit if full else k == HIDDEN))
        for s in range(self.num_players):
            cards.extend(("port", s, i) for i, (k, m) in enumerate(self.port[s])
                         if (not m & bit if full else k == HIDDEN))
            cards.extend(("acts", s, i) for i, (k, m) in enumerate(self.acts[s])
                         if (not m & bit if full else k == HIDDEN))
        pairs = [slot for slot in range(D.NUM_COMPANIES)
                 if (not self.pair_known[slot] & bit if full else self.pairs[slot][0] == HIDDEN)]
        inv: list[tuple[int, int]] = []
        for s in range(self.num_players):
            if s != seat:
                inv.extend((s, i) for i in range(len(self.offer[s])))
        inv.extend((-1, i) for i in range(len(self.inv_out)))
        return cards, pairs, inv

    def determinize(self, rng: Rng) -> StockpileState:
        assert self.viewer is not None
        seat = self.viewer
        full = self.clone()
        full.viewer = None
        full.rng = Rng(rng.next_u64())
        counts = list(D.DECK_COUNTS)
        for k in range(D.NUM_CARD_KINDS):
            counts[k] -= self.discard[k]
        for s in range(self.num_players):
            for c in range(D.NUM_COMPANIES):
                counts[c] -= self.split[s][c]
            for k in self.debt[s]:
                counts[k] -= 1
            for k in self.hand[s]:
                if k != HIDDEN:
                    counts[k] -= 1
            for group in (self.port[s], self.acts[s]):
                for k, _m in group:
                    if k != HIDDEN:
                        counts[k] -= 1
        for k in self.deck:
            if k != HIDDEN:
                counts[k] -= 1
        for pile in self.lots:
            for k, _m in pile:
                if k != HIDDEN:
                    counts[k] -= 1
        pool = [k for k, n in enumerate(counts) for _ in range(n)]
        rng.shuffle(pool)
        comps = [c for c in range(D.NUM_COMPANIES) if all(pc != c for pc, _f in self.pairs)]
        fcs = list(D.FORECASTS)
        for _c, f in self.pairs:
            if f != HIDDEN and self.round:
                fcs.remove(f)
        if not self.round:
            comps, fcs = [], []
        rng.shuffle(comps)
        rng.shuffle(fcs)
        known_inv = {i for s in self.inv for i in s} | {i for s in self.offer for i in s if i != HIDDEN}
        pool_inv = [i for i in range(D.NUM_INVESTORS) if i not in known_inv] if self.options.investors else []
        rng.shuffle(pool_inv)
        cards, pairs, inv = self._hidden_places(seat, full=False)
        full._fill(pool, (comps, fcs), pool_inv, cards, pairs if self.round else [], inv)
        return full

    def redeal(self, seat: int, rng: Rng) -> StockpileState:
        assert self.viewer is None
        full = self.clone()
        full.rng = Rng(rng.next_u64())
        cards, pairs, inv = self._hidden_places(seat, full=True)
        pool: list[int] = []
        for where, a, b in cards:
            if where == "deck":
                pool.append(self.deck[a])
            elif where == "hand":
                pool.append(self.hand[a][b])
            elif where == "lot":
                pool.append(self.lots[a][b][0])
            elif where == "port":
                pool.append(self.port[a][b][0])
            else:
                pool.append(self.acts[a][b][0])
        rng.shuffle(pool)
        if not self.round:
            pairs = []
        comps = [self.pairs[slot][0] for slot in pairs]
        fcs = [self.pairs[slot][1] for slot in pairs]
        rng.shuffle(comps)
        rng.shuffle(fcs)
        pool_inv = [self.offer[s][i] if s >= 0 else self.inv_out[i] for s, i in inv]
        rng.shuffle(pool_inv)
        full._fill(pool, (comps, fcs), pool_inv, cards, pairs, inv)
        return full
