"""The game page's item models and the match's history: a move reaches the views as fine-grained
``dataChanged`` / ``rowsInserted`` (never a reset), the price chart follows its model through
QtCharts' mappers, a resumed game is replayed once, and undo steps back from a kept state."""

from __future__ import annotations

import pytest

from desktop.app.match import BOT, YOU, History, MatchModel, MatchSetup, SeatSpec
from desktop.engine import registry
from tests.app.conftest import wait_until


class Spy:
    """Every change signal of an item model, in order."""

    def __init__(self, model) -> None:
        self.seen: list[tuple] = []
        model.dataChanged.connect(lambda a, b, *_r: self.seen.append(
            ("data", a.row(), a.column(), b.row(), b.column())))
        model.rowsInserted.connect(lambda _p, first, last: self.seen.append(("rows", first, last)))
        model.modelReset.connect(lambda: self.seen.append(("reset",)))
        model.layoutChanged.connect(lambda *_a: self.seen.append(("layout",)))

    def kinds(self) -> set[str]:
        return {s[0] for s in self.seen}


def first_legal(state):
    seat = state.to_move()[0]
    return seat, state.legal_actions(seat)[0]


def test_a_move_changes_only_the_players_cells_that_changed(qapp):
    from desktop.app.gameui import ui_for
    from desktop.app.models import PlayersModel

    game = registry.get("stockpile")
    state = game.new_game(3, game.default_options(), 4)
    names = ["Mei", "Ada", "Bruno"]
    model = PlayersModel(ui_for("stockpile"), names, [YOU, BOT, BOT])
    model.refresh(state.view(0), 0, None)
    moved = 0
    for _ in range(40):  # until a move changes a cell other than "Now"
        before = [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(3)]
        was_to_move = set(state.to_move())
        spy = Spy(model)
        state.apply(*first_legal(state))
        model.refresh(state.view(0), 0, None)
        after = [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(3)]
        assert spy.kinds() <= {"data"}, spy.seen  # never a reset
        covered = {(r, c) for _k, r0, c0, r1, c1 in spy.seen
                   for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)}
        changed = {(r, c) for r in range(3) for c in range(model.columnCount()) if before[r][c] != after[r][c]}
        assert changed <= covered  # every change is told
        look_changed = {r for r in range(3) if (r in was_to_move) != (r in state.to_move())}
        # and nothing else, but the whole row of a seat whose turn began or ended (its colours)
        assert {(r, c) for r, c in covered if r not in look_changed} <= changed
        if changed - {(r, model.columnCount() - 1) for r in range(3)}:
            moved += 1
            assert len(covered) < 3 * model.columnCount()
    assert moved, "no move changed a player's cells"


def test_new_log_lines_are_inserted_rows(qapp):
    from desktop.app.models import LogModel

    log = LogModel()
    log.reset(["one"])
    spy = Spy(log)
    log.add(["two", "three"])
    log.add([])
    assert spy.seen == [("rows", 1, 2)]
    assert log.lines == ["one", "two", "three"]
    assert log.data(log.index(2)) == "three"


def test_a_price_point_is_inserted_and_a_round_replaced_in_place(qapp):
    from desktop.app.models import PriceHistory

    prices = PriceHistory()
    prices.reset(["A", "B"], [(1, [10, 20])])
    spy = Spy(prices)
    assert prices.record(1, [("A", 11), ("B", 20)])  # the same round: replaced
    assert not prices.record(1, [("A", 11), ("B", 20)])  # nothing new
    assert prices.record(2, [("A", 12), ("B", 19)])  # a new round: a new row
    assert spy.seen == [("data", 0, 1, 0, 2), ("rows", 1, 1)]
    assert prices.points == [(1, [11, 20]), (2, [12, 19])]
    assert [prices.data(prices.index(1, c)) for c in range(3)] == [2, 12, 19]
    assert prices.headerData(2, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal) == "B"


def test_the_chart_draws_its_model_through_mappers(qapp):
    from desktop.app.chart import PriceChart
    from desktop.app.models import PriceHistory

    prices = PriceHistory()
    prices.reset(["A", "B"], [(1, [10, 20])])
    chart = PriceChart()
    chart.set_model(prices)
    lines = chart.lines()
    assert [line.name() for line in lines] == ["A", "B"]
    prices.record(2, [("A", 30), ("B", 5)])
    prices.record(2, [("A", 31), ("B", 5)])
    assert [(p.x(), p.y()) for p in lines[0].points()] == [(1, 10), (2, 31)]
    assert [(p.x(), p.y()) for p in lines[1].points()] == [(1, 20), (2, 5)]
    assert chart.y_axis is not None and chart.y_axis.max() > 31
    prices.rename(["Ä", "B"])
    assert lines[0].name() == "Ä"
    prices.reset(["X", "Y", "Z"], [(0, [1, 2, 3])])  # another game: lines anew
    assert [line.name() for line in chart.lines()] == ["X", "Y", "Z"]
    assert len(chart.chart().series()) == 3


def test_a_move_in_a_match_reaches_the_page_as_inserted_rows_not_a_reset(window, loop):
    setup = MatchSetup("stockpile", tuple(SeatSpec(BOT, f"Bot {i}", "random") for i in range(3)), None, 2)
    match = window.start_match(setup)
    page = window.game_page
    log_spy, players_spy, prices_spy = Spy(page.log), Spy(page.players), Spy(page.prices)
    wait_until(loop, lambda: match.decisions >= 30 or match.task.done())
    match.stop()
    assert log_spy.kinds() == {"rows"}
    assert players_spy.kinds() == {"data"}
    assert prices_spy.kinds() <= {"data", "rows"} and prices_spy.seen
    assert len(page.log.lines) >= match.decisions
    assert page.chart is not None
    assert [len(line.points()) for line in page.chart.lines()] == [len(page.prices.points)] * len(page.prices.names)


# -- the history: one replay on resume, undo from a kept state ---------------------------------------


def stored_game(store, actions: int, seed: int = 8):
    """A stockpile game of a person against two bots, ``actions`` actions in, the person to move."""
    from desktop.storage import Seat

    saved = store.new_game("stockpile", None, [Seat.human("Mei"), Seat.bot("easy", "Ada"),
                                               Seat.bot("hard", "Bruno")], seed=seed)
    while len(saved.actions) < actions or saved.state.to_move()[0] != 0:
        saved.apply(*first_legal(saved.state))
    return saved


@pytest.fixture
def count_applies(monkeypatch):
    """Counts every ``apply`` on a Stockpile state."""
    from desktop.engine.games.stockpile.state import StockpileState

    calls = [0]
    real = StockpileState.apply

    def counted(self, seat, action):
        calls[0] += 1
        return real(self, seat, action)

    monkeypatch.setattr(StockpileState, "apply", counted)
    return calls


def test_a_resumed_game_is_replayed_once(window, loop, count_applies):
    saved = stored_game(window.store, 60)
    played_hash, played = saved.state.state_hash(), len(saved.actions)
    count_applies[0] = 0
    match = window.resume_game(saved.id)
    assert match is not None
    assert count_applies[0] == played  # one pass: the store's, which the match and the page watched
    assert match.state.state_hash() == played_hash
    assert len(match.history) == played and match.decisions == played
    assert [(s, a) for s, a, _e in match.history] == list(saved.actions)
    page = window.game_page
    assert page.log.lines and page.prices.points
    # the same log and chart as a match that watched every action being played
    game = registry.get("stockpile")
    replay = History(game.new_game(3, game.default_options(), 8), 0)
    state = game.new_game(3, game.default_options(), 8)
    for seat, action in saved.actions:
        replay.record(seat, action, state.apply(seat, action), state)
    assert replay.marks == match.history.marks and replay.start_mark == match.history.start_mark
    assert [e for _s, _a, e in replay] == [e for _s, _a, e in match.history]
    wait_until(loop, lambda: match.waiting_seat == 0)


def test_undo_steps_back_from_a_kept_state_to_the_state_a_replay_from_the_start_gives(window, loop,
                                                                                      count_applies):
    from desktop.app.storage_ui import setup_from_info
    from desktop.storage.store import Store

    saved = stored_game(window.store, 70)
    history = History()
    loaded = window.store.load_game(saved.id, observe=history.record)
    match = MatchModel(setup_from_info(loaded.info), keeper=loaded, history=history)
    match.waiting_seat = 0  # the person's turn, as the match coroutine would have it
    keep = loaded.undo_point(0)
    assert keep is not None and keep > 2 * history.every
    count_applies[0] = 0
    assert match.undo()
    stepped = count_applies[0]
    assert stepped == history.replayed < history.every  # a few actions, not the whole game
    assert len(match.history) == len(loaded.actions) == keep
    game = registry.get("stockpile")
    fresh = game.new_game(3, game.options_type.from_json(loaded.info.options), loaded.info.seed)
    for seat, action in loaded.actions:
        fresh.apply(seat, action)
    assert match.state.state_hash() == fresh.state_hash()
    assert window.store.game_info(saved.id).state_hash == fresh.state_hash()
    # and the stored game loads as it was left (its hash checked)
    with Store.open(window.store.path) as again:
        assert again.load_game(saved.id).state.state_hash() == fresh.state_hash()
    match.deleteLater()


def test_history_steps_to_any_count_from_its_kept_states():
    game = registry.get("stockpile")
    state = game.new_game(3, game.default_options(), 5)
    history = History(state, 0, every=8)
    hashes = [state.state_hash()]
    while len(history) < 40 and not state.is_over():
        seat, action = first_legal(state)
        history.record(seat, action, state.apply(seat, action), state)
        hashes.append(state.state_hash())
    assert sorted(history.snapshots) == [0, 8, 16, 24, 32, 40]
    for count in (0, 7, 8, 13, 40):
        assert history.state_after(count).state_hash() == hashes[count]
    assert history.state_after(40) is not history.snapshots[40]  # a new state, never a kept one
    history.truncate(13)
    assert len(history) == 13 and sorted(history.snapshots) == [0, 8] and len(history.marks) == 13
    with pytest.raises(IndexError):
        history.state_after(14)


def test_the_action_panel_is_a_list_view_of_the_choices_and_enter_takes_the_current_one(window, loop):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QListView

    setup = MatchSetup("stockpile", (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "random"),
                                     SeatSpec(BOT, "Bruno", "random")), None, 3)
    match = window.start_match(setup)
    page = window.game_page
    wait_until(loop, lambda: match.waiting_seat == 0)
    assert isinstance(page.actions_list, QListView) and page.actions_list.model() is page.choices
    legal = match.state.legal_actions(0)
    assert page.choices.rowCount() == len(legal) > 1
    assert [page.choices.action(r) for r in range(len(legal))] == legal
    assert page.choices.text(1) == page.game_ui.describe_action(match.view(), 0, legal[1], match.names)
    page.select_choice(1)
    decisions = match.decisions
    page.actions_list.setFocus()
    QTest.keyClick(page.actions_list, Qt.Key.Key_Return)
    wait_until(loop, lambda: match.decisions > decisions)
    assert match.history[decisions][:2] == (0, legal[1])


@pytest.mark.parametrize("game_id", ["stockpile", "black_friday", "hab_und_gut"])
def test_the_holdings_table_shows_only_what_the_viewer_sees_and_a_move_changes_only_its_cells(qapp, game_id):
    from desktop.app.gameui import ui_for
    from desktop.app.models import HoldingsModel
    from desktop.engine import Rng

    game = registry.get(game_id)
    state = game.new_game(3, game.default_options(), 6)
    game_ui = ui_for(game_id)
    model = HoldingsModel(game_ui, ["Mei", "Ada", "Bruno"])
    assert model.refresh(state.view(0))
    assert model.columnCount() == len(game_ui.prices(state.view(0)))
    rng = Rng(9)
    changes = 0
    for _ in range(150):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        before = [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(3)]
        spy = Spy(model)
        state.apply(seat, legal[rng.below(len(legal))])
        assert model.refresh(state.view(0))
        after = [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(3)]
        assert spy.kinds() <= {"data"}
        covered = {(r, c) for _k, r0, c0, r1, c1 in spy.seen for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)}
        assert covered == {(r, c) for r in range(3) for c in range(model.columnCount()) if before[r][c] != after[r][c]}
        changes += bool(covered)
        # what others hold but the viewer cannot see never shows: any deal of the hidden cards looks the same
        seen = state.view(0)
        for other in range(3):
            assert game_ui.holdings(state.redeal(0, rng.fork()).view(0), other) == game_ui.holdings(seen, other)
    assert changes, "no move changed the holdings"


def test_games_without_holdings_hide_the_tab(window, loop):
    setup = MatchSetup("landlord", (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "random")), None, 3)
    window.start_match(setup)
    page = window.game_page
    assert not page.tabs.isTabVisible(page.tabs.indexOf(page.holdings_tab))
    setup = MatchSetup("stockpile", (SeatSpec(YOU, "Mei"), SeatSpec(BOT, "Ada", "random"),
                                     SeatSpec(BOT, "Bruno", "random")), None, 3)
    window.start_match(setup)
    assert page.tabs.isTabVisible(page.tabs.indexOf(page.holdings_tab))
    assert page.holdings_view.model() is page.holdings and page.holdings.rowCount() == 3


@pytest.mark.parametrize("seed", [1, 2])
def test_a_resumed_campaign_match_is_replayed_once(window, loop, monkeypatch, seed):
    import asyncio

    from desktop.campaign import Campaigns, parse_definitions
    from desktop.engine.games.landlord.state import LandlordState
    from tests.app.conftest import run
    from tests.app.test_saves import TINY_CAMPAIGN

    window.show_campaigns()
    page = window.campaign_page
    page.camps = Campaigns(window.store, parse_definitions(TINY_CAMPAIGN)[1])
    page.retranslate()
    definition = page.camps.definitions()[0].id
    cid = page.camps.start(definition, "Mei", seed=seed)  # a fixed game (some end within a few moves)
    window.show_campaigns(cid)
    page.play_button.click()
    match = window.match
    game_page = window.game_page

    async def play_until_some_actions() -> None:
        while len(match.keeper.actions) < 8 or match.waiting_seat != match.viewer:
            if match.task.done():
                raise AssertionError(f"the match ended: {match.task}")
            if match.waiting_seat == match.viewer and game_page.choices.rowCount() and not game_page.animating:
                game_page.select_choice(0)
                game_page.do_button.click()
            await asyncio.sleep(0.002)

    run(loop, play_until_some_actions(), timeout=120)
    played, played_hash = match.keeper.actions, match.state.state_hash()
    window.drop_match(campaign=cid)
    calls = [0]
    real = LandlordState.apply

    def counted(self, seat, action):  # type: ignore[no-untyped-def]
        calls[0] += 1
        return real(self, seat, action)

    monkeypatch.setattr(LandlordState, "apply", counted)
    window.show_campaigns(cid)
    saved = page.play_current()  # the page hands the stored match to the window, which plays it
    resumed = window.match
    assert saved is not None and resumed is not None and resumed.keeper is saved and resumed is not match
    assert calls[0] == len(played)  # the store's replay, watched by the match: one pass
    assert resumed.state.state_hash() == played_hash and len(resumed.history) == len(played)
    assert game_page.log.lines
