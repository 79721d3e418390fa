"""The ``trading-floor`` command.

No arguments: open the window.  Subcommands serve tests, benchmarks and players
who like terminals.  Bad input prints one line naming what is wrong and exits
2, never a traceback."""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import stat
import sys
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, NoReturn

from desktop.engine import EngineError, FormatError, OptionError, UnknownGame, registry

PROG = "trading-floor"

MAX_GAMES = 10_000_000
MAX_BUDGET = 10_000_000  # iterations or milliseconds per decision
MAX_WORKERS = 256
#: search settings: whole numbers from 0 to this; fractions from 0 to this
MAX_SETTING = 1_000_000
#: a heuristic parameter (personality trait) lies within +-this; ``risk`` within [0, 1]
MAX_TRAIT = 1_000.0

#: Subcommands added by other layers: name -> (add_arguments, run).
EXTRA_COMMANDS: dict[str, tuple[Callable[[argparse.ArgumentParser], None],
                                Callable[[argparse.Namespace], int]]] = {}
#: Their one-line help in ``--help``.
EXTRA_HELP: dict[str, str] = {}


def version() -> str:
    try:
        return metadata.version("trading-floor")
    except metadata.PackageNotFoundError:  # frozen or not installed
        return "0.1.0"


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def parse_options(game_id: str, assignments: Sequence[str]) -> Any:
    game = registry.get(game_id)
    return game.options_type.parse(assignments)


def _game_arg(value: str) -> str:
    try:
        registry.get(value)
    except UnknownGame:
        known = ", ".join(registry.ids()) or "none"
        raise argparse.ArgumentTypeError(f"unknown game {value!r} (known: {known})") from None
    return value


def _positive(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {n}")
    return n


def _bounded(limit: int) -> Callable[[str], int]:
    """A whole number from 1 to ``limit``."""

    def parse(value: str) -> int:
        n = _positive(value)
        if n > limit:
            raise argparse.ArgumentTypeError(f"must be at most {limit}: {n}")
        return n

    return parse


def _seed(value: str) -> int:
    try:
        n = int(value, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if not 0 <= n < 1 << 64:
        raise argparse.ArgumentTypeError(f"seed must be between 0 and 2**64-1: {n}")
    return n


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Trading Floor: stock-market and property-trading board games.")
    parser.add_argument("--version", action="version", version=f"{PROG} {version()}")
    parser.add_argument("--smoke-test", action="store_true",
                        help="start offscreen, play a short bot game of each game through the window, "
                             "save, reload, exit 0")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play seeded bot-only games and print the results")
    sim.add_argument("game", type=_game_arg)
    sim.add_argument("--players", type=_positive, default=None)
    sim.add_argument("--games", type=_bounded(MAX_GAMES), default=1)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--bots", default="random", metavar="LEVEL,LEVEL,...",
                     help="bot level per seat (repeats to fill the seats)")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--export", type=Path, default=None, metavar="DIR",
                     help="write each game's export JSON (as the Saved games page exports it) into DIR")

    tour = sub.add_parser("tournament", help="seeded matches between bot levels: win rates with 95%% intervals")
    tour.add_argument("game", type=_game_arg)
    tour.add_argument("--seats", required=True, metavar="LEVEL,LEVEL,...",
                      help="one bot level per seat; seats rotate so each level plays each position equally; "
                           "a level may change its heuristic's parameters (heuristic/risk=0.8) and a search "
                           "level its search settings too (hard/rollout_depth=20/switch_z=2)")
    tour.add_argument("--games", type=_bounded(MAX_GAMES), default=None,
                      help="games to play (rounded up to a multiple of the number of seats)")
    tour.add_argument("--seed", type=_seed, default=0)
    budget = tour.add_mutually_exclusive_group()
    budget.add_argument("--iterations", type=_bounded(MAX_BUDGET), default=None,
                        help="search iterations per Hard decision (Expert: 3 times as many); reproducible")
    budget.add_argument("--ms", type=_bounded(MAX_BUDGET), default=None,
                        help="milliseconds per Hard decision (Expert: 3 times as long)")
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    tour.add_argument("--workers", type=_bounded(MAX_WORKERS), default=None,
                      help="parallel game processes (default: one per core)")
    tour.add_argument("--json", action="store_true")

    _add_review_parser(sub)

    rep = sub.add_parser("replay", help="replay an exported game and print its result")
    rep.add_argument("file", type=Path)
    rep.add_argument("--json", action="store_true")

    chk = sub.add_parser("check-saves", help="check the saves database read-only (application id, schema "
                                             "version, quick_check, every game replays to its stored hash); "
                                             "exit 0 when sound, 1 otherwise; never writes")
    chk.add_argument("--data-dir", type=Path, default=None,
                     help="the data folder to check (default: the app's, or TRADING_FLOOR_DATA_DIR)")

    for name, (add_arguments, _run) in EXTRA_COMMANDS.items():
        add_arguments(sub.add_parser(name, help=EXTRA_HELP.get(name)))
    return parser


def _check_players(game_id: str, players: int | None) -> int:
    game = registry.get(game_id)
    if players is None:
        return max(game.min_players, min(4, game.max_players))
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game_id} takes {game.min_players} to {game.max_players} players, not {players}")
    return players


def cmd_simulate(args: argparse.Namespace) -> int:
    from desktop.ai.levels import UnknownLevel, level_names
    from desktop.ai.simulate import simulate

    players = _check_players(args.game, args.players)
    options = parse_options(args.game, args.option)
    registry.get(args.game).check_options(players, options)
    levels = [b.strip() for b in args.bots.split(",")]
    if not levels or any(not level for level in levels):
        raise UsageError(f"--bots needs bot levels separated by commas, got {args.bots!r}")
    for level in levels:
        if level not in level_names():
            raise UsageError(f"unknown bot level {level!r} (known: {', '.join(level_names())})")
    on_game = _exporter(args.export, args.game, players, options) if args.export is not None else None
    try:
        report = simulate(args.game, players, args.games, args.seed, options, levels, on_game)
    except UnknownLevel as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(report))
        return 0
    for i, g in enumerate(report["games"]):
        scores = " ".join(f"{s}" for s in g["scores"])
        ranks = " ".join(f"{r}" for r in g["ranks"])
        print(f"game {i + 1:>4}  seed {g['seed']:>20}  decisions {g['decisions']:>6}  "
              f"scores [{scores}]  ranks [{ranks}]")
    s = report["summary"]
    print(f"{s['games']} games, {s['games_per_s']:.1f} games/s, {s['decisions_per_s']:.0f} decisions/s, "
          f"{s['mean_decisions']:.1f} decisions per game")
    for seat, (level, rate) in enumerate(zip(report["bots"], s["win_rate_by_seat"], strict=True)):
        print(f"  seat {seat} ({level}): win rate {rate:.1%}")
    return 0


def _exporter(folder: Path, game_id: str, players: int, options: Any) -> Callable[[int, Any, list[str]], None]:
    """``simulate --export DIR``: each finished game goes through an in-memory store and out
    as the same JSON the Saved games page exports (desktop/storage/exchange.py)."""
    from desktop.storage import Seat, Store

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot create {folder}: {exc.strerror}") from None

    def write(index: int, run: Any, levels: list[str]) -> None:
        with Store.open(":memory:") as store:
            saved = store.new_game(game_id, options, [Seat.bot(level) for level in levels[:players]], run.seed)
            for seat, action in run.actions:
                saved.apply(seat, action)
            text = store.export_game(saved.id)
        target = folder / f"{game_id}-{index + 1:03d}.json"
        try:
            target.write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {target}: {exc.strerror}") from None

    return write


def _short(text: str, limit: int = 60) -> str:
    quoted = repr(text)
    return quoted if len(quoted) <= limit else quoted[: limit - 4] + "...'"


def _setting_problem(game_id: str, overrides: dict[str, float]) -> str:
    """Why a tournament entrant's settings are out of range ("" if fine):
    every value finite; search settings from 0 (whole numbers where the
    setting is one); heuristic parameters within +-MAX_TRAIT, risk in [0, 1]."""
    from dataclasses import fields

    from desktop.ai.heuristics import NoHeuristic, personality_defaults
    from desktop.ai.search import SearchConfig

    if not overrides:
        return ""
    try:
        traits = personality_defaults(game_id)
    except NoHeuristic:
        traits = {}  # make_entrant then says the level is not available
    kinds = {f.name: f.type for f in fields(SearchConfig)}
    for key, value in overrides.items():
        name = _short(key, 40)
        if not math.isfinite(value):
            return f"{name} must be a finite number, not {value}"
        if key in traits:
            low, high = (0.0, 1.0) if key == "risk" else (-MAX_TRAIT, MAX_TRAIT)
            if not low <= value <= high:
                return f"{name} must be between {low:g} and {high:g}, not {value:g}"
        elif key in kinds:
            if kinds[key] in (int, "int") and value != int(value):
                return f"{name} must be a whole number, not {value:g}"
            high = 1.0 if key == "rollout_epsilon" else MAX_SETTING
            if not 0 <= value <= high:
                return f"{name} must be between 0 and {high:g}, not {value:g}"
    return ""


def cmd_tournament(args: argparse.Namespace) -> int:
    from desktop.ai.heuristics import NoHeuristic
    from desktop.ai.levels import UnknownLevel, level_names
    from desktop.ai.tournament import make_entrant, parse_entrant, tournament

    game = registry.get(args.game)
    levels = [b.strip() for b in args.seats.split(",")]
    if any(not level for level in levels):
        raise UsageError(f"--seats has an empty level: {args.seats!r}")
    for entrant in levels:
        try:
            level, overrides = parse_entrant(entrant)
        except ValueError as exc:
            raise UsageError(f"bad entrant {_short(entrant)}: {exc}") from None
        problem = _setting_problem(args.game, overrides)
        if problem:
            raise UsageError(f"bad entrant {_short(entrant)}: {problem}")
        if level not in level_names():
            raise UsageError(f"unknown bot level {level!r} (known: {', '.join(level_names())})")
        try:
            make_entrant(entrant, args.game, 0)
        except (UnknownLevel, NoHeuristic):
            raise UsageError(f"level {level!r} is not available for {args.game} (it has no heuristic yet)") from None
        except ValueError as exc:
            raise UsageError(f"bad entrant {entrant!r}: {exc}") from None
    players = _check_players(args.game, len(levels))
    options = parse_options(args.game, args.option)
    game.check_options(players, options)
    games = args.games if args.games is not None else players
    report = tournament(args.game, levels, games, args.seed, options, iterations=args.iterations, ms=args.ms,
                        workers=args.workers)
    if args.json:
        print(json.dumps(report))
        return 0
    budget = (f"{args.iterations} iterations" if args.iterations else f"{args.ms} ms" if args.ms
              else "play budgets")
    print(f"{args.game}: {report['games']} games, {players} seats rotating, seed {args.seed}, "
          f"search {budget} (expert x{report['budget']['expert_factor']}), {report['seconds']:.1f} s")
    print(f"  {'seat':<4} {'level':<10} {'win rate':>8}  {'95% interval':<15} {'mean score':>10} "
          f"{'p50 ms':>9} {'p95 ms':>9}")
    for j, entry in enumerate(report["seats"]):
        low, high = entry["ci95"]
        print(f"  {j:<4} {entry['level']:<10} {entry['win_rate']:>8.1%}  [{low:5.1%}, {high:5.1%}]  "
              f"{entry['mean_score']:>10.1f} {entry['decision_ms_p50']:>9.2f} {entry['decision_ms_p95']:>9.2f}")
        if entry["failures"]:
            print(f"       {entry['failures']} decisions failed and fell back to the heuristic")
    return 0


def read_game_file(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of a regular file (UsageError for anything
    else: a device such as /dev/zero, a FIFO, a directory, a larger file).
    Opened without blocking, so a FIFO never hangs the command."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise UsageError(f"{_short(str(path), 200)} is not a regular file")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise UsageError(f"cannot read {_short(str(path), 200)}: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):  # replaced since the check
            raise UsageError(f"{_short(str(path), 200)} is not a regular file")
        if info.st_size > limit:
            raise UsageError(f"{_short(str(path), 200)} is too large for a game file "
                             f"({info.st_size} bytes, at most {limit})")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise UsageError(f"{_short(str(path), 200)} is too large for a game file (at most {limit} bytes)")
    return data


def _add_review_parser(sub: Any) -> None:
    rev = sub.add_parser("review", help="review one seat's decisions in an exported game: win chances, "
                                        "classes (best ... blunder) and the turning points")
    rev.add_argument("file", type=Path)
    rev.add_argument("--seat", type=int, default=0, help="the seat to review, from 0 (default 0)")
    rev.add_argument("--lang", default="en", choices=["en", "zh_TW", "ja", "zh_CN"],
                     help="language of the moves as the player reads them (default en)")
    rev.add_argument("--workers", type=_positive, default=None,
                     help="worker processes (default: one per core, at most 2); the output does not depend on it")
    rev.add_argument("--json", action="store_true")


def _read_game_file(path: Path) -> tuple[Any, Any]:
    """An exported game: its log, and the file's JSON (for the seats' names)."""
    from desktop.engine import gamelog

    text = read_game_file(path, gamelog.MAX_BYTES)
    log = gamelog.loads(text)
    return log, json.loads(text)


def _seat_names(raw: Any, players: int) -> list[str]:
    from desktop.app.i18n import fill, translate

    seats = raw.get("seats") if isinstance(raw, dict) else None
    names = []
    for seat in range(players):
        entry = seats[seat] if isinstance(seats, list) and seat < len(seats) else None
        name = entry.get("name") if isinstance(entry, dict) else None
        names.append(name[:40] if isinstance(name, str) and name.strip()
                     else fill(translate("NewGame", "Player %1"), seat + 1))
    return names


def cmd_review(args: argparse.Namespace) -> int:
    """``trading-floor review FILE``: every decision of one seat judged from its view then."""
    from PySide6.QtCore import QCoreApplication

    from desktop.ai.advisor import review
    from desktop.ai.heuristics import has_heuristic
    from desktop.app.advice import review_entries
    from desktop.app.i18n import set_language

    log, raw = _read_game_file(args.file)
    log.replay()  # refuses a file whose actions are illegal or whose hash differs, naming the step
    if not 0 <= args.seat < log.num_players:
        raise UsageError(f"--seat must be between 0 and {log.num_players - 1}")
    if not has_heuristic(log.game_id):
        raise UsageError(f"{log.game_id} has no advisor (no heuristic)")
    app = QCoreApplication.instance() or QCoreApplication([PROG])
    set_language(args.lang)
    result = review(log.game_id, log.new_state(), log.actions, args.seat, log.seed, workers=args.workers)
    names = _seat_names(raw, log.num_players)
    report = review_entries(result, log.new_state(), log.actions, names)
    del app
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    print(f"{log.game_id}: {names[args.seat]} (seat {args.seat}), {len(report['decisions'])} decisions reviewed")
    for entry in report["decisions"]:
        line = (f"  {entry['index']:>5}  {entry['win_chance']:>6.1%}  {entry['class_name']:<12} "
                f"{entry['played']}")
        if entry["class"] != "best":
            line += f"  (better: {entry['best']}, {entry['best_win_chance']:.1%})"
        print(line)
    if report["turning_points"]:
        print("turning points:")
        for entry in report["turning_points"]:
            print(f"  {entry['index']:>5}  played {entry['played']} ({entry['win_chance']:.1%}), "
                  f"better {entry['best']} ({entry['best_win_chance']:.1%})"
                  + (f": {entry['why']}" if entry.get("why") else ""))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from desktop.engine import gamelog

    text = read_game_file(args.file, gamelog.MAX_BYTES)
    log = gamelog.loads(text)
    state, _events = log.replay()
    result = state.result() if state.is_over() else None
    report = {
        "game": log.game_id,
        "players": log.num_players,
        "seed": log.seed,
        "actions": len(log.actions),
        "over": state.is_over(),
        "state_hash": state.state_hash(),
        "result": result.to_json() if result else None,
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{log.game_id}: {len(log.actions)} actions replayed, "
              f"{'game over' if result else 'game in progress'}")
        if result:
            for seat in range(log.num_players):
                print(f"  seat {seat}: score {result.scores[seat]}, place {result.ranks[seat]}")
    return 0


LOG_LANGUAGES = ("en", "zh_TW", "ja", "zh_CN")


def _log_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = ("print an exported game's log as a seat reads it in the app, one entry a line "
                          "(round and turn headers included), in a language")
    parser.add_argument("file", type=Path, help="a game exported from the Saved games page (JSON)")
    parser.add_argument("--seat", type=int, default=0, help="the seat whose view of the game to print (default 0)")
    parser.add_argument("--lang", choices=LOG_LANGUAGES, default="en", help="the language (default en)")


def cmd_log(args: argparse.Namespace) -> int:
    """``log FILE [--seat N] [--lang L]``: the app's log without a window."""
    from desktop.engine import gamelog

    text = read_game_file(args.file, gamelog.MAX_BYTES)
    from PySide6.QtCore import QCoreApplication

    from desktop.app.i18n import set_language
    from desktop.app.storylog import exported_game_log

    app = QCoreApplication.instance() or QCoreApplication([PROG])
    if not set_language(args.lang):
        raise UsageError(f"the {args.lang} catalog could not be loaded")
    try:
        lines = exported_game_log(text, args.seat)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    del app
    out = sys.stdout
    for line in lines:
        out.write(line.replace("\n", " ") + "\n")
    return 0


EXTRA_COMMANDS["log"] = (_log_arguments, cmd_log)
EXTRA_HELP["log"] = "print an exported game's log as a seat reads it in the app, in a language"


def _explain(exc: BaseException) -> str:
    if isinstance(exc, OptionError):
        if exc.reason == "unknown_option":
            return f"unknown option {exc.key!r}"
        return f"bad value for option {exc.key!r}: {exc.reason}" + (
            f" ({exc.value!r})" if exc.value is not None else "")
    if isinstance(exc, FormatError):
        return f"bad game file: {exc}"
    return str(exc)


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # worker processes of a PyInstaller build start here
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
        if args.smoke_test:
            from desktop.app.smoke import run_smoke_test

            return run_smoke_test()
        if args.command is None:
            # --startup-probe: open the home window, print "ready" once it is
            # shown, and quit (benchmarks and the packaging test time this).
            from desktop.app.main import run_app

            return run_app([], startup_probe=args.startup_probe)
        if args.command == "simulate":
            return cmd_simulate(args)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "review":
            return cmd_review(args)
        if args.command == "tournament":
            return cmd_tournament(args)
        if args.command == "check-saves":
            from desktop.storage.check import check_saves

            return check_saves(args.data_dir)
        _add, run = EXTRA_COMMANDS[args.command]
        return run(args)
    except (UsageError, EngineError) as exc:
        print(f"{PROG}: error: {_explain(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
