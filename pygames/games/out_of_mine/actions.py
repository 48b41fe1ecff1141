"""The actions of Out of Mine!, their notation, and the phases of a round.

A round is played as each player's timeline, one action at a time:

- ``side A`` / ``side B``: which side of the dealt board to play;
- ``+2.5s``: let the player's clock run on (see ``WAITS``);
- ``put RT c2 1``: put a tile of a kind (``RT`` red T, ``B:g`` blue with
  gold) with its anchor on a cell, in an orientation (``shapes``);
- ``move c2 d3``: slide the tile anchored on c2 so its anchor is on d3;
- ``turn c2`` / ``flip c2``: turn the tile a quarter clockwise, or flip it
  over left to right, where it lies (its anchor stays);
- ``take c2``: put the tile back into the supply;
- ``call``: shout "Out of Mine!", which ends the round for everyone;
- ``stop``: the player's clock has reached an earlier player's call, or
  they give up: their board stays as it is.

Also here, as in every game: the clock's steps and its ``LIMIT``, and
``Phase``, where a round is (sides, play, or the game is over).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from typing import Self

from pygames.core import InvalidNotation, Notated, Say
from pygames.games.out_of_mine.shapes import (
    CELL_BY_NAME,
    CELL_NAMES,
    SHAPES,
    Cell,
    Kind,
    parse_kind,
)

#: Clock steps, in tenths of a second: 0.1-0.9 s, 1-9 s, 10-90 s. Any time is
#: reached in at most three steps a round (plus one per 90 s).
WAITS = (*range(1, 10), *range(10, 100, 10), *range(100, 1000, 100))
#: The mine closes 10 minutes after the start signal: no clock runs past this.
LIMIT = 6000


class Phase(IntEnum):
    """Where a round is: choosing board sides, playing timelines, or the game is over."""

    SIDES = 0
    PLAY = 1
    OVER = 2


def seconds(tenths: int) -> str:
    """Write a time like ``12.3`` or ``40`` (tenths of a second in, seconds out)."""
    whole, tenth = divmod(tenths, 10)
    return f"{whole}.{tenth}" if tenth else f"{whole}"


def wait_steps(tenths: int) -> list[int]:
    """Split a span of time into the fewest clock steps (largest first).

    >>> [seconds(step) for step in wait_steps(123)]
    ['10', '2', '0.3']
    """
    steps = []
    for step in sorted(WAITS, reverse=True):
        while tenths >= step:
            steps.append(step)
            tenths -= step
    return steps


class _Notation(Notated):
    """Mixin: ``parse`` reads the notation of this one kind of action."""

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Parse notation that must spell an action of this class.

        Raises:
            InvalidNotation: if it does not.
        """
        action = parse(text)
        if not isinstance(action, cls):
            raise InvalidNotation(
                Say.of("out-of-mine.notation.wrong_kind", text=repr(text), kind=cls.__name__)
            )
        return action


def _cell(name: str) -> Cell:
    cell = CELL_BY_NAME.get(name.lower())
    if cell is None:
        raise InvalidNotation(Say.of("out-of-mine.notation.no_cell", cell=name))
    return cell


@dataclass(frozen=True, slots=True, repr=False)
class ChooseSide(_Notation):
    """Play side A (0) or side B (1) of the board dealt this round."""

    side: int

    def __str__(self) -> str:
        return f"side {'AB'[self.side]}"


@dataclass(frozen=True, slots=True, repr=False)
class Wait(_Notation):
    """Let the clock run on by ``tenths`` tenths of a second."""

    tenths: int

    def __str__(self) -> str:
        return f"+{seconds(self.tenths)}s"


@dataclass(frozen=True, slots=True, repr=False)
class Put(_Notation):
    """Take a tile of ``kind`` from the supply and lay it on the board."""

    kind: Kind
    anchor: Cell
    orientation: int

    def __str__(self) -> str:
        code = SHAPES[self.kind.shape].orientations[self.orientation][0]
        return f"put {self.kind} {CELL_NAMES[self.anchor]} {code}"


@dataclass(frozen=True, slots=True, repr=False)
class Move(_Notation):
    """Slide the tile anchored on ``anchor`` so that its anchor lies on ``to``."""

    anchor: Cell
    to: Cell

    def __str__(self) -> str:
        return f"move {CELL_NAMES[self.anchor]} {CELL_NAMES[self.to]}"


@dataclass(frozen=True, slots=True, repr=False)
class Turn(_Notation):
    """Turn the tile anchored on ``anchor`` a quarter clockwise; the anchor cell stays."""

    anchor: Cell

    def __str__(self) -> str:
        return f"turn {CELL_NAMES[self.anchor]}"


@dataclass(frozen=True, slots=True, repr=False)
class Flip(_Notation):
    """Flip the tile anchored on ``anchor`` over, left to right; the anchor cell stays."""

    anchor: Cell

    def __str__(self) -> str:
        return f"flip {CELL_NAMES[self.anchor]}"


@dataclass(frozen=True, slots=True, repr=False)
class Take(_Notation):
    """Take the tile anchored on ``anchor`` off the board, back to the supply."""

    anchor: Cell

    def __str__(self) -> str:
        return f"take {CELL_NAMES[self.anchor]}"


@dataclass(frozen=True, slots=True, repr=False)
class Call(_Notation):
    """Call "Out of Mine!": the round ends for everyone at this moment."""

    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True, slots=True, repr=False)
class Stop(_Notation):
    """End this player's timeline without calling (someone has called earlier)."""

    def __str__(self) -> str:
        return "stop"


#: The changes a player makes to their board.
Change = Put | Move | Turn | Flip | Take
OutOfMineAction = ChooseSide | Wait | Change | Call | Stop
CALL = Call()
STOP = Stop()

_SIDE = re.compile(r"side\s+([ab])", re.IGNORECASE)
_WAIT = re.compile(r"\+\s*(\d{1,4})(?:\.(\d))?\s*s?", re.IGNORECASE)
_PUT = re.compile(r"put\s+(\S+)\s+(\S+)\s+([0-3]f?)", re.IGNORECASE)
_MOVE = re.compile(r"move\s+(\S+)\s+(\S+)", re.IGNORECASE)
_AT = re.compile(r"(turn|flip|take)\s+(\S+)", re.IGNORECASE)
_ON_A_CELL: dict[str, type[Turn | Flip | Take]] = {"turn": Turn, "flip": Flip, "take": Take}


def parse(text: str) -> OutOfMineAction:
    """Parse an action's notation; legality is decided by the state.

    >>> parse("put rt C2 1")
    Put.parse('put RT c2 1')
    >>> parse("+2.5")
    Wait.parse('+2.5s')

    Raises:
        InvalidNotation: if the text spells no Out of Mine! action.
    """
    lowered = text.strip().lower()
    if lowered == "call":
        return CALL
    if lowered == "stop":
        return STOP
    if match := _SIDE.fullmatch(lowered):
        return ChooseSide("ab".index(match[1]))
    if match := _WAIT.fullmatch(lowered):
        tenths = int(match[1]) * 10 + int(match[2] or 0)
        if not tenths:
            raise InvalidNotation(Say.of("out-of-mine.notation.zero_wait"))
        return Wait(tenths)
    if match := _PUT.fullmatch(lowered):
        kind = parse_kind(match[1])
        if kind is None:
            raise InvalidNotation(Say.of("out-of-mine.notation.not_a_crystal", text=repr(match[1])))
        shape = SHAPES[kind.shape]
        return Put(kind, _cell(match[2]), shape.orientation_index(match[3]))
    if match := _MOVE.fullmatch(lowered):
        return Move(_cell(match[1]), _cell(match[2]))
    if match := _AT.fullmatch(lowered):
        return _ON_A_CELL[match[1]](_cell(match[2]))
    raise InvalidNotation(Say.of("out-of-mine.notation.not_an_action", text=repr(text)))
