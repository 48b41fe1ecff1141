"""The person's clock in the race: whether it runs, when their changes happen, where it stops.

The shell runs a clock once the person pressed Start (``controls.clocked``) and passes its
reading in seconds; the engine keeps time in tenths of a second since the start signal,
on each player's timeline. Here the one becomes the other: a change is timed at the
clock's tenth (``moment``), the clock steps up to it before the change (``timed``), and
it stops at the standing call or when the mine closes (``deadline``, ``closing``).
Practising with no clock (``calm``), nothing hurries the person: every change comes a
tenth after the last.
"""

from __future__ import annotations

from pygames.core import Action
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import CALL, LIMIT, STOP, Wait, wait_steps


def racing(state: OutOfMineState, player: int) -> bool:
    """Whether ``player``'s clock has started this round (their start was pressed)."""
    if state.phase is not Phase.PLAY or state.current_player != player:
        return False
    return state.timelines[player].clock > 0


def calm(state: OutOfMineState) -> bool:
    """Whether the person practises with no clock (the page runs none to hurry them)."""
    return state.options["solo"] == "calm"


def moment(state: OutOfMineState, player: int, clock: float | None) -> int:
    """The tenth of a second of a change made when the person's clock reads ``clock``.

    Never before the timeline's clock, and a tenth after its last change: two drops
    within one tenth of a second are a tenth apart on the record. Practising with no
    clock, every change comes a tenth after the last, however long it took.
    """
    timeline = state.timelines[player]
    now = 0 if calm(state) else round((clock or 0.0) * 10)
    return max(now, timeline.clock, timeline.last_change + 1)


def displayed_tenth(state: OutOfMineState, player: int, clock: float | None) -> int:
    """The tenth of a second the screen shows: the running clock (never past the
    deadline), else the timeline's."""
    own = state.timelines[player].clock
    if clock is None:
        return own
    return max(own, min(round(clock * 10), deadline(state)))


#: How long before another player's call ends the round the page says it is coming, in tenths.
WARNING = 100


def calling_soon(state: OutOfMineState, player: int, moment: int) -> int | None:
    """The other player whose call ends the round within ``WARNING`` of ``moment`` (None:
    no call that near). At a table, a player about to finish is seen; here, where the
    dwarves' boards are small, the page says it, so a call does not come out of nowhere."""
    standing = state.standing_call()
    if standing is None:
        return None
    caller, at = standing
    if caller == player or not 0 < at - moment <= WARNING:
        return None
    return caller


def timed(state: OutOfMineState, player: int, at: int, actions: list[Action]) -> tuple[Action, ...]:
    """The clock steps up to tenth ``at``, then ``actions``, each change a tenth after the last."""
    clock = state.timelines[player].clock
    played: list[Action] = [Wait(step) for step in wait_steps(at - clock)]
    for number, action in enumerate(actions):
        if number:
            played.append(Wait(1))
        played.append(action)
    return tuple(played)


def deadline(state: OutOfMineState) -> int:
    """The tenth of a second where the person's clock stops: the standing call, or the limit."""
    standing = state.standing_call()
    return LIMIT if standing is None else standing[1]


def closing(state: OutOfMineState, player: int) -> tuple[Action, ...]:
    """What is played when the person's clock reaches the deadline: stop at the standing
    call (a tenth before it), or call when the mine closes."""
    clock = state.timelines[player].clock
    if state.standing_call() is None:
        return (*map(Wait, wait_steps(LIMIT - clock)), CALL)
    return (*map(Wait, wait_steps(max(0, deadline(state) - 1 - clock))), STOP)
