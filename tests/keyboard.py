"""Keyboard play for board UI tests: where the arrow keys can take the focus ring."""

from collections import deque
from collections.abc import Hashable, Sequence

from pygames.web.hits import ARROWS, Hit, step_focus


def reachable_by_arrows(hits: Sequence[Hit]) -> set[Hashable]:
    """Every region's key the arrows reach from where the focus starts."""
    seen = {step_focus(hits, None, "ArrowUp")}
    frontier = list(seen)
    while frontier:
        here = frontier.pop()
        for arrow in ARROWS:
            there = step_focus(hits, here, arrow)
            if there not in seen:
                seen.add(there)
                frontier.append(there)
    return seen


def arrows_between(hits: Sequence[Hit], start: Hashable, goal: Hashable) -> list[str]:
    """The fewest arrow presses that take the keyboard focus from ``start`` to ``goal``."""
    paths: dict[Hashable, list[str]] = {start: []}
    frontier = deque([start])
    while frontier:
        here = frontier.popleft()
        if here == goal:
            return paths[here]
        for arrow in ARROWS:
            there = step_focus(hits, here, arrow)
            if there not in paths:
                paths[there] = [*paths[here], arrow]
                frontier.append(there)
    raise AssertionError(f"the arrow keys cannot reach {goal} from {start}")
