"""How a game ended, as a value (after python-chess's ``Outcome``/``Termination``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pygames.core.say import Say


class Termination(Enum):
    """Why a game is over; ``say`` is the player-facing explanation."""

    TARGET_SCORE = "target_score"
    NO_MOVES = "no_moves"
    MOVE_LIMIT = "move_limit"
    LAST_ROUND = "last_round"

    @property
    def say(self) -> Say:
        """The reason in words: ``str(Termination.NO_MOVES.say)`` is "no player could move"."""
        return Say(f"core.reason.{self.value}")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the players sharing first place (all of them on a draw) and why."""

    winners: tuple[int, ...]
    reason: Termination
