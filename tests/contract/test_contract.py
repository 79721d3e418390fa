"""The engine contract, run for every registered game (and the fixture game).

Hypothesis picks seeds, player counts and options; every new game gets these
tests for free by being in the registry."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from desktop.engine import Game, OptionError, registry
from tests.contract import checks
from tests.fixture_game import GAME as TINY

GAMES: list[Game[Any]] = [TINY, *registry.all_games()]


def game_setups(game: Game[Any]) -> st.SearchStrategy[tuple[int, Any, int]]:
    option_strats = {name: st.sampled_from(values) for name, values in checks.option_values(game)}
    return st.tuples(
        st.integers(game.min_players, game.max_players),
        st.fixed_dictionaries(option_strats),
        st.integers(0, 2**64 - 1),
    )


def make_options(game: Game[Any], players: int, values: dict[str, Any]) -> Any:
    options = game.options_type(**values)
    try:
        game.check_options(players, options)
    except OptionError:
        assume(False)
    return options


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_contract_random_play(game: Game[Any]) -> None:
    """Random legal play ends within the bound, keeps invariants, and passes every
    contract check (views, determinize, illegal actions, determinism, JSON)."""

    @settings(max_examples=8, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(game_setups(game))
    def run(setup: tuple[int, dict[str, Any], int]) -> None:
        players, values, seed = setup
        checks.run_all(game, players, make_options(game, players, values), seed)

    run()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_undo_never_lets_a_seat_peek(game: Game[Any]) -> None:
    """For every undo point of every seat: re-dealing what that seat could not
    see and replaying the moves undo would remove gives it the same view
    (events that show anything new are marked ``reveals``, so undo stops there)."""

    @settings(max_examples=6, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(game_setups(game))
    def run(setup: tuple[int, dict[str, Any], int]) -> None:
        players, values, seed = setup
        checks.check_undo_never_peeks(game, players, make_options(game, players, values), seed)

    run()


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_contract_many_seeds(game: Game[Any]) -> None:
    """Many more random games (invariants and termination only: cheap per game)."""

    @settings(max_examples=60, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(game_setups(game))
    def run(setup: tuple[int, dict[str, Any], int]) -> None:
        players, values, seed = setup
        play = checks.play_random(game, players, make_options(game, players, values), seed, samples=2)
        checks.check_result(game, play)

    run()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_contract_game_description(game: Game[Any]) -> None:
    assert game.id.isidentifier() and game.id == game.id.lower()
    assert 1 <= game.min_players <= game.max_players
    assert game.action_types and game.event_types
    defaults = game.default_options()
    assert type(defaults).from_json(defaults.to_json()) == defaults
    for name, _tp, _default, _meta in game.options_type.describe():
        assert name.isidentifier()
