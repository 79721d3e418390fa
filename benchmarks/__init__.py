"""One command that measures everything Trading Floor promises:
``uv run python -m benchmarks [--json] [--quick] [--only SECTION,...] [--games ID,...]``.

Every figure is the median of several repetitions after a warm-up, with its
spread (lowest and highest repetition), and its ratio to a fixed reference
workload measured in the same run, so figures from a noisy 2-core machine can
be compared across runs and machines.  docs/PERFORMANCE.md holds the current
figures and budgets."""
