"""Build Offboard positions for tests from cell names, through public fields only."""

from dataclasses import replace

import pygames
from pygames.games.offboard import OffboardState
from pygames.games.offboard.geometry import CELL_BY_NAME, CELL_COUNT, CELL_NAMES


def position(
    red: str = "",
    yellow: str = "",
    to_move: int = 0,
    targets: dict[int, int] | None = None,
    returned: int = -1,
) -> OffboardState:
    """A position with marbles on the named cells (space separated) and filled targets."""
    board = [0] * CELL_COUNT
    for player, names in enumerate((red, yellow)):
        for name in names.split():
            board[CELL_BY_NAME[name]] = player + 1
    filled = [-1] * 12
    for target, owner in (targets or {}).items():
        filled[target] = owner
    start = pygames.get_game("offboard").new_game(seed=0)
    assert isinstance(start, OffboardState)
    return replace(
        start, board=tuple(board), to_move=to_move, targets=tuple(filled), returned=returned
    )


def cells(state: OffboardState, player: int) -> set[str]:
    """The names of the cells holding ``player``'s marbles."""
    return {CELL_NAMES[cell] for cell in state.marbles(player)}
