"""Recorded playthroughs of every game, one set per rules version (tests/fixtures/README.md): each
replays, under the rules version it was recorded with, to the state hashes recorded along the way.
A game saved under an old rules version replays the same way, so these keep old saves loadable; a
change to a game's rules that alters any of them needs a new rules version."""

from __future__ import annotations

import json
import pickle
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from desktop.engine import IllegalAction, OptionError, Rng, State, registry

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "playthroughs"


@cache
def records(game_id: str) -> tuple[dict[str, Any], ...]:
    path = FIXTURES / f"{game_id}.json"
    data: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    return tuple(data)


CASES = [(game_id, i) for game_id in registry.ids() for i in range(len(records(game_id)))]


def _start(rec: dict[str, Any], rules_version: int | None) -> State:
    game = registry.get(rec["game"])
    return game.new_game(rec["players"], game.options_type.from_json(rec["options"]), rec["seed"], rules_version)


def replay(rec: dict[str, Any], rules_version: int | None) -> tuple[list[str], str] | str:
    """The hashes along the way and at the end, or where the first action was refused."""
    game = registry.get(rec["game"])
    state = _start(rec, rules_version)
    every = rec["check_every"]
    hashes: list[str] = []
    for step, (seat, raw) in enumerate(rec["actions"]):
        try:
            state.apply(seat, game.decode_action(raw, f"actions[{step}]"))
        except IllegalAction as exc:
            return f"step {step}: {exc.reason}"
        if (step + 1) % every == 0:
            hashes.append(state.state_hash())
    return hashes, state.state_hash()


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_game_has_recorded_playthroughs_for_every_rules_version(game_id: str) -> None:
    game = registry.get(game_id)
    versions = sorted({rec["rules_version"] for rec in records(game_id)})
    assert versions == list(range(1, game.rules_version + 1))
    assert all(rec["game"] == game_id for rec in records(game_id))


@pytest.mark.parametrize(("game_id", "index"), CASES, ids=[f"{g}-{i}" for g, i in CASES])
def test_a_recorded_playthrough_replays_to_its_recorded_hashes(game_id: str, index: int) -> None:
    rec = records(game_id)[index]
    assert replay(rec, rec["rules_version"]) == (rec["hashes"], rec["final_state"])
    state = _start(rec, rec["rules_version"])
    assert state.rules_version == rec["rules_version"]


@pytest.mark.parametrize("game_id", [g for g in registry.ids() if registry.get(g).rules_version > 1])
def test_old_rules_recordings_include_games_the_new_rules_would_play_differently(game_id: str) -> None:
    """Each older version's recordings hold a game that today's rules replay differently: the old rule
    a saved game keeps to its end is really exercised."""
    game = registry.get(game_id)
    for version in range(1, game.rules_version):
        old = [rec for rec in records(game_id) if rec["rules_version"] == version]
        assert any(replay(rec, None) != (rec["hashes"], rec["final_state"]) for rec in old), version


@pytest.mark.parametrize("game_id", [g for g in registry.ids() if registry.get(g).rules_version > 1])
def test_an_old_rules_game_keeps_its_version_through_every_copy(game_id: str) -> None:
    """Bots see clones, views, determinized and re-dealt states, pickled into the worker process."""
    game = registry.get(game_id)
    state = game.new_game(game.min_players, None, 5, 1)
    copies = [state.clone(), state.view(0), state.view(0).determinize(Rng(1)), state.redeal(0, Rng(2)),
              pickle.loads(pickle.dumps(state.view(0)))]
    assert [c.rules_version for c in copies] == [1] * len(copies)
    assert game.new_game(game.min_players, None, 5).rules_version == game.rules_version
    with pytest.raises(OptionError):  # no such version
        game.new_game(game.min_players, None, 5, game.rules_version + 1)
