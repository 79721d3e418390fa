"""Stockpile in words: actions, events, reasons, the players panel, prices.
Money in the engine is counted in $1,000 units."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.gameui import ComposeRow, ComposeSpec, GameUI
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.stockpile.state import DEBORAH as STOCKPILE_DEBORAH

C = "Stockpile"

COMPANIES = (
    QT_TRANSLATE_NOOP("Stockpile", "Cosmic Computers"),
    QT_TRANSLATE_NOOP("Stockpile", "Bottomline Bank"),
    QT_TRANSLATE_NOOP("Stockpile", "Leading Laboratories"),
    QT_TRANSLATE_NOOP("Stockpile", "American Automotive"),
    QT_TRANSLATE_NOOP("Stockpile", "Stanford Steel"),
    QT_TRANSLATE_NOOP("Stockpile", "Epic Electric"),
)
#: short board labels (our own)
TICKERS = (
    QT_TRANSLATE_NOOP("Stockpile", "COSM"),
    QT_TRANSLATE_NOOP("Stockpile", "BANK"),
    QT_TRANSLATE_NOOP("Stockpile", "LABS"),
    QT_TRANSLATE_NOOP("Stockpile", "AUTO"),
    QT_TRANSLATE_NOOP("Stockpile", "STEEL"),
    QT_TRANSLATE_NOOP("Stockpile", "ELEC"),
)
INVESTORS = (
    QT_TRANSLATE_NOOP("Stockpile", "Billionaire Bill"),
    QT_TRANSLATE_NOOP("Stockpile", "Broker Bernie"),
    QT_TRANSLATE_NOOP("Stockpile", "Crazy Cramer"),
    QT_TRANSLATE_NOOP("Stockpile", "Discount Donald"),
    QT_TRANSLATE_NOOP("Stockpile", "Dividend Deborah"),
    QT_TRANSLATE_NOOP("Stockpile", "Golden Graham"),
    QT_TRANSLATE_NOOP("Stockpile", "Mayknow Martha"),
    QT_TRANSLATE_NOOP("Stockpile", "Maverick Mark"),
    QT_TRANSLATE_NOOP("Stockpile", "Secretive Stuart"),
    QT_TRANSLATE_NOOP("Stockpile", "Wise Warren"),
)
PHASES = (
    QT_TRANSLATE_NOOP("Stockpile", "Choosing investors"),
    QT_TRANSLATE_NOOP("Stockpile", "Supply"),
    QT_TRANSLATE_NOOP("Stockpile", "Before demand"),
    QT_TRANSLATE_NOOP("Stockpile", "Demand"),
    QT_TRANSLATE_NOOP("Stockpile", "Action"),
    QT_TRANSLATE_NOOP("Stockpile", "Selling"),
    QT_TRANSLATE_NOOP("Stockpile", "Movement"),
    QT_TRANSLATE_NOOP("Stockpile", "Dividend Deborah"),
    QT_TRANSLATE_NOOP("Stockpile", "End of round"),
    QT_TRANSLATE_NOOP("Stockpile", "Game over"),
)
BREAKDOWN = {
    "cash": QT_TRANSLATE_NOOP("Stockpile", "Cash before the final sale"),
    "majority_bonus": QT_TRANSLATE_NOOP("Stockpile", "Majority bonuses"),
    "final_sale": QT_TRANSLATE_NOOP("Stockpile", "Final sale of shares"),
    "unpaid_fees": QT_TRANSLATE_NOOP("Stockpile", "Unpaid trading fees"),
}
OPTIONS = {
    "advanced_board": QT_TRANSLATE_NOOP("Stockpile", "Advanced board (own track per company)"),
    "investors": QT_TRANSLATE_NOOP("Stockpile", "Investor cards"),
}
REASONS = {
    "wrong_phase": QT_TRANSLATE_NOOP("Stockpile", "That is not done in this phase."),
    "bid_above_cash": QT_TRANSLATE_NOOP("Stockpile", "You cannot bid more than your cash."),
    "bid_not_higher": QT_TRANSLATE_NOOP("Stockpile", "A bid must go above the bidder already there."),
    "lot_not_in_use": QT_TRANSLATE_NOOP("Stockpile", "That stockpile is not used with this many players."),
    "lot_locked": QT_TRANSLATE_NOOP("Stockpile", "That stockpile holds a $25,000 bid and is locked."),
    "bad_space": QT_TRANSLATE_NOOP("Stockpile", "There is no such space on the bid track."),
    "own_meeple_on_lot": QT_TRANSLATE_NOOP("Stockpile", "Your other bidder is already on that stockpile."),
    "card_not_held": QT_TRANSLATE_NOOP("Stockpile", "You do not hold that card."),
    "must_place_face_up": QT_TRANSLATE_NOOP("Stockpile", "This card must go face up."),
    "must_place_face_down": QT_TRANSLATE_NOOP("Stockpile", "This card must go face down."),
    "shares_not_owned": QT_TRANSLATE_NOOP("Stockpile", "You have no such share in your portfolio."),
    "split_card_not_owned": QT_TRANSLATE_NOOP("Stockpile", "You have no such card in your split area."),
    "bad_sale_kind": QT_TRANSLATE_NOOP("Stockpile", "That kind of sale does not exist."),
    "bad_company": QT_TRANSLATE_NOOP("Stockpile", "There is no such company."),
    "action_card_not_held": QT_TRANSLATE_NOOP("Stockpile", "You hold no such action card."),
    "action_cards_left": QT_TRANSLATE_NOOP("Stockpile", "Play every action card before ending your turn."),
    "bad_delta": QT_TRANSLATE_NOOP("Stockpile", "Crazy Cramer moves a company one space up or down."),
    "claim_exceeds_shares": QT_TRANSLATE_NOOP("Stockpile", "You cannot claim for more shares than you have."),
    "bad_claim": QT_TRANSLATE_NOOP("Stockpile", "A claim cannot be negative."),
    "no_dividend_to_claim": QT_TRANSLATE_NOOP("Stockpile", "No dividend is being paid now."),
    "investor_not_offered": QT_TRANSLATE_NOOP("Stockpile", "That investor was not dealt to you."),
    "ability_not_available": QT_TRANSLATE_NOOP("Stockpile", "That ability is not yours or is used up."),
    "pair_not_peekable": QT_TRANSLATE_NOOP("Stockpile", "Mayknow Martha cannot look at that pair."),
    "same_lot": QT_TRANSLATE_NOOP("Stockpile", "Move the card to a different stockpile."),
    "no_such_card": QT_TRANSLATE_NOOP("Stockpile", "There is no such card there."),
}

HIDDEN = -1
FEE1, FEE3, BOOM, BUST = 6, 8, 9, 10
STANDARD, HIDDEN_PAIR = -1, -2


def company(c: int) -> str:
    if 0 <= c < len(COMPANIES):
        return translate(C, COMPANIES[c])
    return translate(C, "an unknown company")


def ticker(c: int) -> str:
    return translate(C, TICKERS[c]) if 0 <= c < len(TICKERS) else "?"


def investor(i: int) -> str:
    return translate(C, INVESTORS[i]) if 0 <= i < len(INVESTORS) else translate(C, "a hidden investor")


def card_name(card: int) -> str:
    if card == HIDDEN:
        return translate(C, "a face-down card")
    if 0 <= card < 6:
        return fill(translate(C, "a share of %1"), company(card))
    if FEE1 <= card <= FEE3:
        return fill(translate(C, "a %1 trading fee"), _k(card - 5))
    if card == BOOM:
        return translate(C, "a Stock Boom")
    if card == BUST:
        return translate(C, "a Stock Bust")
    return translate(C, "a card")


def forecast_text(value: int) -> str:
    if value == HIDDEN:
        return "?"
    if value == 0:
        return translate(C, "$$")
    return fill(translate(C, "+%1"), value) if value > 0 else fill(translate(C, "−%1"), -value)


def _k(amount: int) -> str:
    from desktop.app.i18n import money

    return money(amount, 1000)


def lot_name(lot: int) -> str:
    return fill(translate(C, "stockpile %1"), lot + 1)


class UI(GameUI):
    money_unit = 1000

    def option_label(self, name: str) -> str:
        return translate(C, OPTIONS[name]) if name in OPTIONS else super().option_label(name)

    def breakdown_label(self, key: str) -> str:
        return translate(C, BREAKDOWN[key]) if key in BREAKDOWN else super().breakdown_label(key)

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value)

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        if reason in REASONS:
            return translate(C, REASONS[reason])
        return super().describe_reason(reason, details)

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        kind = type(action).__name__
        a: Any = action
        if kind == "Place":
            text = (translate(C, "Put %1 face down on %2") if a.face_down
                    else translate(C, "Put %1 face up on %2"))
            return fill(text, card_name(a.card), lot_name(a.lot))
        if kind == "Bid":
            return fill(translate(C, "Bid %1 on %2"), _k(_bid_value(a.space)), lot_name(a.lot))
        if kind == "Sell":
            if a.kind == 0:
                return fill(translate(C, "Sell one share of %1"), company(a.company))
            if a.kind == 1:
                return fill(translate(C, "Sell a split card of %1 (2 shares)"), company(a.company))
            return fill(translate(C, "Sell half a split card of %1 (1 share)"), company(a.company))
        if kind == "DoneSelling":
            return translate(C, "Sell nothing more")
        if kind == "PlayAction":
            text = (translate(C, "Play a Stock Boom on %1") if a.card == BOOM
                    else translate(C, "Play a Stock Bust on %1"))
            return fill(text, company(a.company))
        if kind == "EndActions":
            return translate(C, "End your action turn")
        if kind == "UseCramer":
            text = translate(C, "Crazy Cramer: move %1 up one space") if a.delta > 0 else translate(
                C, "Crazy Cramer: move %1 down one space")
            return fill(text, company(a.company))
        if kind == "ClaimDividend":
            if a.shares == 0:
                return translate(C, "Claim the dividend for no shares")
            return fill(translate(C, "Claim the dividend for %1 shares", None, a.shares), a.shares)
        if kind == "ChooseInvestor":
            return fill(translate(C, "Keep investor %1"), investor(a.investor))
        if kind == "UseWarren":
            return fill(translate(C, "Wise Warren: look at the cards of %1"), lot_name(a.lot))
        if kind == "UseMark":
            return fill(translate(C, "Maverick Mark: move card %1 of %2 to %3"), a.pos + 1, lot_name(a.src),
                        lot_name(a.dst))
        if kind == "SkipAbility":
            if getattr(view, "phase", None) == STOCKPILE_DEBORAH:  # rules version 2: she may name none
                return translate(C, "Dividend Deborah: name no company")
            return translate(C, "Use no investor ability")
        if kind == "UseMartha":
            return fill(translate(C, "Mayknow Martha: look at forecast pair %1"), a.pair + 1)
        if kind == "NameCompany":
            return fill(translate(C, "Dividend Deborah: name %1"), company(a.company))
        return super().describe_action(view, seat, action, names)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        kind = type(event).__name__
        e: Any = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if kind == "RoundStarted":
            return fill(translate(C, "Round %1 begins; %2 starts."), e.round, who(e.start_player))
        if kind == "InvestorChosen":
            return fill(translate(C, "%1 keeps %2 and starts with %3."), who(e.seat), investor(e.investor),
                        _k(e.cash))
        if kind == "PairDealt":
            if e.owner == viewer and e.company >= 0:
                return fill(translate(C, "Your inside forecast: %1 %2."), company(e.company),
                            forecast_text(e.forecast))
            if e.owner == -1:
                return fill(translate(C, "Public forecast: %1 %2."), company(e.company), forecast_text(e.forecast))
            return None
        if kind == "MarketCardDealt":
            if e.seat == -1:
                return fill(translate(C, "%1 is turned face up on %2."), card_name(e.card), lot_name(e.lot))
            if e.seat == viewer:
                return fill(translate(C, "You are dealt %1."), card_name(e.card))
            return None
        if kind == "CardPlaced":
            if e.face_down and e.card == HIDDEN:
                return fill(translate(C, "%1 puts a card face down on %2."), who(e.seat), lot_name(e.lot))
            text = translate(C, "%1 puts %2 face down on %3.") if e.face_down else translate(
                C, "%1 puts %2 face up on %3.")
            return fill(text, who(e.seat), card_name(e.card), lot_name(e.lot))
        if kind == "LotInspected":
            if e.cards:
                listed = translate("Lists", ", ").join(card_name(c) for c in e.cards) or translate(C, "nothing")
                return fill(translate(C, "%1 looks at %2: %3."), who(e.seat), lot_name(e.lot), listed)
            return fill(translate(C, "%1 looks at the cards of %2."), who(e.seat), lot_name(e.lot))
        if kind == "CardMoved":
            return fill(translate(C, "%1 moves %2 from %3 to %4."), who(e.seat), card_name(e.card), lot_name(e.src),
                        lot_name(e.dst))
        if kind == "PairPeeked":
            if e.company >= 0:
                return fill(translate(C, "%1 peeks at forecast pair %2: %3 %4."), who(e.seat), e.slot + 1,
                            company(e.company), forecast_text(e.forecast))
            return fill(translate(C, "%1 peeks at forecast pair %2."), who(e.seat), e.slot + 1)
        if kind == "BidPlaced":
            if e.outbid >= 0:
                return fill(translate(C, "%1 bids %2 on %3, outbidding %4."), who(e.seat), _k(e.amount),
                            lot_name(e.lot), who(e.outbid))
            return fill(translate(C, "%1 bids %2 on %3."), who(e.seat), _k(e.amount), lot_name(e.lot))
        if kind == "LotWon":
            known = [card_name(c) for c in e.cards if c != HIDDEN]
            hidden = sum(1 for c in e.cards if c == HIDDEN)
            parts = list(known)
            if hidden:
                parts.append(translate(C, "%n face-down card(s)", None, hidden).replace("%n", number(hidden)))
            listed = translate("Lists", ", ").join(parts) or translate(C, "nothing")
            return fill(translate(C, "%1 pays %2 for %3 and takes %4."), who(e.seat), _k(e.paid), lot_name(e.lot),
                        listed)
        if kind == "FeeTaken":
            if e.broker:
                return fill(translate(C, "Broker Bernie: %1 is paid %2 instead of paying it."), who(e.seat),
                            _k(e.amount))
            if e.paid:
                return fill(translate(C, "%1 pays a trading fee of %2."), who(e.seat), _k(e.amount))
            return fill(translate(C, "%1 owes a trading fee of %2."), who(e.seat), _k(e.amount))
        if kind == "DebtPaid":
            return fill(translate(C, "%1 pays an owed fee of %2."), who(e.seat), _k(e.amount))
        if kind == "ActionPlayed":
            text = translate(C, "%1 plays a Stock Boom on %2.") if e.card == BOOM else translate(
                C, "%1 plays a Stock Bust on %2.")
            return fill(text, who(e.seat), company(e.company))
        if kind == "CramerUsed":
            text = translate(C, "Crazy Cramer: %1 pushes %2 up.") if e.delta > 0 else translate(
                C, "Crazy Cramer: %1 pushes %2 down.")
            return fill(text, who(e.seat), company(e.company))
        if kind == "PriceMoved":
            text = translate(C, "%1 rises %2 to %3.") if e.steps > 0 else translate(C, "%1 falls %2 to %3.")
            steps = translate(C, "%n space(s)", None, abs(e.steps)).replace("%n", number(abs(e.steps)))
            return fill(text, company(e.company), steps, _k(e.value))
        if kind == "StockSplit":
            return fill(translate(C, "%1 splits!"), company(e.company))
        if kind == "SplitBonus":
            return fill(translate(C, "%1 gets a split bonus of %2 for %3."), who(e.seat), _k(e.amount),
                        company(e.company))
        if kind == "SharesSplit":
            return fill(translate(C, "%1 shows %2 share(s) of %3 and moves them to the split area."), who(e.seat),
                        e.count, company(e.company))
        if kind == "Bankruptcy":
            return fill(translate(C, "%1 goes bankrupt and starts again."), company(e.company))
        if kind == "SharesDiscarded":
            total = e.portfolio + 2 * e.split_cards
            return fill(translate(C, "%1 loses %2 share(s) of %3."), who(e.seat), total, company(e.company))
        if kind == "ShareSold":
            return fill(translate(C, "%1 sells %2 for %3."), who(e.seat), self._sold(e.kind, e.company), _k(e.amount))
        if kind == "PairRevealed":
            return fill(translate(C, "Forecast revealed: %1 %2."), company(e.company), forecast_text(e.forecast))
        if kind == "DividendDeclared":
            texts = (translate(C, "%1 pays a dividend of %2 a share."),
                     translate(C, "Steel dividend space: %1 pays %2 a share."),
                     translate(C, "Dividend Deborah: %1 pays %2 a share."))
            return fill(texts[e.reason] if 0 <= e.reason < 3 else texts[0], company(e.company), _k(e.per_share))
        if kind == "DividendPaid":
            return fill(translate(C, "%1 receives %2 in dividends from %3."), who(e.seat), _k(e.amount),
                        company(e.company))
        if kind == "CompanyNamed":
            return fill(translate(C, "%1 names %2."), who(e.seat), company(e.company))
        if kind == "MajorityBonus":
            holders = translate("Lists", ", ").join(who(s) for s in e.seats)
            return fill(translate(C, "Majority bonus of %1 in %2 for %3."), _k(e.amount), company(e.company), holders)
        if kind == "HoldingsRevealed":
            return None
        if kind == "FinalSale":
            return fill(translate(C, "%1 sells every share at the end for %2."), who(e.seat), _k(e.amount))
        if kind == "GameEnded":
            return translate(C, "The market closes: the game is over.")
        return super().describe_event(event, names, viewer)

    def _sold(self, kind: int, c: int) -> str:
        if kind == 0:
            return fill(translate(C, "a share of %1"), company(c))
        if kind == 1:
            return fill(translate(C, "a split card of %1"), company(c))
        return fill(translate(C, "half a split card of %1"), company(c))

    # -- panels -------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Shares"), translate(C, "Unseen")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        v: Any = view
        known = sum(1 for k, _m in v.port[seat] if k >= 0) + 2 * sum(v.split[seat])
        hidden = sum(1 for k, _m in v.port[seat] if k < 0)
        cash = self.money(v.cash[seat])
        if seat != view.viewer and getattr(v, "debt", None) and v.debt[seat]:
            cash = fill(translate(C, "%1 (owes fees)"), cash)
        return [cash, number(known), number(hidden)]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        v: Any = view
        return [(ticker(c), v.value(c)) for c in range(len(COMPANIES))]

    def phase_text(self, view: State) -> str:
        v: Any = view
        return translate(C, PHASES[v.phase]) if 0 <= v.phase < len(PHASES) else ""

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        done = next((a for a in legal if type(a).__name__ == "DoneSelling"), None)
        sells = [a for a in legal if type(a).__name__ == "Sell"]
        if done is None or not sells:
            return []
        v: Any = view
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
        from desktop.app.boards.stockpile import StockpileScene

        return StockpileScene


def _bid_value(space: int) -> int:
    from desktop.engine.games.stockpile import data

    return data.BID_TRACK[space]
