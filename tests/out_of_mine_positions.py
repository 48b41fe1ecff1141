"""Build Out of Mine! boards and rounds for tests, through public fields and actions only."""

from collections.abc import Mapping
from dataclasses import replace

import pygames
from pygames.core import OptionValue
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.content import CARDS, Card, Elf, Layout
from pygames.games.out_of_mine.shapes import (
    CELL_BY_NAME,
    SHAPES,
    Colour,
    Find,
    mask_of,
    parse_kind,
)
from pygames.games.out_of_mine.tiles import Tile
from tests.playouts import applied

GAME = pygames.get_game("out-of-mine")
#: A plain 5 x 4 gallery, a1 to e4, for the rulebook's scoring examples.
RECTANGLE = mask_of(" ".join(f"{c}{r}" for r in range(1, 5) for c in "abcde"))


def layout(region: int = RECTANGLE, elves: str = "") -> Layout:
    """A test layout; elves written like ``blue:c1:n white:a1:w``."""
    watchers = []
    for spec in elves.split():
        colour, cell, side = spec.split(":")
        watchers.append(Elf(Colour[colour.upper()], CELL_BY_NAME[cell], side))
    return Layout(0, region, tuple(watchers))


def card(counts: tuple[int, ...], good: str = "gold:2", bad: str = "woodworm:-1") -> Card:
    """A test card with these tile counts (yellow, blue, green, red, white) and finds."""
    good_find, good_value = good.split(":")
    bad_find, bad_value = bad.split(":")
    return Card(
        0, counts, Find[good_find.upper()], int(good_value), Find[bad_find.upper()], int(bad_value)
    )


def tiles(text: str) -> list[Tile]:
    """Tiles written like puts, comma separated: ``RI a1 0, B:g c1 0``."""
    found = []
    for spec in text.split(","):
        kind_text, cell, code = spec.split()
        kind = parse_kind(kind_text)
        assert kind is not None, kind_text
        found.append(Tile(CELL_BY_NAME[cell], kind, _orientation(kind.shape, code)))
    return found


def _orientation(shape: int, code: str) -> int:
    return SHAPES[shape].orientation_index(code)


def new_game(
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> OutOfMineState:
    """``GAME.new_game``, checked to be the game's own state class."""
    state = GAME.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, OutOfMineState)
    return state


def play(state: OutOfMineState, *texts: str) -> OutOfMineState:
    """Apply actions written in notation."""
    for text in texts:
        state = applied(state, state.parse_action(text))
    return state


def playing(
    players: int = 2,
    seed: int = 0,
    mode: str = "hot-seat",
    boards: tuple[int, ...] | None = None,
    cards: tuple[int, ...] | None = None,
    **options: bool,
) -> OutOfMineState:
    """A game in its first round's play phase, everyone on side A, optionally fixed boards/cards."""
    state = new_game(players=players, seed=seed, options={"mode": mode, **options})
    while state.phase is Phase.SIDES:
        state = play(state, "side A")
    if boards is not None:
        state = replace(state, boards=boards)
    if cards is not None:
        state = replace(state, cards=cards)
    return state


def card_index(counts: tuple[int, ...]) -> int:
    """The index of the first shipped card with these counts."""
    return next(c.index for c in CARDS if c.counts == counts)
