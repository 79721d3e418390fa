"""The rules of Hab & Gut: share phases, price phases, halves, donations and the
lowest donor's elimination.  See README.md beside this file for the ids."""

from __future__ import annotations

from typing import ClassVar

from desktop.engine import Action, Event, Game, IllegalAction, Result, Rng, State, rank_by
from desktop.engine.games.hab_und_gut import data as d
from desktop.engine.games.hab_und_gut.actions import (
    ACTION_TYPES,
    EVENT_TYPES,
    HIDDEN,
    Buy,
    CardPlayed,
    CardsReshuffled,
    Donate,
    DonationsCashed,
    EndTurn,
    GameEnded,
    HabGutOptions,
    HoldingsSold,
    PhaseStarted,
    PlayCard,
    PlayerEliminated,
    PriceMoved,
    RackDealt,
    Sell,
    ShareBought,
    ShareDonated,
    ShareSold,
    StartPlayerPassed,
    TurnEnded,
)

#: An empty donation slot.
EMPTY = -2

SHARES = 0
PRICES = 1
OVER = 2
PHASE_NAMES = ("shares", "prices", "over")

NONE, BUYING, SELLING = 0, 1, 2

#: every action of the game made once (the engine answers with these; the heuristic too)
BUYS = tuple(Buy(g) for g in range(d.NUM_GOODS))
SELLS = tuple(Sell(g) for g in range(d.NUM_GOODS))
DONATES = tuple(Donate(g) for g in range(d.NUM_GOODS))
END_TURN = EndTurn()
PLAYS = tuple(tuple(PlayCard(r, d.CARD_GOOD[c], d.CARD_VALUE[c]) for c in range(d.NUM_CODES))
              for r in range(d.MAX_PLAYERS))


def left_rack(seat: int, num_players: int) -> int:
    """The rack on a seat's left (shared with the next seat clockwise)."""
    return seat


def right_rack(seat: int, num_players: int) -> int:
    """The rack on a seat's right (shared with the previous seat)."""
    return (seat - 1) % num_players


def rack_seats(rack: int, num_players: int) -> tuple[int, int]:
    """(seat whose left rack it is, seat whose right rack it is)."""
    return rack, (rack + 1) % num_players


class HabGutState(State):
    __slots__ = (
        "aside",
        "bank",
        "board",
        "cash",
        "centre",
        "discard",
        "eliminated",
        "half",
        "holdings",
        "mode",
        "num_players",
        "options",
        "phase",
        "prices",
        "racks",
        "rng",
        "round",
        "start",
        "supply",
        "trades",
        "turn",
        "used_rack",
        "viewer",
    )
    game: ClassVar[Game[HabGutOptions]]

    options: HabGutOptions
    rng: Rng | None
    prices: list[int]
    supply: list[int]
    cash: list[int]
    bank: int
    #: shares owned per seat and good, donated ones included (public: every
    #: purchase and sale is made openly)
    holdings: list[list[int]]
    #: per seat, one slot per round of the half: a good, EMPTY or HIDDEN
    board: list[list[int]]
    #: money on each donation board's centre (both halves)
    centre: list[int]
    #: rack r's cards (sorted codes, HIDDEN where the viewer cannot see)
    racks: list[list[int]]
    #: cards set aside unseen this half (sorted codes, HIDDEN in every view)
    aside: list[int]
    #: cards played this half, in order (public)
    discard: list[int]
    half: int
    round: int
    start: int
    phase: int
    turn: int
    mode: int
    trades: int
    used_rack: int
    eliminated: list[bool]

    def __init__(self) -> None:
        self.viewer: int | None = None

    # -- queries ---------------------------------------------------------------
    def current_seat(self) -> int:
        return (self.start + self.turn) % self.num_players

    def to_move(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        return ((self.start + self.turn) % self.num_players,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def seat_racks(self, seat: int) -> tuple[int, int]:
        """(left rack, right rack) of ``seat``: the two racks it sees and plays from."""
        return seat, (seat - 1) % self.num_players

    def hand(self, seat: int, good: int) -> int:
        """Shares of ``good`` in ``seat``'s hand (owned and not on the donation board)."""
        return self.holdings[seat][good] - self.board[seat].count(good)

    def donated_this_round(self, seat: int) -> bool:
        return self.board[seat][self.round] != EMPTY

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != (self.start + self.turn) % self.num_players:
            return []
        if self.phase == PRICES:
            out: list[Action] = []
            plays = PLAYS
            for rack in sorted(set(self.seat_racks(seat))):
                if rack == self.used_rack:
                    continue
                last = -3
                row = plays[rack]
                for code in self.racks[rack]:
                    if code != last:
                        out.append(row[code])
                        last = code
            return out
        acts: list[Action] = []
        board = self.board[seat]
        donated = board[self.round] != EMPTY
        held = self.holdings[seat]
        if not donated and self.trades < d.MAX_SHARES_PER_TURN:
            if self.mode != SELLING:
                cash = self.cash[seat]
                prices = self.prices
                supply = self.supply
                for g in range(d.NUM_GOODS):
                    p = prices[g]
                    if p > 0 and supply[g] > 0 and cash >= p:
                        acts.append(BUYS[g])
            if self.mode != BUYING:
                for g in range(d.NUM_GOODS):
                    if held[g] and held[g] > board.count(g):
                        acts.append(SELLS[g])
        if not donated:
            for g in range(d.NUM_GOODS):
                if held[g] and held[g] > board.count(g):
                    acts.append(DONATES[g])
        acts.append(END_TURN)
        return acts

    # -- checks ----------------------------------------------------------------
    def _check(self, seat: int, action: Action) -> None:
        if isinstance(action, PlayCard):
            if self.phase != PRICES:
                raise IllegalAction("wrong_phase")
            if action.rack not in self.seat_racks(seat):
                raise IllegalAction("rack_not_beside_you", rack=action.rack)
            if action.rack == self.used_rack:
                raise IllegalAction("rack_already_used", rack=action.rack)
            good, value = action.good, action.value
            code = d.CODE_OF.get((good, value)) if type(good) is int and type(value) is int else None
            if code is None or code not in self.racks[action.rack]:
                raise IllegalAction("card_not_in_rack", rack=action.rack, good=action.good, value=action.value)
            return
        if self.phase != SHARES:
            raise IllegalAction("wrong_phase")
        if isinstance(action, EndTurn):
            return
        assert isinstance(action, Buy | Sell | Donate)
        good = action.good
        if type(good) is not int or not 0 <= good < d.NUM_GOODS:
            raise IllegalAction("unknown_good", good=good)
        donated = self.board[seat][self.round] != EMPTY
        if isinstance(action, Donate):
            if donated:
                raise IllegalAction("already_donated_this_round")
            if self.hand(seat, good) <= 0:
                raise IllegalAction("no_share_to_donate", good=good)
            return
        if donated:
            raise IllegalAction("trading_closed_after_donation")
        if isinstance(action, Buy):
            if self.mode == SELLING:
                raise IllegalAction("cannot_buy_and_sell")
            if self.trades >= d.MAX_SHARES_PER_TURN:
                raise IllegalAction("share_limit_reached", limit=d.MAX_SHARES_PER_TURN)
            price = self.prices[good]
            if price <= 0:
                raise IllegalAction("good_priced_zero", good=good)
            if self.supply[good] <= 0:
                raise IllegalAction("supply_empty", good=good)
            if self.cash[seat] < price:
                raise IllegalAction("not_enough_cash", good=good, price=price)
            return
        if self.mode == BUYING:
            raise IllegalAction("cannot_buy_and_sell")
        if self.trades >= d.MAX_SHARES_PER_TURN:
            raise IllegalAction("share_limit_reached", limit=d.MAX_SHARES_PER_TURN)
        if self.hand(seat, good) <= 0:
            raise IllegalAction("no_share_to_sell", good=good)

    # -- moves -------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._carry_out(seat, action, events)
        return events

    def advance(self, seat: int, action: Action) -> None:
        # the rollouts' path: the same moves without the event records nobody reads there
        self._carry_out(seat, action, None)

    def _carry_out(self, seat: int, action: Action, events: list[Event] | None) -> None:
        """``_apply``'s work; the events go to ``events`` (None: none are made)."""
        if isinstance(action, PlayCard):
            self._play(seat, action, events)
            return
        if isinstance(action, Buy):
            g = action.good
            price = self.prices[g]
            self.cash[seat] -= price
            self.bank += price
            self.supply[g] -= 1
            self.holdings[seat][g] += 1
            self.mode = BUYING
            self.trades += 1
            if events is not None:
                events.append(ShareBought(seat, g, price))
            return
        if isinstance(action, Sell):
            g = action.good
            hidden = 0 if self.options.open_donations else sum(1 for x in self.board[seat] if x != EMPTY)
            hinted = self.holdings[seat][g] <= hidden
            price = self.prices[g]
            self.cash[seat] += price
            self.bank -= price
            self.supply[g] += 1
            self.holdings[seat][g] -= 1
            self.mode = SELLING
            self.trades += 1
            if events is not None:
                events.append(ShareSold(seat, g, price, hinted))
            return
        if isinstance(action, Donate):
            self.board[seat][self.round] = action.good
            if events is not None:
                events.append(ShareDonated(seat, self.round, action.good, self.options.open_donations))
            return
        # EndTurn
        if events is not None:
            events.append(TurnEnded(seat))
        self.mode = NONE
        self.trades = 0
        self.turn += 1
        if self.turn == self.num_players:
            self.turn = 0
            self.phase = PRICES
            if events is not None:
                events.append(PhaseStarted("prices", self.half + 1, self.round + 1, self.start))

    def _play(self, seat: int, action: PlayCard, events: list[Event] | None) -> None:
        code = d.CODE_OF[(action.good, action.value)]
        self.racks[action.rack].remove(code)
        self.discard.append(code)
        full = self.used_rack < 0
        steps = action.value if full else d.half_steps(action.value)
        g = action.good
        old = self.prices[g]
        new = d.move_price(old, steps)
        self.prices[g] = new
        if events is not None:
            events.append(CardPlayed(seat, action.rack, g, action.value, steps, full))
            events.append(PriceMoved(g, old, new))
        if full:
            self.used_rack = action.rack
            return
        self.used_rack = -1
        self.turn += 1
        if self.turn == self.num_players:
            self._end_round(events)

    def _end_round(self, events: list[Event] | None) -> None:
        n = self.num_players
        self.turn = 0
        self.start = (self.start + 1) % n
        if events is not None:
            events.append(StartPlayerPassed(self.start))
        self.round += 1
        if self.round < d.ROUNDS_PER_HALF:
            self.phase = SHARES
            if events is not None:
                events.append(PhaseStarted("shares", self.half + 1, self.round + 1, self.start))
            return
        self._cash_donations(events)
        self.round = 0
        if self.half + 1 < d.HALVES:
            self.half += 1
            if events is not None:
                events.append(CardsReshuffled(self.half + 1))
            self._deal(events)
            self.phase = SHARES
            if events is not None:
                events.append(PhaseStarted("shares", self.half + 1, 1, self.start))
            return
        self._finish(events)

    def _cash_donations(self, events: list[Event] | None) -> None:
        prices = self.prices
        for seat in range(self.num_players):
            goods = tuple(g for g in self.board[seat] if g != EMPTY)
            amount = 0
            for g in goods:
                amount += prices[g]
                self.holdings[seat][g] -= 1
                self.supply[g] += 1
            self.centre[seat] += amount
            self.bank -= amount
            self.board[seat] = [EMPTY] * d.DONATION_SLOTS
            if events is not None:
                events.append(DonationsCashed(seat, goods, amount, self.centre[seat]))

    def _deal(self, events: list[Event] | None) -> None:
        assert self.rng is not None
        deck = list(d.DECK)
        self.rng.shuffle(deck)
        n = self.num_players
        self.racks = [sorted(deck[r * d.RACK_SIZE:(r + 1) * d.RACK_SIZE]) for r in range(n)]
        self.aside = sorted(deck[n * d.RACK_SIZE:])
        self.discard = []
        if events is not None:
            for r in range(n):
                events.append(RackDealt(r, tuple(self.racks[r]), r, (r + 1) % n))

    def _finish(self, events: list[Event] | None) -> None:
        n = self.num_players
        prices = self.prices
        for seat in range(n):
            for g in range(d.NUM_GOODS):
                count = self.holdings[seat][g]
                if count:
                    amount = count * prices[g]
                    self.cash[seat] += amount
                    self.bank -= amount
                    self.supply[g] += count
                    self.holdings[seat][g] = 0
                    if events is not None:
                        events.append(HoldingsSold(seat, g, count, amount))
        low = min(self.centre)
        if all(c == low for c in self.centre):
            # DEFAULT: everybody tied for the lowest donation: nobody is eliminated
            self.eliminated = [False] * n
        else:
            self.eliminated = [c == low for c in self.centre]
        for seat in range(n):
            if self.eliminated[seat] and events is not None:
                events.append(PlayerEliminated(seat, self.centre[seat]))
        self.phase = OVER
        self.used_rack = -1
        if events is not None:
            events.append(GameEnded(self.result().winners, tuple(self.cash), tuple(self.centre)))

    # -- end -----------------------------------------------------------------------
    def result(self) -> Result:
        ranks = rank_by(self.cash, self.eliminated)
        breakdown = tuple(
            (("cash", self.cash[s]), ("donated", self.centre[s]), ("eliminated", int(self.eliminated[s])))
            for s in range(self.num_players))
        return Result(tuple(self.cash), ranks, breakdown)

    def scores_now(self) -> tuple[int, ...]:
        """Each seat's net worth (cash at the end)."""
        if self.phase == OVER:
            return tuple(self.cash)
        return tuple(self.net_worth(s) for s in range(self.num_players))

    def net_worth(self, seat: int) -> int:
        """Cash plus shares in hand at current prices (what the seat would end with now)."""
        p = self.prices
        h = self.holdings[seat]
        b = self.board[seat]
        worth = self.cash[seat]
        for g in range(d.NUM_GOODS):
            worth += (h[g] - b.count(g)) * p[g]
        return worth

    def invariants(self) -> list[str]:
        bad: list[str] = []
        n = self.num_players
        if sum(self.cash) + sum(self.centre) + self.bank != n * d.START_CASH:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        for g in range(d.NUM_GOODS):
            if self.supply[g] + sum(h[g] for h in self.holdings) != d.SHARES_PER_GOOD or self.supply[g] < 0:
                bad.append("shares_not_conserved")
                break
        if any(p not in d.TRACK_INDEX for p in self.prices):
            bad.append("price_off_track")
        cards = [c for rack in self.racks for c in rack] + self.aside + self.discard
        if len(cards) != d.DECK_SIZE or (HIDDEN not in cards and sorted(cards) != list(d.DECK)):
            bad.append("cards_not_conserved")
        for seat in range(n):
            board = self.board[seat]
            if any(board[r] != EMPTY for r in range(self.round + 1, len(board))):
                bad.append("donation_in_future_slot")
                break
            if any(board.count(g) > self.holdings[seat][g] for g in range(d.NUM_GOODS)):
                bad.append("donation_not_held")
                break
            if HIDDEN not in board and any(g != EMPTY and not 0 <= g < d.NUM_GOODS for g in board):
                bad.append("donation_not_held")
                break
        # every rack loses one card per seat beside it per finished turn
        if self.phase != OVER:
            expected = [d.RACK_SIZE - 2 * self.round] * n
            for k in range(self.turn if self.phase == PRICES else 0):
                seat = (self.start + k) % n
                for r in self.seat_racks(seat):
                    expected[r] -= 1
            if self.phase == PRICES and self.used_rack >= 0:
                expected[self.used_rack] -= 1
            if [len(r) for r in self.racks] != expected:
                bad.append("rack_sizes_wrong")
        return bad

    # -- copies and hidden information -------------------------------------------
    def clone(self) -> HabGutState:
        new = HabGutState.__new__(HabGutState)
        new.num_players = self.num_players
        new.viewer = self.viewer
        new.options = self.options
        new.rng = self.rng.copy() if self.rng is not None else None
        new.prices = self.prices[:]
        new.supply = self.supply[:]
        new.cash = self.cash[:]
        new.bank = self.bank
        new.holdings = [h[:] for h in self.holdings]
        new.board = [b[:] for b in self.board]
        new.centre = self.centre[:]
        new.racks = [r[:] for r in self.racks]
        new.aside = self.aside[:]
        new.discard = self.discard[:]
        new.half = self.half
        new.round = self.round
        new.start = self.start
        new.phase = self.phase
        new.turn = self.turn
        new.mode = self.mode
        new.trades = self.trades
        new.used_rack = self.used_rack
        new.eliminated = self.eliminated[:]
        return new

    def sees_rack(self, seat: int, rack: int) -> bool:
        return rack in self.seat_racks(seat)

    def view(self, seat: int) -> HabGutState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        for r in range(self.num_players):
            if not self.sees_rack(seat, r):
                v.racks[r] = [HIDDEN] * len(self.racks[r])
        v.aside = [HIDDEN] * len(self.aside)
        if not self.options.open_donations:
            for s in range(self.num_players):
                if s != seat:
                    v.board[s] = [HIDDEN if g >= 0 else g for g in self.board[s]]
        return v

    def _fill_boards(self, seat: int, rng: Rng, hidden_only: bool) -> None:
        """Re-draw the donated goods of every other seat from its holdings."""
        if self.options.open_donations:
            return
        for s in range(self.num_players):
            if s == seat:
                continue
            board = self.board[s]
            slots = [i for i, g in enumerate(board) if g != EMPTY and (g == HIDDEN or not hidden_only)]
            if not slots:
                continue
            pool = [g for g in range(d.NUM_GOODS) for _ in range(self.holdings[s][g])]
            rng.shuffle(pool)
            for i in slots:
                board[i] = pool.pop()

    def determinize(self, rng: Rng) -> HabGutState:
        full = self.clone()
        full.viewer = None
        full.rng = Rng(rng.next_u64())
        unknown = list(d.DECK)
        for rack in self.racks:
            for c in rack:
                if c != HIDDEN:
                    unknown.remove(c)
        for c in self.discard:
            unknown.remove(c)
        rng.shuffle(unknown)
        for r, rack in enumerate(self.racks):
            if rack and rack[0] == HIDDEN:
                full.racks[r] = sorted(unknown.pop() for _ in rack)
        full.aside = sorted(unknown)
        full._fill_boards(self.viewer if self.viewer is not None else -1, rng, hidden_only=True)
        return full

    def redeal(self, seat: int, rng: Rng) -> HabGutState:
        full = self.clone()
        hidden = [r for r in range(self.num_players) if not self.sees_rack(seat, r)]
        pool = list(self.aside)
        for r in hidden:
            pool.extend(self.racks[r])
        rng.shuffle(pool)
        for r in hidden:
            full.racks[r] = sorted(pool.pop() for _ in self.racks[r])
        full.aside = sorted(pool)
        full._fill_boards(seat, rng, hidden_only=False)
        full.rng = Rng(rng.next_u64())
        return full


class HabUndGut(Game[HabGutOptions]):
    id = "hab_und_gut"
    min_players = d.MIN_PLAYERS
    max_players = d.MAX_PLAYERS
    options_type = HabGutOptions
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    def max_decisions(self, num_players: int, options: HabGutOptions) -> int:
        # a share turn: at most 3 trades, 1 donation, 1 end; a price turn: 2 cards
        per_round = num_players * (d.MAX_SHARES_PER_TURN + 2 + 2)
        return d.HALVES * d.ROUNDS_PER_HALF * per_round

    def _new_state(self, num_players: int, options: HabGutOptions, seed: int) -> HabGutState:
        s = HabGutState()
        n = num_players
        s.num_players = n
        s.options = options
        s.rng = Rng(seed)
        s.prices = [d.START_PRICE] * d.NUM_GOODS
        s.supply = [d.SHARES_PER_GOOD] * d.NUM_GOODS
        s.cash = [d.START_CASH] * n
        s.bank = 0
        s.holdings = [[0] * d.NUM_GOODS for _ in range(n)]
        s.board = [[EMPTY] * d.DONATION_SLOTS for _ in range(n)]
        s.centre = [0] * n
        s.half = 0
        s.round = 0
        s.start = d.FIRST_START_PLAYER % n
        s.phase = SHARES
        s.turn = 0
        s.mode = NONE
        s.trades = 0
        s.used_rack = -1
        s.eliminated = [False] * n
        s._deal(None)
        return s


HabGutState.game = HabUndGut()
GAME = HabGutState.game
