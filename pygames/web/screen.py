"""The page on screen: the board drawn and the panels around it, composed by the presenter
from the app's moment and what its parts show (the computers thinking, the show of a move,
the hint or the lesson's mark, the lens and the ring of the keys); and what the page says,
in the reader's language: the message line, a tap's note, a move told to screen readers,
the end screen.

Built from the view, the board, the parts (none of which holds the app) and two callables,
``moment()`` and ``settings()``, so the app only says when to draw, and what is drawn from
what is decided here and in ``presenter``, both tested in CPython on stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from pygames.core import Action, Say, State
from pygames.web import hints as hinting
from pygames.web import presenter
from pygames.web.board_input import BoardInput, OnBoard
from pygames.web.board_view import BoardView
from pygames.web.canvas import Point
from pygames.web.computer import ComputerTurns
from pygames.web.hints import Hint, Hints
from pygames.web.page_view import PageView, Panels, status
from pygames.web.presenter import Moment
from pygames.web.settings import Settings
from pygames.web.text import Text
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
    """Draws the board and the panels around it for the app's moment, and says what the
    page says."""

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

    def on_board(self) -> OnBoard:
        """The board as input finds it: the match's position, the places a tap can hit."""
        now = self.moment()
        state, hits, size = now.match.state, self.board.hits, self.board.size
        return OnBoard(state, now.selection, now.interactive, hits, size, now.timing)

    def show_message(self, *lines: Say, error: bool = False) -> None:
        """Put ``lines`` in the message line in the reader's language (none: clear it)."""
        self.view.message(" ".join(self.view.text.say(line) for line in lines), error=error)

    def say_at(self, message: Say | None, where: Point | None, *, on_board: bool = False) -> None:
        """Say a tap's message (None: clear the line), and beside the place tapped too
        (``where``; None for a key), or where the board keeps its notes, unless the board
        draws it itself (``on_board``)."""
        said = self.view.text.say(message) if message else ""
        self.view.message(said)
        if said and where is not None and not on_board:
            tap_notes = self.ui.tap_notes
            x, y = where if tap_notes is None else tap_notes.at(*self.board.size)
            self.view.note_at(said, x, y, self.board.size[0])

    def change_language(self, language: str) -> None:
        """Say everything in ``language`` from now on (the message said in another goes; the
        page's catalog arriving in the language it opened in keeps it: a first game's line,
        a bad link's note)."""
        if language == self.view.text.language:
            return
        self.view.text = Text(language)
        self.view.message("")
        self.render()
        if self.view.is_end_open():
            self.show_end()

    def show_move(self, state: State, *, hurried: bool) -> tuple[Caused, ...]:
        """Start showing the move that led to ``state``, on the board: its motion and what it
        caused told a line at a time, at the settings' speed (at once, ``hurried``: the
        computers skipped ahead); return what it caused."""
        caused = self.ui.caused(state)
        motion, settings = self.ui.motion, self.settings()
        length = 0.0 if hurried or motion is None else motion(state) * settings.motion_scale()
        self.show.start(caused, length=length, pace=0.0 if hurried else settings.telling_pace())
        return caused

    def tell_played(self, action: Action, player: int | None, caused: Sequence[Caused]) -> None:
        """Tell screen readers the move ``player`` just played and what it caused: a move
        the log keeps no line for (a step of a race's clock) is not told either."""
        moment = self.moment()
        after = moment.match.state
        before = after.parent
        assert before is not None  # a move was just played
        text = self.view.text
        name = text.say(self.ui.name(moment.position, player)) if player is not None else ""
        logged = self.ui.is_logged(after, after)
        played = text("app.played", player=name, move=before.describe(action)) if logged else ""
        told = " ".join(text.say(line.say) for line in caused)
        if played or told:
            self.view.announce(f"{played} {told}".strip())

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
            noted=self.taps.noted(moment.position, moment.selection),
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

    def show_over(self) -> None:
        """The match is over: tell screen readers how it ended, and open the end screen."""
        self.view.announce(status(self.ui, self.view.text, self.panels()))
        self.show_end()

    def show_end(self) -> None:
        """Open the end screen of the match: its result and the hints it took."""
        match = self.moment().match
        self.view.show_end(match.state, match.seats, len(match.hints))
