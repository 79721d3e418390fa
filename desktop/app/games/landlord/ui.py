"""Landlord in words: the places and cards (names are our own), actions,
events, reasons, the players panel and the trade-offer dialog."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, money, number, translate
from desktop.engine import Action, Event, State

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


class UI(GameUI):
    money_unit = 1

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
        v: Any = view
        d = data()
        if kind == "Roll":
            return translate(C, "Roll the dice")
        if kind == "EndTurn":
            return translate(C, "End your turn")
        if kind == "PayToLeave":
            return fill(translate(C, "Pay %1 to leave Vacation"), money(d.VACATION_FEE))
        if kind == "UseCard":
            return translate(C, "Use your keep-out card to leave Vacation")
        if kind == "Build":
            level = v.level[a.square] if v is not None else 0
            if v is not None and v.phase == 7:  # placing a building won at auction
                return fill(translate(C, "Put the building you won on %1"), square(a.square))
            if level >= 4:
                return fill(translate(C, "Build a hotel on %1 for %2"), square(a.square), money(d.HOUSE_COST[a.square]))
            return fill(translate(C, "Build a house on %1 for %2"), square(a.square), money(d.HOUSE_COST[a.square]))
        if kind == "SellBuilding":
            return fill(translate(C, "Sell a building on %1 for %2"), square(a.square),
                        money(d.HOUSE_COST[a.square] // 2))
        if kind == "Mortgage":
            return fill(translate(C, "Mortgage %1 for %2"), square(a.square), money(d.MORTGAGE[a.square]))
        if kind == "LiftMortgage":
            cost = d.MORTGAGE[a.square] + d.interest(d.MORTGAGE[a.square])
            return fill(translate(C, "Lift the mortgage on %1 for %2"), square(a.square), money(cost))
        if kind == "ProposeTrade":
            return fill(translate(C, "Propose a trade to %1…"), names[a.partner])
        if kind == "OfferLot":
            mine = v is not None and v.owner[a.square] == seat
            text = translate(C, "Offer %1") if mine else translate(C, "Ask for %1")
            return fill(text, square(a.square))
        if kind == "OfferCash":
            if a.delta > 0:
                return fill(translate(C, "Add %1 that you pay"), money(a.delta))
            return fill(translate(C, "Add %1 that they pay"), money(-a.delta))
        if kind == "OfferCard":
            return translate(C, "Add a keep-out card to the offer")
        if kind == "SubmitTrade":
            return translate(C, "Send the offer")
        if kind == "CancelTrade":
            return translate(C, "Cancel the offer")
        if kind == "AcceptTrade":
            return translate(C, "Accept the offer")
        if kind == "RejectTrade":
            return translate(C, "Refuse the offer")
        if kind == "Buy":
            if v is not None:
                return fill(translate(C, "Buy %1 for %2"), square(v.offer_sq), money(d.PRICE[v.offer_sq]))
            return translate(C, "Buy the lot")
        if kind == "Decline":
            if v is not None and v.options.auctions:
                return translate(C, "Do not buy (it goes to auction)")
            return translate(C, "Do not buy")
        if kind == "Bid":
            return fill(translate(C, "Bid %1"), money(a.amount))
        if kind == "PassBid":
            return translate(C, "Leave the auction")
        if kind == "LiftNow":
            cost = d.MORTGAGE[a.square] + d.interest(d.MORTGAGE[a.square])
            return fill(translate(C, "Lift the mortgage on %1 now for %2"), square(a.square), money(cost))
        if kind == "KeepMortgaged":
            return fill(translate(C, "Keep %1 mortgaged and pay %2 interest"), square(a.square),
                        money(d.interest(d.MORTGAGE[a.square])))
        if kind == "TimeUp":
            return translate(C, "Time is up")
        return super().describe_action(view, seat, action, names)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        kind = type(event).__name__
        e: Any = event

        def who(seat: int) -> str:
            if seat == -1:
                return translate(C, "the bank")
            return names[seat] if 0 <= seat < len(names) else "?"

        if kind == "TurnStarted":
            return None
        if kind == "DiceRolled":
            if e.die1 == e.die2:
                return fill(translate(C, "%1 rolls %2 and %3: doubles!"), who(e.seat), e.die1, e.die2)
            return fill(translate(C, "%1 rolls %2 and %3."), who(e.seat), e.die1, e.die2)
        if kind == "Moved":
            return fill(translate(C, "%1 moves to %2."), who(e.seat), square(e.to_square))
        if kind == "Paid":
            why = translate(C, PAY_REASONS.get(e.reason, "")) if e.reason in PAY_REASONS else e.reason
            if e.payer == -1:
                return fill(translate(C, "%1 receives %2 (%3)."), who(e.payee), money(e.amount), why)
            if e.payee == -1:
                return fill(translate(C, "%1 pays %2 to the bank (%3)."), who(e.payer), money(e.amount), why)
            return fill(translate(C, "%1 pays %2 to %3 (%4)."), who(e.payer), money(e.amount), who(e.payee), why)
        if kind == "CardDrawn":
            deck = translate(C, DECKS[0]) if e.deck == "windfall" else translate(C, DECKS[1])
            return fill(translate(C, "%1 draws a %2 card: %3."), who(e.seat), deck, card_text(e.card))
        if kind == "CardReturned":
            return None
        if kind == "SentOnVacation":
            return fill(translate(C, VACATION_IN.get(e.how, VACATION_IN["square"])), who(e.seat))
        if kind == "LeftVacation":
            return fill(translate(C, VACATION_OUT.get(e.how, VACATION_OUT["paid"])), who(e.seat))
        if kind == "LotBought":
            return fill(translate(C, "%1 buys %2 for %3."), who(e.seat), square(e.square), money(e.price))
        if kind == "AuctionStarted":
            return fill(translate(C, "%1 goes to auction."), item_name(e.item))
        if kind == "BidMade":
            return fill(translate(C, "%1 bids %2."), who(e.seat), money(e.amount))
        if kind == "BidPassed":
            return fill(translate(C, "%1 leaves the auction."), who(e.seat))
        if kind == "AuctionWon":
            return fill(translate(C, "%1 wins %2 for %3."), who(e.seat), item_name(e.item), money(e.amount))
        if kind == "AuctionUnsold":
            return fill(translate(C, "Nobody bids for %1."), item_name(e.item))
        if kind == "Built":
            if e.level == 5:
                return fill(translate(C, "%1 builds a hotel on %2."), who(e.seat), square(e.square))
            return fill(translate(C, "%1 builds a house on %2 (%3 now)."), who(e.seat), square(e.square), e.level)
        if kind == "BuildingSold":
            return fill(translate(C, "%1 sells a building on %2 for %3."), who(e.seat), square(e.square),
                        money(e.refund))
        if kind == "Mortgaged":
            return fill(translate(C, "%1 mortgages %2 for %3."), who(e.seat), square(e.square), money(e.amount))
        if kind == "MortgageLifted":
            return fill(translate(C, "%1 lifts the mortgage on %2 for %3."), who(e.seat), square(e.square),
                        money(e.amount))
        if kind == "TradeOffered":
            return fill(translate(C, "%1 offers %2 a trade: %3."), who(e.proposer), who(e.partner),
                        self.offer_text(e.give, e.take, e.cash, e.give_cards, e.take_cards, who(e.proposer),
                                        who(e.partner)))
        if kind == "TradeAccepted":
            return fill(translate(C, "%1 accepts the trade."), who(e.partner))
        if kind == "TradeRejected":
            return fill(translate(C, "%1 refuses the trade."), who(e.partner))
        if kind == "TradeCancelled":
            return fill(translate(C, "%1 withdraws the offer."), who(e.proposer))
        if kind == "LotTransferred":
            return fill(translate(C, "%1 passes from %2 to %3."), square(e.square), who(e.from_seat), who(e.to_seat))
        if kind == "InDebt":
            return fill(translate(C, "%1 owes %2 and must raise money."), who(e.seat), money(e.amount))
        if kind == "WentBankrupt":
            return fill(translate(C, "%1 is bankrupt."), who(e.seat))
        if kind == "TimeCalled":
            return translate(C, "Time is called: the game ends after this turn.")
        if kind == "GameEnded":
            return translate(C, END_REASONS.get(e.reason, END_REASONS["last_player"]))
        return super().describe_event(event, names, viewer)

    def offer_text(self, give: Sequence[int], take: Sequence[int], cash: int, give_cards: Sequence[str],
                   take_cards: Sequence[str], proposer: str, partner: str) -> str:
        sep = translate("Lists", ", ")
        gives = [square(sq) for sq in give] + [translate(C, "a keep-out card") for _ in give_cards]
        takes = [square(sq) for sq in take] + [translate(C, "a keep-out card") for _ in take_cards]
        if cash > 0:
            gives.append(money(cash))
        elif cash < 0:
            takes.append(money(-cash))
        nothing = translate(C, "nothing")
        return fill(translate(C, "%1 gives %2 for %3"), proposer, sep.join(gives) or nothing,
                    sep.join(takes) or nothing)

    # -- panels -------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Lots"), translate(C, "Net worth")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        v: Any = view
        if v.bankrupt[seat]:
            return [translate(C, "bankrupt"), "", ""]
        lots = sum(1 for sq in data().LOTS if v.owner[sq] == seat)
        return [self.money(v.cash[seat]), number(lots), self.money(v.net_worth(seat))]

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        partners = [a.partner for a in legal if type(a).__name__ == "ProposeTrade"]  # type: ignore[attr-defined]
        if not partners:
            return []

        def build(parent: Any) -> list[Action] | None:
            from desktop.app.games.landlord_trade import TradeDialog

            dialog = TradeDialog(view, seat, partners, names, parent)
            return dialog.steps() if dialog.exec() else None

        return [ComposeSpec(translate(C, "Propose a trade…"), "", (), None, build)]

    def time_limit(self, options: Any) -> tuple[float, Action] | None:
        """Seconds of the game's time limit and the action the app applies
        when it runs out (the engine's TimeUp), or None."""
        minutes = getattr(options, "time_limit_minutes", 0)
        if not minutes:
            return None
        from desktop.engine.games.landlord.records import TimeUp

        return 60.0 * minutes, TimeUp()

    def short_options(self) -> Any:
        import dataclasses

        return dataclasses.replace(super().short_options(), max_rounds=4)

    def scene_class(self) -> Any:
        from desktop.app.boards.landlord import LandlordScene

        return LandlordScene
