"""Measuring on a noisy machine: warm-up, repetitions, median and spread, and a
fixed reference workload that every figure is also expressed against."""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from desktop.engine import Rng


@dataclass(frozen=True)
class Figure:
    """One measured figure.  ``kind`` is "time" (seconds, lower is better),
    "rate" (per second, higher is better), "size" (lower is better, no
    reference), "ratio" (of two figures measured in the same run, no
    reference) or "count" (higher is better, no reference).  ``ref`` is the figure in reference units: time / reference
    time, or rate × reference time."""

    name: str
    kind: str
    unit: str
    median: float
    low: float
    high: float
    repeats: int
    ref: float | None = None
    budget: float | None = None

    def within_budget(self) -> bool | None:
        if self.budget is None:
            return None
        return self.median >= self.budget if self.kind in ("rate", "count") else self.median <= self.budget

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["within_budget"] = self.within_budget()
        return out


def reference_workload() -> int:
    """A fixed pure-Python mix like the engines' hot paths: integer arithmetic,
    small lists and tuples, dict look-ups and method calls.  Never change it:
    figures in reference units are comparable only while it stays the same."""
    rng = Rng(12345)
    values = [rng.below(1000) for _ in range(20_000)]
    table: dict[int, int] = {}
    for v in values:
        table[v] = table.get(v, 0) + 1
    pairs = sorted((count, key) for key, count in table.items())
    total = 0
    for i in range(20_000):
        t = (values[i], values[-i - 1], i & 7)
        total += t[0] * 3 + t[1] - t[2] if t[0] > t[1] else t[1] - t[0]
        lst = list(t)
        lst.append(i)
        total ^= len(lst)
    return total + len(pairs)


def repeat(fn: Callable[[], float], repeats: int, warmup: int = 1) -> list[float]:
    """Run ``fn`` (which returns one measured value) warm-up times, then
    ``repeats`` times; return the measured values."""
    for _ in range(warmup):
        fn()
    return [fn() for _ in range(repeats)]


#: The clock of computing figures (engines, bots, the reference workload): this
#: process's CPU time, so that other programs on a shared machine do not count
#: (on this 2-core machine shared by many jobs, wall time was 2-4 times CPU time).
cpu_clock = time.process_time
#: The clock of figures about the disk and starting processes (storage, app).
wall_clock = time.perf_counter


def timed(fn: Callable[[], object], clock: Callable[[], float] = cpu_clock) -> Callable[[], float]:
    def run() -> float:
        start = clock()
        fn()
        return clock() - start

    return run


class Bench:
    """Collects figures and relates them to the reference workload (timed in
    CPU time, like every computing figure)."""

    def __init__(self, repeats: int = 5, baseline: str | None = None) -> None:
        self.repeats = repeats
        #: Another checkout whose code the rollouts section also measures, side by side.
        self.baseline = baseline
        ref_times = repeat(timed(reference_workload), max(5, repeats), warmup=2)
        self.reference = Figure("reference workload", "time", "s", statistics.median(ref_times),
                                min(ref_times), max(ref_times), len(ref_times), 1.0)
        self.figures: dict[str, dict[str, Figure]] = {}
        #: One-line remarks per section (e.g. why it was skipped).
        self.notes: dict[str, list[str]] = {}

    def note(self, section: str, text: str) -> None:
        self.notes.setdefault(section, []).append(text)

    def add(self, section: str, name: str, kind: str, unit: str, values: list[float],
            budget: float | None = None) -> Figure:
        med = statistics.median(values)
        ref_t = self.reference.median
        ref = med / ref_t if kind == "time" else med * ref_t if kind == "rate" else None
        fig = Figure(name, kind, unit, med, min(values), max(values), len(values), ref, budget)
        self.figures.setdefault(section, {})[name] = fig
        return fig

    def to_json(self) -> dict[str, Any]:
        return {
            "machine": machine(),
            "reference": self.reference.to_json(),
            "sections": {sec: {name: fig.to_json() for name, fig in figs.items()}
                         for sec, figs in self.figures.items()},
            "notes": self.notes,
        }


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "system": f"{platform.system()} {platform.release()}",
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "processor": _cpu_model(),
    }


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def format_figure(fig: Figure) -> str:
    def num(x: float) -> str:
        if fig.unit == "s":
            if x < 1e-3:
                return f"{x * 1e6:.1f} µs"
            return f"{x * 1000:.1f} ms" if x < 10 else f"{x:.1f} s"
        if abs(x) >= 100:
            return f"{x:,.0f} {fig.unit}"
        return f"{x:.2f} {fig.unit}"

    spread = f"[{num(fig.low)} … {num(fig.high)}]" if fig.repeats > 1 else ""
    ref = f"ref×{fig.ref:.3g}" if fig.ref is not None else ""
    budget = ""
    if fig.budget is not None:
        ok = fig.within_budget()
        budget = f"budget {num(fig.budget)} {'ok' if ok else 'OVER'}"
    return f"  {fig.name:<44} {num(fig.median):>16} {spread:<34} {ref:<14} {budget}"
