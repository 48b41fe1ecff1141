"""The cards: what each one draws in its cell, the animals, and a player's hand.

A card is modelled by the path *segments* it draws between the midpoints of
its cell's edges. Each segment is either in a player's colour or neutral,
and touches one edge (a dead end: an end's stub, a pond that a path ends
in) or two (everything else):

- straight, rotation NS or EW: the player's segment along the rotation and
  a neutral one across it, a bridge: the two do not connect;
- curve, rotation NE, SE, SW or NW: the player's quarter-arc around that
  corner and a neutral one around the opposite corner;
- end, rotation N, E, S or W: a stub of the player's colour on that edge
  and a neutral line joining the two edges beside it (a half card: a cell
  holding one end takes one more, from the opposite edge, sharing the line);
- billabong: a neutral pond whose segments depend on why it was laid
  (see ``rules``), always covering all four edges.

Animals sit on the neutral segments of straights and curves; ends and
billabongs carry none. A hand counts the cards of each *card type* (a kind
and an animal) a colour still holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from pygames.games.down_under.grid import Direction


class Kind(IntEnum):
    """The four kinds of card."""

    STRAIGHT = 0
    CURVE = 1
    END = 2
    BILLABONG = 3


KIND_NAMES = ("straight", "curve", "end", "billabong")
#: How each kind's rotation is written: straights by their own segment, curves by
#: the corner their own arc turns around, ends by the edge their stub sits on.
ROTATION_NAMES: dict[Kind, tuple[str, ...]] = {
    Kind.STRAIGHT: ("NS", "EW"),
    Kind.CURVE: ("NE", "SE", "SW", "NW"),
    Kind.END: ("N", "E", "S", "W"),
    Kind.BILLABONG: ("",),
}

KANGAROO, EMU, PLATYPUS, RABBIT, DINGO = range(5)
ANIMALS = ("kangaroo", "emu", "platypus", "rabbit", "dingo")
NO_ANIMAL = -1
NEUTRAL = -1

#: The card types of one set, in hand order, and how many of each a set holds.
CARD_TYPES: tuple[tuple[Kind, int], ...] = (
    (Kind.STRAIGHT, KANGAROO),
    (Kind.STRAIGHT, EMU),
    (Kind.STRAIGHT, PLATYPUS),
    (Kind.STRAIGHT, RABBIT),
    (Kind.CURVE, KANGAROO),
    (Kind.CURVE, EMU),
    (Kind.CURVE, PLATYPUS),
    (Kind.CURVE, RABBIT),
    (Kind.CURVE, DINGO),
    (Kind.END, NO_ANIMAL),
)
FULL_HAND: tuple[int, ...] = (2, 2, 1, 2, 2, 2, 2, 2, 1, 2)
BILLABONGS = 4

Hand = tuple[int, ...]


def types_of(kind: Kind) -> tuple[int, ...]:
    """The indices of ``kind``'s card types, in hand order."""
    return tuple(index for index, (k, _) in enumerate(CARD_TYPES) if k == kind)


TYPES_OF: dict[Kind, tuple[int, ...]] = {kind: types_of(kind) for kind in Kind}
TYPE_INDEX: dict[tuple[Kind, int], int] = {card: i for i, card in enumerate(CARD_TYPES)}
DINGO_CARD = TYPE_INDEX[(Kind.CURVE, DINGO)]


def count(hand: Hand, kind: Kind) -> int:
    """How many cards of ``kind`` the hand holds."""
    return sum(hand[index] for index in TYPES_OF[kind])


def take(hand: Hand, index: int) -> Hand:
    """The hand after laying one card of type ``index``."""
    assert hand[index] > 0, (hand, index)
    return hand[:index] + (hand[index] - 1,) + hand[index + 1 :]


@dataclass(frozen=True, slots=True)
class Segment:
    """One stretch of path inside a cell: whose colour, which edges, which animal."""

    colour: int  # NEUTRAL, or the colour of the set it belongs to
    edges: tuple[Direction, ...]  # one edge for a dead end, two otherwise
    animal: int = NO_ANIMAL

    @property
    def is_dead_end(self) -> bool:
        """True for a stub or a pond a path ends in: it touches one edge only."""
        return len(self.edges) == 1


@dataclass(frozen=True, slots=True)
class Square:
    """What lies in one cell: the kind of card and every segment drawn there."""

    kind: Kind
    segments: tuple[Segment, ...]

    @property
    def open_side(self) -> Direction | None:
        """For a cell holding a single end, the free edge a second end may come from."""
        if self.kind != Kind.END or len(self.segments) == 3:
            return None
        return (self.segments[0].edges[0] + 2) % 4

    @property
    def rotation(self) -> int:
        """The rotation of the card's own segment (see ``ROTATION_NAMES``).

        ``card`` draws the own segment first, starting from the edge that
        names its rotation, so no search is needed.
        """
        return 0 if self.kind == Kind.BILLABONG else self.segments[0].edges[0]


def card(kind: Kind, rotation: int, colour: int, animal: int) -> Square:
    """The square a straight, curve or (first) end of ``colour`` makes at ``rotation``."""
    if kind == Kind.STRAIGHT:
        own, other = (rotation, rotation + 2), (rotation + 1, (rotation + 3) % 4)
    elif kind == Kind.CURVE:
        own = (rotation, (rotation + 1) % 4)
        other = ((rotation + 2) % 4, (rotation + 3) % 4)
    else:
        assert kind == Kind.END, kind
        line = Segment(NEUTRAL, ((rotation + 1) % 4, (rotation + 3) % 4))
        return Square(kind, (Segment(colour, (rotation,)), line))
    return Square(kind, (Segment(colour, own), Segment(NEUTRAL, other, animal)))


def second_end(square: Square, colour: int) -> Square:
    """The square after a second end comes in from the free side of a single end."""
    side = square.open_side
    assert side is not None, square
    return Square(Kind.END, (*square.segments, Segment(colour, (side,))))


def billabong(routes: tuple[tuple[Direction, ...], ...]) -> Square:
    """A billabong whose pond links the edges as ``routes`` says (dead ends or crossings)."""
    return Square(Kind.BILLABONG, tuple(Segment(NEUTRAL, route) for route in routes))
