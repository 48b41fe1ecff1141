"""The words Down Under's messages are built from: colours, cards, sides, corners, lists.

Each is a ``Say`` with a key in this package's ``locales`` catalogs, put
into a sentence as a field. Where a word takes a different form in
different sentences (``the west`` after "from", ``west`` before "side"),
each form has keys of its own, so that no language has to bend a word it
was handed into the grammar of the sentence around it.

>>> str(listing([colour(0), colour(1)], "and"))
'Red and Blue'
>>> str(listing(["0,1", "1,0", "2,2"], "or"))
'0,1 or 1,0 or 2,2'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pygames.core import Say
from pygames.games.down_under.cards import KIND_NAMES, Kind
from pygames.games.down_under.grid import Direction


def colour(number: int) -> Say:
    """A colour, also the name of the player who lays it: ``Red``."""
    return Say(f"down-under.colour.{number}")


def animal_card(kind: Kind, animal: int) -> Say:
    """A straight or curve by its animal, as a hand holds it: ``platypus straight``."""
    return Say(f"down-under.card.{KIND_NAMES[kind]}.{animal}")


def an_animal(animal: int) -> Say:
    """An animal with its indefinite article, as a card carries it: ``an emu``."""
    return Say(f"down-under.animal.{animal}")


def side(direction: Direction) -> Say:
    """A cell's edge by its direction, as in "its free south side": ``south``."""
    return Say(f"down-under.side.{direction}")


def coming_from(direction: Direction) -> Say:
    """A direction a path comes from, as in "from the south": ``the south``."""
    return Say(f"down-under.from.{direction}")


def corner(rotation: int) -> Say:
    """The corner a curve's own arc turns around, by its rotation: ``north-east``."""
    return Say(f"down-under.corner.{rotation}")


def line(rotation: int) -> Say:
    """The way a straight's own segment runs, by its rotation: ``north-south``."""
    return Say(f"down-under.line.{rotation}")


def listing(items: Sequence[str | Say], conjunction: Literal["and", "or"]) -> str | Say:
    """Items joined pairwise by "and" or "or": ``A or B or C`` (never empty)."""
    assert items, "nothing to list"
    said = items[-1]
    for item in reversed(items[:-1]):
        said = Say.of(f"down-under.list.{conjunction}", first=item, second=said)
    return said
