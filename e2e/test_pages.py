"""Pages that never break: a play or embed page asked for a game it cannot show, and game
pages whose buttons stay where a player expects them.

A page with no game (an unknown id, a game with rules but no board yet) shows why and the
gallery's cards of the games there are: nothing dead to press, no loading screen, and
``window.pygames`` answering "no game here" instead of throwing. Each such page is also
photographed, full page, on a desktop and on a phone (into ``/tmp/shots``, not the
repository) for a person to look at.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import build
import pygames
from e2e.conftest import BrowserLog, NewContext, WaitReady
from e2e.playing import PHONE, register_a_game_without_a_board
from e2e.test_phone import assert_fits_and_controls_are_big
from pygames.core import to_fragment
from pygames.web.boards import BOARDS

PLAYABLE = [game.id for game in pygames.list_games() if game.id in BOARDS]
SCREENS = {"desktop": {"viewport": {"width": 1280, "height": 800}}, "phone": PHONE}
SHOTS = Path(tempfile.gettempdir()) / "shots"
#: What only a page that plays downloads: the runtime, PyScript, the pygames archive.
HEAVY = ("runtime/", "pyscript", ".zip")
#: Browsers' own link colours (unvisited, visited): a link left unstyled.
BROWSER_BLUE = {"rgb(0, 0, 238)", "rgb(85, 26, 139)"}


def catalog(language: str) -> dict[str, str]:
    words = json.loads((build.LOCALES / f"{language}.json").read_text("utf-8"))
    assert isinstance(words, dict)
    return words


def say(language: str, key: str, **fields: str) -> str:
    return catalog(language)[key].format(**fields)


#: address, the game it names, and the message it shows (key and fields).
NO_GAME_PAGES = {
    "unknown": ("play.html?game=nope", "nope", "page.no_game", {"game": "nope"}),
    "no-board": ("play.html?game=quarry", "quarry", "page.no_board_yet",
                 {"title": "Quarry"}),
    "embed-no-board": ("embed.html?game=quarry", "quarry", "page.no_board_yet",
                       {"title": "Quarry"}),
}  # fmt: skip

#: Every control a person can see, named by what it is and where it leads.
VISIBLE_CONTROLS_JS = """() => [...document.querySelectorAll(
        'a, button, select, input, textarea, summary, canvas, [tabindex]')]
    .filter(e => e.checkVisibility())
    .map(e => e.tagName === 'A' ? 'link ' + e.getAttribute('href')
                                : e.tagName.toLowerCase() + '#' + e.id)"""
#: Every visible element holding text of its own, and its font size in CSS pixels.
TEXT_SIZES_JS = """() => [...document.querySelectorAll('body *')]
    .filter(e => e.checkVisibility()
                 && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => [e.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(e).fontSize)])"""
#: The message and each card, as boxes: none may overlap another.
BOXES_JS = """() => [...document.querySelectorAll('#unknown-reason, .card, .bar')]
    .filter(e => e.checkVisibility())
    .map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom] })"""
#: Every call of window.pygames, as a test or an embedding page would make it.
EVERY_CALL_JS = """() => ({
    state: window.pygames.state(), legal: window.pygames.legal(),
    play: window.pygames.play('C3>NE'), newGame: window.pygames.newGame({seed: 1}),
    load: window.pygames.load({game: 'offboard'}),
})"""


def assert_says_no_game(page: Page, game: str) -> None:
    """Every call answers, the same clear English sentence naming the game asked for."""
    answers = page.evaluate(EVERY_CALL_JS)
    errors = {answer["error"] for answer in answers.values()}
    assert len(errors) == 1, errors
    error = errors.pop()
    assert error.startswith("no game here: ") and f'"{game}"' in error, error
    assert all(answer == {"ok": False, "game": None, "error": error} for answer in answers.values())


def assert_shows_the_playable_games(page: Page, embedded: bool) -> None:
    cards = page.get_by_test_id("game-card")
    expect(cards).to_have_count(len(PLAYABLE))
    assert [card.get_attribute("data-game") for card in cards.all()] == PLAYABLE
    page.wait_for_function(
        "() => [...document.querySelectorAll('.poster')].every(i => i.complete && i.naturalWidth)"
    )
    links = [f"link play.html?game={game}" for game in PLAYABLE]
    chrome = [] if embedded else ["link index.html", "select#language"]
    assert page.evaluate(VISIBLE_CONTROLS_JS) == chrome + links
    if embedded:  # a game opens in a new tab: the reader keeps the post they were reading
        for link in page.locator(".card a").all():
            expect(link).to_have_attribute("target", "_blank")
            expect(link).to_have_attribute("rel", "noopener")


def assert_looks_finished(page: Page) -> None:
    """Styled links, readable text, nothing overlapping, nothing too wide or too small."""
    colours = page.evaluate(
        "() => [...document.links].filter(a => a.checkVisibility())"
        ".map(a => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine])"
    )
    assert [c for c in colours if c[0] in BROWSER_BLUE or c[1] != "none"] == []
    small = [(text, size) for text, size in page.evaluate(TEXT_SIZES_JS) if size < 11]
    assert small == [], f"text under 11 px: {small}"
    boxes = page.evaluate(BOXES_JS)
    overlaps = [
        (a, b)
        for i, a in enumerate(boxes)
        for b in boxes[i + 1 :]
        if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
    ]
    assert overlaps == [], f"boxes overlap: {overlaps}"
    assert_fits_and_controls_are_big(page)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("name", NO_GAME_PAGES)
def test_a_page_without_a_game_shows_the_games_and_nothing_dead(
    new_context: NewContext,
    wait_ready: WaitReady,
    browser_log: BrowserLog,
    name: str,
    screen: str,
) -> None:
    address, game, key, fields = NO_GAME_PAGES[name]
    embedded = address.startswith("embed.html")
    context = new_context(**SCREENS[screen])
    register_a_game_without_a_board(context)
    page = context.new_page()
    page.goto(address, wait_until="networkidle" if embedded else "load")
    wait_ready(page)  # on the play page, Python has started and left the list alone

    expect(page.get_by_test_id("no-game")).to_have_text(say("en", key, **fields))
    expect(page.locator("#play")).to_be_hidden()
    expect(page.get_by_test_id("loading")).to_be_hidden()
    if not embedded:
        expect(page.get_by_test_id("title")).to_have_text(say("en", "page.choose_game"))
    assert_shows_the_playable_games(page, embedded)
    assert_says_no_game(page, game)
    assert_looks_finished(page)
    if embedded:
        assert [url for url in browser_log.requests if any(h in url for h in HEAVY)] == []

    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}-{screen}.png", full_page=True)


def test_the_message_is_in_the_reader_language(page: Page, wait_ready: WaitReady) -> None:
    register_a_game_without_a_board(page)
    page.goto("play.html?game=quarry")
    wait_ready(page)
    page.get_by_test_id("language").select_option("de")
    expect(page.get_by_test_id("no-game")).to_have_text(
        say("de", "page.no_board_yet", title="Quarry")
    )
    expect(page.get_by_test_id("title")).to_have_text(say("de", "page.choose_game"))
    expect(page.get_by_test_id("game-card").first).to_contain_text(
        say("de", "page.description.offboard")
    )
    assert_says_no_game(page, "quarry")  # the API stays English, for programs

    page.goto("embed.html?game=nope&lang=fr")
    wait_ready(page)
    expect(page.get_by_test_id("no-game")).to_have_text(say("fr", "page.no_game", game="nope"))
    page.goto("embed.html?lang=nl")
    wait_ready(page)
    expect(page.get_by_test_id("no-game")).to_have_text(say("nl", "page.no_game_chosen"))


BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My games blog</title>
<link rel="icon" href="data:,"></head><body>
<iframe id="embed" src="{site}embed.html?game=quarry" width="720" height="640"
  title="Quarry"></iframe>
</body></html>
"""

#: Ask the embed by postMessage, as a blog page would, and resolve with its reply.
ASK_EMBED_JS = """message => new Promise((resolve) => {
    addEventListener("message", function reply(event) {
        if (event.data && event.data.id === message.id) {
            removeEventListener("message", reply);
            resolve(event.data);
        }
    });
    document.getElementById("embed").contentWindow.postMessage(
        {source: "pygames", ...message}, "*");
})"""


def test_an_embed_without_a_game_answers_its_blog_page(
    page: Page, tmp_path: Path, site_url: str, browser_log: BrowserLog
) -> None:
    (tmp_path / "index.html").write_text(BLOG.format(site=site_url), "utf-8")
    register_a_game_without_a_board(page)
    with build.serving(tmp_path) as blog:  # another port: another origin, as on a real blog
        page.goto(blog, wait_until="networkidle")
        embed = page.frame_locator("#embed")
        expect(embed.get_by_test_id("game-card")).to_have_count(len(PLAYABLE))
        for number, call in enumerate(["state", "legal", "play", "newGame"]):
            reply = page.evaluate(ASK_EMBED_JS, {"id": number, "call": call, "args": []})
            assert reply["result"]["ok"] is False and reply["result"]["game"] is None
            assert reply["result"]["error"].startswith('no game here: "quarry"')
    assert [url for url in browser_log.requests if any(h in url for h in HEAVY)] == []


# -- game pages ---------------------------------------------------------------------------

#: Slow computers, and the lesson offered already (the offer goes with the person's first
#: move, and every button under it with it).
SLOW = (
    "localStorage.setItem('pygames:v1:settings',"
    " JSON.stringify({ai_speed: 'slow', offered: ['offboard']}))"
)
#: Once ``when`` holds, the boxes of Undo, New game, Rematch and Share (measured in that same
#: instant), else false.
BOXES_WHEN_JS = """when => {
    const skip = document.getElementById("skip").checkVisibility();
    const state = window.pygames.state();
    if (!(when === "computer" ? state.thinking && skip
                              : state.awaiting === "human" && !state.thinking && !skip)) {
        return false;
    }
    return Object.fromEntries(["undo", "new-game", "rematch", "share"].map(id => {
        const r = document.getElementById(id).getBoundingClientRect();
        return [id, [r.x, r.y, r.width, r.height]];
    }));
}"""


def test_skip_ahead_coming_and_going_moves_no_other_button(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    """Beside the board, where the status above the turn's buttons grows and shrinks with each
    turn (on a phone the buttons follow the status and the players, and move with them)."""
    page = new_context(**SCREENS["desktop"]).new_page()
    page.add_init_script(SLOW)  # each computer move stays a second: time to measure
    page.goto("offboard.html?seats=ai:easy,human&seed=1")  # the computer moves first
    wait_ready(page)
    expect(page.get_by_test_id("game-list")).to_be_hidden()  # a game page shows its game
    thinking = page.wait_for_function(BOXES_WHEN_JS, arg="computer").json_value()
    playing = page.wait_for_function(BOXES_WHEN_JS, arg="human").json_value()
    assert playing == thinking
    page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    assert page.wait_for_function(BOXES_WHEN_JS, arg="computer").json_value() == thinking


def test_the_replay_steps_are_drawn_not_typed(page: Page, wait_ready: WaitReady) -> None:
    """Fonts lack ⏮ and ⏭ in some browsers (Debian's Chromium drew empty boxes)."""
    game = pygames.get_game("offboard").new_game(seed=3)
    game = game.apply(game.parse_action("C3>NE"))
    page.goto(f"offboard.html#{to_fragment(game.record())}")
    wait_ready(page)
    english = catalog("en")
    for step in ("first", "back", "forward", "last"):
        button = page.get_by_role("button", name=english[f"page.replay.{step}"], exact=True)
        expect(button).to_have_text("")
        box = button.locator("svg").bounding_box()
        assert box is not None and box["width"] >= 14 and box["height"] >= 14, step
    SHOTS.mkdir(exist_ok=True)
    page.get_by_test_id("replay").screenshot(path=SHOTS / "replay-steps.png")
