"""Storage on every registered game (and the fixture game): a game stored by
another process (other hash randomisation) resumes here with the same hash,
plays on, exports and imports; undo never takes back a reveal."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.ai.base import RandomBot
from desktop.engine import registry
from desktop.storage import Seat, Store
from tests.storage.helpers import open_store

ROOT = Path(__file__).resolve().parents[2]
GAME_IDS = ["tiny_market", *registry.ids()]


@pytest.fixture(scope="module")
def stored_elsewhere(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    db = tmp_path_factory.mktemp("other") / "db.sqlite3"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    proc = subprocess.run([sys.executable, "-m", "tests.storage.store_child", str(db), "150", *GAME_IDS],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = dict(line.split() for line in proc.stdout.splitlines())
    return db, {game_id: int(gid) for game_id, gid in rows.items()}


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_stored_by_another_process_resumes_plays_on_and_round_trips(
        game_id: str, stored_elsewhere: tuple[Path, dict[str, int]], tmp_path: Path) -> None:
    db, ids = stored_elsewhere
    with Store.open(db) as store:
        saved = store.load_game(ids[game_id])  # the hash stored over there matches here
        bot = RandomBot(11)
        game = registry.get(game_id)
        limit = game.max_decisions(len(saved.seats), game.options_type.from_json(saved.info.options))
        while not saved.state.is_over() and len(saved.actions) < limit:
            seat = saved.state.to_move()[0]
            saved.apply(seat, bot.decide(saved.state, seat))
            assert saved.state.invariants() == []
        text = store.export_game(saved.id)
    with open_store(tmp_path) as other:
        copy = other.load_game(other.import_game(text))
        assert copy.state.state_hash() == saved.state.state_hash()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_never_takes_back_a_reveal(game_id: str, tmp_path: Path) -> None:
    game = registry.get(game_id)
    players = max(game.min_players, min(3, game.max_players))
    undone = 0
    with open_store(tmp_path) as store:
        for seed in (1, 2):
            seats = [Seat.human("Mei"), *(Seat.bot("random") for _ in range(1, players))]
            saved = store.new_game(game_id, None, seats, seed)
            hashes = [saved.state.state_hash()]
            reveals: list[bool] = []
            bot = RandomBot(seed)
            for step in range(200):
                if saved.state.is_over():
                    break
                if step % 5 == 4 and saved.can_undo(0):
                    keep = saved.undo_point(0)
                    assert keep is not None and not any(reveals[keep:])
                    saved.undo(0)
                    undone += 1
                    assert saved.state.state_hash() == hashes[keep]
                    del hashes[keep + 1:], reveals[keep:]
                    continue
                seat = saved.state.to_move()[0]
                events = saved.apply(seat, bot.decide(saved.state, seat))
                hashes.append(saved.state.state_hash())
                reveals.append(any(e.reveals for e in events))
    if game_id == "tiny_market":
        assert undone > 0
