"""The computers' turns: when one starts, how long it lasts, skipping and cancelling.

Plain Python on ``asyncio`` with no browser imports, so its rules are tested
in CPython: a computer thinks only while it is to move and nothing holds it
back (a replay on screen, the New game dialog open); its move stays on screen
at least the chosen pace, and until the page has shown the last move (its motion,
what it caused) unless that pace is none, or the player asked to skip ahead; and undo, a
new game or a load cancels a move being thought, so it is never played on a
position it was not meant for.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence

from pygames.ai.agent import Agent
from pygames.core import Action
from pygames.games.levels import make_agent
from pygames.web.match import HUMAN, Match
from pygames.web.thinking import Unwanted, pause_while, think_in_slices, yield_to_browser


class ComputerTurns:
    """Starts a computer's turn when one is due, and plays its move when it is ready."""

    def __init__(
        self,
        play: Callable[[Sequence[Action]], object],
        pace: Callable[[bool], float],
        *,
        clock: Callable[[], float] = time.perf_counter,
        pause: Callable[[], Awaitable[None]] = yield_to_browser,
        whole_turns: bool = False,
        busy: Callable[[], bool] = lambda: False,
    ) -> None:
        """``play`` plays moves for the player to act, one after another;
        ``pace(people_playing)`` is the shortest time in seconds a computer's move stays
        on screen; with ``whole_turns`` a computer thinks its whole turn (every action
        until another player is to act) and it is played at once (a real-time timeline);
        ``busy()`` is True while the page is still showing the last move."""
        self._play = play
        self._whole_turns = whole_turns
        self._pace = pace
        self._clock = clock
        self._pause = pause
        self._busy = busy
        #: Who plays a computer's seat: ``(game_id, level, seed) -> Agent`` (a lesson's
        #: computer plays its script).
        self.agent_for: Callable[[str, str, int], Agent] = make_agent
        self._token = 0
        self.thinking = False
        #: The computers play on without pausing until a person must act.
        self.skipping = False
        self.task: asyncio.Future[None] | None = None

    def schedule(self, match: Match, *, held: bool = False) -> None:
        """Start the computer's turn if one is to move and nothing ``held`` it back."""
        level = match.ai_level()
        if level is None:
            self.skipping = False  # a person acts (or the game is over): back to the pace
        if level is None or self.thinking or held:
            return
        self._token += 1
        self.thinking = True
        self.task = asyncio.ensure_future(self._turn(self._token, match, level))

    def cancel(self) -> None:
        """Drop the move being thought: the position it was meant for is gone."""
        self._token += 1
        self.thinking = False
        self.skipping = False

    def skip(self) -> None:
        """Let the computers play without pausing until a person must act."""
        self.skipping = True

    async def _turn(self, token: int, match: Match, level: str) -> None:
        state = match.state
        started = self._clock()
        pause = pause_while(lambda: token == self._token, self._pause)  # cancel() moves it on
        try:
            player = state.current_player
            assert player is not None  # a level is only given when someone must move
            agent = self.agent_for(state.game.id, level, state.seed)
            actions, position = [], state
            while True:
                action = await think_in_slices(agent.think(position.view(player)), pause=pause)
                actions.append(action)
                if not self._whole_turns:
                    break
                position = position.apply(action)
                if position.current_player != player:
                    break
            # Play the moves in a task of their own: after the last slice of thinking, the
            # moves and the redraw they cause would block the page for both at once.
            await pause()
            pace = self._pace(HUMAN in match.seats)
            while not self.skipping:
                left = pace - (self._clock() - started)
                if left <= 0 and (pace <= 0 or not self._busy()):  # no pace: no waiting at all
                    break
                await asyncio.sleep(min(0.05, left) if left > 0 else 0.05)
        except Unwanted:
            return
        if token != self._token or match.state is not state:
            return
        self.thinking = False
        self._play(actions)
