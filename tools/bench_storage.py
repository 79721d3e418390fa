"""Storage speed: the median time to commit one action, and the time to
resume (load + replay + hash check) a 1,000-action game.

    uv run python tools/bench_storage.py [--actions 1000] [--commits 500] [--json]

Times are of ``SavedGame.apply`` (the engine's apply, the state hash and the
commit), 1 human and 4 bot seats, for each durability setting of
``Store.open`` (default: a human's decision synced, bots' moves not).

The games that ship are too short for 1,000 actions in one play, so the
resume figure uses ``bench_ledger``, a game defined here with a state of the
size of a real one (six price tracks, five players' cash and holdings, an
80-card deck, a log) and a die roll every few actions.  Every registered game
is also measured: one random play is stored and resumed, and the figure is
scaled to 1,000 actions."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.storage import LEDGER, LedgerOptions, play_stored, resume_ms, summary
from desktop.engine import registry
from desktop.storage import Store


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--commits", type=int, default=500)
    parser.add_argument("--dir", type=Path, default=None, help="where to put the database (default: a temp dir)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    registry.register(LEDGER)
    report: dict[str, object] = {}
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        for durable, name in ((None, "default"), (True, "all_synced"), (False, "none_synced")):
            with Store.open(Path(tmp) / f"bench-{name}.sqlite3", durable=durable) as store:
                human: list[float] = []
                _gid, times = play_stored(store, "bench_ledger", LedgerOptions(length=args.commits), 5, 1,
                                          human_times=human)
                report[f"commit_ms_{name}"] = summary(times)
                if durable is None:
                    report["commit_ms_default_human_seat_only"] = summary(human)
        with Store.open(Path(tmp) / "bench-resume.sqlite3") as store:
            gid, _times = play_stored(store, "bench_ledger", LedgerOptions(length=args.actions), 5, 2)
            report["resume_ms"] = {"game": "bench_ledger", "actions": store.game_info(gid).action_count,
                                   "median_of_5": round(resume_ms(store, gid), 2)}
            real = {}
            for game in registry.all_games():
                players = max(game.min_players, min(4, game.max_players))
                gid, times = play_stored(store, game.id, None, players, 3, limit=args.actions)
                n = len(times)
                ms = resume_ms(store, gid, 3)
                real[game.id] = {"actions": n, "resume_ms": ms,
                                 "resume_ms_per_1000_actions": ms * 1000 / n if n else None,
                                 "commit_ms_median": statistics.median(times) * 1000 if times else None}
            report["registered_games"] = real
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
