"""The state's own random numbers: small, copyable and identical on every platform.

A game's state owns one `Rng`; every shuffle, die and random draw comes from it, so a
match is fully rebuilt from its setup, seed and action list. SplitMix64 is used because
its whole state is one integer: copying a state (for views, bots, undo) is free and the
sequence cannot change with the Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


@dataclass
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed & _MASK)

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent stream, e.g. for a bot, that leaves this one's future unchanged."""
        return Rng(self.next64())


def derive_seed(*parts: int) -> int:
    """One seed from several numbers (a match's seed, a seat, a move number), well mixed.

    Nearby inputs give unrelated seeds, and the result depends on nothing but
    the numbers, so it is the same in every process and after every load.
    """
    rng = Rng(0)
    for part in parts:
        rng = Rng(rng.next64() ^ (part & _MASK))
    return rng.next64()
