"""Render the home page and a mid-game board of each game to PNG files
(offscreen; no display needed):

    uv run python tools/screenshots.py [--out docs/screenshots] [--steps 60] [--languages en zh_TW ja zh_CN]
                                       [--size 1024x700] [--end all|none|only]

Each game is set up with you in seat 0 against computer players, played on
by random legal moves from a fixed seed until it is your turn again after
``--steps`` decisions, and shown as you would see it; then each game is
played to its end and its end screen drawn.  English pictures are named
home.png, <game>.png and <game>-end.png; other languages get a suffix
(home-zh_TW.png), and a window size other than the default another
(stockpile-1024x700.png, stockpile-1024x700-ja.png)."""

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
# and scratch settings: the pictures choose table themes and tokens, never in the player's own settings
os.environ["TRADING_FLOOR_SETTINGS"] = str(Path(_SCRATCH.name) / "settings.ini")


DEFAULT_SIZE = "1600x1000"

#: games whose interesting middle comes later than --steps decisions
MORE_STEPS = {"landlord": 400}


def midgame_state(game_id: str, players: int, steps: int, seed: int,  # type: ignore[no-untyped-def]
                  bots: str = "random", history=None):
    from desktop.engine import Rng, registry

    state = registry.get(game_id).new_game(players, None, seed)
    if history is not None:
        history.begin(state, 0)
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
            action = players_bots[seat].decide(state.view(seat), seat)
        else:
            actions = state.legal_actions(seat)
            action = actions[rng.below(len(actions))]
        events = state.apply(seat, action)
        if history is not None:  # the log beside the board tells how the game came here
            history.record(seat, action, events, state)
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
    # a run of Stockpile games: the statistics page's charts of results over time
    for seed in range(8):
        seats = [Seat.human("Mei"), Seat.bot("easy", "Ada"), Seat.bot("easy", "Bruno"), Seat.bot("easy", "Chiyo")]
        play_out(store.new_game("stockpile", None, seats, seed=200 + seed), rng)
    camps = Campaigns(store)
    cid = camps.start("quick_circuit", "Mei", difficulty="relaxed")
    play_out(camps.play(cid), rng)
    tour = camps.start("grand_tour", "Mei", difficulty="standard")
    # the first chapter until its goal is met (a retry when missed): the chapter-end shot
    for _ in range(8):
        play_out(camps.play(tour), rng)
        if camps.progress(tour).chapters[0].goal_met:
            break


def chapter_end_shot(window, loop, path: Path, cid: int | None = None) -> None:  # type: ignore[no-untyped-def]
    """The chapter-end moment of the grand tour's first chapter (or the last chapter played of
    campaign ``cid``) over the campaign page, as one picture."""
    from PySide6.QtGui import QColor, QPainter

    if cid is None:
        window.show_campaigns()
        camps = window.campaign_page.camps
        cid = next(p for p in camps.list_campaigns() if p.definition.id == "grand_tour").campaign
    window.show_campaigns(cid)
    camps = window.campaign_page.camps
    attempt = camps.store.campaign_attempts(cid)[-1]
    window.show_campaigns(cid)
    dialog = window.campaign_page.show_chapter_end(attempt.game)
    loop.run_until_complete(asyncio.sleep(0.3))
    dialog.finish_animation()
    loop.run_until_complete(asyncio.sleep(0.1))
    picture = window.grab()
    shot = dialog.grab()
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
    painter.drawPixmap((picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 2, shot)
    painter.end()
    picture.save(str(path))
    dialog.reject()


def advisor_review(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    """A heuristic game of ``game_id`` and the review of seat 0's decisions (computed once)."""
    from desktop.ai.advisor import review
    from desktop.ai.levels import make_bot
    from desktop.ai.simulate import play_game
    from desktop.engine import registry

    game = registry.get(game_id)
    players = min(4, game.max_players)
    run = play_game(game_id, players, None, seed, [make_bot("heuristic", game_id, seed + s) for s in range(players)])
    return players, run.actions, review(game_id, game.new_game(players, None, seed), run.actions, 0, seed)


def advisor_shots(window, loop, out: Path, suffix: str, game_id: str, steps: int, reviewed) -> None:  # type: ignore[no-untyped-def]
    """advisor_hint<suffix>.png: your turn with a hint shown; advisor_review<suffix>.png: the review
    dialog (chart of the chance to win, turning points, the board with the better move lit)."""
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.app.newgame import default_name
    from desktop.app.reviewpage import ReviewDialog
    from desktop.engine import registry

    game = registry.get(game_id)
    players = min(4, game.max_players)
    seats = tuple(SeatSpec(YOU if s == 0 else BOT, default_name(YOU if s == 0 else BOT, s), "normal")
                  for s in range(players))
    state = midgame_state(game_id, players, steps, 7, "heuristic")
    match = window.start_match(MatchSetup(game_id, seats, None, 7), state=state)
    page = window.game_page

    async def until(predicate, timeout: float = 120.0) -> None:  # type: ignore[no-untyped-def]
        waited = 0.0
        while not predicate() and waited < timeout:
            await asyncio.sleep(0.05)
            waited += 0.05

    loop.run_until_complete(until(lambda: match.waiting_seat == 0 and len(page.legal) > 1))
    page.hint.request()
    loop.run_until_complete(until(lambda: bool(page.hint.moves)))
    loop.run_until_complete(asyncio.sleep(0.3))
    path = out / f"advisor_hint{suffix}.png"
    window.grab().save(str(path))
    print(path)
    # the Chances tab over a whole game: seat 0's view after every 4th move of the reviewed game
    players, actions, result = reviewed
    from desktop.ai.advisor import standings

    state = game.new_game(players, None, 7)
    points = []
    rounds = {}
    for step, (seat, action) in enumerate(actions):
        if step % 4 == 0:
            points.append((step, standings(state.view(0), step)))
            number = page.game_ui.round_of(state.view(0))
            if number is not None:
                rounds[step] = number
        state.apply(seat, action)
    chances = page.win_chances
    chances.reset()
    chances.points = points
    chances.rounds = rounds
    chances._draw()
    page.tabs.setCurrentWidget(chances.tab)
    loop.run_until_complete(asyncio.sleep(0.3))
    path = out / f"advisor_chances{suffix}.png"
    window.grab().save(str(path))
    print(path)
    match.stop()
    names = [default_name(YOU if s == 0 else BOT, s) for s in range(players)]
    dialog = ReviewDialog(window, game_id, None, players, 7, actions, 0, names)
    dialog.resize(1400, 900)
    dialog.show()
    dialog.show_review(result)
    loop.run_until_complete(asyncio.sleep(0.4))
    path = out / f"advisor_review{suffix}.png"
    dialog.grab().save(str(path))
    print(path)
    dialog.close()


def end_shots(window, loop, out: Path, size_tag: str, languages: list[str], game_id: str, bots: str) -> None:  # type: ignore[no-untyped-def]
    """<game>-end<suffix>.png: the end of a whole game (you in seat 0 choosing at random, the
    others bots of ``bots``), played once and shown in each language."""
    from PySide6.QtCore import QTimer

    from desktop.app.i18n import set_language
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.app.newgame import default_name
    from desktop.engine import Rng, registry

    set_language(languages[0])  # the players' default names in the first language, as in its other pictures
    game = registry.get(game_id)
    players = min(4, game.max_players)
    level = "random" if bots == "random" else bots
    seats = tuple(SeatSpec(YOU if s == 0 else BOT, default_name(YOU if s == 0 else BOT, s), level)
                  for s in range(players))
    match = window.start_match(MatchSetup(game_id, seats, None, 7))
    page = window.game_page
    rng = Rng(7)

    def choose(_seat: int) -> None:
        def act() -> None:
            rows = page.choices.rowCount()
            if rows and match.waiting_seat == 0:
                page.select_choice(rng.below(rows))
                page.do_button.click()

        QTimer.singleShot(0, act)

    match.humanTurn.connect(choose)
    loop.run_until_complete(asyncio.wait_for(match.task, 1800))
    for language in languages:
        set_language(language)
        loop.run_until_complete(asyncio.sleep(0.4))
        suffix = size_tag + ("" if language == "en" else f"-{language}")
        path = out / f"{game_id}-end{suffix}.png"
        window.grab().save(str(path))
        print(path)
    match.stop()


#: the step each game's tutorial picture shows (else its first move asked after the opponents played)
TUTORIAL_SHOTS = {"wall_street_1920": "flip", "black_friday": "buy_again", "landlord": "build"}


def tutorial_shots(window, loop, out: Path, suffix: str, games: list[str]) -> None:  # type: ignore[no-untyped-def]
    """tutorial-<game><suffix>.png: each game's tutorial at the step TUTORIAL_SHOTS names, else its first
    step that asks for a move after the opponents have played (the speech bubble beside its board item,
    the move lit)."""
    from desktop.app.tutorials import available, load

    for game_id in [g for g in games if g in available()]:
        tutorial = load(game_id)
        assert tutorial is not None
        watched = next(n for n, step in enumerate(tutorial.steps) if step.watch)
        shot = next((n for n, step in enumerate(tutorial.steps) if n > watched and step.do is not None), watched)
        shot = next((n for n, step in enumerate(tutorial.steps) if step.id == TUTORIAL_SHOTS.get(game_id)), shot)
        match = window.start_tutorial(game_id)
        guide = window.game_page.tutorial
        page = window.game_page
        for _ in range(4 * len(tutorial.steps)):
            settled = match.waiting_seat == match.viewer or guide.step().do is None
            if guide.index >= shot and settled and not page.animating:
                break
            if settled and not page.animating:
                guide.next()
            loop.run_until_complete(asyncio.sleep(0.05))
        loop.run_until_complete(asyncio.sleep(0.4))
        guide.refresh()
        path = out / f"tutorial-{game_id}{suffix}.png"
        window.grab().save(str(path))
        print(path)
        match.stop()


_REWARD_CAMPAIGN: list[int] = []


def reward_campaign(store) -> int | None:  # type: ignore[no-untyped-def]
    """A grand tour played (random moves) through its second chapter, whose goal met earns the walnut
    table: the chapter end that shows an art reward.  None if the goals were not met in a few tries."""
    from desktop.campaign import Campaigns
    from desktop.engine import Rng

    camps = Campaigns(store)
    rng = Rng(5)
    cid = camps.start("grand_tour", "Mei", difficulty="relaxed")
    for chapter in range(2):
        for _ in range(12):
            play_out(camps.play(cid), rng)
            if camps.progress(cid).chapters[chapter].goal_met:
                break
        else:
            return None
    return cid


def rewards_shots(window, loop, out: Path, suffix: str, steps: int) -> None:  # type: ignore[no-untyped-def]
    """rewards-settings<suffix>.png: Settings with the campaign's table themes and token styles (two
    earned, the rest greyed out); rewards-board<suffix>.png: a Landlord board on the walnut table with
    gold-rimmed coin tokens; rewards-chapter-end<suffix>.png: the chapter end that earns the walnut
    table."""
    from desktop.app import themes
    from desktop.app.match import BOT, YOU, MatchSetup, SeatSpec
    from desktop.app.newgame import default_name

    if window.store is None:
        return
    if not _REWARD_CAMPAIGN:
        cid = reward_campaign(window.store)
        _REWARD_CAMPAIGN.append(cid if cid is not None else -1)
    if _REWARD_CAMPAIGN[0] >= 0:
        path = out / f"rewards-chapter-end{suffix}.png"
        chapter_end_shot(window, loop, path, _REWARD_CAMPAIGN[0])
        print(path)
    window.store.grant(["theme.walnut", "token.coin"])
    window.settings.set_table_theme("walnut")
    window.settings.set_token_style("coin")
    window.show_settings()
    loop.run_until_complete(asyncio.sleep(0.2))
    path = out / f"rewards-settings{suffix}.png"
    window.grab().save(str(path))
    print(path)
    seats = tuple(SeatSpec(YOU if s == 0 else BOT, default_name(YOU if s == 0 else BOT, s), "random")
                  for s in range(4))
    state = midgame_state("landlord", 4, max(steps, MORE_STEPS["landlord"]), 7)
    match = window.start_match(MatchSetup("landlord", seats, None, 7), state=state)
    loop.run_until_complete(asyncio.sleep(0.5))
    path = out / f"rewards-board{suffix}.png"
    window.grab().save(str(path))
    print(path)
    match.stop()
    window.settings.set_table_theme(themes.DEFAULT_THEME)
    window.settings.set_token_style(themes.DEFAULT_TOKENS)
    window.apply_rewards()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--games", nargs="*", default=None, help="game ids (default: every registered game)")
    parser.add_argument("--size", default=DEFAULT_SIZE, help=f"the window's size, WxH (default {DEFAULT_SIZE})")
    parser.add_argument("--languages", nargs="*", default=["en"], help="en zh_TW ja zh_CN (default: en)")
    parser.add_argument("--campaign-only", action="store_true",
                        help="only the campaign page and the chapter-end moment")
    parser.add_argument("--bots", default="random", help="how the moves before the shot are played: random or "
                                                          "a bot level such as heuristic")
    parser.add_argument("--advisor", default="hab_und_gut",
                        help="the game of the hint and review pictures (advisor_*.png); none: skip them")
    parser.add_argument("--only-advisor", action="store_true", help="only the hint and review pictures")
    parser.add_argument("--end", default="all", choices=("all", "none", "only"),
                        help="the end-of-game pictures (<game>-end.png): with the others, none, or only them")
    parser.add_argument("--only-tutorials", action="store_true", help="only the tutorial pictures (tutorial-<game>)")
    parser.add_argument("--only-rewards", action="store_true",
                        help="only the table-theme and token pictures (rewards-*.png)")
    args = parser.parse_args(argv)
    from desktop.app.eventloop import EventLoop
    from desktop.app.i18n import set_language
    from desktop.app.main import make_app
    from desktop.app.match import BOT, YOU, History, MatchSetup, SeatSpec
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
    only = args.only_tutorials or args.only_rewards
    reviewed = (advisor_review(args.advisor, 7)
                if args.advisor != "none" and args.end != "only" and not only else None)
    for language in [] if args.end == "only" else args.languages:
        set_language(language)
        suffix = size_tag + ("" if language == "en" else f"-{language}")
        if args.only_rewards:
            rewards_shots(window, loop, args.out, suffix, args.steps)
            continue
        if not args.campaign_only and not args.only_advisor:
            tutorial_shots(window, loop, args.out, suffix, args.games or registry.ids())
        if args.only_tutorials:
            continue
        if reviewed is not None:
            advisor_shots(window, loop, args.out, suffix, args.advisor, args.steps, reviewed)
        if args.only_advisor:
            continue
        rewards_shots(window, loop, args.out, suffix, args.steps)
        window.show_home()
        loop.run_until_complete(asyncio.sleep(0.3))
        if not args.campaign_only:
            window.grab().save(str(args.out / f"home{suffix}.png"))
            print(args.out / f"home{suffix}.png")
        for game_id in [] if args.campaign_only else (args.games or registry.ids()):
            game = registry.get(game_id)
            players = min(4, game.max_players)
            seats = tuple(SeatSpec(YOU if s == 0 else BOT, default_name(YOU if s == 0 else BOT, s), "random")
                          for s in range(players))
            setup = MatchSetup(game_id, seats, None, 7)
            history = History()
            state = midgame_state(game_id, players, max(args.steps, MORE_STEPS.get(game_id, 0)), 7, args.bots,
                                  history)
            match = window.start_match(setup, state=state, history=history)
            loop.run_until_complete(asyncio.sleep(0.5))
            path = args.out / f"{game_id}{suffix}.png"
            window.grab().save(str(path))
            print(path)
            match.stop()
        if window.store is not None:
            if language == args.languages[0]:
                example_saves(window.store)
            pages = (("saved_games", window.show_saved_games), ("campaign", window.show_campaigns),
                     ("statistics", window.show_statistics))
            for name, show in pages:
                if args.campaign_only and name != "campaign":
                    continue
                show()
                loop.run_until_complete(asyncio.sleep(0.2))
                path = args.out / f"{name}{suffix}.png"
                window.grab().save(str(path))
                print(path)
            path = args.out / f"campaign-chapter-end{suffix}.png"
            chapter_end_shot(window, loop, path)
            print(path)
    if args.end != "none" and not args.campaign_only and not args.only_advisor and not only:
        for game_id in args.games or registry.ids():
            end_shots(window, loop, args.out, size_tag, args.languages, game_id, args.bots)
    window.close()
    window.close_store()
    return 0


if __name__ == "__main__":
    sys.exit(main())
