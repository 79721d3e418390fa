"""Fuzzed imports: mutated and truncated exports, wrong types, huge numbers,
deep nesting.  Each file is either imported correctly (and then loads) or
refused with a reason from IMPORT_REASONS; a refused file changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.storage import ImportRefused, Store
from desktop.storage.exchange import IMPORT_REASONS
from tests.storage.helpers import new_tiny, open_store, play

DEEP = "__deep__"

json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.integers(-5, 30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=20),
    st.sampled_from(["Play", "Buy", "Pass", "tiny_market", "trading-floor-game", DEEP]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4),
                            st.fixed_dictionaries({"type": st.sampled_from(["Play", "Buy", "Pass"])},
                                                  optional={"card": inner})),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _replace(data: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(data, dict):
        return {**data, head: _replace(data[head], rest, new)}
    copy = list(data)
    copy[head] = _replace(copy[head], rest, new)
    return copy


def _delete(data: Any, path: tuple[Any, ...]) -> Any:
    if len(path) == 1:
        if isinstance(data, dict):
            return {k: v for k, v in data.items() if k != path[0]}
        return [v for i, v in enumerate(data) if i != path[0]]
    head = path[0]
    if isinstance(data, dict):
        return {**data, head: _delete(data[head], path[1:])}
    copy = list(data)
    copy[head] = _delete(copy[head], path[1:])
    return copy


@st.composite
def bad_files(draw: st.DrawFn, text: str) -> str | bytes:
    data = json.loads(text)
    kind = draw(st.sampled_from(["truncate", "bytes", "replace", "delete", "swap_actions", "deep", "raw"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text)))]
    if kind == "bytes":
        raw = bytearray(text.encode())
        for _ in range(draw(st.integers(1, 5))):
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        return bytes(raw)
    if kind == "raw":
        return draw(st.one_of(st.text(max_size=50), st.binary(max_size=50)))
    paths = _paths(data)
    path = draw(st.sampled_from(paths))
    if kind == "replace":
        mutated = _replace(data, path, draw(json_values))
    elif kind == "delete" and path:
        mutated = _delete(data, path)
    elif kind == "swap_actions" and len(data["actions"]) > 2:
        i = draw(st.integers(0, len(data["actions"]) - 2))
        actions = list(data["actions"])
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
        mutated = {**data, "actions": actions}
    else:
        mutated = _replace(data, path, DEEP)
    out = json.dumps(mutated)
    depth = draw(st.sampled_from([10, 500, 5000, 50_000]))
    nest = draw(st.sampled_from([("[" * depth, "]" * depth), ('{"a":' * depth, "}" * depth)]))
    return out.replace(f'"{DEEP}"', nest[0] + "1" + nest[1])


def _without(store: Store, gid: int) -> list[tuple[str, list[tuple[Any, ...]]]]:
    out = []
    for table, rows in store.dump():
        if table == "sqlite_sequence":
            continue
        if table in ("games",):
            rows = [r for r in rows if r[0] != gid]
        if table in ("actions", "results"):
            rows = [r for r in rows if r[0] != gid]
        out.append((table, rows))
    return out


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Any:
    with open_store(tmp_path_factory.mktemp("fuzz")) as s:
        done = new_tiny(s, seed=8)
        play(done)
        active = new_tiny(s, seed=9)
        play(active, steps=7)
        yield s


@pytest.fixture(scope="module")
def exported(store: Store) -> str:
    return store.export_game(store.list_games("finished")[0].id)


@pytest.mark.slow
def test_fuzzed_imports_load_or_are_refused_and_change_nothing(store: Store, exported: str) -> None:
    seen: dict[str, int] = {}

    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(bad=bad_files(exported))
    def check(bad: str | bytes) -> None:
        before = store.dump()
        try:
            gid = store.import_game(bad)
        except ImportRefused as exc:
            assert exc.reason in IMPORT_REASONS, exc
            assert store.dump() == before
            seen[exc.reason] = seen.get(exc.reason, 0) + 1
            return
        seen["imported"] = seen.get("imported", 0) + 1
        assert _without(store, gid) == [(t, r) for t, r in before if t != "sqlite_sequence"]
        loaded = store.load_game(gid)
        assert loaded.info.origin == "imported"
        store.delete_game(gid, confirm=True)

    check()
    # the fuzzing reached the interesting refusals, not only "not_json"
    assert {"not_json", "wrong_type", "illegal_action"} <= set(seen), seen
