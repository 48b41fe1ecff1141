"""Input on the board, with the app stood in for by the callables it gives: what a click,
a finger, a key and the right button come to."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.core import Say
from pygames.web.board_input import BoardInput, OnBoard
from pygames.web.boards import board_for
from pygames.web.canvas import Point, RecordingCanvas
from pygames.web.hits import Hit
from pygames.web.hovering import Hover
from pygames.web.ui import Tap
from tests.test_web_down_under import random_positions

#: The board a 390 px phone gets: its places closer than a finger, so a tap between two may
#: mean either.
SIZE = (374.0, 374.0)


class Board:
    """A board as the app would show it, and what input asked of the app."""

    def __init__(self, game_id: str = "offboard", interactive: bool = True) -> None:
        self.ui = board_for(game_id)
        self.state = pygames.get_game(game_id).new_game(seed=3)
        self.selection: Any = None
        self.interactive = interactive
        self.hits: list[Hit] = self.ui.draw(
            RecordingCanvas(*SIZE), self.state, selected=None, interactive=True
        )
        self.taken: list[tuple[Tap, Point | None]] = []
        self.redraws = 0
        self.settled = 0
        self.input = BoardInput(
            self.ui,
            Hover(),
            board=lambda: OnBoard(self.state, self.selection, interactive, self.hits, SIZE),
            take=lambda tap, where: self.taken.append((tap, where)),
            redraw=self.redraw,
            settle=self.settle,
        )

    def redraw(self) -> None:
        self.redraws += 1

    def settle(self) -> None:
        self.settled += 1

    def live(self) -> list[Hit]:
        """The places whose tap picks something, now."""
        return [h for h in self.hits if self.ui.tap(self.state, None, h.key).selection]


def test_a_click_on_a_place_takes_the_board_s_tap_there_after_ending_the_show() -> None:
    board = Board()
    place = board.live()[0]
    board.input.click(place.x, place.y, fingers=False)
    [(tap, where)] = board.taken
    assert tap == board.ui.tap(board.state, None, place.key) and where == (place.x, place.y)
    assert board.settled == 1


def test_nothing_is_taken_while_a_person_may_not_act() -> None:
    board = Board(interactive=False)
    place = board.hits[0]
    board.input.click(place.x, place.y, fingers=True)
    board.input.tap_at(place.x, place.y)
    assert board.taken == [] and board.input.lens is None


def test_a_finger_between_two_live_places_opens_the_lens_and_beside_it_closes_it() -> None:
    board = Board()
    a, b = min(
        ((a, b) for a in board.live() for b in board.live() if a is not b),
        key=lambda pair: (pair[0].x - pair[1].x) ** 2 + (pair[0].y - pair[1].y) ** 2,
    )
    board.input.click((a.x + b.x) / 2, (a.y + b.y) / 2, fingers=True)
    lens = board.input.lens
    assert lens is not None
    # said in the message line, not beside the tap over the lens (a newcomer took it for a
    # stray zoom); nothing picked or played
    assert board.taken == [(Tap(selection=None, message=Say("app.lens.open")), None)]
    far = (0.0, 0.0) if not lens.contains(0.0, 0.0) else (SIZE[0] - 1, SIZE[1] - 1)
    board.input.click(*far, fingers=True)
    assert board.input.lens is None and len(board.taken) == 1 and board.redraws == 1


def test_keys_move_the_ring_tap_it_and_escape_puts_down_what_is_picked() -> None:
    board = Board()
    assert board.input.key("Enter", ctrl=False) is True  # no ring yet: one is shown
    assert board.input.focus is not None and board.taken == []
    assert board.input.key("ArrowLeft", ctrl=False) is True
    board.input.focus = board.live()[0].key
    assert board.input.key(" ", ctrl=False) is True
    assert board.taken[-1][0] == board.ui.tap(board.state, None, board.input.focus)
    board.selection = board.taken[-1][0].selection
    assert board.input.key("Escape", ctrl=False) is False  # the browser may see it too
    assert board.taken[-1] == (Tap(selection=None), None)
    assert board.input.key("q", ctrl=False) is False


def test_the_board_s_own_keys_come_first_and_the_right_button_is_one_of_them() -> None:
    board = Board("down-under")
    assert board.ui.key is not None
    assert board.input.context_menu() is False  # nothing previewed: the browser's menu shows
    assert board.input.key("r", ctrl=False) is False and board.taken == []


def test_a_tap_whose_answer_speaks_of_another_place_notes_that_place_not_the_tapped() -> None:
    """Down Under refuses a card tapped in the hand for the cell it would go to: the place
    noted for the board to ring is that cell (``Tap.marks``), not the card."""
    board = Board("down-under")
    board.state, card = next(
        (state, hit)
        for state in random_positions(12, seed=5)
        for hit in board.ui.draw(RecordingCanvas(*SIZE), state, selected=None, interactive=True)
        if not state.is_over()
        and isinstance(hit.key, tuple)
        and hit.key[0] == "card"
        and board.ui.tap(state, None, hit.key).marks is not None
    )
    board.hits = board.ui.draw(RecordingCanvas(*SIZE), board.state, selected=None, interactive=True)
    marks = board.ui.tap(board.state, None, card.key).marks
    assert marks != card.key
    board.input.tap_at(card.x, card.y)
    assert board.input.noted(board.state, None) == marks
    assert board.input.noted(board.state, "something picked since") is None
