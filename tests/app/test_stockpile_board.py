"""The Stockpile board as the controller (issue 28) and its tooltips (issue
29): every legal move is reachable on the board at every decision, a
stockpile's bid dialog steps between the legal amounts and says who leads,
your own face-down card is drawn face down yet known to you, shares sell in a
count box, clicks through BoardDriver play the move, and a whole game played
only through the board (tools/ui_coverage.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.app.boardinput import AMOUNT, PICK, AmountDialog
from desktop.app.gameui import ui_for
from desktop.engine import Rng, registry
from desktop.engine.games.stockpile import actions as A
from desktop.engine.games.stockpile import events as E
from desktop.engine.games.stockpile.actions import StockpileOptions
from desktop.engine.games.stockpile.phases import SUPPLY
from tests.app.positions import first_state

GAME = "stockpile"
NAMES = ["Ann", "Ben", "Cho", "Dee"]
ROOT = Path(__file__).resolve().parents[2]


def _scene(names=NAMES):  # type: ignore[no-untyped-def]
    ui = ui_for(GAME)
    return ui.scene_class()(ui, names)


def _until(players: int, seed: int, want, options=None):  # type: ignore[no-untyped-def]
    return first_state(GAME, players, want, (seed,), options)


def _kinds(state, seat) -> set[str]:  # type: ignore[no-untyped-def]
    return {type(a).__name__ for a in state.legal_actions(seat)}


def _shown(state, seat, names=NAMES):  # type: ignore[no-untyped-def]
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(names[:state.num_players])
    scene.show_view(view, legal)
    return scene, legal


def _open(scene, kind: str, first):  # type: ignore[no-untyped-def]
    """Open the target of ``kind`` whose first steps include ``first``; the popup."""
    for _item, target in scene.targets():
        if target.kind == kind and first in target.reaches():
            scene.activate(target)
            return scene.open_popup
    raise AssertionError(f"no {kind} target reaches {first}")


@pytest.mark.parametrize("investors", [False, True])
def test_every_legal_move_is_on_the_board_at_every_decision(qapp, investors):
    options = StockpileOptions(investors=investors)
    state = registry.get(GAME).new_game(3, options, 5)
    rng = Rng(5)
    seen: set[str] = set()
    for _ in range(400):
        if state.is_over():
            break
        seat = state.to_move()[0]
        scene, legal = _shown(state, seat)
        reach = set(scene.board_actions())
        # a placement of another hand card is one pick away
        for _item, target in scene.targets():
            if target.kind == PICK:
                reach.update(target.leads_to)
        missing = [a for a in legal if a not in reach]
        assert not missing, missing
        seen.update(type(a).__name__ for a in legal)
        state.apply(seat, legal[rng.below(len(legal))])
    assert {"Bid", "Place", "Sell", "DoneSelling"} <= seen


def test_the_bid_dialog_steps_between_legal_amounts_and_says_who_leads(qapp):
    state, seat = _until(3, 4, lambda s, seat: "Bid" in _kinds(s, seat) and max(s.bid_space) >= 0
                         and any(a.lot == s.bid_space.index(max(s.bid_space)) for a in s.legal_actions(seat)
                                 if isinstance(a, A.Bid)))
    lot = state.bid_space.index(max(state.bid_space))
    scene, legal = _shown(state, seat)
    bids = [a for a in legal if isinstance(a, A.Bid) and a.lot == lot]
    dialog = _open(scene, AMOUNT, bids[0])
    assert isinstance(dialog, AmountDialog)
    from desktop.engine.games.stockpile import data

    amounts = [data.BID_TRACK[b.space] * 1000 for b in bids]
    assert dialog.spin.minimum() == min(amounts) and dialog.spin.maximum() == max(amounts)
    assert dialog.spin.value() == min(amounts)
    if len(amounts) > 1:
        dialog.spin.stepBy(1)  # the arrow goes to the next space of the track, not $1 more
        assert dialog.spin.value() == sorted(amounts)[1]
    assert NAMES[state.bidder[lot]] in dialog.meaning.text()
    got: list = []
    dialog.stepsChosen.connect(got.append)
    assert dialog.drive(bids[-1])
    dialog.send_button().click()
    assert got == [[bids[-1]]]


def test_a_stockpile_opens_one_bid_dialog_from_the_board_through_the_driver(window, loop):
    """BoardDriver clicks the stockpile and the dialog's OK; the bid is played."""
    import asyncio

    from desktop.app.boarddriver import BoardDriver
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec

    seats = (SeatSpec(YOU, "You"), SeatSpec(BOT, "Bot 1", "heuristic"), SeatSpec(BOT, "Bot 2", "heuristic"))
    match = window.start_match(MatchSetup(GAME, seats, None, 3))
    page = window.game_page
    driver = BoardDriver(page)
    paths: list[list[str]] = []
    for _ in range(400):
        if match.task.done():
            break
        loop.run_until_complete(asyncio.sleep(0.02))
        if match.waiting_seat != match.viewer or not page.legal or page.auto_action is not None:
            continue
        legal = list(page.legal)
        bid = max((a for a in legal if isinstance(a, A.Bid)), key=lambda a: a.space, default=None)
        wanted = bid if bid is not None else next((a for a in legal if not isinstance(a, A.Bid)), legal[0])
        before = len(match.history)
        assert driver.play(wanted), wanted
        paths.append(list(driver.path))
        for _wait in range(50):
            if len(match.history) > before:
                break
            loop.run_until_complete(asyncio.sleep(0.02))
        assert any(a == wanted for _s, a, _e in match.history[before:])
        if bid is not None and len([p for p in paths if AMOUNT in p or "action" in p]) >= 6:
            break
    assert paths and all(p for p in paths)
    match.task.cancel()


def test_your_face_down_card_is_drawn_face_down_but_known_to_you(qapp):
    state, seat = _until(3, 2, lambda s, seat: s.phase == SUPPLY and bool(s.hand[seat]))
    card = state.hand[seat][0]
    lot = 0
    state.apply(seat, A.Place(card, lot, True))
    mine, _legal = _shown(state, seat)
    pos = len(state.lots[lot]) - 1
    sig, item = mine._items[f"lot:{lot}:{pos}"]
    assert sig == (card, True)
    assert "face down" in item.toolTip()
    other = (seat + 1) % 3
    theirs, _legal = _shown(state, other)
    sig, item = theirs._items[f"lot:{lot}:{pos}"]
    assert sig == (-1, False)
    assert "only the one who placed it" in item.toolTip()


def test_shares_sell_in_a_count_box_and_done_selling_is_a_board_button(qapp):
    state, seat = _until(3, 7, lambda s, seat: "Sell" in _kinds(s, seat)
                         and any(s.portfolio_count(seat, c) >= 2 for c in range(6)))
    c = next(c for c in range(6) if state.portfolio_count(seat, c) >= 2)
    scene, _legal = _shown(state, seat)
    dialog = _open(scene, AMOUNT, A.Sell(c, 0))
    assert dialog.spin.maximum() == state.portfolio_count(seat, c)
    dialog.spin.setValue(2)
    assert "$" in dialog.meaning.text()
    got: list = []
    dialog.stepsChosen.connect(got.append)
    dialog.send_button().click()
    assert got == [[A.Sell(c, 0), A.Sell(c, 0)]]
    done = [item for item, t in scene.targets() if t.kind == "action" and t.action == A.DoneSelling()]
    assert done and done[0].toolTip()


def test_an_outbid_person_gets_a_notice(qapp):
    ui = ui_for(GAME)
    text = ui.notice(E.BidPlaced(1, 2, 3, 6, 0), NAMES, 0)
    assert text and "Ben" in text
    assert ui.notice(E.BidPlaced(1, 2, 3, 6, 2), NAMES, 0) is None


def test_every_board_component_explains_itself(qapp):
    state, seat = _until(3, 4, lambda s, seat: "Bid" in _kinds(s, seat) and s.round >= 1)
    scene, _legal = _shown(state, seat)
    silent = [key for key, (_sig, item) in scene._items.items()
              if not item.toolTip() and not key.startswith(("hilite:", "lot:title:", "pairs:title", "pl:token",
                                                              "pl:name", "hand:label"))]
    assert not silent, silent


@pytest.mark.slow
def test_a_whole_game_is_played_through_the_board(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "TRADING_FLOOR_DATA_DIR": str(tmp_path)}


    out = subprocess.run([sys.executable, str(ROOT / "tools" / "ui_coverage.py"), "--game", GAME, "--games", "1",
                          "--json"], capture_output=True, text=True, timeout=900, cwd=ROOT,
                         env={**os.environ, **env})
    assert out.returncode == 0, out.stderr[-2000:]
    row = json.loads(out.stdout)["games"][GAME]
    assert row["decisions"] > 10
    assert row["board_share"] >= 0.95, row
