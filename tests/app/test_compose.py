"""Compound choices: one dialog gathers the whole choice and the engine's
steps are submitted one after the other."""

from __future__ import annotations

import pytest

from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from tests.app.conftest import wait_until


def _until(game_id: str, players: int, seed: int, ok, limit: int = 5000):
    state = registry.get(game_id).new_game(players, None, seed)
    rng = Rng(seed)
    for _ in range(limit):
        if state.is_over():
            return None
        seat = state.to_move()[0]
        if ok(state, seat):
            return state
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
    return None


def _selling_with_shares(state, seat) -> bool:
    names = {type(a).__name__ for a in state.legal_actions(seat)}
    return "DoneSelling" in names and sum(1 for k, _m in state.port[seat] if k >= 0) >= 2


@pytest.mark.skipif("stockpile" not in registry.ids(), reason="Stockpile is not installed")
def test_selling_several_stockpile_shares_submits_each_sale_then_ends_selling(window, loop):
    from desktop.app.compose import ComposeDialog
    from desktop.app.gameui import ui_for

    state = next(s for seed in range(1, 40) if (s := _until("stockpile", 3, seed, _selling_with_shares)))
    seat = state.to_move()[0]
    seats = tuple(SeatSpec(YOU if s == seat else BOT, f"P{s}", "random") for s in range(3))
    match = window.start_match(MatchSetup("stockpile", seats, None, 1), state=state)

    wait_until(loop, lambda: match.waiting_seat is not None)
    page = window.game_page
    assert page.compose_button.isVisible()
    [spec] = ui_for("stockpile").compose_specs(match.view(), seat, page.legal, match.names)
    dialog = ComposeDialog(spec, page)
    counts = [min(1, row.maximum) for row in spec.rows]
    counts[0] = spec.rows[0].maximum
    dialog.set_counts(counts)
    steps = dialog.steps()
    assert type(steps[-1]).__name__ == "DoneSelling" and len(steps) >= 3
    before = len(match.history)
    page.submit_steps(steps)

    wait_until(loop, lambda: len(match.history) >= before + len(steps))
    taken = [action for _s, action, _e in match.history[before:before + len(steps)]]
    assert taken == steps


def _landlord_tradeable(state, seat) -> bool:
    names = {type(a).__name__ for a in state.legal_actions(seat)}
    if "ProposeTrade" not in names:
        return False
    from desktop.engine.games.landlord import data as d

    mine = [sq for sq in d.LOTS if state.owner[sq] == seat and not state.level[sq]]
    theirs = [sq for sq in d.LOTS if state.owner[sq] not in (-1, seat) and not state.level[sq]]
    return bool(mine) and bool(theirs)


@pytest.mark.skipif("landlord" not in registry.ids(), reason="Landlord is not installed")
def test_a_landlord_trade_offer_from_the_dialog_is_legal_step_by_step(qapp):
    from desktop.app.games.landlord.dialogs import TradeScreen, cash_steps
    from desktop.engine.games.landlord import data as d

    assert cash_steps(160, d.TRADE_CASH_STEPS) == [100, 50, 10]
    assert cash_steps(-60, d.TRADE_CASH_STEPS) == [-50, -10]
    assert cash_steps(15, d.TRADE_CASH_STEPS) is None
    state = next(s for seed in range(1, 40) if (s := _until("landlord", 3, seed, _landlord_tradeable)))
    seat = state.to_move()[0]
    view = state.view(seat)
    partners = [a.partner for a in view.legal_actions(seat) if type(a).__name__ == "ProposeTrade"]
    partner = next(p for p in partners if any(state.owner[sq] == p for sq in d.LOTS))
    dialog = TradeScreen(view, seat, view.legal_actions(seat), ["A", "B", "C"], partner)
    give = next(sq for sq in d.LOTS if state.owner[sq] == seat and not state.level[sq])
    take = next(sq for sq in d.LOTS if state.owner[sq] == partner and not state.level[sq])
    dialog.set_choice([give], [take], 10)
    steps = dialog.build_steps()
    assert steps is not None
    assert type(steps[0]).__name__ == "ProposeTrade" and type(steps[-1]).__name__ == "SubmitTrade"
    trial = state.clone()
    for step in steps:
        assert step in trial.legal_actions(seat), step
        trial.apply(seat, step)
    assert trial.to_move() == (partner,)  # the partner now answers the offer


@pytest.mark.skipif("landlord" not in registry.ids(), reason="Landlord is not installed")
def test_a_landlord_counter_offer_from_the_trade_screen_is_legal_step_by_step(qapp):
    """Answering an offer on the trade screen, Counter… turns it round on the same screen (its parts
    kept); what is added is sent as CounterTrade, the lots added, the change of money and SubmitTrade."""
    from desktop.app.games.landlord.dialogs import TradeScreen
    from desktop.engine.games.landlord import data as d
    from desktop.engine.games.landlord.records import CounterTrade, OfferCash, OfferLot, ProposeTrade, SubmitTrade

    state = next(s for seed in range(1, 40) if (s := _until("landlord", 3, seed, _landlord_tradeable)))
    seat = state.to_move()[0]
    partner = next(p for p in range(3) if p != seat and any(state.owner[sq] == p for sq in d.LOTS))
    take = next(sq for sq in d.LOTS if state.owner[sq] == partner and not state.level[sq])
    for step in (ProposeTrade(partner), OfferLot(take), OfferCash(50), SubmitTrade()):
        state.apply(seat, step)
    view = state.view(partner)
    screen = TradeScreen(view, partner, view.legal_actions(partner), ["A", "B", "C"])
    assert screen.mode == "answer" and not screen.counter_button.isHidden()
    sent: list[list[object]] = []
    screen.stepsChosen.connect(sent.append)
    screen.counter_button.click()
    assert screen.mode == "compose" and not sent  # nothing sent yet: the offer is on the screen, turned round
    assert screen.cash_spin.value() == -50  # the other side pays the 50 now
    give = next(sq for sq in d.LOTS if state.owner[sq] == seat and not state.level[sq])
    screen.set_choice([], [give], -120)  # ask for one of the proposer's lots too, and 120
    steps = screen.build_steps()
    assert steps is not None and steps[0] == CounterTrade() and steps[-1] == SubmitTrade()
    assert OfferLot(take) not in steps  # already in the offer answered
    screen.send.click()
    assert sent == [steps]
    trial = state.clone()
    for step in steps:
        assert step in trial.legal_actions(partner), step
        trial.apply(partner, step)
    assert trial.to_move() == (seat,) and trial.trade.counter
    assert sorted(trial.trade.give) == [take] and trial.trade.take == [give] and trial.trade.cash == -120
