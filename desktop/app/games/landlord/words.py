"""Landlord in words: names, the title, the rules help, option and reason texts
and the small helpers that turn the engine's ids into them (a leaf module:
the game's UI, board and dialogs import it; it imports none of them)."""


from __future__ import annotations

from typing import Any

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, translate

TITLE = QT_TRANSLATE_NOOP("Games", "Landlord")


C = "Landlord"

SQUARES = (
    QT_TRANSLATE_NOOP("Landlord", "Start"),
    QT_TRANSLATE_NOOP("Landlord", "Mossy Lane"),
    QT_TRANSLATE_NOOP("Landlord", "Town Fund"),
    QT_TRANSLATE_NOOP("Landlord", "Pebble Path"),
    QT_TRANSLATE_NOOP("Landlord", "Property Levy"),
    QT_TRANSLATE_NOOP("Landlord", "Bread Hall"),
    QT_TRANSLATE_NOOP("Landlord", "Maple Row"),
    QT_TRANSLATE_NOOP("Landlord", "Windfall"),
    QT_TRANSLATE_NOOP("Landlord", "Willow Walk"),
    QT_TRANSLATE_NOOP("Landlord", "Birch Parade"),
    QT_TRANSLATE_NOOP("Landlord", "Vacation"),
    QT_TRANSLATE_NOOP("Landlord", "Lantern Court"),
    QT_TRANSLATE_NOOP("Landlord", "Eye Clinic"),
    QT_TRANSLATE_NOOP("Landlord", "Potters Yard"),
    QT_TRANSLATE_NOOP("Landlord", "Weavers Close"),
    QT_TRANSLATE_NOOP("Landlord", "Corner Butcher"),
    QT_TRANSLATE_NOOP("Landlord", "Ferry Steps"),
    QT_TRANSLATE_NOOP("Landlord", "Town Fund"),
    QT_TRANSLATE_NOOP("Landlord", "Clocktower Way"),
    QT_TRANSLATE_NOOP("Landlord", "Bellfounders Row"),
    QT_TRANSLATE_NOOP("Landlord", "Free Samples"),
    QT_TRANSLATE_NOOP("Landlord", "Orchard Rise"),
    QT_TRANSLATE_NOOP("Landlord", "Windfall"),
    QT_TRANSLATE_NOOP("Landlord", "Vineyard Bend"),
    QT_TRANSLATE_NOOP("Landlord", "Millpond Drive"),
    QT_TRANSLATE_NOOP("Landlord", "Fuel Stop"),
    QT_TRANSLATE_NOOP("Landlord", "Seagull Promenade"),
    QT_TRANSLATE_NOOP("Landlord", "Kite Meadow"),
    QT_TRANSLATE_NOOP("Landlord", "Herb Pharmacy"),
    QT_TRANSLATE_NOOP("Landlord", "Sunflower Fields"),
    QT_TRANSLATE_NOOP("Landlord", "Go on Vacation"),
    QT_TRANSLATE_NOOP("Landlord", "Cedar Heights"),
    QT_TRANSLATE_NOOP("Landlord", "Juniper Crescent"),
    QT_TRANSLATE_NOOP("Landlord", "Town Fund"),
    QT_TRANSLATE_NOOP("Landlord", "Emerald Grove"),
    QT_TRANSLATE_NOOP("Landlord", "Tyre Works"),
    QT_TRANSLATE_NOOP("Landlord", "Windfall"),
    QT_TRANSLATE_NOOP("Landlord", "Crown Terrace"),
    QT_TRANSLATE_NOOP("Landlord", "Luxury Duty"),
    QT_TRANSLATE_NOOP("Landlord", "Summit Boulevard"),
)
DECKS = (QT_TRANSLATE_NOOP("Landlord", "Windfall"), QT_TRANSLATE_NOOP("Landlord", "Town Fund"))
REASONS = {
    "not_a_street": QT_TRANSLATE_NOOP("Landlord", "Only streets take buildings."),
    "not_your_lot": QT_TRANSLATE_NOOP("Landlord", "That lot is not yours."),
    "group_incomplete": QT_TRANSLATE_NOOP("Landlord", "You need every lot of the colour group first."),
    "group_has_mortgage": QT_TRANSLATE_NOOP("Landlord", "A lot of that group is mortgaged."),
    "lot_full": QT_TRANSLATE_NOOP("Landlord", "That lot already has a hotel."),
    "build_unevenly": QT_TRANSLATE_NOOP("Landlord", "Build evenly across the group."),
    "sell_unevenly": QT_TRANSLATE_NOOP("Landlord", "Sell evenly across the group."),
    "not_enough_cash": QT_TRANSLATE_NOOP("Landlord", "You do not have enough money."),
    "no_hotels_left": QT_TRANSLATE_NOOP("Landlord", "The bank has no hotels left."),
    "no_houses_left": QT_TRANSLATE_NOOP("Landlord", "The bank has no houses left."),
    "no_building": QT_TRANSLATE_NOOP("Landlord", "There is no building to sell."),
    "already_mortgaged": QT_TRANSLATE_NOOP("Landlord", "That lot is already mortgaged."),
    "group_has_buildings": QT_TRANSLATE_NOOP("Landlord", "Sell the group's buildings first."),
    "not_mortgaged": QT_TRANSLATE_NOOP("Landlord", "That lot is not mortgaged."),
    "offer_too_long": QT_TRANSLATE_NOOP("Landlord", "The offer has too many parts."),
    "lot_has_buildings": QT_TRANSLATE_NOOP("Landlord", "Lots of a group with buildings cannot be traded."),
    "cash_above_means": QT_TRANSLATE_NOOP("Landlord", "That is more money than the payer has."),
    "empty_offer": QT_TRANSLATE_NOOP("Landlord", "The offer is empty."),
    "cannot_afford_interest": QT_TRANSLATE_NOOP("Landlord", "The mortgage interest could not be paid."),
    "not_a_lot": QT_TRANSLATE_NOOP("Landlord", "That place cannot be owned."),
    "wrong_building": QT_TRANSLATE_NOOP("Landlord", "The building won at auction does not fit that lot."),
    "mortgages_off": QT_TRANSLATE_NOOP("Landlord", "Mortgages are switched off in this game."),
    "manage_limit_reached": QT_TRANSLATE_NOOP("Landlord", "No more building or mortgage steps this turn."),
    "already_rolled": QT_TRANSLATE_NOOP("Landlord", "You have already rolled this turn."),
    "must_roll": QT_TRANSLATE_NOOP("Landlord", "Roll before ending your turn."),
    "not_on_vacation": QT_TRANSLATE_NOOP("Landlord", "Only a player on Vacation can do that."),
    "card_not_held": QT_TRANSLATE_NOOP("Landlord", "That keep-out card is not held."),
    "trades_off": QT_TRANSLATE_NOOP("Landlord", "Trades are switched off in this game."),
    "no_such_seat": QT_TRANSLATE_NOOP("Landlord", "There is no such player."),
    "partner_is_you": QT_TRANSLATE_NOOP("Landlord", "You cannot trade with yourself."),
    "partner_bankrupt": QT_TRANSLATE_NOOP("Landlord", "That player is bankrupt."),
    "trade_limit_reached": QT_TRANSLATE_NOOP("Landlord", "No more offers this turn."),
    "lot_not_in_trade": QT_TRANSLATE_NOOP("Landlord", "That lot belongs to neither of you."),
    "already_in_offer": QT_TRANSLATE_NOOP("Landlord", "That is already in the offer."),
    "already_countered": QT_TRANSLATE_NOOP("Landlord", "A counter-offer cannot be countered: accept or refuse it."),
    "cash_step_not_offered": QT_TRANSLATE_NOOP("Landlord", "Money changes by 10, 50, 100 or 500."),
    "bid_not_above_current": QT_TRANSLATE_NOOP("Landlord", "A bid must be higher than the current bid."),
    "bid_above_cash": QT_TRANSLATE_NOOP("Landlord", "You cannot bid more than your cash."),
    "bid_step_not_offered": QT_TRANSLATE_NOOP("Landlord", "Raises are 1, 10, 50 or 100."),
    "not_the_received_lot": QT_TRANSLATE_NOOP("Landlord", "That is not the mortgaged lot you received."),
    "in_debt": QT_TRANSLATE_NOOP("Landlord", "While in debt you may only sell buildings, mortgage or trade."),
    "wrong_phase": QT_TRANSLATE_NOOP("Landlord", "That is not possible at this moment."),
    "no_time_limit": QT_TRANSLATE_NOOP("Landlord", "This game has no time limit."),
    "time_already_called": QT_TRANSLATE_NOOP("Landlord", "Time has already been called."),
}
PAY_REASONS = {
    "salary": QT_TRANSLATE_NOOP("Landlord", "salary"),
    "rent": QT_TRANSLATE_NOOP("Landlord", "rent"),
    "tax": QT_TRANSLATE_NOOP("Landlord", "tax"),
    "card": QT_TRANSLATE_NOOP("Landlord", "a card"),
    "vacation_fee": QT_TRANSLATE_NOOP("Landlord", "the fee to leave Vacation"),
    "interest": QT_TRANSLATE_NOOP("Landlord", "mortgage interest"),
    "repairs": QT_TRANSLATE_NOOP("Landlord", "repairs"),
    "trade": QT_TRANSLATE_NOOP("Landlord", "a trade"),
    "bankruptcy": QT_TRANSLATE_NOOP("Landlord", "a bankruptcy"),
    "auction": QT_TRANSLATE_NOOP("Landlord", "an auction"),
    "building": QT_TRANSLATE_NOOP("Landlord", "a building"),
    "mortgage": QT_TRANSLATE_NOOP("Landlord", "a mortgage"),
}
VACATION_IN = {
    "square": QT_TRANSLATE_NOOP("Landlord", "%1 lands on Go on Vacation and is sent away."),
    "card": QT_TRANSLATE_NOOP("Landlord", "%1 draws a card that sends them on Vacation."),
    "third_double": QT_TRANSLATE_NOOP("Landlord", "%1 rolls a third double and goes on Vacation."),
}
VACATION_OUT = {
    "paid": QT_TRANSLATE_NOOP("Landlord", "%1 pays to come back from Vacation."),
    "card": QT_TRANSLATE_NOOP("Landlord", "%1 uses a keep-out card to come back from Vacation."),
    "doubles": QT_TRANSLATE_NOOP("Landlord", "%1 rolls doubles and comes back from Vacation."),
    "forced": QT_TRANSLATE_NOOP("Landlord", "%1 pays after the third try and comes back from Vacation."),
}
END_REASONS = {
    "last_player": QT_TRANSLATE_NOOP("Landlord", "Only one player is left."),
    "rounds": QT_TRANSLATE_NOOP("Landlord", "The last round is over."),
    "time": QT_TRANSLATE_NOOP("Landlord", "Time is up."),
    "round_cap": QT_TRANSLATE_NOOP("Landlord", "The longest game allowed is over."),
}
OPTIONS = {
    "auctions": QT_TRANSLATE_NOOP("Landlord", "Auction lots nobody buys"),
    "trades": QT_TRANSLATE_NOOP("Landlord", "Trades between players"),
    "mortgages": QT_TRANSLATE_NOOP("Landlord", "Mortgages"),
    "building_shortage": QT_TRANSLATE_NOOP("Landlord", "Building shortage (32 houses, 12 hotels)"),
    "max_rounds": QT_TRANSLATE_NOOP("Landlord", "Rounds (0: play to the end)"),
    "time_limit_minutes": QT_TRANSLATE_NOOP("Landlord", "Time limit in minutes (0: none)"),
}
BREAKDOWN = {
    "cash": QT_TRANSLATE_NOOP("Landlord", "Cash"),
    "lots": QT_TRANSLATE_NOOP("Landlord", "Lots (mortgaged at half)"),
    "buildings": QT_TRANSLATE_NOOP("Landlord", "Buildings"),
}


def data() -> Any:
    from desktop.engine.games.landlord import data as d

    return d


def square(sq: int) -> str:
    return translate(C, SQUARES[sq]) if 0 <= sq < len(SQUARES) else "?"


def item_name(item: int) -> str:
    if item == -1:
        return translate(C, "a house")
    if item == -2:
        return translate(C, "a hotel")
    return square(item)


def card_text(card_id: str) -> str:
    """What a card does, in words, from its data (no copied card texts)."""
    d = data()
    index = d.CARD_INDEX.get(card_id, -1)
    if index < 0:
        return translate(C, "a card")
    effect, n, m = d.CARD_EFFECT[index], d.CARD_N[index], d.CARD_M[index]
    if effect == d.ADVANCE:
        return fill(translate(C, "Advance to %1"), square(n))
    if effect == d.NEAREST_COMMERCIAL:
        return translate(C, "Advance to the nearest business; pay it double rent")
    if effect == d.NEAREST_CLINIC:
        return translate(C, "Advance to the nearest clinic; pay ten times a new roll")
    if effect == d.COLLECT:
        return fill(translate(C, "Collect %1"), money(n))
    if effect == d.PAY:
        return fill(translate(C, "Pay %1"), money(n))
    if effect == d.KEEP_OUT:
        return translate(C, "Keep out of Vacation (keep this card)")
    if effect == d.BACK:
        return fill(translate(C, "Go back %1 spaces"), n)
    if effect == d.TO_VACATION:
        return translate(C, "Go on Vacation")
    if effect == d.REPAIRS:
        return fill(translate(C, "Repairs: pay %1 a house and %2 a hotel"), money(n), money(m))
    if effect == d.PAY_EACH:
        return fill(translate(C, "Pay every other player %1"), money(n))
    if effect == d.COLLECT_EACH:
        return fill(translate(C, "Collect %1 from every other player"), money(n))
    return translate(C, "a card")


#: The rules help, paragraph by paragraph (each translated on its own).
RULES: tuple[str, ...] = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Landlord</h2><p>Move round the board buying lots, collect rent from the other players, "
            "build houses and hotels, and be the last one who is not bankrupt.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><ol><li>Roll two dice and move. Passing or landing on Start pays you a "
            "salary.</li><li>Land on a lot nobody owns: buy it at its price, or decline (with auctions "
            "on, everyone may then bid for it).</li><li>Land on someone else's lot: pay rent. Rent "
            "doubles when the owner has the whole colour group and none of it is mortgaged, and grows "
            "with each house.</li><li>Card "
            "places make you draw a Windfall or Town Fund card; tax places make you "
            "pay.</li><li>Doubles let you roll again; a third double in one turn sends you on "
            "Vacation.</li></ol>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Building, mortgages and trades</h3><p>With a whole colour group and no mortgage in it "
            "you may build houses, evenly across the group; after four houses a lot takes a hotel. "
            "Buildings sell back at half their cost. A lot may be mortgaged for half its price when no "
            "lot of its colour group has buildings; lifting the mortgage costs that plus ten per cent. "
            "On your turn you may offer "
            "another player a trade of lots, money and keep-out cards; they accept it, refuse it or "
            "answer with a counter-offer, which you accept or refuse.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Vacation</h3><p>On Vacation you still collect rent and may build and trade. To leave, "
            "pay the fee, use a keep-out card, or roll doubles; after three failed tries you pay and "
            "move.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Debts and the end</h3><p>If you owe more than you have, sell buildings and mortgage "
            "lots to raise the money; if even that is not enough you are bankrupt and out. The last "
            "player left wins. With a round or time limit, the highest net worth (cash, lots and "
            "buildings) wins when it runs out.</p>"),
    )
