"""``trading-floor --smoke-test``: start offscreen, play a short bot-only game
of each registered game through the real window (MatchModel, board scene,
log, end screen), exit 0; on any failure print one clear line and exit 1."""

from __future__ import annotations

import os
import sys
import time

#: the longest a smoke game may take before it counts as a failure
GAME_TIMEOUT_S = 300.0


def run_smoke_test(game_ids: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    current = "start-up"
    loop = None
    try:
        import asyncio

        import qasync

        from desktop.app.gameui import ui_for
        from desktop.app.main import make_app
        from desktop.app.match import BOT, MatchSetup, SeatSpec
        from desktop.app.window import MainWindow
        from desktop.engine import registry

        app = make_app()
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        window = MainWindow()
        window.settings.set_speed("off", persist=False)
        window.show()
        loop.run_until_complete(asyncio.sleep(0.05))
        ids = game_ids if game_ids is not None else registry.ids()
        if not ids:
            raise RuntimeError("no game is registered")
        for game_id in ids:
            current = game_id
            game = registry.get(game_id)
            players = min(3, game.max_players) if game.min_players <= 3 else game.min_players
            seats = tuple(SeatSpec(BOT, f"Bot {i + 1}", "heuristic") for i in range(players))
            setup = MatchSetup(game_id, seats, ui_for(game_id).short_options(), seed=1)
            start = time.perf_counter()
            match = window.start_match(setup)
            result = loop.run_until_complete(asyncio.wait_for(match.task, GAME_TIMEOUT_S))
            page = window.game_page
            if result is None or not match.state.is_over():
                raise RuntimeError("the game did not finish")
            if page.stack.currentIndex() != 2 or page.ranking.rowCount() != players:
                raise RuntimeError("the end-of-game screen did not show the ranking")
            if not page.log.lines:
                raise RuntimeError("the log stayed empty")
            winners = ", ".join(match.names[s] for s in result.winners)
            print(f"{game_id}: {match.decisions} decisions in {time.perf_counter() - start:.1f} s; won by {winners}")
        window.close()
        window.deleteLater()
        loop.run_until_complete(asyncio.sleep(0))
    except Exception as exc:  # the smoke test reports any failure as one line
        print(f"smoke test failed ({current}): {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        if loop is not None:
            loop.close()
            asyncio.set_event_loop(None)
    print("smoke test passed")
    return 0
