"""1920 Wall Street in words: names, the title, the rules help, option and reason texts
and the small helpers that turn the engine's ids into them (a leaf module:
the game's UI, board and dialogs import it; it imports none of them)."""


from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, number, translate

TITLE = QT_TRANSLATE_NOOP("Games", "1920 Wall Street")


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


#: The rules help, paragraph by paragraph (each translated on its own).
RULES: tuple[str, ...] = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>1920 Wall Street</h2><p>Cards lie in a ring round the deck. Move your pawn round the "
            "ring to buy stock and market cards, sell stock back into the ring, and score the most "
            "points when the explosion card ends the game.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><p>Each turn you may spend your capital on steps and prices; what you "
            "lack you pay in cash. Choose one action: <b>buy</b> (move along the ring in the trend's "
            "direction and buy the card or cards where you stop, paying one to each other pawn there), "
            "<b>sell</b> (put one of your stock cards into the ring at your pawn for half its price "
            "rounded up: a starting card half the lower of its two prices, a gold card half the lowest "
            "price of all, a ×2 card its full price), or <b>raise your capital</b> by one. If you stop "
            "on the trend card you buy nothing: you pay the steps, take the money lying on it and put "
            "the deck's top card on a discard pile. Once a turn you may pay one onto the trend card to "
            "flip its direction.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Keep or discard</h3><p>Decide for each bought card: keep it or put it on a discard pile. "
            "A kept stock card joins your hidden stock pile and may move a price as printed. A kept "
            "market card acts at once (prices move, a crash makes everyone pay, a stock trade lets you "
            "swap a share with another player's secret offer) and scores its points at the end. "
            "Only the top card of each discard pile can be seen.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>When the explosion card comes to the top of the deck, the next player "
            "puts it on a discard pile. If that player started the game, it ends at once; otherwise the "
            "round is played to its end. The pile with the most dynamite sets off its event: left, gold "
            "shares are worth $3 each and count as no type; middle, everyone has one share fewer of each "
            "type; right, every price is halved. A tie sets off nothing.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Variants</h3><p><b>Tycoon cards</b> lie above the four stocks; the first time a price "
            "reaches a limit, the player whose turn it is resolves that stock's card (its reward or its "
            "penalty side). <b>Call options</b>: pay $1 to slide yours under a circle card; whoever buys "
            "that card pays $2 more.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Scoring</h3><p>A stock type scores its price for each share only if you hold at least "
            "the minimum number of shares. Add market-card points, hidden capital points and cash; each "
            "loan costs points. The discard pile with the most dynamite sets off its event first.</p>"),
    )
