"""An Out of Mine! challenge between two browsers: each person a browser context of their
own (their own storage, as on their own phone), started and joined by clicks, each racing
the same deal alone, their links exchanged after every round."""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from e2e.playing import PERSON_OR_END, decline_the_lesson
from pygames.core.challenges import ChallengeLink, from_challenge_fragment, standings
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Put
from pygames.web.panels import points

ROUNDS = 7
ROUNDS_SHOWN = """([participant, count]) => [...document.querySelectorAll(
    `[data-participant="${participant}"] [data-testid="challenge-round"]`)].length === count"""
PANEL = """() => [...document.querySelectorAll('[data-testid="challenge-participant"]')].map(
    li => [li.querySelector('.name').textContent, li.querySelector('.total').textContent])"""


def challenge_link(page: Page) -> ChallengeLink:
    """This page's own race, as the link it would send now."""
    text = page.evaluate("() => window.pygames.challengeLink()")
    assert isinstance(text, str) and text.startswith("c1."), text
    return from_challenge_fragment(text, pygames.get_game)


def play(page: Page, move: str) -> None:
    result = page.evaluate("(move) => window.pygames.play(move)", move)
    assert result["ok"], (move, result)


def race_round(page: Page, rng: random.Random) -> None:
    """Race one round through ``window.pygames``: side A, the start, a few of the solver's
    crystals a second apart (where they go comes from the deal in the page's own link),
    then the call a few seconds on."""
    while True:
        page.wait_for_function(PERSON_OR_END)
        legal = page.evaluate("() => window.pygames.legal()")
        if "side A" in legal:
            play(page, "side A")
        elif "call" not in legal:
            play(page, "+0.1s")
        else:
            break
    state = challenge_link(page).state
    assert isinstance(state, OutOfMineState)
    solution = state.solution(0)
    assert solution is not None
    for tile in solution[: rng.randint(0, 3)]:
        play(page, "+1s")
        play(page, str(Put(tile.kind, tile.anchor, tile.orientation)))
    play(page, f"+{rng.randint(1, 5)}s")
    play(page, "call")


def sent_link(page: Page, title: str) -> str:
    """The link the send dialog offers, as a person copies it; the dialog closed."""
    dialog = page.get_by_test_id("friend-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text(title)
    link = page.get_by_test_id("friend-link").input_value()
    page.get_by_test_id("friend-close").click()
    expect(dialog).to_be_hidden()
    return link


def follow(page: Page, link: str, participant: str, rounds: int) -> None:
    """Open ``link`` in the tab the race is open in, as a person tapping it in a group chat
    would with the page open: only the fragment changes, and the page reads it."""
    page.evaluate("fragment => { location.hash = fragment; }", "#" + link.split("#", 1)[1])
    page.wait_for_function(ROUNDS_SHOWN, arg=[participant, rounds])


def test_two_friends_race_an_out_of_mine_challenge_round_by_round(
    new_context: NewContext, base_url: str, wait_ready: WaitReady
) -> None:
    rng = random.Random(11)
    anna_context = new_context()
    anna_context.grant_permissions(["clipboard-read", "clipboard-write"])
    anna = anna_context.new_page()
    anna.goto("play.html?game=out-of-mine")
    wait_ready(anna)
    decline_the_lesson(anna)
    anna.get_by_test_id("new-game").click()
    anna.get_by_test_id("seat-1").select_option("friend")
    expect(anna.get_by_test_id("setup")).to_contain_text("this becomes a challenge")
    anna.get_by_test_id("setup-start").click()  # no name yet: refused, said in the dialog
    expect(anna.get_by_test_id("setup-said")).to_have_text(
        "Type your name: in a challenge it is all the others see of you."
    )
    anna.get_by_test_id("setup-name").fill("Anna")
    anna.get_by_test_id("setup-start").click()
    expect(anna.get_by_test_id("setup")).to_be_hidden()
    anna.get_by_test_id("friend-copy-text").click()  # for a chat app that cuts long links
    expect(anna.get_by_test_id("friend-copied")).to_have_text("Copied.")
    message = anna.evaluate("() => navigator.clipboard.readText()")
    assert message.startswith("Anna challenges you to Out of Mine!")
    invite = sent_link(anna, "Send the challenge to your friends")
    own = challenge_link(anna)
    fragment = anna.evaluate("() => window.pygames.challengeLink()")
    assert invite == f"{base_url}play.html?game=out-of-mine#{fragment}"
    assert anna.url.endswith(f"#challenge={own.challenge_id}")
    expect(anna.get_by_test_id("challenge")).to_contain_text("Anna (you)")

    bob = new_context().new_page()
    bob.goto("index.html")  # the message pasted whole into the games page
    bob.get_by_test_id("friend-paste-text").fill(message)
    bob.get_by_role("button", name="Open").click()
    wait_ready(bob)
    dialog = bob.get_by_test_id("friend-invite")
    expect(dialog).to_be_visible()
    expect(bob.get_by_test_id("invite-title")).to_have_text(
        "Anna challenges you to Out of Mine!: the same deal, raced on your own device"
    )
    expect(bob.get_by_test_id("invite-watch")).to_be_hidden()  # a challenge has no watching
    bob.get_by_test_id("invite-name").fill("Bob")
    bob.get_by_test_id("invite-play").click()
    expect(dialog).to_be_hidden()
    joined = challenge_link(bob)
    assert bob.url.endswith(f"#challenge={own.challenge_id}")
    assert (joined.state.seed, dict(joined.state.options)) == (
        own.state.seed,
        dict(own.state.options),
    )

    for number in range(1, ROUNDS + 1):
        race_round(anna, rng)
        link = sent_link(anna, f"Send your round {number}")
        follow(bob, link, own.participant_id, number)
        if number == 1:  # Bob has not finished round 1: Anna's board stays hidden
            expect(bob.get_by_test_id("challenge-hidden")).to_have_text(
                "Finish round 1 to see theirs"
            )
        race_round(bob, rng)
        link = sent_link(bob, f"Send your round {number}")
        follow(anna, link, joined.participant_id, number)
        if number == 1:
            expect(bob.get_by_test_id("challenge-hidden")).to_have_count(0)
            expect(bob.get_by_test_id("challenge-board")).to_have_count(1)

    links = (challenge_link(anna), challenge_link(bob))
    stood = standings(links)
    assert stood.all_done
    expected = [
        [s.name, f"{points(s.total)} point{'' if s.total == 1 else 's'}"] for s in stood.order
    ]
    for page in (anna, bob):
        expect(page.get_by_test_id("challenge-headline")).to_have_text(
            "Everyone has finished. The final order:"
        )
        shown = [[name.removesuffix(" (you)"), total] for name, total in page.evaluate(PANEL)]
        assert shown == expected

    anna.goto("index.html")  # the gallery lists the challenge among the games with friends
    row = anna.get_by_test_id("challenge-game")
    expect(row).to_contain_text("Out of Mine! challenge with Bob")
    expect(row).to_contain_text(f"Over: {stood.order[0].name} won · 7 rounds raced")
    row.locator("a").click()
    wait_ready(anna)
    expect(anna.get_by_test_id("challenge-headline")).to_have_text(
        "Everyone has finished. The final order:"
    )
