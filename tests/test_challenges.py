"""Challenges: the codec round-trips solo races, one invite deals every participant the
same race, standings add up the engine's own round scores, every kind of bad input is an
InvalidRecord with its own message, and a device keeps each participant's latest link,
its own participant's from its own race alone."""

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
from pygames.core import OptionValue, State
from pygames.core.challenges import (
    MAX_CHALLENGE_LINK_LENGTH,
    ChallengeLink,
    Relation,
    compare,
    from_challenge_fragment,
    join,
    new_challenge_id,
    new_participant_id,
    same_deal,
    standing,
    standings,
    to_challenge_fragment,
)
from pygames.core.friends import MAX_NAME_LENGTH, FriendLink, clean_name, to_friend_fragment
from pygames.core.say import in_language
from pygames.games.out_of_mine import ROUNDS, OutOfMineState
from pygames.games.out_of_mine.actions import Put, Wait
from pygames.games.out_of_mine.rules import race_rounds
from pygames.web.challenge_games import (
    INDEX_KEY,
    MAX_PARTICIPANTS,
    ChallengeGames,
    challenge_key,
)
from tests.playouts import playout
from tests.stand_in_page import Storage

GAME = pygames.get_game("out-of-mine")
CHALLENGE = "k3XwJ0aG6yQ1"
ANNA, BOB, CY = "QW5uYV9pZA", "Qm9iX19pZA", "Q3lfX19pZA"


def finished(state: State) -> int:
    """How many rounds of its race ``state`` has finished."""
    assert isinstance(state, OutOfMineState)
    return len(race_rounds(state, 0))


def on(state: State, rounds: int = 0, plies: int = 0, seed: int = 1) -> State:
    """``state`` played on by random legal actions until ``rounds`` more rounds are
    finished, then ``plies`` more actions (fewer where the race ends)."""
    rng = random.Random(seed)
    goal = finished(state) + rounds
    while finished(state) < goal and not state.is_over():
        state = state.apply(rng.choice(state.legal_actions()))
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def race(seed: int = 5, rounds: int = 0, plies: int = 0, **options: Any) -> State:
    """A solo race dealt from ``seed`` and played on (``on``)."""
    return on(GAME.new_game(players=1, seed=seed, options=options), rounds, plies, seed)


def link(
    state: State, participant: str = ANNA, name: str = "Anna", challenge: str = CHALLENGE
) -> ChallengeLink:
    return ChallengeLink(challenge, participant, name, state)


def text(state: State, participant: str = ANNA, name: str = "Anna") -> str:
    return to_challenge_fragment(link(state, participant, name))


def read(fragment: str) -> ChallengeLink:
    return from_challenge_fragment(fragment, pygames.get_game)


def packed(data: bytes) -> str:
    """``data`` raw-deflated and base64url-encoded behind ``c1.``, as a link's body."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = base64.urlsafe_b64encode(packer.compress(data) + packer.flush()).decode("ascii")
    return "c1." + body.rstrip("=")


def content(state: State) -> dict[str, Any]:
    """A challenge link's JSON object, to change a field of."""
    return {"challenge": CHALLENGE, "participant": ANNA, "name": "Anna", "record": state.record()}


def refused(fragment: str) -> InvalidRecord:
    with pytest.raises(InvalidRecord) as caught:
        read(fragment)
    return caught.value


def played(state: State, *texts: str) -> State:
    for notation in texts:
        state = state.apply(state.parse_action(notation))
    return state


# -- the codec -----------------------------------------------------------------


@st.composite
def challenge_links(draw: st.DrawFn) -> ChallengeLink:
    options: dict[str, OptionValue] = {
        "solo": draw(st.sampled_from(["clock", "calm", "puzzle"])),
        "elves": draw(st.booleans()),
        "finds": draw(st.booleans()),
    }
    seed = draw(st.integers(0, 10_000))
    choices = draw(st.lists(st.integers(0, 10_000), max_size=120))
    *_, state = playout(GAME, seed, choices, players=1, options=options)
    name = clean_name(draw(st.text(min_size=1, max_size=MAX_NAME_LENGTH))) or "Anna"
    return ChallengeLink(new_challenge_id(), new_participant_id(), name, state)


@settings(max_examples=40, deadline=None)
@given(challenge_links())
def test_a_link_round_trips_any_solo_race(sent: ChallengeLink) -> None:
    fragment = to_challenge_fragment(sent)
    got = read(fragment)
    assert fragment.startswith("c1.") and len(fragment) <= MAX_CHALLENGE_LINK_LENGTH
    assert (got.challenge_id, got.participant_id, got.name) == (
        sent.challenge_id,
        sent.participant_id,
        sent.name,
    )
    assert got.record == sent.record and got.state == sent.state
    assert got.state.legal_actions() == sent.state.legal_actions()
    assert got.rounds == sent.rounds and same_deal(got, sent)
    assert to_challenge_fragment(got) == fragment


def test_the_format_is_the_documented_json() -> None:
    state = race(rounds=1)
    fragment = to_challenge_fragment(link(state, name="Änna ⛏"))
    body = fragment[3:]
    data = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), -15)
    assert json.loads(data.decode("utf-8")) == {
        "challenge": CHALLENGE,
        "participant": ANNA,
        "name": "Änna ⛏",
        "record": state.record(),
    }
    assert "Änna ⛏".encode() in data  # UTF-8, not \u escapes


def test_new_ids_are_random_and_fit_a_link() -> None:
    ids = {new_challenge_id() for _ in range(30)} | {new_participant_id() for _ in range(30)}
    assert len(ids) == 60
    for made in ids:
        got = read(to_challenge_fragment(link(race(), made, challenge=made)))
        assert got.challenge_id == got.participant_id == made


# -- one deal for everyone -----------------------------------------------------


def deals(state: State) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Each round's dealt boards (0-9, whichever side is played) and treasure cards."""
    assert isinstance(state, OutOfMineState)
    return [(tuple(i // 2 for i in result.layouts), result.cards) for result in state.results]


@pytest.mark.parametrize("solo", ["clock", "calm", "puzzle"])
def test_everyone_who_joins_an_invite_races_the_same_deal(solo: str) -> None:
    seed = 20_000 if solo == "puzzle" else None  # the puzzle's day; else drawn at random
    invite = link(GAME.new_game(players=1, seed=seed, options={"solo": solo}))
    bob, cy = join(invite, "Bob"), join(invite, "Cy")
    assert len({invite.participant_id, bob.participant_id, cy.participant_id}) == 3
    assert bob.challenge_id == cy.challenge_id == CHALLENGE
    assert bob.state.actions() == [] and bob.name == "Bob"
    assert same_deal(invite, bob) and same_deal(bob, cy)
    # Each plays their own race, their own way: the boards and cards dealt stay the same.
    anna_race = on(invite.state, rounds=ROUNDS, seed=1)
    bob_race, cy_race = on(bob.state, rounds=ROUNDS, seed=2), on(cy.state, rounds=ROUNDS, seed=3)
    assert anna_race.is_over() and bob_race.is_over() and cy_race.is_over()
    assert anna_race.actions() != bob_race.actions()
    assert deals(anna_race) == deals(bob_race) == deals(cy_race)
    assert len(deals(anna_race)) == (1 if solo == "puzzle" else ROUNDS)


def test_a_join_with_a_name_that_does_not_fit_is_refused() -> None:
    for name in ("", " ", "x" * (MAX_NAME_LENGTH + 1), "Bob\n"):
        with pytest.raises(InvalidRecord) as caught:
            join(link(race()), name)
        assert caught.value.reason.key == "core.challenge.link.bad_name"


@pytest.mark.parametrize(
    "other",
    [
        lambda: race(seed=6),
        lambda: race(elves=True),
        lambda: race(solo="calm"),
        lambda: race(mode="hot-seat"),
    ],
)
def test_another_seed_or_option_is_another_deal(other: Any) -> None:
    ours, theirs = link(race(rounds=1)), link(other(), BOB)
    assert not same_deal(ours, theirs) and not same_deal(theirs, ours)
    with pytest.raises(InvalidRecord) as caught:
        compare(ours, link(theirs.state))
    assert caught.value.reason.key == "core.challenge.other_deal"


def test_the_same_deal_is_the_same_seed_and_options_whatever_was_played() -> None:
    assert same_deal(link(race(rounds=3)), link(race(plies=4), BOB))


# -- how a link stands to the kept one -----------------------------------------


def parted_at(state: State, move: int, then: int) -> State:
    """A race that plays ``state``'s first ``move - 1`` moves, then another legal move at
    ``move`` and ``then`` random moves more."""
    before = state
    while len(before.actions()) >= move:
        assert before.parent is not None
        before = before.parent
    taken = state.actions()[move - 1]
    other = next(action for action in before.legal_actions() if action != taken)
    return on(before.apply(other), plies=then, seed=9)


def test_compare_says_same_extends_behind_and_parts() -> None:
    kept = race(rounds=2)
    assert compare(link(kept), link(kept, name="Anna B")).relation is Relation.SAME
    more = compare(link(kept), link(on(kept, plies=5)))
    assert (more.relation, more.count) == (Relation.EXTENDS, 5)
    assert kept.parent is not None
    older = compare(link(kept), link(kept.parent))
    assert (older.relation, older.count) == (Relation.BEHIND, 1)
    parts = compare(link(kept), link(parted_at(kept, 7, then=3)))
    assert (parts.relation, parts.move) == (Relation.PARTS, 7)


def test_compare_takes_one_participant_s_links() -> None:
    with pytest.raises(ValueError, match="one participant"):
        compare(link(race()), link(race(), BOB))


# -- standings -----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_a_standing_is_the_engine_s_round_scores_and_the_clock_steps_to_each_call(
    seed: int,
) -> None:
    state = race(seed, rounds=4 + seed % 4)
    stood = standing(link(state))
    lines = state.scores()[0]
    assert [raced.points for raced in stood.rounds] == [points for _, points in lines.parts]
    assert stood.total == lines.total
    assert isinstance(state, OutOfMineState)
    assert [raced.tenths for raced in stood.rounds] == [r.moment for r in state.results]
    assert stood.tenths == sum(result.moment for result in state.results)
    assert stood.done == state.is_over() == (len(stood.rounds) == ROUNDS)


def test_practising_calm_a_round_has_points_but_no_time() -> None:
    stood = standing(link(race(rounds=2, solo="calm")))
    assert len(stood.rounds) == 2 and stood.tenths is None
    assert {raced.tenths for raced in stood.rounds} == {None}


def empty_round(state: State, tenths: int) -> State:
    """``state`` (a round's start) played through one round with nothing laid: the side,
    ``tenths`` of clock, the call (0 points: more than 10 empty cells)."""
    waits = [str(Wait(step)) for step in (900,) * (tenths // 900) + (tenths % 900,) if step]
    return played(state, "side A", *waits, "call")


def full_round(state: State) -> State:
    """``state`` (a round's start) played through one round with its card's crystals laid
    as the solver covers the gallery, a second each: 12 points."""
    state = played(state, "side A")
    assert isinstance(state, OutOfMineState)
    solution = state.solution(0)
    assert solution is not None
    for tile in solution:
        state = played(state, "+1s")
        state = state.apply(Put(tile.kind, tile.anchor, tile.orientation))
    return played(state, "+1s", "call")


def test_standings_put_the_most_points_first_then_the_quicker_then_by_name() -> None:
    start = GAME.new_game(players=1, seed=4)
    full = full_round(start)
    quick, slow = empty_round(start, 30), empty_round(start, 90)
    links = [
        link(slow, ANNA, "Anna"),
        link(quick, BOB, "Zoe"),
        link(full, CY, "Cy"),
        link(quick, "RGFuX19pZA", "dan"),
    ]
    order = standings(links).order
    assert [stood.name for stood in order] == ["Cy", "dan", "Zoe", "Anna"]
    assert [stood.total for stood in order] == [12, 0, 0, 0]
    assert [stood.tenths for stood in order] == [full.actions().count(Wait(10)) * 10, 30, 30, 90]
    assert standings(reversed(links)).order == order


def test_all_are_done_only_once_everyone_has_finished_the_last_round() -> None:
    anna = link(race(1, rounds=ROUNDS))
    bob = join(anna, "Bob")
    almost = link(on(bob.state, rounds=ROUNDS - 1, seed=2), bob.participant_id, "Bob")
    done = link(on(almost.state, rounds=1, seed=2), bob.participant_id, "Bob")
    assert not standings([anna, bob]).all_done
    assert not standings([anna, almost]).all_done
    assert [stood.done for stood in standings([anna, almost]).order if stood.name == "Anna"] == [
        True
    ]
    assert standings([anna, done]).all_done and standings([anna]).all_done
    assert not standings([]).all_done  # nobody's race has arrived yet


def test_standings_take_one_link_per_participant_of_one_challenge_and_deal() -> None:
    anna = link(race(rounds=1))
    with pytest.raises(ValueError, match="one challenge"):
        standings([anna, link(race(), BOB, challenge="AAAAAAAAAAAA")])
    with pytest.raises(ValueError, match="one link per participant"):
        standings([anna, link(race())])
    with pytest.raises(InvalidRecord) as caught:
        standings([anna, link(race(seed=6), BOB)])
    assert caught.value.reason.key == "core.challenge.other_deal"


# -- bad input -----------------------------------------------------------------


def test_an_oversized_link_is_refused_before_any_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    bomb = packed(b"{" + b" " * 60_000_000)
    assert len(bomb) > MAX_CHALLENGE_LINK_LENGTH

    def decoded(*_args: object) -> object:
        raise AssertionError("decoded before the length was checked")

    monkeypatch.setattr(base64, "urlsafe_b64decode", decoded)
    monkeypatch.setattr(zlib, "decompressobj", decoded)
    assert refused(bomb).reason.key == "core.challenge.link.too_long"


def test_a_deflate_bomb_is_refused_once_inflated_past_the_bound() -> None:
    bomb = packed(b'{"challenge":"' + b"A" * 20_000_000 + b'"}')
    assert len(bomb) < MAX_CHALLENGE_LINK_LENGTH
    assert refused(bomb).reason.key == "core.challenge.link.too_large"


def test_every_cut_of_a_link_is_refused_as_cut_off() -> None:
    fragment = text(race(rounds=2))
    keys = {(cut >= 3, refused(fragment[:cut]).reason.key) for cut in range(len(fragment))}
    assert keys == {(False, "core.challenge.link.not_ours"), (True, "core.challenge.link.cut_off")}
    assert "sent again" in str(refused(fragment[:-5]).reason)


@pytest.mark.parametrize("fragment", ["c1.abc$def", "c1.ab cd", "c1.abcd==", "c1.ab+/cd"])
def test_characters_base64url_never_has_are_refused(fragment: str) -> None:
    assert refused(fragment).reason.key == "core.challenge.link.bad_characters"


def test_a_friend_link_or_a_share_link_is_not_a_challenge_link_nor_the_other_way() -> None:
    state = race(rounds=1)
    friend = to_friend_fragment(FriendLink(CHALLENGE, ("Anna",), 0, state))
    share = pygames.core.record.to_fragment(state.record())
    for fragment in (friend, share, "", "c2.abc", "C1.abc"):
        assert refused(fragment).reason.key == "core.challenge.link.not_ours"
    with pytest.raises(InvalidRecord) as caught:
        pygames.core.friends.from_friend_fragment(text(state), pygames.get_game)
    assert caught.value.reason.key == "core.friend.link.not_ours"


@pytest.mark.parametrize(
    "data, key",
    [
        (b'{"name": "\xff\xfe"}', "core.challenge.link.not_text"),
        (b"{", "core.challenge.link.unreadable"),
        (b'["challenge"]', "core.challenge.link.unreadable"),
        (b'{"name": ' + b"1" * 5_000 + b"}", "core.challenge.link.unreadable"),
        (b"[" * 100_000, "core.challenge.link.unreadable"),
    ],
)
def test_what_is_not_a_json_object_in_utf8_is_refused(data: bytes, key: str) -> None:
    assert refused(packed(data)).reason.key == key


@pytest.mark.parametrize(
    "change, key, field",
    [
        ({"challenge": 5}, "core.challenge.link.bad_field", "challenge"),
        ({"challenge": "../settings"}, "core.challenge.link.bad_field", "challenge"),
        ({"participant": "short"}, "core.challenge.link.bad_field", "participant"),
        ({"participant": None}, "core.challenge.link.bad_field", "participant"),
        ({"name": ["Anna"]}, "core.challenge.link.bad_field", "name"),
        ({"name": ""}, "core.challenge.link.bad_name", None),
        ({"name": " \n\u202e "}, "core.challenge.link.bad_name", None),
        ({"name": "x" * (MAX_NAME_LENGTH + 1)}, "core.challenge.link.bad_name", None),
        ({"record": "side A"}, "core.challenge.link.bad_game", None),
        ({"extra": 1}, "core.challenge.link.bad_field", "extra"),
        ({"names": ["Anna"]}, "core.challenge.link.bad_field", "names"),
    ],
)
def test_fields_of_the_wrong_kind_are_refused(
    change: dict[str, object], key: str, field: str | None
) -> None:
    reason = refused(packed(json.dumps({**content(race(plies=3)), **change}).encode())).reason
    assert reason.key == key
    if field is not None:
        assert reason.fields == {"field": field}


def test_a_missing_field_is_named() -> None:
    for missing in ("challenge", "participant", "name", "record"):
        fields = content(race())
        del fields[missing]
        reason = refused(packed(json.dumps(fields).encode())).reason
        assert (reason.key, reason.fields) == ("core.challenge.link.bad_field", {"field": missing})


def test_a_name_loses_its_control_characters() -> None:
    fields = {**content(race()), "name": " \u2066An\nna\u202e\x00 "}
    assert read(packed(json.dumps(fields).encode())).name == "Anna"


def test_an_illegal_move_is_refused_with_its_number() -> None:
    fields = content(race(rounds=1))
    assert fields["record"]["actions"][0] in ("side A", "side B")
    fields["record"]["actions"][1] = "call"  # no call before the clock has run
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == "core.challenge.link.move_refused"
    assert reason.fields["number"] == 2 and reason.fields["move"] == "call"
    assert str(reason).startswith("move 2 of the race in this link (call)")


@pytest.mark.parametrize("players", [2, 4])
def test_a_race_for_several_players_is_refused(players: int) -> None:
    state = GAME.new_game(players=players, seed=5, options={"mode": "hot-seat"})
    fields = {**content(state), "record": played(state, "side A").record()}
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert (reason.key, reason.fields) == ("core.challenge.link.not_alone", {"players": players})
    with pytest.raises(InvalidRecord, match=f"for {players} players"):
        link(state)


def test_a_game_that_is_no_race_is_refused() -> None:
    state = pygames.get_game("offboard").new_game(seed=3)
    reason = refused(packed(json.dumps(content(state)).encode())).reason
    assert (reason.key, reason.fields) == ("core.challenge.link.not_a_race", {"game": "Offboard"})


def test_a_game_this_site_lacks_or_cannot_set_up_is_refused() -> None:
    fields = content(race())
    fields["record"]["game"] = "chess"
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert (reason.key, reason.fields) == ("core.challenge.link.unknown_game", {"game": "chess"})
    fields = content(race())
    fields["record"]["options"] = {"solo": "puzzle"}
    fields["record"]["seed"] = 10**12  # no puzzle that far in the calendar
    reason = refused(packed(json.dumps(fields).encode())).reason
    assert reason.key == "core.challenge.link.bad_game"
    assert reason.fields["reason"].key == "out-of-mine.setup.no_such_day"


@pytest.mark.parametrize(
    "fragment",
    [
        "c1." + "A" * (MAX_CHALLENGE_LINK_LENGTH + 1),
        "c1.ab$",
        "c1.abcde",
        packed(b"\xff"),
        packed(b"{"),
        packed(json.dumps({**content(race()), "name": ""}).encode()),
        packed(json.dumps({**content(race()), "participant": 1}).encode()),
        packed(json.dumps(content(pygames.get_game("offboard").new_game(seed=3))).encode()),
    ],
)
def test_every_refusal_is_said_in_every_language(fragment: str) -> None:
    reason = refused(fragment).reason
    assert len({in_language(reason, language) for language in ("en", "de", "fr", "nl")}) == 4


# -- the device's challenges ---------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.time = 1_000.0

    def __call__(self) -> float:
        self.time += 60.0
        return self.time


def challenge_games(storage: Storage | None = None) -> tuple[ChallengeGames, Storage]:
    storage = storage if storage is not None else Storage()
    return ChallengeGames(storage, Clock()), storage


def stored(storage: Storage, challenge: str = CHALLENGE) -> dict[str, Any]:
    entry = json.loads(storage.items[challenge_key(challenge)])
    assert isinstance(entry, dict)
    return entry


def test_an_invite_is_kept_and_shown_in_plain_json() -> None:
    games, storage = challenge_games()
    state = race(rounds=2)
    received = games.receive(text(state))
    assert received.stored and received.comparison is None and not received.own
    assert str(received.message) == "Anna is in the challenge"
    assert json.loads(storage.items[INDEX_KEY]) == [CHALLENGE]
    assert challenge_key(CHALLENGE) == "pygames:v1:challenge:" + CHALLENGE
    kept = games.challenge(CHALLENGE)
    assert kept is not None and kept.own is None and kept.own_link is None
    stood = standing(link(state))
    shown = {
        "challenge": CHALLENGE,
        "game": "out-of-mine",
        "stored": 1_060.0,
        "own": None,
        "done": False,
        "participants": [
            {"id": ANNA, "name": "Anna", "rounds": 2, "total": stood.total, "done": False}
            | {"own": False}
        ],
    }
    assert kept.to_json() == shown
    entry = stored(storage)
    (participant,) = entry.pop("participants")
    assert participant.pop("link") == text(state)
    assert {**entry, "participants": [participant]} == shown


def test_a_participant_s_link_that_extends_the_kept_one_replaces_it() -> None:
    games, storage = challenge_games()
    kept = race(rounds=1)
    games.receive(text(kept))
    received = games.receive(text(on(kept, rounds=2), name="Anna B"))
    assert received.stored and received.comparison is not None
    assert received.comparison.relation is Relation.EXTENDS
    assert str(received.message) == "new from Anna B: 3 rounds finished"
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None
    (only,) = challenge.links
    assert only.record == on(kept, rounds=2).record() and only.name == "Anna B"
    assert stored(storage)["participants"][0]["rounds"] == 3


@pytest.mark.parametrize("relation", [Relation.SAME, Relation.BEHIND, Relation.PARTS])
def test_the_same_an_older_or_a_parting_link_changes_nothing(relation: Relation) -> None:
    games, storage = challenge_games()
    kept = race(rounds=2)
    games.receive(text(kept))
    before = dict(storage.items)
    assert kept.parent is not None
    incoming = {
        Relation.SAME: kept,
        Relation.BEHIND: kept.parent,
        Relation.PARTS: parted_at(kept, 5, then=2),
    }[relation]
    received = games.receive(text(incoming))
    assert not received.stored and received.comparison is not None
    assert received.comparison.relation is relation
    assert storage.items == before
    said = str(received.message)
    assert "Anna" in said and (relation is not Relation.PARTS or "from move 5 on" in said)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 60), min_size=1, max_size=8), st.integers(0, 1_000))
def test_whatever_order_a_race_s_links_arrive_in_the_longest_is_kept(
    cuts: list[int], seed: int
) -> None:
    """Links sent after each round of one race are each the one before and more: however
    chats reorder them, the device ends with the furthest one, and only a link further
    than the kept one writes anything."""
    rng, line = random.Random(seed), [race(seed % 50)]
    while len(line) <= max(cuts) and not line[-1].is_over():
        line.append(line[-1].apply(rng.choice(line[-1].legal_actions())))
    games, storage = challenge_games()
    furthest = -1
    for cut in cuts:
        cut = min(cut, len(line) - 1)
        before = dict(storage.items)
        received = games.receive(text(line[cut]))
        assert received.stored == (cut > furthest)
        if not received.stored:
            assert storage.items == before
        furthest = max(furthest, cut)
    kept = games.challenge(CHALLENGE)
    assert kept is not None and kept.links[0].record == line[furthest].record()


def test_other_participants_are_kept_beside_each_other_and_listed_best_first() -> None:
    games, storage = challenge_games()
    anna = link(race(1, rounds=3))
    bob = join(anna, "Bob")
    games.receive(to_challenge_fragment(anna))
    bob_race = link(on(bob.state, rounds=3, seed=7), bob.participant_id, "Bob")
    assert games.receive(to_challenge_fragment(bob_race)).stored
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None
    assert {kept.name for kept in challenge.links} == {"Anna", "Bob"}
    best_first = [stood.name for stood in standings([anna, bob_race]).order]
    assert [row["name"] for row in stored(storage)["participants"]] == best_first
    assert [row["name"] for row in challenge.to_json()["participants"]] == best_first


def test_a_link_of_a_kept_challenge_that_deals_otherwise_is_refused() -> None:
    games, storage = challenge_games()
    games.receive(text(race(rounds=1)))
    before = dict(storage.items)
    for other in (race(seed=6), race(finds=True)):
        for participant in (ANNA, BOB):
            with pytest.raises(InvalidRecord) as caught:
                games.receive(text(other, participant))
            assert caught.value.reason.key == "core.challenge.other_deal"
            assert "dealt differently" in str(caught.value.reason)
    with pytest.raises(InvalidRecord, match="dealt differently"):
        games.keep_own(link(race(seed=6), BOB))
    assert storage.items == before


def test_this_device_s_own_participant_is_kept_from_its_own_race_alone() -> None:
    games, storage = challenge_games()
    invite = link(race(rounds=1), BOB, "Bob")
    games.receive(to_challenge_fragment(invite))
    mine = join(invite, "Anna")
    assert games.keep_own(mine) is None
    ahead = link(on(mine.state, rounds=2), mine.participant_id, "Anna")
    before = dict(storage.items)
    # A link of this device's own participant, even one further on, is not kept.
    received = games.receive(to_challenge_fragment(ahead))
    assert received.own and not received.stored
    assert str(received.message).startswith("this link is of your own race")
    assert storage.items == before
    # The race played here replaces it, whatever it holds: further on, or parting.
    games.keep_own(ahead)
    parted = parted_at(ahead.state, 3, then=2)
    games.keep_own(link(parted, mine.participant_id, "Anna"))
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None and challenge.own == mine.participant_id
    assert challenge.own_link is not None and challenge.own_link.record == parted.record()
    assert [row["own"] for row in stored(storage)["participants"]].count(True) == 1
    with pytest.raises(ValueError, match="another participant"):
        games.keep_own(join(invite, "Anna again"))


def test_a_challenge_begun_here_is_kept_with_its_own_participant() -> None:
    games, storage = challenge_games()
    mine = link(race())
    games.keep_own(mine)
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None and challenge.own == ANNA
    assert stored(storage)["own"] == ANNA and stored(storage)["participants"][0]["own"]


def test_participants_past_the_most_kept_are_refused() -> None:
    games, storage = challenge_games()
    state = race()
    for number in range(MAX_PARTICIPANTS):
        games.receive(text(state, f"participant{number:02}"))
    before = dict(storage.items)
    with pytest.raises(InvalidRecord) as caught:
        games.receive(text(state, "one_too_many"))
    assert caught.value.reason.fields == {"most": MAX_PARTICIPANTS}
    assert storage.items == before
    assert games.receive(text(on(state, plies=3), "participant03")).stored  # the kept go on


def test_the_gallery_lists_the_latest_first_and_reports_what_it_skips() -> None:
    games, storage = challenge_games()
    ids = ["AAAAAAAAAAAA", "BBBBBBBBBBBB", "CCCCCCCCCCCC"]
    for challenge in ids:
        games.receive(to_challenge_fragment(link(race(), challenge=challenge)))
    assert [kept.challenge_id for kept in games.gallery().challenges] == ids[::-1]
    games.receive(to_challenge_fragment(link(race(plies=3), challenge=ids[0])))
    assert [kept.challenge_id for kept in games.gallery().challenges] == [ids[0], ids[2], ids[1]]
    storage.items[challenge_key(ids[1])] = "{not json"
    gallery = games.gallery()
    assert [kept.challenge_id for kept in gallery.challenges] == [ids[0], ids[2]]
    assert [(damaged.challenge_id, damaged.participant_id) for damaged in gallery.damaged] == [
        (ids[1], None)
    ]
    assert str(gallery.damaged[0].message).startswith("a challenge kept on this device")


def test_a_damaged_participant_is_reported_skipped_and_kept_as_it_was() -> None:
    games, storage = challenge_games()
    games.receive(text(race(rounds=1)))
    games.receive(text(race(plies=4), BOB, "Bob"))
    entry = stored(storage)
    bob_row = next(row for row in entry["participants"] if row["id"] == BOB)
    bob_row["link"] = bob_row["link"][:-8]  # cut off
    storage.items[challenge_key(CHALLENGE)] = json.dumps(entry)
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None and [kept.name for kept in challenge.links] == ["Anna"]
    ((damaged),) = challenge.damaged
    assert (damaged.participant_id, damaged.reason.key) == (BOB, "core.challenge.link.cut_off")
    assert games.gallery().damaged == (damaged,)
    # Writing the challenge again keeps the damaged link as it was ...
    games.receive(text(race(rounds=2)))
    assert bob_row in stored(storage)["participants"]
    # ... until that participant's next link replaces it.
    received = games.receive(text(race(plies=6), BOB, "Bob"))
    assert received.stored and received.damaged == damaged
    kept = games.challenge(CHALLENGE)
    assert kept is not None and kept.damaged == () and len(kept.links) == 2


@pytest.mark.parametrize(
    "entry",
    [
        "[]",
        "{}",
        '{"stored": 1.0, "participants": []}',
        '{"stored": true, "participants": [{"id": "QW5uYV9pZA", "link": "c1.AAAA"}]}',
        '{"stored": NaN, "participants": [{"id": "QW5uYV9pZA", "link": "c1.AAAA"}]}',
        '{"stored": 1.0, "participants": [{"link": "c1.AAAA"}]}',
        '{"stored": 1.0, "participants": ["c1.AAAA"]}',
        '{"stored": 1.0, "participants": [{"id": "QW5uYV9pZA", "link": "c1.AAAA"}]}',
        '{"stored": 1.0, "participants": [{"id": "QW5uYV9pZA", "link": 5}]}',
        '{"stored": 1.0, "own": "../x", "participants": [{"id": "QW5uYV9pZA"}]}',
    ],
)
def test_an_entry_not_in_the_stored_form_is_damaged_and_a_link_replaces_it(entry: str) -> None:
    games, storage = challenge_games()
    games.receive(text(race()))
    storage.items[challenge_key(CHALLENGE)] = entry
    assert games.gallery().challenges == ()
    assert [damaged.challenge_id for damaged in games.gallery().damaged] == [CHALLENGE]
    received = games.receive(text(race(plies=2)))
    assert received.stored and received.damaged is not None
    assert [kept.challenge_id for kept in games.gallery().challenges] == [CHALLENGE]


def test_a_link_stored_under_another_participant_or_challenge_is_damaged() -> None:
    games, storage = challenge_games()
    games.receive(text(race()))
    games.receive(text(race(), BOB, "Bob"))
    entry = stored(storage)
    entry["participants"][1]["link"] = entry["participants"][0]["link"]
    storage.items[challenge_key(CHALLENGE)] = json.dumps(entry)
    challenge = games.challenge(CHALLENGE)
    assert challenge is not None and len(challenge.links) == 1
    assert challenge.damaged[0].reason.fields == {"field": "id"}


def test_a_damaged_index_lists_nothing_and_crashes_nothing() -> None:
    games, storage = challenge_games()
    games.receive(text(race()))
    for index in ("{", '{"a": 1}', '[5, null, "../x"]'):
        storage.items[INDEX_KEY] = index
        assert games.gallery().challenges == () and games.gallery().damaged == ()


@pytest.mark.parametrize(
    "fragment",
    ["c1." + "A" * (MAX_CHALLENGE_LINK_LENGTH + 1), "c1.abc$", "f1.abc", packed(b"{}")],
)
def test_nothing_is_written_for_a_refused_link(fragment: str) -> None:
    keeping = challenge_games()
    keeping[0].receive(text(race()))
    for games, storage in (challenge_games(), keeping):
        before = dict(storage.items)
        with pytest.raises(InvalidRecord):
            games.receive(fragment)
        assert storage.items == before


def test_nothing_is_written_for_a_link_with_a_changed_move() -> None:
    games, storage = challenge_games()
    games.receive(text(race(plies=4)))
    before = dict(storage.items)
    fields = content(race(plies=8))
    fields["record"]["actions"][5] = "put WX a1 0"
    with pytest.raises(InvalidRecord, match="move 6"):
        games.receive(packed(json.dumps(fields).encode()))
    assert storage.items == before


def test_every_message_of_a_received_link_is_said_in_every_language() -> None:
    games, _ = challenge_games()
    kept = race(rounds=1)
    assert kept.parent is not None
    messages = [games.receive(text(kept)).message]
    for incoming in (on(kept, rounds=1), kept, parted_at(kept, 3, then=1)):
        messages.append(games.receive(text(incoming)).message)
    games.keep_own(link(race(), CY, "Cy"))
    messages.append(games.receive(text(race(plies=2), CY, "Cy")).message)
    assert len({message.key for message in messages}) == 5
    for message in messages:
        said = {in_language(message, language) for language in ("en", "de", "fr", "nl")}
        assert len(said) == 4


# -- link length ---------------------------------------------------------------


def test_a_whole_race_s_link_fits_a_chat_message() -> None:
    """A finished race played by random legal actions (far more fiddling than a person's)
    stays under the 2,000 characters where chat apps start cutting addresses
    (``benchmarks/challenge_links.py`` measures it round by round)."""
    name = "x" * MAX_NAME_LENGTH
    for seed in range(3):
        state = race(seed, rounds=ROUNDS)
        assert state.is_over()
        assert len(text(state, name=name)) < 2_000 - 100  # room for the site's address
