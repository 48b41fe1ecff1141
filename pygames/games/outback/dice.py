"""Dice as multisets: what may be kept, and which groups the dice can form.

The dice are interchangeable, so a roll is a sorted tuple of faces and what
a player keeps is a sub-multiset of it. A *group* is one animal's dice plus
any jokers, and takes that animal into a row whose number is the group's
size. A larger group may enter a smaller row, with its surplus dice simply
unused, so the engine always counts a group as exactly its row's size.

Which dice a turn's groups use is never chosen up front: a turn's
placements are valid together when some split of the dice forms all of
them. For one animal with groups of sizes r1..rk that needs k of its own
dice (one per group: a joker never stands alone) and jokers for whatever
its dice do not cover, max(0, r1 + ... + rk - its dice). The placements
are valid when every animal has its k dice and the jokers suffice. So a
placement is legal if it keeps the turn valid, whatever order the player
places in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product

from pygames.core import Rng
from pygames.games.outback.components import FACES, JOKER

Faces = tuple[int, ...]
#: A turn's groups so far: (animal, row) pairs, in the order they were placed.
Groups = Sequence[tuple[int, int]]


def tally(faces: Iterable[int]) -> list[int]:
    """Count the faces: ``tally(dice)[face]`` is how many dice show ``face``."""
    counts = [0] * FACES
    for face in faces:
        counts[face] += 1
    return counts


def parts(counts: Sequence[int]) -> list[tuple[int, ...]]:
    """Every sub-multiset of ``counts`` (a tally) smaller than the whole, as tallies."""
    whole = sum(counts)
    return [part for part in product(*(range(n + 1) for n in counts)) if sum(part) < whole]


def faces_of(counts: Sequence[int]) -> Faces:
    """A tally back as sorted faces."""
    return tuple(face for face in range(FACES) for _ in range(counts[face]))


def keeps(dice: Faces) -> tuple[Faces, ...]:
    """Every choice of dice to keep before a roll: all sub-multisets but the whole.

    Keeping every die would roll nothing, so it is not a choice.

    >>> len(keeps((0, 0, 5)))  # keep nothing, one emu, two emus, a joker, ...
    5
    """
    return tuple(sorted(faces_of(part) for part in parts(tally(dice))))


def roll(rng: Rng, count: int) -> tuple[Faces, Rng]:
    """Roll ``count`` dice with the state's generator: the faces, sorted, and the next generator."""
    faces, rng = rng.roll(FACES, count)
    return tuple(sorted(face - 1 for face in faces)), rng


def is_sub(part: Faces, whole: Faces) -> bool:
    """Whether the dice ``part`` can be taken from the dice ``whole``."""
    have = tally(whole)
    for face, n in enumerate(tally(part)):
        if n > have[face]:
            return False
    return True


def jokers_needed(counts: Sequence[int], groups: Groups) -> int | None:
    """The jokers ``groups`` need beside their animals' dice, None if an animal lacks dice."""
    sizes = [0] * JOKER
    numbers = [0] * JOKER
    for animal, row in groups:
        sizes[animal] += row
        numbers[animal] += 1
    needed = 0
    for animal in range(JOKER):
        if numbers[animal] > counts[animal]:
            return None
        needed += max(0, sizes[animal] - counts[animal])
    return needed


def can_form(counts: Sequence[int], groups: Groups) -> bool:
    """Whether the dice (as a tally) can form all these groups at once."""
    needed = jokers_needed(counts, groups)
    return needed is not None and needed <= counts[JOKER]


def jokers_added(counts: Sequence[int], groups: Groups, group: tuple[int, int]) -> int:
    """How many more jokers the turn's dice spend once ``group`` joins ``groups`` (all formable).

    Which dice a group takes is never chosen apart from its row: a row needs that
    many dice, its animal's own first, so the row a player picks is the choice of
    jokers. With two koalas, two jokers and two lizards, a koala in row 4 takes
    both jokers (the lizard is left row 2), in row 3 one (the lizard may take row 3)::

    >>> dice = [0, 0, 2, 0, 2, 2]
    >>> [jokers_added(dice, [], (2, row)) for row in (2, 3, 4)]
    [0, 1, 2]
    >>> jokers_added(dice, [(2, 3)], (4, 3))
    1
    """
    before = jokers_needed(counts, groups)
    after = jokers_needed(counts, [*groups, group])
    assert before is not None and after is not None, "only for groups the dice can form"
    return after - before


def largest_group(counts: Sequence[int], groups: Groups, animal: int) -> int:
    """The largest group of ``animal`` the dice can add to ``groups`` (0 if none)."""
    size = sum(counts)
    while size > 0 and not can_form(counts, [*groups, (animal, size)]):
        size -= 1
    return size


def split(counts: Sequence[int], groups: Groups) -> tuple[tuple[int, int], ...]:
    """One way the dice form the groups: (animal dice, jokers) per group, in order.

    Each group takes as many of its animal's dice as it can while leaving one
    for every later group of the same animal; jokers fill the rest.

    >>> split([2, 0, 0, 0, 0, 2], [(0, 2), (0, 2)])  # two emus, two jokers: 2 groups of 2
    ((1, 1), (1, 1))
    """
    assert can_form(counts, groups)
    left = list(counts)
    parts = []
    for index, (animal, row) in enumerate(groups):
        later = sum(1 for other, _ in groups[index + 1 :] if other == animal)
        own = min(row, left[animal] - later)
        left[animal] -= own
        left[JOKER] -= row - own
        parts.append((own, row - own))
    return tuple(parts)
