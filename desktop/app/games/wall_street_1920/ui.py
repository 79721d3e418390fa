"""1920 Wall Street in words: cards, actions, events, reasons, options, the
players panel and the price chart.  Terms follow the glossary of
../shared/rules/wall-street-1920.md (stock card, market fluctuation card,
market trend card, capital card, discard pile, explosion card ...)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.gameui import GameUI
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, number, translate
from desktop.engine import Action, Event, State

C = "WallStreet"

STOCKS = (
    QT_TRANSLATE_NOOP("WallStreet", "Corn"),
    QT_TRANSLATE_NOOP("WallStreet", "Cotton"),
    QT_TRANSLATE_NOOP("WallStreet", "Steel"),
    QT_TRANSLATE_NOOP("WallStreet", "Oil"),
)
PILES = (
    QT_TRANSLATE_NOOP("WallStreet", "the left discard pile"),
    QT_TRANSLATE_NOOP("WallStreet", "the middle discard pile"),
    QT_TRANSLATE_NOOP("WallStreet", "the right discard pile"),
)
PILE_TITLES = (
    QT_TRANSLATE_NOOP("WallStreet", "Left pile"),
    QT_TRANSLATE_NOOP("WallStreet", "Middle pile"),
    QT_TRANSLATE_NOOP("WallStreet", "Right pile"),
)
#: the end event of each pile (the pile with the most dynamite triggers it)
END_EVENTS = (
    QT_TRANSLATE_NOOP("WallStreet", "Gold shares count as no type; each is worth $3"),
    QT_TRANSLATE_NOOP("WallStreet", "Every player has one share fewer of each type"),
    QT_TRANSLATE_NOOP("WallStreet", "Every stock price is halved, rounded up"),
)
TYCOONS = (
    QT_TRANSLATE_NOOP("WallStreet", "tycoon card A"),
    QT_TRANSLATE_NOOP("WallStreet", "tycoon card B"),
    QT_TRANSLATE_NOOP("WallStreet", "tycoon card C"),
    QT_TRANSLATE_NOOP("WallStreet", "tycoon card D"),
)
TYCOON_REWARDS = (
    QT_TRANSLATE_NOOP("WallStreet", "+2 points at the end"),
    QT_TRANSLATE_NOOP("WallStreet", "take the cash on the trend card"),
    QT_TRANSLATE_NOOP("WallStreet", "pay $3 to return a loan"),
    QT_TRANSLATE_NOOP("WallStreet", "take a discard pile's top card"),
)
TYCOON_PENALTIES = (
    QT_TRANSLATE_NOOP("WallStreet", "give it away: −2 points for the receiver"),
    QT_TRANSLATE_NOOP("WallStreet", "every other player pays $1"),
    QT_TRANSLATE_NOOP("WallStreet", "others with capital 6–8 lose 1 capital"),
    QT_TRANSLATE_NOOP("WallStreet", "every other player removes a card"),
)
MARKET_EFFECTS = (
    QT_TRANSLATE_NOOP("WallStreet", "Price move"),
    QT_TRANSLATE_NOOP("WallStreet", "Unexpected boom"),
    QT_TRANSLATE_NOOP("WallStreet", "Unexpected bust"),
    QT_TRANSLATE_NOOP("WallStreet", "Upswing"),
    QT_TRANSLATE_NOOP("WallStreet", "Downswing"),
    QT_TRANSLATE_NOOP("WallStreet", "Mixed swing"),
    QT_TRANSLATE_NOOP("WallStreet", "Market crash"),
    QT_TRANSLATE_NOOP("WallStreet", "Stock trade"),
)
MARKET_HELP = (
    "",
    QT_TRANSLATE_NOOP("WallStreet", "any one stock +1"),
    QT_TRANSLATE_NOOP("WallStreet", "any one stock −1"),
    QT_TRANSLATE_NOOP("WallStreet", "lowest-priced stocks +1"),
    QT_TRANSLATE_NOOP("WallStreet", "highest-priced stocks −1"),
    QT_TRANSLATE_NOOP("WallStreet", "lowest +1, highest −1"),
    QT_TRANSLATE_NOOP("WallStreet", "every player pays $2"),
    QT_TRANSLATE_NOOP("WallStreet", "swap a share with another player"),
)
PHASES = (
    QT_TRANSLATE_NOOP("WallStreet", "Placing pawns"),
    QT_TRANSLATE_NOOP("WallStreet", "Placing the explosion card"),
    QT_TRANSLATE_NOOP("WallStreet", "Choosing an action"),
    QT_TRANSLATE_NOOP("WallStreet", "Keep or discard"),
    QT_TRANSLATE_NOOP("WallStreet", "Choosing a discard pile"),
    QT_TRANSLATE_NOOP("WallStreet", "Choosing a stock"),
    QT_TRANSLATE_NOOP("WallStreet", "Stock trade: showing a share"),
    QT_TRANSLATE_NOOP("WallStreet", "Stock trade: sealed offers"),
    QT_TRANSLATE_NOOP("WallStreet", "Stock trade: taking an offer"),
    QT_TRANSLATE_NOOP("WallStreet", "Tycoon card: giving it away"),
    QT_TRANSLATE_NOOP("WallStreet", "Tycoon card: returning a loan"),
    QT_TRANSLATE_NOOP("WallStreet", "Tycoon card: taking a card"),
    QT_TRANSLATE_NOOP("WallStreet", "Tycoon card: removing a card"),
    QT_TRANSLATE_NOOP("WallStreet", "End of the turn"),
    QT_TRANSLATE_NOOP("WallStreet", "Game over"),
)
OPTIONS = {
    "tycoons": QT_TRANSLATE_NOOP("WallStreet", "Tycoon cards (variant)"),
    "tycoon_a": QT_TRANSLATE_NOOP("WallStreet", "Tycoon card A side"),
    "tycoon_b": QT_TRANSLATE_NOOP("WallStreet", "Tycoon card B side"),
    "tycoon_c": QT_TRANSLATE_NOOP("WallStreet", "Tycoon card C side"),
    "tycoon_d": QT_TRANSLATE_NOOP("WallStreet", "Tycoon card D side"),
    "call_options": QT_TRANSLATE_NOOP("WallStreet", "Call option cards (variant)"),
}
#: option choices are shown through the "Ids" context by the new-game dialog
CHOICES = (QT_TRANSLATE_NOOP("Ids", "reward"), QT_TRANSLATE_NOOP("Ids", "penalty"))
BREAKDOWN = {
    "market_points": QT_TRANSLATE_NOOP("WallStreet", "Market card points"),
    "hidden_points": QT_TRANSLATE_NOOP("WallStreet", "Capital card points"),
    "shares": QT_TRANSLATE_NOOP("WallStreet", "Shares"),
    "gold_event": QT_TRANSLATE_NOOP("WallStreet", "Gold shares at $3"),
    "cash": QT_TRANSLATE_NOOP("WallStreet", "Cash"),
    "loans": QT_TRANSLATE_NOOP("WallStreet", "Loans"),
    "tycoon": QT_TRANSLATE_NOOP("WallStreet", "Tycoon cards"),
}
REASONS = {
    "wrong_phase": QT_TRANSLATE_NOOP("WallStreet", "That kind of decision is not asked for now."),
    "zero_steps": QT_TRANSLATE_NOOP("WallStreet", "A buy must move at least one step."),
    "too_many_steps": QT_TRANSLATE_NOOP("WallStreet", "You may not go more than once round the circle."),
    "not_enough_money": QT_TRANSLATE_NOOP("WallStreet", "Not enough cash for this: take a loan first."),
    "sell_on_two_cards": QT_TRANSLATE_NOOP("WallStreet", "Two cards already lie under your pawn."),
    "sell_on_trend_card": QT_TRANSLATE_NOOP("WallStreet", "You cannot sell while your pawn is on the trend card."),
    "sell_on_empty_position": QT_TRANSLATE_NOOP("WallStreet", "No card lies under your pawn."),
    "card_not_owned": QT_TRANSLATE_NOOP("WallStreet", "You do not hold that card."),
    "capital_at_max": QT_TRANSLATE_NOOP("WallStreet", "Your capital is already 8."),
    "already_flipped": QT_TRANSLATE_NOOP("WallStreet", "The trend card was already flipped this turn."),
    "loan_not_needed": QT_TRANSLATE_NOOP("WallStreet", "You do not lack cash for anything now."),
    "variant_not_in_play": QT_TRANSLATE_NOOP("WallStreet", "Call options are not used in this game."),
    "option_already_placed": QT_TRANSLATE_NOOP("WallStreet", "Your call option already lies under a card."),
    "no_such_position": QT_TRANSLATE_NOOP("WallStreet", "There is no such place in the circle."),
    "no_such_pile": QT_TRANSLATE_NOOP("WallStreet", "There is no such discard pile."),
    "option_on_trend_card": QT_TRANSLATE_NOOP("WallStreet", "A call option cannot go under the trend card."),
    "option_on_two_cards": QT_TRANSLATE_NOOP("WallStreet", "A call option cannot go under two cards."),
    "option_already_there": QT_TRANSLATE_NOOP("WallStreet", "A call option already lies under that card."),
    "gold_not_tradable": QT_TRANSLATE_NOOP("WallStreet", "A gold share cannot be traded."),
    "wrong_stock_type": QT_TRANSLATE_NOOP("WallStreet", "That share cannot be stated as that type."),
    "same_type_as_shown": QT_TRANSLATE_NOOP("WallStreet", "You may not offer the type that was shown."),
    "not_legal": QT_TRANSLATE_NOOP("WallStreet", "That is not allowed now."),
}

HIDDEN = -1


def data() -> Any:
    from desktop.engine.games.wall_street_1920 import data as d

    return d


def stock_name(stock: int) -> str:
    return translate(C, STOCKS[stock]) if 0 <= stock < 4 else translate(C, "no type")


def pile_name(pile: int) -> str:
    return translate(C, PILES[pile]) if 0 <= pile < 3 else "?"


def tycoon_name(tycoon: int) -> str:
    return translate(C, TYCOONS[tycoon]) if 0 <= tycoon < 4 else "?"


def signed(delta: int) -> str:
    return fill(translate(C, "+%1"), number(delta)) if delta >= 0 else fill(translate(C, "−%1"), number(-delta))


def price_effect(move_stock: int, move: int) -> str:
    """"Corn +1"."""
    return fill(translate(C, "%1 %2"), stock_name(move_stock), signed(move))


def card_name(card: int) -> str:
    """A card's name as a noun phrase: "a corn share", "a market crash"."""
    d = data()
    if card == HIDDEN or not 0 <= card < len(d.CARDS):
        return translate(C, "a hidden card")
    c = d.CARDS[card]
    if c.kind == d.K_STOCK:
        base = (fill(translate(C, "a double share of %1"), stock_name(c.stock)) if c.shares == 2
                else fill(translate(C, "a share of %1"), stock_name(c.stock)))
        if c.move:
            return fill(translate(C, "%1 (%2 when kept)"), base, price_effect(c.move_stock, c.move))
        return base
    if c.kind == d.K_GOLD:
        return translate(C, "a gold share")
    if c.kind == d.K_START:
        return fill(translate(C, "a starting share (%1 or %2)"), stock_name(c.types[0]), stock_name(c.types[1]))
    if c.kind == d.K_MARKET:
        return fill(translate(C, "a market card (%1)"), market_text(card))
    if c.kind == d.K_EXPLOSION:
        return translate(C, "the explosion card")
    return translate(C, "the market trend card")


def market_text(card: int) -> str:
    """What a market card does, e.g. "Price move: Corn +2" or "Market crash"."""
    d = data()
    c = d.CARDS[card]
    title = translate(C, MARKET_EFFECTS[c.effect])
    if c.effect == d.M_MOVE:
        return fill(translate(C, "%1: %2"), title, price_effect(c.move_stock, c.move))
    return fill(translate(C, "%1: %2"), title, translate(C, MARKET_HELP[c.effect]))


def card_list(cards: Sequence[int]) -> str:
    if not cards:
        return translate(C, "nothing")
    return translate("Lists", ", ").join(card_name(c) for c in cards)


def position_name(position: int) -> str:
    return fill(translate(C, "place %1"), number(position + 1))


class UI(GameUI):
    def option_label(self, name: str) -> str:
        return translate(C, OPTIONS[name]) if name in OPTIONS else super().option_label(name)

    def breakdown_label(self, key: str) -> str:
        return translate(C, BREAKDOWN[key]) if key in BREAKDOWN else super().breakdown_label(key)

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value) if key in ("cash", "gold_event") else number(value)

    def score_text(self, value: int) -> str:
        # singular and plural as two sentences: enough for our languages (Chinese and Japanese
        # do not inflect), where Qt's numerus forms would need an English catalog
        pattern = translate(C, "%1 point") if abs(value) == 1 else translate(C, "%1 points")
        return fill(pattern, number(value))

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        if reason in REASONS:
            return translate(C, REASONS[reason])
        return super().describe_reason(reason, details)

    def phase_text(self, view: State) -> str:
        v: Any = view
        return translate(C, PHASES[v.phase]) if 0 <= v.phase < len(PHASES) else ""

    # -- actions ---------------------------------------------------------------
    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        kind = type(action).__name__
        a: Any = action
        v: Any = view

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "?"

        if kind == "PlacePawn":
            if v is not None and 0 <= a.position < len(v.circle):
                return fill(translate(C, "Put your pawn at %1: %2"), position_name(a.position),
                            card_list(v.circle[a.position]))
            return fill(translate(C, "Put your pawn at %1"), position_name(a.position))
        if kind == "Flip":
            return translate(C, "Pay $1 and flip the market trend card")
        if kind == "TakeLoan":
            return translate(C, "Take a loan: +$5 now, −8 points at the end")
        if kind == "PlaceOption":
            if v is not None and 0 <= a.position < len(v.circle):
                return fill(translate(C, "Pay $1 and slide your call option under %1 (%2)"),
                            card_list(v.circle[a.position]), position_name(a.position))
            return fill(translate(C, "Pay $1 and slide your call option under %1"), position_name(a.position))
        if kind == "Buy":
            steps = translate(C, "%n step(s)", None, a.steps).replace("%n", number(a.steps))
            if v is not None and v.pawns[seat] >= 0:
                target, total, _fees, need = v.buy_cost(seat, a.steps)
                cards = v.circle[target]
                d = data()
                if cards and cards[0] == d.TREND:
                    return fill(translate(C, "Move %1 to the trend card and take its %2 (costs %3)"), steps,
                                self.money(v.trend_pot), self.money(total))
                text = fill(translate(C, "Move %1 and buy %2 (costs %3)"), steps, card_list(cards), self.money(total))
                if need:
                    text = fill(translate(C, "%1, %2 of it in cash"), text, self.money(need))
                return text
            return fill(translate(C, "Move %1 and buy"), steps)
        if kind == "Sell":
            if v is not None:
                from desktop.engine.games.wall_street_1920.state import share_value

                value = share_value(a.card, v.prices)
                return fill(translate(C, "Sell %1 for %2"), card_name(a.card), self.money(value))
            return fill(translate(C, "Sell %1"), card_name(a.card))
        if kind == "RaiseCapital":
            return translate(C, "Increase capital: pay $2, capital +1")
        if kind == "Keep":
            if v is not None and v.pending:
                return fill(translate(C, "Keep %1"), card_name(v.pending[0]))
            return translate(C, "Keep the card")
        if kind == "ToPile":
            if v is not None:
                card = self._card_in_hand(v)
                if card is not None:
                    return fill(translate(C, "Put %1 on %2"), card_name(card), pile_name(a.pile))
            return fill(translate(C, "Put the card on %1"), pile_name(a.pile))
        if kind == "ChooseStock":
            if v is not None and v.choose_delta:
                return fill(translate(C, "Move %1 %2"), stock_name(a.stock), signed(v.choose_delta))
            return fill(translate(C, "Choose %1"), stock_name(a.stock))
        if kind == "ShowCard":
            return fill(translate(C, "Show %1 as %2 for the stock trade"), card_name(a.card), stock_name(a.stock))
        if kind == "Offer":
            return fill(translate(C, "Offer %1 in secret"), card_name(a.card))
        if kind == "TakeOffer":
            if v is not None and 0 <= a.seat < len(v.offers) and v.offers[a.seat] >= 0:
                return fill(translate(C, "Swap with %1's offer: %2"), who(a.seat), card_name(v.offers[a.seat]))
            return fill(translate(C, "Swap with %1's offer"), who(a.seat))
        if kind == "GiveTycoon":
            return fill(translate(C, "Give the tycoon card to %1 (−2 points)"), who(a.seat))
        if kind == "Repay":
            return translate(C, "Pay $3 and return a loan") if a.accept else translate(C, "Keep your loans")
        if kind == "TakeFromPile":
            if v is not None and v.piles[a.pile]:
                return fill(translate(C, "Take %1 from %2"), card_name(v.piles[a.pile][-1]), pile_name(a.pile))
            return fill(translate(C, "Take the top card of %1"), pile_name(a.pile))
        if kind == "RemoveCard":
            return fill(translate(C, "Remove %1 from the game"), card_name(a.card))
        if kind == "EndTurn":
            return translate(C, "End your turn")
        return super().describe_action(view, seat, action, names)

    @staticmethod
    def _card_in_hand(v: Any) -> int | None:
        """The card a ToPile puts down now (explosion, bought card, deck top or the card under the pawn)."""
        from desktop.engine.games.wall_street_1920.state import PH_EXPLODE, PH_KEEP

        if v.phase == PH_EXPLODE:
            return data().EXPLOSION
        if v.phase == PH_KEEP and v.pending:
            return int(v.pending[0])
        if v.pile_card >= 0:
            return int(v.pile_card)
        return None

    # -- events ------------------------------------------------------------------
    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        kind = type(event).__name__
        e: Any = event

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "?"

        if kind == "PawnPlaced":
            return fill(translate(C, "%1 puts a pawn at %2."), who(e.seat), position_name(e.position))
        if kind == "TurnStarted":
            return fill(translate(C, "%1's turn."), who(e.seat))
        if kind == "TrendFlipped":
            text = (translate(C, "%1 flips the trend card: clockwise now; %2 lies on it.") if e.direction > 0
                    else translate(C, "%1 flips the trend card: counter-clockwise now; %2 lies on it."))
            return fill(text, who(e.seat), self.money(e.pot))
        if kind == "LoanTaken":
            text = (translate(C, "%1 must take a loan (%2 in all).") if e.forced
                    else translate(C, "%1 takes a loan (%2 in all)."))
            return fill(text, who(e.seat), number(e.loans))
        if kind == "OptionPlaced":
            return fill(translate(C, "%1 slides a call option under %2."), who(e.seat), position_name(e.position))
        if kind == "OptionReturned":
            return fill(translate(C, "%1's call option comes back."), who(e.seat))
        if kind == "Moved":
            steps = translate(C, "%n step(s)", None, e.steps).replace("%n", number(e.steps))
            return fill(translate(C, "%1 moves %2 to %3."), who(e.seat), steps, position_name(e.position))
        if kind == "Paid":
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
        if kind == "Bought":
            return fill(translate(C, "%1 buys %2."), who(e.seat), card_list(e.cards))
        if kind == "TrendPotTaken":
            return fill(translate(C, "%1 takes %2 from the trend card."), who(e.seat), self.money(e.amount))
        if kind == "CardKept":
            return fill(translate(C, "%1 keeps %2."), who(e.seat), card_name(e.card))
        if kind == "CardDiscarded":
            return fill(translate(C, "%1 puts %2 on %3."), who(e.seat), card_name(e.card), pile_name(e.pile))
        if kind == "CardDealt":
            return fill(translate(C, "Dealt to %1: %2."), position_name(e.position), card_name(e.card))
        if kind == "DeckTopDrawn":
            return fill(translate(C, "Taken from the deck: %1."), card_name(e.card))
        if kind == "PriceMoved":
            text = translate(C, "%1 rises to %2.") if e.delta > 0 else translate(C, "%1 falls to %2.")
            return fill(text, stock_name(e.stock), self.money(e.price))
        if kind == "Sold":
            return fill(translate(C, "%1 sells %2 for %3."), who(e.seat), card_name(e.card), self.money(e.cash))
        if kind == "CapitalChanged":
            return fill(translate(C, "%1's capital is now %2."), who(e.seat), number(e.capital))
        if kind == "MarketResolved":
            return None  # the line of the kept card says what it does; its price moves follow
        if kind == "CrashPaid":
            return fill(translate(C, "%1 pays %2 in the crash."), who(e.seat), self.money(e.amount))
        if kind == "TradeShown":
            return fill(translate(C, "%1 shows %2 as %3 for a stock trade."), who(e.seat), card_name(e.card),
                        stock_name(e.stock))
        if kind == "PileShown":
            return fill(translate(C, "%1 has nothing to offer and shows: %2."), who(e.seat), card_list(e.cards))
        if kind == "OfferMade":
            if e.card >= 0:
                return fill(translate(C, "%1 offers %2 in secret."), who(e.seat), card_name(e.card))
            return fill(translate(C, "%1 makes a sealed offer."), who(e.seat))
        if kind == "OffersRevealed":
            parts = [fill(translate(C, "%1: %2"), who(s), card_name(c)) for s, c in enumerate(e.offers) if c >= 0]
            return fill(translate(C, "The offers are revealed: %1."), translate("Lists", "; ").join(parts))
        if kind == "Traded":
            return fill(translate(C, "%1 swaps %2 for %3 of %4."), who(e.buyer), card_name(e.gave),
                        card_name(e.got), who(e.seat))
        if kind == "TycoonTriggered":
            text = (translate(C, "%1 reaches a limit: %2 resolves %3 (penalty side).") if e.penalty
                    else translate(C, "%1 reaches a limit: %2 resolves %3 (reward side)."))
            return fill(text, stock_name(e.stock), who(e.seat), tycoon_name(e.tycoon))
        if kind == "TycoonPoints":
            return fill(translate(C, "%1: %2 points from a tycoon card."), who(e.seat), signed(e.points))
        if kind == "LoanRepaid":
            return fill(translate(C, "%1 returns a loan (%2 left)."), who(e.seat), number(e.loans))
        if kind == "CardTaken":
            return fill(translate(C, "%1 takes %2 from %3."), who(e.seat), card_name(e.card), pile_name(e.pile))
        if kind == "CardRemoved":
            return fill(translate(C, "%1 removes %2 from the game."), who(e.seat), card_name(e.card))
        if kind == "ExplosionPlaced":
            text = (translate(C, "%1 puts the explosion card on %2: the game ends.") if e.final
                    else translate(C, "%1 puts the explosion card on %2: the last round begins."))
            return fill(text, who(e.seat), pile_name(e.pile))
        if kind == "EndEvent":
            counts = translate("Lists", ", ").join(number(x) for x in e.dynamite)
            if e.event < 0:
                return fill(translate(C, "Dynamite per pile: %1. A tie: no end event."), counts)
            return fill(translate(C, "Dynamite per pile: %1. End event of %2: %3."), counts, pile_name(e.event),
                        translate(C, END_EVENTS[e.event]))
        if kind == "GameEnded":
            return translate(C, "The market closes: the game is over.")
        return super().describe_event(event, names, viewer)

    # -- panels -------------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Capital"), translate(C, "Loans"), translate(C, "Stock cards"),
                translate(C, "Market cards")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        v: Any = view
        return [self.money(v.cash[seat]), number(v.capital[seat]), number(v.loans[seat]),
                number(len(v.stocks[seat])), number(len(v.markets[seat]))]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        v: Any = view
        return [(stock_name(s), v.prices[s]) for s in range(4)]

    def scene_class(self) -> Any:
        from desktop.app.boards.wall_street_1920 import WallStreetScene

        return WallStreetScene
