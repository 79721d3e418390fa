"""Typed errors of the engine.  They carry ids and numbers, never prose: the app
translates ``reason`` (a stable key such as ``"bid_above_cash"``) for people."""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base class of everything the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action that the rules do not allow now.  The state is unchanged.

    ``reason`` is a stable key (snake_case) that the app translates; ``details``
    are the numbers and ids a translated message may need."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason, details)
        self.reason = reason
        self.details = details

    def __str__(self) -> str:
        if not self.details:
            return self.reason
        args = ", ".join(f"{k}={v!r}" for k, v in sorted(self.details.items()))
        return f"{self.reason} ({args})"


class OptionError(EngineError):
    """A game option (or player count) that the game does not accept.

    ``key`` names the option (``"players"`` for the player count), ``reason`` is
    a stable key such as ``"unknown_option"``, ``"bad_value"``, ``"out_of_range"``."""

    def __init__(self, key: str, reason: str, value: Any = None) -> None:
        super().__init__(key, reason, value)
        self.key = key
        self.reason = reason
        self.value = value

    def __str__(self) -> str:
        if self.value is None:
            return f"{self.key}: {self.reason}"
        return f"{self.key}: {self.reason} ({self.value!r})"


class UnknownGame(EngineError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"unknown game {self.game_id!r}"


class FormatError(EngineError):
    """A JSON form (action, event, options, game record) that cannot be decoded.

    ``reason`` is a stable key; ``where`` says where in the input."""

    def __init__(self, reason: str, where: str = "", **details: Any) -> None:
        super().__init__(reason, where, details)
        self.reason = reason
        self.where = where
        self.details = details

    def __str__(self) -> str:
        extra = f" at {self.where}" if self.where else ""
        more = ", ".join(f"{k}={v!r}" for k, v in sorted(self.details.items()))
        return f"{self.reason}{extra}" + (f" ({more})" if more else "")
