"""What every registered game gets from the app, each game a parameter: a title and rules help,
words for every action, event and refusal (its own, where it has a package in desktop/app/games),
and a board that refuses to draw a full state.  A new game is tested here without a new copy."""

from __future__ import annotations

import html
import importlib.util
import re
from pathlib import Path

import pytest

from desktop.app.gameui import GameUI, ui_for
from desktop.engine import Rng, registry

#: the shipped games (the registry) and the fixture game, which has no package of its own
GAMES = ["tiny_market", *registry.ids()]
NAMES = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"]


def _has_package(game_id: str) -> bool:
    return importlib.util.find_spec(f"desktop.app.games.{game_id}") is not None


def test_the_product_games_have_packages_and_the_fixture_game_has_none():
    assert not _has_package("tiny_market")  # registered by tests/conftest.py
    assert registry.ids() and all(_has_package(g) for g in registry.ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_has_a_title_and_rules(qapp, game_id):
    ui = ui_for(game_id)
    assert ui.title() and "_" not in ui.title()
    if _has_package(game_id):
        assert type(ui) is not GameUI and ui.rules
        assert ui.rules_html().startswith(f"<h2>{html.escape(ui.title(), quote=False)}</h2>")
    else:
        assert type(ui) is GameUI and "not written up" in ui.rules_html()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_and_event_of_random_games_is_put_into_words(qapp, game_id):
    """Each action, with and without a view (the log has none), and each event a seat may see, in
    words with every %-place filled; a game with its own package never falls back to the generic
    words for a record with fields."""
    ui = ui_for(game_id)
    generic = GameUI(game_id)
    game = registry.get(game_id)
    own = _has_package(game_id)
    for seed in range(2):
        players = max(game.min_players, min(game.max_players, 3 + seed))
        state = game.new_game(players, None, seed)
        rng = Rng(seed)
        for _ in range(400):
            if state.is_over():
                break
            seat = state.to_move()[0]
            view = state.view(seat)
            actions = state.legal_actions(seat)
            for action in actions:
                text = ui.describe_action(view, seat, action, NAMES)
                assert text and "%" not in text, action
                assert ui.describe_action(None, seat, action, NAMES)
                if own:
                    assert text != generic.describe_action(view, seat, action, NAMES), action
            for event in state.apply(seat, actions[rng.below(len(actions))]):
                shown = event.for_seat(0)
                if shown is None:
                    continue
                line = ui.describe_event(shown, NAMES, 0)
                assert line is None or "%" not in line, shown
                if own and line is not None:
                    assert line != generic.describe_event(shown, NAMES, 0), shown


#: refusals of the engine base that only a wrong program meets (the app applies legal actions of the
#: game's own types to the full state), never a player
PROGRAMMING_ERRORS = {"view_is_not_playable", "unknown_action"}


def _reason_keys(game_id: str) -> set[str]:
    module = importlib.import_module(type(registry.get(game_id)).__module__)
    readme = Path(module.__file__ or "").parent / "README.md"
    if not readme.exists() or "## IllegalAction reasons" not in readme.read_text(encoding="utf-8"):
        return set()
    section = readme.read_text(encoding="utf-8").split("## IllegalAction reasons")[1].split("\n## ")[0]
    return {key for line in section.splitlines() if line.startswith("| `")
            for key in re.findall(r"`([a-z_]+)`", line.split("|")[1])}


@pytest.mark.parametrize("game_id", [g for g in GAMES if _has_package(g)])
def test_every_refusal_reason_of_the_engine_readme_has_its_own_words(qapp, game_id):
    keys = _reason_keys(game_id) - PROGRAMMING_ERRORS
    assert keys, "the engine README lists no IllegalAction reasons"
    ui = ui_for(game_id)
    for key in keys:
        text = ui.describe_reason(key, {})
        assert text and not text.startswith("Not allowed:") and key not in text, key


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_refuses_a_full_state(qapp, game_id):
    game = registry.get(game_id)
    state = game.new_game(game.min_players, None, 1)
    ui = ui_for(game_id)
    scene = ui.scene_class()(ui, NAMES[:game.min_players])
    with pytest.raises(ValueError):
        scene.show_view(state, [])
