"""The tray: exactly the crystals the treasure card allows, with how many are left of each.

Shared by the renderer (what to draw, greyed when used up) and the tap
handler (what a tap or press on the tray picks up), so the two agree. Also
here: whose board the screen is about.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.shapes import SHAPES, Colour, Kind, kind_supply, kinds


@dataclass(frozen=True, slots=True)
class Entry:
    """One kind of crystal in the tray, and how many more of it may go on the board now."""

    kind: Kind
    left: int


def lying(kind: Kind) -> int:
    """The orientation a crystal lies in the tray: flattest first, so the tray keeps to
    two rows (what the tray shows is what a press picks up)."""
    orientations = SHAPES[kind.shape].orientations

    def extent(orientation: int) -> tuple[int, int]:
        offsets = orientations[orientation][1]
        rows = 1 + max(r for r, _ in offsets)
        columns = 1 + max(c for _, c in offsets) - min(c for _, c in offsets)
        return rows, columns

    return min(range(len(orientations)), key=extent)


def colour_left(state: OutOfMineState, player: int, colour: Colour) -> int:
    """How many more crystals of ``colour`` the card allows on the board."""
    card = state.card(player)
    if card is None:
        return 0
    board = state.timelines[player].board
    return card.counts[colour] - sum(tile.colour == colour for tile in board)


def entries(state: OutOfMineState, player: int) -> list[Entry]:
    """The tray of ``player``: each kind of a colour on their card, in supply order."""
    card = state.card(player)
    if card is None:
        return []
    finds = bool(state.options["finds"])
    board = state.timelines[player].board
    found = []
    for kind in kinds(finds):
        if not card.counts[kind.colour] or not kind_supply(kind, finds):
            continue
        kind_left = kind_supply(kind, finds) - sum(tile.kind == kind for tile in board)
        found.append(Entry(kind, min(kind_left, colour_left(state, player, kind.colour))))
    return found


def shown_player(state: OutOfMineState, interactive: bool) -> int:
    """Whose gallery is drawn large: the person to act, else the person racing dwarves."""
    player = state.current_player
    if interactive and player is not None:
        return player
    if state.options["mode"] == "dwarves" or player is None:
        return 0
    return player
