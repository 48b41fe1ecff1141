"""Out of Mine! in real Chromium: a round against two dwarves filled by real mouse drags
(with a turn and a flip) and called, the rest of the game through ``window.pygames`` to
the end screen; and a round on a phone by a touch drag and tap-to-place.

Where each crystal goes comes from the engine's solver in CPython; where to press and
where to let go comes from the board's own drawing at the page's canvas size.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

import pytest
from playwright.sync_api import CDPSession, FloatRect, Page, expect

import pygames
from e2e.conftest import NewContext, OpenGame, WaitReady, wait_until_ready
from e2e.playing import PHONE, wait_for_person_or_end
from e2e.playing import state as summary
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import wait_steps
from pygames.games.out_of_mine.shapes import WIDTH, Kind
from pygames.games.out_of_mine.tiles import Tile
from pygames.web.canvas import RecordingCanvas
from pygames.web.dragging import Grid, Hand, as_hand, held_as_pressed
from pygames.web.hits import Hit, step_focus
from pygames.web.out_of_mine import controls, render, selection, tray
from pygames.web.out_of_mine.selection import Piece
from tests.keyboard import arrows_between
from tests.test_web_out_of_mine_drops import squares_drawn

SEATS = "&seats=human,ai:easy,ai:easy&seed=21"
NEXT_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"
PUT = "() => window.pygames.state().record.actions.some(a => a.startsWith('put'))"


def position(page: Page) -> OutOfMineState:
    state = pygames.replay(summary(page)["record"])
    assert isinstance(state, OutOfMineState)
    return state


def play(page: Page, text: str) -> None:
    result = page.evaluate("(move) => window.pygames.play(move)", text)
    assert result["ok"], (text, result)


def to_the_race(page: Page) -> OutOfMineState:
    """Choose side A, wait for the dwarves' rounds, press Start (by the API): the race."""
    wait_for_person_or_end(page)
    if position(page).phase is Phase.SIDES:
        play(page, "side A")
    wait_for_person_or_end(page)
    play(page, str(controls.START))
    return position(page)


def drawn(
    page: Page, state: OutOfMineState, selected: object = None
) -> tuple[FloatRect, dict[Hashable, Hit], Grid]:
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    size = (box["width"], box["height"])
    hits = render.draw(RecordingCanvas(*size), state, selected=selected, interactive=True, clock=1)
    return box, {hit.key: hit for hit in hits}, controls.grid_of(state, *size)


def pressed(page: Page, state: OutOfMineState, kind: Kind) -> tuple[Hit, Hand[Piece]]:
    """Where a test presses the tray's ``kind`` crystal (the middle of its square nearest the
    middle of its place: never on the line between two squares), and the hand the press
    holds (by that square)."""
    box, hits, _ = drawn(page, state)
    size = (box["width"], box["height"])
    hit = hits[("tray", kind)]
    _, (x, y) = min(
        squares_drawn(state, size)[hit],
        key=lambda drawn: (drawn[1][0] - hit.x) ** 2 + (drawn[1][1] - hit.y) ** 2,
    )
    hand = controls.lift(state, None, hit.key, x, y, *size)
    assert hand is not None
    return replace(hit, x=x, y=y), hand


def keys_to(tile: Tile, held: Hand[Piece] | None = None) -> tuple[list[str], Hand[Piece]]:
    """The R and F presses that turn a tray crystal into ``tile``'s orientation, and the hand:
    from ``held``, the crystal as a press held it (None: as the keyboard picks it)."""
    hand = held or controls.tray_grab(Piece(tile.kind, tray.lying(tile.kind)))
    paths: list[list[str]] = [[]]
    for path in paths:
        piece, grab = hand.piece, hand.grab
        for key in path:
            piece, grab = piece.turned(grab) if key == "r" else piece.flipped(grab)
        if piece.orientation == tile.orientation:
            return path, hand.holding(piece, grab)
        paths += [[*path, "r"], [*path, "f"]]
    raise AssertionError("unreachable: eight ways cover every orientation")


def drop_cell(tile: Tile, hand: Hand[Piece]) -> tuple[int, int]:
    """Where the held square goes so that the crystal lies as ``tile`` does."""
    first = hand.piece.squares[0]
    return (
        tile.anchor % WIDTH + hand.grab[0] - first[0],
        tile.anchor // WIDTH + hand.grab[1] - first[1],
    )


def test_a_round_by_mouse_drags_then_the_game_to_the_end_through_the_api(
    open_game: OpenGame,
) -> None:
    page = open_game("out-of-mine", SEATS)
    state = to_the_race(page)
    standing = state.standing_call()
    assert standing is not None and standing[1] > 600  # easy dwarves: a minute at least
    solution = state.solution(0)
    assert solution is not None
    turned = flipped = False
    for tile in sorted(solution, key=lambda tile: -len(Piece(tile.kind, 0).squares)):
        start, held = pressed(page, state, tile.kind)
        keys, hand = keys_to(tile, held)
        if not flipped and tile is solution[-1] and "f" not in keys:
            keys += ["f", "f"]  # flip it over and back: the F key works mid-drag
        box, hits, grid = drawn(page, state)
        page.mouse.move(box["x"] + start.x, box["y"] + start.y)
        page.mouse.down()
        page.mouse.move(box["x"] + start.x + 20, box["y"] + start.y - 20, steps=3)
        page.evaluate(NEXT_FRAMES)  # drag.js tells Python about the lift in the next frame
        for key in keys:
            page.keyboard.press(key.upper())
        turned |= "r" in keys
        flipped |= "f" in keys
        x, y = grid.centre(drop_cell(tile, hand))
        page.mouse.move(box["x"] + x, box["y"] + y, steps=8)
        before = len(state.timelines[0].board)
        page.mouse.up()
        page.wait_for_function(
            f"() => {{ const a = window.pygames.state().record.actions; "
            f"return a[a.length - 1].startsWith('put') && a.length > {len(state.actions())} }}"
        )
        state = position(page)
        assert len(state.timelines[0].board) == before + 1
        assert tile.mask in {laid.mask for laid in state.timelines[0].board}
    assert turned and flipped
    box, hits, _ = drawn(page, state)
    page.mouse.click(box["x"] + hits["call"].x, box["y"] + hits["call"].y)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('call')")
    result = position(page).results[0]
    assert result.caller == 0 and result.scores[0].total == 12  # full board, called: 10 + 2
    assert summary(page)["scores"][0] == 12

    while not summary(page)["over"]:  # the later rounds: start, then stop at the dwarf's call
        state = to_the_race(page)
        standing = state.standing_call()
        assert standing is not None
        moment = standing[1]
        for step in wait_steps(moment - 1 - state.timelines[0].clock):
            play(page, f"+{step / 10:g}s")
        play(page, "stop")
        wait_for_person_or_end(page)
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    final = position(page)
    assert len(final.results) == 7 and summary(page)["scores"] == list(final.totals())


def test_a_dragged_crystal_lies_on_its_ghost_held_by_the_square_pressed(
    open_game: OpenGame,
) -> None:
    """Pressed on its last square and dragged a little off a cell's middle, a crystal lies
    on the cells its ghost shows, that square on the cell under the pointer, and is laid
    there: it was held by its middle square wherever pressed, floating half a cell off."""
    page = open_game("out-of-mine", SEATS)
    state = to_the_race(page)
    box, hits, grid = drawn(page, state)
    size = (box["width"], box["height"])
    hit, squares = next(
        (hit, squares)
        for hit, squares in squares_drawn(state, size).items()
        if len(squares) >= 3 and hit.key in hits
    )
    square, (x, y) = squares[-1]
    hand = controls.lift(state, None, hit.key, x, y, *size)
    assert hand is not None and hand.grab == square
    cell = next(
        (column, row)
        for row in range(6)
        for column in range(WIDTH)
        if selection.refusal(state, 0, hand.over((column, row))) is None
        and selection.is_over_grid(hand.over((column, row)))
    )
    cx, cy = grid.centre(cell)
    page.mouse.move(box["x"] + x, box["y"] + y)
    page.mouse.down()
    page.mouse.move(box["x"] + cx + grid.size * 0.3, box["y"] + cy - grid.size * 0.2, steps=6)
    page.evaluate(NEXT_FRAMES)
    floating = page.locator("#board-float").bounding_box()
    assert floating is not None
    shape = controls.picture(RecordingCanvas(), state, hand, grid.size)
    held = (floating["x"] + shape.hold_x, floating["y"] + shape.hold_y)
    assert held == pytest.approx((box["x"] + cx, box["y"] + cy), abs=1)  # on its cell
    page.mouse.up()
    page.wait_for_function(PUT)
    (laid,) = position(page).timelines[0].board
    column, row = cell[0] - square[0], cell[1] - square[1]
    assert (laid.anchor, laid.kind) == (row * WIDTH + column, hand.piece.kind)


@pytest.fixture
def phone(new_context: NewContext) -> Page:
    return new_context(**PHONE).new_page()


def touch(session: CDPSession, kind: str, x: float, y: float) -> None:
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def drag_by_touch(session: CDPSession, box: FloatRect, start: Hit, x: float, y: float) -> None:
    """A finger pressing the board at ``start`` and lifted over (x, y), in steps; the piece
    floats above the finger, so the finger goes lower than where the piece lands."""
    touch(session, "touchStart", box["x"] + start.x, box["y"] + start.y)
    for step in range(1, 11):
        fx = start.x + (x - start.x) * step / 10
        fy = start.y + (y + 44 - start.y) * step / 10
        touch(session, "touchMove", box["x"] + fx, box["y"] + fy)
    touch(session, "touchEnd", 0, 0)


def test_a_phone_round_by_a_touch_drag_and_tap_to_place(phone: Page, wait_ready: WaitReady) -> None:
    phone.goto(f"play.html?game=out-of-mine{SEATS}")
    wait_ready(phone)
    state = to_the_race(phone)
    solution = state.solution(0)
    assert solution is not None
    session = phone.context.new_cdp_session(phone)

    first = next(tile for tile in solution if keys_to(tile)[0] == [])
    box, hits, grid = drawn(phone, state)
    start, held = pressed(phone, state, first.kind)
    drag_by_touch(session, box, start, *grid.centre(drop_cell(first, held)))
    phone.wait_for_function(
        "() => window.pygames.state().record.actions.some(a => a.startsWith('put'))"
    )
    state = position(phone)
    assert first.mask in {laid.mask for laid in state.timelines[0].board}

    for tile in solution:
        if tile == first:
            continue
        item, lifted = pressed(phone, state, tile.kind)
        tapped = held_as_pressed(controls.tap(state, None, ("tray", tile.kind)), lifted)
        taken = as_hand(tapped.selection)  # as a press holds it, or as the last of its kind lay
        assert taken is not None
        keys, hand = keys_to(tile, taken)
        box, hits, grid = drawn(phone, state)
        phone.touchscreen.tap(box["x"] + item.x, box["y"] + item.y)
        for key in keys:  # the Turn and Flip buttons
            button = hits["turn" if key == "r" else "flip"]
            phone.touchscreen.tap(box["x"] + button.x, box["y"] + button.y)
        x, y = grid.centre(drop_cell(tile, hand))
        done = len(state.actions())
        phone.touchscreen.tap(box["x"] + x, box["y"] + y)
        phone.wait_for_function(f"() => window.pygames.state().record.actions.length > {done}")
        state = position(phone)
        assert tile.mask in {laid.mask for laid in state.timelines[0].board}, summary(phone)
    box, hits, _ = drawn(phone, state)
    phone.touchscreen.tap(box["x"] + hits["call"].x, box["y"] + hits["call"].y)
    phone.wait_for_function("() => window.pygames.state().record.actions.includes('call')")
    assert position(phone).results[0].scores[0].total == 12


def test_a_crystal_laid_and_the_call_made_by_keyboard_alone_and_a_reload_resumes(
    open_game: OpenGame,
) -> None:
    page = open_game("out-of-mine", SEATS)
    state = to_the_race(page)
    solution = state.solution(0)
    assert solution is not None
    tile = next(tile for tile in solution if keys_to(tile)[0])
    keys, hand = keys_to(tile)
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    hits = render.draw(RecordingCanvas(box["width"], box["height"]), state, selected=None,
                       interactive=True, clock=1)  # fmt: skip
    board = page.get_by_test_id("board")
    board.focus()
    start = step_focus(hits, None, "ArrowUp")
    for key in ["ArrowUp", *arrows_between(hits, start, ("tray", tile.kind)), "Enter"]:
        board.press(key)
    target = drop_cell(tile, hand)
    board.press("ArrowLeft")  # the crystal appears a cell left of the gallery's middle
    here = (WIDTH // 2 - 1, 3)
    for key in keys:
        board.press(key.upper())
    steps = ["ArrowRight"] * (target[0] - here[0]) + ["ArrowLeft"] * (here[0] - target[0])
    steps += ["ArrowDown"] * (target[1] - here[1]) + ["ArrowUp"] * (here[1] - target[1])
    for key in [*steps, "Enter"]:
        board.press(key)
    page.wait_for_function(
        "() => window.pygames.state().record.actions.some(a => a.startsWith('put'))"
    )
    state = position(page)
    assert tile.mask in {laid.mask for laid in state.timelines[0].board}

    page.reload()  # the race goes on where it was, the clock from where it stood
    wait_until_ready(page)
    wait_for_person_or_end(page)
    assert position(page).timelines[0].board == state.timelines[0].board
    board.focus()
    hits = render.draw(RecordingCanvas(box["width"], box["height"]), state, selected=None,
                       interactive=True, clock=1)  # fmt: skip
    start = step_focus(hits, None, "ArrowUp")
    for key in ["ArrowUp", *arrows_between(hits, start, "call"), "Enter"]:
        board.press(key)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('call')")
    result = position(page).results[0]
    assert result.caller == 0 and result.scores[0].total < 10  # called early: it costs 2
