"""Heuristic self-play: the workload of the search's rollouts, and its pinned actions.

Every seat plays the game's heuristic bot; ``selfplay`` decides on the full
state and applies with ``advance`` (``apply_unchecked`` in older code) exactly as the search's rollouts do
(``desktop/ai/search.py``, ``_rollout``), ``views=True`` decides on each seat's
own view as in play.  ``epsilon`` mixes in seeded random legal actions (as the
rollouts' ``rollout_epsilon`` does) so that positions the heuristics would not
reach by themselves are played too, and ``personality_seat`` gives one seat the
game's search personality (the parameters a search level plays its own seat with).

This module uses only ``registry.get``, ``Rng`` and the heuristics' module
interface, which every version of the code since b52bdd3 has, so that
``python benchmarks/rollouts.py --worker`` can run the same workload on an older
checkout (``--baseline DIR`` of the rollouts section): old and new measured side
by side in one run, in CPU time."""

from __future__ import annotations

import hashlib
import json
import sys
import time
from typing import Any

#: Games per pinned set and their settings: (label, games, views, epsilon, personality seat).
PINNED_SETS: tuple[tuple[str, int, bool, float, int | None], ...] = (
    ("full", 20, False, 0.0, None),
    ("noisy", 20, False, 0.1, 0),
    ("views", 6, True, 0.0, None),
)


def players_for(game: Any) -> int:
    return int(max(game.min_players, min(4, game.max_players)))


def selfplay(game_id: str, seed: int, views: bool = False, epsilon: float = 0.0,
             personality_seat: int | None = None, record: list[str] | None = None,
             max_decisions: int = 100_000) -> int:
    """One seeded heuristic self-play game; returns its decisions.  With
    ``record`` the repr of every action is appended to it."""
    from desktop.ai import heuristics
    from desktop.engine import Rng, registry

    game = registry.get(game_id)
    players = players_for(game)
    module = heuristics.heuristic_module(game_id)
    cls = module.HeuristicBot
    persona: dict[str, float] | None = None
    if personality_seat is not None:
        persona = dict(getattr(module, "SEARCH_PERSONALITY", {})) or None
    bots = [cls(seed * 7919 + 31 * s, persona if s == personality_seat else None) for s in range(players)]
    state = game.new_game(players, None, seed)
    # ``advance`` as the search's rollouts since the third speed round (``apply_unchecked``
    # without the events); older code has only ``apply_unchecked``
    advance = getattr(state, "advance", state.apply_unchecked)
    rng = Rng(seed ^ 0x5EED)
    decisions = 0
    while not state.is_over() and decisions < max_decisions:
        for mover in state.to_move():
            if epsilon > 0 and rng.random() < epsilon:
                legal = state.legal_actions(mover)
                action = legal[rng.below(len(legal))]
            elif views:
                action = bots[mover].decide(state.view(mover), mover)
            else:
                action = bots[mover].decide(state, mover)
            if record is not None:
                record.append(f"{mover}:{action!r}")
            advance(mover, action)
            decisions += 1
            if state.is_over():
                break
    return decisions


def dice_rolls(game_id: str, seed: int, views: bool = True) -> int:
    """One seeded heuristic game played as in play (``views``: each bot decides
    on its own view, every action checked by ``apply``) or as rollouts play (on
    the full state, ``apply_unchecked``); returns its dice rolls (``DiceRolled`` events)."""
    from desktop.ai import heuristics
    from desktop.engine import registry

    game = registry.get(game_id)
    players = players_for(game)
    cls = heuristics.heuristic_class(game_id)
    bots = [cls(seed * 7919 + 31 * s) for s in range(players)]
    state = game.new_game(players, None, seed)
    rolls = 0
    while not state.is_over():
        mover = state.to_move()[0]
        if views:
            events = state.apply(mover, bots[mover].decide(state.view(mover), mover))
        else:
            events = state.apply_unchecked(mover, bots[mover].decide(state, mover))
        for event in events:
            if type(event).__name__ == "DiceRolled":
                rolls += 1
    return rolls


def dice_rolls_per_cpu_second(game_id: str, seeds: range, views: bool = True) -> float:
    start = time.process_time()
    rolls = sum(dice_rolls(game_id, seed, views) for seed in seeds)
    return rolls / max(1e-9, time.process_time() - start)


def search_positions(game_id: str, seed: int, count: int) -> list[tuple[Any, int]]:
    """``count`` positions (view, seat) spread over one seeded heuristic game where the mover
    has a choice the search compares (two or more legal actions, and two or more of them
    kept by the game's ``search_actions``: elsewhere Hard answers at once, without searching)."""
    from desktop.ai import heuristics
    from desktop.engine import registry

    game = registry.get(game_id)
    players = players_for(game)
    cls = heuristics.heuristic_class(game_id)
    keep = heuristics.action_filter(game_id)
    bots = [cls(seed + s) for s in range(players)]
    state = game.new_game(players, None, seed)
    seen: list[tuple[Any, int]] = []
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        action = bots[seat].decide(view, seat)
        legal = view.legal_actions(seat)
        if len(legal) > 1 and (keep is None or len(keep(view, seat, legal, action)) > 1):
            seen.append((view, seat))
        state.apply(seat, action)
    step = max(1.0, len(seen) / count)
    return [seen[int(i * step)] for i in range(min(count, len(seen)))]


def search_iterations_per_cpu_second(game_id: str, seed: int, count: int, iterations: int) -> float:
    """Hard's search iterations per CPU second at ``count`` positions of a seeded game,
    each searched for a fixed number of iterations."""
    from desktop.ai.base import Budget
    from desktop.ai.levels import make_bot

    positions = search_positions(game_id, seed, count)
    done = 0
    start = time.process_time()
    for i, (view, seat) in enumerate(positions):
        bot: Any = make_bot("hard", game_id, seed + i)
        bot.decide(view, seat, Budget(iterations=iterations))
        done += bot.last.iterations
    return done / max(1e-9, time.process_time() - start)


def pinned_hashes(game_id: str) -> dict[str, str]:
    """Per pinned set: a hash of the actions of its seeded games."""
    out: dict[str, str] = {}
    for label, games, views, epsilon, persona in PINNED_SETS:
        digest = hashlib.sha256()
        for seed in range(games):
            actions: list[str] = []
            selfplay(game_id, 1000 + seed, views=views, epsilon=epsilon, personality_seat=persona, record=actions)
            digest.update("\n".join(actions).encode())
            digest.update(b"\n--\n")
        out[label] = digest.hexdigest()[:24]
    return out


def decisions_per_cpu_second(game_id: str, seeds: range, views: bool = False) -> float:
    """Heuristic self-play decisions per CPU second over the seeded games."""
    start = time.process_time()
    decisions = sum(selfplay(game_id, seed, views=views) for seed in seeds)
    return decisions / max(1e-9, time.process_time() - start)


def worker() -> None:
    """Answer JSON requests on stdin, one a line: ``{"game", "first", "count", "views"}``
    -> ``{"rate": decisions per CPU second}``; with ``"dice": true`` the rate is
    dice rolls per CPU second; ``{"search": game, "seed", "count", "iterations"}`` -> Hard's
    search iterations per CPU second; ``{"pinned": game}`` -> its hashes."""
    for line in sys.stdin:
        req = json.loads(line)
        if "pinned" in req:
            print(json.dumps({"pinned": pinned_hashes(req["pinned"])}), flush=True)
            continue
        if "search" in req:
            rate = search_iterations_per_cpu_second(req["search"], req["seed"], req["count"], req["iterations"])
            print(json.dumps({"rate": rate}), flush=True)
            continue
        seeds = range(req["first"], req["first"] + req["count"])
        if req.get("dice"):
            rate = dice_rolls_per_cpu_second(req["game"], seeds, bool(req.get("views", True)))
            print(json.dumps({"rate": rate}), flush=True)
            continue
        print(json.dumps({"rate": decisions_per_cpu_second(req["game"], seeds, bool(req.get("views")))}),
              flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--worker"]:
        worker()
    elif sys.argv[1:2] == ["--pinned"]:
        print(json.dumps({g: pinned_hashes(g) for g in sys.argv[2:]}, indent=1))
    else:
        print("usage: python benchmarks/rollouts.py --worker | --pinned GAME ...", file=sys.stderr)
        sys.exit(2)
