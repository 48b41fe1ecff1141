"""Work a board does for a position, done once: drawing and tapping ask again and again.

A board's pick-then-target index (``picking.Choices``) or its view of the table is read at
every frame and every tap, and a hint taps every place of the board to find the way to
its move (``routes``): worked out anew each time, Offboard's index took nine tenths of a
hint's route. States are immutable, so the answer for the last position asked about is
kept, by identity: one slot, as the page is on one position at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

S = TypeVar("S")
R = TypeVar("R")


def per_position(work: Callable[[S], R]) -> Callable[[S], R]:
    """``work(state)``, remembered for the last ``state`` it was asked about.

    >>> calls = []
    >>> @per_position
    ... def double(state: tuple[int]) -> int:
    ...     calls.append(state)
    ...     return state[0] * 2
    >>> position = (21,)
    >>> double(position), double(position), len(calls)
    (42, 42, 1)
    """
    last: list[tuple[S, R]] = []

    @wraps(work)
    def remembered(state: S) -> R:
        if last and last[0][0] is state:
            return last[0][1]
        answer = work(state)
        last[:] = [(state, answer)]
        return answer

    return remembered
