"""The benchmark command keeps working (a tiny workload; nothing is timed)."""

from __future__ import annotations

import json

import pytest

from benchmarks.__main__ import main, run
from benchmarks.core import reference_workload
from desktop.engine import registry


def test_reference_workload_is_fixed() -> None:
    # The reference must never change, or figures in reference units stop being comparable.
    assert reference_workload() == reference_workload() == REFERENCE_RESULT


REFERENCE_RESULT = reference_workload()


def test_engine_and_bots_sections_on_the_fixture_game() -> None:
    bench = run(["engine", "bots"], ["tiny_market"], quick=True, repeats=1)
    report = bench.to_json()
    engine = report["sections"]["engine"]
    assert engine["tiny_market: random play"]["median"] > 0
    assert engine["tiny_market: clone()"]["kind"] == "time"
    assert report["reference"]["median"] > 0
    for fig in engine.values():
        assert fig["low"] <= fig["median"] <= fig["high"]
        assert fig["ref"] > 0


@pytest.mark.slow
def test_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--quick", "--json", "--only", "engine,app", "--games", "tiny_market", "--repeat", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert "cold start to home window (source)" in report["sections"]["app"]
    assert report["machine"]["cpus"] >= 1


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--only", "nope"])
    assert info.value.code == 2
    with pytest.raises(SystemExit) as info:
        main(["--games", "chess"])
    assert info.value.code == 2


def test_storage_section_measures_commit_and_resume() -> None:
    bench = run(["storage"], ["tiny_market"], quick=True, repeats=1)
    storage = bench.to_json()["sections"]["storage"]
    commit = storage["commit per action, median of 20"]
    assert commit["median"] > 0 and commit["budget"] == 0.005
    assert storage["resume of a 50-action game"]["median"] > 0
    assert any(name.startswith("tiny_market: resume per 1,000 actions") for name in storage)
    # the section's own game is registered only while it runs
    assert "bench_ledger" not in registry.ids()


def test_search_iterations_are_read_from_either_report_style() -> None:
    from types import SimpleNamespace

    from benchmarks.sections import search_iterations

    assert search_iterations(SimpleNamespace(last_iterations=120)) == 120
    assert search_iterations(SimpleNamespace(last=SimpleNamespace(iterations=75, seconds=0.9))) == 75
    assert search_iterations(SimpleNamespace(last=SimpleNamespace(iterations=0))) is None
    assert search_iterations(object()) is None


def test_rollouts_section_against_a_baseline_checkout() -> None:
    from benchmarks.sections import ROOT

    # this checkout as its own baseline: both workers play the same seeded game (the
    # workers are new processes, so a registered game, not the test process's fixture)
    bench = run(["rollouts"], ["black_friday"], quick=True, repeats=1, baseline=str(ROOT))
    figs = bench.to_json()["sections"]["rollouts"]
    assert figs["black_friday: heuristic self-play"]["median"] > 0
    assert figs["black_friday: heuristic self-play, baseline"]["median"] > 0
    assert figs["black_friday: speed-up over the baseline"]["kind"] == "ratio"


def test_peers_section_skips_with_one_line_when_the_peer_cannot_be_installed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import peers

    def no_network(where: object) -> tuple[str, str]:
        raise peers.PeerUnavailable("no network")

    monkeypatch.setattr(peers, "install", no_network)
    assert main(["--quick", "--only", "peers", "--games", "landlord", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "[peers]" in out
    assert [line for line in out.splitlines() if "skipped" in line] == [
        "  skipped: monopoly-simulator-test could not be set up (no network)"]


def test_bad_baseline_exits_2() -> None:
    with pytest.raises(SystemExit) as info:
        main(["--only", "rollouts", "--baseline", "/nonexistent/checkout"])
    assert info.value.code == 2


def test_search_section_measures_hard_against_a_baseline() -> None:
    from benchmarks.sections import ROOT

    bench = run(["search"], ["black_friday"], quick=True, repeats=1, baseline=str(ROOT))
    figs = bench.to_json()["sections"]["search"]
    assert figs["black_friday: hard search iterations/s"]["median"] > 0
    assert figs["black_friday: hard iterations per decision at 0.95 s"]["kind"] == "count"
    assert figs["black_friday: hard search speed-up over the baseline"]["median"] > 0
