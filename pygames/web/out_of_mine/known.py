"""What the move log may say of the race (``BoardUI.logged``): how each player's round ended,
once the board has shown it, and nothing of the trial and error before.

The dwarves' timelines are played before the person's (their whole race is decided when
the person presses Start), and each is dozens of crystals put, moved, turned and taken
back: the log listed them all. It now holds one line per player and round, their call or
stop, logged once the clock of the player racing now has reached its time, or once its
round is over; the boards on the screen show the crystals, and the round's end says what
comes next (``rounds.aftermath``). Sides, chosen before the race, are logged as they are
played; the clock's steps never are (the clock shows them running).
"""

from __future__ import annotations

from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Call, Stop


def logged(shown: OutOfMineState, after: OutOfMineState) -> bool:
    """Whether the action that led to ``after`` is in the log of ``shown`` (a later or the
    same position): a side, or the end of a player's round that ``shown``'s board lets its
    player see."""
    before, action = after.parent, after.last_action
    if not isinstance(before, OutOfMineState):
        return False
    if before.phase is not Phase.PLAY:
        return True
    if not isinstance(action, Call | Stop):
        return False
    if shown.phase is Phase.OVER or shown.round > before.round:  # every board shown judged
        return True
    mover, racing = before.current_player, shown.current_player
    if mover is None or racing is None or mover == racing:
        return True
    return before.timelines[mover].clock <= shown.timelines[racing].clock
