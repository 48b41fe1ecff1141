"""A guided first game ("Learn to play"): a short game on a fixed deal in which the person
makes every move, told one thing at each step.

A lesson is data (``Lesson``): the game and its setup (players, options, seed), the whole
record of the game as it will be played (the person's moves and the computer's), the
moves of that record played for everyone before the lesson starts (its ``opening``: a
setup a newcomer cannot decide before knowing the rules, like Australia's windmill and
deal), and for each of the person's moves after it a step: the catalog key of what it
says, and whether it takes only the move of the record or any legal move (a free step,
only at the end: after it the record no longer applies). The computer plays the record's
moves (``Script``); the person is told what to do, the board marks where (the next tap
of the step's move, as a hint would), and any other move is answered with why: the
engine's reason for an illegal one, the step's own words for a legal one it does not
teach. ``problems()`` replays the record through the engine, so a lesson that no longer
plays is a failing test, not a broken page.

Plain Python with no browser imports; each game's lessons live beside its board
(``pygames/web/<game>/lesson.py``) and are listed in ``LESSONS``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module

import pygames
from pygames.ai.agent import Agent, Thinking
from pygames.core import Action, InvalidNotation, OptionValue, Say, State, View
from pygames.games.levels import make_agent
from pygames.web.match import HUMAN

#: Game id -> the module that defines its board's ``LESSON``: the games with a lesson.
LESSONS: dict[str, str] = {
    "australia": "pygames.web.australia.lesson",
    "offboard": "pygames.web.offboard.lesson",
    "outback": "pygames.web.outback.lesson",
    "down-under": "pygames.web.down_under.lesson",
}
#: The level of the computer after the lesson's last scripted move, and of the real game
#: the lesson ends with.
AFTERWARDS = "easy"


@dataclass(frozen=True, slots=True)
class Step:
    """One of the person's moves in a lesson: what the step says (a catalog key) and the
    move it teaches (its notation; None: any legal move, a free step)."""

    say: str
    move: str | None


@dataclass(frozen=True, slots=True)
class Lesson:
    """A guided game of one game (see the module docstring)."""

    game_id: str
    seed: int
    #: The whole game as the lesson plays it, in notation: everyone's moves.
    moves: tuple[str, ...]
    #: One per move of the person's after the opening, in order.
    steps: tuple[Step, ...]
    #: What is said once the last step is played (a catalog key).
    done: str
    players: int = 2
    person: int = 0
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    #: How many of ``moves`` are played for everyone before the first step.
    opening: int = 0

    def start(self) -> State:
        """The lesson's first position: the game set up and its opening played."""
        state = self._setup()
        for notation in self.moves[: self.opening]:
            state = state.apply(state.parse_action(notation))
        return state

    def _setup(self) -> State:
        """The game as dealt, before any move."""
        game = pygames.get_game(self.game_id)
        return game.new_game(players=self.players, seed=self.seed, options=self.options)

    def seats(self) -> tuple[str, ...]:
        """The person in their seat, the computer in the others."""
        return tuple(
            HUMAN if seat == self.person else f"ai:{AFTERWARDS}" for seat in range(self.players)
        )

    def taken(self, state: State) -> int:
        """How many of the lesson's steps ``state`` has played (the person's moves since the
        opening)."""
        return movers(state)[self.opening :].count(self.person)

    def step(self, state: State) -> Step | None:
        """The step the person is at in ``state`` (None: every step is played)."""
        taken = self.taken(state)
        return self.steps[taken] if taken < len(self.steps) else None

    def is_done(self, state: State) -> bool:
        """Whether every step of the lesson has been played."""
        return self.taken(state) >= len(self.steps)

    def expected(self, state: State) -> Action | None:
        """The move the step teaches in ``state`` (None: any move, or no step)."""
        step = self.step(state)
        if step is None or step.move is None or state.current_player != self.person:
            return None
        return state.parse_action(step.move)

    def refusal(self, state: State, action: Action) -> Say | None:
        """Why the lesson does not take ``action`` now (None: it does): a legal move that is
        not the step's is answered with what the step asks for."""
        expected = self.expected(state)
        if expected is None or action == expected or action not in state.legal_actions():
            return None  # an illegal move is the engine's to refuse, with its own reason
        # The board marks the step's move; its description would name places by notation.
        return Say("lesson.not_this")

    def agent(self, seed: int) -> Agent:
        """The computer of the lesson: the record's moves, then the easy level's."""
        return Script(self, seed)

    def problems(self) -> list[str]:
        """What is wrong with the lesson as data: a move the engine refuses or cannot read,
        a step whose move is not the record's, steps and the person's moves that do not
        match, a free step before the last, an opening that Undo could go back into. Empty
        for a lesson that plays."""
        found: list[str] = []
        state = self._setup()
        steps = iter(self.steps)
        for ply, notation in enumerate(self.moves):
            mover = state.current_player
            try:
                action = state.parse_action(notation)
                state = state.apply(action)
            except (InvalidNotation, pygames.IllegalAction) as error:
                return [*found, f"move {ply + 1} ({notation}): {error}"]
            if ply == self.opening - 1 and self.person in movers(state) and not state.is_reveal():
                found.append("undo could take the person back into the opening")
            if mover == self.person and ply >= self.opening:
                step = next(steps, None)
                if step is None:
                    found.append(f"move {ply + 1} ({notation}) is the person's but has no step")
                elif step.move is not None and step.move != notation:
                    found.append(f"move {ply + 1}: the step teaches {step.move}, not {notation}")
        left = list(steps)
        if any(step.move is not None for step in left):
            found.append("a step after the record's last move teaches a move")
        if any(step.move is None for step in self.steps[: len(self.steps) - len(left)]):
            found.append("a free step before the record ends: the record no longer applies")
        return found


class Script(Agent):
    """Plays the lesson's record for the computer's seats; past it, the easy level."""

    def __init__(self, lesson: Lesson, seed: int) -> None:
        super().__init__(seed)
        self.lesson = lesson
        self._afterwards = make_agent(lesson.game_id, AFTERWARDS, seed)

    def think(self, view: View) -> Thinking:
        ply = len(view.state.actions())
        if ply < len(self.lesson.moves):
            action = view.state.parse_action(self.lesson.moves[ply])
            if action in view.state.legal_actions():
                return action
            yield  # the person left the record in a free step: the easy level plays on
        return (yield from self._afterwards.think(view))


def movers(state: State) -> list[int | None]:
    """Who made each move that led to ``state``, first move first."""
    found: list[int | None] = []
    here = state.parent
    while here is not None:
        found.append(here.current_player)
        here = here.parent
    return found[::-1]


def lesson_for(game_id: str) -> Lesson | None:
    """The lesson of a game (None: it has none yet)."""
    module = LESSONS.get(game_id)
    if module is None:
        return None
    lesson: Lesson = import_module(module).LESSON
    return lesson
