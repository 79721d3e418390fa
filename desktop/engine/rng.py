"""Our own small deterministic random generator.

Python's ``random`` may change between versions (which would break old saves)
and is slow to copy.  ``Rng`` is SplitMix64: one 64-bit integer of state, so a
copy is one int and a save only needs the seed.  The first outputs for a fixed
seed are pinned by a test: never change this file's arithmetic.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
#: ``below``'s rejection thresholds for the small bounds dice and shuffles use.
_SMALL = 257
_THRESHOLDS = tuple(((1 << 64) - n) % n if n else 0 for n in range(_SMALL))


class Rng:
    """SplitMix64 (Steele, Lea & Flood 2014).  Deterministic across platforms."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (Lemire's method with rejection: no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        threshold = _THRESHOLDS[n] if n < _SMALL else ((1 << 64) - n) % n
        while True:
            # ``next_u64`` written out (every die and every shuffle comes through here)
            self.state = s = (self.state + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            m = (z ^ (z >> 31)) * n
            if (m & _MASK) >= threshold:
                return m >> 64

    def between(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place: ``j = below(i + 1)`` for each ``i`` from the top, with ``below``
        written out (every deck comes through here; a test holds it to ``below``)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            threshold = _THRESHOLDS[n] if n < _SMALL else ((1 << 64) - n) % n
            while True:
                s = (s + _GAMMA) & _MASK
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                m = (z ^ (z >> 31)) * n
                if (m & _MASK) >= threshold:
                    break
            j = m >> 64
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """A new independent generator derived from this one (advances this one)."""
        return Rng(self.next_u64())

    def copy(self) -> Rng:
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
