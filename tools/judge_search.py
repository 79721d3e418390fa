"""Judge search settings by their decisions: where does an entrant decide differently from a
reference level, and does that win more?

    uv run python tools/judge_search.py GAME --entrants expert,expert/root_paired=1
        [--reference hard] [--positions 240] [--deals 48] [--iterations 100]
        [--players 4] [--seed 31] [--every 23] [--workers 2]

Positions come from seeded heuristic self-play (every ``--every``-th decision with a real
choice).  At each, the reference and every entrant decide on the mover's view, with the
tournament's budgets (``--iterations`` for Hard, three times that for Expert) and the
tournament's entrant syntax (``LEVEL/KEY=VALUE/...``).  Every distinct answer is then played
out to the end of the game by heuristic bots on the same ``--deals`` deals of what the mover
cannot see (``State.redeal``; the same dice and bots for every answer: common random
numbers), and the mover's win shares are compared.

``--reference heuristic --entrants hard`` judges the search against the heuristic it starts
from (where Hard leaves the heuristic's choice, does that win more?).

Prints, per entrant, how often it answered differently from the reference and the mean win
chance it gained per decision (0 where the answers agree) with its standard error.  A
tournament against the reference measures the same thing with the real opponents and takes
far longer; this separates settings a few tenths of a point apart per decision, which over
the hundreds of decisions of a game is what a tournament shows.  The continuation is the
heuristic's, not the reference's: a proxy, to choose what to measure in a tournament."""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from desktop.ai.levels import make_bot
from desktop.ai.simulate import game_seed
from desktop.ai.tournament import level_budget, make_entrant
from desktop.engine import Rng, registry


def positions(game_id: str, players: int, count: int, seed: int, every: int) -> list[tuple[Any, int, int]]:
    """``count`` (state, mover, seed) positions of seeded heuristic games."""
    game = registry.get(game_id)
    found: list[tuple[Any, int, int]] = []
    index = 0
    while len(found) < count:
        gseed = game_seed(seed, index)
        index += 1
        state: Any = game.new_game(players, None, gseed)
        bots = [make_bot("heuristic", game_id, gseed + 17 * (s + 1)) for s in range(players)]
        choices = 0
        while not state.is_over() and len(found) < count:
            seat = state.to_move()[0]
            view = state.view(seat)
            if len(view.legal_actions(seat)) > 1:
                choices += 1
                if choices % every == 0:
                    found.append((state.clone(), seat, gseed + choices))
            state.apply(seat, bots[seat].decide(view, seat))
    return found


def playout(game_id: str, state: Any, seat: int, action: Any, deal: int) -> float:
    """``seat``'s win share after ``action`` on deal ``deal``, every seat then playing the heuristic."""
    full = state.redeal(seat, Rng(1000 + deal))
    bots = [make_bot("heuristic", game_id, 7919 * deal + s) for s in range(state.num_players)]
    full.apply(seat, action)
    while not full.is_over():
        mover = full.to_move()[0]
        full.apply(mover, bots[mover].decide(full.view(mover), mover))
    return float(full.result().share(seat))


def judge_one(task: tuple[str, Any, int, int, tuple[str, ...], int, int]) -> list[tuple[bool, float]]:
    """(answered differently, win chance gained) of each entrant at one position."""
    game_id, state, seat, bseed, entrants, iterations, deals = task
    view = state.view(seat)
    answers = [make_entrant(e, game_id, bseed).decide(view, seat, level_budget(e, iterations, None))
               for e in entrants]
    reference, others = answers[0], answers[1:]
    if all(a == reference for a in others):
        return [(False, 0.0)] * len(others)
    value = {a: sum(playout(game_id, state, seat, a, d) for d in range(deals)) / deals for a in set(answers)}
    return [(a != reference, value[a] - value[reference]) for a in others]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--entrants", required=True, help="comma-separated, e.g. expert,expert/root_paired=1")
    parser.add_argument("--reference", default="hard")
    parser.add_argument("--positions", type=int, default=240)
    parser.add_argument("--deals", type=int, default=48)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--every", type=int, default=23)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    entrants = (args.reference, *args.entrants.split(","))
    for entrant in entrants:
        make_entrant(entrant, args.game, 0)  # a bad setting fails here, not in a worker
    start = time.perf_counter()
    tasks = [(args.game, state, seat, bseed, entrants, args.iterations, args.deals)
             for state, seat, bseed in positions(args.game, args.players, args.positions, args.seed, args.every)]
    with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        results = list(pool.map(judge_one, tasks, chunksize=4))
    print(f"{args.game}: {len(tasks)} positions, {args.deals} deals, reference {args.reference} "
          f"({args.iterations} iterations a Hard decision), {time.perf_counter() - start:.0f} s")
    for k, entrant in enumerate(entrants[1:]):
        gains = [r[k][1] for r in results]
        differs = sum(r[k][0] for r in results)
        mean = sum(gains) / len(gains)
        se = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1) / len(gains))
        print(f"  {entrant:40s} differs at {differs:4d}   win chance gained per decision "
              f"{mean:+.4f} (standard error {se:.4f})")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
