"""tools/fit_eval.py GAME: the shared fit finds known weights, and every game's part runs."""

from __future__ import annotations

import math

import pytest

from desktop.engine import Rng, registry
from tools import fit_eval
from tools.fitting.core import Position, fit_adam, fit_newton, probs, score


def _synthetic(true_w: list[float], count: int, seed: int) -> list[Position]:
    """Positions whose winner is drawn from the conditional logit with ``true_w``."""
    rng = Rng(seed)
    out = []
    for _ in range(count):
        feats = [[rng.random() * 4 - 2, rng.random() * 2] for _ in range(3)]
        p = probs(true_w, feats)
        u, winner = rng.random(), 0
        while winner < 2 and u > p[winner]:
            u -= p[winner]
            winner += 1
        out.append(Position(0, feats, [1.0 if s == winner else 0.0 for s in range(3)]))
    return out


def test_newton_recovers_the_weights_that_made_the_data() -> None:
    data = _synthetic([1.5, -0.7], 3000, 1)
    w = fit_newton(data, ridge=1e-3)
    assert w == pytest.approx([1.5, -0.7], abs=0.15)
    fitted = score(data, lambda p: probs(w, p.feats), lambda p: ["all"])["all"][0]
    assert fitted < math.log(3) - 0.2


def test_adam_lowers_the_log_loss() -> None:
    data = _synthetic([1.0, 0.5], 500, 2)
    before = score(data, lambda p: [1 / 3] * 3, lambda p: ["all"])["all"][0]
    w = fit_adam(data, 200, 0.05, [2.0, 2.0])
    assert score(data, lambda p: probs(w, p.feats), lambda p: ["all"])["all"][0] < before - 0.1


def test_every_part_is_a_game_and_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert set(fit_eval.games()) <= set(registry.ids())
    fit_eval.main(["stockpile", "--train", "2", "--test", "1", "--every", "5"])
    out = capsys.readouterr().out
    assert "_WEIGHTS = (" in out and "fitted    all" in out


def test_landlord_fits_experts_evaluation_beside_the_shipped_ones(capsys: pytest.CaptureFixture[str]) -> None:
    fit_eval.main(["landlord", "--expert", "--train", "2", "--test", "1"])
    out = capsys.readouterr().out
    assert "EXPERT_EVAL_WEIGHTS = (" in out
    assert all(f"{name}  " in out for name in ("old", "shipped", "weights", "expert", "fitted"))


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(SystemExit, match="GAME is one of"):
        fit_eval.main(["no_such_game"])
