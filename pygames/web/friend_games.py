"""The games with friends a device keeps: each one's latest accepted link, a version that
parts from it kept beside it, and the list the gallery shows under "Games with friends".

In the page's storage (``settings.Storage``), every value a friend link's text, the
time it was kept and the seats this device plays in it::

    pygames:v1:friends                    ["k3XwJ0aG6yQ1", ...]  the friend games' ids
    pygames:v1:friend:<id>                {"link": "f1...", "stored": 1764318000.0,
                                           "mine": [1], "game": "offboard", ...}
    pygames:v1:friend:<id>:parted:<n>     the same, for a version that parts from the copy

Beside the link, an entry says in plain JSON what the gallery lists (``GALLERY_FIELDS``:
the game, the names, whose turn, how many moves, the winners), since the gallery runs no
Python to read a link; Python reads only the link and ``mine``.

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
from pygames.core.say import in_language
from pygames.games import get_game
from pygames.web.settings import Storage, stored_text
from pygames.web.text import LANGUAGES

INDEX_KEY = "pygames:v1:friends"
FRIEND_KEY_PREFIX = "pygames:v1:friend:"
PARTED_INFIX = ":parted:"
#: What an entry says in plain JSON for the gallery (``gallery_fields``).
GALLERY_FIELDS = ("game", "names", "turn", "moves", "over", "winners", "last")
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
    """A friend game as the device keeps it: the link, when it was kept, and the seats
    this device plays (none: it watches)."""

    link: FriendLink
    stored: float
    mine: tuple[int, ...] = ()

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
    """What became of a link: ``copy`` the device's copy now (the link, if it is kept);
    ``comparison`` None for a game new to the device (or one whose copy was damaged) now
    kept; ``stored`` whether it is now the copy; ``kept_beside`` the key it was kept under
    beside the copy, if it parts from it; ``damaged_copy`` the copy it replaced, if that
    could not be read."""

    link: FriendLink
    copy: Kept
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
        """Take a friend link's text that arrived: keep it if it is new or extends the copy
        (the names of this device's seats kept as chosen here), beside it if it parts from
        it. In a game new to the device, it plays the seat to move, unless that is the
        sender's or the game is over (``keep`` changes that).

        Raises:
            InvalidRecord: for a link that cannot be read; then nothing is written.
        """
        link = from_friend_fragment(text, get_game)
        try:
            kept = self._read(friend_key(link.friend_id))
        except InvalidRecord as error:
            damaged = Damaged(link.friend_id, error.reason)
            return Received(link, self.keep(link, seats_to_take(link)), None, True, None, damaged)
        if kept is None:
            return Received(link, self.keep(link, seats_to_take(link)), None, True)
        comparison = compare(kept.link, link)
        if comparison.extends():
            merged = _with_own_names(link, kept)
            return Received(merged, self.keep(merged, kept.mine), comparison, True)
        beside = self._keep_beside(link) if comparison.is_two_versions() else None
        return Received(link, kept, comparison, False, kept_beside=beside)

    def keep(self, link: FriendLink, mine: tuple[int, ...]) -> Kept:
        """Keep ``link`` as its game's copy, played here in the seats ``mine``: a move made
        on this device (even one taken back: the device's own copy is its player's), or a
        link ``receive`` accepted. Return the copy as kept."""
        return self._store(link, mine)

    def kept(self, friend_id: str) -> Kept | None:
        """A friend game as kept here, with this device's seats (None: none is kept).

        Raises:
            InvalidRecord: if the stored copy cannot be read.
        """
        return self._read(friend_key(friend_id))

    def copy(self, friend_id: str) -> FriendLink | None:
        """The kept copy of a friend game (None: none is kept).

        Raises:
            InvalidRecord: if the stored copy cannot be read.
        """
        kept = self.kept(friend_id)
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

    def _store(self, link: FriendLink, mine: tuple[int, ...]) -> Kept:
        """Keep ``link`` as its game's copy, and its id in the index."""
        kept = Kept(link, self.now(), mine)
        self.storage.setItem(friend_key(link.friend_id), self._entry(kept))
        ids = self._ids()
        if link.friend_id not in ids:
            self.storage.setItem(INDEX_KEY, json.dumps([*ids, link.friend_id]))
        return kept

    def _keep_beside(self, link: FriendLink) -> str | None:
        """Keep ``link`` in the first free place beside its copy (None: all are taken);
        a version already kept there is not kept twice."""
        text = to_friend_fragment(link)
        for number in range(1, MAX_PARTED + 1):
            key = parted_key(link.friend_id, number)
            entry = stored_text(self.storage, key)
            if entry is None:
                self.storage.setItem(key, self._entry(Kept(link, self.now())))
                return key
            unpacked = _unpacked(entry)
            if unpacked is not None and unpacked[0] == text:
                return key
        return None

    def _entry(self, kept: Kept) -> str:
        """What is stored of a kept game: its link, when, this device's seats, and what
        the gallery shows of it."""
        link = kept.link
        entry = {
            "link": to_friend_fragment(link),
            "stored": kept.stored,
            "mine": list(kept.mine),
            **gallery_fields(link),
        }
        return json.dumps(entry, separators=(",", ":"), ensure_ascii=False)

    def _read(self, key: str) -> Kept | None:
        """The entry under ``key`` (None: nothing there).

        Raises:
            InvalidRecord: if it is not an entry, or its link cannot be read.
        """
        entry = stored_text(self.storage, key)
        if entry is None:
            return None
        unpacked = _unpacked(entry)
        if unpacked is None:
            raise InvalidRecord(Say("core.record.not_json"))
        text, stored, mine = unpacked
        link = from_friend_fragment(text, get_game)
        return Kept(link, stored, tuple(seat for seat in mine if seat < link.state.players))

    def _ids(self) -> list[str]:
        """The kept games' ids (an index that cannot be read lists none: every entry is
        still there, under its own key)."""
        try:
            ids = json.loads(stored_text(self.storage, INDEX_KEY) or "[]")
        except ValueError:
            return []
        if not isinstance(ids, list):
            return []
        return [friend_id for friend_id in ids if isinstance(friend_id, str)]


def seats_to_take(link: FriendLink) -> tuple[int, ...]:
    """The seats a device plays in a game it first hears of through ``link``: the seat to
    move (the link was sent to its player), unless that is the sender's own or the game is
    over; then none, and the device watches."""
    seat = link.state.current_player
    return () if seat is None or seat == link.sender else (seat,)


def gallery_fields(link: FriendLink) -> dict[str, object]:
    """What the gallery shows of a friend game, in plain JSON (``GALLERY_FIELDS``): the
    last move is told in every language the site has, since the gallery has no Python
    and no game's words to tell it with."""
    state, before = link.state, link.state.parent
    last = {}
    if before is not None and state.last_action is not None:
        move = before.describe(state.last_action)
        last = {language: in_language(move, language) for language in LANGUAGES}
    return {
        "game": state.game.id,
        "names": list(link.names),
        "turn": state.current_player,
        "moves": len(state.actions()),
        "over": state.is_over(),
        "winners": list(state.winners()) if state.is_over() else [],
        "last": last,
    }


def _with_own_names(link: FriendLink, kept: Kept) -> FriendLink:
    """``link`` with the names of this device's seats as they are kept here: each player
    names their own seat."""
    names = tuple(
        kept.link.names[seat] if seat in kept.mine else name for seat, name in enumerate(link.names)
    )
    return FriendLink(link.friend_id, names, link.sender, link.state)


def _unpacked(entry: str) -> tuple[str, float, tuple[int, ...]] | None:
    """A stored entry's link text, time and this device's seats (None: it is not an
    entry)."""
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
    mine = value.get("mine", [])
    if not isinstance(mine, list) or not all(type(seat) is int and seat >= 0 for seat in mine):
        return None
    return text, float(stored), tuple(sorted(set(mine)))
