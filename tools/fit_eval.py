"""Fit a game's search evaluation (the weights in desktop/ai/heuristics/<game>.py).

    uv run python tools/fit_eval.py GAME [--train N] [--test N] [--seed S] [--every K] [options of the game]

Plays seeded heuristic self-play games, records positions (every ``--every``-th decision, or
as the game's part says) with each seat's features and who won, fits a conditional logit
(each seat's chance to win is a softmax over the seats of a linear utility of its features)
on the ``--train`` games, and prints the weights to paste and, on the ``--test`` held-out
games, the log-loss and winner accuracy of the fit beside the evaluations it replaces.
``uv run python tools/fit_eval.py GAME --help`` lists a game's own options; each game's part
is tools/fitting/<game>.py (found by its id: a new game adds its module)."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tools import fitting


def games() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(fitting.__path__) if m.name != "core")


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0].startswith("-") or argv[0] not in games():
        sys.exit(f"usage: fit_eval.py GAME [options]; GAME is one of {', '.join(games())}")
    game_id = argv[0]
    part = importlib.import_module(f"tools.fitting.{game_id}")
    parser = argparse.ArgumentParser(prog=f"fit_eval.py {game_id}", description=part.__doc__)
    defaults = part.DEFAULTS
    parser.add_argument("--train", type=int, default=defaults["train"], help="training games")
    parser.add_argument("--test", type=int, default=defaults["test"], help="held-out games")
    parser.add_argument("--seed", type=int, default=defaults["seed"])
    if "every" in defaults:
        parser.add_argument("--every", type=int, default=defaults["every"], help="record every K-th decision")
    if hasattr(part, "add_arguments"):
        part.add_arguments(parser)
    part.run(parser.parse_args(argv[1:]))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
