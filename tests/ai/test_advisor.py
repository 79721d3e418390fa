"""The Advisor (desktop/ai/advisor.py): fair (from the seat's view only), reproducible,
chances in [0, 1], the chess.com bands, turning points."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ai.advisor import (
    CLASSES,
    Advisor,
    DecisionTask,
    assess,
    classify,
    decision_seed,
    decisions_of,
    hint,
    judge,
    review,
    shrink,
    standings,
)
from desktop.ai.base import NO_BUDGET, RandomBot
from desktop.engine import Game, Rng
from tests.ai.helpers import ai_games, positions

GAMES = ai_games()
#: A small budget: the fairness of the computation does not depend on its size.
DEALS, CANDIDATES = 4, 4


def _players(game: Game[Any]) -> int:
    return max(game.min_players, min(4, game.max_players))


def _choices(game: Game[Any], seed: int) -> list[Any]:
    """Positions where the seat to move has a choice."""
    found = [s for s in positions(game, _players(game), seed, 6) if len(s.legal_actions(s.to_move()[0])) > 1]
    return found[:2] or positions(game, _players(game), seed, 1)


def test_bands_follow_chess_com() -> None:
    assert classify(0.0) == "best"
    assert classify(0.1) == classify(5.0) == "good"
    assert classify(5.01) == classify(10.0) == "inaccuracy"
    assert classify(10.5) == classify(20.0) == "mistake"
    assert classify(20.01) == classify(80.0) == "blunder"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_hint_and_review_entry_depend_only_on_the_seat_view(game: Game[Any]) -> None:
    """Two true states that share the seat's view (the second re-deals everything the seat
    cannot see) give the same hint and the same review entry."""
    for seed in (3, 8):
        for state in _choices(game, seed):
            seat = state.to_move()[0]
            other = state.redeal(seat, Rng(seed * 31 + 7))
            view_a, view_b = state.view(seat), other.view(seat)
            assert view_a.snapshot() == view_b.snapshot()
            legal = state.legal_actions(seat)
            played = legal[-1]
            hint_a = assess(game.id, view_a, seat, 11, None, DEALS, CANDIDATES)
            hint_b = assess(game.id, view_b, seat, 11, None, DEALS, CANDIDATES)
            assert hint_a == hint_b
            assert standings(view_a, 11, 4) == standings(view_b, 11, 4)
            assert abs(sum(standings(view_a, 11, 4)) - 1.0) < 1e-9
            entry_a = judge(DecisionTask(game.id, 5, view_a, seat, played, 11, DEALS, CANDIDATES))
            entry_b = judge(DecisionTask(game.id, 5, view_b, seat, played, 11, DEALS, CANDIDATES))
            assert entry_a == entry_b
            a = entry_a.assessment
            assert a.played == played and a.best in legal
            assert 0.0 <= a.win_chance <= 1.0 and 0.0 <= a.best_win_chance <= 1.0
            assert a.best_win_chance >= a.win_chance
            assert a.kind in CLASSES
            assert all(0.0 <= m.win_chance <= 1.0 and m.action in legal for m in hint_a.moves)
            assert [m.win_chance for m in hint_a.moves] == sorted((m.win_chance for m in hint_a.moves), reverse=True)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_hint_never_changes_the_view(game: Game[Any]) -> None:
    state = _choices(game, 5)[0]
    seat = state.to_move()[0]
    view = state.view(seat)
    before = view.snapshot()
    moves = hint(view, seat, 3)
    assert view.snapshot() == before
    assert 1 <= len(moves) <= 3


def test_a_clearly_worse_move_is_classed_and_the_better_one_named() -> None:
    """On the fixture game, judging every legal move of a position: the move found best
    is classed best, and a move with a lower estimate by more than 20 points a blunder."""
    game = GAMES[0]
    for state in _choices(game, 2):
        seat = state.to_move()[0]
        view = state.view(seat)
        advisor = Advisor(game.id, 4, deals=12, candidates=16)
        for action in view.legal_actions(seat):
            a = advisor.assess(view, seat, action)
            if a.best == action:
                assert a.kind == "best" and a.loss == 0.0
            else:
                assert a.loss > 0.0 and a.kind == classify(a.loss)


def test_review_of_a_game_is_reproducible_and_has_turning_points() -> None:
    game = GAMES[0]
    players = _players(game)
    state = game.new_game(players, None, 7)
    actions = []
    bots = [RandomBot(30 + s) for s in range(players)]
    while not state.is_over():
        seat = state.to_move()[0]
        action = bots[seat].decide(state, seat, NO_BUDGET)
        actions.append((seat, action))
        state.apply(seat, action)
    first = review(game.id, game.new_game(players, None, 7), actions, 0, 7, workers=1, deals=6)
    again = review(game.id, game.new_game(players, None, 7), actions, 0, 7, workers=1, deals=6)
    assert first == again
    found = decisions_of(game.new_game(players, None, 7), actions, 0)
    assert [d.index for d in first.decisions] == [i for i, _view, _a in found]
    assert all(actions[d.index][0] == 0 and d.assessment.played == actions[d.index][1] for d in first.decisions)
    turning = first.turning_points
    assert len(turning) <= 3
    losses = [d.assessment.loss for d in turning]
    assert losses == sorted(losses, reverse=True) and all(x > 0 for x in losses)
    others = [d.assessment.loss for d in first.decisions if d not in turning]
    assert not turning or not others or min(losses) >= max(others) or len(turning) < 3
    assert decision_seed(7, 3) != decision_seed(7, 4) and decision_seed(7, 3) == decision_seed(7, 3)


def test_shrink_draws_chances_toward_the_uniform_guess_and_keeps_their_order() -> None:
    values = [0.0, 0.01, 0.1, 0.25, 0.4, 0.7, 0.95, 1.0]
    assert [shrink(v, 4, 1.0) for v in values] == values  # temperature 1: as estimated
    shrunk = [shrink(v, 4, 2.0) for v in values]
    assert shrunk == sorted(shrunk) and all(0.0 < v < 1.0 for v in shrunk)
    assert abs(shrink(0.25, 4, 2.0) - 0.25) < 1e-9  # the uniform guess stays where it is
    for v, w in zip(values, shrunk, strict=True):
        assert abs(w - 0.25) <= abs(v - 0.25) + 1e-9
    assert shrink(0.9, 4, 0.5) > 0.9  # below 1: more confident


def test_the_calibration_shapes_what_is_shown_not_which_move_is_best(monkeypatch: pytest.MonkeyPatch) -> None:
    import desktop.ai.advisor as advisor

    game = next(g for g in GAMES if g.id == "stockpile")
    view = _choices(game, 3)[0]
    seat = view.to_move()[0]
    played = view.legal_actions(seat)[-1]
    monkeypatch.setitem(advisor.REVIEW_TEMPERATURE, game.id, 2.0)
    monkeypatch.setitem(advisor.STANDINGS_TEMPERATURE, game.id, 2.0)
    raw = assess(game.id, view, seat, 5, played, DEALS, CANDIDATES, calibrated=False)
    shown = assess(game.id, view, seat, 5, played, DEALS, CANDIDATES)
    n = view.num_players
    assert shown.best == raw.best
    assert [m.action for m in shown.moves] == [m.action for m in raw.moves]
    assert shown.win_chance == pytest.approx(shrink(raw.win_chance, n, 2.0))
    assert shown.best_win_chance == pytest.approx(shrink(raw.best_win_chance, n, 2.0))
    flat, sharp = standings(view.view(seat), 9), standings(view.view(seat), 9, calibrated=False)
    assert sum(flat) == pytest.approx(1.0)
    assert max(flat) - min(flat) <= max(sharp) - min(sharp) + 1e-9
