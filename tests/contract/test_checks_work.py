"""The contract tests themselves are shown to work: a fixture game whose view
leaks a hidden card must fail the view check."""

from __future__ import annotations

import pytest

from desktop.engine import Action, Rng
from tests.contract import checks
from tests.fixture_game import GAME, LEAKY_GAME, TinyOptions, TinyState


def test_leaky_view_is_caught() -> None:
    play = checks.play_random(LEAKY_GAME, 3, TinyOptions(), seed=7)
    with pytest.raises(AssertionError, match="view changed"):
        checks.check_views(LEAKY_GAME, play, seed=7)


def test_honest_view_passes() -> None:
    play = checks.play_random(GAME, 3, TinyOptions(), seed=7)
    checks.check_views(GAME, play, seed=7)


def test_broken_invariant_is_caught() -> None:
    def steal(state: object, seat: int, action: object) -> None:
        assert isinstance(state, TinyState)
        state.bank -= 1  # money vanishes

    with pytest.raises(AssertionError, match="money_not_conserved"):
        checks.play_random(GAME, 2, TinyOptions(), seed=1, on_step=steal)


def test_state_change_on_illegal_action_is_caught() -> None:
    class Sloppy(TinyState):
        __slots__ = ()

        def _check(self, seat: int, action: Action) -> None:
            self.pot += 1  # mutates before refusing
            super()._check(seat, action)

    play = checks.play_random(GAME, 2, TinyOptions(), seed=3)
    sloppy_samples = []
    for state in play.samples:
        sloppy = Sloppy.__new__(Sloppy)
        for name in TinyState.__slots__:
            setattr(sloppy, name, getattr(state.clone(), name))
        sloppy_samples.append(sloppy)
    play.samples = sloppy_samples
    with pytest.raises(AssertionError, match="changed the state"):
        checks.check_illegal(GAME, play, seed=3)


def test_determinize_that_ignores_the_view_is_caught() -> None:
    class Careless(TinyState):
        __slots__ = ()

        def determinize(self, rng: Rng) -> TinyState:
            full = super().determinize(rng)
            full.hands[self.viewer or 0] = list(reversed(full.deck[:len(full.hands[self.viewer or 0])]))
            return full

    play = checks.play_random(GAME, 2, TinyOptions(), seed=5)
    careless = []
    for state in play.samples:
        c = Careless.__new__(Careless)
        for name in TinyState.__slots__:
            setattr(c, name, getattr(state, name))
        careless.append(c)
    play.samples = careless
    with pytest.raises(AssertionError, match="determinize"):
        checks.check_determinize(GAME, play, seed=5)
