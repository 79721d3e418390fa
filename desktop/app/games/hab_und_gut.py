"""Hab & Gut in words: goods, market cards, racks, actions, events, reasons,
the players panel, prices and the share-trade dialog.  Money is counted in
single units; the English words follow the glossary of the rules file
(price track, card rack, market card, donation board, stock phase,
price-change phase, start player token)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, number, translate
from desktop.engine import Action, Event, State

C = "HabUndGut"
HIDDEN = -1
EMPTY = -2  # an empty donation slot (the engine's state.EMPTY)

GOODS = (
    QT_TRANSLATE_NOOP("HabUndGut", "Coal"),
    QT_TRANSLATE_NOOP("HabUndGut", "Wheat"),
    QT_TRANSLATE_NOOP("HabUndGut", "Corn"),
    QT_TRANSLATE_NOOP("HabUndGut", "Coffee"),
    QT_TRANSLATE_NOOP("HabUndGut", "Sugar"),
    QT_TRANSLATE_NOOP("HabUndGut", "Tea"),
)
OPTIONS = {
    "open_donations": QT_TRANSLATE_NOOP("HabUndGut", "Donated shares lie face up"),
}
BREAKDOWN = {
    "cash": QT_TRANSLATE_NOOP("HabUndGut", "Cash"),
    "donated": QT_TRANSLATE_NOOP("HabUndGut", "Donated"),
    "eliminated": QT_TRANSLATE_NOOP("HabUndGut", "Out as lowest donor"),
}
REASONS = {
    "cannot_buy_and_sell": QT_TRANSLATE_NOOP("HabUndGut", "A turn either buys or sells shares, never both."),
    "share_limit_reached": QT_TRANSLATE_NOOP("HabUndGut", "You may buy or sell at most three shares a turn."),
    "good_priced_zero": QT_TRANSLATE_NOOP("HabUndGut", "A good priced at zero cannot be bought."),
    "supply_empty": QT_TRANSLATE_NOOP("HabUndGut", "No shares of that good are left in the supply."),
    "not_enough_cash": QT_TRANSLATE_NOOP("HabUndGut", "You do not have enough money for that share."),
    "no_share_to_sell": QT_TRANSLATE_NOOP(
        "HabUndGut", "You have no share of that good in hand to sell (donated shares cannot be sold)."),
    "no_share_to_donate": QT_TRANSLATE_NOOP("HabUndGut", "You have no share of that good in hand to donate."),
    "already_donated_this_round": QT_TRANSLATE_NOOP("HabUndGut", "You may donate only one share a round."),
    "trading_closed_after_donation": QT_TRANSLATE_NOOP(
        "HabUndGut", "After a donation you can only end your turn."),
    "unknown_good": QT_TRANSLATE_NOOP("HabUndGut", "There is no such good."),
    "wrong_phase": QT_TRANSLATE_NOOP("HabUndGut", "That belongs to the other phase of the round."),
    "rack_not_beside_you": QT_TRANSLATE_NOOP("HabUndGut", "You may play only from the two racks beside you."),
    "rack_already_used": QT_TRANSLATE_NOOP(
        "HabUndGut", "You already played a card from that rack: play one from the other rack."),
    "card_not_in_rack": QT_TRANSLATE_NOOP("HabUndGut", "That card is not in that rack."),
    "view_is_not_playable": QT_TRANSLATE_NOOP("HabUndGut", "That position cannot be played."),
    "unknown_action": QT_TRANSLATE_NOOP("HabUndGut", "That is not a move of this game."),
}


def good_name(good: int) -> str:
    if 0 <= good < len(GOODS):
        return translate(C, GOODS[good])
    return translate(C, "a hidden good")


def signed(value: int) -> str:
    """A card value or a movement: +4, −2 (a true minus sign)."""
    return fill(translate(C, "+%1"), value) if value >= 0 else fill(translate(C, "−%1"), -value)


def card_text(good: int, value: int) -> str:
    """A market card, e.g. "Coffee +4"."""
    return fill(translate(C, "%1 %2"), good_name(good), signed(value))


def code_card(code: int) -> tuple[int, int]:
    """(good, value) of a card code; (-1, 0) for a hidden card."""
    from desktop.engine.games.hab_und_gut import data

    if 0 <= code < data.NUM_CODES:
        return data.CARD_GOOD[code], data.CARD_VALUE[code]
    return HIDDEN, 0


def half(value: int) -> int:
    from desktop.engine.games.hab_und_gut import data

    return data.half_steps(value)


def moved(price: int, steps: int) -> int:
    from desktop.engine.games.hab_und_gut import data

    return data.move_price(price, steps)


def phase_words(phase: int) -> str:
    if phase == 0:
        return translate(C, "Stock phase")
    if phase == 1:
        return translate(C, "Price-change phase")
    return translate(C, "Game over")


def half_words(half_number: int) -> str:
    """``half_number`` counts from 1."""
    return translate(C, "First half") if half_number == 1 else translate(C, "Second half")


def shares_in_hand(view: Any, seat: int) -> int:
    """All of a seat's shares not on its donation board (public: the number of
    donated shares is public even when their goods are not)."""
    return int(sum(view.holdings[seat]) - sum(1 for g in view.board[seat] if g != EMPTY))


class UI(GameUI):
    money_unit = 1
    #: the seat acting last in the final stock phase has an edge (docs/games/hab_und_gut.md):
    #: the new-game dialog seats the players at random.
    random_seating = True

    def option_label(self, name: str) -> str:
        return translate(C, OPTIONS[name]) if name in OPTIONS else super().option_label(name)

    def breakdown_label(self, key: str) -> str:
        return translate(C, BREAKDOWN[key]) if key in BREAKDOWN else super().breakdown_label(key)

    def breakdown_value(self, key: str, value: int) -> str:
        if key == "eliminated":
            return translate(C, "out") if value else translate(C, "no")
        return self.money(value)

    def describe_reason(self, reason: str, details: dict[str, Any]) -> str:
        if reason in REASONS:
            return translate(C, REASONS[reason])
        return super().describe_reason(reason, details)

    # -- actions ------------------------------------------------------------------
    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        kind = type(action).__name__
        a: Any = action
        v: Any = view
        if kind in ("Buy", "Sell"):
            if v is not None and 0 <= a.good < len(v.prices):
                text = (translate(C, "Buy a share of %1 for %2") if kind == "Buy"
                        else translate(C, "Sell a share of %1 for %2"))
                return fill(text, good_name(a.good), self.money(v.prices[a.good]))
            text = translate(C, "Buy a share of %1") if kind == "Buy" else translate(C, "Sell a share of %1")
            return fill(text, good_name(a.good))
        if kind == "Donate":
            return fill(translate(C, "Donate a share of %1"), good_name(a.good))
        if kind == "EndTurn":
            return translate(C, "End your turn")
        if kind == "PlayCard":
            card = card_text(a.good, a.value)
            if v is None:
                return fill(translate(C, "Play %1"), card)
            first = v.used_rack < 0
            left = a.rack == seat
            steps = a.value if first else half(a.value)
            price = self.money(moved(v.prices[a.good], steps)) if 0 <= a.good < len(v.prices) else "?"
            if first:
                text = (translate(C, "Play %1 from your left rack: full value, price to %2") if left
                        else translate(C, "Play %1 from your right rack: full value, price to %2"))
                return fill(text, card, price)
            text = (translate(C, "Play %1 from your left rack: halved to %2, price to %3") if left
                    else translate(C, "Play %1 from your right rack: halved to %2, price to %3"))
            return fill(text, card, signed(steps), price)
        return super().describe_action(view, seat, action, names)

    # -- events -----------------------------------------------------------------------
    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        kind = type(event).__name__
        e: Any = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if kind == "ShareBought":
            return fill(translate(C, "%1 buys a share of %2 for %3."), who(e.seat), good_name(e.good),
                        self.money(e.price))
        if kind == "ShareSold":
            return fill(translate(C, "%1 sells a share of %2 for %3."), who(e.seat), good_name(e.good),
                        self.money(e.price))
        if kind == "ShareDonated":
            if e.good == HIDDEN:
                return fill(translate(C, "%1 puts a share face down on donation slot %2."), who(e.seat),
                            e.slot + 1)
            return fill(translate(C, "%1 donates a share of %2 on donation slot %3."), who(e.seat),
                        good_name(e.good), e.slot + 1)
        if kind == "TurnEnded":
            return fill(translate(C, "%1 ends the turn."), who(e.seat))
        if kind == "PhaseStarted":
            if e.phase == "shares":
                text = (translate(C, "First half, round %1: stock phase, %2 begins.") if e.half == 1
                        else translate(C, "Second half, round %1: stock phase, %2 begins."))
            else:
                text = (translate(C, "First half, round %1: price-change phase, %2 begins.") if e.half == 1
                        else translate(C, "Second half, round %1: price-change phase, %2 begins."))
            return fill(text, e.round, who(e.start_player))
        if kind == "CardPlayed":
            text = (translate(C, "%1 plays %2 first, at full value (%3).") if e.full
                    else translate(C, "%1 plays %2 second, halved (%3)."))
            return fill(text, who(e.seat), card_text(e.good, e.value), signed(e.steps))
        if kind == "PriceMoved":
            if e.new_price > e.old_price:
                text = translate(C, "%1 rises from %2 to %3.")
            elif e.new_price < e.old_price:
                text = translate(C, "%1 falls from %2 to %3.")
            else:
                return fill(translate(C, "%1 stays at %2 (end of the track)."), good_name(e.good),
                            self.money(e.new_price))
            return fill(text, good_name(e.good), self.money(e.old_price), self.money(e.new_price))
        if kind == "StartPlayerPassed":
            return fill(translate(C, "The start player token passes to %1."), who(e.seat))
        if kind == "DonationsCashed":
            if not e.goods:
                return fill(translate(C, "%1 donated nothing this half; the donation is %2."), who(e.seat),
                            self.money(e.centre))
            listed = translate("Lists", ", ").join(good_name(g) for g in e.goods)
            return fill(translate(C, "%1's donated shares (%2) are sold for %3; the donation is now %4."),
                        who(e.seat), listed, self.money(e.amount), self.money(e.centre))
        if kind == "CardsReshuffled":
            return translate(C, "All market cards are shuffled for the second half.")
        if kind == "RackDealt":
            if e.cards and e.cards[0] == HIDDEN:
                return None  # a rack the viewer does not see
            listed = translate("Lists", ", ").join(card_text(*code_card(c)) for c in e.cards)
            return fill(translate(C, "Dealt to the rack between %1 and %2: %3."), who(e.left_of),
                        who(e.right_of), listed)
        if kind == "HoldingsSold":
            if e.count == 1:
                return fill(translate(C, "At the end %1 sells a share of %2 for %3."), who(e.seat),
                            good_name(e.good), self.money(e.amount))
            return fill(translate(C, "At the end %1 sells %2 shares of %3 for %4."), who(e.seat), e.count,
                        good_name(e.good), self.money(e.amount))
        if kind == "PlayerEliminated":
            return fill(translate(C, "%1 donated the least (%2) and is out."), who(e.seat),
                        self.money(e.donated))
        if kind == "GameEnded":
            if len(e.winners) == 1:
                return fill(translate(C, "The game is over: %1 wins."), who(e.winners[0]))
            winners = translate("Lists", ", ").join(who(s) for s in e.winners)
            return fill(translate(C, "The game is over: a shared win for %1."), winners)
        return super().describe_event(event, names, viewer)

    # -- panels -------------------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Shares in hand"), translate(C, "Donated")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        v: Any = view
        on_board = sum(1 for g in v.board[seat] if g != EMPTY)
        donated = self.money(v.centre[seat])
        if on_board:
            donated = fill(translate(C, "%1 (%2 on the board)"), donated, on_board)
        return [self.money(v.cash[seat]), number(shares_in_hand(v, seat)), donated]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        v: Any = view
        return [(good_name(g), v.prices[g]) for g in range(len(GOODS))]

    def holdings(self, view: State, seat: int) -> list[int] | None:
        v: Any = view  # shares held are public (which of them were donated is not)
        return [int(n) for n in v.holdings[seat]]

    def round_of(self, view: State) -> int | None:
        v: Any = view
        return int(v.half * 4 + v.round + 1) if v.phase < 2 else 8

    def phase_text(self, view: State) -> str:
        v: Any = view
        if v.phase >= 2:
            return phase_words(v.phase)
        return fill(translate(C, "%1 · round %2 of 4 · %3"), half_words(v.half + 1), v.round + 1,
                    phase_words(v.phase))

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        kinds = {type(a).__name__ for a in legal}
        if not kinds & {"Buy", "Sell", "Donate"}:
            return []

        def build(parent: Any) -> list[Action] | None:
            from desktop.app.games.hab_und_gut_trade import ShareTradeDialog

            dialog = ShareTradeDialog(self, view, seat, parent)
            return dialog.steps() if dialog.exec() else None

        return [ComposeSpec(translate(C, "Trade shares and donate…"), "", (), None, build)]

    def scene_class(self) -> Any:
        from desktop.app.boards.hab_und_gut import HabGutScene

        return HabGutScene

