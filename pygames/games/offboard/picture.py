"""An Offboard position as plain text, for doctests, debugging and test failures.

The hexagon is drawn with row A at the bottom and row I at the top, as the
board lies in front of Red. A cell shows ``R`` or ``Y`` for a marble and
``.`` when empty; each row starts with its letter, and the diagonals' numbers
stand at their lower ends, under row A and up the lower right side.

Around the cells runs the ring where pushed-off marbles land. Each ring
position shows the target a marble landing there drops into: the target's
value (1, 2 or 3) while it is empty, ``r`` or ``y`` once a red or yellow
marble lies in it. A last line says who is to act and the score.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.games.offboard.actions import Phase
from pygames.games.offboard.geometry import COORDS, RING_TARGET, ROWS, TARGET_VALUES

if TYPE_CHECKING:
    from pygames.games.offboard.rules import OffboardState

_MARBLE = (".", "R", "Y")
_DEAD = ("r", "y")
_NAMES = ("Red", "Yellow")
#: Columns are counted so that row E's letter, left of the ring, is column 0.
_LEFT = 9


def _column(row: int, diagonal: int) -> int:
    """Where a cell (or a ring position) is drawn: two columns a step east, one back a row up."""
    return 2 * diagonal - row - 1 + _LEFT


def picture(state: OffboardState) -> str:
    """Draw ``state``: marbles, the targets round the ring, the player to act.

    >>> from pygames import get_game
    >>> print(picture(get_game("offboard").new_game(seed=0)))
            1 1 1 2 2 2
        I  3 . Y Y Y . 3
       H  3 Y Y Y Y Y Y 3
      G  2 . . Y Y Y . . 1
     F  2 . . . . . . . . 1
    E  1 . . . . . . . . . 1
     D  1 . . . . . . . . 2
      C  1 . . R R R . . 2 9
       B  3 R R R R R R 3 8
        A  3 . R R R . 3 7
            2 2 2 1 1 1 6
               1 2 3 4 5
    Red to move; Red 0, Yellow 0
    """
    rows: dict[int, dict[int, str]] = {row: {} for row in range(-1, 11)}
    for (row, diagonal), mark in zip(COORDS, state.board, strict=True):
        rows[row][_column(row, diagonal)] = _MARBLE[mark]
    for (row, diagonal), target in RING_TARGET.items():
        owner = state.targets[target]
        rows[row][_column(row, diagonal)] = (
            str(TARGET_VALUES[target]) if owner == -1 else _DEAD[owner]
        )
    for row in range(1, 10):
        first = max(1, row - 4)
        rows[row][_column(row, first - 2) - 1] = ROWS[row - 1]
    for diagonal in range(1, 10):
        row = max(-1, diagonal - 6)
        rows[row][_column(row, diagonal)] = str(diagonal)
    lines = []
    for row in range(10, -2, -1):
        line = [" "] * (max(rows[row]) + 1)
        for column, text in rows[row].items():
            line[column] = text
        lines.append("".join(line).rstrip())
    lines.append(_status(state))
    return "\n".join(lines)


def _status(state: OffboardState) -> str:
    scores = f"Red {state.points(0)}, Yellow {state.points(1)}"
    if state.is_over():
        winners = " and ".join(_NAMES[player] for player in state.winners())
        return f"game over, won by {winners}; {scores}"
    doing = "to move" if state.phase is Phase.MOVE else "to put back or remove a marble"
    return f"{_NAMES[state.to_move]} {doing}; {scores}"
