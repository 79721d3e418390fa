"""Why a Hab & Gut move is worth playing, in the game's terms: the Hint's reasons.

``reason(view, seat, action)`` reads the seat's view (prices, holdings, your two racks'
cards, the donation boards) and the action's ids; where prices are heading comes from the
heuristic's estimate from the cards you can see (desktop/ai/heuristics/hab_und_gut.py
``expected_prices``) and the donations from its projection, so the words say what the
Expert's own numbers say ("the cards you see push coffee up to about $120").  None when
there is nothing particular to say."""

from __future__ import annotations

from desktop.ai.heuristics import hab_und_gut as H
from desktop.app.games.hab_und_gut.words import C, good_name
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action, State
from desktop.engine.games.hab_und_gut import actions as A
from desktop.engine.games.hab_und_gut.state import HabGutState

#: A price change smaller than this (money) is not worth a word.
NOTABLE = 10


def reason(view: State, seat: int, action: Action) -> str | None:
    if not isinstance(view, HabGutState) or not 0 <= seat < view.num_players:
        return None
    v = view
    goods = len(v.prices)
    if isinstance(action, (A.Buy, A.Sell)) and 0 <= action.good < goods:
        g = action.good
        end_half, _end_game = H.expected_prices(v, seat)
        change = end_half[g] - v.prices[g]
        if isinstance(action, A.Buy) and change >= NOTABLE:
            return fill(translate(C, "the cards you see push %1 up to about %2"), good_name(g),
                        money(round(end_half[g])))
        if isinstance(action, A.Sell) and change <= -NOTABLE:
            return fill(translate(C, "the cards you see push %1 down to about %2"), good_name(g),
                        money(round(end_half[g])))
        return None
    if isinstance(action, A.Donate) and 0 <= action.good < goods:
        end_half, _end_game = H.expected_prices(v, seat)
        projected = H.projected_donations(v, seat, end_half)
        rivals = [p for s, p in enumerate(projected) if s != seat and not v.eliminated[s]]
        if rivals and projected[seat] <= min(rivals) + end_half[action.good]:
            return fill(translate(C, "the lowest donor is eliminated: this lifts your donations to about %1 "
                                     "(the lowest rival's: about %2)"),
                        money(round(projected[seat] + end_half[action.good])), money(round(min(rivals))))
        return None
    if isinstance(action, A.PlayCard) and 0 <= action.good < goods and action.value:
        g = action.good
        mine = v.holdings[seat][g]
        theirs = max((v.holdings[s][g] for s in range(v.num_players) if s != seat), default=0)
        if action.value > 0 and mine > 0:
            return fill(translate(C, "raises %1, of which you hold %n shares", None, mine), good_name(g))
        if action.value < 0 and theirs > mine:
            return fill(translate(C, "lowers %1: a rival holds %n shares of it", None, theirs), good_name(g))
        return None
    return None
