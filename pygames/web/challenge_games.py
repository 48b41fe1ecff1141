"""The challenges a device keeps: each participant's latest link, which of them is this
device's own, and what the gallery (which runs no Python) shows of each.

In the page's storage (``settings.Storage``)::

    pygames:v1:challenges          ["k3XwJ0aG6yQ1", ...]  the challenges' ids
    pygames:v1:challenge:<id>      {"challenge": "k3XwJ0aG6yQ1", "game": "out-of-mine",
                                    "stored": 1764318000.0, "own": "QW5uYV9pZA" (or null),
                                    "done": false,
                                    "participants": [{"id": "QW5uYV9pZA", "link": "c1...",
                                      "name": "Anna", "rounds": 3, "total": 24,
                                      "done": false, "own": true}, ...]}

Each challenge is ``Challenge.to_json()``, what the gallery shows (the participants
best first, as ``challenges.standings`` orders them), with each participant's latest
link beside their fields. Python reads back only the ids, the links and ``own``, and
works the rest out again from the links, which it replays: what is read back is
untrusted, and a damaged entry or link is reported and skipped, never taken for a game
(a damaged link is written back as it was, beside the others).

A participant's link replaces the kept one only if it holds its moves and then more
(``challenges.compare``); one that parts from it is reported, not kept over it. This
device's own participant is kept by ``keep_own`` alone, from the race played here: no
link that arrives replaces it. A link of a kept challenge that deals otherwise is
refused, and nothing is written for a refused link.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, TypeGuard

from pygames.core import InvalidRecord, Say
from pygames.core.challenges import (
    ChallengeLink,
    Comparison,
    Relation,
    Standings,
    check_deal,
    compare,
    from_challenge_fragment,
    standings,
    to_challenge_fragment,
)
from pygames.core.friends import is_link_id
from pygames.games import get_game
from pygames.web.settings import Storage, stored_text

INDEX_KEY = "pygames:v1:challenges"
CHALLENGE_KEY_PREFIX = "pygames:v1:challenge:"
#: The most participants kept of one challenge: more than any group of friends racing,
#: and a bound on what links with ever new participants can fill the storage with.
MAX_PARTICIPANTS = 16


#: The most links kept read (and written) in memory: every link of a few challenges.
MOST_REMEMBERED = 64


class _Remembered:
    """The links read from text and written as text lately, so keeping this device's race
    after each of its moves does not replay every participant's link again (a challenge's
    stored links change only as links arrive). A link is immutable, so one read is as good
    as another; the links written are held while remembered, so their ids stay theirs."""

    def __init__(self) -> None:
        self.read: dict[str, ChallengeLink] = {}
        self.written: dict[int, tuple[ChallengeLink, str]] = {}

    def link_of(self, text: str) -> ChallengeLink:
        """The link ``text`` holds (read once; raises ``InvalidRecord`` as reading does)."""
        link = self.read.get(text)
        if link is None:
            link = from_challenge_fragment(text, get_game)
            if len(self.read) >= MOST_REMEMBERED:
                self.read.clear()
            self.read[text] = link
        return link

    def text_of(self, link: ChallengeLink) -> str:
        """``link`` as a fragment (written once)."""
        kept = self.written.get(id(link))
        if kept is not None and kept[0] is link:
            return kept[1]
        text = to_challenge_fragment(link)
        if len(self.written) >= MOST_REMEMBERED:
            self.written.clear()
        self.written[id(link)] = (link, text)
        self.read.setdefault(text, link)
        return text


_REMEMBERED = _Remembered()


def challenge_key(challenge_id: str) -> str:
    """Where a challenge is kept."""
    return CHALLENGE_KEY_PREFIX + challenge_id


@dataclass(frozen=True, slots=True)
class Damaged:
    """A stored challenge, or one participant's link in it (``participant_id``), that
    cannot be read, and why."""

    challenge_id: str
    participant_id: str | None
    reason: Say

    @property
    def message(self) -> Say:
        """What the page tells the player."""
        return Say.of("core.challenge.damaged", reason=self.reason)


@dataclass(frozen=True, slots=True)
class Challenge:
    """A challenge as the device keeps it: every participant's readable link, which one
    is this device's (None: it only watches, or has not joined yet), when it was last
    kept, and the participants whose links could not be read."""

    challenge_id: str
    links: tuple[ChallengeLink, ...]
    own: str | None
    stored: float
    damaged: tuple[Damaged, ...] = ()

    @property
    def game_id(self) -> str:
        """Which game is raced."""
        return self.links[0].state.game.id

    @property
    def own_link(self) -> ChallengeLink | None:
        """This device's own participant's link (None: it has none)."""
        return next((link for link in self.links if link.participant_id == self.own), None)

    @property
    def standings(self) -> Standings:
        """The participants best first, and whether all are done."""
        return standings(self.links)

    def to_json(self) -> dict[str, Any]:
        """What the gallery shows, in plain JSON: the game, each participant's name,
        rounds finished and total, and whether everyone is done."""
        stood = self.standings
        return {
            "challenge": self.challenge_id,
            "game": self.game_id,
            "stored": self.stored,
            "own": self.own,
            "done": stood.all_done,
            "participants": [
                {
                    "id": standing.participant_id,
                    "name": standing.name,
                    "rounds": len(standing.rounds),
                    "total": standing.total,
                    "done": standing.done,
                    "own": standing.participant_id == self.own,
                }
                for standing in stood.order
            ],
        }


@dataclass(frozen=True, slots=True)
class Gallery:
    """What the gallery lists: the challenges kept last first, and what it skipped."""

    challenges: tuple[Challenge, ...]
    damaged: tuple[Damaged, ...]


@dataclass(frozen=True, slots=True)
class Received:
    """What became of a link: ``stored`` whether it is now its participant's kept link;
    ``comparison`` how it stands to the one kept before (None: the participant, or the
    challenge, is new to the device); ``own`` whether it is of this device's own
    participant, which no link replaces; ``damaged`` what it replaced that could not be
    read."""

    link: ChallengeLink
    stored: bool
    comparison: Comparison | None = None
    own: bool = False
    damaged: Damaged | None = None

    @property
    def message(self) -> Say:
        """What the page tells the player about the link."""
        name = self.link.name
        if self.own:
            return Say("core.challenge.own")
        if self.comparison is None:
            return Say.of("core.challenge.joined", name=name)
        match self.comparison.relation:
            case Relation.EXTENDS:
                return Say.count("core.challenge.extends", len(self.link.rounds), name=name)
            case Relation.SAME:
                return Say.of("core.challenge.same", name=name)
            case Relation.BEHIND:
                return Say.of("core.challenge.behind", name=name)
            case Relation.PARTS:
                return Say.of("core.challenge.parts", name=name, number=self.comparison.move)


@dataclass(frozen=True, slots=True)
class _Entry:
    """A stored challenge as read: its readable links by participant, the stored form of
    those that are not (written back as they were), and which participant is own."""

    challenge_id: str
    own: str | None
    stored: float
    links: dict[str, ChallengeLink]
    unread: dict[str, tuple[Mapping[str, Any], Say]]

    def challenge(self) -> Challenge:
        """The challenge as the page sees it: its readable links, its damaged ones."""
        damaged = tuple(
            Damaged(self.challenge_id, participant_id, reason)
            for participant_id, (_, reason) in self.unread.items()
        )
        return Challenge(
            self.challenge_id, tuple(self.links.values()), self.own, self.stored, damaged
        )

    def with_link(self, link: ChallengeLink, *, own: bool = False) -> _Entry:
        """The entry with ``link`` as its participant's (``own``: as this device's own)."""
        links = {**self.links, link.participant_id: link}
        unread = {key: value for key, value in self.unread.items() if key != link.participant_id}
        owner = link.participant_id if own else self.own
        return _Entry(self.challenge_id, owner, self.stored, links, unread)

    def is_full(self, participant_id: str) -> bool:
        """Whether another participant than those kept would be one too many."""
        known = self.links.keys() | self.unread.keys()
        return participant_id not in known and len(known) >= MAX_PARTICIPANTS


class ChallengeGames:
    """The challenges kept in ``storage``; ``now()`` is the time in seconds (the page's
    clock), kept with each challenge for the gallery's "when"."""

    def __init__(self, storage: Storage, now: Callable[[], float]) -> None:
        self.storage, self.now = storage, now

    def receive(self, text: str) -> Received:
        """Take a challenge link's text that arrived: keep it if its participant is new
        to the device or it extends their kept link, unless it is this device's own.

        Raises:
            InvalidRecord: for a link that cannot be read, one that deals otherwise than
                the challenge kept, or a participant more than ``MAX_PARTICIPANTS``;
                then nothing is written.
        """
        link = from_challenge_fragment(text, get_game)
        try:
            entry = self._read(link.challenge_id)
        except InvalidRecord as error:
            self._write(self._fresh(link))
            damaged = Damaged(link.challenge_id, None, error.reason)
            return Received(link, True, damaged=damaged)
        if entry is None:
            self._write(self._fresh(link))
            return Received(link, True)
        self._check(entry, link)
        if link.participant_id == entry.own:
            return Received(link, False, own=True)
        kept = entry.links.get(link.participant_id)
        if kept is None:
            unread = entry.unread.get(link.participant_id)
            self._write(entry.with_link(link))
            if unread is None:
                return Received(link, True)
            damaged = Damaged(link.challenge_id, link.participant_id, unread[1])
            return Received(link, True, damaged=damaged)
        comparison = compare(kept, link)
        if comparison.relation is Relation.EXTENDS:
            self._write(entry.with_link(link))
        return Received(link, comparison.relation is Relation.EXTENDS, comparison)

    def keep_own(self, link: ChallengeLink) -> Damaged | None:
        """Keep ``link`` as this device's own participant's: the race played here, so it
        replaces their kept link whatever it holds. Returns the stored challenge it
        replaced if that could not be read.

        Raises:
            InvalidRecord: for a link that deals otherwise than the challenge kept, or a
                participant more than ``MAX_PARTICIPANTS``; then nothing is written.
            ValueError: if the device plays another participant in this challenge.
        """
        try:
            entry = self._read(link.challenge_id)
        except InvalidRecord as error:
            self._write(self._fresh(link, own=True))
            return Damaged(link.challenge_id, None, error.reason)
        if entry is None:
            self._write(self._fresh(link, own=True))
            return None
        if entry.own not in (None, link.participant_id):
            raise ValueError("this device already plays another participant in this challenge")
        self._check(entry, link)
        self._write(entry.with_link(link, own=True))
        return None

    def challenge(self, challenge_id: str) -> Challenge | None:
        """A kept challenge (None: none is kept under this id).

        Raises:
            InvalidRecord: if what is stored cannot be read.
        """
        entry = self._read(challenge_id)
        return None if entry is None else entry.challenge()

    def gallery(self) -> Gallery:
        """Every kept challenge, the one kept last first; one that cannot be read is
        reported, not listed, and so is a participant's link that cannot be."""
        challenges, damaged = [], []
        for challenge_id in self._ids():
            try:
                kept = self.challenge(challenge_id)
            except InvalidRecord as error:
                damaged.append(Damaged(challenge_id, None, error.reason))
                continue
            if kept is not None:
                challenges.append(kept)
                damaged.extend(kept.damaged)
        challenges.sort(key=lambda kept: kept.stored, reverse=True)
        return Gallery(tuple(challenges), tuple(damaged))

    def _fresh(self, link: ChallengeLink, *, own: bool = False) -> _Entry:
        """A challenge new to the device, kept with ``link`` its only participant."""
        owner = link.participant_id if own else None
        return _Entry(link.challenge_id, owner, 0.0, {link.participant_id: link}, {})

    def _check(self, entry: _Entry, link: ChallengeLink) -> None:
        """Refuse a link that deals otherwise than the challenge kept, or one participant
        too many.

        Raises:
            InvalidRecord: saying which.
        """
        check_deal(next(iter(entry.links.values())), link)  # every kept link deals alike
        if entry.is_full(link.participant_id):
            raise InvalidRecord(Say.of("core.challenge.full", most=MAX_PARTICIPANTS))

    def _write(self, entry: _Entry) -> None:
        """Keep ``entry`` now, with what the gallery shows of it, and its id in the index."""
        shown = replace(entry, stored=self.now()).challenge().to_json()
        texts = {key: _REMEMBERED.text_of(link) for key, link in entry.links.items()}
        participants = [
            *({**fields, "link": texts[fields["id"]]} for fields in shown["participants"]),
            *(stored for stored, _ in entry.unread.values()),
        ]
        value = {**shown, "participants": participants}
        self.storage.setItem(challenge_key(entry.challenge_id), json.dumps(value))
        ids = self._ids()
        if entry.challenge_id not in ids:
            self.storage.setItem(INDEX_KEY, json.dumps([*ids, entry.challenge_id]))

    def _read(self, challenge_id: str) -> _Entry | None:
        """The challenge stored under ``challenge_id`` (None: nothing there).

        Raises:
            InvalidRecord: if it is not in the stored form, or none of its links can be
                read.
        """
        text = stored_text(self.storage, challenge_key(challenge_id))
        if text is None:
            return None
        value = _object(text)
        if value is None:
            raise InvalidRecord(Say("core.record.not_json"))
        own, stored, participants = value.get("own"), value.get("stored"), value.get("participants")
        if own is not None and not is_link_id(own):
            raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="own"))
        if not _is_time(stored) or not isinstance(participants, list) or not participants:
            raise InvalidRecord(Say("core.record.not_json"))
        links: dict[str, ChallengeLink] = {}
        unread: dict[str, tuple[Mapping[str, Any], Say]] = {}
        for participant in participants:
            if not isinstance(participant, dict) or not is_link_id(participant.get("id")):
                raise InvalidRecord(Say("core.record.not_json"))
            try:
                link = _link_of(challenge_id, participant, links)
            except InvalidRecord as error:
                unread[participant["id"]] = (participant, error.reason)
            else:
                links[link.participant_id] = link
        if not links:  # nothing of the challenge is left to show
            _, reason = next(iter(unread.values()))
            raise InvalidRecord(reason)
        return _Entry(challenge_id, own, float(stored), links, unread)

    def _ids(self) -> list[str]:
        """The kept challenges' ids (an index that cannot be read lists none: every entry
        is still there, under its own key)."""
        try:
            ids = json.loads(stored_text(self.storage, INDEX_KEY) or "[]")
        except (ValueError, RecursionError):
            return []
        if not isinstance(ids, list):
            return []
        return [challenge_id for challenge_id in ids if is_link_id(challenge_id)]


def _link_of(
    challenge_id: str, participant: Mapping[str, Any], read: Mapping[str, ChallengeLink]
) -> ChallengeLink:
    """A stored participant's link, read again as untrusted: it must be of this
    challenge and participant, and deal as the links ``read`` before it.

    Raises:
        InvalidRecord: saying what is wrong.
    """
    text = participant.get("link")
    if not isinstance(text, str):
        raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="link"))
    link = _REMEMBERED.link_of(text)
    if (link.challenge_id, link.participant_id) != (challenge_id, participant["id"]):
        raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="id"))
    for kept in read.values():
        check_deal(kept, link)
    return link


def _object(text: str) -> dict[str, Any] | None:
    """``text`` as a JSON object (None: it is not one)."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _is_time(value: object) -> TypeGuard[float]:
    """Whether ``value`` is a stored time: a finite number, not a boolean."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
