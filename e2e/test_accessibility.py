"""Every page checked by axe-core (WCAG 2.1 A and AA rules) in Chromium, as a player sees it.

axe-core is a test-only npm dev dependency: the script is evaluated from node_modules
through the browser's DevTools (which the pages' Content-Security-Policy does not stop,
where an injected <script> would be refused), so the check needs no network and never
ships with the site.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

import build
from e2e.conftest import WaitReady
from e2e.playing import register_a_game_without_a_board

AXE = build.NODE_MODULES / "axe-core" / "axe.min.js"
RUN_AXE_JS = """() => axe.run(document, {
    runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
}).then(result => result.violations.map(v =>
    `${v.id} (${v.impact}): ${v.help}\\n    ` +
    v.nodes.slice(0, 4).map(n => n.target.join(" ") + " " + (n.failureSummary || ""))
        .join("\\n    ")))"""


def violations(page: Page) -> list[str]:
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found = page.evaluate(RUN_AXE_JS)
    assert isinstance(found, list), found
    return found


def test_the_gallery(page: Page) -> None:
    page.goto("./", wait_until="load")
    assert violations(page) == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_game_page_while_playing(page: Page, wait_ready: WaitReady, language: str) -> None:
    page.goto(f"offboard.html?lang={language}")
    wait_ready(page)
    page.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 2})")
    page.evaluate("() => window.pygames.play('C3>NE')")
    page.get_by_test_id("move-list").locator("summary").click()
    assert violations(page) == []


def test_the_end_screen_and_the_share_dialog(page: Page, wait_ready: WaitReady) -> None:
    page.goto("offboard.html")
    wait_ready(page)
    page.get_by_test_id("share").click()
    assert violations(page) == []


def test_an_embed_before_and_after_play(page: Page, wait_ready: WaitReady) -> None:
    page.goto("embed.html?game=offboard", wait_until="load")
    assert violations(page) == []
    page.get_by_test_id("start-play").click()
    wait_ready(page)
    assert violations(page) == []


def test_the_list_shown_for_an_unknown_game(page: Page, wait_ready: WaitReady) -> None:
    page.goto("play.html?game=chess")
    wait_ready(page)
    assert violations(page) == []


def test_the_list_an_embed_shows_for_a_game_without_a_board(
    page: Page, wait_ready: WaitReady
) -> None:
    register_a_game_without_a_board(page)
    page.goto("embed.html?game=quarry")
    wait_ready(page)
    assert violations(page) == []


#: The contrast (WCAG 2.x) of a button's text against what is under it, as drawn: its
#: background over the page's, its colour over that, and its opacity fading both.
CONTRAST_JS = """button => {
    const rgba = (colour) => {
        const [r, g, b, a = 1] = colour.match(/[\\d.]+/g).map(Number);
        return [r, g, b, a];
    };
    const over = ([r, g, b, a], under) => [r, g, b].map((c, i) => c * a + under[i] * (1 - a));
    let under = [255, 255, 255];  // the canvas, then every ancestor's background on top
    const ancestors = [];
    for (let e = button.parentElement; e; e = e.parentElement) ancestors.unshift(e);
    for (const e of ancestors) under = over(rgba(getComputedStyle(e).backgroundColor), under);
    const style = getComputedStyle(button);
    const fill = over(rgba(style.backgroundColor), under);
    const text = over(rgba(style.color), fill);
    const opacity = Number(style.opacity);
    const fade = (colour) => colour.map((c, i) => c * opacity + under[i] * (1 - opacity));
    const luminance = (colour) => {
        const [r, g, b] = colour.map((c) => c / 255)
            .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(fade(text)), luminance(fade(fill))].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
}"""


def contrasts(page: Page, button: Locator) -> dict[str, float]:
    """The contrast of an enabled button normal, hovered, focused, and disabled (hovered)."""
    expect(button).to_be_enabled()
    page.mouse.move(0, 0)
    found = {"normal": button.evaluate(CONTRAST_JS)}
    button.hover()
    found["hover"] = button.evaluate(CONTRAST_JS)
    page.mouse.move(0, 0)
    button.focus()
    expect(button).to_be_focused()
    found["focus"] = button.evaluate(CONTRAST_JS)
    button.evaluate("b => { b.disabled = true }")
    button.hover()
    found["disabled"] = button.evaluate(CONTRAST_JS)
    button.evaluate("b => { b.disabled = false }")
    return found


def assert_readable(page: Page, button: Locator) -> None:
    low = {state: round(r, 2) for state, r in contrasts(page, button).items() if r < 4.5}
    assert low == {}, f"{button} has text under 4.5:1 against its background: {low}"


def test_buttons_stay_readable_hovered_focused_and_disabled(
    page: Page, wait_ready: WaitReady
) -> None:
    page.goto("outback.html?seats=human,human&seed=4")  # a person rolling: Roll again, Stop
    wait_ready(page)
    actions = page.locator("#actions button")
    expect(actions.first).to_be_visible()
    for button in actions.all():
        assert_readable(page, button)
    assert_readable(page, page.get_by_test_id("share"))  # and a secondary button

    page.get_by_test_id("new-game").click()
    start, cancel = page.get_by_test_id("setup-start"), page.get_by_test_id("setup-cancel")
    expect(start).to_be_visible()
    # Start is the dialog's primary button: it looks like the game's, not like Cancel.
    look = "b => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]"
    assert start.evaluate(look) == actions.first.evaluate(look)
    assert start.evaluate(look) != cancel.evaluate(look)
    assert_readable(page, start)
    assert_readable(page, cancel)
