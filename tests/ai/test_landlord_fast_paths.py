"""The Landlord heuristic's written-out valuations (issue 34) answer exactly as the rules'
helpers they stand for, on positions of random and heuristic games, under both rules versions."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics import heuristic_class
from desktop.ai.heuristics import landlord as H
from desktop.engine import registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.state import LandlordState
from tests.engine.landlord.helpers import positions

GAME = registry.get("landlord")


def _slow_worst_rent(v: LandlordState, seat: int) -> int:
    rents = [v.rent(sq, 7) for sq in D.LOTS
             if D.KIND[sq] == D.STREET and v.owner[sq] not in (-1, seat) and not v.mortgaged[sq]]
    return max(rents, default=0)


@pytest.mark.parametrize("rules_version", [1, 2])
@pytest.mark.parametrize("heuristic", [False, True])
def test_worst_street_rents_are_the_rules_rents(rules_version: int, heuristic: bool) -> None:
    seen = set()
    for seed in range(3):
        for state in positions(seed, heuristic=heuristic, steps=2500, pick_seed=seed + 5,
                               rules_version=rules_version):
            worst = H._worst_street_rents(state)
            assert worst == tuple(_slow_worst_rent(state, s) for s in range(4))
            # and through the memos (the last board's answer, then the one by position)
            assert tuple(H.worst_street_rent(state, s) for s in range(4)) == worst
            seen.update(worst)
    assert len(seen) > 5  # positions with many different rents, not only empty boards


@pytest.mark.parametrize("personality", [None, dict(H.SEARCH_PERSONALITY)])
@pytest.mark.parametrize("heuristic", [False, True])
def test_turn_decision_without_the_action_list_is_the_listed_one(personality: dict[str, float] | None,
                                                                heuristic: bool) -> None:
    """``decide`` in a turn (or between turns, or at a purchase) asks the state for the builds,
    lifts and the rest instead of listing the legal actions: the same choice as ``_turn`` (``_buy``)
    over every legal action (a forced choice: the one action), on full states and on views."""
    from desktop.engine.games.landlord.records import LandlordOptions
    from desktop.engine.games.landlord.state import BETWEEN, BUY, TURN

    bot = H.HeuristicBot(3, personality)
    kinds: set[str] = set()
    for seed in range(3):
        for state in positions(seed, options=LandlordOptions(building_shortage=seed != 1), heuristic=heuristic,
                               steps=2500, pick_seed=seed + 9, personality=personality):
            seat = state.to_move()[0]
            if state.phase in (TURN, BETWEEN, BUY):
                for position in (state, state.view(seat)):
                    legal = position.legal_actions(seat)
                    listed = bot._buy if state.phase == BUY else bot._turn
                    expected = legal[0] if len(legal) == 1 else listed(position, seat, legal)
                    chosen = bot.decide(position, seat)
                    assert chosen == expected
                    kinds.add(type(chosen).__name__)
    # the positions include building, lifting, paying to leave Vacation, proposing and buying
    assert {"Roll", "EndTurn", "Build", "LiftMortgage", "PayToLeave", "ProposeTrade", "Buy", "Decline",
            "Mortgage"} <= kinds


def test_per_board_memos_answer_as_worked_out_afresh() -> None:
    """``lot_value`` and ``_missing_lots`` keep their answers while ``board_facts()`` is the same
    object: the same answers as worked out on every position, the board changing in between
    (and changed by hand: a lot given away outside the rules)."""
    state = GAME.new_game(4, None, 4)
    assert isinstance(state, LandlordState)
    bots = [heuristic_class("landlord")(4 + s) for s in range(4)]
    lots = [sq for sq in D.LOTS if sq % 3 == 0]
    for step in range(1500):
        if state.is_over():
            break
        if step == 700:
            state.owner[next(sq for sq in D.LOTS if state.owner[sq] >= 0 and not state.level[sq]
                             and not state.mortgaged[sq])] = -1
        for seat in range(4):
            assert [H.lot_value(state, seat, sq) for sq in lots] == [H._lot_value(state, seat, sq) for sq in lots]
            assert H._missing_lots(state, seat) == tuple(
                lot for g in D.STREET_GROUPS if (lot := H._missing_lot(state, seat, g)) is not None)
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].decide(state, seat))
