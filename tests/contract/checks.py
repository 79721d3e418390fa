"""The engine contract, as checks that run on any registered game.

Each check takes a Game and play parameters and raises AssertionError with a
message when the game breaks the contract.  The parametrized tests in
test_contract.py run them for every game; test_checks_work.py shows that they
catch a broken fixture game."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator
from typing import Any

from desktop.engine import Action, Event, Game, IllegalAction, Options, Rng, State
from desktop.engine.gamelog import GameLog, loads

SAMPLES = 12  # states per game at which the expensive checks run


@dataclasses.dataclass
class Playout:
    state: State
    actions: list[tuple[int, Action]]
    events: list[list[Event]]
    samples: list[State]


def play_random(game: Game[Any], players: int, options: Options, seed: int,
                check_invariants: bool = True, samples: int = SAMPLES,
                on_step: Callable[[State, int, Action], None] | None = None) -> Playout:
    """Seeded random legal play to the end, checking the per-action contract."""
    state = game.new_game(players, options, seed)
    rng = Rng(seed ^ 0x5EED)
    bound = game.max_decisions(players, options)
    actions: list[tuple[int, Action]] = []
    events: list[list[Event]] = []
    snaps: list[State] = []
    every = 1
    if check_invariants:
        assert state.invariants() == [], f"invariants at start: {state.invariants()}"
    while not state.is_over():
        movers = state.to_move()
        assert movers, "to_move() is empty but the game is not over"
        assert len(actions) < bound, f"not over after {bound} decisions (max_decisions)"
        seat = movers[rng.below(len(movers))]
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must move but has no legal action"
        assert len(legal) == len(set(legal)), "legal_actions has duplicates"
        action = legal[rng.below(len(legal))]
        if on_step is not None:
            on_step(state, seat, action)
        if len(actions) % every == 0:
            snaps.append(state.clone())
            if len(snaps) > 4 * samples:
                snaps = snaps[::2]
                every *= 2
        evs = state.apply(seat, action)
        assert isinstance(evs, list) and all(isinstance(e, Event) for e in evs)
        actions.append((seat, action))
        events.append(evs)
        if check_invariants:
            broken = state.invariants()
            assert broken == [], f"invariants broken after step {len(actions)} ({action}): {broken}"
    assert state.to_move() == ()
    step = max(1, len(snaps) // samples)
    return Playout(state, actions, events, [*snaps[::step][:samples], state])


def check_result(game: Game[Any], play: Playout) -> None:
    result = play.state.result()
    n = play.state.num_players
    assert len(result.scores) == n and len(result.ranks) == n
    assert all(1 <= r <= n for r in result.ranks)
    assert 1 in result.ranks, "nobody ranked first"
    for a in range(n):
        for b in range(n):
            if result.ranks[a] < result.ranks[b]:
                # a better rank is never given for a strictly worse score
                # unless the game's tie-breaks or eliminations decide
                pass
    assert result.breakdown == () or len(result.breakdown) == n
    json.dumps(result.to_json())
    # the score as the game counts it now (the end screen's chart): the result's at the end, and on the
    # states sampled along the way either none or one whole number per seat
    assert play.state.scores_now() == result.scores, "scores_now() at the end differs from result().scores"
    for sample in play.samples:
        now = sample.scores_now()
        assert now is None or (len(now) == n and all(isinstance(v, int) for v in now)), now


def check_determinism(game: Game[Any], players: int, options: Options, seed: int,
                      play: Playout) -> None:
    again = play_random(game, players, options, seed, check_invariants=False, samples=1)
    assert again.actions == play.actions, "same seed, different choices"
    assert again.events == play.events, "same seed and actions, different events"
    assert again.state.snapshot() == play.state.snapshot(), "same seed and actions, different state"
    log = GameLog(game.id, players, options, seed, tuple(play.actions), play.state.state_hash(),
                  game.rules_version)
    replayed, events = loads(log.dumps()).replay()
    assert replayed.state_hash() == play.state.state_hash()
    assert events == play.events


def check_json_forms(game: Game[Any], play: Playout) -> None:
    for _seat, action in play.actions[:2000]:
        data = json.loads(json.dumps(action.to_json()))
        assert game.decode_action(data) == action, f"action JSON does not round-trip: {action}"
    for evs in play.events[:2000]:
        for ev in evs:
            data = json.loads(json.dumps(ev.to_json()))
            assert game.decode_event(data) == ev, f"event JSON does not round-trip: {ev}"
            for seat in range(play.state.num_players):
                seen = ev.for_seat(seat)
                assert seen is None or isinstance(seen, Event)
    opts = play.state.options if hasattr(play.state, "options") else None
    if isinstance(opts, Options):
        assert type(opts).from_json(json.loads(json.dumps(opts.to_json()))) == opts


def _find_rng(value: Any) -> bool:
    if isinstance(value, dict):
        return ("rng" in value and len(value) == 1) or any(_find_rng(v) for v in value.values())
    if isinstance(value, list):
        return any(_find_rng(v) for v in value)
    return False


def check_views(game: Game[Any], play: Playout, seed: int) -> None:
    """Views hide what they must (against the game's independent redeal), hold
    no generator, and give the viewer the same legal actions."""
    rng = Rng(seed ^ 0xF00D)
    changed = 0
    for state in play.samples:
        for seat in range(state.num_players):
            view = state.view(seat)
            assert view.viewer == seat
            snap = view.snapshot()
            assert not _find_rng(snap), "a view holds the generator's state"
            assert view.to_move() == state.to_move()
            assert view.is_over() == state.is_over()
            assert view.legal_actions(seat) == state.legal_actions(seat), \
                "the viewer's legal actions differ in its view"
            for _ in range(3):
                other = state.redeal(seat, rng.fork())
                assert other.viewer is None
                assert other.invariants() == [], f"redeal broke invariants: {other.invariants()}"
                if other.snapshot() != state.snapshot():
                    changed += 1
                assert other.view(seat).snapshot() == snap, (
                    f"seat {seat}'s view changed when only what it cannot see was re-dealt: "
                    f"{_diff(snap, other.view(seat).snapshot())}")
    if game.has_hidden_information and len(play.samples) > 2:
        assert changed > 0, "redeal never changed anything although the game hides information"


def check_determinize(game: Game[Any], play: Playout, seed: int) -> None:
    rng = Rng(seed ^ 0xD1CE)
    for i, state in enumerate(play.samples):
        for seat in range(state.num_players):
            view = state.view(seat)
            snap = view.snapshot()
            full = view.determinize(rng.fork())
            assert full.viewer is None, "determinize must give a full state"
            assert full.invariants() == [], f"determinize broke invariants: {full.invariants()}"
            assert full.view(seat).snapshot() == snap, (
                f"determinize disagrees with the view: {_diff(snap, full.view(seat).snapshot())}")
            assert view.snapshot() == snap, "determinize changed the view"
            if i % 4 == 0 and not full.is_over():
                _finish_randomly(full, rng.fork(), game.max_decisions(state.num_players, full.options)
                                 if hasattr(full, "options") else 100_000)


def _finish_randomly(state: State, rng: Rng, bound: int) -> None:
    steps = 0
    while not state.is_over():
        movers = state.to_move()
        seat = movers[rng.below(len(movers))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        steps += 1
        assert steps <= bound, "a determinized state did not finish"
    state.result()


def check_illegal(game: Game[Any], play: Playout, seed: int) -> None:
    """Illegal actions raise IllegalAction and change nothing."""
    rng = Rng(seed ^ 0xBAD)
    seen = list({a for _, a in play.actions})
    for state in play.samples:
        before = state.snapshot()
        movers = state.to_move()
        candidates: list[tuple[int, Action]] = []
        for seat in range(state.num_players):
            legal = set(state.legal_actions(seat))
            if seat not in movers:
                assert not legal, f"seat {seat} is not to move but has legal actions"
                if seen:
                    candidates.append((seat, seen[rng.below(len(seen))]))
            else:
                wrong = [a for a in seen if a not in legal]
                for _ in range(min(5, len(wrong))):
                    candidates.append((seat, wrong[rng.below(len(wrong))]))
        for seat, action in candidates:
            try:
                state.apply(seat, action)
            except IllegalAction as exc:
                assert isinstance(exc.reason, str) and exc.reason, "IllegalAction without reason"
            else:
                raise AssertionError(f"illegal {action} by seat {seat} was accepted")
            assert state.snapshot() == before, f"illegal {action} changed the state"
        if movers:
            view = state.view(movers[0])
            legal = view.legal_actions(movers[0])
            if legal:
                try:
                    view.apply(movers[0], legal[0])
                except IllegalAction:
                    pass
                else:
                    raise AssertionError("a view accepted apply()")


def check_clone(play: Playout) -> None:
    for state in play.samples:
        copy = state.clone()
        assert copy.snapshot() == state.snapshot()
        if not copy.is_over():
            seat = copy.to_move()[0]
            copy.apply(seat, copy.legal_actions(seat)[0])
            # the original must not have moved with the copy
            assert state.clone().snapshot() == state.snapshot()


def _diff(a: Any, b: Any, path: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if a.get(k) != b.get(k):
                return _diff(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _diff(x, y, f"{path}[{i}]")
    return f"{path or 'state'}: {str(a)[:120]} != {str(b)[:120]}"


def _seen(events: list[Event], seat: int) -> list[Any]:
    """The events as ``seat`` sees them (JSON forms, hidden ones left out)."""
    out = []
    for event in events:
        shown = event.for_seat(seat)
        if shown is not None:
            out.append(shown.to_json())
    return out


def _replay_as_seen(other: State, mover: int, action: Action, seen: list[Any], viewer: int) -> str:
    """Apply to ``other`` (a world re-dealt for ``viewer``) the move ``viewer``
    saw: ``action``, or, where the re-deal makes it illegal, another action of
    ``mover`` that looks the same to ``viewer``.  "" or what gave it away."""
    try:
        trial = other.clone()
        events = trial.apply(mover, action)
        candidates = [(action, events, trial)]
    except IllegalAction:
        candidates = []
    if not candidates or _seen(candidates[0][1], viewer) != seen:
        for alt in other.legal_actions(mover):
            trial = other.clone()
            events = trial.apply(mover, alt)
            if _seen(events, viewer) == seen:
                candidates = [(alt, events, trial)]
                break
        else:
            return (f"{action} by seat {mover} shows seat {viewer} {seen} and no move of that seat looks the same "
                    f"once what seat {viewer} could not see is re-dealt")
    _alt, _events, trial = candidates[0]
    for name in _slot_names(other):
        object.__setattr__(other, name, getattr(trial, name))
    return ""


def _slot_names(state: State) -> list[str]:
    names: list[str] = []
    for klass in type(state).__mro__:
        names.extend(n for n in getattr(klass, "__slots__", ()) if n != "__weakref__")
    if hasattr(state, "__dict__"):
        names.extend(vars(state))
    return sorted(set(names))


def check_undo_never_peeks(game: Game[Any], players: int, options: Options, seed: int,
                           redeals: int = 2, max_steps: int | None = None) -> int:
    """No peeking through undo: wherever undo (desktop/engine/undo.py, by the
    events marked ``reveals``) would let a seat take back the moves since
    step k, re-dealing what that seat could not see at step k and replaying
    those moves as that seat saw them (a move the re-deal makes illegal may be
    replaced by one that looks the same to it) gives that seat the same
    events and the same view.  Otherwise the moves showed it something hidden
    and an event of them must be marked ``reveals``.  Random play, every seat
    as the undoing one, every step.  Returns the (step, seat) points checked."""
    from desktop.engine.undo import undo_point

    state = game.new_game(players, options, seed)
    rng = Rng(seed ^ 0x0DD0)
    deal = Rng(seed ^ 0xDEA1)
    movers: list[int] = []
    reveals: list[bool] = []
    shadows: dict[int, tuple[int, list[State]]] = {}
    checked = 0
    bound = max_steps or game.max_decisions(players, options)
    while not state.is_over() and len(movers) < bound:
        seat_to_move = state.to_move()
        seat = seat_to_move[rng.below(len(seat_to_move))]
        legal = state.legal_actions(seat)
        action = legal[rng.below(len(legal))]
        before = state.clone()
        events = state.apply(seat, action)
        step = len(movers)
        movers.append(seat)
        reveals.append(any(e.reveals for e in events))
        for s in range(players):
            k = undo_point(movers, reveals, s)[0]
            if k is None:
                shadows.pop(s, None)
                continue
            if not (s in shadows and shadows[s][0] == k):
                assert k == step, f"undo point of seat {s} moved to {k}, not to the action just taken ({step})"
                shadows[s] = (k, [before.redeal(s, deal.fork()) for _ in range(redeals)])
            seen = _seen(events, s)
            for other in shadows[s][1]:
                leak = _replay_as_seen(other, seat, action, seen, s)
                assert not leak, (f"undo from step {step + 1} back to step {k} lets seat {s} peek: {leak}; "
                                  f"an event of it should be marked reveals")
            mine = state.view(s).snapshot()
            for other in shadows[s][1]:
                theirs = other.view(s).snapshot()
                assert theirs == mine, (
                    f"undo from step {step + 1} back to step {k} lets seat {s} peek: after "
                    f"{[type(e).__name__ for e in events]} its view depends on what it could not see at step "
                    f"{k}: {_diff(mine, theirs)}")
            checked += 1
    return checked


def run_all(game: Game[Any], players: int, options: Options, seed: int) -> None:
    play = play_random(game, players, options, seed)
    check_result(game, play)
    check_json_forms(game, play)
    check_clone(play)
    check_illegal(game, play, seed)
    check_views(game, play, seed)
    check_determinize(game, play, seed)
    check_determinism(game, players, options, seed, play)


def option_values(game: Game[Any]) -> Iterator[tuple[str, list[Any]]]:
    """Each option with the values worth trying (for hypothesis)."""
    for name, tp, default, meta in game.options_type.describe():
        if "choices" in meta:
            yield name, list(meta["choices"])
        elif tp is bool:
            yield name, [False, True]
        elif tp is int and "min" in meta and "max" in meta:
            lo, hi = meta["min"], meta["max"]
            yield name, sorted({lo, default, hi})
        else:
            yield name, [default]
