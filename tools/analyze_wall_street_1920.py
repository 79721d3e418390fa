"""Check the DEFAULT card design of 1920 Wall Street by heuristic self-play.

    uv run python tools/analyze_wall_street_1920.py --games 1000 --players 4 --seed 1 [--tycoons] [--call-options]

Prints (as JSON) game length, how often each end event fires, how often each
stock sits at a limit (share of turns begun there), the score spread, and how
often each kind of decision is taken, and what the points come from.

    --strategy NAME   seat 0 plays a one-line strategy against heuristic bots
                      (market_only, shares_only, capital_rush, no_loans, never_sell)
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
from typing import Any

from desktop.ai.heuristics.wall_street_1920 import HeuristicBot
from desktop.engine import Rng, registry
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import Buy, Keep, TurnStarted, TycoonTriggered
from desktop.engine.games.wall_street_1920.state import WallStreetState


class MarketOnly(HeuristicBot):
    """Keeps only market cards (points and price moves), never shares."""

    def _keep_value(self, view: WallStreetState, seat: int, card: int, *given: Any) -> float:
        if D.KIND[card] != D.K_MARKET:
            return -1.0
        return super()._keep_value(view, seat, card, *given)


class SharesOnly(HeuristicBot):
    """Keeps only shares, never market cards."""

    def _keep_value(self, view: WallStreetState, seat: int, card: int, *given: Any) -> float:
        if D.KIND[card] == D.K_MARKET:
            return -1.0
        return super()._keep_value(view, seat, card, *given)


class CapitalRush(HeuristicBot):
    """Raises capital whenever it can."""

    def _raise_value(self, view: WallStreetState, seat: int) -> float:
        return 100.0


class NoLoans(HeuristicBot):
    """Never borrows by choice."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, {"risk": -1000.0})


class NeverSell(HeuristicBot):
    def _sell_value(self, view: WallStreetState, seat: int, card: int, *given: Any) -> float:
        return -1000.0


STRATEGIES: dict[str, type[HeuristicBot]] = {
    "heuristic": HeuristicBot, "market_only": MarketOnly, "shares_only": SharesOnly,
    "capital_rush": CapitalRush, "no_loans": NoLoans, "never_sell": NeverSell,
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tycoons", action="store_true")
    parser.add_argument("--call-options", action="store_true")
    parser.add_argument("--strategy", default="heuristic", choices=sorted(STRATEGIES))
    args = parser.parse_args()
    game = registry.get("wall_street_1920")
    options = game.options_type(tycoons=args.tycoons, call_options=args.call_options)
    n = args.players
    turns_all: list[int] = []
    decisions_all: list[int] = []
    events = Counter[str]()
    at_low = [0] * 4
    at_high = [0] * 4
    turn_count = 0
    actions = Counter[str]()
    trend_landings = 0
    kept = Counter[str]()
    discarded = Counter[str]()
    winners: list[int] = []
    from_start = [0.0] * n  # wins by turn order (0 = the start player)
    spreads: list[int] = []
    margins: list[int] = []
    scores_all: list[int] = []
    loans_all: list[int] = []
    capital_all: list[int] = []
    tycoons = 0
    parts = Counter[str]()
    seat0_scores: list[int] = []
    for index in range(args.games):
        gseed = Rng(args.seed * 1_000_003 + index).next_u64()
        state = game.new_game(n, options, gseed)
        assert isinstance(state, WallStreetState)
        bots = [(STRATEGIES[args.strategy] if i == 0 else HeuristicBot)(Rng(gseed + 17 * (i + 1)).next_u64())
                for i in range(n)]
        turns = decisions = 0
        while not state.is_over():
            seat = state.to_move()[0]
            action = bots[seat].decide(state.view(seat), seat)
            actions[type(action).__name__] += 1
            if isinstance(action, Buy):
                target = state.buy_cost(seat, action.steps)[0]
                if state.circle[target] and state.circle[target][0] == D.TREND:
                    trend_landings += 1
            if isinstance(action, Keep):
                kept[D.KINDS[D.KIND[state.pending[0]]]] += 1
            elif state.phase == 3:  # keep-or-discard, discarded
                discarded[D.KINDS[D.KIND[state.pending[0]]]] += 1
            for ev in state.apply(seat, action):
                if isinstance(ev, TurnStarted):
                    turns += 1
                    turn_count += 1
                    for s in range(4):
                        at_low[s] += state.prices[s] == D.PRICE_LOW[s]
                        at_high[s] += state.prices[s] == D.PRICE_HIGH[s]
                if isinstance(ev, TycoonTriggered):
                    tycoons += 1
            decisions += 1
        result = state.result()
        events[("none", "left", "middle", "right")[state.end_event + 1]] += 1
        turns_all.append(turns)
        decisions_all.append(decisions)
        winners.extend(result.winners)
        for w in result.winners:
            from_start[(w - state.start_player) % n] += 1 / len(result.winners)
        ordered = sorted(result.scores, reverse=True)
        spreads.append(ordered[0] - ordered[-1])
        margins.append(ordered[0] - ordered[1])
        scores_all.extend(result.scores)
        loans_all.extend(state.loans)
        seat0_scores.append(result.scores[0])
        for seat_parts in result.breakdown:
            for key, value in seat_parts:
                parts[key] += value
        capital_all.extend(state.capital)
    games = args.games
    report = {
        "players": n,
        "games": games,
        "options": options.to_json(),
        "turns": {"mean": statistics.mean(turns_all), "min": min(turns_all), "max": max(turns_all)},
        "decisions_mean": statistics.mean(decisions_all),
        "end_event_share": {k: events[k] / games for k in ("none", "left", "middle", "right")},
        "share_of_turns_at_low_limit": {D.STOCKS[s]: at_low[s] / turn_count for s in range(4)},
        "share_of_turns_at_high_limit": {D.STOCKS[s]: at_high[s] / turn_count for s in range(4)},
        "score": {"mean": statistics.mean(scores_all), "stdev": statistics.pstdev(scores_all),
                  "min": min(scores_all), "max": max(scores_all)},
        "winner_margin_mean": statistics.mean(margins),
        "first_to_last_mean": statistics.mean(spreads),
        "wins_by_seat": [winners.count(s) / games for s in range(n)],
        "wins_by_turn_order": [w / games for w in from_start],
        "loans_per_player": statistics.mean(loans_all),
        "final_capital_mean": statistics.mean(capital_all),
        "actions_per_game": {k: v / games for k, v in sorted(actions.items())},
        "trend_landings_per_game": trend_landings / games,
        "kept_per_game": {k: v / games for k, v in kept.items()},
        "discarded_per_game": {k: v / games for k, v in discarded.items()},
        "tycoons_per_game": tycoons / games,
        "points_per_player_by_source": {k: v / (games * n) for k, v in parts.items()},
        "strategy_seat0": {"name": args.strategy, "win_rate": winners.count(0) / games,
                           "mean_score": statistics.mean(seat0_scores)},
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
