"""Share links, embeds in a blog post, the postMessage API, oEmbed, and languages."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Frame, Page, expect

import build
import pygames
from e2e.conftest import (
    READY_TIMEOUT_MS,
    WAIT_FOR_READY_JS,
    BrowserLog,
    NewContext,
    OpenGame,
    WaitReady,
)
from pygames.core import to_fragment
from pygames.web.settings import Settings

OFFBOARD = pygames.get_game("offboard")
#: What a page downloads only once Python starts.
HEAVY = ("runtime/", ".zip", "pyscript.json")

BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My games blog</title>
<link rel="icon" href="data:,"></head><body>
<h1>Two games I liked</h1>
<iframe id="first" src="{site}embed.html?game=offboard&amp;seats=human,ai:easy"
  width="720" height="640" title="Offboard"></iframe>
<p>And a game I played, to step through:</p>
<iframe id="second" src="{site}embed.html?game=offboard&amp;seats=human,human#{record}"
  width="360" height="640" title="Offboard replay"></iframe>
<script>
  window.received = [];
  addEventListener("message", (event) => window.received.push(event.data));
</script>
</body></html>
"""


def played(*moves: str) -> pygames.core.State:
    state = OFFBOARD.new_game(seed=11)
    for move in moves:
        state = state.apply(state.parse_action(move))
    return state


def wait_frame_ready(frame: Frame) -> None:
    frame.wait_for_function("() => window.pygames && window.pygames.ready")
    frame.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)


def test_a_share_link_opens_the_game_as_a_replay_to_step_through_and_go_on(
    page: Page, wait_ready: WaitReady
) -> None:
    state = played("C3>NE", "G7>SW", "C4>NE")
    page.goto(f"play.html?game=offboard#{to_fragment(state.record())}")
    wait_ready(page)
    expect(page.get_by_test_id("replay-position")).to_have_text("Move 3 of 3")
    page.get_by_test_id("replay-first").click()
    expect(page.get_by_test_id("replay-position")).to_have_text("Move 0 of 3")
    expect(page.get_by_test_id("log")).to_have_text("")
    page.get_by_test_id("replay-forward").click()
    expect(page.get_by_test_id("log")).to_contain_text("C3>NE")
    page.get_by_test_id("replay-continue").click()
    expect(page.get_by_test_id("replay")).to_be_hidden()
    summary = page.evaluate("() => window.pygames.state()")
    assert summary["record"]["actions"] == ["C3>NE"] and summary["replay"] is None
    assert page.evaluate("() => location.hash") == ""
    page.reload()  # the game played on is saved at the address without the record
    wait_ready(page)
    summary = page.evaluate("() => window.pygames.state()")
    assert summary["record"]["actions"][:1] == ["C3>NE"] and summary["replay"] is None


def test_the_share_panel_writes_a_link_that_reopens_this_game(
    page: Page, open_game: OpenGame, wait_ready: WaitReady
) -> None:
    open_game("offboard")
    page.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 4})")
    page.evaluate("() => window.pygames.play('C3>NE')")
    page.get_by_test_id("share").click()
    link = page.get_by_test_id("share-link").input_value()
    assert "#r1." in link
    assert "embed.html?game=offboard" in page.get_by_test_id("share-embed").input_value()
    page.goto(link)
    page.reload()  # a new fragment alone does not reload the page
    wait_ready(page)
    assert page.evaluate("() => window.pygames.state()")["record"]["actions"] == ["C3>NE"]
    expect(page.get_by_test_id("replay")).to_be_visible()


def test_a_tampered_link_says_so_and_starts_a_fresh_game(page: Page, wait_ready: WaitReady) -> None:
    page.goto("play.html?game=offboard&seats=human,ai:easy#r1.not-a-game!")
    wait_ready(page)
    expect(page.get_by_test_id("message")).to_contain_text("does not hold a game")
    summary = page.evaluate("() => window.pygames.state()")
    assert summary["record"]["actions"] == [] and summary["replay"] is None


def test_a_blog_post_with_two_embeds_loads_nothing_heavy_until_play(
    page: Page, tmp_path: Path, site_url: str, browser_log: BrowserLog
) -> None:
    record = to_fragment(played("C3>NE", "G7>SW").record())
    (tmp_path / "index.html").write_text(BLOG.format(site=site_url, record=record), "utf-8")
    with build.serving(tmp_path) as blog:  # another port: another origin, as on a real blog
        page.goto(blog, wait_until="load")
        first = page.frame_locator("#first")
        second = page.frame_locator("#second")
        expect(first.get_by_test_id("start-play")).to_be_visible()
        expect(second.get_by_test_id("start-play")).to_be_visible()
        assert [url for url in browser_log.requests if any(h in url for h in HEAVY)] == []

        first.get_by_test_id("start-play").click()
        frame = page.frame(url=lambda url: "seats=human,ai:easy" in url)
        assert frame is not None
        wait_frame_ready(frame)
        page.wait_for_function("() => window.received.some(m => m.event === 'ready')")

        # The blog page asks for the legal moves, plays one, and hears about it.
        legal = page.evaluate(CALL_JS, {"id": 1, "call": "legal", "args": []})
        assert legal["result"] and legal["id"] == 1
        page.evaluate(CALL_JS, {"id": 2, "call": "play", "args": [legal["result"][0]]})
        page.wait_for_function(
            "move => window.received.some(m => m.event === 'move' && m.move === move)",
            arg=legal["result"][0],
        )

        # A message from any window but the embedding one is ignored.
        frame.evaluate(
            "() => window.postMessage("
            "{source: 'pygames', id: 9, call: 'newGame', args: [{seed: 1}]}, '*')"
        )
        state = page.evaluate(CALL_JS, {"id": 3, "call": "state", "args": []})
        assert state["result"]["record"]["actions"][0] == legal["result"][0]

        second.get_by_test_id("start-play").click()
        replay = page.frame(url=lambda url: "seats=human,human" in url)
        assert replay is not None
        wait_frame_ready(replay)
        expect(second.get_by_test_id("replay-position")).to_have_text("Move 2 of 2")
        second.get_by_test_id("replay-continue").click()
        assert replay.evaluate("() => window.pygames.play(window.pygames.legal()[0])")["ok"]


CALL_JS = """message => new Promise((resolve) => {
    addEventListener("message", function reply(event) {
        if (event.data && event.data.id === message.id) {
            removeEventListener("message", reply);
            resolve(event.data);
        }
    });
    document.getElementById("first").contentWindow.postMessage(
        {source: "pygames", ...message}, "*");
})"""


def test_each_game_page_announces_its_oembed(page: Page) -> None:
    page.goto("offboard.html", wait_until="domcontentloaded")
    href = page.locator('link[type="application/json+oembed"]').get_attribute("href")
    assert href is not None
    answer = page.request.get(href).json()
    assert answer["type"] == "rich" and answer["title"] == "Offboard"
    assert "embed.html?game=offboard" in answer["html"]


def test_the_language_switch_translates_everything_and_is_remembered(
    page: Page, open_game: OpenGame, wait_ready: WaitReady
) -> None:
    open_game("offboard")
    page.get_by_test_id("language").select_option("de")
    expect(page.get_by_test_id("player-0")).to_contain_text("Rot")
    expect(page.get_by_test_id("new-game")).to_have_text("Neues Spiel")
    assert page.evaluate("() => document.documentElement.lang") == "de"
    page.goto("./")
    expect(page.get_by_test_id("language")).to_have_value("de")
    assert "Spieler" in page.get_by_test_id("game-card").first.inner_text()


def test_seats_and_computer_speed_are_remembered_for_the_next_game(
    page: Page, open_game: OpenGame, wait_ready: WaitReady
) -> None:
    open_game("offboard")
    page.get_by_test_id("new-game").click()
    page.get_by_test_id("seat-0").select_option("ai:easy")
    page.get_by_test_id("seat-1").select_option("human")
    page.get_by_test_id("ai-speed").select_option("fast")
    page.get_by_test_id("setup-start").click()
    page.evaluate("() => localStorage.removeItem('pygames:v1:save:offboard')")  # only settings stay
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.pygames.state()")["seats"] == ["ai:easy", "human"]
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("ai-speed")).to_have_value("fast")


def test_a_corrupt_setting_resets_itself(
    page: Page, open_game: OpenGame, wait_ready: WaitReady
) -> None:
    open_game("offboard")
    page.evaluate("() => localStorage.setItem('pygames:v1:settings', '{not json')")
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => window.pygames.state()")["seats"] == ["human", "ai:normal"]
    page.get_by_test_id("language").select_option("nl")
    # Written afresh: readable again, the defaults with the language chosen.
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('pygames:v1:settings'))")
    settings = Settings.from_json(json.dumps(stored))
    assert settings.language == "nl" and settings.ai_speed == "normal"
    assert settings.seats == {}


def test_copy_puts_the_link_on_the_clipboard(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto("offboard.html")
    wait_ready(page)
    page.get_by_test_id("share").click()
    page.locator("#share-copy-link").click()
    expect(page.locator("#share-copied")).to_have_text("Copied.")
    link = page.get_by_test_id("share-link").input_value()
    assert page.evaluate("() => navigator.clipboard.readText()") == link
