"""Words as data: a message is a catalog key with fields, put into a language when shown.

Engines never hand out finished English. A refusal, a part of a score, the
reason a game ended and a move's description are ``Say`` values: a key such
as ``"offboard.refusal.not_yours"`` and its fields (``cell="C3"``). The web
shell says them in the reader's language; in CPython ``str()`` gives the
English text, so ``str(error)`` and printed scores still read well.

The catalogs are flat JSON maps from a key to a text with ``{named}`` fields,
one file per language in a ``locales`` folder beside the code that names the
keys: ``pygames/core/locales`` for the words every game shares,
``pygames/games/<game>/locales`` for a game's engine words,
``pygames/web/locales`` for the site, ``pygames/web/<game>/locales`` for a
board's. A language's catalog is all of them
merged; ``tests/test_text.py`` checks that every language has every key with
the same fields and that no key is defined twice.

A key ending in ``.one``/``.other`` is a plural pair: ``Say.count`` picks one
by a number, so no catalog has to write "marble(s)"; ``listing`` joins several
messages the reader's way; a ``Number`` field is written with the reader's decimal sign.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Literal

#: The languages every catalog is written in, English first.
LANGUAGES = ("en", "de", "fr", "nl")
ENGLISH = "en"


@dataclass(frozen=True, slots=True)
class Say:
    """A message to show, kept as its key and fields until it is put into a language.

    Fields are text, numbers or other messages (said in the same language).

    >>> str(Say.of("core.refusal.game_over", move="C3>NE"))
    'C3>NE: the game is over'
    """

    key: str
    fields: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **fields: Any) -> Say:
        """Build a message: ``Say.of("offboard.refusal.not_empty", cell="C3")``."""
        return cls(key, fields)

    @classmethod
    def count(cls, key: str, count: int, **fields: Any) -> Say:
        """Build a message whose wording depends on a number: ``key.one`` or ``key.other``.

        >>> Say.count("offboard.score.targets", 2, value=3)
        Say(key='offboard.score.targets.other', fields={'count': 2, 'value': 3})
        """
        return cls(f"{key}.{'one' if count == 1 else 'other'}", {"count": count, **fields})

    def to_json(self) -> dict[str, Any]:
        """Return ``{"key": ..., "fields": ...}`` with nested messages in the same form."""
        return {
            "key": self.key,
            "fields": {
                name: value.to_json()
                if isinstance(value, Say)
                else value.value
                if isinstance(value, Number)
                else value
                for name, value in self.fields.items()
            },
        }

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.fields.items(), key=lambda item: item[0]))))

    def __str__(self) -> str:
        return in_language(self, ENGLISH)


@dataclass(frozen=True, slots=True)
class Number:
    """A number with decimals in a message, written with the reader's decimal sign (the
    catalogs' ``core.decimal_sign``): ``41.7`` in English, ``41,7`` in German, French and
    Dutch. ``places``: how many decimals are shown (None: as few as the number needs).

    >>> Number(41.7).written(","), str(Number(6.0, places=1)), str(Number(40.0))
    ('41,7', '6.0', '40')
    """

    value: float
    places: int | None = None

    def written(self, sign: str) -> str:
        """The number with ``sign`` between its whole part and its decimals."""
        if self.places is not None:
            text = f"{self.value:.{self.places}f}"
        else:
            text = f"{self.value:.6f}".rstrip("0").rstrip(".")
        return text.replace(".", sign)

    def __str__(self) -> str:
        return self.written(".")


def listing(
    items: Sequence[Say | str], joiner: Literal["comma", "and", "or"] = "comma"
) -> Say | str:
    """Several items as one: ``A, B, C`` (``comma``), ``A and B and C``, ``A or B or C``.

    >>> str(listing(["C3", "D4", "E5"], "or"))
    'C3 or D4 or E5'

    Raises:
        ValueError: for an empty list (say what "nothing" means where it can happen).
    """
    if not items:
        raise ValueError("there is nothing to list")
    first, *rest = items
    if not rest:
        return first
    return Say.of(f"core.list.{joiner}", first=first, rest=listing(rest, joiner))


def in_language(message: Say, language: str) -> str:
    """Return ``message`` in ``language``, with nested messages said in it too.

    Raises:
        KeyError: for a key no catalog has (a bug, caught by tests/test_text.py).
    """
    words = catalog(language)
    fields = {name: _field(value, language, words) for name, value in message.fields.items()}
    return words[message.key].format(**fields)


def _field(value: Any, language: str, words: Mapping[str, str]) -> Any:
    """A message's field as its language writes it (a nested message said, a number)."""
    if isinstance(value, Say):
        return in_language(value, language)
    if isinstance(value, Number):
        return value.written(words["core.decimal_sign"])
    return value


@cache
def catalog(language: str) -> Mapping[str, str]:
    """Return one language's catalog: every ``locales/<language>.json`` in the package.

    Raises:
        ValueError: for a language there is no catalog for.
    """
    if language not in LANGUAGES:
        raise ValueError(f"there is no {language!r} text; the languages are {', '.join(LANGUAGES)}")
    merged: dict[str, str] = {}
    for folder in locale_folders():
        merged.update(json.loads(folder.joinpath(f"{language}.json").read_text(encoding="utf-8")))
    return merged


def locale_folders() -> list[Traversable]:
    """Every ``locales`` folder in the ``pygames`` package, in a fixed order."""
    return sorted(_walk(resources.files("pygames")), key=str)


def _walk(folder: Traversable) -> Iterator[Traversable]:
    for entry in folder.iterdir():
        if entry.is_dir() and entry.name == "locales":
            yield entry
        elif entry.is_dir() and entry.name != "__pycache__":
            yield from _walk(entry)
