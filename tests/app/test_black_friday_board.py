"""Black Friday in the window: words for everything the engine says, a board
that shows only the viewer's side and chooses actions by clicks, the
buy/sell/silver dialog's steps, and whole games through the real window."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QTimer

from desktop.app.gameui import GameUI, ui_for
from desktop.app.i18n import money
from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday import state as S
from tests.app.conftest import run

GAME = "black_friday"
NAMES = ["Ann", "Ben", "Cy", "Di"]


def _position(players: int, steps: int, seed: int, until=None):
    state = registry.get(GAME).new_game(players, None, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over() or (until is not None and until(state)):
            break
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
    return state


def _scene(qapp, names=NAMES):
    ui = ui_for(GAME)
    return ui.scene_class()(ui, names)


def _clicks(scene):
    """Every action a click on the board chooses now."""
    out = set()
    for item in scene.items():
        action = scene.action_at(item.sceneBoundingRect().center())
        if action is not None:
            out.add(action)
    return out


# -- words -------------------------------------------------------------------------------------------
def _generic_words(record) -> str:
    return GameUI(GAME)._generic(record, NAMES)


def test_every_action_and_event_of_many_games_is_put_into_words(qapp):
    """No action or event falls back to the generic describer (which shows field names)."""
    ui = ui_for(GAME)
    seen_actions, seen_events = set(), set()
    for seed in range(4):
        state = registry.get(GAME).new_game(3 + seed % 3, None, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            actions = state.legal_actions(seat)
            for action in actions:
                text = ui.describe_action(view, seat, action, NAMES)
                assert text and text != _generic_words(action), action
                seen_actions.add(type(action))
            events = state.apply(seat, actions[rng.below(len(actions))])
            for event in events:
                shown = event.for_seat(0)
                if shown is None:
                    continue
                if ui.log_group(shown) is not None and ui.describe_event(shown, [*NAMES, "Ed"], 0) is None:
                    seen_events.add(type(shown))  # told by the log's header row ("Turn 3: Bruno")
                    continue
                text = ui.describe_event(shown, [*NAMES, "Ed"], 0)
                assert text and text != _generic_words(shown) and "%" not in text, shown
                seen_events.add(type(shown))
    game = registry.get(GAME)
    assert seen_actions >= set(game.action_types) - {R.PayInterest}
    assert seen_events >= set(game.event_types) - {R.LevelChanged}


def test_a_log_line_without_a_view_still_names_the_action(qapp):
    ui = ui_for(GAME)
    for action in (R.Buy(0), R.Sell(2), R.BuySilver(), R.Done(), R.PlaceCase(1), R.PayInterest()):
        assert ui.describe_action(None, 0, action, NAMES) != _generic_words(action)


def test_the_score_is_told_in_gold_and_silver_bars(qapp):
    ui = ui_for(GAME)
    assert ui.score_text(12) == "2 gold, 2 silver"
    assert ui.breakdown_label("gold") == "Gold bars"
    assert ui.breakdown_value("cash", 7) == "$7"


def test_the_players_panel_shows_others_only_what_the_table_saw(qapp):
    state = _position(4, 80, 5)
    view = state.view(0)
    ui = ui_for(GAME)
    for seat in range(1, 4):
        cells = ui.player_cells(view, seat)
        other = state.redeal(0, Rng(seat)).view(0)
        assert cells == ui.player_cells(other, seat)
        assert cells[0] == f"${state.cash[seat]}"


# -- the board ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_board_never_shows_the_colours_behind_other_screens_or_in_the_bag(qapp, players):
    names = [f"P{i}" for i in range(players)]
    for seed, steps in ((1, 0), (2, 40), (3, 150)):
        state = _position(players, steps, seed)
        for seat in range(players):
            other = state.redeal(seat, Rng(seed * 17 + seat))
            first, second = _scene(qapp, names), _scene(qapp, names)
            first.show_view(state.view(seat), state.view(seat).legal_actions(seat))
            second.show_view(other.view(seat), other.view(seat).legal_actions(seat))
            assert first.texts() == second.texts()


def test_the_board_shows_the_hidden_count_of_another_screen(qapp):
    state = _position(3, 0, 4)
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(state.view(0), [])
    texts = scene.texts()
    # at the start every screen holds 5 cases the table has not seen
    assert texts.count("? ×5") == 2
    assert "Your shares: 5" in texts


def test_clicking_the_board_offers_only_legal_actions_and_the_main_ones(qapp):
    state = _position(4, 30, 8, until=lambda s: s.phase == S.MAIN and s.current == 0 and s.cash[0] >= 10
                      and any(s.holdings[0]))
    assert state.phase == S.MAIN and state.current == 0
    view = state.view(0)
    legal = view.legal_actions(0)
    scene = _scene(qapp)
    scene.show_view(view, legal)
    clicks = _clicks(scene)
    assert clicks <= set(legal)
    assert {a for a in legal if isinstance(a, R.Pass | R.TakeSubsidy)} <= clicks
    # a buy, a sale or silver is a count box on the case, the share or the silver track
    counted = {a for a in legal if isinstance(a, R.Buy | R.Sell | R.BuySilver)}
    assert counted <= scene.board_actions() <= set(legal)
    assert {t.kind for _item, t in scene.targets() if set(t.reaches()) & counted} == {"amount"}


def test_clicks_choose_the_case_and_the_lowered_price_when_the_engine_asks(qapp):
    found = {"case": False, "marker": False}
    for seed in range(40):
        state = registry.get(GAME).new_game(3, None, seed)
        rng = Rng(seed)
        while not state.is_over() and not all(found.values()):
            seat = state.to_move()[0]
            if state.phase in (S.CASE, S.MARKER, S.AFTER):
                view = state.view(seat)
                legal = view.legal_actions(seat)
                scene = _scene(qapp, NAMES[:3])
                scene.show_view(view, legal)
                clicks = _clicks(scene)
                steps = {a for a in legal if isinstance(a, R.PlaceCase | R.LowerPrice | R.ExtraPass | R.Done)}
                assert steps <= clicks, (state.phase, steps - clicks)
                found["case" if state.phase == S.CASE else "marker"] |= state.phase != S.AFTER
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
        if all(found.values()):
            break
    assert all(found.values())


def test_an_action_animates_its_cases_and_money_and_off_means_no_animation(qapp):
    state = _position(3, 0, 2)
    seat = state.current
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(state.view(0), [])
    state.apply(seat, R.TakeSubsidy())
    events = state.apply(seat, R.Buy(next(c for c in range(5) if state.market[c])))
    while state.current == seat and not state.is_over():  # finish the turn
        events += state.apply(seat, state.legal_actions(seat)[-1])
    view = state.view(0)
    scene.prepare(view, [])
    scene.on_events([e.for_seat(0) for e in events if e.for_seat(0) is not None], view)
    group = scene.commit(200)
    assert group is not None and group.animationCount() > 0
    scene.prepare(view, [])
    scene.on_events(events, view)
    assert scene.commit(0) is None


def test_a_price_change_shows_the_cases_drawn(qapp):
    state = _position(3, 400, 6, until=lambda s: s.price_changes > 0)
    assert state.price_changes == 1
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(state.view(0), [])
    assert "No draw seen yet" in scene.texts()
    drawn = R.CasesDrawn((2, 1, 0, 0, 3, 0))
    scene.prepare(state.view(0), [])
    scene.on_events([drawn], state.view(0))
    scene.commit(0)
    assert "Last draw:" in scene.texts() and "×3" in scene.texts()


# -- the dialog's steps ----------------------------------------------------------------------------------
def _main_state(players: int, seed: int, special_mask: int, cash: int = 100):
    state = registry.get(GAME).new_game(players, None, seed)
    seat = state.current
    state.special[seat] = special_mask
    state.cash[seat] = cash
    state.bank -= cash
    return state, seat


def test_buying_beyond_the_trade_limit_plays_the_buy_plus_one_card_first(qapp):
    from desktop.app.games.black_friday.dialogs import BUY, plan_steps

    state, seat = _main_state(3, 1, D.SPECIAL_BIT[D.BUY_PLUS_ONE])
    c = next(c for c in range(5) if state.market[c] >= 2)
    steps = plan_steps(state.view(seat), seat, BUY, 1, [R.Buy(c), R.Buy(c)])
    assert steps == [R.TakeSubsidy(), R.Buy(c), R.UseSpecial(D.BUY_PLUS_ONE), R.Buy(c)]
    for step in steps:
        state.apply(seat, step)
    assert state.holdings[seat][c] >= 2 and state.special_used[seat]


def test_done_closes_an_action_only_while_the_engine_keeps_it_open(qapp):
    from desktop.app.games.black_friday.dialogs import SELL, SILVER, plan_steps

    state, seat = _main_state(3, 2, D.SPECIAL_BIT[D.SILVER_PLUS_ONE])
    view = state.view(seat)
    # at the limit with the +1 card unused the action stays open: Done ends it
    assert plan_steps(view, seat, SILVER, 0, [R.BuySilver()]) == [R.BuySilver(), R.Done()]
    state.special[seat] = 0
    # without the card the engine closes the action itself: no Done (it would skip a later choice)
    assert plan_steps(state.view(seat), seat, SILVER, 0, [R.BuySilver()]) == [R.BuySilver()]
    c = next(c for c in range(5) if state.holdings[seat][c])
    assert plan_steps(state.view(seat), seat, SELL, 0, [R.Sell(c)]) == [R.Sell(c)]


def test_the_compose_dialogs_submit_steps_the_engine_accepts(qapp):
    from desktop.app.games.black_friday.dialogs import TradeDialog

    state, seat = _main_state(4, 3, D.SPECIAL_BIT[D.SELL_PLUS_ONE], cash=0)
    state.level = 2  # two shares per action
    view = state.view(seat)
    ui = ui_for(GAME)
    specs = {spec.title: spec for spec in ui.compose_specs(view, seat, view.legal_actions(seat), NAMES)}
    assert set(specs) == {"Buy several shares", "Sell several shares", "Buy several silver bars"}
    buy = specs["Buy several shares"]
    prices = [view.price(r.action.colour) for r in buy.rows[1:]]
    dialog = TradeDialog(buy, view, seat, "buy", prices)
    dialog.set_counts([0, 1])
    assert dialog.steps() == [], "no money: the dialog refuses"
    dialog.set_counts([1, 1])
    steps = dialog.steps()
    assert steps[0] == R.TakeSubsidy() and isinstance(steps[1], R.Buy) and steps[-1] == R.Done()
    probe = state.clone()
    for step in steps:
        probe.apply(seat, step)
    sell = specs["Sell several shares"]
    prices = [view.price(r.action.colour) for r in sell.rows]
    dialog = TradeDialog(sell, view, seat, "sell", prices)
    dialog.set_counts([r.maximum for r in sell.rows])
    steps = dialog.steps()
    if sum(r.maximum for r in sell.rows) <= 3:
        assert steps, "up to the limit plus one with the Sell +1 card"
        probe = state.clone()
        for step in steps:
            probe.apply(seat, step)
        assert probe.phase != S.SELLING


# -- whole games through the window ------------------------------------------------------------------------
@pytest.mark.slow
def test_a_bot_only_game_plays_to_the_end_with_animations_on(window, loop):
    window.settings.set_speed("fast", persist=False)
    setup = MatchSetup(GAME, tuple(SeatSpec(BOT, f"Bot {i}", "normal") for i in range(3)), None, 12)
    match = window.start_match(setup)
    page = window.game_page
    animated = []
    original = page.scene.commit

    def commit(ms):
        group = original(ms)
        if group is not None:
            animated.append(ms)
            for i in range(group.animationCount()):  # quick: the test checks the gating, not the clock
                group.animationAt(i).setDuration(1)
        return group

    page.scene.commit = commit
    result = run(loop, match.task, timeout=900)
    assert result is not None and match.state.is_over()
    assert animated and set(animated) == {180}
    assert page.ranking.rowCount() == 3
    assert any("silver price" in line for line in page.log.lines)
    # the price chart draws each colour's line in that colour, one point per price change
    series = page.chart.chart().series()
    assert [s.name() for s in series] == ["Yellow", "Blue", "Red", "Green", "Orange"]
    assert series[1].pen().color().name() == "#0072b2" and series[2].pen().color().name() == "#d55e00"
    assert page.chart.chart().axes()[0].titleText() == "Price change"


@pytest.mark.slow
def test_a_human_plays_a_whole_game_through_the_action_panel_and_the_dialogs(window, loop):
    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "normal"), SeatSpec(BOT, "Bot 2", "random"))
    match = window.start_match(MatchSetup(GAME, seats, None, 21))
    page = window.game_page
    rng = Rng(4)
    dialogs = []

    def choose(seat: int) -> None:
        def act() -> None:
            assert page.actions_list.isEnabled()
            assert page.choices.rowCount() == len(match.state.legal_actions(seat))
            specs = page._compose_specs()
            if specs and rng.below(3) == 0:
                spec = specs[rng.below(len(specs))]
                first = 1 if isinstance(spec.rows[0].action, R.TakeSubsidy) else 0
                from desktop.app.games.black_friday.dialogs import TradeDialog

                kind = {"Buy several shares": "buy", "Sell several shares": "sell"}.get(spec.title, "silver")
                view = match.view()
                prices = ([view.price(r.action.colour) for r in spec.rows[first:]] if kind != "silver"
                          else [view.silver_price()])
                dialog = TradeDialog(spec, view, seat, kind, prices)
                dialog.set_counts([r.maximum for r in spec.rows[:first]] + [1] + [0] * (len(spec.rows) - first))
                steps = dialog.steps()
                if steps:
                    dialogs.append(steps)
                    page.submit_steps(steps)
                    return
            page.select_choice(rng.below(page.choices.rowCount()))
            page.do_button.click()

        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    result = run(loop, match.task, timeout=900)
    assert result is not None
    assert dialogs, "some turns went through the compose dialog"
    assert all(dataclasses.is_dataclass(s) for steps in dialogs for s in steps)


def test_the_trade_dialog_shows_its_rows_inside_itself(qapp):
    """A Designer form whose top is a dialog is embedded in the dialog that loads it (not a hidden window)."""
    from desktop.app.games.black_friday.dialogs import TradeDialog

    state, seat = _main_state(3, 4, 0)
    view = state.view(seat)
    spec = ui_for(GAME).compose_specs(view, seat, view.legal_actions(seat), NAMES)[0]
    dialog = TradeDialog(spec, view, seat, "buy", [view.price(r.action.colour) for r in spec.rows[1:]])
    dialog.show()
    assert not dialog.form.isWindow() and dialog.form.isVisible()
    assert all(spin.isVisible() for spin in dialog.spins)
    dialog.close()


def test_extra_pass_before_the_action_is_chosen_on_the_board(qapp):
    """The Extra Pass button turns market clicks into Extra Pass choices; cancelling turns them back into buys."""
    state, seat = _main_state(3, 5, D.SPECIAL_BIT[D.EXTRA_PASS])
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(view, legal)
    assert {a for a in legal if isinstance(a, R.ExtraPass)}.isdisjoint(_clicks(scene))
    toggle = next(t for item, t in scene.targets() if t.kind == "pick" and "Extra Pass first" in _texts_of(item))
    toggle.call()
    extra = {a for a in legal if isinstance(a, R.ExtraPass)}
    assert extra and extra <= _clicks(scene)
    assert not any(isinstance(a, R.Buy) for a in _clicks(scene))
    toggle = next(t for item, t in scene.targets() if t.kind == "pick" and "Cancel Extra Pass" in _texts_of(item))
    toggle.call()
    assert any(isinstance(a, R.Buy) for a in scene.board_actions())


def _texts_of(item) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [child.text() for child in item.childItems() if isinstance(child, QGraphicsSimpleTextItem)]


@pytest.mark.parametrize("event", [R.PriceChangeStarted(1, ("buy_chart",)), R.LevelChanged(2, 1),
                                   R.GameEnded("black_cases")])
def test_a_price_change_a_new_level_and_the_end_are_announced_on_the_board(qapp, event):
    state = _position(3, 0, 3)
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(state.view(0), [])
    scene.prepare(state.view(0), [])
    scene.on_events([event], state.view(0))
    assert scene.commit(150) is not None


@pytest.mark.slow
def test_a_human_plays_a_whole_game_by_clicking_the_board(window, loop):
    """Real mouse clicks on the board view choose the human's actions (the panel only when nothing is clickable)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "normal"))
    match = window.start_match(MatchSetup(GAME, seats, None, 33))
    page = window.game_page
    rng = Rng(6)
    clicked = []

    def choose(seat: int) -> None:
        def act() -> None:
            scene = page.scene
            targets = []
            for item in scene.items():
                centre = item.sceneBoundingRect().center()
                action = scene.action_at(centre)
                if action is not None and action in page.legal and scene.itemAt(centre, page.board.transform()):
                    targets.append((centre, action))
            if targets:
                centre, action = targets[rng.below(len(targets))]
                before = len(match.history)
                QTest.mouseClick(page.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 page.board.mapFromScene(centre))
                clicked.append((before, action))
                return
            page.select_choice(rng.below(page.choices.rowCount()))
            page.do_button.click()

        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    assert run(loop, match.task, timeout=900) is not None
    assert len(clicked) > 20
    # every click chose the action under the mouse
    for before, action in clicked:
        assert match.history[before][1] == action


# -- the board as the controller (issue 28) and its tooltips (issue 29) -------------------------------------
def _amount_target(scene, key):
    item = scene._items[key][1]
    return dict(scene.targets())[item]


def test_a_market_case_opens_a_count_box_with_the_cost_and_plays_the_whole_buy(qapp):
    """Clicking a market case asks how many shares in one small dialog: the cost and the cash after are
    shown, and OK plays the engine's steps (the buys, then Done while the engine keeps the action open)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from desktop.app.boardinput import AmountDialog

    state, seat = _main_state(3, 4, D.SPECIAL_BIT[D.BUY_PLUS_ONE], cash=200)
    view = state.view(seat)
    scene = _scene(qapp, NAMES[:3])
    scene.show_view(view, view.legal_actions(seat))
    c = next(c for c in range(5) if state.market[c] >= 2)
    target = _amount_target(scene, f"market:{c}")
    assert target.kind == "amount" and target.amount.values()[:2] == [1, 2]
    assert max(target.amount.values()) == min(state.market[c], state.trade_limit() + 1)  # +1: the card
    dialog = AmountDialog(target.amount)
    chosen = []
    dialog.stepsChosen.connect(chosen.append)
    dialog.spin.setValue(2)
    price, cash = state.price(c), state.cash[seat]
    assert money(2 * price) in dialog.meaning.text() and money(cash - 2 * price) in dialog.meaning.text()
    if state.trade_limit() == 1:
        assert "Buy +1" in dialog.meaning.text()
    QTest.mouseClick(dialog.send_button(), Qt.MouseButton.LeftButton)
    assert chosen and [a for a in chosen[0] if isinstance(a, R.Buy)] == [R.Buy(c), R.Buy(c)]
    if state.trade_limit() == 1:  # the second share is beyond the limit: the card is played before it
        assert chosen[0] == [R.Buy(c), R.UseSpecial(D.BUY_PLUS_ONE), R.Buy(c)]
    for step in chosen[0]:
        state.apply(seat, step)
    assert state.holdings[seat][c] == 2 and state.cash[seat] == cash - 2 * price
    assert state.phase != S.BUYING  # the whole buy is done


def test_a_share_sells_and_the_silver_track_buys_bars_by_count(qapp):
    state = _position(4, 30, 8, until=lambda s: s.phase == S.MAIN and s.cash[s.current] >= s.silver_price()
                      and any(s.holdings[s.current]))
    seat = state.current
    view = state.view(seat)
    scene = _scene(qapp)
    scene.show_view(view, view.legal_actions(seat))
    c = next(c for c in range(5) if state.holdings[seat][c])
    sell = _amount_target(scene, f"pl:sh:{seat}:{c}")
    assert sell.kind == "amount" and sell.amount.steps_for(1)[0] == R.Sell(c)
    assert max(sell.amount.values()) <= state.holdings[seat][c]
    silver = _amount_target(scene, "silver:bg")
    assert silver.kind == "amount" and silver.amount.steps_for(1)[0] == R.BuySilver()
    assert max(silver.amount.values()) * state.silver_price() <= state.cash[seat]
    most = max(sell.amount.values())
    trial = state.clone()
    for step in sell.amount.steps_for(most):
        trial.apply(seat, step)
    assert trial.holdings[seat][c] == state.holdings[seat][c] - most
    assert trial.cash[seat] == state.cash[seat] + most * state.price(c)
    trial = state.clone()
    for step in silver.amount.steps_for(1):
        trial.apply(seat, step)
    assert trial.silver[seat] + 5 * trial.gold[seat] == state.silver[seat] + 5 * state.gold[seat] + 1


def test_clicks_on_the_board_in_the_window_play_the_move(window, loop):
    """Real mouse clicks through BoardDriver: the board's targets (count boxes included) play the move."""
    from desktop.app.boarddriver import BoardDriver
    from tests.app.conftest import wait_until

    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "random"), SeatSpec(BOT, "Bot 2", "random"))
    match = window.start_match(MatchSetup(GAME, seats, None, 12))
    page = window.game_page
    played: list[tuple[int, object]] = []

    def mine() -> bool:
        return not match.task.done() and match.waiting_seat == match.viewer and bool(page.legal)

    for _ in range(3):
        wait_until(loop, mine, timeout=120)
        wanted = next((a for a in page.legal if isinstance(a, R.Buy | R.Sell | R.BuySilver)), None)
        wanted = wanted or next(a for a in page.legal if a in page.scene.board_actions())
        before = len(match.history)
        assert BoardDriver(page).play(wanted)
        played.append((before, wanted))
        wait_until(loop, lambda before=before: len(match.history) > before, timeout=60)
    for before, wanted in played:
        assert match.history[before][1] == wanted


def test_every_part_of_the_board_has_a_tooltip(qapp):
    scene = _scene(qapp)
    for steps in (0, 40, 120):
        state = _position(4, steps, 5)
        view = state.view(0)
        scene.show_view(view, view.legal_actions(0))
        bare = [key for key, (_sig, item) in scene._items.items() if not key.startswith("hilite:")
                and not item.toolTip() and not any(child.toolTip() for child in item.childItems())]
        assert not bare


@pytest.mark.slow
def test_the_board_makes_nearly_every_decision_of_a_game(qapp):
    """tools/ui_coverage.py: a person driven only through the board (real clicks and dialogs)."""
    from tools.ui_coverage import coverage

    result = coverage([GAME], games=1)[GAME]
    assert result["decisions"] > 10
    assert result["board_share"] >= 0.95, result
