"""Outback's actions, their notation, and the phases of a turn.

A turn, in notation (the first roll is the engine's, at the start of the turn):

- ``roll keep koala*3 joker``: keep those dice aside and roll the others
  (``roll`` alone rolls them all again); kept dice not named go back in;
- ``stop``: roll no more (after the third roll the dice stop by themselves);
- ``koala 4c``: take a koala from the jeep into hex 4c (row 4, third hex from
  the left), with a group of 4 dice (``dice`` explains which groups fit);
- ``done``: take no more animals this turn (the turn also ends by itself once
  the dice allow no further animal);
- ``block 5a``: the dice allow no animal at all, so a tile from the bag goes
  face down on hex 5a.

Faces are ``emu``, ``kangaroo``, ``koala``, ``platypus``, ``lizard`` and
``joker``; ``*3`` repeats one three times. ``Phase`` says which of these the
player to act is choosing among.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from typing import NoReturn

from pygames.core import InvalidNotation, Notated, Notation, Say
from pygames.games.outback.components import FACE_NAMES, FACES, Animal, parse_animal, parse_face
from pygames.games.outback.dice import Faces, tally
from pygames.games.outback.landscape import hex_name, parse_hex_name

_FACE_TOKEN = re.compile(r"([a-z]+)(?:\*([1-7]))?")
#: The most dice a keep can name (Outback Plus rolls seven).
_MOST_DICE = 7


class Phase(IntEnum):
    """Where a turn is: what the player to act is doing."""

    ROLL = 0  # roll again (keeping any dice) or stop
    PLACE = 1  # take animals from the jeep with the dice
    BLOCK = 2  # the dice take no animal: lay a tile face down
    OVER = 3


@dataclass(frozen=True, slots=True, repr=False)
class Roll(Notated):
    """Keep the dice ``keep`` (sorted faces) aside and roll all the others.

    >>> Roll.parse("roll keep joker koala*3")
    Roll.parse('roll keep koala*3 joker')
    """

    keep: Faces = ()

    def __str__(self) -> str:
        if not self.keep:
            return "roll"
        counts = tally(self.keep)
        words = [
            FACE_NAMES[face] if n == 1 else f"{FACE_NAMES[face]}*{n}"
            for face, n in enumerate(counts)
            if n
        ]
        return "roll keep " + " ".join(words)

    @classmethod
    def parse(cls, text: str) -> Roll:
        """Parse ``roll`` or ``roll keep <faces>``."""
        words = text.lower().replace(",", " ").split()
        if not words or words[0] != "roll":
            raise InvalidNotation(Say.of("outback.notation.not_a_roll", text=repr(text)))
        if len(words) == 1:
            return cls()
        if words[1] != "keep" or len(words) == 2:
            raise InvalidNotation(Say.of("outback.notation.keep_what", text=repr(text)))
        counts = [0] * FACES
        for token in words[2:]:
            match = _FACE_TOKEN.fullmatch(token)
            if not match:
                raise InvalidNotation(Say.of("outback.notation.not_a_die", token=repr(token)))
            counts[parse_face(match[1])] += int(match[2] or 1)
        if sum(counts) > _MOST_DICE:
            raise InvalidNotation(
                Say.of("outback.notation.too_many_dice", text=repr(text), most=_MOST_DICE)
            )
        return cls(tuple(face for face in range(FACES) for _ in range(counts[face])))


@dataclass(frozen=True, slots=True, repr=False)
class Stop(Notated):
    """Roll no more: the dice stand as they are."""

    def __str__(self) -> str:
        return "stop"

    @classmethod
    def parse(cls, text: str) -> Stop:
        """Parse ``stop``."""
        return cls() if text.strip().lower() == "stop" else _not_a_move(text)


@dataclass(frozen=True, slots=True, repr=False)
class Place(Notated):
    """Take an ``animal`` from the jeep into the hex at ``row``, ``column`` (0 = leftmost).

    >>> Place.parse("Koala to 4C")
    Place.parse('koala 4c')
    """

    animal: Animal
    row: int
    column: int

    def __str__(self) -> str:
        return f"{self.animal.label} {hex_name(self.row, self.column)}"

    @classmethod
    def parse(cls, text: str) -> Place:
        """Parse ``koala 4c`` (``koala to 4c`` is read too)."""
        words = text.lower().split()
        if len(words) == 3 and words[1] == "to":
            words = [words[0], words[2]]
        if len(words) != 2:
            raise InvalidNotation(Say.of("outback.notation.not_a_placement", text=repr(text)))
        return cls(parse_animal(words[0]), *parse_hex_name(words[1]))


@dataclass(frozen=True, slots=True, repr=False)
class Done(Notated):
    """Take no more animals this turn."""

    def __str__(self) -> str:
        return "done"

    @classmethod
    def parse(cls, text: str) -> Done:
        """Parse ``done``."""
        return cls() if text.strip().lower() == "done" else _not_a_move(text)


@dataclass(frozen=True, slots=True, repr=False)
class Block(Notated):
    """Lay a tile from the bag face down on the hex at ``row``, ``column``: it is lost for good."""

    row: int
    column: int

    def __str__(self) -> str:
        return f"block {hex_name(self.row, self.column)}"

    @classmethod
    def parse(cls, text: str) -> Block:
        """Parse ``block 5a``."""
        words = text.lower().split()
        if len(words) != 2 or words[0] != "block":
            raise InvalidNotation(Say.of("outback.notation.not_a_block", text=repr(text)))
        return cls(*parse_hex_name(words[1]))


OutbackAction = Roll | Stop | Place | Done | Block
STOP = Stop()
DONE = Done()


def _not_a_move(text: str) -> NoReturn:
    raise InvalidNotation(Say.of("outback.notation.not_a_move", text=repr(text)))


#: A placement starts with the animal's name (a joker is refused there, with a reason).
_NOTATION: Notation[OutbackAction] = Notation(
    {
        "roll": Roll.parse,
        "stop": Stop.parse,
        "done": Done.parse,
        "block": Block.parse,
        **dict.fromkeys(FACE_NAMES, Place.parse),
    },
    otherwise=_not_a_move,
)


def parse(text: str) -> OutbackAction:
    """Read any Outback action from its notation.

    >>> [str(parse(text)) for text in ("ROLL", "stop", "emu 2a", "done", "block 6a")]
    ['roll', 'stop', 'emu 2a', 'done', 'block 6a']

    Raises:
        InvalidNotation: saying what an action looks like.
    """
    return _NOTATION.parse(text)
