"""The Hab & Gut board and words: every id in words, the seat's two racks and
nothing else, the second card's halving shown, clicks that choose actions,
the share-trade dialog's steps, random seating, and whole games through the
window (bots only, and a human seat using the dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QTimer

from desktop.app.gameui import GameUI, ui_for
from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
from desktop.engine import Rng, registry
from desktop.engine.games.hab_und_gut import actions as A
from desktop.engine.games.hab_und_gut.state import PRICES, SHARES
from tests.app.conftest import run

GAME = "hab_und_gut"
NAMES = ["Ann", "Ben", "Cho", "Dee"]


def _ui():
    return ui_for(GAME)


def _scene(names=NAMES):
    ui = _ui()
    return ui.scene_class()(ui, names)


def _play_until(state, rng: Rng, stop) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2000):
        if state.is_over() or stop(state):
            return
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    raise AssertionError("the position was not reached")


def _new(players: int = 4, seed: int = 3, options=None):  # type: ignore[no-untyped-def]
    return registry.get(GAME).new_game(players, options, seed)


# -- words ------------------------------------------------------------------------
SAMPLE_EVENTS = [
    A.ShareBought(0, 1, 45), A.ShareSold(1, 2, 60), A.ShareDonated(2, 1, -1), A.ShareDonated(0, 0, 3, True),
    A.TurnEnded(1), A.PhaseStarted("shares", 1, 2, 0), A.PhaseStarted("prices", 2, 4, 3),
    A.CardPlayed(0, 0, 3, 4, 4, True), A.CardPlayed(0, 3, 5, -6, -3, False), A.PriceMoved(0, 40, 60),
    A.PriceMoved(1, 40, 20), A.PriceMoved(2, 250, 250), A.StartPlayerPassed(2), A.DonationsCashed(1, (0, 3), 95, 95),
    A.DonationsCashed(2, (), 0, 40), A.CardsReshuffled(2), A.RackDealt(0, (0, 7, 14, 20, 21, 30, 33, 35), 0, 1),
    A.HoldingsSold(3, 5, 2, 120), A.PlayerEliminated(1, 30), A.GameEnded((0, 2), (500, 200, 500, 10), (90, 30, 80, 40)),
]


def test_every_event_of_the_game_has_its_own_sentence(qapp):
    ui = _ui()
    generic = GameUI(GAME)
    covered = {type(e) for e in SAMPLE_EVENTS}
    assert covered == set(A.EVENT_TYPES)
    for event in SAMPLE_EVENTS:
        text = ui.describe_event(event, NAMES, 0)
        assert text and text != generic.describe_event(event, NAMES, 0), event
        assert "%" not in text, text


def test_a_rack_the_viewer_cannot_see_gives_no_log_line(qapp):
    hidden = A.RackDealt(2, (-1,) * 8, 2, 3).for_seat(0)
    assert _ui().describe_event(hidden, NAMES, 0) is None


def test_every_action_has_its_own_words_with_the_price_it_will_move_to(qapp):
    state = _new()
    view = state.view(0)
    ui = _ui()
    generic = GameUI(GAME)
    samples = [A.Buy(0), A.Sell(1), A.Donate(2), A.EndTurn(), A.PlayCard(0, 3, 4), A.PlayCard(3, 1, -6)]
    assert {type(a) for a in samples} == set(A.ACTION_TYPES)
    for action in samples:
        for v in (view, None):
            text = ui.describe_action(v, 0, action, NAMES)
            assert text != generic.describe_action(v, 0, action, NAMES) and "%" not in text
    assert "$40" in ui.describe_action(view, 0, A.Buy(0), NAMES)
    # the first card moves by its full value: coffee +4 from 40 goes to 60 (one space is 5)
    assert "$60" in ui.describe_action(view, 0, A.PlayCard(0, 3, 4), NAMES)
    assert "left" in ui.describe_action(view, 0, A.PlayCard(0, 3, 4), NAMES)
    assert "right" in ui.describe_action(view, 0, A.PlayCard(3, 3, 4), NAMES)


def test_options_and_score_keys_have_words(qapp):
    from desktop.app.games.hab_und_gut.words import BREAKDOWN, OPTIONS

    ui = _ui()
    names = [name for name, *_rest in registry.get(GAME).options_type.describe()]
    assert names and set(names) <= set(OPTIONS)
    result = _finished_state().result()
    for key, value in result.breakdown[0]:
        assert key in BREAKDOWN
        assert ui.breakdown_label(key) and ui.breakdown_value(key, value)


def _finished_state():  # type: ignore[no-untyped-def]
    state = _new(3, 5)
    _play_until(state, Rng(5), lambda s: False)
    return state


# -- what the board shows --------------------------------------------------------------
def _card_racks(scene) -> set[int]:  # type: ignore[no-untyped-def]
    return {int(key.split(":")[1]) for key in scene._items if key.startswith("card:")}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_board_shows_exactly_the_two_racks_beside_the_seat(qapp, players):
    state = _new(players, players)
    _play_until(state, Rng(players), lambda s: s.phase == PRICES)
    for seat in range(players):
        scene = _scene(NAMES[:players] + ["Eve"][: max(0, players - 4)])
        view = state.view(seat)
        scene.show_view(view, view.legal_actions(seat))
        assert _card_racks(scene) == {seat, (seat - 1) % players}
        cards = sum(1 for key in scene._items if key.startswith("card:"))
        assert cards == len(state.racks[seat]) + len(state.racks[(seat - 1) % players])


def test_others_face_down_donations_are_drawn_as_backs(qapp):
    state = _new(3, 8)
    _play_until(state, Rng(8), lambda s: any(g >= 0 for b in s.board[1:] for g in b) and s.phase == PRICES)
    scene = _scene(NAMES[:3])
    view = state.view(0)
    scene.show_view(view, [])
    for seat in (1, 2):
        for slot, good in enumerate(state.board[seat]):
            sig = scene._items[f"don:slot:{seat}:{slot}"][0]
            assert sig[0] == (-1 if good >= 0 else good)
    # the viewer's own donations show their goods
    own = [scene._items[f"don:slot:0:{slot}"][0][0] for slot in range(4)]
    assert own == state.board[0]


def test_the_second_card_of_a_turn_is_shown_halved(qapp):
    state = _new(4, 2)
    _play_until(state, Rng(2), lambda s: s.phase == PRICES and s.used_rack >= 0)
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene()
    scene.show_view(view, legal)
    other = next(r for r in view.seat_racks(seat) if r != view.used_rack)
    halved = [sig for key, (sig, _item) in scene._items.items() if key.startswith(f"card:{other}:")]
    used = [sig for key, (sig, _item) in scene._items.items() if key.startswith(f"card:{view.used_rack}:")]
    assert halved and all(sig[1] for sig in halved)  # drawn as second cards
    assert all(sig[2] and not sig[1] for sig in used)  # the played rack is greyed
    assert any("half value" in t for t in scene.texts())
    words = [_ui().describe_action(view, seat, a, NAMES) for a in legal]
    assert words and all("halved" in w for w in words)


def test_the_played_strip_marks_the_second_card_with_its_half(qapp):
    state = _new(3, 4)
    _play_until(state, Rng(4), lambda s: s.phase == PRICES and len(s.discard) == 2)
    scene = _scene(NAMES[:3])
    scene.show_view(state.view(0), [])
    first, second = scene._items["played:0"][0], scene._items["played:1"][0]
    assert first[1] is True and second[1] is False
    assert any(t.startswith("½ of") for t in scene.texts())


# -- clicks ----------------------------------------------------------------------------------
def _click_all(scene) -> list:  # type: ignore[no-untyped-def]
    hits = []
    for item in scene.items():
        action = scene.action_at(item.sceneBoundingRect().center() + QPointF(0, 0))
        if action is not None:
            hits.append(action)
    return hits


def test_clicking_a_rack_card_plays_it(qapp):
    state = _new(4, 6)
    _play_until(state, Rng(6), lambda s: s.phase == PRICES)
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene()
    scene.show_view(view, legal)
    hits = set(_click_all(scene))
    assert hits == set(legal)


def test_buy_sell_donate_and_end_turn_are_all_on_the_board(qapp):
    state = _new(3, 9)
    _play_until(state, Rng(9), lambda s: s.phase == SHARES and s.round == 1 and sum(s.holdings[s.to_move()[0]]) > 0
                and s.trades == 0)
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(NAMES[:3])
    scene.show_view(view, legal)
    hits = set(_click_all(scene))
    kinds = {type(a).__name__ for a in hits}
    assert {"Donate", "EndTurn"} <= kinds  # one click each; Buy / Sell open a count box
    amounts = {t.amount.first_steps()[0] for _i, t in scene.targets() if t.kind == "amount" and t.amount}
    assert {type(a).__name__ for a in amounts} == {"Buy", "Sell"}
    assert scene.board_actions() == set(legal)


# -- animations --------------------------------------------------------------------------------
def test_a_played_card_travels_and_the_price_marker_slides(qapp):
    state = _new(4, 12)
    _play_until(state, Rng(12), lambda s: s.phase == PRICES)
    scene = _scene()
    scene.show_view(state.view(0), [])
    seat = state.to_move()[0]
    action = state.legal_actions(seat)[0]
    events = state.apply(seat, action)
    good = action.good  # type: ignore[attr-defined]
    marker = scene._items[f"marker:{good}"][1]
    before = marker.pos()
    view = state.view(0)
    scene.prepare(view, [])
    scene.on_events([e.for_seat(0) for e in events], view)
    travels = len(scene._travels)
    group = scene.commit(200)
    assert travels == 1 and group is not None
    moved = scene._items[f"marker:{good}"][1]
    group.setCurrentTime(200)
    if state.prices[good] != 40:
        assert moved.pos() != before
    group.stop()


def test_no_animation_when_the_speed_is_off(qapp):
    state = _new(3, 1)
    scene = _scene(NAMES[:3])
    scene.show_view(state.view(0), [])
    events = state.apply(0, A.Buy(2))
    scene.prepare(state.view(0), [])
    scene.on_events(events, state.view(0))
    assert scene.commit(0) is None
    assert not [i for i in scene.items() if i.zValue() >= 90]  # no travelling or floating leftovers


# -- the share-trade dialog ------------------------------------------------------------------
def test_trade_plan_follows_the_turn_rules(qapp):
    from desktop.app.games.hab_und_gut.dialogs import plan_problem, plan_steps

    state = _new(3, 1)
    view = state.view(0)
    assert plan_problem(view, 0, True, [1, 1, 1, 0, 0, 0], None) is None
    assert plan_problem(view, 0, True, [2, 1, 1, 0, 0, 0], None) == "share_limit_reached"
    assert plan_problem(view, 0, False, [1, 0, 0, 0, 0, 0], None) == "no_share_to_sell"
    # a share bought this turn may be donated in the same turn (rules DEFAULT)
    assert plan_problem(view, 0, True, [1, 0, 0, 0, 0, 0], 0) is None
    assert plan_problem(view, 0, True, [1, 0, 0, 0, 0, 0], 1) == "no_share_to_donate"
    steps = plan_steps(True, [2, 0, 0, 0, 0, 1], 5)
    assert steps == [A.Buy(0), A.Buy(0), A.Buy(5), A.Donate(5), A.EndTurn()]
    for step in steps:
        state.apply(0, step)
    assert state.holdings[0][0] == 2 and state.board[0][0] == 5 and state.to_move() == (1,)


def test_trade_plan_refuses_what_the_engine_refuses(qapp):
    from desktop.app.games.hab_und_gut.dialogs import plan_problem

    state = _new(3, 1)
    state.apply(0, A.Buy(0))
    view = state.view(0)
    assert plan_problem(view, 0, False, [1, 0, 0, 0, 0, 0], None) == "cannot_buy_and_sell"
    assert plan_problem(view, 0, True, [0, 3, 0, 0, 0, 0], None) == "share_limit_reached"
    state.apply(0, A.Donate(0))
    view = state.view(0)
    assert plan_problem(view, 0, True, [0, 1, 0, 0, 0, 0], None) == "trading_closed_after_donation"
    poor = _new(3, 1)
    for _ in range(3):
        poor.apply(0, A.Buy(0))
    poor.cash[0] = 30
    assert plan_problem(poor.view(0), 0, True, [0, 0, 0, 0, 0, 0], None) is None


def test_trade_dialog_gives_the_engine_steps_and_blocks_a_bad_plan(qapp):
    from PySide6.QtWidgets import QDialogButtonBox

    from desktop.app.games.hab_und_gut.dialogs import ShareTradeDialog

    state = _new(3, 1)
    view = state.view(0)
    specs = _ui().compose_specs(view, 0, view.legal_actions(0), NAMES)
    assert len(specs) == 1 and specs[0].custom is not None
    dialog = ShareTradeDialog(_ui(), view, 0)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.set_plan(True, [0, 1, 0, 0, 0, 0], 1)
    assert ok.isEnabled() and dialog.steps() == [A.Buy(1), A.Donate(1), A.EndTurn()]
    assert "$40" in dialog.summary.text()
    dialog.set_plan(False, [0, 1, 0, 0, 0, 0], None)
    assert not ok.isEnabled() and dialog.steps() == []
    dialog.deleteLater()


# -- seating ---------------------------------------------------------------------------------------
def test_new_game_dialog_seats_hab_und_gut_players_at_random_from_the_seed(qapp):
    from desktop.app.newgame import NewGameDialog

    seats_of = {}
    for seed in range(12):
        dialog = NewGameDialog(None, GAME)
        dialog.players_spin.setValue(4)
        dialog.seed_edit.setText(str(seed))
        setup = dialog.setup()
        again = dialog.setup()
        assert setup.seats == again.seats  # the seed decides the seating
        assert sorted(s.name for s in setup.seats) == sorted(r.spec().name for r in dialog.seat_rows[:4])
        seats_of[seed] = [s.kind for s in setup.seats].index(YOU)
        dialog.deleteLater()
    assert len(set(seats_of.values())) > 1  # you do not always sit in the same seat
    for other in [g for g in registry.ids() if not ui_for(g).random_seating]:
        fixed = NewGameDialog(None, other)
        fixed.seed_edit.setText("5")
        assert fixed.setup().seats[0].kind == YOU  # other games keep the seats as chosen
        fixed.deleteLater()


# -- whole games through the window ----------------------------------------------------------------
@pytest.mark.slow
def test_bots_only_hab_und_gut_plays_to_the_end_with_animations_on(window, loop):
    """The first round and a half animated at the fast speed (each step waits
    for its animation), the rest without animation to keep the test short."""
    window.settings.set_speed("fast", persist=False)
    setup = MatchSetup(GAME, tuple(SeatSpec(BOT, f"Bot {i}", "heuristic") for i in range(3)), None, 21)
    match = window.start_match(setup)
    page = window.game_page
    animated = []
    commit = page.scene.commit

    def counting(ms: int):  # type: ignore[no-untyped-def]
        group = commit(ms)
        if group is not None:
            animated.append(match.decisions)
        return group

    page.scene.commit = counting

    def slow_down_no_more(_seat: int, _action: object, _events: object) -> None:
        if match.decisions >= 30:
            window.settings.set_speed("off", persist=False)

    match.applied.connect(slow_down_no_more)
    result = run(loop, match.task, timeout=600)
    assert result is not None and match.state.is_over()
    assert window.game_page.ranking.rowCount() == 3
    assert len(animated) >= 20 and max(animated) < 31


@pytest.mark.slow
def test_a_human_seat_plays_hab_und_gut_with_the_trade_dialog_and_board_clicks(window, loop):
    from desktop.app.games.hab_und_gut.dialogs import ShareTradeDialog, plan_problem

    seats = (SeatSpec(BOT, "Bot 1", "heuristic"), SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 2", "heuristic"))
    match = window.start_match(MatchSetup(GAME, seats, None, 17))
    page = window.game_page
    used = {"dialog": 0, "click": 0}

    def choose(seat: int) -> None:
        def act() -> None:
            view = match.state.view(seat)
            legal = view.legal_actions(seat)
            assert page.choices.rowCount() == len(legal)
            if view.phase == SHARES and view.trades == 0 and page.compose_button.isVisible():
                cheapest = min(range(6), key=lambda g: view.prices[g] if view.prices[g] > 0 else 999)
                counts = [0] * 6
                counts[cheapest] = 1
                donate = cheapest if view.board[seat][view.round] == -2 else None
                if plan_problem(view, seat, True, counts, donate) is None:
                    dialog = ShareTradeDialog(page.game_ui, view, seat, page)
                    dialog.set_plan(True, counts, donate)
                    steps = dialog.steps()
                    dialog.deleteLater()
                    used["dialog"] += 1
                    page.submit_steps(steps)
                    return
            if view.phase == PRICES:
                target = legal[0]
                for item in page.scene.items():
                    if page.scene.action_at(item.sceneBoundingRect().center()) == target:
                        used["click"] += 1
                        page.scene.actionChosen.emit(target)
                        return
            page.select_choice(0)
            page.do_button.click()

        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    result = run(loop, match.task, timeout=600)
    assert result is not None
    assert used["dialog"] >= 4 and used["click"] >= 8
    bought = [a for s, a, _e in match.history if s == 1 and type(a).__name__ == "Buy"]
    assert len(bought) >= used["dialog"]


@pytest.mark.parametrize("players", [3, 5])
def test_the_board_draws_the_same_for_any_deal_of_what_the_seat_cannot_see(qapp, players):
    """Other racks, the cards set aside and others' face-down donations never
    change a drawn text: a re-dealt hidden part draws exactly the same."""
    names = ["Ann", "Ben", "Cho", "Dee", "Eve"][:players]
    for seed, stop in ((1, lambda s: s.phase == PRICES and s.round == 2),
                       (2, lambda s: s.half == 1 and s.phase == SHARES and s.round == 1)):
        state = _new(players, seed)
        _play_until(state, Rng(seed), stop)
        for seat in range(players):
            other = state.redeal(seat, Rng(seed * 7 + seat))
            first, second = _scene(names), _scene(names)
            first.show_view(state.view(seat), state.view(seat).legal_actions(seat))
            second.show_view(other.view(seat), other.view(seat).legal_actions(seat))
            assert first.texts() == second.texts()
            assert sorted(first._items) == sorted(second._items)
            looks = {k: sig for k, (sig, _i) in first._items.items()}
            assert looks == {k: sig for k, (sig, _i) in second._items.items()}


def test_a_donation_travels_to_its_slot_and_the_start_token_slides(qapp):
    state = _new(3, 1)
    scene = _scene(NAMES[:3])
    scene.show_view(state.view(1), [])
    events = state.apply(0, A.Buy(0)) + state.apply(0, A.Donate(0))
    scene.prepare(state.view(1), [])
    scene.on_events([e.for_seat(1) for e in events], state.view(1))
    assert len(scene._travels) == 2  # the share bought, then the face-down share to its slot
    group = scene.commit(100)
    assert group is not None
    group.setCurrentTime(100)
    group.stop()
    badge = scene._items["startbadge"][1]
    start = badge.pos()
    for _turn in range(3):
        state.apply(state.to_move()[0], A.EndTurn())
    while state.phase == PRICES:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    scene.prepare(state.view(1), [])
    group = scene.commit(100)
    assert scene._items["startbadge"][1] is badge and group is not None
    group.setCurrentTime(100)
    assert badge.pos() != start
    group.stop()


def test_a_dialog_form_is_shown_inside_its_dialog_and_escape_closes_the_dialog(qapp):
    """The share-trade form (like every dialog form) is part of its dialog, not a
    hidden window of its own that would leave the dialog empty."""
    from desktop.app.games.hab_und_gut.dialogs import ShareTradeDialog

    state = _new(3, 1)
    dialog = ShareTradeDialog(_ui(), state.view(0), 0)
    dialog.show()
    qapp.processEvents()
    assert not dialog.form.isWindow() and dialog.form.isVisible()
    assert dialog.width() > 200 and dialog.height() > 200
    dialog.form.reject()  # what Escape inside the form does
    assert not dialog.isVisible()
    dialog.deleteLater()


JA_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context><name>HabUndGut</name>
<message><source>Coal</source><translation>石炭</translation></message>
</context>
<context><name>HabUndGutBoard</name>
<message><source>donated</source><translation>寄付</translation></message>
<message><source>full</source><translation>全額</translation></message>
</context>
</TS>
"""


def test_switching_language_redraws_every_word_on_the_board(qapp, tmp_path, monkeypatch):
    """Cards, played cards, donation centres and goods carry their words in
    their look, so a language switch redraws them in the new language."""
    import shutil
    import subprocess
    import sys

    from desktop.app import i18n, translations

    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    ts = tmp_path / "trading_floor_ja.ts"
    ts.write_text(JA_TS, encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "trading_floor_ja.qm")], check=True,
                   capture_output=True)
    monkeypatch.setattr(i18n, "catalog_path", lambda code: str(tmp_path / f"trading_floor_{code}.qm"))
    state = _new(3, 4)
    _play_until(state, Rng(4), lambda s: s.phase == PRICES and len(s.discard) == 2
                and any(c < 6 for c in s.racks[0] + s.racks[2]))
    scene = _scene(NAMES[:3])
    scene.show_view(state.view(0), [])
    assert "donated" in scene.texts() and "full" in scene.texts() and "Coal" in scene.texts()
    try:
        assert translations.install("ja")
        scene.show_view(state.view(0), [])
        texts = scene.texts()
        assert "寄付" in texts and "全額" in texts and "石炭" in texts
        assert "donated" not in texts and "full" not in texts and "Coal" not in texts
    finally:
        translations.install("en")


# -- the board as the controller (issue 28) ---------------------------------------------------
def _open_target(scene, kind: str, first):  # type: ignore[no-untyped-def]
    for _item, target in scene.targets():
        if target.kind == kind and first in target.reaches():
            scene.activate(target)
            return scene.open_popup
    raise AssertionError(f"no {kind} target reaches {first}")


def test_every_legal_move_is_on_the_board_at_every_decision(qapp):
    state = _new(3, 21)
    rng = Rng(21)
    seen: set[str] = set()
    for _ in range(300):
        if state.is_over():
            break
        seat = state.to_move()[0]
        view = state.view(seat)
        legal = view.legal_actions(seat)
        scene = _scene(NAMES[:3])
        scene.show_view(view, legal)
        assert set(legal) <= scene.board_actions()
        seen.update(type(a).__name__ for a in legal)
        state.apply(seat, legal[rng.below(len(legal))])
    assert {"Buy", "Sell", "Donate", "EndTurn", "PlayCard"} <= seen


def test_buy_opens_a_count_box_with_the_cost(qapp):
    state = _new(3, 9)
    _play_until(state, Rng(9), lambda s: s.phase == SHARES and s.trades == 0
                and any(s.prices[g] > 0 and s.supply[g] >= 2 and s.cash[s.to_move()[0]] >= 2 * s.prices[g]
                        for g in range(6)))
    seat = state.to_move()[0]
    view = state.view(seat)
    g = next(g for g in range(6)
             if view.prices[g] > 0 and view.supply[g] >= 2 and view.cash[seat] >= 2 * view.prices[g])
    scene = _scene(NAMES[:3])
    scene.show_view(view, view.legal_actions(seat))
    dialog = _open_target(scene, "amount", A.Buy(g))
    assert dialog.spin.maximum() >= 2
    dialog.spin.setValue(2)
    from desktop.app.i18n import money

    assert money(2 * view.prices[g]) in dialog.meaning.text()
    got: list = []
    dialog.stepsChosen.connect(got.append)
    dialog.send_button().click()
    assert got == [[A.Buy(g), A.Buy(g)]]
    state.apply(seat, A.Buy(g))
    state.apply(seat, A.Buy(g))  # the steps are legal one after the other


def test_the_trade_dialog_opens_from_the_board_and_sends_its_steps(qapp):
    state = _new(3, 9)
    _play_until(state, Rng(9), lambda s: s.phase == SHARES and any(isinstance(a, A.Donate)
                                                                  for a in s.legal_actions(s.to_move()[0])))
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    donate = next(a for a in legal if isinstance(a, A.Donate))
    scene = _scene(NAMES[:3])
    scene.show_view(view, legal)
    dialog = _open_target(scene, "dialog", donate)
    from desktop.app.games.hab_und_gut.dialogs import ShareTradeDialog

    assert isinstance(dialog, ShareTradeDialog)
    got: list = []
    dialog.stepsChosen.connect(got.append)
    assert dialog.drive(donate)
    dialog.send_button().click()
    assert got == [[donate, A.EndTurn()]]


def test_after_a_sale_buy_stays_greyed_with_the_reason(qapp):
    state = _new(3, 9)
    _play_until(state, Rng(9), lambda s: s.phase == SHARES and s.trades == 0
                and any(isinstance(a, A.Sell) for a in s.legal_actions(s.to_move()[0])))
    seat = state.to_move()[0]
    sale = next(a for a in state.legal_actions(seat) if isinstance(a, A.Sell))
    state.apply(seat, sale)
    view = state.view(seat)
    legal = view.legal_actions(seat)
    assert not any(isinstance(a, A.Buy) for a in legal)
    scene = _scene(NAMES[:3])
    scene.show_view(view, legal)
    greyed = [item for key, (_sig, item) in scene._items.items() if key.startswith("trade:") and key.endswith(":0:off")]
    assert len(greyed) == 6
    reason = _ui().describe_reason("cannot_buy_and_sell", {})
    assert all(item.toolTip() == reason for item in greyed)
    note = scene._items["tracks:note"][1]
    assert "sold" in note.text()


def test_every_board_component_explains_itself(qapp):
    state = _new(3, 9)
    _play_until(state, Rng(9), lambda s: s.phase == SHARES and s.round == 1)
    seat = state.to_move()[0]
    view = state.view(seat)
    scene = _scene(NAMES[:3])
    scene.show_view(view, view.legal_actions(seat))
    silent = [key for key, (sig, item) in scene._items.items()
              if not item.toolTip() and sig != "" and not key.startswith(("hilite:", "tracks:title", "played:title",
                                                                          "pl:token", "pl:name", "tracks:note"))]
    assert not silent, silent


@pytest.mark.slow
def test_a_whole_game_is_played_through_the_board(tmp_path):
    import json
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRADING_FLOOR_DATA_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, str(root / "tools" / "ui_coverage.py"), "--game", GAME, "--games", "1",
                          "--json"], capture_output=True, text=True, timeout=900, cwd=root, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    row = json.loads(out.stdout)["games"][GAME]
    assert row["decisions"] > 10
    assert row["board_share"] >= 0.95, row
