"""Stockpile's evaluation (desktop/ai/heuristics/stockpile.py): what the search scores positions with."""

from __future__ import annotations

from desktop.ai.heuristics import stockpile as H
from desktop.engine import registry
from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.state import StockpileState


def _supply_state(forecasts: tuple[int, ...]) -> StockpileState:
    """A 4-player game at round 1's supply, this round's pairs company c ↔ forecasts[c], no shares held."""
    state = registry.get("stockpile").new_game(4, None, 3)
    assert isinstance(state, StockpileState)
    assert state.phase == S.SUPPLY and state.round == 1
    state.pairs = [(c, forecasts[c]) for c in range(D.NUM_COMPANIES)]
    for seat in range(4):
        state.port[seat] = []
    return state


def test_a_known_rise_past_the_top_splits_the_shares_before_they_are_counted() -> None:
    state = _supply_state((2, 4, 1, D.DIVIDEND, -2, -3))
    state.price[0] = len(D.STANDARD_TRACK) - 1  # value 10: +2 splits, resets to 6, then 7
    state.port[1] = [(0, 1 << 1)]
    _money, shares, _major = H.projection(state)[1]
    assert shares == 2 * D.STANDARD_TRACK[D.STANDARD_RESET + 1]  # one split card = 2 shares at 7


def test_a_known_fall_below_the_bottom_bankrupts_the_company_and_its_shares_count_nothing() -> None:
    state = _supply_state((-3, 4, 1, D.DIVIDEND, -2, 2))
    state.price[0] = 1  # value 2: −3 goes off the track
    state.port[2] = [(0, 1 << 2), (0, 1 << 2)]
    _money, shares, major = H.projection(state)[2]
    assert shares == 0 and major == 0


def test_a_known_dividend_counts_as_money_per_share() -> None:
    state = _supply_state((D.DIVIDEND, 4, 1, 2, -2, -3))
    state.port[0] = [(0, 1), (0, 1), (0, 1)]
    money, shares, _major = H.projection(state)[0]
    assert money == state.cash[0] + 3 * D.DIVIDEND_PER_SHARE
    assert shares == 3 * D.STANDARD_TRACK[D.STANDARD_START]


def test_the_largest_holder_gets_the_majority_bonus_and_tied_leaders_share_the_smaller_one() -> None:
    state = _supply_state((D.DIVIDEND, 4, 1, 2, -2, -3))
    state.port[0] = [(5, 1), (5, 1)]
    state.port[1] = [(5, 2)]
    state.port[2] = [(4, 4)]
    state.port[3] = [(4, 8)]
    majors = [m for _c, _s, m in H.projection(state)]
    assert majors == [D.MAJORITY_BONUS, 0, D.MAJORITY_TIED, D.MAJORITY_TIED]


def test_more_money_never_lowers_a_seats_evaluation_at_any_stage() -> None:
    state = _supply_state((D.DIVIDEND, 4, 1, 2, -2, -3))
    for rnd in range(1, state.rounds + 1):
        for phase in (S.DEMAND, S.SELLING):
            state.round, state.phase = rnd, phase
            before = H.evaluate(state, 0)
            state.cash[0] += 10
            assert H.evaluate(state, 0) > before
            state.cash[0] -= 10


def test_a_finished_game_is_scored_by_its_result() -> None:
    state = registry.get("stockpile").new_game(4, None, 5)
    bots = [H.HeuristicBot(s) for s in range(4)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state.view(seat), seat))
    result = state.result()
    assert [H.evaluate(state, s) for s in range(4)] == [result.share(s) for s in range(4)]


def test_card_table_is_card_value_of_every_kind() -> None:
    # the per-decision table is written out for speed (issue 34): it must equal _card_value
    from desktop.ai.heuristics import stockpile as H
    from desktop.engine import registry

    game = registry.get("stockpile")
    bot = H.HeuristicBot(1)
    checked = 0
    for seed in range(3):
        state = game.new_game(4, None, seed)
        bots = [H.HeuristicBot(seed + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            for viewer in range(4):
                view = state.view(viewer)
                worth = [float(c) + 0.25 for c in range(6)]
                table = bot._card_table(view, viewer, worth)
                assert table[:-1] == [bot._card_value(view, viewer, k, worth) for k in range(11)]
                checked += 1
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
    assert checked > 100


def test_the_known_moves_memo_keys_each_board_by_its_tracks() -> None:
    from desktop.engine.games.stockpile.actions import StockpileOptions

    game = registry.get("stockpile")
    standard = game.new_game(4, None, 3)
    advanced = game.new_game(4, StockpileOptions(advanced_board=True), 3)
    assert H._tracks_key(standard.tracks) == 0
    assert H._tracks_key(advanced.tracks) == 1
    other = tuple((*t, 99) for t in standard.tracks)
    assert H._tracks_key(other) == other
    # the two boards' positions get their own share values even when everything else is alike
    H._clear_memo()
    H._moves_and_worth(standard, 0.5)
    H._moves_and_worth(advanced, 0.5)
    assert len(H._MOVES_MEMO) == 2
