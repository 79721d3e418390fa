"""Black Friday (暗黒の金曜日): the rules engine.

A turn is split into small decisions: the action is chosen share by share (or
bar by bar), then ``Done``; the case the action moves is chosen with
``PlaceCase`` when there is a choice; a seller of several colours picks the
marker with ``LowerPrice``.  Subsidies may be taken at every decision of one's
own turn.  Hidden: the colours behind other players' screens (beyond what
their public purchases and sales show) and the bag's colours; their counts
are public."""

from __future__ import annotations

from typing import ClassVar

from desktop.engine import Action, Event, Game, IllegalAction, Result, Rng, State, rank_by
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.records import (
    BlackFridayOptions,
    Buy,
    BuySilver,
    CaseMoved,
    CasesDrawn,
    Done,
    ExtraPass,
    FinalSettlement,
    GameEnded,
    InterestCharged,
    LevelChanged,
    LowerPrice,
    Pass,
    Passed,
    PayInterest,
    PlaceCase,
    PriceChangeStarted,
    PriceMoved,
    SalesTableChanged,
    Sell,
    ShareBought,
    ShareSold,
    SilverBought,
    SilverPriceMoved,
    SpecialUsed,
    SubsidyTaken,
    TakeSubsidy,
    TurnStarted,
    UseSpecial,
)

HIDDEN = -1
NC = D.NUM_COLOURS
GRID = D.GRID
#: the colours in order (a tuple: a loop over it costs less than over a range)
COLOUR_RANGE = tuple(range(NC))
#: the colours of a bit set of colours (index: the set), in colour order
COLOURS_OF = tuple(tuple(c for c in COLOUR_RANGE if bits >> c & 1) for bits in range(1 << NC))

# phases of the player's turn
MAIN, BUYING, SELLING, SILVER, MARKER, CASE, AFTER, OWE, OVER = range(9)
# kinds of action in progress
ACT_NONE, ACT_BUY, ACT_SELL, ACT_SILVER, ACT_PASS = range(5)

# one instance per action value: legal_actions builds no objects
TAKE_SUBSIDY = TakeSubsidy()
PAY_INTEREST = PayInterest()
BUY_SILVER = BuySilver()
PASS = Pass()
DONE = Done()
BUY = tuple(Buy(c) for c in COLOUR_RANGE)
SELL = tuple(Sell(c) for c in COLOUR_RANGE)
EXTRA = tuple(ExtraPass(c) for c in COLOUR_RANGE)
PLACE = tuple(PlaceCase(c) for c in COLOUR_RANGE)
LOWER = tuple(LowerPrice(c) for c in COLOUR_RANGE)
USE = {kind: UseSpecial(kind) for kind in (D.BUY_PLUS_ONE, D.SELL_PLUS_ONE, D.SILVER_PLUS_ONE)}
PLUS_ONE_FOR = {ACT_BUY: D.BUY_PLUS_ONE, ACT_SELL: D.SELL_PLUS_ONE, ACT_SILVER: D.SILVER_PLUS_ONE}
PHASE_ACT = {BUYING: ACT_BUY, SELLING: ACT_SELL, SILVER: ACT_SILVER}
EXTRA_PASS_BIT = D.SPECIAL_BIT[D.EXTRA_PASS]
SAME_COLOUR = D.SAME_COLOUR_ON_CHART
#: the colour of a one-colour bit set (index: the set)
COLOUR_OF_BIT = tuple(bits.bit_length() - 1 for bits in range(1 << NC))
#: ``to_move``'s answer for each seat (made once)
MOVERS = tuple((seat,) for seat in range(5))



def step(row: int, col: int, move: str) -> tuple[int, int]:
    """The square a price marker on (``row``, ``col``) reaches by one unit move with the grid's edge
    rules: right past the last column goes up a row, left past the first goes down a row, up stops
    at the top row, down from the bottom row goes one step left."""
    if move == D.RIGHT:
        if col < D.COLS - 1:
            return row, col + 1
        return (row + 1, col) if row < D.ROWS - 1 else (row, col)
    if move == D.LEFT:
        if col > 0:
            return row, col - 1
        return (row - 1, col) if row > 0 else (row, col)
    if move == D.UP:
        return (row + 1, col) if row < D.ROWS - 1 else (row, col)
    if row > 0:  # down
        return row - 1, col
    return (row, col - 1) if col > 0 else (row, col)


def _moved(row: int, col: int, moves: tuple[str, ...]) -> tuple[int, int]:
    for move in moves:
        row, col = step(row, col, move)
    return row, col


#: ``STEP[move][row][col]``: ``step(row, col, move)``
STEP = {move: tuple(tuple(step(r, k, move) for k in range(D.COLS)) for r in range(D.ROWS))
        for move in (D.UP, D.DOWN, D.LEFT, D.RIGHT)}
STEP_LEFT, STEP_RIGHT = STEP[D.LEFT], STEP[D.RIGHT]
#: ``PRICE_CHANGE_TO[v + BLACK_CASES][row][col]``: where a price change's table moves for the value
#: ``v`` (a colour's cases drawn less the blacks; ``D.table_moves``) take a marker on (row, col)
PRICE_CHANGE_TO = tuple(tuple(tuple(_moved(r, k, D.table_moves(v)) for k in range(D.COLS)) for r in range(D.ROWS))
                        for v in range(-D.BLACK_CASES, max(D.LEVEL_DRAWS) + 1))

# where the case chosen with PlaceCase goes
DEST_BUY_CHART, DEST_SILVER_CHART, DEST_MARKET = 0, 1, 2


class BlackFridayState(State):
    __slots__ = (
        "act",
        "act_bonus",
        "act_colours",
        "act_count",
        "bag",
        "bag_n",
        "bank",
        "buy_chart",
        "case_dest",
        "cash",
        "col",
        "current",
        "end_cause",
        "gold",
        "held",
        "holdings",
        "known",
        "level",
        "level_blacks",
        "market",
        "market_mask",
        "num_players",
        "options",
        "owed_sale",
        "phase",
        "price_changes",
        "reserve_blacks",
        "rng",
        "row",
        "rules_version",
        "sales_used",
        "silver",
        "silver_chart",
        "silver_count",
        "silver_idx",
        "special",
        "special_used",
        "start",
        "subsidies",
        "table",
        "tables",
        "three_done",
        "turn",
        "unpaid",
        "viewer",
    )
    game: ClassVar[Game[BlackFridayOptions]]

    num_players: int
    viewer: int | None
    options: BlackFridayOptions
    rng: Rng | None
    row: list[int]
    col: list[int]
    level: int
    level_blacks: int
    reserve_blacks: int
    silver_idx: int
    silver_count: int
    market: list[int]
    bag: list[int]
    bag_n: int
    buy_chart: list[int]
    silver_chart: list[int]
    three_done: list[int]
    tables: list[list[int]]
    table: int
    sales_used: int
    holdings: list[list[int]]
    known: list[list[int]]
    held: list[int]
    cash: list[int]
    bank: int
    subsidies: list[int]
    unpaid: list[int]
    silver: list[int]
    gold: list[int]
    special: list[int]
    special_used: list[bool]
    start: int
    current: int
    turn: int
    price_changes: int
    phase: int
    act: int
    act_count: int
    act_bonus: int
    act_colours: int
    case_dest: int
    market_mask: int
    owed_sale: bool
    end_cause: str

    def __init__(self) -> None:
        self.viewer = None

    # -- derived numbers ------------------------------------------------------
    def price(self, colour: int) -> int:
        return D.GRID[self.row[colour]][self.col[colour]]

    def silver_price(self) -> int:
        return D.SILVER_TRACK[self.silver_idx]

    def trade_limit(self) -> int:
        return D.LEVEL_TRADE_LIMIT[self.level - 1]

    def subsidy_limit(self) -> int:
        return D.LEVEL_SUBSIDY_LIMIT[self.level - 1]

    def chart_spaces(self) -> int:
        return D.BUY_CHART_SPACES_5P if self.num_players == 5 else D.BUY_CHART_SPACES

    def sales_trigger(self) -> int:
        return D.SALES_TRIGGER_5P if self.num_players == 5 else D.SALES_TRIGGER

    def has_special(self, seat: int, kind: str) -> bool:
        return not self.special_used[seat] and bool(self.special[seat] & D.SPECIAL_BIT[kind])

    def table_coloured(self) -> int:
        t = self.tables[self.table]
        return t[0] + t[1] + t[2] + t[3] + t[4]

    # -- queries ----------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.phase == OVER else MOVERS[self.current]

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if seat != self.current or phase == OVER:
            return []
        out: list[Action] = []
        if self.subsidies[seat] < D.LEVEL_SUBSIDY_LIMIT[self.level - 1]:
            out.append(TAKE_SUBSIDY)
        market = self.market
        if phase == MAIN:
            cash = self.cash[seat]
            if self.has_special(seat, D.EXTRA_PASS):
                for c in COLOUR_RANGE:
                    if market[c]:
                        out.append(EXTRA[c])
            row, col = self.row, self.col
            for c in COLOUR_RANGE:
                if market[c] and cash >= GRID[row[c]][col[c]]:
                    out.append(BUY[c])
            hold = self.holdings[seat]
            for c in COLOUR_RANGE:
                if hold[c]:
                    out.append(SELL[c])
            if cash >= D.SILVER_TRACK[self.silver_idx]:
                out.append(BUY_SILVER)
            out.append(PASS)
        elif phase == BUYING:
            if self.act_count < self.trade_limit() + self.act_bonus:
                cash = self.cash[seat]
                row, col = self.row, self.col
                for c in COLOUR_RANGE:
                    if market[c] and cash >= GRID[row[c]][col[c]]:
                        out.append(BUY[c])
            elif self.act_bonus == 0 and self.has_special(seat, D.BUY_PLUS_ONE):
                out.append(USE[D.BUY_PLUS_ONE])
            out.append(DONE)
        elif phase == SELLING:
            if self.act_count < self.trade_limit() + self.act_bonus:
                hold = self.holdings[seat]
                for c in COLOUR_RANGE:
                    if hold[c]:
                        out.append(SELL[c])
            elif self.act_bonus == 0 and self.has_special(seat, D.SELL_PLUS_ONE):
                out.append(USE[D.SELL_PLUS_ONE])
            out.append(DONE)
        elif phase == SILVER:
            if self.act_count < self.trade_limit() + self.act_bonus:
                if self.cash[seat] >= D.SILVER_TRACK[self.silver_idx]:
                    out.append(BUY_SILVER)
            elif self.act_bonus == 0 and self.has_special(seat, D.SILVER_PLUS_ONE):
                out.append(USE[D.SILVER_PLUS_ONE])
            out.append(DONE)
        elif phase == MARKER:
            out.extend(LOWER[c] for c in COLOUR_RANGE if self.act_colours >> c & 1)
        elif phase == CASE:
            out.extend(PLACE[c] for c in self.case_options())
        elif phase == AFTER:
            for c in COLOUR_RANGE:
                if market[c]:
                    out.append(EXTRA[c])
            out.append(DONE)
        elif phase == OWE:
            if self.may_pay_interest(seat):
                out.append(PAY_INTEREST)
            elif not out:  # cannot pay and no subsidy left: sell shares first
                hold = self.holdings[seat]
                out.extend(SELL[c] for c in COLOUR_RANGE if hold[c])
        return out

    def is_legal(self, seat: int, action: Action) -> bool:
        """``action in legal_actions(seat)``, without building the list (the check of ``apply``)."""
        phase = self.phase
        if seat != self.current or phase == OVER:
            return False
        kind = type(action)
        if kind is TakeSubsidy:
            return self.subsidies[seat] < D.LEVEL_SUBSIDY_LIMIT[self.level - 1]
        colour = getattr(action, "colour", 0)
        if not (type(colour) is int and 0 <= colour < NC):
            return False
        if phase == MAIN:
            if kind is Pass:
                return True
            if kind is Buy:
                return self.market[colour] > 0 and self.cash[seat] >= self.price(colour)
            if kind is Sell:
                return self.holdings[seat][colour] > 0
            if kind is BuySilver:
                return self.cash[seat] >= D.SILVER_TRACK[self.silver_idx]
            if kind is ExtraPass:
                return self.has_special(seat, D.EXTRA_PASS) and self.market[colour] > 0
            return False
        act = PHASE_ACT.get(phase)
        if act is not None:
            if kind is Done:
                return True
            open_ = self.act_count < self.trade_limit() + self.act_bonus
            if kind is UseSpecial:
                plus = PLUS_ONE_FOR[act]
                return (not open_ and action.kind == plus and self.act_bonus == 0  # type: ignore[attr-defined]
                        and self.has_special(seat, plus))
            if not open_:
                return False
            if act == ACT_BUY and kind is Buy:
                return self.market[colour] > 0 and self.cash[seat] >= self.price(colour)
            if act == ACT_SELL and kind is Sell:
                return self.holdings[seat][colour] > 0
            if act == ACT_SILVER and kind is BuySilver:
                return self.cash[seat] >= D.SILVER_TRACK[self.silver_idx]
            return False
        if phase == MARKER:
            return kind is LowerPrice and bool(self.act_colours >> colour & 1)
        if phase == CASE:
            return kind is PlaceCase and colour in self.case_options()
        if phase == AFTER:
            return kind is Done or (kind is ExtraPass and self.market[colour] > 0)
        # OWE
        if kind is PayInterest:
            return self.may_pay_interest(seat)
        if kind is Sell:
            return (not self.may_pay_interest(seat) and self.subsidies[seat] >= self.subsidy_limit()
                    and self.holdings[seat][colour] > 0)
        return False

    def may_pay_interest(self, seat: int) -> bool:
        """Pay when the cash covers it, or when no money can be raised at all."""
        if self.cash[seat] >= self.unpaid[seat]:
            return True
        return self.subsidies[seat] >= D.LEVEL_SUBSIDY_LIMIT[self.level - 1] and not any(self.holdings[seat])

    def case_options(self) -> tuple[int, ...]:
        """Colours the action's case may have (PlaceCase), in colour order: of the colours with
        cases where it comes from (the sales table or the market), those the action bought or sold
        if any, else all."""
        return COLOURS_OF[self.case_bits()]

    def case_bits(self) -> int:
        """``case_options`` as a bit set of colours."""
        act = self.act
        m = self.tables[self.table] if act == ACT_SELL else self.market
        if m[0] and m[1] and m[2] and m[3] and m[4]:  # (every colour: the commonest case, and a cheap test)
            have = 31
        else:
            have = (m[0] and 1) + (m[1] and 2) + (m[2] and 4) + (m[3] and 8) + (m[4] and 16)
        if act == ACT_SILVER:
            return have
        return have & self.act_colours or have

    # -- checks -----------------------------------------------------------------
    def _check(self, seat: int, action: Action) -> None:
        if self.is_legal(seat, action):
            return
        raise IllegalAction(self._reason(seat, action), action=type(action).__name__)

    def _reason(self, seat: int, action: Action) -> str:
        phase = self.phase
        if isinstance(action, TakeSubsidy):
            return "subsidy_limit_reached"
        if phase == OWE and not isinstance(action, PayInterest):
            return "interest_unpaid"
        if isinstance(action, PayInterest):
            return "no_interest_owed" if phase != OWE else "must_raise_money_first"
        if isinstance(action, UseSpecial):
            if action.kind not in USE:
                return "unknown_special"
            if not self.special[seat] & D.SPECIAL_BIT[action.kind]:
                return "special_not_held"
            if self.special_used[seat]:
                return "special_already_used"
            if PHASE_ACT.get(phase) is None or PLUS_ONE_FOR[PHASE_ACT[phase]] != action.kind:
                return "special_not_for_this_action"
            if self.act_bonus:
                return "special_already_used"
            return "special_only_at_trade_limit"
        if isinstance(action, ExtraPass):
            if not self.special[seat] & D.SPECIAL_BIT[D.EXTRA_PASS]:
                return "special_not_held"
            if self.special_used[seat]:
                return "special_already_used"
            if phase not in (MAIN, AFTER):
                return "wrong_phase"
            return "not_in_market" if 0 <= action.colour < NC else "unknown_colour"
        colour = getattr(action, "colour", 0)
        if not 0 <= colour < NC:
            return "unknown_colour"
        if isinstance(action, Buy):
            if phase not in (MAIN, BUYING):
                return "wrong_phase"
            if phase == BUYING and self.act_count >= self.trade_limit() + self.act_bonus:
                return "trade_limit_reached"
            if not self.market[colour]:
                return "not_in_market"
            return "not_enough_cash"
        if isinstance(action, Sell):
            if phase not in (MAIN, SELLING):
                return "wrong_phase"
            if phase == SELLING and self.act_count >= self.trade_limit() + self.act_bonus:
                return "trade_limit_reached"
            return "no_share_to_sell"
        if isinstance(action, BuySilver):
            if phase not in (MAIN, SILVER):
                return "wrong_phase"
            if phase == SILVER and self.act_count >= self.trade_limit() + self.act_bonus:
                return "trade_limit_reached"
            return "not_enough_cash"
        if isinstance(action, PlaceCase):
            return "case_not_available" if phase == CASE else "wrong_phase"
        if isinstance(action, LowerPrice):
            return "colour_not_sold" if phase == MARKER else "wrong_phase"
        return "wrong_phase"  # Pass or Done at the wrong moment

    # -- carrying out -----------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        self.advance(seat, action, ev)
        return ev

    def advance(self, seat: int, action: Action, ev: list[Event] | None = None) -> None:
        """``_apply``'s work; the events go to ``ev`` (None, the rollouts' path: the same moves
        without the event records nobody reads there)."""
        kind = type(action)  # the commonest actions first
        if kind is PlaceCase:
            self._move_case(action.colour, self.case_dest, ev)  # type: ignore[attr-defined]
            self._after_case(seat, ev)
        elif kind is BuySilver:
            if self.phase != SILVER:  # a new action
                self.act, self.phase = ACT_SILVER, SILVER
                self.act_count = self.act_bonus = self.act_colours = 0
            p = D.SILVER_TRACK[self.silver_idx]
            self.cash[seat] -= p  # ``_pay_bank`` written out
            self.bank += p
            self.silver[seat] += 1
            if self.silver[seat] >= D.SILVER_PER_GOLD:
                self.silver[seat] -= D.SILVER_PER_GOLD
                self.gold[seat] += 1
            self.silver_count += 1
            self.act_count += 1
            if ev is not None:
                ev.append(SilverBought(seat, p, self.silver[seat], self.gold[seat]))
            if (self.act_count >= D.LEVEL_TRADE_LIMIT[self.level - 1] + self.act_bonus
                    and self._action_full(seat, D.SILVER_PLUS_ONE)):
                self._finish_action(seat, ev)
        elif kind is Sell:
            c = action.colour  # type: ignore[attr-defined]
            if self.phase == OWE:
                self.owed_sale = True
            if self.phase != SELLING:  # a new action
                self.act, self.phase = ACT_SELL, SELLING
                self.act_count = self.act_bonus = self.act_colours = 0
            p = GRID[self.row[c]][self.col[c]]
            self.cash[seat] += p  # ``_pay_bank`` written out
            self.bank -= p
            self.market[c] += 1
            self.holdings[seat][c] -= 1
            unseen = not self.known[seat][c]
            if not unseen:
                self.known[seat][c] -= 1
            self.held[seat] -= 1
            self.act_count += 1
            self.act_colours |= 1 << c
            if ev is not None:
                ev.append(ShareSold(seat, c, p, unseen))
            if (self.act_count >= D.LEVEL_TRADE_LIMIT[self.level - 1] + self.act_bonus
                    and self._action_full(seat, D.SELL_PLUS_ONE)) or not any(self.holdings[seat]):
                self._finish_action(seat, ev)
        elif kind is TakeSubsidy:
            self.subsidies[seat] += 1
            self.cash[seat] += D.SUBSIDY_VALUE  # ``_pay_bank`` written out
            self.bank -= D.SUBSIDY_VALUE
            if ev is not None:
                ev.append(SubsidyTaken(seat, self.subsidies[seat], self.cash[seat]))
        elif kind is Pass:
            self.act, self.phase = ACT_PASS, MAIN
            self.act_count = self.act_bonus = self.act_colours = 0
            if ev is not None:
                ev.append(Passed(seat))
            self._finish_action(seat, ev)
        elif kind is Done:
            if self.phase == AFTER:
                self._end_turn(ev)
            else:
                self._finish_action(seat, ev)
        elif kind is Buy:
            c = action.colour  # type: ignore[attr-defined]
            if self.phase != BUYING:  # a new action
                self.act, self.phase = ACT_BUY, BUYING
                self.act_count = self.act_bonus = self.act_colours = 0
            p = GRID[self.row[c]][self.col[c]]
            self.cash[seat] -= p  # ``_pay_bank`` written out
            self.bank += p
            self.market[c] -= 1
            if not self.market[c] and self.rules_version >= 2:
                self._small_right(c, "last_from_market", ev)
            self.holdings[seat][c] += 1
            self.known[seat][c] += 1
            self.held[seat] += 1
            self.act_count += 1
            self.act_colours |= 1 << c
            if ev is not None:
                ev.append(ShareBought(seat, c, p))
            if (self.act_count >= D.LEVEL_TRADE_LIMIT[self.level - 1] + self.act_bonus
                    and self._action_full(seat, D.BUY_PLUS_ONE)):
                self._finish_action(seat, ev)
        elif kind is PayInterest:
            self._settle_unpaid(seat, ev)
            self.phase = MAIN
        elif kind is ExtraPass:
            c = action.colour  # type: ignore[attr-defined]
            self.special_used[seat] = True
            if ev is not None:
                ev.append(SpecialUsed(seat, D.EXTRA_PASS))
            self._move_case(c, DEST_SILVER_CHART, ev)
            if self.phase == AFTER:
                self._end_turn(ev)
        elif kind is LowerPrice:
            self._lower(action.colour, ev)  # type: ignore[attr-defined]
            self._finish_action(seat, ev, lowered=True)
        elif kind is UseSpecial:
            self.special_used[seat] = True
            self.act_bonus = 1
            if ev is not None:
                ev.append(SpecialUsed(seat, action.kind))  # type: ignore[attr-defined]

    def _pay_bank(self, seat: int, amount: int) -> None:
        """``seat`` pays ``amount`` to the bank (negative: receives)."""
        self.cash[seat] -= amount
        self.bank += amount

    def _action_full(self, seat: int, kind: str) -> bool:
        """The action cannot take one more share or bar (so it finishes by itself); ``advance``
        calls it only at the trade limit."""
        if self.act_count < D.LEVEL_TRADE_LIMIT[self.level - 1] + self.act_bonus:
            return False
        return self.act_bonus == 1 or self.special_used[seat] or not self.special[seat] & D.SPECIAL_BIT[kind]

    def _finish_action(self, seat: int, ev: list[Event] | None, lowered: bool = False) -> None:
        """The action is over: a sale lowers its colour's price (several colours sold: the seller
        picks the marker, and ``LowerPrice`` comes back here with ``lowered``), then the action's
        case moves (several colours possible: the player picks it), then the turn ends."""
        act = self.act
        if act == ACT_SELL:
            if not lowered:
                sold = self.act_colours
                if sold & (sold - 1):
                    self.phase = MARKER
                    return
                self._lower(COLOUR_OF_BIT[sold], ev)
            self.case_dest = DEST_MARKET
        else:
            self.case_dest = DEST_BUY_CHART if act == ACT_BUY else DEST_SILVER_CHART
        options = self.case_bits()
        if options & (options - 1):  # more than one colour
            self.phase = CASE
            return
        if options:
            self._move_case(COLOUR_OF_BIT[options], self.case_dest, ev)
        self._after_case(seat, ev)

    def _after_case(self, seat: int, ev: list[Event] | None) -> None:
        """The case has moved: a sale in the OWE phase pays the interest; PASSEN may follow, else
        the turn ends."""
        if self.owed_sale:
            self.owed_sale = False
            self._settle_unpaid(seat, ev)
        if not self.special_used[seat] and self.special[seat] & EXTRA_PASS_BIT and any(self.market):
            self.phase = AFTER
        else:
            self._end_turn(ev)

    def _move_case(self, colour: int, dest: int, ev: list[Event] | None) -> None:
        if dest == DEST_MARKET:
            self.tables[self.table][colour] -= 1
            self.market[colour] += 1
            if ev is not None:
                ev.append(CaseMoved(colour, "sales_table", "market", 1))
            return
        self.market[colour] -= 1
        chart = self.buy_chart if dest == DEST_BUY_CHART else self.silver_chart
        chart.append(colour)
        if ev is not None:
            ev.append(CaseMoved(colour, "market", "buy_chart" if dest == DEST_BUY_CHART else "silver_chart", 1))
        if not self.market[colour] and self.rules_version >= 2:
            self._small_right(colour, "last_from_market", ev)

    def _settle_unpaid(self, seat: int, ev: list[Event] | None) -> None:
        cash, owed = self.cash[seat], self.unpaid[seat]
        pay = cash if cash < owed else owed
        self.cash[seat] = cash - pay  # ``_pay_bank`` written out
        self.bank += pay
        self.unpaid[seat] = owed - pay
        if ev is not None:
            ev.append(InterestCharged(seat, pay, self.unpaid[seat]))

    # -- end of a turn: small price moves, triggers, next player ---------------------
    def _end_turn(self, ev: list[Event] | None) -> None:
        sold = self.act == ACT_SELL
        market = self.market
        # rules version 2 moves a colour right the moment its last case leaves the market (_move_case,
        # Buy); version 1 did it here, only for colours that were in the market when the turn began
        if self.rules_version < 2 and not (market[0] and market[1] and market[2] and market[3] and market[4]):
            for c in COLOUR_RANGE:
                if self.market_mask >> c & 1 and not market[c]:
                    self._small_right(c, "last_from_market", ev)
        buy_chart, silver_chart = self.buy_chart, self.silver_chart
        n_buy, n_silver = len(buy_chart), len(silver_chart)  # (the three-on-chart moves add no case)
        # only a chart that may have had a case this turn (``_three_on_chart``): the buy chart after
        # a purchase, the silver chart after silver, a pass or PASSEN (used this turn or before)
        if n_buy >= SAME_COLOUR and self.act == ACT_BUY:
            self._three_on_chart(0, buy_chart, ev)
        if n_silver >= SAME_COLOUR and (self.act >= ACT_SILVER or self.special_used[self.current]):
            self._three_on_chart(1, silver_chart, ev)
        five = self.num_players == 5
        spaces = D.BUY_CHART_SPACES_5P if five else D.BUY_CHART_SPACES
        self.act = ACT_NONE
        if sold:  # ``table_coloured`` written out
            t = self.tables[self.table]
            sales = t[0] + t[1] + t[2] + t[3] + t[4] <= (D.SALES_TRIGGER_5P if five else D.SALES_TRIGGER)
        else:
            sales = False
        if n_buy >= spaces or n_silver >= spaces or sales:
            triggers: list[str] = []
            if n_buy >= spaces:
                triggers.append("buy_chart")
            if n_silver >= spaces:
                triggers.append("silver_chart")
            if sales:
                triggers.append("sales_table")
            self._price_change(tuple(triggers), ev)
            if self.phase == OVER:
                return
        # the next player's turn (_start_turn written out)
        current = self.current + 1  # (the next seat, round the table)
        if current == self.num_players:
            current = 0
        self.current = current
        self.turn += 1
        self.act_count = self.act_bonus = self.act_colours = 0
        m = self.market
        if m[0] and m[1] and m[2] and m[3] and m[4]:  # (as in ``case_bits``)
            self.market_mask = 31
        else:
            self.market_mask = (m[0] and 1) + (m[1] and 2) + (m[2] and 4) + (m[3] and 8) + (m[4] and 16)
        self.phase = OWE if self.unpaid[current] else MAIN
        if ev is not None:
            ev.append(TurnStarted(current, self.turn))

    def _three_on_chart(self, i: int, chart: list[int], ev: list[Event] | None) -> None:
        """A colour's third case on chart ``i`` (0: buy, 1: silver) moves its price right once
        (colour by colour, in colour order).  Every turn's end marks the colours with three in
        ``three_done`` (until the chart is emptied), so only this turn's cases can make a new three:
        the chart's last two (a turn puts at most two cases on a chart, its action's and PASSEN's)."""
        done = self.three_done[i]
        three = 0
        c = chart[-1]
        if not done >> c & 1 and chart.count(c) >= SAME_COLOUR:
            three = 1 << c
        b = chart[-2]
        if b != c and not done >> b & 1 and chart.count(b) >= SAME_COLOUR:
            three += 1 << b
        if three:
            self.three_done[i] |= three
            for c in COLOURS_OF[three]:
                self._small_right(c, "three_on_chart", ev)

    def _lower(self, colour: int, ev: list[Event] | None) -> None:
        row, col = self.row, self.col
        row[colour], col[colour] = STEP_LEFT[row[colour]][col[colour]]  # ``_step`` written out
        if ev is not None:
            ev.append(PriceMoved(colour, self.row[colour], self.col[colour], self.price(colour), "sale"))

    def _small_right(self, colour: int, cause: str, ev: list[Event] | None) -> None:
        row, col = self.row, self.col
        row[colour], col[colour] = STEP_RIGHT[row[colour]][col[colour]]  # ``_step`` written out
        if ev is not None:
            ev.append(PriceMoved(colour, self.row[colour], self.col[colour], self.price(colour), cause))

    def _start_turn(self, ev: list[Event] | None) -> None:
        self.turn += 1
        self.act = ACT_NONE
        self.act_count = self.act_bonus = self.act_colours = 0
        m = self.market
        self.market_mask = (m[0] and 1) + (m[1] and 2) + (m[2] and 4) + (m[3] and 8) + (m[4] and 16)
        self.phase = OWE if self.unpaid[self.current] else MAIN
        if ev is not None:
            ev.append(TurnStarted(self.current, self.turn))

    # -- price markers --------------------------------------------------------------
    def _step(self, colour: int, move: str) -> None:
        """One unit move with the grid's edge rules (``step``)."""
        row, col = self.row, self.col
        row[colour], col[colour] = STEP[move][row[colour]][col[colour]]

    # -- the price change ---------------------------------------------------------------
    def _draw(self, count: int, into: list[int]) -> None:
        """``count`` cases drawn from the bag one after the other, each counted in ``into`` (index:
        its colour, 5: black)."""
        assert self.rng is not None
        below = self.rng.below
        bag = self.bag
        left = self.bag_n
        stop = left - count
        while left > stop:
            r = below(left)
            k = 0
            n = bag[0]
            while r >= n:
                r -= n
                k += 1
                n = bag[k]
            bag[k] = n - 1
            left -= 1
            into[k] += 1
        self.bag_n = left

    def _price_change(self, triggers: tuple[str, ...], ev: list[Event] | None) -> None:
        self.price_changes += 1
        if ev is not None:
            ev.append(PriceChangeStarted(self.price_changes, triggers))
        # 1. interest (``_pay_bank`` written out)
        cash, unpaid = self.cash, self.unpaid
        s = 0  # (the seat: a counter costs less than ``enumerate``)
        for held in self.subsidies:
            if held:
                due = held * D.INTEREST_PER_SUBSIDY
                pay = due if due <= cash[s] else cash[s]
                cash[s] -= pay
                self.bank += pay
                unpaid[s] += due - pay
                if ev is not None:
                    ev.append(InterestCharged(s, pay, unpaid[s]))
            s += 1  # noqa: SIM113 (the seat: a counter costs less than enumerate's tuples)
        # 2. draw
        drawn = [0, 0, 0, 0, 0, 0]
        count = D.LEVEL_DRAWS[self.level - 1]
        self._draw(count if count <= self.bag_n else self.bag_n, drawn)
        if ev is not None:
            ev.append(CasesDrawn(tuple(drawn)))
        blacks = drawn[D.BLACK]
        # 3. prices (each colour's table moves at once: ``PRICE_CHANGE_TO``)
        minus = blacks if blacks >= 2 else 0
        row, col = self.row, self.col
        for c in COLOUR_RANGE:
            r, k = PRICE_CHANGE_TO[drawn[c] - minus + D.BLACK_CASES][row[c]][col[c]]
            if r != row[c] or k != col[c]:
                row[c], col[c] = r, k
                if ev is not None:
                    ev.append(PriceMoved(c, r, k, GRID[r][k], "price_change"))
        if blacks == 1:
            self.bag[D.BLACK] += 1
            self.bag_n += 1
            if ev is not None:
                ev.append(CaseMoved(D.BLACK, "drawn", "bag", 1))
        # 4. silver
        chart_steps = self.silver_count // D.SILVER_CHART_BARS_PER_STEP
        self.silver_count = 0
        before_idx = self.silver_idx
        steps = blacks + chart_steps
        if steps < D.MIN_SILVER_STEPS:
            steps = D.MIN_SILVER_STEPS
        self.silver_idx = before_idx + steps if before_idx + steps < D.SILVER_END else D.SILVER_END
        if self.silver_idx != before_idx and ev is not None:
            ev.append(SilverPriceMoved(self.silver_idx, self.silver_price(), blacks, chart_steps))
        # 5. cases (the drawn ones are put away even when the game ends here)
        market = self.market
        for c in COLOUR_RANGE:
            if drawn[c]:
                market[c] += drawn[c]
                if ev is not None:
                    ev.append(CaseMoved(c, "drawn", "market", drawn[c]))
        if blacks >= 2:
            self.reserve_blacks += blacks
            if ev is not None:
                ev.append(CaseMoved(D.BLACK, "drawn", "reserve", blacks))
        if self.silver_idx >= D.SILVER_END:
            if before_idx + blacks >= D.SILVER_END:
                self.end_cause = "black_cases"
            elif before_idx + blacks + chart_steps >= D.SILVER_END:
                self.end_cause = "silver_chart"
            else:
                self.end_cause = "minimum_step"
            self._game_end(ev)
            return
        if "buy_chart" in triggers:
            self._chart_to_bag(self.buy_chart, "buy_chart", ev)
            self.three_done[0] = 0
        if "silver_chart" in triggers:
            self._chart_to_bag(self.silver_chart, "silver_chart", ev)
            self.three_done[1] = 0
        if "sales_table" in triggers:
            self._next_sales_table(ev)
        for c in COLOUR_RANGE:
            if not market[c]:
                self._step(c, D.UP)
                if ev is not None:
                    ev.append(PriceMoved(c, self.row[c], self.col[c], self.price(c), "absent_from_market"))
        # 6. level: the phase mark of the dearest colour's row (the first of equals)
        top = top_price = -1
        for c in COLOUR_RANGE:
            p = GRID[row[c]][col[c]]
            if p > top_price:
                top, top_price = c, p
        mark = D.PHASE_MARK[row[top]]
        if mark > self.level:
            added = 0
            while self.level < mark:
                self.level += 1
                if self.level_blacks:
                    self.level_blacks -= 1
                    self.bag[D.BLACK] += 1
                    self.bag_n += 1
                    added += 1
            if ev is not None:
                ev.append(LevelChanged(self.level, added))

    def _chart_to_bag(self, chart: list[int], name: str, ev: list[Event] | None) -> None:
        for c in chart:
            self.bag[c] += 1
        self.bag_n += len(chart)
        if ev is not None:
            ev.append(CaseMoved(-1, name, "bag", len(chart)))
        chart.clear()

    def _next_sales_table(self, ev: list[Event] | None) -> None:
        tbl = self.tables[self.table]
        for k in range(6):
            self.bag[k] += tbl[k]
            self.bag_n += tbl[k]
            tbl[k] = 0
        if ev is not None:
            ev.append(CaseMoved(-1, "sales_table", "bag", 0))
        self.sales_used += 1
        if self.sales_used < D.SALES_TABLES:
            self.table = self.sales_used
            if ev is not None:
                ev.append(SalesTableChanged(self.table, False))
            return
        self.table = D.REUSED_TABLE
        tbl = self.tables[self.table]
        for c in COLOUR_RANGE:
            n = min(D.SALES_TABLE_PER_COLOUR, self.market[c])
            self.market[c] -= n
            tbl[c] = n
        n = min(D.SALES_TABLE_BLACKS[self.table], self.reserve_blacks)
        self.reserve_blacks -= n
        tbl[D.BLACK] = n
        if ev is not None:
            ev.append(SalesTableChanged(self.table, True))

    # -- the end -------------------------------------------------------------------------
    def _game_end(self, ev: list[Event] | None) -> None:
        self.phase = OVER
        if ev is not None:
            ev.append(GameEnded(self.end_cause))
        limit = self.subsidy_limit()
        price = D.SILVER_TRACK[D.SILVER_END]
        for s in range(self.num_players):
            share_cash = 0
            hold = self.holdings[s]
            for c in COLOUR_RANGE:
                if hold[c]:
                    share_cash += hold[c] * self.price(c)
                    self.market[c] += hold[c]
                    hold[c] = 0
                    self.known[s][c] = 0
            self.held[s] = 0
            self._pay_bank(s, -share_cash)
            extra = max(0, limit - self.subsidies[s])
            self.subsidies[s] += extra
            self._pay_bank(s, -extra * D.SUBSIDY_VALUE)
            pay = min(self.cash[s], self.unpaid[s])  # DEFAULT: face-down interest is paid before the last purchase
            self._pay_bank(s, pay)
            self.unpaid[s] -= pay
            bars = self.cash[s] // price
            self._pay_bank(s, bars * price)
            total = self.gold[s] * D.SILVER_PER_GOLD + self.silver[s] + bars
            self.gold[s], self.silver[s] = divmod(total, D.SILVER_PER_GOLD)
            if ev is not None:
                ev.append(FinalSettlement(s, share_cash, extra * D.SUBSIDY_VALUE, pay, bars, self.silver[s],
                                          self.gold[s], self.cash[s]))

    def scores_now(self) -> tuple[int, ...]:
        """Each seat's silver bars (a gold bar counts ``SILVER_PER_GOLD``) if the game ended now:
        the final settlement of ``_game_end`` (shares sold, the subsidies left taken, interest
        paid, bars bought at the end price) counted without doing it; the final scores once over."""
        if self.phase == OVER:
            return self.result().scores
        limit = self.subsidy_limit()
        price = D.SILVER_TRACK[D.SILVER_END]
        out = []
        for s in range(self.num_players):
            cash = self.cash[s] + sum(self.holdings[s][c] * self.price(c) for c in COLOUR_RANGE)
            cash += max(0, limit - self.subsidies[s]) * D.SUBSIDY_VALUE
            cash -= min(cash, self.unpaid[s])
            out.append(self.gold[s] * D.SILVER_PER_GOLD + self.silver[s] + cash // price)
        return tuple(out)

    def result(self) -> Result:
        n = self.num_players
        scores = tuple(self.gold[s] * D.SILVER_PER_GOLD + self.silver[s] for s in range(n))
        ranks = rank_by([(self.gold[s], self.silver[s], self.cash[s]) for s in range(n)])
        breakdown = tuple((("gold", self.gold[s]), ("silver", self.silver[s]), ("cash", self.cash[s]))
                          for s in range(n))
        return Result(scores, ranks, breakdown)

    # -- invariants ------------------------------------------------------------------------
    def invariants(self) -> list[str]:
        bad: list[str] = []
        n = self.num_players
        if sum(self.cash) + self.bank != D.START_CASH * n:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        if any(u < 0 or (u and not s) for u, s in zip(self.unpaid, self.subsidies, strict=True)):
            bad.append("bad_unpaid_interest")
        if any(s > self.subsidy_limit() for s in self.subsidies):
            bad.append("subsidies_over_limit")
        for s in range(n):
            if sum(self.holdings[s]) != self.held[s] and (self.viewer is None or self.viewer == s):
                bad.append("held_count_wrong")
            if any(k > h for k, h in zip(self.known[s], self.holdings[s], strict=True)) and self.viewer is None:
                bad.append("known_above_holdings")
        if any(m < 0 for m in self.market) or any(x < 0 for t in self.tables for x in t):
            bad.append("negative_cases")
        if self.viewer is None:
            per = D.in_play_per_colour(n)
            for c in COLOUR_RANGE:
                total = (self.market[c] + self.bag[c] + self.buy_chart.count(c) + self.silver_chart.count(c)
                         + sum(t[c] for t in self.tables) + sum(h[c] for h in self.holdings))
                if total != per:
                    bad.append("cases_not_conserved")
                    break
            if sum(self.bag) != self.bag_n or any(b < 0 for b in self.bag):
                bad.append("bag_count_wrong")
        blacks = self.bag[D.BLACK] + self.reserve_blacks + self.level_blacks + sum(t[D.BLACK] for t in self.tables)
        if blacks != D.BLACK_CASES:
            bad.append("black_cases_not_conserved")
        if not 0 <= self.silver_idx <= D.SILVER_END or not 1 <= self.level <= D.MAX_LEVEL:
            bad.append("track_out_of_range")
        return bad

    # -- copies and views --------------------------------------------------------------------
    def clone(self) -> BlackFridayState:
        new = BlackFridayState.__new__(BlackFridayState)
        new.num_players = self.num_players
        new.viewer = self.viewer
        new.options = self.options
        new.rules_version = self.rules_version
        new.rng = self.rng.copy() if self.rng is not None else None
        new.row = self.row[:]
        new.col = self.col[:]
        new.level = self.level
        new.level_blacks = self.level_blacks
        new.reserve_blacks = self.reserve_blacks
        new.silver_idx = self.silver_idx
        new.silver_count = self.silver_count
        new.market = self.market[:]
        new.bag = self.bag[:]
        new.bag_n = self.bag_n
        new.buy_chart = self.buy_chart[:]
        new.silver_chart = self.silver_chart[:]
        new.three_done = self.three_done[:]
        new.tables = [t[:] for t in self.tables]
        new.table = self.table
        new.sales_used = self.sales_used
        new.holdings = [h[:] for h in self.holdings]
        new.known = [k[:] for k in self.known]
        new.held = self.held[:]
        new.cash = self.cash[:]
        new.bank = self.bank
        new.subsidies = self.subsidies[:]
        new.unpaid = self.unpaid[:]
        new.silver = self.silver[:]
        new.gold = self.gold[:]
        new.special = self.special[:]
        new.special_used = self.special_used[:]
        new.start = self.start
        new.current = self.current
        new.turn = self.turn
        new.price_changes = self.price_changes
        new.phase = self.phase
        new.act = self.act
        new.act_count = self.act_count
        new.act_bonus = self.act_bonus
        new.act_colours = self.act_colours
        new.case_dest = self.case_dest
        new.market_mask = self.market_mask
        new.owed_sale = self.owed_sale
        new.end_cause = self.end_cause
        return new

    def view(self, seat: int) -> BlackFridayState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        for s in range(self.num_players):
            if s != seat:
                v.holdings[s] = self.known[s][:]  # what the table saw go behind the screen
        for c in COLOUR_RANGE:
            v.bag[c] = HIDDEN
        return v

    def _unknown_slots(self, seat: int) -> list[int]:
        """How many unknown coloured cases each other seat holds (index = seat; the viewer's is 0)."""
        return [0 if s == seat else self.held[s] - sum(self.known[s]) for s in range(self.num_players)]

    def _deal(self, seat: int, pool: list[int], rng: Rng) -> None:
        """Deal ``pool`` (colour ids) to the unknown parts of the other screens, the rest into the bag."""
        rng.shuffle(pool)
        for s, n in enumerate(self._unknown_slots(seat)):
            if s == seat:
                continue
            hold = self.known[s][:]
            for _ in range(n):
                hold[pool.pop()] += 1
            self.holdings[s] = hold
        for c in COLOUR_RANGE:
            self.bag[c] = 0
        for c in pool:
            self.bag[c] += 1

    def determinize(self, rng: Rng) -> BlackFridayState:
        assert self.viewer is not None, "determinize is for views"
        seat = self.viewer
        full = self.clone()
        full.viewer = None
        full.rng = Rng(rng.next_u64())
        per = D.in_play_per_colour(self.num_players)
        pool: list[int] = []
        for c in COLOUR_RANGE:
            seen = (self.market[c] + self.buy_chart.count(c) + self.silver_chart.count(c)
                    + sum(t[c] for t in self.tables) + self.holdings[seat][c]
                    + sum(self.known[s][c] for s in range(self.num_players) if s != seat))
            pool.extend([c] * (per - seen))
        full._deal(seat, pool, rng)
        return full

    def redeal(self, seat: int, rng: Rng) -> BlackFridayState:
        full = self.clone()
        pool: list[int] = []
        for c in COLOUR_RANGE:
            pool.extend([c] * self.bag[c])
        for s in range(self.num_players):
            if s != seat:
                for c in COLOUR_RANGE:
                    pool.extend([c] * (self.holdings[s][c] - self.known[s][c]))
        full._deal(seat, pool, rng)
        full.rng = Rng(rng.next_u64())
        return full


def new_state(num_players: int, options: BlackFridayOptions, seed: int) -> BlackFridayState:
    s = BlackFridayState()
    rng = Rng(seed)
    s.num_players = num_players
    s.options = options
    s.rules_version = BlackFridayState.game.rules_version  # Game.new_game sets an older one after setup
    s.rng = rng
    s.row = [D.START_ROW] * NC
    s.col = [D.START_COL] * NC
    s.level = 1
    s.level_blacks = D.LEVEL_CARD_BLACKS
    s.reserve_blacks = D.RESERVE_BLACKS
    s.silver_idx = 0
    s.silver_count = 0
    s.tables = [[D.SALES_TABLE_PER_COLOUR] * NC + [D.SALES_TABLE_BLACKS[i]] for i in range(D.SALES_TABLES)]
    s.table = 0
    s.sales_used = 0
    s.market = [D.MARKET_START_PER_COLOUR] * NC
    s.bag = [D.BAG_BASE_PER_COLOUR + num_players] * NC + [0]
    s.bag_n = sum(s.bag)
    s.buy_chart = []
    s.silver_chart = []
    s.three_done = [0, 0]
    s.holdings = [[0] * NC for _ in range(num_players)]
    s.known = [[0] * NC for _ in range(num_players)]
    for seat in range(num_players):
        s._draw(D.HAND_CASES, s.holdings[seat])
    s.held = [D.HAND_CASES] * num_players
    s._draw(D.MARKET_DRAW, s.market)
    s.cash = [D.START_CASH] * num_players
    s.bank = 0
    s.subsidies = [0] * num_players
    s.unpaid = [0] * num_players
    s.silver = [0] * num_players
    s.gold = [0] * num_players
    s.start = rng.below(num_players)
    s.special = [D.SPECIAL_CARDS_BY_POSITION[(seat - s.start) % num_players] for seat in range(num_players)]
    s.special_used = [False] * num_players
    s.current = s.start
    s.turn = 0
    s.price_changes = 0
    s.act = ACT_NONE
    s.act_count = s.act_bonus = s.act_colours = 0
    s.case_dest = DEST_BUY_CHART
    s.owed_sale = False
    s.end_cause = ""
    s.phase = MAIN
    s._start_turn([])
    return s
