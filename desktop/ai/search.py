"""Information-set Monte Carlo tree search (single-observer ISMCTS).

Each iteration deals one full state consistent with the bot's view
(``view.determinize``), walks down one shared tree whose edges are actions
(so the tree gathers statistics over everything the bot cannot see), adds one
node, plays on with the game's heuristic for every seat for at most
``rollout_depth`` decisions, and scores the position with the game's
``evaluate(state, seat)`` (Expert: its ``evaluate_expert`` where it has one) or
the result, if the game ended.  Each seat's edges hold that seat's reward, so
opponents are modelled as playing for themselves (max^n).

- Opponent edges differ between deals (another hand, other legal actions):
  selection uses availability counts (UCB over the times an action was legal).
- Sealed simultaneous choices (several seats in ``to_move()``): every mover
  picks from its own statistics at the node without seeing the others' picks
  (decoupled selection); the child is keyed by the joint choice.
- The heuristic is the prior: its choice is tried first and keeps a bonus that
  fades with visits; long action lists (bids, trades) are widened
  progressively, the heuristic's choice first, then others at random.
- Budgets: iterations (reproducible: the same view, seed and budget give the
  same action) or milliseconds (for play).

A search bot sees only its view: everything it knows of hidden cards comes
from ``determinize``, so its decision cannot depend on the true state."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from desktop.ai.base import NO_BUDGET, Budget
from desktop.ai.heuristics import action_filter, evaluator, heuristic_class, search_overrides, search_personality
from desktop.engine import Action, Rng, State


@dataclass(frozen=True)
class SearchConfig:
    #: UCB exploration constant (on values rescaled to the range seen so far).
    exploration: float = 0.7
    #: Bonus of the heuristic's choice: ``prior_weight / (1 + visits)``.
    prior_weight: float = 0.5
    #: Decisions played by the heuristic after the tree before ``evaluate``.
    rollout_depth: int = 8
    #: Chance that a rollout decision is a uniformly random legal action.
    rollout_epsilon: float = 0.05
    #: Lists of at most this many actions are searched in full ...
    widen_min_actions: int = 10
    #: ... longer ones consider ``widen_base * visits ** widen_power`` actions.
    widen_base: float = 2.0
    widen_power: float = 0.5
    #: Weight of the place (vs. the win share) in the reward of a finished game.
    rank_weight: float = 0.2
    #: 1: opponents' choices are searched in the tree too (each for itself);
    #: 0: opponents play the game's heuristic, the tree holds only the bot's own
    #: choices (a policy improvement over the heuristic: steadier on small budgets).
    tree_opponents: int = 0
    #: The answer leaves the heuristic's choice only for an action whose mean
    #: reward is better by this many standard errors (0: plain most-visited).
    switch_z: float = 1.0
    #: 1: ``rollout_depth`` counts turns (a change of the seats to move), not
    #: decisions, so an action that spends decisions without changing the game
    #: (mortgage, then lift again) cannot push the opponents' replies beyond the
    #: horizon and look good for it.  At most ``8 * rollout_depth`` decisions.
    rollout_turns: int = 0
    #: Iterations used when a budget gives neither iterations nor ms.
    default_iterations: int = 200
    #: 1: no tree; the root's actions are compared on the SAME deals and dice
    #: (common random numbers), each followed by the heuristic for every seat:
    #: a rollout policy improvement over the heuristic whose comparison noise is
    #: the difference between actions, not between deals.  One iteration is one
    #: action rolled out on one deal.
    root_paired: int = 0
    #: Paired mode: actions compared at most (the heuristic's choice and others
    #: at random from a longer list).
    paired_candidates: int = 8
    #: Paired mode: every this many deals, actions worse than the best by
    #: ``paired_prune_z`` standard errors of the paired difference stop being tried.
    paired_prune_every: int = 12
    paired_prune_z: float = 2.0

    def with_overrides(self, overrides: Mapping[str, float]) -> SearchConfig:
        names = {f.name: f.type for f in fields(self)}
        changes: dict[str, Any] = {}
        for key, value in overrides.items():
            if key not in names:
                raise ValueError(f"unknown search setting {key!r}")
            current = getattr(self, key)
            changes[key] = int(value) if isinstance(current, int) else float(value)
        return replace(self, **changes)


def config_for(game_id: str, expert: bool = False) -> SearchConfig:
    """The search settings for a game: the defaults plus its heuristic module's
    ``SEARCH``; for Expert then also ``EXPERT_SEARCH`` (see ``expert_config``)."""
    config = SearchConfig().with_overrides(search_overrides(game_id))
    return expert_config(config, search_overrides(game_id, expert=True)) if expert else config


def expert_config(config: SearchConfig, overrides: Mapping[str, float] | None = None) -> SearchConfig:
    """Expert's settings from Hard's: three times the time buys breadth and depth,
    not only more deals for the same few actions (with the paired comparison,
    200 deals already settle almost every choice among 8 candidates: measured,
    docs/AI.md).  It compares twice the candidates, looks twice as far before
    the evaluation, and prunes less eagerly; a game's ``EXPERT_SEARCH`` has the
    last word."""
    wider = replace(config, paired_candidates=2 * config.paired_candidates,
                    rollout_depth=2 * config.rollout_depth,
                    paired_prune_z=config.paired_prune_z + 0.5,
                    widen_base=1.5 * config.widen_base)
    return wider.with_overrides(overrides or {})


class _Node:
    __slots__ = ("children", "hints", "stats", "visits")

    def __init__(self) -> None:
        # seat -> action -> [visits, total reward, availability, total squared reward]
        self.stats: dict[int, dict[Action, list[float]]] = {}
        self.visits: dict[int, int] = {}
        self.hints: dict[int, Action | None] = {}
        self.children: dict[Any, _Node] = {}


@dataclass
class SearchReport:
    """What the last decision cost (for benchmarks and the tournament)."""

    iterations: int = 0
    seconds: float = 0.0
    #: Deals the game could not make from the view (an engine bug): those
    #: iterations are skipped; if no deal works the heuristic's choice stands.
    failed_deals: int = 0
    #: Paired mode: deals every action still in the running was played on.
    deals: int = 0


class SearchBot:
    """ISMCTS guided by the game's heuristic (levels ``hard`` and ``expert``)."""

    needs_view: ClassVar[bool] = True

    def __init__(self, game_id: str, seed: int = 0, personality: Mapping[str, float] | None = None,
                 default_budget: Budget = NO_BUDGET, config: SearchConfig | None = None,
                 expert: bool = False) -> None:
        self.game_id = game_id
        self.seed = seed
        #: Its own seat's heuristic parameters: the game's ``SEARCH_PERSONALITY`` (and for Expert
        #: its ``EXPERT_PERSONALITY``) under ``personality``.
        self.personality = search_personality(game_id, personality, expert)
        self.default_budget = default_budget
        self.config = config or config_for(game_id)
        self._heuristic_class = heuristic_class(game_id)
        self._evaluate: Callable[[State, int], float] | None = evaluator(game_id, expert)
        self._filter = action_filter(game_id, expert)
        #: The actions the search compares at its root (all legal ones, or the game's ``search_actions``).
        self._root_actions: list[Action] = []
        self.rng = Rng(seed)
        self.last = SearchReport()
        self._seat = -1
        self.last_root: _Node | None = None
        self._low: list[float] = []
        self._high: list[float] = []

    # -- public ----------------------------------------------------------------
    def decide(self, view: State, seat: int, budget: Budget = NO_BUDGET) -> Action:
        legal = view.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        rng = self.rng.fork()
        if len(legal) == 1:
            self.last = SearchReport()
            return legal[0]
        if budget.iterations is None and budget.ms is None:
            budget = self.default_budget
        max_iterations = budget.iterations
        if max_iterations is None and budget.ms is None:
            max_iterations = self.config.default_iterations
        start = time.perf_counter()
        deadline = start + budget.ms / 1000.0 if budget.ms is not None else math.inf
        bot_seeds = [rng.next_u64() for _ in range(view.num_players)]
        bots = self._bots(bot_seeds, seat)
        root = _Node()
        hint: Action = bots[seat].decide(view, seat, NO_BUDGET)  # what Normal would play here
        root.hints[seat] = hint
        self._seat = seat
        self._root_actions = legal
        if self._filter is not None and hint in legal:
            worth = [a for a in self._filter(view, seat, legal, hint) if a in legal]
            if hint not in worth:
                worth.insert(0, hint)
            self._root_actions = worth
            if len(worth) == 1:  # nothing worth comparing: Normal's answer, at once
                self.last = SearchReport(0, time.perf_counter() - start)
                return hint
        if self.config.root_paired:
            return self._decide_paired(view, seat, self._root_actions, hint, bot_seeds, rng,
                                       max_iterations, deadline, start)
        # Rewards seen so far per seat: UCB compares values rescaled to this
        # range, so the exploration constant means the same whether a game's
        # evaluation spreads over [0, 1] or over a few hundredths.
        self._low = [math.inf] * view.num_players
        self._high = [-math.inf] * view.num_players
        iterations = failed = 0
        while max_iterations is None or iterations < max_iterations:
            if iterations > 0 and time.perf_counter() >= deadline:
                break
            try:
                state = view.determinize(rng.fork())
            except Exception:
                failed += 1
                iterations += 1
                if failed >= 8 and failed * 2 > iterations:
                    break  # this view cannot be dealt: keep the heuristic's choice
                continue
            self._iterate(root, state, bots, rng, deadline)
            iterations += 1
            if iterations % 16 == 0 and self._settled(root, seat, iterations - failed, max_iterations, start,
                                                      deadline):
                break
        self.last = SearchReport(iterations - failed, time.perf_counter() - start, failed)
        self.last_root = root
        return self._best(root, seat, legal, view, bots)

    @staticmethod
    def _settled(root: _Node, seat: int, done: int, max_iterations: int | None, start: float,
                 deadline: float) -> bool:
        """True when the rest of the budget cannot change the answer: the
        heuristic's choice leads in visits by more than the iterations left
        (a clear choice then costs the player no more waiting)."""
        stats = root.stats.get(seat)
        hint = root.hints.get(seat)
        if not stats or len(stats) < 2 or hint not in stats:
            return False
        visits = sorted((edge[0] for edge in stats.values()), reverse=True)
        if stats[hint][0] != visits[0]:
            return False
        if max_iterations is not None:
            left = float(max_iterations - done)
        else:
            now = time.perf_counter()
            left = done / max(1e-9, now - start) * max(0.0, deadline - now)
        return visits[0] - visits[1] > left

    def _play_on_deal(self, dealt: State, seat: int, action: Action, bot_seeds: list[int], rollout_seed: int,
                      depth: int, deadline: float) -> State:
        """``action`` for ``seat`` on a copy of one deal (the others' simultaneous choices by their
        bots), then the rollout from there: the state it ends in."""
        state = dealt.clone()
        bots = self._bots(bot_seeds, seat)
        joint = [(m, action if m == seat else bots[m].decide(state, m, NO_BUDGET))
                 for m in state.to_move() if m == seat or state.legal_actions(m)]
        for mover, chosen in joint:
            state.advance(mover, chosen)
        self._rollout(state, bots, Rng(rollout_seed), depth, deadline)
        return state

    def _bots(self, seeds: list[int], seat: int) -> list[Any]:
        return [self._heuristic_class(seed, self.personality if s == seat else None) for s, seed in enumerate(seeds)]

    # -- paired root comparison ----------------------------------------------------
    def _decide_paired(self, view: State, seat: int, legal: list[Action], hint: Action | None,
                       bot_seeds: list[int], rng: Rng, max_iterations: int | None, deadline: float,
                       start: float) -> Action:
        """Compare the root's actions on common deals: deal ``d`` is played once
        after each action still in the running, with the same hidden cards, the
        same dice and freshly made heuristic bots with the same seeds, so the
        difference between two actions' rewards on one deal is their effect alone."""
        cfg = self.config
        if hint is None or hint not in legal:
            hint = legal[0]
        others = [a for a in legal if a != hint]
        keep = max(1, cfg.paired_candidates) - 1
        while len(others) > keep:  # a seeded sample of a long list (bids, trades)
            others.pop(rng.below(len(others)))
        active = [hint, *others]
        # rewards[a] holds one reward per deal, from the deal the action was first tried on
        rewards: dict[Action, list[float]] = {a: [] for a in active}
        iterations = failed = deals = 0
        stop = False
        while not stop:
            if max_iterations is not None and iterations + len(active) > max_iterations and deals > 0:
                break
            deal_rng = rng.fork()
            try:
                dealt = view.determinize(deal_rng.fork())
            except Exception:
                failed += 1
                if failed >= 8 and failed > deals:
                    break
                continue
            rollout_seed = deal_rng.next_u64()
            deals += 1
            for action in active:
                if deals > 1 and time.perf_counter() >= deadline:
                    stop = True
                    break
                state = self._play_on_deal(dealt, seat, action, bot_seeds, rollout_seed,
                                           cfg.rollout_depth if self._evaluate else 1 << 30, deadline)
                rewards[action].append(self._rewards(state)[seat])
                iterations += 1
            if stop:
                # a deal cut short by the deadline is dropped for every action
                for action in active:
                    if len(rewards[action]) == deals:
                        rewards[action].pop()
                deals -= 1
                break
            if len(active) > 1 and deals % max(1, cfg.paired_prune_every) == 0:
                active = self._prune(active, rewards, cfg.paired_prune_z)
                if len(active) == 1:
                    break  # decided: a clear choice answers early
        self.last = SearchReport(iterations, time.perf_counter() - start, failed, deals)
        self.last_root = None
        if deals == 0:
            return hint
        best = max(active, key=lambda a: _mean_last(rewards[a], deals))
        if best == hint or cfg.switch_z <= 0 or hint not in active:
            return best
        mean, se = _paired(rewards[best], rewards[hint], deals)
        return best if mean > cfg.switch_z * se else hint

    @staticmethod
    def _prune(active: list[Action], rewards: dict[Action, list[float]], z: float) -> list[Action]:
        """Drop the actions clearly worse than the best on the deals they share."""
        shared = min(len(rewards[a]) for a in active)
        best = max(active, key=lambda a: _mean_last(rewards[a], shared))
        kept = []
        for action in active:
            if action == best:
                kept.append(action)
                continue
            mean, se = _paired(rewards[best], rewards[action], shared)
            if mean <= z * se or shared < 2:
                kept.append(action)
        return kept

    # -- one iteration -----------------------------------------------------------
    def _iterate(self, root: _Node, state: State, bots: list[Any], rng: Rng, deadline: float) -> None:
        """One iteration on ``state``, a fresh deal of the view."""
        cfg = self.config
        node = root
        path: list[tuple[_Node, list[tuple[int, Action]]]] = []
        tree_opponents = cfg.tree_opponents
        me = self._seat
        eps = cfg.rollout_epsilon
        while not state.is_over():
            movers = state.to_move()
            joint: list[tuple[int, Action]] = []
            searched: list[tuple[int, Action]] = []
            # every mover chooses before any choice is carried out (sealed choices stay sealed)
            for mover in movers:
                legal = state.legal_actions(mover)
                if not legal:
                    continue
                if tree_opponents or mover == me:
                    if node is root and mover == me:
                        legal = self._root_actions
                    action = self._select(node, mover, legal, state, bots, rng)
                    searched.append((mover, action))
                elif eps > 0 and rng.random() < eps:
                    action = legal[rng.below(len(legal))]
                else:
                    action = bots[mover].decide(state, mover, NO_BUDGET)
                joint.append((mover, action))
            if not joint:
                break
            for mover, action in joint:
                state.advance(mover, action)
            if not searched:
                continue
            path.append((node, searched))
            key: Any = searched[0][1] if len(searched) == 1 else tuple(searched)
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                break
            node = child
        depth = cfg.rollout_depth if self._evaluate is not None else 1 << 30
        self._rollout(state, bots, rng, depth, deadline)
        rewards = self._rewards(state)
        for s in range(len(rewards)) if cfg.tree_opponents else (self._seat,):
            r = rewards[s]
            if r < self._low[s]:
                self._low[s] = r
            if r > self._high[s]:
                self._high[s] = r
        for visited, joint in path:
            for mover, action in joint:
                edge = visited.stats[mover][action]
                reward = rewards[mover]
                edge[0] += 1
                edge[1] += reward
                edge[3] += reward * reward

    def _select(self, node: _Node, seat: int, legal: list[Action], state: State, bots: list[Any],
                rng: Rng) -> Action:
        cfg = self.config
        stats = node.stats.get(seat)
        if stats is None:
            stats = node.stats[seat] = {}
            node.visits[seat] = 0
            if seat not in node.hints:
                node.hints[seat] = bots[seat].decide(state, seat, NO_BUDGET)
        visits = node.visits[seat] = node.visits[seat] + 1
        hint = node.hints[seat]
        if len(legal) <= cfg.widen_min_actions:
            candidates = legal
            for action in legal:
                if action not in stats:
                    stats[action] = [0, 0.0, 0, 0.0]
        else:
            allowed = max(1, int(cfg.widen_base * visits ** cfg.widen_power))
            candidates = [a for a in legal if a in stats]
            if len(candidates) < allowed:
                fresh = hint if hint is not None and hint not in stats and hint in legal else None
                if fresh is None:
                    unseen = [a for a in legal if a not in stats]
                    fresh = unseen[rng.below(len(unseen))] if unseen else None
                if fresh is not None:
                    stats[fresh] = [0, 0.0, 0, 0.0]
                    candidates.append(fresh)
        low = self._low[seat]
        span = self._high[seat] - low
        scale = 1.0 / span if span > 1e-9 else 0.0
        best: Action | None = None
        best_score = -math.inf
        for action in candidates:
            edge = stats[action]
            edge[2] += 1
            n = edge[0]
            if n == 0:
                score = 1e9 + (1.0 if action == hint else 0.0)
            else:
                mean = (edge[1] / n - low) * scale if scale else 0.5
                score = mean + cfg.exploration * math.sqrt(math.log(edge[2]) / n)
                if action == hint:
                    score += cfg.prior_weight / (1 + n)
            if score > best_score:
                best_score = score
                best = action
        assert best is not None
        return best

    def _rollout(self, state: State, bots: list[Any], rng: Rng, depth: int, deadline: float) -> None:
        eps = self.config.rollout_epsilon
        turns = bool(self.config.rollout_turns) and depth < (1 << 30)
        steps = 8 * depth if turns else depth
        left = depth
        last: tuple[int, ...] = ()
        for _ in range(steps):
            if state.is_over() or time.perf_counter() > deadline + 0.05:
                return
            movers = state.to_move()
            if turns and movers != last:
                if left == 0:
                    return
                left -= 1
                last = movers
            joint: list[tuple[int, Action]] = []
            for mover in movers:
                if eps > 0 and rng.random() < eps:
                    legal = state.legal_actions(mover)
                    if not legal:
                        continue
                    joint.append((mover, legal[rng.below(len(legal))]))
                else:
                    joint.append((mover, bots[mover].decide(state, mover, NO_BUDGET)))
            if not joint:
                return
            for mover, action in joint:
                state.advance(mover, action)

    def _rewards(self, state: State) -> list[float]:
        """Each seat's reward (only the searching seat's when opponents are not searched)."""
        n = state.num_players
        seats = range(n) if self.config.tree_opponents else (self._seat,)
        rewards = [0.0] * n
        if state.is_over():
            result = state.result()
            w = self.config.rank_weight
            for s in seats:
                rewards[s] = (1 - w) * result.share(s) + w * (n - result.ranks[s]) / max(1, n - 1)
            return rewards
        assert self._evaluate is not None
        for s in seats:
            rewards[s] = min(1.0, max(0.0, float(self._evaluate(state, s))))
        return rewards

    def _best(self, root: _Node, seat: int, legal: list[Action], view: State, bots: list[Any]) -> Action:
        """The most visited action, unless the heuristic's choice is not
        clearly worse: deviating from it needs a mean better by ``switch_z``
        standard errors (so a small budget degrades to the heuristic, not to noise)."""
        stats = root.stats.get(seat)
        if not stats:
            action: Action = bots[seat].decide(view, seat, NO_BUDGET)
            return action
        best, edge = max(stats.items(), key=lambda kv: (kv[1][0], kv[1][1] / kv[1][0] if kv[1][0] else 0.0))
        hint = root.hints.get(seat)
        if hint is None or hint == best or hint not in stats or self.config.switch_z <= 0:
            return best
        other = stats[hint]
        if other[0] < 2 or edge[0] < 2:
            return hint if other[0] else best
        mean_b, mean_h = edge[1] / edge[0], other[1] / other[0]
        var_b = max(0.0, edge[3] / edge[0] - mean_b * mean_b) / (edge[0] - 1)
        var_h = max(0.0, other[3] / other[0] - mean_h * mean_h) / (other[0] - 1)
        if mean_b - mean_h > self.config.switch_z * math.sqrt(var_b + var_h):
            return best
        return hint


def _mean_last(values: list[float], n: int) -> float:
    """The mean of the last ``n`` values (the deals every action still in the running shares)."""
    tail = values[-n:] if n else []
    return sum(tail) / len(tail) if tail else -math.inf


def _paired(a: list[float], b: list[float], n: int) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the last ``n`` deals (both were played on them)."""
    diffs = [x - y for x, y in zip(a[-n:], b[-n:], strict=True)] if n else []
    if len(diffs) < 2:
        return 0.0, math.inf
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(var / len(diffs))
