"""Australia's map validator: the rules' ``geography`` and the board's ``map_drawing`` draw
the same map.

A development tool the rules never import (so it stays out of the archive
the browser downloads); ``tests/test_australia.py`` runs it.

Each check takes the data as arguments and returns the problems it finds,
so the tests can run it on the shipped map (expecting none) and on broken
copies (expecting the right complaint).

The drawing check goes further than the counts: the region outlines must
tile the frame exactly (clockwise, every inner border drawn by exactly the
two regions it separates), the regions sharing a border in the drawing
must be the declared neighbours, and a location must sit on a corner of
exactly the regions it is declared to belong to. So what a player sees is
what the rules play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TypeVar

from pygames.games.australia.components import CARDS_PER_COLOUR
from pygames.games.australia.geography import (
    BLUE,
    CAMPS,
    NEIGHBOURS,
    REGIONS,
    SHIPS,
    TERRITORIES,
    Region,
)
from pygames.web.australia.map_drawing import HEIGHT, LABELS, OUTLINES, POINTS, WIDTH, Point

Locations = Sequence[tuple[str, str]]
T = TypeVar("T")

LAND_REGIONS, WATER_REGIONS, LAND_COLOURS = 18, 6, 5
LOCATIONS_PER_REGION = range(3, 6)
REGIONS_PER_CAMP = range(2, 5)
REGIONS_PER_SHIP = range(1, 3)


def problems() -> list[str]:
    """Everything wrong with the shipped map; empty when all is well."""
    played = map_problems(REGIONS, CAMPS, SHIPS, NEIGHBOURS, set(CARDS_PER_COLOUR))
    drawn = drawing_problems(REGIONS, CAMPS, SHIPS, NEIGHBOURS, POINTS, OUTLINES, LABELS)
    return played + drawn


def map_problems(
    regions: Sequence[Region],
    camps: Locations,
    ships: Locations,
    neighbours: Mapping[str, str],
    card_colours: set[int],
) -> list[str]:
    """Check the counts, the colours, where locations lie and that borders go both ways."""
    found = []
    land = [r for r in regions if not r.is_water]
    water = [r for r in regions if r.is_water]
    codes = [r.code for r in regions]
    found += [f"region code {code} is used twice" for code, n in Counter(codes).items() if n > 1]
    if len(land) != LAND_REGIONS or len(water) != WATER_REGIONS:
        found.append(f"{len(land)} land and {len(water)} water regions, not 18 and 6")
    territories = {r.territory for r in land}
    if territories != set(TERRITORIES):
        found.append(f"the land regions lie in {sorted(territories)}, not the six territories")
    found += [f"{r.code} is water but not blue" for r in water if r.colour != BLUE]
    land_colours = {r.colour for r in land}
    if len(land_colours) != LAND_COLOURS or BLUE in land_colours:
        found.append("the land regions must come in five colours, none of them blue")
    if card_colours != {r.colour for r in regions}:
        found.append("the cards' colours are not the regions' colours")
    by_code = {r.code: r for r in regions}
    names = [name for name, _ in (*camps, *ships)]
    found += [f"location {name} is declared twice" for name, n in Counter(names).items() if n > 1]
    held: Counter[str] = Counter()
    for kind, locations, water_kind, allowed in (
        ("camp", camps, False, REGIONS_PER_CAMP),
        ("ship", ships, True, REGIONS_PER_SHIP),
    ):
        for name, touched in locations:
            members = touched.split()
            unknown = [code for code in members if code not in by_code]
            if unknown:
                found.append(f"{kind} {name} names unknown regions {unknown}")
                continue
            held.update(members)
            if len(set(members)) != len(members) or len(members) not in allowed:
                found.append(f"{kind} {name} lies in {len(members)} regions")
            wrong = [code for code in members if by_code[code].is_water != water_kind]
            if wrong:
                found.append(f"{kind} {name} cannot belong to {wrong}")
    found += [
        f"{code} has {held[code]} locations, not 3-5"
        for code in codes
        if held[code] not in LOCATIONS_PER_REGION
    ]
    found += _neighbour_problems(codes, neighbours)
    return found


def _neighbour_problems(codes: Sequence[str], neighbours: Mapping[str, str]) -> list[str]:
    found = [f"{code} has no neighbours listed" for code in codes if code not in neighbours]
    for code, listed in neighbours.items():
        for other in listed.split():
            if other == code:
                found.append(f"{code} is listed as its own neighbour")
            elif other not in neighbours:
                found.append(f"{code} borders unknown region {other}")
            elif code not in neighbours[other].split():
                found.append(f"{code} borders {other} but not the other way round")
    return found


def drawing_problems(
    regions: Sequence[Region],
    camps: Locations,
    ships: Locations,
    neighbours: Mapping[str, str],
    points: Mapping[str, Point],
    outlines: Mapping[str, str],
    labels: Mapping[str, Point],
) -> list[str]:
    """Check that the outlines tile the frame and agree with borders and locations."""
    found = [f"{r.code} has no outline" for r in regions if r.code not in outlines]
    found += [f"{r.code} has no label" for r in regions if r.code not in labels]
    found += [
        f"{a} and {b} are drawn at the same point"
        for a in points
        for b in points
        if a < b and points[a] == points[b]
    ]
    corners: dict[str, list[str]] = {}
    for code, text in outlines.items():
        corners[code] = text.split()
        missing = [name for name in corners[code] if name not in points]
        if missing:
            return found + [f"{code}'s outline uses undefined points {missing}"]
    polygons = {code: [points[name] for name in names] for code, names in corners.items()}
    found += _tiling_problems(polygons)
    found += _border_problems(corners, neighbours)
    water = {r.code for r in regions if r.is_water}
    for kind, locations, water_kind in (("camp", camps, False), ("ship", ships, True)):
        for name, touched in locations:
            on = {code for code, names in corners.items() if name in names}
            on = {code for code in on if (code in water) == water_kind}
            if on != set(touched.split()):
                found.append(f"{kind} {name} is drawn on {sorted(on)}, declared {touched}")
    found += [
        f"{code}'s label lies outside it"
        for code, point in labels.items()
        if code in polygons and not _inside(point, polygons[code])
    ]
    return found


def _tiling_problems(polygons: Mapping[str, list[Point]]) -> list[str]:
    """Clockwise outlines whose areas add up to the frame and whose edges pair up."""
    found = []
    total = 0
    for code, polygon in polygons.items():
        area = _twice_area(polygon)
        if area <= 0:
            found.append(f"{code}'s outline does not run clockwise")
        total += area
    if total != 2 * WIDTH * HEIGHT:
        found.append(f"the regions cover {total / 2:.0f} square units, the frame {WIDTH * HEIGHT}")
    directed = Counter(edge for polygon in polygons.values() for edge in _edges(polygon))
    for (a, b), n in directed.items():
        if n > 1:
            found.append(f"the border {a}-{b} is drawn {n} times in the same direction")
        elif (b, a) not in directed and not _on_frame(a, b):
            found.append(f"the border {a}-{b} has a region on one side only")
    return found


def _border_problems(corners: Mapping[str, list[str]], neighbours: Mapping[str, str]) -> list[str]:
    """The regions sharing an edge in the drawing are exactly the declared neighbours."""
    sides: dict[frozenset[str], set[str]] = {}
    for code, names in corners.items():
        for a, b in _edges(names):
            sides.setdefault(frozenset((a, b)), set()).add(code)
    drawn: dict[str, set[str]] = {code: set() for code in corners}
    for codes in sides.values():
        for code in codes:
            drawn[code] |= codes - {code}
    return [
        f"{code} is drawn next to {sorted(drawn[code])}, declared {listed}"
        for code, listed in neighbours.items()
        if code in drawn and drawn[code] != set(listed.split())
    ]


def _edges(polygon: Sequence[T]) -> list[tuple[T, T]]:
    return [(polygon[i - 1], polygon[i]) for i in range(len(polygon))]


def _twice_area(polygon: Sequence[Point]) -> int:
    """Twice the signed area; positive when the outline runs clockwise on screen (y down)."""
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in _edges(polygon))


def _on_frame(a: Point, b: Point) -> bool:
    return (a[0] == b[0] and a[0] in (0, WIDTH)) or (a[1] == b[1] and a[1] in (0, HEIGHT))


def _inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Even-odd ray casting."""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in _edges(polygon):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


if __name__ == "__main__":
    for problem in problems():
        print(problem)
    raise SystemExit(1 if problems() else 0)
