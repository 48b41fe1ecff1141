"""The one error family of the public surface.

Every error a player, a test or an embedding page can trigger is a
``ValueError`` whose reason is a message (``Say``): ``str(error)`` reads it in
English, after python-chess's ``IllegalMoveError``/``InvalidMoveError``, and
the web shell says ``error.reason`` in the reader's language.
"""

from __future__ import annotations

from pygames.core.say import Say


class PygamesError(ValueError):
    """An error whose reason can be said in any language."""

    def __init__(self, reason: Say) -> None:
        super().__init__(str(reason))
        self.reason = reason


class IllegalAction(PygamesError):
    """An action that the rules do not allow in this state; the state is unchanged."""


class InvalidNotation(PygamesError):
    """Text that does not spell an action of this game."""


class InvalidRecord(PygamesError):
    """A game record (saved game, share link, embed option) that cannot be replayed."""


class UnknownGame(PygamesError):
    """A game id that is not registered; the message names the known ids."""


class InvalidSetup(PygamesError):
    """A player count, seed or option that a game cannot start with."""
