"""A guided first game ("Learn to play"): a short game on a fixed deal in which the person
makes every move, told one thing at each step.

A lesson is data (``Lesson``): the game and its setup (players, options, seed), the whole
record of the game as it will be played (the person's moves and the computer's), the
moves of that record played for everyone before the lesson starts (its ``opening``: a
setup a newcomer cannot decide before knowing the rules, like Australia's windmill and
deal), and for each of the person's moves after it a step: the catalog key of what it
says, and whether it takes only the move of the record or any legal move (a free step,
only at the end: after it the record no longer applies). A step's move may come with
actions the same tap plays before it (``Step.before``: a real-time board's clock catching
up to a change), taught and checked with it. The computer plays the record's moves
(``Script``); the person is told what to do, the board marks where (the next tap of the
step's move, as a hint would), and any other move is answered with why: the engine's
reason for an illegal one, the lesson's own words for a legal one it does not teach.
``problems()`` replays the record through the engine, so a lesson that no longer plays
is a failing test, not a broken page.

Plain Python with no browser imports; each game's lessons live beside its board
(``pygames/web/<game>/lesson.py``) and are listed in ``LESSONS``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
    "down-under": "pygames.web.down_under.lesson",
    "offboard": "pygames.web.offboard.lesson",
    "out-of-mine": "pygames.web.out_of_mine.lesson",
    "outback": "pygames.web.outback.lesson",
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
    #: What the tap that plays the move plays before it, in notation: Out of Mine!'s clock
    #: stepping on a tenth before each change (none before a free step).
    before: tuple[str, ...] = ()

    def actions(self) -> tuple[str | None, ...]:
        """Everything the step plays, in order (None: the free step's one move)."""
        return (*self.before, self.move)


@dataclass(frozen=True, slots=True)
class Lesson:
    """A guided game of one game (see the module docstring)."""

    game_id: str
    seed: int
    #: The whole game as the lesson plays it, in notation: everyone's moves.
    moves: tuple[str, ...]
    #: One per move of the person's after the opening (with what the same tap plays
    #: first), in order.
    steps: tuple[Step, ...]
    #: What is said once the last step is played (a catalog key).
    done: str
    players: int = 2
    person: int = 0
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    #: What a legal move that is not the step's is answered with (a catalog key; None: the
    #: shell's words, pointing to the place the board marks).
    otherwise: str | None = None
    #: The real game the lesson ends with, when not its own setup played on: its player
    #: count and options (Out of Mine!'s lesson is played alone with no clock; the real
    #: game races a dwarf).
    then_players: int | None = None
    then_options: Mapping[str, OptionValue] | None = None
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

    def seats(self, players: int | None = None) -> tuple[str, ...]:
        """The person in their seat, the computer in the others (of ``players``, if given)."""
        count = self.players if players is None else players
        return tuple(HUMAN if seat == self.person else f"ai:{AFTERWARDS}" for seat in range(count))

    def real_game(self) -> tuple[tuple[str, ...], Mapping[str, OptionValue]]:
        """The seats and options of the real game the lesson ends with."""
        options = self.options if self.then_options is None else self.then_options
        return self.seats(self.then_players), options

    def _progress(self, state: State) -> tuple[int, int]:
        """The step the person is at in ``state`` and how many of its actions are played."""
        played = movers(state)[self.opening :].count(self.person)
        for number, step in enumerate(self.steps):
            if played < len(step.actions()):
                return number, played
            played -= len(step.actions())
        return len(self.steps), 0

    def taken(self, state: State) -> int:
        """How many of the lesson's steps ``state`` has played."""
        return self._progress(state)[0]

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

    def refusal(self, state: State, action: Action, before: Sequence[Action] = ()) -> Say | None:
        """Why the lesson does not take ``action`` now, played after ``before`` by one tap
        (None: it does): a legal move that is not the step's is answered with what the step
        asks for."""
        number, done = self._progress(state)
        if number >= len(self.steps) or state.current_player != self.person:
            return None
        step = self.steps[number]
        if step.move is None:
            return None
        here = state
        for earlier in before:
            if earlier not in here.legal_actions():
                return None  # an illegal move is the engine's to refuse, with its own reason
            here = here.apply(earlier)
        if action not in here.legal_actions():
            return None
        wanted = tuple(map(state.parse_action, (*step.before, step.move)[done:]))
        if (*before, action) == wanted:
            return None
        # The board marks the step's move; its description would name places by notation.
        return Say(self.otherwise or "lesson.not_this")

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
        taught = iter([action for step in self.steps for action in step.actions()])
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
                step = next(taught, "")  # "": the steps ran out
                if step == "":
                    found.append(f"move {ply + 1} ({notation}) is the person's but has no step")
                elif step is None:
                    found.append("a free step before the record ends: the record no longer applies")
                elif step != notation:
                    found.append(f"move {ply + 1}: the step teaches {step}, not {notation}")
        if any(step is not None for step in taught):
            found.append("a step after the record's last move teaches a move")
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
