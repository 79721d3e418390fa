"""Black Friday's heuristic decides without listing the legal actions (issue 34): its ``decide``
answers exactly as ``choose`` over ``legal_actions`` (or the only legal action) would, on full
states and on views, for every player count, both rules versions and other personalities, at
positions of heuristic games with random moves mixed in (so that rare phases come up)."""

from __future__ import annotations

from collections import Counter

import pytest

from desktop.ai.heuristics.black_friday import HeuristicBot
from desktop.engine import Rng, registry
from desktop.engine.games.black_friday.state import BlackFridayState

GAME = registry.get("black_friday")

PERSONALITIES = [None, {"risk": 1.0, "silver_cap": 0.5, "sell_row": 2.0, "subsidy_greed": 0.0},
                 {"risk": 0.0, "silver_cap": 1.0, "sell_row": 7.0}]


def listed(bot: HeuristicBot, view: BlackFridayState, seat: int) -> object:
    """The listed way: ``HeuristicBase.decide``."""
    legal = view.legal_actions(seat)
    return legal[0] if len(legal) == 1 else bot.choose(view, seat, legal)


def with_cards(state: BlackFridayState, seat: int) -> BlackFridayState:
    """A copy where the seat holds every special card unused and each colour it holds has one
    case left in the market (the PASSEN and +1 choices come up far more often)."""
    copy = state.clone()
    copy.special[seat] = 0b1111
    copy.special_used[seat] = False
    for c, held in enumerate(copy.holdings[seat]):
        if held:
            copy.market[c] = 1
    return copy


@pytest.mark.parametrize("rules_version", [1, 2])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_decide_is_choose_over_the_legal_actions(rules_version: int, players: int) -> None:
    phases: Counter[int] = Counter()
    for seed in range(6):
        state = GAME.new_game(players, None, seed, rules_version=rules_version)
        assert isinstance(state, BlackFridayState)
        bots = [HeuristicBot(seed + s, PERSONALITIES[(seed + s) % len(PERSONALITIES)]) for s in range(players)]
        noise = Rng(seed + 99)
        while not state.is_over():
            seat = state.to_move()[0]
            bot = bots[seat]
            for view in (state, state.view(seat), with_cards(state, seat)):
                assert isinstance(view, BlackFridayState)
                assert repr(bot.decide(view, seat)) == repr(listed(bot, view, seat))
            phases[state.phase] += 1
            if noise.random() < 0.15:
                legal = state.legal_actions(seat)
                action = legal[noise.below(len(legal))]
            else:
                action = bot.decide(state, seat)
            state.apply(seat, action)
    assert len(phases) == 8  # every phase of a turn met (MAIN … OWE)
