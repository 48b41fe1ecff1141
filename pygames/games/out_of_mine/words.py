"""Out of Mine!'s things and moves as messages: players, crystals, tiles, a move's description.

The texts are in ``locales``; this module only picks the keys. A crystal is
named with its article, ``"a"`` or ``"the"``, because in German, French and
Dutch the article and the colour's ending go together:

>>> from pygames.games.out_of_mine.shapes import parse_kind
>>> str(crystal(parse_kind("RT"), "a")), str(crystal(parse_kind("B:g"), "the"))
('a red T-shaped crystal', 'the blue crystal with gold')

A sentence names a crystal as it is drawn (its colour and shape), never its
cell: the gallery draws no cell names, so ``c2`` stays in the notation beside a
log entry, and a sentence that must point at a cell says "the marked cell"
while the board marks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pygames.core import Action, Say
from pygames.games.out_of_mine.actions import (
    Call,
    ChooseSide,
    Flip,
    Move,
    Put,
    Stop,
    Take,
    Turn,
    Wait,
    time_said,
)
from pygames.games.out_of_mine.puzzle import date_of
from pygames.games.out_of_mine.shapes import SHAPES, Cell, Kind
from pygames.games.out_of_mine.tiles import Board, tile_at

if TYPE_CHECKING:
    from pygames.games.out_of_mine.rules import OutOfMineState


def player(number: int) -> Say:
    """Player ``number`` (counted from 0) by name: "Player 1"."""
    return Say(f"out-of-mine.player.{number}")


def crystal(kind: Kind, article: Literal["a", "the"]) -> Say:
    """A kind of crystal with its article: "a green I-shaped crystal", "the blue crystal
    with gold"."""
    shape = SHAPES[kind.shape]
    key = f"out-of-mine.crystal.{article}.{shape.colour.name.lower()}"
    # One-square and two-square crystals have one shape each, named by colour alone.
    name = Say.of(key, shape=shape.code[1]) if len(shape.code) > 1 else Say(key)
    if kind.find is None:
        return name
    return Say.of(f"out-of-mine.crystal.with.{kind.find.name.lower()}", crystal=name)


def day(number: int) -> Say:
    """A puzzle's day by its date, written as the reader writes dates.

    >>> str(day(20781))
    '2026-11-24'
    """
    when = date_of(number)
    return Say.of(
        "out-of-mine.date", year=str(when.year), month=f"{when.month:02}", day=f"{when.day:02}"
    )


def tile_on(board: Board, anchor: Cell) -> Say:
    """The tile anchored on ``anchor`` as drawn ("the green I-shaped crystal"), named even
    if there is none ("the crystal")."""
    laid = tile_at(board, anchor)
    if laid is not None:
        return crystal(laid.kind, "the")
    return Say("out-of-mine.crystal.the.unknown")


#: The description of a change that keeps a tile where it lies, by its action class.
_IN_PLACE = {
    Turn: "out-of-mine.move.turn",
    Flip: "out-of-mine.move.flip",
    Take: "out-of-mine.move.take",
}


def describe(state: OutOfMineState, action: Action) -> Say:
    """Say what ``action`` does for the player to act: "Player 1 puts a red T into the
    gallery"."""
    who = state.current_player
    if who is None:
        return Say.of("core.move", move=str(action))
    name = player(who)
    timeline = state.timelines[who]
    if isinstance(action, ChooseSide):
        board = state.boards[who] + 1
        return Say.of("out-of-mine.move.side", player=name, side=str(action)[-1], board=board)
    if isinstance(action, Wait):
        after = time_said(timeline.clock + action.tenths)
        step = time_said(action.tenths)
        return Say.of("out-of-mine.move.wait", player=name, step=step, clock=after)
    if isinstance(action, Put):
        put = crystal(action.kind, "a")
        return Say.of("out-of-mine.move.put", player=name, crystal=put)
    if isinstance(action, Move):
        moved = tile_on(timeline.board, action.anchor)
        return Say.of("out-of-mine.move.move", player=name, tile=moved)
    if isinstance(action, Turn | Flip | Take):
        key = _IN_PLACE[type(action)]
        return Say.of(key, player=name, tile=tile_on(timeline.board, action.anchor))
    if isinstance(action, Call) and state.options.get("solo") == "calm":
        return Say.of("out-of-mine.move.call_calm", player=name)  # no clock: no time to tell
    if isinstance(action, Call):
        # A dwarf's round comes before the person's in the log, its call above theirs however
        # much later it came: it is told as the call the dwarf is set to make, unless someone
        # calls sooner (newcomers read "calls", then "digs first and calls", as the dwarf
        # calling first).
        ahead = state.options["mode"] == "dwarves" and who != 0
        key = "out-of-mine.move.call_ahead" if ahead else "out-of-mine.move.call"
        return Say.of(key, player=name, clock=time_said(timeline.clock))
    if isinstance(action, Stop) and (standing := state.standing_call()) is not None:
        # The call's time and caller, not the clock stopped a tenth before it: "stopped by
        # the call at 142.8 s" beside a call at 142.9 s read as two different moments.
        caller, moment = standing
        return Say.of(
            "out-of-mine.move.stop", player=name, caller=player(caller), clock=time_said(moment)
        )
    return Say.of("core.move", move=str(action))
