"""The two-part scoring track: where a marker stands, and what the markers are worth.

A marker is kept as the points its animal has earned, capped at ``CAP``:

- 0 points: still in the start inlet, worth -3;
- 1-9 points: on the left track, at that number;
- 10-24 points: on the upper track at points - 9 (1-15); it stops at 15 and
  further points are lost.

At the end only the three lowest markers still on the left track count (all
of them if fewer than three are there; a marker in the inlet counts -3),
plus every marker on the upper track. So a fourth or fifth marker high on
the left is worth nothing, which is why two markers on top is worth a lot.

>>> [value(points) for points in (0, 1, 9, 10, 24)]
[-3, 1, 9, 1, 15]
>>> marker_points((0, 2, 5, 7, 17))  # Sabine's markers, before her blocked hex
12
"""

from __future__ import annotations

from collections.abc import Sequence

START_VALUE = -3
LEFT_END = 9
UPPER_END = 15
CAP = LEFT_END + UPPER_END
#: How many of the markers on the left track count at the end.
LEFT_COUNTED = 3


def advance(points: int, gain: int) -> int:
    """Move a marker ``gain`` points on; it stops at the end of the upper track."""
    return min(CAP, points + gain)


def value(points: int) -> int:
    """The number a marker stands on: -3 in the inlet, 1-9 on the left, 1-15 on top."""
    if points == 0:
        return START_VALUE
    return points if points <= LEFT_END else points - LEFT_END


def is_upper(points: int) -> bool:
    """Whether the marker has reached the upper track."""
    return points > LEFT_END


def counted_on_left(markers: Sequence[int]) -> tuple[int, ...]:
    """The animals whose markers count on the left track: the three lowest there.

    Markers on equal spaces are taken in animal order; their value is the same.
    """
    left = sorted((points, animal) for animal, points in enumerate(markers) if not is_upper(points))
    return tuple(animal for _, animal in left[:LEFT_COUNTED])


def marker_points(markers: Sequence[int]) -> int:
    """What the five markers are worth at the end (before blocked hexes and bonus tiles)."""
    counted = counted_on_left(markers)
    return sum(value(markers[animal]) for animal in counted) + sum(
        value(points) for points in markers if is_upper(points)
    )
