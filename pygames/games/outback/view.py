"""What a player may see: everything but the bag and the faces of face-down tiles.

Hidden from every player alike: the tiles in the bag (their order, and so
which animals the jeep gets next) and the animal under each face-down tile.
A view shows ``HIDDEN`` for those, in the position and in every position
before it, so walking back through ``parent`` reveals nothing; and it drops
the seed and the random generator, which would replay the bag's shuffle and
tell the dice to come.

``determinize`` deals the unseen tiles (18 of each animal, less those on
the jeep and face up in landscapes) at random onto the face-down hexes and
into the bag, and puts in a fresh generator for the dice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from pygames.core import Rng, State, View, redact_history
from pygames.games.outback.components import ANIMALS, HIDDEN, TILES_PER_ANIMAL

if TYPE_CHECKING:
    from pygames.games.outback.rules import OutbackState


@dataclass(frozen=True, slots=True)
class OutbackView(View):
    """A player's view of an Outback position (see the module docstring)."""

    def determinize(self, rng: Rng) -> State:
        """Return a full position drawn at random among those consistent with the view."""
        # view() builds an OutbackView of an OutbackState only; View types it as any State.
        state: OutbackState = self.state  # type: ignore[assignment]
        unseen_tiles, rng = rng.shuffle(unseen(state))
        dealt = iter(unseen_tiles)
        boards = tuple(
            replace(board, face_down=tuple(next(dealt) for _ in board.face_down))
            for board in state.boards
        )
        bag = tuple(dealt)
        assert len(bag) == len(state.bag)
        return replace(state, boards=boards, bag=bag, rng=rng)


def unseen(state: OutbackState) -> list[int]:
    """The tiles nobody can see, sorted: 18 of each animal less the jeep and face-up tiles."""
    left = [TILES_PER_ANIMAL] * len(ANIMALS)
    for animal in state.jeep:
        left[animal] -= 1
    for board in state.boards:
        for tile in board.tiles:
            if tile >= 0:
                left[tile] -= 1
    return [int(animal) for animal in ANIMALS for _ in range(left[animal])]


def view(state: OutbackState, player: int) -> OutbackView:
    """Return what ``player`` sees of ``state``, and of every position before it."""
    return OutbackView(player, redact_history(state, _hidden))


def _hidden(position: OutbackState) -> dict[str, object]:
    # Every position of a game is redacted and kept (``redact_history``): boards with
    # nothing face down stay as they are, and one tuple of unknowns serves each length.
    boards = tuple(
        replace(board, face_down=_unknown(len(board.face_down))) if board.face_down else board
        for board in position.boards
    )
    return {"bag": _unknown(len(position.bag)), "boards": boards}


@cache
def _unknown(count: int) -> tuple[int, ...]:
    """``count`` tiles nobody can see."""
    return (HIDDEN,) * count
