"""Static checks in the test run: layers (import-linter), no import cycles (imports inside
functions counted), lint (ruff), and typing (mypy: the engine strict, the rest by default)."""

from __future__ import annotations

import ast
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


def import_graph(root: Path = ROOT / "desktop") -> dict[str, set[str]]:
    """Module -> the desktop modules it imports, reading every import statement (those inside
    functions and ``if TYPE_CHECKING`` too), relative ones resolved.  ``from pkg import name`` is an
    import of ``pkg.name`` when that is a module, else of ``pkg``."""
    files = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        files[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    source = ".".join([*base, node.module] if node.module else base)
                else:
                    source = node.module or ""
                names = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in files else source
                         for alias in node.names]
            else:
                continue
            found.update(name for name in names if name in files and name != module)
        graph[module] = found
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def test_import_cycles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert import_cycles(graph) == [["a", "b", "c"]]
    assert "desktop.app.gameui" in import_graph()["desktop.app.rules"]


def test_no_import_cycles() -> None:
    """No module of desktop/ reaches itself through imports, those inside functions included."""
    cycles = import_cycles(import_graph())
    assert cycles == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_ruff() -> None:
    proc = _run(_tool("ruff"), "check", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.slow
def test_engine_is_strictly_typed() -> None:
    proc = _run(_tool("mypy"), "desktop/engine")
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.slow
def test_desktop_type_checks() -> None:
    """All of desktop/ (bots, storage, campaign, the app) passes mypy's default checks, with the
    engine strict."""
    proc = _run(_tool("mypy"), "desktop")
    assert proc.returncode == 0, proc.stdout + proc.stderr
