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

from pygames.core.errors import IllegalAction, InvalidNotation, InvalidRecord, UnknownGame
from pygames.core.game import MAX_SEED, Game
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
        raise InvalidRecord("a game record must be a JSON object")
    missing = sorted(RECORD_KEYS - set(record))
    extra = sorted(set(record) - RECORD_KEYS)
    if missing:
        raise InvalidRecord(f"the record has no {missing[0]!r}")
    if extra:
        raise InvalidRecord(f"the record has an unknown field {extra[0]!r}")
    game_id = record["game"]
    if not isinstance(game_id, str):
        raise InvalidRecord("the record's game id must be text")
    try:
        game = find_game(game_id)
    except UnknownGame as error:
        raise InvalidRecord(str(error)) from None
    if record["rules"] != game.rules_version or isinstance(record["rules"], bool):
        raise InvalidRecord(
            f"the record was made for version {record['rules']!r} of the {game.title} rules, "
            f"this is version {game.rules_version}"
        )
    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise InvalidRecord("the record's seed is not a valid seed")
    if not isinstance(record["options"], Mapping):
        raise InvalidRecord("the record's options must be a JSON object")
    try:
        state = game.new_game(players=record["players"], seed=seed, options=record["options"])
    except ValueError as error:
        raise InvalidRecord(str(error)) from None
    actions = record["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise InvalidRecord(f"the record's actions must be a list of at most {MAX_ACTIONS} moves")
    for number, text in enumerate(actions, start=1):
        if not isinstance(text, str) or len(text) > MAX_NOTATION_LENGTH:
            raise InvalidRecord(f"move {number} is not written as a move")
        try:
            state = state.apply(state.parse_action(text))
        except (IllegalAction, InvalidNotation) as error:
            raise InvalidRecord(f"move {number} ({text}) cannot be played: {error}") from None
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
        raise InvalidRecord("the saved game is too large or not text")
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise InvalidRecord("the saved game is not valid JSON") from None
    if not isinstance(value, dict):
        raise InvalidRecord("a game record must be a JSON object")
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
        raise InvalidRecord("the link is too long to be a game")
    if not text.startswith(FRAGMENT_PREFIX):
        raise InvalidRecord("the link does not hold a game")
    body = text[len(FRAGMENT_PREFIX) :]
    if not _BASE64URL.fullmatch(body):
        raise InvalidRecord("the link is damaged (unexpected characters)")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj(-15)
        data = inflater.decompress(packed, MAX_RECORD_JSON)
        if inflater.unconsumed_tail or not inflater.eof:
            raise InvalidRecord("the link is damaged (incomplete or too large)")
        return from_json(data.decode("ascii"))
    except (binascii.Error, zlib.error, UnicodeDecodeError):
        raise InvalidRecord("the link is damaged and cannot be read") from None
