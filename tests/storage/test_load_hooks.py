"""The two hooks that let the app keep a match's history without replaying it
again: ``load_game(observe=)`` shows each step of the load's one replay, and
``undo(rewind=)`` takes the state to go back to from the caller."""

from __future__ import annotations

from pathlib import Path

from desktop.engine import Action, Event, State
from tests.storage.helpers import new_tiny, open_store, play


def test_observe_sees_every_step_of_the_one_replay(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=3)
        play(saved, 25)
        seen: list[tuple[int, Action, list[Event], str]] = []
        loaded = store.load_game(saved.id, observe=lambda s, a, e, st: seen.append((s, a, e, st.state_hash())))
        assert [(s, a) for s, a, _e, _h in seen] == list(saved.actions)
        assert seen[-1][3] == loaded.state.state_hash() == saved.state.state_hash()
        fresh = saved.state.game.new_game(len(saved.seats), saved.state.options, saved.info.seed)
        for (seat, action, events, digest) in seen:
            assert fresh.apply(seat, action) == events
            assert fresh.state_hash() == digest


def test_undo_with_rewind_goes_where_the_replay_goes_and_asks_for_the_kept_count(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        tried = 0
        for seed in range(1, 40):
            a, b = new_tiny(store, seed=seed), new_tiny(store, seed=seed)
            for saved in (a, b):
                play(saved, 6 + seed % 5, seed=seed)
            keep = a.undo_point(0)
            if keep is None:
                continue
            tried += 1
            asked: list[int] = []

            def rewind(count: int, source=b, asked=asked) -> State:  # type: ignore[no-untyped-def]
                asked.append(count)
                state = source.state.game.new_game(len(source.seats), source.state.options, source.info.seed)
                for seat, action in source.actions[:count]:
                    state.apply(seat, action)
                return state

            removed = b.undo(0, rewind)
            assert asked == [keep] and removed == a.undo(0)
            assert b.state.state_hash() == a.state.state_hash()
            assert b.actions == a.actions and b.undo_blocked_by(0) == a.undo_blocked_by(0)
            assert store.load_game(b.id).state.state_hash() == a.state.state_hash()
        assert tried >= 5
