"""Storage speed: the median time to commit one action, and the time to
resume (load + replay + hash check) a 1,000-action game.

    uv run python tools/bench_storage.py [--actions 1000] [--commits 500] [--json]

Times are of ``SavedGame.apply`` (the engine's apply, the state hash and the
commit), 1 human and 4 bot seats, for each durability setting of
``Store.open`` (default: a human's decision synced, bots' moves not).

The games that ship are too short for 1,000 actions in one play, so the
resume figure uses ``bench_ledger``, a game defined here with a state of the
size of a real one (six price tracks, five players' cash and holdings, an
80-card deck, a log) and a die roll every few actions.  Every registered game
is also measured: one random play is stored and resumed, and the figure is
scaled to 1,000 actions."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

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


LedgerState.game = Ledger()
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
        start = time.perf_counter()
        saved.apply(seat, action)
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        if human_times is not None and seat == 0:
            human_times.append(elapsed)
    return saved.id, times


def _summary(seconds: list[float]) -> dict[str, float]:
    ms = sorted(t * 1000 for t in seconds)
    return {"median": round(statistics.median(ms), 3), "p90": round(ms[int(len(ms) * 0.9)], 3),
            "max": round(ms[-1], 3), "n": len(ms)}


def resume_ms(store: Store, gid: int, repeats: int = 5) -> float:
    best = []
    for _ in range(repeats):
        start = time.perf_counter()
        store.load_game(gid)
        best.append(time.perf_counter() - start)
    return statistics.median(best) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--commits", type=int, default=500)
    parser.add_argument("--dir", type=Path, default=None, help="where to put the database (default: a temp dir)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    registry.register(LedgerState.game)
    report: dict[str, object] = {}
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        for durable, name in ((None, "default"), (True, "all_synced"), (False, "none_synced")):
            with Store.open(Path(tmp) / f"bench-{name}.sqlite3", durable=durable) as store:
                human: list[float] = []
                _gid, times = play_stored(store, "bench_ledger", LedgerOptions(length=args.commits), 5, 1,
                                          human_times=human)
                report[f"commit_ms_{name}"] = _summary(times)
                if durable is None:
                    report["commit_ms_default_human_seat_only"] = _summary(human)
        with Store.open(Path(tmp) / "bench-resume.sqlite3") as store:
            gid, _times = play_stored(store, "bench_ledger", LedgerOptions(length=args.actions), 5, 2)
            report["resume_ms"] = {"game": "bench_ledger", "actions": store.game_info(gid).action_count,
                                   "median_of_5": round(resume_ms(store, gid), 2)}
            real = {}
            for game in registry.all_games():
                players = max(game.min_players, min(4, game.max_players))
                gid, times = play_stored(store, game.id, None, players, 3, limit=args.actions)
                n = len(times)
                ms = resume_ms(store, gid, 3)
                real[game.id] = {"actions": n, "resume_ms": ms,
                                 "resume_ms_per_1000_actions": ms * 1000 / n if n else None,
                                 "commit_ms_median": statistics.median(times) * 1000 if times else None}
            report["registered_games"] = real
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
