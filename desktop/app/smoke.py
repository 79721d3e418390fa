"""``trading-floor --smoke-test``: start offscreen, play a short bot-only game
of each registered game through the real window (MatchModel, board scene,
log, end screen), saving every action; halfway through, the match is stopped
and resumed from the database (its state hash must be the one saved), then
played to the end and loaded once more.  Then every tutorial is played
through the window, step by step (the moves asked for chosen in the action
panel, the opponents' from the script), printing ``tutorial <game>: N steps``.  Exit 0; on any failure print one
clear line and exit 1.  Saves go to TRADING_FLOOR_DATA_DIR, or to a
temporary directory when it is unset (never the player's own saves)."""

from __future__ import annotations

import os
import sys
import tempfile
import time

#: the longest a smoke game may take before it counts as a failure
GAME_TIMEOUT_S = 300.0
#: decisions played before the match is stopped and resumed from the database
RESUME_AFTER = 20


def run_smoke_test(game_ids: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = None
    if not os.environ.get("TRADING_FLOOR_DATA_DIR"):
        scratch = tempfile.TemporaryDirectory(prefix="trading-floor-smoke-")
        os.environ["TRADING_FLOOR_DATA_DIR"] = scratch.name
    current = "start-up"
    loop = None
    window = None
    try:
        import asyncio

        from desktop.app.eventloop import EventLoop
        from desktop.app.gameui import ui_for
        from desktop.app.main import make_app
        from desktop.app.match import BOT, MatchSetup, SeatSpec
        from desktop.app.window import MainWindow
        from desktop.engine import registry

        app = make_app()
        loop = EventLoop(app)
        asyncio.set_event_loop(loop)
        window = MainWindow()
        if window.store is None or getattr(window.store, "read_only", False):
            raise RuntimeError(f"saved games did not open for writing: {window.storage_message}")
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
            gid = match.keeper.id

            async def stop_halfway(m=match, g=gid) -> str:  # type: ignore[no-untyped-def]
                # stopped while the loop runs, as when the player leaves: the
                # match's coroutine is cancelled wherever it waits
                while m.decisions < RESUME_AFTER and not m.task.done():
                    await asyncio.sleep(0.005)
                played = str(m.state.state_hash())
                window.drop_match(gid=g)
                await asyncio.sleep(0.01)
                if not m.task.cancelled():
                    raise RuntimeError("the match did not stop")
                return played

            live_hash = loop.run_until_complete(asyncio.wait_for(stop_halfway(), GAME_TIMEOUT_S))
            stored = window.store.game_info(gid)
            if stored.state_hash != live_hash:
                raise RuntimeError("the saved state hash is not the state played")
            match = window.resume_game(gid)
            if match is None:
                raise RuntimeError(f"the saved game did not resume: {getattr(window, 'last_message', '')}")
            if match.state.state_hash() != live_hash or match.decisions != stored.action_count:
                raise RuntimeError("the resumed game is not where it was saved")
            result = loop.run_until_complete(asyncio.wait_for(match.task, GAME_TIMEOUT_S))
            reloaded = window.store.load_game(gid)
            if not reloaded.info.is_finished or reloaded.state.state_hash() != match.state.state_hash():
                raise RuntimeError("the finished game did not reload as it ended")
            page = window.game_page
            if result is None or not match.state.is_over():
                raise RuntimeError("the game did not finish")
            if page.stack.currentIndex() != 2 or page.ranking.rowCount() != players:
                raise RuntimeError("the end-of-game screen did not show the ranking")
            if not page.log.lines:
                raise RuntimeError("the log stayed empty")
            winners = ", ".join(match.names[s] for s in result.winners)
            print(f"{game_id}: {match.decisions} decisions in {time.perf_counter() - start:.1f} s "
                  f"(saved, resumed after {stored.action_count}, reloaded); won by {winners}")
        from desktop.app.tutorials import available

        for game_id in [g for g in available() if game_ids is None or g in game_ids]:
            current = f"tutorial {game_id}"
            steps = play_tutorial(window, loop, game_id)
            print(f"tutorial {game_id}: {steps} steps")
        window.close()
        window.close_store()
        window.deleteLater()
        loop.run_until_complete(asyncio.sleep(0))
    except Exception as exc:  # the smoke test reports any failure as one line
        print(f"smoke test failed ({current}): {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        if window is not None and window.store is not None:
            window.close_store()
        if loop is not None:
            loop.close()
            asyncio.set_event_loop(None)
        if scratch is not None:
            os.environ.pop("TRADING_FLOOR_DATA_DIR", None)
            scratch.cleanup()
    print("smoke test passed")
    return 0


def play_tutorial(window, loop, game_id: str) -> int:  # type: ignore[no-untyped-def]
    """Play ``game_id``'s tutorial through the window: each move it asks for chosen in the action
    panel (as a player does), every other step by Next; the steps shown and the moves played must be
    the tutorial's, each step's anchor on the board, and the game stored with every move."""
    import asyncio

    match = window.start_tutorial(game_id)
    if match is None:
        raise RuntimeError("the tutorial did not load")
    page = window.game_page
    guide = page.tutorial
    script = guide.script

    async def settle() -> None:
        started = time.perf_counter()
        while guide.active and (page.animating or (
                guide.step().do is not None and match.waiting_seat != match.viewer)
                or (guide.step().watch and len(match.history) < guide.step().end)):
            if time.perf_counter() - started > GAME_TIMEOUT_S:
                raise RuntimeError(f"stuck at step {guide.step().id}")
            await asyncio.sleep(0.005)

    for _ in range(4 * len(guide.steps)):
        loop.run_until_complete(settle())
        if not guide.active:
            break
        step = guide.step()
        before = (guide.index, len(match.history))
        if step.do is not None and len(match.history) == step.start:
            row = next((r for r in range(page.choices.rowCount()) if page.choices.action(r) == step.do), None)
            if row is None:
                raise RuntimeError(f"step {step.id}: the move it asks for is not among the choices")
            page.select_choice(row)
            page._do_current()
        else:
            guide.next()
        loop.run_until_complete(asyncio.sleep(0))
        if guide.active and (guide.index, len(match.history)) == before:
            raise RuntimeError(f"step {step.id}: nothing happened")
    if guide.active or len(guide.seen) != len(guide.steps):
        raise RuntimeError("the tutorial did not reach its end")
    if guide.missing:
        raise RuntimeError(f"anchors not on the board: {sorted(guide.missing)}")
    played = [(seat, action) for seat, action, _events in list(match.history)[:len(script)]]
    if played != script:
        raise RuntimeError("the moves played are not the tutorial's")
    stored = window.store.game_info(match.keeper.id)
    if stored.action_count != len(match.history):
        raise RuntimeError("the tutorial's game was not saved move by move")
    window.drop_match(gid=match.keeper.id)
    loop.run_until_complete(asyncio.sleep(0.01))  # the match's coroutine unwinds before the next
    if not match.task.done():
        raise RuntimeError("the tutorial's match did not stop")
    return len(guide.steps)
