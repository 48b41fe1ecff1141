"""How Outback's messages name its pieces: players, animals, dice and tiles, as ``Say`` values.

An animal put into a sentence takes a different article or case in German,
French and Dutch depending on its place in the sentence, so each animal has
one catalog key per use (``outback.animal.<animal>.<use>``) and every
language words that use its own way:

- ``label``: heading a line of a score (``koala``);
- ``a``: with its indefinite article, as the subject of a sentence (``a koala``);
- ``a_object``: the same as the object of a verb (``einen Koala`` in German);
- ``no``: after a negation (``no koala``, ``kein Koala``, ``aucun koala``);
- ``die``, ``dice``: its dice (``koala die``); ``group``: a group of its dice.

Counted things are plural pairs: ``outback.faces.<face>`` for dice by face
(``2 koalas``, ``1 joker``), ``outback.tiles.<animal>`` for tiles (the jeep's).

A hex is named as the board shows it, by its row's printed number and its
place in the row as the eye finds it (``the middle hex of row 4``): the board
draws no hex names, so notation's ``4c`` stays in the records and beside a log
entry, never in a sentence. A place has one key per row length and place
(``outback.hex.<hexes in the row>.<place from the left>``), read as the subject
or the object of a sentence (every language's sentences put it where its
article keeps one form).

>>> str(counted_dice((2, 2, 5)))
'2 koalas, 1 joker'
>>> from pygames.games.outback.landscape import BASE
>>> str(Say.of("outback.refusal.hex_taken", hex=hex_at(BASE, 4, 1), animal=animal(0, "a")))
'the middle hex of row 4 already holds an emu'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.core.say import listing as core_listing
from pygames.games.outback.actions import Block, Done, Place, Roll, Stop
from pygames.games.outback.components import ANIMALS, FACE_NAMES, FACES
from pygames.games.outback.landscape import Layout

if TYPE_CHECKING:
    from pygames.games.outback.rules import OutbackState

#: The ways a sentence can hold an animal (see the module docstring).
ANIMAL_USES = ("label", "a", "a_object", "no", "die", "dice", "group")


def player(seat: int) -> Say:
    """A player's name (``Player 1`` for seat 0)."""
    return Say(f"outback.player.{seat}")


def animal(kind: int, use: str) -> Say:
    """An animal worded for one ``use`` in a sentence (one of ``ANIMAL_USES``)."""
    assert use in ANIMAL_USES, use
    return Say(f"outback.animal.{ANIMALS[kind].label}.{use}")


def hex_at(layout: Layout, row: int, column: int) -> Say:
    """The hex at ``row`` and ``column`` (0 = leftmost) as the board shows it: ``the
    leftmost hex of row 5``, ``the middle hex of row 4``, ``the single hex of row 6``."""
    hexes = len(layout.hexes_in_row(row))
    assert 0 <= column < hexes, (row, column)
    return Say.of(f"outback.hex.{hexes}.{column}", row=row)


def listing(items: Sequence[Say]) -> Say | str:
    """Several messages as one list, ``first, second, third``; ``nothing`` if there are none."""
    return core_listing(items) if items else Say("outback.nothing")


def counted_dice(faces: Iterable[int]) -> Say | str:
    """Dice counted by face, as a person counts them: ``3 koalas, 1 joker``."""
    return listing(
        [
            Say.count(f"outback.faces.{FACE_NAMES[face]}", count)
            for face, count in enumerate(_tally(faces, FACES))
            if count
        ]
    )


def counted_tiles(tiles: Iterable[int]) -> Say | str:
    """Animal tiles counted by animal: ``2 koalas, 1 emu``."""
    return listing(
        [
            Say.count(f"outback.tiles.{ANIMALS[kind].label}", count)
            for kind, count in enumerate(_tally(tiles, len(ANIMALS)))
            if count
        ]
    )


def _tally(items: Iterable[int], size: int) -> list[int]:
    counts = [0] * size
    for item in items:
        counts[item] += 1
    return counts


def describe(state: OutbackState, action: Action) -> Say:
    """Say what the player to act does with ``action``, for the log and the list of moves.

    >>> from pygames import get_game
    >>> start = get_game("outback").new_game(players=2, seed=1)
    >>> str(describe(start, start.parse_action("roll keep kangaroo")))
    'Player 1 keeps 1 kangaroo and rolls the other 5 again (roll 2 of 3)'
    """
    who = player(state.to_move)
    if isinstance(action, Roll):
        count = len(state.dice) - len(action.keep)
        roll = state.rolls + 1
        if not action.keep:
            return Say.of("outback.move.roll_all", player=who, count=count, roll=roll)
        kept = counted_dice(action.keep)
        return Say.count("outback.move.roll_keep", count, player=who, kept=kept, roll=roll)
    if isinstance(action, Stop):
        return Say.of("outback.move.stop", player=who, dice=counted_dice(state.dice))
    if isinstance(action, Place):
        hex_ = hex_at(state.layout, action.row, action.column)
        taken = animal(action.animal, "a_object")
        jokers = state.jokers_for(action) if action in state.legal_actions() else 0
        if not jokers:
            return Say.of("outback.move.place", player=who, animal=taken, hex=hex_)
        used = Say.count("outback.faces.joker", jokers)
        return Say.of("outback.move.place_jokers", player=who, animal=taken, hex=hex_, jokers=used)
    if isinstance(action, Block):
        hex_ = hex_at(state.layout, action.row, action.column)
        return Say.of("outback.move.block", player=who, hex=hex_)
    if isinstance(action, Done):
        return Say.of("outback.move.done", player=who)
    return Say.of("core.move", move=str(action))
