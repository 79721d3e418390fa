"""Measurements for Landlord (docs/games/landlord.md).

    uv run python tools/analyze_landlord.py landing   # how often each square is landed on (random play)
    uv run python tools/analyze_landlord.py length    # random-play game length: decisions and rounds
    uv run python tools/analyze_landlord.py caps      # how often the per-turn DEFAULT caps bind
"""

from __future__ import annotations

import sys
from collections import Counter

from desktop.engine import Rng, registry
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import Moved, SentOnVacation


def landing(games: int = 40) -> None:
    game = registry.get("landlord")
    hits: Counter[int] = Counter()
    for seed in range(games):
        state = game.new_game(4, None, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            for ev in state.apply(seat, legal[rng.below(len(legal))]):
                if isinstance(ev, Moved):
                    hits[ev.to_square] += 1
                elif isinstance(ev, SentOnVacation):
                    hits[D.VACATION_SQUARE] += 1
    lots = [hits[sq] for sq in D.LOTS]
    mean = sum(lots) / len(lots)
    total = sum(hits.values())
    for sq in range(D.NUM_SQUARES):
        share = hits[sq] / total
        rel = hits[sq] / mean if D.OWNABLE[sq] else 0.0
        print(f"{sq:2d} {D.SQUARE_IDS[sq]:20s} {share:6.3%}  relative to the mean lot {rel:4.2f}")


def length(games: int = 40, players: int = 4) -> None:
    game = registry.get("landlord")
    decisions, rounds, reasons = [], [], Counter[str]()
    for seed in range(games):
        state = game.new_game(players, None, seed)
        rng = Rng(seed)
        n = 0
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.below(len(legal))])
            n += 1
        decisions.append(n)
        rounds.append(state.round)
        reasons[state.end_reason] += 1
    print(f"players {players} games {games}: decisions mean {sum(decisions) / games:.0f} max {max(decisions)}; "
          f"rounds mean {sum(rounds) / games:.0f} max {max(rounds)}; ends {dict(reasons)}; "
          f"bound {game.max_decisions(players, game.default_options())}")


def caps(games: int = 30) -> None:
    """How often a turn reaches the managing cap or the proposal cap, for heuristic and random play."""
    from desktop.ai.base import RandomBot
    from desktop.ai.heuristics.landlord import HeuristicBot

    game = registry.get("landlord")
    for label in ("heuristic", "random"):
        turns = manage_capped = trade_capped = 0
        for seed in range(games):
            state = game.new_game(4, None, seed)
            bots = [HeuristicBot(seed + i) if label == "heuristic" else RandomBot(seed + i) for i in range(4)]
            while not state.is_over():
                seat = state.to_move()[0]
                before = (state.current, state.round)
                managed, proposals = state.manage_count, state.proposals
                state.apply(seat, bots[seat].decide(state.view(seat), seat))
                if (state.current, state.round) != before or state.is_over():
                    turns += 1
                    manage_capped += managed >= D.MANAGE_CAP_PER_TURN
                    trade_capped += proposals >= D.TRADE_PROPOSALS_PER_TURN
        print(f"{label}: {turns} turns; managing cap reached in {manage_capped / turns:.2%}, "
              f"proposal cap in {trade_capped / turns:.2%}")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "landing"
    if what == "landing":
        landing()
    elif what == "caps":
        caps()
    else:
        for p in (2, 4, 6):
            length(players=p)
