"""A challenge in the page, in CPython: devices that race the same Out of Mine! deal, each
alone with its own storage, and send their links after each round, through the page's own
opening, app and panel.

What a page does with a challenge link (the invitation to race, the same deal, the
others' rounds kept, an older or changed link refused, a cut one explained), how New game
starts a challenge (the name required), what the panel shows (the standings, a friend's
board only for rounds this device has finished too) and what the gallery lists.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pygames
from pygames.core.challenges import (
    ChallengeLink,
    from_challenge_fragment,
    standings,
    to_challenge_fragment,
)
from pygames.games.out_of_mine.actions import Put
from pygames.web import challenge_panel, challenge_play
from pygames.web.challenge_games import ChallengeGames
from pygames.web.challenge_play import ChallengeOpened, open_challenge
from pygames.web.launch import read_launch
from pygames.web.match import FRIEND, HUMAN
from pygames.web.newgame import allowed, settle
from pygames.web.opening import open_page
from pygames.web.panels import points
from pygames.web.sending import TEXT_LINE
from pygames.web.settings import SETTINGS_KEY, Settings
from pygames.web.text import Text
from tests.stand_in_page import Storage, page_app

GAME = "out-of-mine"
SIZE = (600.0, 500.0)
SITE = "https://example.org/games/"
ROUNDS = 7


class Device:
    """One person's browser: its storage, and the game page it has open."""

    def __init__(self) -> None:
        self.storage = Storage()
        # Out of Mine! alone last time: the page opens with no dwarf to think (no event
        # loop runs here), and New game starts the challenge from there.
        alone = Settings().with_choice(GAME, (HUMAN,), {}, "normal")
        self.storage.setItem(SETTINGS_KEY, alone.to_json())
        self.raced: list[int] = []
        self.invited: ChallengeOpened | None = None
        self.clock = 1_764_300_000.0

    @property
    def challenges(self) -> ChallengeGames:
        return ChallengeGames(self.storage, self._now)

    def _now(self) -> float:
        self.clock += 1
        return self.clock

    def open(self, *, fragment: str = "") -> None:
        """Open the game's page at an address, as the shell does."""
        game = pygames.get_game(GAME)
        settings = Settings.from_json(self.storage.getItem(SETTINGS_KEY))
        launch = read_launch(game, {"game": GAME}, fragment)
        launch, challenge = open_challenge(game, launch, self.challenges)
        self.invited = challenge if challenge is not None and challenge.invited else None
        opening = open_page(
            game, launch, settings, None, today=lambda: (2026, 11, 28), challenge=challenge
        )
        self.opening = opening
        self.app, self.document = page_app(GAME, opening, self.storage, settings, SIZE)
        self.app.raced = self.raced.append
        self.app.start()
        self.app.board_seen()

    def follow(self, fragment: str) -> None:
        """Open a link in the tab the game is open in, as the shell's ``hashchange`` does."""
        game = pygames.get_game(GAME)
        launch = read_launch(game, {"game": GAME}, fragment)
        launch, opened = open_challenge(game, launch, self.challenges)
        self.app.open_challenge(opened, launch.notes)
        self.invited = opened if opened is not None and opened.invited else None

    def race_round(self, rng: random.Random) -> None:
        """Race one round: side A, the start, some of the solver's crystals a second apart,
        then the call."""
        app = self.app
        while True:
            state = app.match.state
            moves = [str(action) for action in state.legal_actions()]
            if "side A" in moves:
                assert app.play(state.parse_action("side A")) is None
            elif "call" not in moves:
                assert app.play(state.parse_action("+0.1s")) is None
            else:
                break
        solution = app.match.state.solution(0)  # type: ignore[attr-defined]
        for tile in solution[: rng.randint(0, len(solution))]:
            assert app.play(app.match.state.parse_action("+1s")) is None
            assert app.play(Put(tile.kind, tile.anchor, tile.orientation)) is None
        assert app.play(app.match.state.parse_action(f"+{rng.randint(1, 9)}s")) is None
        assert app.play(app.match.state.parse_action("call")) is None

    def link(self) -> str:
        return challenge_play.link_text(self.app.match)

    def said(self) -> str:
        return str(self.document["message"].textContent)

    def everyone(self) -> tuple[ChallengeLink, ...]:
        race = self.app.match.race
        assert race is not None
        return challenge_play.everyone(self.app.match, self.challenges.challenge(race.challenge_id))

    def panel(self) -> str:
        race = self.app.match.race
        assert race is not None
        own = race.participant_id if race.name else None
        return challenge_panel.html(Text("en"), self.everyone(), own)


def start_challenge(device: Device, name: str = "Anna") -> None:
    """Start a challenge from the New game dialog's choices: a friend's seat on a race."""
    device.open()
    game = pygames.get_game(GAME)
    assert device.app.choose(settle(game, 2, {}, (HUMAN, FRIEND)), "normal", name) is None


def join(device: Device, fragment: str, name: str) -> None:
    """Open a challenge's first link and race it under ``name``, as the invitation does."""
    device.open(fragment="#" + fragment)
    assert device.invited is not None
    device.app.name_racer(name)


def panel_order(html: str) -> list[tuple[str, str]]:
    """Each participant's name and total as the panel lists them, first to last."""
    found = re.findall(
        r'<span class="name">(.*?)</span> <span class="total"[^>]*>(.*?)</span>', html
    )
    return [(unescape(name).removesuffix(" (you)"), unescape(total)) for name, total in found]


def expected_order(links: tuple[ChallengeLink, ...]) -> list[tuple[str, str]]:
    order = standings(links).order
    return [(s.name, f"{points(s.total)} point{'' if s.total == 1 else 's'}") for s in order]


def test_new_game_with_a_friend_s_seat_on_a_race_starts_a_challenge_raced_alone() -> None:
    anna = Device()
    start_challenge(anna)
    match = anna.app.match
    assert match.race is not None and match.race.name == "Anna"
    assert match.state.players == 1 and match.seats == (HUMAN,)
    assert match.state.options["solo"] == "clock"  # the dialog's own default
    assert anna.raced == [0]  # the challenge's link offered at once
    sent = challenge_play.sent(Text("en"), SITE, match)
    assert sent.title == "Send the challenge to your friends"
    assert sent.address == f"{SITE}play.html?game={GAME}#{anna.link()}"
    assert "group chat" in sent.how
    kept = anna.challenges.challenge(match.race.challenge_id)
    assert kept is not None and kept.own == match.race.participant_id


def test_a_challenge_needs_a_name_the_remembered_one_else_it_is_refused() -> None:
    anna = Device()
    anna.open()
    game = pygames.get_game(GAME)
    before = anna.app.match
    refusal = anna.app.choose(settle(game, 2, {}, (HUMAN, FRIEND)), "normal", "")
    assert refusal is not None and "Type your name" in Text("en").say(refusal)
    assert anna.app.match is before and anna.raced == []
    named = Settings.from_json(anna.storage.getItem(SETTINGS_KEY)).with_name("Anna")
    anna.storage.setItem(SETTINGS_KEY, named.to_json())
    anna.open()
    assert anna.app.choose(settle(game, 2, {}, (HUMAN, FRIEND)), "normal", "") is None
    assert anna.app.match.race is not None and anna.app.match.race.name == "Anna"


def test_two_devices_race_all_rounds_and_their_panels_agree_with_the_standings() -> None:
    rng = random.Random(4)
    anna, bob = Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    assert bob.opening.challenge is not None and bob.opening.challenge.inviter == "Anna"
    title = challenge_play.invitation(Text("en"), bob.app.game, "Anna")
    assert title == "Anna challenges you to Out of Mine!: the same deal, raced on your own device"
    one, other = anna.app.match.state, bob.app.match.state
    assert (one.seed, dict(one.options)) == (other.seed, dict(other.options))  # the same deal
    assert bob.app.match.race is not None and anna.app.match.race is not None
    assert bob.app.match.race.challenge_id == anna.app.match.race.challenge_id
    for number in range(1, ROUNDS + 1):
        anna.race_round(rng)
        assert anna.raced[-1] == number
        sent = challenge_play.sent(Text("en"), SITE, anna.app.match)
        assert sent.title == f"Send your round {number}"
        bob.follow("#" + anna.link())
        assert f"new from Anna: {number} round" in bob.said()
        bob.race_round(rng)
        assert bob.raced[-1] == number
        anna.follow("#" + bob.link())
        link = from_challenge_fragment(anna.link(), pygames.get_game)
        assert len(link.rounds) == number  # the link carries every round so far
        for device in (anna, bob):
            everyone = device.everyone()
            assert len(everyone) == 2
            assert panel_order(device.panel()) == expected_order(everyone)
    html = anna.panel()
    assert "Everyone has finished. The final order:" in html
    assert panel_order(html) == panel_order(bob.panel())
    assert html.count('data-testid="challenge-board"') == ROUNDS  # Bob's boards, every round


def test_a_friend_s_board_shows_only_for_rounds_this_device_has_finished() -> None:
    rng = random.Random(9)
    anna, bob = Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    anna.race_round(rng)
    bob.follow("#" + anna.link())
    html = bob.panel()
    assert "Finish round 1 to see theirs" in html and "<svg" not in html
    bob.race_round(rng)
    html = bob.panel()
    assert "Finish round 1" not in html
    assert 'data-testid="challenge-board"' in html and "<svg" in html
    assert "Anna&#x27;s board at the end of round 1" in html


def test_three_devices_each_see_everyone_once_the_links_go_round() -> None:
    rng = random.Random(2)
    anna, bob, carol = Device(), Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    join(carol, anna.link(), "Carol")
    for device in (anna, bob, carol):
        device.race_round(rng)
    for device in (anna, bob, carol):
        for other in (anna, bob, carol):
            if other is not device:
                device.follow("#" + other.link())
    for device in (anna, bob, carol):
        everyone = device.everyone()
        assert sorted(link.name for link in everyone) == ["Anna", "Bob", "Carol"]
        assert panel_order(device.panel()) == expected_order(everyone)
        assert not standings(everyone).all_done


def test_an_older_or_changed_link_changes_nothing_and_says_so() -> None:
    rng = random.Random(6)
    anna, bob = Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    anna.race_round(rng)
    older = anna.link()
    anna.race_round(rng)
    bob.follow("#" + anna.link())
    bob.follow("#" + older)
    assert "an older link from Anna" in bob.said()
    kept = [link for link in bob.everyone() if link.name == "Anna"]
    assert len(kept[0].rounds) == 2
    bob.follow("#" + anna.link())
    assert "nothing new from Anna" in bob.said()
    # Anna's race with her first round called at another moment: a changed version.
    honest = from_challenge_fragment(anna.link(), pygames.get_game)
    state = honest.state.game.new_game(
        players=1, seed=honest.state.seed, options=honest.state.options
    )
    for action in honest.state.actions():
        if str(action) == "call":
            state = state.apply(state.parse_action("+0.1s"))
            state = state.apply(action)
            break
        state = state.apply(action)
    changed = ChallengeLink(honest.challenge_id, honest.participant_id, "Anna", state)
    bob.follow("#" + to_challenge_fragment(changed))
    assert "differs from the one on this device" in bob.said()
    kept = [link for link in bob.everyone() if link.name == "Anna"]
    assert len(kept[0].rounds) == 2  # the one kept stays
    before = bob.app.match.state
    bob.follow("#" + bob.link())  # his own link, back from the group chat
    assert "your own race" in bob.said()
    assert bob.app.match.state is before  # his race on the board, untouched


def test_a_cut_link_is_explained_and_the_race_on_the_board_stays() -> None:
    rng = random.Random(3)
    anna, bob = Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    anna.race_round(rng)
    before = bob.app.match.state
    link = anna.link()
    bob.follow("#" + link[: len(link) // 2])
    assert "cut off" in bob.said() or "damaged" in bob.said()
    assert bob.app.match.state is before


def test_a_kept_challenge_reopens_by_its_address_and_an_unknown_one_says_so() -> None:
    rng = random.Random(5)
    anna = Device()
    start_challenge(anna)
    anna.race_round(rng)
    race = anna.app.match.race
    assert race is not None
    actions = [str(action) for action in anna.app.match.state.actions()]
    address = challenge_play.challenge_address(GAME, race.challenge_id)
    assert address == f"?game={GAME}#challenge={race.challenge_id}"
    anna.open(fragment="#challenge=" + race.challenge_id)
    assert anna.app.match.race == race
    assert [str(action) for action in anna.app.match.state.actions()] == actions
    assert anna.invited is None
    alone = Settings().with_choice(GAME, (HUMAN,), {}, "normal")  # no dwarf to think
    anna.storage.setItem(SETTINGS_KEY, alone.to_json())
    anna.open(fragment="#challenge=AAAAAAAAAAAA")
    assert "keeps no challenge under this address" in anna.said()
    assert anna.app.match.race is None


def test_an_invited_device_that_reloads_before_answering_is_invited_again() -> None:
    anna, bob = Device(), Device()
    start_challenge(anna)
    bob.open(fragment="#" + anna.link())
    assert bob.invited is not None
    race = bob.app.match.race
    assert race is not None and race.name == ""
    assert bob.app.match.race is not None
    bob.open(fragment="#challenge=" + race.challenge_id)
    assert bob.invited is not None and bob.invited.inviter == "Anna"
    kept = bob.challenges.challenge(race.challenge_id)
    assert kept is not None and kept.own is None  # nothing raced, nothing kept as his


def test_the_gallery_lists_each_challenge_with_its_names_rounds_and_leader() -> None:
    rng = random.Random(1)
    anna, bob = Device(), Device()
    start_challenge(anna)
    join(bob, anna.link(), "Bob")
    anna.race_round(rng)
    bob.race_round(rng)
    anna.follow("#" + bob.link())
    gallery = anna.challenges.gallery()
    assert len(gallery.challenges) == 1
    shown = gallery.challenges[0].to_json()
    assert shown["game"] == GAME and not shown["done"]
    names = [participant["name"] for participant in shown["participants"]]
    assert sorted(names) == ["Anna", "Bob"]
    order = standings(anna.everyone()).order
    assert names == [stood.name for stood in order]  # who leads first
    assert [participant["rounds"] for participant in shown["participants"]] == [1, 1]
    assert [participant["own"] for participant in shown["participants"]].count(True) == 1


def test_the_link_sent_as_text_survives_short_lines() -> None:
    rng = random.Random(7)
    anna = Device()
    start_challenge(anna)
    anna.race_round(rng)
    sent = challenge_play.sent(Text("en"), SITE, anna.app.match)
    lines = sent.as_text.split("\n")
    assert lines[0].startswith("Anna's round 1 in our Out of Mine! challenge:")
    assert lines[1] == f"{SITE}play.html?game={GAME}"
    assert all(len(line) <= TEXT_LINE for line in lines[2:])
    assert "".join(lines[2:]) == anna.link()


def test_a_challenge_takes_nothing_back_and_a_rematch_is_a_new_challenge() -> None:
    rng = random.Random(8)
    anna = Device()
    start_challenge(anna)
    anna.race_round(rng)
    refusal = anna.app.undo()
    assert refusal is not None and "nothing can be taken back" in Text("en").say(refusal)
    race = anna.app.match.race
    anna.app.rematch()
    again = anna.app.match.race
    assert again is not None and race is not None
    assert again.challenge_id != race.challenge_id and again.name == "Anna"
    assert anna.raced[-1] == 0


def test_a_challenge_link_opened_on_another_game_s_page_names_its_game() -> None:
    anna = Device()
    start_challenge(anna)
    game = pygames.get_game("offboard")
    storage = Storage()
    launch = read_launch(game, {"game": "offboard"}, "#" + anna.link())
    launch, opened = open_challenge(game, launch, ChallengeGames(storage, lambda: 0.0))
    assert opened is None
    said = Text("en").say(launch.notes[-1])
    assert "Out of Mine!" in said
    assert ChallengeGames(storage, lambda: 0.0).gallery().challenges == ()  # nothing kept


def test_a_challenge_is_set_up_with_the_options_of_one_player_racing_alone() -> None:
    game = pygames.get_game(GAME)
    setup = settle(game, 2, {"solo": "calm"}, (HUMAN, FRIEND))
    assert setup.options["solo"] == "calm"  # kept: the challenge is raced alone
    assert settle(game, 2, {"solo": "calm"}, (HUMAN, "ai:easy")).options["solo"] == "clock"
    assert len(allowed(game, setup)["solo"]) == 3
    anna = Device()
    anna.open()
    assert anna.app.choose(setup, "normal", "Anna") is None
    assert anna.app.match.state.options["solo"] == "calm"
