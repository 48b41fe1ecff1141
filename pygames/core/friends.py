"""Friend links: a game played by people on their own devices, passed on by link after
each move, with no server and no account.

A friend link is ``f1.`` and a JSON object raw-deflated and base64url-encoded, the
body every link form shares (``record.deflate_fragment``)::

    {"friend": "k3XwJ0aG6yQ1",     the friend game's id: a random token made with the game
     "names": ["Anna", ""],        each seat's name as its player chose it ("": "Player N")
     "sender": 0,                  the seat whose player sent the link
     "record": {...}}              the game's record, as ``record.py`` defines it

The JSON is UTF-8, so a name in any script costs its bytes, not ``\\u`` escapes.
The record carries the seed: everyone at the table replays the same dice and tiles,
and nobody can change an outcome or take back a move past it.

Every link is untrusted. ``from_friend_fragment`` checks the text's length before
decoding it, stops inflating at ``MAX_FRIEND_JSON`` bytes, parses with ``json`` only,
checks every field, cleans the names and replays every move through ``apply``;
anything off raises ``InvalidRecord`` with a message of its own. A device keeps its
copy of each friend game, and ``compare`` says how a link that arrives stands to that
copy: only a link that holds the copy's moves and then more may replace it.
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeGuard

from pygames.core.errors import InvalidRecord
from pygames.core.game import Game
from pygames.core.record import LinkFaults, pack_object, replay, unpack_object
from pygames.core.say import Say
from pygames.core.state import State

FRIEND_PREFIX = "f1."
#: The longest friend link read (characters after the ``#``): a whole game of the longest
#: game (Australia, 1,524 moves at most) is about 7,000.
MAX_FRIEND_LINK_LENGTH = 32_000
#: The most a friend link's JSON may inflate to (bytes): a whole game is under 20,000.
MAX_FRIEND_JSON = 256_000
#: The longest name a player can choose, in characters, after cleaning.
MAX_NAME_LENGTH = 24
LINK_KEYS = frozenset({"friend", "names", "sender", "record"})
#: A link's id: base64url, as ``new_friend_id`` makes it, and safe in a storage key.
_LINK_ID = re.compile(r"[A-Za-z0-9_-]{8,32}")
#: Characters a name never keeps: controls, lone surrogates, line and paragraph
#: separators (by Unicode category), and the marks that turn text around or hide where
#: it starts and ends (so a name cannot make the words after it read backwards).
_UNSHOWN_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)

_FAULTS = LinkFaults(
    too_long="core.friend.link.too_long",
    not_ours="core.friend.link.not_ours",
    bad_characters="core.friend.link.bad_characters",
    cut_off="core.friend.link.cut_off",
    too_large="core.friend.link.too_large",
    unreadable="core.friend.link.unreadable",
    not_text="core.friend.link.not_text",
)


def new_friend_id() -> str:
    """A new friend game's id: 72 random bits, so two games never share one."""
    return secrets.token_urlsafe(9)


def is_link_id(value: object) -> TypeGuard[str]:
    """Whether ``value`` is an id as ``new_friend_id`` makes them (8 to 32 base64url
    characters): the form every id a link carries is checked against, since it names a
    storage key.

    >>> is_link_id("k3XwJ0aG6yQ1"), is_link_id("../settings")
    (True, False)
    """
    return isinstance(value, str) and _LINK_ID.fullmatch(value) is not None


def clean_name(text: str) -> str:
    """A name as it is kept and shown: without control characters (``_UNSHOWN_CATEGORIES``,
    ``_BIDI_CONTROLS``) and without spaces around it. The length is checked apart.

    >>> clean_name(" Anna\\n\\u202e ")
    'Anna'
    """
    kept = (
        char
        for char in text
        if unicodedata.category(char) not in _UNSHOWN_CATEGORIES and char not in _BIDI_CONTROLS
    )
    return "".join(kept).strip()


@dataclass(frozen=True, slots=True, eq=False)
class FriendLink:
    """What a friend link holds: the game (replayed, so every move is one the engine
    accepted), its id, the seats' names and the seat that sent it. Compared with
    ``compare``, not ``==``.

    Raises:
        InvalidRecord: for an id, names or a sender that do not fit the game.
    """

    friend_id: str
    names: tuple[str, ...]
    sender: int
    state: State

    def __post_init__(self) -> None:
        if not is_link_id(self.friend_id):
            raise InvalidRecord(Say.of("core.friend.link.bad_field", field="friend"))
        if (
            not isinstance(self.sender, int)
            or isinstance(self.sender, bool)
            or not 0 <= self.sender < self.state.players
        ):
            raise InvalidRecord(Say.of("core.friend.link.bad_field", field="sender"))
        if len(self.names) != self.state.players or not all(
            isinstance(name, str) and clean_name(name) == name and len(name) <= MAX_NAME_LENGTH
            for name in self.names
        ):
            raise InvalidRecord(
                Say.of(
                    "core.friend.link.bad_names", players=self.state.players, most=MAX_NAME_LENGTH
                )
            )

    @property
    def record(self) -> dict[str, Any]:
        """The game's record, its moves in their canonical notation."""
        return self.state.record()


def to_friend_fragment(link: FriendLink) -> str:
    """Encode a friend link for a URL fragment: ``f1.`` + base64url(deflate(JSON)).

    >>> from pygames import get_game
    >>> state = get_game("offboard").new_game(seed=3)
    >>> text = to_friend_fragment(FriendLink("k3XwJ0aG6yQ1", ("Anna", ""), 0, state))
    >>> link = from_friend_fragment(text, get_game)
    >>> text[:3], link.names, link.record == state.record()
    ('f1.', ('Anna', ''), True)
    """
    content = {
        "friend": link.friend_id,
        "names": list(link.names),
        "sender": link.sender,
        "record": link.record,
    }
    return pack_object(content, FRIEND_PREFIX)


def from_friend_fragment(text: str, find_game: Callable[[str], Game]) -> FriendLink:
    """Read a friend link from untrusted text: check it, and replay its game.

    Raises:
        InvalidRecord: saying what is wrong: cut off, damaged, too long, not a friend
            link of this version, a field or a name that does not fit, a game this site
            does not have, or the number of a move the game does not allow.
    """
    content = unpack_object(
        text,
        FRIEND_PREFIX,
        MAX_FRIEND_LINK_LENGTH,
        MAX_FRIEND_JSON,
        _FAULTS,
        keys=LINK_KEYS,
        bad_field="core.friend.link.bad_field",
    )
    names = content["names"]
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise InvalidRecord(Say.of("core.friend.link.bad_field", field="names"))
    return FriendLink(
        friend_id=content["friend"],
        names=tuple(clean_name(name) for name in names),
        sender=content["sender"],
        state=replay_linked(content["record"], find_game, _GAME_REFUSALS),
    )


@dataclass(frozen=True, slots=True)
class GameRefusals:
    """The catalog key each refusal of a link's game is told with (a game this site
    lacks, a move refused, a game that cannot be set up), so each kind of link tells its
    reader in its own words, as ``LinkFaults`` does for its text."""

    unknown_game: str
    move_refused: str
    bad_game: str


_GAME_REFUSALS = GameRefusals(
    unknown_game="core.friend.link.unknown_game",
    move_refused="core.friend.link.move_refused",
    bad_game="core.friend.link.bad_game",
)


def replay_linked(
    record: object, find_game: Callable[[str], Game], refusals: GameRefusals
) -> State:
    """``replay``, its refusals told as a link's (``refusals``), since a link may come
    from a newer site or have been changed on its way.

    Raises:
        InvalidRecord: with the key ``refusals`` names for what is wrong.
    """
    try:
        return replay(record, find_game)
    except InvalidRecord as error:
        reason = error.reason
        if reason.key == "core.unknown_game":
            raise InvalidRecord(Say.of(refusals.unknown_game, game=reason.fields["game"])) from None
        if reason.key == "core.record.move_refused":
            number, move, why = (reason.fields[name] for name in ("number", "move", "reason"))
            raise InvalidRecord(
                Say.of(refusals.move_refused, number=number, move=move, reason=why)
            ) from None
        raise InvalidRecord(Say.of(refusals.bad_game, reason=reason)) from None


class Relation(Enum):
    """How a link that arrives stands to the copy a device keeps of a friend game."""

    #: The same game and the same moves: nothing new.
    SAME = "same"
    #: The copy's moves, then ``Comparison.count`` more: it may replace the copy.
    EXTENDS = "extends"
    #: An old link: the copy has all its moves and ``Comparison.count`` more.
    BEHIND = "behind"
    #: The two differ at move ``Comparison.move``: keep both, replace neither.
    PARTS = "parts"
    #: The same friend game's id over another setup: keep both, replace neither.
    OTHER_SEED = "other_seed"
    OTHER_OPTIONS = "other_options"
    OTHER_PLAYERS = "other_players"
    OTHER_GAME = "other_game"
    #: Another friend game altogether.
    OTHER_FRIEND_GAME = "other_friend_game"


#: The relations in which a link and the copy are two versions of one friend game.
_TWO_VERSIONS = frozenset(
    {
        Relation.PARTS,
        Relation.OTHER_SEED,
        Relation.OTHER_OPTIONS,
        Relation.OTHER_PLAYERS,
        Relation.OTHER_GAME,
    }
)


@dataclass(frozen=True, slots=True)
class Comparison:
    """How a link stands to a copy; ``message`` tells the player.

    ``count``: the new moves (``EXTENDS``) or the moves the link lacks (``BEHIND``);
    ``move``: where the two part (``PARTS``), numbered from 1 as players count moves.
    """

    relation: Relation
    copy: FriendLink
    incoming: FriendLink
    count: int = 0
    move: int = 0

    def extends(self) -> bool:
        """Whether the link may replace the copy: it holds all of it and more."""
        return self.relation is Relation.EXTENDS

    def is_two_versions(self) -> bool:
        """Whether the link and the copy are two versions of one friend game, both to keep."""
        return self.relation in _TWO_VERSIONS

    @property
    def message(self) -> Say:
        """What the page tells the player about the link."""
        kept, got = self.copy.state, self.incoming.state
        match self.relation:
            case Relation.SAME:
                return Say("core.friend.same")
            case Relation.EXTENDS:
                return Say.count("core.friend.extends", self.count)
            case Relation.BEHIND:
                return Say.count("core.friend.behind", self.count)
            case Relation.PARTS:
                return Say.of("core.friend.parts", number=self.move)
            case Relation.OTHER_SEED:
                return Say("core.friend.other_seed")
            case Relation.OTHER_OPTIONS:
                return Say("core.friend.other_options")
            case Relation.OTHER_PLAYERS:
                return Say.of("core.friend.other_players", players=got.players, kept=kept.players)
            case Relation.OTHER_GAME:
                return Say.of("core.friend.other_game", game=got.game.title, kept=kept.game.title)
            case Relation.OTHER_FRIEND_GAME:
                return Say("core.friend.other_friend_game")


def compare(copy: FriendLink, incoming: FriendLink) -> Comparison:
    """How ``incoming`` stands to ``copy``: the same game and moves, more moves, fewer,
    moves that part from the copy's, another setup under the same id, or another game.
    Names and the sender do not count: they say who, not what was played.

    Reads both and changes neither (they are immutable), so a page can keep both.
    """
    kept, got = copy.state, incoming.state

    def found(relation: Relation, *, count: int = 0, move: int = 0) -> Comparison:
        return Comparison(relation, copy, incoming, count=count, move=move)

    if copy.friend_id != incoming.friend_id:
        return found(Relation.OTHER_FRIEND_GAME)
    if kept.game.id != got.game.id or kept.game.rules_version != got.game.rules_version:
        return found(Relation.OTHER_GAME)
    if kept.players != got.players:
        return found(Relation.OTHER_PLAYERS)
    if dict(kept.options) != dict(got.options):
        return found(Relation.OTHER_OPTIONS)
    if kept.seed != got.seed:
        return found(Relation.OTHER_SEED)
    ours, theirs = len(kept.actions()), len(got.actions())
    shared = moves_shared(kept, got)
    if shared < min(ours, theirs):
        return found(Relation.PARTS, move=shared + 1)
    if theirs > ours:
        return found(Relation.EXTENDS, count=theirs - ours)
    if theirs < ours:
        return found(Relation.BEHIND, count=ours - theirs)
    return found(Relation.SAME)


def moves_shared(first: State, second: State) -> int:
    """How many moves two games share from the start, compared in canonical notation
    (two spellings of one move are one move): all of the shorter one's when neither
    parts from the other."""
    ours = [str(action) for action in first.actions()]
    theirs = [str(action) for action in second.actions()]
    for index, (one, other) in enumerate(zip(ours, theirs, strict=False)):
        if one != other:
            return index
    return min(len(ours), len(theirs))
