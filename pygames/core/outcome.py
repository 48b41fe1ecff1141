"""How a game ended, as a value (after python-chess's ``Outcome``/``Termination``).

An ending has two sides: its kind (``Termination``), for code that asks why a game
is over, and what a player reads, which only the game can say in its own terms and
with its numbers: "Yellow pushed Red's marbles off the board for 6 points", not "a
player reached the winning score". So a game builds the ``Reason`` itself, and the
shell shows ``outcome.reason.say``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pygames.core.say import Say


class Termination(Enum):
    """The kind of ending, for code that asks why a game is over."""

    TARGET_SCORE = "target_score"
    NO_MOVES = "no_moves"
    MOVE_LIMIT = "move_limit"
    LAST_ROUND = "last_round"


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a game ended: the kind, and the game's words for it (a clause without a full
    stop, which the end screen adds: "Yellow pushed Red's marbles ... for 6 points")."""

    kind: Termination
    say: Say


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the players sharing first place (all of them on a draw) and why."""

    winners: tuple[int, ...]
    reason: Reason
