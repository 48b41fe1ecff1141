"""How tests play an action by taps: the page's own route finder (``pygames.web.routes``),
which must find a way for every action a test plays; and what a tap says."""

from __future__ import annotations

from typing import Any

from pygames.core import Action, State
from pygames.core.say import Say, in_language
from pygames.web.routes import Step, route_to
from pygames.web.ui import BoardUI, Tap

__all__ = ["Step", "message_key", "said_en", "taps_for"]


def taps_for(
    ui: BoardUI[Any], state: State, action: Action, size: tuple[float, float], most: int = 5
) -> list[Step]:
    """The fewest steps that play ``action`` on a board of ``size``, from no selection.

    Raises:
        AssertionError: if no sequence of at most ``most`` steps plays it.
    """
    route = route_to(ui, state, action, size, most)
    if route is None:
        raise AssertionError(f"no taps of at most {most} steps play {action}")
    return list(route.steps)


def message_key(tap: Tap) -> str | None:
    """The key of the message a tap shows (None: it shows none)."""
    return tap.message.key if tap.message is not None else None


def said_en(message: Say | None) -> str:
    """A message a tap or a prompt must show, in English."""
    assert message is not None
    return in_language(message, "en")
