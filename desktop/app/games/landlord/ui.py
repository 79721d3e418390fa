"""Landlord in words: the places and cards (names are our own), actions,
events, reasons, the players panel and the trade-offer dialog."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.games.landlord.words import (
    BREAKDOWN,
    DECKS,
    END_REASONS,
    OPTIONS,
    PAY_REASONS,
    REASONS,
    RULES,
    TITLE,
    VACATION_IN,
    VACATION_OUT,
    C,
    card_text,
    data,
    item_name,
    square,
)
from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import fill, money, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.landlord import records as R
from desktop.engine.games.landlord.state import LandlordState


class UI(GameUI):
    title_text = TITLE
    rules = RULES
    context = C
    options = OPTIONS
    breakdown = BREAKDOWN
    reasons = REASONS
    money_unit = 1

    def breakdown_value(self, key: str, value: int) -> str:
        return self.money(value)

    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        a = action
        v = view if isinstance(view, LandlordState) else None
        d = data()
        if isinstance(a, R.Roll):
            return translate(C, "Roll the dice")
        if isinstance(a, R.EndTurn):
            return translate(C, "End your turn")
        if isinstance(a, R.PayToLeave):
            return fill(translate(C, "Pay %1 to leave Vacation"), money(d.VACATION_FEE))
        if isinstance(a, R.UseCard):
            return translate(C, "Use your keep-out card to leave Vacation")
        if isinstance(a, R.Build):
            level = v.level[a.square] if v is not None else 0
            if v is not None and v.phase == 7:  # placing a building won at auction
                return fill(translate(C, "Put the building you won on %1"), square(a.square))
            if level >= 4:
                return fill(translate(C, "Build a hotel on %1 for %2"), square(a.square), money(d.HOUSE_COST[a.square]))
            return fill(translate(C, "Build a house on %1 for %2"), square(a.square), money(d.HOUSE_COST[a.square]))
        if isinstance(a, R.SellBuilding):
            return fill(translate(C, "Sell a building on %1 for %2"), square(a.square),
                        money(d.HOUSE_COST[a.square] // 2))
        if isinstance(a, R.Mortgage):
            return fill(translate(C, "Mortgage %1 for %2"), square(a.square), money(d.MORTGAGE[a.square]))
        if isinstance(a, R.LiftMortgage):
            cost = d.MORTGAGE[a.square] + d.interest(d.MORTGAGE[a.square])
            return fill(translate(C, "Lift the mortgage on %1 for %2"), square(a.square), money(cost))
        if isinstance(a, R.ProposeTrade):
            return fill(translate(C, "Propose a trade to %1…"), names[a.partner])
        if isinstance(a, R.OfferLot):
            mine = v is not None and v.owner[a.square] == seat
            text = translate(C, "Offer %1") if mine else translate(C, "Ask for %1")
            return fill(text, square(a.square))
        if isinstance(a, R.OfferCash):
            if a.delta > 0:
                return fill(translate(C, "Add %1 that you pay"), money(a.delta))
            return fill(translate(C, "Add %1 that they pay"), money(-a.delta))
        if isinstance(a, R.OfferCard):
            return translate(C, "Add a keep-out card to the offer")
        if isinstance(a, R.SubmitTrade):
            return translate(C, "Send the offer")
        if isinstance(a, R.CancelTrade):
            return translate(C, "Cancel the offer")
        counter = isinstance(v, LandlordState) and v.trade.counter
        if isinstance(a, R.AcceptTrade):
            return translate(C, "Accept the counter-offer") if counter else translate(C, "Accept the offer")
        if isinstance(a, R.RejectTrade):
            return translate(C, "Refuse the counter-offer") if counter else translate(C, "Refuse the offer")
        if isinstance(a, R.CounterTrade):
            return translate(C, "Refuse and make a counter-offer")
        if isinstance(a, R.Buy):
            if v is not None:
                return fill(translate(C, "Buy %1 for %2"), square(v.offer_sq), money(d.PRICE[v.offer_sq]))
            return translate(C, "Buy the lot")
        if isinstance(a, R.Decline):
            if v is not None and v.options.auctions:
                return translate(C, "Do not buy (it goes to auction)")
            return translate(C, "Do not buy")
        if isinstance(a, R.Bid):
            return fill(translate(C, "Bid %1"), money(a.amount))
        if isinstance(a, R.PassBid):
            return translate(C, "Leave the auction")
        if isinstance(a, R.LiftNow):
            cost = d.MORTGAGE[a.square] + d.interest(d.MORTGAGE[a.square])
            return fill(translate(C, "Lift the mortgage on %1 now for %2"), square(a.square), money(cost))
        if isinstance(a, R.KeepMortgaged):
            return fill(translate(C, "Keep %1 mortgaged and pay %2 interest"), square(a.square),
                        money(d.interest(d.MORTGAGE[a.square])))
        if isinstance(a, R.TimeUp):
            return translate(C, "Time is up")
        return super().describe_action(view, seat, action, names)

    def hint_reason(self, view: State, seat: int, action: Action) -> str | None:
        from desktop.app.games.landlord.reasons import reason

        return reason(view, seat, action)

    def notice(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        if isinstance(event, R.TradeOffered) and event.partner == viewer and 0 <= event.proposer < len(names):
            return fill(translate(C, "%1 offers you a trade: click “See the offer…” on the board."),
                        names[event.proposer])
        return None

    def log_start(self, seat: int) -> tuple[str, int] | None:
        return ("round", 1)

    def log_group(self, event: Event) -> tuple[str, int] | None:
        return ("round", event.round) if isinstance(event, R.TurnStarted) else None

    def log_action(self, action: Action) -> bool:
        """Composing an offer (its lots, cash, cards) is not news: the offer sent is."""
        return not isinstance(action, (R.ProposeTrade, R.OfferLot, R.OfferCash, R.OfferCard, R.SubmitTrade,
                                       R.CancelTrade, R.AcceptTrade, R.RejectTrade, R.CounterTrade, R.EndTurn))

    def log_events(self, events: Sequence[Event]) -> list[Event]:
        """An accepted trade's line says what changed hands: its lots passing
        and its cash are not told again."""
        if not any(isinstance(e, R.TradeAccepted) for e in events):
            return list(events)
        return [e for e in events if not isinstance(e, R.LotTransferred)
                and not (isinstance(e, R.Paid) and e.reason == "trade")]

    def log_thread(self, event: Event) -> tuple[str, bool] | None:
        if isinstance(event, R.TradeOffered):
            return (f"trade{event.proposer}", False)
        if isinstance(event, (R.TradeAccepted, R.TradeRejected, R.TradeCancelled, R.TradeCountered)):
            return (f"trade{event.proposer}", True)
        return None

    def describe_closed(self, event: Event, opened: Event | None, names: Sequence[str], viewer: int) -> str | None:
        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if not isinstance(opened, R.TradeOffered):
            if isinstance(event, R.TradeCancelled):
                return None  # an offer withdrawn before anyone saw it
            return self.describe_event(event, names, viewer)
        gives, takes = self.offer_parts(opened)
        a, b = who(opened.proposer), who(opened.partner)
        if isinstance(event, R.TradeAccepted):
            return fill(translate(C, "%1 and %2 trade: %1 gives %3, %2 gives %4."), a, b, gives, takes)
        if isinstance(event, R.TradeRejected):
            return fill(translate(C, "%2 refuses %1's offer of %3 for %4."), a, b, gives, takes)
        if isinstance(event, R.TradeCountered):
            return fill(translate(C, "%2 refuses %1's offer of %3 for %4 and answers with a counter-offer."),
                        a, b, gives, takes)
        return fill(translate(C, "%1 offers %2 %3 for %4, then withdraws the offer."), a, b, gives, takes)

    def offer_parts(self, e: Any) -> tuple[str, str]:
        """What the proposer gives and what they take, each a list of lots, cash and cards."""
        sep = translate("Lists", ", ")
        gives = [square(sq) for sq in e.give] + [translate(C, "a keep-out card") for _ in e.give_cards]
        takes = [square(sq) for sq in e.take] + [translate(C, "a keep-out card") for _ in e.take_cards]
        if e.cash > 0:
            gives.append(money(e.cash))
        elif e.cash < 0:
            takes.append(money(-e.cash))
        nothing = translate(C, "nothing")
        return sep.join(gives) or nothing, sep.join(takes) or nothing

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e = event

        def who(seat: int) -> str:
            if seat == -1:
                return translate(C, "the bank")
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(e, R.TurnStarted):
            return None
        if isinstance(e, R.DiceRolled):
            if e.die1 == e.die2:
                return fill(translate(C, "%1 rolls %2 and %3: doubles!"), who(e.seat), e.die1, e.die2)
            return fill(translate(C, "%1 rolls %2 and %3."), who(e.seat), e.die1, e.die2)
        if isinstance(e, R.Moved):
            return fill(translate(C, "%1 moves to %2."), who(e.seat), square(e.to_square))
        if isinstance(e, R.Paid):
            why = translate(C, PAY_REASONS.get(e.reason, "")) if e.reason in PAY_REASONS else e.reason
            if e.payer == -1:
                return fill(translate(C, "%1 receives %2 (%3)."), who(e.payee), money(e.amount), why)
            if e.payee == -1:
                return fill(translate(C, "%1 pays %2 to the bank (%3)."), who(e.payer), money(e.amount), why)
            return fill(translate(C, "%1 pays %2 to %3 (%4)."), who(e.payer), money(e.amount), who(e.payee), why)
        if isinstance(e, R.CardDrawn):
            deck = translate(C, DECKS[0]) if e.deck == "windfall" else translate(C, DECKS[1])
            return fill(translate(C, "%1 draws a %2 card: %3."), who(e.seat), deck, card_text(e.card))
        if isinstance(e, R.CardReturned):
            return None
        if isinstance(e, R.SentOnVacation):
            return fill(translate(C, VACATION_IN.get(e.how, VACATION_IN["square"])), who(e.seat))
        if isinstance(e, R.LeftVacation):
            return fill(translate(C, VACATION_OUT.get(e.how, VACATION_OUT["paid"])), who(e.seat))
        if isinstance(e, R.LotBought):
            return fill(translate(C, "%1 buys %2 for %3."), who(e.seat), square(e.square), money(e.price))
        if isinstance(e, R.AuctionStarted):
            return fill(translate(C, "%1 goes to auction."), item_name(e.item))
        if isinstance(e, R.BidMade):
            return fill(translate(C, "%1 bids %2."), who(e.seat), money(e.amount))
        if isinstance(e, R.BidPassed):
            return fill(translate(C, "%1 leaves the auction."), who(e.seat))
        if isinstance(e, R.AuctionWon):
            return fill(translate(C, "%1 wins %2 for %3."), who(e.seat), item_name(e.item), money(e.amount))
        if isinstance(e, R.AuctionUnsold):
            return fill(translate(C, "Nobody bids for %1."), item_name(e.item))
        if isinstance(e, R.Built):
            if e.level == 5:
                return fill(translate(C, "%1 builds a hotel on %2."), who(e.seat), square(e.square))
            return fill(translate(C, "%1 builds a house on %2 (%3 now)."), who(e.seat), square(e.square), e.level)
        if isinstance(e, R.BuildingSold):
            return fill(translate(C, "%1 sells a building on %2 for %3."), who(e.seat), square(e.square),
                        money(e.refund))
        if isinstance(e, R.Mortgaged):
            return fill(translate(C, "%1 mortgages %2 for %3."), who(e.seat), square(e.square), money(e.amount))
        if isinstance(e, R.MortgageLifted):
            return fill(translate(C, "%1 lifts the mortgage on %2 for %3."), who(e.seat), square(e.square),
                        money(e.amount))
        if isinstance(e, R.TradeOffered):
            gives, takes = self.offer_parts(e)
            return fill(translate(C, "%1 offers %2 %3 for %4."), who(e.proposer), who(e.partner), gives, takes)
        if isinstance(e, R.TradeAccepted):
            return fill(translate(C, "%1 accepts the trade."), who(e.partner))
        if isinstance(e, R.TradeRejected):
            return fill(translate(C, "%1 refuses the trade."), who(e.partner))
        if isinstance(e, R.TradeCancelled):
            return fill(translate(C, "%1 withdraws the offer."), who(e.proposer))
        if isinstance(e, R.TradeCountered):
            return fill(translate(C, "%1 answers %2's offer with a counter-offer."), who(e.partner), who(e.proposer))
        if isinstance(e, R.LotTransferred):
            return fill(translate(C, "%1 passes from %2 to %3."), square(e.square), who(e.from_seat), who(e.to_seat))
        if isinstance(e, R.InDebt):
            return fill(translate(C, "%1 owes %2 and must raise money."), who(e.seat), money(e.amount))
        if isinstance(e, R.WentBankrupt):
            return fill(translate(C, "%1 is bankrupt."), who(e.seat))
        if isinstance(e, R.TimeCalled):
            return translate(C, "Time is called: the game ends after this turn.")
        if isinstance(e, R.GameEnded):
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
        assert isinstance(view, LandlordState)
        v = view
        if v.bankrupt[seat]:
            return [translate(C, "bankrupt"), "", ""]
        lots = sum(1 for sq in data().LOTS if v.owner[sq] == seat)
        return [self.money(v.cash[seat]), number(lots), self.money(v.net_worth(seat))]

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        """The trade screen, for keyboard play beside the move list (the board's "Trade…" opens the same)."""
        if not isinstance(view, LandlordState) or not any(isinstance(a, R.ProposeTrade) for a in legal):
            return []

        def build(parent: Any) -> list[Action] | None:
            from desktop.app.games.landlord.dialogs import TradeScreen

            screen = TradeScreen(view, seat, legal, names, None, parent)
            chosen: list[Action] = []
            screen.stepsChosen.connect(chosen.extend)
            screen.exec()
            return chosen or None

        return [ComposeSpec(translate(C, "Trade…"), "", (), None, build)]

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
        from desktop.app.games.landlord.board import LandlordScene

        return LandlordScene
