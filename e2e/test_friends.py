"""Games with friends between browsers: each person a browser context of their own (their
own storage, as on their own phone), the game passed on by link after every turn."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from e2e.playing import decline_the_lesson, play_by_taps, state
from pygames.ai import choose
from pygames.core.friends import FriendLink, from_friend_fragment, to_friend_fragment
from pygames.games.levels import make_agent

#: The easy computer's moves with this seed end an Offboard game in 86 moves, whatever
#: the game's own seed: the whole game passes by link in well under a minute.
SHORT_GAME_AGENT_SEED = 13
ACTIONS = "() => window.pygames.state().record.actions.length"


def game_of(page: Page) -> pygames.core.State:
    """The page's game, replayed in CPython."""
    return pygames.replay(state(page)["record"])


def friend_link(page: Page) -> str:
    link = page.evaluate("() => window.pygames.friendLink()")
    assert isinstance(link, str) and link.startswith("f1."), link
    return link


#: Set the address's fragment and wait for its ``hashchange`` to be handled: the page's own
#: listener, added first, has run when this one runs.
FOLLOW = """fragment => new Promise((done) => {
  addEventListener("hashchange", () => done(true), { once: true });
  location.hash = fragment;
})"""


def follow(page: Page, link: str, moves: int) -> None:
    """Open ``link`` in the tab the game is open in, as a person tapping it in a chat app
    would with the page open: only the fragment changes, and the page reads it."""
    page.evaluate(FOLLOW, "#" + link)
    assert page.evaluate(ACTIONS) == moves


def start_with_friends(page: Page, seats: int, name: str) -> None:
    """Start a game with friends from Play a friend, by real clicks: this page's player in
    the first seat, a friend by link in each other."""
    page.get_by_test_id("play-friend").click()
    expect(page.get_by_test_id("seat-1")).to_have_value("friend")
    if seats > 2:
        page.get_by_test_id("setup-players").select_option(str(seats))
    for seat in range(2, seats):
        expect(page.get_by_test_id(f"seat-{seat}")).to_have_value("friend")
    page.get_by_test_id("setup-name").fill(name)
    page.get_by_test_id("setup-start").click()
    expect(page.get_by_test_id("setup")).to_be_hidden()


def accept_invitation(page: Page, title: str, name: str) -> None:
    invite = page.get_by_test_id("friend-invite")
    expect(invite).to_be_visible()
    expect(page.get_by_test_id("invite-title")).to_have_text(title)
    page.get_by_test_id("invite-name").fill(name)
    page.get_by_test_id("invite-play").click()
    expect(invite).to_be_hidden()


def test_two_friends_play_a_whole_offboard_game_by_links_back_and_forth(
    new_context: NewContext, base_url: str, wait_ready: WaitReady
) -> None:
    agent = make_agent("offboard", "easy", seed=SHORT_GAME_AGENT_SEED)

    def agents_move(page: Page) -> pygames.core.Action:
        position = game_of(page)
        return choose(agent, position.view(position.current_player or 0))

    anna = new_context().new_page()
    anna.goto("play.html?game=offboard")
    wait_ready(anna)
    decline_the_lesson(anna)
    start_with_friends(anna, 2, "Anna")
    expect(anna.get_by_test_id("status")).to_contain_text("Red to move")
    play_by_taps(anna, game_of(anna), agents_move(anna))
    dialog = anna.get_by_test_id("friend-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text("Send this to the player of Yellow")
    expect(anna.get_by_test_id("friend-qr").locator("svg path")).to_have_count(1)
    sent = anna.get_by_test_id("friend-link").input_value()
    assert sent == f"{base_url}play.html?game=offboard#{friend_link(anna)}"
    anna.get_by_test_id("friend-close").click()
    waiting = "Waiting for Yellow: send them the link of your move."
    expect(anna.get_by_test_id("status")).to_have_text(waiting)
    expect(anna.get_by_test_id("friend-send")).to_be_visible()  # to send it again

    bob = new_context().new_page()
    bob.goto(sent)
    wait_ready(bob)
    accept_invitation(bob, "Anna invites you to Offboard", "Bob")
    expect(bob.get_by_test_id("friend-send")).to_be_hidden()  # his turn: nothing to send
    assert bob.url.endswith("#friend=" + state(bob)["friend"]["id"])  # a reload reopens it
    play_by_taps(bob, game_of(bob), agents_move(bob))
    expect(bob.get_by_test_id("friend-dialog").locator("h2")).to_have_text("Send this to Anna")
    bob.get_by_test_id("friend-close").click()

    pages = (anna, bob)
    follow(anna, friend_link(bob), 2)
    expect(anna.get_by_test_id("message")).to_contain_text("brings 1 new move")
    expect(anna.get_by_test_id("player-1")).to_contain_text("Bob")
    position = game_of(anna)
    while not position.is_over():
        mover = pages[position.current_player or 0]
        move = choose(agent, position.view(position.current_player or 0))
        assert mover.evaluate("m => window.pygames.play(m)", str(move))["ok"]
        position = position.apply(move)
        other = pages[1 - pages.index(mover)]
        follow(other, friend_link(mover), len(position.actions()))
    finals: list[dict[str, Any]] = [state(page) for page in pages]
    assert finals[0]["record"] == finals[1]["record"] and finals[0]["over"]
    assert finals[0]["winners"] == list(position.winners())
    assert len(position.actions()) < 100  # the short game: the agent played every move


def play_turn(page: Page, rng: random.Random) -> None:
    """Play legal moves until a friend is to move or the game is over."""
    while page.evaluate("() => window.pygames.state().awaiting") == "human":
        move = rng.choice(page.evaluate("() => window.pygames.legal()"))
        assert page.evaluate("m => window.pygames.play(m)", move)["ok"]


def moves(page: Page) -> int:
    count = page.evaluate(ACTIONS)
    assert isinstance(count, int)
    return count


def test_three_friends_pass_down_under_round_the_table_and_a_changed_link_keeps_both(
    new_context: NewContext, base_url: str, wait_ready: WaitReady
) -> None:
    rng = random.Random(4)
    anna = new_context().new_page()
    anna.goto("play.html?game=down-under")
    wait_ready(anna)
    start_with_friends(anna, 3, "Anna")
    play_turn(anna, rng)
    bob, cleo = new_context().new_page(), new_context().new_page()
    for seat, page, name, sender in ((1, bob, "Bob", anna), (2, cleo, "Cleo", bob)):
        page.goto(f"{base_url}play.html?game=down-under#{friend_link(sender)}")
        wait_ready(page)
        invitation = f"{'Anna' if sender is anna else 'Bob'} invites you to Down Under"
        accept_invitation(page, invitation, name)
        expect(page.get_by_test_id(f"player-{seat}")).to_contain_text(name)
        play_turn(page, rng)
        expect(page.get_by_test_id("friend-dialog").locator("h2")).to_contain_text("Send this to")
        page.get_by_test_id("friend-close").click()
    follow(anna, friend_link(cleo), moves(cleo))
    expect(anna.get_by_test_id("player-2")).to_contain_text("Cleo")
    play_turn(anna, rng)
    follow(bob, friend_link(anna), moves(anna))
    records = [state(page)["record"]["actions"] for page in (anna, bob)]
    assert records[0] == records[1]

    # A link whose first move was changed (a tampered or mixed-up one) reaches Cleo.
    honest = from_friend_fragment(friend_link(bob), pygames.get_game)
    first = honest.state
    start = first.game.new_game(players=3, seed=first.seed, options=first.options)
    changed = start.apply(start.legal_actions()[-1])
    assert str(changed.actions()[0]) != str(honest.state.actions()[0])
    tampered = to_friend_fragment(FriendLink(honest.friend_id, honest.names, 0, changed))
    kept = moves(cleo)
    cleo.evaluate(FOLLOW, "#" + tampered)
    expect(cleo.get_by_test_id("message")).to_contain_text("part at move 1")
    assert moves(cleo) == kept
    stored = cleo.evaluate("() => Object.keys(localStorage)")
    assert f"pygames:v1:friend:{honest.friend_id}:parted:1" in stored
    # A link cut off by a chat app is explained, and changes nothing.
    cleo.evaluate(FOLLOW, "#" + friend_link(bob)[:60])
    expect(cleo.get_by_test_id("message")).to_contain_text("cut off")
    assert moves(cleo) == kept

    # Cleo reloads and finds the game on the gallery, where it is Bob's turn.
    cleo.goto("index.html")
    row = cleo.get_by_test_id("friend-game")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Down Under with Anna, Bob")
    expect(row).to_contain_text("Anna's turn")  # her reply never reached Cleo
    row.get_by_role("link").click()
    wait_ready(cleo)
    assert moves(cleo) == kept and state(cleo)["friend"]["names"] == ["Anna", "Bob", "Cleo"]


def test_outback_between_two_friends_and_a_link_pasted_whole_into_the_gallery(
    new_context: NewContext, base_url: str, wait_ready: WaitReady
) -> None:
    rng = random.Random(6)
    anna_context = new_context()
    anna_context.grant_permissions(["clipboard-read", "clipboard-write"])
    anna = anna_context.new_page()
    anna.goto("play.html?game=outback")
    wait_ready(anna)
    anna.get_by_test_id("new-game").click()
    anna.get_by_test_id("seat-1").select_option("friend")
    expect(anna.get_by_test_id("setup")).to_contain_text("could see them coming")
    anna.get_by_test_id("setup-name").fill("Anna")
    anna.get_by_test_id("setup-start").click()
    play_turn(anna, rng)
    anna.get_by_test_id("friend-copy-text").click()
    expect(anna.get_by_test_id("friend-copied")).to_have_text("Copied.")
    message = anna.evaluate("() => navigator.clipboard.readText()")
    assert all(len(line) <= 64 for line in message.splitlines()[2:])

    bob = new_context().new_page()
    bob.goto("index.html")
    bob.get_by_test_id("friend-paste-text").fill("hello")
    bob.get_by_role("button", name="Open").click()
    expect(bob.get_by_test_id("friend-paste-said")).to_contain_text("No link")
    bob.get_by_test_id("friend-paste-text").fill(message)
    bob.get_by_role("button", name="Open").click()
    wait_ready(bob)
    accept_invitation(bob, "Anna invites you to Outback", "Bob")
    for _ in range(2):
        play_turn(bob, rng)
        follow(anna, friend_link(bob), moves(bob))
        play_turn(anna, rng)
        follow(bob, friend_link(anna), moves(anna))
    played = [page.evaluate("() => window.pygames.state().record.actions") for page in (anna, bob)]
    assert played[0] == played[1] and len(played[0]) > 8
