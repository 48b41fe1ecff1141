"""Every page checked by axe-core (WCAG 2.1 A and AA rules) in Chromium, as a player sees it.

axe-core is a test-only npm dev dependency: the script is injected from
node_modules, so the check needs no network and never ships with the site.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

import build

AXE = build.NODE_MODULES / "axe-core" / "axe.min.js"
RUN_AXE_JS = """() => axe.run(document, {
    runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
}).then(result => result.violations.map(v =>
    `${v.id} (${v.impact}): ${v.help}\\n    ` +
    v.nodes.slice(0, 4).map(n => n.target.join(" ") + " " + (n.failureSummary || ""))
        .join("\\n    ")))"""


def violations(page: Page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE_JS)


def test_the_gallery(page: Page) -> None:
    page.goto("./", wait_until="load")
    assert violations(page) == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_game_page_while_playing(page: Page, wait_ready: Callable, language: str) -> None:
    page.goto(f"offboard.html?lang={language}")
    wait_ready(page)
    page.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 2})")
    page.evaluate("() => window.pygames.play('C3>NE')")
    page.get_by_test_id("move-list").locator("summary").click()
    assert violations(page) == []


def test_the_end_screen_and_the_share_dialog(page: Page, wait_ready: Callable) -> None:
    page.goto("offboard.html")
    wait_ready(page)
    page.get_by_test_id("share").click()
    assert violations(page) == []


def test_an_embed_before_and_after_play(page: Page, wait_ready: Callable) -> None:
    page.goto("embed.html?game=offboard", wait_until="load")
    assert violations(page) == []
    page.get_by_test_id("start-play").click()
    wait_ready(page)
    assert violations(page) == []


def test_the_list_shown_for_an_unknown_game(page: Page, wait_ready: Callable) -> None:
    page.goto("play.html?game=chess")
    wait_ready(page)
    assert violations(page) == []
