"""Nothing covers Out of Mine!'s play area: what the board says (why a held crystal does not
fit, why the gallery changed between rounds) and the page's note about a tap sit in the
others' area, clear of the person's gallery and tray, on a desktop and on a phone."""

from __future__ import annotations

import pytest

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.shapes import WIDTH
from pygames.web.canvas import Box, RecordingCanvas
from pygames.web.hits import hit_test
from pygames.web.out_of_mine import controls, render, selection
from pygames.web.out_of_mine.layout import Plan, plan
from pygames.web.out_of_mine.lesson import LESSON
from pygames.web.out_of_mine.pen import LETTER, NOTE
from pygames.web.text import LANGUAGES, Text
from tests.test_web_out_of_mine import corridor_cell, next_round, racing, racing_page

#: A desktop's canvas beside the panel, and a phone's.
SIZES = [(900.0, 576.0), (374.0, 523.6)]


def covered(size: tuple[float, float], *, racing: bool = True) -> list[Box]:
    """The play area of the drawing, on the canvas: the gallery, and in the race the tray
    (between rounds a phone gives the tray's place to the choice and the results)."""
    plan_ = plan(*size)
    return [plan_.box(plan_.gallery), *([plan_.box(plan_.tray)] if racing else [])]


def inside(box: Box, x: float, y: float) -> bool:
    return box.x <= x <= box.right and box.y <= y <= box.bottom


def overlaps(one: Box, other: Box) -> bool:
    across = one.x < other.right and other.x < one.right
    return across and one.y < other.bottom and other.y < one.bottom


def notes(canvas: RecordingCanvas) -> list[Box]:
    """The bands the board wrote notes on."""
    found = []
    for _, (points,), kw in canvas.named("polygon"):
        if kw["fill"] == NOTE:
            xs, ys = [x for x, _ in points], [y for _, y in points]
            found.append(Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return found


def written_on(canvas: RecordingCanvas, band: Box) -> str:
    """The words written on ``band`` once it was laid, its lines joined."""
    laid, words = False, []
    for name, args, kw in canvas.calls:
        laid = laid or name == "polygon" and kw["fill"] == NOTE
        if laid and name == "text" and inside(band, args[0], args[1]):
            words.append(args[2])
    return " ".join(words)


@pytest.mark.parametrize("size", SIZES)
def test_why_a_held_crystal_does_not_fit_is_said_beside_the_gallery_not_over_it(
    size: tuple[float, float],
) -> None:
    state = racing()
    kind, cell = corridor_cell(state, fits=False)
    held = controls.tap(state, None, ("tray", kind)).selection
    hand = held.over((cell % WIDTH, cell // WIDTH))
    reason = selection.refusal(state, 0, hand)
    assert reason is not None
    canvas = RecordingCanvas(*size)
    render.draw(canvas, state, selected=hand, interactive=True, clock=2.0, language="de")
    (band,) = notes(canvas)
    assert written_on(canvas, band) == Text("de").say(reason)
    assert not any(overlaps(band, area) for area in covered(size))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seed", [4, 5])  # dealt another board; its own back
def test_between_rounds_the_note_on_the_gallery_lies_clear_of_it(
    size: tuple[float, float], seed: int
) -> None:
    state = next_round(seed)
    canvas = RecordingCanvas(*size)
    hits = render.draw(canvas, state, interactive=True, language="en")
    (band,) = notes(canvas)
    assert not any(overlaps(band, area) for area in covered(size, racing=False))
    results = plan(*size).box(plan(*size).results)
    assert not overlaps(band, results)
    said = written_on(canvas, band)
    assert "Player 2 called" in said
    if size == SIZES[0]:  # a phone's is short: the message line and the log tell it whole
        assert "their board leaves the game." in said
    assert hit_test(hits, band.cx, band.cy) == "dealt"  # a tap on it puts it away
    sides = [hit for hit in hits if isinstance(hit.key, tuple) and hit.key[0] == "side"]
    for hit in sides:  # the sides to choose from are still big enough for a finger
        assert hit.r * 2 >= 44


def test_the_page_s_note_about_a_tap_is_said_clear_of_the_gallery_and_the_tray() -> None:
    page, state = racing_page()
    app = page.app
    _, cell = corridor_cell(state, fits=False)
    rock = {hit.key: hit for hit in app.screen.board.hits}[("cell", cell)]
    app.input.click(rock.x, rock.y, fingers=True)  # nothing in hand: how to take a crystal
    note = page.document["tap-note"]
    assert note.textContent and not note.hidden
    x, y = float(note.style.left.removesuffix("px")), float(note.style.top.removesuffix("px"))
    plan_ = plan(*app.screen.board.size)
    others = plan_.box(plan_.others)
    assert (x, y) == (others.cx, others.bottom)  # said above it: over the others' area
    assert (x, y) != (rock.x, rock.y)
    assert not note.classList.contains("below")


def test_the_others_area_is_clear_of_the_gallery_and_the_tray_in_both_plans() -> None:
    for size in SIZES:
        plan_: Plan = plan(*size)
        assert not overlaps(plan_.others, plan_.gallery)
        assert not overlaps(plan_.others, plan_.tray)


@pytest.mark.parametrize("seed", [4, 5])  # dealt another board; its own back
def test_between_rounds_on_a_phone_every_line_is_whole_and_none_lies_on_another(
    seed: int,
) -> None:
    """A phone's low area between rounds holds the note on why the gallery changed without
    cutting it short, and nothing is written over it (the note, the call to press Start and
    the page's note about a tap were once drawn on top of one another)."""
    state = next_round(seed)
    phone = SIZES[1]
    for language in LANGUAGES:
        canvas = RecordingCanvas(*phone)
        render.draw(canvas, state, interactive=True, language=language)
        lines = [(args, kw["size"]) for _, args, kw in canvas.named("text")]
        assert not [text for (_, _, text), _ in lines if text.endswith("\u2026")], language
        for number, ((x, y, text), size) in enumerate(lines):
            for (x2, y2, text2), size2 in lines[number + 1 :]:
                half, half2 = len(text) * LETTER * size / 2, len(text2) * LETTER * size2 / 2
                apart = abs(y - y2) >= 0.9 * min(size, size2) or abs(x - x2) >= half + half2
                assert apart, (language, text, text2)


def test_why_a_crystal_kept_in_hand_does_not_fit_is_said_once_on_the_board() -> None:
    """Tapped onto rock, the crystal stays in hand and the board says why beside it; the
    page's note, over the same place, would say it a second time on top of it."""
    page, state = racing_page()
    app = page.app
    kind, cell = corridor_cell(state, fits=False)
    by_key = {hit.key: hit for hit in app.screen.board.hits}
    tray_crystal, rock = by_key[("tray", kind)], by_key[("cell", cell)]
    app.input.click(tray_crystal.x, tray_crystal.y, fingers=True)
    app.input.click(rock.x, rock.y, fingers=True)
    said = page.text("message")
    assert said and app.selection is not None  # said, and still in hand
    note = page.document["tap-note"]
    assert note.hidden or not note.textContent
    (band,) = notes(page.canvas)
    assert written_on(page.canvas, band) == said


def test_a_round_s_points_under_the_board_add_up_on_a_phone() -> None:
    """At the lesson's end a phone's results showed '10 − 0 empty cells: +10' under a total
    of 12: the part for calling with a full gallery had no room. Every part is written."""
    state = LESSON.start()
    for notation in LESSON.moves[LESSON.opening :]:
        state = state.apply(state.parse_action(notation))
    assert isinstance(state, OutOfMineState)
    (score,) = state.results[-1].scores
    assert len(score.parts) > 1
    for language in LANGUAGES:
        canvas = RecordingCanvas(*SIZES[1])
        render.draw(canvas, state, interactive=True, language=language)
        written = " ".join(args[2] for _, args, _ in canvas.named("text"))
        text = Text(language)
        for label, _ in score.parts:
            assert text.say(label) in written, (language, text.say(label))
