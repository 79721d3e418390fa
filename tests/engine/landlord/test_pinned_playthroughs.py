"""Landlord's behaviour is pinned: seeded random and heuristic games must play
exactly as they did when the pins were recorded (same legal actions in the same
order, same events, same states).  A speed change to the engine must leave every
digest unchanged.  Each rules version has its own pins (saved games replay under the
version they were begun with, so an old version's pins never change); a deliberate
rule change bumps ``Landlord.rules_version`` and records the new version's pins with

    uv run python -m tests.engine.landlord.test_pinned_playthroughs --record

and says so in its commit."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.ai.levels import make_bot
from desktop.engine import Rng, State, registry
from desktop.engine.games.landlord.records import LandlordOptions

GAME = registry.get("landlord")
#: rules version -> its pins (version 1's were recorded before issue 25's double-rent fix)
PIN_FILES = {1: Path(__file__).with_name("pinned_playthroughs.json"),
             2: Path(__file__).with_name("pinned_playthroughs_v2.json")}

#: (kind, players, seed, options): random play over several rule options, and heuristic games.
CASES: list[tuple[str, int, int, dict[str, Any]]] = [
    *(("random", 2 + seed % 4, seed, {}) for seed in range(12)),
    *(("random", 3, 100 + seed, {"trades": False}) for seed in range(3)),
    *(("random", 4, 200 + seed, {"building_shortage": False, "auctions": False}) for seed in range(3)),
    *(("random", 3, 300 + seed, {"mortgages": False, "max_rounds": 30}) for seed in range(3)),
    *(("random", 2, 400 + seed, {"time_limit_minutes": 30}) for seed in range(3)),
    *(("heuristic", 2 + seed % 4, 500 + seed, {}) for seed in range(10)),
    *(("mixed", 4, 600 + seed, {}) for seed in range(4)),
]


def _key(case: tuple[str, int, int, dict[str, Any]]) -> str:
    kind, players, seed, options = case
    return f"{kind}/{players}p/seed{seed}/" + ",".join(f"{k}={v}" for k, v in sorted(options.items()))


def playthrough(kind: str, players: int, seed: int, options: dict[str, Any],
                rules_version: int | None = None) -> dict[str, Any]:
    """Play one seeded game; return its length, a digest of every seat's legal
    actions, every chosen action and every event, and the final state hash."""
    state: State = GAME.new_game(players, LandlordOptions(**options), seed, rules_version)
    rng = Rng(seed ^ 0x5EED)
    bots = [make_bot("heuristic", GAME.id, seed * 10 + s) for s in range(players)]
    digest = hashlib.sha256()
    steps = 0
    while not state.is_over() and steps < 20_000:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        use_bot = kind == "heuristic" or (kind == "mixed" and seat % 2 == 0)
        action = bots[seat].decide(state.view(seat), seat) if use_bot else legal[rng.below(len(legal))]
        if kind == "random" and steps == 40 and options.get("time_limit_minutes"):
            action = GAME.decode_action({"type": "TimeUp"}) if seat == 0 else action
        events = state.apply(seat, action)
        digest.update(json.dumps([seat, [a.to_json() for a in legal], action.to_json(),
                                  [e.to_json() for e in events]], sort_keys=True).encode())
        steps += 1
        if steps % 250 == 0:
            digest.update(state.state_hash().encode())
    return {"decisions": steps, "digest": digest.hexdigest()[:32], "final_state": state.state_hash()}


def _pins(version: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(PIN_FILES[version].read_text(encoding="utf-8"))
    return data


@pytest.mark.slow
@pytest.mark.parametrize("version", sorted(PIN_FILES))
@pytest.mark.parametrize("case", CASES, ids=_key)
def test_seeded_games_play_exactly_as_pinned(case: tuple[str, int, int, dict[str, Any]], version: int) -> None:
    assert playthrough(*case, rules_version=version) == _pins(version)[_key(case)]


def test_every_case_has_a_pin_for_every_rules_version() -> None:
    assert sorted(PIN_FILES) == list(range(1, GAME.rules_version + 1))
    for version in PIN_FILES:
        assert sorted(_pins(version)) == sorted(_key(c) for c in CASES)


if __name__ == "__main__" and "--record" in sys.argv:
    path = PIN_FILES[GAME.rules_version]
    path.write_text(json.dumps({_key(c): playthrough(*c) for c in CASES}, indent=1, sort_keys=True) + "\n",
                    encoding="utf-8")
    print(f"wrote {path}")
