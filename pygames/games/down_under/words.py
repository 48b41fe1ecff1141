"""The words Down Under's messages are built from: colours, cards, sides, corners.

Each is a ``Say`` with a key in this package's ``locales`` catalogs, put
into a sentence as a field. Where a word takes a different form in
different sentences (``the west`` after "from", ``west`` before "side"),
each form has keys of its own, so that no language has to bend a word it
was handed into the grammar of the sentence around it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.games.down_under.actions import Place, Turn
from pygames.games.down_under.cards import KIND_NAMES, NO_ANIMAL, Kind
from pygames.games.down_under.grid import Direction, cell_name

if TYPE_CHECKING:
    from pygames.games.down_under.rules import DownUnderState


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


def describe(state: DownUnderState, action: Action) -> Say:
    """Say what ``action`` does, naming the colour it is laid or turned for.

    >>> from pygames import get_game
    >>> start = get_game("down-under").new_game(seed=1)
    >>> str(describe(start, start.parse_action("curve 1,0 NW")))
    'Red lays a curve at 1,0, round the north-west corner'
    """
    if not isinstance(action, Place | Turn) or not state.colours:
        return Say.of("core.move", move=str(action))
    # The colour the action is for (in a two-paths turn, either of the mover's).
    who = colour(state.moves.get(action, state.colours[0]))
    where = cell_name(action.cell)
    if isinstance(action, Turn):
        return _move("turn", colour=who, cell=where, corner=corner(action.rotation))
    if action.kind == Kind.BILLABONG:
        return _move("billabong", colour=who, cell=where)
    if action.kind == Kind.END:
        return _move("end", colour=who, cell=where, side=side(action.rotation))
    if action.kind == Kind.STRAIGHT:
        way = {"line": line(action.rotation)}
    else:
        way = {"corner": corner(action.rotation)}
    if action.animal == NO_ANIMAL:
        return _move(KIND_NAMES[action.kind], colour=who, cell=where, **way)
    name = f"animal_{KIND_NAMES[action.kind]}"
    return _move(name, colour=who, cell=where, animal=an_animal(action.animal), **way)


def _move(name: str, **fields: str | Say) -> Say:
    return Say(f"down-under.move.{name}", fields)
