"""Game records: validation, replay, and the compact share-link form.

A record is JSON: game id, rules version, player count, options, seed and
the actions in notation. Records are the one format behind saved games,
undo, share links and embeds, and everything read back from storage or a
URL is untrusted: ``replay`` checks every field and replays every action
through ``apply``, so a bad record raises ``InvalidRecord`` and nothing else.

The share-link form is the record's JSON, raw-deflated and base64url-encoded
behind a version prefix, small enough for a URL fragment (which browsers
never send to the host). Friend links (``pygames.core.friends``) and challenge
links (``pygames.core.challenges``) carry their own JSON in the same body behind
their own prefix (``deflate_fragment``, ``inflate_fragment``).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from pygames.core.errors import (
    IllegalAction,
    InvalidNotation,
    InvalidRecord,
    InvalidSetup,
    UnknownGame,
)
from pygames.core.game import MAX_SEED, Game
from pygames.core.say import Say
from pygames.core.state import MAX_NOTATION_LENGTH, State

RECORD_KEYS = frozenset({"game", "rules", "players", "options", "seed", "actions"})
MAX_ACTIONS = 20_000
FRAGMENT_PREFIX = "r1."
MAX_FRAGMENT_LENGTH = 200_000
MAX_RECORD_JSON = 1_000_000
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


def replay(record: object, find_game: Callable[[str], Game]) -> State:
    """Check a record and replay it to its final state.

    Raises:
        InvalidRecord: saying which field or which move is wrong.
    """
    if not isinstance(record, Mapping):
        raise InvalidRecord(Say("core.record.not_an_object"))
    missing = sorted(RECORD_KEYS - set(record))
    extra = sorted(set(record) - RECORD_KEYS)
    if missing:
        raise InvalidRecord(Say.of("core.record.missing_field", field=missing[0]))
    if extra:
        raise InvalidRecord(Say.of("core.record.unknown_field", field=extra[0]))
    game_id = record["game"]
    if not isinstance(game_id, str):
        raise InvalidRecord(Say("core.record.game_not_text"))
    try:
        game = find_game(game_id)
    except UnknownGame as error:
        raise InvalidRecord(error.reason) from None
    if record["rules"] != game.rules_version or isinstance(record["rules"], bool):
        raise InvalidRecord(
            Say.of(
                "core.record.rules_version",
                version=repr(record["rules"]),
                game=game.title,
                current=game.rules_version,
            )
        )
    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidRecord(Say("core.record.bad_seed"))
    if not isinstance(record["options"], Mapping):
        raise InvalidRecord(Say("core.record.options_not_an_object"))
    try:
        state = game.new_game(players=record["players"], seed=seed, options=record["options"])
    except InvalidSetup as error:
        raise InvalidRecord(error.reason) from None
    actions = record["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise InvalidRecord(Say.of("core.record.bad_actions", most=MAX_ACTIONS))
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str) or len(text) > MAX_NOTATION_LENGTH:
            raise InvalidRecord(Say.of("core.record.move_not_text", number=number))
        try:
            state = state.apply(state.parse_action(text))
        except (IllegalAction, InvalidNotation) as error:
            raise InvalidRecord(
                Say.of("core.record.move_refused", number=number, move=text, reason=error.reason)
            ) from None
    return state


def to_json(record: Mapping[str, Any]) -> str:
    """Return a record's canonical compact JSON."""
    return json.dumps(record, separators=(",", ":"), sort_keys=True, ensure_ascii=True)


def from_json(text: str) -> dict[str, Any]:
    """Parse a record's JSON (not yet checked: pass it to ``replay``).

    Raises:
        InvalidRecord: if the text is not a JSON object of a sane size.
    """
    if not isinstance(text, str) or len(text) > MAX_RECORD_JSON:
        raise InvalidRecord(Say("core.record.too_large"))
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # ValueError: bad JSON, or a number of 4,300+ digits
        raise InvalidRecord(Say("core.record.not_json")) from None
    if not isinstance(value, dict):
        raise InvalidRecord(Say("core.record.not_an_object"))
    return value


def to_fragment(record: Mapping[str, Any]) -> str:
    """Encode a record for a URL fragment: version prefix + base64url(deflate(JSON)).

    >>> text = to_fragment({"game": "offboard", "actions": []})
    >>> text.startswith("r1.") and from_fragment(text)["game"]
    'offboard'
    """
    return deflate_fragment(to_json(record).encode("ascii"), FRAGMENT_PREFIX)


def from_fragment(text: str) -> dict[str, Any]:
    """Decode a share-link fragment into a record (not yet checked: pass it to ``replay``).

    Raises:
        InvalidRecord: if the text is not a share link this version wrote.
    """
    data = inflate_fragment(text, FRAGMENT_PREFIX, MAX_FRAGMENT_LENGTH, MAX_RECORD_JSON, _FAULTS)
    try:
        return from_json(data.decode("ascii"))
    except UnicodeDecodeError:
        raise InvalidRecord(Say(_FAULTS.not_text)) from None


@dataclass(frozen=True, slots=True)
class LinkFaults:
    """The catalog key each way a link's text can be damaged is told with: each kind of
    link (a share link, a friend link) tells its reader in its own words."""

    too_long: str
    not_ours: str
    bad_characters: str
    cut_off: str
    too_large: str
    unreadable: str
    not_text: str


#: A share link's faults, as they have been told since share links came.
_FAULTS = LinkFaults(
    too_long="core.link.too_long",
    not_ours="core.link.no_game",
    bad_characters="core.link.bad_characters",
    cut_off="core.link.incomplete",
    too_large="core.link.incomplete",
    unreadable="core.link.unreadable",
    not_text="core.link.unreadable",
)


def deflate_fragment(data: bytes, prefix: str) -> str:
    """``prefix`` + base64url (unpadded) of ``data`` raw-deflated: the body of every link
    form, so each form differs only in its prefix and its JSON."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(data) + compressor.flush()
    return prefix + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def inflate_fragment(
    text: object, prefix: str, longest: int, largest: int, faults: LinkFaults
) -> bytes:
    """The bytes ``deflate_fragment`` packed behind ``prefix``, from untrusted text.

    The text's length is checked before anything is decoded (at most ``longest``
    characters) and inflating stops at ``largest`` bytes, so neither a long text nor a
    small one that inflates hugely costs more than those bounds.

    Raises:
        InvalidRecord: with the key ``faults`` names for what is wrong.
    """
    if not isinstance(text, str) or len(text) > longest:
        raise InvalidRecord(Say(faults.too_long))
    if not text.startswith(prefix):
        raise InvalidRecord(Say(faults.not_ours))
    body = text[len(prefix) :]
    if not _BASE64URL.fullmatch(body):
        raise InvalidRecord(Say(faults.bad_characters))
    if len(body) % 4 == 1:  # no whole number of bytes is written so: characters were cut off
        raise InvalidRecord(Say(faults.cut_off))
    inflater = zlib.decompressobj(-15)
    try:
        data = inflater.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), largest)
    except (binascii.Error, zlib.error):
        raise InvalidRecord(Say(faults.unreadable)) from None
    if inflater.unconsumed_tail:
        raise InvalidRecord(Say(faults.too_large))
    if not inflater.eof:
        raise InvalidRecord(Say(faults.cut_off))
    if inflater.unused_data:
        raise InvalidRecord(Say(faults.unreadable))
    return data


def pack_object(content: Mapping[str, Any], prefix: str) -> str:
    """A link form's JSON object, packed behind ``prefix`` (``deflate_fragment``). The JSON
    is UTF-8, so a name in any script costs its bytes, not ``\\u`` escapes."""
    text = json.dumps(content, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    return deflate_fragment(text.encode("utf-8"), prefix)


def unpack_object(
    text: object,
    prefix: str,
    longest: int,
    largest: int,
    faults: LinkFaults,
    *,
    keys: frozenset[str],
    bad_field: str,
) -> dict[str, Any]:
    """The JSON object ``pack_object`` packed behind ``prefix``, from untrusted text
    (``inflate_fragment``'s bounds), with exactly the fields ``keys``; its values are
    the caller's to check.

    Raises:
        InvalidRecord: with the key ``faults`` names, or ``bad_field`` (its ``field``: the
            first field missing or unknown).
    """
    data = inflate_fragment(text, prefix, longest, largest, faults)
    try:
        content = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise InvalidRecord(Say(faults.not_text)) from None
    except (ValueError, RecursionError):  # ValueError: bad JSON, or a number of 4,300+ digits
        raise InvalidRecord(Say(faults.unreadable)) from None
    if not isinstance(content, dict):
        raise InvalidRecord(Say(faults.unreadable))
    odd = sorted(keys ^ set(content))  # missing or unknown
    if odd:
        raise InvalidRecord(Say.of(bad_field, field=odd[0]))
    return content
