"""Two heuristic personalities against each other in alternate seats (Black Friday).

    uv run python tools/duel_black_friday.py "{'risk': 0.0}" "{'risk': 1.0}" --games 400

Prints the wins of A and of B (shared wins split).  Used to check that neither
the silver path nor the share path dominates (docs/games/black_friday.md)."""

from __future__ import annotations

import argparse
import ast

from desktop.ai.heuristics.black_friday import HeuristicBot
from desktop.ai.simulate import game_seed
from desktop.engine import registry


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", help="personality A as a Python dict literal")
    ap.add_argument("b", help="personality B as a Python dict literal")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    pa, pb = ast.literal_eval(args.a), ast.literal_eval(args.b)
    game = registry.get("black_friday")
    wins = [0.0, 0.0]
    for i in range(args.games):
        seed = game_seed(args.seed, i)
        side = [(k + i) % 2 for k in range(args.players)]  # 0 = A, 1 = B, alternating by game
        bots = [HeuristicBot(seed + k, pa if side[k] == 0 else pb) for k in range(args.players)]
        state = game.new_game(args.players, None, seed)
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].decide(state.view(seat), seat))
        result = state.result()
        for w in result.winners:
            wins[side[w]] += 1 / len(result.winners)
    print({"A": args.a, "B": args.b, "games": args.games, "wins_A": round(wins[0], 1), "wins_B": round(wins[1], 1)})


if __name__ == "__main__":
    main()
