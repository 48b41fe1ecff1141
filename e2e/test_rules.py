"""How to play in the browser, for every board whose rules are in sections with figures
(``BoardUI.rules``): each section shows a drawn figure, a worked example steps with Next
and Previous (``site/rules.js``: the frame and its caption change), and the figures and
their captions come in every language. One page per board: a test opens it once and
checks all of it there."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from e2e.conftest import OpenGame
from pygames.web.boards import BOARDS, board_for
from pygames.web.text import LANGUAGES, Text

SECTIONED = [game_id for game_id in BOARDS if board_for(game_id).rules]


def open_rules(page: Page) -> Locator:
    """Open "How to play" as a person would, by its summary; return the panel."""
    rules = page.locator("#rules")
    rules.locator("summary").click()
    expect(rules.locator("#rules-text .rule-section").first).to_be_visible()
    return rules


def shown(figure: Locator) -> Locator:
    """The frame of a figure on show."""
    return figure.locator(".rule-frame:not([hidden])")


@pytest.mark.parametrize("game_id", SECTIONED)
def test_every_section_shows_a_figure_and_a_worked_example_steps_both_ways(
    game_id: str, open_game: OpenGame
) -> None:
    page = open_game(game_id)
    rules = open_rules(page)
    sections = rules.locator(".rule-section")
    expect(sections).to_have_count(len(board_for(game_id).rules))
    for index in range(sections.count()):
        drawing = sections.nth(index).locator(".rule-frame:not([hidden]) svg").first
        expect(drawing).to_be_visible()
        box = drawing.bounding_box()
        assert box is not None and box["height"] > 50

    example = rules.locator(".rule-figure:has([data-step])").first
    frames = example.locator(".rule-frame")
    previous, following = example.locator('[data-step="-1"]'), example.locator('[data-step="1"]')
    first_caption = shown(example).locator(".rule-caption").inner_text()
    first_drawing = shown(example).locator("svg").inner_html()
    expect(previous).to_be_disabled()

    following.click()
    expect(frames.nth(0)).to_be_hidden()
    expect(frames.nth(1)).to_be_visible()
    expect(shown(example).locator(".rule-caption")).not_to_have_text(first_caption)
    assert shown(example).locator("svg").inner_html() != first_drawing
    expect(example.locator(".rule-step")).to_contain_text("2")
    expect(previous).to_be_enabled()

    previous.click()
    expect(frames.nth(0)).to_be_visible()
    expect(frames.nth(1)).to_be_hidden()
    expect(shown(example).locator(".rule-caption")).to_have_text(first_caption)
    expect(previous).to_be_disabled()


@pytest.mark.skipif(not SECTIONED, reason="no board has its rules in sections yet")
def test_the_figures_and_their_captions_show_in_every_language(
    page: Page, open_game: OpenGame
) -> None:
    game_id = SECTIONED[0]
    sections = board_for(game_id).rules
    for language in LANGUAGES:
        text = Text(language)
        open_game(game_id, f"&lang={language}")
        rules = open_rules(page)
        titles = rules.locator(".rule-section h3")
        expect(titles).to_have_text([text(section.title) for section in sections])
        for index, section in enumerate(sections):
            figure = rules.locator(".rule-section").nth(index).locator(".rule-figure").first
            expect(shown(figure).locator("svg")).to_be_visible()
            caption = text.say(section.figures[0].frames[0].caption)
            expect(shown(figure).locator(".rule-caption")).to_have_text(caption)
