"""What is in the box: cards, industrialization tiles, rangers, players, tracks.

A card has a colour (a region colour) and a back. The back tells which of
the four stacks it belongs to, the most rangers it places in one location
and the dollars it pays: stack 1 places 1 ranger and pays $3, stack 2 two
and $2, stack 3 three and $1, stack 4 four and nothing. A card is named by
its colour and that number of rangers: ``green2``, ``blue4``. Internally a
card is ``colour * 4 + stack``, with stacks numbered 0-3.
"""

from __future__ import annotations

from typing import TypeAlias

from pygames.core import InvalidNotation, Say
from pygames.games.australia.geography import BLUE, COLOUR_NAMES, GRAY, GREEN, ORANGE, RED, YELLOW

Card: TypeAlias = int

STACKS = 4
#: Per stack: the most rangers a card places in one location, and the dollars it pays.
STACK_RANGERS = (1, 2, 3, 4)
STACK_DOLLARS = (3, 2, 1, 0)
#: How many cards of each colour each stack starts with, before it is cut down.
CARDS_PER_COLOUR: dict[int, tuple[int, int, int, int]] = {
    BLUE: (3, 3, 2, 2),
    GREEN: (2, 2, 2, 2),
    ORANGE: (2, 2, 2, 1),
    GRAY: (1, 2, 1, 2),
    RED: (2, 1, 2, 1),
    YELLOW: (1, 1, 1, 2),
}
#: Cards kept in each stack: the rest of a stack leaves the game unseen.
STACK_SIZE_SIMPLE, STACK_SIZE_FULL = 8, 9

CARD_KINDS = len(COLOUR_NAMES) * STACKS
#: Per card: how many copies the box holds.
DECK: tuple[int, ...] = tuple(
    CARDS_PER_COLOUR[card // STACKS][card % STACKS] for card in range(CARD_KINDS)
)
CARD_NAMES: tuple[str, ...] = tuple(
    f"{COLOUR_NAMES[card // STACKS]}{STACK_RANGERS[card % STACKS]}" for card in range(CARD_KINDS)
)
_CARD_BY_NAME = {name: card for card, name in enumerate(CARD_NAMES)}

#: The industrialization tiles, one face down on every region; sixes and sevens show a windmill.
TILE_VALUES = (4,) * 3 + (5,) * 4 + (6,) * 5 + (7,) * 5 + (8,) * 4 + (9,) * 3
WINDMILL_TILES = frozenset({6, 7})

PLAYER_NAMES = ("Black", "White", "Orange", "Blue", "Brown")
#: Rangers each player gets, by the number of players.
RANGERS_EACH = {2: 20, 3: 14, 4: 11, 5: 10}
HAND_SIZE = 2
ACTIONS_PER_TURN = 2

#: Dollars: the price of playing a card as another colour, and of moving a ranger.
RECOLOUR_PRICE = 3
MOVE_PRICE = 4
#: Points for the player who completes a project, and for a card played without rangers.
COMPLETION_BONUS = 3
CARD_POINTS = 2
MOST_TAKEN_BACK = 4

#: Full game: the windmill's first value, and the sizes of the two tracks.
WINDMILL_START = 2
WINDMILL_TRACK = 6
RANGER_TRACK = 10


def card_colour(card: Card) -> int:
    """The card's colour (an index into ``COLOUR_NAMES``)."""
    return card // STACKS


def card_stack(card: Card) -> int:
    """The stack the card belongs to, 0-3."""
    return card % STACKS


def holds_colour(hand: tuple[Card, ...], colour: int) -> bool:
    """True when ``hand`` has a card of ``colour``: then it may not pay $3 to change one."""
    return any(card_colour(card) == colour for card in hand)


def parse_card(text: str) -> Card:
    """Read a card's name, e.g. ``green2``.

    >>> CARD_NAMES[parse_card("Green2")]
    'green2'

    Raises:
        InvalidNotation: naming the colours and numbers that exist.
    """
    card = _CARD_BY_NAME.get(text.lower())
    if card is None:
        colours = ", ".join(COLOUR_NAMES)
        raise InvalidNotation(
            Say.of("australia.notation.not_a_card", text=repr(text), colours=colours)
        )
    return card
