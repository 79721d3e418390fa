"""The state and rules of 1920 Wall Street.

Positions in the circle are indices into ``circle`` (a list of card lists:
one card, two after a sale, the trend card alone).  Clockwise is +1.  The deck
and the discard piles are lists whose last element is the top.  Every turn
is one action split into small decisions: a main decision (buy, sell, raise
capital; flip, loans and call options around it), then the choices the
action brings (keep or discard each bought card, which pile, which stock, the
stock trade, tycoon cards), then a closing decision (flip or end the turn).
"""

from __future__ import annotations

from bisect import insort
from typing import ClassVar

from desktop.engine import Action, Event, Game, IllegalAction, Result, Rng, State, rank_by
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    HIDDEN,
    Bought,
    Buy,
    CapitalChanged,
    CardDealt,
    CardDiscarded,
    CardKept,
    CardRemoved,
    CardTaken,
    ChooseStock,
    CrashPaid,
    DeckTopDrawn,
    EndEvent,
    EndTurn,
    ExplosionPlaced,
    Flip,
    GameEnded,
    GiveTycoon,
    Keep,
    LoanRepaid,
    LoanTaken,
    MarketResolved,
    Moved,
    Offer,
    OfferMade,
    OffersRevealed,
    OptionPlaced,
    OptionReturned,
    Paid,
    PawnPlaced,
    PileShown,
    PlaceOption,
    PlacePawn,
    PriceMoved,
    RaiseCapital,
    RemoveCard,
    Repay,
    Sell,
    ShowCard,
    Sold,
    TakeFromPile,
    TakeLoan,
    TakeOffer,
    ToPile,
    Traded,
    TradeShown,
    TrendFlipped,
    TrendPotTaken,
    TurnStarted,
    TycoonPoints,
    TycoonTriggered,
    WallStreetOptions,
)

# phases
PH_PLACE, PH_EXPLODE, PH_MAIN, PH_KEEP, PH_PILE, PH_STOCK, PH_SHOW, PH_OFFER, PH_TAKE = range(9)
PH_TYC_GIVE, PH_TYC_REPAY, PH_TYC_TAKE, PH_TYC_REMOVE, PH_POST, PH_OVER = range(9, 15)
PHASES = ("place", "explode", "main", "keep", "pile", "stock", "show", "offer", "take",
          "tycoon_give", "tycoon_repay", "tycoon_take", "tycoon_remove", "post", "over")

NO_OFFER = -2  # offers[seat]: not in the trade
WAITING = -3  # offers[seat]: must still choose (sealed)
NOWHERE = (-1, -1)

_PILE_ACTIONS: list[Action] = [ToPile(p) for p in range(D.PILES)]
_STOCK_ACTIONS: list[Action] = [ChooseStock(s) for s in range(4)]
_KEEP_ACTIONS: list[Action] = [Keep(), *_PILE_ACTIONS]
_REPAY_ACTIONS: list[Action] = [Repay(True), Repay(False)]
_BUYS: list[Action] = [Buy(steps) for steps in range(D.CIRCLE_EXTRA + 6)]
_SELLS: list[Action] = [Sell(card) for card in range(len(D.CARDS))]
_OPTIONS: list[Action] = [PlaceOption(p) for p in range(D.CIRCLE_EXTRA + 6)]
_FLIP: Action = Flip()
_LOAN: Action = TakeLoan()
_RAISE: Action = RaiseCapital()
_END: list[Action] = [EndTurn()]
_KIND = D.KIND
_COST = D.COST
_IS_SHARE = D.IS_SHARE
_CARDS = D.CARDS
_STOCK_OF = tuple(c.stock if c.kind == D.K_STOCK else -1 for c in _CARDS)  # a stock card's type, else -1
_DOUBLE = tuple(c.shares == 2 for c in _CARDS)
_SHARES = tuple(c.shares for c in _CARDS)
_MOVE = tuple(c.move for c in _CARDS)
_TYPES = tuple(c.types for c in _CARDS)
_TREND = D.TREND

#: gold distributions: for g gold cards, every way to spread them over 4 types
_GOLD_SPLITS: list[list[tuple[int, int, int, int]]] = []
for _g in range(5):
    _GOLD_SPLITS.append([(a, b, c, _g - a - b - c) for a in range(_g + 1) for b in range(_g + 1 - a)
                         for c in range(_g + 1 - a - b)])


def universe(num_players: int, start_cards: tuple[int, ...]) -> list[int]:
    """Every card id in a game: stock and market cards (no stock trade with 2),
    the starting cards in play and the explosion."""
    cards = list(D.STOCK_IDS)
    cards.extend(c for c in D.MARKET_IDS if num_players > 2 or c not in D.TRADE_IDS)
    cards.extend(start_cards)
    cards.append(D.EXPLOSION)
    return cards


#: ``steps_ahead`` by (circle size, start, direction).
_STEPS: dict[tuple[int, int, int], tuple[int, ...]] = {}


def steps_ahead(size: int, here: int, direction: int) -> tuple[int, ...]:
    """The positions 1, 2, ... ``size`` steps from ``here`` in ``direction`` on a circle of
    ``size`` (``buy_cost``'s targets), made once."""
    order = _STEPS.get((size, here, direction))
    if order is None:
        order = _STEPS[size, here, direction] = tuple((here + direction * steps) % size
                                                      for steps in range(1, size + 1))
    return order


def share_value(card: int, prices: list[int] | tuple[int, ...]) -> int:
    """What selling ``card`` pays: half its type's price rounded up; a starting
    card half the lower of its two; gold half the lowest of all; double the full price."""
    t = _STOCK_OF[card]
    if t >= 0:
        price = prices[t]
        return price if _DOUBLE[card] else (price + 1) // 2
    lowest = 99
    for t in _TYPES[card]:
        if prices[t] < lowest:
            lowest = prices[t]
    return (lowest + 1) // 2


def end_event(piles: list[list[int]]) -> tuple[int, tuple[int, ...]]:
    """The pile with the most dynamite gives the end event; a tie for most gives none (-1)."""
    dyn = tuple(sum(D.DYNAMITE[c] for c in pile if c >= 0) for pile in piles)
    return event_of(dyn), dyn


def event_of(dynamite: tuple[int, ...] | list[int]) -> int:
    """The end event of the piles' dynamite counts (``end_event``)."""
    best = max(dynamite)
    if best == 0 or dynamite.count(best) > 1:
        return -1
    return dynamite.index(best)


def score_holdings(cards: list[int] | tuple[int, ...], hidden: D.CapitalCard | None,
                   prices: list[int] | tuple[int, ...], minimum: tuple[int, ...], event: int) -> tuple[int, int]:
    """(points from shares, points from gold under the left event): the owner
    assigns starting and gold cards to the types that score best."""
    fixed = [0, 0, 0, 0]
    starts: list[tuple[int, ...]] = []
    golds = 0
    for card in cards:
        t = _STOCK_OF[card]
        if t >= 0:
            fixed[t] += _SHARES[card]
        elif _KIND[card] == D.K_START:
            starts.append(_TYPES[card])
        elif _KIND[card] == D.K_GOLD:
            golds += 1
    if hidden is not None:
        fixed[hidden.stock] += hidden.shares
    gold_points = 0
    if event == D.END_LEFT:
        gold_points = D.GOLD_EVENT_VALUE * golds
        golds = 0
    if event == D.END_RIGHT:
        prices = [(p + 1) // 2 for p in prices]
    less = 1 if event == D.END_MIDDLE else 0
    best = 0
    splits = _GOLD_SPLITS[min(golds, 4)] if golds <= 4 else [(golds, 0, 0, 0)]
    m0, m1, m2, m3 = minimum
    p0, p1, p2, p3 = prices
    for mask in range(1 << len(starts)):
        base = list(fixed)
        for i, types in enumerate(starts):
            base[types[(mask >> i) & 1]] += 1
        b0, b1, b2, b3 = base
        for s0, s1, s2, s3 in splits:  # each type's n = shares + its golds - less, scoring at its minimum
            total = 0
            n = b0 + s0 - less
            if n >= m0 and n > 0:
                total += n * p0
            n = b1 + s1 - less
            if n >= m1 and n > 0:
                total += n * p1
            n = b2 + s2 - less
            if n >= m2 and n > 0:
                total += n * p2
            n = b3 + s3 - less
            if n >= m3 and n > 0:
                total += n * p3
            if total > best:
                best = total
    return best, gold_points


class WallStreetState(State):
    __slots__ = (
        "active", "bank", "capital", "capital_card", "cash", "choose_delta", "circle", "deck", "direction",
        "end_dynamite", "end_event", "explosion_at", "final_round", "flipped", "loans", "markets", "num_players",
        "offers", "option_at", "option_pos", "options", "pawns", "pending", "phase", "pile_card", "piles",
        "placed", "prices", "refill_pos", "remove_queue", "removed", "rng", "sides", "start_cards", "start_player",
        "stocks", "trade_card", "trade_stock", "trend_pot", "tycoon", "tycoon_points", "tycoon_queue", "viewer",
    )
    game: ClassVar[Game[WallStreetOptions]]

    num_players: int
    options: WallStreetOptions
    rng: Rng | None
    prices: list[int]
    circle: list[list[int]]
    pawns: list[int]
    direction: int
    trend_pot: int
    deck: list[int]
    piles: list[list[int]]
    stocks: list[list[int]]
    markets: list[list[int]]
    capital_card: list[int]
    capital: list[int]
    cash: list[int]
    loans: list[int]
    bank: int
    start_player: int
    active: int
    phase: int
    flipped: bool
    pending: list[int]
    refill_pos: int
    pile_card: int
    choose_delta: int
    trade_card: int
    trade_stock: int
    offers: list[int]
    tycoon: list[int]
    sides: tuple[bool, ...]
    tycoon_queue: list[int]
    tycoon_points: list[int]
    remove_queue: list[int]
    removed: list[int]
    option_at: list[int]
    option_pos: list[int]
    explosion_at: tuple[int, int]
    final_round: bool
    end_event: int
    end_dynamite: tuple[int, ...]
    start_cards: tuple[int, ...]
    placed: int

    def __init__(self) -> None:
        self.viewer = None

    # -- setup -------------------------------------------------------------------
    @classmethod
    def setup(cls, num_players: int, options: WallStreetOptions, seed: int) -> WallStreetState:
        s = cls()
        n = num_players
        rng = Rng(seed)
        s.num_players = n
        s.options = options
        s.rng = rng
        s.prices = list(D.START_PRICE)
        starts = list(D.START_IDS)
        rng.shuffle(starts)
        s.start_cards = tuple(sorted(starts[:n]))
        deck = [c for c in universe(n, ()) if c != D.EXPLOSION]
        rng.shuffle(deck)
        ring = [D.TREND, *starts[:n], *(deck.pop() for _ in range(D.CIRCLE_DRAWN))]
        rng.shuffle(ring)
        s.circle = [[c] for c in ring]
        last = [deck.pop() for _ in range(D.EXPLOSION_DEPTH - 1)]
        last.append(D.EXPLOSION)
        rng.shuffle(last)
        s.deck = last + deck  # the last nine cards lie at the bottom (index 0 ..)
        s.pawns = [-1] * n
        s.direction = 1
        s.trend_pot = 0
        s.piles = [[] for _ in range(D.PILES)]
        s.stocks = [[] for _ in range(n)]
        s.markets = [[] for _ in range(n)]
        caps = list(range(len(D.CAPITAL_CARDS)))
        rng.shuffle(caps)
        s.capital_card = caps[:n]
        s.capital = [D.START_CAPITAL[n]] * n
        s.cash = [D.START_CASH] * n
        s.loans = [0] * n
        s.bank = 0
        s.start_player = rng.below(n)
        s.active = s.start_player
        s.phase = PH_PLACE
        s.placed = 0
        s.flipped = False
        s.pending = []
        s.refill_pos = -1
        s.pile_card = -1
        s.choose_delta = 0
        s.trade_card = -1
        s.trade_stock = -1
        s.offers = [NO_OFFER] * n
        if options.tycoons:
            order = [D.TYCOON_A, D.TYCOON_B, D.TYCOON_C, D.TYCOON_D]
            rng.shuffle(order)
            s.tycoon = order
        else:
            s.tycoon = [-1, -1, -1, -1]
        s.sides = tuple(side == "penalty" for side in
                        (options.tycoon_a, options.tycoon_b, options.tycoon_c, options.tycoon_d))
        s.tycoon_queue = []
        s.tycoon_points = [0] * n
        s.remove_queue = []
        s.removed = []
        s.option_at = [-1] * len(s.circle)
        s.option_pos = [-1] * n
        s.explosion_at = NOWHERE
        s.final_round = False
        s.end_event = -1
        s.end_dynamite = ()
        return s

    # -- queries -----------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        ph = self.phase
        if ph <= PH_MAIN or ph >= PH_POST:
            return () if ph == PH_OVER else (self.active,)
        if ph == PH_OFFER:
            return tuple(s for s, o in enumerate(self.offers) if o == WAITING)
        if ph == PH_TYC_REMOVE:
            return (self.remove_queue[0],)
        return (self.active,)

    def is_over(self) -> bool:
        return self.phase == PH_OVER

    def trend_position(self) -> int:
        for i, pos in enumerate(self.circle):
            if pos and pos[0] == D.TREND:
                return i
        return -1

    def buy_cost(self, seat: int, steps: int) -> tuple[int, int, int, int]:
        """(target position, price payable from capital, cash for other pawns, cash needed in all)."""
        size = len(self.circle)
        target = (self.pawns[seat] + self.direction * steps) % size
        cards = self.circle[target]
        if cards and cards[0] == D.TREND:
            total = steps
            fees = 0
        else:
            total = steps
            for c in cards:
                total += _COST[c]
            if self.option_at[target] >= 0:
                total += D.OPTION_SURCHARGE
            pawns = self.pawns  # a fee to each other pawn at the target
            fees = (pawns.count(target) - (pawns[seat] == target)) * D.PAWN_FEE
        over = total - self.capital[seat]
        return target, total, fees, (over if over > 0 else 0) + fees

    def _option_spots(self, seat: int) -> list[int]:
        if not self.options.call_options or self.option_pos[seat] >= 0 or self.cash[seat] < D.OPTION_FEE:
            return []
        return [i for i, pos in enumerate(self.circle)
                if len(pos) == 1 and pos[0] != D.TREND and self.option_at[i] < 0]

    def _sell_spot_reason(self, seat: int) -> str | None:
        pos = self.circle[self.pawns[seat]]
        if len(pos) >= 2:
            return "sell_on_two_cards"
        if not pos:
            return "sell_on_empty_position"
        if pos[0] == D.TREND:
            return "sell_on_trend_card"
        return None

    def cash_needs(self, seat: int, direction: int = 0) -> list[int]:
        """Cash needed to buy at 1, 2, ... circle-size steps (``buy_cost(seat, steps)[3]`` for
        every step, in one pass); ``direction`` (+1 or -1): as if the trend pointed that way."""
        size = len(self.circle)
        pawns = self.pawns
        here = pawns[seat]
        capital = self.capital[seat]
        if not direction:
            direction = self.direction
        circle = self.circle
        option_at = self.option_at
        # each position's price beyond the steps and the fees to other pawns (none at the trend)
        fees = [0] * size
        fee = D.PAWN_FEE
        for p in pawns:
            if p >= 0:
                fees[p] += fee
        if here >= 0:
            fees[here] -= fee  # (mine)
        needs = []
        surcharge = D.OPTION_SURCHARGE
        order = _STEPS.get((size, here, direction)) or steps_ahead(size, here, direction)
        steps = 0
        for target in order:
            steps += 1
            cards = circle[target]
            if cards and cards[0] == _TREND:
                over = steps - capital
                needs.append(over if over > 0 else 0)
                continue
            total = steps
            for c in cards:
                total += _COST[c]
            if option_at[target] >= 0:
                total += surcharge
            over = total - capital
            needs.append((over if over > 0 else 0) + fees[target])
        return needs

    def _needs_loan(self, seat: int, needs: list[int] | None = None) -> bool:
        """A loan may be taken when the player lacks cash for something they may do now."""
        cash = self.cash[seat]
        if not self.flipped and cash < D.FLIP_COST:
            return True
        if self.options.call_options and self.option_pos[seat] < 0 and cash < D.OPTION_FEE:
            return True
        if self.phase != PH_MAIN:
            return False
        if self.capital[seat] < D.MAX_CAPITAL and cash < D.RAISE_CAPITAL_COST:
            return True
        if needs is None:
            needs = self.cash_needs(seat)
        return max(needs) > cash

    def _legal_show(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        for c in self.stocks[seat]:
            card = _CARDS[c]
            if card.kind == D.K_STOCK:
                acts.append(ShowCard(c, card.stock))
            elif card.kind == D.K_START:
                acts.extend(ShowCard(c, t) for t in card.types)
        return acts

    def _can_offer(self, card: int) -> bool:
        c = _CARDS[card]
        if c.kind == D.K_STOCK:
            return c.stock != self.trade_stock
        return c.kind == D.K_START  # a starting card always has a type other than the buyer's

    def legal_actions(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph in (PH_MAIN, PH_POST):
            if seat != self.active:
                return []
        elif seat not in self.to_move():
            return []
        if ph == PH_MAIN:
            return self.main_actions(seat)[0]
        if ph == PH_POST:
            if self.flipped and not self.options.call_options:
                return list(_END)
            acts = []
            if not self.flipped and self.cash[seat] >= D.FLIP_COST:
                acts.append(_FLIP)
            if self._needs_loan(seat):
                acts.append(_LOAN)
            if self.options.call_options:
                acts.extend(_OPTIONS[p] for p in self._option_spots(seat))
            acts.append(_END[0])
            return acts
        if ph == PH_KEEP:
            return list(_KEEP_ACTIONS)
        if ph in (PH_PILE, PH_EXPLODE):
            return list(_PILE_ACTIONS)
        if ph == PH_PLACE:
            return [PlacePawn(p) for p in range(len(self.circle))]
        if ph == PH_STOCK:
            return list(_STOCK_ACTIONS)
        if ph == PH_SHOW:
            return self._legal_show(seat)
        if ph == PH_OFFER:
            return [Offer(c) for c in self.stocks[seat] if self._can_offer(c)]
        if ph == PH_TAKE:
            return [TakeOffer(s) for s, o in enumerate(self.offers) if o >= 0]
        if ph == PH_TYC_GIVE:
            return [GiveTycoon(s) for s in range(self.num_players) if s != seat]
        if ph == PH_TYC_REPAY:
            return list(_REPAY_ACTIONS)
        if ph == PH_TYC_TAKE:
            return [TakeFromPile(p) for p in self._takeable_piles()]
        if ph == PH_TYC_REMOVE:
            return [RemoveCard(c) for c in (*self.stocks[seat], *self.markets[seat])]
        return []

    def main_actions(self, seat: int) -> tuple[list[Action], list[int]]:
        """The active seat's legal actions in the main phase and the cash needed to buy at each
        step (``cash_needs``), worked out once for both (the bots read the two)."""
        acts: list[Action] = []
        cash = self.cash[seat]
        needs = self.cash_needs(seat)
        if not self.flipped and cash >= D.FLIP_COST:
            acts.append(_FLIP)
        if self._needs_loan(seat, needs):
            acts.append(_LOAN)
        if self.options.call_options:
            acts.extend(_OPTIONS[p] for p in self._option_spots(seat))
        for steps, need in enumerate(needs, 1):
            if need <= cash:
                acts.append(_BUYS[steps])
        if self.stocks[seat] and self._sell_spot_reason(seat) is None:
            acts.extend([_SELLS[c] for c in self.stocks[seat]])
        if self.capital[seat] < D.MAX_CAPITAL and cash >= D.RAISE_CAPITAL_COST:
            acts.append(_RAISE)
        return acts, needs

    def _takeable_piles(self) -> list[int]:
        return [p for p, pile in enumerate(self.piles) if pile and pile[-1] != D.EXPLOSION]

    # -- checks --------------------------------------------------------------------
    def _check(self, seat: int, action: Action) -> None:
        ph = self.phase
        kind = type(action)
        if kind is Buy:
            assert isinstance(action, Buy)
            if ph != PH_MAIN:
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if action.steps < 1:
                raise IllegalAction("zero_steps", steps=action.steps)
            if action.steps > len(self.circle):
                raise IllegalAction("too_many_steps", steps=action.steps, most=len(self.circle))
            need = self.buy_cost(seat, action.steps)[3]
            if need > self.cash[seat]:
                raise IllegalAction("not_enough_money", need=need, cash=self.cash[seat])
            return
        if kind is Sell:
            assert isinstance(action, Sell)
            if ph != PH_MAIN:
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            reason = self._sell_spot_reason(seat)
            if reason is not None:
                raise IllegalAction(reason, position=self.pawns[seat])
            if action.card not in self.stocks[seat]:
                raise IllegalAction("card_not_owned", card=action.card)
            return
        if kind is RaiseCapital:
            if ph != PH_MAIN:
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if self.capital[seat] >= D.MAX_CAPITAL:
                raise IllegalAction("capital_at_max", capital=self.capital[seat])
            if self.cash[seat] < D.RAISE_CAPITAL_COST:
                raise IllegalAction("not_enough_money", need=D.RAISE_CAPITAL_COST, cash=self.cash[seat])
            return
        if kind is Flip:
            if ph not in (PH_MAIN, PH_POST):
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if self.flipped:
                raise IllegalAction("already_flipped")
            if self.cash[seat] < D.FLIP_COST:
                raise IllegalAction("not_enough_money", need=D.FLIP_COST, cash=self.cash[seat])
            return
        if kind is TakeLoan:
            if ph not in (PH_MAIN, PH_POST):
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if not self._needs_loan(seat):
                raise IllegalAction("loan_not_needed", cash=self.cash[seat])
            return
        if kind is PlaceOption:
            assert isinstance(action, PlaceOption)
            if ph not in (PH_MAIN, PH_POST):
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if not self.options.call_options:
                raise IllegalAction("variant_not_in_play")
            if self.option_pos[seat] >= 0:
                raise IllegalAction("option_already_placed", position=self.option_pos[seat])
            if not 0 <= action.position < len(self.circle):
                raise IllegalAction("no_such_position", position=action.position)
            pos = self.circle[action.position]
            if not pos or pos[0] == D.TREND:
                raise IllegalAction("option_on_trend_card", position=action.position)
            if len(pos) >= 2:
                raise IllegalAction("option_on_two_cards", position=action.position)
            if self.option_at[action.position] >= 0:
                raise IllegalAction("option_already_there", position=action.position)
            if self.cash[seat] < D.OPTION_FEE:
                raise IllegalAction("not_enough_money", need=D.OPTION_FEE, cash=self.cash[seat])
            return
        if kind is ShowCard:
            assert isinstance(action, ShowCard)
            if ph != PH_SHOW:
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if action.card not in self.stocks[seat]:
                raise IllegalAction("card_not_owned", card=action.card)
            card = _CARDS[action.card]
            if card.kind == D.K_GOLD:
                raise IllegalAction("gold_not_tradable", card=action.card)
            if action.stock not in card.types:
                raise IllegalAction("wrong_stock_type", card=action.card, stock=action.stock)
            return
        if kind is Offer:
            assert isinstance(action, Offer)
            if ph != PH_OFFER:
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if action.card not in self.stocks[seat]:
                raise IllegalAction("card_not_owned", card=action.card)
            if _KIND[action.card] == D.K_GOLD:
                raise IllegalAction("gold_not_tradable", card=action.card)
            if not self._can_offer(action.card):
                raise IllegalAction("same_type_as_shown", card=action.card, stock=self.trade_stock)
            return
        if kind is EndTurn and ph != PH_POST:
            raise IllegalAction("wrong_phase", phase=PHASES[ph])
        if kind is Keep and ph != PH_KEEP:
            raise IllegalAction("wrong_phase", phase=PHASES[ph])
        if kind is ToPile:
            assert isinstance(action, ToPile)
            if ph not in (PH_KEEP, PH_PILE, PH_EXPLODE):
                raise IllegalAction("wrong_phase", phase=PHASES[ph])
            if not 0 <= action.pile < D.PILES:
                raise IllegalAction("no_such_pile", pile=action.pile)
            return
        if action not in self.legal_actions(seat):
            raise IllegalAction("not_legal", action=type(action).__name__)

    # -- helpers -------------------------------------------------------------------
    def _loan(self, seat: int, forced: bool, events: list[Event] | None) -> None:
        self.loans[seat] += 1
        self.cash[seat] += D.LOAN_CASH
        self.bank -= D.LOAN_CASH
        if events is not None:
            events.append(LoanTaken(seat, self.loans[seat], forced))

    def _pay_bank_forced(self, seat: int, amount: int, events: list[Event] | None) -> None:
        while self.cash[seat] < amount:
            self._loan(seat, True, events)
        self.cash[seat] -= amount
        self.bank += amount

    def _move_price(self, stock: int, delta: int, events: list[Event] | None) -> None:
        old = self.prices[stock]
        new = max(D.PRICE_LOW[stock], min(D.PRICE_HIGH[stock], old + delta))
        if new == old:
            return
        self.prices[stock] = new
        if events is not None:
            events.append(PriceMoved(stock, new, new - old))
        if (new == D.PRICE_LOW[stock] or new == D.PRICE_HIGH[stock]) and self.tycoon[stock] >= 0:
            self.tycoon_queue.append(stock)

    def _return_option(self, pos: int, events: list[Event] | None) -> None:
        owner = self.option_at[pos]
        if owner >= 0:
            self.option_at[pos] = -1
            self.option_pos[owner] = -1
            if events is not None:
                events.append(OptionReturned(owner))

    def _draw_top(self) -> int:
        return self.deck.pop() if self.deck else -1

    def _top(self) -> int:
        return self.deck[-1] if self.deck else -1

    def _add_share(self, seat: int, card: int) -> None:
        insort(self.stocks[seat], card)  # the pile stays sorted

    def _add_market(self, seat: int, card: int) -> None:
        insort(self.markets[seat], card)

    # -- apply ---------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._carry_out(seat, action, events)
        return events

    def _carry_out(self, seat: int, action: Action, events: list[Event] | None = None) -> None:
        """``_apply``'s work; the events go to ``events`` (None: none are made)."""
        kind = type(action)
        if kind is Buy:
            assert isinstance(action, Buy)
            self._buy(seat, action.steps, events)
        elif kind is Keep:
            self._keep(seat, events)
        elif kind is ToPile:
            assert isinstance(action, ToPile)
            self._to_pile(seat, action.pile, events)
        elif kind is EndTurn:
            self._end_turn(events)
        elif kind is Flip:
            self.cash[seat] -= D.FLIP_COST
            self.trend_pot += D.FLIP_COST
            self.direction = -self.direction
            self.flipped = True
            if events is not None:
                events.append(TrendFlipped(seat, self.direction, self.trend_pot))
        elif kind is TakeLoan:
            self._loan(seat, False, events)
        elif kind is Sell:
            assert isinstance(action, Sell)
            self._sell(seat, action.card, events)
        elif kind is RaiseCapital:
            self.cash[seat] -= D.RAISE_CAPITAL_COST
            self.bank += D.RAISE_CAPITAL_COST
            self.capital[seat] += 1
            if events is not None:
                events.append(Paid(seat, 0, D.RAISE_CAPITAL_COST, -1))
                events.append(CapitalChanged(seat, self.capital[seat]))
            self.pile_card = self._draw_top()
            if self.pile_card >= 0 and events is not None:
                events.append(DeckTopDrawn(self.pile_card, self._top()))
            self._continue(events)
        elif kind is PlaceOption:
            assert isinstance(action, PlaceOption)
            self.cash[seat] -= D.OPTION_FEE
            self.bank += D.OPTION_FEE
            self.option_at[action.position] = seat
            self.option_pos[seat] = action.position
            if events is not None:
                events.append(OptionPlaced(seat, action.position))
        elif kind is PlacePawn:
            assert isinstance(action, PlacePawn)
            self.pawns[seat] = action.position
            if events is not None:
                events.append(PawnPlaced(seat, action.position))
            self.placed += 1
            if self.placed == self.num_players:
                self._start_turn(self.start_player, events)
            else:
                self.active = (self.active + 1) % self.num_players
        elif kind is ChooseStock:
            assert isinstance(action, ChooseStock)
            self._move_price(action.stock, self.choose_delta, events)
            self.choose_delta = 0
            self._continue(events)
        elif kind is ShowCard:
            assert isinstance(action, ShowCard)
            self._show(seat, action.card, action.stock, events)
        elif kind is Offer:
            assert isinstance(action, Offer)
            self.stocks[seat].remove(action.card)
            self.offers[seat] = action.card
            if events is not None:
                events.append(OfferMade(seat, action.card))
            if WAITING not in self.offers:
                if events is not None:
                    events.append(OffersRevealed(tuple(self.offers)))
                self.phase = PH_TAKE
        elif kind is TakeOffer:
            assert isinstance(action, TakeOffer)
            self._take_offer(seat, action.seat, events)
        elif kind is GiveTycoon:
            assert isinstance(action, GiveTycoon)
            self.tycoon_points[action.seat] -= D.TYCOON_POINTS
            if events is not None:
                events.append(TycoonPoints(action.seat, -D.TYCOON_POINTS))
            self._continue(events)
        elif kind is Repay:
            assert isinstance(action, Repay)
            if action.accept:
                self.cash[seat] -= D.TYCOON_REPAY_COST
                self.bank += D.TYCOON_REPAY_COST
                self.loans[seat] -= 1
                if events is not None:
                    events.append(LoanRepaid(seat, self.loans[seat]))
            self._continue(events)
        elif kind is TakeFromPile:
            assert isinstance(action, TakeFromPile)
            card = self.piles[action.pile].pop()
            if _IS_SHARE[card]:
                self._add_share(seat, card)
            else:
                self._add_market(seat, card)
            if events is not None:
                events.append(CardTaken(seat, card, action.pile))
            self._continue(events)
        elif kind is RemoveCard:
            assert isinstance(action, RemoveCard)
            if action.card in self.stocks[seat]:
                self.stocks[seat].remove(action.card)
            else:
                self.markets[seat].remove(action.card)
            self.removed.append(action.card)
            self.remove_queue.pop(0)
            if events is not None:
                events.append(CardRemoved(seat, action.card))
            self._continue(events)

    #: the rollouts' path (``State.advance``): the same moves without the event records nobody
    #: reads there, with no call in between
    advance = _carry_out

    def _start_turn(self, seat: int, events: list[Event] | None) -> None:
        self.active = seat
        self.flipped = False
        if events is not None:
            events.append(TurnStarted(seat))
        if self.deck and self.deck[-1] == D.EXPLOSION:
            self.phase = PH_EXPLODE
        else:
            self.phase = PH_MAIN

    def _end_turn(self, events: list[Event] | None) -> None:
        n = self.num_players
        if self.final_round and self.active == (self.start_player - 1) % n:
            self._end_game(events)
            return
        self._start_turn((self.active + 1) % n, events)

    def _buy(self, seat: int, steps: int, events: list[Event] | None) -> None:
        target, total, fees, _need = self.buy_cost(seat, steps)
        from_capital = min(total, self.capital[seat])
        from_cash = total - from_capital
        self.cash[seat] -= from_cash + fees
        self.pawns[seat] = target
        if events is not None:
            events.append(Moved(seat, steps, target))
        cards = self.circle[target]
        if cards and cards[0] == D.TREND:
            self.bank += from_cash
            if events is not None:
                events.append(Paid(seat, from_capital, from_cash, -1))
            pot = self.trend_pot
            self.cash[seat] += pot
            self.trend_pot = 0
            if events is not None:
                events.append(TrendPotTaken(seat, pot))
            self.pile_card = self._draw_top()
            if self.pile_card >= 0 and events is not None:
                events.append(DeckTopDrawn(self.pile_card, self._top()))
            self._continue(events)
            return
        self.bank += from_cash
        if events is not None:
            events.append(Paid(seat, from_capital, from_cash, -1))
        if fees:  # (the other pawns at the target)
            for s, p in enumerate(self.pawns):
                if p == target and s != seat:
                    self.cash[s] += D.PAWN_FEE
                    if events is not None:
                        events.append(Paid(seat, 0, D.PAWN_FEE, s))
        self.circle[target] = []
        self._return_option(target, events)
        if events is not None:
            events.append(Bought(seat, target, tuple(cards)))
        self.pending = list(cards)
        self.refill_pos = target
        self._continue(events)

    def _keep(self, seat: int, events: list[Event] | None) -> None:
        card = self.pending.pop(0)
        if events is not None:
            events.append(CardKept(seat, card))
        c = _CARDS[card]
        if _KIND[card] != D.K_MARKET:
            if _MOVE[card]:
                self._move_price(c.move_stock, c.move, events)
            insort(self.stocks[seat], card)  # ``_add_share``
            self._continue(events)
            return
        self._add_market(seat, card)
        if events is not None:
            events.append(MarketResolved(seat, card, c.effect))
        effect = c.effect
        if effect == D.M_MOVE:
            self._move_price(c.move_stock, c.move, events)
        elif effect in (D.M_BOOM, D.M_BUST):
            self.choose_delta = 1 if effect == D.M_BOOM else -1
            self.phase = PH_STOCK
            return
        elif effect in (D.M_UP, D.M_DOWN, D.M_MIXED):
            low = min(self.prices)
            high = max(self.prices)
            lows = [s for s in range(4) if self.prices[s] == low]
            highs = [s for s in range(4) if self.prices[s] == high]
            if effect != D.M_DOWN:
                for s in lows:
                    self._move_price(s, 1, events)
            if effect != D.M_UP:
                for s in highs:
                    self._move_price(s, -1, events)
        elif effect == D.M_CRASH:
            for s in range(self.num_players):
                self._pay_bank_forced(s, D.CRASH_COST, events)
                if events is not None:
                    events.append(CrashPaid(s, D.CRASH_COST))
        elif effect == D.M_TRADE and self._legal_show(seat):
            self.phase = PH_SHOW
            return
        self._continue(events)

    def _to_pile(self, seat: int, pile: int, events: list[Event] | None) -> None:
        ph = self.phase
        if ph == PH_EXPLODE:
            self.deck.pop()
            self.explosion_at = (pile, len(self.piles[pile]))
            self.piles[pile].append(D.EXPLOSION)
            final = seat == self.start_player
            if events is not None:
                events.append(ExplosionPlaced(seat, pile, final, self._top()))
            if final:
                self._end_game(events)
            else:
                self.final_round = True
                self.phase = PH_MAIN
            return
        if ph == PH_KEEP:
            card = self.pending.pop(0)
        else:
            card = self.pile_card
            self.pile_card = -1
        self.piles[pile].append(card)
        if events is not None:
            events.append(CardDiscarded(seat, card, pile))
        self._continue(events)

    def _sell(self, seat: int, card: int, events: list[Event] | None) -> None:
        pos = self.pawns[seat]
        under = self.circle[pos][0]
        self._return_option(pos, events)
        self.stocks[seat].remove(card)
        value = share_value(card, self.prices)
        self.cash[seat] += value
        self.bank -= value
        top = self._draw_top()
        self.circle[pos] = [card] if top < 0 else [card, top]
        if events is not None:
            events.append(Sold(seat, card, pos, value))
        if top >= 0 and events is not None:
            events.append(CardDealt(pos, top, self._top()))
        self.pile_card = under
        self._continue(events)

    def _show(self, seat: int, card: int, stock: int, events: list[Event] | None) -> None:
        self.stocks[seat].remove(card)
        self.trade_card = card
        self.trade_stock = stock
        if events is not None:
            events.append(TradeShown(seat, card, stock))
        any_offer = False
        for s in range(self.num_players):
            if s == seat:
                continue
            if any(self._can_offer(c) for c in self.stocks[s]):
                self.offers[s] = WAITING
                any_offer = True
            else:
                if events is not None:
                    events.append(PileShown(s, tuple(self.stocks[s])))
        if any_offer:
            self.phase = PH_OFFER
        else:
            self._add_share(seat, card)
            self.trade_card = -1
            self.trade_stock = -1
            self._continue(events)

    def _take_offer(self, buyer: int, other: int, events: list[Event] | None) -> None:
        got = self.offers[other]
        gave = self.trade_card
        self._add_share(buyer, got)
        self._add_share(other, gave)
        for s, o in enumerate(self.offers):
            if o >= 0 and s != other:
                self._add_share(s, o)
        self.offers = [NO_OFFER] * self.num_players
        self.trade_card = -1
        self.trade_stock = -1
        if events is not None:
            events.append(Traded(buyer, other, gave, got))
        self._continue(events)

    def _continue(self, events: list[Event] | None) -> None:
        """Carry on with what is automatic until the next decision."""
        while True:
            if self.remove_queue:
                self.phase = PH_TYC_REMOVE
                return
            if self.tycoon_queue:
                if self._tycoon(self.tycoon_queue.pop(0), events):
                    return
                continue
            if self.pending:
                self.phase = PH_KEEP
                return
            if self.refill_pos >= 0:
                pos = self.refill_pos
                self.refill_pos = -1
                top = self._draw_top()
                if top >= 0:
                    self.circle[pos] = [top]
                    if events is not None:
                        events.append(CardDealt(pos, top, self._top()))
                continue
            if self.pile_card >= 0:
                self.phase = PH_PILE
                return
            self.phase = PH_POST
            return

    def _tycoon(self, stock: int, events: list[Event] | None) -> bool:
        """Resolve the tycoon card above ``stock``; True if a decision is needed."""
        card = self.tycoon[stock]
        if card < 0:
            return False
        self.tycoon[stock] = -1
        penalty = self.sides[card]
        seat = self.active
        n = self.num_players
        if events is not None:
            events.append(TycoonTriggered(seat, stock, card, penalty))
        others = [(seat + i) % n for i in range(1, n)]
        if card == D.TYCOON_A:
            if penalty:
                self.phase = PH_TYC_GIVE
                return True
            self.tycoon_points[seat] += D.TYCOON_POINTS
            if events is not None:
                events.append(TycoonPoints(seat, D.TYCOON_POINTS))
        elif card == D.TYCOON_B:
            if penalty:
                for s in others:
                    self._pay_bank_forced(s, D.TYCOON_FEE, events)
                    if events is not None:
                        events.append(Paid(s, 0, D.TYCOON_FEE, -1))
            else:
                pot = self.trend_pot
                self.cash[seat] += pot
                self.trend_pot = 0
                if events is not None:
                    events.append(TrendPotTaken(seat, pot))
        elif card == D.TYCOON_C:
            if penalty:
                for s in others:
                    if self.capital[s] >= D.TYCOON_CAPITAL_FROM:
                        self.capital[s] -= 1
                        if events is not None:
                            events.append(CapitalChanged(s, self.capital[s]))
            elif self.loans[seat] > 0 and self.cash[seat] >= D.TYCOON_REPAY_COST:
                self.phase = PH_TYC_REPAY
                return True
        elif penalty:
            self.remove_queue = [s for s in others if self.stocks[s] or self.markets[s]]
        elif self._takeable_piles():
            self.phase = PH_TYC_TAKE
            return True
        return False

    # -- the end -------------------------------------------------------------------
    def _end_game(self, events: list[Event] | None) -> None:
        self.end_event, self.end_dynamite = end_event(self.piles)
        self.phase = PH_OVER
        if events is not None:
            events.append(EndEvent(self.end_event, self.end_dynamite))
            events.append(GameEnded(self.result().scores))

    def breakdown(self, seat: int) -> tuple[tuple[str, int], ...]:
        event = self.end_event if self.phase == PH_OVER else end_event(self.piles)[0]
        hidden = D.CAPITAL_CARDS[self.capital_card[seat]] if self.capital_card[seat] >= 0 else None
        shares, gold = score_holdings(self.stocks[seat], hidden, self.prices,
                                      D.MIN_HOLDINGS[self.num_players], event)
        market = sum(_CARDS[c].points for c in self.markets[seat] if c >= 0)
        return (
            ("market_points", market),
            ("hidden_points", hidden.points if hidden is not None else 0),
            ("shares", shares),
            ("gold_event", gold),
            ("cash", self.cash[seat]),
            ("loans", -D.LOAN_POINTS * self.loans[seat]),
            ("tycoon", self.tycoon_points[seat]),
        )

    def scores_now(self) -> tuple[int, ...]:
        """The points each seat would score if the game ended now (the end's gold event as the
        piles would decide it today)."""
        return tuple(sum(v for _k, v in self.breakdown(s)) for s in range(self.num_players))

    def result(self) -> Result:
        parts = tuple(self.breakdown(s) for s in range(self.num_players))
        scores = tuple(sum(v for _k, v in p) for p in parts)
        ranks = rank_by([(scores[s], self.capital[s]) for s in range(self.num_players)])
        return Result(scores, ranks, parts)

    def invariants(self) -> list[str]:
        bad: list[str] = []
        n = self.num_players
        if sum(self.cash) + self.trend_pot + self.bank != D.START_CASH * n:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        if any(not D.PRICE_LOW[s] <= self.prices[s] <= D.PRICE_HIGH[s] for s in range(4)):
            bad.append("price_off_track")
        if any(not 1 <= c <= D.MAX_CAPITAL for c in self.capital):
            bad.append("capital_out_of_range")
        if self.viewer is None:
            cards = [c for pos in self.circle for c in pos if c != D.TREND]
            cards += self.deck + self.pending + self.removed
            for pile in self.piles:
                cards += pile
            for s in range(n):
                cards += self.stocks[s] + self.markets[s]
            cards += [o for o in self.offers if o >= 0]
            if self.pile_card >= 0:
                cards.append(self.pile_card)
            if self.trade_card >= 0:
                cards.append(self.trade_card)
            if sorted(cards) != sorted(universe(n, self.start_cards)):
                bad.append("cards_not_conserved")
            if sum(1 for pos in self.circle if pos and pos[0] == D.TREND) != 1:
                bad.append("trend_card_lost")
            if len(set(self.capital_card)) != n:
                bad.append("capital_cards_not_distinct")
        return bad

    # -- copies, views -------------------------------------------------------------
    def clone(self) -> WallStreetState:
        new = WallStreetState.__new__(WallStreetState)
        new.num_players = self.num_players
        new.options = self.options
        new.rng = self.rng.copy() if self.rng is not None else None
        new.viewer = self.viewer
        new.prices = self.prices[:]
        new.circle = [p[:] for p in self.circle]
        new.pawns = self.pawns[:]
        new.direction = self.direction
        new.trend_pot = self.trend_pot
        new.deck = self.deck[:]
        new.piles = [p[:] for p in self.piles]
        new.stocks = [p[:] for p in self.stocks]
        new.markets = [p[:] for p in self.markets]
        new.capital_card = self.capital_card[:]
        new.capital = self.capital[:]
        new.cash = self.cash[:]
        new.loans = self.loans[:]
        new.bank = self.bank
        new.start_player = self.start_player
        new.active = self.active
        new.phase = self.phase
        new.placed = self.placed
        new.flipped = self.flipped
        new.pending = self.pending[:]
        new.refill_pos = self.refill_pos
        new.pile_card = self.pile_card
        new.choose_delta = self.choose_delta
        new.trade_card = self.trade_card
        new.trade_stock = self.trade_stock
        new.offers = self.offers[:]
        new.tycoon = self.tycoon[:]
        new.sides = self.sides
        new.tycoon_queue = self.tycoon_queue[:]
        new.tycoon_points = self.tycoon_points[:]
        new.remove_queue = self.remove_queue[:]
        new.removed = self.removed[:]
        new.option_at = self.option_at[:]
        new.option_pos = self.option_pos[:]
        new.explosion_at = self.explosion_at
        new.final_round = self.final_round
        new.end_event = self.end_event
        new.end_dynamite = self.end_dynamite
        new.start_cards = self.start_cards
        return new

    def view(self, seat: int) -> WallStreetState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        if self.phase == PH_OVER:
            return v  # everything is shown at scoring
        for s in range(self.num_players):
            if s != seat:
                v.stocks[s] = [HIDDEN] * len(self.stocks[s])
                v.markets[s] = [HIDDEN] * len(self.markets[s])
                v.capital_card[s] = HIDDEN
                if self.phase == PH_OFFER and self.offers[s] >= 0:
                    v.offers[s] = HIDDEN
        if self.deck:
            v.deck = [HIDDEN] * (len(self.deck) - 1) + [self.deck[-1]]
        v.piles = [[HIDDEN] * (len(p) - 1) + [p[-1]] if p else [] for p in self.piles]
        return v

    def _fill_hidden(self, seat: int, stock_pool: list[int], market_pool: list[int], explosion_in_deck: bool,
                     rng: Rng) -> None:
        """Deal ``stock_pool`` and ``market_pool`` into everything ``seat`` cannot
        see (others' piles and sealed offers, the deck below its top, the
        discard piles below their tops), respecting what each place may hold."""
        rng.shuffle(stock_pool)
        rng.shuffle(market_pool)
        n = self.num_players
        if self.phase == PH_OFFER:
            for s in range(n):
                # a sealed offer is a card (redeal, on the full state) or HIDDEN (determinize, on a view)
                if s != seat and (self.offers[s] >= 0 or self.offers[s] == HIDDEN):
                    pick = next((i for i, c in enumerate(stock_pool) if self._can_offer(c)), 0)
                    self.offers[s] = stock_pool.pop(pick)
        for s in range(n):
            if s != seat:
                hand: list[int] = []
                if self.phase == PH_OFFER and self.offers[s] == WAITING and self.stocks[s]:
                    # a seat asked for an offer is known to hold a card it may offer
                    offerable = next((i for i, c in enumerate(stock_pool) if self._can_offer(c)), None)
                    if offerable is not None:
                        hand.append(stock_pool.pop(offerable))
                hand += [stock_pool.pop() for _ in range(len(self.stocks[s]) - len(hand))]
                self.stocks[s] = sorted(hand)
                self.markets[s] = sorted(market_pool.pop() for _ in self.markets[s])
        rest = stock_pool + market_pool
        rng.shuffle(rest)
        deck = self.deck
        hidden_deck = len(deck) - 1
        boom = rng.below(min(D.EXPLOSION_DEPTH, hidden_deck)) if explosion_in_deck else -1
        for i in range(hidden_deck):
            deck[i] = D.EXPLOSION if i == boom else rest.pop()
        pile_x, slot_x = self.explosion_at
        for p, pile in enumerate(self.piles):
            for i in range(len(pile) - 1):
                if not (p == pile_x and i == slot_x):
                    pile[i] = rest.pop()
        assert not rest, "cards left over when dealing hidden places"

    def redeal(self, seat: int, rng: Rng) -> WallStreetState:
        full = self.clone()
        n = self.num_players
        if self.phase != PH_OVER:
            hidden: list[int] = []
            for s in range(n):
                if s != seat:
                    hidden += self.stocks[s] + self.markets[s]
                    if self.phase == PH_OFFER and self.offers[s] >= 0:
                        hidden.append(self.offers[s])
            hidden += self.deck[:-1]
            for pile in self.piles:
                hidden += pile[:-1]
            explosion_in_deck = D.EXPLOSION in self.deck[:-1]
            hidden = [c for c in hidden if c != D.EXPLOSION]
            full._fill_hidden(seat, [c for c in hidden if _IS_SHARE[c]], [c for c in hidden if not _IS_SHARE[c]],
                              explosion_in_deck, rng)
            caps = [c for c in range(len(D.CAPITAL_CARDS)) if c != self.capital_card[seat]]
            rng.shuffle(caps)
            for s in range(n):
                if s != seat:
                    full.capital_card[s] = caps.pop()
        full.rng = Rng(rng.next_u64())
        return full

    def determinize(self, rng: Rng) -> WallStreetState:
        full = self.clone()
        full.viewer = None
        full.rng = Rng(rng.next_u64())
        seat = self.viewer
        if seat is None or self.phase == PH_OVER:
            return full
        seen = {c for pos in self.circle for c in pos}
        seen.update(self.deck, self.pending, self.removed, self.offers, self.stocks[seat], self.markets[seat])
        for pile in self.piles:
            seen.update(pile)
        seen.update((self.pile_card, self.trade_card))
        unknown = [c for c in universe(self.num_players, self.start_cards) if c not in seen]
        explosion_in_deck = D.EXPLOSION in unknown and self.explosion_at == NOWHERE
        unknown = [c for c in unknown if c != D.EXPLOSION]
        full._fill_hidden(seat, [c for c in unknown if _IS_SHARE[c]], [c for c in unknown if not _IS_SHARE[c]],
                          explosion_in_deck, rng)
        if self.explosion_at != NOWHERE:
            x_pile, x_slot = self.explosion_at
            full.piles[x_pile][x_slot] = D.EXPLOSION
        caps = [c for c in range(len(D.CAPITAL_CARDS)) if c != self.capital_card[seat]]
        rng.shuffle(caps)
        for s in range(self.num_players):
            if s != seat:
                full.capital_card[s] = caps.pop()
        return full
