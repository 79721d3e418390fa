"""Loading a save never evaluates code: no pickle, no eval, only json."""

from __future__ import annotations

import ast
import builtins
import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from desktop.storage import ImportRefused
from tests.storage.helpers import new_tiny, open_store, play

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN_MODULES = {"pickle", "_pickle", "cPickle", "marshal", "shelve", "dill", "yaml", "jsonpickle", "ast"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def _sources() -> list[Path]:
    files = [*(ROOT / "desktop" / "storage").rglob("*.py"), *(ROOT / "desktop" / "campaign").rglob("*.py")]
    return [*files, ROOT / "desktop" / "engine" / "gamelog.py", ROOT / "desktop" / "engine" / "records.py"]


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_storage_code_imports_no_deserializer_that_runs_code(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            assert not {a.name.split(".")[0] for a in node.names} & FORBIDDEN_MODULES
        elif isinstance(node, ast.ImportFrom):
            assert (node.module or "").split(".")[0] not in FORBIDDEN_MODULES
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path}:{node.lineno}"


class _Canary:
    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self) -> tuple[Any, ...]:
        return (Path.touch, (self.path,))


def test_loading_and_importing_never_evaluate_file_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    canary = tmp_path / "CANARY"
    monkeypatch.chdir(tmp_path)
    code = "__import__('os').system('touch CANARY')"
    with open_store(tmp_path) as store:
        saved = new_tiny(store, seed=4)
        play(saved, steps=5)
        data = json.loads(store.export_game(saved.id))
        data["seats"][0]["name"] = code  # a name is only ever text
        hostile_action = json.loads(json.dumps(data))
        hostile_action["actions"][0][1] = {"type": "Play", "card": code}

        real_eval, evaluated = builtins.eval, []

        def trap(*_args: Any, **_kw: Any) -> Any:
            raise AssertionError("code evaluation during load")

        def watch(source: Any, *args: Any, **kw: Any) -> Any:
            # typing.get_type_hints evaluates our own classes' annotations
            # (source text such as "int"); nothing from a file may get here
            evaluated.append(source)
            return real_eval(source, *args, **kw)

        with monkeypatch.context() as m:
            m.setattr(builtins, "exec", trap)
            m.setattr(builtins, "eval", watch)
            m.setattr(pickle, "loads", trap)
            m.setattr(pickle, "load", trap)
            gid = store.import_game(json.dumps(data))
            name_loaded = store.load_game(gid).seats[0].name
            with pytest.raises(ImportRefused) as err:
                store.import_game(json.dumps(hostile_action))
            refused_action = err.value.reason
            payload = pickle.dumps(_Canary(canary))
            with pytest.raises(ImportRefused) as err:
                store.import_game(payload)
            refused_pickle = err.value.reason
            store.load_game(saved.id)
        assert name_loaded == code
        assert not any("__import__" in str(src) or "CANARY" in str(src) for src in evaluated), evaluated
        assert refused_action == "wrong_type" and refused_pickle == "not_json"
    assert not canary.exists()
