"""The screen on a stand-in page, built from its parts and a moment the test holds (no app):
what is redrawn when, what is said where and in which language, how a move is shown, which
hint is on the board, and the end screen."""

from __future__ import annotations

import random

import pygames
from pygames.core import Say, State
from pygames.web.board_input import BoardInput
from pygames.web.board_view import BoardView
from pygames.web.boards import board_for
from pygames.web.computer import ComputerTurns
from pygames.web.hints import Hints, finding_hint, hint_for
from pygames.web.match import Match, Replay
from pygames.web.page_view import PageView
from pygames.web.presenter import Moment
from pygames.web.screen import Screen
from pygames.web.settings import Settings
from pygames.web.text import Text
from pygames.web.tutor import Tutor
from pygames.web.ui import Selection
from tests.stand_in_page import Document, PageCanvas, Show

SIZE = (600.0, 500.0)


class Stage:
    """A screen for one game's match, and the stand-ins it draws and speaks on."""

    def __init__(self, game_id: str, *, language: str = "en", seed: int = 3) -> None:
        self.ui = board_for(game_id)
        game = pygames.get_game(game_id)
        self.match = Match.start(game, ("human",) * game.min_players, seed)
        self.replay: Replay | None = None
        self.selection: Selection = None
        self.settings = Settings()
        self.document, self.canvas, self.show = Document(), PageCanvas(*SIZE), Show()
        self.view = PageView(self.ui, self.document, Text(language))
        board = BoardView(self.ui, self.canvas, self.document["board"])
        self.hints = Hints(
            lambda: None,
            lambda state, action: finding_hint(self.ui, state, action, SIZE),
            lambda _hint: None,
        )
        self.screen = Screen(
            self.ui,
            self.view,
            board,
            title=game.title,
            moment=self.moment,
            settings=lambda: self.settings,
            hints=self.hints,
            tutor=Tutor(game.id, resumed=False, offered_before=True),
            computer=ComputerTurns(lambda _actions: None, lambda _people: 0.0),
            show=self.show,
            taps=BoardInput(
                self.ui,
                board.hover,
                board=lambda: self.screen.on_board(),
                take=lambda _tap, _where: None,
                redraw=lambda: None,
                settle=self.show.finish,
            ),
        )

    def moment(self) -> Moment:
        interactive = self.replay is None and self.match.awaiting_human()
        return Moment(self.match, self.replay, self.selection, interactive, {})

    def play(self, plies: int) -> None:
        rng = random.Random(plies)
        for _ in range(plies):
            self.match.play(rng.choice(self.match.state.legal_actions()))

    def text(self, element_id: str) -> str:
        return str(self.document[element_id].textContent)


def test_the_board_alone_is_redrawn_without_touching_the_panels() -> None:
    stage = Stage("offboard")
    stage.screen.render()
    status, drawn = stage.text("status"), stage.canvas.pictures
    stage.play(1)
    stage.screen.draw_board()
    assert stage.canvas.pictures == drawn + 1 and stage.text("status") == status
    stage.screen.render()
    assert stage.canvas.pictures == drawn + 2 and stage.text("status") != status
    assert stage.screen.on_board().state is stage.match.state


def test_a_move_is_shown_at_the_settings_speed_or_at_once_when_hurried() -> None:
    stage = Stage("offboard")
    stage.settings = Settings(ai_speed="slow")
    stage.play(1)
    state, motion = stage.match.state, stage.ui.motion
    assert motion is not None
    caused = stage.screen.show_move(state, hurried=False)
    length = motion(state) * stage.settings.motion_scale()
    assert length > 0
    assert stage.show.started[-1] == (caused, length, stage.settings.telling_pace())
    stage.screen.show_move(state, hurried=True)
    assert stage.show.started[-1] == (caused, 0.0, 0.0)


def test_lines_are_said_joined_in_the_reader_s_language_and_nothing_clears_them() -> None:
    stage = Stage("offboard", language="de")
    first, second = Say("app.taken_back"), Say("app.undo.nothing")
    stage.screen.show_message(first, second, error=True)
    german = Text("de")
    assert stage.text("message") == f"{german.say(first)} {german.say(second)}"
    assert german.say(first) != Text("en").say(first)
    assert stage.document["message"].classList.contains("error")
    stage.screen.show_message()
    assert stage.text("message") == ""
    assert not stage.document["message"].classList.contains("error")


def test_a_tap_s_message_is_noted_beside_the_tap_and_a_key_s_in_the_line_alone() -> None:
    stage = Stage("offboard")
    note, said = stage.document["tap-note"], Say("app.not_your_turn")
    note.hidden = True
    stage.screen.say_at(said, None)  # a key: no place to note it beside
    assert stage.text("message") == Text("en").say(said) and note.hidden
    stage.screen.say_at(said, (200.0, 150.0))
    assert note.textContent == stage.text("message") and not note.hidden
    assert (note.style.left, note.style.top) == ("200.0px", "150.0px")
    stage.screen.say_at(None, (200.0, 150.0))
    assert stage.text("message") == ""


def test_a_board_that_keeps_its_notes_in_one_place_has_them_there() -> None:
    stage = Stage("out-of-mine")
    assert stage.ui.tap_notes is not None
    x, y = stage.ui.tap_notes.at(*SIZE)
    stage.screen.say_at(Say("app.not_your_turn"), (5.0, 5.0))
    note = stage.document["tap-note"]
    assert (note.style.left, note.style.top) == (f"{x}px", f"{y}px") != ("5.0px", "5.0px")


def _finished(stage: Stage) -> State:
    rng = random.Random(1)
    state = stage.match.state
    while not state.is_over():
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_end_is_announced_and_its_screen_follows_a_change_of_language() -> None:
    stage = Stage("offboard")
    stage.match = Match(_finished(stage), stage.match.seats)
    stage.screen.render()
    stage.screen.show_over()
    english = stage.text("end-title")
    assert stage.document["end"].open and english
    announced = stage.document["announce"].lastElementChild
    assert announced is not None and announced.textContent
    stage.screen.change_language("de")
    assert stage.view.text.language == "de" and stage.text("end-title") not in ("", english)


def test_a_language_arriving_again_changes_nothing() -> None:
    stage = Stage("offboard")
    stage.screen.show_message(Say("app.taken_back"))
    drawn = stage.canvas.pictures
    stage.screen.change_language("en")
    assert stage.text("message") and stage.canvas.pictures == drawn


def test_the_last_hint_is_on_the_board_while_it_applies_and_never_in_a_replay() -> None:
    stage = Stage("offboard")
    state = stage.match.state
    hint = stage.hints.last = hint_for(stage.ui, state, state.legal_actions()[0], SIZE)
    stage.selection = hint.selection  # as the hint shown picked it
    assert stage.screen.hint_shown(stage.moment()) is hint
    stage.selection = None  # put down
    assert stage.screen.hint_shown(stage.moment()) is None
    stage.selection = hint.selection
    stage.replay = Replay.of(state)
    assert stage.screen.hint_shown(stage.moment()) is None
    stage.replay = None
    stage.play(1)
    assert stage.screen.hint_shown(stage.moment()) is None
