"""The tutorials' step texts, keyed ``<game_id>.<step id>`` (the ids of the TOML files beside this
module), each marked for Qt's translation system in its game's own context so that the glossary
test holds them to the rulebooks' terms; translated when shown (``step_text``)."""

from __future__ import annotations

from desktop.app.i18n import QT_TRANSLATE_NOOP, translate

#: each game's catalog context (its words module's ``C``)
CONTEXTS = {
    "stockpile": "Stockpile",
    "wall_street_1920": "WallStreet",
    "hab_und_gut": "HabUndGut",
    "black_friday": "BlackFriday",
    "landlord": "Landlord",
}

TEXTS: dict[str, str] = {
    # -- Stockpile -------------------------------------------------------------------------------
    "stockpile.welcome": QT_TRANSLATE_NOOP(
        "Stockpile", "Welcome to Stockpile! Six companies' share prices stand on these tracks. After the last "
        "round every share is sold at its price, and the richest player wins."),
    "stockpile.forecasts": QT_TRANSLATE_NOOP(
        "Stockpile", "These are the forecasts: at the end of the round each company moves by its forecast. You "
        "see your own inside forecast (Stanford Steel pays a dividend, $$) and the public one (Leading "
        "Laboratories +4); the others are hidden."),
    "stockpile.place_hidden": QT_TRANSLATE_NOOP(
        "Stockpile", "Supply: you were dealt two market cards to place on the stockpiles. Put your Epic Electric "
        "share face down on stockpile 3: only you know it is there."),
    "stockpile.place_open": QT_TRANSLATE_NOOP(
        "Stockpile", "Now put the $3,000 trading fee face up on stockpile 2: whoever takes that stockpile pays "
        "it. Face-up cards warn everyone."),
    "stockpile.others_place": QT_TRANSLATE_NOOP(
        "Stockpile", "The others place their cards the same way, one face down and one face up. Stockpile 3 now "
        "holds a Stanford Steel share face up and three hidden cards."),
    "stockpile.bid_first": QT_TRANSLATE_NOOP(
        "Stockpile", "Demand: each player bids for one stockpile with a meeple on its bid track. Start low: bid "
        "$0 on stockpile 3."),
    "stockpile.outbid": QT_TRANSLATE_NOOP(
        "Stockpile", "Outbid! A higher bid sends the meeple there back to its owner, who bids again on their "
        "next turn. Stockpile 3 now stands at $3,000."),
    "stockpile.bid_again": QT_TRANSLATE_NOOP(
        "Stockpile", "Stockpile 3 is worth it: Stanford Steel will pay a dividend, and one hidden card is your "
        "own share. Bid $6,000."),
    "stockpile.outbid_again": QT_TRANSLATE_NOOP(
        "Stockpile", "The others want it too: the bid is at $15,000. Your meeple is back with you."),
    "stockpile.bid_cheap": QT_TRANSLATE_NOOP(
        "Stockpile", "Look for a bargain instead: bid $0 on stockpile 1, with its Bottomline Bank and Epic "
        "Electric shares."),
    "stockpile.outbid_cheap": QT_TRANSLATE_NOOP(
        "Stockpile", "Outbid again, by $1,000."),
    "stockpile.bid_cheap_again": QT_TRANSLATE_NOOP(
        "Stockpile", "Raise to $3,000 on stockpile 1."),
    "stockpile.outbid_cheap_again": QT_TRANSLATE_NOOP(
        "Stockpile", "Stockpile 1 went to $6,000. Time to decide what you really want."),
    "stockpile.bid_high": QT_TRANSLATE_NOOP(
        "Stockpile", "Go back to stockpile 3 and bid $20,000: four shares, one of them paying a dividend. Only "
        "a $25,000 bid would lock it."),
    "stockpile.lots_taken": QT_TRANSLATE_NOOP(
        "Stockpile", "Every meeple is placed: each player pays the bid and takes the cards of that stockpile. "
        "Your four shares are in your portfolio. Then, in the Action phase, a Stock Boom moved American "
        "Automotive up 2 spaces."),
    "stockpile.sell": QT_TRANSLATE_NOOP(
        "Stockpile", "Selling: you may sell shares at today's price for cash. Sell one Epic Electric share."),
    "stockpile.keep": QT_TRANSLATE_NOOP(
        "Stockpile", "Keep the rest: stop selling."),
    "stockpile.movement": QT_TRANSLATE_NOOP(
        "Stockpile", "Movement: the forecasts are turned over one by one and each company moves. Stanford Steel "
        "pays a dividend."),
    "stockpile.claim": QT_TRANSLATE_NOOP(
        "Stockpile", "Show your Stanford Steel shares to be paid the dividend for each of them."),
    "stockpile.prices_move": QT_TRANSLATE_NOOP(
        "Stockpile", "The other forecasts move their companies: Leading Laboratories rises 4 spaces, Bottomline "
        "Bank falls 3. A new round begins with new forecasts."),
    "stockpile.splits": QT_TRANSLATE_NOOP(
        "Stockpile", "Watch the ends of the tracks: a company that reaches the top splits (each share becomes "
        "two), and one that falls to the bottom goes bankrupt: its shares are lost."),
    "stockpile.majorities": QT_TRANSLATE_NOOP(
        "Stockpile", "At the end, the majority shareholder of each company gets a $10,000 bonus, then every "
        "share is sold. The others play on as computer players now: the game is yours. Good luck!"),
}

def step_text(text_id: str) -> str:
    """A step's text in the player's language ("" for an id without one)."""
    text = TEXTS.get(text_id)
    context = CONTEXTS.get(text_id.split(".", 1)[0])
    return translate(context, text) if text is not None and context is not None else ""
