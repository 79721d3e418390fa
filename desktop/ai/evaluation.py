"""Pieces shared by the games' fitted evaluations (desktop/ai/heuristics/<game>.py)
and the tools that fit them (tools/fit_eval.py GAME, tools/fitting/): each game scores every
seat with a linear utility; these turn utilities into chances."""

from __future__ import annotations

import math
from collections.abc import Sequence


def softmax(utilities: Sequence[float | None]) -> list[float]:
    """Each seat's chance to win from its utility (a conditional logit); a seat
    out of the game (None) gets 0."""
    top = max(u for u in utilities if u is not None)
    exps = [math.exp(u - top) if u is not None else 0.0 for u in utilities]
    total = sum(exps)
    return [e / total for e in exps]


def win_and_place(utilities: Sequence[float], seat: int, rank_weight: float = 0.2) -> float:
    """``1 - rank_weight`` × the chance to win (softmax) + ``rank_weight`` × the
    expected share of the other seats beaten (pairwise logistic): the same mix as
    the search's reward for a finished game, and it keeps a signal when a seat's
    chance to win is near 0."""
    win = softmax(utilities)[seat]
    mine = utilities[seat]
    beaten = sum(1.0 / (1.0 + math.exp(min(50.0, u - mine))) for s, u in enumerate(utilities) if s != seat)
    return (1.0 - rank_weight) * win + rank_weight * beaten / max(1, len(utilities) - 1)
