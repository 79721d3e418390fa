"""Black Friday's compound choices: a whole buy, sale or silver purchase (and
the subsidy cards it needs) set in one dialog, submitted as the engine's small
steps (TakeSubsidy…, Buy/Sell/BuySilver…, UseSpecial before the share or bar
beyond the trade limit, Done while the action is still open).

The dialog is the shared compose dialog with a running total and a check
of the trade limit and the money; ``plan_steps`` is the pure part (tested)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget

from desktop.app.compose import ComposeDialog
from desktop.app.forms import child
from desktop.app.games.black_friday.words import colour, special
from desktop.app.gameui import ComposeRow, ComposeSpec
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday import state as S
from desktop.engine.games.black_friday.state import BlackFridayState

C = "BlackFriday"

BUY, SELL, SILVER = "buy", "sell", "silver"
PLUS = {BUY: D.BUY_PLUS_ONE, SELL: D.SELL_PLUS_ONE, SILVER: D.SILVER_PLUS_ONE}
PHASE = {BUY: S.BUYING, SELL: S.SELLING, SILVER: S.SILVER}


def room(v: BlackFridayState, seat: int, kind: str) -> tuple[int, int]:
    """(shares or bars this action may still take within the limit, one more with the +1 card: 0 or 1)."""
    limit = v.trade_limit()
    if v.phase == PHASE[kind]:
        left = limit + v.act_bonus - v.act_count
        extra = 1 if (v.act_bonus == 0 and v.has_special(seat, PLUS[kind])) else 0
        return max(left, 0), extra
    return limit, 1 if v.has_special(seat, PLUS[kind]) else 0


def plan_steps(v: BlackFridayState, seat: int, kind: str, subsidies: int, units: Sequence[Action]) -> list[Action]:
    """The engine's steps for taking ``subsidies`` cards and then ``units`` (one Buy/Sell/BuySilver each):
    the +1 card is played before the unit beyond the limit, and ``Done`` closes the action only when the
    engine would leave it open (so a later choice such as Extra Pass is never skipped)."""
    steps: list[Action] = [R.TakeSubsidy()] * subsidies
    within, extra = room(v, seat, kind)
    count = v.act_count if v.phase == PHASE[kind] else 0
    bonus = v.act_bonus if v.phase == PHASE[kind] else 0
    limit = v.trade_limit()
    holdings = list(v.holdings[seat])
    for i, unit in enumerate(units):
        if i == within and extra:
            steps.append(R.UseSpecial(PLUS[kind]))
            bonus = 1
        steps.append(unit)
        count += 1
        if isinstance(unit, R.Sell):
            holdings[unit.colour] -= 1
    if not units:
        return steps
    finished = count >= limit + bonus and (bonus == 1 or not extra)
    if kind == SELL and not any(holdings):
        finished = True
    if not finished:
        steps.append(R.Done())
    return steps


class TradeDialog(ComposeDialog):
    """The compose dialog with a running total, the trade limit and the money checked."""

    def __init__(self, spec: ComposeSpec, v: BlackFridayState, seat: int, kind: str, prices: Sequence[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.v, self.seat, self.kind, self.prices = v, seat, kind, list(prices)
        self.with_subsidy = bool(spec.rows) and isinstance(spec.rows[0].action, R.TakeSubsidy)
        self.total = child(self.form, QLabel, "chosenLabel")
        self.ok = child(self.form, QDialogButtonBox, "composeButtons").button(QDialogButtonBox.StandardButton.Ok)
        for spin in self.spins:
            spin.valueChanged.connect(self.check)
        self.check()

    def counts(self) -> tuple[int, list[int]]:
        values = [spin.value() for spin in self.spins]
        if self.with_subsidy:
            return values[0], values[1:]
        return 0, values

    def check(self) -> bool:
        subsidies, units = self.counts()
        n = sum(units)
        within, extra = room(self.v, self.seat, self.kind)
        cost = sum(k * p for k, p in zip(units, self.prices, strict=True))
        cash = self.v.cash[self.seat] + subsidies * D.SUBSIDY_VALUE
        after = cash - cost if self.kind != SELL else cash + cost
        if self.kind == SELL:
            text = fill(translate(C, "%n shares sold for %1; cash after: %2.", None, n), money(cost), money(after))
        elif self.kind == BUY:
            text = fill(translate(C, "%n shares bought for %1; cash after: %2.", None, n), money(cost), money(after))
        else:
            text = fill(translate(C, "%n bars for %1; cash after: %2.", None, n), money(cost), money(after))
        ok = 0 < n <= within + extra and after >= 0
        if n > within + extra:
            text = fill(translate(C, "%1 The trade limit allows %2 now."), text, within + extra)
        elif n > within:
            text = fill(translate(C, "%1 This uses your %2 card."), text, special(PLUS[self.kind]))
        if after < 0:
            text = fill(translate(C, "%1 That is more than your money."), text)
        self.total.setText(text)
        if self.ok is not None:
            self.ok.setEnabled(ok)
        return ok

    def steps(self) -> list[Action]:
        if not self.check():
            return []
        subsidies, units = self.counts()
        chosen: list[Action] = []
        first = 1 if self.with_subsidy else 0
        for row, k in zip(self.spec.rows[first:], units, strict=True):
            chosen.extend([row.action] * k)
        return plan_steps(self.v, self.seat, self.kind, subsidies, chosen)


def _open(spec: ComposeSpec, v: BlackFridayState, seat: int, kind: str, prices: Sequence[int]) -> Any:
    def run(parent: Any) -> list[Action] | None:
        dialog = TradeDialog(spec, v, seat, kind, prices, parent)
        if dialog.exec():
            return dialog.steps() or None
        return None

    return run


def trade_specs(ui: Any, view: BlackFridayState, seat: int, legal: Sequence[Action]) -> list[ComposeSpec]:
    v = view
    specs: list[ComposeSpec] = []
    can_subsidy = any(isinstance(a, R.TakeSubsidy) for a in legal)
    free = v.subsidy_limit() - v.subsidies[seat]
    sub_row = ComposeRow(fill(translate(C, "Subsidy cards to take first (%1 each)"), money(D.SUBSIDY_VALUE)),
                         R.TakeSubsidy(), free) if can_subsidy and free > 0 else None
    limit_hint = fill(translate(C, "The level card allows %1 per action; you have %2."), v.trade_limit(),
                      money(v.cash[seat]))
    # buying shares
    if v.phase in (S.MAIN, S.BUYING) and (any(isinstance(a, R.Buy) for a in legal)
                                          or (v.phase == S.MAIN and sub_row is not None and any(v.market))):
        within, extra = room(v, seat, BUY)
        rows = [ComposeRow(fill(translate(C, "%1 (%2 each, %3 in the market)"), colour(c), money(v.price(c)),
                                v.market[c]), R.Buy(c), min(v.market[c], within + extra))
                for c in range(D.NUM_COLOURS) if v.market[c]]
        prices = [v.price(c) for c in range(D.NUM_COLOURS) if v.market[c]]
        spec = ComposeSpec(translate(C, "Buy several shares"),
                           fill(translate(C, "How many shares of each colour do you buy? %1"), limit_hint),
                           tuple(([sub_row] if sub_row else []) + rows), None)
        specs.append(_with_custom(spec, v, seat, BUY, prices))
    # selling shares
    if v.phase in (S.MAIN, S.SELLING, S.OWE) and any(isinstance(a, R.Sell) for a in legal):
        within, extra = room(v, seat, SELL)
        rows = [ComposeRow(fill(translate(C, "%1 (%2 each, you hold %3)"), colour(c), money(v.price(c)),
                                v.holdings[seat][c]), R.Sell(c), min(v.holdings[seat][c], within + extra))
                for c in range(D.NUM_COLOURS) if v.holdings[seat][c]]
        prices = [v.price(c) for c in range(D.NUM_COLOURS) if v.holdings[seat][c]]
        spec = ComposeSpec(translate(C, "Sell several shares"),
                           fill(translate(C, "How many shares of each colour do you sell? %1"), limit_hint),
                           tuple(rows), None)
        specs.append(_with_custom(spec, v, seat, SELL, prices))
    # buying silver
    if v.phase in (S.MAIN, S.SILVER) and (any(isinstance(a, R.BuySilver) for a in legal)
                                          or (v.phase == S.MAIN and sub_row is not None)):
        within, extra = room(v, seat, SILVER)
        rows = [ComposeRow(fill(translate(C, "Silver bars (%1 each)"), money(v.silver_price())), R.BuySilver(),
                           within + extra)]
        spec = ComposeSpec(translate(C, "Buy several silver bars"),
                           fill(translate(C, "How many silver bars do you buy? %1"), limit_hint),
                           tuple(([sub_row] if sub_row else []) + rows), None)
        specs.append(_with_custom(spec, v, seat, SILVER, [v.silver_price()]))
    return specs


def _with_custom(spec: ComposeSpec, v: BlackFridayState, seat: int, kind: str, prices: Sequence[int]) -> ComposeSpec:
    return ComposeSpec(spec.title, spec.hint, spec.rows, spec.finish, _open(spec, v, seat, kind, prices))
