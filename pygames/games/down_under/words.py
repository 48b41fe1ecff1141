"""The words Down Under's messages are built from: colours, cards, sides, corners.

Each is a ``Say`` with a key in this package's ``locales`` catalogs, put
into a sentence as a field. Where a word takes a different form in
different sentences (``the west`` after "from", ``west`` before "side"),
each form has keys of its own, so that no language has to bend a word it
was handed into the grammar of the sentence around it.

No sentence names a cell by its coordinates: the table draws none, and a
card is always laid where the table shows it may go (at an open end, or
where paths meet). A move says what was laid and which way it turns; a
refusal speaks of "that cell" and the board marks the cell tapped; cells
the player is sent to are those the board marks with a dot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.core.say import listing
from pygames.games.down_under.actions import Place, Turn
from pygames.games.down_under.cards import KIND_NAMES, NO_ANIMAL, Kind
from pygames.games.down_under.grid import Cell, Direction

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


def paths_meeting(state: DownUnderState, cell: Cell) -> Say | str:
    """The paths whose open ends point into ``cell``, by colour: ``Red, Blue and Yellow``."""
    table = state.table
    colours = [c for c in range(len(table.network.paths)) if cell in table.leads_into(c)]
    return listing([colour(c) for c in colours], "and")


def describe(state: DownUnderState, action: Action) -> Say:
    """Say what ``action`` does, naming the colour it is laid or turned for.

    >>> from pygames import get_game
    >>> start = get_game("down-under").new_game(seed=1)
    >>> str(describe(start, start.parse_action("curve 1,0 NW")))
    'Red lays a curve, round the north-west corner'
    """
    if not isinstance(action, Place | Turn) or not state.colours:
        return Say.of("core.move", move=str(action))
    # The colour the action is for (in a two-paths turn, either of the mover's).
    who = colour(state.moves.get(action, state.colours[0]))
    if isinstance(action, Turn):
        return _move("turn", colour=who, corner=corner(action.rotation))
    if action.kind == Kind.BILLABONG:
        return _move("billabong", colour=who)
    if action.kind == Kind.END:
        return _move("end", colour=who, side=side(action.rotation))
    if action.kind == Kind.STRAIGHT:
        way = {"line": line(action.rotation)}
    else:
        way = {"corner": corner(action.rotation)}
    if action.animal == NO_ANIMAL:
        return _move(KIND_NAMES[action.kind], colour=who, **way)
    name = f"animal_{KIND_NAMES[action.kind]}"
    return _move(name, colour=who, animal=an_animal(action.animal), **way)


def _move(name: str, **fields: str | Say) -> Say:
    return Say(f"down-under.move.{name}", fields)
