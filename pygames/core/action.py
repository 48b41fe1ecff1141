"""What every action value shares: its notation is its ``str``."""


class Notated:
    """Mixin for frozen action dataclasses whose ``__str__`` is their notation.

    The ``repr`` names the class and the notation, so a failing test shows
    ``Move.parse('C3>NE')`` rather than internal numbers.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"
