"""What the page keeps over a reload (``Keeper``): the game under its key, a lesson's beside
it (never over it), and a half-made move: what a person has picked (a card, then a camp) is
saved beside the game, so a reload, or a phone dropping the tab, shows it still picked.

A board names the types its selections are (``BoardUI.picks``): a bare number (a marble),
or frozen dataclasses whose fields hold numbers, truth values, None, tuples, frozensets,
legal actions (a preview) and the named types' enumerations (a crystal's find). Those
are written as JSON with the ply they were picked at; read back, a selection must be of
those types, at the same ply, and one the board can draw and prompt for in the position;
anything else is dropped, and the position shows with nothing picked.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from enum import IntEnum
from typing import Any

from pygames.core import State
from pygames.web import challenge_play, friend_play
from pygames.web.canvas import RecordingCanvas
from pygames.web.challenge_games import ChallengeGames
from pygames.web.friend_games import FriendGames
from pygames.web.match import Match
from pygames.web.opening import LESSON_SUFFIX
from pygames.web.settings import Storage
from pygames.web.ui import BoardUI, Selection

#: What is kept beside a saved game's key.
PICKED_SUFFIX = ":picked"


class Keeper:
    """Keeps the page's match under ``save_key`` (a lesson's beside it, while ``in_lesson()``)
    and what is picked beside that; built from values and a callable, so what is kept when
    is tested in CPython."""

    def __init__(
        self, ui: BoardUI[Any], storage: Storage, save_key: str, in_lesson: Callable[[], bool]
    ) -> None:
        self.ui, self.storage, self.in_lesson = ui, storage, in_lesson
        #: The real game's key (a replay continued is kept under a key of its own).
        self.save_key = save_key
        #: The games with friends kept on this device, dated by the wall clock (the gallery
        #: says when each was last played).
        self.friends = FriendGames(storage, time.time)
        #: The challenges kept on this device, dated alike.
        self.challenges = ChallengeGames(storage, time.time)

    def key(self) -> str:
        """Where the game is kept: a lesson beside the real game, not over it."""
        return self.save_key + LESSON_SUFFIX if self.in_lesson() else self.save_key

    def picked(self, state: State) -> Selection:
        """What was picked in ``state`` before the reload (None: nothing, or it does not fit)."""
        return restored(self.ui, state, self.storage.getItem(self.key() + PICKED_SUFFIX))

    def save(self, match: Match, selection: Selection) -> None:
        """Keep ``match``, and ``selection`` picked in it: a game with friends as this
        device's copy of it, the one its links are read against (``friend_play``); a
        challenge's race as this device's participant's (``challenge_play``)."""
        if match.friend is not None:
            friend_play.keep(match, self.friends)
        elif match.race is not None:
            challenge_play.keep(match, self.challenges)
        else:
            self.storage.setItem(self.key(), match.to_save())
        self.keep(match.state, selection)

    def keep(self, state: State, selection: Selection) -> None:
        """Keep what is picked in ``state`` beside the game (None: nothing)."""
        picked = kept(self.ui, state, selection)
        if picked is None:
            self.storage.removeItem(self.key() + PICKED_SUFFIX)
        else:
            self.storage.setItem(self.key() + PICKED_SUFFIX, picked)


class Unkept(ValueError):
    """A selection that cannot be kept, or a kept one that cannot be read."""


def kept(ui: BoardUI[Any], state: State, selection: Selection) -> str | None:
    """The JSON that keeps ``selection`` in ``state`` (None: nothing picked, or a board that
    keeps no selection)."""
    if selection is None or type(selection) not in ui.picks:
        return None
    try:
        picked = _written(selection, {kind.__name__: kind for kind in ui.picks}, state)
    except Unkept:
        return None
    return json.dumps({"ply": _ply(state), "picked": picked}, separators=(",", ":"))


def restored(ui: BoardUI[Any], state: State, text: str | None) -> Selection:
    """The selection kept in ``text`` for ``state``, or None when there is none or it does
    not fit (another ply, a type the board does not name, one it cannot show)."""
    if not text or not ui.picks:
        return None
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("ply") != _ply(state):
            return None
        selection = _read(data.get("picked"), {kind.__name__: kind for kind in ui.picks}, state)
    except (ValueError, TypeError):
        return None
    named = type(selection) in ui.picks
    return selection if named and _shows(ui, state, selection) else None


def _ply(state: State) -> int:
    return len(state.record()["actions"])


def _written(value: object, kinds: Mapping[str, type], state: State) -> Any:
    if value is None or isinstance(value, str | bool | float) or type(value) is int:
        return value
    if isinstance(value, IntEnum) and kinds.get(type(value).__name__) is type(value):
        return {"enum": type(value).__name__, "value": int(value)}
    if isinstance(value, tuple):
        return [_written(item, kinds, state) for item in value]
    if isinstance(value, frozenset):
        return {"set": [_written(item, kinds, state) for item in value]}
    if is_dataclass(value) and kinds.get(type(value).__name__) is type(value):
        parts = {
            field.name: _written(getattr(value, field.name), kinds, state)
            for field in fields(value)
        }
        return {"of": type(value).__name__, "fields": parts}
    if value in state.legal_actions():
        return {"action": str(value)}
    raise Unkept(f"cannot keep {value!r}")


def _read(data: object, kinds: Mapping[str, type], state: State) -> Any:
    if data is None or isinstance(data, str | bool | float) or type(data) is int:
        return data
    if isinstance(data, dict) and set(data) == {"enum", "value"} and data["enum"] in kinds:
        return kinds[data["enum"]](data["value"])
    if isinstance(data, list):
        return tuple(_read(item, kinds, state) for item in data)
    if isinstance(data, dict) and set(data) == {"set"} and isinstance(data["set"], list):
        return frozenset(_read(item, kinds, state) for item in data["set"])
    if isinstance(data, dict) and set(data) == {"action"}:
        for action in state.legal_actions():
            if str(action) == data["action"]:
                return action
        raise Unkept("an action no longer legal")
    if isinstance(data, dict) and set(data) == {"of", "fields"} and data["of"] in kinds:
        parts = data["fields"]
        if not isinstance(parts, dict):
            raise Unkept("a dataclass without fields")
        return kinds[data["of"]](
            **{name: _read(part, kinds, state) for name, part in parts.items()}
        )
    raise Unkept(f"cannot read {data!r}")


def _shows(ui: BoardUI[Any], state: State, selection: Selection) -> bool:
    """Whether the board can prompt for and draw ``selection`` in ``state``. The boards read
    their own selections without checking them, so one read from storage that does not fit
    this position could fail anywhere in them: any error drops it."""
    try:
        ui.prompt(state, selection)
        ui.offered(state, selection)
        ui.draw(RecordingCanvas(400, 400), state, selected=selection, interactive=True)
    except Exception:  # noqa: BLE001 - see the docstring
        return False
    return True
