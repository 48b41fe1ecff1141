"""The clock of a turn played against it: when it runs, stands, stops the turn, and redraws."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.core import State
from pygames.web.boards import board_for
from pygames.web.realtime import RealtimeClock, Ticked, Untimed, clock_for
from pygames.web.stopwatch import Clocked
from pygames.web.ui import Realtime

OFFBOARD = pygames.get_game("offboard")
STOP = ("stop",)


class Page:
    """A page clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def clocked_by(clocks: dict[int, Clocked | None]) -> Realtime[Any]:
    """A real-time capability whose clock is read from ``clocks`` by the number of moves."""

    def clock(state: State) -> Clocked | None:
        return clocks.get(len(state.actions()))

    return Realtime(clock=clock, listed=lambda state, **_: ([], None), logged=lambda *_: True)


def test_a_board_without_the_capability_is_untimed() -> None:
    assert isinstance(clock_for(board_for("offboard"), Page()), Untimed)
    assert isinstance(clock_for(board_for("out-of-mine"), Page()), RealtimeClock)
    untimed = Untimed()
    assert (
        untimed.timing(True) == {}
        and untimed.tick(OFFBOARD.new_game(seed=1), True, seen=True) == Ticked()
    )


def test_the_clock_runs_from_where_the_turn_stands_only_while_the_person_may_act() -> None:
    page, state = Page(), OFFBOARD.new_game(seed=1)
    clock = RealtimeClock(clocked_by({0: Clocked("turn", start=4.0)}), page)
    clock.follow(state, interactive=True)
    page.now += 2.5
    assert clock.timing(True) == {"clock": 6.5}
    assert clock.timing(False) == {"clock": None}  # a computer moves: no clock for the board


def test_a_hidden_page_stands_the_clock_still_and_it_runs_on_when_seen_again() -> None:
    page, state = Page(), OFFBOARD.new_game(seed=1)
    clock = RealtimeClock(clocked_by({0: Clocked("turn", start=0.0)}), page)
    assert clock.tick(state, True, seen=True) == Ticked(redraw=True)
    page.now += 1.0
    assert clock.tick(state, True, seen=False) == Ticked()
    page.now += 30.0  # hidden: not counted
    clock.tick(state, True, seen=True)
    page.now += 0.5
    assert clock.timing(True)["clock"] == 1.5


def test_the_turn_stops_where_the_board_says() -> None:
    page, state = Page(), OFFBOARD.new_game(seed=1)
    clock = RealtimeClock(clocked_by({0: Clocked("turn", 0.0, stop=3.0, at_stop=STOP)}), page)
    assert clock.tick(state, True, seen=True) == Ticked(redraw=True)
    page.now += 3.0
    assert clock.tick(state, True, seen=True) == Ticked(stop=STOP)


def test_a_new_turn_restarts_the_clock_and_a_turn_without_one_stops_it() -> None:
    page, state = Page(), OFFBOARD.new_game(seed=1)
    later = state.apply(state.legal_actions()[0])
    clock = RealtimeClock(clocked_by({0: Clocked("a", 2.0), 1: Clocked("b", 7.0)}), page)
    clock.follow(state, True)
    page.now += 1.0
    clock.follow(later, True)
    assert clock.timing(True)["clock"] == 7.0
    clock.follow(later.apply(later.legal_actions()[0]), True)
    assert clock.tick(later, False, seen=True) == Ticked()  # no person to act: no clock
