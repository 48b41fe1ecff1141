"""The clock of a turn played against it: when it runs, stands, stops the turn, and redraws."""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.core import State
from pygames.web.boards import board_for
from pygames.web.realtime import (
    RELOAD_GRACE,
    Kept,
    RealtimeClock,
    Ticked,
    Untimed,
    clock_for,
    turn_of,
)
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


class Wall:
    """The wall clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_reload_resumes_the_running_clock_where_it_stood_plus_the_reload() -> None:
    page, wall, state = Page(), Wall(), OFFBOARD.new_game(seed=1)
    clocks = clocked_by({0: Clocked("turn", start=11.4)})
    kept: list[Kept] = []
    before = RealtimeClock(clocks, page, keep=kept.append, wall=wall)
    before.tick(state, True, seen=True)
    page.now += 8.3  # a piece placed, a wait: the clock reads 19.7
    wall.now += 8.3
    before.tick(state, True, seen=True)
    assert kept[-1].reading == pytest.approx(19.7)
    assert Kept.from_json(kept[-1].to_json()) == kept[-1]
    wall.now += 2.0  # the reload
    after = RealtimeClock(clocks, Page(), kept=kept[-1], wall=wall)
    after.follow(state, True)
    assert after.timing(True)["clock"] == pytest.approx(21.7)  # not back to 11.4


def test_a_long_absence_counts_no_more_than_a_reload_and_another_turn_s_clock_is_ignored() -> None:
    wall, state = Wall(), OFFBOARD.new_game(seed=1)
    clocks = clocked_by({0: Clocked("turn", start=5.0)})
    kept = Kept(turn_of(state, "turn"), 20.0, wall.now - 3600)
    back = RealtimeClock(clocks, Page(), kept=kept, wall=wall)
    back.follow(state, True)
    assert back.timing(True)["clock"] == 20.0 + RELOAD_GRACE
    other = Kept(turn_of(OFFBOARD.new_game(seed=2), "turn"), 20.0, wall.now)
    fresh = RealtimeClock(clocks, Page(), kept=other, wall=wall)
    fresh.follow(state, True)
    assert fresh.timing(True)["clock"] == 5.0


def test_a_malformed_kept_clock_is_ignored() -> None:
    for text in (
        None,
        "",
        "[]",
        "nonsense",
        '{"turn": 1, "reading": 2, "at": 3}',
        '{"turn": "t", "reading": -1, "at": 3}',
        '{"turn": "t", "reading": NaN, "at": 3}',
    ):
        assert Kept.from_json(text) is None
