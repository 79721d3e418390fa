"""Landlord: ``EVAL_WEIGHTS`` of desktop/ai/heuristics/landlord.py.

Seeded 4-player games of the heuristic against itself (each decision is a random legal action
with chance 5%, as in the search's rollouts; with ``--sharp``, a seat plays the search levels'
own personality with that chance; with ``--mix``, each seat plays the default personality,
Hard's or Expert's, one in three each); every seat's ``seat_features`` every ``--rounds``-th
round, and who won.  One fit over the seats still in the game (each game weighs the same, ridge
``--ridge``), compared by game round with the old evaluation (share of net worth squared), the
shipped ``evaluate``, the shipped ``EVAL_WEIGHTS`` alone and Expert's shipped evaluation
(``expert_win_chances``).  With ``--expert`` the fit is of ``EXPERT_EVAL_WEIGHTS`` on
``expert_features`` instead.  ``--workers`` plays the games in that many processes (the same
positions whatever the number)."""

from __future__ import annotations

import argparse
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from desktop.ai.heuristics import landlord as H
from desktop.ai.simulate import game_seed
from desktop.engine import Action, Rng, State, registry
from desktop.engine.games.landlord.state import LandlordState
from tools.fitting.core import Position, fit_newton, normalised, probs, report, self_play

DEFAULTS = {"train": 120, "test": 60, "seed": 5}  # positions: once a round
EPSILON = 0.05


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--sharp", type=float, default=0.0,
                        help="chance that a seat plays SEARCH_PERSONALITY (Hard's own play) instead of the defaults")
    parser.add_argument("--mix", action="store_true",
                        help="each seat plays the defaults, Hard's or Expert's personality (one in three each)")
    parser.add_argument("--rounds", type=int, default=1, help="record every K-th round")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--expert", action="store_true",
                        help="fit EXPERT_EVAL_WEIGHTS on expert_features (building-invariant) instead")


def old_eval(state: LandlordState) -> list[float]:
    n = state.num_players
    worth = [0.0 if state.bankrupt[s] else max(0.0, float(state.net_worth(s))) ** 2 for s in range(n)]
    total = sum(worth)
    return [w / total if total > 0 else 1.0 / n for w in worth]


def _personality(pick: Rng, sharp: float, mix: bool) -> dict[str, float] | None:
    if mix:
        return (None, H.SEARCH_PERSONALITY, {**H.SEARCH_PERSONALITY, **H.EXPERT_PERSONALITY})[pick.below(3)]
    return H.SEARCH_PERSONALITY if pick.random() < sharp else None


def play(seed: int, sharp: float = 0.0, mix: bool = False, every: int = 1, expert: bool = False) -> list[Position]:
    state = registry.get("landlord").new_game(4, None, seed)
    rng = Rng(seed ^ 0x5EED)
    # each seat's personality is drawn apart from ``rng`` (so the default games are the ones
    # EVAL_WEIGHTS were first fitted on)
    pick = Rng(seed ^ 0x5A4B)
    bots = [H.HeuristicBot(Rng(seed + 17 * (s + 1)).next_u64(), _personality(pick, sharp, mix)) for s in range(4)]
    last_round = [-1]

    def record(st: State, _k: int) -> tuple[int, list[int], list[list[float]], list[list[float]]] | None:
        assert isinstance(st, LandlordState)
        if st.round == last_round[0]:
            return None
        last_round[0] = st.round
        active = [s for s in range(4) if not st.bankrupt[s]]
        if len(active) < 2 or st.round % every:
            return None
        feats = H.expert_features(st) if expert else H.seat_features(st)
        return st.round, active, feats, [old_eval(st), [H.evaluate(st, s) for s in range(4)], H.win_chances(st),
                                         H.expert_win_chances(st)]

    def decide(st: State, seat: int) -> Action:
        view = st.view(seat)
        if rng.random() < EPSILON:
            legal = view.legal_actions(seat)
            return legal[rng.below(len(legal))]
        return bots[seat].decide(view, seat)

    rows, y = self_play(state, decide, record)
    out = []
    for rnd, active, feats, evals in rows:
        ys = sum(y[s] for s in active)
        if ys > 0:
            out.append(Position(rnd, [feats[s] for s in active], [y[s] / ys for s in active],
                                {name: normalised([e[s] for s in active])
                                 for name, e in zip(("old", "shipped", "weights", "expert"), evals, strict=True)}))
    for pos in out:
        pos.weight = 1.0 / len(out)
    return out


def collect(first: int, count: int, seed: int, sharp: float = 0.0, mix: bool = False, every: int = 1,
            workers: int = 1, expert: bool = False) -> list[Position]:
    seeds = [game_seed(seed, i) for i in range(first, first + count)]
    one = partial(play, sharp=sharp, mix=mix, every=every, expert=expert)
    if workers <= 1:
        return [p for s in seeds for p in one(s)]
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return [p for game in pool.map(one, seeds, chunksize=8) for p in game]


def rounds(pos: Position) -> tuple[str, str]:
    r = pos.stage
    assert isinstance(r, int)
    return "all", "r<=10" if r <= 10 else "r11-30" if r <= 30 else "r>30"


def run(args: argparse.Namespace) -> None:
    options = {"sharp": args.sharp, "mix": args.mix, "every": args.rounds, "workers": args.workers,
               "expert": args.expert}
    train = collect(0, args.train, args.seed, **options)
    test = collect(args.train, args.test, args.seed, **options)
    w = fit_newton(train, args.ridge)
    name = "EXPERT_EVAL_WEIGHTS" if args.expert else "EVAL_WEIGHTS"
    print(name + " = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    report(test, {"old": lambda p: p.compare["old"], "shipped": lambda p: p.compare["shipped"],
                  "weights": lambda p: p.compare["weights"], "expert": lambda p: p.compare["expert"],
                  "fitted": lambda p: probs(w, p.feats)}, rounds,
           ("all", "r<=10", "r11-30", "r>30"))
