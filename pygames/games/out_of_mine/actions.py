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
from typing import NoReturn

from pygames.core import InvalidNotation, Notated, Notation, Number, Say
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
    """Write a time like ``12.3`` or ``40`` (tenths of a second in, seconds out), as the
    notation writes it; a message takes ``time_said`` instead."""
    whole, tenth = divmod(tenths, 10)
    return f"{whole}.{tenth}" if tenth else f"{whole}"


def time_said(tenths: int) -> Number:
    """A time for a message (tenths of a second in), written the reader's way: ``12.3`` in
    English, ``12,3`` in German, French and Dutch."""
    return Number(tenths / 10)


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


_SIDE = re.compile(r"side\s+([ab])")
_WAIT = re.compile(r"\+\s*(\d{1,4})(?:\.(\d))?\s*s?")
_PUT = re.compile(r"put\s+(\S+)\s+(\S+)\s+([0-3]f?)")
_MOVE = re.compile(r"move\s+(\S+)\s+(\S+)")
_AT = re.compile(r"(turn|flip|take)\s+(\S+)")


def _cell(name: str) -> Cell:
    cell = CELL_BY_NAME.get(name.lower())
    if cell is None:
        raise InvalidNotation(Say.of("out-of-mine.notation.no_cell", cell=name))
    return cell


def _not_an_action(text: str) -> NoReturn:
    raise InvalidNotation(Say.of("out-of-mine.notation.not_an_action", text=repr(text)))


def _matched(pattern: re.Pattern[str], text: str) -> re.Match[str]:
    """``text``, in small letters, matched in full; or the refusal that says what actions
    look like."""
    match = pattern.fullmatch(text.strip().lower())
    return match if match else _not_an_action(text)


def _anchor(verb: str, text: str) -> Cell:
    """The cell of ``turn c2``, ``flip c2`` or ``take c2``, for the verb given."""
    match = _matched(_AT, text)
    return _cell(match[2]) if match[1] == verb else _not_an_action(text)


@dataclass(frozen=True, slots=True, repr=False)
class ChooseSide(Notated):
    """Play side A (0) or side B (1) of the board dealt this round."""

    side: int

    def __str__(self) -> str:
        return f"side {'AB'[self.side]}"

    @classmethod
    def parse(cls, text: str) -> ChooseSide:
        """Parse ``side A`` or ``side B``."""
        return cls("ab".index(_matched(_SIDE, text)[1]))


@dataclass(frozen=True, slots=True, repr=False)
class Wait(Notated):
    """Let the clock run on by ``tenths`` tenths of a second."""

    tenths: int

    def __str__(self) -> str:
        return f"+{seconds(self.tenths)}s"

    @classmethod
    def parse(cls, text: str) -> Wait:
        """Parse ``+2.5s`` (the ``s`` may be left out)."""
        match = _matched(_WAIT, text)
        tenths = int(match[1]) * 10 + int(match[2] or 0)
        if not tenths:
            raise InvalidNotation(Say.of("out-of-mine.notation.zero_wait"))
        return cls(tenths)


@dataclass(frozen=True, slots=True, repr=False)
class Put(Notated):
    """Take a tile of ``kind`` from the supply and lay it on the board."""

    kind: Kind
    anchor: Cell
    orientation: int

    def __str__(self) -> str:
        code = SHAPES[self.kind.shape].orientations[self.orientation][0]
        return f"put {self.kind} {CELL_NAMES[self.anchor]} {code}"

    @classmethod
    def parse(cls, text: str) -> Put:
        """Parse ``put RT c2 1``: the crystal, its anchor cell, its orientation."""
        match = _matched(_PUT, text)
        kind = parse_kind(match[1])
        if kind is None:
            raise InvalidNotation(Say.of("out-of-mine.notation.not_a_crystal", text=repr(match[1])))
        orientation = SHAPES[kind.shape].orientation_index(match[3])
        return cls(kind, _cell(match[2]), orientation)


@dataclass(frozen=True, slots=True, repr=False)
class Move(Notated):
    """Slide the tile anchored on ``anchor`` so that its anchor lies on ``to``."""

    anchor: Cell
    to: Cell

    def __str__(self) -> str:
        return f"move {CELL_NAMES[self.anchor]} {CELL_NAMES[self.to]}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Parse ``move c2 d3``."""
        match = _matched(_MOVE, text)
        return cls(_cell(match[1]), _cell(match[2]))


@dataclass(frozen=True, slots=True, repr=False)
class Turn(Notated):
    """Turn the tile anchored on ``anchor`` a quarter clockwise; the anchor cell stays."""

    anchor: Cell

    def __str__(self) -> str:
        return f"turn {CELL_NAMES[self.anchor]}"

    @classmethod
    def parse(cls, text: str) -> Turn:
        """Parse ``turn c2``."""
        return cls(_anchor("turn", text))


@dataclass(frozen=True, slots=True, repr=False)
class Flip(Notated):
    """Flip the tile anchored on ``anchor`` over, left to right; the anchor cell stays."""

    anchor: Cell

    def __str__(self) -> str:
        return f"flip {CELL_NAMES[self.anchor]}"

    @classmethod
    def parse(cls, text: str) -> Flip:
        """Parse ``flip c2``."""
        return cls(_anchor("flip", text))


@dataclass(frozen=True, slots=True, repr=False)
class Take(Notated):
    """Take the tile anchored on ``anchor`` off the board, back to the supply."""

    anchor: Cell

    def __str__(self) -> str:
        return f"take {CELL_NAMES[self.anchor]}"

    @classmethod
    def parse(cls, text: str) -> Take:
        """Parse ``take c2``."""
        return cls(_anchor("take", text))


@dataclass(frozen=True, slots=True, repr=False)
class Call(Notated):
    """Call "Out of Mine!": the round ends for everyone at this moment."""

    def __str__(self) -> str:
        return "call"

    @classmethod
    def parse(cls, text: str) -> Call:
        """Parse ``call``."""
        return cls() if text.strip().lower() == "call" else _not_an_action(text)


@dataclass(frozen=True, slots=True, repr=False)
class Stop(Notated):
    """End this player's timeline without calling (someone has called earlier)."""

    def __str__(self) -> str:
        return "stop"

    @classmethod
    def parse(cls, text: str) -> Stop:
        """Parse ``stop``."""
        return cls() if text.strip().lower() == "stop" else _not_an_action(text)


#: The changes a player makes to their board.
Change = Put | Move | Turn | Flip | Take
OutOfMineAction = ChooseSide | Wait | Change | Call | Stop
CALL = Call()
STOP = Stop()

_NOTATION: Notation[OutOfMineAction] = Notation(
    {
        "side": ChooseSide.parse,
        "+": Wait.parse,
        "put": Put.parse,
        "move": Move.parse,
        "turn": Turn.parse,
        "flip": Flip.parse,
        "take": Take.parse,
        "call": Call.parse,
        "stop": Stop.parse,
    },
    otherwise=_not_an_action,
)


def parse(text: str) -> OutOfMineAction:
    """Parse an action's notation; legality is decided by the state.

    >>> parse("put rt C2 1")
    Put.parse('put RT c2 1')
    >>> parse("+2.5")
    Wait.parse('+2.5s')

    Raises:
        InvalidNotation: if the text spells no Out of Mine! action.
    """
    return _NOTATION.parse(text)
