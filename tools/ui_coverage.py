"""How much of a person's play the board can do: play seeded games through the
real window with a person in seat 0 who acts only by clicking board items and
the dialogs they open (never the move list), bots elsewhere, and count the
person's decisions the board could make.

    uv run python tools/ui_coverage.py [--games N] [--game ID,...] [--full] [--json]

The person's move at each decision is the heuristic bot's choice for that seat
(so the games go on as a sensible player's would).  A decision the board cannot
make is played through the move list and its kind (the engine's action type)
is listed under ``list_only``.  Forced single choices are taken by the page
itself and are not decisions.  Prints
``{"games": {"<id>": {"board_share": x, "decisions": n, "list_only": [...]}}}``
with --json, a table without.  Games use the short options unless --full."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: the longest one game may take
GAME_TIMEOUT_S = 600.0


def coverage(game_ids: list[str] | None = None, games: int = 3, full: bool = False,
             seed: int = 1, log: Any = None) -> dict[str, dict[str, Any]]:
    """Play ``games`` games of each title (seeds ``seed``, ``seed+1``, ...) and
    measure the person's board share; needs a QApplication-free process (it
    makes its own, offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = None
    if not os.environ.get("TRADING_FLOOR_DATA_DIR"):
        scratch = tempfile.TemporaryDirectory(prefix="trading-floor-coverage-")
        os.environ["TRADING_FLOOR_DATA_DIR"] = scratch.name
    import asyncio

    from PySide6.QtCore import QTimer

    from desktop.ai.levels import make_bot
    from desktop.app.boarddriver import BoardDriver
    from desktop.app.eventloop import EventLoop
    from desktop.app.gameui import ui_for
    from desktop.app.main import make_app
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.app.window import MainWindow
    from desktop.engine import registry

    app = make_app()
    loop = EventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    out: dict[str, dict[str, Any]] = {}
    try:
        window.settings.set_speed("off", persist=False)
        window.resize(1280, 800)
        window.show()
        loop.run_until_complete(asyncio.sleep(0.05))
        for game_id in game_ids or registry.ids():
            game = registry.get(game_id)
            players = min(4, game.max_players) if game.min_players <= 4 else game.min_players
            ui = ui_for(game_id)
            options = game.default_options() if full else ui.short_options()
            decisions = 0
            on_board = 0
            list_only: Counter[str] = Counter()
            for g in range(games):
                game_seed = seed + g
                seats = (SeatSpec(YOU, "You"),
                         *(SeatSpec(BOT, f"Bot {i}", "heuristic") for i in range(1, players)))
                match = window.start_match(MatchSetup(game_id, seats, options, seed=game_seed))
                page = window.game_page
                driver = BoardDriver(page)
                me = make_bot("heuristic", game_id, game_seed * 7919 + 1)
                start = time.perf_counter()

                tally: dict[str, Any] = {"made": 0, "board": 0, "missed": Counter()}

                def act(match: Any = match, page: Any = page, driver: BoardDriver = driver, me: Any = me,
                        tally: dict[str, Any] = tally) -> None:
                    # run from the Qt event loop (not inside an asyncio task), as a person's click is
                    if (match.task.done() or match.waiting_seat != match.viewer or not page.legal
                            or page.auto_action is not None):
                        return
                    wanted = me.decide(match.view(), match.viewer)
                    tally["made"] += 1
                    if driver.play(wanted):
                        tally["board"] += 1
                    else:
                        tally["missed"][type(wanted).__name__] += 1
                        page.select_choice(page.legal.index(wanted))
                        page.do_button.click()

                def turn(_seat: int, act: Any = act) -> None:
                    QTimer.singleShot(0, act)

                match.humanTurn.connect(turn)
                if match.waiting_seat == match.viewer:
                    turn(0)
                loop.run_until_complete(asyncio.wait_for(asyncio.shield(match.task), GAME_TIMEOUT_S))
                made, board, missed = tally["made"], tally["board"], tally["missed"]
                decisions += made
                on_board += board
                list_only.update(missed)
                if log is not None:
                    print(f"{game_id} seed {game_seed}: {board}/{made} on the board "
                          f"({time.perf_counter() - start:.0f} s)", file=log, flush=True)
                window.drop_match(gid=match.keeper.id if match.keeper is not None else None)
                loop.run_until_complete(asyncio.sleep(0.01))
            out[game_id] = {"board_share": round(on_board / decisions, 4) if decisions else 1.0,
                            "decisions": decisions,
                            "list_only": sorted(list_only, key=lambda k: (-list_only[k], k))}
    finally:
        window.close()
        window.close_store()
        loop.run_until_complete(asyncio.sleep(0))
        loop.close()
        asyncio.set_event_loop(None)
        if scratch is not None:
            os.environ.pop("TRADING_FLOOR_DATA_DIR", None)
            scratch.cleanup()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games per title (default 3)")
    parser.add_argument("--game", default="", help="comma-separated game ids (default: all five)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--full", action="store_true", help="full-length games instead of the short options")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    ids = [g for g in args.game.split(",") if g] or None
    from desktop.engine import registry

    for g in ids or []:
        if g not in registry.ids():
            parser.error(f"unknown game {g!r}; known: {', '.join(registry.ids())}")
    result = coverage(ids, args.games, args.full, args.seed, log=sys.stderr)
    if args.json:
        print(json.dumps({"games": result}, indent=2))
    else:
        for game_id, row in result.items():
            print(f"{game_id:18} board {row['board_share']:.0%} of {row['decisions']} decisions; "
                  f"list only: {', '.join(row['list_only']) or '-'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
