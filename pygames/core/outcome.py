"""How a game ended, as a value (after python-chess's ``Outcome``/``Termination``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Termination(Enum):
    """Why a game is over; the value is the player-facing explanation."""

    TARGET_SCORE = "a player reached the winning score"
    NO_MOVES = "no player could move"
    MOVE_LIMIT = "the move limit was reached"
    LAST_ROUND = "the last round was played"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the players sharing first place (all of them on a draw) and why."""

    winners: tuple[int, ...]
    reason: Termination
