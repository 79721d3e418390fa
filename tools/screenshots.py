"""Render the home page and a mid-game board of each game to PNG files
(offscreen; no display needed):

    uv run python tools/screenshots.py [--out docs/screenshots] [--steps 60] [--languages en zh_TW ja zh_CN]
                                       [--size 1024x700]

Each game is set up with you in seat 0 against computer players, played on
by random legal moves from a fixed seed until it is your turn again after
``--steps`` decisions, and shown as you would see it.  English pictures are
named home.png and <game>.png; other languages get a suffix (home-zh_TW.png), and a window size other
than the default another (stockpile-1024x700.png, stockpile-1024x700-ja.png)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# a scratch database filled with example games: never the player's own saves
_SCRATCH = tempfile.TemporaryDirectory(prefix="trading-floor-shots-")
os.environ["TRADING_FLOOR_DATA_DIR"] = _SCRATCH.name


DEFAULT_SIZE = "1600x1000"

#: games whose interesting middle comes later than --steps decisions
MORE_STEPS = {"landlord": 400}


def midgame_state(game_id: str, players: int, steps: int, seed: int,  # type: ignore[no-untyped-def]
                  bots: str = "random"):
    from desktop.engine import Rng, registry

    state = registry.get(game_id).new_game(players, None, seed)
    rng = Rng(seed)
    players_bots = None
    if bots != "random":  # a bot level (falls back to what the game has), for a position like real play
        from desktop.ai.levels import make_bot
        from desktop.app.match import resolve_level

        players_bots = [make_bot(resolve_level(bots, game_id), game_id, seed + s) for s in range(players)]
    done = 0
    while not state.is_over() and (done < steps or 0 not in state.to_move()):
        seat = state.to_move()[0]
        if players_bots is not None:
            state.apply(seat, players_bots[seat].decide(state.view(seat), seat))
        else:
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
        done += 1
        if done > steps * 20:
            break
    return state


def play_out(saved, rng) -> None:  # type: ignore[no-untyped-def]
    """Random legal moves to the end of a stored game (each one saved)."""
    while not saved.state.is_over():
        seat = saved.state.to_move()[0]
        actions = saved.state.legal_actions(seat)
        saved.apply(seat, actions[rng.below(len(actions))])


def example_saves(store) -> None:  # type: ignore[no-untyped-def]
    """Finished and unfinished games and two campaigns, for the saved-games,
    campaign and statistics pages."""
    from desktop.campaign import Campaigns
    from desktop.engine import Rng, registry
    from desktop.storage import Seat

    rng = Rng(11)
    for i, game_id in enumerate(registry.ids()):
        seats = [Seat.human("Mei"), Seat.bot("heuristic", "Ada"), Seat.bot("random", "Bruno")]
        game = registry.get(game_id)
        seats = seats[:max(game.min_players, min(3, game.max_players))]
        saved = store.new_game(game_id, None, seats, seed=100 + i)
        if i % 2 == 0:
            play_out(saved, rng)
        else:
            for _ in range(30):
                seat = saved.state.to_move()[0]
                actions = saved.state.legal_actions(seat)
                saved.apply(seat, actions[rng.below(len(actions))])
    camps = Campaigns(store)
    cid = camps.start("quick_circuit", "Mei", difficulty="relaxed")
    play_out(camps.play(cid), rng)
    tour = camps.start("grand_tour", "Mei", difficulty="standard")
    play_out(camps.play(tour), rng)
    play_out(camps.play(tour), rng)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--games", nargs="*", default=None, help="game ids (default: every registered game)")
    parser.add_argument("--size", default=DEFAULT_SIZE, help=f"the window's size, WxH (default {DEFAULT_SIZE})")
    parser.add_argument("--languages", nargs="*", default=["en"], help="en zh_TW ja zh_CN (default: en)")
    parser.add_argument("--bots", default="random", help="how the moves before the shot are played: random or "
                                                          "a bot level such as heuristic")
    args = parser.parse_args(argv)
    from desktop.app.eventloop import EventLoop
    from desktop.app.i18n import set_language
    from desktop.app.main import make_app
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.app.newgame import default_name
    from desktop.app.window import MainWindow
    from desktop.engine import registry

    app = make_app()
    loop = EventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size: WxH expected, e.g. 1024x700, not {args.size!r}")
    size_tag = "" if args.size == DEFAULT_SIZE else f"-{width}x{height}"
    args.out.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.settings.set_speed("off", persist=False)
    window.resize(width, height)
    window.show()
    for language in args.languages:
        set_language(language)
        suffix = size_tag + ("" if language == "en" else f"-{language}")
        window.show_home()
        loop.run_until_complete(asyncio.sleep(0.3))
        window.grab().save(str(args.out / f"home{suffix}.png"))
        print(args.out / f"home{suffix}.png")
        for game_id in args.games or registry.ids():
            game = registry.get(game_id)
            players = min(4, game.max_players)
            seats = tuple(SeatSpec(YOU if s == 0 else BOT, default_name(YOU if s == 0 else BOT, s), "random")
                          for s in range(players))
            setup = MatchSetup(game_id, seats, None, 7)
            state = midgame_state(game_id, players, max(args.steps, MORE_STEPS.get(game_id, 0)), 7, args.bots)
            match = window.start_match(setup, state=state)
            loop.run_until_complete(asyncio.sleep(0.5))
            path = args.out / f"{game_id}{suffix}.png"
            window.grab().save(str(path))
            print(path)
            match.stop()
        if window.store is not None:
            if language == args.languages[0]:
                example_saves(window.store)
            for name, show in (("saved_games", window.show_saved_games), ("campaign", window.show_campaigns),
                               ("statistics", window.show_statistics)):
                show()
                loop.run_until_complete(asyncio.sleep(0.2))
                path = args.out / f"{name}{suffix}.png"
                window.grab().save(str(path))
                print(path)
    window.close()
    window.close_store()
    return 0


if __name__ == "__main__":
    sys.exit(main())
