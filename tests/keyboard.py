"""Keyboard play for board UI tests: where the arrow keys can take the focus ring."""

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
