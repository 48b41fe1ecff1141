"""A hint: the strongest level's choice for the person to move, shown, never played.

The computer thinks for the person as it would for itself at its strongest level,
seeded from the game's seed like the computer's seats, so a position always gets the
same hint; it thinks in slices (``thinking``), so the page never freezes. A board
played against the clock gives its own help instead (``ui.Realtime.hint``: the strongest
level would plan a whole turn). The route finder (``routes``) turns the action into what
the board shows: the selection just before the last step (the marbles picked, the dice
set aside), and the last step's place ringed or its button marked; a board with pieces
to drag, whose hundreds of places to hold a piece no search gets through quickly, says
so itself (``dragging.Dragging.hinted``: the piece held over its place, and where to
tap). A move no short route plays is still told in words, as every hint is. ``Hints``
asks: built from callables, with no browser imports, so when a hint is refused,
thought, dropped or shown is tested in CPython.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Generator, Hashable
from dataclasses import dataclass
from typing import Any

from pygames.ai.agent import Thinking, finished
from pygames.core import Action, Say, State
from pygames.games.levels import LEVELS, make_agent
from pygames.web.routes import finding_route, route_to
from pygames.web.thinking import Unwanted, pause_while, think_in_slices, yield_to_browser
from pygames.web.ui import BoardUI

STRONGEST = LEVELS[-1]
#: How often a hint thought ahead looks whether the last move's show has ended (as the
#: computers do, ``computer.ComputerTurns``).
REST_POLL_SECONDS = 0.05


def hint_thinking(state: State) -> Thinking:
    """The strongest level deciding for the player to move in ``state``."""
    player = state.current_player
    assert player is not None, "a hint is asked for only while someone is to move"
    agent = make_agent(state.game.id, STRONGEST, seed=state.seed)
    return agent.think(state.view(player))


def thinking_for(ui: BoardUI[Any]) -> Callable[[State], Thinking]:
    """How hints are thought on ``ui``'s board: its own help for a person racing the clock
    (``Realtime.hint``), else the strongest level's choice."""
    realtime = ui.realtime
    if realtime is not None and realtime.hint is not None:
        return realtime.hint
    return hint_thinking


@dataclass(frozen=True, slots=True)
class Hint:
    """What the board shows for a hinted ``action`` in ``state``: ``selection`` picked, and
    the ``place`` (a hit key) to tap or the ``button`` (its index) to press next; ``said``
    the board's words for it (None: the engine's description of the move)."""

    state: State
    action: Action
    selection: Any = None
    place: Hashable | None = None
    button: int | None = None
    said: Say | None = None

    def applies(self, state: State, selection: Any) -> bool:
        """Whether the hint still applies: the board shows its position with nothing
        picked since."""
        return state is self.state and selection == self.selection


def hint_for(
    ui: BoardUI[Any], state: State, action: Action, size: tuple[float, float], **timing: Any
) -> Hint:
    """The hint for ``action`` on a board of ``size`` (``timing``: see ``route_to``): as the
    board shows it, if it says, else by the route its taps take."""
    return finished(finding_hint(ui, state, action, size, **timing))


def finding_hint(
    ui: BoardUI[Any], state: State, action: Action, size: tuple[float, float], **timing: Any
) -> Generator[None, None, Hint]:
    """``hint_for`` in steps, for the page to find in slices with the move itself."""
    drag = ui.drag
    shown = drag.hinted(state, action) if drag is not None and drag.hinted is not None else None
    if shown is not None:
        return Hint(state, action, shown.selection, shown.place, said=shown.said)
    route = yield from finding_route(ui, state, action, size, **timing)
    if route is None:
        return Hint(state, action)
    last = route.steps[-1]
    place = last.key if last.button is None else None
    return Hint(state, action, route.before_last, place, last.button)


def next_step(
    ui: BoardUI[Any],
    state: State,
    action: Action,
    selection: Any,
    size: tuple[float, float],
    **timing: Any,
) -> Hint | None:
    """The next tap (``place``) or button that plays ``action`` from ``selection`` (from
    nothing picked, if the selection leads elsewhere): where a lesson's step is played. A
    board with pieces to drag may say it (``dragging.Dragging.toward``) instead."""
    drag = ui.drag
    place = drag.toward(state, selection, action) if drag and drag.toward else None
    if place is not None:
        return Hint(state, action, selection, place)
    route = route_to(ui, state, action, size, start=selection, **timing)
    if route is None and selection is not None:
        route = route_to(ui, state, action, size, **timing)
    if route is None:
        return None
    first = route.steps[0]
    place = first.key if first.button is None else None
    return Hint(state, action, selection, place, first.button)


def hint_words(ui: BoardUI[Any], hint: Hint) -> tuple[Say, ...]:
    """What the message line says about a hint: the move, and the board's note on it."""
    said = hint.said if hint.said is not None else hint.state.describe(hint.action)
    move = Say.of("app.hint.shown", move=said)
    note = ui.notes.hint(hint.state, hint.action) if ui.notes.hint is not None else None
    return (move,) if note is None else (move, note)


def told(hint: Hint | None) -> str:
    """What a shown hint shows, as JSON for tests to read on the board ("": none)."""
    if hint is None:
        return ""
    shown = {"move": str(hint.action), "place": hint.place, "button": hint.button}
    return json.dumps(shown, default=str)


def refusal(*, replaying: bool, over: bool, interactive: bool) -> str | None:
    """The key saying why no hint can be given now, or None: a hint is for a person to
    move in the game being played."""
    if replaying:
        return "app.hint.replay"
    if over:
        return "app.hint.over"
    if not interactive:
        return "app.hint.not_your_turn"
    return None


class Hints:
    """Finds hints one position at a time and remembers the last one shown.

    Once a person has asked for a hint, the next ones are thought ahead (``think_ahead``):
    as soon as it is their turn, while they think, so a hint asked for after a moment is
    there at once (the strongest level takes about a second in the browser). The page's
    first hint is thought ahead unasked, once: a newcomer's first question is often about
    their first move, and the first search of a page runs up to twice as slow while the
    browser compiles Python's busiest code (an Offboard hint: 1.5-1.8 s on a fresh
    browser, against 0.9 s; ``benchmarks/hint_time.py``), which this thinking does
    instead. Nothing more is thought for a person who never asks."""

    def __init__(
        self,
        current: Callable[[], State | None],
        route: Callable[[State, Action], Generator[None, None, Hint]],
        found: Callable[[Hint], None],
        *,
        pause: Callable[[], Awaitable[None]] = yield_to_browser,
        thinking: Callable[[State], Thinking] = hint_thinking,
        ahead: bool = True,
        first_unasked: bool = True,
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        """``current()`` is the position a hint would be for now (None: none, as while a
        replay is shown); ``route(state, action)`` finds, in steps, the hint for ``action``
        as the board shows it (``finding_hint``), and ``found(hint)`` shows it. ``ahead``:
        hints may be thought ahead (not where the person races a clock, whose help is
        instant); ``first_unasked``: the page's first one even unasked. ``busy()`` is True
        while the page still shows the last move: a hint thought ahead waits for it."""
        self._current = current
        self._route = route
        self._found = found
        self._pause = pause
        self._thinking = thinking
        self._ahead = ahead
        self._busy = busy
        #: Whether the person has asked for a hint on this page: then they are thought ahead.
        self.asked = False
        #: Whether a hint may still be thought ahead unasked: the page's first one.
        self._unasked = first_unasked
        self._finding: State | None = None
        self._wanted: State | None = None  # the position a hint was asked for, until shown
        #: The last hint thought, with its route, and the position it is for.
        self._thought: tuple[State, Hint] | None = None
        self.task: asyncio.Future[None] | None = None
        #: The last hint shown (on the board while it applies).
        self.last: Hint | None = None

    def ask(self, state: State, *, replaying: bool, interactive: bool) -> str:
        """Show the hint for ``state``: thought in slices, unless it is being thought already
        or was thought ahead (shown at once, on the page's next turn), or none can be given
        now (``refusal``); return the key of what the message line says: that it is being
        thought, or why there is none."""
        why = refusal(replaying=replaying, over=state.is_over(), interactive=interactive)
        if why is not None:
            return why
        self.asked = True
        self._wanted = state
        if self._thought is not None and self._thought[0] is state:
            self.task = asyncio.ensure_future(self._show(state, self._thought[1]))
        elif self._finding is not state:
            self._start(state)
        return "app.hint.thinking"

    def think_ahead(self, state: State) -> None:
        """It is a person's turn in ``state``: on their first turn on this page, and once they
        have asked for a hint, think of the next one already, shown only if they ask."""
        if not (self._ahead and (self.asked or self._unasked)) or state.is_over():
            return
        self._unasked = False
        thought = self._thought is not None and self._thought[0] is state
        if not thought and self._finding is not state:
            self._start(state)

    def on_board(self, state: State, selection: Any) -> Hint | None:
        """The last hint while the board still shows its position with nothing picked since."""
        hint = self.last
        return hint if hint is not None and hint.applies(state, selection) else None

    def _start(self, state: State) -> None:
        self._finding = state
        self.task = asyncio.ensure_future(self._find(state))

    async def _find(self, state: State) -> None:
        """Think the move, then its route on the board, both in slices: the route taps
        every place of the board, and in one go it held the page for up to 180 ms. A hint
        thought ahead starts once the last move has been shown: thinking beside its motion
        slowed the motion's frames and a tap's answer."""

        def on_board() -> bool:
            return self._current() is state

        wanted = pause_while(on_board, self._pause)
        resting = pause_while(on_board, lambda: asyncio.sleep(REST_POLL_SECONDS))
        try:
            while self._busy() and self._wanted is not state:
                await resting()
            action = await think_in_slices(self._thinking(state), pause=wanted)
            hint = await think_in_slices(self._route(state, action), pause=wanted)
        except Unwanted:
            return
        finally:
            if self._finding is state:
                self._finding = None
        self._thought = (state, hint)
        if self._wanted is state:
            await self._show(state, hint)

    async def _show(self, state: State, hint: Hint) -> None:
        """Show ``hint``, found for ``state``, if the board is still on it."""
        if self._current() is not state:
            return
        self._wanted = None
        self.last = hint
        self._found(hint)
