"""One command that measures everything Trading Floor promises:
``uv run python -m benchmarks [--json] [--quick] [--only SECTION,...] [--games ID,...] [--baseline DIR]``.

Sections: engine (random play, clone, view), rollouts (heuristic self-play, the
search's rollout policy), search (Hard's iterations), bots (decision times),
storage, app, and peers (Landlord beside the USC/ISI Monopoly simulator, set up
in a temporary environment; only when asked for).  ``--baseline DIR`` plays the
rollouts, search and peers workloads on another checkout's code as well,
alternating with this code in one run (``benchmarks/rollouts.py`` is its worker).

Every figure is the median of several repetitions after a warm-up, with its
spread (lowest and highest repetition), and its ratio to a fixed reference
workload measured in the same run, so figures from a noisy 2-core machine can
be compared across runs and machines.  docs/PERFORMANCE.md holds the current
figures and budgets."""
