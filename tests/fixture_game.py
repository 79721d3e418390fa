"""Tiny Market: a small fixture game for the contract tests.

It has everything the real games have in miniature: hidden hands, a hidden
deck, chance, a sealed simultaneous choice, a sequential choice and money
conserved with a bank.  ``LeakyTinyMarket`` differs only in that its view
forgets to hide the next seat's hand: the contract tests must catch it.

Rules: each player antes into the pot, then all play one card face down at
the same time; the highest card takes the pot (ties split it, the remainder
stays); the winner may then buy an extra card from the deck for 2.  Everyone
draws one card while the deck lasts.  When every hand is empty, the most
money wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from desktop.engine import Action, Event, Game, IllegalAction, Options, Result, Rng, State, rank_by

HIDDEN = -1


@dataclass(frozen=True)
class TinyOptions(Options):
    ante: int = field(default=1, metadata={"min": 0, "max": 3})
    hand_size: int = field(default=3, metadata={"min": 1, "max": 5})
    short_deck: bool = False


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int


@dataclass(frozen=True, slots=True)
class Buy(Action):
    pass


@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: int

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else CardPlayed(self.seat, HIDDEN)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    cards: tuple[int, ...]
    winners: tuple[int, ...]
    pot_won: int
    reveals: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: int
    card: int
    reveals: ClassVar[bool] = True

    def for_seat(self, seat: int) -> Event | None:
        return self if seat == self.seat else Drew(self.seat, HIDDEN)


START_CASH = 10
BANK = 100


class TinyState(State):
    __slots__ = (
        "bank",
        "cash",
        "deck",
        "discard",
        "hands",
        "last_plays",
        "num_players",
        "options",
        "phase",
        "pot",
        "rng",
        "round_winner",
        "sealed",
        "viewer",
    )
    game: ClassVar[Game[TinyOptions]]

    def __init__(self) -> None:
        self.viewer: int | None = None

    # queries
    def to_move(self) -> tuple[int, ...]:
        if self.phase == "play":
            return tuple(s for s in range(self.num_players) if self.sealed[s] is None)
        if self.phase == "buy":
            return (self.round_winner,)
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.phase == "play":
            return [Play(c) for c in sorted(set(self.hands[seat]))]
        acts: list[Action] = [Pass()]
        if self.cash[seat] >= 2 and self.deck:
            acts.append(Buy())
        return acts

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        return Result(tuple(self.cash), rank_by(self.cash), tuple((("cash", c),) for c in self.cash))

    def _check(self, seat: int, action: Action) -> None:
        if self.phase == "play":
            if not isinstance(action, Play):
                raise IllegalAction("wrong_phase")
            if action.card not in self.hands[seat]:
                raise IllegalAction("card_not_in_hand", card=action.card)
        else:
            if isinstance(action, Play):
                raise IllegalAction("wrong_phase")
            if isinstance(action, Buy) and self.cash[seat] < 2:
                raise IllegalAction("not_enough_cash")
            if isinstance(action, Buy) and not self.deck:
                raise IllegalAction("deck_empty")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.sealed[seat] = action.card
            events.append(CardPlayed(seat, action.card))
            if all(c is not None for c in self.sealed):
                events.extend(self._reveal())
        elif isinstance(action, Buy):
            self.cash[seat] -= 2
            self.bank += 2
            card = self.deck.pop()
            self.hands[seat].append(card)
            events.append(Drew(seat, card))
            events.extend(self._next_round())
        else:
            events.extend(self._next_round())
        return events

    def _reveal(self) -> list[Event]:
        cards = tuple(c if c is not None else 0 for c in self.sealed)
        best = max(cards)
        winners = tuple(s for s, c in enumerate(cards) if c == best)
        share = self.pot // len(winners)
        for s in winners:
            self.cash[s] += share
        self.pot -= share * len(winners)
        self.discard.extend(cards)
        self.last_plays = cards
        self.sealed = [None] * self.num_players
        self.round_winner = winners[0]
        self.phase = "buy"
        return [Revealed(cards, winners, share)]

    def _next_round(self) -> list[Event]:
        events: list[Event] = []
        for s in range(self.num_players):
            if self.deck:
                card = self.deck.pop()
                self.hands[s].append(card)
                events.append(Drew(s, card))
        if all(not h for h in self.hands):
            self.phase = "over"
            self.bank += self.pot
            self.pot = 0
            return events
        self.phase = "play"
        self._ante()
        # A player with an empty hand sits the round out with a zero card.
        for s in range(self.num_players):
            if not self.hands[s]:
                self.sealed[s] = 0
        if all(c is not None for c in self.sealed):
            events.extend(self._reveal())
        return events

    def _ante(self) -> None:
        for s in range(self.num_players):
            paid = min(self.options.ante, self.cash[s])
            self.cash[s] -= paid
            self.pot += paid

    def invariants(self) -> list[str]:
        bad = []
        if sum(self.cash) + self.pot + self.bank != BANK + START_CASH * self.num_players:
            bad.append("money_not_conserved")
        if any(c < 0 for c in self.cash):
            bad.append("negative_cash")
        n_cards = sum(len(h) for h in self.hands) + len(self.deck)
        n_cards += sum(1 for c in self.discard if c != 0)
        n_cards += sum(1 for c in self.sealed if c is not None and c != 0)
        if self.viewer is None and n_cards != self.deck_size():
            bad.append("cards_not_conserved")
        return bad

    def deck_size(self) -> int:
        return 12 if self.options.short_deck else 24

    # copies
    def clone(self) -> TinyState:
        new = TinyState.__new__(type(self))
        new.num_players = self.num_players
        new.viewer = self.viewer
        new.options = self.options
        new.rng = self.rng.copy() if self.rng is not None else None
        new.cash = list(self.cash)
        new.bank = self.bank
        new.pot = self.pot
        new.hands = [list(h) for h in self.hands]
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.sealed = list(self.sealed)
        new.phase = self.phase
        new.round_winner = self.round_winner
        new.last_plays = self.last_plays
        return new

    def _hides(self, seat: int, other: int) -> bool:
        return other != seat

    def view(self, seat: int) -> TinyState:
        v = self.clone()
        v.viewer = seat
        v.rng = None
        for s in range(self.num_players):
            if self._hides(seat, s):
                v.hands[s] = sorted(HIDDEN for _ in self.hands[s])
                if v.sealed[s] is not None and v.sealed[s] != 0:
                    v.sealed[s] = HIDDEN
        v.deck = [HIDDEN] * len(self.deck)
        return v

    def _all_cards(self) -> list[int]:
        values = range(1, 7) if self.options.short_deck else range(1, 13)
        return [v for v in values for _ in range(2)]

    def determinize(self, rng: Rng) -> TinyState:
        full = self.clone()
        full.viewer = None
        full.rng = Rng(rng.next_u64())
        unknown = self._all_cards()
        known = [c for h in self.hands for c in h if c != HIDDEN]
        known += [c for c in self.discard if c != 0]
        known += [c for c in self.sealed if c is not None and c not in (0, HIDDEN)]
        for c in known:
            unknown.remove(c)
        rng.shuffle(unknown)
        for s in range(self.num_players):
            full.hands[s] = [unknown.pop() if c == HIDDEN else c for c in self.hands[s]]
            if full.sealed[s] == HIDDEN:
                full.sealed[s] = unknown.pop()
        full.deck = [unknown.pop() for _ in self.deck]
        return full

    def redeal(self, seat: int, rng: Rng) -> TinyState:
        full = self.clone()
        pool: list[int] = list(self.deck)
        for s in range(self.num_players):
            if s != seat:
                pool.extend(self.hands[s])
                if self.sealed[s] not in (None, 0):
                    pool.append(self.sealed[s])  # type: ignore[arg-type]
        rng.shuffle(pool)
        for s in range(self.num_players):
            if s != seat:
                full.hands[s] = [pool.pop() for _ in self.hands[s]]
                if self.sealed[s] not in (None, 0):
                    full.sealed[s] = pool.pop()
        full.deck = [pool.pop() for _ in self.deck]
        full.rng = Rng(rng.next_u64())
        return full

    def snapshot(self):  # type: ignore[no-untyped-def]
        snap = super().snapshot()
        # hands are multisets: order within a hand carries no information
        snap["hands"] = [sorted(h) for h in snap["hands"]]
        return snap


class TinyMarket(Game[TinyOptions]):
    id = "tiny_market"
    min_players = 2
    max_players = 4
    options_type = TinyOptions
    action_types = (Play, Buy, Pass)
    event_types = (CardPlayed, Revealed, Drew)
    state_class: type[TinyState] = TinyState

    def check_options(self, num_players: int, options: TinyOptions) -> None:
        from desktop.engine import OptionError

        if options.short_deck and num_players * options.hand_size > 12:
            raise OptionError("hand_size", "not_enough_cards", options.hand_size)

    def max_decisions(self, num_players: int, options: TinyOptions) -> int:
        return 200

    def _new_state(self, num_players: int, options: TinyOptions, seed: int) -> TinyState:
        s = self.state_class()
        s.num_players = num_players
        s.options = options
        s.rng = Rng(seed)
        s.cash = [START_CASH] * num_players
        s.bank = BANK
        s.pot = 0
        s.deck = s._all_cards()
        s.rng.shuffle(s.deck)
        s.hands = [[s.deck.pop() for _ in range(options.hand_size)] for _ in range(num_players)]
        s.discard = []
        s.sealed = [None] * num_players
        s.phase = "play"
        s.round_winner = 0
        s.last_plays = ()
        s._ante()
        return s


class LeakyState(TinyState):
    __slots__ = ()

    def _hides(self, seat: int, other: int) -> bool:
        return other not in (seat, (seat + 1) % self.num_players)  # the leak


class LeakyTinyMarket(TinyMarket):
    id = "leaky_tiny_market"
    state_class = LeakyState


TinyState.game = TinyMarket()
LeakyState.game = LeakyTinyMarket()
GAME = TinyState.game
LEAKY_GAME = LeakyState.game
