"""1920 Wall Street in words: cards, actions, events, reasons, options, the
players panel and the price chart.  Terms follow the glossary of
../shared/rules/wall-street-1920.md (stock card, market fluctuation card,
market trend card, capital card, discard pile, explosion card ...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.games.wall_street_1920.words import (
    BREAKDOWN,
    END_EVENTS,
    OPTIONS,
    PHASES,
    REASONS,
    RULES,
    TITLE,
    C,
    card_list,
    card_name,
    data,
    pile_name,
    position_name,
    signed,
    stock_name,
    tycoon_name,
)
from desktop.app.gameui import GameUI
from desktop.app.i18n import fill, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.wall_street_1920 import records as R
from desktop.engine.games.wall_street_1920.state import WallStreetState


class UI(GameUI):
    title_text = TITLE
    rules = RULES
    context = C
    options = OPTIONS
    breakdown = BREAKDOWN
    reasons = REASONS
    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value) if key in ("cash", "gold_event") else number(value)

    def score_text(self, value: int) -> str:
        # singular and plural as two sentences: enough for our languages (Chinese and Japanese
        # do not inflect), where Qt's numerus forms would need an English catalog
        pattern = translate(C, "%1 point") if abs(value) == 1 else translate(C, "%1 points")
        return fill(pattern, number(value))

    def phase_text(self, view: State) -> str:
        assert isinstance(view, WallStreetState)
        v = view
        return translate(C, PHASES[v.phase]) if 0 <= v.phase < len(PHASES) else ""

    # -- actions ---------------------------------------------------------------
    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        a = action
        v = view if isinstance(view, WallStreetState) else None

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "?"

        if isinstance(a, R.PlacePawn):
            if v is not None and 0 <= a.position < len(v.circle):
                return fill(translate(C, "Put your pawn at %1: %2"), position_name(a.position),
                            card_list(v.circle[a.position]))
            return fill(translate(C, "Put your pawn at %1"), position_name(a.position))
        if isinstance(a, R.Flip):
            return translate(C, "Pay $1 and flip the market trend card")
        if isinstance(a, R.TakeLoan):
            return translate(C, "Take a loan: +$5 now, −8 points at the end")
        if isinstance(a, R.PlaceOption):
            if v is not None and 0 <= a.position < len(v.circle):
                return fill(translate(C, "Pay $1 and slide your call option under %1 (%2)"),
                            card_list(v.circle[a.position]), position_name(a.position))
            return fill(translate(C, "Pay $1 and slide your call option under %1"), position_name(a.position))
        if isinstance(a, R.Buy):
            n = a.steps  # each sentence holds its own plural count (never a phrase slotted in)

            def said(text: str, *args: object) -> str:
                return fill(text.replace("%n", number(n)), *args)

            if v is not None and v.pawns[seat] >= 0:
                target, total, _fees, need = v.buy_cost(seat, n)
                cards = v.circle[target]
                d = data()
                if cards and cards[0] == d.TREND:
                    return said(translate(C, "Move %n steps to the trend card and take its %1 (costs %2)", None, n),
                                self.money(v.trend_pot), self.money(total))
                if need:
                    return said(translate(C, "Move %n steps and buy %1 (costs %2, %3 of it in cash)", None, n),
                                card_list(cards), self.money(total), self.money(need))
                return said(translate(C, "Move %n steps and buy %1 (costs %2)", None, n), card_list(cards),
                            self.money(total))
            return said(translate(C, "Move %n steps and buy", None, n))
        if isinstance(a, R.Sell):
            if v is not None:
                from desktop.engine.games.wall_street_1920.state import share_value

                value = share_value(a.card, v.prices)
                return fill(translate(C, "Sell %1 for %2"), card_name(a.card), self.money(value))
            return fill(translate(C, "Sell %1"), card_name(a.card))
        if isinstance(a, R.RaiseCapital):
            return translate(C, "Increase capital: pay $2, capital +1")
        if isinstance(a, R.Keep):
            if v is not None and v.pending:
                return fill(translate(C, "Keep %1"), card_name(v.pending[0]))
            return translate(C, "Keep the card")
        if isinstance(a, R.ToPile):
            if v is not None:
                card = self._card_in_hand(v)
                if card is not None:
                    return fill(translate(C, "Put %1 on %2"), card_name(card), pile_name(a.pile))
            return fill(translate(C, "Put the card on %1"), pile_name(a.pile))
        if isinstance(a, R.ChooseStock):
            if v is not None and v.choose_delta:
                return fill(translate(C, "Move %1 %2"), stock_name(a.stock), signed(v.choose_delta))
            return fill(translate(C, "Choose %1"), stock_name(a.stock))
        if isinstance(a, R.ShowCard):
            return fill(translate(C, "Show %1 as %2 for the stock trade"), card_name(a.card), stock_name(a.stock))
        if isinstance(a, R.Offer):
            return fill(translate(C, "Offer %1 in secret"), card_name(a.card))
        if isinstance(a, R.TakeOffer):
            if v is not None and 0 <= a.seat < len(v.offers) and v.offers[a.seat] >= 0:
                return fill(translate(C, "Swap with %1's offer: %2"), who(a.seat), card_name(v.offers[a.seat]))
            return fill(translate(C, "Swap with %1's offer"), who(a.seat))
        if isinstance(a, R.GiveTycoon):
            return fill(translate(C, "Give the tycoon card to %1 (−2 points)"), who(a.seat))
        if isinstance(a, R.Repay):
            return translate(C, "Pay $3 and return a loan") if a.accept else translate(C, "Keep your loans")
        if isinstance(a, R.TakeFromPile):
            if v is not None and v.piles[a.pile]:
                return fill(translate(C, "Take %1 from %2"), card_name(v.piles[a.pile][-1]), pile_name(a.pile))
            return fill(translate(C, "Take the top card of %1"), pile_name(a.pile))
        if isinstance(a, R.RemoveCard):
            return fill(translate(C, "Remove %1 from the game"), card_name(a.card))
        if isinstance(a, R.EndTurn):
            return translate(C, "End your turn")
        return super().describe_action(view, seat, action, names)

    @staticmethod
    def _card_in_hand(v: WallStreetState) -> int | None:
        """The card a ToPile puts down now (explosion, bought card, deck top or the card under the pawn)."""
        from desktop.engine.games.wall_street_1920.state import PH_EXPLODE, PH_KEEP

        if v.phase == PH_EXPLODE:
            return int(data().EXPLOSION)
        if v.phase == PH_KEEP and v.pending:
            return int(v.pending[0])
        if v.pile_card >= 0:
            return int(v.pile_card)
        return None

    # -- events ------------------------------------------------------------------
    def log_start(self, seat: int) -> tuple[str, int] | None:
        return ("turn", seat)

    def log_action(self, action: Action) -> bool:
        return not isinstance(action, R.EndTurn)  # the next turn's header says it

    def log_group(self, event: Event) -> tuple[str, int] | None:
        return ("turn", event.seat) if isinstance(event, R.TurnStarted) else None

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e = event

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "?"

        if isinstance(e, R.PawnPlaced):
            return fill(translate(C, "%1 puts a pawn at %2."), who(e.seat), position_name(e.position))
        if isinstance(e, R.TurnStarted):
            return None  # the log's turn header
        if isinstance(e, R.TrendFlipped):
            text = (translate(C, "%1 flips the trend card: clockwise now; %2 lies on it.") if e.direction > 0
                    else translate(C, "%1 flips the trend card: counter-clockwise now; %2 lies on it."))
            return fill(text, who(e.seat), self.money(e.pot))
        if isinstance(e, R.LoanTaken):
            text = (translate(C, "%1 must take a loan (%2 in all).") if e.forced
                    else translate(C, "%1 takes a loan (%2 in all)."))
            return fill(text, who(e.seat), number(e.loans))
        if isinstance(e, R.OptionPlaced):
            return fill(translate(C, "%1 slides a call option under %2."), who(e.seat), position_name(e.position))
        if isinstance(e, R.OptionReturned):
            return fill(translate(C, "%1's call option comes back."), who(e.seat))
        if isinstance(e, R.Moved):
            moves = translate(C, "%1 moves %n steps to %2.", None, e.steps).replace("%n", number(e.steps))
            return fill(moves, who(e.seat), position_name(e.position))
        if isinstance(e, R.Paid):
            if e.capital == 0 and e.cash == 0:
                return None
            if e.to >= 0:
                return fill(translate(C, "%1 pays %2 to %3."), who(e.seat), self.money(e.cash), who(e.to))
            if e.cash == 0:
                return fill(translate(C, "%1 spends %2 capital."), who(e.seat), number(e.capital))
            if e.capital == 0:
                return fill(translate(C, "%1 pays %2 to the bank."), who(e.seat), self.money(e.cash))
            return fill(translate(C, "%1 spends %2 capital and pays %3."), who(e.seat), number(e.capital),
                        self.money(e.cash))
        if isinstance(e, R.Bought):
            return fill(translate(C, "%1 buys %2."), who(e.seat), card_list(e.cards))
        if isinstance(e, R.TrendPotTaken):
            return fill(translate(C, "%1 takes %2 from the trend card."), who(e.seat), self.money(e.amount))
        if isinstance(e, R.CardKept):
            return fill(translate(C, "%1 keeps %2."), who(e.seat), card_name(e.card))
        if isinstance(e, R.CardDiscarded):
            return fill(translate(C, "%1 puts %2 on %3."), who(e.seat), card_name(e.card), pile_name(e.pile))
        if isinstance(e, R.CardDealt):
            return fill(translate(C, "Dealt to %1: %2."), position_name(e.position), card_name(e.card))
        if isinstance(e, R.DeckTopDrawn):
            return fill(translate(C, "Taken from the deck: %1."), card_name(e.card))
        if isinstance(e, R.PriceMoved):
            text = translate(C, "%1 rises to %2.") if e.delta > 0 else translate(C, "%1 falls to %2.")
            return fill(text, stock_name(e.stock), self.money(e.price))
        if isinstance(e, R.Sold):
            return fill(translate(C, "%1 sells %2 for %3."), who(e.seat), card_name(e.card), self.money(e.cash))
        if isinstance(e, R.CapitalChanged):
            return fill(translate(C, "%1's capital is now %2."), who(e.seat), number(e.capital))
        if isinstance(e, R.MarketResolved):
            return None  # the line of the kept card says what it does; its price moves follow
        if isinstance(e, R.CrashPaid):
            return fill(translate(C, "%1 pays %2 in the crash."), who(e.seat), self.money(e.amount))
        if isinstance(e, R.TradeShown):
            return fill(translate(C, "%1 shows %2 as %3 for a stock trade."), who(e.seat), card_name(e.card),
                        stock_name(e.stock))
        if isinstance(e, R.PileShown):
            return fill(translate(C, "%1 has nothing to offer and shows: %2."), who(e.seat), card_list(e.cards))
        if isinstance(e, R.OfferMade):
            if e.card >= 0:
                return fill(translate(C, "%1 offers %2 in secret."), who(e.seat), card_name(e.card))
            return fill(translate(C, "%1 makes a sealed offer."), who(e.seat))
        if isinstance(e, R.OffersRevealed):
            parts = [fill(translate(C, "%1: %2"), who(s), card_name(c)) for s, c in enumerate(e.offers) if c >= 0]
            return fill(translate(C, "The offers are revealed: %1."), translate("Lists", "; ").join(parts))
        if isinstance(e, R.Traded):
            return fill(translate(C, "%1 swaps %2 for %3 of %4."), who(e.buyer), card_name(e.gave),
                        card_name(e.got), who(e.seat))
        if isinstance(e, R.TycoonTriggered):
            text = (translate(C, "%1 reaches a limit: %2 resolves %3 (penalty side).") if e.penalty
                    else translate(C, "%1 reaches a limit: %2 resolves %3 (reward side)."))
            return fill(text, stock_name(e.stock), who(e.seat), tycoon_name(e.tycoon))
        if isinstance(e, R.TycoonPoints):
            return fill(translate(C, "%1: %2 points from a tycoon card."), who(e.seat), signed(e.points))
        if isinstance(e, R.LoanRepaid):
            return fill(translate(C, "%1 returns a loan (%2 left)."), who(e.seat), number(e.loans))
        if isinstance(e, R.CardTaken):
            return fill(translate(C, "%1 takes %2 from %3."), who(e.seat), card_name(e.card), pile_name(e.pile))
        if isinstance(e, R.CardRemoved):
            return fill(translate(C, "%1 removes %2 from the game."), who(e.seat), card_name(e.card))
        if isinstance(e, R.ExplosionPlaced):
            text = (translate(C, "%1 puts the explosion card on %2: the game ends.") if e.final
                    else translate(C, "%1 puts the explosion card on %2: the last round begins."))
            return fill(text, who(e.seat), pile_name(e.pile))
        if isinstance(e, R.EndEvent):
            counts = translate("Lists", ", ").join(number(x) for x in e.dynamite)
            if e.event < 0:
                return fill(translate(C, "Dynamite per pile: %1. A tie: no end event."), counts)
            return fill(translate(C, "Dynamite per pile: %1. End event of %2: %3."), counts, pile_name(e.event),
                        translate(C, END_EVENTS[e.event]))
        if isinstance(e, R.GameEnded):
            return translate(C, "The market closes: the game is over.")
        return super().describe_event(event, names, viewer)

    # -- panels -------------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Capital"), translate(C, "Loans"), translate(C, "Stock cards"),
                translate(C, "Market cards")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, WallStreetState)
        v = view
        return [self.money(v.cash[seat]), number(v.capital[seat]), number(v.loans[seat]),
                number(len(v.stocks[seat])), number(len(v.markets[seat]))]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        assert isinstance(view, WallStreetState)
        v = view
        return [(stock_name(s), v.prices[s]) for s in range(4)]

    def scene_class(self) -> Any:
        from desktop.app.games.wall_street_1920.board import WallStreetScene

        return WallStreetScene
