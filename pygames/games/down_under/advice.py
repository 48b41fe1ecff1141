"""Why a move is good, in one line a player reads beside a hint: what it does to the paths.

Read from the position and the move alone (no search), so it is instant and says only
what is sure once the card is down (a first card's worth is where it lies, which no
line says): that it leads paths into one cell, where a billabong
goes; that it opens a loop again; how many segments it adds to the mover's path and how
long that path is then, and which rival's path the card's neutral side lengthens too.
"""

from __future__ import annotations

from pygames.core import Action, Say
from pygames.games.down_under.actions import Phase, Place, Turn
from pygames.games.down_under.rules import DownUnderState
from pygames.games.down_under.words import colour


def why(state: DownUnderState, action: Action) -> Say | None:
    """Say why ``action``, legal in ``state``, is good, or None when no one line says it.

    >>> from pygames.games.down_under.rules import GAME
    >>> start = GAME.new_game(seed=1)
    >>> why(start, start.legal_actions()[0]) is None  # a first card: where, not how long
    True
    """
    if not isinstance(action, Place | Turn) or action not in state.moves or state.round_one:
        return None
    mover = state.moves[action]
    after = state.apply(action)
    assert isinstance(after, DownUnderState)
    if after.phase is Phase.POND:
        return Say("down-under.hint.billabong")
    if isinstance(action, Turn):
        return Say("down-under.hint.reopens")
    gain = after.length(mover) - state.length(mover)
    if gain <= 0:
        return None
    own = state.variant.colours_of(state.variant.owners[mover])
    given = [
        rival
        for rival in range(len(state.hands))
        if rival not in own and after.length(rival) > state.length(rival)
    ]
    if given:
        return Say.count(
            "down-under.hint.longer_hands",
            gain,
            length=after.length(mover),
            colour=colour(given[0]),
        )
    return Say.count("down-under.hint.longer", gain, length=after.length(mover))
