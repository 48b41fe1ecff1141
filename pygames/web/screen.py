"""The page on screen: the board drawn and the panels around it, composed by the presenter
from the app's moment and what its parts show (the computers thinking, the show of a move,
the hint or the lesson's mark, the lens and the ring of the keys).

Built from the view, the board, the parts (none of which holds the app) and two callables,
``moment()`` and ``settings()``, so the app only says when to draw, and what is drawn from
what is decided here and in ``presenter``, both tested in CPython on stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from pygames.core import Action
from pygames.web import hints as hinting
from pygames.web import presenter
from pygames.web.board_input import BoardInput
from pygames.web.board_view import BoardView
from pygames.web.computer import ComputerTurns
from pygames.web.hints import Hint, Hints
from pygames.web.page_view import PageView, Panels
from pygames.web.presenter import Moment
from pygames.web.settings import Settings
from pygames.web.tutor import Tutor
from pygames.web.ui import BoardUI, Caused


class Show(Protocol):
    """The show of the last move on the board (``showing.Showing`` in the page)."""

    def start(self, lines: Sequence[Caused], *, length: float, pace: float) -> None: ...
    def finish(self) -> bool: ...
    def busy(self) -> bool: ...
    def is_moving(self) -> bool: ...
    def follows_motion(self) -> bool: ...
    def progress(self) -> float: ...
    def place(self) -> Hashable | None: ...


class Screen:
    """Draws the board and the panels around it for the app's moment."""

    def __init__(
        self,
        ui: BoardUI[Any],
        view: PageView,
        board: BoardView,
        *,
        title: str,
        moment: Callable[[], Moment],
        settings: Callable[[], Settings],
        hints: Hints,
        tutor: Tutor,
        computer: ComputerTurns,
        show: Show,
        taps: BoardInput,
    ) -> None:
        """``moment()`` is the app now (its match, replay and selection); ``settings()`` the
        page's settings as last remembered; ``title`` the game's, named in a lesson's offer."""
        self.ui = ui
        self.view = view
        self.board = board
        self.title = title
        self.moment = moment
        self.settings = settings
        self.hints = hints
        self.tutor = tutor
        self.computer = computer
        self.show = show
        self.taps = taps

    def render(self) -> None:
        """Redraw the board and bring the page around it up to date."""
        self.draw_board()
        self.view.render(self.panels())

    def draw_board(self) -> None:
        """Redraw the board alone (a hover, a frame of a motion): the panels stay."""
        moment = self.moment()
        picture = presenter.picture(
            self.ui,
            moment,
            hint=self.hint_shown(moment),
            settings=self.settings(),
            language=self.view.text.language,
            progress=self.show.progress,
            in_motion=self.show.follows_motion(),
            ring=self.taps.ring(),
            lens=self.taps.lens,
            focus=lambda: self.taps.in_focus(self.show.place()),
            teaching=self.tutor.lesson is not None,
        )
        self.board.draw(picture)

    def panels(self) -> Panels:
        """The panels around the board as they are now."""
        moment = self.moment()
        return presenter.panels(
            self.ui,
            moment,
            hint=self.hint_shown(moment),
            thinking=self.computer.thinking,
            skipping=self.computer.skipping,
            moving=self.show.is_moving(),
            settings=self.settings(),
            guide=self.tutor.guide(moment.match.state, self.title),
            can_learn=self.tutor.can_learn,
        )

    def hint_shown(self, moment: Moment) -> Hint | None:
        """The hint on the board; in a lesson, the next tap or button of its step's move."""
        state, selection = moment.match.state, moment.selection

        def route(expected: Action) -> Hint | None:
            size = self.board.size
            return hinting.next_step(self.ui, state, expected, selection, size, **moment.timing)

        def lesson_mark() -> Hint | None:
            return self.tutor.mark(state, selection, route)

        mark = lesson_mark if self.tutor.lesson is not None else None
        return presenter.hint_on_board(moment, self.hints.on_board, mark)

    def show_end(self) -> None:
        """Open the end screen of the match: its result and the hints it took."""
        match = self.moment().match
        self.view.show_end(match.state, match.seats, len(match.hints))
