"""What the move log may say of the race (``BoardUI.logged``): no more than the board shows.

The dwarves' timelines are played before the person's (their whole race is decided
when the person presses Start), so the log would otherwise list when each dwarf puts
each crystal and calls. An action of the race is logged once the clock of the player
racing now has reached its time, or once its round is over; clock steps never (the
clock shows them running). Sides, chosen before the race, are logged as they are played.
"""

from __future__ import annotations

from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Wait


def logged(shown: OutOfMineState, after: OutOfMineState) -> bool:
    """Whether the action that led to ``after`` is in the log of ``shown`` (a later or the
    same position): what ``shown``'s board lets its player see."""
    before, action = after.parent, after.last_action
    if isinstance(action, Wait) or not isinstance(before, OutOfMineState):
        return False
    if before.phase is not Phase.PLAY or shown.phase is Phase.OVER:
        return True
    if shown.round > before.round:  # its round is over: every board was shown judged
        return True
    mover, racing = before.current_player, shown.current_player
    if mover is None or racing is None or mover == racing:
        return True
    return before.timelines[mover].clock <= shown.timelines[racing].clock
