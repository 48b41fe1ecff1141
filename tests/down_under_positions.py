"""Down Under positions for tests, written the way a diagram is read: one card at a time.

A card is written as a colour initial and a move: ``"R curve 0,0 NE"``.
Positions come from ``rules.arrange``; every helper that checks a refusal
also checks that nothing changed, and failing assertions show the picture.
"""

from collections.abc import Mapping

import pytest

from pygames import IllegalAction
from pygames.core import OptionValue
from pygames.games.down_under import (
    COLOUR_NAMES,
    GAME,
    DownUnderAction,
    DownUnderState,
    Place,
    Turn,
    picture,
)
from pygames.games.down_under.cards import CARD_TYPES, FULL_HAND, Hand, Kind
from pygames.games.down_under.grid import cell_name
from pygames.games.down_under.rules import arrange
from tests.english import said
from tests.playouts import applied

INITIALS = [name[0] for name in COLOUR_NAMES]


def position(
    *cards: str,
    to_move: int = 0,
    players: int = 2,
    options: Mapping[str, OptionValue] | None = None,
    hands: Mapping[int, Hand] | None = None,
) -> DownUnderState:
    """The position with ``cards`` down and ``to_move`` to play."""
    laid = []
    for text in cards:
        initial, move = text.split(maxsplit=1)
        laid.append((INITIALS.index(initial), Place.parse(move)))
    return arrange(new_game(players, seed=0, options=options), laid, to_move, hands)


def new_game(
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> DownUnderState:
    """``GAME.new_game``, checked to be the game's own state class."""
    state = GAME.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, DownUnderState)
    return state


def hand(straights: int = 0, curves: int = 0, ends: int = 0) -> tuple[int, ...]:
    """A hand holding that many of each kind (animals taken in the set's order)."""
    wanted = {Kind.STRAIGHT: straights, Kind.CURVE: curves, Kind.END: ends}
    counts = []
    for (kind, _), most in zip(CARD_TYPES, FULL_HAND, strict=True):
        take = min(wanted[kind], most)
        counts.append(take)
        wanted[kind] -= take
    assert not any(wanted.values()), "more cards than a set holds"
    return tuple(counts)


def play(state: DownUnderState, *moves: str) -> DownUnderState:
    """Play the moves in notation, each through the checked ``apply``."""
    for text in moves:
        state = applied(state, state.parse_action(text))
    return state


def legal(state: DownUnderState, cell: str | None = None) -> set[str]:
    """The legal moves as text, optionally only those into one cell (written ``x,y``)."""
    return {
        str(action)
        for action in legal_actions(state)
        if cell is None or cell_name(action.cell) == cell
    }


def legal_actions(state: DownUnderState) -> list[DownUnderAction]:
    """The legal actions, each checked to be one of the game's own (``State`` types them as
    any hashable value)."""
    found: list[DownUnderAction] = []
    for action in state.legal_actions():
        assert isinstance(action, Place | Turn), action
        found.append(action)
    return found


def leads_into(state: DownUnderState, colour: int) -> set[str]:
    """The cells (written ``x,y``) a colour's path may go on into."""
    return {cell_name(cell) for cell in state.table.leads_into(colour)}


def parts(state: DownUnderState, player: int) -> tuple[tuple[str, int], ...]:
    """A player's score breakdown with each label in English."""
    return tuple((said(label), points) for label, points in state.scores()[player].parts)


def refused(state: DownUnderState, move: str) -> str:
    """Check ``move`` is refused without changing anything; return the reason given."""
    before = (picture(state), state.legal_actions(), state.current_player)
    with pytest.raises(IllegalAction) as refusal:
        state.apply(state.parse_action(move))
    assert (picture(state), state.legal_actions(), state.current_player) == before
    return said(refusal.value.reason)
