"""Why a Landlord move is worth playing, in the game's terms: the Hint's reasons.

``reason(view, seat, action)`` reads the seat's view (owners, buildings, cash, the lot on
offer or at auction, the trade on the table) and the action's ids, takes its numbers from
the engine's data and the heuristic's valuation (desktop/ai/heuristics/landlord.py), and
says what the move does for you ("completes your orange group", "the bid is under the
lot's worth to you").  None when there is nothing particular to say."""

from __future__ import annotations

from desktop.ai.heuristics import landlord as H
from desktop.app.games.landlord.words import C, square
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, translate
from desktop.engine import Action, State
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord import records as R
from desktop.engine.games.landlord.state import LandlordState

#: The street groups as the board colours them (the board also letters them A-H).
GROUPS = (
    QT_TRANSLATE_NOOP("Landlord", "brown group"),
    QT_TRANSLATE_NOOP("Landlord", "light blue group"),
    QT_TRANSLATE_NOOP("Landlord", "pink group"),
    QT_TRANSLATE_NOOP("Landlord", "orange group"),
    QT_TRANSLATE_NOOP("Landlord", "red group"),
    QT_TRANSLATE_NOOP("Landlord", "yellow group"),
    QT_TRANSLATE_NOOP("Landlord", "green group"),
    QT_TRANSLATE_NOOP("Landlord", "dark blue group"),
)


def group_name(g: int) -> str:
    return translate(C, GROUPS[g]) if 0 <= g < len(GROUPS) else "?"


def _others_short_of(view: LandlordState, seat: int, sq: int) -> int | None:
    """A rival one lot short of ``sq``'s street group (``sq`` the lot missing), else None."""
    g = D.GROUP[sq]
    if g >= len(GROUPS):
        return None
    squares = D.GROUP_SQUARES[g]
    for rival in range(view.num_players):
        if rival != seat and all(view.owner[x] == rival for x in squares if x != sq):
            return rival
    return None


def _lot_reason(view: LandlordState, seat: int, sq: int) -> str | None:
    """What owning ``sq`` would do for ``seat``."""
    g = D.GROUP[sq]
    if g < len(GROUPS):
        squares = D.GROUP_SQUARES[g]
        mine = sum(1 for x in squares if view.owner[x] == seat)
        if mine == len(squares) - 1 and view.owner[sq] != seat:
            return fill(translate(C, "completes your %1: rents double and you can build"), group_name(g))
        if _others_short_of(view, seat, sq) is not None:
            return fill(translate(C, "keeps a rival from completing the %1"), group_name(g))
        if mine and not any(view.owner[x] not in (-1, seat) for x in squares if x != sq):
            return fill(translate(C, "brings you one lot closer to the whole %1"), group_name(g))
    elif g == D.COMMERCIAL_GROUP:
        held = sum(1 for x in D.COMMERCIAL_SQUARES if view.owner[x] == seat) + 1
        return fill(translate(C, "your commercial lots' rent rises to %1 each"),
                    money(D.COMMERCIAL_RENT[min(held, len(D.COMMERCIAL_RENT) - 1)]))
    return None


def reason(view: State, seat: int, action: Action) -> str | None:
    if not isinstance(view, LandlordState) or not 0 <= seat < view.num_players:
        return None
    v = view
    cash = v.cash[seat]
    if isinstance(action, R.Buy) and 0 <= v.offer_sq < D.NUM_SQUARES:
        return _lot_reason(v, seat, v.offer_sq) or fill(
            translate(C, "you keep %1 after paying: enough for the rents ahead"), money(cash - D.PRICE[v.offer_sq]))
    if isinstance(action, R.Decline) and 0 <= v.offer_sq < D.NUM_SQUARES:
        worst = H.worst_street_rent(v, seat)
        if cash - D.PRICE[v.offer_sq] < worst:
            return fill(translate(C, "keeps your cash for a rent of up to %1"), money(worst))
        return translate(C, "the lot goes to auction, where it may sell for less")
    if isinstance(action, R.Bid) and v.auc_item >= 0:
        worth = round(H.lot_value(v, seat, v.auc_item) + D.PRICE[v.auc_item] / 2)
        if action.amount < worth:
            return fill(translate(C, "the bid is under the lot's worth to you (about %1)"), money(worth))
        return _lot_reason(v, seat, v.auc_item)
    if isinstance(action, R.PassBid) and v.auc_item >= 0:
        worth = round(H.lot_value(v, seat, v.auc_item) + D.PRICE[v.auc_item] / 2)
        if v.auc_bid >= worth:
            return fill(translate(C, "the bid already exceeds the lot's worth to you (about %1)"), money(worth))
        return None
    if isinstance(action, R.Build) and 0 <= action.square < D.NUM_SQUARES:
        sq = action.square
        lv = v.level[sq]
        if lv + 1 < len(D.RENTS[sq]):
            return fill(translate(C, "the rent on %1 rises from %2 to %3"), square(sq),
                        money(D.RENTS[sq][lv] * (2 if lv == 0 else 1)), money(D.RENTS[sq][lv + 1]))
        return None
    if isinstance(action, (R.Mortgage, R.SellBuilding)) and 0 <= action.square < D.NUM_SQUARES:
        raised = D.MORTGAGE[action.square] if isinstance(action, R.Mortgage) else D.HOUSE_COST[action.square] // 2
        if v.debt.seat == seat and v.debt.amount > cash:
            return fill(translate(C, "raises %1 toward the %2 you owe"), money(raised), money(v.debt.amount))
        return fill(translate(C, "raises %1 in cash"), money(raised))
    if isinstance(action, (R.LiftMortgage, R.LiftNow)) and 0 <= action.square < D.NUM_SQUARES:
        g = D.GROUP[action.square]
        if g < len(GROUPS) and v.group_complete(g, seat):
            return fill(translate(C, "your %1 earns full rent again and can be built on"), group_name(g))
        return fill(translate(C, "%1 earns rent again"), square(action.square))
    if isinstance(action, (R.PayToLeave, R.UseCard)):
        free = sum(1 for sq in D.LOTS if v.owner[sq] == -1)
        return translate(C, "%n lots are still for sale: get moving and buy", None, free)
    if isinstance(action, R.Roll) and v.vac[seat]:
        free = sum(1 for sq in D.LOTS if v.owner[sq] == -1)
        if free < 6:
            return translate(C, "few lots are left to buy: on Vacation you collect rent and pay none")
        return None
    if isinstance(action, R.AcceptTrade) and v.trade.partner == seat:
        offer = H.offer_from_state(v)
        if H.completes_group(v.owner, seat, offer.give):
            g = next(D.GROUP[sq] for sq in offer.give if D.GROUP[sq] < len(GROUPS)
                     and all(v.owner[x] == seat or x in offer.give for x in D.GROUP_SQUARES[D.GROUP[sq]]))
            return fill(translate(C, "completes your %1: rents double and you can build"), group_name(g))
        gain, _theirs = H.trade_gain(v, seat, offer)
        if gain > 0:
            return fill(translate(C, "you gain about %1 in value"), money(round(gain)))
        return None
    if isinstance(action, R.RejectTrade) and v.trade.partner == seat:
        offer = H.offer_from_state(v)
        if H.completes_group(v.owner, offer.proposer, offer.take):
            return translate(C, "it would complete a colour group for them")
        gain, theirs = H.trade_gain(v, seat, offer)
        if gain <= 0:
            return fill(translate(C, "you would lose about %1 in value"), money(round(-gain)))
        if theirs > gain:
            return translate(C, "it helps them more than you")
        return None
    return None
