"""Undo for a human seat against bots: back to the start of that seat's last
decision, never past an event that revealed a card or a chance result."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.storage import CannotUndo, SavedGame, Seat
from tests.fixture_game import Buy, Play, TinyOptions
from tests.storage.helpers import new_tiny, open_store, play


def _revealed(saved: SavedGame) -> list[object]:
    """Every revealing event of the stored game, replayed from its log."""
    state = saved.state.game.new_game(len(saved.seats), TinyOptions(**saved.info.options), saved.info.seed)
    out: list[object] = []
    for seat, action in saved.actions:
        out.extend(e for e in state.apply(seat, action) if e.reveals)
    return out


def _card(saved: SavedGame, seat: int) -> Play:
    action = saved.state.legal_actions(seat)[0]
    assert isinstance(action, Play)
    return action


def test_undo_takes_back_a_sealed_play_before_the_reveal(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=5)
        start = saved.state.state_hash()
        saved.apply(0, _card(saved, 0))
        assert saved.can_undo(0)
        assert saved.undo(0) == 1
        assert saved.state.state_hash() == start
        assert store.game_info(saved.id).action_count == 0
        assert store.load_game(saved.id).state.state_hash() == start


def test_undo_also_removes_the_bot_moves_after_it(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=5)
        saved.apply(0, _card(saved, 0))
        saved.apply(1, _card(saved, 1))
        assert saved.undo_point(0) == 0
        assert saved.undo(0) == 2
        assert saved.state.to_move() == (0, 1, 2)


def test_no_undo_once_the_cards_are_revealed(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=5)
        for seat in (0, 1, 2):
            saved.apply(seat, _card(saved, seat))  # the third play reveals all cards
        assert not saved.can_undo(0)
        assert saved.undo_blocked_by(0) == "revealed_since"
        before = store.dump()
        with pytest.raises(CannotUndo) as err:
            saved.undo(0)
        assert err.value.reason == "revealed_since"
        assert store.dump() == before


def test_no_undo_of_a_purchase_that_drew_a_card(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        for seed in range(40):
            saved = new_tiny(store, seed=seed)
            for seat in (0, 1, 2):
                saved.apply(seat, _card(saved, seat))
            if saved.state.to_move() == (0,) and Buy() in saved.state.legal_actions(0):
                saved.apply(0, Buy())
                assert saved.undo_blocked_by(0) == "revealed_since"
                return
        pytest.fail("no seed gave seat 0 a purchase")


def test_undo_is_only_for_a_human_against_bots(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=5)
        assert saved.undo_blocked_by(0) == "nothing_to_undo"
        saved.apply(0, _card(saved, 0))
        saved.apply(1, _card(saved, 1))
        assert saved.undo_blocked_by(1) == "not_human"
        assert saved.undo_blocked_by(7) == "not_human"
        hot_seat = store.new_game("tiny_market", TinyOptions(), [Seat.human("A"), Seat.human("B")], 5)
        hot_seat.apply(0, _card(hot_seat, 0))
        assert hot_seat.undo_blocked_by(0) == "other_humans"
        done = new_tiny(store, seed=6)
        play(done)
        assert done.undo_blocked_by(0) == "game_over"


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**64 - 1), choices=st.lists(st.integers(0, 9), min_size=1, max_size=80),
       hand=st.integers(1, 5), players=st.integers(2, 4))
def test_undo_can_never_reroll_or_peek(tmp_path_factory: pytest.TempPathFactory, seed: int, choices: list[int],
                                       hand: int, players: int) -> None:
    """Whatever the sequence of moves and undos: nothing that was revealed is
    ever taken back, the state after an undo is exactly the earlier state
    (same generator, so the same draws follow the same actions), and redoing
    the undone actions gives the very same events."""
    with open_store(tmp_path_factory.mktemp("undo")) as store:
        saved = new_tiny(store, seed=seed % 1000, players=players, options=TinyOptions(hand_size=hand))
        history: list[str] = [saved.state.state_hash()]
        rngs: list[int] = [saved.state.rng.state]  # type: ignore[attr-defined]
        for choice in choices:
            if saved.state.is_over():
                break
            if choice == 0 and saved.can_undo(0):
                revealed = _revealed(saved)
                undone = list(saved.actions)
                keep = saved.undo_point(0)
                assert keep is not None
                saved.undo(0)
                assert _revealed(saved) == revealed  # nothing revealed is taken back
                assert saved.state.state_hash() == history[keep]
                assert saved.state.rng.state == rngs[keep]  # type: ignore[attr-defined]
                assert store.load_game(saved.id).state.state_hash() == history[keep]
                del history[keep + 1:], rngs[keep + 1:]
                # redoing the same actions replays the same chance exactly
                probe = saved.state.clone()
                original = saved.state.game.new_game(players, TinyOptions(hand_size=hand), seed % 1000)
                for s, a in undone[:keep]:
                    original.apply(s, a)
                for s, a in undone[keep:]:
                    assert probe.apply(s, a) == original.apply(s, a)
                continue
            seat = saved.state.to_move()[0]
            legal = saved.state.legal_actions(seat)
            saved.apply(seat, legal[choice % len(legal)])
            history.append(saved.state.state_hash())
            rngs.append(saved.state.rng.state)  # type: ignore[attr-defined]
