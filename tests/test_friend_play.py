"""A game with friends in the page, in CPython: devices that pass a game back and forth by
link, each with its own storage, through the page's own opening, app and dialogs' words.

What a page does with a friend link (the seat taken, new moves shown, an older or changed
link refused with both copies kept, a damaged one explained), how the New game dialog
starts such a game, and what is sent: the address, the message, the text a chat app
cannot cut.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import pygames
from pygames.ai import Agent, choose
from pygames.core import Say
from pygames.core.friends import FriendLink, from_friend_fragment, to_friend_fragment
from pygames.games.levels import make_agent
from pygames.web import panels, sending
from pygames.web.boards import board_for
from pygames.web.friend_games import FriendGames, friend_key
from pygames.web.friend_play import (
    friend_address,
    link_text,
    open_friend,
)
from pygames.web.launch import read_launch
from pygames.web.match import FRIEND, HUMAN
from pygames.web.newgame import fit_seats, settle
from pygames.web.opening import BAD_LINK, open_page
from pygames.web.settings import SETTINGS_KEY, Settings
from pygames.web.text import Text
from tests.stand_in_page import Storage, page_app

SIZE = (600.0, 500.0)
SITE = "https://example.org/games/"


class Device:
    """One person's browser: its storage, and the game page it has open."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.storage = Storage()
        self.passed = 0

    def open(self, *, fragment: str = "") -> None:
        """Open the game's page at an address, as the shell does."""
        game = pygames.get_game(self.game_id)
        settings = Settings.from_json(self.storage.getItem(SETTINGS_KEY))
        launch = read_launch(game, {"game": self.game_id}, fragment)
        launch, friend = open_friend(game, launch, self.friends)
        opening = open_page(
            game, launch, settings, None, today=lambda: (2026, 11, 28), friend=friend
        )
        self.opening = opening
        self.app, self.document = page_app(self.game_id, opening, self.storage, settings, SIZE)
        self.app.passed = self._passed
        self.app.start()
        self.app.board_seen()

    def follow(self, fragment: str) -> None:
        """Open a link in the tab the game is open in: only the fragment changes, and the
        page reads it as the shell's ``hashchange`` listener does."""
        game = pygames.get_game(self.game_id)
        launch = read_launch(game, {"game": self.game_id}, fragment)
        launch, opened = open_friend(game, launch, self.friends)
        self.app.open_friend(opened, launch.notes)

    def _passed(self) -> None:
        self.passed += 1

    @property
    def friends(self) -> FriendGames:
        return FriendGames(self.storage, lambda: 1_764_300_000.0)

    def play_turn(self, rng: random.Random, agent: Agent | None = None) -> None:
        """Play legal moves until a friend is to move (or the game ends): random ones, or
        the ``agent``'s."""
        match = self.app.match
        while match.awaiting_human():
            state = match.state
            if agent is None:
                move = rng.choice(state.legal_actions())
            else:
                move = choose(agent, state.view(state.current_player or 0))
            assert self.app.play(move) is None
            match = self.app.match

    def link(self) -> str:
        return link_text(self.app.match)

    def said(self) -> str:
        return str(self.document["message"].textContent)


def start_with_friend(device: Device, seats: tuple[str, ...], name: str = "Anna") -> None:
    """Start a game with friends from the New game dialog's choices, on a page that opens
    on a game of people only as last chosen there (a computer to move first would think
    on an event loop, which these tests do not run)."""
    people = Settings().with_seats(device.game_id, (HUMAN,) * len(seats))
    device.storage.setItem(SETTINGS_KEY, people.to_json())
    device.open()
    game = pygames.get_game(device.game_id)
    device.app.choose(settle(game, len(seats), {}, seats), "normal", name)


def anna_then_bob(
    game_id: str, rng: random.Random, *, anna_s_name: str = "Anna"
) -> tuple[Device, Device]:
    """Anna starts a game with Bob and plays her turn; Bob opens her link and takes his
    seat as Bob."""
    anna, bob = Device(game_id), Device(game_id)
    start_with_friend(anna, (HUMAN, FRIEND), name=anna_s_name)
    anna.play_turn(rng)
    bob.open(fragment="#" + anna.link())
    bob.app.name_seats("Bob")
    return anna, bob


def test_a_game_with_a_friend_goes_back_and_forth_by_link_to_its_end() -> None:
    rng = random.Random(5)
    agent = make_agent("offboard", "easy", seed=13)  # a game of under a hundred moves
    anna, bob = Device("offboard"), Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND))
    match = anna.app.match
    assert match.friend is not None and match.friend.names == ("Anna", "")
    assert match.seats == (HUMAN, FRIEND)
    anna.play_turn(rng, agent)
    assert anna.passed == 1  # the page offers the link once the friend is to move
    bob.open(fragment="#" + anna.link())
    assert bob.opening.friend is not None and bob.opening.friend.invited
    assert bob.app.match.seats == (FRIEND, HUMAN)
    bob.app.name_seats("Bob")
    assert bob.app.match.friend is not None and bob.app.match.friend.names == ("Anna", "Bob")
    devices = {0: anna, 1: bob}
    turns = 1  # Anna's first
    while not anna.app.match.state.is_over():
        mover = devices[anna.app.match.state.current_player or 0]
        other = devices[1 - (anna.app.match.state.current_player or 0)]
        if mover is bob and bob.app.match.state.actions() != anna.app.match.state.actions():
            bob.open(fragment="#" + anna.link())
        mover.play_turn(rng, agent)
        turns += 1
        other.open(fragment="#" + mover.link())
        if other.app.match.state.is_over():
            break
        assert "new move" in other.said()
        assert other.app.match.awaiting_human()
    assert anna.passed + bob.passed == turns  # the link offered after every turn, the last too
    final = [device.app.match.state.actions() for device in (anna, bob)]
    assert [str(action) for action in final[0]] == [str(action) for action in final[1]]
    kept = anna.friends.kept(anna.app.match.friend.friend_id)  # type: ignore[union-attr]
    assert kept is not None and kept.link.names == ("Anna", "Bob")


def test_three_friends_pass_the_link_round_the_table_in_seat_order() -> None:
    rng = random.Random(2)
    people = [Device("down-under") for _ in range(3)]
    start_with_friend(people[0], (HUMAN, FRIEND, FRIEND))
    for turn in range(7):
        seat = people[0].app.match.state.current_player if turn == 0 else None
        mover = people[turn % 3]
        if turn:
            previous = people[(turn - 1) % 3]
            mover.open(fragment="#" + previous.link())
            if turn < 3:
                mover.app.name_seats(f"P{turn}")
        seat = mover.app.match.state.current_player
        assert seat is not None and mover.app.match.seats[seat] == HUMAN
        assert mover.app.match.mine() == (turn % 3,)
        mover.play_turn(rng)
    assert people[0].app.match.friend is not None
    names = from_friend_fragment(people[0].link(), pygames.get_game).names
    assert names == ("Anna", "P1", "P2")


def test_a_link_that_changes_an_earlier_move_is_refused_and_both_copies_are_kept() -> None:
    rng = random.Random(8)
    anna, bob = anna_then_bob("offboard", rng)
    bob.play_turn(rng)
    anna.open(fragment="#" + bob.link())
    anna.play_turn(rng)
    copy = anna.link()
    # Bob's link with his first move changed: a tampered (or mixed-up) version.
    honest = from_friend_fragment(bob.link(), pygames.get_game)
    first = honest.state.actions()[0]
    start = honest.state.game.new_game(players=2, seed=honest.state.seed)
    other = next(action for action in start.legal_actions() if action != first)
    changed = start.apply(other)
    while changed.current_player == 0:
        changed = changed.apply(rng.choice(changed.legal_actions()))
    changed = changed.apply(rng.choice(changed.legal_actions()))
    tampered = FriendLink(honest.friend_id, honest.names, 1, changed)
    anna.open(fragment="#" + to_friend_fragment(tampered))
    assert "part at move 1" in anna.said()
    assert anna.link() == copy  # her copy shown and kept, unchanged
    parted = anna.friends.parted(honest.friend_id)
    assert [str(action) for action in parted[0].state.actions()] == [
        str(action) for action in changed.actions()
    ]


def test_a_cut_link_is_explained_changes_nothing_and_shows_the_page_s_own_game() -> None:
    rng = random.Random(4)
    anna, bob = Device("offboard"), Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND))
    anna.play_turn(rng)
    link = anna.link()
    bob.open(fragment="#" + link[: len(link) // 2])
    assert "cut off" in bob.said() and "ask for the last link again" in bob.said()
    assert bob.app.match.friend is None
    assert bob.friends.gallery().games == ()
    assert bob.opening.notes[-1].key == BAD_LINK


def test_an_older_link_changes_nothing_and_says_the_copy_has_more() -> None:
    rng = random.Random(6)
    anna, bob = Device("offboard"), Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND))
    anna.play_turn(rng)
    first = anna.link()
    bob.open(fragment="#" + first)
    bob.app.name_seats("Bob")
    bob.play_turn(rng)
    anna.open(fragment="#" + bob.link())
    anna.play_turn(rng)
    ahead = anna.link()
    anna.open(fragment="#" + first)
    assert "older link" in anna.said()
    assert anna.link() == ahead


def test_a_kept_game_reopens_by_its_id_and_an_unknown_id_says_so() -> None:
    rng = random.Random(1)
    anna = Device("down-under")
    start_with_friend(anna, (HUMAN, FRIEND))
    anna.play_turn(rng)
    friend_id = anna.app.match.friend.friend_id  # type: ignore[union-attr]
    link = anna.link()
    anna.open(fragment=f"#friend={friend_id}")
    assert anna.link() == link and anna.app.match.awaiting_friend()
    assert anna.app.undo() == Say("app.undo.sent")  # her move has gone to Bob
    assert anna.link() == link
    anna.open(fragment="#friend=AAAAAAAAAAAA")
    assert anna.app.match.friend is None
    assert "keeps no game with friends" in anna.said()


def test_undo_never_takes_back_a_move_that_came_by_link() -> None:
    rng = random.Random(3)
    anna, bob = anna_then_bob("offboard", rng)
    refusal = bob.app.undo()
    assert refusal == Say("app.undo.friend")
    assert len(bob.app.match.state.actions()) == 1


def test_a_watcher_plays_no_seat_and_the_status_says_whose_device_moves() -> None:
    rng = random.Random(9)
    anna, carl = Device("offboard"), Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND))
    anna.play_turn(rng)
    carl.open(fragment="#" + anna.link())
    carl.app.name_seats("Carl", watch=True)
    assert carl.app.match.mine() == () and not carl.app.interactive()
    carl.app.show.finish()  # the status waits for Anna's move to come to rest
    status = "You are watching: Yellow is to move on their own device."
    assert carl.document["status"].textContent == status
    assert carl.document["friend-send"].hidden
    assert carl.friends.kept(carl.app.match.friend.friend_id).mine == ()  # type: ignore[union-attr]


def test_choosing_a_friend_s_seat_turns_the_computers_into_friends() -> None:
    assert fit_seats((HUMAN, FRIEND, "ai:hard"), 3) == (HUMAN, FRIEND, FRIEND)
    assert fit_seats((HUMAN, FRIEND), 3) == (HUMAN, FRIEND, FRIEND)
    assert fit_seats((HUMAN, "ai:hard"), 3) == (HUMAN, "ai:hard", "ai:normal")


@pytest.mark.parametrize(
    ("game_id", "foreseeable"),
    [("offboard", False), ("down-under", False), ("outback", True), ("australia", True)],
)
def test_new_game_with_a_friend_asks_a_name_and_warns_where_chance_can_be_foreseen(
    game_id: str, foreseeable: bool
) -> None:
    game, ui, text = pygames.get_game(game_id), board_for(game_id), Text("en")
    alone = panels.setup_form(ui, game, text, settle(game, 2, {}, (HUMAN, "ai:easy")))
    assert 'id="setup-name"' not in alone and f'value="{FRIEND}"' in alone
    setup = settle(game, 2, {}, (HUMAN, FRIEND))
    form = panels.setup_form(ui, game, text, setup, 'Ann<a>"')
    assert 'id="setup-name"' in form and 'value="Ann&lt;a&gt;&quot;"' in form
    assert ("see them coming" in form) is foreseeable


def test_a_race_against_the_clock_offers_a_friend_s_seat_as_a_challenge() -> None:
    game, ui = pygames.get_game("out-of-mine"), board_for("out-of-mine")
    form = panels.setup_form(ui, game, Text("en"), settle(game, 2, {}, (HUMAN, HUMAN)))
    assert f'value="{FRIEND}"' in form and 'id="setup-name"' not in form
    chosen = panels.setup_form(ui, game, Text("en"), settle(game, 2, {}, (HUMAN, FRIEND)), "")
    assert "becomes a challenge" in chosen and "group chat" in chosen
    assert 'id="setup-name"' in chosen and " required" in chosen


def test_the_link_sent_as_text_survives_short_lines_and_names_the_friend() -> None:
    rng = random.Random(7)
    anna, bob = anna_then_bob("outback", rng)
    bob.play_turn(rng)
    ui, text = board_for("outback"), Text("en")
    words = sending.as_text(text, ui, SITE, bob.app.match)
    lines = words.splitlines()
    assert "Anna" in lines[0] and SITE in lines[0]
    assert lines[1] == f"{SITE}play.html?game=outback"
    assert all(len(line) <= sending.TEXT_LINE for line in lines[2:])
    assert "".join(lines[2:]) == bob.link()
    assert sending.address(SITE, bob.app.match) == f"{SITE}play.html?game=outback#{bob.link()}"
    assert sending.invitation(text, ui, bob.app.match, 1) == "Bob invites you to Outback"
    assert sending.invitation(text, ui, anna.app.match, 1) == "You are invited to Outback"


def test_a_game_s_own_address_reopens_it() -> None:
    address = friend_address("offboard", "k3XwJ0aG6yQ1")
    assert address == "?game=offboard#friend=k3XwJ0aG6yQ1"
    _, fragment = address.split("#")
    launch = read_launch(pygames.get_game("offboard"), {"game": "offboard"}, "#" + fragment)
    assert launch.friend_id == "k3XwJ0aG6yQ1" and launch.custom
    bad = read_launch(pygames.get_game("offboard"), {}, "#friend=../x")
    assert bad.friend_id is None and bad.notes[0].key == "launch.bad_value"


def test_the_name_is_remembered_cleaned_and_kept_with_the_device_s_seat() -> None:
    anna = Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND), name="Anna")
    assert Settings.from_json(anna.storage.getItem(SETTINGS_KEY)).name == "Anna"
    assert Settings.from_json('{"name": "\\u202eEve\\n"}').name == "Eve"
    assert Settings.from_json('{"name": 3}').name == ""
    friend_id = anna.app.match.friend.friend_id  # type: ignore[union-attr]
    entry = anna.storage.getItem(friend_key(friend_id))
    assert entry is not None and re.search(r'"mine":\[0\]', entry)
    assert re.search(r'"game":"offboard"', entry) and re.search(r'"turn":0', entry)
    assert '"last":{}' in entry  # no move yet
    anna.play_turn(random.Random(1))
    told = json.loads(anna.storage.getItem(friend_key(friend_id)))["last"]
    state = anna.app.match.state
    assert state.parent is not None and state.last_action is not None
    assert told["en"] == str(Text("en").say(state.parent.describe(state.last_action)))
    assert set(told) == {"en", "de", "fr", "nl"} and told["de"] != told["en"]


def test_a_friend_s_next_link_opened_in_the_same_tab_is_read_without_loading_again() -> None:
    rng = random.Random(11)
    anna, bob = anna_then_bob("down-under", rng)
    bob.play_turn(rng)
    app = anna.app
    anna.follow("#" + bob.link())
    assert anna.app is app and app.match.awaiting_human()
    assert "brings 1 new move" in anna.said()
    assert app.show.busy()  # Bob's move, shown as it happened
    anna.follow("#f1.AAAA")
    assert "looks cut off" in anna.said() and app.match.awaiting_human()


def test_a_newcomer_invited_to_a_game_learns_it_first_and_comes_back_to_the_game() -> None:
    rng = random.Random(12)
    anna, bob = anna_then_bob("down-under", rng)
    friend_id = bob.app.match.friend.friend_id  # type: ignore[union-attr]
    bob.app.start_lesson()
    assert bob.app.match.friend is None and bob.app.tutor.lesson is not None
    bob.app.end_lesson(play_on=False)
    assert bob.app.match.friend is not None and bob.app.match.friend.friend_id == friend_id
    assert bob.app.match.awaiting_human() and bob.app.match.mine() == (1,)


def test_the_players_list_names_each_seat_as_its_player_chose_and_yours_as_you() -> None:
    rng = random.Random(2)
    anna, bob = anna_then_bob("offboard", rng, anna_s_name="")
    players = bob.document["players"].innerHTML
    assert "Bob" in players and "You" not in players  # Bob named his seat; Anna did not
    assert "A friend, by link" in players
    anna.app.screen.render()
    assert '<span class="seat">You</span>' in anna.document["players"].innerHTML


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("australia", 2), ("australia", 5), ("outback", 4), ("down-under", 4), ("offboard", 2)],
)
def test_every_turn_based_game_passes_round_its_table_by_link(game_id: str, players: int) -> None:
    rng = random.Random(players)
    people = [Device(game_id) for _ in range(players)]
    start_with_friend(people[0], (HUMAN, *(FRIEND,) * (players - 1)))
    holder = people[0]
    holder.play_turn(rng)
    joined = {0}
    for _ in range(2 * players):
        seat = holder.app.match.state.current_player
        if seat is None:
            break
        person = people[seat]
        person.open(fragment="#" + holder.link())
        if seat not in joined:
            person.app.name_seats(f"P{seat}")
            joined.add(seat)
        assert person.app.match.mine() == (seat,) and person.app.match.awaiting_human()
        person.play_turn(rng)
        holder = person
    link = from_friend_fragment(holder.link(), pygames.get_game)
    assert link.state.players == players and len(link.state.actions()) > 2 * players


def test_an_invitation_left_unanswered_is_asked_again_on_reopening() -> None:
    rng = random.Random(3)
    anna, bob = Device("offboard"), Device("offboard")
    start_with_friend(anna, (HUMAN, FRIEND))
    anna.play_turn(rng)
    link = anna.link()
    bob.open(fragment="#" + link)
    assert bob.opening.friend is not None and bob.opening.friend.invited
    friend_id = bob.app.match.friend.friend_id  # type: ignore[union-attr]
    bob.open(fragment=f"#friend={friend_id}")  # a reload before answering
    assert bob.opening.friend is not None and bob.opening.friend.invited
    assert bob.opening.friend.sender == 0
    bob.open(fragment="#" + link)  # the same link again
    assert bob.opening.friend is not None and bob.opening.friend.invited
    bob.app.name_seats("Bob")
    bob.open(fragment=f"#friend={friend_id}")
    assert bob.opening.friend is not None and not bob.opening.friend.invited
