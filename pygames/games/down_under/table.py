"""The cards on the table and what may be laid where.

``Table`` holds the cells, their chains and the area's bounding box; it
answers the geometric questions of the rules (which cards fit at an open
end, where three paths meet, how a turned curve reopens a loop) and lays
cards. Whose turn it is, hands and scoring live in ``rules``.

Billabongs (our reading of the rulebook's three cases):

1. Open ends of three different paths point into the same empty cell: a
   billabong goes there. The mover's path, if it is one of the three, runs
   through the pond to the fourth edge and goes on from there; the other
   paths end in the pond (so does anything reaching the fourth edge later
   when the mover's path is not among them).
2. Open ends point in from all four edges: every path ends in the pond.
3. The mover's open end and another path's point into an empty cell from
   two neighbouring edges, the mover holds no curve, and of their cards
   only a curve would fit there (no straight or end of theirs may be laid):
   a billabong may replace that curve. The pond then routes both paths the
   way the curve would have: the mover's round the corner away from the
   other path, the other path round the opposite corner.

Billabongs are full cards: like straights and curves they must fit in the area.
There are four: once they are all down, no case lays one (``rules`` keeps the
supply). The meeting cell is then an empty cell like any other, and the
ordinary rules decide what may go there: in case 3 nothing of the mover's
(its path is blocked there), in case 2 nothing at all (every card would join
two of the four paths), in case 1 no straight or curve (each would join two
of the three paths) but an end whose neutral line joins no two of them. No
path is made to end there, as the pond would have made it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import cache

from pygames.games.down_under.actions import Place, Turn
from pygames.games.down_under.area import Box, Limit, Windows, grow, inside, windows
from pygames.games.down_under.cards import (
    CARD_TYPES,
    NEUTRAL,
    NO_ANIMAL,
    ROTATION_NAMES,
    TYPES_OF,
    Hand,
    Kind,
    Segment,
    Square,
    card,
    count,
)
from pygames.games.down_under.chains import Network
from pygames.games.down_under.grid import (
    DIRECTIONS,
    ORIGIN,
    Cell,
    Direction,
    Port,
    around,
    facing,
    port_cell,
    port_direction,
)

#: What may start a path in the first round.
FULL_CARDS = (Kind.STRAIGHT, Kind.CURVE)


@dataclass(frozen=True, slots=True)
class Table:
    """The cells, the chains they form, and the box of the cards that fix the area.

    ``windows`` is where a full card still fits, worked out from ``box`` and
    ``limit`` whenever the box changes.
    """

    cells: Mapping[Cell, Square]
    network: Network
    box: Box | None
    limit: Limit
    windows: Windows = None

    @classmethod
    def empty(cls, colours: int, limit: Limit) -> Table:
        """The table before the first card."""
        return cls({}, Network.empty(colours), None, limit)

    # -- reading the table -------------------------------------------------

    def fits(self, cell: Cell) -> bool:
        """Whether a straight, curve or billabong may go into ``cell`` (it is inside the area)."""
        return inside(self.windows, cell)

    def open_ends(self, colour: int) -> tuple[Port, ...]:
        """The dangling ports of ``colour``'s path: each points into the cell it may go on in."""
        path = self.network.path(colour)
        return path.ports if path else ()

    def leads_into(self, colour: int) -> set[Cell]:
        """The cells ``colour``'s path may go on into next."""
        return {port_cell(facing(end)) for end in self.open_ends(colour)}

    def entries(self, cell: Cell) -> dict[Direction, int]:
        """The paths pointing into ``cell``: entry edge -> chain id (neutral chains left out)."""
        network = self.network
        found = {}
        for direction in DIRECTIONS:
            chain = network.ports.get(facing(cell * 4 + direction))
            if chain is not None and network.chains[chain].colour != NEUTRAL:
                found[direction] = chain
        return found

    def ponds(self) -> tuple[Cell, ...]:
        """Empty cells inside the area that open ends of three or more paths point into."""
        network = self.network
        meeting: dict[Cell, set[int]] = {}
        for chain_id in network.paths:
            if chain_id >= 0:
                for end in network.chains[chain_id].ports:
                    meeting.setdefault(port_cell(facing(end)), set()).add(chain_id)
        return tuple(
            sorted(
                cell
                for cell, chains in meeting.items()
                if len(chains) >= 3 and cell not in self.cells and self.fits(cell)
            )
        )

    # -- what may be laid --------------------------------------------------

    def placements(
        self,
        colour: int,
        hand: Hand,
        animals: bool,
        ends: tuple[Port, ...],
        full_only: bool,
        billabong: bool,
    ) -> Iterator[Place]:
        """Every card ``colour`` may lay at the open ends ``ends`` (duplicates possible).

        ``billabong`` says whether one is left to stand in for a curve (case 3).
        """
        cells = self.cells
        for end in ends:
            target = port_cell(facing(end))
            entry = (port_direction(end) + 2) % 4
            square = cells.get(target)
            if square is not None:
                if square.open_side == entry and not full_only:
                    yield from _cards(Kind.END, target, entry, hand, animals)
                continue
            inside = self.fits(target)
            for kind, rotation, segments in _candidates(entry, colour, inside, full_only):
                if self.network.joined_colours(target, segments):
                    continue
                yield from _cards(kind, target, rotation, hand, animals)
            if billabong and inside and not count(hand, Kind.CURVE):
                if self.crossing(colour, target, entry, hand) is not None:
                    yield Place(Kind.BILLABONG, target)

    def openings(
        self,
        colour: int,
        hand: Hand,
        animals: bool,
        kinds: tuple[Kind, ...],
        partner: int | None = None,
    ) -> list[Place]:
        """The first cards ``colour`` may lay: at 0,0 first, else next to a card already down.

        Entrances (``kinds`` only ends) pair up back to back: while an end
        lies alone on the table, the entrance goes back to back with it (if
        it can: else there is none); otherwise it starts a new square, and
        when ``partner`` lays the next entrance, only where ``partner``'s end
        could then go back to back with it (see ``behind``).
        """
        cells = self.cells
        entrances = kinds == (Kind.END,)
        if not cells:
            targets: list[Cell] = [ORIGIN]
        else:
            targets = sorted({n for c in cells for n in around(c) if n not in cells})
            if entrances and any(square.open_side is not None for square in cells.values()):
                return self._back_to_back(colour, hand)
        found: list[Place] = []
        ports = self.network.ports
        for target in targets:
            if not self.fits(target):
                continue
            # Diagonal neighbours touch nothing: only cells with a chain at an edge need checks.
            touching = any(facing(target * 4 + edge) in ports for edge in DIRECTIONS)
            for kind in kinds:
                for rotation in range(len(ROTATION_NAMES[kind])):
                    segments = _segments(kind, rotation, colour)
                    if touching and self.network.joined_colours(target, segments):
                        continue
                    if entrances and partner is not None:
                        if self.behind(target, rotation, colour, partner):
                            continue
                    found.extend(_cards(kind, target, rotation, hand, animals))
        return found

    def _back_to_back(self, colour: int, hand: Hand) -> list[Place]:
        """The ends ``colour`` may lay against the free far side of a single end."""
        found: list[Place] = []
        for cell, square in sorted(self.cells.items()):
            side = square.open_side
            if side is not None:
                stub = (Segment(colour, (side,)),)
                if not self.network.joined_colours(cell, stub):
                    found.extend(_cards(Kind.END, cell, side, hand, False))
        return found

    def behind(self, cell: Cell, rotation: int, colour: int, partner: int) -> tuple[int, ...]:
        """The colours ``partner``'s end would join going back to back with ``colour``'s.

        ``colour``'s end is laid at ``cell`` with its stub on ``rotation``'s
        edge, then ``partner``'s stub on the opposite edge is tried; () means
        it may go there.
        """
        table = self.lay(cell, card(Kind.END, rotation, colour, NO_ANIMAL), counts=True)
        stub = (Segment(partner, ((rotation + 2) % 4,)),)
        return table.network.joined_colours(cell, stub)

    def crossing(
        self, colour: int, cell: Cell, entry: Direction, hand: Hand
    ) -> tuple[tuple[Direction, ...], ...] | None:
        """Case 3: the pond's routes if a billabong may replace a curve here, else None."""
        mine = self.network.paths[colour]
        others = [d for d, chain in self.entries(cell).items() if chain != mine]
        if len(others) != 1 or (others[0] - entry) % 2 == 0:
            return None
        other = others[0]
        ours = (entry, (other + 2) % 4)
        theirs = (other, (entry + 2) % 4)
        curve = (Segment(colour, ours), Segment(NEUTRAL, theirs))
        if self.network.joined_colours(cell, curve):
            return None
        for kind, _, segments in _candidates(entry, colour, True, False):
            if kind != Kind.CURVE and count(hand, kind):
                if not self.network.joined_colours(cell, segments):
                    return None
        return ours, theirs

    def pond_routes(self, cell: Cell, mover: int) -> tuple[tuple[Direction, ...], ...]:
        """Cases 1 and 2: how the pond laid where paths meet links its edges."""
        entries = self.entries(cell)
        mine = [d for d, chain in entries.items() if chain == self.network.paths[mover]]
        if len(entries) == 3 and mine:
            (fourth,) = set(DIRECTIONS) - set(entries)
            return (mine[0], fourth), *((d,) for d in entries if d != mine[0])
        return tuple((d,) for d in DIRECTIONS)

    def turns(self, colour: int) -> list[Turn]:
        """The quarter turns of ``colour``'s curves that open its closed loop.

        Turning a curve changes only the chains through its cell, so instead
        of rebuilding the network for every candidate, the segments are
        followed outwards from each of the cell's four edges once; both ways
        of turning are then judged from those four walks.
        """
        found = []
        for cell, square in sorted(self.cells.items()):
            if square.kind != Kind.CURVE or square.segments[0].colour != colour:
                continue
            walks = [self._outward(cell, edge) for edge in DIRECTIONS]
            for rotation in ((square.rotation + 1) % 4, (square.rotation + 3) % 4):
                if _opens(walks, rotation, colour):
                    found.append(Turn(cell, rotation))
        return found

    def _outward(self, cell: Cell, edge: Direction) -> Walk:
        """Follow the segments leaving ``cell`` at ``edge`` to where they end or come back."""
        colours: set[int] = set()
        port = cell * 4 + edge
        while True:
            across = facing(port)
            here, side = port_cell(across), port_direction(across)
            if here == cell:
                return Walk(side, frozenset(colours), False)
            square = self.cells.get(here)
            segment = None
            if square is not None:
                segment = next((s for s in square.segments if side in s.edges), None)
            if segment is None:
                return Walk(None, frozenset(colours), True)
            if segment.colour != NEUTRAL:
                colours.add(segment.colour)
            if segment.is_dead_end:
                return Walk(None, frozenset(colours), False)
            onward = segment.edges[0] if segment.edges[1] == side else segment.edges[1]
            port = here * 4 + onward

    # -- laying ------------------------------------------------------------

    def lay(self, cell: Cell, square: Square, counts: bool) -> Table:
        """The table with ``square`` in ``cell`` (legality checked before).

        ``counts`` says whether the card counts towards the area's box. A
        second end in a cell only adds its stub to the segments already there.
        """
        before = self.cells.get(cell)
        new = square.segments[len(before.segments) :] if before else square.segments
        cells = dict(self.cells)
        cells[cell] = square
        network = self.network.lay(cell, new)
        if not counts:
            return Table(cells, network, self.box, self.limit, self.windows)
        box = grow(self.box, cell)
        return Table(cells, network, box, self.limit, windows(box, self.limit))

    def turned(self, cell: Cell, rotation: int) -> Table | None:
        """The table with the curve in ``cell`` turned to ``rotation``, or None if paths join."""
        old = self.cells[cell]
        own, other = old.segments
        square = card(Kind.CURVE, rotation, own.colour, other.animal)
        cells = dict(self.cells)
        cells[cell] = square
        network = Network.build(cells, len(self.network.paths), self.network.next_id)
        return None if network is None else replace(self, cells=cells, network=network)


@dataclass(frozen=True, slots=True)
class Walk:
    """Where the segments leaving a cell at one edge lead, and what they hold."""

    back: Direction | None  # the edge where they come back into the cell, if they do
    colours: frozenset[int]  # the colours met on the way
    dangles: bool  # they end at a free edge (rather than a dead end, or back in the cell)


def _opens(walks: list[Walk], rotation: int, colour: int) -> bool:
    """Whether a curve of ``colour`` turned to ``rotation`` opens its loop without joining paths.

    ``walks[edge]`` is where the segments outside the cell lead from each
    edge. The turned curve's two arcs are linked if a walk leaving one arc's
    edge comes back at the other arc's edge; then every chain through the
    cell must keep to one colour, all of ``colour`` in one chain, and that
    chain must have an open end.
    """
    own = {rotation, (rotation + 1) % 4}
    linked = any(w.back is not None and (w.back in own) != (e in own) for e, w in enumerate(walks))
    mine = [w for e, w in enumerate(walks) if linked or e in own]
    colours = {colour}.union(*(w.colours for w in mine))
    if colours != {colour} or not any(w.dangles for w in mine):
        return False
    if linked:
        return True
    others = set().union(*(w.colours for e, w in enumerate(walks) if e not in own))
    return len(others) <= 1 and colour not in others


@cache
def _segments(kind: Kind, rotation: int, colour: int) -> tuple[Segment, ...]:
    """The segments of a straight, curve or end (animals change no chain, so none)."""
    return card(kind, rotation, colour, NO_ANIMAL).segments


@cache
def _candidates(
    entry: Direction, colour: int, inside: bool, full_only: bool
) -> tuple[tuple[Kind, int, tuple[Segment, ...]], ...]:
    """The cards whose own segment continues a path arriving at ``entry``, with their segments.

    Animals are left out: they change no chain. Cached, as the same few come up all the time.
    """
    found = []
    if inside:
        found.append((Kind.STRAIGHT, entry % 2))
        found += [(Kind.CURVE, entry), (Kind.CURVE, (entry + 3) % 4)]
    if not full_only:
        found.append((Kind.END, entry))
    return tuple((k, r, _segments(k, r, colour)) for k, r in found)


def _cards(kind: Kind, cell: Cell, rotation: int, hand: Hand, animals: bool) -> Iterator[Place]:
    """The actions laying ``kind`` there: one per animal held when animals are chosen."""
    held = [i for i in TYPES_OF[kind] if hand[i]]
    if not held:
        return
    if animals and kind in FULL_CARDS:
        for index in held:
            yield Place(kind, cell, rotation, CARD_TYPES[index][1])
    else:
        yield Place(kind, cell, rotation)
