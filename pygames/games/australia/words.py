"""The words Australia's messages are built from: players, colours, cards and regions.

Each returns a message field (see ``pygames.core.say``), said in the
reader's language: ``player(1)`` is "White", "Spieler Weiß", "Joueur
blanc" or "Wit". A colour is the form each language's sentences put it
in (an adjective in English and Dutch, a noun in German, "la couleur ..."
in French), and a card its colour and number of rangers (``green2`` in
English, as in the notation). A region with a proper name (Kimberley,
Pilbara) keeps it in every language; one whose name is an English
description (Timor Sea, Western Victoria) is translated.

>>> str(card(5)), str(colour(2)), region(0), str(region(18))
('green2', 'orange', 'Kimberley', 'Indian Ocean')
>>> str(listing([card(5), card(6), card(7)]))
'green2, green3, green4'
"""

from __future__ import annotations

from collections.abc import Sequence

from pygames.core import Say
from pygames.games.australia.board import COLOUR_NAMES, REGIONS, Colour, RegionIndex
from pygames.games.australia.components import STACK_RANGERS, Card, card_colour, card_stack

#: Regions whose names are English descriptions, translated as ``australia.region.<code>``.
DESCRIPTIVE = frozenset("SWA RED CAP CEN SEQ WNSW ENSW WVIC EVIC IND TIM ARA COR TAS GAB".split())


def player(number: int) -> Say:
    """A player by their colour: ``australia.player.<number>``."""
    return Say(f"australia.player.{number}")


def colour(value: Colour) -> Say:
    """A region's or card's colour: ``australia.colour.<name>``."""
    return Say(f"australia.colour.{COLOUR_NAMES[value]}")


def card(value: Card) -> Say:
    """A card by its colour and rangers: ``australia.card.<colour>``."""
    return Say.of(
        f"australia.card.{COLOUR_NAMES[card_colour(value)]}",
        rangers=STACK_RANGERS[card_stack(value)],
    )


def region(value: RegionIndex) -> Say | str:
    """A region's name: a proper name as it is, a description as ``australia.region.<code>``."""
    info = REGIONS[value]
    if info.code in DESCRIPTIVE:
        return Say(f"australia.region.{info.code.lower()}")
    return info.name


def listing(items: Sequence[Say]) -> Say:
    """Several messages one after the other, separated by commas (``australia.list``).

    Raises:
        ValueError: for an empty list.
    """
    if not items:
        raise ValueError("there is nothing to list")
    first, *rest = items
    return Say.of("australia.list", first=first, rest=listing(rest)) if rest else first
