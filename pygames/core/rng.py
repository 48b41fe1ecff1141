"""A seeded random number generator that lives inside the game state.

All chance in a game (dice, bag draws, shuffles) goes through an ``Rng``
value owned by the state, never through the ``random`` module, so a record
(seed + actions) replays to the identical state in CPython and in Pyodide.
The generator is SplitMix64: pure 64-bit integer arithmetic, identical on
every platform. Each helper returns its result together with the next
generator, because states are immutable (boardgame.io keeps ``prngstate``
in its context for the same reason).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15


@dataclass(frozen=True, slots=True)
class Rng:
    """An immutable SplitMix64 generator state."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Start a generator from any integer seed (reduced to 64 bits)."""
        return cls(seed & _MASK)

    def next_u64(self) -> tuple[int, Rng]:
        """Return a uniformly random 64-bit integer and the next generator.

        >>> Rng.from_seed(0).next_u64()[0] == 0xE220A8397B1DCDAF
        True
        """
        state = (self.state + _GOLDEN_GAMMA) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """Return an unbiased integer in ``range(n)`` (rejection sampling).

        Raises:
            ValueError: if ``n`` is not positive.
        """
        if n <= 0:
            raise ValueError(f"cannot draw below {n}")
        limit = (1 << 64) - (1 << 64) % n
        rng = self
        while True:
            value, rng = rng.next_u64()
            if value < limit:
                return value % n, rng

    def roll(self, sides: int, count: int = 1) -> tuple[tuple[int, ...], Rng]:
        """Roll ``count`` dice with faces ``1..sides``."""
        faces = []
        rng = self
        for _ in range(count):
            value, rng = rng.below(sides)
            faces.append(value + 1)
        return tuple(faces), rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """Return the items in a uniformly random order (Fisher-Yates)."""
        result = list(items)
        rng = self
        for i in range(len(result) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return tuple(result), rng

    def draw(self, items: Sequence[T], count: int) -> tuple[tuple[T, ...], tuple[T, ...], Rng]:
        """Draw ``count`` items at random; return (drawn, the rest in order, next rng).

        Raises:
            ValueError: if fewer than ``count`` items are left.
        """
        if count > len(items):
            raise ValueError(f"cannot draw {count} from {len(items)}")
        rest = list(items)
        drawn = []
        rng = self
        for _ in range(count):
            index, rng = rng.below(len(rest))
            drawn.append(rest.pop(index))
        return tuple(drawn), tuple(rest), rng
