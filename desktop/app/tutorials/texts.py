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
        "Stockpile", "Six companies' share prices stand on these tracks. After the last "
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
    # -- 1920 Wall Street ------------------------------------------------------------------------
    "wall_street_1920.welcome": QT_TRANSLATE_NOOP(
        "WallStreet", "Welcome to 1920 Wall Street! Stock cards and market cards lie in a circle round the deck. "
        "You move your pawn round the circle to buy them, and score the most points when the explosion card "
        "ends the game."),
    "wall_street_1920.others_place": QT_TRANSLATE_NOOP(
        "WallStreet", "To begin, each player puts a pawn on a card of the circle. Both others chose place 5."),
    "wall_street_1920.place": QT_TRANSLATE_NOOP(
        "WallStreet", "Put your pawn at place 5 as well."),
    "wall_street_1920.others_buy": QT_TRANSLATE_NOOP(
        "WallStreet", "To buy, a pawn moves in the trend card's direction and buys the card where it stops. A "
        "kept market card acts at once: Cotton rose to $6 and Steel fell to $4."),
    "wall_street_1920.buy": QT_TRANSLATE_NOOP(
        "WallStreet", "Your turn: move 1 step and buy the double share of Cotton. Steps and price are paid with "
        "your capital first, the rest in cash, and $1 to each pawn already there."),
    "wall_street_1920.keep": QT_TRANSLATE_NOOP(
        "WallStreet", "Keep it: it joins your hidden stock pile. A card you do not want goes on a discard pile "
        "instead."),
    "wall_street_1920.end_turn": QT_TRANSLATE_NOOP(
        "WallStreet", "One action a turn: end your turn."),
    "wall_street_1920.others_capital": QT_TRANSLATE_NOOP(
        "WallStreet", "Both others chose to increase capital: pay $2 for one more capital and put the deck's top "
        "card on a discard pile. Watch the piles: their dynamite matters at the end."),
    "wall_street_1920.sell": QT_TRANSLATE_NOOP(
        "WallStreet", "Selling lays one of your stock cards into the circle at your pawn for its sale price. A "
        "double share sells for its full price: sell your Cotton for $6."),
    "wall_street_1920.discard": QT_TRANSLATE_NOOP(
        "WallStreet", "The card that lay under your pawn goes to a discard pile: put it on the middle one."),
    "wall_street_1920.flip": QT_TRANSLATE_NOOP(
        "WallStreet", "The trend card sets the direction every pawn moves. Once a turn you may pay $1 onto it to "
        "flip it: do it now. A pawn that stops on the trend card takes the money lying there."),
    "wall_street_1920.end_turn_again": QT_TRANSLATE_NOOP(
        "WallStreet", "End your turn."),
    "wall_street_1920.others_turn": QT_TRANSLATE_NOOP(
        "WallStreet", "Everyone now moves the other way round the circle."),
    "wall_street_1920.buy_market": QT_TRANSLATE_NOOP(
        "WallStreet", "Move 1 step and buy the market card there: Corn +1."),
    "wall_street_1920.keep_market": QT_TRANSLATE_NOOP(
        "WallStreet", "Keep it: Corn rises at once, and the card scores its points at the end."),
    "wall_street_1920.end_turn_last": QT_TRANSLATE_NOOP(
        "WallStreet", "End your turn."),
    "wall_street_1920.scoring": QT_TRANSLATE_NOOP(
        "WallStreet", "At the end a stock type scores its price for each of your shares only if you hold at "
        "least the minimum holdings. Market cards, cash and hidden capital count too; each loan costs points."),
    "wall_street_1920.explosion": QT_TRANSLATE_NOOP(
        "WallStreet", "When the explosion card comes up, the game ends, and the discard pile with the most "
        "dynamite sets off its event: gold shares lose their value, one share of each type is lost, or every "
        "price is halved. The others play on as computer players now. Good luck!"),
    # -- Hab & Gut -------------------------------------------------------------------------------
    "hab_und_gut.welcome": QT_TRANSLATE_NOOP(
        "HabUndGut", "Welcome to Hab & Gut! Six goods have a price track each. You trade their shares, push "
        "their prices with cards, and give to charity: the richest player wins, but not if they gave the least."),
    "hab_und_gut.racks": QT_TRANSLATE_NOOP(
        "HabUndGut", "Price cards stand in racks between the players: you may play from the two racks beside "
        "you, and so may your neighbours. Everyone can see what the racks hold."),
    "hab_und_gut.buy": QT_TRANSLATE_NOOP(
        "HabUndGut", "A round starts with the stock phase: in turn, buy or sell up to three shares at today's "
        "prices. Your right rack holds Sugar +6, so buy a share of Sugar for $40."),
    "hab_und_gut.buy_more": QT_TRANSLATE_NOOP(
        "HabUndGut", "Buy one more share of Sugar."),
    "hab_und_gut.donate": QT_TRANSLATE_NOOP(
        "HabUndGut", "Once a round you may donate a share: it goes face down on your donation board. Donate a "
        "share of Sugar now; after a donation your turn can only end."),
    "hab_und_gut.end_turn": QT_TRANSLATE_NOOP(
        "HabUndGut", "End your turn."),
    "hab_und_gut.others_buy": QT_TRANSLATE_NOOP(
        "HabUndGut", "The others bought three shares each: Coffee and Corn. Then the price-change phase begins "
        "with you."),
    "hab_und_gut.play_full": QT_TRANSLATE_NOOP(
        "HabUndGut", "In the price-change phase you play one card from each of your two racks. The first moves "
        "its good by its full value: play Sugar +6 from your right rack."),
    "hab_und_gut.play_half": QT_TRANSLATE_NOOP(
        "HabUndGut", "The second card, from your other rack, counts only half: play Coffee +4 from your left "
        "rack, and Coffee rises by 2."),
    "hab_und_gut.others_play": QT_TRANSLATE_NOOP(
        "HabUndGut", "The others play their cards too: Coffee and Sugar rise again, Corn goes up 6 and back 2. "
        "Their cards are your cards' neighbours: watch what they could play."),
    "hab_und_gut.round_two": QT_TRANSLATE_NOOP(
        "HabUndGut", "Round 2: the start player token moved on, and the others bought Wheat and Coal."),
    "hab_und_gut.sell": QT_TRANSLATE_NOOP(
        "HabUndGut", "Sugar now stands at $75: sell your share for $35 more than you paid. A turn buys or sells, "
        "never both."),
    "hab_und_gut.end_turn_again": QT_TRANSLATE_NOOP(
        "HabUndGut", "End your turn."),
    "hab_und_gut.donations": QT_TRANSLATE_NOOP(
        "HabUndGut", "The game has two halves of four rounds. At the end of each half the donated shares are "
        "turned over and counted at their prices."),
    "hab_und_gut.elimination": QT_TRANSLATE_NOOP(
        "HabUndGut", "At the end the players who donated the least are out, however rich they are; of the "
        "others, the one with the most money wins. The others play on as computer players now. Good luck!"),
    # -- Black Friday ----------------------------------------------------------------------------
    "black_friday.welcome": QT_TRANSLATE_NOOP(
        "BlackFriday", "Welcome to Black Friday! Shares of five colours are traded here, and each colour's cases "
        "wait in the market. Every deal moves a case, and the cases move the prices. In the end only gold and "
        "silver count."),
    "black_friday.subsidy": QT_TRANSLATE_NOOP(
        "BlackFriday", "You start with shares but no cash. Take a subsidy card: $20 now, but it costs interest "
        "at every price change."),
    "black_friday.buy": QT_TRANSLATE_NOOP(
        "BlackFriday", "One action a turn: buy shares, sell shares, buy silver or pass. Buy a share of Green for "
        "$7: its case goes from the market to the stock buy chart."),
    "black_friday.others_silver": QT_TRANSLATE_NOOP(
        "BlackFriday", "The others bought silver: each silver purchase moves a case of their choice to the silver "
        "buy chart, and their Extra Pass cards moved one more."),
    "black_friday.buy_again": QT_TRANSLATE_NOOP(
        "BlackFriday", "Buy another share of Green. When the last case of a colour leaves the market, that "
        "colour's price moves one step right at once."),
    "black_friday.price_change": QT_TRANSLATE_NOOP(
        "BlackFriday", "The silver buy chart is full: a price change! Everyone pays interest, cases drawn from "
        "the bag move every price, and the silver price rises with the bars bought."),
    "black_friday.interest": QT_TRANSLATE_NOOP(
        "BlackFriday", "Interest left you short of cash: take a second subsidy card."),
    "black_friday.silver": QT_TRANSLATE_NOOP(
        "BlackFriday", "Now buy a silver bar at the silver price. Silver keeps its value to the end, and five "
        "bars become a gold bar."),
    "black_friday.place_case": QT_TRANSLATE_NOOP(
        "BlackFriday", "A silver purchase moves one case of your choice from the market to the silver buy "
        "chart: choose Yellow."),
    "black_friday.others_turn": QT_TRANSLATE_NOOP(
        "BlackFriday", "The others buy silver too. Interest a player cannot pay turns their subsidy cards face "
        "down, and they must pay it on their turn."),
    "black_friday.silver_again": QT_TRANSLATE_NOOP(
        "BlackFriday", "Buy one more silver bar."),
    "black_friday.full_chart": QT_TRANSLATE_NOOP(
        "BlackFriday", "Put another Yellow case on the silver buy chart: it fills the chart and sets off the "
        "second price change."),
    "black_friday.second_change": QT_TRANSLATE_NOOP(
        "BlackFriday", "Watch the prices: a colour whose cases pile up on the charts climbs, selling pushes a "
        "price down, and every price change moves them all. Buy low, sell high, and turn the profit into "
        "silver."),
    "black_friday.the_end": QT_TRANSLATE_NOOP(
        "BlackFriday", "Black cases drawn from the bag raise the silver price. When it reaches 100, everyone "
        "sells their shares and buys what silver they can: the most gold wins. The others play on as computer "
        "players now. Good luck!"),
    # -- Landlord --------------------------------------------------------------------------------
    "landlord.welcome": QT_TRANSLATE_NOOP(
        "Landlord", "Welcome to Landlord! Roll the dice, go round the board, buy lots and collect rent from "
        "whoever lands on them. Whoever is left when everyone else is bankrupt wins."),
    "landlord.others_start": QT_TRANSLATE_NOOP(
        "Landlord", "The others go first. A Windfall card sent one to Corner Butcher; both bought the lot they "
        "reached."),
    "landlord.roll": QT_TRANSLATE_NOOP(
        "Landlord", "Your turn: roll the dice."),
    "landlord.buy": QT_TRANSLATE_NOOP(
        "Landlord", "Pebble Path belongs to nobody: buy it for $60. A lot you do not buy goes to auction."),
    "landlord.end_turn": QT_TRANSLATE_NOOP(
        "Landlord", "End your turn."),
    "landlord.others_turns": QT_TRANSLATE_NOOP(
        "Landlord", "One rival landed on Free Samples; the other bought Clocktower Way."),
    "landlord.roll_again": QT_TRANSLATE_NOOP(
        "Landlord", "Roll again."),
    "landlord.buy_again": QT_TRANSLATE_NOOP(
        "Landlord", "Buy Birch Parade for $120."),
    "landlord.end_turn_again": QT_TRANSLATE_NOOP(
        "Landlord", "End your turn."),
    "landlord.others_buy": QT_TRANSLATE_NOOP(
        "Landlord", "The others bought Sunflower Fields and Millpond Drive."),
    "landlord.roll_third": QT_TRANSLATE_NOOP(
        "Landlord", "Roll the dice."),
    "landlord.buy_third": QT_TRANSLATE_NOOP(
        "Landlord", "Buy Potters Yard for $140."),
    "landlord.end_turn_third": QT_TRANSLATE_NOOP(
        "Landlord", "End your turn."),
    "landlord.vacation": QT_TRANSLATE_NOOP(
        "Landlord", "Doubles let a player roll again: one rival bought Mossy Lane, paid you $10 rent on Potters "
        "Yard, then rolled a third double and went on Vacation. To come back: roll doubles, pay $50, or use a "
        "keep-out card."),
    "landlord.roll_fourth": QT_TRANSLATE_NOOP(
        "Landlord", "Roll the dice."),
    "landlord.propose": QT_TRANSLATE_NOOP(
        "Landlord", "Mossy Lane, bought by that rival, is the other lot of colour group A, with your Pebble "
        "Path. Trade for it: propose a trade to them."),
    "landlord.ask_lot": QT_TRANSLATE_NOOP(
        "Landlord", "Ask for Mossy Lane."),
    "landlord.add_cash": QT_TRANSLATE_NOOP(
        "Landlord", "Offer $100 for it."),
    "landlord.send": QT_TRANSLATE_NOOP(
        "Landlord", "Send the offer: they may accept or reject it."),
    "landlord.accepted": QT_TRANSLATE_NOOP(
        "Landlord", "Accepted! The whole colour group A is yours: its rent is doubled, and you may build."),
    "landlord.build": QT_TRANSLATE_NOOP(
        "Landlord", "Build a house on Mossy Lane for $50: each house raises the rent a lot, and after four "
        "houses comes a hotel."),
    "landlord.build_evenly": QT_TRANSLATE_NOOP(
        "Landlord", "Houses go up evenly across a group: build one on Pebble Path too."),
    "landlord.mortgage": QT_TRANSLATE_NOOP(
        "Landlord", "Short of cash? Mortgage a lot for half its price: Birch Parade for $60. It earns no rent "
        "until you lift the mortgage (its value and 10% more)."),
    "landlord.end_turn_last": QT_TRANSLATE_NOOP(
        "Landlord", "End your turn."),
    "landlord.the_end": QT_TRANSLATE_NOOP(
        "Landlord", "A player who cannot pay what they owe, even by selling buildings and mortgaging, is "
        "bankrupt and leaves the game. The others play on as computer players now. Good luck!"),
}


def step_text(text_id: str) -> str:
    """A step's text in the player's language ("" for an id without one)."""
    text = TEXTS.get(text_id)
    context = CONTEXTS.get(text_id.split(".", 1)[0])
    return translate(context, text) if text is not None and context is not None else ""
