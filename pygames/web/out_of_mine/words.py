"""The hint for the person's next step; every other word is drawn on the board or the engine's.

The engine's words name no cell (the gallery draws no cell names): a refusal about one
says "the marked cell", and ``spoken_place`` is that cell as the board's hit key, for
the board to mark beside the words.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygames.core import Action, Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Change, Move
from pygames.games.out_of_mine.refusals import marked_cell
from pygames.web.dragging import as_hand
from pygames.web.out_of_mine import timing


def prompt(state: OutOfMineState, selected: object) -> Say:
    """What to do now: choose a side, start, move crystals, or place the one in hand."""
    if state.phase is Phase.SIDES:
        return Say("out-of-mine.board.prompt.side")
    player = state.current_player
    if player is None:
        return Say("out-of-mine.board.prompt.over")
    if not timing.racing(state, player):
        calm = timing.calm(state)  # practising alone with no clock: none starts
        return Say(
            "out-of-mine.board.prompt.start_calm" if calm else "out-of-mine.board.prompt.start"
        )
    if as_hand(selected) is not None:
        return Say("out-of-mine.board.prompt.held")
    return Say("out-of-mine.board.prompt.race")


def spoken_place(state: OutOfMineState, action: Action) -> Hashable | None:
    """The hit key of the cell the sentences about ``action`` point at: the cell an allowed
    change lays or moves its crystal on, or the marked cell of its refusal; None for an
    action on no cell (a side, the clock, the call) or a refusal about none (the card, the
    clock)."""
    if action in state.legal_actions():
        if not isinstance(action, Change):
            return None
        return ("cell", action.to if isinstance(action, Move) else action.anchor)
    cell = marked_cell(state, action)
    return None if cell is None else ("cell", cell)
