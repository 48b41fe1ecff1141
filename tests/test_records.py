"""Records read back from storage or a URL are untrusted: every fault is an InvalidRecord."""

import base64
import zlib
from collections.abc import Callable
from typing import Any

import pytest

import pygames
from pygames import InvalidRecord
from pygames.core import from_fragment, from_json, to_fragment, to_json


def a_record() -> dict[str, Any]:
    state = pygames.get_game("offboard").new_game(seed=42)
    for text in ("C3>NE", "G5>SW", "B2>NE"):
        state = state.apply(state.parse_action(text))
    return state.record()


def test_a_record_holds_everything_needed_to_replay() -> None:
    assert a_record() == {
        "game": "offboard",
        "rules": 1,
        "players": 2,
        "options": {},
        "seed": 42,
        "actions": ["C3>NE", "G5>SW", "B2>NE"],
    }


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda r: r.pop("seed"), "no 'seed'"),
        (lambda r: r.update(extra=1), "unknown field 'extra'"),
        (lambda r: r.update(game="chess"), "no game 'chess'"),
        (lambda r: r.update(game=7), "game id must be text"),
        (lambda r: r.update(rules=99), "version 99"),
        (lambda r: r.update(players=3), "2-2 players, not 3"),
        (lambda r: r.update(players="2"), "whole number"),
        (lambda r: r.update(seed=-5), "seed"),
        (lambda r: r.update(seed=True), "seed"),
        (lambda r: r.update(options={"colour": "blue"}), "no option 'colour'"),
        (lambda r: r.update(options=[]), "options must be"),
        (lambda r: r.update(actions="C3>NE"), "list"),
        (lambda r: r["actions"].append(5), "move 4 is not written as a move"),
        (lambda r: r["actions"].append("C3>QQ"), r"move 4 \(C3>QQ\)"),
        (lambda r: r["actions"].insert(1, "C3>NE"), r"move 2 \(C3>NE\) cannot be played"),
    ],
)
def test_tampered_records_are_rejected_with_a_reason(
    change: Callable[[dict[str, Any]], object], message: str
) -> None:
    record = a_record()
    change(record)
    with pytest.raises(InvalidRecord, match=message):
        pygames.replay(record)


@pytest.mark.parametrize("value", [None, [], "text", 3])
def test_a_record_must_be_an_object(value: object) -> None:
    with pytest.raises(InvalidRecord):
        pygames.replay(value)


def test_json_round_trip_and_refusals() -> None:
    record = a_record()
    assert from_json(to_json(record)) == record
    for text in ("{", "[1]", "nul", "1" * 2_000_000, '{"seed": ' + "1" * 5_000 + "}"):
        with pytest.raises(InvalidRecord):
            from_json(text)


def test_fragment_is_url_safe_and_compact_for_a_whole_game() -> None:
    state = pygames.get_game("offboard").new_game(seed=9)
    for ply in range(200):
        actions = state.legal_actions()
        state = state.apply(actions[ply * 7919 % len(actions)])
    record = state.record()
    fragment = to_fragment(record)
    assert set(fragment) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    assert len(fragment) < len(to_json(record)) / 2
    assert from_fragment(fragment) == record


def _raw_deflate(data: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(data) + packer.flush()).decode().rstrip("=")


@pytest.mark.parametrize(
    "fragment",
    [
        "",
        "r2.abc",
        "r1.!!!",
        "r1.AAAA",  # not deflate data
        "r1." + _raw_deflate(b"[1,2]"),  # not an object
        "r1." + _raw_deflate(b"{" * 10),  # not JSON
        "r1." + _raw_deflate(b" " * 3_000_000),  # inflates past the limit
        "r1." + to_fragment(a_record())[3:-4],  # truncated
    ],
)
def test_damaged_fragments_are_rejected(fragment: str) -> None:
    with pytest.raises(InvalidRecord):
        from_fragment(fragment)
