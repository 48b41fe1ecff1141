"""Why a move is refused, in a player's words: ``explain(state, action) -> Say``.

Only called for actions that are not among the legal ones, so each check
here looks for the first rule the action breaks, in the order a player
would think of them: is it the time for this, is the cell free, is it at
my path, do I still hold the card, does my colour continue the path, is it
inside the area, does it join two paths. Every reason is a message with a
``down-under.refusal.*`` key (``locales``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygames.games.down_under.words as words
from pygames.core import Action, Say
from pygames.core.say import listing
from pygames.games.down_under.actions import Phase, Place, Turn
from pygames.games.down_under.cards import (
    KIND_NAMES,
    NO_ANIMAL,
    TYPE_INDEX,
    Kind,
    card,
    count,
)
from pygames.games.down_under.grid import around, facing, port_cell, port_direction
from pygames.games.down_under.table import FULL_CARDS
from pygames.games.down_under.words import animal_card, coming_from, side

if TYPE_CHECKING:
    from pygames.games.down_under.rules import DownUnderState


def explain(state: DownUnderState, action: Action) -> Say:
    """Say why ``action`` is not legal in ``state``."""
    if not isinstance(action, Place | Turn):
        return Say.of("down-under.refusal.not_a_move", move=repr(action))
    if state.phase == Phase.POND:
        return Say.count("down-under.refusal.pond_first", len(state.moves))
    if state.phase == Phase.BONUS:
        cell = port_cell(facing(state.bonus))
        if isinstance(action, Place) and action.kind == Kind.BILLABONG and action.cell == cell:
            return _billabong(state, next(iter(state.moves.values())))
        return Say("down-under.refusal.bonus_card")
    if isinstance(action, Turn):
        return _turn(state, action)
    if state.round_one:
        return _first_card(state, action)
    loops = [c for c in state.colours if _is_loop(state, c)]
    if loops and len(loops) == len(state.colours):
        return Say("down-under.refusal.open_the_loop")
    return _place(state, action)


def _place(state: DownUnderState, place: Place) -> Say:
    table, kind, cell = state.table, place.kind, place.cell
    animal = _animal_problem(state, place)
    if animal:
        return animal
    square = table.cells.get(cell)
    if square is not None:
        if square.open_side is None:
            return Say("down-under.refusal.taken")
        if kind != Kind.END:
            return Say("down-under.refusal.end_cell")
        if place.rotation != square.open_side:
            return Say.of("down-under.refusal.end_side", side=side(square.open_side))
    entries = [
        (colour, (port_direction(end) + 2) % 4)
        for colour in state.colours
        for end in table.open_ends(colour)
        if port_cell(facing(end)) == cell
    ]
    if not entries:
        return _where_next(state)
    if kind == Kind.BILLABONG:
        return _billabong(state, entries[0][0])
    colours = [colour for colour, _ in entries]
    if not any(_holds(state.hands[c], place) for c in colours):
        if place.animal != NO_ANIMAL:
            return Say.of(
                "down-under.refusal.none_left.animal", card=animal_card(kind, place.animal)
            )
        return Say(f"down-under.refusal.none_left.{KIND_NAMES[kind]}")
    own, *neutral = card(kind, place.rotation, colours[0], NO_ANIMAL).segments
    mine = [(c, entry) for c, entry in entries if entry in own.edges]
    if not mine and square is None:
        sides = listing([coming_from(e) for _, e in entries], "or")
        if any(entry in segment.edges for segment in neutral for _, entry in entries):
            return Say.of("down-under.refusal.neutral_side", sides=sides)
        return Say.of("down-under.refusal.own_colour", sides=sides)
    if kind != Kind.END and not table.fits(cell):
        return Say("down-under.refusal.outside_full")
    if state.opening and kind == Kind.END:
        return Say("down-under.refusal.opening_end")
    segments = card(kind, place.rotation, mine[0][0], NO_ANIMAL).segments
    joined = table.network.joined_colours(cell, segments)
    if joined:
        return _joins(joined)
    return Say("down-under.refusal.not_here")


def _first_card(state: DownUnderState, place: Place) -> Say:
    table = state.table
    colour = state.colours[0]
    kinds = (Kind.END,) if state.variant.ends_first else FULL_CARDS
    if place.kind not in kinds:
        if state.variant.ends_first:
            return Say("down-under.refusal.first_round.end")
        return Say("down-under.refusal.first_round.full")
    animal = _animal_problem(state, place)
    if animal:
        return animal
    if not table.cells:
        return Say("down-under.refusal.first_card")
    backs = [a for a in state.moves if isinstance(a, Place) and a.cell in table.cells]
    if backs and backs[0].cell != place.cell:
        return Say("down-under.refusal.back_to_back")
    if place.cell in table.cells:
        open_side = table.cells[place.cell].open_side
        if open_side is None or place.kind != Kind.END:
            return Say("down-under.refusal.taken")
        if backs or place.rotation != open_side:
            return Say.of("down-under.refusal.entrance_side", side=side(open_side))
        stub = card(Kind.END, open_side, colour, NO_ANIMAL).segments
        joined = table.network.joined_colours(place.cell, stub)
        return _joins(joined) if joined else Say("down-under.refusal.taken")
    if not any(n in table.cells for n in around(place.cell)):
        return Say("down-under.refusal.next_to_a_card")
    if not table.fits(place.cell):
        return Say("down-under.refusal.outside")
    joined = table.network.joined_colours(
        place.cell, card(place.kind, place.rotation, colour, NO_ANIMAL).segments
    )
    if joined:
        return _joins(joined)
    partner = state.partner(colour)
    if place.kind == Kind.END and partner is not None:
        joined = table.behind(place.cell, place.rotation, colour, partner)
        if joined:
            return Say.of(
                "down-under.refusal.no_room_behind",
                colour=words.colour(partner),
                side=side((place.rotation + 2) % 4),
                colours=listing([words.colour(c) for c in joined], "and"),
            )
    return Say("down-under.refusal.not_a_first_card")


def _turn(state: DownUnderState, turn: Turn) -> Say:
    square = state.table.cells.get(turn.cell)
    colours = [c for c in state.colours if _is_loop(state, c)]
    if not colours:
        return Say("down-under.refusal.turn_no_loop")
    if square is None or square.kind != Kind.CURVE or square.segments[0].colour not in colours:
        return Say("down-under.refusal.turn_no_curve")
    if (turn.rotation - square.rotation) % 2 == 0:
        quarters = [words.corner((square.rotation + k) % 4) for k in (1, 3)]
        return Say.of("down-under.refusal.turn_quarter", corners=listing(quarters, "or"))
    return Say("down-under.refusal.turn_joins")


def _billabong(state: DownUnderState, mover: int) -> Say:
    if not state.billabongs:
        return Say("down-under.refusal.no_billabong")
    if count(state.hands[mover], Kind.CURVE):
        return Say("down-under.refusal.billabong_curve")
    return Say("down-under.refusal.billabong_where")


def _animal_problem(state: DownUnderState, place: Place) -> Say | None:
    if state.variant.special and place.kind in FULL_CARDS and place.animal == NO_ANIMAL:
        return Say(f"down-under.refusal.name_animal.{KIND_NAMES[place.kind]}")
    if not state.variant.special and place.animal != NO_ANIMAL:
        return Say("down-under.refusal.no_animals")
    return None


def _holds(hand: tuple[int, ...], place: Place) -> bool:
    if place.animal != NO_ANIMAL:
        return hand[TYPE_INDEX[(place.kind, place.animal)]] > 0
    return count(hand, place.kind) > 0


def _where_next(state: DownUnderState) -> Say:
    if not any(state.table.open_ends(colour) for colour in state.colours):
        return Say("down-under.refusal.no_open_end")
    return Say("down-under.refusal.not_at_an_end")


def _joins(colours: tuple[int, ...]) -> Say:
    return Say.of(
        "down-under.refusal.joins", colours=listing([words.colour(c) for c in colours], "and")
    )


def _is_loop(state: DownUnderState, colour: int) -> bool:
    path = state.table.network.path(colour)
    return path is not None and path.is_loop
