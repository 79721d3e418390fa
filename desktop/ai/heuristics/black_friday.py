"""A rule-based Black Friday player.

Its idea: at the end everything is turned into silver at $100 a bar, so every
bar bought below $100 gains, and the cheaper the better; subsidies are cheap
money ($1 interest a price change) and worth taking to buy silver.  Shares
are the way to grow money: it buys the colours that are scarce in the market
(a colour missing from the market rises a whole row at the next price change),
sells a colour once its price has climbed, and steers the cases it moves so
that its own colours stay scarce and the others do not.

It reads only the view it is given (its own screen, the public board)."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.evaluation import win_and_place
from desktop.ai.heuristics._base import HeuristicBase
from desktop.engine import Action, State
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import (
    Buy,
    BuySilver,
    Done,
    ExtraPass,
    LowerPrice,
    Pass,
    PayInterest,
    PlaceCase,
    Sell,
    TakeSubsidy,
    UseSpecial,
)
from desktop.engine.games.black_friday.state import (
    AFTER,
    BUY,
    BUYING,
    CASE,
    COLOUR_RANGE,
    COLOURS_OF,
    DEST_MARKET,
    EXTRA,
    LOWER,
    MAIN,
    MARKER,
    OVER,
    OWE,
    PLACE,
    SELL,
    SELLING,
    SILVER,
    BlackFridayState,
)

#: risk: how readily it holds shares instead of silver (0 = silver only, 1 = keen on shares);
#: silver_cap: the highest silver price (as a fraction of $100) it still buys at;
#: sell_row: the price-grid row at which it sells a colour (it sells earlier late in the game);
#: subsidy_greed: 1 = takes subsidies to buy silver whenever the limit allows, 0 = only to pay interest.
PERSONALITY_DEFAULTS: dict[str, float] = {
    "risk": 0.5,
    "silver_cap": 0.9,
    "sell_row": 4.0,
    "subsidy_greed": 1.0,
}

TAKE = TakeSubsidy()
DONE = Done()
PASS = Pass()
BUY_SILVER = BuySilver()
PAY = PayInterest()
PLUS = {kind: UseSpecial(kind) for kind in ("buy_plus_one", "sell_plus_one", "silver_plus_one")}
SILVER_TRACK = D.SILVER_TRACK
EXTRA_PASS_BIT = D.SPECIAL_BIT[D.EXTRA_PASS]
GRID = D.GRID
#: the silver space from which the game is late (``_late``: it buys no more shares, sells any)
LATE = D.SILVER_END - 4


#: Search settings (``SearchConfig`` overrides): the paired root comparison (the root's actions
#: on the same deals and dice) with the fitted ``evaluate``.  Against three Heuristic bots
#: (``--seed 11 --iterations 200``, 96 games) Hard won 47.7% [38.0, 57.6]; before (tree search, old
#: evaluation) 40.2% [30.9, 50.2].  See docs/games/black_friday.md.
SEARCH: dict[str, float] = {"root_paired": 1}


class HeuristicBot(HeuristicBase[BlackFridayState]):
    state_type = BlackFridayState
    defaults = PERSONALITY_DEFAULTS

    def __init__(self, seed: int, personality: Mapping[str, float] | None = None) -> None:
        super().__init__(seed, personality)
        p = self.p
        #: ``_main_now``'s numbers of the personality, worked out once (``_silver_plan``)
        self.silver_plan = _silver_plan(p["silver_cap"], p["risk"])
        #: the sale row as an integer (rows are integers: ``row >= sell_row`` the same)
        self.sell_row = math.ceil(p["sell_row"]) if math.isfinite(p["sell_row"]) else p["sell_row"]
        self.greedy = p["subsidy_greed"] > 0.5

    # -- the decision -----------------------------------------------------------
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        """``choose`` over ``legal_actions`` (or the only legal action), worked out from the
        state without listing the legal actions: each phase's conditions of ``legal_actions``
        asked only where the choice reads them (tests/ai/test_black_friday_decide.py holds it
        to ``choose``).  Anything unusual (no legal action, a seat not to move) goes the
        listed way."""
        if type(view) is BlackFridayState and seat == view.current:
            chosen = _NOW[view.phase](self, view, seat)  # the phase's ``_*_now``
            if chosen is not None:
                return chosen
        return super().decide(view, seat, budget)

    def _open(self, view: BlackFridayState) -> bool:
        """The action in progress may take one more share or bar (``legal_actions``' test; written
        out in ``_silver_now`` and ``_selling_now``)."""
        return view.act_count < D.LEVEL_TRADE_LIMIT[view.level - 1] + view.act_bonus

    def _plus_legal(self, view: BlackFridayState, seat: int, plus: str) -> bool:
        """``UseSpecial(plus)`` is legal in the action's phase (``legal_actions``' test)."""
        return (view.act_bonus == 0 and not view.act_count < D.LEVEL_TRADE_LIMIT[view.level - 1]
                and view.has_special(seat, plus))

    def _finish_now(self, view: BlackFridayState, seat: int, plus: str) -> Action:
        """``_more`` with nothing wanted: the +1 card when it is legal and worth it, else ``Done``."""
        if self._plus_legal(view, seat, plus) and self._plus_worth(view, seat, plus):
            return PLUS[plus]
        return DONE

    def _best_sale(self, view: BlackFridayState, hold: list[int], late: bool) -> int:
        """The colour to sell from ``hold``: of the colours held that are wanted (any ``late``, else
        at the sell row or above, or two rows up with six in the market) the dearest, the first of
        equals; -1 when none is."""
        row, market, col = view.row, view.market, view.col
        sell_row = self.sell_row
        best = -1
        best_price = 0
        for c in COLOUR_RANGE:
            if hold[c]:
                r = row[c]
                if late or r >= sell_row or (r >= 2 and market[c] >= 6):
                    p = GRID[r][col[c]]
                    if best < 0 or p > best_price:
                        best, best_price = c, p
        return best

    def _main_now(self, view: BlackFridayState, seat: int) -> Action:
        """``_main`` without the legal list: a colour is sold from the hand, bought when in the
        market and affordable, passed on with PASSEN when in the market; silver when affordable."""
        hold = view.holdings[seat]
        row, market = view.row, view.market
        idx = view.silver_idx
        late = idx >= LATE
        if view.held[seat]:  # shares in hand (the seat's own count is exact on its view too)
            best_sell = self._best_sale(view, hold, late)
            if best_sell >= 0:
                return SELL[best_sell]
            if not view.special_used[seat] and view.special[seat] & EXTRA_PASS_BIT:
                for c in COLOUR_RANGE:
                    if hold[c] and market[c] == 1:
                        return EXTRA[c]
        cash = view.cash[seat]
        silver_price = SILVER_TRACK[idx]
        room = D.LEVEL_SUBSIDY_LIMIT[view.level - 1] - view.subsidies[seat]  # ``_subsidy_room``
        if room < 0:
            room = 0
        # silver while it is cheap (``_silver_good``) and preferred (``_prefer_silver`` written out:
        # the share target is worked out only when the gains leave the choice to it; ``sure``:
        # preferred whatever the target)
        target: int | None = -1  # not worked out yet
        cheap, gain_silver, gain_share, sure = self.silver_plan[idx]
        if cheap:
            if not sure:
                target = self._share_target(view)
            if sure or target is None or (gain_silver >= gain_share and market[target] > 2):
                if cash >= silver_price:
                    return BUY_SILVER
                if room and cash + D.SUBSIDY_VALUE * room >= silver_price and self.greedy:
                    return TAKE
        if target == -1:
            target = self._share_target(view)
        if target is not None:
            price = GRID[row[target]][view.col[target]]
            if not late and cash >= price:
                return BUY[target]
            if room and cash + D.SUBSIDY_VALUE >= price:
                return TAKE
        if cash >= silver_price and silver_price < 100:
            return BUY_SILVER
        return PASS

    def _marker_now(self, view: BlackFridayState, seat: int) -> Action:
        return self._pick_now(view, seat, MARKER)

    def _over_now(self, view: BlackFridayState, seat: int) -> None:
        """No choice: the game is over."""
        return None

    def _pick_now(self, view: BlackFridayState, seat: int, phase: int = CASE) -> Action:
        """The MARKER and CASE choice of ``choose`` over the colours the phase offers."""
        # the keys of ``choose``: (stake, colour) as one integer, stake * 8 + colour (colours < 8),
        # and (stake, -cases in the market) compared part by part; no stake without shares of the
        # colour.  Prices are > 0: when the least is wanted, the first colour without stake is it;
        # when the most is, a colour with stake beats every one without
        hold, row, col = view.holdings[seat], view.row, view.col
        if phase == MARKER:
            offered = view.act_colours
            least = True
        else:
            offered = view.case_bits()
            least = view.case_dest == DEST_MARKET
        if not offered:
            raise ValueError("no price marker or case to choose")
        held = offered & ((hold[0] and 1) + (hold[1] and 2) + (hold[2] and 4) + (hold[3] and 8) + (hold[4] and 16))
        chosen = -1
        chosen_key = 0
        if least:
            if held != offered:  # the first colour with no stake
                chosen = COLOURS_OF[offered & ~held][0]
            else:
                for c in COLOURS_OF[held]:
                    key = hold[c] * GRID[row[c]][col[c]] * 8 + c
                    if chosen < 0 or key < chosen_key:
                        chosen, chosen_key = c, key
        elif not held:  # the first of the fewest cases in the market
            market = view.market
            for c in COLOURS_OF[offered]:
                if chosen < 0 or market[c] < chosen_key:
                    chosen, chosen_key = c, market[c]
        else:
            market = view.market
            fewest = 0  # the chosen colour's cases in the market
            for c in COLOURS_OF[held]:
                stake = hold[c] * GRID[row[c]][col[c]]
                if chosen < 0 or stake > chosen_key or (stake == chosen_key and market[c] < fewest):
                    chosen, chosen_key, fewest = c, stake, market[c]
        return (LOWER if phase == MARKER else PLACE)[chosen]

    def _owe_now(self, view: BlackFridayState, seat: int) -> Action | None:
        """``_owe`` without the legal list (None: no legal action)."""
        if view.cash[seat] >= view.unpaid[seat] or view.may_pay_interest(seat):  # (its first test first)
            return PAY
        if view.subsidies[seat] < D.LEVEL_SUBSIDY_LIMIT[view.level - 1]:
            return TAKE
        hold, row, col = view.holdings[seat], view.row, view.col
        best = -1
        best_price = 0
        for c in COLOUR_RANGE:
            if hold[c]:
                p = GRID[row[c]][col[c]]
                if best < 0 or p > best_price:
                    best, best_price = c, p
        return SELL[best] if best >= 0 else None

    def _silver_now(self, view: BlackFridayState, seat: int) -> Action:
        cash = view.cash[seat]
        silver_price = SILVER_TRACK[view.silver_idx]
        if view.act_count < D.LEVEL_TRADE_LIMIT[view.level - 1] + view.act_bonus and cash >= silver_price:
            return BUY_SILVER
        if (view.subsidies[seat] < D.LEVEL_SUBSIDY_LIMIT[view.level - 1]
                and self.silver_plan[view.silver_idx][0]  # ``_silver_good``
                and cash + D.SUBSIDY_VALUE >= silver_price):
            return TAKE
        return self._finish_now(view, seat, "silver_plus_one")

    def _selling_now(self, view: BlackFridayState, seat: int) -> Action:
        if view.act_count < D.LEVEL_TRADE_LIMIT[view.level - 1] + view.act_bonus:
            # (late, every colour held is wanted: ``choose``'s first sale is never needed)
            best = self._best_sale(view, view.holdings[seat], view.silver_idx >= LATE)
            return SELL[best] if best >= 0 else DONE
        return self._finish_now(view, seat, "sell_plus_one")

    def _buying_now(self, view: BlackFridayState, seat: int) -> Action:
        if self._open(view):
            if not self._late(view):
                target = self._share_target(view)
                if target is not None and view.cash[seat] >= view.price(target):
                    return BUY[target]
            return DONE
        return self._finish_now(view, seat, "buy_plus_one")

    def _after_now(self, view: BlackFridayState, seat: int) -> Action:
        hold, market = view.holdings[seat], view.market
        chosen = -1
        chosen_key: tuple[float, int] = (0.0, 0)
        for c in COLOUR_RANGE:
            if market[c] and hold[c]:
                key = (self._stake(view, seat, c), -market[c])
                if chosen < 0 or key > chosen_key:
                    chosen, chosen_key = c, key
        return EXTRA[chosen] if chosen >= 0 else DONE

    def choose(self, view: BlackFridayState, seat: int, legal: list[Action]) -> Action:
        phase = view.phase
        if phase == OWE:
            return self._owe(view, seat, legal)
        if phase == MAIN:
            return self._main(view, seat, legal)
        if phase == BUYING:
            return self._more(view, seat, legal, self._buy_choice(view, seat, legal), "buy_plus_one")
        if phase == SELLING:
            # the first of the highest-priced sales wanted (``_wants_to_sell`` written out)
            hold = view.holdings[seat]
            row, market = view.row, view.market
            late = view.silver_idx >= LATE
            sell_row = self.p["sell_row"]
            best: Action | None = None
            first: Action | None = None
            best_price = 0
            for a in legal:
                if type(a) is Sell:
                    c = a.colour
                    if first is None:
                        first = a
                    r = row[c]
                    if hold[c] and (late or r >= sell_row or (r >= 2 and market[c] >= 6)):
                        p = view.price(c)
                        if best is None or p > best_price:
                            best, best_price = a, p
            if best is None and late:
                best = first
            return self._more(view, seat, legal, best, "sell_plus_one")
        if phase == SILVER:
            want: Action | None = None
            if any(isinstance(a, BuySilver) for a in legal):
                want = BuySilver()
            elif TAKE in legal and self._silver_good(view) and view.cash[seat] + D.SUBSIDY_VALUE >= view.silver_price():
                want = TAKE
            return self._more(view, seat, legal, want, "silver_plus_one")
        if phase in (MARKER, CASE):
            # the least (MARKER, or a case into the market: that hurts the colour, so one we lack)
            # or most (a case onto a chart) of my stake, ties as ``min``/``max`` over the keys break them
            hold = view.holdings[seat]
            kind = LowerPrice if phase == MARKER else PlaceCase
            least = phase == MARKER or view.case_dest == DEST_MARKET
            chosen: Action | None = None
            chosen_key: tuple[int, int] = (0, 0)
            for a in legal:
                if type(a) is kind:
                    c = a.colour
                    stake = hold[c] * view.price(c)
                    if least:
                        key = (stake, c)
                        if chosen is None or key < chosen_key:
                            chosen, chosen_key = a, key
                    else:
                        key = (stake, -view.market[c])
                        if chosen is None or key > chosen_key:
                            chosen, chosen_key = a, key
            if chosen is None:  # as ``min``/``max`` of nothing would
                raise ValueError("no price marker or case to choose")
            return chosen
        if phase == AFTER:
            extras = [a for a in legal if isinstance(a, ExtraPass)]
            mine = [a for a in extras if view.holdings[seat][a.colour]]
            if mine:
                return max(mine, key=lambda a: (self._stake(view, seat, a.colour), -view.market[a.colour]))
            return DONE
        return legal[0]

    def _more(self, view: BlackFridayState, seat: int, legal: list[Action], want: Action | None,
              plus: str) -> Action:
        """Continue an action: the wanted step, a +1 card at the limit, or finish."""
        if want is not None and want in legal:
            return want
        if want is not None and UseSpecial(plus) in legal:
            return UseSpecial(plus)
        use = UseSpecial(plus)
        if use in legal and self._plus_worth(view, seat, plus):
            return use
        return DONE

    def _plus_worth(self, view: BlackFridayState, seat: int, plus: str) -> bool:
        cash = view.cash[seat] + self._subsidy_room(view, seat) * D.SUBSIDY_VALUE
        if plus == "silver_plus_one":
            return self._silver_good(view) and cash >= view.silver_price()
        if plus == "sell_plus_one":
            return any(h and self._wants_to_sell(view, seat, c) for c, h in enumerate(view.holdings[seat]))
        return any(view.market[c] and cash >= view.price(c) for c in range(D.NUM_COLOURS))

    # -- phases --------------------------------------------------------------------
    def _owe(self, view: BlackFridayState, seat: int, legal: list[Action]) -> Action:
        if PayInterest() in legal:
            return PayInterest()
        if TAKE in legal:
            return TAKE
        sells = [a for a in legal if isinstance(a, Sell)]
        return max(sells, key=lambda a: view.price(a.colour)) if sells else legal[0]

    def _main(self, view: BlackFridayState, seat: int, legal: list[Action]) -> Action:
        # 1. sell a colour that has climbed (or anything late in the game): ``_wants_to_sell``
        # written out, the first of the highest prices as ``max`` takes it
        hold = view.holdings[seat]
        row, market = view.row, view.market
        late = view.silver_idx >= LATE
        sell_row = self.p["sell_row"]
        best_sell: Action | None = None
        best_price = 0
        has_silver = False
        for a in legal:
            kind = type(a)
            if kind is Sell:
                c = a.colour  # type: ignore[attr-defined]
                r = row[c]
                if hold[c] and (late or r >= sell_row or (r >= 2 and market[c] >= 6)):
                    p = view.price(c)
                    if best_sell is None or p > best_price:
                        best_sell, best_price = a, p
            elif kind is BuySilver:
                has_silver = True
        if best_sell is not None:
            return best_sell
        # 2. PASSEN before the action when it takes the last case of a colour we hold
        for a in legal:
            if type(a) is ExtraPass and hold[a.colour] and market[a.colour] == 1:
                return a
        room = self._subsidy_room(view, seat)
        cash = view.cash[seat]
        target = self._share_target(view)  # a pure function of the view: worked out once
        # 3. silver while it is cheap
        if self._silver_good(view) and self._prefer_silver(view, seat, target):
            if has_silver:
                return BUY_SILVER
            if room and cash + D.SUBSIDY_VALUE * room >= view.silver_price() and self.p["subsidy_greed"] > 0.5:
                return TAKE
        # 4. shares of a scarce colour
        if not late:
            for a in legal:
                if type(a) is Buy and a.colour == target:
                    return a
        if target is not None and room and cash + D.SUBSIDY_VALUE >= view.price(target):
            return TAKE
        if has_silver and view.silver_price() < 100:
            return BUY_SILVER
        return PASS

    # -- judgements -------------------------------------------------------------------
    def _late(self, view: BlackFridayState) -> bool:
        return view.silver_idx >= LATE

    def _subsidy_room(self, view: BlackFridayState, seat: int) -> int:
        return max(0, view.subsidy_limit() - view.subsidies[seat])

    def _silver_good(self, view: BlackFridayState) -> bool:
        return view.silver_price() <= 100 * self.p["silver_cap"]

    def _prefer_silver(self, view: BlackFridayState, seat: int, target: int | None) -> bool:
        """Silver now, or shares (``target``: ``_share_target``)?  Early cheap silver beats
        shares unless we like risk."""
        if target is None:
            return True
        gain_silver = 100 / view.silver_price()
        gain_share = 1.0 + 3.0 * self.p["risk"] * (D.SILVER_END - view.silver_idx) / D.SILVER_END
        if view.market[target] <= 2:
            gain_share *= 1.5
        return gain_silver >= gain_share

    def _share_target(self, view: BlackFridayState) -> int | None:
        """The colour worth buying: scarce in the market, low on the grid.  The first colour in the
        market with the highest -2 × its cases there - its row / 2 + 1 if two of its cases are on
        the buy chart (counted as the lowest 4 × its cases + its row - 2: the same order, in small
        non-negative integers, which Python does not allocate)."""
        row, chart, market = view.row, view.buy_chart, view.market
        pairs = len(chart) >= 2
        best = -1
        best_cost = 0
        for c in COLOUR_RANGE:
            n = market[c]
            if n:
                cost = 4 * n + row[c]
                if pairs and chart.count(c) == 2:
                    cost -= 2
                if best < 0 or cost < best_cost:
                    best, best_cost = c, cost
        return best if best >= 0 else None

    def _buy_choice(self, view: BlackFridayState, seat: int, legal: list[Action]) -> Action | None:
        if self._late(view):
            return None
        target = self._share_target(view)
        buys = [a for a in legal if isinstance(a, Buy)]
        if not buys:
            return None
        for a in buys:
            if a.colour == target:
                return a
        if view.phase == BUYING:
            return None
        return None

    def _wants_to_sell(self, view: BlackFridayState, seat: int, colour: int) -> bool:
        if not view.holdings[seat][colour]:
            return False
        if self._late(view):
            return True
        if view.row[colour] >= self.p["sell_row"]:
            return True
        # many cases of the colour in the market: it is likely to fall
        return view.row[colour] >= 2 and view.market[colour] >= 6

    def _stake(self, view: BlackFridayState, seat: int, colour: int) -> float:
        return view.holdings[seat][colour] * view.price(colour)


@functools.cache
def _silver_plan(silver_cap: float, risk: float) -> tuple[tuple[bool, float, float, bool], ...]:
    """Per silver space: (silver cheap enough: ``_silver_good``, the two gains of
    ``_prefer_silver``, whether silver's gain beats 1.5 times the shares' (preferred whatever the
    share target: gain_share * 1.5 >= gain_share)), the same float expressions."""
    cap = 100 * silver_cap
    plan = []
    for i, price in enumerate(SILVER_TRACK):
        gain_silver = 100 / price
        gain_share = 1.0 + 3.0 * risk * (D.SILVER_END - i) / D.SILVER_END
        plan.append((price <= cap, gain_silver, gain_share, gain_silver >= gain_share * 1.5))
    return tuple(plan)


#: ``decide``'s choice for each phase (index: the phase)
_NOW: tuple[Callable[[HeuristicBot, BlackFridayState, int], Action | None], ...] = (
    HeuristicBot._main_now, HeuristicBot._buying_now, HeuristicBot._selling_now, HeuristicBot._silver_now,
    HeuristicBot._marker_now, HeuristicBot._pick_now, HeuristicBot._after_now, HeuristicBot._owe_now,
    HeuristicBot._over_now)
assert tuple(range(9)) == (MAIN, BUYING, SELLING, SILVER, MARKER, CASE, AFTER, OWE, OVER)

#: Per ``stage`` (the silver price's space in threes), the weights of (bars held, money = cash +
#: shares at today's prices, in bars at $100) in a conditional logit that predicts the winner.
#: Fitted by ``tools/fit_eval.py black_friday --train 600 --test 300 --every 3 --seed 1`` (heuristic
#: self-play, 4 players): held-out log-loss 0.796 vs 1.276 for the old "share of worth in bars,
#: squared" (chance 1.386), winner accuracy 0.647 vs 0.593.  Early on a dollar is worth far more
#: than 1/100 of a bar (the fit gives about 1/silver price: it still buys cheap silver).  Cash and
#: shares share one weight: fitted apart, cash came out more predictive, which would make every
#: sale look like a gain to the search.
_WEIGHTS: tuple[tuple[float, float], ...] = (
    (1.1408, 8.4995),  # silver space 0-2
    (0.9969, 4.8925),  # silver space 3-5
    (1.4148, 4.8143),  # silver space 6-8
    (2.2624, 7.0888),  # silver space 9-11
    (2.8278, 6.8797),  # silver space 12-14
    (4.3652, 7.3246),  # silver space 15-17
    (6.4224, 8.3352),  # silver space 18-20
    (9.4476, 9.5128),  # silver space 21-23
)


def evaluate(state: State, seat: int) -> float:
    """How well ``seat`` stands: in [0, 1], mostly its chance to win (see ``desktop.ai.evaluation.win_and_place``) with
    utilities ``_WEIGHTS[stage]`` times each seat's ``features``."""
    assert isinstance(state, BlackFridayState)
    if state.is_over():
        return state.result().share(seat)
    w_bars, w_money = _WEIGHTS[stage(state)]
    utils = [w_bars * b + w_money * (c + sh) for b, c, sh in features(state)]
    return win_and_place(utils, seat)

def features(state: BlackFridayState) -> list[tuple[float, float, float]]:
    """Per seat, on a full state, in silver bars: (bars held, cash, shares at today's prices),
    the cash counting the subsidies still to take up to today's limit (the end of the game
    takes them) less unpaid interest; money in bars at the final $100 a bar."""
    limit = state.subsidy_limit()
    out: list[tuple[float, float, float]] = []
    for s in range(state.num_players):
        cash = state.cash[s] + max(0, limit - state.subsidies[s]) * D.SUBSIDY_VALUE - state.unpaid[s]
        shares = sum(h * state.price(c) for c, h in enumerate(state.holdings[s]))
        out.append((float(state.gold[s] * D.SILVER_PER_GOLD + state.silver[s]), cash / 100, shares / 100))
    return out


def stage(state: BlackFridayState) -> int:
    """The stage of the game for ``_WEIGHTS``: the silver price's space, in threes (0 … 7)."""
    return min(7, state.silver_idx // 3)


