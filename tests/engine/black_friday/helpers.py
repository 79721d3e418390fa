"""Small helpers to set up Black Friday positions for rule tests."""

from __future__ import annotations

from desktop.engine import Action, Event, registry
from desktop.engine.games.black_friday import data as D
from desktop.engine.games.black_friday.state import BlackFridayState

GAME = registry.get("black_friday")
Y, B, R, G, O = D.YELLOW, D.BLUE, D.RED, D.GREEN, D.ORANGE  # noqa: E741 - O is orange


def fresh(players: int = 4, seed: int = 1, rules_version: int | None = None) -> BlackFridayState:
    state = GAME.new_game(players, None, seed, rules_version)
    assert isinstance(state, BlackFridayState)
    return state


def set_bag(state: BlackFridayState, counts: list[int]) -> None:
    """Put exactly ``counts`` (5 colours + black) in the bag (tests of the draw; breaks conservation)."""
    state.bag = list(counts)
    state.bag_n = sum(counts)


def act(state: BlackFridayState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(state.apply(state.current, action))
    return events


def of(events: list[Event], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


def place(state: BlackFridayState, row: int, col: int, *colours: int) -> None:
    for c in colours:
        state.row[c], state.col[c] = row, col
