"""Draft a tutorial file (desktop/app/tutorials/<game>.toml) from a seeded game:

    uv run python tools/tutorial_draft.py GAME PLAYERS SEED ACTIONS [--options JSON]
                                          [--you JSON-LIST] [--accept-trades] [--legal]

Every seat is played by the heuristic bot, except where ``--you`` gives your moves (seat 0) in
order, as the engine's action records (``null`` leaves that one to the bot); ``--accept-trades``
makes the opponents accept every trade offered (a tutorial's trade must go through);
``--legal`` lists your legal moves before each of yours.  The draft has one ``do`` step per move
of yours and one ``watch`` step per run of the opponents' moves, each with what it did in a
comment (in English, as the log says it); fill in the ids and anchors, add the steps that only
explain, write the texts in desktop/app/tutorials/texts.py, then
``uv run pytest tests/app/test_tutorials.py`` checks the file against the engine and the board."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NAMES = ["You", "Ada", "Bruno", "Chiyo", "Dmitri", "Esme"]


def record(action: Any) -> str:
    """An action as a TOML inline table (the engine's action record)."""
    parts = []
    for key, value in action.to_json().items():
        parts.append(f"{key} = {str(value).lower() if isinstance(value, bool) else json.dumps(value)}")
    return "{ " + ", ".join(parts) + " }"


def draft(game_id: str, players: int, seed: int, count: int, options: dict[str, Any], you: list[Any],
          accept_trades: bool, legal: bool) -> str:
    from PySide6.QtWidgets import QApplication

    from desktop.ai.levels import make_bot
    from desktop.app.gameui import ui_for
    from desktop.engine import registry

    _app = QApplication.instance() or QApplication([])
    game = registry.get(game_id)
    state = game.new_game(players, game.options_type.from_json(options), seed)
    game_ui = ui_for(game_id)
    names = NAMES[:players]
    bots = [make_bot("heuristic", game_id, 7 + seat) for seat in range(players)]
    mine = list(you)
    out = [f'game = "{game_id}"', f"players = {players}", f"seed = {seed}", f"options = {json.dumps(options)}", ""]
    watch: list[str] = []

    def flush() -> None:
        if watch:
            out.extend(['[[step]]', 'id = ""', 'anchor = ""', "watch = [", *watch, "]", ""])
            watch.clear()

    for n in range(count):
        if state.is_over():
            break
        seat = state.to_move()[0]
        view = state.view(seat)
        choices = state.legal_actions(seat)
        action = bots[seat].decide(view, seat)
        if seat == 0 and mine:
            given = mine.pop(0)
            if given is not None:
                action = game.decode_action(given)
        if seat != 0 and accept_trades:
            action = next((a for a in choices if type(a).__name__ == "AcceptTrade"), action)
        said = game_ui.describe_action(view, seat, action, names)
        events = [e for e in (x.for_seat(0) for x in state.apply(seat, action)) if e is not None]
        happened = [t for t in (game_ui.describe_event(e, names, 0) for e in events) if t]
        note = f"{n}: {said}" + (" => " + " | ".join(happened) if happened else "")
        if seat == 0:
            flush()
            if legal:
                out.append("# legal: " + " || ".join(game_ui.describe_action(view, 0, a, names) for a in choices))
            out.extend([f"[[step]]  # {note}", 'id = ""', 'anchor = ""', f"do = {record(action)}", ""])
        else:
            watch.append(f"    [{seat}, {record(action)}],  # {note}")
    flush()
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("actions", type=int, help="how many actions to play")
    parser.add_argument("--options", default="{}", help="the game's options as JSON")
    parser.add_argument("--you", default="[]", help="your moves in order, as a JSON list of action records")
    parser.add_argument("--accept-trades", action="store_true")
    parser.add_argument("--legal", action="store_true")
    args = parser.parse_args(argv)
    print(draft(args.game, args.players, args.seed, args.actions, json.loads(args.options), json.loads(args.you),
                args.accept_trades, args.legal))
    return 0


if __name__ == "__main__":
    sys.exit(main())
