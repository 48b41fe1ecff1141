"""What every action value shares: its notation is its ``str``, and its class reads it back.

Each action class of a game reads its own notation (``Move.parse("C3>NE")``),
and its ``repr`` is that call, so a ``repr`` evaluates back to an equal action,
as python-chess's ``Move.from_uci('g1f3')`` does. A game's ``actions.parse``
reads any of its actions the one way every game does: the text's first word
names the class that reads it (``Notation``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

A = TypeVar("A")

#: A text's first word: its leading letters, or its leading sign (``@E5``, ``+2.5s``).
_FIRST_WORD = re.compile(r"[^\W\d_]+|[^\w\s]")


class Notated:
    """Mixin for frozen action dataclasses whose ``__str__`` is their notation.

    A subclass reads its notation with a classmethod ``parse`` (raising
    ``InvalidNotation``), and its ``repr`` names the class and the notation,
    so a failing test shows ``Move.parse('C3>NE')`` rather than internal
    numbers, and the ``repr`` evaluates back to the action.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Notation(Generic[A]):
    """A game's notation: the first word of a text picks the action class that reads it.

    The first word is the leading letters, or a leading sign, in any case. A
    text whose first word no class claims goes to ``otherwise``: the class
    that reads all the rest (Offboard's moves have no word: ``C3>NE``), or a
    function that says what the game's actions look like.

    >>> notation = Notation({"pass": str.upper}, otherwise=str.lower)
    >>> notation.parse("Pass"), notation.parse("@E5"), notation.parse(" C3>NE")
    ('PASS', '@e5', ' c3>ne')
    """

    readers: Mapping[str, Callable[[str], A]]
    otherwise: Callable[[str], A]

    def parse(self, text: str) -> A:
        """Read ``text`` with the class its first word names (``otherwise`` if none).

        Raises:
            InvalidNotation: as the class that reads it raises it.
        """
        first = _FIRST_WORD.match(text.strip())
        reader = self.readers.get(first[0].lower()) if first else None
        return (reader or self.otherwise)(text)
