"""Australia's actions and their notation.

Written as shown, read without regard to case or extra spaces:

===========================  ==================================================
``windmill KIM``             full game: the first player places the windmill
``draw green2``              take the top card of a stack (dealing, and after
                             playing a card); the card names its stack
``fly KIM``                  fly your plane to a region
``play green2 C7x2``         play a card: 2 rangers from your plane to camp C7
``play green2$ C7x2``        the same, paying $3 to play the card as the colour
                             of the region your plane is in
``play green3 C7x2 track1``  full game: 2 rangers to C7, 1 to the ranger track
``play green3 track3``       full game: all 3 to the ranger track
``play green2 points``       play a card placing no rangers, for 2 points
``back C7x2 S3x1``           take back rangers (at most four) to your plane
``move C7>C9``               pay $4 to move one of your rangers
``end``                      end your turn once both actions are taken
===========================  ==================================================

``Phase`` says which of them the rules expect next. A message that refuses
notation says what is wrong as a ``Say`` (``australia.notation.*``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from typing import NoReturn

from pygames.core import InvalidNotation, Notated, Notation, Say
from pygames.games.australia.components import CARD_NAMES, Card, parse_card
from pygames.games.australia.geography import (
    LOCATION_BY_NAME,
    LOCATION_NAMES,
    REGION_BY_CODE,
    REGIONS,
    LocationIndex,
    RegionIndex,
)


class Phase(IntEnum):
    """What the player to act is doing."""

    WINDMILL = 0  # full game: the first player places the windmill
    DEAL = 1  # each player takes two cards
    PLAY = 2  # the turns
    DRAW = 3  # a card was played: take its replacement
    OVER = 4


#: The location of a card played for points, or with every ranger on the track.
NOWHERE = -1

_PLACE = re.compile(r"([CS]\d{1,2})(?:x(\d{1,2}))?", re.IGNORECASE)
_TRACK = re.compile(r"track(\d{1,2})", re.IGNORECASE)
_MOVE = re.compile(r"([CS]\d{1,2})\s*>\s*([CS]\d{1,2})", re.IGNORECASE)


def parse_region(text: str) -> RegionIndex:
    """Read a region's code, e.g. ``KIM``.

    Raises:
        InvalidNotation: naming the codes.
    """
    region = REGION_BY_CODE.get(text.upper())
    if region is None:
        codes = " ".join(region.code for region in REGIONS)
        raise InvalidNotation(
            Say.of("australia.notation.not_a_region", text=repr(text), codes=codes)
        )
    return region


def parse_location(text: str) -> LocationIndex:
    """Read a location's name: a camp ``C1``-``C26`` or a ship ``S1``-``S16``.

    Raises:
        InvalidNotation: if there is no such location.
    """
    location = LOCATION_BY_NAME.get(text.upper())
    if location is None:
        raise InvalidNotation(Say.of("australia.notation.not_a_location", text=repr(text)))
    return location


def _place(text: str) -> tuple[LocationIndex, int]:
    """Read ``C7x2`` (or ``C7``, one ranger) as (location, rangers)."""
    match = _PLACE.fullmatch(text)
    if not match:
        raise InvalidNotation(Say.of("australia.notation.not_a_placement", text=repr(text)))
    rangers = int(match[2] or 1)
    if rangers < 1:
        raise InvalidNotation(Say.of("australia.notation.no_rangers", text=repr(text)))
    return parse_location(match[1]), rangers


def _words(text: str, verb: str, example: str) -> list[str]:
    """The words after ``verb``, which must start ``text``."""
    first, *rest = text.split() or [""]
    if first.lower() != verb:
        raise InvalidNotation(_not_like(text, example))
    return rest


def _one_word(text: str, verb: str, example: str) -> str:
    """The single word after ``verb``."""
    words = _words(text, verb, example)
    if len(words) != 1:
        raise InvalidNotation(_not_like(text, example))
    return words[0]


def _not_like(text: str, example: str) -> Say:
    return Say.of("australia.notation.not_like", text=repr(text), example=repr(example))


@dataclass(frozen=True, slots=True, repr=False)
class PlaceWindmill(Notated):
    """Full game, first action: put the windmill in a region at its starting value."""

    region: RegionIndex

    def __str__(self) -> str:
        return f"windmill {REGIONS[self.region].code}"

    @classmethod
    def parse(cls, text: str) -> PlaceWindmill:
        """Read ``windmill KIM``."""
        return cls(parse_region(_one_word(text, "windmill", "windmill KIM")))


@dataclass(frozen=True, slots=True, repr=False)
class Draw(Notated):
    """Take ``card`` from the top of its stack."""

    card: Card

    def __str__(self) -> str:
        return f"draw {CARD_NAMES[self.card]}"

    @classmethod
    def parse(cls, text: str) -> Draw:
        """Read ``draw green2``."""
        return cls(parse_card(_one_word(text, "draw", "draw green2")))


@dataclass(frozen=True, slots=True, repr=False)
class Fly(Notated):
    """Fly the plane to ``region``, turning its industrialization tile face up."""

    region: RegionIndex

    def __str__(self) -> str:
        return f"fly {REGIONS[self.region].code}"

    @classmethod
    def parse(cls, text: str) -> Fly:
        """Read ``fly KIM``."""
        return cls(parse_region(_one_word(text, "fly", "fly KIM")))


@dataclass(frozen=True, slots=True, repr=False)
class Play(Notated):
    """Play a card in the plane's region.

    ``rangers`` go to ``location`` (NOWHERE when none do) and ``track`` to
    the ranger track; with neither, the card scores 2 points. ``paid``: $3
    spent to play the card as the region's colour.
    """

    card: Card
    paid: bool = False
    location: LocationIndex = NOWHERE
    rangers: int = 0
    track: int = 0

    @property
    def for_points(self) -> bool:
        """True when the card places no rangers at all."""
        return self.rangers == 0 and self.track == 0

    def __str__(self) -> str:
        words = ["play", CARD_NAMES[self.card] + ("$" if self.paid else "")]
        if self.location != NOWHERE:
            words.append(f"{LOCATION_NAMES[self.location]}x{self.rangers}")
        if self.track:
            words.append(f"track{self.track}")
        if self.for_points:
            words.append("points")
        return " ".join(words)

    @classmethod
    def parse(cls, text: str) -> Play:
        """Read ``play green2 C7x2``, ``play green2$ C7x1 track1``, ``play green2 points``."""
        words = _words(text, "play", "play green2 C7x2")
        if not 2 <= len(words) <= 3:
            raise InvalidNotation(Say("australia.notation.play_form"))
        card_text, *rest = words
        paid = card_text.endswith("$")
        card = parse_card(card_text.removesuffix("$"))
        if [word.lower() for word in rest] == ["points"]:
            return cls(card, paid)
        location, rangers, track = NOWHERE, 0, 0
        for word in rest:
            on_track = _TRACK.fullmatch(word)
            if on_track and not track:
                track = int(on_track[1])
                if track < 1:
                    raise InvalidNotation(Say("australia.notation.track_zero"))
            elif not on_track and location == NOWHERE:
                location, rangers = _place(word)
            else:
                raise InvalidNotation(Say("australia.notation.one_location"))
        return cls(card, paid, location, rangers, track)


@dataclass(frozen=True, slots=True, repr=False)
class TakeBack(Notated):
    """Take rangers back to the plane: (location, how many) pairs, in location order."""

    taken: tuple[tuple[LocationIndex, int], ...]

    @property
    def total(self) -> int:
        """How many rangers come back."""
        return sum(count for _, count in self.taken)

    def __str__(self) -> str:
        return "back " + " ".join(f"{LOCATION_NAMES[loc]}x{count}" for loc, count in self.taken)

    @classmethod
    def parse(cls, text: str) -> TakeBack:
        """Read ``back C7x2 S3x1``."""
        words = _words(text, "back", "back C7x2 S3x1")
        if not words:
            raise InvalidNotation(Say("australia.notation.back_from"))
        taken = sorted(_place(word) for word in words)
        if len({loc for loc, _ in taken}) < len(taken):
            raise InvalidNotation(Say("australia.notation.name_once"))
        return cls(tuple(taken))


@dataclass(frozen=True, slots=True, repr=False)
class MoveRanger(Notated):
    """Pay $4 to move one ranger from ``source`` to ``target``."""

    source: LocationIndex
    target: LocationIndex

    def __str__(self) -> str:
        return f"move {LOCATION_NAMES[self.source]}>{LOCATION_NAMES[self.target]}"

    @classmethod
    def parse(cls, text: str) -> MoveRanger:
        """Read ``move C7>C9``."""
        match = _MOVE.fullmatch(" ".join(_words(text, "move", "move C7>C9")))
        if not match:
            raise InvalidNotation(_not_like(text, "move C7>C9"))
        return cls(parse_location(match[1]), parse_location(match[2]))


@dataclass(frozen=True, slots=True, repr=False)
class EndTurn(Notated):
    """End the turn once both actions are taken."""

    def __str__(self) -> str:
        return "end"

    @classmethod
    def parse(cls, text: str) -> EndTurn:
        """Read ``end``."""
        if _words(text, "end", "end"):
            raise InvalidNotation(Say.of("australia.notation.end_alone", text=repr(text)))
        return cls()


AustraliaAction = PlaceWindmill | Draw | Fly | Play | TakeBack | MoveRanger | EndTurn
END = EndTurn()


def _not_an_action(text: str) -> NoReturn:
    raise InvalidNotation(Say.of("australia.notation.not_an_action", text=repr(text)))


_NOTATION: Notation[AustraliaAction] = Notation(
    {
        "windmill": PlaceWindmill.parse,
        "draw": Draw.parse,
        "fly": Fly.parse,
        "play": Play.parse,
        "back": TakeBack.parse,
        "move": MoveRanger.parse,
        "end": EndTurn.parse,
    },
    otherwise=_not_an_action,
)


def parse(text: str) -> AustraliaAction:
    """Read any action's notation.

    >>> parse("PLAY Green3$  c7X2 Track1")
    Play.parse('play green3$ C7x2 track1')

    Raises:
        InvalidNotation: saying what is wrong.
    """
    return _NOTATION.parse(text)
