"""A position as plain text, for logs, debugging and test failures (English only: players
see the board, not this).

Each hex is two letters (``Em`` emu, ``Ka`` kangaroo, ``Ko`` koala, ``Pl``
platypus, ``Li`` lizard), ``..`` when empty and ``##`` when a tile lies face
down; rows keep their half-hex offsets and end with their number, so the
picture shows who touches whom.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pygames.games.outback.actions import Phase
from pygames.games.outback.bonus import PLUS_TILES
from pygames.games.outback.components import ANIMALS, FACE_NAMES, FACE_PLURALS
from pygames.games.outback.dice import tally
from pygames.games.outback.landscape import Layout
from pygames.games.outback.player_board import BLOCKED, EMPTY, PlayerBoard
from pygames.games.outback.scoring import final_score
from pygames.games.outback.track import is_upper, value

if TYPE_CHECKING:
    from pygames.games.outback.rules import OutbackState

SYMBOLS = {EMPTY: "..", BLOCKED: "##"} | {
    animal: animal.label[:2].capitalize() for animal in ANIMALS
}
#: Characters per half-hex column.
_STEP = 3
#: What the player to act is doing, completing "Player 1 is ...".
DOING = {
    Phase.ROLL: "rolling the dice",
    Phase.PLACE: "taking animals from the jeep",
    Phase.BLOCK: "blocking a hex (the dice take no animal)",
    Phase.OVER: "the game is over",
}
#: What blocked hexes cost, completing "Blocked hexes cost ...".
PENALTY_RULES = {
    None: "2 points each",
    "A": "3 points each",
    "B": "the number of their row each",
    "C": "2 points for each koala or platypus beside them and 1 for each other animal",
    "D": "2 points for each emu, kangaroo or lizard beside them and 1 for each koala or platypus",
}


def landscape(layout: Layout, board: PlayerBoard) -> list[str]:
    """The landscape's rows, top first, each ending with its row number.

    >>> from pygames.games.outback.landscape import PLUS
    >>> for line in landscape(PLUS, PlayerBoard.empty(PLUS).with_tile(0, 2)):
    ...     print(line)
          Ko    ..          row 2
       ..    ..    ..       row 3
    ..    ..    ..    ..    row 4
       ..    ..    ..       row 5
          ..    ..          row 6
             ..             row 7
    """
    width = (max(layout.x) + 1) * _STEP + 1
    lines = []
    for number, hexes in zip(layout.rows, layout.row_hexes, strict=True):
        line = [" "] * width
        for hex_ in hexes:
            at = layout.x[hex_] * _STEP
            line[at : at + 2] = SYMBOLS[board.tiles[hex_]]
        lines.append("".join(line) + f"  row {number}")
    return lines


def counted(faces: Iterable[int]) -> str:
    """Dice as a person counts them: ``3 koalas, 1 joker`` (``nothing`` if none).

    >>> counted((2, 5, 2, 2))
    '3 koalas, 1 joker'
    """
    words = [
        f"{n} {FACE_NAMES[face] if n == 1 else FACE_PLURALS[face]}"
        for face, n in enumerate(tally(faces))
        if n
    ]
    return ", ".join(words) or "nothing"


def markers(board: PlayerBoard) -> str:
    """Where the five markers stand: ``emu 4, koala -3, lizard up 2``."""
    spaces = []
    for animal, points in zip(ANIMALS, board.markers, strict=True):
        where = f"up {value(points)}" if is_upper(points) else str(value(points))
        spaces.append(f"{animal.label} {where}")
    return ", ".join(spaces)


def picture(state: OutbackState) -> str:
    """The whole table: the turn, jeep, dice, Plus tiles, and every player's board."""
    variant = "Outback Plus" if state.is_plus else "Outback"
    lines = [f"{variant}, round {state.round}"]
    if state.phase is Phase.OVER:
        winners = " and ".join(f"player {p + 1}" for p in state.winners())
        lines.append(f"The game is over: {winners} won.")
    else:
        lines.append(
            f"Player {state.to_move + 1} is {DOING[state.phase]} (roll {state.rolls} of 3)."
        )
        lines.append(f"Dice: kept {counted(state.held)}; rolled {counted(state.rolled)}.")
        if state.placed:
            taken = ", ".join(
                f"{ANIMALS[animal].label} to {state.layout.name_of(hex_)}"
                for animal, hex_ in state.placed
            )
            lines.append(f"Taken this turn: {taken}.")
    jeep = ", ".join(ANIMALS[animal].label for animal in state.jeep) or "empty"
    lines.append(f"Jeep: {jeep}. Bag: {len(state.bag)} tiles.")
    if state.is_plus:
        left = ", ".join(
            f"{PLUS_TILES[tile].label} ({PLUS_TILES[tile].points})" for tile in state.plus_tiles
        )
        lines.append(f"Bonus tiles to take: {left or 'none'}.")
    lines.append(f"Blocked hexes cost {PENALTY_RULES[state.penalty]}.")
    for player, board in enumerate(state.boards):
        start = " (start player)" if player == state.start_player else ""
        score = final_score(board, state.layout, state.penalty).total
        lines.append("")
        lines.append(f"Player {player + 1}{start}: {score} points so far")
        lines.extend("  " + line for line in landscape(state.layout, board))
        lines.append(f"  markers: {markers(board)}")
        if board.bonus:
            tiles = ", ".join(
                f"{ANIMALS[animal].label} ({space + 1})" for space, animal in enumerate(board.bonus)
            )
            lines.append(f"  bonus tiles: {tiles}")
        if board.plus_tiles:
            lines.append(
                f"  bonus tiles: {', '.join(str(PLUS_TILES[t].label) for t in board.plus_tiles)}"
            )
    return "\n".join(lines)
