"""Why a Stockpile move is worth playing, in the game's terms: the Hint's reasons.

``reason(view, seat, action)`` reads the seat's view (the stockpiles' face-up cards and the
ones you placed, the forecasts you know, holdings, prices) and the action's ids; the worth of
a share after this round's expected move and of a stockpile come from the heuristic's
valuation (desktop/ai/heuristics/stockpile.py, in $1,000 units), so the words say what the
Expert's own numbers say ("the bid is under the stockpile's worth", "keeps the majority in
Leading Laboratories").  None when there is nothing particular to say."""

from __future__ import annotations

from desktop.ai.heuristics import stockpile as H
from desktop.app.games.stockpile.words import BOOM, C, card_name, company, forecast_text, lot_name
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action, State
from desktop.engine.games.stockpile import actions as A
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile.state import StockpileState


def _k(amount: float) -> str:
    return money(round(amount), 1000)


def _worths(view: StockpileState, seat: int) -> tuple[list[float], list[float]]:
    """(each company's expected move this round, the heuristic's value of every kind of card)."""
    bot = H.HeuristicBot(0)
    moves, _dividend, worth, _tables = H._moves_and_worth(view, bot.p["risk"])
    return moves, bot._card_table(view, seat, worth)


def _majority(view: StockpileState, seat: int, shares: list[int]) -> str | None:
    """What ``shares`` (per company, won now) do to ``seat``'s standing as largest holder."""
    for c in sorted(range(D.NUM_COMPANIES), key=lambda c: -shares[c]):
        n = shares[c]
        if n <= 0:
            continue
        mine = view.holdings(seat, c)
        rival = max((view.holdings(s, c) for s in range(view.num_players) if s != seat), default=0)
        if mine <= rival < mine + n and rival > 0:  # contested: a rival holds some already
            return fill(translate(C, "gives you the majority in %1 (a %2 bonus at the end)"), company(c),
                        _k(D.MAJORITY_BONUS))
        if rival < mine < rival + n:
            return fill(translate(C, "keeps the majority in %1 out of a rival's reach"), company(c))
    return None


def reason(view: State, seat: int, action: Action) -> str | None:
    if not isinstance(view, StockpileState) or not 0 <= seat < view.num_players:
        return None
    v = view
    if isinstance(action, A.Bid) and 0 <= action.lot < v.n_lots and 0 <= action.space < len(D.BID_TRACK):
        cards = [k for k, _m in v.lots[action.lot]]
        shares = [sum(1 for k in cards if k == c) for c in range(D.NUM_COMPANIES)]
        said = _majority(v, seat, shares)
        if said is not None:
            return said
        _moves, table = _worths(v, seat)
        worth = sum(table[k] for k in cards)
        cost = D.BID_TRACK[action.space]
        if D.DONALD in v.inv[seat] and action.space > 0:
            cost = D.BID_TRACK[action.space - 1]
        if cost + 1 <= worth:
            return fill(translate(C, "the bid (%1) is under the stockpile's worth (about %2)"), _k(cost), _k(worth))
        return None
    if isinstance(action, A.Place) and 0 <= action.lot < v.n_lots:
        _moves, table = _worths(v, seat)
        value = table[action.card] if 0 <= action.card < len(table) - 1 else 0.0
        if action.face_down and value > 0:
            return fill(translate(C, "only you know that %1 holds %2"), lot_name(action.lot), card_name(action.card))
        if not action.face_down and value < 0:
            return fill(translate(C, "%1 face up makes %2 less wanted"), card_name(action.card), lot_name(action.lot))
        return None
    if isinstance(action, (A.PlayAction, A.UseCramer)) and 0 <= action.company < D.NUM_COMPANIES:
        c = action.company
        up = (action.card == BOOM) if isinstance(action, A.PlayAction) else action.delta > 0
        mine = v.holdings(seat, c)
        rivals = sum(v.holdings(s, c) for s in range(v.num_players) if s != seat)
        if up and mine:
            return fill(translate(C, "raises %1, of which you hold %n shares", None, mine), company(c))
        if not up and not mine and rivals:
            return fill(translate(C, "lowers %1: rivals hold %n shares of it and you none", None, rivals),
                        company(c))
        return None
    if isinstance(action, A.Sell) and 0 <= action.company < D.NUM_COMPANIES:
        c = action.company
        moves, _table = _worths(v, seat)
        known = [f for cc, f in v.pairs if cc == c]
        if known and moves[c] < 0:
            return fill(translate(C, "sells %1 before its forecast of %2 lowers the price"), company(c),
                        forecast_text(known[0]))
        if moves[c] < 0:
            return fill(translate(C, "%1 is expected to fall this round"), company(c))
        return None
    if isinstance(action, A.ClaimDividend) and action.shares > 0:
        return fill(translate(C, "collects %1 in dividends"), _k(action.shares * D.DIVIDEND_PER_SHARE))
    if isinstance(action, A.NameCompany) and 0 <= action.company < D.NUM_COMPANIES:
        mine = v.holdings(seat, action.company)
        if mine:
            return translate(C, "pays you for your %n shares", None, mine)
        return None
    return None
