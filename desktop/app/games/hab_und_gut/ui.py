"""Hab & Gut in words: goods, market cards, racks, actions, events, reasons,
the players panel, prices and the share-trade dialog.  Money is counted in
single units; the English words follow the glossary of the rules file
(price track, card rack, market card, donation board, stock phase,
price-change phase, start player token)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.app.games.hab_und_gut.words import (
    BREAKDOWN,
    EMPTY,
    GOODS,
    HIDDEN,
    OPTIONS,
    REASONS,
    RULES,
    TITLE,
    C,
    card_text,
    code_card,
    good_name,
    half,
    half_words,
    moved,
    phase_words,
    shares_in_hand,
    signed,
)
from desktop.app.gameui import ComposeSpec, GameUI
from desktop.app.i18n import fill, number, translate
from desktop.engine import Action, Event, State
from desktop.engine.games.hab_und_gut import actions as A
from desktop.engine.games.hab_und_gut.state import HabGutState


class UI(GameUI):
    title_text = TITLE
    rules = RULES
    context = C
    options = OPTIONS
    breakdown = BREAKDOWN
    reasons = REASONS
    money_unit = 1
    #: the seat acting last in the final stock phase has an edge (docs/games/hab_und_gut.md):
    #: the new-game dialog seats the players at random.
    random_seating = True

    def breakdown_value(self, key: str, value: int) -> str:
        if key == "eliminated":
            return translate(C, "out") if value else translate(C, "no")
        return self.money(value)

    # -- actions ------------------------------------------------------------------
    def describe_action(self, view: State | None, seat: int, action: Action, names: Sequence[str]) -> str:
        a = action
        v = view if isinstance(view, HabGutState) else None
        if isinstance(a, (A.Buy, A.Sell)):
            if v is not None and 0 <= a.good < len(v.prices):
                text = (translate(C, "Buy a share of %1 for %2") if isinstance(a, A.Buy)
                        else translate(C, "Sell a share of %1 for %2"))
                return fill(text, good_name(a.good), self.money(v.prices[a.good]))
            text = translate(C, "Buy a share of %1") if isinstance(a, A.Buy) else translate(C, "Sell a share of %1")
            return fill(text, good_name(a.good))
        if isinstance(a, A.Donate):
            return fill(translate(C, "Donate a share of %1"), good_name(a.good))
        if isinstance(a, A.EndTurn):
            return translate(C, "End your turn")
        if isinstance(a, A.PlayCard):
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
    def log_start(self, seat: int) -> tuple[str, int] | None:
        return ("round", 1)

    def log_group(self, event: Event) -> tuple[str, int] | None:
        if isinstance(event, A.PhaseStarted) and event.phase == "shares":
            return ("round", event.round)
        return None

    def describe_event(self, event: Event, names: Sequence[str], viewer: int) -> str | None:
        e = event

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else "?"

        if isinstance(e, A.ShareBought):
            return fill(translate(C, "%1 buys a share of %2 for %3."), who(e.seat), good_name(e.good),
                        self.money(e.price))
        if isinstance(e, A.ShareSold):
            return fill(translate(C, "%1 sells a share of %2 for %3."), who(e.seat), good_name(e.good),
                        self.money(e.price))
        if isinstance(e, A.ShareDonated):
            if e.good == HIDDEN:
                return fill(translate(C, "%1 puts a share face down on donation slot %2."), who(e.seat),
                            e.slot + 1)
            return fill(translate(C, "%1 donates a share of %2 on donation slot %3."), who(e.seat),
                        good_name(e.good), e.slot + 1)
        if isinstance(e, A.TurnEnded):
            return fill(translate(C, "%1 ends the turn."), who(e.seat))
        if isinstance(e, A.PhaseStarted):
            if e.phase == "shares":
                text = (translate(C, "First half, round %1: stock phase, %2 begins.") if e.half == 1
                        else translate(C, "Second half, round %1: stock phase, %2 begins."))
            else:
                text = (translate(C, "First half, round %1: price-change phase, %2 begins.") if e.half == 1
                        else translate(C, "Second half, round %1: price-change phase, %2 begins."))
            return fill(text, e.round, who(e.start_player))
        if isinstance(e, A.CardPlayed):
            text = (translate(C, "%1 plays %2 first, at full value (%3).") if e.full
                    else translate(C, "%1 plays %2 second, halved (%3)."))
            return fill(text, who(e.seat), card_text(e.good, e.value), signed(e.steps))
        if isinstance(e, A.PriceMoved):
            if e.new_price > e.old_price:
                text = translate(C, "%1 rises from %2 to %3.")
            elif e.new_price < e.old_price:
                text = translate(C, "%1 falls from %2 to %3.")
            else:
                return fill(translate(C, "%1 stays at %2 (end of the track)."), good_name(e.good),
                            self.money(e.new_price))
            return fill(text, good_name(e.good), self.money(e.old_price), self.money(e.new_price))
        if isinstance(e, A.StartPlayerPassed):
            return fill(translate(C, "The start player token passes to %1."), who(e.seat))
        if isinstance(e, A.DonationsCashed):
            if not e.goods:
                return fill(translate(C, "%1 donated nothing this half; the donation is %2."), who(e.seat),
                            self.money(e.centre))
            listed = translate("Lists", ", ").join(good_name(g) for g in e.goods)
            return fill(translate(C, "%1's donated shares (%2) are sold for %3; the donation is now %4."),
                        who(e.seat), listed, self.money(e.amount), self.money(e.centre))
        if isinstance(e, A.CardsReshuffled):
            return translate(C, "All market cards are shuffled for the second half.")
        if isinstance(e, A.RackDealt):
            if e.cards and e.cards[0] == HIDDEN:
                return None  # a rack the viewer does not see
            listed = translate("Lists", ", ").join(card_text(*code_card(c)) for c in e.cards)
            return fill(translate(C, "Dealt to the rack between %1 and %2: %3."), who(e.left_of),
                        who(e.right_of), listed)
        if isinstance(e, A.HoldingsSold):
            if e.count == 1:
                return fill(translate(C, "At the end %1 sells a share of %2 for %3."), who(e.seat),
                            good_name(e.good), self.money(e.amount))
            return fill(translate(C, "At the end %1 sells %2 shares of %3 for %4."), who(e.seat), e.count,
                        good_name(e.good), self.money(e.amount))
        if isinstance(e, A.PlayerEliminated):
            return fill(translate(C, "%1 donated the least (%2) and is out."), who(e.seat),
                        self.money(e.donated))
        if isinstance(e, A.GameEnded):
            if len(e.winners) == 1:
                return fill(translate(C, "The game is over: %1 wins."), who(e.winners[0]))
            winners = translate("Lists", ", ").join(who(s) for s in e.winners)
            return fill(translate(C, "The game is over: a shared win for %1."), winners)
        return super().describe_event(event, names, viewer)

    # -- panels -------------------------------------------------------------------------
    def player_columns(self) -> list[str]:
        return [translate(C, "Cash"), translate(C, "Shares in hand"), translate(C, "Donated")]

    def player_cells(self, view: State, seat: int) -> list[str]:
        assert isinstance(view, HabGutState)
        v = view
        on_board = sum(1 for g in v.board[seat] if g != EMPTY)
        donated = self.money(v.centre[seat])
        if on_board:
            donated = fill(translate(C, "%1 (%2 on the board)"), donated, on_board)
        return [self.money(v.cash[seat]), number(shares_in_hand(v, seat)), donated]

    def prices(self, view: State) -> list[tuple[str, int]] | None:
        assert isinstance(view, HabGutState)
        v = view
        return [(good_name(g), v.prices[g]) for g in range(len(GOODS))]

    def holdings(self, view: State, seat: int) -> list[int] | None:
        v: Any = view  # shares held are public (which of them were donated is not)
        return [int(n) for n in v.holdings[seat]]

    def hint_reason(self, view: State, seat: int, action: Action) -> str | None:
        from desktop.app.games.hab_und_gut.reasons import reason

        return reason(view, seat, action)

    def round_of(self, view: State) -> int | None:
        assert isinstance(view, HabGutState)
        v = view
        return int(v.half * 4 + v.round + 1) if v.phase < 2 else 8

    def stored_round(self, value: int) -> int:
        return value + 1  # the state counts a half's rounds from 0; the board says "round 1 of 4"

    def phase_text(self, view: State) -> str:
        assert isinstance(view, HabGutState)
        v = view
        if v.phase >= 2:
            return phase_words(v.phase)
        return fill(translate(C, "%1 · round %2 of 4 · %3"), half_words(v.half + 1), v.round + 1,
                    phase_words(v.phase))

    def compose_specs(self, view: State, seat: int, legal: Sequence[Action],
                      names: Sequence[str]) -> list[ComposeSpec]:
        if not isinstance(view, HabGutState) or not any(isinstance(a, (A.Buy, A.Sell, A.Donate)) for a in legal):
            return []

        def build(parent: Any) -> list[Action] | None:
            from desktop.app.games.hab_und_gut.dialogs import ShareTradeDialog

            dialog = ShareTradeDialog(self, view, seat, parent)
            return dialog.steps() if dialog.exec() else None

        return [ComposeSpec(translate(C, "Trade shares and donate…"), "", (), None, build)]

    def scene_class(self) -> Any:
        from desktop.app.games.hab_und_gut.board import HabGutScene

        return HabGutScene

