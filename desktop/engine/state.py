"""The base classes every game builds on: ``Game`` (what never changes) and
``State`` (one play in progress).  See desktop/engine/README.md."""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from desktop.engine.errors import IllegalAction, OptionError
from desktop.engine.records import Action, Codec, Event, JsonValue, Options
from desktop.engine.rng import Rng

S = TypeVar("S", bound="State")
OptionsT = TypeVar("OptionsT", bound=Options)


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game.

    ``scores[seat]`` is the game's own final measure (money or points);
    ``ranks[seat]`` is the place, 1 = best, tied seats share a place after the
    game's own tie-breaks; ``breakdown[seat]`` lists (key, number) pairs that
    make up the score, for the end-of-game screen (keys are ids the app
    translates)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...] = field(default=())

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)

    def share(self, seat: int) -> float:
        """1 for a sole winner, 1/k for one of k tied winners, else 0."""
        winners = self.winners
        return 1.0 / len(winners) if seat in winners else 0.0

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "breakdown": [[list(kv) for kv in seat] for seat in self.breakdown],
        }


def rank_by(keys: Sequence[tuple[Any, ...] | int | float], eliminated: Sequence[bool] = ()) -> tuple[int, ...]:
    """Ranks from sort keys (higher is better; equal keys share a place).
    Eliminated seats rank below every other seat."""
    n = len(keys)
    out = eliminated or [False] * n

    def full(seat: int) -> tuple[Any, ...]:
        key = keys[seat]
        key_t = key if isinstance(key, tuple) else (key,)
        return (0 if out[seat] else 1, *key_t)

    ranks = []
    for seat in range(n):
        mine = full(seat)
        ranks.append(1 + sum(1 for other in range(n) if full(other) > mine))
    return tuple(ranks)


class Game(ABC, Generic[OptionsT]):
    """What never changes about a game: its id, player counts, options type,
    action and event types, and how to start a play.  One instance per game,
    held by the registry."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[int] = 1
    has_hidden_information: ClassVar[bool] = True
    options_type: type[OptionsT]
    action_types: ClassVar[tuple[type[Action], ...]]
    event_types: ClassVar[tuple[type[Event], ...]]

    def __init__(self) -> None:
        self.action_codec = Codec(self.action_types)
        #: ``action_types`` as a set, for ``State.apply``'s check (a tuple is searched one by one)
        self.action_type_set: frozenset[type[Action]] = frozenset(self.action_types)
        self.event_codec = Codec(self.event_types)

    # -- hooks ---------------------------------------------------------------
    @abstractmethod
    def _new_state(self, num_players: int, options: OptionsT, seed: int) -> State:
        """A fresh game (setup dealt from ``Rng(seed)``)."""

    def check_options(self, num_players: int, options: OptionsT) -> None:
        """Raise OptionError for combinations the rules do not allow."""

    def max_decisions(self, num_players: int, options: OptionsT) -> int:
        """An upper bound on the decisions of one game (random play must end
        within it; the contract tests check that)."""
        return 100_000

    # -- public --------------------------------------------------------------
    def default_options(self) -> OptionsT:
        return self.options_type()

    def new_game(self, num_players: int, options: OptionsT | None = None, seed: int = 0,
                 rules_version: int | None = None) -> State:
        """A fresh game.  ``rules_version``: the rules a saved game was begun
        under (None: today's).  A game keeps the rules it was begun with to its
        end: a state of an older version plays by that version's rules
        (``State.rules_version``)."""
        opts = self.default_options() if options is None else options
        if not isinstance(opts, self.options_type):
            raise OptionError("options", "wrong_options_type", type(opts).__name__)
        if not self.min_players <= num_players <= self.max_players:
            raise OptionError("players", "out_of_range", num_players)
        version = self.rules_version if rules_version is None else rules_version
        if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= self.rules_version:
            raise OptionError("rules_version", "out_of_range", version)
        opts.check_ranges()
        self.check_options(num_players, opts)
        state = self._new_state(num_players, opts, seed)
        if version != self.rules_version:
            state.rules_version = version
        return state

    def decode_action(self, data: JsonValue, where: str = "") -> Action:
        action = self.action_codec.decode(data, where)
        assert isinstance(action, Action)
        return action

    def decode_event(self, data: JsonValue, where: str = "") -> Event:
        event = self.event_codec.decode(data, where)
        assert isinstance(event, Event)
        return event

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State(ABC):
    """One game in progress, or a seat's view of it (``viewer`` is the seat).

    Subclasses implement the ``_`` hooks and the abstract queries; the public
    calls (``apply``) are written once here so every game gets the same checks.
    Everything must be cheap to copy: ints, strs, tuples and small lists."""

    game: ClassVar[Game[Any]]
    num_players: int
    #: None for a full state, the seat for a view made by ``view(seat)``.
    viewer: int | None

    #: Games with more than one rules version keep the version in a slot named
    #: ``rules_version`` (set to the game's current version by ``_new_state``,
    #: copied by ``clone``); it is left out of ``snapshot`` so that a game's hash
    #: is the same as when it was saved under the rules it plays by.
    @property
    def rules_version(self) -> int:
        return self.game.rules_version

    @rules_version.setter
    def rules_version(self, version: int) -> None:
        raise AttributeError(f"{type(self).__name__} has only one rules version")

    # -- queries -------------------------------------------------------------
    @abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Seats that must decide now (several only for sealed simultaneous
        choices); empty when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """The finite list of actions ``seat`` may take now (empty if it is not
        that seat's decision).  Works on a view for the viewing seat."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """Final scores and ranks; only valid when ``is_over()``."""

    def scores_now(self) -> tuple[int, ...] | None:
        """Each seat's score as the game's own scoring counts it if the game
        ended now (net worth, points, bars), on a full state; equal to
        ``result().scores`` once the game is over.  None where a game has no
        such measure before its end (this default)."""
        return self.result().scores if self.is_over() else None

    # -- hooks ---------------------------------------------------------------
    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action (chance from the state's generator) and
        report what happened.  Called only after ``_check`` passed."""

    def _check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with a precise reason if ``action`` is not
        allowed; must not change anything.  Games override this for their
        translatable reasons; this default only checks list membership."""
        if action not in self.legal_actions(seat):
            raise IllegalAction("not_legal", action=type(action).__name__)

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy, cheap (no deepcopy)."""

    @abstractmethod
    def view(self: S, seat: int) -> S:
        """A copy in which everything ``seat`` may not see is hidden and the
        generator is removed; ``viewer`` is set to ``seat``."""

    @abstractmethod
    def determinize(self: S, rng: Rng) -> S:
        """On a view: a full state consistent with it (hidden things dealt at
        random from what is unknown to the viewer, a fresh generator)."""

    @abstractmethod
    def redeal(self: S, seat: int, rng: Rng) -> S:
        """On a full state: a full state that differs from this one only in
        what ``seat`` cannot see, re-drawn at random.  Written from the full
        state, never through ``view``: it is the independent oracle against
        which the contract tests check that views hide what they must."""

    def invariants(self) -> list[str]:
        """Broken invariants (money and cards conserved, no negative cash
        unless the rules allow debt, ...) as short ids; empty when all hold."""
        return []

    # -- public --------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check and carry out ``seat``'s ``action``; mutates the state.

        Raises IllegalAction (and changes nothing) when the rules do not allow
        it now."""
        if self.viewer is not None:
            raise IllegalAction("view_is_not_playable")
        if not isinstance(action, Action) or type(action) not in self.game.action_type_set:
            raise IllegalAction("unknown_action")
        if self.is_over():
            raise IllegalAction("game_over")
        if seat not in self.to_move():
            raise IllegalAction("not_your_turn", seat=seat)
        self._check(seat, action)
        return self._apply(seat, action)

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """The fast path for an action taken from ``legal_actions(seat)``:
        skips every check.  Only for bots, search and simulation."""
        return self._apply(seat, action)

    def advance(self, seat: int, action: Action) -> None:
        """``apply_unchecked`` for play that reads no events (the search's rollouts): a game may
        carry out the same moves without building its event records (Black Friday does)."""
        self._apply(seat, action)

    @property
    def game_id(self) -> str:
        return self.game.id

    def snapshot(self) -> JsonValue:
        """Everything in this state as plain JSON values (lists, dicts, ints,
        strs, bools, None).  Two states are the same game position exactly when
        their snapshots are equal."""
        names: list[str] = []
        for klass in type(self).__mro__:
            names.extend(getattr(klass, "__slots__", ()))
        if hasattr(self, "__dict__"):
            names.extend(vars(self))
        names = [name for name in names if name not in NOT_IN_SNAPSHOT]
        return {name: plain(getattr(self, name)) for name in sorted(set(names)) if hasattr(self, name)}

    def state_hash(self) -> str:
        """A stable hash of ``snapshot()`` (stored with saves)."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]


#: State fields ``snapshot`` leaves out: the rules version is the saved game's
#: header, not its position (and old saves' hashes were made without it).
NOT_IN_SNAPSHOT = frozenset({"rules_version"})


def plain(value: Any) -> JsonValue:
    """Convert a state field to plain JSON values for ``snapshot``."""
    if value is None or isinstance(value, bool | int | str | float):
        return value
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, Rng):
        return {"rng": value.state}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, set | frozenset):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, Options | Action | Event):
        return value.to_json()
    if isinstance(value, Game):
        return value.id
    if hasattr(value, "snapshot"):
        return value.snapshot()
    if hasattr(value, "__slots__"):
        return {n: plain(getattr(value, n)) for n in value.__slots__ if hasattr(value, n)}
    raise TypeError(f"cannot snapshot a {type(value).__name__}")
