"""A whole game as data: (game id, players, options, seed, actions).

This is the form of an exported game (``trading-floor replay FILE``) and of a
bug report; storage keeps the same facts in SQLite.  Pure: JSON text in and
out, no files, no pickle, no eval."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from desktop.engine import registry
from desktop.engine.errors import EngineError, FormatError, IllegalAction, OptionError
from desktop.engine.records import Action, Event, JsonValue, Options
from desktop.engine.state import State

FORMAT = "trading-floor-game"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000


@dataclass(frozen=True)
class GameLog:
    game_id: str
    num_players: int
    options: Options
    seed: int
    actions: tuple[tuple[int, Action], ...]
    state_hash: str | None = None
    rules_version: int = 1
    extra: tuple[tuple[str, JsonValue], ...] = ()

    def to_json(self) -> dict[str, JsonValue]:
        out: dict[str, JsonValue] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "players": self.num_players,
            "options": self.options.to_json(),
            "seed": self.seed,
            "actions": [[seat, action.to_json()] for seat, action in self.actions],
        }
        if self.state_hash is not None:
            out["state_hash"] = self.state_hash
        for key, value in self.extra:
            out[key] = value
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def new_state(self) -> State:
        return registry.get(self.game_id).new_game(self.num_players, self.options, self.seed, self.rules_version)

    def replay(self, check_hash: bool = True) -> tuple[State, list[list[Event]]]:
        """Play the actions from the start; raise FormatError naming the step
        where an action is illegal or the final hash differs."""
        state = self.new_state()
        events: list[list[Event]] = []
        for step, (seat, action) in enumerate(self.actions):
            try:
                events.append(state.apply(seat, action))
            except IllegalAction as exc:
                raise FormatError("illegal_action", f"actions[{step}]", step=step, why=exc.reason) from exc
        if check_hash and self.state_hash is not None and state.state_hash() != self.state_hash:
            raise FormatError("hash_mismatch", "state_hash")
        return state, events


def loads(text: str | bytes) -> GameLog:
    """Parse an exported game; every kind of bad input is a FormatError with a
    stable reason (not_json, too_large, wrong_format, unsupported_version,
    unknown_game, bad_option, ...)."""
    if len(text) > MAX_BYTES:
        raise FormatError("too_large", "", limit=MAX_BYTES)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise FormatError("not_json") from None
    return from_json(data)


def from_json(data: Any) -> GameLog:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FormatError("wrong_format", "format")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise FormatError("wrong_format", "version")
    if version > VERSION or version < 1:
        raise FormatError("unsupported_version", "version", version=version)
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise FormatError("wrong_type", "game", expected="str")
    try:
        game = registry.get(game_id)
    except EngineError:
        raise FormatError("unknown_game", "game", game=game_id[:40]) from None
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise FormatError("wrong_type", "players", expected="int")
    if not game.min_players <= players <= game.max_players:
        raise FormatError("bad_player_count", "players", players=players)
    options = game.options_type.from_json(data.get("options", {}))
    try:
        game.check_options(players, options)
    except OptionError as exc:
        raise FormatError("bad_option", f"options.{exc.key}", why=exc.reason) from None
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
        raise FormatError("wrong_type", "seed", expected="int")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise FormatError("wrong_type", "actions", expected="list")
    if len(raw_actions) > MAX_ACTIONS:
        raise FormatError("too_large", "actions", limit=MAX_ACTIONS)
    actions: list[tuple[int, Action]] = []
    for i, item in enumerate(raw_actions):
        where = f"actions[{i}]"
        if not isinstance(item, list) or len(item) != 2:
            raise FormatError("wrong_type", where, expected="[seat, action]")
        seat, raw = item
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise FormatError("bad_seat", where)
        actions.append((seat, game.decode_action(raw, where)))
    state_hash = data.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise FormatError("wrong_type", "state_hash", expected="str")
    rules_version = data.get("rules_version", game.rules_version)
    if not isinstance(rules_version, int) or isinstance(rules_version, bool):
        raise FormatError("wrong_type", "rules_version", expected="int")
    if rules_version > game.rules_version:  # saved by a newer program
        raise FormatError("unsupported_version", "rules_version", version=rules_version)
    if rules_version < 1:
        raise FormatError("bad_value", "rules_version")
    return GameLog(game_id, players, options, seed, tuple(actions), state_hash, rules_version)
