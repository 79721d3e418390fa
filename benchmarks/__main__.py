"""``uv run python -m benchmarks``: see benchmarks/__init__.py."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from benchmarks.core import Bench, format_figure
from benchmarks.sections import SECTIONS
from desktop.engine import registry

#: Sections run when ``--only`` is not given (``peers`` installs a package from the registry: ask for it).
DEFAULT_SECTIONS = [name for name in SECTIONS if name != "peers"]


def run(sections: Sequence[str], game_ids: Sequence[str], quick: bool, repeats: int,
        baseline: str | None = None) -> Bench:
    bench = Bench(repeats=repeats, baseline=baseline)
    for name in sections:
        SECTIONS[name](bench, list(game_ids), quick)
    return bench


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="a tiny workload (to check the command works)")
    parser.add_argument("--only", default=",".join(DEFAULT_SECTIONS),
                        help=f"sections ({', '.join(SECTIONS)}; default: all but peers)")
    parser.add_argument("--games", default="", help="game ids (default: every registered game)")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions of each measurement")
    parser.add_argument("--baseline", default=None, metavar="DIR",
                        help="another checkout (e.g. `git worktree add /tmp/old REV`) whose heuristics the"
                             " rollouts section also measures, alternating with this code in one run")
    args = parser.parse_args(argv)
    sections = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = [s for s in sections if s not in SECTIONS]
    if unknown:
        parser.error(f"unknown section {unknown[0]!r} (known: {', '.join(SECTIONS)})")
    games = [g.strip() for g in args.games.split(",") if g.strip()] or registry.ids()
    for g in games:
        try:
            registry.get(g)
        except Exception:
            parser.error(f"unknown game {g!r} (known: {', '.join(registry.ids())})")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.baseline and not Path(args.baseline, "desktop", "engine").is_dir():
        parser.error(f"--baseline {args.baseline}: not a Trading Floor checkout")
    bench = run(sections, games, args.quick, args.repeat, args.baseline)
    report: dict[str, Any] = bench.to_json()
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    m = report["machine"]
    print(f"Trading Floor benchmarks — {m['processor']}, {m['cpus']} cpus, Python {m['python']}")
    print(format_figure(bench.reference))
    for section in [*bench.figures, *(s for s in bench.notes if s not in bench.figures)]:
        print(f"\n[{section}]")
        for fig in bench.figures.get(section, {}).values():
            print(format_figure(fig))
        for text in bench.notes.get(section, []):
            print(f"  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
