"""What a person has picked so far in a turn, and what the position offers them next.

The selection lives in the app controller between taps and is dropped after
every action, so ``None`` always means "as the position stands". A ``Pick``
holds any of:

- ``card``: the card type picked in the hand, ``(kind, animal)`` (the animal is
  ``NO_ANIMAL`` unless special scoring makes it part of the choice);
- ``cell``: the cell tapped, ``(x, y)``;
- ``preview``: the legal action drawn in place, waiting to be confirmed (a card
  in one of its legal rotations, or a curve turned).

These readers are shared by the renderer (what to light up) and the tap
handler (what a tap means), so the two cannot disagree; laying a card is
pick-then-target input, indexed by the shared ``pygames.web.picking.Choices``
(pick: the card type; target: the cell and the rotation).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.down_under import DownUnderAction, DownUnderState, Kind, Place, Turn
from pygames.games.down_under.cards import CARD_TYPES, NO_ANIMAL, count
from pygames.games.down_under.grid import cell_at, coordinates
from pygames.web.per_position import per_position
from pygames.web.picking import Choices

#: A card type as the hand shows it: (kind, animal).
CardType = tuple[int, int]
XY = tuple[int, int]
BILLABONG_CARD: CardType = (int(Kind.BILLABONG), NO_ANIMAL)


@dataclass(frozen=True, slots=True)
class Pick:
    """The card type picked, the cell tapped, the action previewed (each may be None)."""

    card: CardType | None = None
    cell: XY | None = None
    preview: DownUnderAction | None = None


def as_pick(selected: object) -> Pick:
    """The selection as a ``Pick`` (None: nothing picked)."""
    return selected if isinstance(selected, Pick) else Pick()


def card_of(action: Place) -> CardType:
    """The card type an action lays."""
    return (int(action.kind), action.animal)


@per_position
def choices(state: DownUnderState) -> Choices[CardType, tuple[XY, int], Place]:
    """The cards that may be laid now, by card type and by (cell, rotation)."""
    return Choices.of(
        (action for action in state.moves if isinstance(action, Place)),
        pick=card_of,
        target=lambda action: (coordinates(action.cell), action.rotation),
    )


def cells_for(state: DownUnderState, card: CardType) -> tuple[XY, ...]:
    """The cells ``card`` may go to now, in the order the actions came."""
    return tuple(dict.fromkeys(cell for cell, _ in choices(state).targets(card)))


def rotations(state: DownUnderState, card: CardType, cell: XY) -> tuple[Place, ...]:
    """The legal ways to lay ``card`` into ``cell``, one per rotation: those that leave the
    path room to go on first (the first one shown had pointed a newcomer's path out of the
    area, where only an end card may go), else in the rules' order."""
    found = [action for (where, _), action in choices(state).targets(card).items() if where == cell]
    return tuple(sorted(found, key=lambda action: -_room(state, action)))


def _room(state: DownUnderState, action: Place) -> int:
    """How many ways to lay a straight or a curve the mover's path has after ``action``, at
    its open ends: none where it points out of the area or into a dead end."""
    colour = state.moves.get(action)
    if colour is None:
        return 0
    after = state.apply_unchecked(action)
    assert isinstance(after, DownUnderState)
    table = after.table
    ends = table.open_ends(colour)
    hand = after.hands[colour]
    return len(set(table.placements(colour, hand, after.variant.special, ends, True, False)))


def cards_at(state: DownUnderState, cell: XY) -> tuple[CardType, ...]:
    """The card types that may go into ``cell`` now."""
    found = choices(state)
    return tuple(
        dict.fromkeys(c for c in found.picks() for where, _ in found.targets(c) if where == cell)
    )


def turns_at(state: DownUnderState, cell: XY) -> tuple[Turn, ...]:
    """The legal turns of the curve in ``cell`` (a quarter either way, where legal)."""
    here = cell_at(*cell)
    return tuple(a for a in state.moves if isinstance(a, Turn) and a.cell == here)


def ways(state: DownUnderState, action: DownUnderAction) -> tuple[DownUnderAction, ...]:
    """Every legal action a tap on the preview of ``action`` cycles through."""
    if isinstance(action, Turn):
        return turns_at(state, coordinates(action.cell))
    return rotations(state, card_of(action), coordinates(action.cell))


def hand(state: DownUnderState) -> list[tuple[CardType, int]]:
    """The cards the player to move holds, one entry per card type with how many.

    The colours they may lay now are counted together (two paths each); the
    animals are told apart only with special scoring, where they are part of the
    choice. A billabong shows as a card while laying one is legal.
    """
    hands = [state.hands[colour] for colour in state.colours]
    found: list[tuple[CardType, int]] = []
    if state.variant.special:
        for index, (kind, animal) in enumerate(CARD_TYPES):
            held = sum(h[index] for h in hands)
            if held:
                found.append(((int(kind), animal if kind != Kind.END else NO_ANIMAL), held))
    else:
        for kind in (Kind.STRAIGHT, Kind.CURVE, Kind.END):
            held = sum(count(h, kind) for h in hands)
            if held:
                found.append(((int(kind), NO_ANIMAL), held))
    if BILLABONG_CARD in choices(state).picks():
        found.append((BILLABONG_CARD, state.billabongs))
    return found


def playable(state: DownUnderState) -> frozenset[CardType]:
    """The card types with at least one legal place now."""
    return choices(state).picks()


def lit_cells(state: DownUnderState, selected: object) -> set[XY]:
    """The cells to light up: where the picked card may go, else every cell a card may go."""
    pick = as_pick(selected)
    if pick.preview is not None:
        return set()
    if pick.card is not None:
        return set(cells_for(state, pick.card))
    return {coordinates(a.cell) for a in state.moves if isinstance(a, Place)}


def lit_cards(state: DownUnderState, selected: object) -> frozenset[CardType]:
    """The cards to light up: those fitting the cell tapped, else every playable one."""
    pick = as_pick(selected)
    if pick.cell is not None and pick.card is None:
        return frozenset(cards_at(state, pick.cell))
    return playable(state)
