"""Static checks in the test run: layers (import-linter), lint (ruff), and
strict typing of the engine (mypy)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} is not installed in the test environment"
    return found


def test_import_layers() -> None:
    proc = _run(_tool("lint-imports"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ruff() -> None:
    proc = _run(_tool("ruff"), "check", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.slow
def test_engine_is_strictly_typed() -> None:
    proc = _run(_tool("mypy"), "desktop/engine")
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.slow
def test_bots_type_check() -> None:
    """The bots (desktop/ai) pass mypy's default checks, with the engine they import strict."""
    proc = _run(_tool("mypy"), "desktop/ai")
    assert proc.returncode == 0, proc.stdout + proc.stderr
