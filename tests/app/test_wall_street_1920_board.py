"""The 1920 Wall Street board: it draws only the viewer's view (with both
variants too), clicking the board chooses the engine's legal actions, the
sealed stock-trade offers of several people at one screen stay private, and
whole games play to the end through the real window."""

from __future__ import annotations

import asyncio
import contextlib
import gc

import pytest
from PySide6.QtCore import QPointF, QTimer

from desktop.app.gameui import ui_for
from desktop.app.match import BOT, PERSON, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from desktop.engine.games.wall_street_1920 import state as S
from desktop.engine.games.wall_street_1920.records import WallStreetOptions
from tests.app.conftest import run
from tests.app.positions import first_state

GAME = "wall_street_1920"
VARIANTS = WallStreetOptions(tycoons=True, tycoon_b="penalty", tycoon_d="penalty", call_options=True)


@pytest.fixture(autouse=True)
def _collect_on_the_gui_thread():
    """Scenes made here are collected now, on the GUI thread: collected later
    on a bot's worker thread (a garbage collection can start anywhere), a Qt
    object would be destroyed on the wrong thread and crash a later test."""
    yield
    gc.collect()


def _scene(names):
    game_ui = ui_for(GAME)
    return game_ui.scene_class()(game_ui, names)


def _find(players, want, options=None, seeds=range(1, 60), steps=4000):
    """The first position of random play (state, seat) where ``want`` holds."""
    return first_state(GAME, players, want, seeds, options, steps)


def _clicks(scene, prefix: str) -> set:
    chosen = set()
    for key, (_sig, item) in scene._items.items():
        if key.startswith(prefix):
            action = scene.action_at(item.sceneBoundingRect().center())
            if action is not None:
                chosen.add(action)
    return chosen


def _kinds(state, seat) -> set[str]:
    return {type(a).__name__ for a in state.legal_actions(seat)}


@pytest.mark.parametrize("options", [None, VARIANTS])
def test_the_board_shows_nothing_another_seat_hides(qapp, options):
    """Re-dealing everything the viewer cannot see (others' shares and
    market cards, capital cards, the deck below its top, the piles below
    their tops, sealed offers) draws exactly the same texts."""
    names = ["A", "B", "C", "D"]
    for seed, steps in ((4, 0), (5, 40), (6, 150), (7, 400)):
        game = registry.get(GAME)
        state = game.new_game(4, options, seed)
        rng = Rng(seed)
        for _ in range(steps):
            if state.is_over():
                break
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
        for seat in range(4):
            other = state.redeal(seat, Rng(seed * 17 + seat))
            first, second = _scene(names), _scene(names)
            first.show_view(state.view(seat), state.view(seat).legal_actions(seat))
            second.show_view(other.view(seat), other.view(seat).legal_actions(seat))
            assert first.texts() == second.texts()


def test_sealed_offers_are_drawn_face_down_for_everyone_else(qapp):
    state, _seat = _find(4, lambda s, seat: s.phase == S.PH_OFFER and
                         any(o >= 0 for o in s.offers) and any(o == S.WAITING for o in s.offers))
    offered = next(s for s, o in enumerate(state.offers) if o >= 0)
    card = state.offers[offered]
    names = ["A", "B", "C", "D"]
    for viewer in range(4):
        scene = _scene(names)
        view = state.view(viewer)
        scene.show_view(view, view.legal_actions(viewer))
        shown = f"card:{card}" in scene._items
        assert shown == (viewer == offered)
        if viewer != offered:
            assert f"offer:{offered}" in scene._items  # a face-down offer in its place


def test_clicking_a_circle_card_moves_there_and_buys_it(qapp):
    state, seat = _find(3, lambda s, seat: "Buy" in _kinds(s, seat))
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    chosen = _clicks(scene, "card:")
    buys = {a for a in legal if type(a).__name__ == "Buy"}
    assert buys and {a for a in chosen if type(a).__name__ == "Buy"} == buys
    assert chosen <= set(legal)
    # each click goes to the place the pawn would reach
    for action in buys:
        target = (view.pawns[seat] + view.direction * action.steps) % len(view.circle)
        item = scene._items[f"card:{view.circle[target][0]}"][1]
        assert scene.action_at(item.sceneBoundingRect().center()) == action


def test_clicking_the_circle_places_a_pawn_at_the_start(qapp):
    state = registry.get(GAME).new_game(3, None, 2)
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    assert _clicks(scene, "card:") == set(legal)


@pytest.mark.parametrize("phase", [S.PH_KEEP, S.PH_PILE, S.PH_EXPLODE])
def test_keep_and_discard_choices_are_a_button_and_the_piles(qapp, phase):
    state, seat = _find(3, lambda s, seat: s.phase == phase)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    piles = {a for a in legal if type(a).__name__ == "ToPile"}
    assert _clicks(scene, "pile:spot:") == piles
    if phase == S.PH_KEEP:
        assert any(type(a).__name__ == "Keep" for a in _clicks(scene, "btn:"))
        assert f"card:{view.pending[0]}" in scene._items  # the card being decided is shown
    if phase == S.PH_EXPLODE:
        assert f"card:{view.deck[-1]}" in scene._items


def test_an_unexpected_boom_or_bust_is_chosen_on_the_price_board(qapp):
    state, seat = _find(3, lambda s, seat: s.phase == S.PH_STOCK)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    assert _clicks(scene, "stock:") == set(legal)


def test_a_share_is_sold_and_an_offer_taken_by_clicking_it(qapp):
    state, seat = _find(3, lambda s, seat: "Sell" in _kinds(s, seat))
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    sells = {a for a in legal if type(a).__name__ == "Sell"}
    assert sells and {a for a in _clicks(scene, "card:") if type(a).__name__ == "Sell"} == sells
    state, seat = _find(4, lambda s, seat: s.phase == S.PH_TAKE)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C", "D"])
    scene.show_view(view, legal)
    assert {a for a in _clicks(scene, "card:") if type(a).__name__ == "TakeOffer"} == set(legal)


def test_the_variants_are_drawn_tycoon_cards_and_call_options(qapp):
    state, seat = _find(4, lambda s, seat: any(p >= 0 for p in s.option_pos), options=VARIANTS)
    view = state.view(seat)
    scene = _scene(["A", "B", "C", "D"])
    scene.show_view(view, view.legal_actions(seat))
    owner = next(s for s, p in enumerate(view.option_pos) if p >= 0)
    assert f"option:{owner}" in scene._items
    assert all(f"tycoon:{s}" in scene._items for s in range(4))
    texts = scene.texts()
    assert any("penalty" in t for t in texts) and any("reward" in t for t in texts)


def test_every_action_and_event_of_a_game_is_put_into_words(qapp):
    """No generic fallback text: every record of a variant game has its own sentence."""
    from desktop.app.gameui import GameUI

    game_ui = ui_for(GAME)
    generic = GameUI(GAME)
    game = registry.get(GAME)
    names = ["A", "B", "C", "D"]
    kinds_seen: set[str] = set()
    for seed in range(1, 8):
        state = game.new_game(4, VARIANTS, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            actions = state.legal_actions(seat)
            for a in actions:
                text = game_ui.describe_action(view, seat, a, names)
                assert text and text != generic.describe_action(view, seat, a, names)
                assert game_ui.describe_action(None, seat, a, names)  # the log words it without a view
            action = actions[rng.below(len(actions))]
            for event in state.apply(seat, action):
                kinds_seen.add(type(event).__name__)
                shown = event.for_seat(0) or event
                line = game_ui.describe_event(shown, names, 0)
                assert line != generic.describe_event(shown, names, 0)
        for key, _value in state.result().breakdown[0]:
            assert game_ui.breakdown_label(key) != key
    assert {"Bought", "CardKept", "ExplosionPlaced", "EndEvent", "GameEnded"} <= kinds_seen


def test_two_people_at_one_screen_choose_sealed_offers_behind_the_pass_screen(window, loop):
    """A stock trade asks several seats at once: each person chooses in
    private, after a pass screen, and never sees the other's sealed card."""
    state, _seat = _find(3, lambda s, seat: s.phase == S.PH_OFFER and
                         sum(o == S.WAITING for o in s.offers) == 2)
    waiting = [s for s, o in enumerate(state.offers) if o == S.WAITING]
    kinds = {s: (YOU if s == waiting[0] else PERSON) if s in waiting else BOT for s in range(3)}
    seats = tuple(SeatSpec(kinds[s], f"P{s}", "random") for s in range(3))
    match = window.start_match(MatchSetup(GAME, seats, None, 3), state=state)
    page = window.game_page
    passes: list[int] = []
    leaks: list[str] = []
    offered: dict[int, int] = {}

    def on_pass(seat: int) -> None:
        passes.append(seat)
        QTimer.singleShot(0, page.pass_button.click)

    def on_turn(seat: int) -> None:
        def act() -> None:
            if match.state.phase == S.PH_OFFER:
                for other, card in offered.items():
                    if other != seat and f"card:{card}" in page.scene._items:
                        leaks.append(f"{seat} sees {other}'s offer")
                action = match.state.legal_actions(seat)[0]
                offered[seat] = action.card
                page.scene.actionChosen.emit(action)
            else:
                match.stop()

        QTimer.singleShot(0, act)

    match.passRequested.connect(on_pass)
    match.humanTurn.connect(on_turn)
    with contextlib.suppress(asyncio.CancelledError):  # stopped at the next turn after the offers
        run(loop, match.task, timeout=60)
    assert set(offered) == set(waiting)
    assert passes and passes[0] == waiting[1]
    assert not leaks


@pytest.mark.slow
def test_bots_play_a_variant_game_to_the_end_through_the_window(window, loop):
    setup = MatchSetup(GAME, tuple(SeatSpec(BOT, f"Bot {i + 1}", "heuristic") for i in range(3)), VARIANTS, 12)
    match = window.start_match(setup)
    result = run(loop, match.task, timeout=600)
    assert result is not None and match.state.is_over()
    assert window.game_page.ranking.rowCount() == 3
    assert window.game_page.log.lines


@pytest.mark.slow
def test_a_human_seat_plays_a_whole_game_by_clicking_the_board(window, loop):
    """Every human decision is made by clicking the board where it can be,
    else through the action panel."""
    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "random"), SeatSpec(BOT, "Bot 2", "random"))
    match = window.start_match(MatchSetup(GAME, seats, None, 21))
    page = window.game_page
    rng = Rng(21)
    clicked: list[str] = []

    def choose(seat: int) -> None:
        def act() -> None:
            scene = page.scene
            legal = match.state.legal_actions(seat)
            on_board = [(item, t.action) for item, t in scene.targets() if t.kind == "action" and t.action in legal]
            if on_board:
                item, action = on_board[rng.below(len(on_board))]
                assert scene.action_at(item.sceneBoundingRect().center() + QPointF(0, 0)) is not None
                clicked.append(type(action).__name__)
                scene.actionChosen.emit(action)
            else:
                page.select_choice(0)
                page.do_button.click()

        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    assert run(loop, match.task, timeout=600) is not None
    assert {"PlacePawn", "Buy"} <= set(clicked)


def test_every_step_of_a_game_animates_and_ends_in_place(qapp):
    """Each decision's events are drawn as an animation (pawns go round the
    circle, cards travel, cash floats); when it has run, everything stands
    where the still drawing puts it."""
    game = registry.get(GAME)
    state = game.new_game(4, VARIANTS, 31)
    rng = Rng(31)
    scene = _scene(["A", "B", "C", "D"])
    scene.show_view(state.view(0), state.legal_actions(0))
    animated = 0
    routed = 0
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        events = state.apply(seat, actions[rng.below(len(actions))])
        view = state.view(0)
        scene.prepare(view, view.legal_actions(0))
        scene.on_events([e2 for e in events if (e2 := e.for_seat(0)) is not None], view)
        routed += bool(scene._routes)
        group = scene.commit(120)
        if group is not None:
            animated += 1
            group.setCurrentTime(group.duration())
            group.stop()
    assert animated > 50 and routed > 5
    still = _scene(["A", "B", "C", "D"])
    still.show_view(state.view(0), [])
    scene.show_view(state.view(0), [])
    placed = {k: item.pos() for k, (_s, item) in scene._items.items()}
    assert placed == {k: item.pos() for k, (_s, item) in still._items.items()}


def test_the_share_for_a_stock_trade_is_shown_by_clicking_it(qapp):
    """A share of one type is one click; a starting share asks which of its two types."""
    state, seat = _find(4, lambda s, seat: s.phase == S.PH_SHOW)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C", "D"])
    scene.show_view(view, legal)
    direct = {a for a in _clicks(scene, "card:") if type(a).__name__ == "ShowCard"}
    with_menu = {a.card for a in legal if sum(b.card == a.card for b in legal) > 1}
    assert direct | {a for a in legal if a.card in with_menu} == set(legal)
    for card in with_menu:
        assert dict(scene.targets())[scene._items[f"card:{card}"][1]].kind in ("pick", "menu")


def test_a_call_option_is_slid_under_a_card_from_its_menu(qapp):
    """With call options, a circle card you may both buy and put your option
    under offers both from a menu; one you may only buy is bought at a click."""
    state, seat = _find(3, lambda s, seat: "PlaceOption" in _kinds(s, seat), options=VARIANTS)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    for action in legal:
        if type(action).__name__ != "PlaceOption":
            continue
        item = scene._items[f"card:{view.circle[action.position][0]}"][1]
        target = dict(scene.targets())[item]
        assert target.kind in ("pick", "menu") or target.action == action


# -- the board as the controller (issue 28) and its tooltips (issue 29) -------------------------------------
def test_a_card_with_several_choices_offers_them_in_a_board_menu(qapp):
    """A circle card you may buy or put your call option under is one menu target naming both moves."""
    state, seat = _find(3, lambda s, seat: "PlaceOption" in _kinds(s, seat) and "Buy" in _kinds(s, seat),
                        options=VARIANTS)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, legal)
    menus = [t for _item, t in scene.targets() if t.kind == "menu"]
    assert scene.board_actions() == set(legal)
    for target in menus:
        assert len(target.menu) > 1 and all(label for label, _a in target.menu)
    options = {a for a in legal if type(a).__name__ == "PlaceOption"}
    assert options <= scene.board_actions()


def test_clicks_on_the_board_in_the_window_play_the_move(window, loop):
    """Real mouse clicks through BoardDriver play the person's moves (pawn, buy, sell, piles, buttons)."""
    from desktop.app.boarddriver import BoardDriver
    from tests.app.conftest import wait_until

    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "random"), SeatSpec(BOT, "Bot 2", "random"))
    match = window.start_match(MatchSetup(GAME, seats, VARIANTS, 14))
    page = window.game_page
    rng = Rng(14)
    played: list[tuple[int, object]] = []

    def mine() -> bool:
        return not match.task.done() and match.waiting_seat == match.viewer and bool(page.legal)

    for _ in range(6):
        wait_until(loop, mine, timeout=120)
        reachable = [a for a in page.legal if a in page.scene.board_actions()]
        assert reachable == list(page.legal), "every legal move is on the board"
        wanted = reachable[rng.below(len(reachable))]
        before = len(match.history)
        assert BoardDriver(page).play(wanted), wanted
        played.append((before, wanted))
        wait_until(loop, lambda before=before: len(match.history) > before, timeout=60)
    for before, wanted in played:
        assert match.history[before][1] == wanted


def test_every_part_of_the_board_has_a_tooltip(qapp):
    scene = _scene(["A", "B", "C", "D"])
    for options in (None, VARIANTS):
        state = registry.get(GAME).new_game(4, options, 9)
        rng = Rng(9)
        for step in range(160):
            if state.is_over():
                break
            if step % 40 == 0:
                view = state.view(0)
                scene.show_view(view, view.legal_actions(0))
                bare = [key for key, (_sig, item) in scene._items.items() if not key.startswith("hilite:")
                        and not item.toolTip() and not any(child.toolTip() for child in item.childItems())]
                assert not bare
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])


@pytest.mark.slow
def test_the_board_makes_nearly_every_decision_of_a_game(qapp):
    """tools/ui_coverage.py: a person driven only through the board (real clicks and dialogs)."""
    from tools.ui_coverage import coverage

    result = coverage([GAME], games=1)[GAME]
    assert result["decisions"] > 10
    assert result["board_share"] >= 0.95, result


def test_a_circle_card_out_of_reach_says_why(qapp):
    """On your buying turn a card you cannot afford is not lit, and its tooltip gives the cash it needs."""
    def poor(s, seat) -> bool:
        if s.phase != S.PH_MAIN or s.pawns[seat] < 0:
            return False
        size = len(s.circle)
        return any(s.buy_cost(seat, k)[3] > s.cash[seat] for k in range(1, size))

    state, seat = _find(3, poor)
    view = state.view(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, view.legal_actions(seat))
    size = len(view.circle)
    far = next(k for k in range(1, size) if view.buy_cost(seat, k)[3] > view.cash[seat])
    pos = (view.pawns[seat] + view.direction * far) % size
    item = scene._items[f"card:{view.circle[pos][0]}"][1]
    assert item not in dict(scene.targets())
    assert "Out of reach now" in item.toolTip()


def test_the_trend_card_flips_at_a_click_when_it_is_not_a_place_to_buy(qapp):
    state, seat = _find(3, lambda s, seat: s.phase == S.PH_POST and "Flip" in _kinds(s, seat))
    view = state.view(seat)
    scene = _scene(["A", "B", "C"])
    scene.show_view(view, view.legal_actions(seat))
    from desktop.engine.games.wall_street_1920 import data as d
    from desktop.engine.games.wall_street_1920.records import Flip

    item = scene._items[f"card:{d.TREND}"][1]
    assert scene.action_at(item.sceneBoundingRect().center()) == Flip()
