"""Landlord's evaluation estimates each seat's chance of winning: it values a complete
colour group and its houses' rent, and sees the danger of being short of cash."""

from __future__ import annotations

import pytest

from desktop.ai.heuristics.landlord import evaluate, win_chances
from desktop.engine import registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.state import LandlordState

ORANGE = D.GROUP_SQUARES[3]
GREEN = D.GROUP_SQUARES[6]


def _game() -> LandlordState:
    state = registry.get("landlord").new_game(4, None, 7)
    assert isinstance(state, LandlordState)
    return state


def test_win_chances_sum_to_one_over_the_players_still_in() -> None:
    state = _game()
    state.owner[ORANGE[0]] = 1
    state.cash[1] -= D.PRICE[ORANGE[0]]
    chances = win_chances(state)
    assert sum(chances) == pytest.approx(1.0)
    assert sum(evaluate(state, s) for s in range(4)) == pytest.approx(1.0)


def test_equal_seats_have_equal_chances() -> None:
    assert win_chances(_game()) == pytest.approx([0.25] * 4)


def test_a_complete_group_is_worth_more_than_the_same_lots_scattered() -> None:
    grouped, scattered = _game(), _game()
    for sq in ORANGE:
        grouped.owner[sq] = 0
    scattered.owner[ORANGE[0]] = scattered.owner[ORANGE[1]] = 0
    scattered.owner[GREEN[0]] = 0  # costs more than the third orange lot
    for state in (grouped, scattered):
        state.cash[0] -= sum(D.PRICE[sq] for sq in D.LOTS if state.owner[sq] == 0)
    assert evaluate(grouped, 0) > evaluate(scattered, 0)


def _orange_built_and_not(cash: int) -> tuple[LandlordState, LandlordState]:
    """Seat 0 with orange and ``cash``: with three houses a lot bought from it, and without."""
    built, unbuilt = _game(), _game()
    for state in (built, unbuilt):
        for sq in ORANGE:
            state.owner[sq] = 0
        state.cash[0] = cash
    for sq in ORANGE:
        built.level[sq] = 3
    built.houses_left -= 9
    built.cash[0] -= 9 * D.HOUSE_COST[ORANGE[0]]
    return built, unbuilt


def test_houses_on_a_complete_group_beat_the_same_money_in_cash() -> None:
    built, unbuilt = _orange_built_and_not(600)
    unbuilt.cash[0] -= 9 * D.HOUSE_COST[ORANGE[0]] // 2  # even with half the money back in cash
    assert evaluate(built, 0) > evaluate(unbuilt, 0)


def test_a_mortgaged_lot_is_worth_less_than_cash_in_hand() -> None:
    """Mortgaging a lot of a complete group for its value keeps net worth but loses its rent."""
    free, mortgaged = _game(), _game()
    for state in (free, mortgaged):
        for sq in ORANGE:
            state.owner[sq] = 0
    mortgaged.mortgaged[ORANGE[0]] = 1
    mortgaged.cash[0] += D.MORTGAGE[ORANGE[0]]
    assert free.net_worth(0) == mortgaged.net_worth(0)
    assert evaluate(free, 0) > evaluate(mortgaged, 0)


def test_an_opponents_hotels_lower_everyone_elses_chances() -> None:
    """The same worth in hotels on a complete group, rather than in cash, makes its owner
    more likely to win and the others less likely."""
    cash, hotels = _game(), _game()
    for state in (cash, hotels):
        for sq in GREEN:
            state.owner[sq] = 3
        state.cash[3] = 1500 - sum(D.PRICE[sq] for sq in GREEN)
    for sq in GREEN:
        hotels.level[sq] = 5
    hotels.hotels_left -= 3
    hotels.cash[3] -= 1
    cash.cash[3] += 15 * D.HOUSE_COST[GREEN[0]] - 1
    assert hotels.net_worth(3) == cash.net_worth(3)
    assert evaluate(hotels, 3) > evaluate(cash, 3)
    assert all(evaluate(hotels, s) < evaluate(cash, s) for s in range(3))


def test_search_actions_keep_the_heuristics_choice_and_drop_voluntary_mortgages_and_offers() -> None:
    from desktop.ai.heuristics.landlord import HeuristicBot, search_actions
    from desktop.engine.games.landlord.records import Build, EndTurn, Mortgage, ProposeTrade, Roll

    state = _game()
    seat = state.current
    for sq in ORANGE:
        state.owner[sq] = seat
    state.owner[GREEN[0]] = seat
    view = state.view(seat)
    legal = view.legal_actions(seat)
    assert any(isinstance(a, Mortgage) for a in legal) and any(isinstance(a, ProposeTrade) for a in legal)
    hint = HeuristicBot(1).decide(view, seat)
    kept = search_actions(view, seat, legal, hint)
    assert hint in kept and Roll() in kept
    assert not any(isinstance(a, (Mortgage, ProposeTrade, EndTurn)) for a in kept)
    assert sum(isinstance(a, Build) for a in kept) == 1  # the best building only
    assert set(kept) <= set(legal)


def test_in_an_auction_the_search_may_bid_higher_but_not_drop_out_where_the_heuristic_bids() -> None:
    """An auction is a purchase too: ``evaluate`` sees the cash paid, not the group won or
    blocked, so the search never passes where the heuristic bids; where it passes, the search
    may still bid."""
    from desktop.ai.heuristics.landlord import HeuristicBot, search_actions
    from desktop.engine.games.landlord.records import Bid, PassBid
    from desktop.engine.games.landlord.state import AUCTION

    state = registry.get("landlord").new_game(4, None, 1)
    assert isinstance(state, LandlordState)
    bots = [HeuristicBot(10 + s) for s in range(4)]
    seen: set[type] = set()
    for _ in range(400):
        seat = state.to_move()[0]
        view = state.view(seat)
        hint = bots[seat].decide(view, seat)
        legal = view.legal_actions(seat)
        if state.phase == AUCTION and len(legal) > 1:
            kept = search_actions(view, seat, legal, hint)
            assert hint in kept and set(kept) <= set(legal)
            if isinstance(hint, Bid):
                assert PassBid() not in kept
                assert kept == [a for a in legal if isinstance(a, Bid)]
            else:
                assert kept == legal
            seen.add(type(hint))
        state.apply(seat, hint)
    assert seen == {Bid, PassBid}


def test_memoised_values_hold_across_player_counts() -> None:
    # the position memos of the heuristic (issue 34) are shared by every game in the process:
    # the same board in a 3-player and then a 4-player game must answer for every seat
    from desktop.ai.heuristics import landlord as H
    from desktop.engine import registry

    game = registry.get("landlord")
    for players in (3, 4, 2):
        state = game.new_game(players, None, 1)
        for seat in range(players):
            assert H.worst_street_rent(state, seat) == 0
            assert H.HeuristicBot(seat).reserve(state, seat) > 0


def test_expert_chances_sum_to_one_and_are_equal_for_equal_seats() -> None:
    from desktop.ai.heuristics.landlord import evaluate_expert, expert_win_chances

    assert expert_win_chances(_game()) == pytest.approx([0.25] * 4)
    state = _game()
    for sq in ORANGE:
        state.owner[sq] = 1
    state.bankrupt[3] = True
    for sq in D.LOTS:
        if state.owner[sq] == 3:
            state.owner[sq] = -1
    chances = [evaluate_expert(state, s) for s in range(4)]
    assert sum(chances) == pytest.approx(1.0) and chances[3] == 0.0
    assert chances[1] > chances[0] == pytest.approx(chances[2])


def test_expert_evaluation_does_not_reward_building_for_its_own_sake() -> None:
    """Houses count in net worth at what they cost, and the rent after building with spare cash
    is the same before and after the building: Expert's evaluation rates a seat the same before and
    after it builds, where the blended ``evaluate`` (fitted on rent collected now) rates the
    building itself a gain; so in a rollout whoever builds first does not look like the winner."""
    from desktop.ai.heuristics.landlord import evaluate_expert

    built, unbuilt = _orange_built_and_not(1200)
    assert built.net_worth(0) == unbuilt.net_worth(0)
    assert evaluate_expert(built, 0) == pytest.approx(evaluate_expert(unbuilt, 0))
    assert evaluate(built, 0) > evaluate(unbuilt, 0) + 0.01


def test_expert_evaluation_values_a_group_and_the_cash_to_build_on_it() -> None:
    from desktop.ai.heuristics.landlord import evaluate_expert

    grouped, scattered = _game(), _game()
    for sq in ORANGE:
        grouped.owner[sq] = 0
    scattered.owner[ORANGE[0]] = scattered.owner[ORANGE[1]] = 0
    scattered.owner[GREEN[0]] = 0
    for state in (grouped, scattered):
        state.cash[0] -= sum(D.PRICE[sq] for sq in D.LOTS if state.owner[sq] == 0)
    assert evaluate_expert(grouped, 0) > evaluate_expert(scattered, 0) + 0.1
    # the same group with no cash to build on it is worth less than with the cash
    poor = grouped.clone()
    poor.cash[0] = 100
    assert evaluate_expert(poor, 0) < evaluate_expert(grouped, 0)
    # an opponent's group the opponent can build on lowers everyone else's chances
    rival = _game()
    for sq in GREEN:
        rival.owner[sq] = 3
    rival.cash[3] -= sum(D.PRICE[sq] for sq in GREEN)
    assert all(evaluate_expert(rival, s) < 0.25 for s in range(3))


def test_expert_searches_with_its_own_evaluation_and_hard_with_evaluate() -> None:
    from desktop.ai.heuristics import evaluator
    from desktop.ai.heuristics.landlord import evaluate_expert
    from desktop.ai.levels import make_bot

    assert evaluator("landlord", expert=True) is evaluate_expert
    assert evaluator("landlord") is evaluate
    assert make_bot("expert", "landlord", 1)._evaluate is evaluate_expert
    assert make_bot("hard", "landlord", 1)._evaluate is evaluate
    # a game without an Expert evaluation searches with its ``evaluate`` at both levels
    assert evaluator("stockpile", expert=True) is evaluator("stockpile")


def test_expert_weighs_its_purchases_where_hard_takes_the_policys() -> None:
    """Hard's search takes a purchase (and a proposal) of its policy as it is: ``evaluate`` sees
    the cash spent and not the group. Expert's, scoring with ``evaluate_expert``, weighs it
    against declining."""
    from desktop.ai.heuristics import action_filter
    from desktop.ai.heuristics.landlord import HeuristicBot, search_actions, search_actions_expert
    from desktop.engine.games.landlord.records import Buy, Decline
    from desktop.engine.games.landlord.state import BUY

    assert action_filter("landlord", expert=True) is search_actions_expert
    assert action_filter("landlord") is search_actions
    state = registry.get("landlord").new_game(4, None, 1)
    assert isinstance(state, LandlordState)
    bots = [HeuristicBot(10 + s) for s in range(4)]
    for _ in range(200):
        seat = state.to_move()[0]
        view = state.view(seat)
        hint = bots[seat].decide(view, seat)
        if state.phase == BUY and isinstance(hint, Buy):
            legal = view.legal_actions(seat)
            assert search_actions(view, seat, legal, hint) == [hint]
            weighed = search_actions_expert(view, seat, legal, hint)
            assert hint in weighed and Decline() in weighed and set(weighed) <= set(legal)
            return
        state.apply(seat, hint)
    raise AssertionError("no purchase in 200 decisions")
