"""Run an agent's thinking in short slices so the page never freezes.

An agent's ``think`` generator yields every few milliseconds of work; this
driver advances it for one slice, then awaits a real timer so the browser
can paint and handle input before the next slice (a microtask would not let
it). The clock and the pause are parameters, so tests run it in CPython.
A pause from ``pause_while`` stops thinking that is no longer wanted: the
position it was for is gone (new game, undo, another move).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Generator
from typing import TypeVar

SLICE_SECONDS = 0.03

#: What a piece of work in steps comes to: an agent's action, a hint's route.
T = TypeVar("T")


class Unwanted(Exception):
    """Raised by a ``pause_while`` pause: what was being thought about is gone."""


async def yield_to_browser() -> None:
    """Wait for a real timer: in Pyodide a positive delay is a setTimeout (a macrotask),
    so the browser paints and handles input before Python goes on."""
    await asyncio.sleep(0.001)


def pause_while(
    wanted: Callable[[], bool], pause: Callable[[], Awaitable[None]] = yield_to_browser
) -> Callable[[], Awaitable[None]]:
    """A pause that, once the browser has had its turn, raises ``Unwanted`` unless
    ``wanted()`` still holds: whatever happened during the pause decides."""

    async def paused() -> None:
        await pause()
        if not wanted():
            raise Unwanted

    return paused


async def think_in_slices(
    thinking: Generator[None, None, T],
    *,
    slice_seconds: float = SLICE_SECONDS,
    clock: Callable[[], float] = time.perf_counter,
    pause: Callable[[], Awaitable[None]] = yield_to_browser,
) -> T:
    """Advance ``thinking`` (an agent's, or any work in steps) a slice at a time, pausing
    in between; return what it comes to."""
    while True:
        deadline = clock() + slice_seconds
        try:
            while clock() < deadline:
                next(thinking)
        except StopIteration as done:
            found: T = done.value
            return found
        await pause()
