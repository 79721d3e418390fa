"""The board draws only the human seat's view, and clicking it chooses actions."""

from __future__ import annotations

import pytest

from desktop.app.gameui import ui_for
from desktop.engine import Rng, registry
from tests.app.positions import first_state

GAMES = ["tiny_market", *registry.ids()]


def _position(game_id: str, players: int, steps: int, seed: int):
    game = registry.get(game_id)
    state = game.new_game(players, None, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
    return state


def _scene(qapp, game_id: str, names):
    game_ui = ui_for(game_id)
    return game_ui.scene_class()(game_ui, names)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scene_never_draws_another_seats_hidden_cards(qapp, game_id):
    """What the board shows is a function of the seat's view alone: a state
    whose hidden part is re-dealt draws exactly the same texts."""
    game = registry.get(game_id)
    players = min(4, game.max_players)
    names = [f"P{i}" for i in range(players)]
    for seed, steps in ((1, 0), (2, 15), (3, 60)):
        state = _position(game_id, players, steps, seed)
        for seat in range(players):
            other = state.redeal(seat, Rng(seed * 31 + seat))
            first, second = _scene(qapp, game_id, names), _scene(qapp, game_id, names)
            first.show_view(state.view(seat), state.view(seat).legal_actions(seat))
            second.show_view(other.view(seat), other.view(seat).legal_actions(seat))
            assert first.texts() == second.texts()


def test_clicking_a_playable_card_chooses_its_action(qapp):
    state = registry.get("tiny_market").new_game(2, None, 1)
    view = state.view(0)
    legal = view.legal_actions(0)
    scene = _scene(qapp, "tiny_market", ["A", "B"])
    scene.show_view(view, legal)
    chosen = []
    scene.actionChosen.connect(chosen.append)
    from PySide6.QtCore import QPointF

    hits = [a for a in (scene.action_at(item.sceneBoundingRect().center() + QPointF(0, 0))
                        for item in scene.items()) if a is not None]
    assert hits and all(a in legal for a in hits)
    assert {h for h in hits} == set(legal)


def test_a_moved_item_slides_and_a_new_look_replaces_it(qapp):
    from PySide6.QtCore import QPointF

    from desktop.app.generic_scene import GenericScene
    from desktop.app.scene import text_item

    class Probe(GenericScene):
        where = QPointF(0, 0)
        look = 1

        def draw(self, view, legal):
            super().draw(view, legal)
            self.put("probe", self.look, lambda: text_item(str(self.look)), self.where)

    state = registry.get("tiny_market").new_game(2, None, 1)
    scene = Probe(ui_for("tiny_market"), ["A", "B"])
    scene.show_view(state.view(0), [])
    item = scene._items["probe"][1]
    Probe.where = QPointF(50, 0)
    scene.prepare(state.view(0), [])
    group = scene.commit(100)
    assert scene._items["probe"][1] is item and group is not None
    group.setCurrentTime(100)
    assert item.pos() == QPointF(50, 0)
    Probe.look = 2
    scene.prepare(state.view(0), [])
    assert scene._items["probe"][1] is not item and item.scene() is None
    assert scene.commit(0) is None


def _first_state(game_id: str, players: int, want, seeds=range(1, 30)):
    return first_state(game_id, players, want, seeds)


def _kinds(state, seat):
    return {type(a).__name__ for a in state.legal_actions(seat)}


@pytest.mark.skipif("stockpile" not in registry.ids(), reason="Stockpile is not installed")
@pytest.mark.parametrize("kind", ["Bid", "Place"])
def test_clicking_the_stockpile_board_chooses_bids_and_placements(qapp, kind):
    state, seat = _first_state("stockpile", 3, lambda s, seat: kind in _kinds(s, seat))
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(qapp, "stockpile", ["A", "B", "C"])
    scene.show_view(view, legal)
    prefix = "bid:" if kind == "Bid" else "placebtn:"
    chosen = set()
    for key, (_sig, item) in scene._items.items():
        if key.startswith(prefix):
            action = scene.action_at(item.sceneBoundingRect().center())
            if action is not None:
                chosen.add(action)
    wanted = {a for a in legal if type(a).__name__ == kind}
    if kind == "Bid":
        assert chosen == wanted
    else:  # the selected card's placements; picking another hand card offers its own
        assert chosen and chosen <= wanted
        assert {a.card for a in chosen} == {scene.selected_card}


@pytest.mark.skipif("landlord" not in registry.ids(), reason="Landlord is not installed")
def test_clicking_a_landlord_button_chooses_its_action(qapp):
    state, seat = _first_state("landlord", 3, lambda s, seat: "Buy" in _kinds(s, seat))
    view = state.view(seat)
    legal = view.legal_actions(seat)
    scene = _scene(qapp, "landlord", ["A", "B", "C"])
    scene.show_view(view, legal)
    chosen = set()
    for key, (_sig, item) in scene._items.items():
        if key.startswith("btn:"):
            chosen.add(scene.action_at(item.sceneBoundingRect().center()))
    assert any(type(a).__name__ == "Buy" for a in chosen)
    assert chosen <= set(legal)
