"""The games with friends a device keeps: each one's latest accepted link, a version that
parts from it kept beside it, and the list the gallery shows under "Games with friends".

In the page's storage (``settings.Storage``), every value a friend link's text and the
time it was kept::

    pygames:v1:friends                    ["k3XwJ0aG6yQ1", ...]  the friend games' ids
    pygames:v1:friend:<id>                {"link": "f1...", "stored": 1764318000.0}
    pygames:v1:friend:<id>:parted:<n>     the same, for a version that parts from the copy

A link replaces the copy only if it holds the copy's moves and then more
(``friends.compare``); a version that parts from it is kept beside it, never over it,
and nothing is written for a link that is refused. What is read back is untrusted
too: a damaged entry is reported and skipped, never taken for a game.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass

from pygames.core import InvalidRecord, Say
from pygames.core.friends import (
    Comparison,
    FriendLink,
    compare,
    from_friend_fragment,
    to_friend_fragment,
)
from pygames.games import get_game
from pygames.web.settings import Storage

INDEX_KEY = "pygames:v1:friends"
FRIEND_KEY_PREFIX = "pygames:v1:friend:"
PARTED_INFIX = ":parted:"
#: The most versions kept beside one copy: enough for any real mix-up, and a bound on
#: what links sent again and again can fill the storage with.
MAX_PARTED = 9


def friend_key(friend_id: str) -> str:
    """Where a friend game's copy is kept."""
    return FRIEND_KEY_PREFIX + friend_id


def parted_key(friend_id: str, number: int) -> str:
    """Where the ``number``-th version that parts from a copy is kept (from 1)."""
    return f"{friend_key(friend_id)}{PARTED_INFIX}{number}"


@dataclass(frozen=True, slots=True)
class Kept:
    """A friend game as the device keeps it: the link and when it was kept."""

    link: FriendLink
    stored: float

    @property
    def game_id(self) -> str:
        """Which of the five games it is."""
        return self.link.state.game.id

    @property
    def turn(self) -> int | None:
        """The seat to play (None: the game is over)."""
        return self.link.state.current_player

    @property
    def last_move(self) -> int:
        """The last move's number, as players count moves (0: none played yet)."""
        return len(self.link.state.actions())


@dataclass(frozen=True, slots=True)
class Damaged:
    """A stored friend game that cannot be read, and why."""

    friend_id: str
    reason: Say

    @property
    def message(self) -> Say:
        """What the page tells the player."""
        return Say.of("core.friend.damaged_copy", reason=self.reason)


@dataclass(frozen=True, slots=True)
class Gallery:
    """What the gallery lists: the games newest first, and the entries it skipped."""

    games: tuple[Kept, ...]
    damaged: tuple[Damaged, ...]


@dataclass(frozen=True, slots=True)
class Received:
    """What became of a link: ``comparison`` None for a game new to the device (or one
    whose copy was damaged) now kept; ``stored`` whether it is now the copy;
    ``kept_beside`` the key it was kept under beside the copy, if it parts from it;
    ``damaged_copy`` the copy it replaced, if that could not be read."""

    link: FriendLink
    comparison: Comparison | None
    stored: bool
    kept_beside: str | None = None
    damaged_copy: Damaged | None = None


class FriendGames:
    """The friend games kept in ``storage``; ``now()`` is the time in seconds (the
    page's clock), kept with each link for the gallery's "when"."""

    def __init__(self, storage: Storage, now: Callable[[], float]) -> None:
        self.storage, self.now = storage, now

    def receive(self, text: str) -> Received:
        """Take a friend link's text (one that arrived, or one this device is about to
        send): keep it if it is new or extends the copy, beside it if it parts from it.

        Raises:
            InvalidRecord: for a link that cannot be read; then nothing is written.
        """
        link = from_friend_fragment(text, get_game)
        try:
            copy = self.copy(link.friend_id)
        except InvalidRecord as error:
            self._store(link)
            return Received(link, None, True, damaged_copy=Damaged(link.friend_id, error.reason))
        if copy is None:
            self._store(link)
            return Received(link, None, True)
        comparison = compare(copy, link)
        if comparison.extends():
            self._store(link)
            return Received(link, comparison, True)
        beside = self._keep_beside(link) if comparison.is_two_versions() else None
        return Received(link, comparison, False, kept_beside=beside)

    def copy(self, friend_id: str) -> FriendLink | None:
        """The kept copy of a friend game (None: none is kept).

        Raises:
            InvalidRecord: if the stored copy cannot be read.
        """
        kept = self._read(friend_key(friend_id))
        return None if kept is None else kept.link

    def parted(self, friend_id: str) -> list[FriendLink]:
        """The versions kept beside a copy because they part from it, oldest first (any
        that cannot be read left out)."""
        found = []
        for number in range(1, MAX_PARTED + 1):
            try:
                kept = self._read(parted_key(friend_id, number))
            except InvalidRecord:
                continue
            if kept is None:
                break
            found.append(kept.link)
        return found

    def gallery(self) -> Gallery:
        """Every kept friend game, the one kept last first; a damaged one reported, not
        listed."""
        games, damaged = [], []
        for friend_id in self._ids():
            try:
                kept = self._read(friend_key(friend_id))
            except InvalidRecord as error:
                damaged.append(Damaged(friend_id, error.reason))
                continue
            if kept is not None:
                games.append(kept)
        games.sort(key=lambda kept: kept.stored, reverse=True)
        return Gallery(tuple(games), tuple(damaged))

    def _store(self, link: FriendLink) -> None:
        """Keep ``link`` as its game's copy, and its id in the index."""
        self.storage.setItem(friend_key(link.friend_id), self._entry(to_friend_fragment(link)))
        ids = self._ids()
        if link.friend_id not in ids:
            self.storage.setItem(INDEX_KEY, json.dumps([*ids, link.friend_id]))

    def _keep_beside(self, link: FriendLink) -> str | None:
        """Keep ``link`` in the first free place beside its copy (None: all are taken);
        a version already kept there is not kept twice."""
        text = to_friend_fragment(link)
        for number in range(1, MAX_PARTED + 1):
            key = parted_key(link.friend_id, number)
            entry = self.storage.getItem(key)
            if entry is None:
                self.storage.setItem(key, self._entry(text))
                return key
            kept = _unpacked(entry)
            if kept is not None and kept[0] == text:
                return key
        return None

    def _entry(self, text: str) -> str:
        return json.dumps({"link": text, "stored": self.now()}, separators=(",", ":"))

    def _read(self, key: str) -> Kept | None:
        """The entry under ``key`` (None: nothing there).

        Raises:
            InvalidRecord: if it is not an entry, or its link cannot be read.
        """
        entry = self.storage.getItem(key)
        if entry is None:
            return None
        unpacked = _unpacked(entry)
        if unpacked is None:
            raise InvalidRecord(Say("core.record.not_json"))
        text, stored = unpacked
        return Kept(from_friend_fragment(text, get_game), stored)

    def _ids(self) -> list[str]:
        """The kept games' ids (an index that cannot be read lists none: every entry is
        still there, under its own key)."""
        try:
            ids = json.loads(self.storage.getItem(INDEX_KEY) or "[]")
        except ValueError:
            return []
        if not isinstance(ids, list):
            return []
        return [friend_id for friend_id in ids if isinstance(friend_id, str)]


def _unpacked(entry: str) -> tuple[str, float] | None:
    """A stored entry's link text and time (None: it is not an entry)."""
    try:
        value = json.loads(entry)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict):
        return None
    text, stored = value.get("link"), value.get("stored")
    if not isinstance(text, str) or isinstance(stored, bool):
        return None
    if not isinstance(stored, int | float) or not math.isfinite(stored):
        return None
    return text, float(stored)
