"""A match in progress: ``MatchModel`` wraps the engine state and the seats
and emits signals; ``play()`` is the match coroutine (run on Qt's event loop
by qasync).  It asks each seat for its action (a human waits for the action
panel or the board; a bot awaits the worker), applies it through the optional
keeper (the storage seam: it saves each action before the match goes on),
then awaits the animations.

Who sees what: ``viewer`` is the seat whose view the screen shows.  With one
human seat it never changes; with several (hot-seat) it changes only after
the "pass to <name>" screen is confirmed.  Everything shown is built from
``state.view(viewer)`` and ``Event.for_seat(viewer)``."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, overload

from PySide6.QtCore import QObject, Signal

from desktop.engine import Action, Event, IllegalAction, Options, Result, Rng, State, registry

if TYPE_CHECKING:
    from desktop.ai.worker import BotWorker
    from desktop.storage import GameInfo, SavedGame, Seat

YOU = "you"
PERSON = "person"
BOT = "bot"

#: Levels offered to players, strongest last; ``resolve_level`` falls back to
#: what exists while the AI layer grows.
OFFERED_LEVELS = ("easy", "normal", "hard", "expert")
FALLBACK_LEVELS = ("heuristic", "random")


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # YOU, PERSON or BOT
    name: str
    level: str = "normal"
    rival: str | None = None  # a campaign rival's id: the name is shown in the player's language

    @property
    def is_human(self) -> bool:
        return self.kind != BOT


@dataclass(frozen=True)
class MatchSetup:
    game_id: str
    seats: tuple[SeatSpec, ...]
    options: Options | None = None
    seed: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def num_players(self) -> int:
        return len(self.seats)


class Keeper(Protocol):
    """The storage seam: a stored match.  It holds the match's state, applies
    each action and keeps it (saved to disk before ``apply`` returns), seeds
    the bots so a resumed game asks them the same way, and takes back a
    person's decision under its own undo rules (``undo_blocked_by`` gives the
    reason key when it may not; ``undo`` may take the state to go back to from
    ``rewind(actions kept)``).  Storage's ``SavedGame`` is one (mypy checks
    it below); without a keeper the match lives in memory."""

    @property
    def state(self) -> State: ...

    @property
    def id(self) -> int: ...

    @property
    def info(self) -> GameInfo: ...

    @property
    def seats(self) -> tuple[Seat, ...]: ...

    @property
    def actions(self) -> tuple[tuple[int, Action], ...]: ...

    def apply(self, seat: int, action: Action) -> list[Event]: ...

    def bot_seed(self, seat: int) -> int: ...

    def undo_blocked_by(self, seat: int) -> str | None: ...

    def undo(self, seat: int, rewind: Callable[[int], State] | None = None) -> int: ...


class Worker(Protocol):
    """Where bots decide (``desktop.ai.worker.BotWorker``): ``decide`` is
    awaited; a stopped match drops what is pending, and closes a worker of its own."""

    async def decide(self, view: State, seat: int, level: str, seed: int, *,
                     personality: Mapping[str, float] | None = None) -> Action: ...

    def cancel_pending(self) -> int: ...

    def close(self) -> None: ...


if TYPE_CHECKING:
    def _a_bot_worker_is_a_worker(worker: BotWorker) -> Worker:
        return worker

    def _a_saved_game_is_a_keeper(saved: SavedGame) -> Keeper:
        return saved


#: One step of a match: (seat, action, its events unfiltered).
Step = tuple[int, Action, list[Event]]
#: The public prices after a step: (the game's round or None, one price per company).
PriceMark = tuple[int | None, tuple[int, ...]]
#: A copy of the state is kept every so many actions (and where a person is to decide).
SNAPSHOT_EVERY = 16


def price_mark(view: State) -> PriceMark | None:
    """The prices ``view`` shows (None for a game without prices)."""
    from desktop.app.gameui import ui_for

    game_ui = ui_for(view.game_id)
    prices = game_ui.prices(view)
    if prices is None:
        return None
    return game_ui.round_of(view), tuple(value for _name, value in prices)


class History(Sequence[Step]):
    """What happened in a match, owned by its ``MatchModel``: every action
    with its events, the public prices after each, and copies of the state to
    step back to (every ``every`` actions, at the start, and where a person
    was to decide), so undo replays a few actions, not the whole game.

    ``record`` has the signature of ``Store.load_game``'s ``observe``: a
    resumed game's history is filled by the store's one replay."""

    def __init__(self, start: State | None = None, viewer: int = 0, every: int = SNAPSHOT_EVERY) -> None:
        self.steps: list[Step] = []
        #: the prices after each step (None in games without prices)
        self.marks: list[PriceMark | None] = []
        #: the prices before the first step
        self.start_mark: PriceMark | None = None
        #: number of actions recorded -> a copy of the state after them
        self.snapshots: dict[int, State] = {}
        self.every = max(1, every)
        #: actions applied to step back (a measure of how much undo replays)
        self.replayed = 0
        if start is not None:
            self.begin(start, viewer)

    def begin(self, start: State, viewer: int) -> None:
        """The state before the first step (kept once)."""
        if 0 not in self.snapshots:
            self.snapshots[0] = start.clone()
            self.start_mark = price_mark(start.view(viewer))

    @overload
    def __getitem__(self, index: int) -> Step: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Step]: ...

    def __getitem__(self, index: int | slice) -> Step | Sequence[Step]:
        return self.steps[index]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def record(self, seat: int, action: Action, events: list[Event], state: State) -> None:
        """``seat``'s ``action`` was applied, giving ``events`` and ``state``."""
        self.steps.append((seat, action, list(events)))
        self.marks.append(price_mark(state.view(seat)))  # prices are public: any seat's view shows them
        if len(self.steps) % self.every == 0:
            self.keep(state)

    def keep(self, state: State) -> None:
        """Keep a copy of ``state``, the state after the steps recorded so far."""
        if len(self.steps) not in self.snapshots:
            self.snapshots[len(self.steps)] = state.clone()

    def state_after(self, count: int) -> State:
        """A new state after the first ``count`` steps: the latest copy kept
        at or before ``count``, with the steps after it applied again."""
        if not 0 <= count <= len(self.steps):
            raise IndexError(count)
        base = max((n for n in self.snapshots if n <= count), default=None)
        if base is None:
            raise LookupError(f"no state kept before step {count}")
        state = self.snapshots[base].clone()
        for seat, action, _events in self.steps[base:count]:
            state.apply(seat, action)
        self.replayed += count - base
        return state

    def truncate(self, count: int) -> None:
        """Forget every step after the first ``count`` (undo)."""
        del self.steps[count:]
        del self.marks[count:]
        for n in [n for n in self.snapshots if n > count]:
            del self.snapshots[n]


def resolve_level(level: str, game_id: str) -> str:
    """``level`` if the AI layer has it for this game, else the first of the
    fallbacks that exists."""
    from desktop.ai.levels import UnknownLevel, make_bot

    for candidate in (level, *FALLBACK_LEVELS):
        try:
            make_bot(candidate, game_id, 0)
        except UnknownLevel:
            continue
        return candidate
    return "random"


def decision_seed(seed: int, index: int, seat: int) -> int:
    return Rng((seed * 1_000_003 + index * 7_919 + seat) & ((1 << 64) - 1)).next_u64()


def _plain_failure(exc: BaseException) -> str:
    """No words of its own: the page says the match stopped on an unexpected error."""
    return ""


class MatchModel(QObject):
    #: the state changed (after an action was applied); the page redraws.
    changed = Signal()
    #: (seat, 1 or 0) a bot started / stopped thinking (ints: PySide6 6.12 miscounts bools in signals).
    thinking = Signal(int, int)
    #: (seat) a human seat must choose now (legal actions of the viewer).
    humanTurn = Signal(int)
    #: (seat) hot-seat: the screen must be passed to this seat.
    passRequested = Signal(int)
    #: the viewing seat changed (after a pass screen).
    viewerChanged = Signal(int)
    #: (seat, action, events) an action was applied; events unfiltered.
    applied = Signal(int, object, object)
    #: (seat, text) an action was refused (reason already in words).
    refused = Signal(int, str)
    #: the result, when the game is over.
    finished = Signal(object)
    #: the match stopped on an error: (its cause in words, or "" when it has none; the traceback).
    failed = Signal(str, str)
    #: the viewer's last decision was taken back (the history lost its last steps).
    undone = Signal()

    def __init__(self, setup: MatchSetup, worker: Worker | None = None, keeper: Keeper | None = None,
                 parent: QObject | None = None, state: State | None = None,
                 history: History | None = None) -> None:
        """``history``: what the store's replay of a resumed game recorded
        (``Store.load_game(gid, observe=history.record)``); without it a
        keeper that already holds actions is replayed here."""
        super().__init__(parent)
        self.setup = setup
        self.game = registry.get(setup.game_id)
        self.keeper = keeper
        #: puts an error that stopped the match into words (the window gives
        #: storage_ui.failure_text: a full disk is named, never a traceback)
        self.describe_failure: Callable[[BaseException], str] = _plain_failure
        self._state: State | None = None
        if keeper is None:
            self._state = state if state is not None else self.game.new_game(
                setup.num_players, setup.options, setup.seed)
        self.seats = setup.seats
        self.levels = [resolve_level(s.level, setup.game_id) if not s.is_human else "" for s in setup.seats]
        self._worker = worker
        self._own_worker = worker is None
        humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self.viewer: int = humans[0] if humans else 0
        self.hot_seat = len(humans) > 1
        self.waiting_seat: int | None = None
        self.thinking_seat: int | None = None
        self._choice: asyncio.Future[Action] | None = None
        self._pass: asyncio.Future[None] | None = None
        self._queue: list[Action] = []
        #: awaited after each action with the viewer's events (the page animates).
        self.animate: Callable[[int, Action, list[Event]], Awaitable[None]] | None = None
        self.decisions = 0
        self.task: asyncio.Task[Result | None] | None = None
        self._stopped = False
        #: a time limit the app keeps (Landlord's option): loop time when it
        #: runs out and the action applied then for the seat to move
        self.deadline: float | None = None
        self.time_action: Action | None = None
        #: the match's history: actions with their events, prices and kept states
        self.history = self._history(history)
        self.decisions = len(self.history)

    @property
    def names(self) -> list[str]:
        """The seats' names as shown now: a campaign rival's in the player's language, so the board,
        the log and the end screen rename them after a language switch."""
        from desktop.app.rival_names import seat_name

        return [seat_name(s.name, s.rival) for s in self.seats]

    def _start_state(self) -> State:
        """A fresh state of this match's game, as it was before its first action."""
        if self.keeper is None:
            return self.state
        info = self.keeper.info
        return self.game.new_game(len(info.seats), self.game.options_type.from_json(info.options), info.seed,
                                  info.rules_version)

    def _history(self, recorded: History | None) -> History:
        keeper = self.keeper
        if keeper is None and recorded is not None and len(recorded):
            recorded.keep(self.state)  # a position played out by the caller (screenshots, demonstrations)
            return recorded
        if keeper is None or not keeper.actions:
            return History(self.state, self.viewer)
        if recorded is not None and len(recorded) == len(keeper.actions):
            recorded.begin(self._start_state(), self.viewer)
            recorded.keep(keeper.state)
            return recorded
        # a keeper that holds a game nobody watched being loaded: replayed here,
        # so the log reads as it was played
        state = self._start_state()
        history = History(state, self.viewer)
        for seat, action in keeper.actions:
            history.record(seat, action, state.apply(seat, action), state)
        history.keep(state)
        return history

    @property
    def info(self) -> GameInfo | None:
        """The stored game's header (None for a match kept in memory)."""
        return self.keeper.info if self.keeper is not None else None

    # -- undo (a stored game, a human seat against bots) -------------------
    def undo_blocked_by(self) -> str | None:
        """None when the viewer may take back their last decision now, else
        a reason key (storage's, plus not_saved / not_your_turn)."""
        if self.keeper is None:
            return "not_saved"
        reason = self.keeper.undo_blocked_by(self.viewer)
        if reason is None and self.waiting_seat != self.viewer:
            return "not_your_turn"
        return reason

    def undo(self) -> bool:
        """Take back the viewer's last decision (and the bots' moves after
        it); the coroutine keeps waiting for the same seat's choice."""
        if self.undo_blocked_by() is not None or self.keeper is None:
            return False
        # the keeper decides how far back (its undo rules); the state there is
        # stepped to from a state the history kept, not replayed from the start
        self.keeper.undo(self.viewer, self.history.state_after)
        self._queue.clear()
        self.history.truncate(len(self.keeper.actions))
        self.history.keep(self.keeper.state)
        self.decisions = len(self.history)
        self.undone.emit()
        self.changed.emit()
        self.humanTurn.emit(self.viewer)
        return True

    @property
    def state(self) -> State:
        """The full state (the keeper's when there is one: storage may rebuild it)."""
        if self.keeper is not None:
            return self.keeper.state
        assert self._state is not None
        return self._state

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if self.keeper is not None:
            return self.keeper.apply(seat, action)
        return self.state.apply(seat, action)

    # -- what the screen may show ------------------------------------------
    def view(self) -> State:
        return self.state.view(self.viewer)

    def legal_for_viewer(self) -> list[Action]:
        if self.waiting_seat != self.viewer:
            return []
        return self.view().legal_actions(self.viewer)

    def visible_events(self, events: Sequence[Event], seat: int | None = None) -> list[Event]:
        who = self.viewer if seat is None else seat
        out = []
        for event in events:
            shown = event.for_seat(who)
            if shown is not None:
                out.append(shown)
        return out

    # -- input from the page -------------------------------------------------
    def submit(self, action: Action) -> None:
        """The viewer's choice (action panel or board click)."""
        if self._choice is not None and not self._choice.done():
            self._choice.set_result(action)

    def submit_steps(self, actions: Sequence[Action]) -> None:
        """A compound choice: the steps are taken one after the other while
        each is still legal; the first is submitted now."""
        if not actions:
            return
        self._queue = list(actions[1:])
        self.submit(actions[0])

    def confirm_pass(self) -> None:
        if self._pass is not None and not self._pass.done():
            self._pass.set_result(None)

    # -- the match coroutine ---------------------------------------------------
    def start(self) -> asyncio.Task[Result | None]:
        self.task = asyncio.ensure_future(self.play())
        return self.task

    def stop(self) -> None:
        """End the match coroutine; a bot decision still on its way is
        dropped (a shared worker is kept for the next match)."""
        # a flag as well as the cancel: asyncio.wait_for (Python 3.11) can
        # swallow a cancellation that meets a finished bot decision, and a
        # stopped match must never apply (and save) another action
        self._stopped = True
        if self.task is not None and not self.task.done():
            self.task.cancel()
        if self._worker is None:
            return
        self._worker.cancel_pending()
        if self._own_worker:
            self._worker.close()

    def worker(self) -> Worker:
        if self._worker is None:
            from desktop.ai.worker import BotWorker

            self._worker = BotWorker()
        return self._worker

    def _start_clock(self) -> None:
        from desktop.app.gameui import ui_for

        options = self.setup.options if self.setup.options is not None else self.game.default_options()
        limit = ui_for(self.setup.game_id).time_limit(options)
        if limit is not None:
            seconds, self.time_action = limit
            self.deadline = asyncio.get_running_loop().time() + seconds

    def _time_is_up(self) -> bool:
        return self.deadline is not None and asyncio.get_running_loop().time() >= self.deadline

    async def play(self) -> Result | None:
        try:
            self._start_clock()
            while not self.state.is_over():
                seat = self.state.to_move()[0]
                if self._time_is_up() and self.time_action is not None:
                    action = self.time_action
                    self.deadline = None  # applied once
                elif self.seats[seat].is_human:
                    action = await self._ask_human(seat)
                else:
                    action = await self._ask_bot(seat)
                if self._stopped:
                    raise asyncio.CancelledError
                if self.seats[seat].is_human:
                    self.history.keep(self.state)  # where undo may come back to
                try:
                    events = self._apply(seat, action)
                except IllegalAction as exc:
                    self._queue.clear()
                    if self.seats[seat].is_human:
                        from desktop.app.gameui import ui_for

                        self.refused.emit(seat, ui_for(self.setup.game_id).describe_reason(exc.reason, exc.details))
                        continue
                    # a bot that answers wrongly is replaced by a legal move, never a crash
                    action = self.state.legal_actions(seat)[0]
                    events = self._apply(seat, action)
                self.decisions += 1
                self.history.record(seat, action, events, self.state)
                self.applied.emit(seat, action, events)
                self.changed.emit()
                if self.animate is not None:
                    await self.animate(seat, action, self.visible_events(events))
            result = self.state.result()
            self.finished.emit(result)
            return result
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # told to the player in words, the traceback behind Details; the window stays usable
            self.failed.emit(self.describe_failure(exc), "".join(traceback.format_exception(exc)).rstrip())
            raise

    async def _ask_human(self, seat: int) -> Action:
        if self._queue:
            step = self._queue.pop(0)
            if step in self.state.legal_actions(seat):
                return step
            self._queue.clear()
        if self.hot_seat and seat != self.viewer:
            self._pass = asyncio.get_running_loop().create_future()
            self.passRequested.emit(seat)
            await self._pass
            self._pass = None
            self.viewer = seat
            self.viewerChanged.emit(seat)
        self.waiting_seat = seat
        self._choice = asyncio.get_running_loop().create_future()
        self.humanTurn.emit(seat)
        try:
            if self.deadline is not None and self.time_action is not None:
                remaining = max(0.0, self.deadline - asyncio.get_running_loop().time())
                done, _pending = await asyncio.wait({self._choice}, timeout=remaining)
                if not done:  # the time limit ran out while this seat was choosing
                    self._choice.cancel()
                    self.deadline = None
                    return self.time_action
            return await self._choice
        finally:
            self._choice = None
            self.waiting_seat = None

    async def _ask_bot(self, seat: int) -> Action:
        view = self.state.view(seat)
        self.thinking_seat = seat
        self.thinking.emit(seat, 1)
        keeper = self.keeper
        if keeper is not None:
            # a stored game asks its bots the same way when it is resumed
            seed = keeper.bot_seed(seat)
            personality = dict(keeper.seats[seat].personality) or None
        else:
            seed = decision_seed(self.setup.seed, self.decisions, seat)
            personality = None
        try:
            action: Action = await self.worker().decide(view, seat, self.levels[seat], seed,
                                                        personality=personality)
            return action
        finally:
            self.thinking_seat = None
            self.thinking.emit(seat, 0)
