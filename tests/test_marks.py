"""Every mark a board draws explains itself, from the table it is drawn through.

Each board's legend (``BoardUI.legend``) has a line per kind in four languages; its sample
drawings (``legend_samples``: random positions with the options that add marks, built
ones, and the selections a tap makes) draw only the kinds of its legend, and between
them every kind of it (the table has no dead entries), and each kind has its picture for
the "What's on the board" list (``legend_icons``), a part of a drawing round the mark. The
decisions of ``site/marks.js`` (which mark a point is on, a finger's press held, tapped or
dragged) are ``marks.mark_at`` and ``explaining.press_kind``, tested here; the shell's
part, ``explaining.Explaining``, is tested on stand-ins.
"""

from __future__ import annotations

import json
from functools import cache
from html.parser import HTMLParser
from typing import Any, Literal
from xml.etree import ElementTree

import pytest

from pygames.core.say import catalog
from pygames.web.board_view import BoardView, Picture
from pygames.web.boards import BOARDS, board_for
from pygames.web.canvas import Box, RecordingCanvas, SvgCanvas
from pygames.web.explaining import Explaining, areas_json, legend_html, press_kind
from pygames.web.hits import Hit
from pygames.web.legend_icons import Icon, fades, icon_files, icons, view_of
from pygames.web.legend_samples import samples
from pygames.web.lens import Lens
from pygames.web.marks import Legend, Mark, mark_at
from pygames.web.text import LANGUAGES, Text
from pygames.web.ui import BoardUI
from tests import offboard_positions as offboard
from tests.stand_in_page import Element, PageCanvas


def legend_of(ui: BoardUI[Any]) -> Legend[Any]:
    assert ui.legend is not None, f"{ui.game_id} has no legend"
    return ui.legend


@cache
def kinds_drawn(game_id: str) -> frozenset[str]:
    """The catalog keys of every mark drawn in the board's sample drawings."""
    drawings = samples(board_for(game_id), RecordingCanvas)
    return frozenset(mark.key for _, canvas in drawings for mark in canvas.marks)


@pytest.mark.parametrize("game_id", BOARDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_kind_of_mark_has_its_line_in_every_language(game_id: str, language: str) -> None:
    legend = legend_of(board_for(game_id))
    lines = catalog(language)
    missing = [key for key in legend.keys() if not lines.get(key, "").strip()]
    assert missing == []


@pytest.mark.parametrize("game_id", BOARDS)
def test_positions_draw_only_their_legend_s_kinds_and_every_one_of_them(game_id: str) -> None:
    legend = legend_of(board_for(game_id))
    drawn = kinds_drawn(game_id)
    assert sorted(drawn - set(legend.keys())) == []
    assert sorted(set(legend.keys()) - drawn) == []


def test_a_kind_not_in_the_legend_fails() -> None:
    legend: Legend[Literal["hole", "marble"]] = Legend("offboard", Literal["hole", "marble"])
    canvas = RecordingCanvas()
    legend.at(canvas, "hole", 1, 2, 3)
    with pytest.raises(KeyError, match="add it to its legend"):
        legend.at(canvas, "target", 1, 2, 3)  # type: ignore[arg-type]  # outside the Literal, on purpose
    assert [mark.key for mark in canvas.marks] == ["offboard.mark.hole"]


def test_the_mark_a_point_is_on_is_the_smallest_containing_it() -> None:
    panel = Mark("panel", 100, 100, 80, 40, round=False)
    count = Mark("count", 150, 110, 10, 10, round=False)
    below, above = Mark("below", 50, 100, 20, 20), Mark("above", 50, 100, 20, 20)
    marks = [panel, count, below, above]
    assert mark_at(marks, 152, 118) == count
    assert mark_at(marks, 175, 135) == panel  # a rectangle's corner is inside it
    assert mark_at(marks, 50, 100) == above  # of equal ones, the last drawn: on top
    assert mark_at(marks, 32, 84) == panel  # beyond the circle, inside the panel
    assert mark_at(marks, 300, 300) is None


def test_a_finger_held_still_explains_a_tap_plays_and_a_drag_moves() -> None:
    assert press_kind(held=0.1, moved=0) == "tap"
    assert press_kind(held=0.49, moved=9) == "tap"
    assert press_kind(held=0.5, moved=9) == "hold"
    assert press_kind(held=2.0, moved=0) == "hold"
    assert press_kind(held=0.1, moved=11) == "drag"
    assert press_kind(held=0.9, moved=30) == "drag"


class Listing:
    innerHTML = ""  # noqa: N815 - the DOM's name


class Page:
    """What ``Explaining`` tells the page: areas handed, lines pointed at and said."""

    def __init__(self) -> None:
        self.handed: list[str] = []
        self.pointed: list[str] = []
        self.said: list[str] = []
        self.listing = Listing()
        self.language = "en"

    def explaining(self) -> Explaining:
        legend = legend_of(board_for("offboard"))
        return Explaining(
            legend,
            lambda: Text(self.language),
            hand=self.handed.append,
            point=self.pointed.append,
            announce=self.said.append,
            listing=self.listing,
        )


HOLE = Mark("offboard.mark.hole", 40, 40, 20, 20)
MARBLE = Mark("offboard.mark.marble", 90, 40, 18, 18)


def test_marks_are_handed_over_in_the_reader_s_language_only_when_they_change() -> None:
    page = Page()
    explaining = page.explaining()
    explaining.drawn([HOLE, MARBLE], None)
    explaining.drawn([HOLE, MARBLE], None)
    assert len(page.handed) == 1
    x, y, rx, ry, is_round, line = json.loads(page.handed[0])[1]
    assert (x, y, rx, ry, is_round) == (90, 40, 18, 18, 1)
    assert line == Text("en")("offboard.mark.marble")
    page.language = "de"
    explaining.drawn([HOLE, MARBLE], None)
    assert json.loads(page.handed[-1])[1][5] == Text("de")("offboard.mark.marble")
    assert page.pointed == page.said == []


def test_the_legend_is_listed_a_line_per_kind_and_again_in_another_language() -> None:
    page = Page()
    explaining = page.explaining()
    explaining.drawn([], None)
    legend = legend_of(board_for("offboard"))
    assert page.listing.innerHTML.count("<li>") == len(legend.kinds)
    assert Text("en")("offboard.mark.target_3") in page.listing.innerHTML
    page.language = "nl"
    explaining.drawn([], None)
    assert page.listing.innerHTML == legend_html(legend, Text("nl"))


def test_the_mark_under_the_focus_ring_is_shown_beside_it_and_said_once() -> None:
    page = Page()
    explaining = page.explaining()
    ring = Hit(("cell", 3), 88, 42, 25)
    explaining.drawn([HOLE, MARBLE], ring)
    explaining.drawn([HOLE, MARBLE], ring)  # drawn again (a hover): not said again
    line = Text("en")("offboard.mark.marble")
    assert page.said == [line]
    assert json.loads(page.pointed[0]) == [88, 42, 25, 25, line]
    explaining.drawn([HOLE, MARBLE], Hit(("cell", 2), 40, 40, 25))
    assert page.said == [line, Text("en")("offboard.mark.hole")]
    played = Mark("offboard.mark.marble", 40, 40, 18, 18)  # a move filled the ring's hole
    explaining.drawn([HOLE, played], Hit(("cell", 2), 40, 40, 25))
    assert json.loads(page.pointed[-1])[4] == line and len(page.said) == 2  # shown, unsaid
    explaining.drawn([HOLE, MARBLE], None)  # the board lost the keys
    explaining.drawn([HOLE, MARBLE], None)
    assert page.pointed[-1] == "" and page.pointed.count("") == 1


def test_areas_are_rounded_and_carry_their_lines() -> None:
    mark = Mark("offboard.mark.hole", 10.04, 20.06, 5.55, 5.55, round=False)
    assert json.loads(areas_json([mark], Text("fr"))) == [
        [10.0, 20.1, 5.5, 5.5, 0, Text("fr")("offboard.mark.hole")]
    ]


def test_a_legend_s_box_is_its_centre_and_half_sizes() -> None:
    legend: Legend[Literal["hole"]] = Legend("offboard", Literal["hole"])
    canvas = RecordingCanvas()
    legend.box(canvas, "hole", Box(10, 20, 30, 40))
    assert canvas.marks == [Mark("offboard.mark.hole", 25, 40, 15, 20, round=False)]


def test_the_board_s_view_tells_the_marks_of_a_picture_at_rest_none_under_the_lens() -> None:
    told: list[tuple[list[Mark], Hit | None]] = []
    view = BoardView(
        board_for("offboard"),
        PageCanvas(600.0, 600.0),
        Element("board"),
        drawn=lambda marks, ring: told.append((list(marks), ring)),
    )
    state = offboard.new_game(seed=1)
    switches = {"coordinates": False, "threats": True}
    view.draw(Picture(state, None, True, switches))
    marks, ring = told[-1]
    assert ring is None and {mark.key for mark in marks} >= {"offboard.mark.marble"}
    place = view.hits[30]
    view.draw(Picture(state, None, True, switches, ring=place.key))
    assert told[-1] == (marks, place)
    view.draw(Picture(state, None, True, switches, progress=0.5, in_motion=True))
    assert len(told) == 2  # a frame of a motion is not explained
    view.draw(Picture(state, None, True, switches, lens=Lens(300, 300, 2.0, (300, 300), 120)))
    under_lens, ring = told[-1]
    assert under_lens == [] and ring is None


@cache
def pictures(game_id: str) -> dict[str, dict[str, Icon]]:
    """Each language's picture of each kind of the board's legend."""
    return icons(board_for(game_id), tuple(LANGUAGES))


@pytest.mark.parametrize("game_id", BOARDS)
def test_every_kind_has_a_picture_cut_from_a_drawing_round_its_mark(game_id: str) -> None:
    legend = legend_of(board_for(game_id))
    for language, drawn in pictures(game_id).items():
        assert list(drawn) == list(legend.kinds), language
        for icon in drawn.values():
            view = icon.view
            assert 0 <= view.x and view.right <= icon.width + 1e-9, icon.kind
            assert 0 <= view.y and view.bottom <= icon.height + 1e-9, icon.kind
            assert min(view.w, view.h) > 0, icon.kind
            shown = ElementTree.fromstring(icon.svg).attrib["viewBox"].split()
            assert [float(edge) for edge in shown] == [view.x, view.y, view.w, view.h]


@pytest.mark.parametrize("game_id", BOARDS)
def test_pictures_are_drawn_in_each_language_only_where_they_show_words(game_id: str) -> None:
    ui = board_for(game_id)
    legend = legend_of(ui)
    english = pictures(game_id)["en"]
    worded = {
        kind
        for language, drawn in pictures(game_id).items()
        for kind, icon in drawn.items()
        if icon.svg != english[kind].svg
    }
    assert bool(worded) == legend.words
    languages = LANGUAGES if legend.words else ("en",)
    assert set(icon_files(ui)) == {
        legend.icon(kind, language) for kind in legend.kinds for language in languages
    }


class ListItems(HTMLParser):
    """The list's items as a browser reads them: each one's pictures' attributes, its text."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.items: list[tuple[list[dict[str, str | None]], str]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "li":
            self.items.append(([], ""))
        elif tag == "img":
            self.items[-1][0].append(dict(attrs))

    def handle_data(self, data: str) -> None:
        pictures, text = self.items[-1]
        self.items[-1] = (pictures, text + data)


@pytest.mark.parametrize("game_id", BOARDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_list_shows_each_line_beside_its_picture_unread(game_id: str, language: str) -> None:
    legend = legend_of(board_for(game_id))
    text = Text(language)
    items = ListItems(legend_html(legend, text)).items
    assert len(items) == len(legend.kinds)
    for (pictures, line), kind in zip(items, legend.kinds, strict=True):
        [picture] = pictures
        assert picture["alt"] == ""  # the line says what the picture shows
        assert picture["src"] == legend.icon(kind, language)
        assert line == text(legend.key(kind))


def test_a_part_of_a_picture_keeps_only_what_shows_in_it() -> None:
    canvas = SvgCanvas(200, 100)
    canvas.clear("#fff")
    canvas.circle(20, 20, 10, fill="red")
    canvas.circle(150, 50, 10, fill="blue")
    canvas.line([(0, 90), (200, 90)], stroke="green")  # crosses the part
    canvas.text(100, 20, "far", size=10, color="black")
    part = canvas.to_svg(Box(130, 30, 40.5, 40))
    assert 'viewBox="130 30 40.5 40"' in part
    assert "#fff" in part and "blue" in part and "green" not in part
    assert "red" not in part and "far" not in part
    assert ElementTree.fromstring(canvas.to_svg()).attrib["viewBox"] == "0 0 200 100"
    assert all(color in canvas.to_svg() for color in ("red", "blue", "green", "far"))


def test_a_mark_s_picture_is_its_area_with_room_inside_the_drawing() -> None:
    dot = view_of(Mark("dot", 5, 50, 3, 3), 200, 100)  # at the left edge: moved in
    assert dot == Box(0, 41, 18, 18)
    panel = view_of(Mark("panel", 100, 50, 100, 10, round=False), 200, 100)
    assert panel == Box(0, 0, 200, 100)  # stretched to half its length, cut to the drawing
    tall = view_of(Mark("tall", 100, 50, 5, 40), 200, 100)
    assert tall == Box(74, 0, 52, 100)  # stretched to half its height, then cut


def test_outback_s_pictures_fade_the_neighbours_their_edges_cut_and_no_other_board_s() -> None:
    """At 1280x800 Outback's legend showed its jeep with a die sliced at the right edge,
    the shelf with its '+5' and third roll square sliced: those edges now fade out. The
    other boards keep their pictures: two are drawn dark, and would fade into a haze."""
    drawn = pictures("outback")["en"]
    assert "mask=" in drawn["jeep"].svg and 'id="gfade-right"' in drawn["jeep"].svg
    assert "mask=" in drawn["shelf"].svg
    assert "mask=" not in drawn["row"].svg  # the number sits alone on its panel
    for game_id in BOARDS:
        if not legend_of(board_for(game_id)).fades:
            assert all("mask=" not in icon.svg for icon in pictures(game_id)["en"].values())


def test_a_picture_fades_only_the_edges_that_cut_a_neighbour_never_its_mark() -> None:
    jeep, die = Mark("jeep", 50, 20, 40, 10, round=False), Mark("die", 95, 45, 8, 8)
    assert fades(Box(0, 0, 100, 60), jeep, [jeep, die]) == {"right": 10}
    assert fades(Box(0, 0, 100, 60), jeep, [jeep]) == {}  # nothing beside it is cut
    near = Mark("near", 99, 45, 8, 8)  # cut, but the jeep reaches the edge: no room to fade
    assert fades(Box(0, 0, 91, 60), jeep, [jeep, near]) == {}
    canvas = SvgCanvas(100, 60)
    canvas.clear("#fff")
    part = canvas.to_svg(Box(0, 0, 100, 60), fades={"right": 10})
    assert '<rect x="90" y="0" width="10" height="60" fill="url(#gfade-right)"/>' in part
    assert "mask=" not in canvas.to_svg(Box(0, 0, 100, 60))
