"""Why a move is refused, in a player's words.

Only called for actions that are not among the legal ones, so each check
here looks for the first rule the action breaks, in the order a player
would think of them: is it the time for this, is the cell free, is it at
my path, do I still hold the card, does my colour continue the path, is it
inside the area, does it join two paths.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action
from pygames.games.down_under.actions import Phase, Place, Turn
from pygames.games.down_under.cards import (
    ANIMALS,
    KIND_NAMES,
    NO_ANIMAL,
    ROTATION_NAMES,
    TYPE_INDEX,
    Kind,
    card,
    count,
)
from pygames.games.down_under.grid import (
    DIRECTION_WORDS,
    around,
    cell_name,
    facing,
    port_cell,
    port_direction,
)
from pygames.games.down_under.table import FULL_CARDS

if TYPE_CHECKING:
    from pygames.games.down_under.rules import DownUnderState


def explain(state: DownUnderState, action: Action) -> str:
    """Say why ``action`` is not legal in ``state``."""
    if not isinstance(action, Place | Turn):
        return f"{action!r} is not a Down Under move"
    if state.phase == Phase.POND:
        where = " and ".join(cell_name(a.cell) for a in state.moves if isinstance(a, Place))
        return f"three or more paths meet at {where}: first lay a billabong there"
    if state.phase == Phase.BONUS:
        target = cell_name(port_cell(facing(state.bonus)))
        return f"the billabong leads your path on into {target}: lay one more card there"
    if isinstance(action, Turn):
        return _turn(state, action)
    if state.round_one:
        return _first_card(state, action)
    loops = [c for c in state.colours if _is_loop(state, c)]
    if loops and len(loops) == len(state.colours):
        return "your path is a closed loop: turn one of your curves a quarter to open it"
    return _place(state, action)


def _place(state: DownUnderState, place: Place) -> str:
    table, kind, cell = state.table, place.kind, place.cell
    here = cell_name(cell)
    animal = _animal_problem(state, place)
    if animal:
        return animal
    square = table.cells.get(cell)
    if square is not None:
        if square.open_side is None:
            return f"{here} is already taken"
        if kind != Kind.END:
            return f"{here} holds an end: only another end, from its free side, fits there"
        if place.rotation != square.open_side:
            side = DIRECTION_WORDS[square.open_side]
            return f"{here} holds an end: a second end must come in from its free {side} side"
    entries = [
        (colour, (port_direction(end) + 2) % 4)
        for colour in state.colours
        for end in table.open_ends(colour)
        if port_cell(facing(end)) == cell
    ]
    if not entries:
        return f"{here} is not at an open end of your path; {_where_next(state)}"
    if kind == Kind.BILLABONG:
        return _billabong(state, entries[0][0])
    colours = [colour for colour, _ in entries]
    if not any(_holds(state.hands[c], place) for c in colours):
        return f"you have no {_card_name(place)} left"
    own, *neutral = card(kind, place.rotation, colours[0], NO_ANIMAL).segments
    mine = [(c, entry) for c, entry in entries if entry in own.edges]
    if not mine and square is None:
        sides = " or ".join(f"the {DIRECTION_WORDS[e]}" for _, e in entries)
        if any(entry in segment.edges for segment in neutral for _, entry in entries):
            how = "it must go on in your own colour, not along the card's neutral side"
        else:
            how = "turn the card so that your own colour meets it"
        return f"your path reaches {here} from {sides}: {how}"
    if kind != Kind.END and not table.fits(cell):
        return f"{here} is outside the playing area: only an end may be laid there"
    if state.opening and kind == Kind.END:
        return "the first card after the entrances must be a straight or a curve"
    segments = card(kind, place.rotation, mine[0][0], NO_ANIMAL).segments
    joined = table.network.joined_colours(cell, segments)
    if joined:
        return _joins(state, joined)
    return f"{place} is not a legal move now"


def _first_card(state: DownUnderState, place: Place) -> str:
    table, here = state.table, cell_name(place.cell)
    colour = state.colours[0]
    kinds = (Kind.END,) if state.variant.ends_first else FULL_CARDS
    if place.kind not in kinds:
        allowed = " or ".join(f"{'an' if k == Kind.END else 'a'} {KIND_NAMES[k]}" for k in kinds)
        return f"in the first round, start your path with {allowed}"
    animal = _animal_problem(state, place)
    if animal:
        return animal
    if not table.cells:
        return "the first card goes in the middle of the table, at 0,0"
    backs = [a for a in state.moves if isinstance(a, Place) and a.cell in table.cells]
    if backs and backs[0].cell != place.cell:
        return f"your end goes back to back with the end at {cell_name(backs[0].cell)}"
    if place.cell in table.cells:
        side = table.cells[place.cell].open_side
        if side is None or place.kind != Kind.END:
            return f"{here} is already taken"
        if backs or place.rotation != side:
            word = DIRECTION_WORDS[side]
            return f"{here} holds an end: a second end comes in only from its free {word} side"
        stub = card(Kind.END, side, colour, NO_ANIMAL).segments
        joined = table.network.joined_colours(place.cell, stub)
        return _joins(state, joined) if joined else f"{here} is already taken"
    if not any(n in table.cells for n in around(place.cell)):
        return "in the first round, lay your card next to one already down (diagonally counts)"
    if not table.fits(place.cell):
        return f"{here} is outside the playing area"
    joined = table.network.joined_colours(
        place.cell, card(place.kind, place.rotation, colour, NO_ANIMAL).segments
    )
    if joined:
        return _joins(state, joined)
    return f"{place} is not a legal first card"


def _turn(state: DownUnderState, turn: Turn) -> str:
    here = cell_name(turn.cell)
    square = state.table.cells.get(turn.cell)
    colours = [c for c in state.colours if _is_loop(state, c)]
    if not colours:
        return "a curve is turned only to open a closed loop, and your path is not one"
    if square is None or square.kind != Kind.CURVE or square.segments[0].colour not in colours:
        return f"there is no curve of yours at {here}"
    if (turn.rotation - square.rotation) % 2 == 0:
        names = ROTATION_NAMES[Kind.CURVE]
        quarter = " or ".join(names[(square.rotation + k) % 4] for k in (1, 3))
        return f"a curve turns a quarter at a time: the one at {here} may become {quarter}"
    return f"turning the curve at {here} would not open your loop without joining two paths"


def _billabong(state: DownUnderState, colour: int) -> str:
    if not state.billabongs:
        return "all four billabongs are down"
    if count(state.hands[colour], Kind.CURVE):
        return "a billabong may stand in for a curve only once you have no curve left"
    return (
        "a billabong goes only where paths meet, or instead of a curve between your "
        "path and another where nothing but a curve would fit"
    )


def _animal_problem(state: DownUnderState, place: Place) -> str | None:
    if state.variant.special and place.kind in FULL_CARDS and place.animal == NO_ANIMAL:
        return (
            f"with special scoring, say which animal's {KIND_NAMES[place.kind]} you lay "
            f"(like 'emu {place}')"
        )
    if not state.variant.special and place.animal != NO_ANIMAL:
        return "the animals count only with special scoring: leave the animal out"
    return None


def _holds(hand: tuple[int, ...], place: Place) -> bool:
    if place.animal != NO_ANIMAL:
        return hand[TYPE_INDEX[(place.kind, place.animal)]] > 0
    return count(hand, place.kind) > 0


def _card_name(place: Place) -> str:
    name = KIND_NAMES[place.kind]
    if place.animal != NO_ANIMAL:
        return f"{ANIMALS[place.animal]} {name}"
    return f"{name}s"


def _where_next(state: DownUnderState) -> str:
    targets = sorted(
        {
            cell_name(port_cell(facing(end)))
            for colour in state.colours
            for end in state.table.open_ends(colour)
        }
    )
    if not targets:
        return "your path has no open end"
    return "your path goes on into " + " or ".join(targets)


def _joins(state: DownUnderState, colours: tuple[int, ...]) -> str:
    names = " and ".join(state.colour_name(c) for c in colours)
    return f"that would join the {names} paths, and paths may never be joined"


def _is_loop(state: DownUnderState, colour: int) -> bool:
    path = state.table.network.path(colour)
    return path is not None and path.is_loop
