"""What a player may see, and full positions consistent with it for the AI.

Two things are hidden from everyone alike: the value of an industrialization
tile until it is turned face up, and the cards under the top card of each
stack (which cards were cut from the stacks at the start is unknown too).
Hands are open, since every card is taken face up. A view replaces what is
hidden by placeholders, in the position and in every position before it,
so walking back through ``parent`` reveals nothing either; and it drops the
game's seed and random generator, which would replay the shuffles.

``determinize`` fills the placeholders at random, consistently with what
has been seen: the face-down tiles get the values not yet seen, in random
order; each stack gets, under its top card, cards of its back that nobody
has seen (not in a hand, not played, not on top).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pygames.core import Rng, State, View, redact_history
from pygames.games.australia.components import CARD_KINDS, DECK, TILE_VALUES, card_stack
from pygames.games.australia.kinds import TileState

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState

#: What a view shows in place of a face-down tile's value and a card under a stack's top.
HIDDEN_TILE = 0
HIDDEN_CARD = -1


@dataclass(frozen=True, slots=True)
class AustraliaView(View):
    """A player's view: hidden tiles and stack cards replaced by placeholders."""

    def determinize(self, rng: Rng) -> State:
        """Return a full position drawn at random among those consistent with the view."""
        # view() builds an AustraliaView of an AustraliaState only; View types it as any State.
        state: AustraliaState = self.state  # type: ignore[assignment]
        hidden = [r for r, face in enumerate(state.tile_state) if face == TileState.FACE_DOWN]
        unseen = Counter(TILE_VALUES)
        unseen.subtract(state.tiles[r] for r in range(len(state.tiles)) if r not in hidden)
        values, rng = rng.shuffle(sorted(unseen.elements()))
        tiles = list(state.tiles)
        for region, value in zip(hidden, values, strict=True):
            tiles[region] = value
        stacks = []
        for number, stack in enumerate(state.stacks):
            pool = _unseen_cards(state, number)
            under, _, rng = rng.draw(pool, max(len(stack) - 1, 0))
            stacks.append(stack[:1] + under)
        return replace(state, tiles=tuple(tiles), stacks=tuple(stacks))


def view(state: AustraliaState, player: int) -> AustraliaView:
    """Return what ``player`` sees of ``state``."""
    return AustraliaView(player, _redacted(state))


def _redacted(state: AustraliaState) -> AustraliaState:
    """The position and its whole history with hidden values replaced by placeholders."""
    return redact_history(state, _hidden)


def _hidden(position: AustraliaState) -> dict[str, object]:
    tiles = tuple(
        value if face != TileState.FACE_DOWN else HIDDEN_TILE
        for value, face in zip(position.tiles, position.tile_state, strict=True)
    )
    stacks = tuple(stack[:1] + (HIDDEN_CARD,) * (len(stack) - 1) for stack in position.stacks)
    return {"tiles": tiles, "stacks": stacks}


def _unseen_cards(state: AustraliaState, stack: int) -> list[int]:
    """Cards of ``stack``'s back not in a hand, not played and not on top of the stack."""
    seen = Counter(card for hand in state.hands for card in hand)
    seen.update({card: n for card, n in enumerate(state.discard) if n})
    if state.stacks[stack]:
        seen[state.stacks[stack][0]] += 1
    return [
        card
        for card in range(CARD_KINDS)
        if card_stack(card) == stack
        for _ in range(DECK[card] - seen[card])
    ]
