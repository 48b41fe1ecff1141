"""The Offboard renderer and tap handling, checked on a recording canvas (no browser)."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames.games.offboard import Move, OffboardState, PlaceBack
from pygames.games.offboard.geometry import CELL_BY_NAME, CELL_COUNT, CELL_NAMES
from pygames.web.canvas import Call, Point, RadialGradient, RecordingCanvas, SvgCanvas
from pygames.web.hits import hit_test
from pygames.web.offboard import UI
from pygames.web.offboard.animation import DROP, SLIDE
from pygames.web.offboard.layout import Layout
from pygames.web.offboard.render import draw
from pygames.web.offboard.selection import destinations
from pygames.web.poster import render_svg
from tests.keyboard import reachable_by_arrows
from tests.offboard_positions import new_game, position
from tests.playouts import applied, each, playout, previous
from tests.tapping import said_en, taps_for


def marbles_drawn(canvas: RecordingCanvas) -> list[Call]:
    return [c for c in canvas.named("circle") if isinstance(c[2]["fill"], RadialGradient)]


def test_every_cell_has_a_hit_region_at_its_centre() -> None:
    canvas = RecordingCanvas(600, 500)
    hits = draw(canvas, new_game(seed=0))
    layout = Layout.fit(600, 500)
    assert len(hits) == CELL_COUNT
    for cell in range(CELL_COUNT):
        assert hit_test(hits, *layout.cell(cell)) == ("cell", cell)
    assert hit_test(hits, 2, 2) is None  # a corner of the canvas is nothing


def test_every_point_between_cells_belongs_to_the_nearest_cell() -> None:
    hits = draw(RecordingCanvas(600, 500), new_game(seed=0))
    layout = Layout.fit(600, 500)
    e5, e6, f6 = (layout.cell(CELL_BY_NAME[name]) for name in ("E5", "E6", "F6"))
    # The middle of three neighbouring cells is the farthest any point is from a cell centre.
    middle = ((e5[0] + e6[0] + f6[0]) / 3, (e5[1] + e6[1] + f6[1]) / 3)
    assert hit_test(hits, *middle) in {("cell", CELL_BY_NAME[n]) for n in ("E5", "E6", "F6")}
    nudged = (e5[0] * 0.6 + e6[0] * 0.4, e5[1] * 0.6 + e6[1] * 0.4)
    assert hit_test(hits, *nudged) == ("cell", CELL_BY_NAME["E5"])


def test_the_board_fits_any_canvas() -> None:
    for width, height in [(320, 320), (390, 600), (1200, 700)]:
        canvas = RecordingCanvas(width, height)
        draw(canvas, new_game(seed=0))
        for kind, args, _ in canvas.calls:
            if kind == "clear":
                continue
            points = args[0] if kind in ("polygon", "line") else [args[:2]]
            for x, y in points:
                assert -1 <= x <= width + 1 and -1 <= y <= height + 1


def test_live_and_dead_marbles_and_target_values_are_drawn() -> None:
    state = position(red="E5 E4", yellow="A3", targets={0: 1, 7: 0})
    canvas = RecordingCanvas()
    draw(canvas, state)
    assert len(marbles_drawn(canvas)) == 5
    labels = sorted(args[2] for _, args, _ in canvas.named("text"))
    assert labels == sorted(["1", "2", "3"] * 4)


def test_selecting_a_tail_shows_each_move_at_the_cell_it_enters() -> None:
    state = position(red="D2 D3 D4", yellow="D5 D6")
    tail = CELL_BY_NAME["D2"]
    found = destinations(state, tail)
    assert found[CELL_BY_NAME["D5"]] == Move.parse(
        "D2>E"
    )  # the push is shown on the first pushed marble
    assert found[CELL_BY_NAME["C1"]] == Move.parse("D2>SW")
    assert set(found.values()) == {
        a for a in state.legal_actions() if isinstance(a, Move) and a.tail == tail
    }


def test_tap_a_marble_then_a_highlighted_cell_plays_the_move() -> None:
    state = position(red="D2 D3 D4", yellow="D5 D6")
    first = UI.tap(state, None, ("cell", CELL_BY_NAME["D2"]))
    assert first.action is None and first.selection == CELL_BY_NAME["D2"]
    second = UI.tap(state, first.selection, ("cell", CELL_BY_NAME["D5"]))
    assert second.action == Move.parse("D2>E")


@pytest.mark.parametrize(
    "key, why",
    [
        (None, "Tap one of your own marbles to move it."),
        (("cell", CELL_BY_NAME["I9"]), "Tap one of your own marbles to move it."),
        (("cell", CELL_BY_NAME["D5"]), "That marble is Yellow's: pick one of yours."),
    ],
)
def test_taps_on_nothing_empty_or_opponent_cells_play_nothing_and_say_why(
    key: tuple[str, int] | None, why: str
) -> None:
    state = position(red="D2 D3 D4", yellow="D5 D6")
    tap = UI.tap(state, None, key)
    assert tap.action is None and tap.selection is None
    assert said_en(tap.message) == why


def test_with_a_marble_picked_a_tap_that_is_no_move_says_so_and_keeps_the_pick() -> None:
    state = position(red="D2 D3 D4", yellow="D5 D6")
    picked = CELL_BY_NAME["D2"]
    elsewhere = UI.tap(state, picked, ("cell", CELL_BY_NAME["I9"]))
    assert elsewhere.selection == picked and elsewhere.action is None
    assert "tap a dot, or a ringed marble" in said_en(elsewhere.message)
    assert UI.tap(state, picked, ("cell", CELL_BY_NAME["D6"])).selection == picked
    dropped = UI.tap(state, picked, None)  # off the board: the pick is put down
    assert dropped.selection is None and "put down" in said_en(dropped.message)


def test_a_returned_marble_is_placed_by_tapping_an_empty_cell_or_removed_by_button() -> None:
    state = position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0})
    state = applied(state, Move.parse("C3>SE"))
    assert UI.tap(state, None, ("cell", CELL_BY_NAME["E1"])).action == PlaceBack.parse("@E1")
    assert UI.tap(state, None, ("cell", CELL_BY_NAME["E5"])).message
    assert [str(b.action) for b in UI.buttons(state)] == ["x"]
    assert "bounced" in said_en(UI.prompt(state, None))


def test_poster_is_an_svg_of_the_start_position() -> None:
    svg = render_svg("offboard")
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<radialGradient") == 24  # one per marble


def test_svg_canvas_escapes_text() -> None:
    canvas = SvgCanvas(10, 10)
    canvas.text(1, 1, "<&>", size=3, color="#000")
    assert "&lt;&amp;&gt;" in canvas.to_svg()


def test_arrow_keys_walk_the_board_like_the_eye_does() -> None:
    from pygames.web.hits import step_focus

    hits = draw(RecordingCanvas(600, 600), new_game(seed=0))
    start = step_focus(hits, None, "ArrowRight")
    assert start == ("cell", CELL_BY_NAME["E5"])  # the middle of the board
    assert step_focus(hits, start, "ArrowRight") == ("cell", CELL_BY_NAME["E6"])
    assert step_focus(hits, start, "ArrowLeft") == ("cell", CELL_BY_NAME["E4"])
    up = step_focus(hits, start, "ArrowUp")
    assert up in {("cell", CELL_BY_NAME["F5"]), ("cell", CELL_BY_NAME["F6"])}
    assert step_focus(hits, ("cell", CELL_BY_NAME["E9"]), "ArrowRight") == (
        "cell",
        CELL_BY_NAME["E9"],
    )


def test_the_arrow_keys_reach_every_cell_from_the_middle() -> None:
    for width, height in [(600, 600), (390, 420), (900, 500)]:
        hits = draw(RecordingCanvas(width, height), new_game(seed=0))
        assert reachable_by_arrows(hits) == {hit.key for hit in hits}


def test_every_legal_action_can_be_played_by_taps_and_buttons() -> None:
    state = position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0})
    returned = state.apply(Move.parse("C3>SE"))  # a marble bounced back: place or remove
    for position_ in (new_game(seed=1), state, returned):
        for action in position_.legal_actions():
            steps = taps_for(UI, position_, action, (800, 800))
            assert 1 <= len(steps) <= 2, (action, steps)


@pytest.mark.parametrize("size", [(704, 704), (374, 374)])
def test_coordinates_name_every_cell_legibly_only_when_asked(size: tuple[int, int]) -> None:
    state = new_game(seed=1)
    names: dict[bool, dict[str, float]] = {}
    for shown in (False, True):
        canvas = RecordingCanvas(*size)
        draw(canvas, state, selected=None, interactive=True, coordinates=shown)
        names[shown] = {args[2]: kwargs["size"] for _, args, kwargs in canvas.named("text")}
    assert not set(names[False]) & set(CELL_BY_NAME)
    assert set(CELL_BY_NAME) <= set(names[True])
    assert min(names[True][name] for name in CELL_BY_NAME) >= 11


# -- motion ------------------------------------------------------------------------------


def _marbles(canvas: RecordingCanvas) -> list[tuple[float, float, str]]:
    """Each marble drawn: its centre (rounded) and its body colour, in drawing order."""
    return sorted(
        (round(x, 3), round(y, 3), fill.stops[1][1])
        for _, (x, y, _r), kw in marbles_drawn(canvas)
        if isinstance(fill := kw["fill"], RadialGradient)
    )


def _frames(state: OffboardState, *progresses: float | None) -> dict[float | None, RecordingCanvas]:
    """The board drawn at each of ``progresses`` of its motion (None: drawn without a
    ``progress``, as a poster is: at the draw's default)."""
    frames = {}
    for progress in progresses:
        frames[progress] = RecordingCanvas(600, 500)
        if progress is None:
            draw(frames[progress], state)
        else:
            draw(frames[progress], state, progress=progress)
    return frames


def motion(state: OffboardState) -> float:
    """How long the board shows the action that led to ``state`` in motion (``UI.motion``)."""
    assert UI.motion is not None
    return UI.motion(state)


PUSH_OFF = position(red="C3 B2", yellow="A1")
OFF_TARGET = PUSH_OFF.exit_target(Move.parse("C3>SW"))


def test_each_move_lasts_as_long_as_its_marbles_travel() -> None:
    assert motion(applied(PUSH_OFF, Move.parse("C3>NE"))) == SLIDE
    assert motion(applied(PUSH_OFF, Move.parse("C3>SW"))) == SLIDE + DROP
    full = position(red="C3 B2", yellow="A1", targets={OFF_TARGET: 0})
    bounced = applied(full, Move.parse("C3>SW"))
    assert bounced.returned != -1 and motion(bounced) == SLIDE + DROP
    assert motion(applied(bounced, PlaceBack(CELL_BY_NAME["E5"]))) == SLIDE
    assert motion(PUSH_OFF) == 0.0  # nothing played yet


def test_a_push_slides_the_line_then_drops_the_marble_into_its_target() -> None:
    pushed = applied(PUSH_OFF, Move.parse("C3>SW"))
    frames = _frames(pushed, None, 0.0, 0.3, 0.8, 1.0)
    assert frames[1.0].calls == frames[None].calls  # at rest: drawn as without motion
    before = RecordingCanvas(600, 500)
    draw(before, PUSH_OFF)
    assert _marbles(frames[0.0]) == _marbles(before)  # at 0: every marble where it was
    layout = Layout.fit(600, 500)
    a1, target = layout.cell(CELL_BY_NAME["A1"]), layout.in_target(OFF_TARGET)
    yellow = {f: [m[:2] for m in _marbles(frames[f]) if m[2] == "#f5c518"] for f in frames}
    [sliding], [dropping] = yellow[0.3], yellow[0.8]
    assert 2 < math.dist(sliding, a1) < math.dist(a1, target)  # on its way over the edge
    assert math.dist(dropping, target) < math.dist(sliding, target)  # falling in
    assert [math.dist(at, target) < 0.01 for at in yellow[1.0]] == [True]


def test_a_bounced_marble_waits_by_its_full_target_and_rolls_back_in_when_put_back() -> None:
    full = position(red="C3 B2", yellow="A1", targets={OFF_TARGET: 0})
    bounced = applied(full, Move.parse("C3>SW"))
    layout = Layout.fit(600, 500)
    waiting = layout.waiting(OFF_TARGET)
    [at_rest] = [m for m in _marbles(_frames(bounced, 1.0)[1.0]) if m[2] == "#f5c518"]
    assert math.dist(at_rest[:2], waiting) < 0.01
    placed = applied(bounced, PlaceBack(CELL_BY_NAME["E5"]))
    frames = _frames(placed, 0.0, 0.5, 1.0)
    yellow = {f: [m[:2] for m in _marbles(frames[f]) if m[2] == "#f5c518"] for f in frames}
    e5 = layout.cell(CELL_BY_NAME["E5"])
    assert math.dist(yellow[0.0][0], waiting) < 0.01 and math.dist(yellow[1.0][0], e5) < 0.01
    assert 1 < math.dist(yellow[0.5][0], e5) < math.dist(waiting, e5)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**16), st.lists(st.integers(0, 200), min_size=1, max_size=60))
def test_every_move_starts_where_its_marbles_were_and_ends_at_rest(
    seed: int, choices: list[int]
) -> None:
    """Random games: the last action at 0 is the position before, at 1 the one after."""
    *_, last = each(OffboardState, playout(pygames.get_game("offboard"), seed, choices))
    if last.parent is None:
        return
    frames = _frames(last, None, 0.0, 0.5, 1.0)
    assert frames[1.0].calls == frames[None].calls
    before = RecordingCanvas(600, 500)
    draw(before, previous(last))
    if motion(last):  # at 0 every marble is where it was (a returned one too)
        assert _marbles(frames[0.0]) == _marbles(before)
        assert _marbles(frames[0.5]) not in (_marbles(before), _marbles(frames[1.0]))


# -- targets, threats and the last move -----------------------------------------------------

PHONE = (374, 374)  # the board's canvas on a 390 px phone


def _hue_saturation(colour: str) -> tuple[float, float]:
    import colorsys

    red, green, blue = (int(colour[k : k + 2], 16) / 255 for k in (1, 3, 5))
    hue, _lightness, saturation = colorsys.rgb_to_hls(red, green, blue)
    return hue * 360, saturation


def _target_colours(canvas: RecordingCanvas) -> set[str]:
    """The colours a target is drawn in: its value badge's fill and its pocket's rim."""
    values = {(x, y) for _, (x, y, text), _ in canvas.named("text") if text in "123"}
    badges = {kw["fill"] for _, (x, y, _r), kw in canvas.named("circle") if (x, y) in values}
    pockets = {kw["stroke"] for _, (points,), kw in canvas.named("polygon") if len(points) == 4}
    return badges | pockets


def test_targets_are_drawn_in_colours_no_player_has_with_values_readable_on_a_phone() -> None:
    canvas = RecordingCanvas(*PHONE)
    UI.draw(canvas, position(red="E5", yellow="E6"), selected=None, interactive=True)
    players = [_hue_saturation(colour) for colour in UI.player_colours]
    colours = _target_colours(canvas)
    assert len(colours) >= 3
    for colour in colours:
        hue, saturation = _hue_saturation(colour)
        for player_hue, _ in players:
            apart = min(abs(hue - player_hue), 360 - abs(hue - player_hue))
            assert saturation < 0.2 or apart >= 60, (colour, apart)
    values = [kw["size"] for _, (_x, _y, text), kw in canvas.named("text") if text in "123"]
    assert len(values) == 12 and min(values) >= 11


@pytest.mark.parametrize(
    "red, tail, target",
    [
        ("C3 B3", "C3", 0),  # A3 pushed off south-east: the first target of row A's side, a 1
        ("C5 B4", "C5", 1),  # A3 pushed off south-west, at an angle: the side's second, a 2
    ],
)
def test_a_picked_push_off_marks_the_target_its_marble_drops_into(
    red: str, tail: str, target: int
) -> None:
    from pygames.web.offboard.targets import LANDING

    state = position(red=red, yellow="A3")
    layout = Layout.fit(600, 600)
    marked: dict[int | None, list[tuple[Point, ...]]] = {}
    for picked in (None, CELL_BY_NAME[tail]):
        canvas = RecordingCanvas(600, 600)
        UI.draw(canvas, state, selected=picked, interactive=True)
        marked[picked] = [
            points for _, (points,), kw in canvas.named("polygon") if kw["stroke"] == LANDING
        ]
    assert marked[None] == []
    assert marked[CELL_BY_NAME[tail]] == [tuple(layout.pocket(target))]


def test_a_picked_push_into_a_full_target_is_marked_as_a_bounce_and_threatens_nothing() -> None:
    """A newcomer pushed into a full target lit like any other, and expected its points."""
    from pygames.web.offboard.targets import BOUNCE, LANDING
    from pygames.web.offboard.threats import pushes_off

    empty = position(red="C3 B3", yellow="A3")  # C3 pushes A3 off into target 0, a 1
    full = position(red="C3 B3", yellow="A3", targets={0: 0})
    layout = Layout.fit(600, 600)
    for state, stroke in ((empty, LANDING), (full, BOUNCE)):
        canvas = RecordingCanvas(600, 600)
        UI.draw(canvas, state, selected=CELL_BY_NAME["C3"], interactive=True)
        framed = [
            kw["stroke"]
            for _, (points,), kw in canvas.named("polygon")
            if points == tuple(layout.pocket(0)) and kw.get("stroke") in (LANDING, BOUNCE)
        ]
        assert framed == [stroke]
    assert [p.target for p in pushes_off(empty) if CELL_NAMES[p.marble] == "A3"] == [0]
    assert [p for p in pushes_off(full) if CELL_NAMES[p.marble] == "A3"] == []


def _pushed_off_by_applying(state: OffboardState, pusher: int) -> set[tuple[str, int]]:
    """The marbles the ``pusher``'s moves take off the board into an empty target, and the
    target each drops into, found by playing every move and looking at what left
    (independently of ``threats``); a marble bounced off a full target comes back."""
    from dataclasses import replace

    from pygames.games.offboard.geometry import NEIGHBOUR

    turn, opponent = replace(state, to_move=pusher), 1 - pusher
    found = set()
    for move in turn.legal_actions():
        after = turn.apply(move)
        assert isinstance(move, Move) and isinstance(after, OffboardState)
        if len(after.marbles(opponent)) == len(turn.marbles(opponent)) or after.returned != -1:
            continue
        step, cell = NEIGHBOUR[move.direction], move.tail
        while turn.owner(cell) == pusher:
            cell = step[cell]
        while step[cell] != -1 and turn.owner(step[cell]) == opponent:
            cell = step[cell]  # the last marble of the row pushed is the one that leaves
        (filled,) = [t for t, owner in enumerate(after.targets) if owner != turn.targets[t]]
        found.add((CELL_NAMES[cell], filled))
    return found


def test_every_marble_that_can_be_pushed_off_is_found_with_its_target() -> None:
    from pygames.web.offboard.threats import pushes_off

    state = position(red="C3 B3 I7", yellow="A3 G7 H7")  # Red to move: A3 now, I7 next turn
    found = {(CELL_NAMES[p.marble], p.target) for p in pushes_off(state)}
    assert ("A3", 0) in found and any(cell == "I7" for cell, _ in found)
    for player in (0, 1):
        expected = _pushed_off_by_applying(state, player)
        assert {(CELL_NAMES[p.marble], p.target) for p in pushes_off(state)} >= expected


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**16), st.lists(st.integers(0, 200), min_size=10, max_size=80))
def test_the_threats_found_are_exactly_the_pushes_off_either_player_has(
    seed: int, choices: list[int]
) -> None:
    from pygames.web.offboard.threats import pushes_off

    *_, state = playout(pygames.get_game("offboard"), seed, choices)
    assert isinstance(state, OffboardState)
    if state.is_over() or state.returned != -1:
        return
    found = {(CELL_NAMES[p.marble], p.target) for p in pushes_off(state)}
    assert found == _pushed_off_by_applying(state, 0) | _pushed_off_by_applying(state, 1)


def test_threatened_marbles_are_marked_by_default_pointing_to_their_target() -> None:
    from pygames.web.offboard.targets import VALUE_COLOURS

    assert {switch.name: switch.default for switch in UI.switches}["threats"] is True
    state = position(red="C3 B3", yellow="A3")
    layout = Layout.fit(600, 600)
    heads: dict[bool, list[tuple[tuple[Point, ...], str]]] = {}
    for shown in (True, False):
        canvas = RecordingCanvas(600, 600)
        draw(canvas, state, selected=None, interactive=True, threats=shown)
        heads[shown] = [
            (points, kw["fill"])
            for _, (points,), kw in canvas.named("polygon")
            if kw["fill"] in VALUE_COLOURS.values() and len(points) == 3
        ]
    assert heads[False] == []
    [(head, colour)] = heads[True]
    assert colour == VALUE_COLOURS[1]  # A3 would drop into a 1
    a3 = layout.cell(CELL_BY_NAME["A3"])
    tip = max(head, key=lambda point: math.dist(point, a3))
    below = layout.point(0, 3)  # the ring position beyond A3 to the south-east
    assert math.dist(tip, below) < math.dist(a3, below)  # pointing off the board


def _last_move_drawn(
    state: OffboardState, size: tuple[float, float] = (600, 600)
) -> tuple[list[tuple[Point, ...]], list[Point], list[Point]]:
    """The last move's lines, arrowheads' tips and rings as drawn."""
    from pygames.web.offboard.marks import LAST_MOVE

    canvas = RecordingCanvas(*size)
    draw(canvas, state, selected=None, interactive=True)
    lines = [points for _, (points,), kw in canvas.named("line") if kw["stroke"] == LAST_MOVE]
    tips = [points[0] for _, (points,), kw in canvas.named("polygon") if kw["fill"] == LAST_MOVE]
    rings = [(x, y) for _, (x, y, _r), kw in canvas.named("circle") if kw["stroke"] == LAST_MOVE]
    return lines, tips, rings


def test_the_computer_s_last_move_shows_which_marbles_went_where_until_the_person_moves() -> None:
    layout = Layout.fit(600, 600)
    before = position(red="E5 A1", yellow="G7 H7 F3", to_move=1)  # Yellow: the computer
    moved = before.apply(Move.parse("H7>SE"))  # H7 and G7 move to G7 and F7
    assert isinstance(moved, OffboardState)
    [line], [tip], [ring] = _last_move_drawn(moved)
    assert math.dist(line[0], layout.cell(CELL_BY_NAME["H7"])) < 0.01  # from the cell left
    assert math.dist(tip, layout.cell(CELL_BY_NAME["F7"])) < 0.01  # to where the head went
    assert math.dist(ring, layout.cell(CELL_BY_NAME["H7"])) < 0.01
    mine = moved.apply(Move.parse("E5>W"))  # the person's move is shown in its turn
    assert isinstance(mine, OffboardState)
    assert _last_move_drawn(mine)[1] == [layout.cell(CELL_BY_NAME["E4"])]


def test_a_push_off_is_shown_into_its_target_and_stays_shown_past_a_removal() -> None:
    layout = Layout.fit(600, 600)
    full = position(red="B2 A1", yellow="E5 D4 C3", targets={OFF_TARGET: 1}, to_move=1)
    bounced = full.apply(Move.parse("E5>SW"))  # A1 goes off into a full target, and back
    assert isinstance(bounced, OffboardState)
    assert bounced.returned == OFF_TARGET and bounced.to_move == 0
    removed = bounced.apply(bounced.parse_action("x"))
    assert isinstance(removed, OffboardState)
    for shown in (bounced, removed):
        [line], [tip], rings = _last_move_drawn(shown)  # and the ring of the marble waiting
        assert math.dist(tip, layout.in_target(OFF_TARGET)) < 0.01
        assert layout.cell(CELL_BY_NAME["E5"]) in rings


def test_on_a_phone_the_board_takes_the_canvas_s_width_with_larger_holes() -> None:
    canvas = RecordingCanvas(*PHONE)
    draw(canvas, position(red="E5", yellow="E6"), coordinates=True)
    xs = [x for kind, args, _ in canvas.calls if kind == "polygon" for x, _ in args[0]]
    assert min(xs) <= PHONE[0] * 0.02 and max(xs) >= PHONE[0] * 0.98
    from pygames.web.offboard.render import HOLE

    holes = [r for _, (_x, _y, r), kw in canvas.named("circle") if kw["fill"] == HOLE]
    assert len(holes) == CELL_COUNT and min(holes) * 2 >= 28
    assert min(kw["size"] for _, _, kw in canvas.named("text")) >= 11
