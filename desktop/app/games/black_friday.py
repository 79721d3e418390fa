"""Black Friday (暗黒の金曜日) in words: colours, places, special cards,
actions, events, refusals, the players panel, prices and the dialogs that
gather a whole buy, sale or silver purchase into the engine's small steps.

English words follow the glossary of /work/shared/rules/black-friday.md
(briefcase, market, bag, stock buy chart, silver buy chart, sales table,
level card, subsidy card, interest, price change)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday import state as S

C = "BlackFriday"

COLOURS = (
    QT_TRANSLATE_NOOP("BlackFriday", "Yellow"),
    QT_TRANSLATE_NOOP("BlackFriday", "Blue"),
    QT_TRANSLATE_NOOP("BlackFriday", "Red"),
    QT_TRANSLATE_NOOP("BlackFriday", "Green"),
    QT_TRANSLATE_NOOP("BlackFriday", "Orange"),
    QT_TRANSLATE_NOOP("BlackFriday", "Black"),
)
#: one-letter board labels (colour is never the only cue: every colour also has a shape)
LETTERS = (
    QT_TRANSLATE_NOOP("BlackFriday", "Y"),
    QT_TRANSLATE_NOOP("BlackFriday", "B"),
    QT_TRANSLATE_NOOP("BlackFriday", "R"),
    QT_TRANSLATE_NOOP("BlackFriday", "G"),
    QT_TRANSLATE_NOOP("BlackFriday", "O"),
    QT_TRANSLATE_NOOP("BlackFriday", "K"),
)
PLACES = {
    "market": QT_TRANSLATE_NOOP("BlackFriday", "the market"),
    "bag": QT_TRANSLATE_NOOP("BlackFriday", "the bag"),
    "buy_chart": QT_TRANSLATE_NOOP("BlackFriday", "the stock buy chart"),
    "silver_chart": QT_TRANSLATE_NOOP("BlackFriday", "the silver buy chart"),
    "sales_table": QT_TRANSLATE_NOOP("BlackFriday", "the sales table"),
    "reserve": QT_TRANSLATE_NOOP("BlackFriday", "the reserve"),
    "drawn": QT_TRANSLATE_NOOP("BlackFriday", "the cases drawn"),
}
SPECIAL_NAMES = {
    D.EXTRA_PASS: QT_TRANSLATE_NOOP("BlackFriday", "Extra Pass"),
    D.BUY_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "Buy +1"),
    D.SELL_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "Sell +1"),
    D.SILVER_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "Silver +1"),
}
SPECIAL_HELP = {
    D.EXTRA_PASS: QT_TRANSLATE_NOOP("BlackFriday", "move one more market case to the silver buy chart"),
    D.BUY_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "buy one share more than the trade limit"),
    D.SELL_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "sell one share more than the trade limit"),
    D.SILVER_PLUS_ONE: QT_TRANSLATE_NOOP("BlackFriday", "buy one silver bar more than the trade limit"),
}
TRIGGERS = {
    "buy_chart": QT_TRANSLATE_NOOP("BlackFriday", "the full stock buy chart"),
    "silver_chart": QT_TRANSLATE_NOOP("BlackFriday", "the full silver buy chart"),
    "sales_table": QT_TRANSLATE_NOOP("BlackFriday", "the emptied sales table"),
}
PRICE_CAUSES = {
    "sale": QT_TRANSLATE_NOOP("BlackFriday", "%1 drops one step to %2 after the sale."),
    "last_from_market": QT_TRANSLATE_NOOP("BlackFriday", "%1 rises one step to %2: its last case left the market."),
    "three_on_chart": QT_TRANSLATE_NOOP("BlackFriday", "%1 rises one step to %2: three of its cases are on a chart."),
    "price_change": QT_TRANSLATE_NOOP("BlackFriday", "Price change: %1 moves to %2."),
    "absent_from_market": QT_TRANSLATE_NOOP("BlackFriday", "%1 rises one row to %2: no case of it is in the market."),
}
END_CAUSES = {
    "black_cases": QT_TRANSLATE_NOOP("BlackFriday", "The black cases drove the silver price to $100: the game ends."),
    "silver_chart": QT_TRANSLATE_NOOP("BlackFriday", "The silver bars bought drove the silver price to $100: "
                                                     "the game ends."),
    "minimum_step": QT_TRANSLATE_NOOP("BlackFriday", "The silver price's last step reached $100: the game ends."),
}
REASONS = {
    "subsidy_limit_reached": QT_TRANSLATE_NOOP("BlackFriday", "You already hold as many subsidy cards as the level "
                                                              "card allows."),
    "interest_unpaid": QT_TRANSLATE_NOOP("BlackFriday", "Pay your face-down interest first."),
    "must_raise_money_first": QT_TRANSLATE_NOOP("BlackFriday", "You cannot pay the interest yet: take a subsidy or "
                                                               "sell shares first."),
    "no_interest_owed": QT_TRANSLATE_NOOP("BlackFriday", "You owe no interest."),
    "trade_limit_reached": QT_TRANSLATE_NOOP("BlackFriday", "This action already reached the trade limit."),
    "not_enough_cash": QT_TRANSLATE_NOOP("BlackFriday", "You cannot pay that price."),
    "not_in_market": QT_TRANSLATE_NOOP("BlackFriday", "No case of that colour is in the market."),
    "no_share_to_sell": QT_TRANSLATE_NOOP("BlackFriday", "You hold no share of that colour."),
    "special_not_held": QT_TRANSLATE_NOOP("BlackFriday", "Your special-action card does not show that action."),
    "special_already_used": QT_TRANSLATE_NOOP("BlackFriday", "Your special-action card has been used already."),
    "special_not_for_this_action": QT_TRANSLATE_NOOP("BlackFriday", "That special action belongs to another kind of "
                                                                    "action."),
    "special_only_at_trade_limit": QT_TRANSLATE_NOOP("BlackFriday", "Use the +1 card once the action has reached "
                                                                    "the trade limit."),
    "case_not_available": QT_TRANSLATE_NOOP("BlackFriday", "No case of that colour can be moved here."),
    "colour_not_sold": QT_TRANSLATE_NOOP("BlackFriday", "You did not sell that colour in this action."),
    "unknown_colour": QT_TRANSLATE_NOOP("BlackFriday", "There is no such colour."),
    "unknown_special": QT_TRANSLATE_NOOP("BlackFriday", "There is no such special action."),
    "wrong_phase": QT_TRANSLATE_NOOP("BlackFriday", "That is not a step of this moment of the turn."),
    "unknown_action": QT_TRANSLATE_NOOP("BlackFriday", "That is not an action of this game."),
    "view_is_not_playable": QT_TRANSLATE_NOOP("BlackFriday", "This is only a view of the game."),
}
BREAKDOWN = {
    "gold": QT_TRANSLATE_NOOP("BlackFriday", "Gold bars"),
    "silver": QT_TRANSLATE_NOOP("BlackFriday", "Silver bars"),
    "cash": QT_TRANSLATE_NOOP("BlackFriday", "Cash left"),
}
#: what the player is doing now (the board's headline)
PHASES = {
    S.MAIN: QT_TRANSLATE_NOOP("BlackFriday", "choosing an action"),
    S.BUYING: QT_TRANSLATE_NOOP("BlackFriday", "buying shares"),
    S.SELLING: QT_TRANSLATE_NOOP("BlackFriday", "selling shares"),
    S.SILVER: QT_TRANSLATE_NOOP("BlackFriday", "buying silver"),
    S.MARKER: QT_TRANSLATE_NOOP("BlackFriday", "choosing the price that drops"),
    S.CASE: QT_TRANSLATE_NOOP("BlackFriday", "choosing the case that moves"),
    S.AFTER: QT_TRANSLATE_NOOP("BlackFriday", "deciding on Extra Pass"),
    S.OWE: QT_TRANSLATE_NOOP("BlackFriday", "paying interest owed"),
    S.OVER: QT_TRANSLATE_NOOP("BlackFriday", "game over"),
}


def colour(c: int) -> str:
    return translate(C, COLOURS[c]) if 0 <= c < len(COLOURS) else translate(C, "any colour")


def letter(c: int) -> str:
    return translate(C, LETTERS[c]) if 0 <= c < len(LETTERS) else "?"


def place(name: str) -> str:
    return translate(C, PLACES[name]) if name in PLACES else name


def special(kind: str) -> str:
    return translate(C, SPECIAL_NAMES[kind]) if kind in SPECIAL_NAMES else kind


def special_help(kind: str) -> str:
    return translate(C, SPECIAL_HELP[kind]) if kind in SPECIAL_HELP else ""


def specials_of(mask: int) -> list[str]:
    """The special actions a card shows (bit mask of data.SPECIAL_BIT)."""
    return [kind for kind in D.SPECIALS if mask & D.SPECIAL_BIT[kind]]


def bars(gold: int, silver: int) -> str:
    return fill(translate(C, "%1 gold, %2 silver"), gold, silver)


def counts_text(counts: Sequence[int]) -> str:
    """"2 × Yellow, 1 × Black" for the colours with a count."""
    parts = [fill(translate(C, "%1 × %2"), n, colour(c)) for c, n in enumerate(counts) if n > 0]
    return translate("Lists", ", ").join(parts) or translate(C, "nothing")


class UI(GameUI):
    money_unit = 1

    # -- words ---------------------------------------------------------------
    def breakdown_label(self, key: str) -> str:
        return translate(C, BREAKDOWN[key]) if key in BREAKDOWN else super().breakdown_label(key)

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value) if key == "cash" else number(value)

    def score_text(self, value: int) -> str:
        gold, silver = divmod(value, D.SILVER_PER_GOLD)
        return bars(gold, silver)

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        if reason in REASONS:
            return translate(C, REASONS[reason])
        return super().describe_reason(reason, details)

    def phase_text(self, view: State) -> str:
        v: Any = view
        return translate(C, PHASES[v.phase]) if v.phase in PHASES else ""

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        v: Any = view
        a: Any = action
        if isinstance(action, R.TakeSubsidy):
            return fill(translate(C, "Take a subsidy card (+%1)"), money(D.SUBSIDY_VALUE))
        if isinstance(action, R.PayInterest):
            if v is not None:
                return fill(translate(C, "Pay your face-down interest (%1)"), money(min(v.unpaid[seat],
                                                                                       v.cash[seat])))
            return translate(C, "Pay the face-down interest")
        if isinstance(action, R.Buy):
            if v is not None:
                text = (translate(C, "Buy another share of %1 for %2") if v.phase == S.BUYING
                        else translate(C, "Buy a share of %1 for %2"))
                return fill(text, colour(a.colour), money(v.price(a.colour)))
            return fill(translate(C, "Buy a share of %1"), colour(a.colour))
        if isinstance(action, R.Sell):
            if v is not None:
                text = (translate(C, "Sell another share of %1 for %2") if v.phase == S.SELLING
                        else translate(C, "Sell a share of %1 for %2"))
                return fill(text, colour(a.colour), money(v.price(a.colour)))
            return fill(translate(C, "Sell a share of %1"), colour(a.colour))
        if isinstance(action, R.BuySilver):
            if v is not None:
                text = (translate(C, "Buy another silver bar for %1") if v.phase == S.SILVER
                        else translate(C, "Buy a silver bar for %1"))
                return fill(text, money(v.silver_price()))
            return translate(C, "Buy a silver bar")
        if isinstance(action, R.Pass):
            return translate(C, "Pass (a case goes to the silver buy chart)")
        if isinstance(action, R.Done):
            if v is not None and v.phase == S.AFTER:
                return translate(C, "End your turn without Extra Pass")
            if v is not None and v.phase == S.BUYING:
                return translate(C, "Buy no more shares")
            if v is not None and v.phase == S.SELLING:
                return translate(C, "Sell no more shares")
            if v is not None and v.phase == S.SILVER:
                return translate(C, "Buy no more silver")
            return translate(C, "Finish")
        if isinstance(action, R.UseSpecial):
            return fill(translate(C, "Use your %1 card: %2"), special(a.kind), special_help(a.kind))
        if isinstance(action, R.ExtraPass):
            return fill(translate(C, "Use your Extra Pass card: move a %1 case from the market to the silver buy "
                                     "chart"), colour(a.colour))
        if isinstance(action, R.PlaceCase):
            dest = v.case_dest if v is not None else -1
            if dest == S.DEST_MARKET:
                text = translate(C, "Move a %1 case from the sales table to the market")
            elif dest == S.DEST_SILVER_CHART:
                text = translate(C, "Put a %1 case on the silver buy chart")
            elif dest == S.DEST_BUY_CHART:
                text = translate(C, "Put a %1 case on the stock buy chart")
            else:
                text = translate(C, "Move a %1 case")
            return fill(text, colour(a.colour))
        if isinstance(action, R.LowerPrice):
            return fill(translate(C, "Lower the price of %1 by one step"), colour(a.colour))
        return super().describe_action(view, seat, action, names)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e: Any = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(event, R.TurnStarted):
            return fill(translate(C, "Turn %1: %2 is to play."), e.turn, who(e.seat))
        if isinstance(event, R.SubsidyTaken):
            return fill(translate(C, "%1 takes a subsidy card (+%2) and now holds %3, with %4 in cash."),
                        who(e.seat), money(D.SUBSIDY_VALUE), e.cards, money(e.cash))
        if isinstance(event, R.InterestCharged):
            if e.unpaid:
                return fill(translate(C, "%1 pays %2 interest and cannot pay %3: those subsidy cards turn face "
                                         "down."), who(e.seat), money(e.paid), money(e.unpaid))
            return fill(translate(C, "%1 pays %2 interest."), who(e.seat), money(e.paid))
        if isinstance(event, R.ShareBought):
            return fill(translate(C, "%1 buys a share of %2 for %3."), who(e.seat), colour(e.colour), money(e.price))
        if isinstance(event, R.ShareSold):
            return fill(translate(C, "%1 sells a share of %2 for %3."), who(e.seat), colour(e.colour), money(e.price))
        if isinstance(event, R.SilverBought):
            return fill(translate(C, "%1 buys a silver bar for %2 and now has %3."), who(e.seat), money(e.price),
                        bars(e.gold, e.silver))
        if isinstance(event, R.Passed):
            return fill(translate(C, "%1 passes."), who(e.seat))
        if isinstance(event, R.SpecialUsed):
            return fill(translate(C, "%1 uses the special-action card %2."), who(e.seat), special(e.kind))
        if isinstance(event, R.CaseMoved):
            return self._case_moved(e)
        if isinstance(event, R.PriceMoved):
            text = PRICE_CAUSES.get(e.cause, PRICE_CAUSES["price_change"])
            return fill(translate(C, text), colour(e.colour), money(e.price))
        if isinstance(event, R.PriceChangeStarted):
            why = translate("Lists", ", ").join(translate(C, TRIGGERS[t]) for t in e.triggers if t in TRIGGERS)
            return fill(translate(C, "Price change %1 (set off by %2): interest is due."), e.number, why)
        if isinstance(event, R.CasesDrawn):
            return fill(translate(C, "Drawn from the bag: %1."), counts_text(e.counts))
        if isinstance(event, R.SilverPriceMoved):
            return fill(translate(C, "The silver price rises to %1 (%2 step(s) for black cases, %3 for bars "
                                     "bought)."), money(e.price), e.blacks, e.chart_steps)
        if isinstance(event, R.SalesTableChanged):
            if e.refilled:
                return fill(translate(C, "Sales table %1 is used again, refilled from the market and the reserve."),
                            e.table + 1)
            return fill(translate(C, "Sales table %1 is now in use."), e.table + 1)
        if isinstance(event, R.LevelChanged):
            return fill(translate(C, "Level card %1 is now showing; %2 black case(s) go into the bag."), e.level,
                        e.blacks_added)
        if isinstance(event, R.GameEnded):
            return translate(C, END_CAUSES.get(e.cause, END_CAUSES["minimum_step"]))
        if isinstance(event, R.FinalSettlement):
            return fill(translate(C, "%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest "
                                     "and buys %5 bar(s) at $100: %6, %7 left."),
                        who(e.seat), money(e.share_cash), money(e.subsidy_cash), money(e.interest_paid), e.bars,
                        bars(e.gold, e.silver), money(e.cash))
        return super().describe_event(event, names, viewer)

    def _case_moved(self, e: Any) -> str:
        if e.colour == -1:
            if e.source == "sales_table":
                return translate(C, "The used sales table's cases go into the bag.")
            return fill(translate(C, "The %1 cases of %2 go into the bag."), e.count, place(e.source))
        if e.source == "drawn" and e.dest == "bag":
            return translate(C, "The single black case drawn goes back into the bag.")
        if e.source == "drawn" and e.dest == "reserve":
            return fill(translate(C, "%1 black cases go to the reserve."), e.count)
        if e.source == "drawn":
            return fill(translate(C, "%1 drawn %2 case(s) go to the market."), e.count, colour(e.colour))
        if e.count == 1:
            return fill(translate(C, "A %1 case goes from %2 to %3."), colour(e.colour), place(e.source),
                        place(e.dest))
        return fill(translate(C, "%1 %2 cases go from %3 to %4."), e.count, colour(e.colour), place(e.source),
                    place(e.dest))

    # -- panels -----------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Bars"), translate(C, "Subsidies"), translate(C, "Shares"),
                translate(C, "Special card")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        v: Any = view
        subs = number(v.subsidies[seat])
        if v.unpaid[seat]:
            subs = fill(translate(C, "%1 (owes %2)"), subs, money(v.unpaid[seat]))
        return [self.money(v.cash[seat]), bars(v.gold[seat], v.silver[seat]), subs, self.shares_text(v, seat),
                self.special_text(v, seat)]

    def shares_text(self, v: Any, seat: int) -> str:
        """All shares for the viewer; for others the count and what the table saw them buy."""
        held = v.held[seat]
        if seat == v.viewer:
            return fill(translate(C, "%1: %2"), held, counts_text(v.holdings[seat]))
        seen = v.holdings[seat]
        if not any(seen):
            return number(held)
        return fill(translate(C, "%1 (seen: %2)"), held, counts_text(seen))

    def special_text(self, v: Any, seat: int) -> str:
        kinds = specials_of(v.special[seat])
        if not kinds:
            return translate(C, "none")
        names = translate(C, " or ").join(special(k) for k in kinds)
        return fill(translate(C, "%1 (used)"), names) if v.special_used[seat] else names

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        v: Any = view
        return [(colour(c), v.price(c)) for c in range(D.NUM_COLOURS)]

    def holdings(self, view: State, seat: int) -> list[int] | None:
        v: Any = view  # another seat's: what the table saw it buy
        return [int(n) for n in v.holdings[seat]]

    def price_colours(self) -> list[str] | None:
        # the board's hues, with a darker yellow that shows on the chart's white
        return ["#C8B400", "#0072B2", "#D55E00", "#009E73", "#E69F00"]

    def price_steps_title(self) -> str | None:
        return translate(C, "Price change")

    def round_of(self, view: State) -> int | None:
        v: Any = view
        return int(v.price_changes)

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        from desktop.app.games.black_friday_trade import trade_specs

        return trade_specs(self, view, seat, legal)

    def scene_class(self) -> Any:
        from desktop.app.boards.black_friday import BlackFridayScene

        return BlackFridayScene
