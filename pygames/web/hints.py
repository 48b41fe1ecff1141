"""A hint: the strongest level's choice for the person to move, shown, never played.

The computer thinks for the person as it would for itself at its strongest level,
seeded from the game's seed like the computer's seats, so a position always gets the
same hint; it thinks in slices (``thinking``), so the page never freezes. The route
finder (``routes``) turns the action into what the board shows: the selection just
before the last step (the marbles picked, the dice set aside), and the last step's
place ringed or its button marked. A move no short route plays is still told in
words, as every hint is.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from pygames.ai.agent import Thinking
from pygames.core import Action, Say, State
from pygames.games.levels import LEVELS, make_agent
from pygames.web.routes import route_to
from pygames.web.ui import BoardUI

STRONGEST = LEVELS[-1]


def hint_thinking(state: State) -> Thinking:
    """The strongest level deciding for the player to move in ``state``."""
    player = state.current_player
    assert player is not None, "a hint is asked for only while someone is to move"
    agent = make_agent(state.game.id, STRONGEST, seed=state.seed)
    return agent.think(state.view(player))


@dataclass(frozen=True, slots=True)
class Hint:
    """What the board shows for a hinted ``action`` in ``state``: ``selection`` picked, and
    the ``place`` (a hit key) to tap or the ``button`` (its index) to press next."""

    state: State
    action: Action
    selection: Any = None
    place: Hashable | None = None
    button: int | None = None

    def shown(self, state: State, selection: Any) -> bool:
        """Whether the board still shows the hint: its position, nothing picked since."""
        return state is self.state and selection == self.selection


def hint_for(
    ui: BoardUI[Any], state: State, action: Action, size: tuple[float, float], **timing: Any
) -> Hint:
    """The hint for ``action`` on a board of ``size`` (``timing``: see ``route_to``)."""
    route = route_to(ui, state, action, size, **timing)
    if route is None:
        return Hint(state, action)
    last = route.steps[-1]
    place = last.key if last.button is None else None
    return Hint(state, action, route.before_last, place, last.button)


def hint_words(ui: BoardUI[Any], hint: Hint) -> tuple[Say, ...]:
    """What the message line says about a hint: the move, and the board's note on it."""
    move = Say.of("app.hint.shown", move=hint.state.describe(hint.action))
    note = ui.hint_note(hint.state, hint.action) if ui.hint_note is not None else None
    return (move,) if note is None else (move, note)
