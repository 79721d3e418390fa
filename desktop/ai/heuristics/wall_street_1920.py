"""A rule-based player for 1920 Wall Street.

It values its position as points it would score plus the promise of share
types it is building towards their minimum holdings (a promise that fades as
the deck runs out), and picks each decision by that value: the buy whose kept
cards are worth most over the cash it costs, a sale when a share is worth more
as cash, capital while many turns remain, the end event that suits its
holdings when it discards dynamite.  It reads only the view it is given.

Personality (each in [0, 1]):
- ``risk``: readiness to borrow (a loan costs 8 points for $5);
- ``ambition``: weight on shares not yet at the minimum holdings;
- ``patience``: readiness to raise capital and to flip the trend card.
"""

from __future__ import annotations

from collections.abc import Mapping

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.evaluation import softmax
from desktop.ai.heuristics._base import HeuristicBase
from desktop.engine import Action, State
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import (
    Buy,
    ChooseStock,
    EndTurn,
    Flip,
    GiveTycoon,
    Keep,
    Offer,
    PlaceOption,
    PlacePawn,
    RaiseCapital,
    RemoveCard,
    Repay,
    Sell,
    ShowCard,
    TakeFromPile,
    TakeLoan,
    TakeOffer,
    ToPile,
)
from desktop.engine.games.wall_street_1920.state import (
    PH_EXPLODE,
    PH_KEEP,
    PH_MAIN,
    PH_PILE,
    PH_POST,
    WallStreetState,
    end_event,
    event_of,
    score_holdings,
    share_value,
    steps_ahead,
)

# Search settings for this game (desktop/ai/search.py SearchConfig).  With the earlier evaluation
# (a logistic of the score lead) Hard won 2.5 of 24 games at switch_z 1 and stayed with the
# heuristic at switch_z 3; with the fitted evaluation below it leaves the heuristic's choice at one
# standard error (docs/games/wall_street_1920.md, "Bot strength").
SEARCH: dict[str, float] = {"switch_z": 1.0}
# Expert compares its root's actions on shared deals (the paired comparison) instead of growing
# the tree: with three times the deals it tied Hard as a tree (25.0% of 48 games, below it at
# Hard's rollout depth) and beat it paired (docs/games/wall_street_1920.md, "Bot strength").
EXPERT_SEARCH: dict[str, float] = {"root_paired": 1}

PERSONALITY_DEFAULTS: dict[str, float] = {"risk": 0.1, "ambition": 0.6, "patience": 0.5}

_CARDS = D.CARDS

# The actions it answers with, made once (equal to new ones; a decision builds none).
_BUY = tuple(Buy(steps) for steps in range(D.CIRCLE_EXTRA + 6))
_NBUY = len(_BUY)
_SELL = tuple(Sell(card) for card in range(len(_CARDS)))
_TO_PILE = tuple(ToPile(p) for p in range(D.PILES))
_LOAN = TakeLoan()
_RAISE = RaiseCapital()
_FLIP = Flip()
_KEEP = Keep()
_END = EndTurn()


# Per card id, for the valuation's inner loop: the fixed type (-1: none), the
# shares it counts for, the types a starting card may count as, gold or not.
_FIXED = tuple(c.stock if c.kind == D.K_STOCK else -1 for c in _CARDS)
_SHARES = tuple(c.shares for c in _CARDS)
_FLEX = tuple(c.types if c.kind == D.K_START else () for c in _CARDS)
_IS_GOLD = tuple(c.kind == D.K_GOLD for c in _CARDS)
_CAP_STOCK = tuple(c.stock for c in D.CAPITAL_CARDS)
_CAP_SHARES = tuple(c.shares for c in D.CAPITAL_CARDS)
assert all(len(types) == 2 for types in _FLEX if types)  # a starting card counts as one of two types
_KIND = D.KIND
_LOW = D.PRICE_LOW
_HIGH = D.PRICE_HIGH
_EFFECT = tuple(c.effect for c in _CARDS)
_MOVE_STOCK = tuple(c.move_stock for c in _CARDS)
_MOVE = tuple(c.move for c in _CARDS)
_POINTS = tuple(c.points for c in _CARDS)
# Per card id, the first card id that sells alike (same kind, type, shares and types): such cards
# are worth the same to sell from the same holdings (``_best_main`` values each kind once).
_SALE_CLASS = tuple(next(i for i, o in enumerate(_CARDS) if (o.kind, o.stock, o.shares, o.types)
                         == (c.kind, c.stock, c.shares, c.types)) for c in _CARDS)


def _price_after(prices: list[int], stock: int, delta: int) -> list[int]:
    """``prices`` with ``stock``'s moved by ``delta``, kept on the track."""
    out = prices.copy()
    price = out[stock] + delta
    high = _HIGH[stock]
    low = _LOW[stock]
    out[stock] = high if price > high else low if price < low else price
    return out


#: Holdings tallied for ``Valuer.score``: shares per fixed type, the types of each flexible
#: (starting) card in order, and the number of gold cards.
Tally = tuple[list[int], list[tuple[int, ...]], int]


def tally(cards: list[int], hidden: int) -> Tally:
    """The shares of ``cards`` (and of the hidden capital card, if any) as ``Valuer`` reads them."""
    counts = [0, 0, 0, 0]
    flex: list[tuple[int, ...]] = []
    golds = 0
    for c in cards:
        t = _FIXED[c]
        if t >= 0:
            counts[t] += _SHARES[c]
        elif _FLEX[c]:
            flex.append(_FLEX[c])
        elif _IS_GOLD[c]:
            golds += 1
    if hidden >= 0:
        counts[_CAP_STOCK[hidden]] += _CAP_SHARES[hidden]
    return counts, flex, golds


#: The length of a row of ``Valuer.row`` when first made: 0 .. 15 shares of a type (more than
#: holdings have in play; a longer row is made when a holding needs it).
_ROW = 16

#: Each type's ``Valuer.row`` by (minimum holdings, ambition, fade) and price, made at its first
#: use: the same numbers, shared by every Valuer that reads them.
_TERMS: dict[tuple[tuple[int, ...], float, float], list[list[tuple[float, ...] | None]]] = {}


class Valuer:
    """The value of a holding of shares at given prices, with partial credit
    for types below their minimum."""

    __slots__ = ("ambition", "fade", "left", "minimum", "rising", "rows")

    def __init__(self, state: WallStreetState, ambition: float, fade: float | None = None) -> None:
        self.minimum = D.MIN_HOLDINGS[state.num_players]
        # how much of the game remains (1 at the start, 0 at the end)
        self.left = 0.0 if state.final_round else min(1.0, len(state.deck) / 45.0)
        self.ambition = ambition
        self.fade = 0.3 + 0.7 * self.left if fade is None else fade
        #: every row rises (never falls) with the shares: below the minimum, n * price * (n / need)
        #: * ambition * fade is at most n * price when ambition and fade are in [0, 1]
        self.rising = 0.0 <= ambition <= 1.0 and 0.0 <= self.fade <= 1.0
        key = (self.minimum, ambition, self.fade)
        rows = _TERMS.get(key)
        if rows is None:
            if len(_TERMS) > 400:
                _TERMS.clear()
            rows = _TERMS[key] = [[None] * (D.PRICE_HIGH[t] + 1) for t in range(4)]
        #: ``rows[t][price][n]``: what n shares of type t add at that price (None until first read)
        self.rows = rows

    def row(self, t: int, price: int, length: int = _ROW) -> tuple[float, ...]:
        """What n = 0 .. ``length`` - 1 (at least) shares of type ``t`` add at ``price``: their
        worth if at the minimum holdings, else that worth times their share of the minimum, the
        ambition and the fade; made and kept at the first ask, or when a longer one is asked for."""
        row = self.rows[t][price]
        if row is None or len(row) < length:
            need = self.minimum[t]
            ambition = self.ambition
            fade = self.fade
            row = self.rows[t][price] = (0.0, *[float(n * price) if n >= need else
                                                n * price * (n / need) * ambition * fade
                                                for n in range(1, length)])
        return row

    def holdings(self, cards: list[int], hidden: int, prices: list[int]) -> float:
        counts, flex, golds = tally(cards, hidden)
        return self.score(counts, flex, golds, prices)

    def plus(self, held: Tally, card: int, prices: list[int]) -> float:
        """``holdings`` of the tallied cards and one more, ``card`` (the same arithmetic: the
        card tallied last, as ``[*cards, card]`` would tally it)."""
        counts, flex, golds = held
        t = _FIXED[card]
        if t >= 0:
            counts = counts.copy()
            counts[t] += _SHARES[card]
        elif _FLEX[card]:
            flex = [*flex, _FLEX[card]]
        elif _IS_GOLD[card]:
            golds += 1
        return self.score(counts, flex, golds, prices)

    def minus(self, held: Tally, card: int, prices: list[int]) -> float:
        """``holdings`` of the tallied cards less one of them, ``card`` (the same arithmetic: the
        rest tallied as ``tally`` would tally it; a starting card's types are its own)."""
        counts, flex, golds = held
        t = _FIXED[card]
        if t >= 0:
            counts = counts.copy()
            counts[t] -= _SHARES[card]
        elif _FLEX[card]:
            flex = flex.copy()
            flex.remove(_FLEX[card])
        elif _IS_GOLD[card]:
            golds -= 1
        return self.score(counts, flex, golds, prices)

    def score(self, counts: list[int], flex: list[tuple[int, ...]], golds: int, prices: list[int]) -> float:
        """The value of tallied holdings (``tally``) at ``prices``: the sum over the four types of
        what their shares add (``row``) after each flexible (starting) card, then each gold card,
        went greedily to the type where it adds most (the first best type on ties; its gain
        ``row[n + 1] - row[n]``).  An empty type's 0.0 added changes nothing.  ``counts`` is not
        changed."""
        rows = self.rows
        p0, p1, p2, p3 = prices
        r0 = rows[0][p0] or self.row(0, p0)
        r1 = rows[1][p1] or self.row(1, p1)
        r2 = rows[2][p2] or self.row(2, p2)
        r3 = rows[3][p3] or self.row(3, p3)
        try:
            if not golds and not flex:
                c0, c1, c2, c3 = counts
                return r0[c0] + r1[c1] + r2[c2] + r3[c3]
            if flex:
                placed = counts.copy()
                by_type = (r0, r1, r2, r3)
                for a, b in flex:  # a starting card: its first type unless the second adds more
                    row = by_type[a]
                    n = placed[a]
                    gain = row[n + 1] - row[n]
                    row = by_type[b]
                    m = placed[b]
                    if row[m + 1] - row[m] > gain:
                        placed[b] = m + 1
                    else:
                        placed[a] = n + 1
                c0, c1, c2, c3 = placed
            else:  # gold cards only
                c0, c1, c2, c3 = counts
            left = golds  # (``golds`` stays for the retry below)
            while left > 0:  # a gold card: the first type that adds most (a loop without range's call)
                left -= 1
                best, gain = 0, r0[c0 + 1] - r0[c0]
                g = r1[c1 + 1] - r1[c1]
                if g > gain:
                    best, gain = 1, g
                g = r2[c2 + 1] - r2[c2]
                if g > gain:
                    best, gain = 2, g
                if r3[c3 + 1] - r3[c3] > gain:
                    best = 3
                if best == 0:
                    c0 += 1
                elif best == 1:
                    c1 += 1
                elif best == 2:
                    c2 += 1
                else:
                    c3 += 1
            return r0[c0] + r1[c1] + r2[c2] + r3[c3]
        except IndexError:  # more shares than the rows hold: rows long enough for any type, again
            longest = max(counts) + len(flex) + golds + 2
            for t in range(4):
                self.row(t, prices[t], longest)
            return self.score(counts, flex, golds, prices)


#: How much more than its cash less 2 a sale may be worth from holdings with one starting or gold
#: card at most (``_best_main``): nothing but rounding, which stays far below this.
_SALE_BOUND = 1e-6


#: The Valuer of each (deck left or 0 in the final round, players, ambition): what a Valuer reads,
#: shared by the bots (a rollout's fresh bots find theirs made).
_VALUERS: dict[tuple[int, int, float], Valuer] = {}


class HeuristicBot(HeuristicBase[WallStreetState]):
    state_type = WallStreetState
    defaults = PERSONALITY_DEFAULTS

    def __init__(self, seed: int, personality: Mapping[str, float] | None = None) -> None:
        super().__init__(seed, personality)
        self.risk = self.p["risk"]
        # a loan nets -3 points if every dollar is well spent; buys are valued optimistically
        self._loan_cost = (D.LOAN_POINTS - D.LOAN_CASH) * (1.0 + 3.0 * (1.0 - self.risk))
        self.ambition = self.p["ambition"]
        self.patience = self.p["patience"]
        self._raise_weight = 0.4 + 0.4 * self.patience  # (``_raise_value``)
        # ``_keep_value`` and ``_sell_value`` as written here (not a subclass's, as the strategies of
        # tools/analyze_wall_street_1920.py): ``_cards_worth`` and ``_best_main`` may then write
        # them out and pass over a sale that cannot beat the best
        self._own_keep = type(self)._keep_value is HeuristicBot._keep_value
        self._own_sale = type(self)._sell_value is HeuristicBot._sell_value
        self._last_left = self._last_players = -1  # the last Valuer asked for (``_last_v``): its key
        self._last_v: Valuer
        # the last main choice's keep values and what they read: seat, holdings, prices, capital
        # card, Valuer, cash below a crash's cost (``_kept_value``), and the holdings tallied
        self._kept: tuple[int, list[int], list[int], int, Valuer, bool, dict[int, float], Tally] | None = None

    # -- helpers -------------------------------------------------------------------
    def _valuer(self, view: WallStreetState) -> Valuer:
        left = 0 if view.final_round else len(view.deck)
        if left == self._last_left and view.num_players == self._last_players:
            return self._last_v
        key = (left, view.num_players, self.ambition)
        valuer = _VALUERS.get(key)
        if valuer is None:
            if len(_VALUERS) > 2000:
                _VALUERS.clear()
            valuer = _VALUERS[key] = Valuer(view, self.ambition)
        self._last_left, self._last_players, self._last_v = left, view.num_players, valuer
        return valuer

    def _market_prices(self, view: WallStreetState, seat: int, card: int, held: Tally | None = None,
                       cash: int | None = None, valuer: Valuer | None = None) -> tuple[list[int], float]:
        """Prices after keeping market card ``card`` and a money change for me (``held``: my
        holdings tallied, if the caller has them; ``cash``: my cash if not ``view``'s; ``valuer``:
        ``_valuer(view)`` if the caller has it)."""
        effect = _EFFECT[card]
        prices = view.prices
        money = 0.0
        if effect == D.M_MOVE:
            prices = _price_after(prices, _MOVE_STOCK[card], _MOVE[card])
        elif effect == D.M_BOOM or effect == D.M_BUST:
            delta = 1 if effect == D.M_BOOM else -1
            stock = self._choose_stock(view, seat, delta, held, valuer)
            prices = _price_after(prices, stock, delta)
        elif effect == D.M_UP or effect == D.M_DOWN or effect == D.M_MIXED:
            low, high = min(prices), max(prices)
            new = list(prices)
            for s in (0, 1, 2, 3):
                if effect != D.M_DOWN and prices[s] == low:
                    new = _price_after(new, s, 1)
                if effect != D.M_UP and prices[s] == high:
                    new = _price_after(new, s, -1)
            prices = new
        elif effect == D.M_CRASH:
            if cash is None:
                cash = view.cash[seat]
            money = -D.CRASH_COST - (D.LOAN_POINTS - D.LOAN_CASH if cash < D.CRASH_COST else 0)
        elif effect == D.M_TRADE:
            money = 1.0
        return prices, money

    def _basis(self, view: WallStreetState, seat: int, base: float | None, held: Tally | None,
               valuer: Valuer | None) -> tuple[Valuer, Tally, float]:
        """What ``_keep_value`` and ``_sell_value`` value a card against, each part the caller's when
        it has it: the Valuer, my holdings tallied and their value."""
        if valuer is None:
            valuer = self._valuer(view)
        if held is None:
            held = tally(view.stocks[seat], view.capital_card[seat])
        if base is None:
            base = valuer.score(*held, view.prices)
        return valuer, held, base

    def _keep_value(self, view: WallStreetState, seat: int, card: int, base: float | None = None,
                    held: Tally | None = None, cash: int | None = None, valuer: Valuer | None = None) -> float:
        """What keeping ``card`` adds to my value (discarding adds 0); ``base``: my holdings' value
        (``_held``) when the caller has it already, ``held``: my holdings tallied (``tally``), ``cash``: my
        cash if not ``view``'s (the flip's pass), ``valuer``: ``_valuer(view)`` if the caller has it."""
        valuer, held, base = self._basis(view, seat, base, held, valuer)
        if _KIND[card] == D.K_MARKET:
            effect = _EFFECT[card]
            if effect == D.M_BOOM or effect == D.M_BUST:  # no money; the chosen price's value, found already
                most = self._stock_choice(view, seat, 1 if effect == D.M_BOOM else -1, held, valuer)[1]
                return _POINTS[card] + 0.0 + most - base
            prices, money = self._market_prices(view, seat, card, held, cash, valuer)
            if effect == D.M_CRASH or effect == D.M_TRADE:  # the prices stay: my holdings are worth base
                return _POINTS[card] + money + base - base
            return _POINTS[card] + money + valuer.score(held[0], held[1], held[2], prices) - base
        move = _MOVE[card]
        prices = _price_after(view.prices, _MOVE_STOCK[card], move) if move else view.prices
        return valuer.plus(held, card, prices) - base

    def _choose_stock(self, view: WallStreetState, seat: int, delta: int, held: Tally | None = None,
                      valuer: Valuer | None = None) -> int:
        """The stock whose price moved by ``delta`` makes my holdings (``held``, if tallied already)
        worth most (the first best)."""
        return self._stock_choice(view, seat, delta, held, valuer)[0]

    def _stock_choice(self, view: WallStreetState, seat: int, delta: int, held: Tally | None = None,
                      valuer: Valuer | None = None) -> tuple[int, float]:
        """``_choose_stock``'s stock and what my holdings are worth at its moved price."""
        if held is None:
            held = tally(view.stocks[seat], view.capital_card[seat])
        counts, flex, golds = held
        score = (valuer or self._valuer(view)).score
        prices = view.prices
        best, most = 0, 0.0
        for s in (0, 1, 2, 3):
            value = score(counts, flex, golds, _price_after(prices, s, delta))
            if s == 0 or value > most:
                best, most = s, value
        return best, most

    def _turns_left(self, view: WallStreetState) -> float:
        return len(view.deck) / max(1, view.num_players)

    def _buy_value(self, view: WallStreetState, seat: int, target: int, need: int, kept: dict[int, float],
                   base: float | None = None, held: Tally | None = None) -> float:
        """What buying at ``target`` for ``need`` cash is worth to me (``kept``: keep values
        already worked out, by card, for the same holdings, prices and cash; ``base`` and
        ``held`` as for ``_keep_value``)."""
        cards = view.circle[target]
        if cards and cards[0] == D.TREND:
            return view.trend_pot - need - 0.5
        valuer = self._valuer(view)
        if held is None:
            held = tally(view.stocks[seat], view.capital_card[seat])
        if base is None:
            base = valuer.score(*held, view.prices)
        return self._cards_worth(view, seat, cards, kept, base, held, None, valuer) - need

    def _cards_worth(self, view: WallStreetState, seat: int, cards: list[int], kept: dict[int, float],
                     base: float, held: Tally, cash: int | None, valuer: Valuer) -> float:
        """What the cards are worth to keep, each one that adds to my value (``kept``: their keep
        values by card, filled in as worked out; the rest as for ``_keep_value``)."""
        value = 0.0
        own = self._own_keep
        for card in cards:
            keep = kept.get(card)
            if keep is None:
                if not own:
                    keep = self._keep_value(view, seat, card, base, held, cash, valuer)
                elif _KIND[card] == D.K_MARKET:
                    if _EFFECT[card] == D.M_MOVE:  # ``_keep_value``'s price move (no money), written out
                        keep = _POINTS[card] + 0.0 + valuer.score(
                            *held, _price_after(view.prices, _MOVE_STOCK[card], _MOVE[card])) - base
                    else:
                        keep = self._keep_value(view, seat, card, base, held, cash, valuer)
                else:  # ``_keep_value``'s share card, written out
                    move = _MOVE[card]
                    keep = valuer.plus(held, card, _price_after(view.prices, _MOVE_STOCK[card], move)
                                       if move else view.prices) - base
                kept[card] = keep
            if keep > 0.0:  # ``+= max(0.0, keep)``: adding 0.0 changes nothing
                value += keep
        return value

    def _sell_value(self, view: WallStreetState, seat: int, card: int, base: float | None = None,
                    held: Tally | None = None, valuer: Valuer | None = None) -> float:
        """What selling ``card`` is worth to me; ``base``, ``held`` and ``valuer`` as for ``_keep_value``."""
        valuer, held, base = self._basis(view, seat, base, held, valuer)
        loss = base - valuer.minus(held, card, view.prices)
        return share_value(card, view.prices) - loss - 2.0

    def _raise_value(self, view: WallStreetState, seat: int) -> float:
        turns = len(view.deck) / max(1, view.num_players) - 1.0  # ``_turns_left`` less one, at most 6
        return (turns if turns < 6.0 else 6.0) * self._raise_weight - D.RAISE_CAPITAL_COST

    def _best_main(self, view: WallStreetState, seat: int, held: Tally, base: float, kept: dict[int, float],
                   sold: dict[int, float], needs: list[int] | None = None,
                   flip: bool = False, valuer: Valuer | None = None) -> tuple[float, Action | None, float]:
        """The best main-phase action and its value; ``held``: my holdings tallied, ``base``: their
        value (``_held``); ``kept``: keep values by card already worked out for the same
        holdings, prices and cash; ``sold``: sale values by card (``_SALE_CLASS``) for the same
        holdings and prices (the flip's second pass changes neither); ``flip``: as if the trend
        card were flipped first (the other direction, a dollar less); ``needs``: ``cash_needs(seat)``
        if the caller has it (not when flipped).  Third: the most a buy could be worth at no cost
        (the kept cards' worth, or the trend pot's), a ceiling on every buy's value at any cost;
        ``valuer``: ``_valuer(view)`` if the caller has it."""
        best_value: float = -1e9
        best_action: Action | None = None
        ceiling = -1e9
        cash = view.cash[seat]
        direction = view.direction
        if flip:
            cash -= D.FLIP_COST
            direction = -direction
        loan_cost = self._loan_cost
        loan_cash = D.LOAN_CASH
        # ``buy_cost(seat, steps)``'s target and cash needed, for every step in one pass
        size = len(view.circle)
        here = view.pawns[seat]
        if needs is None:
            needs = view.cash_needs(seat, direction)
        circle = view.circle
        trend = D.TREND
        if valuer is None:
            valuer = self._valuer(view)
        steps = 0
        own_keep = self._own_keep
        market = D.K_MARKET
        move_effect = D.M_MOVE
        prices = view.prices
        counts, flex, golds = held
        fresh = not kept  # no keep value known yet: none looked up (a card worked out again is worth the same)
        for target in steps_ahead(size, here, direction):
            need = needs[steps]
            steps += 1  # noqa: SIM113 (a counter costs less than enumerate's tuples in this loop)
            # ``_buy_value`` (the same sums), and the most the buy is worth at no cost
            cards = circle[target]
            if cards and cards[0] == trend:
                value = view.trend_pot - 0.5
                if value > ceiling:
                    ceiling = value
                value = view.trend_pot - need - 0.5
            else:  # ``_cards_worth`` (the same sums), written out
                value = 0.0
                for card in cards:
                    keep = None if fresh else kept.get(card)
                    if keep is None:
                        if not own_keep:
                            keep = self._keep_value(view, seat, card, base, held, cash, valuer)
                        elif _KIND[card] == market:
                            if _EFFECT[card] == move_effect:
                                keep = _POINTS[card] + 0.0 + valuer.score(
                                    counts, flex, golds, _price_after(prices, _MOVE_STOCK[card], _MOVE[card])) - base
                            else:
                                keep = self._keep_value(view, seat, card, base, held, cash, valuer)
                        else:
                            move = _MOVE[card]
                            keep = valuer.plus(held, card, _price_after(prices, _MOVE_STOCK[card], move)
                                               if move else prices) - base
                        kept[card] = keep
                    if keep > 0.0:
                        value += keep
                if value > ceiling:
                    ceiling = value
                value -= need
            if need > cash:
                short = need - cash  # enough loans for it: one (1 * loan_cost is loan_cost) or more
                value -= loan_cost if short <= loan_cash else (short + loan_cash - 1) // loan_cash * loan_cost
                if value > best_value:
                    best_value, best_action = value, _LOAN
            elif value > best_value:
                best_value, best_action = value, _BUY[steps] if steps < _NBUY else Buy(steps)
        if view._sell_spot_reason(seat) is None:
            # with one starting or gold card at most, the greedy placement is the best one, and with
            # rows that rise no card less is worth more (``_SALE_BOUND``): a sale is worth at most
            # its cash less 2 (and rounding's last bits), not worked out when that cannot beat the best
            own = self._own_sale
            capped = own and valuer.rising and len(flex) + golds <= 1
            for card in view.stocks[seat]:
                alike = _SALE_CLASS[card]
                sale = sold.get(alike)
                if sale is None:
                    if capped and share_value(card, prices) - 2.0 + _SALE_BOUND <= best_value:
                        continue
                    if own:  # ``_sell_value``, written out
                        loss = base - valuer.minus(held, card, prices)
                        sale = sold[alike] = share_value(card, prices) - loss - 2.0
                    else:
                        sale = sold[alike] = self._sell_value(view, seat, card, base, held, valuer)
                if sale > best_value:
                    best_value, best_action = sale, _SELL[card]
        if view.capital[seat] < D.MAX_CAPITAL and cash >= D.RAISE_CAPITAL_COST:
            value = self._raise_value(view, seat)
            if value > best_value:
                best_value, best_action = value, _RAISE
        return best_value, best_action, ceiling

    def _pile_for(self, view: WallStreetState, seat: int, card: int) -> int:
        """Put dynamite where the end event suits me best against the others;
        anything else on the smallest pile."""
        if D.DYNAMITE[card] == 0:
            return min(range(D.PILES), key=lambda p: (len(view.piles[p]), self.rng.random()))
        hidden = view.capital_card[seat]
        cards = view.stocks[seat]
        minimum = D.MIN_HOLDINGS[view.num_players]
        cap = D.CAPITAL_CARDS[hidden] if hidden >= 0 else None
        base_shares = score_holdings(cards, cap, view.prices, minimum, -1)[0]
        # the others, roughly: shares at an average price, some of them below the minimum
        avg_price = sum(view.prices) / 4
        others = [s for s in range(view.num_players) if s != seat]
        other_shares = sum(len(view.stocks[s]) for s in others) / max(1, len(others)) * avg_price * 0.6
        golds_left = 4 - sum(1 for c in cards if D.KIND[c] == D.K_GOLD)
        other_gold = golds_left / max(1, len(others)) * 0.5

        edges: dict[int, float] = {}  # by event: each worked out once

        def edge(event: int) -> float:
            if event < 0:
                return 0.0
            value = edges.get(event)
            if value is not None:
                return value
            shares, gold = score_holdings(cards, cap, view.prices, minimum, event)
            mine = shares + gold - base_shares
            if event == D.END_RIGHT:
                theirs = -other_shares * 0.45
            elif event == D.END_MIDDLE:
                theirs = -other_shares * 0.25
            else:
                theirs = other_gold * (D.GOLD_EVENT_VALUE - min(view.prices))
            value = edges[event] = mine - theirs
            return value

        current, dynamite = end_event(view.piles)  # (hidden cards, below 0, carry no dynamite)
        best_pile, best_val = 0, -1e9
        for p in range(D.PILES):
            placed = list(dynamite)
            placed[p] += D.DYNAMITE[card]
            event = event_of(placed)
            val = edge(event) - edge(current) + 0.3 * edge(p) + self.rng.random() * 0.2
            if val > best_val:
                best_pile, best_val = p, val
        return best_pile

    # -- decide --------------------------------------------------------------------
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        # as ``HeuristicBase.decide``, without listing the legal actions where it need not: in the
        # main phase, a buy within my cash means two legal actions or more (every buy, or a loan
        # for the dearer ones), else they come from one pass with the cash needs
        # (``main_actions``); a card to keep or discard has Keep and the three piles; the turn's
        # close without call options ends the turn (``_post``: the last legal action, the only
        # one after a flip)
        if type(view) is WallStreetState and seat == view.active:
            ph = view.phase
            if ph == PH_MAIN:
                needs = view.cash_needs(seat)
                cash = view.cash[seat]
                if needs[0] <= cash or min(needs) <= cash:  # (the first step is often within it)
                    return self._choose_main(view, seat, needs)
                legal, needs = view.main_actions(seat)
                if len(legal) > 1:
                    return self._choose_main(view, seat, needs)
            elif ph == PH_KEEP:
                return self._keep_or_pile(view, seat)
            elif ph == PH_POST and not view.options.call_options:
                return _END
        return super().decide(view, seat, budget)

    def _choose_main(self, view: WallStreetState, seat: int, needs: list[int]) -> Action:
        """``choose`` in the main phase (two legal actions or more); ``needs``: ``view.cash_needs(seat)``."""
        kept: dict[int, float] = {}
        sold: dict[int, float] = {}
        valuer = self._valuer(view)
        stocks = view.stocks[seat]
        hidden = view.capital_card[seat]
        at = self._kept
        if at is not None and at[0] == seat and at[3] == hidden and at[1] == stocks:
            held = at[7]  # the same holdings as at my last main choice (nothing changes a tally)
        else:
            held = tally(stocks, hidden)  # for every buy and sale (``_held``)
        base = valuer.score(held[0], held[1], held[2], view.prices)
        value, action, ceiling = self._best_main(view, seat, held, base, kept, sold, needs, valuer=valuer)
        self._kept = (seat, stocks.copy(), view.prices.copy(), hidden, valuer, view.cash[seat] < D.CRASH_COST,
                      kept, held)
        if not view.flipped and view.cash[seat] >= 3:  # (so the flip is legal)
            bar = value + 1.5 - self.patience
            # the same cards are worth the same after a flip, unless a crash would now need a loan
            if view.cash[seat] - D.FLIP_COST < D.CRASH_COST <= view.cash[seat]:
                kept = {}
            elif ceiling - D.FLIP_COST <= bar and self._loan_cost >= 0.0:
                # no flipped buy is worth more than the ceiling (its cash and loans cost >= 0), and
                # the sales and raising capital are worth what they were: no need to look
                return self._legal_main(view, seat, action)
            other, _, _ = self._best_main(view, seat, held, base, kept, sold, flip=True, valuer=valuer)
            if other - D.FLIP_COST > bar:
                return _FLIP
        return self._legal_main(view, seat, action)

    def _legal_main(self, view: WallStreetState, seat: int, action: Action | None) -> Action:
        """``_best_main``'s action: legal by construction (it asks what ``legal_actions`` does: the
        cash needed, the spot to sell from, capital and cash to raise it; a loan when a buy needs
        cash); none only if nothing was worth more than -1e9 (then the first legal action)."""
        return view.legal_actions(seat)[0] if action is None else action

    def choose(self, view: WallStreetState, seat: int, legal: list[Action]) -> Action:
        first = legal[0]
        ph = view.phase
        if ph == PH_MAIN:
            return self._choose_main(view, seat, view.cash_needs(seat))
        if ph == PH_KEEP:
            return self._keep_or_pile(view, seat)
        if ph == PH_PILE:
            return _TO_PILE[self._pile_for(view, seat, view.pile_card)]
        if ph == PH_EXPLODE:
            return _TO_PILE[self._pile_for(view, seat, D.EXPLOSION)]
        if ph == PH_POST:
            return self._post(view, seat, legal)
        if isinstance(first, ChooseStock):
            return ChooseStock(self._choose_stock(view, seat, view.choose_delta))
        if isinstance(first, PlacePawn):
            return self._place(view, seat)
        if isinstance(first, (ShowCard, Offer, RemoveCard)):
            held, base = self._held(view, seat)
            return min(legal, key=lambda a: self._card_worth(view, seat, a.card, held, base))  # type: ignore[attr-defined]
        if isinstance(first, TakeOffer):
            held, base = self._held(view, seat)
            return max(legal, key=lambda a: self._gain_card(view, seat, view.offers[a.seat], held, base))  # type: ignore[attr-defined]
        if isinstance(first, TakeFromPile):
            held, base = self._held(view, seat)
            return max(legal, key=lambda a: self._gain_card(view, seat, view.piles[a.pile][-1], held, base))  # type: ignore[attr-defined]
        if isinstance(first, Repay):
            return Repay(True)
        if isinstance(first, GiveTycoon):
            # the player with the most cards showing is the likeliest leader
            return max(legal, key=lambda a: len(view.stocks[a.seat]) + len(view.markets[a.seat]))  # type: ignore[attr-defined]
        return legal[self.rng.below(len(legal))]

    def _keep_or_pile(self, view: WallStreetState, seat: int) -> Action:
        """Keep the card bought if it adds to my value, else discard it."""
        card = view.pending[0]
        if self._kept_value(view, seat, card) >= 0:
            return _KEEP
        return _TO_PILE[self._pile_for(view, seat, card)]

    def _kept_value(self, view: WallStreetState, seat: int, card: int) -> float:
        """``_keep_value(view, seat, card)``, taken from the last main choice's when it was worked
        out for the same holdings, prices, deck left and (for a crash) cash: the bought cards'
        first decision, before anything they do has happened."""
        at = self._kept
        if (at is not None and at[0] == seat and at[1] == view.stocks[seat] and at[2] == view.prices
                and at[3] == view.capital_card[seat] and at[4] is self._valuer(view)
                and at[5] == (view.cash[seat] < D.CRASH_COST)):
            keep = at[6].get(card)
            if keep is not None:
                return keep
        return self._keep_value(view, seat, card)

    def _held(self, view: WallStreetState, seat: int) -> tuple[Tally, float]:
        """My holdings tallied and their value."""
        held = tally(view.stocks[seat], view.capital_card[seat])
        return held, self._valuer(view).score(*held, view.prices)

    def _card_worth(self, view: WallStreetState, seat: int, card: int, held: Tally, base: float) -> float:
        """What ``card`` (mine) is worth to me: a market card its points, a share what my
        holdings (``held``, worth ``base``) lose without it."""
        if _KIND[card] == D.K_MARKET:
            return float(_POINTS[card])
        if card not in view.stocks[seat]:
            return 0.0
        return base - self._valuer(view).minus(held, card, view.prices)

    def _gain_card(self, view: WallStreetState, seat: int, card: int, held: Tally, base: float) -> float:
        """What ``card`` would add to me: a market card its points, a share what it adds to my
        holdings (``held``, worth ``base``)."""
        if card < 0:
            return -1e9
        if _KIND[card] == D.K_MARKET:
            return float(_POINTS[card])
        return self._valuer(view).plus(held, card, view.prices) - base

    def _place(self, view: WallStreetState, seat: int) -> Action:
        size = len(view.circle)
        best, best_val = 0, -1e9
        held, base = self._held(view, seat)
        for pos in range(size):
            cards = view.circle[pos]
            if not cards or cards[0] == D.TREND:
                continue
            val = sum(self._keep_value(view, seat, c, base, held) - D.COST[c] for c in cards) + self.rng.random() * 0.1
            if val > best_val:
                best, best_val = pos, val
        return PlacePawn((best - view.direction) % size)

    def _post(self, view: WallStreetState, seat: int, legal: list[Action]) -> Action:
        if view.options.call_options and view.cash[seat] >= 6:
            spots = [a for a in legal if isinstance(a, PlaceOption)]
            if spots:
                # deter the others from the card I value most
                held, base = self._held(view, seat)
                return max(spots, key=lambda a: sum(self._keep_value(view, seat, c, base, held)
                                                    for c in view.circle[a.position]))
        last = legal[-1]  # the end of the turn, if it may end now, comes last (``legal_actions``)
        return last if type(last) is EndTurn else legal[0]


def deck_left(state: WallStreetState) -> float:
    """The share of the deck still to come: 1 at the start, 0 in the last round."""
    return 0.0 if state.final_round else min(1.0, len(state.deck) / 80.0)


def _features(state: WallStreetState, seat: int) -> list[float]:
    """What ``evaluate`` weighs, per seat: points already certain (market
    cards, hidden points, tycoon), shares scoring now, cash, loans, capital,
    share cards held, and holdings valued with credit for types below the minimum."""
    parts = dict(state.breakdown(seat))
    locked = parts["market_points"] + parts["hidden_points"] + parts["tycoon"]
    held = parts["shares"] + parts["gold_event"]
    val = Valuer(state, 1.0, fade=1.0)
    hidden = state.capital_card[seat]
    pot = val.holdings(state.stocks[seat], hidden, state.prices)
    shares = sum(_SHARES[c] if _FIXED[c] >= 0 else 1 for c in state.stocks[seat])
    if hidden >= 0:
        shares += _CAP_SHARES[hidden]
    return [float(locked), float(held), float(state.cash[seat]), float(state.loans[seat]),
            float(state.capital[seat]), float(shares), pot]


# Softmax weights of ``evaluate``: u = sum_k (A_k + B_k * left) * feature_k, features as in
# ``_features``.  Fitted by tools/fit_eval.py wall_street_1920 (defaults: 400 four-player heuristic
# games, seed 7, a position every 4 decisions in the main phase; log-loss on 200 held-out games
# 1.19, against 1.39 for a coin and 1.52 for the earlier logistic of the score lead / 8; winner
# picked right in 46% of positions, against 35%).
_WEIGHTS = (0.1006, 0.03784, 0.144, -0.9281, -0.1018, 0.2834, 0.01901,
            -0.02998, -0.05411, -0.04105, -0.03633, 0.5436, 0.3758, -0.05841)


def win_chances(state: WallStreetState) -> list[float]:
    """Each seat's chance to win from a full state, by the fitted softmax."""
    left = deck_left(state)
    k = len(_WEIGHTS) // 2
    coef = [_WEIGHTS[i] + _WEIGHTS[k + i] * left for i in range(k)]
    return softmax([sum(c * f for c, f in zip(coef, _features(state, s), strict=True))
                    for s in range(state.num_players)])


def evaluate(state: State, seat: int) -> float:
    """For a full (determinized) state: ``seat``'s chance to win, in [0, 1]
    (a softmax over the seats fitted on heuristic self-play, see ``_WEIGHTS``)."""
    assert isinstance(state, WallStreetState)
    if state.is_over():
        return state.result().share(seat)
    return win_chances(state)[seat]
