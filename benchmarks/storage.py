"""Storage figures shared by ``python -m benchmarks`` (section ``storage``) and
tools/bench_storage.py: ``bench_ledger``, a game with a state of the size of a
real one (six price tracks, five players' cash and holdings, an 80-card deck, a
log) and a die roll every few actions, long enough for a 1,000-action resume
(the games that ship are too short for 1,000 actions in one play); playing a
stored game with random choices; and timing its resume."""

from __future__ import annotations

import statistics
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from benchmarks.core import Bench, repeat, timed, wall_clock
from desktop.ai.base import RandomBot
from desktop.engine import Action, Event, Game, Options, Result, Rng, State, rank_by, registry
from desktop.storage import Seat, Store


@dataclass(frozen=True)
class LedgerOptions(Options):
    length: int = field(default=1000, metadata={"min": 1, "max": 100_000})


@dataclass(frozen=True, slots=True)
class Trade(Action):
    company: int
    amount: int


@dataclass(frozen=True, slots=True)
class Traded(Event):
    seat: int
    company: int
    amount: int


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    value: int
    reveals: ClassVar[bool] = True


class LedgerState(State):
    __slots__ = ("cash", "deck", "holdings", "log", "num_players", "options", "prices", "rng", "turn", "viewer")
    game: ClassVar[Game[LedgerOptions]]

    def to_move(self) -> tuple[int, ...]:
        return () if self.turn >= self.options.length else (self.turn % self.num_players,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        return [Trade(c, a) for c in range(6) for a in (-1, 1) if self.holdings[seat][c] + a >= 0]

    def is_over(self) -> bool:
        return self.turn >= self.options.length

    def result(self) -> Result:
        return Result(tuple(self.cash), rank_by(self.cash))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Trade)
        self.holdings[seat][action.company] += action.amount
        self.cash[seat] -= action.amount * self.prices[action.company]
        self.log = [*self.log[-39:], (seat, action.company, action.amount)]
        self.turn += 1
        events: list[Event] = [Traded(seat, action.company, action.amount)]
        if self.turn % 7 == 0:
            roll = self.rng.between(1, 6)
            self.prices[roll - 1] = max(1, self.prices[roll - 1] + (roll % 3) - 1)
            self.deck.append(self.deck.pop(0))
            events.append(Rolled(roll))
        return events

    def clone(self) -> LedgerState:
        new = LedgerState.__new__(LedgerState)
        for name in self.__slots__:
            value = getattr(self, name)
            setattr(new, name, [list(v) for v in value] if name == "holdings" else
                    list(value) if isinstance(value, list) else value)
        return new

    def view(self, seat: int) -> LedgerState:
        v = self.clone()
        v.viewer, v.rng = seat, None
        return v

    def determinize(self, rng: Rng) -> LedgerState:
        full = self.clone()
        full.viewer, full.rng = None, Rng(rng.next_u64())
        return full

    def redeal(self, seat: int, rng: Rng) -> LedgerState:
        return self.determinize(rng)


class Ledger(Game[LedgerOptions]):
    id = "bench_ledger"
    min_players = 2
    max_players = 5
    options_type = LedgerOptions
    action_types = (Trade,)
    event_types = (Traded, Rolled)

    def _new_state(self, num_players: int, options: LedgerOptions, seed: int) -> LedgerState:
        s = LedgerState()
        s.viewer, s.num_players, s.options, s.rng, s.turn = None, num_players, options, Rng(seed), 0
        s.prices = [5, 6, 7, 8, 9, 10]
        s.cash = [20_000] * num_players
        s.holdings = [[2] * 6 for _ in range(num_players)]
        s.deck = list(range(80))
        s.rng.shuffle(s.deck)
        s.log = []
        return s

SEATS = [Seat.human("Bench"), *(Seat.bot("random", f"Bot {i}") for i in range(4))]


def play_stored(store: Store, game_id: str, options: Options | None, players: int, seed: int,
                limit: int | None = None, human_times: list[float] | None = None) -> tuple[int, list[float]]:
    """Play and store a game (seat 0 human, the rest bots; random choices);
    return its id and the time of every ``apply`` (engine + commit)."""
    saved = store.new_game(game_id, options, SEATS[:players], seed)
    bot = RandomBot(seed)
    times: list[float] = []
    while not saved.state.is_over() and (limit is None or len(times) < limit):
        seat = saved.state.to_move()[0]
        action = bot.decide(saved.state, seat)
        start = wall_clock()
        saved.apply(seat, action)
        elapsed = wall_clock() - start
        times.append(elapsed)
        if human_times is not None and seat == 0:
            human_times.append(elapsed)
    return saved.id, times


def summary(seconds: list[float]) -> dict[str, float]:
    ms = sorted(t * 1000 for t in seconds)
    return {"median": round(statistics.median(ms), 3), "p90": round(ms[int(len(ms) * 0.9)], 3),
            "max": round(ms[-1], 3), "n": len(ms)}


def resume_ms(store: Store, gid: int, repeats: int = 5) -> float:
    best = []
    for _ in range(repeats):
        start = wall_clock()
        store.load_game(gid)
        best.append(wall_clock() - start)
    return statistics.median(best) * 1000


LEDGER = Ledger()
LedgerState.game = LEDGER


#: Budgets from the storage issue.
COMMIT_BUDGET = 0.005
RESUME_BUDGET = 0.300


def section(bench: Bench, game_ids: list[str], quick: bool) -> None:
    """``storage``: the median time of ``SavedGame.apply`` (engine, state hash
    and commit, default durability, 1 human and 4 bot seats), and the time to
    resume (load, replay, hash check) a 1,000-action game; then both for one
    random play of every chosen game, resume scaled to 1,000 actions."""
    commits, actions = (20, 50) if quick else (300, 1000)
    added = LEDGER.id not in registry.ids()
    if added:
        registry.register(LEDGER)
    try:
        with tempfile.TemporaryDirectory(prefix="tf-bench-") as tmp:
            runs = iter(range(1_000_000))

            human_medians: list[float] = []

            def commit_median() -> float:
                human: list[float] = []
                with Store.open(Path(tmp) / f"commit-{next(runs)}.sqlite3") as store:
                    _gid, times = play_stored(store, LEDGER.id, LedgerOptions(length=commits), 5, 1,
                                              human_times=human)
                human_medians.append(statistics.median(human))
                return statistics.median(times)

            bench.add("storage", f"commit per action, median of {commits}", "time", "s",
                      repeat(commit_median, bench.repeats), budget=COMMIT_BUDGET)
            # the human seat's actions are synced to the disk (the bots' are not): what a person waits for
            bench.add("storage", "commit of a human's action (synced), median", "time", "s",
                      human_medians[-bench.repeats:])
            with Store.open(Path(tmp) / "resume.sqlite3") as store:
                gid, _times = play_stored(store, LEDGER.id, LedgerOptions(length=actions), 5, 2)
                bench.add("storage", f"resume of a {actions}-action game", "time", "s",
                          repeat(timed(lambda: store.load_game(gid), wall_clock), bench.repeats),
                          budget=RESUME_BUDGET if actions >= 1000 else None)
                for game_id in game_ids:
                    _real_game(bench, store, game_id, actions)
    finally:
        if added:
            registry.unregister(LEDGER.id)


def _real_game(bench: Bench, store: Store, game_id: str, actions: int) -> None:
    game = registry.get(game_id)
    players = max(game.min_players, min(len(SEATS), min(4, game.max_players)))
    gid, times = play_stored(store, game_id, None, players, 3, limit=actions)
    if not times:
        return
    n = len(times)
    bench.add("storage", f"{game_id}: commit per action ({n} actions)", "time", "s",
              [statistics.median(times)], budget=COMMIT_BUDGET)
    scale = 1000 / n
    bench.add("storage", f"{game_id}: resume per 1,000 actions ({n} played)", "time", "s",
              [t * scale for t in repeat(timed(lambda: store.load_game(gid), wall_clock), bench.repeats)],
              budget=RESUME_BUDGET)
