"""The board, the money and the pieces of a Landlord game: the fields every part of the state
shares (``LandlordState`` adds the auction, trade and debt parts) and the rules on lots,
buildings and mortgages that legal_actions and the checks both use."""

from __future__ import annotations

from abc import abstractmethod
from itertools import compress
from operator import itemgetter

from desktop.engine.records import Action, Event
from desktop.engine.rng import Rng
from desktop.engine.state import State

from . import data as D
from .phases import PAY_REASONS, Task
from .records import (
    Build,
    BuildingSold,
    Built,
    LandlordOptions,
    LiftMortgage,
    Mortgage,
    MortgageLifted,
    Paid,
    SellBuilding,
)

_BUILD = tuple(Build(sq) for sq in range(D.NUM_SQUARES))
_SELL = tuple(SellBuilding(sq) for sq in range(D.NUM_SQUARES))
_MORTGAGE = tuple(Mortgage(sq) for sq in range(D.NUM_SQUARES))
_LIFT = tuple(LiftMortgage(sq) for sq in range(D.NUM_SQUARES))
_LIFT_COST = tuple(m + D.interest(m) for m in D.MORTGAGE)
# per group: its squares, three squares that cover a street group (first, second, last), a fourth
# for the commercial group (4 lots; else the first again), whether it is a street group, its house cost
_GROUP_INFO = tuple(
    (squares, squares[0], squares[1], squares[-1], squares[2] if g == D.COMMERCIAL_GROUP else squares[0], g < 8,
     D.HOUSE_COST[squares[0]])
    for g, squares in enumerate(D.GROUP_SQUARES))
#: per street group: three squares that cover it (first, second, last), its squares, its house cost
_STREET_INFO = tuple((a, b, c, squares, cost) for squares, a, b, c, _d, street, cost in _GROUP_INFO if street)
#: The ownable lots in group order, and a board list's entries at them (one C call).
_LOTS_IN_ORDER = tuple(sq for squares in D.GROUP_SQUARES for sq in squares)
_OF_LOTS_IN_ORDER = itemgetter(*_LOTS_IN_ORDER)
_HOTEL_LEVEL = D.HOTEL_LEVEL

#: What ``Board.board_facts`` finds on a board: the owners, levels and mortgage flags it was
#: found on (copies), per seat its complete, unmortgaged street groups that can take another
#: building (the squares at the group's lowest level, the house cost, that level), and per seat
#: its mortgaged lots in group order.
BoardFacts = tuple[list[int], list[int], list[int], dict[int, list[tuple[tuple[int, ...], int, int]]],
                   dict[int, list[int]]]
#: The facts of the last board asked about (one entry: a bot's positions follow one another and
#: the board changes at few of them), with the owner, level and mortgaged lists they were last
#: found on if those were shared with a view then (None if not: see ``Board.board_facts``);
#: replaced whole, never changed, so a reader sees one board's.
_LAST_FACTS: list[tuple[BoardFacts, tuple[list[int], list[int], list[int]] | None] | None] = [None]

#: ``Board.lent``'s bits: the rarely written lists a view shares with the state it was made from
#: (each side copies them before it writes them: ``_own_board``, ``_own_cards``, ``_own_seats``)
LENT_BOARD = 1  # owner, level, mortgaged
LENT_CARDS = 2  # unseen, held (and each hand in it)
LENT_SEATS = 4  # vac, vac_tries, bankrupt, out_order
LENT_ALL = LENT_BOARD | LENT_CARDS | LENT_SEATS


class Board(State):
    """Everything but the parts: the board (owner, level, mortgaged per square), the bank's
    pieces, the decks and hands, the players' cash, places and vacations, and whose turn it is."""

    __slots__ = (
        "bank_flow", "bankrupt", "between", "between_done", "can_roll", "cash", "current", "decks", "doubles",
        "end_reason", "ending", "first_seat", "held", "hotels_left", "houses_left", "last_total", "lent", "level",
        "manage_count", "mortgaged", "num_players", "offer_sq", "options", "out_order", "owner", "phase", "pos",
        "proposals", "queue", "rng", "round", "rules_version", "take_seat", "take_sq", "unseen", "vac", "vac_tries",
        "viewer",
    )

    num_players: int
    viewer: int | None
    options: LandlordOptions
    rng: Rng | None
    cash: list[int]
    pos: list[int]
    owner: list[int]
    level: list[int]
    mortgaged: list[int]
    houses_left: int
    hotels_left: int
    decks: list[list[int]]
    unseen: list[int]
    held: list[list[int]]
    vac: list[int]
    vac_tries: list[int]
    bankrupt: list[int]
    out_order: list[int]
    first_seat: int
    current: int
    round: int
    doubles: int
    can_roll: bool
    manage_count: int
    proposals: int
    ending: bool
    end_reason: str
    phase: int
    queue: list[Task]
    last_total: int
    offer_sq: int
    take_seat: int
    take_sq: int
    bank_flow: int
    between: list[int]
    between_done: bool
    #: which lists this state shares with a view of it or with the state it is a view of (``LENT_*``
    #: bits): every writer of owner, level, mortgaged, unseen, held, vac, vac_tries, bankrupt or
    #: out_order calls the matching ``_own_*`` first, so neither side changes the other
    lent: int

    # -- turn flow, written by the state ------------------------------------------------
    @abstractmethod
    def _advance(self, ev: list[Event]) -> None:
        """Work through the queued tasks until one needs a decision."""

    @abstractmethod
    def _finish(self, reason: str, ev: list[Event]) -> None:
        """End the game."""

    # -- queries -------------------------------------------------------------------------
    def active_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if not self.bankrupt[s]]

    def net_worth(self, seat: int) -> int:
        return self.cash[seat] + self.lots_value(seat) + self.buildings_value(seat)

    def lots_value(self, seat: int) -> int:
        owner, mortgaged = self.owner, self.mortgaged
        return sum(D.PRICE[sq] - (D.MORTGAGE[sq] if mortgaged[sq] else 0) for sq in D.LOTS if owner[sq] == seat)

    def buildings_value(self, seat: int) -> int:
        owner, level = self.owner, self.level
        return sum(level[sq] * D.HOUSE_COST[sq] for sq in D.LOTS if owner[sq] == seat and level[sq])

    # -- rule helpers (one source of truth for legal_actions and _check) ------------
    def group_complete(self, group: int, seat: int) -> bool:
        owner = self.owner
        return all(owner[sq] == seat for sq in D.GROUP_SQUARES[group])

    def group_has_buildings(self, group: int) -> bool:
        level = self.level
        return any(level[sq] for sq in D.GROUP_SQUARES[group])

    def rent(self, sq: int, dice_total: int) -> int:
        o = self.owner[sq]
        kind = D.KIND[sq]
        if kind == D.STREET:
            lv = self.level[sq]
            if lv:
                return D.RENTS[sq][lv]
            base = D.RENTS[sq][0]
            g = D.GROUP[sq]
            if self.group_complete(g, o) and (
                    (D.DOUBLE_RENT_WITH_MORTGAGED_IN_GROUP or self.rules_version < 2)
                    or not any(self.mortgaged[x] for x in D.GROUP_SQUARES[g])):
                return 2 * base
            return base
        n = sum(1 for x in D.GROUP_SQUARES[D.GROUP[sq]] if self.owner[x] == o)
        if kind == D.COMMERCIAL:
            return D.COMMERCIAL_RENT[n]
        return D.CLINIC_FACTOR[n] * dice_total

    def raisable(self, seat: int) -> int:
        """Cash plus what selling every building and mortgaging every lot would bring."""
        total = self.cash[seat]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        mort = self.options.mortgages
        for sq in D.LOTS:
            if owner[sq] == seat:
                if level[sq]:
                    total += level[sq] * (D.HOUSE_COST[sq] // 2)
                if mort and not mortgaged[sq]:
                    total += D.MORTGAGE[sq]
        return total

    def build_reason(self, seat: int, sq: int, free: bool = False) -> str | None:
        """Why ``seat`` may not build the next level on ``sq`` (None: it may)."""
        if not 0 <= sq < D.NUM_SQUARES or D.KIND[sq] != D.STREET:
            return "not_a_street"
        if self.owner[sq] != seat:
            return "not_your_lot"
        g = D.GROUP[sq]
        squares = D.GROUP_SQUARES[g]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        if any(owner[x] != seat for x in squares):
            return "group_incomplete"
        if any(mortgaged[x] for x in squares):
            return "group_has_mortgage"
        lv = level[sq]
        if lv >= D.HOTEL_LEVEL:
            return "lot_full"
        if lv > min(level[x] for x in squares):
            return "build_unevenly"
        if not free and self.cash[seat] < D.HOUSE_COST[sq]:
            return "not_enough_cash"
        if self.options.building_shortage and not free:
            if lv == 4 and self.hotels_left < 1:
                return "no_hotels_left"
            if lv < 4 and self.houses_left < 1:
                return "no_houses_left"
        return None

    def sell_reason(self, seat: int, sq: int) -> str | None:
        if not 0 <= sq < D.NUM_SQUARES or D.KIND[sq] != D.STREET:
            return "not_a_street"
        if self.owner[sq] != seat:
            return "not_your_lot"
        lv = self.level[sq]
        if lv == 0:
            return "no_building"
        level = self.level
        if lv < max(level[x] for x in D.GROUP_SQUARES[D.GROUP[sq]]):
            return "sell_unevenly"
        return None

    def mortgage_reason(self, seat: int, sq: int) -> str | None:
        if not self.options.mortgages:
            return "mortgages_off"
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        if self.owner[sq] != seat:
            return "not_your_lot"
        if self.mortgaged[sq]:
            return "already_mortgaged"
        if self.group_has_buildings(D.GROUP[sq]):
            return "group_has_buildings"
        return None

    def lift_reason(self, seat: int, sq: int) -> str | None:
        if not 0 <= sq < D.NUM_SQUARES or not D.OWNABLE[sq]:
            return "not_a_lot"
        if self.owner[sq] != seat:
            return "not_your_lot"
        if not self.mortgaged[sq]:
            return "not_mortgaged"
        if self.cash[seat] < D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq]):
            return "not_enough_cash"
        return None

    def board_facts(self) -> BoardFacts:
        """The complete street groups and mortgaged lots of every seat (``BoardFacts``): worked out
        again only when the owners, levels or mortgages differ from the last board asked about
        (three list comparisons, element by element: a board changed by hand is seen too).  The
        same object is returned while the board stays the same: a caller may keep an answer
        worked out from the board beside it and reuse it while ``board_facts()`` is that object.

        Lists shared with a view (``lent``) are never changed in place by the rules (each side
        copies them first), so the facts last found on these very lists hold without comparing
        (a view and the state it was made from share them: most asks in play).  A board written by
        hand is seen too, except by hand on lists shared with a view (a view made before the
        write would see it as well): own them first (``_own_board``)."""
        last = _LAST_FACTS[0]
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        if last is not None:
            facts, found_on = last
            if found_on is not None and found_on[0] is owner and found_on[1] is level and found_on[2] is mortgaged:
                return facts  # (lists once shared: never changed in place since)
            if facts[0] == owner and facts[1] == level and facts[2] == mortgaged:
                if self.lent & LENT_BOARD:
                    _LAST_FACTS[0] = (facts, (owner, level, mortgaged))
                return facts
        groups: dict[int, list[tuple[tuple[int, ...], int, int]]] = {}
        for a, b, c, squares, cost in _STREET_INFO:
            o = owner[a]
            if o >= 0 and owner[b] == o and owner[c] == o and not (mortgaged[a] or mortgaged[b] or mortgaged[c]):
                lo = min(level[a], level[b], level[c])
                if lo < _HOTEL_LEVEL:
                    groups.setdefault(o, []).append((tuple(sq for sq in squares if level[sq] == lo), cost, lo))
        lots: dict[int, list[int]] = {}
        if sum(mortgaged):  # (the flags are 0 or 1: their sum, quicker than ``1 in``, is 0 when none is set)
            for sq in compress(_LOTS_IN_ORDER, _OF_LOTS_IN_ORDER(mortgaged)):
                lots.setdefault(owner[sq], []).append(sq)
        facts = (owner[:], level[:], mortgaged[:], groups, lots)
        _LAST_FACTS[0] = (facts, (owner, level, mortgaged) if self.lent & LENT_BOARD else None)
        return facts

    def builders(self) -> list[int]:
        """The seats that could build a house or hotel right now (``build_reason`` is None for
        some lot of theirs; each once, in no set order), from ``board_facts`` (asked at every
        turn's end: a complete, unmortgaged street group with a lot below a hotel whose owner has
        the cash for the next building and the bank a piece for it;
        ``tests/engine/landlord/test_fast_paths.py`` holds it to ``build_reason``)."""
        cash = self.cash
        shortage = self.options.building_shortage
        able: list[int] = []
        for o, groups in self.board_facts()[3].items():
            money = cash[o]
            for _squares, cost, lo in groups:
                if money >= cost and (not shortage or (self.hotels_left >= 1 if lo == 4 else self.houses_left >= 1)):
                    able.append(o)
                    break
        return able

    def eligible_builders(self, hotel: bool, first: int) -> list[int]:
        """Seats (in seat order from ``first``) that could build a house (or hotel) now."""
        out = []
        n = self.num_players
        for i in range(n):
            s = (first + i) % n
            if self.bankrupt[s]:
                continue
            for sq in D.LOTS:
                if self.owner[sq] == s and D.KIND[sq] == D.STREET and (self.level[sq] == 4) == hotel \
                        and self.build_reason(s, sq, free=True) is None and self.cash[s] >= D.HOUSE_COST[sq]:
                    out.append(s)
                    break
        return out

    def _manage_actions(self, seat: int, acts: list[Action], lift: bool) -> None:
        """Build, sell, mortgage and lift actions of ``seat`` (one pass over the groups)."""
        if self.manage_count >= D.MANAGE_CAP_PER_TURN:
            return
        owner = self.owner
        if seat not in owner:
            return
        append = acts.append
        level, mortgaged = self.level, self.mortgaged
        cash = self.cash[seat]
        options = self.options
        mort = options.mortgages
        shortage = options.building_shortage
        houses_ok = not shortage or self.houses_left > 0
        hotels_ok = not shortage or self.hotels_left > 0
        for squares, a, b, c, d, street, cost in _GROUP_INFO:
            # most groups hold nothing of this seat: four look-ups cover every group
            if owner[a] != seat and owner[b] != seat and owner[c] != seat and owner[d] != seat:
                continue
            built = street and (level[a] or level[b] or level[c]) > 0
            if street and owner[a] == seat and owner[b] == seat and owner[c] == seat \
                    and not (mortgaged[a] or mortgaged[b] or mortgaged[c]):
                la, lb, lc = level[a], level[b], level[c]
                lo, hi = min(la, lb, lc), max(la, lb, lc)
                for sq in squares:
                    lv = level[sq]
                    if lv == lo and lv < _HOTEL_LEVEL and cash >= cost and (hotels_ok if lv == 4 else houses_ok):
                        append(_BUILD[sq])
                    if lv and lv == hi:
                        append(_SELL[sq])
            elif built:  # buildings left on a group no longer complete cannot happen; kept safe
                for sq in squares:
                    if owner[sq] == seat and level[sq] and self.sell_reason(seat, sq) is None:
                        append(_SELL[sq])
            for sq in squares:
                if owner[sq] == seat:
                    if mortgaged[sq]:
                        if lift and cash >= _LIFT_COST[sq]:
                            append(_LIFT[sq])
                    elif mort and not built:
                        append(_MORTGAGE[sq])

    def build_lift_squares(self, seat: int) -> tuple[list[int], list[int]]:
        """The squares of ``seat``'s build actions and of its lift actions, each in group order
        (as ``_manage_actions(seat, acts, True)`` lists them), from ``board_facts``: the groups
        and lots there whose next building or lift the seat can pay for
        (``tests/engine/landlord/test_fast_paths.py`` holds the two together)."""
        if self.manage_count >= D.MANAGE_CAP_PER_TURN:
            return [], []
        _owner, _level, _mortgaged, groups, lots = self.board_facts()
        cash = self.cash[seat]
        builds: list[int] = []
        mine = groups.get(seat)
        if mine:
            shortage = self.options.building_shortage
            for squares, cost, lo in mine:
                if cash >= cost and (not shortage or (self.hotels_left > 0 if lo == 4 else self.houses_left > 0)):
                    builds.extend(squares)
        mortgaged = lots.get(seat)
        return builds, [sq for sq in mortgaged if cash >= _LIFT_COST[sq]] if mortgaged else []

    def _build_lift_actions(self, seat: int, acts: list[Action]) -> None:
        """The build and lift actions of ``_manage_actions(seat, acts, True)`` in the same order
        (each group's builds, then its lifts, group by group), for a turn's bots
        (``LandlordState.turn_choices``), from ``build_lift_squares``."""
        builds, lifts = self.build_lift_squares(seat)
        if not lifts:
            if builds:
                acts.extend([_BUILD[sq] for sq in builds])
        elif not builds:
            acts.extend([_LIFT[sq] for sq in lifts])
        else:  # group by group (a group with builds has no mortgaged lot: never the same group)
            i = j = 0
            while i < len(builds) and j < len(lifts):
                if D.GROUP[builds[i]] < D.GROUP[lifts[j]]:
                    acts.append(_BUILD[builds[i]])
                    i += 1
                else:
                    acts.append(_LIFT[lifts[j]])
                    j += 1
            acts.extend(_BUILD[sq] for sq in builds[i:])
            acts.extend(_LIFT[sq] for sq in lifts[j:])

    # -- the lists a view shares ------------------------------------------------------------
    def _own_board(self) -> None:
        """Before owner, level or mortgaged changes: this state's own copies if a view shares them."""
        if self.lent & LENT_BOARD:
            self.lent ^= LENT_BOARD
            self.owner = self.owner.copy()
            self.level = self.level.copy()
            self.mortgaged = self.mortgaged.copy()

    def _own_cards(self) -> None:
        """Before unseen or a hand changes: this state's own copies if a view shares them."""
        if self.lent & LENT_CARDS:
            self.lent ^= LENT_CARDS
            self.unseen = self.unseen.copy()
            self.held = [*map(list.copy, self.held)]

    def _own_seats(self) -> None:
        """Before vac, vac_tries, bankrupt or out_order changes: this state's own copies if a view shares them."""
        if self.lent & LENT_SEATS:
            self.lent ^= LENT_SEATS
            self.vac = self.vac.copy()
            self.vac_tries = self.vac_tries.copy()
            self.bankrupt = self.bankrupt.copy()
            self.out_order = self.out_order.copy()

    # -- money --------------------------------------------------------------------------
    def _pay_bank(self, seat: int, amount: int) -> None:
        self.cash[seat] -= amount
        self.bank_flow += amount

    def _bank_pays(self, seat: int, amount: int) -> None:
        self.cash[seat] += amount
        self.bank_flow -= amount

    def _transfer(self, payer: int, payee: int, amount: int, reason: int, sq: int, ev: list[Event]) -> None:
        if payer == D.BANK:
            self._bank_pays(payee, amount)
        elif payee == D.BANK:
            self._pay_bank(payer, amount)
        else:
            self.cash[payer] -= amount
            self.cash[payee] += amount
        ev.append(Paid(payer, payee, amount, PAY_REASONS[reason], sq))

    def _seats_from(self, first: int) -> list[int]:
        """The seats still in the game in seat order from ``first`` (round the table)."""
        n = self.num_players
        first %= n
        bankrupt = self.bankrupt
        return [s for s in (*range(first, n), *range(first)) if not bankrupt[s]]

    # -- buildings and mortgages --------------------------------------------------------
    def _build(self, seat: int, sq: int, cost: int, ev: list[Event]) -> None:
        self._own_board()
        if cost:
            self._pay_bank(seat, cost)
        if self.level[sq] == 4:
            self.hotels_left -= 1
            self.houses_left += 4
        else:
            self.houses_left -= 1
        self.level[sq] += 1
        ev.append(Built(seat, sq, self.level[sq], cost))

    def _sell(self, seat: int, sq: int, ev: list[Event]) -> None:
        self._own_board()
        lv = self.level[sq]
        half = D.HOUSE_COST[sq] // 2
        if lv == D.HOTEL_LEVEL:
            self.hotels_left += 1
            if not self.options.building_shortage or self.houses_left >= 4:
                self.houses_left -= 4
                new = 4
            else:  # the bank lacks the 4 houses: sell down to as many as it has
                new = self.houses_left
                self.houses_left = 0
        else:
            self.houses_left += 1
            new = lv - 1
        refund = half * (lv - new)
        self.level[sq] = new
        self._bank_pays(seat, refund)
        ev.append(BuildingSold(seat, sq, new, refund))

    def _lift(self, seat: int, sq: int, ev: list[Event]) -> None:
        cost = D.MORTGAGE[sq] + D.interest(D.MORTGAGE[sq])
        self._pay_bank(seat, cost)
        self._own_board()
        self.mortgaged[sq] = 0
        ev.append(MortgageLifted(seat, sq, cost))

