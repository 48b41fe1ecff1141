"""The site after one visit: it reloads and plays with the network off, and updates cleanly.

These tests turn the service worker on (conftest keeps it off elsewhere).
"""

import shutil
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import build
import pygames
from e2e.conftest import WaitReady
from pygames.core.friends import FriendLink, to_friend_fragment

pytestmark = pytest.mark.browser_context_args(service_workers="allow")

WAIT_FOR_CONTROL_JS = "() => navigator.serviceWorker.controller !== null"
CACHES_JS = "() => caches.keys()"
OFFBOARD = pygames.get_game("offboard")


def wait_until_offline_ready(page: Page) -> None:
    """Wait until the worker has precached everything and controls the page."""
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function(WAIT_FOR_CONTROL_JS)


def play_first_legal_move(page: Page) -> str:
    move = page.evaluate("() => window.pygames.legal()[0]")
    assert isinstance(move, str), move
    assert page.evaluate("m => window.pygames.play(m)", move) == {"ok": True, "error": None}
    return move


def test_a_visited_game_reloads_and_plays_offline(
    page: Page, context: BrowserContext, wait_ready: WaitReady
) -> None:
    page.goto("play.html?game=offboard")
    wait_ready(page)
    wait_until_offline_ready(page)
    context.set_offline(True)

    page.reload()
    wait_ready(page)
    move = play_first_legal_move(page)
    assert page.evaluate("() => window.pygames.state()")["record"]["actions"][0] == move

    page.goto("index.html")
    expect(page.get_by_test_id("game-card")).not_to_have_count(0)

    # A friend's link opens offline too: the game travels in it, nothing is fetched.
    state = OFFBOARD.new_game(seed=5)
    state = state.apply(state.legal_actions()[0])
    link = to_friend_fragment(FriendLink("k3XwJ0aG6yQ1", ("Anna", ""), 0, state))
    page.goto(f"play.html?game=offboard#{link}")
    wait_ready(page)
    expect(page.get_by_test_id("invite-title")).to_have_text("Anna invites you to Offboard")


def test_a_new_build_waits_for_the_player_then_replaces_the_old_one(
    page: Page, tmp_path: Path, wait_ready: WaitReady
) -> None:
    site = tmp_path / "site"
    shutil.copytree(build.DIST, site)
    with build.serving(site) as url:
        page.goto(url + "play.html?game=offboard")
        wait_ready(page)
        wait_until_offline_ready(page)
        [old_cache] = page.evaluate(CACHES_JS)

        with (site / "play.css").open("a", encoding="utf-8") as css:
            css.write("\n/* the new build */\n")
        version = build.write_service_worker(site)

        page.reload()
        wait_ready(page)
        expect(page.get_by_test_id("update")).to_be_visible()
        # Until the player agrees, every file still comes from the old build.
        assert "the new build" not in page.evaluate("() => fetch('play.css').then(r => r.text())")

        with page.expect_navigation():
            page.get_by_test_id("update-reload").click()
        wait_ready(page)
        assert "the new build" in page.evaluate("() => fetch('play.css').then(r => r.text())")
        assert page.evaluate(CACHES_JS) == [f"pygames-{version}"] != [old_cache]
