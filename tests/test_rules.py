"""The rules summary in sections with figures (``pygames.web.rules``): the shell's part,
shown with a made-up section of Offboard; each board's own sections are checked over
``BOARDS`` below."""

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from pygames.core import Say
from pygames.web import panels
from pygames.web.boards import BOARDS, board_for
from pygames.web.canvas import Canvas
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection, html, problems
from pygames.web.text import LANGUAGES, Text

OPENING = Position("offboard")
#: The longest paragraph or list item, in words, in English; other languages run longer.
MOST_WORDS = {"en": 60, "de": 70, "fr": 75, "nl": 70}


def _marble_count(canvas: Canvas, state: Any) -> None:
    """A stand-in for a board's renderer: it writes the number of moves played."""
    canvas.text(10, 10, str(len(state.record()["actions"])), size=12, color="#000")


def _section(*positions: Position) -> RuleSection:
    frames = tuple(Frame(Say("app.rules.next"), p, _marble_count) for p in positions)
    return RuleSection("page.how_to_play", "offboard.rules.goal", (RuleFigure(frames),))


def test_a_figure_draws_its_position_replayed_through_the_engine() -> None:
    state = OPENING.then("C3>NE").state()
    assert state == OPENING.state().apply(OPENING.state().parse_action("C3>NE"))
    assert problems([_section(OPENING, OPENING.then("C3>NE"))]) == []


def test_a_record_that_does_not_play_and_a_section_without_a_figure_are_problems() -> None:
    bad = problems([_section(OPENING.then("Z9>NE")), RuleSection("page.how_to_play", "x", ())])
    assert len(bad) == 2
    assert "does not play" in bad[0]
    assert "no figure" in bad[1]


class _Outline(HTMLParser):
    """The tags of a piece of HTML, in order, with the hidden attribute noted."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        hidden = any(name == "hidden" for name, _ in attrs)
        self.tags.append(f"{tag}{'[hidden]' if hidden else ''}")


class _Words(Text):
    """English, with one made-up section's words."""

    def __call__(self, key: str, **fields: Any) -> str:
        if key == "x.words":
            return "One.\n\n• first\n• second\n\nTwo."
        return super().__call__(key, **fields)


def test_lines_starting_with_a_bullet_are_a_list_and_blank_lines_split_paragraphs() -> None:
    outline = _Outline()
    outline.feed(html([RuleSection("page.how_to_play", "x.words", ())], _Words("en")))
    assert outline.tags == ["section", "h3", "p", "ul", "li", "li", "p"]


def test_a_worked_example_shows_one_frame_and_steps_with_previous_and_next() -> None:
    example = _section(OPENING, OPENING.then("C3>NE"), OPENING.then("C3>NE", "G7>SW"))
    page = html([example], Text("en"))
    outline = _Outline()
    outline.feed(page)
    frames = [tag for tag in outline.tags if tag.startswith("div")]
    assert frames[:3] == ["div", "div[hidden]", "div[hidden]"]
    assert "1 of 3" in page
    assert re.search(r'data-step="-1" disabled', page)
    # each frame draws its own position: 0, 1 and 2 moves played
    assert [m for m in re.findall(r">(\d)</text>", page)] == ["0", "1", "2"]


def test_a_figure_of_one_frame_has_no_steps() -> None:
    assert "data-step" not in html([_section(OPENING)], Text("en"))


SECTIONED = [game_id for game_id in BOARDS if board_for(game_id).rules]


@pytest.mark.parametrize("game_id", SECTIONED)
def test_every_figure_of_the_boards_rules_replays_and_every_section_has_one(game_id: str) -> None:
    assert problems(board_for(game_id).rules) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", SECTIONED)
def test_the_boards_rules_are_short_paragraphs_in_every_language(
    game_id: str, language: str
) -> None:
    text = Text(language)
    page = panels.rules(board_for(game_id), text)
    for block in re.findall(r"<(?:p|li)>(.*?)</(?:p|li)>", page):
        assert len(block.split()) <= MOST_WORDS[language], block
    assert page.count("<svg") >= len(board_for(game_id).rules)
