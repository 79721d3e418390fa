"""Landlord beside a published peer: the USC/ISI Monopoly simulator.

``--only peers`` sets up the peer (``monopoly-simulator-test`` from the package
registry, the environment of the published deep-RL result) in a temporary
environment of its own, which is removed afterwards: installed with ``--no-deps``
(it pins an old numpy that does not build on current Pythons), then ``numpy``
and ``xlsxwriter``; its package folder goes on PYTHONPATH because it imports its
own modules by bare name.  Its full 4-player games with ``background_agent_v3_1``
in every seat (``benchmarks/peer_monopoly.py``) and ours (Landlord, four
heuristic bots each deciding on its own view, every action checked, as in play;
and on full states, as rollouts play) are measured alternately, repetition by
repetition, in dice rolls per CPU second of each process.  Where the peer
cannot be installed (no network, no ``uv`` or ``pip``) the section prints one
line saying so and measures nothing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.core import Bench

PACKAGE = "monopoly-simulator-test"
#: Games per repetition: the peer's games are short (about 160 rolls), ours about 420 rolls.
PEER_GAMES = 8
OUR_GAMES = 3


class PeerUnavailable(RuntimeError):
    pass


def _run(cmd: list[str], timeout: float = 600) -> str:
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.SubprocessError) as exc:
        raise PeerUnavailable(f"{cmd[0]}: {exc}") from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["failed"])[-1]
        raise PeerUnavailable(f"{' '.join(cmd[:4])}…: {last}")
    return done.stdout


def install(where: Path) -> tuple[str, str]:
    """A new environment in ``where`` holding the peer; returns its Python and the peer's package folder."""
    env = where / "venv"
    python = env / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    uv = shutil.which("uv")
    if uv:
        _run([uv, "venv", "-q", "--python", sys.executable, str(env)])
        pip = [uv, "pip", "install", "-q", "--python", str(python)]
    else:
        _run([sys.executable, "-m", "venv", str(env)])
        pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    _run([*pip, "--no-deps", PACKAGE])
    _run([*pip, "numpy", "xlsxwriter"])
    folder = _run([str(python), "-c", "import importlib.util as u;"
                   " print(u.find_spec('monopoly_simulator').submodule_search_locations[0])"]).strip()
    return str(python), folder


class _Worker:
    def __init__(self, cmd: list[str], env: dict[str, str] | None = None, cwd: str | None = None) -> None:
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                                     cwd=cwd)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise PeerUnavailable("the peer's process stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()


#: Where the seeds of our games on full states start (the games on views start at 0).
FULL_SEEDS = 100_000


def section(bench: Bench, game_ids: list[str], quick: bool) -> None:
    if "landlord" not in game_ids:
        bench.note("peers", "skipped: the peer plays Monopoly, which is compared with Landlord (not among --games)")
        return
    tmp = Path(tempfile.mkdtemp(prefix="tf-peer-"))
    peer: _Worker | None = None
    ours_worker = baseline = None
    try:
        try:
            python, folder = install(tmp)
            env = dict(os.environ, PYTHONPATH=folder)
            peer = _Worker([python, str(Path(__file__).with_name("peer_monopoly.py"))], env=env, cwd=str(tmp))
            assert peer.proc.stdout is not None
            if not peer.proc.stdout.readline():
                raise PeerUnavailable("the peer's simulator did not start")
        except PeerUnavailable as exc:
            bench.note("peers", f"skipped: {PACKAGE} could not be set up ({exc})")
            return
        from benchmarks.sections import ROOT, ask, selfplay_worker

        ours_worker = selfplay_worker(str(ROOT))
        if bench.baseline:
            baseline = selfplay_worker(bench.baseline)
        peer_games, our_games = (1, 1) if quick else (PEER_GAMES, OUR_GAMES)
        theirs: list[float] = []
        in_play: list[float] = []
        full: list[float] = []
        before: list[float] = []
        for rep in range(bench.repeats + 1):  # the first is the warm-up
            answer = peer.ask({"first": 1 + rep * peer_games, "count": peer_games})
            peer_rate = answer["rolls"] / max(1e-9, answer["cpu"])
            request = {"game": "landlord", "first": rep * our_games, "count": our_games, "dice": True, "views": True}
            line = json.dumps(request) + "\n"
            ours = ask(ours_worker, line)["rate"]
            # other games than the views' just played in the same worker: the heuristics' memos
            # kept across games would meet the very same positions again (before, this figure
            # was measured on the views' games, and read about 1.5 times too high)
            full_request = {**request, "views": False, "first": FULL_SEEDS + rep * our_games}
            ours_full = ask(ours_worker, json.dumps(full_request) + "\n")["rate"]
            old = ask(baseline, line)["rate"] if baseline is not None else None
            if rep:
                theirs.append(peer_rate)
                in_play.append(ours)
                full.append(ours_full)
                if old is not None:
                    before.append(old)
        bench.add("peers", "Monopoly simulator (background_agent_v3_1)", "rate", "rolls/s", theirs)
        bench.add("peers", "landlord: heuristic bots on their views", "rate", "rolls/s", in_play)
        bench.add("peers", "landlord: heuristic bots on full states", "rate", "rolls/s", full)
        bench.add("peers", "landlord on views ÷ Monopoly simulator", "ratio", "×",
                  [a / b for a, b in zip(in_play, theirs, strict=True)])
        bench.add("peers", "landlord on full states ÷ Monopoly simulator", "ratio", "×",
                  [a / b for a, b in zip(full, theirs, strict=True)])
        if before:
            bench.add("peers", "landlord on views, baseline", "rate", "rolls/s", before)
            bench.add("peers", "landlord on views, baseline ÷ Monopoly simulator", "ratio", "×",
                      [a / b for a, b in zip(before, theirs, strict=True)])
    finally:
        if peer is not None:
            peer.close()
        for worker in (ours_worker, baseline):
            if worker is not None:
                assert worker.stdin is not None
                worker.stdin.close()
                worker.wait(timeout=60)
        shutil.rmtree(tmp, ignore_errors=True)
