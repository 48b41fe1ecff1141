"""Out of Mine!'s pieces drop where they are shown: a crystal is held by the square pressed,
in the tray, on the board or in hand, by a drag and by a tap alike (it stays under the
pointer, and a tap on a cell lays that square there), and the ghost shows exactly where a
drop lays it, nowhere else, and with the mouse resting on a cell where a click there lays it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Put
from pygames.games.out_of_mine.shapes import HEIGHT, SHAPES, WIDTH, footprint
from pygames.games.out_of_mine.tiles import legal_changes
from pygames.web.board_view import NOTED_RING
from pygames.web.canvas import RecordingCanvas
from pygames.web.dragging import Hand, as_hand
from pygames.web.hits import Hit
from pygames.web.out_of_mine import UI, controls, gallery, render, selection, tray
from pygames.web.out_of_mine.layout import plan
from pygames.web.out_of_mine.selection import Piece, cells_of, on_grid
from pygames.web.ui import Tap
from tests.test_web_out_of_mine import SIZE, corridor_cell, hits_of, play, racing, racing_page


def squares_drawn(
    state: OutOfMineState, size: tuple[float, float] = SIZE
) -> dict[Hit, list[tuple[tuple[int, int], tuple[float, float]]]]:
    """Each tray crystal's hit, and the canvas centre of each of its squares as drawn."""
    plan_ = plan(*size)
    hits = {hit.key: hit for hit in hits_of(state, size=size)}
    found = {}
    for entry, slot, unit in tray.places(tray.entries(state, 0), plan_.tray):
        squares = Piece(entry.kind, tray.lying(entry.kind)).squares
        shifted, corner_x, corner_y = tray.drawn(squares, slot, unit)
        found[hits[("tray", entry.kind)]] = [
            (square, plan_.point(corner_x + (c + 0.5) * unit, corner_y + (r + 0.5) * unit))
            for square, (c, r) in zip(squares, shifted, strict=True)
        ]
    return found


@pytest.mark.parametrize("size", [(900.0, 576.0), (374.0, 523.6)])
def test_a_crystal_pressed_in_the_tray_is_held_by_the_square_pressed(
    size: tuple[float, float],
) -> None:
    """Every square of every tray crystal: a T pointing down was held by its upper middle
    square and one pointing up by its lower one, wherever it was pressed."""
    state = racing(finds=True)
    for hit, squares in squares_drawn(state, size).items():
        for square, (x, y) in squares:
            hand = controls.lift(state, None, hit.key, x, y, *size)
            assert hand is not None and hand.grab == square, (hit.key, square)


def test_a_crystal_tapped_in_the_tray_is_held_as_a_press_holds_it_and_laid_so() -> None:
    """The page's tap on a crystal that did not move: held by the square tapped, which a tap
    on a cell of the gallery then lays there."""
    page, state = racing_page()
    app = page.app
    kind, _ = corridor_cell(state)
    hit, squares = next(
        (hit, squares) for hit, squares in squares_drawn(state, app.screen.board.size).items()
        if hit.key == ("tray", kind)
    )  # fmt: skip
    square, (x, y) = squares[-1]  # its last square, not its middle one
    assert UI.drag is not None
    lifted = UI.drag.lift(state, None, hit.key, x, y, *app.screen.board.size)
    app.input.tap_at(x, y, lifted)
    hand = as_hand(app.selection)
    assert hand is not None and hand.grab == square and not hand.dragged
    target = next(
        (c, r)
        for c in range(WIDTH)
        for r in range(6)
        if selection.refusal(state, 0, hand.over((c, r))) is None
        and all(0 <= cc < WIDTH for cc, _ in cells_of(hand.over((c, r))))
        and selection.is_over_grid(hand.over((c, r)))
    )
    at = {h.key: h for h in app.screen.board.hits}[("cell", target[1] * WIDTH + target[0])]
    app.input.click(at.x, at.y, fingers=True)
    laid = app.match.state.last_action
    assert isinstance(laid, Put)
    assert laid.anchor == (target[1] - square[1]) * WIDTH + target[0] - square[0]


def test_a_press_holds_the_piece_in_hand_by_its_square_and_a_tap_never_turns_it() -> None:
    state = racing()
    kind = next(e.kind for e in tray.entries(state, 0) if SHAPES[e.kind.shape].size >= 4)
    hand = controls.tap(state, None, ("tray", kind)).selection.over((3, 2))
    for square in cells_of(hand):
        at = next(h for h in hits_of(state, hand) if h.key == ("cell", square[1] * 8 + square[0]))
        pressed = controls.lift(state, hand, at.key, at.x, at.y, *SIZE)
        assert isinstance(pressed, Hand)
        assert pressed.cell == square and cells_of(pressed) == cells_of(hand)  # it does not move
        tapped = controls.tap(state, hand, at.key, clock=3.0)
        kept = as_hand(tapped.selection)
        laid = tapped.actions[-1] if tapped.actions else None
        assert kept is None or kept.piece == hand.piece, square
        assert not isinstance(laid, Put) or laid.orientation == hand.piece.orientation


def test_the_ghost_shows_where_a_drop_lays_the_crystal_and_nowhere_else() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    held = controls.tap(state, None, ("tray", kind)).selection
    over = held.over((cell % WIDTH, cell // WIDTH))
    beside = held.over((3, 9))  # over the tray: let go there, it goes back
    for hand, drawn in ((over, True), (beside, False)):
        canvas = RecordingCanvas(*SIZE)
        render.draw(canvas, state, selected=hand, interactive=True, clock=2.0)
        fills = [kw["fill"] for _, _, kw in canvas.named("polygon")]
        ghosts = fills.count(gallery.FITS) + fills.count(gallery.REFUSED)
        assert ghosts == (len(hand.piece.squares) if drawn else 0)
        dropped = controls.drop(state, hand, clock=2.0)
        assert bool(play(state, dropped).timelines[0].board) == drawn


def test_the_crystal_in_hand_lies_in_the_tray_as_held_with_a_dot_on_the_square_a_tap_lays() -> None:
    """Tapped from the tray, a crystal shows there as it is held, turned and flipped with
    it (nothing else shows which way it faces before it is laid), with a dot on its held
    square: the square a tap on a cell lays there."""
    state = racing()
    plan_ = plan(*SIZE)
    for entry, slot, unit in tray.places(tray.entries(state, 0), plan_.tray):
        hand = as_hand(controls.tap(state, None, ("tray", entry.kind)).selection)
        assert hand is not None
        for _ in range(4):
            canvas = RecordingCanvas(*SIZE)
            render.draw(canvas, state, selected=hand, interactive=True, clock=1.0)
            held = hand.piece.squares
            size = min(unit, tray.fitting(held, slot))
            shifted, corner_x, corner_y = tray.drawn(held, slot, size)
            left, top = min(c for c, _ in held), min(r for _, r in held)
            column, row = hand.grab[0] - left, hand.grab[1] - top
            dot = plan_.point(corner_x + (column + 0.5) * size, corner_y + (row + 0.5) * size)
            dots = [
                args[:2] for _, args, kw in canvas.named("circle") if kw.get("fill") == "#ffffff"
            ]
            assert any(abs(x - dot[0]) < 0.01 and abs(y - dot[1]) < 0.01 for x, y in dots), (
                entry.kind,
                hand.piece,
            )
            piece, grab = hand.piece.turned(hand.grab)
            hand = hand.holding(piece, grab)


def rock_drop(state: OutOfMineState, tapped: bool = False) -> tuple[Hand[Piece], list[int]]:
    """A tray crystal held over the gallery where part of it lies in the rock, none off the
    grid, and the cells of the rock it covers (``tapped``: and where no way of it that
    covers the held square's cell fits, so a tap there is refused too)."""
    region = state.layout(0).region
    for entry in tray.entries(state, 0):
        held = controls.tap(state, None, ("tray", entry.kind)).selection
        for cell in range(WIDTH * HEIGHT):
            hand = held.over((cell % WIDTH, cell // WIDTH))
            squares = cells_of(hand)
            if not all(0 <= c < WIDTH and 0 <= r < HEIGHT for c, r in squares):
                continue
            rock = [r * WIDTH + c for c, r in squares if not region >> (r * WIDTH + c) & 1]
            if not rock or selection.refusal(state, 0, hand) is None:
                continue
            if tapped and any(fitting_over(state, hand.piece, cell)):
                continue
            return hand, rock
    raise AssertionError("no crystal reaches into the rock")


def fitting_over(state: OutOfMineState, piece: Piece, cell: int) -> list[Put]:
    """Every way the engine allows to lay ``piece`` as it lies so that it covers ``cell``."""
    card = state.card(0)
    assert card is not None
    board = state.timelines[0].board
    return [
        change
        for change in legal_changes(state.layout(0), card, board, bool(state.options["finds"]))
        if isinstance(change, Put)
        and (change.kind, change.orientation) == (piece.kind, piece.orientation)
        and (footprint(piece.kind.shape, piece.orientation, change.anchor) or 0) >> cell & 1
    ]


def test_a_drop_into_the_rock_marks_the_rock_cell_its_words_speak_of() -> None:
    """The refusal says "the marked cell" (the first cell of the rock it would cover): the
    drop, which taps no place, carries that cell for the board to mark, a cell it draws."""
    state = racing()
    hand, rock = rock_drop(state)
    dropped = controls.drop(state, hand, clock=2.0)
    assert dropped.message is not None and dropped.message.key == "out-of-mine.refusal.into_rock"
    assert dropped.marks == ("cell", min(rock))
    assert dropped.marks in {hit.key for hit in hits_of(state)}


def test_a_tap_into_the_rock_marks_the_rock_cell_not_the_cell_tapped() -> None:
    state = racing()
    hand, rock = rock_drop(state, tapped=True)
    assert hand.cell is not None
    tapped_cell = hand.cell[1] * WIDTH + hand.cell[0]
    held = as_hand(controls.tap(state, None, ("tray", hand.piece.kind)).selection)
    assert held is not None
    tapped = controls.tap(state, held, ("cell", tapped_cell), clock=2.0)
    assert tapped.message is not None and tapped.message.key == "out-of-mine.refusal.into_rock"
    assert tapped.marks == ("cell", min(rock))


def test_a_tap_where_the_held_square_does_not_fit_lays_it_the_nearest_way_over_that_cell() -> None:
    """On a phone the tray's squares are small and the dotted one differs between shapes: a
    tap on a cell lays the crystal, as it lies, over that cell wherever the engine allows
    it, by the square nearest the held one (then the first in reading order)."""
    state = racing()
    shifted = 0
    for entry in tray.entries(state, 0):
        hand = as_hand(controls.tap(state, None, ("tray", entry.kind)).selection)
        assert hand is not None
        for cell in range(WIDTH * HEIGHT):
            square = (cell % WIDTH, cell // WIDTH)
            ways = fitting_over(state, hand.piece, cell)
            if not ways or selection.refusal(state, 0, hand.over(square)) is None:
                continue
            tapped = controls.tap(state, hand, ("cell", cell), clock=2.0)
            laid = tapped.actions[-1]
            assert laid in ways, (entry.kind, cell)
            nearest = min(
                ways,
                key=lambda put: (
                    distance(square, put.anchor, hand.grab),
                    cell - put.anchor,
                ),
            )
            assert laid == nearest
            assert play(state, tapped).timelines[0].board  # the engine laid it
            shifted += 1
    assert shifted > 10


def distance(cell: tuple[int, int], anchor: int, grab: tuple[int, int]) -> int:
    """How far the square of a crystal anchored on ``anchor`` that lies on ``cell`` is from
    its held square ``grab`` (squared)."""
    column, row = cell[0] - anchor % WIDTH, cell[1] - anchor // WIDTH
    return (column - grab[0]) ** 2 + (row - grab[1]) ** 2


def test_a_drop_refused_rings_the_marked_cell_on_the_page_until_a_drop_says_nothing() -> None:
    page, state = racing_page()
    hand, rock = rock_drop(state)
    page.app.selection = replace(hand, dragged=True)
    page.app.input.dropped(controls.drop(state, hand, clock=2.0), (10.0, 10.0))
    marked = next(hit for hit in page.app.screen.board.hits if hit.key == ("cell", min(rock)))
    rings = [c for c in page.canvas.named("circle") if c[2]["stroke"] == NOTED_RING]
    assert rings and all(c[1][:2] == (marked.x, marked.y) for c in rings)
    page.app.input.dropped(Tap(), (10.0, 10.0))
    assert not [c for c in page.canvas.named("circle") if c[2]["stroke"] == NOTED_RING]


def test_a_laid_crystal_held_with_its_anchor_beside_the_gallery_marks_no_cell() -> None:
    """Moved so that its top-left square lies beside the gallery, a laid crystal would stick
    out of it: refused, with no cell to mark (its anchor is on no cell)."""
    state = racing()
    entries = tray.entries(state, 0)
    longer = next(i for i, e in enumerate(entries) if len(Piece(e.kind, 0).squares) > 1)
    kind, cell = corridor_cell(state, kind_index=longer)
    held = controls.tap(state, None, ("tray", kind)).selection
    state = play(state, controls.tap(state, held, ("cell", cell), clock=1.0))
    tile = state.timelines[0].board[0]
    last = max(c for c in range(WIDTH * HEIGHT) if tile.mask >> c & 1)  # not its anchor
    held_by = (last % WIDTH, last // WIDTH)
    hand = selection.from_board(state.timelines[0].board, tile.anchor, held_by).over((0, 0))
    assert selection.anchor_of(hand) != (0, 0) and not all(map(on_grid, cells_of(hand)))
    dropped = controls.drop(state, hand, clock=3.0)
    assert dropped.message is not None and not dropped.played()
    assert dropped.marks is None


def ghost_cells(
    canvas: RecordingCanvas, size: tuple[float, float]
) -> tuple[set[tuple[int, int]], bool]:
    """The grid cells (column, row; some may lie off the grid) the ghost of the piece in hand
    covers as drawn, and whether it is drawn green (it fits)."""
    plan_ = plan(*size)
    box = plan_.box(plan_.gallery)
    unit = box.w / WIDTH
    cells, fills = set(), set()
    for _, args, kw in canvas.named("polygon"):
        if kw.get("fill") in (gallery.FITS, gallery.REFUSED):
            left, top = min(x for x, _ in args[0]), min(y for _, y in args[0])
            column, row = round((left - box.x) / unit), round((top - box.y) / unit)
            cells.add((column, row))
            fills.add(kw["fill"])
    return cells, fills == {gallery.FITS}


def laid_cells(state: OutOfMineState, tap: Tap) -> set[tuple[int, int]]:
    """The grid cells the crystal a tap lays or moves covers (none: it played nothing)."""
    before = set(state.timelines[0].board)
    new = [tile for tile in play(state, tap).timelines[0].board if tile not in before]
    covered = [cell for tile in new for cell in range(WIDTH * HEIGHT) if tile.mask >> cell & 1]
    return {(cell % WIDTH, cell // WIDTH) for cell in covered}


def test_the_mouse_resting_on_a_cell_shows_the_ghost_where_a_click_there_lays_the_crystal() -> None:
    """Issue 27's 'pieces drop where shown', for a click: with a crystal tapped into the hand
    (not dragged), the mouse resting on any cell of the gallery shows the ghost exactly where
    a click on that cell lays it (the held square there, or the nearest way that fits over
    it), red where the click is refused; every crystal of the tray, and one already shown on
    the gallery, over every cell."""
    page, state = racing_page()
    app, size = page.app, page.app.screen.board.size
    clock = app.screen.on_board().timing.get("clock")
    hands = [
        as_hand(controls.tap(state, None, ("tray", entry.kind)).selection)
        for entry in tray.entries(state, 0)
    ]
    first = hands[0]
    assert first is not None
    hands.append(first.over((WIDTH - 1, 0)))  # held on the gallery where it may not fit
    shifted = refused = 0
    for hand in hands:
        assert hand is not None
        app.selection = hand
        hits = app.screen.board.hits
        for cell in range(WIDTH * HEIGHT):
            index = next(i for i, hit in enumerate(hits) if hit.key == ("cell", cell))
            app.input.hovered(index)
            app.screen.draw_board()
            drawn, fits = ghost_cells(page.canvas, size)
            tap = controls.tap(state, hand, ("cell", cell), clock=clock)
            laid = laid_cells(state, tap)
            assert drawn == laid if fits else (drawn and not laid), (hand, cell, drawn, laid)
            square = (cell % WIDTH, cell // WIDTH)
            assert square in drawn  # the ghost lies over the cell under the mouse
            shifted += bool(laid) and laid != set(cells_of(hand.over(square)))
            refused += not laid
    assert shifted > 10 and refused > 10  # the nearest fit and refusals are both seen


def test_a_laid_crystal_taken_up_by_the_keys_shows_where_the_arrows_move_it() -> None:
    """The keyboard's ring stays on the cell Enter took a laid crystal up from; the arrows
    move the crystal, and the ghost follows them, not the ring (nor a resting mouse): it is
    where Enter lays it."""
    page, state = racing_page()
    app, size = page.app, page.app.screen.board.size
    kind, cell = corridor_cell(state)
    held = controls.tap(state, None, ("tray", kind)).selection
    app.take(controls.tap(state, held, ("cell", cell), clock=1.0))
    laid = app.match.state
    assert isinstance(laid, OutOfMineState)
    board = laid.timelines[0].board
    assert len(board) == 1 and app.selection is None
    app.input.keys_on_board(True)
    app.input.focus = ("cell", cell)
    assert app.input.key("Enter", ctrl=False)
    picked = as_hand(app.selection)
    assert picked is not None and picked.source == board[0].anchor
    hits = app.screen.board.hits
    app.input.hovered(next(i for i, hit in enumerate(hits) if hit.key == ("cell", cell)))
    for name in ("ArrowDown", "ArrowRight", "ArrowRight", "ArrowUp"):
        assert app.input.key(name, ctrl=False)
        hand = as_hand(app.selection)
        assert hand is not None and hand.cell != picked.cell
        app.screen.draw_board()
        drawn, _ = ghost_cells(page.canvas, size)
        assert drawn == set(cells_of(hand)), name


def test_a_dragged_crystal_is_not_drawn_again_for_the_mouse_crossing_cells() -> None:
    """The drag redraws the board as it goes; the mouse's place redraws it only when
    nothing is dragged (twice the drawings per cell crossed would halve a drag's frames)."""
    page, state = racing_page()
    app = page.app
    held = as_hand(controls.tap(state, None, ("tray", tray.entries(state, 0)[0].kind)).selection)
    assert held is not None
    hits = app.screen.board.hits
    cells = [i for i, hit in enumerate(hits) if isinstance(hit.key, tuple) and hit.key[0] == "cell"]
    app.selection = held
    assert app.input.hovered(cells[0])  # tapped into the hand: the ghost follows the mouse
    app.selection = replace(held, dragged=True)
    assert not app.input.hovered(cells[1])
    assert app.input.hover.key == hits[cells[1]].key  # followed all the same
