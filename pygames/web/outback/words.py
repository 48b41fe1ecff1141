"""Outback in words: actions for the list of legal moves, the end screen's breakdown.

Everything is a ``Say`` (a catalog key and its fields), so it is read in the
player's language; hexes keep their board names (``4c``: row 4, third hex),
which need no translation.
"""

from __future__ import annotations

from collections.abc import Iterable

from pygames.core import Action
from pygames.games.outback import ANIMALS, Block, Layout, OutbackState, Place, Roll
from pygames.games.outback.actions import Stop
from pygames.games.outback.bonus import PLUS_TILES
from pygames.games.outback.components import FACE_NAMES
from pygames.games.outback.dice import tally
from pygames.games.outback.landscape import Hex, hex_name
from pygames.games.outback.scoring import blocked_penalty
from pygames.games.outback.track import counted_on_left, is_upper, value
from pygames.web.outback.track import space_label
from pygames.web.text import Say


def animal_name(animal: int) -> Say:
    """An animal's name with its article (``the koala``): the catalogs' sentences put it
    where no language has to change the article's case."""
    return Say(f"outback.animal.{ANIMALS[animal].label}")


def hex_label(layout: Layout, hex_: Hex) -> str:
    """A hex's name on the board (``4c``), the same in every language."""
    return layout.name_of(hex_)


def listed(items: Iterable[Say]) -> Say:
    """Several messages as one list (``2 × koala, joker``), joined the reader's way."""
    items = list(items)
    if len(items) == 1:
        return items[0]
    return Say.of("outback.list", first=items[0], rest=listed(items[1:]))


def dice_words(faces: Iterable[int]) -> Say:
    """Dice counted by face: ``2 × koala die, 1 × joker die``."""
    return listed(
        Say.of(f"outback.dice.{FACE_NAMES[face]}", count=count)
        for face, count in enumerate(tally(faces))
        if count
    )


def describe(state: OutbackState, action: Action) -> Say:
    """An action in words, for the list of legal moves (and so for screen readers)."""
    if isinstance(action, Roll):
        roll = state.rolls + 1
        if not action.keep:
            return Say.of("outback.describe.roll_all", count=len(state.dice), roll=roll)
        return Say.of(
            "outback.describe.roll_keep",
            kept=dice_words(action.keep),
            count=len(state.dice) - len(action.keep),
            roll=roll,
        )
    if isinstance(action, Stop):
        return Say.of("outback.describe.stop", dice=dice_words(state.dice))
    if isinstance(action, Place):
        return Say.of(
            "outback.describe.place",
            animal=animal_name(action.animal),
            hex=hex_name(action.row, action.column),
            row=action.row,
        )
    if isinstance(action, Block):
        return Say.of("outback.describe.block", hex=hex_name(action.row, action.column))
    return Say("outback.describe.done")


def plus_tile_name(tile: int) -> Say:
    """What an Outback Plus tile asks for."""
    plus = PLUS_TILES[tile]
    if plus.kind == "animal":
        return Say.of("outback.plus.animal", animal=animal_name(plus.subject))
    if plus.kind == "row":
        return Say.of("outback.plus.row", row=plus.subject)
    return Say(f"outback.plus.{plus.kind}")


def penalty_rule(penalty: str | None) -> Say:
    """What a blocked hex costs under the penalty tile in play (None: the usual 2)."""
    return Say(f"outback.penalty.{(penalty or 'standard').lower()}")


def score_parts(state: OutbackState, player: int) -> list[tuple[Say, int]]:
    """The end screen's breakdown; the points add up to the engine's score.

    The three lowest markers on the left track, every marker on the upper
    track, the Outback Plus tiles taken, minus the blocked hexes. Markers
    that do not count and the base game's bonus tiles (their points already
    moved a marker; they break ties) are listed at 0, so nothing is a mystery.
    """
    board = state.boards[player]
    counted = counted_on_left(board.markers)
    parts: list[tuple[Say, int]] = []
    for animal, points in zip(ANIMALS, board.markers, strict=True):
        name, space = animal_name(animal), space_label(points)
        if is_upper(points):
            parts.append((Say.of("outback.score.upper", animal=name, space=space), value(points)))
        elif animal not in counted:
            parts.append((Say.of("outback.score.not_counted", animal=name, space=space), 0))
        elif points == 0:
            parts.append((Say.of("outback.score.start", animal=name), value(points)))
        else:
            parts.append((Say.of("outback.score.left", animal=name, space=space), value(points)))
    if board.bonus:
        parts.append((Say.of("outback.score.bonus_spaces", count=len(board.bonus)), 0))
    for tile in board.plus_tiles:
        parts.append(
            (Say.of("outback.score.plus_tile", tile=plus_tile_name(tile)), PLUS_TILES[tile].points)
        )
    blocked = len(board.blocked_hexes())
    if blocked:
        cost = blocked_penalty(board, state.layout, state.penalty)
        rule = penalty_rule(state.penalty)
        parts.append((Say.of("outback.score.blocked", count=blocked, rule=rule), -cost))
    return parts
