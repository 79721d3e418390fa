"""Landlord's trades in seeded games: how many offers are proposed, accepted, refused, countered
and withdrawn, whether a refused offer is ever proposed again on the same board, and how lopsided
the trades that went through were for the bots that proposed or accepted them.

    uv run python tools/landlord_trades.py [--seats hard,heuristic,heuristic,heuristic]
        [--games 8] [--seed 41] [--iterations 100] [--deals 24] [--to-end] [--json]

Games are played as the tournament plays them (the same seeds and seatings as ``trading-floor
tournament landlord --seats ... --games N --seed S --iterations I``).  Every trade that went
through is then judged from the moment it was answered: the partner's ``AcceptTrade`` and
``RejectTrade`` are each played on the same ``--deals`` deals of the unseen cards with the same
dice and heuristic bots (the Expert's paired comparison, ``desktop.ai.advisor``), rolled out for
the Expert's rollout depth and scored with the fitted win chance (``--to-end``: played to the end
of the game, scored by the result).  For each side the paired difference is its win chance after
the trade less without it; a trade is lopsided for a side when that drops by more than 5 points.
Reports the share of trades lopsided for the bot that proposed them and for the one that accepted,
with the worst cases (the trade test set's candidates: tests/ai/test_landlord_trades.py)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from desktop.ai.advisor import Advisor, win_chance_function
from desktop.ai.simulate import game_seed
from desktop.ai.tournament import level_budget, make_entrant, parse_entrant
from desktop.engine import Rng, registry
from desktop.engine.games.landlord.records import AcceptTrade, RejectTrade, SubmitTrade
from desktop.engine.games.landlord.state import LandlordState

GAME = "landlord"
#: a trade is lopsided for a side whose win chance it lowers by more than this (points of 100)
LOPSIDED_POINTS = 5.0
OFFER_EVENTS = ("TradeOffered", "TradeAccepted", "TradeRejected", "TradeCountered", "TradeCancelled")


def play(levels: list[str], gseed: int, iterations: int | None) -> dict[str, Any]:
    """One game; its offer counts, repeats of refused offers, and each accepted trade's answer state."""
    game = registry.get(GAME)
    state: Any = game.new_game(len(levels), None, gseed)
    bots = [make_entrant(level, GAME, Rng(gseed + 17 * (seat + 1)).next_u64()) for seat, level in enumerate(levels)]
    budgets = [level_budget(level, iterations, None) for level in levels]
    counts = dict.fromkeys(OFFER_EVENTS, 0)
    repeats = 0
    trades = []
    limit = game.max_decisions(len(levels), game.default_options())
    steps = 0
    while not state.is_over() and steps < limit:
        seat = state.to_move()[0]
        action = bots[seat].decide(state.view(seat), seat, budgets[seat])
        if isinstance(action, SubmitTrade):
            tr = state.trade
            if tr.refused_unchanged(state, tr.proposer, tr.partner) == tr.offer_key():
                repeats += 1
        if isinstance(action, AcceptTrade):
            trades.append(state.clone())
        for event in state.apply(seat, action):
            name = type(event).__name__
            if name in counts:
                counts[name] += 1
        steps += 1
    return {"counts": counts, "repeats": repeats, "trades": trades, "levels": levels}


def judge(answer: LandlordState, seed: int, deals: int, to_end: bool) -> tuple[float, float, float, float]:
    """(proposer's, partner's) paired change of win chance in points if the trade goes through,
    with their standard errors, from the moment it was answered."""
    proposer, partner = answer.trade.proposer, answer.trade.partner
    adv = Advisor(GAME, seed, deals=deals)
    adv._seat = partner
    chance = win_chance_function(GAME)
    rng = Rng(seed)
    bot_seeds = [rng.next_u64() for _ in range(answer.num_players)]
    depth = 100_000 if to_end else adv.config.rollout_depth
    diffs: tuple[list[float], list[float]] = ([], [])
    view = answer.view(partner)
    for _ in range(deals):
        deal_rng = rng.fork()
        dealt = view.determinize(deal_rng.fork())
        rollout_seed = deal_rng.next_u64()
        ends = [adv._play_on_deal(dealt, partner, a, bot_seeds, rollout_seed, depth, math.inf)
                for a in (AcceptTrade(), RejectTrade())]
        for k, side in enumerate((proposer, partner)):
            diffs[k].append(100.0 * (chance(ends[0], side) - chance(ends[1], side)))
    out: list[float] = []
    for d in diffs:
        mean = sum(d) / len(d)
        var = sum((x - mean) ** 2 for x in d) / max(1, len(d) - 1)
        out += [mean, math.sqrt(var / len(d))]
    return out[0], out[2], out[1], out[3]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", default="hard,heuristic,heuristic,heuristic")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--to-end", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    entrants = args.seats.split(",")
    players = len(entrants)
    blocks = max(1, math.ceil(args.games / players))
    totals = dict.fromkeys(OFFER_EVENTS, 0)
    repeats = games = 0
    judged: list[dict[str, Any]] = []
    for block in range(blocks):
        gseed = game_seed(args.seed, block)
        for rotation in range(players):
            levels = [""] * players
            for j, level in enumerate(entrants):
                levels[(j + rotation) % players] = level
            played = play(levels, gseed, args.iterations)
            games += 1
            repeats += played["repeats"]
            for name, count in played["counts"].items():
                totals[name] += count
            for k, answer in enumerate(played["trades"]):
                p, q = answer.trade.proposer, answer.trade.partner
                dp, dq, sp, sq = judge(answer, gseed * 1009 + rotation * 101 + k, args.deals, args.to_end)
                judged.append({"game": games, "round": answer.round, "proposer": levels[p], "partner": levels[q],
                               "give": answer.trade.give[:], "take": answer.trade.take[:], "cash": answer.trade.cash,
                               "counter": answer.trade.counter, "proposer_points": round(dp, 2),
                               "proposer_se": round(sp, 2), "partner_points": round(dq, 2),
                               "partner_se": round(sq, 2)})
            print(f"game {games}: {played['counts']}", file=sys.stderr)
    by_level: dict[str, dict[str, int]] = {}
    for t in judged:
        for role, level, points in (("proposed", t["proposer"], t["proposer_points"]),
                                    ("accepted", t["partner"], t["partner_points"])):
            row = by_level.setdefault(parse_entrant(level)[0], {"proposed": 0, "proposed_lopsided": 0,
                                                                "accepted": 0, "accepted_lopsided": 0})
            row[role] += 1
            row[f"{role}_lopsided"] += points < -LOPSIDED_POINTS
    out = {
        "seats": entrants, "games": games, "seed": args.seed, "iterations": args.iterations, "deals": args.deals,
        "judged_to_end": args.to_end,
        "per_game": {name: totals[name] / games for name in OFFER_EVENTS},
        "repeated_refused_offers": repeats,
        "trades_judged": len(judged),
        "lopsided_by_level": by_level,
        "worst": sorted(judged, key=lambda t: min(t["proposer_points"], t["partner_points"]))[:10],
    }
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
