"""Challenges: friends race the same deal, each alone on their own device, and compare.

A race (a game whose ``Game`` names ``race_rounds``: everyone plays at once against a
clock) cannot be passed round by link as a turn-based friend game is. Between friends
it becomes a challenge: one link gives everyone the same deal (the same game, seed and
options, one player each); each plays their own race alone; after each round each sends
their own link, and every page shows the others' finished rounds as their links arrive.

A challenge link is ``c1.`` and a JSON object in the body every link form shares
(``record.deflate_fragment``)::

    {"challenge": "k3XwJ0aG6yQ1",   the challenge's id, the same in everyone's links
     "participant": "Qm9iX3RvcA",   this participant's id, made when they joined
     "name": "Anna",                the name they chose (never empty: it is all the
                                    others see of them)
     "record": {...}}               their own game's record (``record.py``): one player,
                                    and its seed and options are the deal

Every link is untrusted and read as a friend link is (``friends``): its length checked
before it is decoded, inflating stopped at ``MAX_CHALLENGE_JSON`` bytes, ``json`` only,
every field checked, the name cleaned, every move replayed through ``apply``; anything
off raises ``InvalidRecord`` with a message of its own. The seed is in every link, as
it must be for the others to replay it: a race between friends trusts them not to look
ahead.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pygames.core.errors import InvalidRecord
from pygames.core.friends import (
    MAX_NAME_LENGTH,
    GameRefusals,
    clean_name,
    is_link_id,
    moves_shared,
    replay_linked,
)
from pygames.core.game import Game, RaceRound
from pygames.core.record import LinkFaults, pack_object, unpack_object
from pygames.core.say import Say
from pygames.core.state import State

CHALLENGE_PREFIX = "c1."
#: The longest challenge link read (characters after the ``#``): a whole race of Out of
#: Mine! is about 900 to 1,400 (``benchmarks/challenge_links.py``), a friend link's bound.
MAX_CHALLENGE_LINK_LENGTH = 32_000
#: The most a challenge link's JSON may inflate to (bytes): a whole race's is about 2,000
#: to 3,200, and a friend link's bound serves.
MAX_CHALLENGE_JSON = 256_000
LINK_KEYS = frozenset({"challenge", "participant", "name", "record"})

_FAULTS = LinkFaults(
    too_long="core.challenge.link.too_long",
    not_ours="core.challenge.link.not_ours",
    bad_characters="core.challenge.link.bad_characters",
    cut_off="core.challenge.link.cut_off",
    too_large="core.challenge.link.too_large",
    unreadable="core.challenge.link.unreadable",
    not_text="core.challenge.link.not_text",
)
_GAME_REFUSALS = GameRefusals(
    unknown_game="core.challenge.link.unknown_game",
    move_refused="core.challenge.link.move_refused",
    bad_game="core.challenge.link.bad_game",
)


def new_challenge_id() -> str:
    """A new challenge's id: 72 random bits, as a friend game's."""
    return secrets.token_urlsafe(9)


def new_participant_id() -> str:
    """A new participant's id, made on their device when they join: 72 random bits, so
    two friends who pick the same name are still two participants."""
    return secrets.token_urlsafe(9)


@dataclass(frozen=True, slots=True, eq=False)
class ChallengeLink:
    """What a challenge link holds: one participant's own race (replayed, so every move
    is one the engine accepted), the challenge's and the participant's ids, and their
    name. Compared with ``same_deal`` and ``compare``, not ``==``.

    Raises:
        InvalidRecord: for an id, a name or a game that does not fit a challenge: a
            game for more than one player, or a game that is no race.
    """

    challenge_id: str
    participant_id: str
    name: str
    state: State

    def __post_init__(self) -> None:
        if not is_link_id(self.challenge_id):
            raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="challenge"))
        if not is_link_id(self.participant_id):
            raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="participant"))
        if (
            not isinstance(self.name, str)
            or clean_name(self.name) != self.name
            or not 0 < len(self.name) <= MAX_NAME_LENGTH
        ):
            raise InvalidRecord(Say.of("core.challenge.link.bad_name", most=MAX_NAME_LENGTH))
        if self.state.game.race_rounds is None:
            raise InvalidRecord(
                Say.of("core.challenge.link.not_a_race", game=self.state.game.title)
            )
        if self.state.players != 1:
            raise InvalidRecord(Say.of("core.challenge.link.not_alone", players=self.state.players))

    @property
    def record(self) -> dict[str, Any]:
        """The participant's game's record, its moves in their canonical notation."""
        return self.state.record()

    @property
    def rounds(self) -> tuple[RaceRound, ...]:
        """The rounds the participant has finished, each one's points and time."""
        race_rounds = self.state.game.race_rounds
        assert race_rounds is not None, "a challenge link is always of a race"
        return race_rounds(self.state, 0)


def join(invite: ChallengeLink, name: str) -> ChallengeLink:
    """A new participant in ``invite``'s challenge, called ``name``, at the start of the
    same deal: the same game, seed and options, none of the inviter's moves.

    >>> from pygames import get_game
    >>> state = get_game("out-of-mine").new_game(players=1, seed=3)
    >>> invite = ChallengeLink("k3XwJ0aG6yQ1", "QW5uYV9pZA", "Anna", state)
    >>> bob = join(invite, "Bob")
    >>> bob.challenge_id, bob.name, same_deal(invite, bob), bob.participant_id != "QW5uYV9pZA"
    ('k3XwJ0aG6yQ1', 'Bob', True, True)

    Raises:
        InvalidRecord: for a name that does not fit.
    """
    dealt = invite.state
    state = dealt.game.new_game(players=1, seed=dealt.seed, options=dealt.options)
    return ChallengeLink(invite.challenge_id, new_participant_id(), name, state)


def to_challenge_fragment(link: ChallengeLink) -> str:
    """Encode a challenge link for a URL fragment: ``c1.`` + base64url(deflate(JSON)).

    >>> from pygames import get_game
    >>> state = get_game("out-of-mine").new_game(players=1, seed=3)
    >>> text = to_challenge_fragment(ChallengeLink("k3XwJ0aG6yQ1", "QW5uYV9pZA", "Anna", state))
    >>> link = from_challenge_fragment(text, get_game)
    >>> text[:3], link.name, link.record == state.record()
    ('c1.', 'Anna', True)
    """
    content = {
        "challenge": link.challenge_id,
        "participant": link.participant_id,
        "name": link.name,
        "record": link.record,
    }
    return pack_object(content, CHALLENGE_PREFIX)


def from_challenge_fragment(text: str, find_game: Callable[[str], Game]) -> ChallengeLink:
    """Read a challenge link from untrusted text: check it, and replay its game.

    Raises:
        InvalidRecord: saying what is wrong: cut off, damaged, too long, not a challenge
            link of this version, a field or a name that does not fit, a game this site
            does not have, a game for several players or one that is no race, or the
            number of a move the game does not allow.
    """
    content = unpack_object(
        text,
        CHALLENGE_PREFIX,
        MAX_CHALLENGE_LINK_LENGTH,
        MAX_CHALLENGE_JSON,
        _FAULTS,
        keys=LINK_KEYS,
        bad_field="core.challenge.link.bad_field",
    )
    name = content["name"]
    if not isinstance(name, str):
        raise InvalidRecord(Say.of("core.challenge.link.bad_field", field="name"))
    return ChallengeLink(
        challenge_id=content["challenge"],
        participant_id=content["participant"],
        name=clean_name(name),
        state=replay_linked(content["record"], find_game, _GAME_REFUSALS),
    )


def same_deal(first: ChallengeLink, second: ChallengeLink) -> bool:
    """Whether two links' games are dealt alike: the same game and rules version, seed
    and options, one player each (every challenge link is). The challenge's id is not
    compared: two challenges may deal alike, and one id must never deal two ways."""
    one, other = first.state, second.state
    return (
        one.game.id == other.game.id
        and one.game.rules_version == other.game.rules_version
        and one.seed == other.seed
        and dict(one.options) == dict(other.options)
        and one.players == other.players == 1
    )


def check_deal(kept: ChallengeLink, incoming: ChallengeLink) -> None:
    """Refuse ``incoming`` if it claims ``kept``'s challenge but deals otherwise: a link
    changed on its way, or a challenge started again under the same id.

    Raises:
        InvalidRecord: ``core.challenge.other_deal``.
    """
    if kept.challenge_id == incoming.challenge_id and not same_deal(kept, incoming):
        raise InvalidRecord(Say("core.challenge.other_deal"))


class Relation(Enum):
    """How a participant's link that arrives stands to the one a device keeps of them."""

    #: The same moves: nothing new.
    SAME = "same"
    #: The kept link's moves, then ``Comparison.count`` more: it may replace it.
    EXTENDS = "extends"
    #: An old link: the kept one has all its moves and ``Comparison.count`` more.
    BEHIND = "behind"
    #: The two differ at move ``Comparison.move``: the kept one stays.
    PARTS = "parts"


@dataclass(frozen=True, slots=True)
class Comparison:
    """How a link stands to the kept one: ``count`` the moves one has more (``EXTENDS``,
    ``BEHIND``), ``move`` where they part (``PARTS``), numbered from 1."""

    relation: Relation
    count: int = 0
    move: int = 0


def compare(kept: ChallengeLink, incoming: ChallengeLink) -> Comparison:
    """How ``incoming`` stands to ``kept``, two links of one participant: the same
    moves, more, fewer, or moves that part. The name does not count: it says who, not
    what was played.

    Raises:
        InvalidRecord: ``core.challenge.other_deal`` if they deal otherwise.
        ValueError: for links of two participants or two challenges, which are never
            versions of one another.
    """
    if (kept.challenge_id, kept.participant_id) != (
        incoming.challenge_id,
        incoming.participant_id,
    ):
        raise ValueError("compare() takes two links of one participant in one challenge")
    check_deal(kept, incoming)
    ours, theirs = len(kept.state.actions()), len(incoming.state.actions())
    shared = moves_shared(kept.state, incoming.state)
    if shared < min(ours, theirs):
        return Comparison(Relation.PARTS, move=shared + 1)
    if theirs > ours:
        return Comparison(Relation.EXTENDS, count=theirs - ours)
    if theirs < ours:
        return Comparison(Relation.BEHIND, count=ours - theirs)
    return Comparison(Relation.SAME)


@dataclass(frozen=True, slots=True)
class Standing:
    """Where one participant stands: the rounds they finished (each one's points and
    time) and whether their race is over."""

    participant_id: str
    name: str
    rounds: tuple[RaceRound, ...]
    done: bool

    @property
    def total(self) -> int:
        """The points of every finished round."""
        return sum(raced.points for raced in self.rounds)

    @property
    def tenths(self) -> int | None:
        """The time of every finished round, in tenths of a second (None: a round has no
        time, as when practising with no clock)."""
        times = [raced.tenths for raced in self.rounds]
        return None if None in times else sum(time for time in times if time is not None)


@dataclass(frozen=True, slots=True)
class Standings:
    """Everyone whose link has arrived, best first, and whether all their races are over."""

    order: tuple[Standing, ...]
    all_done: bool


def standing(link: ChallengeLink) -> Standing:
    """Where the participant of ``link`` stands."""
    return Standing(link.participant_id, link.name, link.rounds, link.state.is_over())


def standings(links: Iterable[ChallengeLink]) -> Standings:
    """The participants of one challenge, by total points, most first; on equal points
    the quicker first (fewer tenths of a second over their finished rounds), then by
    name (whatever its case). All are done once every one has finished their race's
    last round.

    Raises:
        InvalidRecord: ``core.challenge.other_deal`` for links that deal otherwise.
        ValueError: for links of two challenges, or two links of one participant.
    """
    given = list(links)
    if len({link.challenge_id for link in given}) > 1:
        raise ValueError("standings() takes the links of one challenge")
    if len({link.participant_id for link in given}) < len(given):
        raise ValueError("standings() takes one link per participant")
    for link in given[1:]:
        check_deal(given[0], link)
    order = sorted(
        map(standing, given),
        key=lambda stood: (
            -stood.total,
            stood.tenths or 0,
            stood.name.casefold(),
            stood.participant_id,
        ),
    )
    return Standings(tuple(order), bool(order) and all(stood.done for stood in order))
