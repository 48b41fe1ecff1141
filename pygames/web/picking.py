"""Pick-then-target input, written once: first what moves, then where it goes.

Many turns are chosen in two taps: a marble and the cell its line enters,
an animal and the hex it goes to. ``Choices`` indexes the legal actions by
(pick, target), so a board's renderer highlights exactly what its tap
handler accepts, and a target that several picks could reach is known as
such (the board then asks which; it never guesses).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

P = TypeVar("P", bound=Hashable)
T = TypeVar("T", bound=Hashable)
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Choices(Generic[P, T, A]):
    """The legal actions of one kind, by what they pick and where they go.

    >>> moves = ["a1", "a2", "b2"]
    >>> choices = Choices.of(moves, pick=lambda m: m[0], target=lambda m: int(m[1]))
    >>> sorted(choices.picks()), choices.picks_at(2), choices.action("a", 1)
    (['a', 'b'], ('a', 'b'), 'a1')
    """

    by_pick: Mapping[P, Mapping[T, A]]
    #: Every (pick, target) in the order the actions came.
    order: tuple[tuple[P, T], ...] = ()

    @classmethod
    def of(
        cls,
        actions: Iterable[A],
        pick: Callable[[A], P | None],
        target: Callable[[A], T],
    ) -> Choices[P, T, A]:
        """Index ``actions``; those whose ``pick`` is None are not pick-then-target actions."""
        by_pick: dict[P, dict[T, A]] = {}
        order = []
        for action in actions:
            picked = pick(action)
            if picked is not None:
                place = target(action)
                by_pick.setdefault(picked, {})[place] = action
                order.append((picked, place))
        return cls(by_pick, tuple(order))

    def picks(self) -> frozenset[P]:
        """Everything that can be picked: it has at least one target."""
        return frozenset(self.by_pick)

    def targets(self, pick: P) -> Mapping[T, A]:
        """Where ``pick`` can go, and the action that takes it there."""
        return self.by_pick.get(pick, {})

    def picks_at(self, target: T) -> tuple[P, ...]:
        """What can go to ``target``, in the order the actions came."""
        return tuple(pick for pick, place in self.order if place == target)

    def all_targets(self) -> dict[T, tuple[P, ...]]:
        """Every target, with what can go there, in the order the actions came."""
        found: dict[T, list[P]] = {}
        for pick, place in self.order:
            found.setdefault(place, []).append(pick)
        return {place: tuple(picks) for place, picks in found.items()}

    def action(self, pick: P, target: T) -> A | None:
        """The action taking ``pick`` to ``target``, or None if there is none."""
        return self.by_pick.get(pick, {}).get(target)
