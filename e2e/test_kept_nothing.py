"""A browser that keeps nothing for an embed still lets it play, and the panel says so.

A blog on another site embeds a game while the browser blocks third-party site data
(Chromium as these tests launch it does so for a frame of another site): localStorage
throws and IndexedDB refuses to open, and PyScript opens one while it starts. A host page
with no origin of its own (about:blank) gets the same refusals from Chromium, so it
stands in for the blog here.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Frame, Page, expect

import build
from e2e.conftest import READY_TIMEOUT_MS, WAIT_FOR_READY_JS

STORAGE_REFUSED_JS = """() => {
    try { localStorage.getItem("x"); return false; } catch { return true; }
}"""


def text(language: str, key: str) -> str:
    words = json.loads((build.LOCALES / f"{language}.json").read_text("utf-8"))[key]
    assert isinstance(words, str), words
    return words


def embedded(page: Page, site_url: str, query: str) -> Frame:
    """Put an embed in an about:blank page; return its frame once its poster is in."""
    page.set_content(
        f'<iframe id="game" src="{site_url}embed.html?{query}" width="720" height="640"></iframe>'
    )
    frame = page.locator("#game").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_function("() => document.getElementById('poster').complete")
    return frame


def start(frame: Frame) -> None:
    frame.get_by_test_id("start-play").click()
    frame.wait_for_function("() => window.pygames && window.pygames.ready")
    frame.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)


def test_an_embed_kept_nothing_plays_says_a_reload_starts_afresh_and_switches_language(
    page: Page, site_url: str
) -> None:
    frame = embedded(page, site_url, "game=offboard&seats=human,human&lang=de")
    assert frame.evaluate(STORAGE_REFUSED_JS), "the browser kept data: the test shows nothing"
    start(frame)
    note = frame.get_by_test_id("kept-nothing")
    expect(note).to_be_visible()
    expect(note).to_contain_text(text("de", "page.kept_nothing"))
    expect(note.get_by_role("link")).to_have_attribute("href", "offboard.html")

    played: dict[str, Any] = frame.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    assert played["ok"], played
    frame.evaluate("() => window.pygamesI18n.choose('fr')")  # a setting, kept in memory
    frame.get_by_test_id("coordinates").check()  # another, written by Python
    expect(note).to_contain_text(text("fr", "page.kept_nothing"))
    assert len(frame.evaluate("() => window.pygames.state()")["record"]["actions"]) == 1

    frame.evaluate("() => location.reload()")
    frame.wait_for_load_state()
    start(frame)
    assert frame.evaluate("() => window.pygames.state()")["record"]["actions"] == []


def test_a_page_that_keeps_its_game_does_not_show_the_note(open_game: Any) -> None:
    page = open_game("offboard")
    expect(page.get_by_test_id("kept-nothing")).to_be_hidden()
