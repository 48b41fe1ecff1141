"""What the Offboard board says to the person whose turn it is.

Moves, refusals and the score breakdown are the engine's own words
(``OffboardState.describe``, ``IllegalAction.reason``, ``Score.parts``);
here is only what belongs to the board: the hint for the next tap.
"""

from __future__ import annotations

from pygames.games.offboard import OffboardState
from pygames.web.text import Say


def prompt(state: OffboardState, selected: int | None) -> Say:
    """The hint shown to the person whose turn it is."""
    if state.returned != -1:
        return Say("offboard.prompt.returned")
    if selected is None:
        return Say("offboard.prompt.pick")
    return Say("offboard.prompt.destination")
