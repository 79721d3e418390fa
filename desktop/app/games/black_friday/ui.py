"""Black Friday (暗黒の金曜日) in words: colours, places, special cards,
actions, events, refusals, the players panel, prices and the dialogs that
gather a whole buy, sale or silver purchase into the engine's small steps.

English words follow the glossary of /work/shared/rules/black-friday.md
(briefcase, market, bag, stock buy chart, silver buy chart, sales table,
level card, subsidy card, interest, price change)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.games.black_friday.words import (
    BREAKDOWN,
    END_CAUSES,
    PHASES,
    PRICE_CAUSES,
    REASONS,
    RULES,
    TITLE,
    TRIGGERS,
    C,
    bars,
    colour,
    counts_text,
    place,
    special,
    special_help,
    specials_of,
)
from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import fill, money, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday import state as S
from desktop.engine.games.black_friday.state import BlackFridayState


class UI(GameUI):
    title_text = TITLE
    rules = RULES
    context = C
    breakdown = BREAKDOWN
    reasons = REASONS
    money_unit = 1

    # -- words ---------------------------------------------------------------
    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value) if key == "cash" else number(value)

    def score_text(self, value: int) -> str:
        gold, silver = divmod(value, D.SILVER_PER_GOLD)
        return bars(gold, silver)

    def phase_text(self, view: State) -> str:
        assert isinstance(view, BlackFridayState)
        v = view
        return translate(C, PHASES[v.phase]) if v.phase in PHASES else ""

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        v = view if isinstance(view, BlackFridayState) else None
        a = action
        if isinstance(a, R.TakeSubsidy):
            return fill(translate(C, "Take a subsidy card (+%1)"), money(D.SUBSIDY_VALUE))
        if isinstance(a, R.PayInterest):
            if v is not None:
                return fill(translate(C, "Pay your face-down interest (%1)"), money(min(v.unpaid[seat],
                                                                                       v.cash[seat])))
            return translate(C, "Pay the face-down interest")
        if isinstance(a, R.Buy):
            if v is not None:
                text = (translate(C, "Buy another share of %1 for %2") if v.phase == S.BUYING
                        else translate(C, "Buy a share of %1 for %2"))
                return fill(text, colour(a.colour), money(v.price(a.colour)))
            return fill(translate(C, "Buy a share of %1"), colour(a.colour))
        if isinstance(a, R.Sell):
            if v is not None:
                text = (translate(C, "Sell another share of %1 for %2") if v.phase == S.SELLING
                        else translate(C, "Sell a share of %1 for %2"))
                return fill(text, colour(a.colour), money(v.price(a.colour)))
            return fill(translate(C, "Sell a share of %1"), colour(a.colour))
        if isinstance(a, R.BuySilver):
            if v is not None:
                text = (translate(C, "Buy another silver bar for %1") if v.phase == S.SILVER
                        else translate(C, "Buy a silver bar for %1"))
                return fill(text, money(v.silver_price()))
            return translate(C, "Buy a silver bar")
        if isinstance(a, R.Pass):
            return translate(C, "Pass (a case goes to the silver buy chart)")
        if isinstance(a, R.Done):
            if v is not None and v.phase == S.AFTER:
                return translate(C, "End your turn without Extra Pass")
            if v is not None and v.phase == S.BUYING:
                return translate(C, "Buy no more shares")
            if v is not None and v.phase == S.SELLING:
                return translate(C, "Sell no more shares")
            if v is not None and v.phase == S.SILVER:
                return translate(C, "Buy no more silver")
            return translate(C, "Finish")
        if isinstance(a, R.UseSpecial):
            return fill(translate(C, "Use your %1 card: %2"), special(a.kind), special_help(a.kind))
        if isinstance(a, R.ExtraPass):
            return fill(translate(C, "Use your Extra Pass card: move a %1 case from the market to the silver buy "
                                     "chart"), colour(a.colour))
        if isinstance(a, R.PlaceCase):
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
        if isinstance(a, R.LowerPrice):
            return fill(translate(C, "Lower the price of %1 by one step"), colour(a.colour))
        return super().describe_action(view, seat, action, names)

    def log_start(self, seat: int) -> tuple[str, int] | None:
        return ("turn", seat)

    def log_action(self, action: Action) -> bool:
        return not isinstance(action, R.Done)  # doing no more is not news

    def log_group(self, event: Event) -> tuple[str, int] | None:
        return ("turn", event.seat) if isinstance(event, R.TurnStarted) else None

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(e, R.TurnStarted):
            return None  # the log's turn header
        if isinstance(e, R.SubsidyTaken):
            return fill(translate(C, "%1 takes a subsidy card (+%2) and now holds %3, with %4 in cash."),
                        who(e.seat), money(D.SUBSIDY_VALUE), e.cards, money(e.cash))
        if isinstance(e, R.InterestCharged):
            if e.unpaid:
                return fill(translate(C, "%1 pays %2 interest and cannot pay %3: those subsidy cards turn face "
                                         "down."), who(e.seat), money(e.paid), money(e.unpaid))
            return fill(translate(C, "%1 pays %2 interest."), who(e.seat), money(e.paid))
        if isinstance(e, R.ShareBought):
            return fill(translate(C, "%1 buys a share of %2 for %3."), who(e.seat), colour(e.colour), money(e.price))
        if isinstance(e, R.ShareSold):
            return fill(translate(C, "%1 sells a share of %2 for %3."), who(e.seat), colour(e.colour), money(e.price))
        if isinstance(e, R.SilverBought):
            return fill(translate(C, "%1 buys a silver bar for %2 and now holds gold %3, silver %4."), who(e.seat),
                        money(e.price), e.gold, e.silver)
        if isinstance(e, R.Passed):
            return fill(translate(C, "%1 passes."), who(e.seat))
        if isinstance(e, R.SpecialUsed):
            return fill(translate(C, "%1 uses the special-action card %2."), who(e.seat), special(e.kind))
        if isinstance(e, R.CaseMoved):
            return self._case_moved(e)
        if isinstance(e, R.PriceMoved):
            text = PRICE_CAUSES.get(e.cause, PRICE_CAUSES["price_change"])
            return fill(translate(C, text), colour(e.colour), money(e.price))
        if isinstance(e, R.PriceChangeStarted):
            why = translate("Lists", ", ").join(translate(C, TRIGGERS[t]) for t in e.triggers if t in TRIGGERS)
            return fill(translate(C, "Price change %1 (set off by %2): interest is due."), e.number, why)
        if isinstance(e, R.CasesDrawn):
            return fill(translate(C, "Drawn from the bag: %1."), counts_text(e.counts))
        if isinstance(e, R.SilverPriceMoved):
            return fill(translate(C, "The silver price rises to %1 (black cases: +%2, bars bought: +%3)."),
                        money(e.price), e.blacks, e.chart_steps)
        if isinstance(e, R.SalesTableChanged):
            if e.refilled:
                return fill(translate(C, "Sales table %1 is used again, refilled from the market and the reserve."),
                            e.table + 1)
            return fill(translate(C, "Sales table %1 is now in use."), e.table + 1)
        if isinstance(e, R.LevelChanged):
            return fill(translate(C, "Level card %1 is now showing; %n black cases go into the bag.", None,
                                  e.blacks_added).replace("%n", number(e.blacks_added)), e.level)
        if isinstance(e, R.GameEnded):
            return translate(C, END_CAUSES.get(e.cause, END_CAUSES["minimum_step"]))
        if isinstance(e, R.FinalSettlement):
            return fill(translate(C, "%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest "
                                     "and buys %n bars at $100: gold %5, silver %6, %7 left.", None, e.bars)
                        .replace("%n", number(e.bars)), who(e.seat), money(e.share_cash), money(e.subsidy_cash),
                        money(e.interest_paid), e.gold, e.silver, money(e.cash))
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
            return fill(translate(C, "%n drawn %1 cases go to the market.", None, e.count)
                        .replace("%n", number(e.count)), colour(e.colour))
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
        assert isinstance(view, BlackFridayState)
        v = view
        subs = number(v.subsidies[seat])
        if v.unpaid[seat]:
            subs = fill(translate(C, "%1 (owes %2)"), subs, money(v.unpaid[seat]))
        return [self.money(v.cash[seat]), bars(v.gold[seat], v.silver[seat]), subs, self.shares_text(v, seat),
                self.special_text(v, seat)]

    def shares_text(self, v: BlackFridayState, seat: int) -> str:
        """All shares for the viewer; for others the count and what the table saw them buy."""
        held = v.held[seat]
        if seat == v.viewer:
            return fill(translate(C, "%1: %2"), held, counts_text(v.holdings[seat]))
        seen = v.holdings[seat]
        if not any(seen):
            return number(held)
        return fill(translate(C, "%1 (seen: %2)"), held, counts_text(seen))

    def special_text(self, v: BlackFridayState, seat: int) -> str:
        kinds = specials_of(v.special[seat])
        if not kinds:
            return translate(C, "none")
        names = translate(C, " or ").join(special(k) for k in kinds)
        return fill(translate(C, "%1 (used)"), names) if v.special_used[seat] else names

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        assert isinstance(view, BlackFridayState)
        v = view
        return [(colour(c), v.price(c)) for c in range(D.NUM_COLOURS)]

    def holdings(self, view: State, seat: int) -> list[int] | None:
        v: Any = view  # another seat's: what the table saw it buy
        return [int(n) for n in v.holdings[seat]]

    def price_colours(self) -> list[str] | None:
        # the board's hues, with a darker yellow that shows on the chart's white
        return ["#C8B400", "#0072B2", "#D55E00", "#009E73", "#E69F00"]

    def price_steps_title(self) -> str | None:
        return translate(C, "Price change")

    def hint_reason(self, view: State, seat: int, action: Action) -> str | None:
        from desktop.app.games.black_friday.reasons import reason

        return reason(view, seat, action)

    def round_of(self, view: State) -> int | None:
        assert isinstance(view, BlackFridayState)
        v = view
        return int(v.price_changes)

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        from desktop.app.games.black_friday.dialogs import trade_specs

        assert isinstance(view, BlackFridayState)
        return trade_specs(self, view, seat, legal)

    def scene_class(self) -> Any:
        from desktop.app.games.black_friday.board import BlackFridayScene

        return BlackFridayScene
