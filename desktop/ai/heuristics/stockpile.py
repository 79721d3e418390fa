"""A rule-based Stockpile player.

It values every share from what it knows of this round's forecasts (its own
insider pairs, the public pair, pairs it has peeked at or seen revealed; the
average of the still-unknown forecasts for the rest), values each stockpile from
its face-up cards, the face-down cards it knows and the average unknown card, bids
within its means for the stockpile that gives the most value over its price,
sells shares before drops it knows of, plays Boom on what it holds and Bust on
what it does not, and always claims its dividends.  It reads only its view."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.evaluation import win_and_place
from desktop.ai.heuristics._base import HeuristicBase
from desktop.engine import Action, State
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import phases as S
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
    UseCramer,
    UseMark,
    UseMartha,
    UseWarren,
)
from desktop.engine.games.stockpile.events import HIDDEN
from desktop.engine.games.stockpile.phases import Card
from desktop.engine.games.stockpile.state import (
    BIDS,
    CLAIMS,
    CRAMERS,
    DONE_SELLING,
    END_ACTIONS,
    PLACES,
    PLAYS,
    SELLS,
    StockpileState,
)

#: personality knobs (chosen by seeded self-play, see docs/games/stockpile.md)
PERSONALITY_DEFAULTS: dict[str, float] = {
    # multiple of a stockpile's estimated value (this round's worth of its cards) the bot pays at most
    "bid_aggression": 1.4,
    # in [0, 1]: how much it trusts the average of the unknown forecasts (0: unknown moves count as 0)
    "risk": 0.6,
    # cash in $1K it tries to keep after selling, for the next auction
    "cash_reserve": 6.0,
    # a known drop of at least this many spaces makes it sell the company
    "sell_on_drop": 2.0,
}

# what an investor's ability is worth beside its cash, in $1K (a rough guess for the draft)
_ABILITY_WORTH = (0.0, 4.0, 6.0, 7.0, 6.0, 8.0, 3.0, 2.0, 1.0, 2.0)


def _known_moves(view: StockpileState, risk: float) -> tuple[list[float], list[bool]]:
    """Per company: the expected move still to come this round, and whether it is a dividend."""
    unknown_fc = list(D.FORECASTS)
    done = set(view.move_order[: view.move_pos]) if view.phase == S.MOVEMENT else set()
    moves = [0.0] * D.NUM_COMPANIES
    div = [False] * D.NUM_COMPANIES
    known = [False] * D.NUM_COMPANIES
    if view.round == 0:
        return moves, div
    for slot, (c, f) in enumerate(view.pairs):
        if c == HIDDEN:
            continue
        unknown_fc.remove(f)
        known[c] = True
        if slot in done or view.phase in (S.DEBORAH, S.END_ROUND):
            continue
        if f == D.DIVIDEND:
            div[c] = True
        else:
            moves[c] = float(f)
    if unknown_fc:
        mean = sum(unknown_fc) / len(unknown_fc) * risk
        for c in range(D.NUM_COMPANIES):
            if not known[c]:
                moves[c] = mean
    return moves, div


#: What ``_moves_and_worth`` answers: the expected moves, the dividends, the share values, and the
#: card tables made from them (``HeuristicBot._table``).
_Found = tuple[list[float], list[bool], list[float], dict[int, list[float]]]
#: ``_known_moves`` with the share values it gives and their card tables, by what they depend on
#: (see ``_moves_and_worth``).
_MOVES_MEMO: dict[tuple[object, ...], _Found] = {}
#: The two boards' tracks, to key the memo by a small number instead of hashing six tuples each time.
_KNOWN_TRACKS = ((D.STANDARD_TRACK,) * D.NUM_COMPANIES, tuple(t for t, _, _ in D.ADVANCED_TRACKS))


def _tracks_key(tracks: tuple[tuple[int, ...], ...]) -> object:
    """0 or 1 for the standard or advanced board's tracks (compared by value), else the tracks."""
    if tracks == _KNOWN_TRACKS[0]:
        return 0
    if tracks == _KNOWN_TRACKS[1]:
        return 1
    return tracks


#: The last position ``_moves_and_worth`` answered for (the four bots of a rollout ask about one
#: position in turn): its pairs and prices (copies), the moves made, the end-of-round flag, round 0,
#: the risk, the resets and tracks, and the answer.  One tuple, replaced whole: threads may share it.
_LastKey = tuple[list[tuple[int, int]], list[int], tuple[int, ...] | None, bool, bool, float, tuple[int, ...],
                 tuple[tuple[int, ...], ...], _Found]
_LAST: list[_LastKey | None] = [None]


def _clear_memo() -> None:
    """Forget every memoised position (tests)."""
    _MOVES_MEMO.clear()
    _LAST[0] = None


def _moves_and_worth(view: StockpileState, risk: float) -> _Found:
    """``_known_moves`` and each company's ``_share_value``, memoised: they change only when a
    forecast is seen, a company moves or a round begins, not at every decision; with them a
    dict for the card tables made from these share values.  The lists are shared between
    decisions: read them, never change them."""
    phase = view.phase
    moved = tuple(view.move_order[: view.move_pos]) if phase == S.MOVEMENT else None
    flag = phase == S.DEBORAH or phase == S.END_ROUND
    round0 = view.round == 0
    last = _LAST[0]
    if (last is not None and view.price == last[1] and view.pairs == last[0] and moved == last[2]
            and flag is last[3] and round0 is last[4] and risk == last[5] and view.resets == last[6]
            and view.tracks == last[7]):
        return last[8]  # the same key as the last call's: no need to hash it
    key = (round0, tuple(view.pairs), moved, flag, risk, tuple(view.price), tuple(view.resets),
           _tracks_key(view.tracks))
    found = _MOVES_MEMO.get(key)
    if found is None:
        if len(_MOVES_MEMO) >= 4096:  # recent positions recur; a few MB at most
            _MOVES_MEMO.clear()
        moves, div = _known_moves(view, risk)
        worth = [_share_value(view, c, moves[c], div[c]) for c in range(D.NUM_COMPANIES)]
        found = _MOVES_MEMO[key] = (moves, div, worth, {})
    _LAST[0] = (list(view.pairs), list(view.price), moved, flag, round0, risk, view.resets, view.tracks, found)
    return found


def _share_value(view: StockpileState, c: int, move: float, dividend: bool) -> float:
    """What one share of ``c`` should be worth after this round's move (in $1K)."""
    track = view.tracks[c]
    idx = view.price[c] + move
    if idx < 0:
        return 0.5  # bankruptcy wipes the share out
    if idx > len(track) - 1:
        # a split: the share becomes a split card (two shares) near the reset value
        over = idx - (len(track) - 1)
        reset = min(len(track) - 1, view.resets[c] + over - 1)
        return 2.0 * track[int(reset)]
    lo = int(idx)
    frac = idx - lo
    value = track[lo] * (1 - frac) + track[min(lo + 1, len(track) - 1)] * frac
    return value + (D.DIVIDEND_PER_SHARE if dividend else 0.0)


#: Search settings (``SearchConfig`` overrides): the paired root comparison (the root's actions
#: on the same deals and dice) with the fitted ``evaluate``.  Against three Heuristic bots
#: (``--seed 11 --iterations 200``, 96 games) Hard won 47.9% [38.2, 57.8]; before (tree search, old
#: evaluation) 44.8% [35.2, 54.7].  See docs/games/stockpile.md.
SEARCH: dict[str, float] = {"root_paired": 1}


#: What ``HeuristicBot._lot_values`` last answered: the share values' memo entry, the seat's
#: portfolio, split cards and investors, the stockpiles (copies), and the lots' values.
_LotValues = tuple[object, list[Card], list[int], list[int], list[list[Card]], list[float]]


class HeuristicBot(HeuristicBase[StockpileState]):
    state_type = StockpileState
    defaults = PERSONALITY_DEFAULTS

    def __init__(self, seed: int, personality: Mapping[str, float] | None = None) -> None:
        super().__init__(seed, personality)
        self._last_lots: _LotValues | None = None

    # ------------------------------------------------------------------ entry
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        """``HeuristicBase.decide`` (list the legal actions, then ``choose``) without listing them
        in the steps that make most decisions: a dividend claim, a bid, a card placement, a sale
        and an action-card play are worked out from the state, the same action ``choose`` would
        take from the list (tests/ai/test_stockpile_fast_decide.py holds the two to each other)."""
        if type(view) is StockpileState and view.phase != S.OVER:
            if view.claims:
                if seat == view.claim_seat:
                    # ``choose`` claims for the most shares: all of the seat's portfolio cards
                    return CLAIMS[view.portfolio_count(seat, view.claims[0][0])]
            elif seat == view.turn:
                phase = view.phase
                found: Action | None = None
                if phase == S.DEMAND:
                    found = self._fast_bid(view, seat)
                elif phase == S.SUPPLY:
                    found = self._fast_place(view, seat)
                elif phase == S.SELLING:
                    found = self._fast_sell(view, seat)
                elif phase == S.ACTION:
                    found = self._fast_action(view, seat)
                if found is not None:
                    return found
        return super().decide(view, seat, budget)

    def choose(self, view: StockpileState, seat: int, legal: list[Action]) -> Action:
        if view.claims:
            return max(legal, key=lambda a: a.shares if isinstance(a, ClaimDividend) else -1)
        phase = view.phase
        if phase == S.DEMAND or phase == S.SUPPLY or phase == S.SELLING or phase == S.ACTION \
                or phase == S.PRE_DEMAND:
            moves, _div, worth, _tables = _moves_and_worth(view, self.p["risk"])
            if phase == S.DEMAND:
                return self._bid(view, seat, legal, self._card_table(view, seat, worth))
            if phase == S.SUPPLY:
                return self._place(view, seat, legal, self._card_table(view, seat, worth))
            if phase == S.SELLING:
                return self._sell(view, seat, legal, moves, worth)
            if phase == S.ACTION:
                return self._action(view, seat, legal, moves)
            return self._pre_demand(view, seat, legal, self._card_table(view, seat, worth))
        if phase == S.DRAFT:
            two = view.num_players == 2
            cash = D.INVESTOR_CASH_2P if two else D.INVESTOR_CASH
            return max(legal, key=lambda a: cash[a.investor] + _ABILITY_WORTH[a.investor]
                       if isinstance(a, ChooseInvestor) else -99.0)
        if phase == S.DEBORAH:
            # name the company it holds most of; none (rules version 2) when it holds nothing
            return max(legal, key=lambda a: view.holdings(seat, a.company) if isinstance(a, NameCompany) else 0.5)
        return legal[self.rng.below(len(legal))]

    # ------------------------------------------------------------------ values
    def _card_value(self, view: StockpileState, seat: int, card: int, worth: list[float]) -> float:
        if card < D.NUM_COMPANIES:
            return worth[card]
        if card <= D.FEE3:
            return 0.0 if D.BERNIE in view.inv[seat] else -float(D.fee_value(card))
        if card == D.BOOM:
            return 1.0 + 2.0 * max(view.holdings(seat, c) for c in range(D.NUM_COMPANIES)) * 0.5
        return 1.5

    def _card_table(self, view: StockpileState, seat: int, worth: list[float]) -> list[float]:
        """``_card_value`` of every kind of card, then (at index ``HIDDEN``, the last) the
        average unknown card: worked out once per decision."""
        # ``_card_value`` of kinds 0..10 written out: companies, the three fees, Boom, Bust
        table = list(worth)
        bernie = D.BERNIE in view.inv[seat]
        for fee in range(D.FEE1, D.FEE3 + 1):
            table.append(0.0 if bernie else -float(D.fee_value(fee)))
        held = [0] * D.NUM_COMPANIES  # view.holdings(seat, c) of every company in one pass
        for k, _m in view.port[seat]:
            if 0 <= k < D.NUM_COMPANIES:
                held[k] += 1
        split = view.split[seat]
        table.append(1.0 + 2.0 * max(held[c] + 2 * split[c] for c in range(D.NUM_COMPANIES)) * 0.5)
        table.append(1.5)
        total = 0.0
        for kind, n in enumerate(D.DECK_COUNTS):
            total += n * table[kind]
        table.append(total / D.DECK_SIZE)
        return table

    def _table(self, view: StockpileState, seat: int) -> list[float]:
        """``_card_table`` with this position's share values, kept beside them in the memo by
        what else it reads (Bernie held; the most shares of one company held, for the Boom):
        shared between decisions, never change it."""
        _moves, _div, worth, tables = _moves_and_worth(view, self.p["risk"])
        held = [2 * n for n in view.split[seat]]  # view.holdings(seat, c) of every company
        for k, _m in view.port[seat]:
            if k >= 0:  # not HIDDEN
                held[k] += 1
        key = 2 * max(held) + (D.BERNIE in view.inv[seat])
        table = tables.get(key)
        if table is None:
            # ``_card_table`` from the part that does not read the Boom (kept under a negative key:
            # the values of kinds 0..8, then their weighted sum): the same sums in the same order
            bernie = key & 1
            head = tables.get(-1 - bernie)
            if head is None:
                head = self._card_table(view, seat, worth)[: D.BOOM]
                partial = 0.0
                for kind in range(D.BOOM):
                    partial += D.DECK_COUNTS[kind] * head[kind]
                head.append(partial)
                tables[-1 - bernie] = head  # stored whole (threads may share the memo)
            boom = 1.0 + 2.0 * (key >> 1) * 0.5
            total = head[D.BOOM] + D.DECK_COUNTS[D.BOOM] * boom
            total += D.DECK_COUNTS[D.BUST] * 1.5
            table = tables[key] = [*head[: D.BOOM], boom, 1.5, total / D.DECK_SIZE]
        return table

    def _lot_value(self, view: StockpileState, lot: int, table: list[float]) -> float:
        return sum(table[k] for k, _m in view.lots[lot])

    # ------------------------------------------------------------------ phases
    def _bid(self, view: StockpileState, seat: int, legal: list[Action], table: list[float]) -> Action:
        for a in legal:
            if isinstance(a, UseMartha):
                return a  # looking is free
        aggression = self.p["bid_aggression"]
        # what each lot is worth to bid on (value × aggression), once per lot rather than per bid
        worth = [self._lot_value(view, lot, table) * aggression for lot in range(view.n_lots)]
        # a bid's cost by space (Donald pays one space less)
        track = D.BID_TRACK
        costs = [0, *track[:-1]] if D.DONALD in view.inv[seat] else track
        best: Action = legal[0]
        best_score = -1e9
        for a in legal:
            if type(a) is not Bid:
                continue
            space = a.space
            # prefer the cheapest winning space on a lot: a higher space only if it still pays
            score = worth[a.lot] - costs[space] - 0.01 * space
            if score > best_score:
                best, best_score = a, score
        return best

    def _place(self, view: StockpileState, seat: int, legal: list[Action], table: list[float]) -> Action:
        hand = view.hand[seat]
        values = {k: table[k] for k in hand}
        lot_values = [self._lot_value(view, lot, table) for lot in range(view.n_lots)]
        best_lot = max(range(view.n_lots), key=lambda lot: lot_values[lot])
        worst_lot = min(range(view.n_lots), key=lambda lot: lot_values[lot])
        good = max(hand, key=lambda k: values[k])
        bad = min(hand, key=lambda k: values[k])
        # a good card face down where I mean to bid; a bad one face up elsewhere
        wanted = [Place(good, best_lot, True), Place(bad, worst_lot if worst_lot != best_lot else
                                                     (best_lot + 1) % view.n_lots, False)]
        if values[good] < 0:
            wanted = [Place(good, worst_lot, True), Place(bad, worst_lot, False)]
        for a in wanted:
            if a in legal:
                return a
        for other in legal:
            if isinstance(other, Place) and other.card == good and other.lot == best_lot:
                return other
        return legal[0]

    # ----------------------------------------------- the same choices, without the list
    def _fast_bid(self, view: StockpileState, seat: int) -> Action | None:
        """``_bid`` on the legal actions: Martha's first peekable pair when she may look, else
        the best-scoring bid.  A lot's bid scores less the higher its space (the costs rise), so
        only each lot's lowest legal space can be the first best.  None when nothing is legal."""
        if not view.martha_used and D.MARTHA in view.inv[seat]:
            peek = view.peekable(seat)
            if peek:
                return UseMartha(peek[0])
        top = bisect_right(D.BID_TRACK, view.available_cash(seat))
        two = view.num_players == 2
        bid_space = view.bid_space
        bidder = view.bidder
        values: list[float] | None = None
        aggression = self.p["bid_aggression"]
        track = D.BID_TRACK
        costs = [0, *track[:-1]] if D.DONALD in view.inv[seat] else track
        best: Action | None = None
        best_score = -1e9
        for lot in range(view.n_lots):
            space = bid_space[lot] + 1
            if space >= top or (two and bidder[lot] == seat):
                continue
            if values is None:
                values = self._lot_values(view, seat)
            score = values[lot] * aggression - costs[space] - 0.01 * space
            if best is None:
                best = BIDS[lot][space]  # ``_bid`` starts from the first legal action
            if score > best_score:
                best, best_score = BIDS[lot][space], score
        return best

    def _lot_values(self, view: StockpileState, seat: int) -> list[float]:
        """``_lot_value`` of every stockpile with this decision's card table; the last answer
        again when everything the table and the stockpiles read is the same (a seat bids several
        times on the same stockpiles in a round).  Shared: never change it."""
        found = _moves_and_worth(view, self.p["risk"])
        port, split, inv, lots = view.port[seat], view.split[seat], view.inv[seat], view.lots
        last = self._last_lots
        if (last is not None and last[0] is found and last[1] == port and last[2] == split and last[3] == inv
                and last[4] == lots):
            return last[5]
        table = self._table(view, seat)
        values = [sum([table[k] for k, _m in pile]) for pile in lots]
        self._last_lots = (found, port[:], split[:], inv[:], [pile[:] for pile in lots], values)
        return values

    def _fast_place(self, view: StockpileState, seat: int) -> Action | None:
        """``_place`` on the legal actions: the first of its two wanted placements that the
        facing rule allows (one always is: face down unless the seat's last card went face
        down, face up unless it went face up), working out only what that one needs.  None
        for an empty hand (nothing is legal)."""
        hand = view.hand[seat]
        if not hand:
            return None
        table = self._table(view, seat)
        lots = view.lots
        lot_values = [sum([table[k] for k, _m in pile]) for pile in lots[: view.n_lots]]
        if view.facing != 1 or D.STUART in view.inv[seat]:  # the first wanted: a good card face down
            good = max(hand, key=table.__getitem__)
            if table[good] < 0:
                return PLACES[good][lot_values.index(min(lot_values))][1]
            return PLACES[good][lot_values.index(max(lot_values))][1]
        # else the second: a bad card face up (the facing is 1: the last card went face down)
        bad = min(hand, key=table.__getitem__)
        worst_lot = lot_values.index(min(lot_values))
        if table[max(hand, key=table.__getitem__)] >= 0:
            best_lot = lot_values.index(max(lot_values))
            if worst_lot == best_lot:
                worst_lot = (best_lot + 1) % view.n_lots
        return PLACES[bad][worst_lot][0]

    def _fast_sell(self, view: StockpileState, seat: int) -> Action | None:
        """``_sell`` on the legal actions (a portfolio share ``Sell(c, 0)`` or a split card
        ``Sell(c, 1)`` of each company held, then ``DoneSelling``)."""
        moves, _div, worth, _tables = _moves_and_worth(view, self.p["risk"])
        counts = [0] * D.NUM_COMPANIES
        for k, _m in view.port[seat]:
            counts[k] += 1
        split = view.split[seat]
        held = [c for c in range(D.NUM_COMPANIES) if counts[c] or split[c]]
        drop = -self.p["sell_on_drop"]
        for c in held:
            if moves[c] <= drop:
                return SELLS[c][0 if counts[c] else 1]  # sell before a drop I know of
        last_round = view.round >= view.rounds
        if last_round:
            for c in held:
                if worth[c] < view.value(c) - 0.5:
                    return SELLS[c][0 if counts[c] else 1]
        elif view.cash[seat] < self.p["cash_reserve"]:
            sells = [c for c in held if counts[c]]
            if sells:
                return SELLS[min(sells, key=lambda c: worth[c] - view.value(c) + 0.01 * c)][0]
        return DONE_SELLING

    def _fast_action(self, view: StockpileState, seat: int) -> Action | None:
        """``_action`` on the legal actions (each action card kind held, Boom before Bust, on
        every company; Cramer's moves up and down of every company when he may act; the end
        of the turn when no card is left).  None when only the end of the turn is legal."""
        kinds = sorted({k for k, _m in view.acts[seat]})
        cramer = not view.cramer_used and D.CRAMER in view.inv[seat]
        if not kinds and not cramer:
            return None
        moves = _moves_and_worth(view, self.p["risk"])[0]
        mine = [2 * n for n in view.split[seat]]  # view.holdings(seat, c) of every company
        for k, _m in view.port[seat]:
            if k >= 0:  # not HIDDEN
                mine[k] += 1
        price = view.price
        best: Action | None = None
        best_score = -1e9
        for card in kinds:
            plays = PLAYS[card]
            for c in range(D.NUM_COMPANIES):
                if card == D.BOOM:
                    score = mine[c] * 2.0 + 0.1 * moves[c]
                else:
                    score = -mine[c] * 2.0 + (2.0 if price[c] + moves[c] < 2 and mine[c] == 0 else 0.0)
                    score -= 0.1 * price[c]
                if score > best_score:
                    best, best_score = plays[c], score
        if cramer:
            for a in CRAMERS:
                score = (mine[a.company] * a.delta) - 0.5
                if score > best_score:
                    best, best_score = a, score
        if best is not None and (type(best) is PlayAction or best_score > 0):
            return best
        return PLAYS[kinds[0]][0] if kinds else END_ACTIONS

    def _sell(self, view: StockpileState, seat: int, legal: list[Action], moves: list[float],
              worth: list[float]) -> Action:
        drop = self.p["sell_on_drop"]
        last_round = view.round >= view.rounds
        for a in legal:
            if isinstance(a, Sell) and a.kind != 2 and moves[a.company] <= -drop:
                return a  # sell before a drop I know of
        if last_round:
            # the final sale uses the prices after this movement: sell now what is worth more now
            for a in legal:
                if isinstance(a, Sell) and a.kind != 2 and worth[a.company] < view.value(a.company) - 0.5:
                    return a
        reserve = self.p["cash_reserve"]
        if not last_round and view.cash[seat] < reserve:
            sells = [a for a in legal if isinstance(a, Sell) and a.kind == 0]
            if sells:
                return min(sells, key=lambda a: worth[a.company] - view.value(a.company) + 0.01 * a.company)
        return DoneSelling()

    def _action(self, view: StockpileState, seat: int, legal: list[Action], moves: list[float]) -> Action:
        mine = [view.holdings(seat, c) for c in range(D.NUM_COMPANIES)]
        best: Action | None = None
        best_score = -1e9
        for a in legal:
            if isinstance(a, PlayAction):
                c = a.company
                if a.card == D.BOOM:
                    score = mine[c] * 2.0 + 0.1 * moves[c]
                else:
                    # hurt what I do not hold, most of all a cheap company it may bankrupt
                    score = -mine[c] * 2.0 + (2.0 if view.price[c] + moves[c] < 2 and mine[c] == 0 else 0.0)
                    score -= 0.1 * view.price[c]
            elif isinstance(a, UseCramer):
                score = (mine[a.company] * a.delta) - 0.5
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        if best is not None and (isinstance(best, PlayAction) or best_score > 0):
            return best
        return EndActions() if EndActions() in legal else legal[0]

    def _pre_demand(self, view: StockpileState, seat: int, legal: list[Action], table: list[float]) -> Action:
        for a in legal:
            if isinstance(a, UseWarren):
                lot = max(range(view.n_lots), key=lambda i: sum(1 for k, _m in view.lots[i] if k == HIDDEN))
                return UseWarren(lot)
        values = [self._lot_value(view, lot, table) for lot in range(view.n_lots)]
        marks = [a for a in legal if isinstance(a, UseMark)]
        if marks:
            best_lot = max(range(view.n_lots), key=lambda i: values[i])
            worst_lot = min(range(view.n_lots), key=lambda i: values[i])
            pile = view.lots[best_lot]
            for pos, (k, _m) in enumerate(pile):
                if k != HIDDEN and table[k] < 0 and worst_lot != best_lot:
                    return UseMark(best_lot, pos, worst_lot)
        return SkipAbility()


def net_worth(state: StockpileState, seat: int) -> float:
    """Cash minus debts plus the shares at today's prices (split cards twice)."""
    shares = sum(state.holdings(seat, c) * state.value(c) for c in range(D.NUM_COMPANIES))
    return state.cash[seat] - sum(D.fee_value(f) for f in state.debt[seat]) + shares


#: Per stage of the game (``progress`` in half rounds: 0 = round 1 before its movement, 11 = the
#: last round's selling/movement), the weights of (worth = money + shares, majority bonus) of
#: ``projection`` in a conditional logit that predicts the winner.  Fitted by
#: ``tools/fit_eval.py stockpile --train 600 --test 300 --every 3 --seed 1`` (heuristic self-play,
#: 4 players): held-out log-loss 0.966 vs 1.083 for the old "share of net worth, cubed" (chance
#: 1.386), winner accuracy 0.564 vs 0.537; in the last round 0.121 vs 0.769 (the old one missed the
#: majority bonuses and the moves to come).  Money and shares share one weight: fitted apart, money
#: looked twice as good as shares, so every sale looked like a gain (paired search: Hard won 4% of 24).
#: Small negative majority weights of the early stages are set to 0 (a bonus is money at the end).
_WEIGHTS: tuple[tuple[float, float], ...] = (
    (0.0579, 0.0000),  # progress 0.0
    (0.0873, 0.0000),  # progress 0.5
    (0.0523, 0.0000),  # progress 1.0
    (0.0696, 0.0000),  # progress 1.5
    (0.0614, 0.0000),  # progress 2.0
    (0.0753, 0.0133),  # progress 2.5
    (0.0758, 0.0000),  # progress 3.0
    (0.0746, 0.0241),  # progress 3.5
    (0.0775, 0.0065),  # progress 4.0
    (0.0849, 0.0299),  # progress 4.5
    (0.1022, 0.0211),  # progress 5.0
    (0.3487, 0.3351),  # progress 5.5
)


def evaluate(state: State, seat: int) -> float:
    """For a full state: in [0, 1], mostly the chance that ``seat`` wins (see
    ``desktop.ai.evaluation.win_and_place``) with utilities the fitted weights of ``_WEIGHTS``
    times the seats' ``projection``."""
    assert isinstance(state, StockpileState)
    if state.is_over():
        return state.result().share(seat)
    # the table is fitted for 6 rounds (4 players); other counts map by the rounds still to play
    left = state.rounds - progress(state)
    stage = min(len(_WEIGHTS) - 1, max(0, len(_WEIGHTS) - round(left * 2)))
    w_worth, w_major = _WEIGHTS[stage]
    utils = [w_worth * (m + sh) + w_major * mj for m, sh, mj in projection(state)]
    return win_and_place(utils, seat)

def projection(state: StockpileState) -> list[tuple[float, float, float]]:
    """Per seat, on a full state: (money, shares, majority), in $1K, as they will
    stand after this round's remaining forecast moves (known on a full state):
    money = cash − fee debts + dividends and split bonuses still to come this round
    (a stockpile being bid for is not counted: a seat leading on one may be outbid, and
    counting it made the fitted model predict worse);
    shares = holdings at the moved prices (splits double, bankruptcies wipe out);
    majority = the end-of-game majority bonuses on those holdings."""
    p = state.num_players
    held = [[state.holdings(s, c) for c in range(D.NUM_COMPANIES)] for s in range(p)]
    port = [[state.portfolio_count(s, c) for c in range(D.NUM_COMPANIES)] for s in range(p)]
    money = [float(state.cash[s] - sum(D.fee_value(f) for f in state.debt[s])) for s in range(p)]
    price = list(state.price)
    if state.phase not in (S.DRAFT, S.DEBORAH, S.END_ROUND, S.OVER) and state.round > 0:
        done = set(state.move_order[: state.move_pos]) if state.phase == S.MOVEMENT else set()
        order = state.move_order if state.phase == S.MOVEMENT else range(D.NUM_COMPANIES)
        for slot in order:
            if slot in done:
                continue
            c, f = state.pairs[slot]
            if c == HIDDEN:
                continue
            if f == D.DIVIDEND:
                for s in range(p):
                    money[s] += D.DIVIDEND_PER_SHARE * held[s][c]
                continue
            track = state.tracks[c]
            idx = price[c]
            if f > 0:
                for _ in range(f):
                    if idx == len(track) - 1:
                        idx = state.resets[c]
                        for s in range(p):
                            money[s] += D.SPLIT_BONUS * (held[s][c] - port[s][c]) // 2
                            held[s][c] += port[s][c]  # portfolio cards become split cards (2 shares)
                            port[s][c] = 0
                    else:
                        idx += 1
            else:
                for _ in range(-f):
                    if idx == 0:
                        idx = state.starts[c]
                        for s in range(p):
                            held[s][c] = port[s][c] = 0
                        break
                    idx -= 1
            price[c] = idx
    shares = [0.0] * p
    majority = [0.0] * p
    for c in range(D.NUM_COMPANIES):
        value = state.tracks[c][price[c]]
        most = 0
        for s in range(p):
            shares[s] += held[s][c] * value
            most = max(most, held[s][c])
        if most:
            leaders = [s for s in range(p) if held[s][c] == most]
            bonus = D.MAJORITY_BONUS if len(leaders) == 1 else D.MAJORITY_TIED
            for s in leaders:
                majority[s] += bonus
    return [(money[s], shares[s], majority[s]) for s in range(p)]


def progress(state: StockpileState) -> float:
    """How far the game is, in rounds (0 before round 1's movement … rounds at the end)."""
    if state.is_over():
        return float(state.rounds)
    done = state.phase in (S.DEBORAH, S.END_ROUND)
    return float(state.round if done else max(0, state.round - 1)) + (0.5 if state.phase >= S.SELLING and not done
                                                                      else 0.0)


