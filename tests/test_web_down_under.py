"""The Down Under renderer, checked on a recording canvas (no browser).

Positions are written card by card (``tests/down_under_positions.py``); the
late games are played out choosing straights and curves over ends whenever
one fits, so that the table fills the area the way a real game does.
"""

import math
import random
from collections.abc import Hashable, Iterator, Mapping
from itertools import combinations

import pytest

from pygames.core import Action, OptionValue
from pygames.core.say import LANGUAGES, Say
from pygames.games.down_under import (
    GAME,
    DownUnderAction,
    DownUnderState,
    Kind,
    Phase,
    Place,
    Turn,
)
from pygames.games.down_under.cards import ANIMALS, NO_ANIMAL, ROTATION_NAMES
from pygames.games.down_under.grid import cell_at, coordinates, facing, port_cell
from pygames.games.down_under.refusals import explain
from pygames.web.canvas import Box, Call, Point, RecordingCanvas
from pygames.web.down_under import UI
from pygames.web.down_under.animals import draw_animal
from pygames.web.down_under.animation import LAY, POND, TURN
from pygames.web.down_under.area import FENCE, SAND, AreaCaption, area_caption
from pygames.web.down_under.hand import LIT
from pygames.web.down_under.layout import TALL_SIZE, Layout, plan
from pygames.web.down_under.pieces import (
    CARD,
    NEUTRAL_LINE,
    PATH_COLOURS,
    STOP,
    WATER,
    WIDTH,
    draw_pattern,
)
from pygames.web.down_under.render import LAST_TURN, draw, table_layout
from pygames.web.down_under.selection import (
    Pick,
    as_pick,
    card_of,
    cards_at,
    cells_for,
    playable,
    rotations,
)
from pygames.web.hits import Hit, hit_test
from pygames.web.motion import AT_REST
from pygames.web.poster import POSTER_SIZE
from pygames.web.text import Text
from pygames.web.ui import Tap
from tests.down_under_positions import hand, legal_actions, new_game, play, position
from tests.keyboard import reachable_by_arrows
from tests.playouts import applied, each, playout, previous
from tests.tapping import message_key

#: A phone in portrait: the board's design size there (the table above the hand strip).
PHONE = TALL_SIZE
RED, BLUE = PATH_COLOURS[:2]
RED_LOOP = ("R curve 0,0 NE", "R curve 1,0 NW", "R curve 1,1 SW", "R curve 0,1 SE")
#: Red's curve at 0,0 leads north and east; Blue's straight at 2,0 points west and east.
TWO_PATHS = ("R curve 0,0 NE", "B straight 2,0 EW")
#: The points of a polygon or a line drawn.
Points = tuple[Point, ...]


def drawn(
    state: DownUnderState,
    size: tuple[float, float] = (600, 600),
    *,
    selected: object = None,
    interactive: bool = False,
    preview: DownUnderAction | None = None,
) -> tuple[RecordingCanvas, list[Hit], Layout]:
    """The recording canvas ``state`` was drawn on (the table only: what is drawn in
    the hand strip is left out), the hits on the table, and the table's layout."""
    canvas = RecordingCanvas(*size)
    hits = draw(canvas, state, selected=selected, interactive=interactive, preview=preview)
    strip = plan(*size).strip
    canvas.calls = [call for call in canvas.calls if not _in(strip, _anchor(call))]
    hits = [hit for hit in hits if kind_of(hit.key) == "cell"]
    return canvas, hits, table_layout(state, *size)


def kind_of(key: Hashable) -> object:
    """What a hit is on: the first part of its key, ``("cell", (0, 0))`` or ``("card", ...)``."""
    return key[0] if isinstance(key, tuple) else None


def _anchor(call: Call) -> Point:
    """The first point a drawing call touches."""
    name, args, _ = call
    if name in ("polygon", "line"):
        points: Points = args[0]
        return points[0]
    return args[:2] if name in ("circle", "text") else (-1, -1)


def _in(box: Box, point: Point) -> bool:
    x, y = point
    return box.x <= x <= box.right and box.y <= y <= box.bottom


def lines(canvas: RecordingCanvas, colour: str) -> list[Points]:
    return [args[0] for _, args, kwargs in canvas.named("line") if kwargs["stroke"] == colour]


def polygons(canvas: RecordingCanvas, fill: str) -> list[Points]:
    return [args[0] for _, args, kwargs in canvas.named("polygon") if kwargs["fill"] == fill]


def arrows(canvas: RecordingCanvas, colour: str) -> list[Points]:
    """The open-end arrows in a colour (triangles filled with it)."""
    return [points for points in polygons(canvas, colour) if len(points) == 3]


def stops(canvas: RecordingCanvas, layout: Layout) -> list[Points]:
    """The bars where a path stops (thick: the animals' ink lines are thin)."""
    return [
        args[0]
        for _, args, kwargs in canvas.named("line")
        if kwargs["stroke"] == STOP and kwargs["width"] > 0.05 * layout.size
    ]


def near(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) < 0.01 and abs(a[1] - b[1]) < 0.01


def cell_under(layout: Layout, point: Point) -> tuple[int, int]:
    """The cell (x, y) a pixel lies in."""
    x = (point[0] - layout.ox) / layout.size
    y = (layout.oy - point[1]) / layout.size
    return round(x), round(y)


def late_game(seed: int, area: str = "hard") -> DownUnderState:
    """A four-player game to its end, each turn a straight or curve whenever one fits."""
    choose = random.Random(seed)
    state = new_game(players=4, seed=seed, options={"area": area})
    while not state.is_over():
        actions = state.legal_actions()
        full = [a for a in actions if not (isinstance(a, Place) and a.kind == Kind.END)]
        state = applied(state, choose.choice(full or actions))
    return state


def motion(state: DownUnderState) -> float:
    """How long the board shows the action that led to ``state`` in motion (``UI.motion``)."""
    assert UI.motion is not None
    return UI.motion(state)


def board_key(state: DownUnderState, selected: object, name: str) -> Tap | None:
    """What the board does with a key (``UI.key``; None: the shell's)."""
    assert UI.key is not None
    return UI.key(state, selected, name)


def seat_note(state: DownUnderState, player: int) -> Say | None:
    """The line under a player's name (``UI.notes.seat``)."""
    assert UI.notes.seat is not None
    return UI.notes.seat(state, player)


# -- the cards ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", [Kind.STRAIGHT, Kind.CURVE, Kind.END])
def test_every_card_and_rotation_draws_its_own_line_where_its_rotation_says(kind: Kind) -> None:
    own_lines = []
    for rotation, name in enumerate(ROTATION_NAMES[kind]):
        canvas, _, layout = drawn(position(f"R {kind.name.lower()} 0,0 {name}"))
        midpoints = [layout.point(0, 0.5), layout.point(0.5, 0)]
        midpoints += [layout.point(0, -0.5), layout.point(-0.5, 0)]
        (own,) = lines(canvas, RED)
        own_lines.append(own)
        if kind == Kind.END:  # a stub from its edge, stopped short of the middle line
            assert near(own[0], midpoints[rotation]) and len(stops(canvas, layout)) == 1
        else:
            ends = [midpoints["NESW".index(letter)] for letter in name]
            assert any(near(own[0], a) and near(own[-1], b) for a, b in (ends, ends[::-1]))
    assert all(a != b for a, b in combinations(own_lines, 2))


def test_a_straight_is_a_bridge_its_neutral_line_cut_under_the_players() -> None:
    canvas, _, _ = drawn(position("R straight 0,0 NS"))
    paint = [(name, kwargs.get("stroke"), kwargs.get("fill")) for name, _, kwargs in canvas.calls]
    neutral = max(i for i, (_, stroke, _) in enumerate(paint) if stroke == NEUTRAL_LINE)
    cut = [i for i, (name, _, fill) in enumerate(paint) if name == "polygon" and fill == CARD]
    own = paint.index(("line", RED, None))
    assert any(neutral < i < own for i in cut)


def test_an_end_is_half_a_card_against_the_edge_its_stub_sits_on() -> None:
    canvas, _, layout = drawn(position("R straight 0,1 NS", "R end 0,0 N", "B straight 3,0 EW"))
    _, middle = layout.point(0, 0)
    _, north_edge = layout.point(0, 0.5)
    faces = [face for face in polygons(canvas, CARD) if cell_under(layout, face[0]) == (0, 0)]
    (half,) = [face for face in faces if len(face) == 4 and min(y for _, y in face) < middle]
    top, bottom = min(y for _, y in half), max(y for _, y in half)
    assert north_edge < top and bottom - top < 0.7 * layout.size
    assert bottom < middle + 0.25 * layout.size  # just past the middle line it carries


def test_an_end_may_lie_outside_the_area_which_is_fenced_once_fixed() -> None:
    # Hard area for two: 4x8. Red's row is long, Blue's column spans the 4 rows.
    state = position(
        *(f"R straight {x},0 EW" for x in range(5)),
        "B straight 0,1 NS",
        "B straight 0,2 NS",
        "B straight 0,-1 NS",
        to_move=1,
        options={"area": "hard"},
    )
    state = play(state, "end 0,3 S")
    canvas, _, layout = drawn(state)
    shaded = {cell_under(layout, square[0]) for square in polygons(canvas, SAND)}
    faces = {cell_under(layout, face[0]) for face in polygons(canvas, CARD)}
    assert (0, 3) in faces and (0, 3) not in shaded and (0, 2) in faces
    assert {(x, 2) for x in range(-2, 7)} <= shaded  # the rows are fixed, the columns not yet
    fence_rows = {round(line[0][1], 1) for line in lines(canvas, FENCE)}
    assert fence_rows == {round(layout.point(0, y)[1], 1) for y in (2.5, -1.5)}
    assert area_caption(state) == AreaCaption(4, 8, 5, 4, 8, 4)


def test_a_billabong_is_a_pond_the_path_through_it_drawn_over_the_water() -> None:
    state = position(
        "R straight -1,0 EW", "B straight 0,1 NS", "Y straight 1,1 NS", players=3, to_move=2
    )
    state = play(state, "curve 1,0 NW", "billabong 0,0")
    canvas, hits, layout = drawn(state, interactive=True)
    calls = canvas.calls
    (pond,) = [i for i, (name, _, kw) in enumerate(calls) if kw.get("fill") == WATER]
    assert cell_under(layout, calls[pond][1][0][0]) == (0, 0)
    yellow = PATH_COLOURS[2]
    over = [i for i, (_, args, kw) in enumerate(calls) if kw.get("stroke") == yellow and i > pond]
    assert any(cell_under(layout, calls[i][1][0][1]) == (0, 0) for i in over)
    # The last turn is the curve and the billabong; Yellow lays one more card at 0,-1.
    marked = {cell_under(layout, square[0]) for square in _outlines(canvas, LAST_TURN)}
    assert marked == {(0, 0), (1, 0)}
    assert ("cell", (0, -1)) in {hit.key for hit in hits}


def _outlines(canvas: RecordingCanvas, colour: str) -> list[Points]:
    return [
        args[0] for name, args, kw in canvas.calls if name == "polygon" and kw["stroke"] == colour
    ]


def test_each_animal_has_a_mark_of_its_own_shape() -> None:
    shapes = []
    for animal in range(len(ANIMALS)):
        canvas = RecordingCanvas()
        draw_animal(canvas, animal, 50, 50, 20)
        # The shapes without their colours: what is drawn, with how many points, where.
        shapes.append([(name, tuple(args)) for name, args, _ in canvas.calls])
    assert all(a != b for a, b in combinations(shapes, 2))


def lightness(colour: str) -> float:
    """CIE L* (0 black .. 100 white) of a ``#rrggbb`` colour."""
    linear = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in linear]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    cube_root: float = luminance ** (1 / 3)  # of a number not below 0: no complex root
    return 116 * cube_root - 16


def test_each_colour_is_told_by_lightness_and_by_a_pattern_too() -> None:
    levels = sorted(lightness(colour) for colour in (*PATH_COLOURS, NEUTRAL_LINE))
    assert all(b - a >= 10 for a, b in zip(levels, levels[1:], strict=False)), levels
    patterns = []
    for colour in range(4):
        canvas = RecordingCanvas()
        draw_pattern(canvas, [(0, 0), (0, 100)], colour, 20)
        patterns.append(
            [(name, len(args[0]) if name == "line" else 1) for name, args, _ in canvas.calls]
        )
    assert patterns[0] == []  # Red is plain
    assert all(a != b for a, b in combinations(patterns, 2))


# -- the paths ---------------------------------------------------------------------------------


def test_every_open_end_has_an_arrow_pointing_into_the_cell_it_goes_on_in() -> None:
    state = position(*TWO_PATHS)
    canvas, _, layout = drawn(state)
    for colour, fill in enumerate((RED, BLUE)):
        tips = [arrow[1] for arrow in arrows(canvas, fill)]
        targets = {coordinates(port_cell(facing(end))) for end in state.table.open_ends(colour)}
        assert sorted(cell_under(layout, tip) for tip in tips) == sorted(targets)


def test_a_finished_path_shows_no_arrow_but_stops() -> None:
    capped = position("R end -1,0 E", "R straight 0,0 EW", "R end 1,0 W", "B straight 0,2 EW")
    canvas, _, layout = drawn(capped)
    assert not arrows(canvas, RED) and len(stops(canvas, layout)) == 2 and arrows(canvas, BLUE)
    # Red's row fills the 7 columns of the 5x7 area and Red holds no end: blocked for good.
    row = [f"R straight {x},0 EW" for x in range(7)]
    blocked = position(*row, "B straight 0,2 EW", hands={0: hand(straights=1)})
    assert blocked.finished[0]
    canvas, _, layout = drawn(blocked)
    assert not arrows(canvas, RED) and len(stops(canvas, layout)) == 2


def test_a_closed_loop_has_no_open_end_and_its_curves_offer_a_turn() -> None:
    state = position(*RED_LOOP, "B straight 3,3 EW")
    canvas, _, layout = drawn(state)
    assert not arrows(canvas, RED) and not stops(canvas, layout)
    canvas, hits, _ = drawn(state, interactive=True)
    turns = {coordinates(action.cell) for action in legal_actions(state)}
    assert all(isinstance(action, Turn) for action in state.legal_actions())
    assert {("cell", cell) for cell in turns} <= {hit.key for hit in hits}
    assert len([line for line in lines(canvas, RED) if len(line) == 11]) == 4  # turning arrows


def test_a_neutral_line_taken_over_carries_a_core_of_its_paths_colour() -> None:
    before, _, _ = drawn(position(*TWO_PATHS))
    assert len(lines(before, BLUE)) == 1  # Blue's own line, no core
    after, _, layout = drawn(play(position(*TWO_PATHS), "curve 1,0 NW"))
    # Red's curve at 1,0 hands its neutral arc to Blue's path.
    (core,) = [line for line in lines(after, BLUE) if len(line) == 9]
    assert cell_under(layout, core[4]) == (1, 0)


# -- fitting the table -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [5, 7])
def test_a_late_four_player_game_fits_a_phone_in_portrait(seed: int) -> None:
    state = late_game(seed)  # 5x11 area; seed 5 ends up tall, seed 7 wide
    caption = area_caption(state)
    assert caption is not None
    assert len(state.table.cells) > 40 and max(caption.columns, caption.rows) >= 10
    canvas, _, layout = drawn(state, PHONE)
    width, height = PHONE
    assert layout.size >= 28
    for points in polygons(canvas, CARD) + stops(canvas, layout):
        assert all(0 <= x <= width and 0 <= y <= height for x, y in points)
    assert not canvas.named("text")  # every word is the shell's


#: Red's seven straights and Blue's four across them (their neutral lines carry Red's path
#: on): eleven cards in a row, an end outside the area at each end, and two cards that
#: make the area five rows high.
ROW_OF_ELEVEN = (
    *(f"R straight {x},0 EW" for x in range(-5, 2)),
    *(f"B straight {x},0 NS" for x in range(2, 6)),
    "R end -6,0 E",
    "R end 6,0 W",
    "Y straight 0,2 EW",
    "Y straight 0,-2 EW",
)
COLUMN_OF_ELEVEN = (
    *(f"R straight 0,{y} NS" for y in range(-5, 2)),
    *(f"B straight 0,{y} EW" for y in range(2, 6)),
    "R end 0,-6 N",
    "R end 0,6 S",
    "Y straight 2,0 NS",
    "Y straight -2,0 NS",
)


@pytest.mark.parametrize("cards", [ROW_OF_ELEVEN, COLUMN_OF_ELEVEN], ids=["11x5", "5x11"])
def test_a_full_area_with_ends_outside_fits_a_phone_either_way_round(
    cards: tuple[str, ...],
) -> None:
    state = position(*cards, players=4, options={"area": "hard"})
    canvas, _, layout = drawn(state, PHONE)
    for face in polygons(canvas, CARD):
        assert all(0 <= x <= PHONE[0] and 0 <= y <= PHONE[1] for x, y in face)
    assert layout.size >= 29


def test_the_board_pans_and_zooms_to_hold_every_card_and_every_cell_a_move_could_use() -> None:
    sizes = []
    for state in each(DownUnderState, playout(GAME, 3, range(0, 4000, 37), players=4)):
        canvas, hits, layout = drawn(state, PHONE, interactive=True)
        sizes.append(layout.size)
        for face in polygons(canvas, CARD):
            assert all(0 <= x <= PHONE[0] and 0 <= y <= PHONE[1] for x, y in face)
        assert all(0 < hit.x < PHONE[0] and 0 < hit.y < PHONE[1] for hit in hits)
    assert len(sizes) > 20 and sizes[0] == sizes[1] > sizes[-1]


def test_area_caption_gives_the_agreed_size_and_how_far_each_way_is_used() -> None:
    start = new_game(players=4, seed=0)
    assert area_caption(start) == AreaCaption(7, 9, 0, 0, 9, 9)
    row = position(*(f"R straight {x},0 EW" for x in range(7)), "B straight 7,0 NS", players=4)
    assert area_caption(row) == AreaCaption(7, 9, 8, 1, 9, 7)
    assert area_caption(new_game(seed=0, options={"area": "unlimited"})) is None


# -- what a tap can mean -----------------------------------------------------------------------


def test_the_first_card_goes_at_the_middle_and_the_next_ones_next_to_a_card() -> None:
    start = new_game(players=4, seed=0)
    _, hits, _ = drawn(start, interactive=True)
    assert [hit.key for hit in hits] == [("cell", (0, 0))]
    after = play(start, "curve 0,0 NE")
    _, hits, layout = drawn(after, interactive=True)
    around = {(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)}
    assert {hit.key for hit in hits} == {("cell", cell) for cell in around}
    for cell in around:
        assert hit_test(hits, *layout.point(*cell)) == ("cell", cell)


def test_hits_are_the_cards_and_exactly_the_cells_a_move_could_use() -> None:
    for state in _some_states(late_game(11, area="recommended")):
        if state.is_over():
            continue
        _, hits, layout = drawn(state, interactive=True)
        keys = {hit.key for hit in hits}
        legal = {action.cell for action in legal_actions(state)}
        ends = {port_cell(facing(e)) for c in state.colours for e in state.table.open_ends(c)}
        cells = set(state.table.cells) | legal | ends
        assert keys == {("cell", coordinates(cell)) for cell in cells}
        for cell in legal:
            assert hit_test(hits, *layout.point(*coordinates(cell))) == ("cell", coordinates(cell))
        assert reachable_by_arrows(hits) == keys


def _some_states(state: DownUnderState) -> list[DownUnderState]:
    """Every sixth state of a game's history, back from its end."""
    found = [state]
    while found[-1].parent is not None:
        found.append(previous(found[-1]))
    return found[::6]


def test_nothing_is_tappable_or_hinted_when_the_player_may_not_act() -> None:
    state = position(*TWO_PATHS)
    canvas, hits, _ = drawn(state)
    assert hits == [] and not [c for c in canvas.named("circle") if c[2]["fill"] == RED]
    canvas, hits, _ = drawn(state, interactive=True)
    dots = [c for c in canvas.named("circle") if c[2]["fill"] == RED]
    assert len(dots) == len({action.cell for action in legal_actions(state)}) == 2


def test_a_preview_draws_the_card_in_place_without_playing_it() -> None:
    state = position(*TWO_PATHS)
    move = state.parse_action("curve 1,0 NW")
    assert isinstance(move, Place)
    plain, plain_hits, _ = drawn(state, interactive=True)
    canvas, hits, layout = drawn(state, interactive=True, preview=move)
    assert [hit.key for hit in hits] == [hit.key for hit in plain_hits]
    assert len(state.table.cells) == 2

    def red_cells(canvas: RecordingCanvas) -> set[tuple[int, int]]:
        return {cell_under(layout, line[len(line) // 2]) for line in lines(canvas, RED)}

    assert red_cells(plain) == {(0, 0)} and red_cells(canvas) == {(0, 0), (1, 0)}


def test_the_last_move_is_marked() -> None:
    state = position(*TWO_PATHS)  # arranged: no move played yet
    canvas, _, _ = drawn(state)
    assert not _outlines(canvas, LAST_TURN)
    canvas, _, layout = drawn(play(state, "curve 1,0 NW"))
    assert [cell_under(layout, square[0]) for square in _outlines(canvas, LAST_TURN)] == [(1, 0)]


# -- playing by taps ---------------------------------------------------------------------------

DESKTOP = (1000, 720)
VARIANTS: tuple[tuple[int, Mapping[str, OptionValue]], ...] = (
    (2, {}),
    (3, {"special_scoring": True}),
    (2, {"two_paths": "both"}),
    (4, {"one_open_end": True}),
    (2, {"two_paths": "either", "special_scoring": True}),
)


def all_hits(
    state: DownUnderState, selection: object = None, size: tuple[float, float] = DESKTOP
) -> list[Hit]:
    return draw(RecordingCanvas(*size), state, selected=selection, interactive=True)


def random_positions(count: int, seed: int = 0) -> Iterator[DownUnderState]:
    """Positions from random games of every variant."""
    rng = random.Random(seed)
    picks = iter(lambda: rng.randrange(10**9), None)
    for game in range(count):
        players, options = VARIANTS[game % len(VARIANTS)]
        states = list(each(DownUnderState, playout(GAME, game, picks, players, options)))
        yield from states[:: max(1, len(states) // 12)]


def billabong_position() -> DownUnderState:
    """Yellow's curve at 1,0 makes three paths meet at 0,0: a billabong is due there."""
    state = position(
        "R straight -1,0 EW", "B straight 0,1 NS", "Y straight 1,1 NS", players=3, to_move=2
    )
    return play(state, "curve 1,0 NW")


def special_positions() -> list[DownUnderState]:
    pond = billabong_position()
    return [position(*RED_LOOP, "B straight 3,3 EW"), pond, play(pond, "billabong 0,0")]


def taps(state: DownUnderState, selection: object, *keys: Hashable) -> Tap:
    """Tap ``keys`` in turn; return the last tap (every key must be a hit region then)."""
    tap = None
    for key in keys:
        assert key in {hit.key for hit in all_hits(state, selection)}, key
        tap = UI.tap(state, selection, key)
        selection = tap.selection
    assert tap is not None, "no key tapped"
    return tap


def confirm(state: DownUnderState, tap: Tap, action: DownUnderAction) -> Action | None:
    """Cycle the preview round to ``action`` by taps on it, then lay it with the button."""
    where = ("cell", coordinates(action.cell))
    for _ in range(5):
        if tap.action is not None:
            return tap.action
        if as_pick(tap.selection).preview == action:
            break
        tap = taps(state, tap.selection, where)
    # The first button is the preview's own ("Lay it"; where paths meet, buttons for the
    # billabong follow).
    button = UI.offered(state, tap.selection)[0]
    return button.action


def play_card_first(state: DownUnderState, action: DownUnderAction) -> Action | None:
    """The action a person gets by tapping its card (if any), its cell, and confirming."""
    tap = Tap()
    if isinstance(action, Place):
        tap = taps(state, None, ("card", card_of(action)))
    if as_pick(tap.selection).preview is None:
        tap = taps(state, tap.selection, ("cell", coordinates(action.cell)))
    return confirm(state, tap, action)


def play_cell_first(state: DownUnderState, action: DownUnderAction) -> Action | None:
    """The action a person gets by tapping its cell, then its card if asked, and confirming."""
    tap = taps(state, None, ("cell", coordinates(action.cell)))
    pick = as_pick(tap.selection)
    if pick.preview is not None and isinstance(action, Place):
        assert isinstance(pick.preview, Place), pick.preview  # a card to lay, as the action
        if card_of(pick.preview) != card_of(action):
            pytest.fail(f"one card fits {action.cell} but it is not {action}")
    if pick.preview is None:
        assert isinstance(action, Place), action  # a turn's cell previews it at once
        tap = taps(state, tap.selection, ("card", card_of(action)))
    return confirm(state, tap, action)


def test_every_legal_action_of_random_games_can_be_played_by_taps_and_buttons() -> None:
    sample = random.Random(3)
    for state in [*random_positions(10, seed=3), *special_positions()]:
        actions = legal_actions(state)
        for action in sample.sample(actions, min(len(actions), 40)):
            assert play_card_first(state, action) == action, (state, action)
            assert play_cell_first(state, action) == action, (state, action)


def test_taps_on_every_region_play_only_legal_actions_or_change_something_or_say_why() -> None:
    for state in [*random_positions(6, seed=7), *special_positions()]:
        if state.is_over():
            continue
        legal = set(state.legal_actions())
        for hit in all_hits(state):
            tap = UI.tap(state, None, hit.key)
            if tap.action is not None:
                assert tap.action in legal
            elif tap.selection is None:
                assert tap.message is not None, hit.key
            if tap.message is not None:
                assert tap.selection is None and tap.action is None  # nothing changed


def test_a_picked_card_lights_exactly_the_cells_it_may_go_to() -> None:
    state = position(*TWO_PATHS)
    tap = taps(state, None, ("card", (Kind.CURVE, -1)))
    assert tap.selection == Pick(card=(Kind.CURVE, -1))
    curves = [a for a in legal_actions(state) if isinstance(a, Place) and a.kind == Kind.CURVE]
    cells = {coordinates(a.cell) for a in curves}
    assert len(cells) > 1 and set(cells_for(state, (Kind.CURVE, -1))) == cells
    canvas, hits, layout = drawn(state, interactive=True, selected=tap.selection)
    dots = {cell_under(layout, c[1][:2]) for c in canvas.named("circle") if c[2]["fill"] == RED}
    assert dots == cells


def test_taps_on_the_preview_cycle_through_the_legal_rotations_only() -> None:
    state = position(*TWO_PATHS)
    curve = (Kind.CURVE, -1)
    for cell in cells_for(state, curve):
        legal = [
            a
            for a in legal_actions(state)
            if isinstance(a, Place) and a.kind == Kind.CURVE and coordinates(a.cell) == cell
        ]
        tap = taps(state, None, ("card", curve), ("cell", cell))
        seen = []
        for _ in range(len(legal)):
            seen.append(tap.selection.preview)
            if len(legal) == 1:
                break
            tap = taps(state, tap.selection, ("cell", cell))
        assert sorted(map(str, seen)) == sorted(map(str, legal))
        if len(legal) > 1:
            assert tap.selection.preview == seen[0]  # round again
        else:
            assert taps(state, tap.selection, ("cell", cell)).action == legal[0]


def test_a_cell_tapped_first_lights_the_cards_that_fit_there() -> None:
    state = new_game(players=3, seed=0, options={"special_scoring": True})
    state = play(state, "emu curve 0,0 NE")
    cell = (1, 1)
    fitting = set(cards_at(state, cell))
    assert len(fitting) > 1
    tap = taps(state, None, ("cell", cell))
    assert tap.selection == Pick(cell=cell) and tap.message is None
    canvas = RecordingCanvas(*DESKTOP)
    hits = draw(canvas, state, selected=tap.selection, interactive=True)
    centres = {
        hit.key[1]: (hit.x, hit.y)
        for hit in hits
        if isinstance(hit.key, tuple) and hit.key[0] == "card"
    }
    ringed = {
        card
        for _, (points,), paint in canvas.named("polygon")
        if paint["fill"] == LIT
        for card, (x, y) in centres.items()
        if min(p[0] for p in points) < x < max(p[0] for p in points)
        and min(p[1] for p in points) < y < max(p[1] for p in points)
    }
    assert ringed == fitting
    assert prompt_text(state, tap.selection)


def test_a_cell_only_one_card_fits_goes_straight_to_its_preview() -> None:
    state = billabong_position()
    assert state.phase == Phase.POND
    tap = taps(state, None, ("cell", (0, 0)))
    assert tap.selection.preview == state.parse_action("billabong 0,0")
    assert [b.action for b in UI.offered(state, tap.selection)][0] == tap.selection.preview
    assert taps(state, tap.selection, ("cell", (0, 0))).action == tap.selection.preview


def test_turning_a_curve_of_a_loop_is_previewed_then_played() -> None:
    state = position(*RED_LOOP, "B straight 3,3 EW")
    turn = next(a for a in state.legal_actions() if isinstance(a, Turn))
    where = ("cell", coordinates(turn.cell))
    tap = taps(state, None, where)
    assert isinstance(tap.selection.preview, Turn) and tap.selection.preview.cell == turn.cell
    before, _, layout = drawn(state, interactive=True)
    after, _, _ = drawn(state, interactive=True, selected=tap.selection)
    assert lines(before, RED) != lines(after, RED)  # the curve drawn turned
    assert say_all(UI.prompt(state, tap.selection))
    assert play_card_first(state, turn) == turn
    # A tap on a card of the loop that is not a turnable curve says why.
    curves = {coordinates(a.cell) for a in legal_actions(state)}
    tap = UI.tap(state, None, ("cell", (3, 3)))
    assert (3, 3) not in curves and tap.message is not None and tap.selection is None


def test_illegal_taps_change_nothing_and_say_the_engines_reason() -> None:
    state = position(*TWO_PATHS)
    # A taken cell: the engine's refusal of laying a card there.
    tap = UI.tap(state, None, ("cell", (2, 0)))
    assert message_key(tap) == "down-under.refusal.taken" and tap.selection is None
    # A picked card that cannot go to the cell tapped: the selection stays.
    picked = Pick(card=(Kind.STRAIGHT, -1))
    tap = UI.tap(state, picked, ("cell", (1, 0)))
    legal_there = {
        a.kind
        for a in legal_actions(state)
        if isinstance(a, Place) and coordinates(a.cell) == (1, 0)
    }
    if Kind.STRAIGHT not in legal_there:
        refusal = message_key(tap) or ""
        assert tap.selection == picked and refusal.startswith("down-under.refusal.")
    # A cell where paths meet in the billabong phase: the engine says to lay it first.
    pond = billabong_position()
    tap = UI.tap(pond, None, ("card", (Kind.CURVE, -1)))
    assert message_key(tap) == "down-under.refusal.pond_first.one" and tap.selection is None


def test_a_card_refused_where_its_words_speak_of_a_cell_marks_that_cell() -> None:
    """A card tapped in the hand is refused for the cell it would go to ("that cell is
    outside the playing area"): the tap carries that cell, drawn on the table, for the board
    to mark, and the engine refuses that card there in those very words."""
    marked = 0
    for state in random_positions(12, seed=5):
        if state.is_over():
            continue
        hits = {hit.key for hit in all_hits(state)}
        for key in hits:
            if not (isinstance(key, tuple) and key[0] == "card"):
                continue
            tap = UI.tap(state, None, key)
            if tap.message is None or tap.marks is None:
                continue
            assert tap.marks in hits and tap.marks != key
            assert isinstance(tap.marks, tuple)
            _, (x, y) = tap.marks
            kind, animal = key[1]
            refusals = {
                explain(state, Place(Kind(kind), cell_at(x, y), rotation, animal))
                for rotation in range(len(ROTATION_NAMES[Kind(kind)]))
            }
            assert tap.message in refusals, (tap.message, refusals)
            marked += 1
    assert marked, "some card tapped is refused for a cell"


def test_a_tap_beside_the_table_or_on_the_picked_card_lets_go() -> None:
    state = position(*TWO_PATHS)
    picked = Pick(card=(Kind.CURVE, -1))
    beside = UI.tap(state, picked, None)
    assert beside.selection is None and beside.action is None
    assert beside.message == Say("down-under.tap.dropped")  # says how to go on
    assert UI.tap(state, None, None).message == Say("down-under.tap.pick")
    again = UI.tap(state, picked, ("card", (Kind.CURVE, -1)))  # the card picked: let go, said
    assert again == Tap(message=Say("down-under.tap.dropped"))


# -- the hand strip ----------------------------------------------------------------------------


def card_hits(
    state: DownUnderState, size: tuple[float, float] = DESKTOP, selection: object = None
) -> dict[Hashable, Hit]:
    return {
        hit.key[1]: hit
        for hit in all_hits(state, selection, size)
        if isinstance(hit.key, tuple) and hit.key[0] == "card"
    }


def test_the_hand_shows_each_card_type_held_and_the_animals_with_special_scoring() -> None:
    plain = new_game(players=2, seed=0)
    assert set(card_hits(plain)) == {(Kind.STRAIGHT, -1), (Kind.CURVE, -1), (Kind.END, -1)}
    special = new_game(players=4, seed=0, options={"special_scoring": True})
    shown = set(card_hits(special, PHONE))
    assert len(shown) == 10 and (Kind.CURVE, 4) in shown and (Kind.END, -1) in shown
    # The counts: one number per card type in the hand, three per colour, the billabongs.
    canvas = RecordingCanvas(*PHONE)
    draw(canvas, special, interactive=True)
    numbers = [args[2] for _, args, _ in canvas.named("text")]
    assert all(number.isdigit() for number in numbers)
    assert len(numbers) == 10 + 4 * 3 + 1 and numbers.count("7") == 4 and numbers[12] == "4"


@pytest.mark.parametrize("size", [PHONE, DESKTOP, (1280, 720), (390, 700)])
def test_the_strip_and_the_table_fit_the_canvas_with_big_targets_and_readable_text(
    size: tuple[float, float],
) -> None:
    for state in [
        new_game(players=4, seed=0, options={"special_scoring": True}),
        late_game(5),
        billabong_position(),
    ]:
        canvas = RecordingCanvas(*size)
        hits = draw(canvas, state, interactive=True)
        width, height = size
        for hit in hits:
            assert 0 < hit.x < width and 0 < hit.y < height
            if kind_of(hit.key) == "card":
                assert hit.r >= 22  # 44 px across at least
        assert all(kw["size"] >= 11 for _, _, kw in canvas.named("text"))
        table = plan(*size).table
        for points in polygons(canvas, CARD):
            assert all(0 <= x <= width and 0 <= y <= height for x, y in points)
        if not state.is_over():
            assert {kind_of(hit.key) for hit in hits} == {"cell", "card"}
        assert table.w * table.h > 0.45 * width * height


@pytest.mark.parametrize("size", [(POSTER_SIZE, POSTER_SIZE), PHONE, DESKTOP, (390, 700)])
def test_every_count_in_the_strip_is_drawn_whole_inside_it(size: tuple[float, float]) -> None:
    """A digit is about 0.6 of its size wide; the poster once cut the last count in half."""
    strip = plan(*size).strip
    canvas = RecordingCanvas(*size)
    draw(canvas, late_game(5), interactive=True)
    counts = [(args, kw) for _, args, kw in canvas.named("text") if _in(strip, args[:2])]
    assert len(counts) >= 13  # three counts for each of four colours, and the billabongs
    for (x, _, text), kw in counts:
        half = len(text) * kw["size"] * 0.3
        assert strip.x <= x - half and x + half <= strip.right, (text, x, strip)


def test_every_hit_is_reachable_by_arrow_keys() -> None:
    for state in [*random_positions(4, seed=11), *special_positions()]:
        for size in (PHONE, DESKTOP):
            hits = all_hits(state, size=size)
            if hits:  # none once the game is over
                assert reachable_by_arrows(hits) == {hit.key for hit in hits}


# -- words -------------------------------------------------------------------------------------


def say_all(message: Say) -> list[str]:
    return [Text(language).say(message) for language in LANGUAGES]


def prompt_text(state: DownUnderState, selection: object) -> bool:
    return all(say_all(UI.prompt(state, selection)))


def test_prompts_and_buttons_are_said_in_every_language_for_every_step() -> None:
    for state in [*random_positions(8, seed=5), *special_positions()]:
        if state.is_over():
            continue
        steps = [None]
        for action in legal_actions(state)[:6]:
            tap = taps(state, None, ("cell", coordinates(action.cell)))
            steps.append(tap.selection)
            if isinstance(action, Place):
                steps.append(taps(state, None, ("card", card_of(action))).selection)
        for selection in steps:
            assert prompt_text(state, selection)
            for button in UI.offered(state, selection):
                assert all(say_all(button.label))
        for hit in all_hits(state):
            message = UI.tap(state, None, hit.key).message
            if message is not None:
                assert all(say_all(message))


def test_the_prompt_says_what_the_phase_asks() -> None:
    assert UI.prompt(position(*RED_LOOP, "B straight 3,3 EW"), None).key == "down-under.prompt.loop"
    pond = billabong_position()
    assert UI.prompt(pond, None).key == "down-under.prompt.pond.one"
    assert UI.prompt(play(pond, "billabong 0,0"), None).key == "down-under.prompt.bonus"
    assert UI.prompt(new_game(seed=0), None).key == "down-under.prompt.first_card"
    two = new_game(players=2, seed=0, options={"two_paths": "both"})
    while two.round_one:
        two = applied(two, two.legal_actions()[0])
    said = Text("en").say(UI.prompt(two, None))
    assert "Red" in said and "Yellow" in said, said


# -- the board's own words: names, standing, the area ------------------------------------------


def test_r_a_right_click_and_the_other_way_button_turn_the_preview_as_a_tap_on_it_does() -> None:
    state = position(*TWO_PATHS)
    curve = (Kind.CURVE, -1)
    several = [cell for cell in cells_for(state, curve) if len(rotations(state, curve, cell)) > 1]
    straight = (Kind.STRAIGHT, -1)
    single = [c for c in cells_for(state, straight) if len(rotations(state, straight, c)) == 1]
    assert several and single
    for cell in several:
        picked = taps(state, None, ("card", curve), ("cell", cell)).selection
        turned = taps(state, picked, ("cell", cell)).selection
        assert turned.preview != picked.preview
        by_r = board_key(state, picked, "r")
        by_right_click = board_key(state, picked, "ContextMenu")
        assert by_r is not None and by_r.selection == turned
        assert by_right_click is not None and by_right_click.selection == turned
        lay, other = UI.offered(state, picked)
        assert lay.action == picked.preview and other.action is None
        assert other.selection == turned
    picked = Pick(straight, single[0], rotations(state, straight, single[0])[0])
    assert board_key(state, picked, "R") is None  # one way only: the key is left alone
    assert [button.action for button in UI.offered(state, picked)] == [picked.preview]
    assert board_key(state, None, "r") is None and board_key(state, picked, "x") is None


@pytest.mark.parametrize("seed", range(3))
def test_the_seat_note_names_each_paths_animals_and_their_points_as_the_score_counts(
    seed: int,
) -> None:
    options = {"special_scoring": True}
    states = list(each(DownUnderState, playout(GAME, seed, range(0, 10**9, 7919), 3, options)))
    for state in states[::4]:
        for player in range(3):
            seat = seat_note(state, player)
            assert seat is not None
            note = Text("en").say(seat)
            path = state.table.network.path(player)
            length = path.length if path else 0
            bonus = state.scores()[player].total - length
            assert f"animal points {bonus:+d}".replace("-", "\u2212").replace("+0", "0") in note
            animals = path.animals if path else (0,) * len(ANIMALS)
            names = ("kangaroo", "emu", "platypus", "rabbit", "dingo")
            for name, count in zip(names, animals, strict=True):
                assert (f"{count} {name}" in note) == (count > 0), note
            assert ("dingo still to lay" in note) == (not state.dingo_laid(player))


def test_with_two_paths_each_a_player_is_named_by_both_colours_and_each_path_counted() -> None:
    states = list(playout(GAME, 1, range(0, 10**9, 7919), 2, {"two_paths": "both"}))
    last = states[-1]
    assert isinstance(last, DownUnderState)
    assert [Text("en").say(UI.name(last, player)) for player in range(2)] == [
        "Red/Yellow",
        "Blue/Green",
    ]
    assert Text("de").say(UI.name(last, 1)) == "Blau/Grün"
    for player, (first, second) in enumerate([("Red", "Yellow"), ("Blue", "Green")]):
        seat = seat_note(last, player)
        assert seat is not None
        note = Text("en").say(seat)
        lengths = [int(part.split()[-1]) for part in note.split(" · ")]
        assert note.startswith(f"{first} path ") and f" · {second} path " in note
        assert sum(lengths) == last.scores()[player].total


def test_one_path_without_animals_needs_no_note_beyond_its_score() -> None:
    state = position(*TWO_PATHS)
    assert seat_note(state, 0) is None and Text("en").say(UI.name(state, 0)) == "Red"


def test_the_board_note_says_the_area_size_and_which_edges_are_fixed() -> None:
    def note(state: DownUnderState) -> str:
        assert UI.notes.board is not None
        said = UI.notes.board(state)
        assert said is not None
        return Text("en").say(said)

    assert note(new_game(seed=0, options={"area": "unlimited"})) == "Playing area: no limit."
    assert note(new_game(players=4, seed=0)).startswith("Playing area, at most 7 × 9: it takes")
    row = position(*(f"R straight {x},0 EW" for x in range(7)), "B straight 7,0 NS", players=4)
    assert note(row) == "Playing area, at most 7 × 9: 8 of 9 columns used, 1 of 7 rows."
    fenced = position(
        *(f"R straight {x},0 EW" for x in range(5)),
        *(f"B straight 0,{y} NS" for y in (1, 2, -1)),
        to_move=1,
        options={"area": "hard"},
    )
    assert note(fenced) == (
        "Playing area, at most 4 × 8: 5 of 8 columns used, all 4 rows used (only end cards may "
        "lie beyond the top and bottom edges)."
    )


# -- motion ------------------------------------------------------------------------------------


def _frames(
    state: DownUnderState, *progresses: float | None, size: tuple[float, float] = (600, 600)
) -> dict[float | None, RecordingCanvas]:
    """The whole canvas (strip too) drawn at each progress (None: without one)."""
    frames = {}
    for progress in progresses:
        frames[progress] = RecordingCanvas(*size)
        draw(frames[progress], state, progress=AT_REST if progress is None else progress)
    return frames


def _own_lines(canvas: RecordingCanvas, colour: str, layout: Layout) -> list[list[Point]]:
    """A player's own lines (not the thin cores of the grey lines they took over), in
    table units (so a table laid out anew compares), rounded, in any order (a card
    in motion may be drawn smaller)."""
    return sorted(
        [
            (round((x - layout.ox) / layout.size, 3), round((layout.oy - y) / layout.size, 3))
            for x, y in args[0]
        ]
        for _, args, kw in canvas.named("line")
        if kw["stroke"] == colour and kw["width"] > layout.size * WIDTH * 0.6
    )


def _middle(points: Points | list[Point]) -> Point:
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def test_each_action_lasts_as_long_as_its_card_moves() -> None:
    laid = play(position(*TWO_PATHS), "curve 1,0 NW")
    assert motion(laid) == LAY
    pond = billabong_position()
    assert motion(play(pond, "billabong 0,0")) == POND
    loop = position(*RED_LOOP, "B straight 3,3 EW")
    assert motion(applied(loop, loop.legal_actions()[0])) == TURN
    assert motion(position(*TWO_PATHS)) == 0.0  # arranged, not played


def test_a_laid_card_slides_from_the_hand_strip_into_its_cell_turning_into_place() -> None:
    laid = play(position(*TWO_PATHS), "curve 1,0 NW")
    frames = _frames(laid, None, 0.0, 0.5, 1.0)
    assert frames[1.0].calls == frames[None].calls  # at rest: drawn as without motion
    layout = table_layout(laid, 600, 600)
    lines_at = {p: _own_lines(frames[p], RED, layout) for p in (0.0, 0.5, 1.0)}
    [resting] = [
        line for line in lines_at[1.0] if cell_under(layout, layout.point(*line[4])) == (1, 0)
    ]
    [start] = [line for line in lines_at[0.0] if line not in lines_at[1.0]]
    [halfway] = [line for line in lines_at[0.5] if line not in lines_at[1.0]]
    pixels = [layout.point(*_middle(line)) for line in (start, halfway, resting)]
    assert _in(plan(600, 600).strip, pixels[0])  # it leaves from the hand
    assert math.dist(pixels[1], pixels[0]) > 20 and math.dist(pixels[1], pixels[2]) > 20
    assert len(lines_at[0.0]) == len(lines_at[1.0])  # the laid card's line, on its way


def test_a_turned_curve_starts_as_it_lay_and_turns_its_quarter() -> None:
    loop = position(*RED_LOOP, "B straight 3,3 EW")
    turned = applied(loop, next(a for a in loop.legal_actions() if isinstance(a, Turn)))
    frames = _frames(turned, None, 0.0, 0.5, 1.0)
    before = _frames(loop, None)[None]
    assert frames[1.0].calls == frames[None].calls
    strip = plan(600, 600).strip

    def table_own(canvas: RecordingCanvas, state: DownUnderState) -> list[list[Point]]:
        layout = table_layout(state, 600, 600)
        lines = _own_lines(canvas, RED, layout)
        return [line for line in lines if not _in(strip, layout.point(*line[0]))]

    own: dict[float | str | None, list[list[Point]]] = {
        p: table_own(frames[p], turned) for p in frames
    }
    own["before"] = table_own(before, loop)
    assert own[0.0] == own["before"]
    assert own[0.5] not in (own[0.0], own[1.0])


def test_a_billabong_grows_out_of_its_cell() -> None:
    pond = play(billabong_position(), "billabong 0,0")
    frames = _frames(pond, 0.0, 0.5, 1.0)
    cell = table_layout(pond, 600, 600).point(0, 0)

    def water(canvas: RecordingCanvas) -> float:
        [shore] = [p for p in polygons(canvas, WATER) if math.dist(_middle(p), cell) < 20]
        return max(x for x, _ in shore) - min(x for x, _ in shore)

    assert water(frames[0.0]) < water(frames[0.5]) < water(frames[1.0])


@pytest.mark.parametrize("seed", range(4))
def test_every_action_of_a_game_rests_drawn_as_without_motion(seed: int) -> None:
    states = each(DownUnderState, playout(GAME, seed, range(0, 400, 7), players=3))
    for state in list(states)[1:30:3]:
        frames = _frames(state, None, 0.0, 1.0)
        assert frames[1.0].calls == frames[None].calls
        assert (frames[0.0].calls != frames[1.0].calls) == (motion(state) > 0)


def test_a_card_previewed_at_the_table_s_edge_is_drawn_whole_and_the_table_stays_put() -> None:
    """The previewed card's paths reach a cell further out than the cards and the dots: the
    view holds every legal move's cells already, at a desktop's and a phone's size, so the
    preview is not cut off and nothing moves under the pointer while cards are tried."""
    for size in ((600.0, 600.0), (390.0, 650.0)):
        table = plan(*size).table
        states = each(DownUnderState, playout(GAME, 0, [(i * 31) % 97 for i in range(12)]))
        for state in list(states)[::2]:
            for action in legal_actions(state):
                canvas = RecordingCanvas(*size)
                draw(canvas, state, interactive=True, preview=action)
                paths = [
                    call
                    for call in canvas.named("polygon")
                    if len(call[1][0]) != 4 and not _in(plan(*size).strip, call[1][0][0])
                ]
                for _, (points,), _ in paths:
                    for x, y in points:
                        assert table.x - 0.5 <= x <= table.right + 0.5, (size, str(action))
                        assert table.y - 0.5 <= y <= table.bottom + 0.5, (size, str(action))
                unmoved = {
                    hit.key: (hit.x, hit.y)
                    for hit in draw(RecordingCanvas(*size), state, interactive=True)
                    if kind_of(hit.key) == "cell"
                }
                shown = {
                    hit.key: (hit.x, hit.y)
                    for hit in draw(RecordingCanvas(*size), state, interactive=True, preview=action)
                    if kind_of(hit.key) == "cell"
                }
                assert all(shown[key] == at for key, at in unmoved.items() if key in shown)


def test_the_way_a_card_is_shown_first_leaves_its_path_room_to_go_on() -> None:
    """The first way Other way offered pointed a newcomer's path out of the area, where
    only an end card may go: where some way of laying a card leaves the path an open end
    into an empty cell of the area, the first way shown does."""
    checked = 0
    for state in random_positions(30, seed=4):
        for card in playable(state):
            for cell in cells_for(state, card):
                ways_here = rotations(state, card, cell)
                live = [_goes_on(state, way) for way in ways_here]
                if any(live) and not all(live):
                    assert live[0], (state, card, cell)
                    checked += 1
    assert checked > 10


def _goes_on(state: DownUnderState, action: Place) -> bool:
    """Whether, after ``action``, the mover's path has an open end into an empty cell of the
    area (where a straight or a curve may go)."""
    colour = state.moves[action]
    after = state.apply(action)
    assert isinstance(after, DownUnderState)
    table = after.table
    targets = [port_cell(facing(end)) for end in table.open_ends(colour)]
    return any(target not in table.cells and table.fits(target) for target in targets)


def test_the_hand_keeps_each_kind_in_its_place_when_none_of_it_is_left() -> None:
    """When a newcomer's straights ran out the hand closed up, and the curve moved from
    under their finger: each kind keeps its place, faded with a 0 and not tappable."""
    laid = ("R straight 0,0 EW", "B straight 0,2 EW")
    full = position(*laid, hands={0: hand(straights=2, curves=3, ends=2)})
    short = position(*laid, hands={0: hand(straights=0, curves=3, ends=2)})

    def cards(state: DownUnderState) -> dict[object, tuple[float, float]]:
        hits = draw(RecordingCanvas(*PHONE), state, selected=None, interactive=True)
        return {
            hit.key: (hit.x, hit.y)
            for hit in hits
            if isinstance(hit.key, tuple) and hit.key[0] == "card"
        }

    before, after = cards(full), cards(short)
    curve, straight = (
        ("card", (int(Kind.CURVE), NO_ANIMAL)),
        ("card", (int(Kind.STRAIGHT), NO_ANIMAL)),
    )
    assert curve in before and before[curve] == after[curve]
    assert straight in before and straight not in after
