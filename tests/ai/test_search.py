"""The search itself, on the fixture game Tiny Market."""

from __future__ import annotations

from desktop.ai.base import Budget
from desktop.ai.levels import make_bot
from desktop.ai.search import SearchBot, SearchConfig
from desktop.engine import registry
from tests.fixture_game import Play, TinyState


def _last_rounds() -> TinyState:
    """Two players, two cards each, deck empty, a big pot: the winner of this
    round wins the game."""
    state = registry.get("tiny_market").new_game(2, None, 1)
    assert isinstance(state, TinyState)
    state.hands = [[3, 12], [10, 11]]
    state.deck = []
    state.discard = [c for c in state._all_cards()]
    for c in (3, 12, 10, 11):
        state.discard.remove(c)
    state.cash = [5, 5]
    state.pot = 10
    state.bank = 100 + 2 * 10 - 5 - 5 - 10  # money stays conserved
    assert state.invariants() == []
    return state


def test_search_overrules_a_weak_prior_when_rollouts_show_a_better_move() -> None:
    state = _last_rounds()
    timid = {"aggression": -5.0}  # the heuristic would keep its best card back
    prior = make_bot("heuristic", "tiny_market", 1, timid).decide(state.view(0), 0)
    assert prior == Play(3)
    choice = make_bot("hard", "tiny_market", 1, timid).decide(state.view(0), 0, Budget(iterations=300))
    assert choice == Play(12)


def test_simultaneous_sealed_choices_are_searched_for_every_mover() -> None:
    state = _last_rounds()
    assert state.to_move() == (0, 1)
    bot = SearchBot("tiny_market", 4)
    for seat in (0, 1):
        assert bot.decide(state.view(seat), seat, Budget(iterations=50)) in state.legal_actions(seat)
    # after seat 0 has sealed its card, seat 1 decides without seeing it
    state.apply(0, Play(12))
    assert state.to_move() == (1,)
    assert bot.decide(state.view(1), 1, Budget(iterations=50)) in state.legal_actions(1)


def test_single_legal_action_costs_no_search() -> None:
    state = _last_rounds()
    state.hands = [[12], [10]]
    state.discard.extend([3, 11])
    bot = SearchBot("tiny_market", 4)
    assert bot.decide(state.view(0), 0, Budget(iterations=500)) == Play(12)
    assert bot.last.iterations == 0


def test_search_settings_can_be_overridden_per_game_but_not_invented() -> None:
    config = SearchConfig().with_overrides({"rollout_depth": 3, "exploration": 1.0})
    assert config.rollout_depth == 3 and config.exploration == 1.0
    try:
        SearchConfig().with_overrides({"magic": 1})
    except ValueError as exc:
        assert "magic" in str(exc)
    else:
        raise AssertionError("an unknown setting was accepted")


def test_searching_every_seats_choices_also_finds_the_winning_card() -> None:
    """With ``tree_opponents = 1`` the opponents' sealed choices are searched too
    (decoupled, with availability counts); the bot still finds the winning card."""
    state = _last_rounds()
    config = SearchConfig(tree_opponents=1)
    bot = SearchBot("tiny_market", 1, {"aggression": -5.0}, config=config)
    assert bot.decide(state.view(0), 0, Budget(iterations=300)) == Play(12)
    assert bot.decide(state.view(1), 1, Budget(iterations=100)) in state.legal_actions(1)


def test_a_tiny_budget_gives_the_heuristics_choice_not_noise() -> None:
    state = registry.get("tiny_market").new_game(4, None, 12)
    for seat in state.to_move():
        view = state.view(seat)
        normal = make_bot("heuristic", "tiny_market", 0).decide(view, seat)
        assert SearchBot("tiny_market", 3).decide(view, seat, Budget(iterations=3)) == normal


def test_a_view_the_game_cannot_deal_leaves_the_heuristics_choice() -> None:
    """An engine bug in ``determinize`` costs that decision its search, not the move."""

    class Undealable(TinyState):
        __slots__ = ()

        def determinize(self, rng):  # type: ignore[no-untyped-def]
            raise AssertionError("cannot deal")

    state = _last_rounds()
    view = state.view(0)
    view.__class__ = Undealable
    bot = SearchBot("tiny_market", 2, {"aggression": -5.0})
    assert bot.decide(view, 0, Budget(iterations=100)) == Play(3)  # the (timid) heuristic's card
    assert bot.last.iterations == 0 and bot.last.failed_deals >= 8


def test_paired_root_comparison_overrules_a_weak_prior_too() -> None:
    """Comparing the root's cards on the same deals finds the winning card the
    timid heuristic would keep back, and repeats itself for the same seed."""
    state = _last_rounds()
    config = SearchConfig(root_paired=1)
    bot = SearchBot("tiny_market", 1, {"aggression": -5.0}, config=config)
    choice = bot.decide(state.view(0), 0, Budget(iterations=120))
    assert choice == Play(12)
    assert bot.last.iterations <= 120
    again = SearchBot("tiny_market", 1, {"aggression": -5.0}, config=config)
    assert again.decide(state.view(0), 0, Budget(iterations=120)) == choice


def test_paired_root_comparison_keeps_the_heuristics_choice_on_a_tiny_budget() -> None:
    state = registry.get("tiny_market").new_game(4, None, 12)
    config = SearchConfig(root_paired=1)
    for seat in state.to_move():
        view = state.view(seat)
        normal = make_bot("heuristic", "tiny_market", 0).decide(view, seat)
        assert SearchBot("tiny_market", 3, config=config).decide(view, seat, Budget(iterations=3)) == normal


def test_paired_root_comparison_drops_clearly_worse_actions_early() -> None:
    """Pruning: an action far behind on the shared deals stops costing rollouts,
    so the budget goes to the close calls, and a clear choice answers early."""
    state = _last_rounds()
    assert len(state.legal_actions(0)) == 2
    without = SearchBot("tiny_market", 1, {"aggression": -5.0}, config=SearchConfig(root_paired=1,
                                                                                      paired_prune_every=10**6))
    assert without.decide(state.view(0), 0, Budget(iterations=200)) == Play(12)
    assert without.last.deals == 100  # both cards on every deal
    config = SearchConfig(root_paired=1, paired_prune_every=4, paired_prune_z=1.0)
    bot = SearchBot("tiny_market", 1, {"aggression": -5.0}, config=config)
    assert bot.decide(state.view(0), 0, Budget(iterations=200)) == Play(12)
    assert bot.last.iterations < 200 and bot.last.deals < 100  # the losing card was dropped: decided


def test_search_stops_early_once_the_rest_of_the_budget_cannot_change_the_answer() -> None:
    """The heuristic's card wins the game: once its lead in visits exceeds the
    iterations left, the search answers (the same answer the whole budget gives)."""
    state = _last_rounds()
    bot = SearchBot("tiny_market", 1)
    assert make_bot("heuristic", "tiny_market", 1).decide(state.view(0), 0) == Play(12)
    assert bot.decide(state.view(0), 0, Budget(iterations=2000)) == Play(12)
    assert bot.last.iterations < 2000
    timid = SearchBot("tiny_market", 1, {"aggression": -5.0})  # its prior is the losing card: no early answer
    assert timid.decide(state.view(0), 0, Budget(iterations=400)) == Play(12)
    assert timid.last.iterations == 400


def test_a_games_search_actions_limit_what_the_search_compares(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A heuristic module's ``search_actions`` names the actions worth comparing:
    only those are searched (in both modes), and when only the heuristic's
    choice is left the bot answers at once, without searching."""
    from desktop.ai.heuristics import heuristic_module

    module = heuristic_module("tiny_market")
    state = _last_rounds()
    timid = {"aggression": -5.0}
    calls: list[int] = []

    def only_the_hint(view, seat, legal, hint):  # type: ignore[no-untyped-def]
        calls.append(seat)
        return [hint]

    monkeypatch.setattr(module, "search_actions", only_the_hint, raising=False)
    for config in (SearchConfig(), SearchConfig(root_paired=1)):
        bot = SearchBot("tiny_market", 1, timid, config=config)
        assert bot.decide(state.view(0), 0, Budget(iterations=300)) == Play(3)  # the timid card, unsearched
        assert bot.last.iterations == 0
    assert calls == [0, 0]

    monkeypatch.setattr(module, "search_actions", lambda view, seat, legal, hint: list(legal), raising=False)
    for config in (SearchConfig(), SearchConfig(root_paired=1)):
        bot = SearchBot("tiny_market", 1, timid, config=config)
        assert bot.decide(state.view(0), 0, Budget(iterations=300)) == Play(12)
        assert bot.last.iterations > 0


def test_expert_buys_breadth_and_depth_and_a_game_has_the_last_word(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ai.heuristics import heuristic_module
    from desktop.ai.search import config_for

    hard = make_bot("hard", "tiny_market", 1).config  # type: ignore[attr-defined]
    expert = make_bot("expert", "tiny_market", 1).config  # type: ignore[attr-defined]
    assert expert.paired_candidates == 2 * hard.paired_candidates
    assert expert.rollout_depth == 2 * hard.rollout_depth
    assert expert.paired_prune_z > hard.paired_prune_z
    monkeypatch.setattr(heuristic_module("tiny_market"), "EXPERT_SEARCH", {"rollout_depth": 5}, raising=False)
    assert config_for("tiny_market", expert=True).rollout_depth == 5
    assert config_for("tiny_market").rollout_depth == hard.rollout_depth


def test_rollout_depth_in_turns_lets_a_seat_finish_its_turn() -> None:
    """With ``rollout_turns`` the depth counts changes of the seat to move: the
    decisions of one turn (mortgage, lift, build...) do not use up the horizon."""
    import math as _math

    from desktop.engine import Rng

    class Turns:
        def __init__(self) -> None:
            self.movers = [(0,), (0,), (0,), (1,), (1,), (2,), (3,)]
            self.applied = 0

        def is_over(self) -> bool:
            return self.applied >= len(self.movers)

        def to_move(self) -> tuple[int, ...]:
            return self.movers[self.applied]

        def advance(self, seat: int, action: object) -> None:  # what rollouts apply with
            self.applied += 1

    class Say:
        def decide(self, state: object, seat: int, budget: object) -> str:
            return "go"

    bots = [Say() for _ in range(4)]
    by_turns = SearchBot("tiny_market", 1, config=SearchConfig(rollout_turns=1, rollout_epsilon=0))
    state = Turns()
    by_turns._rollout(state, bots, Rng(1), 2, _math.inf)  # type: ignore[arg-type]
    assert state.applied == 5  # seat 0's three decisions and seat 1's two; stops before seat 2
    by_decisions = SearchBot("tiny_market", 1, config=SearchConfig(rollout_epsilon=0))
    state = Turns()
    by_decisions._rollout(state, bots, Rng(1), 2, _math.inf)  # type: ignore[arg-type]
    assert state.applied == 2
