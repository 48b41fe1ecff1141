"""Friend links: the codec round-trips every game, ``compare`` tells a link's relation to a
device's copy, every kind of bad input is an InvalidRecord with its own message, and the
device's copies change only for a link that extends them."""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames import InvalidRecord
from pygames.core import State, record
from pygames.core.friends import (
    MAX_FRIEND_LINK_LENGTH,
    MAX_NAME_LENGTH,
    FriendLink,
    Relation,
    clean_name,
    compare,
    from_friend_fragment,
    new_friend_id,
    to_friend_fragment,
)
from pygames.core.say import in_language
from pygames.web.friend_games import FriendGames, friend_key, parted_key
from tests.playouts import playout
from tests.stand_in_page import Storage

FRIEND = "k3XwJ0aG6yQ1"
GAMES = [game.id for game in pygames.list_games()]


def played(game_id: str, plies: int, seed: int = 5, **setup: Any) -> State:
    """A game after ``plies`` seeded random moves (fewer if it ends sooner)."""
    rng = random.Random(seed)
    state = pygames.get_game(game_id).new_game(seed=seed, **setup)
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def on(state: State, plies: int, seed: int = 1) -> State:
    """``state`` played on by ``plies`` random moves."""
    rng = random.Random(seed)
    for _ in range(plies):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def link(state: State, friend_id: str = FRIEND, sender: int = 0) -> FriendLink:
    names = tuple(f"Player {seat + 1}" for seat in range(state.players))
    return FriendLink(friend_id, names, sender, state)


def text(state: State, friend_id: str = FRIEND, sender: int = 0) -> str:
    return to_friend_fragment(link(state, friend_id, sender))


def read(fragment: str) -> FriendLink:
    return from_friend_fragment(fragment, pygames.get_game)


def packed(data: bytes) -> str:
    """``data`` raw-deflated and base64url-encoded behind ``f1.``, as a link's body."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = base64.urlsafe_b64encode(packer.compress(data) + packer.flush()).decode("ascii")
    return "f1." + body.rstrip("=")


def content(state: State) -> dict[str, Any]:
    """A friend link's JSON object, to change a field of."""
    return {"friend": FRIEND, "names": ["Anna", "Bob"], "sender": 0, "record": state.record()}


def refused(fragment: str) -> InvalidRecord:
    with pytest.raises(InvalidRecord) as caught:
        read(fragment)
    return caught.value


# -- the codec -----------------------------------------------------------------


@st.composite
def friend_links(draw: st.DrawFn) -> FriendLink:
    game = pygames.get_game(draw(st.sampled_from(GAMES)))
    players = draw(st.integers(game.min_players, game.max_players))
    choices = draw(st.lists(st.integers(0, 10_000), max_size=60))
    *_, state = playout(game, draw(st.integers(0, 10_000)), choices, players=players)
    names = draw(st.lists(st.text(max_size=MAX_NAME_LENGTH), min_size=players, max_size=players))
    sender = draw(st.integers(0, players - 1))
    return FriendLink(new_friend_id(), tuple(map(clean_name, names)), sender, state)


@settings(max_examples=60, deadline=None)
@given(friend_links())
def test_a_link_round_trips_every_game(sent: FriendLink) -> None:
    fragment = to_friend_fragment(sent)
    got = read(fragment)
    assert fragment.startswith("f1.") and len(fragment) <= MAX_FRIEND_LINK_LENGTH
    assert got.record == sent.record
    assert (got.friend_id, got.names, got.sender) == (sent.friend_id, sent.names, sent.sender)
    assert got.state.actions() == sent.state.actions()
    assert got.state.legal_actions() == sent.state.legal_actions()
    assert got.state == sent.state
    assert to_friend_fragment(got) == fragment


def test_the_format_is_the_documented_json() -> None:
    state = played("offboard", 3)
    fragment = to_friend_fragment(FriendLink(FRIEND, ("Änna 🎲", ""), 1, state))
    body = fragment[3:]
    data = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), -15)
    assert json.loads(data.decode("utf-8")) == {
        "friend": FRIEND,
        "names": ["Änna 🎲", ""],
        "sender": 1,
        "record": state.record(),
    }
    assert "Änna 🎲".encode() in data  # UTF-8, not \u escapes


def test_a_new_friend_id_is_random_and_fits_a_link() -> None:
    ids = {new_friend_id() for _ in range(50)}
    assert len(ids) == 50
    for friend_id in ids:
        assert read(text(played("offboard", 0), friend_id)).friend_id == friend_id


# -- the comparison ------------------------------------------------------------


def parted_at(state: State, move: int, then: int) -> tuple[State, State]:
    """Two games from ``state``'s start that play the same first ``move - 1`` moves and
    then differ at ``move``: ``state``'s own, and another legal move played on ``then``
    more moves."""
    actions = state.actions()
    before = state
    while len(before.actions()) >= move:
        assert before.parent is not None
        before = before.parent
    other = next(action for action in before.legal_actions() if action != actions[move - 1])
    return state, on(before.apply(other), then)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_link_with_the_copys_moves_and_more_extends_it(game_id: str) -> None:
    copy = played(game_id, 6)
    comparison = compare(link(copy), link(on(copy, 3), sender=copy.players - 1))
    assert comparison.relation is Relation.EXTENDS and comparison.extends()
    assert comparison.count == 3
    assert str(comparison.message) == "this link brings 3 new moves"
    assert not comparison.is_two_versions()


def test_the_same_moves_are_nothing_new_whatever_the_names() -> None:
    state = played("down-under", 5)
    renamed = FriendLink(FRIEND, ("Anna", "Bob"), 1, state)
    comparison = compare(link(state), renamed)
    assert comparison.relation is Relation.SAME and not comparison.extends()
    assert comparison.message.key == "core.friend.same"


def test_an_old_link_is_behind_the_copy() -> None:
    old = played("australia", 10)
    comparison = compare(link(on(old, 1)), link(old))
    assert comparison.relation is Relation.BEHIND and comparison.count == 1
    assert str(comparison.message).startswith("this is an older link: your copy has 1 move more")


@pytest.mark.parametrize("game_id", ["offboard", "down-under", "outback", "out-of-mine"])
@pytest.mark.parametrize("move", [1, 4, 9])
def test_links_that_part_say_at_which_move(game_id: str, move: int) -> None:
    ours, theirs = parted_at(played(game_id, 12), move, then=4)
    for copy, incoming in ((ours, theirs), (theirs, ours)):
        comparison = compare(link(copy), link(incoming))
        assert comparison.relation is Relation.PARTS and comparison.move == move
        assert comparison.is_two_versions() and not comparison.extends()
        assert comparison.message.key == "core.friend.parts"
        assert comparison.message.fields == {"number": move}


def test_a_changed_last_move_parts_too() -> None:
    ours, theirs = parted_at(played("offboard", 8), 8, then=0)
    assert len(ours.actions()) == len(theirs.actions()) == 8
    assert compare(link(ours), link(theirs)).move == 8


@pytest.mark.parametrize(
    "other, relation, fields",
    [
        (lambda: played("outback", 4, seed=6), Relation.OTHER_SEED, {}),
        (
            lambda: played("outback", 4, options={"variant": "plus"}),
            Relation.OTHER_OPTIONS,
            {},
        ),
        (lambda: played("outback", 4, players=3), Relation.OTHER_PLAYERS, {"players": 3}),
        (lambda: played("australia", 4), Relation.OTHER_GAME, {"game": "Australia"}),
    ],
)
def test_the_same_id_over_another_setup_is_a_second_version(
    other: Any, relation: Relation, fields: dict[str, object]
) -> None:
    copy = played("outback", 4)
    comparison = compare(link(copy), link(other()))
    assert comparison.relation is relation and comparison.is_two_versions()
    assert fields.items() <= comparison.message.fields.items()


def test_another_friend_id_is_another_game_even_with_the_same_moves() -> None:
    state = played("offboard", 4)
    comparison = compare(link(state), link(on(state, 2), friend_id="AAAAAAAAAAAA"))
    assert comparison.relation is Relation.OTHER_FRIEND_GAME
    assert not comparison.extends() and not comparison.is_two_versions()


def test_comparing_changes_neither_link() -> None:
    ours, theirs = parted_at(played("offboard", 10), 5, then=3)
    copy, incoming = link(ours), link(theirs)
    before = (to_friend_fragment(copy), to_friend_fragment(incoming))
    compare(copy, incoming)
    assert (to_friend_fragment(copy), to_friend_fragment(incoming)) == before


@pytest.mark.parametrize("relation", list(Relation))
def test_every_relation_is_told_in_every_language(relation: Relation) -> None:
    copy = played("outback", 4)
    incoming = {
        Relation.SAME: copy,
        Relation.EXTENDS: on(copy, 1),
        Relation.BEHIND: copy.parent,
        Relation.PARTS: parted_at(copy, 2, then=1)[1],
        Relation.OTHER_SEED: played("outback", 4, seed=6),
        Relation.OTHER_OPTIONS: played("outback", 4, options={"variant": "plus"}),
        Relation.OTHER_PLAYERS: played("outback", 4, players=3),
        Relation.OTHER_GAME: played("offboard", 4),
        Relation.OTHER_FRIEND_GAME: copy,
    }[relation]
    assert incoming is not None
    friend_id = "BBBBBBBBBBBB" if relation is Relation.OTHER_FRIEND_GAME else FRIEND
    comparison = compare(link(copy), link(incoming, friend_id))
    assert comparison.relation is relation
    said = {in_language(comparison.message, language) for language in ("en", "de", "fr", "nl")}
    assert len(said) == 4


# -- bad input -----------------------------------------------------------------


def test_an_oversized_link_is_refused_before_any_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    bomb = packed(b"{" + b" " * 60_000_000)  # a valid body, slow to inflate, over the limit
    assert len(bomb) > MAX_FRIEND_LINK_LENGTH

    def decoded(*_args: object) -> object:
        raise AssertionError("decoded before the length was checked")

    monkeypatch.setattr(base64, "urlsafe_b64decode", decoded)
    monkeypatch.setattr(zlib, "decompressobj", decoded)
    assert refused(bomb).reason.key == "core.friend.link.too_long"
    assert refused("f1." + "A" * MAX_FRIEND_LINK_LENGTH).reason.key == "core.friend.link.too_long"


def test_a_deflate_bomb_is_refused_once_inflated_past_the_bound() -> None:
    bomb = packed(b'{"friend":"' + b"A" * 20_000_000 + b'"}')
    assert len(bomb) < MAX_FRIEND_LINK_LENGTH
    assert refused(bomb).reason.key == "core.friend.link.too_large"


@pytest.mark.parametrize(
    "fragment",
    ["f1.abc$def", "f1.ab cd", "f1.abcd==", "f1.ab+/cd", "f1.abcd\n", "f1.abcdé"],
)
def test_characters_base64url_never_has_are_refused(fragment: str) -> None:
    assert refused(fragment).reason.key == "core.friend.link.bad_characters"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_cut_of_a_link_is_refused_as_cut_off(game_id: str) -> None:
    fragment = text(played(game_id, 40))
    keys = set()
    for cut in range(len(fragment)):
        keys.add((cut >= len("f1."), refused(fragment[:cut]).reason.key))
    assert keys == {(False, "core.friend.link.not_ours"), (True, "core.friend.link.cut_off")}
    cut_off = refused(fragment[:-5]).reason
    assert "ask for the last link again" in str(cut_off) and "cut off" in str(cut_off)


@pytest.mark.parametrize("fragment", ["", "r1.abc", "f2.abc", "F1.abc", "f1"])
def test_other_versions_and_forms_are_not_friend_links(fragment: str) -> None:
    assert refused(fragment).reason.key == "core.friend.link.not_ours"


def test_a_share_link_is_not_a_friend_link_and_share_links_still_work() -> None:
    state = played("offboard", 6)
    share = record.to_fragment(state.record())
    assert refused(share).reason.key == "core.friend.link.not_ours"
    assert pygames.replay(record.from_fragment(share)) == state


@pytest.mark.parametrize(
    "data, key",
    [
        (b'{"friend": "\xff\xfe"}', "core.friend.link.not_text"),
        (b"\xc3", "core.friend.link.not_text"),
        (b"{", "core.friend.link.unreadable"),
        (b"[1, 2]", "core.friend.link.unreadable"),
        (b'{"sender": ' + b"1" * 5_000 + b"}", "core.friend.link.unreadable"),
        (b"[" * 100_000, "core.friend.link.unreadable"),
    ],
)
def test_what_is_not_a_json_object_in_utf8_is_refused(data: bytes, key: str) -> None:
    assert refused(packed(data)).reason.key == key


def test_bytes_after_the_deflate_stream_are_refused() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = json.dumps(content(played("offboard", 2))).encode()
    body = packer.compress(data) + packer.flush() + b"more"
    fragment = "f1." + base64.urlsafe_b64encode(body).decode().rstrip("=")
    assert refused(fragment).reason.key == "core.friend.link.unreadable"


@pytest.mark.parametrize(
    "change, key, field",
    [
        ({"friend": 5}, "core.friend.link.bad_field", "friend"),
        ({"friend": "short"}, "core.friend.link.bad_field", "friend"),
        ({"friend": "has spaces in"}, "core.friend.link.bad_field", "friend"),
        ({"friend": "../settings:x"}, "core.friend.link.bad_field", "friend"),
        ({"names": "Anna"}, "core.friend.link.bad_field", "names"),
        ({"names": ["Anna", 7]}, "core.friend.link.bad_field", "names"),
        ({"names": ["Anna"]}, "core.friend.link.bad_names", None),
        ({"names": ["Anna", "Bob", "Cy"]}, "core.friend.link.bad_names", None),
        ({"sender": "0"}, "core.friend.link.bad_field", "sender"),
        ({"sender": True}, "core.friend.link.bad_field", "sender"),
        ({"sender": 2}, "core.friend.link.bad_field", "sender"),
        ({"sender": -1}, "core.friend.link.bad_field", "sender"),
        ({"record": "C3>NE"}, "core.friend.link.bad_game", None),
        ({"extra": 1}, "core.friend.link.bad_field", "extra"),
    ],
)
def test_fields_of_the_wrong_kind_are_refused(
    change: dict[str, object], key: str, field: str | None
) -> None:
    fields = {**content(played("offboard", 3)), **change}
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == key
    if field is not None:
        assert reason.fields == {"field": field}


def test_a_missing_field_is_named() -> None:
    fields = content(played("offboard", 3))
    del fields["sender"]
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert (reason.key, reason.fields) == ("core.friend.link.bad_field", {"field": "sender"})


def test_names_lose_their_control_characters() -> None:
    fields = content(played("offboard", 1))
    fields["names"] = [" An\nna\u202e\u2066 ", "\x00B\tob\u2028" + "x" * 21]
    got = read(packed(json.dumps(fields).encode()))
    assert got.names == ("Anna", "Bob" + "x" * 21)


@pytest.mark.parametrize("name", ["x" * (MAX_NAME_LENGTH + 1), " " + "é" * 25])
def test_a_name_too_long_is_refused(name: str) -> None:
    fields = content(played("offboard", 1))
    fields["names"] = ["Anna", name]
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == "core.friend.link.bad_names"
    assert reason.fields == {"players": 2, "most": MAX_NAME_LENGTH}


@pytest.mark.parametrize("names", [("Anna\n", "Bob"), ("x" * 25, "Bob"), ("Anna",)])
def test_a_link_cannot_be_made_with_names_that_do_not_fit(names: tuple[str, ...]) -> None:
    with pytest.raises(InvalidRecord, match="names"):
        FriendLink(FRIEND, names, 0, played("offboard", 1))


def test_an_illegal_move_is_refused_with_its_number() -> None:
    fields = content(played("offboard", 5))
    fields["record"]["actions"][2] = fields["record"]["actions"][0]
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == "core.friend.link.move_refused"
    assert reason.fields["number"] == 3 and reason.fields["move"] == fields["record"]["actions"][2]
    assert str(reason).startswith("move 3 in this link (")


def test_a_game_this_site_lacks_is_named() -> None:
    fields = content(played("offboard", 1))
    fields["record"]["game"] = "chess"
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert (reason.key, reason.fields) == ("core.friend.link.unknown_game", {"game": "chess"})


def test_a_record_that_cannot_be_set_up_is_refused_with_the_reason() -> None:
    fields = content(played("offboard", 1))
    fields["record"]["seed"] = -1
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == "core.friend.link.bad_game"
    assert reason.fields["reason"].key == "core.record.bad_seed"


# -- the device's copies -------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.time = 1_000.0

    def __call__(self) -> float:
        self.time += 60.0
        return self.time


def friend_games(storage: Storage | None = None) -> tuple[FriendGames, Storage]:
    storage = storage if storage is not None else Storage()
    return FriendGames(storage, Clock()), storage


def test_a_new_game_is_kept_and_listed() -> None:
    games, storage = friend_games()
    state = played("down-under", 6, players=3)
    received = games.receive(to_friend_fragment(FriendLink(FRIEND, ("Anna", "", "Cy"), 2, state)))
    assert received.stored and received.comparison is None and received.kept_beside is None
    assert json.loads(storage.items["pygames:v1:friends"]) == [FRIEND]
    assert friend_key(FRIEND) == "pygames:v1:friend:" + FRIEND in storage.items
    (kept,) = games.gallery().games
    assert kept.link.friend_id == FRIEND and kept.game_id == "down-under"
    assert kept.link.names == ("Anna", "", "Cy") and kept.link.sender == 2
    assert kept.turn == state.current_player and kept.last_move == 6
    assert kept.stored == 1_060.0


def test_an_extending_link_replaces_the_copy() -> None:
    games, storage = friend_games()
    copy = played("outback", 10)
    games.receive(text(copy))
    received = games.receive(text(on(copy, 4), sender=1))
    assert received.stored and received.comparison is not None
    assert received.comparison.relation is Relation.EXTENDS and received.comparison.count == 4
    kept = games.copy(FRIEND)
    assert kept is not None and kept.record == on(copy, 4).record() and kept.sender == 1
    assert json.loads(storage.items["pygames:v1:friends"]) == [FRIEND]


@pytest.mark.parametrize("relation", [Relation.BEHIND, Relation.SAME])
def test_an_old_or_the_same_link_changes_nothing(relation: Relation) -> None:
    games, storage = friend_games()
    copy = played("offboard", 10)
    games.receive(text(copy))
    before = dict(storage.items)
    old = copy.parent if relation is Relation.BEHIND else copy
    assert old is not None
    received = games.receive(text(old))
    assert not received.stored and received.comparison is not None
    assert received.comparison.relation is relation
    assert storage.items == before


def test_a_link_that_parts_is_kept_beside_the_copy_and_both_are_kept() -> None:
    games, storage = friend_games()
    ours, theirs = parted_at(played("offboard", 12), 7, then=3)
    games.receive(text(ours))
    kept_copy = storage.items[friend_key(FRIEND)]
    received = games.receive(text(theirs))
    assert not received.stored and received.kept_beside == parted_key(FRIEND, 1)
    assert received.comparison is not None and received.comparison.move == 7
    assert "part at move 7" in str(received.comparison.message)
    assert storage.items[friend_key(FRIEND)] == kept_copy
    (beside,) = games.parted(FRIEND)
    assert beside.record == theirs.record()
    # The same version again is not kept twice; another one is kept in the next place.
    assert games.receive(text(theirs)).kept_beside == parted_key(FRIEND, 1)
    third = parted_at(ours, 3, then=2)[1]
    assert games.receive(text(third)).kept_beside == parted_key(FRIEND, 2)
    assert [link.record for link in games.parted(FRIEND)] == [theirs.record(), third.record()]
    assert storage.items[friend_key(FRIEND)] == kept_copy


def test_another_seed_under_the_same_id_is_kept_beside_too() -> None:
    games, storage = friend_games()
    games.receive(text(played("outback", 4)))
    received = games.receive(text(played("outback", 4, seed=6)))
    assert received.comparison is not None
    assert received.comparison.relation is Relation.OTHER_SEED
    assert received.kept_beside == parted_key(FRIEND, 1) in storage.items
    assert games.copy(FRIEND) is not None


def test_the_gallery_lists_the_newest_first_and_skips_a_damaged_entry() -> None:
    games, storage = friend_games()
    ids = ["AAAAAAAAAAAA", "BBBBBBBBBBBB", "CCCCCCCCCCCC"]
    for friend_id, game_id in zip(ids, ["offboard", "australia", "out-of-mine"], strict=True):
        games.receive(text(played(game_id, 5), friend_id))
    assert [kept.link.friend_id for kept in games.gallery().games] == ids[::-1]
    games.receive(text(played("offboard", 7), ids[0]))  # the oldest moves on: now the newest
    assert [kept.link.friend_id for kept in games.gallery().games] == [ids[0], ids[2], ids[1]]
    storage.items[friend_key(ids[2])] = json.dumps({"link": "f1.AAAA", "stored": 5.0})
    storage.items[friend_key(ids[1])] = "{not json"
    gallery = games.gallery()
    assert [kept.link.friend_id for kept in gallery.games] == [ids[0]]
    assert [damaged.friend_id for damaged in gallery.damaged] == [ids[1], ids[2]]
    assert gallery.damaged[1].reason.key == "core.friend.link.cut_off"
    assert str(gallery.damaged[0].message).startswith("a game with friends kept on this device")


@pytest.mark.parametrize(
    "entry",
    [
        "[]",
        '{"link": 5, "stored": 1.0}',
        '{"link": "f1.AAAA"}',
        '{"link": "f1.AAAA", "stored": true}',
        '{"link": "f1.AAAA", "stored": NaN}',
    ],
)
def test_an_entry_not_in_the_stored_form_is_damaged(entry: str) -> None:
    games, storage = friend_games()
    games.receive(text(played("offboard", 2)))
    storage.items[friend_key(FRIEND)] = entry
    assert games.gallery().games == ()
    assert [damaged.friend_id for damaged in games.gallery().damaged] == [FRIEND]


def test_a_damaged_index_lists_nothing_and_crashes_nothing() -> None:
    games, storage = friend_games()
    games.receive(text(played("offboard", 2)))
    for index in ("{", '{"a": 1}', "[5, null]"):
        storage.items["pygames:v1:friends"] = index
        assert games.gallery().games == () and games.gallery().damaged == ()


def test_a_link_replaces_a_damaged_copy_and_says_so() -> None:
    games, storage = friend_games()
    storage.items[friend_key(FRIEND)] = "garbage"
    received = games.receive(text(played("offboard", 2)))
    assert received.stored and received.damaged_copy is not None
    assert received.damaged_copy.reason.key == "core.record.not_json"
    assert [kept.link.friend_id for kept in games.gallery().games] == [FRIEND]


@pytest.mark.parametrize(
    "fragment",
    [
        "f1." + "A" * (MAX_FRIEND_LINK_LENGTH + 1),
        "f1.abc$",
        "f2.abc",
        packed(b"\xff"),
        packed(b"{}"),
    ],
)
def test_nothing_is_written_for_a_refused_link(fragment: str) -> None:
    keeping = friend_games()
    keeping[0].receive(text(played("offboard", 4)))
    for games, storage in (friend_games(), keeping):  # no copy yet, and a copy of the game
        before = dict(storage.items)
        with pytest.raises(InvalidRecord):
            games.receive(fragment)
        assert storage.items == before


def test_nothing_is_written_for_a_link_with_a_changed_move() -> None:
    games, storage = friend_games()
    copy = played("offboard", 6)
    games.receive(text(copy))
    before = dict(storage.items)
    fields = content(on(copy, 2))
    fields["record"]["actions"][4] = "Z9>NE"
    with pytest.raises(InvalidRecord, match="move 5"):
        games.receive(packed(json.dumps(fields).encode()))
    assert storage.items == before
