"""Build Offboard positions for tests from cell names, through public fields only."""

from collections.abc import Mapping
from dataclasses import replace

from pygames.core import OptionValue
from pygames.games.offboard import GAME, OffboardState
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
    return replace(
        new_game(seed=0),
        board=tuple(board),
        to_move=to_move,
        targets=tuple(filled),
        returned=returned,
    )


def new_game(
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> OffboardState:
    """``GAME.new_game``, checked to be the game's own state class."""
    state = GAME.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, OffboardState)
    return state


def cells(state: OffboardState, player: int) -> set[str]:
    """The names of the cells holding ``player``'s marbles."""
    return {CELL_NAMES[cell] for cell in state.marbles(player)}
