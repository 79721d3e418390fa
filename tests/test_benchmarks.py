"""The benchmark command keeps working (a tiny workload; nothing is timed)."""

from __future__ import annotations

import json

import pytest

from benchmarks.__main__ import main, run
from benchmarks.core import reference_workload


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
