"""Chains: the segments on the table that meet edge to edge, and the paths among them.

Every segment touches one or two edges and at most one segment of each cell
touches an edge, so the segments link up into simple *chains*: lines (with a
dead end or a *dangling port* at each end) or closed loops. A chain holding a
colour's segments is that colour's path; a chain without colour is neutral
and becomes part of the first path that reaches it, however long it is. No
chain may ever hold two colours: that would join two paths.

A dangling port is where a chain can go on: the edge across it is free, so
it points into the neighbouring cell. ``Network`` keeps every dangling port
with its chain, and per chain what scoring and the AI need (length, dead
ends, animals), updated as cards are laid rather than recomputed, because
search lays thousands of cards a second. Turning a curve is rare and can
split chains, so it rebuilds the network from the cells.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pygames.games.down_under.cards import ANIMALS, NEUTRAL, NO_ANIMAL, Segment, Square
from pygames.games.down_under.grid import Cell, Port, facing, neighbour

NO_PATH = -1
Animals = tuple[int, ...]
_NO_ANIMALS: Animals = (0,) * len(ANIMALS)


@dataclass(frozen=True, slots=True)
class Chain:
    """Segments linked edge to edge: whose path they are and what they hold."""

    colour: int  # NEUTRAL until a path reaches the chain
    ports: tuple[Port, ...]  # dangling ports, where the chain can go on
    length: int  # segments, own and neutral alike
    dead_ends: int  # stubs and ponds the chain ends in
    animals: Animals = _NO_ANIMALS  # per animal, on the chain's neutral segments

    @property
    def is_loop(self) -> bool:
        """True for a closed loop: no dangling port and no dead end."""
        return not self.ports and not self.dead_ends


@dataclass(frozen=True, slots=True)
class Network:
    """Every chain on the table, every dangling port, and each colour's path."""

    chains: Mapping[int, Chain]
    ports: Mapping[Port, int]  # dangling port -> the chain it belongs to
    paths: tuple[int, ...]  # colour -> its chain, or NO_PATH before its first card
    next_id: int = 0

    @classmethod
    def empty(cls, colours: int) -> Network:
        """The network before any card is down."""
        return cls({}, {}, (NO_PATH,) * colours)

    def path(self, colour: int) -> Chain | None:
        """``colour``'s path, or None before its first card."""
        chain = self.paths[colour]
        return None if chain == NO_PATH else self.chains[chain]

    def joined_colours(self, cell: Cell, segments: Iterable[Segment]) -> tuple[int, ...]:
        """The colours that laying ``segments`` in ``cell`` would bring into one chain.

        Returns the first such group with two or more colours (laying them would
        join paths), or () when every resulting chain keeps at most one colour.
        """
        return _joined(self.ports, self.chains, cell, segments)

    def lay(self, cell: Cell, segments: Iterable[Segment]) -> Network:
        """The network after ``segments`` are drawn in ``cell`` (joins must be checked first)."""
        chains, ports, paths = dict(self.chains), dict(self.ports), list(self.paths)
        next_id = _draw(chains, ports, paths, self.next_id, cell, segments)
        return Network(chains, ports, tuple(paths), next_id)

    @classmethod
    def build(cls, cells: Mapping[Cell, Square], colours: int, next_id: int = 0) -> Network | None:
        """Work out every chain from scratch, or None if some chain holds two colours.

        Turning a curve needs this for every curve it might turn, so the tables
        are filled in place rather than copied cell after cell as ``lay`` does.
        """
        chains: dict[int, Chain] = {}
        ports: dict[Port, int] = {}
        paths = [NO_PATH] * colours
        for cell in sorted(cells):
            segments = cells[cell].segments
            if _joined(ports, chains, cell, segments):
                return None
            next_id = _draw(chains, ports, paths, next_id, cell, segments)
        return cls(chains, ports, tuple(paths), next_id)

    def summary(self) -> set[tuple[int, frozenset[Port], int, int, Animals]]:
        """The chains without their ids, to compare two networks built differently."""
        return {
            (c.colour, frozenset(c.ports), c.length, c.dead_ends, c.animals)
            for c in self.chains.values()
        }


def _joined(
    ports: Mapping[Port, int], chains: Mapping[int, Chain], cell: Cell, segments: Iterable[Segment]
) -> tuple[int, ...]:
    """``Network.joined_colours`` on bare tables; the usual case (at most one colour near) first."""
    touched: list[tuple[set[int], set[int]]] = []
    everyone: set[int] = set()
    for segment in segments:
        met: set[int] = set()
        colours = set() if segment.colour == NEUTRAL else {segment.colour}
        for edge in segment.edges:
            chain = ports.get(facing(cell * 4 + edge))
            if chain is not None:
                met.add(chain)
                colour = chains[chain].colour
                if colour != NEUTRAL:
                    colours.add(colour)
        touched.append((met, colours))
        everyone |= colours
    if len(everyone) < 2:
        return ()
    groups: list[tuple[set[int], set[int]]] = []
    for met, colours in touched:
        for group in [g for g in groups if g[0] & met]:
            groups.remove(group)
            met |= group[0]
            colours |= group[1]
        groups.append((met, colours))
    for _, colours in groups:
        if len(colours) > 1:
            return tuple(sorted(colours))
    return ()


def _draw(
    chains: dict[int, Chain],
    ports: dict[Port, int],
    paths: list[int],
    next_id: int,
    cell: Cell,
    segments: Iterable[Segment],
) -> int:
    """Link ``segments`` in ``cell`` into the tables, in place; return the next free chain id."""
    for segment in segments:
        merged: set[int] = set()
        loose: list[Port] = []
        for own in (cell * 4 + edge for edge in segment.edges):
            across = ports.pop(facing(own), None)
            if across is None:
                loose.append(own)
            else:
                merged.add(across)
        colour = segment.colour
        length, dead_ends = 1, int(segment.is_dead_end)
        animals = list(_NO_ANIMALS)
        if segment.animal != NO_ANIMAL:
            animals[segment.animal] += 1
        for chain_id in merged:
            chain = chains.pop(chain_id)
            assert NEUTRAL in (colour, chain.colour) or colour == chain.colour, "paths joined"
            colour = max(colour, chain.colour)
            length += chain.length
            dead_ends += chain.dead_ends
            animals = [a + b for a, b in zip(animals, chain.animals, strict=True)]
            loose.extend(p for p in chain.ports if p in ports)
        chains[next_id] = Chain(colour, tuple(loose), length, dead_ends, tuple(animals))
        for own in loose:
            ports[own] = next_id
        if colour != NEUTRAL:
            paths[colour] = next_id
        next_id += 1
    return next_id


def path_owners(cells: Mapping[Cell, Square]) -> dict[tuple[Cell, int], int]:
    """The colour of the path each segment (cell, index) lies on, by walking from the
    coloured ones; segments of neutral chains no path has reached are left out.

    For pictures and boards: the network tracks chains by their ends, not their segments.
    """
    touching = {
        (cell, edge): index
        for cell, square in cells.items()
        for index, segment in enumerate(square.segments)
        for edge in segment.edges
    }
    owners: dict[tuple[Cell, int], int] = {}
    for cell, square in cells.items():
        for index, segment in enumerate(square.segments):
            if segment.colour == NEUTRAL or (cell, index) in owners:
                continue
            todo = [(cell, index)]
            while todo:
                here, at = todo.pop()
                if (here, at) in owners:
                    continue
                owners[(here, at)] = segment.colour
                for edge in cells[here].segments[at].edges:
                    across = (neighbour(here, edge), (edge + 2) % 4)
                    if across in touching:
                        todo.append((across[0], touching[across]))
    return owners
