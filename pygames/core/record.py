"""Game records: validation, replay, and the compact share-link form.

A record is JSON: game id, rules version, player count, options, seed and
the actions in notation. Records are the one format behind saved games,
undo, share links and embeds, and everything read back from storage or a
URL is untrusted: ``replay`` checks every field and replays every action
through ``apply``, so a bad record raises ``InvalidRecord`` and nothing else.

The share-link form is the record's JSON, raw-deflated and base64url-encoded
behind a version prefix, small enough for a URL fragment (which browsers
never send to the host).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable, Mapping
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
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = compressor.compress(to_json(record).encode("ascii")) + compressor.flush()
    return FRAGMENT_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def from_fragment(text: str) -> dict[str, Any]:
    """Decode a share-link fragment into a record (not yet checked: pass it to ``replay``).

    Raises:
        InvalidRecord: if the text is not a share link this version wrote.
    """
    if not isinstance(text, str) or len(text) > MAX_FRAGMENT_LENGTH:
        raise InvalidRecord(Say("core.link.too_long"))
    if not text.startswith(FRAGMENT_PREFIX):
        raise InvalidRecord(Say("core.link.no_game"))
    body = text[len(FRAGMENT_PREFIX) :]
    if not _BASE64URL.fullmatch(body):
        raise InvalidRecord(Say("core.link.bad_characters"))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj(-15)
        data = inflater.decompress(packed, MAX_RECORD_JSON)
        if inflater.unconsumed_tail or not inflater.eof:
            raise InvalidRecord(Say("core.link.incomplete"))
        return from_json(data.decode("ascii"))
    except (binascii.Error, zlib.error, UnicodeDecodeError):
        raise InvalidRecord(Say("core.link.unreadable")) from None
