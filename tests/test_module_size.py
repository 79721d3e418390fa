"""No module in desktop/ grows past 1,300 lines, and Landlord's state (split into its
board, auction, trade and debt parts) stays under 1,000: a module that big holds
several things that want modules of their own."""

from __future__ import annotations

from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[1] / "desktop"
LIMITS = {"engine/games/landlord/state.py": 1000}


def test_no_module_is_too_long() -> None:
    too_long = {}
    for path in DESKTOP.rglob("*.py"):
        name = path.relative_to(DESKTOP).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > LIMITS.get(name, 1300):
            too_long[name] = lines
    assert not too_long, too_long
