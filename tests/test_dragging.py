"""The shared drag state and the clock of real-time turns, without a browser."""

from hypothesis import given
from hypothesis import strategies as st

from pygames.web.dragging import Grid, Hand, as_hand
from pygames.web.stopwatch import Clocked, Stopwatch

GRID = Grid(x=20, y=40, size=50, columns=8, rows=6)


def test_a_point_lies_in_the_cell_under_it_even_beside_the_grid() -> None:
    assert GRID.cell_at(20, 40) == (0, 0)
    assert GRID.cell_at(69.9, 89.9) == (0, 0)
    assert GRID.cell_at(70, 90) == (1, 1)
    assert GRID.cell_at(10, 30) == (-1, -1)
    assert not GRID.contains((-1, 0)) and not GRID.contains((8, 0)) and GRID.contains((7, 5))
    assert GRID.centre((1, 2)) == (95, 165)
    assert GRID.to_json() == {"x": 20, "y": 40, "size": 50, "columns": 8, "rows": 6}


@given(st.floats(-100, 600), st.floats(-100, 500))
def test_every_point_lies_in_the_cell_whose_square_holds_it(x: float, y: float) -> None:
    column, row = GRID.cell_at(x, y)
    cx, cy = GRID.centre((column, row))
    assert abs(x - cx) <= GRID.size / 2 and abs(y - cy) <= GRID.size / 2


def test_a_hand_moves_over_cells_and_keys_keep_it_on_the_grid() -> None:
    hand = Hand("piece", "tray")
    assert hand.cell is None and not hand.dragged
    assert hand.over((3, 2)).cell == (3, 2)
    assert hand.stepped(1, 0, GRID).cell == (5, 3)  # from the middle of the grid
    assert hand.over((7, 0)).stepped(1, 0, GRID).cell == (7, 0)
    assert hand.over((0, 0)).stepped(0, -1, GRID).cell == (0, 0)
    assert hand.holding("turned", (1, 0)).piece == "turned"
    assert as_hand(hand) is hand and as_hand(None) is None and as_hand("x") is None


def test_the_stopwatch_runs_for_one_turn_pauses_and_restarts_on_the_next() -> None:
    watch = Stopwatch()
    watch.follow(Clocked(key=("round", 1), start=0.1), now=100.0)
    assert watch.read(102.5) == 2.6
    watch.pause(103.0)
    assert watch.paused and watch.read(200.0) == 3.1  # the tab was hidden
    watch.resume(200.0)
    assert watch.read(201.0) == 4.1
    watch.follow(Clocked(key=("round", 1), start=0.5), now=201.0)  # the same turn: runs on
    assert watch.read(202.0) == 5.1
    watch.follow(Clocked(key=("round", 2), start=12.0), now=300.0)  # a reload, or a new turn
    assert watch.read(301.0) == 13.0
    watch.follow(None, now=302.0)
    assert watch.key is None and watch.read(400.0) == 0.0
    watch.resume(400.0)
    assert watch.paused  # no turn, no running clock
