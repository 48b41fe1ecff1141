"""The page's lesson mode: whether the game's guided first game (``lessons``) is offered,
the lesson being played, what its box says and where its step is played next.

Built from plain values and the callables it is handed, like ``ComputerTurns``, so its
rules are tested in CPython; the app asks it and does what it says (starting a match,
saving the lesson's progress beside the real game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pygames.ai.agent import Agent
from pygames.core import Action, Say, State
from pygames.games.levels import make_agent
from pygames.web.hints import Hint
from pygames.web.lessons import Lesson, lesson_for
from pygames.web.page_view import Guide
from pygames.web.ui import Selection


class Tutor:
    """The lesson of one game's page (``lesson``: None while a real game is played)."""

    def __init__(
        self,
        game_id: str,
        *,
        resumed: bool,
        offered_before: bool,
        welcome: Say | None = None,
        answered: Callable[[], object] = lambda: None,
    ) -> None:
        """``resumed``: the page reopens a lesson in progress; ``offered_before``: this
        visitor answered the offer already (it is made until answered); ``welcome``: how a
        first-timer's first game was set up (``greeting``); ``answered()`` is called when
        the offer ends, to remember it: a reload before an answer offers it again."""
        self.game_id = game_id
        self._answered = answered
        self.lesson: Lesson | None = lesson_for(game_id) if resumed else None
        #: Whether the page offers the lesson now: to a first-time visitor, until they
        #: move, start it or decline it.
        self.offering = (
            self.lesson is None and not offered_before and lesson_for(game_id) is not None
        )
        self._marked: tuple[State, Selection, Hint | None] | None = None
        #: The welcome not yet said (None once said, or once another match is played).
        self.welcome = welcome

    @property
    def available(self) -> bool:
        """Whether the game has a lesson."""
        return lesson_for(self.game_id) is not None

    @property
    def can_learn(self) -> bool:
        """Whether "Learn to play" is offered: the game has a lesson, none is being played,
        and it is not offered in its own box already."""
        return self.available and self.lesson is None and not self.offering

    def enter(self) -> Lesson | None:
        """Start the game's lesson (None: the game has none)."""
        self._end_offer()
        self.lesson = lesson_for(self.game_id)
        return self.lesson

    def leave(self) -> Lesson | None:
        """Leave the lesson being played; return it (None: none was)."""
        lesson, self.lesson = self.lesson, None
        return lesson

    def greeting(self) -> Say | None:
        """The welcome to say now, once: it waits while the lesson is offered beside it
        (one thing at a time to read)."""
        if self.offering:
            return None
        welcome, self.welcome = self.welcome, None
        return welcome

    def decline(self) -> None:
        """The visitor would rather play: the offer goes."""
        self._end_offer()

    def moved(self, *, by_person: bool) -> None:
        """A move was played: the person's first move ends the offer, a computer's does not."""
        if by_person:
            self._end_offer()

    def _end_offer(self) -> None:
        if self.offering:
            self.offering = False
            self._answered()

    def refusal(self, state: State, action: Action, before: Sequence[Action] = ()) -> Say | None:
        """Why the lesson does not take ``action`` now, played after ``before`` by one tap
        (None: it does, or no lesson is played)."""
        return self.lesson.refusal(state, action, before) if self.lesson is not None else None

    def agent_for(self, game_id: str, level: str, seed: int) -> Agent:
        """The computer for a seat: the lesson's script while one is played, else the level's
        (``ComputerTurns.agent_for``)."""
        if self.lesson is not None:
            return self.lesson.agent(seed)
        return make_agent(game_id, level, seed)

    def mark(
        self, state: State, selection: Selection, route: Callable[[Action], Hint | None]
    ) -> Hint | None:
        """Where the step's move is played next from ``selection`` (``route`` finds it on the
        board: a search over its taps, so worked out once per position and selection)."""
        if self.lesson is None:
            return None
        if self._marked is None or self._marked[0] is not state or self._marked[1] != selection:
            expected = self.lesson.expected(state)
            self._marked = (state, selection, route(expected) if expected is not None else None)
        return self._marked[2]

    def guide(self, state: State, title: str) -> Guide | None:
        """What the lesson's box says in ``state`` (None: no lesson, and none offered)."""
        if self.lesson is None:
            return Guide(offer=True, game=title) if self.offering else None
        step = self.lesson.step(state)
        steps = len(self.lesson.steps)
        return Guide(
            step=min(self.lesson.taken(state) + 1, steps),
            steps=steps,
            say=step.say if step is not None else self.lesson.done,
            done=step is None,
        )
