"""The pieces in the box: five animals, the dice faces, the bag, the jeep.

Animals are small ints (an ``IntEnum``), used as indices everywhere: a
player's markers, the dice counts and the bag all index by animal. A die
shows each animal once and a joker (``JOKER``, face 5).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from pygames.core import InvalidNotation


class Animal(IntEnum):
    """The five animals, in the order of every per-animal tuple."""

    EMU = 0
    KANGAROO = 1
    KOALA = 2
    PLATYPUS = 3
    LIZARD = 4

    @property
    def label(self) -> str:
        """The animal's name as notation and messages write it (``koala``)."""
        return self.name.lower()

    @property
    def with_article(self) -> str:
        """The name with its article, for messages: ``an emu``, ``a koala``."""
        return ("an " if self is Animal.EMU else "a ") + self.label


ANIMALS = tuple(Animal)
#: The die face that stands for any animal, but never alone.
JOKER = 5
FACES = 6
FACE_NAMES = (*(animal.label for animal in ANIMALS), "joker")
#: The plural a message uses ("3 koalas", "2 jokers").
FACE_PLURALS = ("emus", "kangaroos", "koalas", "platypuses", "lizards", "jokers")

TILES_PER_ANIMAL = 18
JEEP_SIZE = 5
BASE_DICE = 6
PLUS_DICE = 7
#: Dice rolled to find the start player, in every variant.
ROLL_OFF_DICE = 6
MAX_ROLLS = 3

#: A tile a view does not show: the bag's contents and face-down tiles.
HIDDEN = -1

_FACE_BY_NAME = {name: face for face, name in enumerate(FACE_NAMES)}
_FACE_BY_NAME.update({plural: face for face, plural in enumerate(FACE_PLURALS)})


def parse_face(word: str) -> int:
    """Read an animal or ``joker`` (singular or plural, any case) as a face.

    >>> parse_face("Koalas")
    2

    Raises:
        InvalidNotation: naming the words it knows.
    """
    face = _FACE_BY_NAME.get(word.lower())
    if face is None:
        raise InvalidNotation(f"{word!r} is not a die face ({', '.join(FACE_NAMES)})")
    return face


def parse_animal(word: str) -> Animal:
    """Read an animal's name (a joker is not an animal).

    Raises:
        InvalidNotation: for anything else.
    """
    face = parse_face(word)
    if face == JOKER:
        raise InvalidNotation("a joker is not an animal: name the animal the group takes")
    return Animal(face)


def counted(faces: Iterable[int]) -> str:
    """Write faces as a person counts them: ``3 koalas, 1 joker`` (``nothing`` if none)."""
    tally = [0] * FACES
    for face in faces:
        tally[face] += 1
    words = [
        f"{n} {FACE_NAMES[face] if n == 1 else FACE_PLURALS[face]}"
        for face, n in enumerate(tally)
        if n
    ]
    return ", ".join(words) or "nothing"
