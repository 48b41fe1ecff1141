"""Down Under's actions and their notation: card, cell, rotation.

- ``straight 0,0 NS``, ``curve 1,0 SW``, ``end 2,0 W``: lay a card into a
  cell. The rotation is the card's own segment: the line of a straight, the
  corner a curve's own arc turns around, the edge an end's stub sits on.
- ``emu curve 1,0 SW``: with special scoring the animal on the card is part
  of the choice, so it is named first; otherwise it is left out.
- ``billabong 3,1``: lay a billabong (how its pond links the edges follows
  from the position, so it has no rotation).
- ``turn 1,0 SE``: turn one of your curves a quarter to open a closed loop;
  the rotation is the curve's new one.

Kinds may be shortened to their first letter, edges written either way
round or with a dash (``c 1,0 w-s``); ``str`` always gives the long form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum

from pygames.core import InvalidNotation, Notated, Notation, Say
from pygames.games.down_under.cards import (
    ANIMALS,
    KIND_NAMES,
    NO_ANIMAL,
    ROTATION_NAMES,
    Kind,
)
from pygames.games.down_under.grid import Cell, cell_name, parse_cell

_KINDS = {name: Kind(index) for index, name in enumerate(KIND_NAMES)}
_KINDS.update({name[0]: kind for name, kind in _KINDS.items()})
_TURN_WORDS = ("turn", "t")
#: Spelled rotations (letters in any order) -> rotation code, per kind.
_ROTATIONS: dict[Kind, dict[frozenset[str], int]] = {
    kind: {frozenset(name): code for code, name in enumerate(names)}
    for kind, names in ROTATION_NAMES.items()
}
#: ``[animal] kind cell [rotation]``; the cell may be bracketed and spaced: ``(2, -1)``.
_PLACE = re.compile(
    r"(?:(?P<animal>[a-z]+)\s+)??(?P<kind>[a-z]+)\s+"
    r"(?P<cell>\(?\s*[+-]?\d+\s*,\s*[+-]?\d+\s*\)?)(?:\s+(?P<rotation>[a-z-]+))?",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True, repr=False)
class Place(Notated):
    """Lay a card of ``kind`` into ``cell`` at ``rotation`` (with ``animal`` if it is chosen).

    >>> Place.parse("Emu C 1,-2 w-s")
    Place.parse('emu curve 1,-2 SW')
    """

    kind: Kind
    cell: Cell
    rotation: int = 0
    animal: int = NO_ANIMAL

    def __str__(self) -> str:
        name = KIND_NAMES[self.kind]
        if self.animal != NO_ANIMAL:
            name = f"{ANIMALS[self.animal]} {name}"
        rotation = ROTATION_NAMES[self.kind][self.rotation]
        return f"{name} {cell_name(self.cell)} {rotation}".rstrip()

    @classmethod
    def parse(cls, text: str) -> Place:
        """Parse ``[animal] kind x,y rotation``."""
        match = _PLACE.fullmatch(text.strip())
        if not match or match["kind"].lower() not in _KINDS:
            raise InvalidNotation(Say.of("down-under.notation.not_a_move", text=repr(text)))
        kind = _KINDS[match["kind"].lower()]
        animal = NO_ANIMAL
        if match["animal"]:
            if match["animal"].lower() not in ANIMALS:
                raise InvalidNotation(
                    Say.of(
                        "down-under.notation.no_such_animal",
                        text=repr(text),
                        animal=repr(match["animal"]),
                    )
                )
            if kind not in (Kind.STRAIGHT, Kind.CURVE):
                raise InvalidNotation(
                    Say.of("down-under.notation.animal_on_wrong_kind", text=repr(text))
                )
            animal = ANIMALS.index(match["animal"].lower())
        if (kind == Kind.BILLABONG) != (match["rotation"] is None):
            raise InvalidNotation(Say.of("down-under.notation.not_a_move", text=repr(text)))
        rotation = 0 if kind == Kind.BILLABONG else _parse_rotation(kind, match["rotation"], text)
        return cls(kind, parse_cell(match["cell"]), rotation, animal)


@dataclass(frozen=True, slots=True, repr=False)
class Turn(Notated):
    """Turn your curve in ``cell`` a quarter, so its own arc turns around ``rotation``.

    >>> Turn.parse("t 1,0 es")
    Turn.parse('turn 1,0 SE')
    """

    cell: Cell
    rotation: int

    def __str__(self) -> str:
        return f"turn {cell_name(self.cell)} {ROTATION_NAMES[Kind.CURVE][self.rotation]}"

    @classmethod
    def parse(cls, text: str) -> Turn:
        """Parse ``turn x,y corner``."""
        match = _PLACE.fullmatch(text.strip())
        if not match or match["animal"] or match["kind"].lower() not in _TURN_WORDS:
            raise InvalidNotation(Say.of("down-under.notation.not_a_turn", text=repr(text)))
        if match["rotation"] is None:
            raise InvalidNotation(Say.of("down-under.notation.turn_which_way", text=repr(text)))
        return cls(parse_cell(match["cell"]), _parse_rotation(Kind.CURVE, match["rotation"], text))


DownUnderAction = Place | Turn


class Phase(IntEnum):
    """Which kind of action is due from the player to move."""

    PLAY = 0  # lay a card, or turn a curve to open a loop
    POND = 1  # paths meet in a cell: lay the billabong there
    BONUS = 2  # the pond led the mover's path on: lay one more card there


#: A card laid starts with its kind or its animal: placements read every text turns do not.
_NOTATION: Notation[DownUnderAction] = Notation(
    dict.fromkeys(_TURN_WORDS, Turn.parse), otherwise=Place.parse
)


def parse(text: str) -> DownUnderAction:
    """Parse any Down Under action.

    >>> parse("t 1,0 es"), parse("Emu C 1,-2 w-s")
    (Turn.parse('turn 1,0 SE'), Place.parse('emu curve 1,-2 SW'))

    Raises:
        InvalidNotation: saying how moves are written.
    """
    return _NOTATION.parse(text)


def _parse_rotation(kind: Kind, word: str, text: str) -> int:
    letters = word.upper().replace("-", "")
    code = _ROTATIONS[kind].get(frozenset(letters))
    if code is None or len(set(letters)) != len(letters):
        names = ", ".join(ROTATION_NAMES[kind])
        raise InvalidNotation(
            Say.of(f"down-under.notation.rotation.{KIND_NAMES[kind]}", text=repr(text), names=names)
        )
    return code
