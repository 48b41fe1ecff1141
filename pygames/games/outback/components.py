"""The pieces in the box: five animals, the dice faces, the bag, the jeep.

Animals are small ints (an ``IntEnum``), used as indices everywhere: a
player's markers, the dice counts and the bag all index by animal. A die
shows each animal once and a joker (``JOKER``, face 5).
"""

from __future__ import annotations

from enum import IntEnum

from pygames.core import InvalidNotation, Say


class Animal(IntEnum):
    """The five animals, in the order of every per-animal tuple."""

    EMU = 0
    KANGAROO = 1
    KOALA = 2
    PLATYPUS = 3
    LIZARD = 4

    @property
    def label(self) -> str:
        """The animal's name as notation writes it (``koala``); messages use ``words``."""
        return self.name.lower()


ANIMALS = tuple(Animal)
#: The die face that stands for any animal, but never alone.
JOKER = 5
FACES = 6
FACE_NAMES = (*(animal.label for animal in ANIMALS), "joker")
#: The plurals notation reads too ("roll keep koalas*2").
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
        raise InvalidNotation(
            Say.of("outback.notation.not_a_face", word=repr(word), faces=", ".join(FACE_NAMES))
        )
    return face


def parse_animal(word: str) -> Animal:
    """Read an animal's name (a joker is not an animal).

    Raises:
        InvalidNotation: for anything else.
    """
    face = parse_face(word)
    if face == JOKER:
        raise InvalidNotation(Say("outback.notation.joker_is_no_animal"))
    return Animal(face)
