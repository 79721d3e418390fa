"""How far back a seat may take its decision, from the log alone.

The rule, by construction: undo never goes back past an action whose events
``reveal`` something (``Event.reveals``: a card drawn, dice rolled, a hidden
card shown to anyone, a sealed choice opened).  Every game marks such events;
tests/contract checks for every game that the actions undo may remove show
the undoing seat nothing it could not have known without them (re-dealing
what that seat cannot see and replaying them gives it the same view)."""

from __future__ import annotations

from collections.abc import Sequence


def undo_point(movers: Sequence[int], reveals: Sequence[bool], seat: int) -> tuple[int | None, str | None]:
    """``(k, None)``: undo by ``seat`` keeps the first ``k`` actions (the
    start of its last run of consecutive actions, never before the last
    revealing action); or ``(None, why)`` with why ``nothing_to_undo`` or
    ``revealed_since``.  ``movers[i]`` is the seat of action i and
    ``reveals[i]`` whether its events revealed anything."""
    last_reveal = max((i for i, r in enumerate(reveals) if r), default=-1)
    mine = [i for i, s in enumerate(movers) if s == seat]
    if not mine:
        return None, "nothing_to_undo"
    j = mine[-1]
    if j <= last_reveal:
        return None, "revealed_since"
    k = j
    while k - 1 > last_reveal and movers[k - 1] == seat:
        k -= 1
    return k, None
