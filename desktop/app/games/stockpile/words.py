"""Stockpile in words: names, the title, the rules help, option and reason texts
and the small helpers that turn the engine's ids into them (a leaf module:
the game's UI, board and dialogs import it; it imports none of them)."""


from __future__ import annotations

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate

TITLE = QT_TRANSLATE_NOOP("Games", "Stockpile")


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


#: The rules help, paragraph by paragraph (each translated on its own).
RULES: tuple[str, ...] = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Stockpile</h2><p>Buy shares in six companies at auction, use what you secretly know "
            "about where prices are heading, and finish with the most money.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>A round</h3><ol><li><b>Forecasts.</b> Each company is paired with a forecast (+4, +2, "
            "+1, dividend, −2, −3). You see your own pair (two pairs each with two players); one pair "
            "is public (none with two players); the rest stay hidden until Movement.</li>"
            "<li><b>Supply.</b> Each stockpile gets one card face up. You are dealt "
            "two market cards and put one face up and one face down on any stockpiles. Only you know "
            "your face-down card.</li><li><b>Demand.</b> In turn, put your bidder on a space of a "
            "stockpile's bid track above any bid already there; a player who is outbid bids again. When "
            "every stockpile has one bidder, each pays the bid and takes the whole "
            "pile.</li><li><b>Action.</b> Play every Boom (+2) and Bust (−2) card you won on a company "
            "of your choice.</li><li><b>Selling.</b> Sell any shares at the current "
            "price.</li><li><b>Movement.</b> Forecasts are revealed and prices move. A dividend "
            "forecast pays $2,000 for each share you choose to show.</li></ol>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Splits and bankruptcies</h3><p>A price pushed past the top of its track <b>splits</b>: "
            "every share of that company moves to the split area and counts double from then on; "
            "players already holding split cards of it get a bonus. A price pushed below the bottom "
            "goes <b>bankrupt</b>: all its shares are lost and its price starts again.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Trading fees</h3><p>Fee cards won in a stockpile cost their amount at once; if you "
            "cannot pay, you owe it. Whenever your cash allows, owed fees are paid at once: the largest "
            "one you can afford first, then again the largest you can still afford. Fees still owed at "
            "the end are deducted.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>After the last round every holding is shown. The largest holder of each "
            "company gets a bonus ($10,000; $5,000 each when tied), then all shares are sold at their "
            "prices. The most money wins.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Options</h3><p><b>Advanced board:</b> each company has its own track with its own "
            "start and split spaces; when steel's price moves onto a $ space, every holder gets $1,000 "
            "a share there and then ($2,000 for a split card). <b>Investor cards:</b> each player keeps "
            "an investor (two with two players) who sets the starting money and gives a special "
            "ability; Dividend Deborah may name a company at the end of each round, or none.</p>"),
    )
