"""Why a Black Friday move is worth playing, in the game's terms: the Hint's reasons.

``reason(view, seat, action)`` reads the seat's view (prices on the grid, holdings, the
silver price, where the case an action moves is going) and the action's ids, and says what
the move does to your shares in the rulebook's words ("the price that steps down is blue's,
which you hold none of").  The thresholds are the heuristic's (desktop/ai/heuristics/
black_friday.py: a sale high on the grid, the end near when silver nears 100).  None when
there is nothing particular to say."""

from __future__ import annotations

from desktop.ai.heuristics import black_friday as H
from desktop.app.games.black_friday.words import C, colour
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action, State
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday.state import DEST_MARKET, BlackFridayState

#: Spaces of the silver track before its end from which the end counts as near (the heuristic's).
NEAR_END = 4


def reason(view: State, seat: int, action: Action) -> str | None:
    if not isinstance(view, BlackFridayState) or not 0 <= seat < view.num_players:
        return None
    v = view
    hold = v.holdings[seat]
    colours = len(hold)
    near_end = v.silver_idx >= D.SILVER_END - NEAR_END
    if isinstance(action, R.LowerPrice) and 0 <= action.colour < colours:
        c = action.colour
        if not hold[c]:
            return fill(translate(C, "the price that steps down is %1's, which you hold none of"), colour(c))
        if hold[c] == min(hold[x] for x in range(colours)):
            return fill(translate(C, "the price that steps down is %1's, which you hold least of"), colour(c))
        return None
    if isinstance(action, (R.PlaceCase, R.ExtraPass)) and 0 <= action.colour < colours:
        c = action.colour
        to_market = isinstance(action, R.PlaceCase) and v.case_dest == DEST_MARKET
        if to_market and not hold[c]:
            return fill(translate(C, "the case goes to the market as %1, which you hold none of"), colour(c))
        if not to_market and hold[c]:
            return fill(translate(C, "takes a %1 case out of the market, which helps its price rise: "
                                     "you hold %n shares", None, hold[c]), colour(c))
        return None
    if isinstance(action, R.Sell) and 0 <= action.colour < colours and hold[action.colour]:
        c = action.colour
        if near_end:
            return fill(translate(C, "silver is at %1 and will cost %2 at the end: cash from shares buys "
                                     "more bars now"), money(v.silver_price()), money(D.SILVER_TRACK[D.SILVER_END]))
        if v.row[c] >= H.PERSONALITY_DEFAULTS["sell_row"]:
            return fill(translate(C, "%1 sells high, at %2"), colour(c), money(v.price(c)))
        return None
    if isinstance(action, R.BuySilver) and near_end:
        return fill(translate(C, "silver is at %1 and will cost %2 at the end: the game ends when it gets there"),
                    money(v.silver_price()), money(D.SILVER_TRACK[D.SILVER_END]))
    return None
