"""How a person plays an action on any board: which places to tap, which buttons to press.

Written once for every board, from the board's own ``draw`` (where the places are)
and ``tap`` (what a tap does): a breadth-first search over the selections a board
passes through finds the fewest taps and presses that play an action. The page's
hint shows the way it finds (the selection before the last step, that step ringed);
CPython tests use it to prove every legal action can be played by taps, and e2e tests
replay the same steps as real clicks on the page's canvas.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Generator, Hashable
from dataclasses import dataclass
from typing import Any

from pygames.ai.agent import finished
from pygames.core import Action, State
from pygames.web.canvas import RecordingCanvas
from pygames.web.ui import BoardUI


@dataclass(frozen=True, slots=True)
class Step:
    """A tap on the board at (x, y) in CSS pixels, or a press of the ``button``-th button."""

    key: Hashable | None = None
    x: float = 0.0
    y: float = 0.0
    button: int | None = None


@dataclass(frozen=True, slots=True)
class Route:
    """The steps that play an action, and the selection the board holds before the last."""

    steps: tuple[Step, ...]
    before_last: Any


def route_to(
    ui: BoardUI[Any],
    state: State,
    action: Action,
    size: tuple[float, float],
    most: int = 5,
    start: Hashable = None,
    **timing: Any,
) -> Route | None:
    """The fewest steps that play ``action`` on a board of ``size``, from the selection
    ``start`` (None: nothing picked; taps where they do, buttons that only step the
    selection where taps do not); None if no sequence of at most ``most`` steps plays it.
    ``timing`` is the clock a board whose turns run against it gets (``clock=``)."""
    return finished(finding_route(ui, state, action, size, most, start, **timing))


def finding_route(
    ui: BoardUI[Any],
    state: State,
    action: Action,
    size: tuple[float, float],
    most: int = 5,
    start: Hashable = None,
    **timing: Any,
) -> Generator[None, None, Route | None]:
    """``route_to`` a selection at a time: it yields before each selection it tries (a
    drawing of the board and a tap on every place), so a page finds a hint's route in
    slices (Outback's took 100-180 ms in one task)."""
    paths: dict[Hashable, tuple[Step, ...]] = {start: ()}
    frontier: deque[Hashable] = deque([start])
    while frontier:
        yield
        selection = frontier.popleft()
        path = paths[selection]
        for index, button in enumerate(ui.offered(state, selection)):
            if button.action == action:
                return Route((*path, Step(button=index)), selection)
        if len(path) >= most:
            continue
        canvas = RecordingCanvas(*size)
        for hit in ui.draw(canvas, state, selected=selection, interactive=True, **timing):
            tap = ui.tap(state, selection, hit.key, **timing)
            step = Step(hit.key, hit.x, hit.y)
            if tap.action == action:
                return Route((*path, step), selection)
            if tap.action is None and tap.selection not in paths:
                paths[tap.selection] = (*path, step)
                frontier.append(tap.selection)
        for index, button in enumerate(ui.offered(state, selection)):  # a button's step
            if button.action is None and button.selection not in paths:
                paths[button.selection] = (*path, Step(button=index))
                frontier.append(button.selection)
    return None
