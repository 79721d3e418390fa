"""Black Friday in words: names, the title, the rules help, option and reason texts
and the small helpers that turn the engine's ids into them (a leaf module:
the game's UI, board and dialogs import it; it imports none of them)."""


from __future__ import annotations

from collections.abc import Sequence

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import state as S

TITLE = QT_TRANSLATE_NOOP("Games", "Black Friday")


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


#: The rules help, paragraph by paragraph (each translated on its own).
RULES: tuple[str, ...] = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Black Friday</h2><p>Buy and sell shares of five colours while the market moves with "
            "every deal, and turn your profits into silver and gold before the silver price reaches the "
            "top.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><p>Choose one action: buy shares, sell shares, buy silver, or pass. Each "
            "action moves one case to a chart or from a sales table. When the last case of a colour "
            "leaves the market, that colour's price moves one step right at once. A full buy chart, or "
            "an active sales table down to 5 coloured cases (4 with five players), starts a price "
            "change, in which cases drawn from the bag move every price and black cases raise the "
            "silver price. You may take subsidies for quick money; they cost interest at "
            "every price change.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>When silver reaches 100 everyone sells their shares, takes subsidies up "
            "to the limit, buys what silver they can, and the most gold wins (then silver, then "
            "cash).</p>"),
    )
