"""Offboard's actions, their notation, and the two phases of a turn.

Written as shown, read without regard to case or spaces:

=========  ==============================================================
``C3>NE``  move the line of own marbles whose tail is C3 one cell north-east
           (pushing what lies ahead of it, if the push is allowed)
``@E5``    put a returned marble back on the empty cell E5 (the whole turn)
``x``      remove a returned marble from the game, then move as usual
``pass``   pass, when no other action is possible
=========  ==============================================================

Cells are named by row and diagonal (``geometry``); directions are ``E``,
``NE``, ``NW``, ``W``, ``SW`` and ``SE``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from pygames.core import InvalidNotation, Notated, Notation, Say
from pygames.games.offboard.geometry import (
    CELL_BY_NAME,
    CELL_NAMES,
    DIRECTION_NAMES,
    Cell,
    Direction,
)

_MOVE = re.compile(r"([A-I][1-9])\s*>\s*(NE|NW|SE|SW|E|W)", re.IGNORECASE)
_PLACE = re.compile(r"@\s*([A-I][1-9])", re.IGNORECASE)


class Phase(IntEnum):
    """What the player to move does now."""

    #: Move a line of marbles (or pass when none can move).
    MOVE = 0
    #: Decide about a marble that bounced off an occupied target: put it back or remove it.
    DECIDE = 1


def parse_cell(name: str) -> Cell:
    """Read a cell's name, e.g. ``C3``.

    >>> CELL_NAMES[parse_cell("c3")]
    'C3'

    Raises:
        InvalidNotation: for a name that is not a cell of the board.
    """
    cell = CELL_BY_NAME.get(name.upper())
    if cell is None:
        raise InvalidNotation(Say.of("offboard.notation.no_cell", cell=name.upper()))
    return cell


@dataclass(frozen=True, slots=True, repr=False)
class Move(Notated):
    """Move the line of own marbles from ``tail`` one cell towards ``direction``.

    >>> Move.parse("c3>ne")
    Move.parse('C3>NE')
    """

    tail: Cell
    direction: Direction

    def __str__(self) -> str:
        return f"{CELL_NAMES[self.tail]}>{DIRECTION_NAMES[self.direction]}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse ``C3>NE``-style notation."""
        match = _MOVE.fullmatch(text.strip())
        if not match:
            raise InvalidNotation(Say.of("offboard.notation.not_a_move", text=repr(text)))
        return cls(parse_cell(match[1]), DIRECTION_NAMES.index(match[2].upper()))


@dataclass(frozen=True, slots=True, repr=False)
class PlaceBack(Notated):
    """Put a returned marble back on an empty cell (the whole turn)."""

    cell: Cell

    def __str__(self) -> str:
        return f"@{CELL_NAMES[self.cell]}"

    @classmethod
    def parse(cls, text: str) -> PlaceBack:
        """Parse ``@E5``."""
        match = _PLACE.fullmatch(text.strip())
        if not match:
            raise InvalidNotation(Say.of("offboard.notation.not_a_place_back", text=repr(text)))
        return cls(parse_cell(match[1]))


@dataclass(frozen=True, slots=True, repr=False)
class RemoveReturned(Notated):
    """Take a returned marble out of the game, then move as usual."""

    def __str__(self) -> str:
        return "x"

    @classmethod
    def parse(cls, text: str) -> RemoveReturned:
        """Parse ``x``."""
        if text.strip().lower() != "x":
            raise InvalidNotation(Say.of("offboard.notation.not_remove", text=repr(text)))
        return cls()


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Notated):
    """Pass, allowed only when no other action is legal."""

    def __str__(self) -> str:
        return "pass"

    @classmethod
    def parse(cls, text: str) -> Pass:
        """Parse ``pass``."""
        if text.strip().lower() != "pass":
            raise InvalidNotation(Say.of("offboard.notation.not_pass", text=repr(text)))
        return cls()


#: Every move, by tail and direction: legal moves are taken from here, not made anew, since a
#: search lists thousands of them a second (and equal moves are then the same object).
MOVES: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(cell, direction) for direction in range(len(DIRECTION_NAMES)))
    for cell in range(len(CELL_NAMES))
)

OffboardAction = Move | PlaceBack | RemoveReturned | Pass
REMOVE = RemoveReturned()
PASS = Pass()


#: Moves have no first word of their own: they read every text the others do not claim.
_NOTATION: Notation[OffboardAction] = Notation(
    {"x": RemoveReturned.parse, "pass": Pass.parse, "@": PlaceBack.parse}, otherwise=Move.parse
)


def parse(text: str) -> OffboardAction:
    """Read any Offboard action from its notation.

    >>> [parse(text) for text in ("x", "PASS", "@e5", "C3>NE")]
    [RemoveReturned.parse('x'), Pass.parse('pass'), PlaceBack.parse('@E5'), Move.parse('C3>NE')]

    Raises:
        InvalidNotation: for text that spells none of them.
    """
    return _NOTATION.parse(text)
