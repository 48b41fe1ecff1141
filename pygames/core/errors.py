"""The one error family of the public surface.

Every error a player, a test or an embedding page can trigger is a
``ValueError`` whose message says what went wrong in plain words, after
python-chess's ``IllegalMoveError``/``InvalidMoveError``.
"""


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state; the state is unchanged."""


class InvalidNotation(ValueError):
    """Text that does not spell an action of this game."""


class InvalidRecord(ValueError):
    """A game record (saved game, share link, embed option) that cannot be replayed."""


class UnknownGame(ValueError):
    """A game id that is not registered; the message names the known ids."""
