"""Stockpile's heuristic decides the claim, bid, placement, sale and action-card steps without listing the
legal actions (``HeuristicBot.decide``, issue 34): it must take the very action the generic
path (``HeuristicBase.decide``: the legal actions, then ``choose``) takes, in every setup."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics._base import HeuristicBase
from desktop.ai.heuristics.stockpile import HeuristicBot, _moves_and_worth
from desktop.engine import Rng
from desktop.engine.games.stockpile import phases as S
from tests.engine.stockpile.helpers import new

#: personalities that reach the sale branches the defaults seldom take (cash reserve, drops)
PERSONALITIES: tuple[dict[str, float], ...] = (
    {},
    {"cash_reserve": 40.0, "sell_on_drop": 1.0, "bid_aggression": 0.3},
    {"risk": 0.0, "sell_on_drop": 4.0, "bid_aggression": 3.0},
)


@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {"advanced_board": True}), (4, {}), (4, {"investors": True}),
    (5, {"advanced_board": True, "investors": True}), (2, {"investors": True}),
])
def test_fast_decide_takes_the_action_choose_takes(players: int, options: dict[str, bool]) -> None:
    phases_seen: set[int] = set()
    for seed in range(3):
        state = new(players, seed=seed, **options)
        bots = [HeuristicBot(seed * 31 + s, PERSONALITIES[(seed + s) % len(PERSONALITIES)])
                for s in range(players)]
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            for viewer in range(players):  # every seat, on the full state and on its own view
                for where in (state, state.view(viewer)):
                    bot = bots[viewer]
                    if viewer != seat:
                        with pytest.raises(ValueError):
                            bot.decide(where, viewer)
                        continue
                    if state.round:  # the memo's table is the one worked out afresh
                        worth = _moves_and_worth(where, bot.p["risk"])[2]
                        assert bot._table(where, viewer) == bot._card_table(where, viewer, worth)
                    fast = bot.decide(where, viewer)
                    slow = HeuristicBase.decide(bot, where, viewer)
                    assert fast == slow, (seed, S.PHASE_NAMES[state.phase], state.claims)
            phases_seen.add(-1 if state.claims else state.phase)
            legal = state.legal_actions(seat)
            # now and then a random action, to reach positions the bots would not
            action = legal[rng.below(len(legal))] if rng.random() < 0.15 else bots[seat].decide(state, seat)
            state.apply(seat, action)
    assert {-1, S.DEMAND, S.SUPPLY, S.SELLING, S.ACTION} <= phases_seen


def test_fast_decide_refuses_other_states() -> None:
    bot = HeuristicBot(1)
    with pytest.raises(TypeError):
        bot.decide(object(), 0)  # type: ignore[arg-type]
    over = new(4, seed=1)
    bots = [HeuristicBot(s) for s in range(4)]
    while not over.is_over():
        seat = over.to_move()[0]
        over.advance(seat, bots[seat].decide(over, seat))
    with pytest.raises(ValueError):
        bot.decide(over, 0)
