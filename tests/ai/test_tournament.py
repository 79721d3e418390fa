"""``trading-floor tournament``: rotation, shared wins, intervals, JSON, bad input."""

from __future__ import annotations

import json

import pytest

from desktop.ai.tournament import level_budget, make_entrant, percentile, tournament, wilson
from desktop.cli import main
from tests.ai.helpers import setup_worker


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_tournament_json_has_one_entry_per_seat_with_interval_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "tournament", "tiny_market", "--seats", "hard,heuristic,random",
                       "--games", "5", "--seed", "3", "--iterations", "10", "--workers", "1", "--json",
                       "--option", "ante=2")
    assert code == 0
    report = json.loads(out)
    assert report["games"] == 6  # rounded up to whole rotations of 3 seats
    assert [e["level"] for e in report["seats"]] == ["hard", "heuristic", "random"]
    for entry in report["seats"]:
        assert set(entry) >= {"level", "win_rate", "ci95", "mean_score", "decision_ms_p50", "decision_ms_p95"}
        low, high = entry["ci95"]
        assert 0 <= low <= entry["win_rate"] <= high <= 1
        assert entry["decision_ms_p50"] <= entry["decision_ms_p95"]
    # ties are shared: the win rates of all seats add up to one win per game
    assert sum(e["win_rate"] for e in report["seats"]) == pytest.approx(1.0)


def test_tournament_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "tournament", "tiny_market", "--seats", "normal,easy", "--games", "2",
                       "--workers", "1")
    assert code == 0 and "win rate" in out and "normal" in out and "easy" in out


def test_seats_rotate_so_identical_bots_share_equally() -> None:
    """With the same level in every seat on rotated deals, each entrant sees every
    position on every deal, so their win rates are exactly equal."""
    report = tournament("tiny_market", ["heuristic"] * 3, 9, 4, workers=1)
    rates = [e["win_rate"] for e in report["seats"]]
    assert rates[0] == pytest.approx(rates[1]) == pytest.approx(rates[2])


@pytest.mark.slow
def test_tournament_on_two_processes_gives_the_same_results_as_one() -> None:
    args = ("tiny_market", ["hard", "heuristic"], 4, 8)
    one = tournament(*args, iterations=8, workers=1)
    two = tournament(*args, iterations=8, workers=2, initializer=setup_worker)
    assert [(e["win_rate"], e["mean_score"]) for e in one["seats"]] == \
        [(e["win_rate"], e["mean_score"]) for e in two["seats"]]


def test_a_search_level_with_changed_settings_is_its_own_entrant(capsys: pytest.CaptureFixture[str]) -> None:
    """``hard/root_paired=1`` plays with that setting changed and the Hard budget,
    so two settings can be compared in one tournament."""
    code, out, _ = run(capsys, "tournament", "tiny_market", "--seats", "hard/root_paired=1/rollout_depth=2,hard",
                       "--games", "2", "--seed", "3", "--iterations", "6", "--workers", "1", "--json")
    assert code == 0
    seats = json.loads(out)["seats"]
    assert [e["level"] for e in seats] == ["hard/root_paired=1/rollout_depth=2", "hard"]
    assert all(e["iterations_per_decision"] <= 6 for e in seats)
    assert level_budget("expert/root_paired=1", 10, None).iterations == 30


def test_an_entrant_may_change_the_heuristics_parameters(capsys: pytest.CaptureFixture[str]) -> None:
    """``heuristic/thrift=9`` is the heuristic with that personality parameter; a search level
    takes parameters and search settings together."""
    seats = "heuristic/thrift=9,hard/thrift=2/rollout_depth=2"
    code, out, _ = run(capsys, "tournament", "tiny_market", "--seats", seats,
                       "--games", "2", "--seed", "3", "--iterations", "4", "--workers", "1", "--json")
    assert code == 0
    assert [e["level"] for e in json.loads(out)["seats"]] == ["heuristic/thrift=9", "hard/thrift=2/rollout_depth=2"]
    bot = make_entrant("hard/thrift=2/rollout_depth=2", "tiny_market", 1)
    assert bot.personality == {"thrift": 2.0} and bot.config.rollout_depth == 2
    assert make_entrant("heuristic/thrift=9", "tiny_market", 1).params["thrift"] == 9.0


def test_wilson_interval_and_percentiles() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert percentile([5, 1, 3, 2, 4], 50) == 3 and percentile(list(range(1, 101)), 95) == 95


def test_expert_thinks_three_times_as_long_as_hard() -> None:
    assert level_budget("expert", 100, None).iterations == 3 * level_budget("hard", 100, None).iterations
    assert level_budget("heuristic", 100, None).iterations is None


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--seats", "hard,genius"], "unknown bot level 'genius'"),
        (["--seats", "hard"], "2 to 4 players"),
        (["--seats", "hard,,normal"], "empty level"),
        (["--seats", "hard,normal", "--iterations", "5", "--ms", "5"], "not allowed with"),
        (["--seats", "hard,normal", "--games", "0"], "at least 1"),
        (["--seats", "hard,normal", "--option", "colour=red"], "unknown option 'colour'"),
        (["--seats", "hard,normal", "--seed", "-1"], "seed"),
        (["--seats", "hard/magic=1,normal"], "unknown search setting 'magic'"),
        (["--seats", "hard/rollout_depth,normal"], "expected KEY=VALUE"),
        (["--seats", "hard/rollout_depth=deep,normal"], "needs a number"),
        (["--seats", "normal/rollout_depth=3,hard"], "only search levels"),
        (["--seats", "random/risk=1,hard"], "takes no settings"),
        ([], "--seats"),
    ],
)
def test_tournament_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str],
                                                     needle: str) -> None:
    code, _out, err = run(capsys, "tournament", "tiny_market", *args)
    assert code == 2
    assert needle in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_tournament_level_missing_for_a_game_without_heuristic(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "tournament", "leaky_tiny_market", "--seats", "random,normal")
    assert code == 2 and "not available" in err


def test_a_failing_bot_is_replaced_by_the_heuristic_and_counted() -> None:
    from desktop.ai.levels import unregister_level
    from tests.ai.helpers import register_bad_levels

    register_bad_levels()
    try:
        report = tournament("tiny_market", ["fail", "heuristic"], 2, 1, workers=1)
    finally:
        for name in ("crash", "fail", "hang"):
            unregister_level(name)
    fail, heuristic = report["seats"]
    assert fail["failures"] == fail["decisions"] > 0 and heuristic["failures"] == 0
