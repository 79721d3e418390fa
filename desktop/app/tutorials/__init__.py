"""Tutorials: a guided first game of each game, as data (one TOML file per game beside this
module, ``<game_id>.toml``).

A tutorial is a fixed deal (players, options, seed: the person is seat 0) and its steps.  Each
step has an ``id`` (its text is ``texts.TEXTS["<game_id>.<id>"]``), an ``anchor`` (the key of the
board item it is about, as the game's scene ``put`` it) and at most one of:

- ``do``: the person's expected action, written as the engine's action record
  (``{ type = "Bid", lot = 2, space = 0 }``);
- ``watch``: the scripted opponents' actions, ``[[seat, { ...record... }], ...]``, played when
  the step is reached (its text says what they did);
- neither: a step that only explains (Next goes on).

Every action of the script (the ``do`` and ``watch`` actions in step order) is checked against
the engine by ``replay`` (the tests, the smoke test); a file that does not read is no tutorial
(``load`` returns None) rather than an error in the player's face.  Nothing here knows Qt."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources

from desktop.engine import Action, IllegalAction, Options, State, registry

#: the seat the person plays in every tutorial
PERSON = 0


class TutorialError(ValueError):
    """A tutorial file that does not describe a tutorial (what is wrong, and where)."""


@dataclass(frozen=True)
class Step:
    id: str
    anchor: str
    #: the person's expected action (None: a step that only explains or watches)
    do: Action | None
    #: the scripted opponents' actions played at this step: (seat, action)
    watch: tuple[tuple[int, Action], ...]
    #: the number of the script's actions applied before this step
    start: int

    @property
    def end(self) -> int:
        """The number of the script's actions applied once this step is done."""
        return self.start + (1 if self.do is not None else len(self.watch))


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    players: int
    seed: int
    options: Options
    steps: tuple[Step, ...]

    @property
    def script(self) -> list[tuple[int, Action]]:
        """Every action of the tutorial in order: (seat, action)."""
        out: list[tuple[int, Action]] = []
        for step in self.steps:
            if step.do is not None:
                out.append((PERSON, step.do))
            out.extend(step.watch)
        return out

    def text_id(self, step: Step) -> str:
        return f"{self.game_id}.{step.id}"

    def new_state(self) -> State:
        return registry.get(self.game_id).new_game(self.players, self.options, self.seed)


def _read(game_id: str) -> str | None:
    try:
        return resources.files(__name__).joinpath(f"{game_id}.toml").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return None


def parse(text: str) -> Tutorial:
    """A tutorial from its TOML text (TutorialError when it is not one)."""
    try:
        data = tomllib.loads(text)
        game = registry.get(str(data["game"]))
        options = game.options_type.from_json(data.get("options", {}))
        players = int(data["players"])
        seed = int(data["seed"])
        steps: list[Step] = []
        start = 0
        seen: set[str] = set()
        for n, raw in enumerate(data["step"]):
            where = f"step {n + 1}"
            sid, anchor = str(raw["id"]), str(raw.get("anchor", ""))
            if not sid or sid in seen:
                raise TutorialError(f"{where}: a missing or repeated id {sid!r}")
            seen.add(sid)
            if "do" in raw and "watch" in raw:
                raise TutorialError(f"{where}: both do and watch")
            do = game.decode_action(raw["do"], where) if "do" in raw else None
            watch = tuple((int(seat), game.decode_action(record, where)) for seat, record in raw.get("watch", ()))
            step = Step(sid, anchor, do, watch, start)
            steps.append(step)
            start = step.end
    except TutorialError:
        raise
    except Exception as exc:  # TOML, a missing key, a wrong type, an unknown game or record
        raise TutorialError(f"{type(exc).__name__}: {exc}") from exc
    if not steps:
        raise TutorialError("no steps")
    return Tutorial(game.id, players, seed, options, tuple(steps))


def load(game_id: str) -> Tutorial | None:
    """The tutorial of ``game_id`` (None when it has none, or its file does not read)."""
    text = _read(game_id)
    if text is None:
        return None
    try:
        return parse(text)
    except TutorialError:
        return None


def available() -> list[str]:
    """The ids of the registered games that have a tutorial, in the registry's order."""
    return [gid for gid in registry.ids() if _read(gid) is not None]


def _play(state: State, step: Step) -> None:
    moves = [(PERSON, step.do)] if step.do is not None else list(step.watch)
    for seat, action in moves:
        if state.is_over() or seat not in state.to_move():
            raise IllegalAction("not_your_turn", step=step.id, seat=seat)
        if action not in state.legal_actions(seat):
            raise IllegalAction("not_legal", step=step.id, action=type(action).__name__)
        state.apply(seat, action)


def positions(tutorial: Tutorial) -> Iterator[tuple[Step, State]]:
    """Each step with the state when it is reached (a copy), replaying the script through the
    engine; IllegalAction (with the step's id in ``details``) when an action is not legal then,
    or not the turn of the seat the file gives."""
    state = tutorial.new_state()
    for step in tutorial.steps:
        yield step, state.clone()
        _play(state, step)


def replay(tutorial: Tutorial) -> State:
    """The state after the whole script (IllegalAction as in ``positions``)."""
    state = tutorial.new_state()
    for step in tutorial.steps:
        _play(state, step)
    return state
