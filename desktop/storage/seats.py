"""Who sits at a stored game's table."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.storage.errors import StorageError

KINDS = ("human", "bot")
MAX_NAME = 80
MAX_TRAITS = 32


@dataclass(frozen=True)
class Seat:
    """One seat: a person at this screen (``kind="human"``) or a bot of a
    ``level`` (a name from desktop/ai/levels.py) with an optional
    ``personality`` (trait -> weight).  ``rival`` is the campaign rival's id
    when the bot is one of the campaign's named rivals."""

    kind: str
    name: str = ""
    level: str | None = None
    personality: Mapping[str, float] = field(default_factory=dict)
    rival: str | None = None

    @classmethod
    def human(cls, name: str = "") -> Seat:
        return cls("human", name)

    @classmethod
    def bot(cls, level: str, name: str = "", personality: Mapping[str, float] | None = None,
            rival: str | None = None) -> Seat:
        return cls("bot", name, level, dict(personality or {}), rival)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            out["level"] = self.level
        if self.personality:
            out["personality"] = dict(sorted(self.personality.items()))
        if self.rival is not None:
            out["rival"] = self.rival
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "seats") -> Seat:
        """Validate untrusted JSON (imports); raise StorageError with a reason."""
        if not isinstance(data, dict):
            raise StorageError("wrong_type", where, expected="object")
        unknown = set(data) - {"kind", "name", "level", "personality", "rival"}
        if unknown:
            raise StorageError("unknown_field", where, field=str(sorted(unknown)[0])[:40])
        kind = data.get("kind")
        if kind not in KINDS:
            raise StorageError("bad_value", f"{where}.kind")
        name = data.get("name", "")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise StorageError("wrong_type", f"{where}.name", expected="str")
        level = data.get("level")
        if level is not None and (not isinstance(level, str) or len(level) > MAX_NAME):
            raise StorageError("wrong_type", f"{where}.level", expected="str")
        if kind == "bot" and level is None:
            raise StorageError("missing_field", f"{where}.level")
        personality = data.get("personality", {})
        if not isinstance(personality, dict) or len(personality) > MAX_TRAITS:
            raise StorageError("wrong_type", f"{where}.personality", expected="object")
        traits: dict[str, float] = {}
        for key, value in personality.items():
            if (not isinstance(key, str) or len(key) > MAX_NAME or isinstance(value, bool)
                    or not isinstance(value, int | float)):
                raise StorageError("wrong_type", f"{where}.personality", expected="number")
            number = float(value)
            if not math.isfinite(number) or abs(number) > 1e6:
                raise StorageError("number_too_large", f"{where}.personality")
            traits[key] = number
        rival = data.get("rival")
        if rival is not None and (not isinstance(rival, str) or len(rival) > MAX_NAME):
            raise StorageError("wrong_type", f"{where}.rival", expected="str")
        return cls(kind, name, level, traits, rival)


def seats_from_json(data: Any, players: int, where: str = "seats") -> tuple[Seat, ...]:
    if not isinstance(data, list):
        raise StorageError("wrong_type", where, expected="list")
    if len(data) != players:
        raise StorageError("bad_seat_count", where, expected=players)
    return tuple(Seat.from_json(item, f"{where}[{i}]") for i, item in enumerate(data))


#: Bot levels from weakest to strongest, to name the level of a table with
#: mixed bots (its strongest).  Levels not listed rank above these, by name.
LEVEL_ORDER = ("random", "easy", "heuristic", "normal", "hard", "expert")


def table_level(levels: Sequence[str]) -> str | None:
    """The level a human played against: the strongest bot at the table."""
    if not levels:
        return None

    def strength(level: str) -> tuple[int, str]:
        return (LEVEL_ORDER.index(level), "") if level in LEVEL_ORDER else (len(LEVEL_ORDER), level)

    return max(levels, key=strength)
