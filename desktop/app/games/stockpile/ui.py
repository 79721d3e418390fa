"""Stockpile in words: actions, events, reasons, the players panel, prices.
Money in the engine is counted in $1,000 units."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.games.stockpile.words import (
    BOOM,
    BREAKDOWN,
    COMPANIES,
    HIDDEN,
    OPTIONS,
    PHASES,
    REASONS,
    RULES,
    TITLE,
    C,
    _k,
    card_name,
    company,
    forecast_text,
    investor,
    lot_name,
    ticker,
)
from desktop.app.gameui import ComposeRow, ComposeSpec, GameUI
from desktop.app.i18n import fill, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.stockpile import actions as A
from desktop.engine.games.stockpile import events as E
from desktop.engine.games.stockpile.phases import DEBORAH
from desktop.engine.games.stockpile.state import StockpileState


class UI(GameUI):
    title_text = TITLE
    rules = RULES
    context = C
    options = OPTIONS
    breakdown = BREAKDOWN
    reasons = REASONS
    money_unit = 1000

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value)

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        a = action
        if isinstance(a, A.Place):
            text = (translate(C, "Put %1 face down on %2") if a.face_down
                    else translate(C, "Put %1 face up on %2"))
            return fill(text, card_name(a.card), lot_name(a.lot))
        if isinstance(a, A.Bid):
            return fill(translate(C, "Bid %1 on %2"), _k(_bid_value(a.space)), lot_name(a.lot))
        if isinstance(a, A.Sell):
            if a.kind == 0:
                return fill(translate(C, "Sell one share of %1"), company(a.company))
            if a.kind == 1:
                return fill(translate(C, "Sell a split card of %1 (2 shares)"), company(a.company))
            return fill(translate(C, "Sell half a split card of %1 (1 share)"), company(a.company))
        if isinstance(a, A.DoneSelling):
            return translate(C, "Sell nothing more")
        if isinstance(a, A.PlayAction):
            text = (translate(C, "Play a Stock Boom on %1") if a.card == BOOM
                    else translate(C, "Play a Stock Bust on %1"))
            return fill(text, company(a.company))
        if isinstance(a, A.EndActions):
            return translate(C, "End your action turn")
        if isinstance(a, A.UseCramer):
            text = translate(C, "Crazy Cramer: move %1 up one space") if a.delta > 0 else translate(
                C, "Crazy Cramer: move %1 down one space")
            return fill(text, company(a.company))
        if isinstance(a, A.ClaimDividend):
            if a.shares == 0:
                return translate(C, "Claim the dividend for no shares")
            return fill(translate(C, "Claim the dividend for %1 shares", None, a.shares), a.shares)
        if isinstance(a, A.ChooseInvestor):
            return fill(translate(C, "Keep investor %1"), investor(a.investor))
        if isinstance(a, A.UseWarren):
            return fill(translate(C, "Wise Warren: look at the cards of %1"), lot_name(a.lot))
        if isinstance(a, A.UseMark):
            return fill(translate(C, "Maverick Mark: move card %1 of %2 to %3"), a.pos + 1, lot_name(a.src),
                        lot_name(a.dst))
        if isinstance(a, A.SkipAbility):
            if isinstance(view, StockpileState) and view.phase == DEBORAH:  # rules version 2: she may name none
                return translate(C, "Dividend Deborah: name no company")
            return translate(C, "Use no investor ability")
        if isinstance(a, A.UseMartha):
            return fill(translate(C, "Mayknow Martha: look at forecast pair %1"), a.pair + 1)
        if isinstance(a, A.NameCompany):
            return fill(translate(C, "Dividend Deborah: name %1"), company(a.company))
        return super().describe_action(view, seat, action, names)

    def notice(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        if isinstance(event, E.BidPlaced) and event.outbid == viewer and event.seat != viewer \
                and 0 <= event.seat < len(names):
            return fill(translate(C, "%1 outbid you on %2 (%3)."), names[event.seat], lot_name(event.lot),
                        _k(event.amount))
        return None
    def log_start(self, seat: int) -> tuple[str, int] | None:
        return ("round", 1)

    def log_action(self, action: Action) -> bool:
        return not isinstance(action, A.DoneSelling)  # selling nothing more is not news

    def log_group(self, event: Event) -> tuple[str, int] | None:
        return ("round", event.round) if isinstance(event, E.RoundStarted) else None

    def log_events(self, events: Sequence[Event]) -> list[Event]:
        """A fee drawn and paid at once is told once ("pays a trading fee"), not
        also as an owed fee paid (the engine pays it as a debt first)."""
        told: list[Event] = []
        for i, e in enumerate(events):
            nxt = events[i + 1] if i + 1 < len(events) else None
            if isinstance(e, E.DebtPaid) and isinstance(nxt, E.FeeTaken) and nxt.paid and not nxt.broker \
                    and nxt.seat == e.seat and nxt.amount == e.amount:
                continue
            told.append(e)
        return told

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(e, E.RoundStarted):
            return fill(translate(C, "%1 starts the round."), who(e.start_player))
        if isinstance(e, E.InvestorChosen):
            return fill(translate(C, "%1 keeps %2 and starts with %3."), who(e.seat), investor(e.investor),
                        _k(e.cash))
        if isinstance(e, E.PairDealt):
            if e.owner == viewer and e.company >= 0:
                return fill(translate(C, "Your inside forecast: %1 %2."), company(e.company),
                            forecast_text(e.forecast))
            if e.owner == -1:
                return fill(translate(C, "Public forecast: %1 %2."), company(e.company), forecast_text(e.forecast))
            return None
        if isinstance(e, E.MarketCardDealt):
            if e.seat == -1:
                return fill(translate(C, "%1 is turned face up on %2."), card_name(e.card), lot_name(e.lot))
            if e.seat == viewer:
                return fill(translate(C, "You are dealt %1."), card_name(e.card))
            return None
        if isinstance(e, E.CardPlaced):
            if e.face_down and e.card == HIDDEN:
                return fill(translate(C, "%1 puts a card face down on %2."), who(e.seat), lot_name(e.lot))
            text = translate(C, "%1 puts %2 face down on %3.") if e.face_down else translate(
                C, "%1 puts %2 face up on %3.")
            return fill(text, who(e.seat), card_name(e.card), lot_name(e.lot))
        if isinstance(e, E.LotInspected):
            if e.cards:
                listed = translate("Lists", ", ").join(card_name(c) for c in e.cards) or translate(C, "nothing")
                return fill(translate(C, "%1 looks at %2: %3."), who(e.seat), lot_name(e.lot), listed)
            return fill(translate(C, "%1 looks at the cards of %2."), who(e.seat), lot_name(e.lot))
        if isinstance(e, E.CardMoved):
            return fill(translate(C, "%1 moves %2 from %3 to %4."), who(e.seat), card_name(e.card), lot_name(e.src),
                        lot_name(e.dst))
        if isinstance(e, E.PairPeeked):
            if e.company >= 0:
                return fill(translate(C, "%1 peeks at forecast pair %2: %3 %4."), who(e.seat), e.slot + 1,
                            company(e.company), forecast_text(e.forecast))
            return fill(translate(C, "%1 peeks at forecast pair %2."), who(e.seat), e.slot + 1)
        if isinstance(e, E.BidPlaced):
            if e.outbid >= 0:
                return fill(translate(C, "%1 bids %2 on %3, outbidding %4."), who(e.seat), _k(e.amount),
                            lot_name(e.lot), who(e.outbid))
            return fill(translate(C, "%1 bids %2 on %3."), who(e.seat), _k(e.amount), lot_name(e.lot))
        if isinstance(e, E.LotWon):
            known = [card_name(c) for c in e.cards if c != HIDDEN]
            hidden = sum(1 for c in e.cards if c == HIDDEN)
            parts = list(known)
            if hidden:
                parts.append(translate(C, "%n face-down cards", None, hidden).replace("%n", number(hidden)))
            listed = translate("Lists", ", ").join(parts) or translate(C, "nothing")
            return fill(translate(C, "%1 pays %2 for %3 and takes %4."), who(e.seat), _k(e.paid), lot_name(e.lot),
                        listed)
        if isinstance(e, E.FeeTaken):
            if e.broker:
                return fill(translate(C, "Broker Bernie: %1 is paid %2 instead of paying it."), who(e.seat),
                            _k(e.amount))
            if e.paid:
                return fill(translate(C, "%1 pays a trading fee of %2."), who(e.seat), _k(e.amount))
            return fill(translate(C, "%1 owes a trading fee of %2."), who(e.seat), _k(e.amount))
        if isinstance(e, E.DebtPaid):
            return fill(translate(C, "%1 pays an owed fee of %2."), who(e.seat), _k(e.amount))
        if isinstance(e, E.ActionPlayed):
            text = translate(C, "%1 plays a Stock Boom on %2.") if e.card == BOOM else translate(
                C, "%1 plays a Stock Bust on %2.")
            return fill(text, who(e.seat), company(e.company))
        if isinstance(e, E.CramerUsed):
            text = translate(C, "Crazy Cramer: %1 pushes %2 up.") if e.delta > 0 else translate(
                C, "Crazy Cramer: %1 pushes %2 down.")
            return fill(text, who(e.seat), company(e.company))
        if isinstance(e, E.PriceMoved):
            n = abs(e.steps)  # the count is the sentence's own plural, never a phrase slotted in
            text = (translate(C, "%1 rises %n spaces to %2.", None, n) if e.steps > 0
                    else translate(C, "%1 falls %n spaces to %2.", None, n))
            return fill(text.replace("%n", number(n)), company(e.company), _k(e.value))
        if isinstance(e, E.StockSplit):
            return fill(translate(C, "%1 splits!"), company(e.company))
        if isinstance(e, E.SplitBonus):
            return fill(translate(C, "%1 gets a split bonus of %2 for %3."), who(e.seat), _k(e.amount),
                        company(e.company))
        if isinstance(e, E.SharesSplit):
            return fill(translate(C, "%1 shows %n shares of %2 and moves them to the split area.", None, e.count)
                        .replace("%n", number(e.count)), who(e.seat), company(e.company))
        if isinstance(e, E.Bankruptcy):
            return fill(translate(C, "%1 goes bankrupt and starts again."), company(e.company))
        if isinstance(e, E.SharesDiscarded):
            total = e.portfolio + 2 * e.split_cards
            return fill(translate(C, "%1 loses %n shares of %2.", None, total).replace("%n", number(total)),
                        who(e.seat), company(e.company))
        if isinstance(e, E.ShareSold):
            texts = (translate(C, "%1 sells a share of %2 for %3."),
                     translate(C, "%1 sells a split card of %2 for %3."),
                     translate(C, "%1 sells half a split card of %2 for %3."))
            return fill(texts[e.kind] if 0 <= e.kind < 3 else texts[0], who(e.seat), company(e.company), _k(e.amount))
        if isinstance(e, E.PairRevealed):
            return fill(translate(C, "Forecast revealed: %1 %2."), company(e.company), forecast_text(e.forecast))
        if isinstance(e, E.DividendDeclared):
            texts = (translate(C, "%1 pays a dividend of %2 a share."),
                     translate(C, "Steel dividend space: %1 pays %2 a share."),
                     translate(C, "Dividend Deborah: %1 pays %2 a share."))
            return fill(texts[e.reason] if 0 <= e.reason < 3 else texts[0], company(e.company), _k(e.per_share))
        if isinstance(e, E.DividendPaid):
            return fill(translate(C, "%1 receives %2 in dividends from %3."), who(e.seat), _k(e.amount),
                        company(e.company))
        if isinstance(e, E.CompanyNamed):
            return fill(translate(C, "%1 names %2."), who(e.seat), company(e.company))
        if isinstance(e, E.MajorityBonus):
            holders = translate("Lists", ", ").join(who(s) for s in e.seats)
            return fill(translate(C, "Majority bonus of %1 in %2 for %3."), _k(e.amount), company(e.company), holders)
        if isinstance(e, E.HoldingsRevealed):
            return None
        if isinstance(e, E.FinalSale):
            return fill(translate(C, "%1 sells every share at the end for %2."), who(e.seat), _k(e.amount))
        if isinstance(e, E.GameEnded):
            return translate(C, "The market closes: the game is over.")
        return super().describe_event(event, names, viewer)

    # -- panels -------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Shares"), translate(C, "Unseen")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, StockpileState)
        v = view
        known = sum(1 for k, _m in v.port[seat] if k >= 0) + 2 * sum(v.split[seat])
        hidden = sum(1 for k, _m in v.port[seat] if k < 0)
        cash = self.money(v.cash[seat])
        if seat != view.viewer and getattr(v, "debt", None) and v.debt[seat]:
            cash = fill(translate(C, "%1 (owes fees)"), cash)
        return [cash, number(known), number(hidden)]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        assert isinstance(view, StockpileState)
        v = view
        return [(ticker(c), v.value(c)) for c in range(len(COMPANIES))]

    def holdings(self, view: State, seat: int) -> list[int] | None:
        v: Any = view  # face-down shares of others are hidden in the view: not counted
        return [sum(1 for k, _m in v.port[seat] if k == c) + 2 * v.split[seat][c] for c in range(len(COMPANIES))]

    def phase_text(self, view: State) -> str:
        assert isinstance(view, StockpileState)
        v = view
        return translate(C, PHASES[v.phase]) if 0 <= v.phase < len(PHASES) else ""

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        done = next((a for a in legal if isinstance(a, A.DoneSelling)), None)
        sells = [a for a in legal if isinstance(a, A.Sell)]
        if done is None or not sells:
            return []
        assert isinstance(view, StockpileState)
        v = view
        rows = []
        for a in sells:
            s: Any = a
            if s.kind == 0:
                most = v.portfolio_count(seat, s.company)
            elif s.kind == 1:
                most = v.split[seat][s.company]
            else:
                continue  # half a split card returns a share to the portfolio: one at a time from the panel
            label = fill(translate(C, "%1 (%2 each)"), self.describe_action(view, seat, a, names),
                         _k(v.value(s.company) * (2 if s.kind == 1 else 1)))
            rows.append(ComposeRow(label, a, most))
        return [ComposeSpec(translate(C, "Sell several shares"),
                            translate(C, "How many of each do you sell? Your turn ends after these sales."),
                            tuple(rows), done)]

    def scene_class(self) -> Any:
        from desktop.app.games.stockpile.board import StockpileScene

        return StockpileScene


def _bid_value(space: int) -> int:
    from desktop.engine.games.stockpile import data

    return data.BID_TRACK[space]
