"""The hint for the person's next step; every other word is drawn on the board or the engine's.

The engine's words name no cell (the gallery draws no cell names): a refusal about one
says "the marked cell", and the board marks it (``selection.refusal_there``).
"""

from __future__ import annotations

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState, Phase
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
