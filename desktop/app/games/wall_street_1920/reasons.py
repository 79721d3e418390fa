"""Why a 1920 Wall Street move is worth playing, in the game's terms: the Hint's reasons.

``reason(view, seat, action)`` reads the seat's view (the circle's cards, your shares, the
prices, the trend pot) and the action's ids; what a buy is worth comes from the heuristic's
valuation (desktop/ai/heuristics/wall_street_1920.py: your holdings scored at the current
prices, shares below a type's minimum counted in part), so the words say what the Expert's
own numbers say ("brings your oil to the 2 shares that score").  None when there is nothing
particular to say."""

from __future__ import annotations

from desktop.ai.heuristics import wall_street_1920 as H
from desktop.app.games.wall_street_1920.words import C, stock_name
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action, State
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920 import records as R
from desktop.engine.games.wall_street_1920.state import WallStreetState, share_value


def _counts(cards: list[int]) -> list[int]:
    """Shares of each type among ``cards`` (plain stock cards only: starting and gold cards are
    the owner's to assign at the end)."""
    counts = [0, 0, 0, 0]
    for card in cards:
        if 0 <= card < len(D.CARDS) and D.CARDS[card].kind == D.K_STOCK:
            counts[D.CARDS[card].stock] += D.CARDS[card].shares
    return counts


def reason(view: State, seat: int, action: Action) -> str | None:
    if not isinstance(view, WallStreetState) or not 0 <= seat < view.num_players:
        return None
    v = view
    minimum = D.MIN_HOLDINGS.get(v.num_players, D.MIN_HOLDINGS[4])
    if isinstance(action, R.Buy) and v.pawns[seat] >= 0 and 1 <= action.steps <= len(v.circle):
        target, _total, _fees, need = v.buy_cost(seat, action.steps)
        cards = v.circle[target]
        if cards and cards[0] == D.TREND:
            if v.trend_pot > need:
                return fill(translate(C, "the trend card's %1 is more than the move costs"), money(v.trend_pot))
            return None
        before = _counts(v.stocks[seat])
        after = _counts([*v.stocks[seat], *cards])
        for t in range(4):
            if before[t] < minimum[t] <= after[t]:
                return fill(translate(C, "brings your %1 to the %n shares that score", None, minimum[t]),
                            stock_name(t))
        value = H.HeuristicBot(0)._buy_value(v, seat, target, need, {})
        if value >= 2:
            return fill(translate(C, "worth about %1 more to your holdings than it costs"), money(round(value)))
        return None
    if isinstance(action, R.Sell) and action.card in v.stocks[seat]:
        card = action.card
        if 0 <= card < len(D.CARDS) and D.CARDS[card].kind == D.K_STOCK:
            t = D.CARDS[card].stock
            held = _counts(v.stocks[seat])[t]
            if held < minimum[t]:
                return fill(translate(C, "your %1 falls short of the %n shares that score: %2 in cash now", None,
                                      minimum[t]), stock_name(t), money(share_value(card, v.prices)))
        return None
    if isinstance(action, R.ChooseStock) and 0 <= action.stock < 4 and v.choose_delta:
        t = action.stock
        mine = _counts(v.stocks[seat])[t]
        theirs = max((_counts(v.stocks[s])[t] for s in range(v.num_players) if s != seat), default=0)
        if v.choose_delta > 0 and mine > theirs:
            return fill(translate(C, "raises %1, of which you hold %n shares", None, mine), stock_name(t))
        if v.choose_delta < 0 and theirs > mine:
            return fill(translate(C, "lowers %1: a rival holds %n shares of it", None, theirs), stock_name(t))
        return None
    return None
