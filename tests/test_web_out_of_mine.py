"""The Out of Mine! board without a browser: the piece in hand, what taps, keys and drags
play (timed changes the engine accepts and replays), and what is drawn.

Positions are real races: the dwarves play their rounds with the game's own agents,
then the person (player 0) presses Start and plays by the board's hooks.
"""

from collections.abc import Hashable
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pygames
from pygames.ai import choose
from pygames.core import OptionValue, Say
from pygames.games.levels import make_agent
from pygames.games.out_of_mine import OutOfMineState, Phase, play_timeline
from pygames.games.out_of_mine.actions import CALL, STOP, ChooseSide, Move, Put, Take, Wait
from pygames.games.out_of_mine.advice import can_be_filled
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.shapes import HEIGHT, SHAPES, WIDTH, Colour, Kind, footprint
from pygames.games.out_of_mine.tiles import Tile, changed, covered, fits, legal_changes
from pygames.web import panels
from pygames.web.board_view import HINT_RING, takes
from pygames.web.canvas import Box, RecordingCanvas
from pygames.web.dragging import Hand
from pygames.web.hints import Hint, hint_words
from pygames.web.hits import Hit, hit_test
from pygames.web.newgame import day_number
from pygames.web.out_of_mine import (
    UI,
    controls,
    gallery,
    pen,
    render,
    selection,
    timing,
    tray,
    ways,
)
from pygames.web.out_of_mine.crystals import FLOOR, PALETTE
from pygames.web.out_of_mine.gallery import small_board
from pygames.web.out_of_mine.layout import TALL_SIZE, WIDE_SIZE, plan
from pygames.web.out_of_mine.lesson import LESSON
from pygames.web.out_of_mine.pen import Pen
from pygames.web.out_of_mine.selection import Asked, Piece, cells_of, from_board
from pygames.web.stopwatch import Clocked
from pygames.web.text import Text
from pygames.web.ui import Tap
from tests.keyboard import reachable_by_arrows
from tests.out_of_mine_positions import new_game
from tests.playouts import applied, decide, previous
from tests.tapping import message_key
from tests.test_app import Page

GAME = pygames.get_game("out-of-mine")
SIZE = (900.0, 576.0)


def dwarves_done(
    players: int = 3, seed: int = 4, level: str = "hard", **options: OptionValue
) -> OutOfMineState:
    """A race where the dwarves have played their round and the person is to start."""
    state = new_game(players=players, seed=seed, options={"mode": "dwarves", **options})
    agents = {p: make_agent("out-of-mine", level, seed=seed + p) for p in range(1, players)}
    while state.current_player != 0 or state.phase is Phase.SIDES:
        player = state.current_player
        assert player is not None
        if player == 0:
            state = applied(state, state.parse_action("side A"))
        else:
            state = applied(state, choose(agents[player], state.view(player)))
    return state


def racing(
    players: int = 3, seed: int = 4, level: str = "hard", **options: OptionValue
) -> OutOfMineState:
    """The same, after the person pressed Start."""
    state = dwarves_done(players, seed, level, **options)
    tapped = controls.tap(state, None, "start")
    assert tapped.action == controls.START
    return applied(state, tapped.action)


def racing_page() -> tuple[Page, OutOfMineState]:
    """A stand-in page of a game alone, racing: its side chosen and Start pressed."""
    page = Page("out-of-mine", ("human",), seed=3)
    page.app.play(ChooseSide(0))
    page.app.play(controls.START)
    state = page.app.match.state
    assert isinstance(state, OutOfMineState)
    return page, state


def play(state: OutOfMineState, tap: Tap) -> OutOfMineState:
    for action in tap.played():
        state = applied(state, action)
    return state


def running_clock(state: OutOfMineState) -> Clocked:
    """The clock that runs in ``state`` (checked to run)."""
    clocked = controls.clocked(state)
    assert clocked is not None
    return clocked


def pressed(state: OutOfMineState, selected: object, name: str, clock: float | None = None) -> Tap:
    """What the key ``name`` does with a piece in hand (checked to be the board's key)."""
    tap = controls.key(state, selected, name, clock)
    assert tap is not None, name
    return tap


def corridor_cell(
    state: OutOfMineState, fits: bool = True, kind_index: int = 0
) -> tuple[Kind, int]:
    """A cell where the tray's first crystal, held by its middle square, fits (or not)."""
    entry = tray.entries(state, 0)[kind_index]
    hand = controls.tap(state, None, ("tray", entry.kind)).selection
    for cell in range(WIDTH * 6):
        moved = hand.over((cell % WIDTH, cell // WIDTH))
        refused = selection.refusal(state, 0, moved)
        if (refused is None) == fits and all(0 <= c < WIDTH for c, _ in cells_of(moved)):
            return entry.kind, cell
    raise AssertionError("no such cell")


# -- the piece in hand ---------------------------------------------------------------


@given(
    st.integers(0, len(SHAPES) - 1),
    st.integers(0, 7),
    st.integers(0, 4),
    st.sampled_from(("turned", "flipped")),
)
def test_turning_or_flipping_in_hand_keeps_the_held_square_and_matches_the_engine(
    shape: int, orientation: int, square: int, how: str
) -> None:
    orientations = SHAPES[shape].orientations
    piece = Piece(Kind(shape), orientation % len(orientations))
    grab = piece.squares[square % len(piece.squares)]
    hand = Hand(piece, "tray", grab, cell=(3, 2))
    moved_piece, moved_grab = getattr(piece, how)(grab)
    moved = hand.holding(moved_piece, moved_grab)
    anchor = (3 - moved_grab[0], 2 - moved_grab[1])
    assert moved_grab in moved_piece.squares  # the square held is still under the finger
    cells = {(anchor[0] + c, anchor[1] + r) for c, r in moved_piece.squares}
    assert set(cells_of(moved)) == cells
    mask = footprint(shape, moved_piece.orientation, anchor[1] * WIDTH + anchor[0])
    if mask is not None:  # the engine's own footprint of that orientation
        assert {(cell % WIDTH, cell // WIDTH) for cell in range(48) if mask >> cell & 1} == cells
    back_piece, back_grab = moved_piece, moved_grab
    for _ in range(3 if how == "turned" else 1):
        back_piece, back_grab = getattr(back_piece, how)(back_grab)
    assert (back_piece, back_grab) == (piece, grab)


def test_tap_a_crystal_then_a_cell_lays_it_at_the_clock_s_moment() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    held = controls.tap(state, None, ("tray", kind), clock=1.0).selection
    assert isinstance(held, Hand) and held.piece.kind == kind
    tapped = controls.tap(state, held, ("cell", cell), clock=3.46)
    laid = tapped.actions[-1]
    assert isinstance(laid, Put) and laid == Put(kind, laid.anchor, held.piece.orientation)
    after = play(state, tapped)
    timeline = after.timelines[0]
    assert timeline.events[0][0] == 35 and len(timeline.board) == 1  # 3.46 s: tenth 35
    assert all(isinstance(action, Wait) for action in tapped.actions[:-1])


def test_a_tap_where_no_way_of_it_fits_keeps_it_in_hand_and_says_the_engine_s_reason() -> None:
    state = racing()
    region = state.layout(0).region
    kind, _ = corridor_cell(state)
    held = controls.tap(state, None, ("tray", kind)).selection
    cell = next(cell for cell in range(WIDTH * 6) if not region >> cell & 1)  # in the rock
    tapped = controls.tap(state, held, ("cell", cell), clock=2.0)
    assert not tapped.actions and tapped.action is None
    assert (message_key(tapped) or "").startswith("out-of-mine.")
    assert tapped.selection.cell == (cell % WIDTH, cell // WIDTH)


def test_turn_and_flip_turn_and_flip_the_piece_in_hand_round_its_held_square() -> None:
    state = racing()
    kind = next(e.kind for e in tray.entries(state, 0) if SHAPES[e.kind.shape].size >= 4)
    hand = controls.tap(state, None, ("tray", kind)).selection.over((3, 2))
    assert controls.tap(state, hand, "turn").selection == hand.holding(
        *hand.piece.turned(hand.grab)
    )
    assert controls.tap(state, hand, "flip").selection == hand.holding(
        *hand.piece.flipped(hand.grab)
    )


def test_keys_move_turn_flip_and_place_the_piece_in_hand() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    hand = controls.tap(state, None, ("tray", kind)).selection
    assert controls.key(state, None, "ArrowLeft") is None  # nothing in hand: the shell's arrows
    assert message_key(pressed(state, hand, "Enter")) == "out-of-mine.board.tap.where"
    moved = pressed(state, hand, "ArrowRight").selection
    assert moved.cell == (WIDTH // 2 + 1, 3)
    assert pressed(state, moved, "r").selection.piece == moved.piece.turned(moved.grab)[0]
    assert pressed(state, moved, "Wheel").selection.piece == moved.piece.turned(moved.grab)[0]
    assert pressed(state, moved, "F").selection.piece == moved.piece.flipped(moved.grab)[0]
    target = hand.over((cell % WIDTH, cell // WIDTH))
    placed = pressed(state, target, "Enter", clock=4.0)
    assert isinstance(placed.actions[-1], Put)


# -- dragging --------------------------------------------------------------------------


def hits_of(
    state: OutOfMineState,
    selected: object = None,
    size: tuple[float, float] = SIZE,
    clock: float | None = 1.0,
) -> list[Hit]:
    return render.draw(
        RecordingCanvas(*size), state, selected=selected, interactive=True, clock=clock
    )


def test_a_drag_from_the_tray_lays_the_crystal_where_it_fits() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    tray_hit = next(h for h in hits_of(state) if h.key == ("tray", kind))
    hand = controls.lift(state, None, tray_hit.key, tray_hit.x, tray_hit.y, *SIZE)
    assert hand is not None and hand.piece.kind == kind
    grid = controls.grid_of(state, *SIZE)
    over = controls.over(state, hand, (cell % WIDTH, cell // WIDTH))
    assert selection.refusal(state, 0, over) is None
    dropped = controls.drop(state, over, clock=7.0)
    after = play(state, dropped)
    assert after.timelines[0].events[-1][0] == 70 and grid.size > 40


def test_a_drop_into_the_rock_sends_the_piece_back_and_says_why() -> None:
    state = racing()
    kind, cell = corridor_cell(state, fits=False)
    hand = controls.tap(state, None, ("tray", kind)).selection
    dropped = controls.drop(state, hand.over((cell % WIDTH, cell // WIDTH)), clock=2.0)
    assert dropped.selection is None and not dropped.actions
    refused = message_key(dropped) or ""
    assert refused.startswith("out-of-mine.refusal.") or refused.endswith("sticks_out")
    beside = controls.drop(state, hand.over(None))  # beside the gallery: back, and said
    assert message_key(beside) == "out-of-mine.board.dropped_off" and not beside.played()


def test_a_crystal_dropped_off_the_board_goes_back_and_the_message_line_says_so() -> None:
    """Issue 27's bad input: a drop outside the gallery plays nothing and says why the crystal
    went back, in the message line (not drawn on the board), in the reader's language."""
    page, state = racing_page()
    kind, _ = corridor_cell(state)
    hand = controls.tap(state, None, ("tray", kind)).selection
    for beside in (None, (3, 9), (-4, 2), (WIDTH + 3, 0)):  # off the grid: over the tray, aside
        dropped = controls.drop(state, hand.over(beside), clock=2.0)
        assert dropped == Tap(message=Say("out-of-mine.board.dropped_off")), beside
        assert not dropped.played() and dropped.selection is None and not dropped.on_board
    page.app.selection = replace(hand, dragged=True, cell=(3, 9))
    page.app.input.dropped(controls.drop(state, hand.over((3, 9)), clock=2.0), (10.0, 10.0))
    assert page.app.match.state is state and page.app.selection is None
    said = str(page.document["message"].textContent)
    assert said == Text("en").say(Say("out-of-mine.board.dropped_off"))
    assert said.startswith("Dropped") and "tray" in said


def test_a_laid_tile_is_moved_turned_in_hand_or_dragged_back_into_the_tray() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    state = play(state, controls.tap(state, controls.tap(state, None, ("tray", kind)).selection,
                                  ("cell", cell), clock=1.0))  # fmt: skip
    tile = state.timelines[0].board[0]
    pressed = next(c for c in range(48) if tile.mask >> c & 1)
    hit = next(h for h in hits_of(state) if h.key == ("cell", pressed))
    hand = controls.lift(state, None, hit.key, hit.x, hit.y, *SIZE)
    assert hand == from_board(state.timelines[0].board, tile.anchor, (pressed % 8, pressed // 8))
    taken = controls.drop(state, hand.over((-3, 9)), clock=3.0)
    assert taken.actions[-1] == Take(tile.anchor)
    for column in range(-2, 10):
        for row in range(-2, 8):
            moved = hand.over((column, row))
            dropped = controls.drop(state, moved, clock=3.0)
            if dropped.actions and isinstance(dropped.actions[-1], Move):
                assert play(state, dropped).timelines[0].board[0].kind == kind
                break
        else:
            continue
        break
    if SHAPES[kind.shape].orientations[1:]:
        turned = controls.tap(state, hand, "turn").selection
        dropped = controls.drop(state, turned, clock=3.0)
        if dropped.actions:
            changes = [a for a in dropped.actions if not isinstance(a, Wait)]
            assert isinstance(changes[0], Take) and isinstance(changes[1], Put)
            assert (
                play(state, dropped).timelines[0].board[0].orientation == turned.piece.orientation
            )


# -- the race and its record ---------------------------------------------------------------


def test_a_round_played_by_taps_replays_to_the_same_scores() -> None:
    """Lay a solver's cover by taps, a few seconds apart, then call: the record replays to
    the same round, and the timeline with its times is one the engine accepts."""
    state = racing(seed=8, level="easy")
    solution = state.solution(0)
    assert solution is not None
    standing = state.standing_call()
    clock, timed = 1.0, []
    for tile in solution:
        clock += 1.3
        if standing and clock * 10 >= standing[1] - 2:
            break
        hand = controls.tap(state, None, ("tray", tile.kind)).selection
        for step in ("turn", "turn", "turn", "flip", "turn", "turn", "turn"):
            if hand.piece.orientation == tile.orientation:
                break
            hand = controls.tap(state, hand, step).selection
        anchor_square = hand.piece.squares[0]
        target = (tile.anchor % WIDTH + hand.grab[0] - anchor_square[0],
                  tile.anchor // WIDTH + hand.grab[1] - anchor_square[1])  # fmt: skip
        tapped = controls.drop(state, hand.over(target), clock=clock)
        assert tapped.actions, tapped.message
        timed.append((clock, str(tapped.actions[-1])))
        state = play(state, tapped)
    call = controls.tap(state, None, "call", clock=clock + 0.5)
    if not standing:
        assert call.actions[-1] == CALL
        timed.append((clock + 0.5, "call"))
    else:
        clocked = running_clock(state)
        assert clocked.stop == standing[1] / 10 and clocked.at_stop[-1] == STOP
        call = replace(call, actions=clocked.at_stop)
    before = state
    state = play(state, call)
    assert state.round == 2 and len(state.results) == 1
    replayed = pygames.replay(state.record())
    assert isinstance(replayed, OutOfMineState)
    assert replayed.results == state.results and replayed.totals() == state.totals()
    again = play_timeline(_start_of_turn(before), timed)
    assert isinstance(again, OutOfMineState)
    assert again.timelines[0].board == before.timelines[0].board


def _start_of_turn(state: OutOfMineState) -> OutOfMineState:
    """The state where the person's round began (their timeline empty)."""
    while state.timelines[0].clock or state.timelines[0].events:
        state = previous(state)
    return state


def test_the_clock_starts_with_start_and_stops_at_a_dwarf_s_call() -> None:
    state = dwarves_done(seed=4, level="hard")
    assert controls.clocked(state) is None  # not started: no clock runs
    tapped = controls.tap(state, None, ("tray", Kind(0)))
    assert message_key(tapped) == "out-of-mine.board.tap.start"
    state = applied(state, controls.START)
    clocked = running_clock(state)
    standing = state.standing_call()
    assert standing is not None
    caller, moment = standing
    assert clocked.start == 0.1 and clocked.stop == moment / 10
    after = play(state, Tap(actions=clocked.at_stop))
    assert after.round == 2 and after.results[0].caller == caller


# -- drawing -------------------------------------------------------------------------------


def texts(canvas: RecordingCanvas) -> list[str]:
    return [call[1][2] for call in canvas.named("text")]


def test_the_race_shows_clock_readout_card_call_and_the_dwarves_boards() -> None:
    state = racing()
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, selected=None, interactive=True, clock=12.34, language="en")
    said = texts(canvas)
    assert "12.3 s" in said and "Out of Mine!" in said and "Treasure card" in said
    assert "20 cells empty: 0 points so far, 0 if you call now" in said
    assert "Player 2" in said and "Player 3" in said
    keys = {hit.key for hit in hits}
    assert {"call", "turn", "flip", "place"} <= keys
    assert {("tray", entry.kind) for entry in tray.entries(state, 0)} <= keys
    assert reachable_by_arrows(hits) == keys


def test_crystals_are_cut_stones_and_the_ghost_says_whether_it_fits() -> None:
    state = racing()
    kind, cell = corridor_cell(state)
    hand = controls.tap(state, None, ("tray", kind)).selection.over((cell % WIDTH, cell // WIDTH))
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=hand, interactive=True, clock=1.0)
    fills = [call[2]["fill"] for call in canvas.named("polygon")]
    light, table, shade, _ = PALETTE[kind.colour]
    assert fills.count(light) >= 1 and fills.count(shade) >= 2  # facets catch the light
    assert gallery.FITS in fills and gallery.REFUSED not in fills
    bad_kind, bad = corridor_cell(state, fits=False)
    wrong = controls.tap(state, None, ("tray", bad_kind)).selection.over(
        (bad % WIDTH, bad // WIDTH)
    )
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=wrong, interactive=True, clock=1.0, language="de")
    assert gallery.REFUSED in [call[2]["fill"] for call in canvas.named("polygon")]
    reason = selection.refusal(state, 0, wrong)
    assert reason is not None
    assert Text("de").say(reason) in " ".join(texts(canvas))  # on up to two lines


def contrast(one: str, other: str) -> float:
    """The contrast ratio of two ``#rrggbb`` colours (WCAG's: 1 alike, 21 black on white)."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("colour", list(Colour))
def test_a_crystal_on_a_small_board_stands_out_from_the_floor_white_too(colour: Colour) -> None:
    """The dwarves' boards, the last round's and the deal's draw crystals small: each has a
    rim in a colour that stands out from the pale floor (3:1 at least), at least 1.5 px wide,
    along every edge it shows. A white crystal drawn as a flat pale cell looked empty."""
    layout = LAYOUTS[0]
    kind = Kind(next(shape.index for shape in SHAPES if shape.colour is colour))
    tile = next(
        Tile(cell, kind, orientation)
        for orientation in range(len(SHAPES[kind.shape].orientations))
        for cell in range(48)
        if fits(layout, (), kind, orientation, cell)
    )
    canvas = RecordingCanvas(*SIZE)
    small_board(Pen(canvas, plan(*SIZE), Text("en")), layout, (tile,), Box(500, 230, 230, 130))
    rims = [
        points
        for _, (points,), kw in canvas.named("line")
        if kw["width"] >= 1.5 and contrast(kw["stroke"], FLOOR) >= 3
    ]
    squares = {(cell % WIDTH, cell // WIDTH) for cell in range(48) if tile.mask >> cell & 1}
    edges = sum(
        (column + dx, row + dy) not in squares
        for column, row in squares
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
    )
    assert len(rims) == edges


@pytest.mark.parametrize("size", [(900.0, 576.0), (374.0, 523.6)])
def test_no_text_under_eleven_pixels_and_taps_land_on_what_is_drawn(
    size: tuple[float, float],
) -> None:
    state = racing(finds=True, elves=True)
    canvas = RecordingCanvas(*size)
    hits = render.draw(canvas, state, selected=None, interactive=True, clock=3.0, language="de")
    assert min(call[2]["size"] for call in canvas.named("text")) >= 11
    for hit in hits:
        assert hit_test(hits, hit.x, hit.y) == hit.key
    assert size[0] / size[1] == pytest.approx(
        (WIDE_SIZE if size[0] > size[1] else TALL_SIZE)[0]
        / (WIDE_SIZE if size[0] > size[1] else TALL_SIZE)[1],
        rel=0.02,
    )


#: The board's size on a 390x844 phone, with the turn under it (measured in Chromium).
PHONE = (374.0, 523.6)


@pytest.mark.parametrize("finds", [False, True], ids=["plain", "finds"])
def test_on_a_phone_every_crystal_in_the_tray_is_a_32_px_target(finds: bool) -> None:
    """Every point up to 16 CSS px across and down from a tray crystal's middle takes it,
    for a card's whole tray, finds and all (drawn in rows at one size, a lone yellow
    crystal was a 9 px target)."""
    state = racing(finds=finds)
    canvas = RecordingCanvas(*PHONE)
    hits = render.draw(canvas, state, selected=None, interactive=True, clock=1.0)
    crystals = [hit for hit in hits if isinstance(hit.key, tuple) and hit.key[0] == "tray"]
    assert len(crystals) == len(tray.entries(state, 0)) >= 17
    for hit in crystals:
        for dx in (-15.5, 0.0, 15.5):
            for dy in (-15.5, 0.0, 15.5):
                assert hit_test(hits, hit.x + dx, hit.y + dy) == hit.key, (hit, dx, dy)


def test_between_rounds_the_last_round_is_scored_and_a_side_is_chosen_by_a_tap() -> None:
    state = racing()
    state = play(state, Tap(actions=running_clock(state).at_stop))
    while state.current_player != 0:
        state = applied(state, decide(make_agent("out-of-mine", "easy", 1), state))
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, selected=None, interactive=True, language="en")
    said = " ".join(texts(canvas))
    assert "Round 1:" in said and "points" in said
    if state.phase is Phase.SIDES:
        side = next(hit for hit in hits if hit.key == ("side", 1))
        assert controls.tap(state, None, side.key).action == state.parse_action("side B")


def test_the_ui_is_wired_for_dragging_and_the_clock() -> None:
    assert UI.drag is not None and UI.drag.lift is controls.lift  # dragged: no touch lens
    assert UI.realtime is not None and UI.realtime.clock is controls.clocked
    assert takes(UI, "language") and takes(UI, "clock")


def test_at_one_screen_each_person_starts_their_own_clock_which_stops_at_the_standing_call() -> (
    None
):
    state = new_game(players=2, seed=3, options={"mode": "hot-seat"})
    while state.phase is Phase.SIDES:
        state = applied(state, controls.tap(state, None, ("side", 0)).action)
    first = state.current_player
    assert first is not None
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, selected=None, interactive=True, language="en")
    assert "start" in {hit.key for hit in hits} and controls.clocked(state) is None
    assert f"Player {first + 1}: your card is dealt." in " ".join(texts(canvas))
    state = applied(state, controls.START)
    kind, cell = corridor_cell_of(state, first)
    hand = controls.tap(state, None, ("tray", kind)).selection
    state = play(state, controls.tap(state, hand, ("cell", cell), clock=4.0))
    state = play(state, controls.tap(state, None, "call", clock=9.0))
    second = state.current_player
    assert second != first and state.standing_call() == (first, 90)
    hits = render.draw(RecordingCanvas(*SIZE), state, selected=None, interactive=True)
    assert "start" in {hit.key for hit in hits}  # the hand-over: the next person starts
    state = applied(state, controls.START)
    clocked = running_clock(state)
    assert clocked.key == (1, second) and clocked.stop == 9.0
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=None, interactive=True, clock=9.0, language="en")
    assert "Out of Mine! at 9 s" in texts(canvas)  # the standing call, on the caller's board
    after = play(state, Tap(actions=clocked.at_stop))
    assert after.round == 2 and after.results[0].caller == first


def corridor_cell_of(state: OutOfMineState, player: int) -> tuple[Kind, int]:
    entry = tray.entries(state, player)[0]
    hand = controls.tap(state, None, ("tray", entry.kind)).selection
    for cell in range(WIDTH * 6):
        moved = hand.over((cell % WIDTH, cell // WIDTH))
        if selection.refusal(state, player, moved) is None:
            return entry.kind, cell
    raise AssertionError("no cell fits")


def test_practising_alone_a_way_to_fill_the_gallery_is_shown_and_hidden() -> None:
    state = new_game(players=1, seed=6)
    state = applied(applied(state, state.parse_action("side A")), controls.START)
    hits = {hit.key: hit for hit in hits_of(state)}
    shown = controls.tap(state, None, "solution").selection
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=shown, interactive=True, clock=2.0, language="en")
    outlines = {call[2]["stroke"] for call in canvas.named("line") if call[2]["width"] == 4}
    card = state.card(0)
    assert card is not None
    wanted = {PALETTE[colour][1] for colour in PALETTE if card.counts[colour]}
    assert outlines == wanted  # each crystal of the way outlined in its colour
    assert "Hide the way to fill it" in texts(canvas) and "solution" in hits
    assert controls.tap(state, shown, "solution").selection is None


def test_a_lesson_does_not_offer_a_way_to_fill_the_gallery() -> None:
    """The lesson is practice alone, but its steps are the crystals to place: a button
    showing a way to fill the gallery would give them away."""
    state = new_game(players=1, seed=6)
    state = applied(applied(state, state.parse_action("side A")), controls.START)

    def keys(teaching: bool = False) -> set[Hashable]:
        canvas = RecordingCanvas(*SIZE)
        drawn = render.draw(
            canvas, state, selected=None, interactive=True, clock=2.0, teaching=teaching
        )
        return {hit.key for hit in drawn}

    assert "solution" in keys() and "solution" not in keys(teaching=True)
    assert ("tray", tray.entries(state, 0)[0].kind) in keys(teaching=True)


# -- a way to fill it, practice with no clock, the puzzle of the day --------------------


def test_after_a_round_a_way_to_fill_it_is_shown_beside_the_person_s_board_on_request() -> None:
    state = racing()
    state = play(state, Tap(actions=running_clock(state).at_stop))
    while state.current_player != 0:
        state = applied(state, decide(make_agent("out-of-mine", "easy", 1), state))
    keys = {hit.key for hit in hits_of(state, clock=None)}
    assert "solution" in keys  # between rounds, whether a side or Start is next
    assert "Show round 1 filled" in texts(_drawn(state, interactive=True))  # which round's
    shown = controls.tap(state, None, "solution").selection
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=shown, interactive=True, language="en")
    said = texts(canvas)
    result = state.results[-1]
    assert f"Player 1 at the call: {result.scores[0].total} points" in said
    assert "A way to fill it" in said and "Hide the way to fill it" in said
    way = ways.way(result.layouts[0], result.cards[0], False)
    assert len(way) == sum(CARDS[result.cards[0]].counts)  # the card's every crystal
    assert controls.tap(state, shown, "solution").selection is None
    side = (
        next(
            hit.key
            for hit in hits_of(state, shown, clock=None)
            if isinstance(hit.key, tuple) and hit.key[0] == "side"
        )
        if state.phase is Phase.SIDES
        else "start"
    )
    assert controls.tap(state, shown, side).action is not None  # the round goes on from here


def test_the_last_screen_shows_a_way_to_fill_every_gallery_of_the_last_round() -> None:
    state = new_game(players=1, seed=9, options={"solo": "calm"})
    while not state.is_over():
        if state.phase is Phase.SIDES:
            state = applied(state, state.parse_action("side B"))
        state = applied(state, controls.START)
        state = play(state, controls.tap(state, None, "call"))
    canvas = RecordingCanvas(*SIZE)
    assert render.draw(canvas, state, interactive=False, language="de") == []
    said = texts(canvas)
    assert "Eine Lösung" in said and "Runde 7: Spieler 1 rief" in said  # no time: no clock ran


def test_practising_with_no_clock_shows_none_and_times_each_change_a_tenth_after_the_last() -> None:
    state = new_game(players=1, seed=6, options={"solo": "calm"})
    state = applied(applied(state, state.parse_action("side A")), controls.START)
    assert controls.clocked(state) is None  # none runs: nothing ends the round but the call
    kind, cell = corridor_cell(state)
    hand = controls.tap(state, None, ("tray", kind)).selection
    state = play(state, controls.tap(state, hand, ("cell", cell), clock=512.3))
    assert state.timelines[0].events[-1][0] == 1  # at the start's tenth, not 512.3 s
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, interactive=True, clock=600.0, language="en")
    said = texts(canvas)
    assert not [text for text in said if text.endswith(" s")] and "Show a way to fill it" in said
    assert "No clock" in said
    assert controls.tap(state, None, "call", clock=700.0).actions[-1] == CALL


def test_the_puzzle_of_the_day_shows_its_date_hides_the_way_until_the_call_then_shows_it() -> None:
    state = new_game(players=1, seed=day_number(2026, 11, 24), options={"solo": "puzzle"})
    assert "Puzzle of 2026-11-24" in texts(_drawn(state, interactive=True))
    state = applied(state, controls.START)
    canvas = _drawn(state, interactive=True, clock=3.0)
    assert "3.0 s" in texts(canvas) and "solution" not in {h.key for h in hits_of(state)}
    card = state.card(0)
    assert card is not None
    for laid in ways.way(state.layout(0).index, card.index, False):
        hand = from_board((laid,), laid.anchor, (laid.anchor % WIDTH, laid.anchor // WIDTH))
        hand = replace(hand, source=selection.TRAY)
        state = play(state, controls.drop(state, hand, clock=state.timelines[0].clock / 10 + 2))
    state = play(state, controls.tap(state, None, "call", clock=40.0))
    assert state.is_over() and state.results[0].scores[0].total == 12
    said = " ".join(texts(_drawn(state, language="de")))
    assert "Rätsel vom 24.11.2026" in said and "Eine Lösung" in said


def _drawn(
    state: OutOfMineState,
    interactive: bool = False,
    clock: float | None = None,
    language: str = "en",
    size: tuple[float, float] = SIZE,
) -> RecordingCanvas:
    canvas = RecordingCanvas(*size)
    render.draw(canvas, state, interactive=interactive, clock=clock, language=language)
    return canvas


def four_dwarves_game_over() -> OutOfMineState:
    state = new_game(players=4, seed=2, options={"mode": "dwarves"})
    agent = make_agent("out-of-mine", "hard", 2)
    while not state.is_over():
        state = applied(state, decide(agent, state))
    return state


@pytest.mark.parametrize("size", [(900.0, 576.0), (374.0, 523.6)])
def test_the_new_screens_keep_text_at_eleven_pixels_or_more(size: tuple[float, float]) -> None:
    over = four_dwarves_game_over()
    between = over
    while between.phase is not Phase.SIDES or not between.results:
        between = previous(between)
    puzzle = applied(new_game(players=1, seed=20000, options={"solo": "puzzle"}), controls.START)
    for state, selected, interactive in (
        (over, None, False),
        (between, selection.SOLUTION, True),
        (between, None, True),  # with the note on why the gallery changed
        (puzzle, None, True),
    ):
        canvas = RecordingCanvas(*size)
        render.draw(canvas, state, selected=selected, interactive=interactive, language="de")
        assert min(call[2]["size"] for call in canvas.named("text")) >= 11


# -- the move list ---------------------------------------------------------------------


def test_the_move_list_offers_a_side_start_or_the_timed_call_and_counts_the_rest() -> None:
    state = new_game(players=2, seed=3, options={"mode": "hot-seat"})
    lines, note = controls.listed(state)
    assert [line.actions for line in lines] == [(a,) for a in state.legal_actions()] and not note
    state = applied(applied(state, state.parse_action("side A")), state.parse_action("side B"))
    lines, note = controls.listed(state)
    assert [line.actions for line in lines] == [(controls.START,)] and note is None
    state = applied(state, controls.START)
    lines, note = controls.listed(state, clock=4.56)
    (call,) = lines
    assert call.actions == controls.tap(state, None, "call", clock=4.56).actions
    assert play(state, Tap(actions=call.actions)).standing_call() == (state.order[0], 46)
    changes = [action for action in state.legal_actions() if not isinstance(action, Wait)]
    assert note is not None
    assert len(changes) > 100 and note.fields["count"] == len(changes) - 1  # all but the call
    assert Text("de").say(note).startswith(f"{len(changes) - 1} Möglichkeiten")
    put = next(action for action in changes if isinstance(action, Put))
    laid = play(state, Tap(actions=(Wait(5), put)))  # then none is legal for a tenth
    assert not any(isinstance(action, Put) for action in laid.legal_actions())
    _, counted = controls.listed(laid, clock=0.6)
    assert counted is not None and counted.fields["count"] > 50  # but they fit: counted


# -- between rounds: why the gallery changed ------------------------------------------------


def next_round(seed: int) -> OutOfMineState:
    """Round 2 of a race against one dwarf, the person to act (a side to choose or Start)."""
    state = racing(players=2, seed=seed, level="hard")
    state = play(state, Tap(actions=running_clock(state).at_stop))
    agent = make_agent("out-of-mine", "hard", seed)
    while state.current_player != 0:
        state = applied(state, decide(agent, state))
    return state


@pytest.mark.parametrize("seed", [4, 5])  # dealt another board; its own back
def test_between_rounds_a_note_says_why_the_gallery_changed_until_tapped_away(seed: int) -> None:
    state = next_round(seed)
    result = state.results[0]
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, interactive=True, language="en")
    said = " ".join(texts(canvas))
    seconds = f"{result.moment / 10:g}"  # the dwarf's call is logged before the person's race
    assert f"Player 2 called first, at {seconds} s: their board leaves the game." in said
    assert result.layouts[1] // 2 not in state.boards  # it did: the caller's board is out
    if state.boards[0] == result.layouts[0] // 2:  # the person's own came back, turned
        assert state.sides[0] == 1 - result.layouts[0] % 2 and state.phase is Phase.PLAY
        assert f"its other side: side {'AB'[state.sides[0]]}." in said
    else:
        assert state.phase is Phase.SIDES
        assert f"Choose a side of board {state.boards[0] + 1}, yours next." in said
    read = controls.tap(state, None, "dealt").selection
    assert "dealt" in {hit.key for hit in hits} and read == selection.READ
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=read, interactive=True, language="en")
    assert "leaves the game" not in " ".join(texts(canvas))


def test_a_step_of_the_clock_is_not_told_to_screen_readers_and_a_side_is() -> None:
    """Screen readers hear the moves the log keeps: a side chosen, not the clock's steps
    ("Player 1 lets the clock run on 0.1 s" was heard at each tenth of a lesson)."""
    page = Page("out-of-mine", ("human",), seed=3)
    announce = page.document["announce"]
    page.app.play(ChooseSide(0))
    told = announce.lastElementChild
    assert told is not None and "side A" in told.textContent
    heard = announce.childElementCount
    page.app.play(controls.START)
    page.app.play(page.app.match.state.parse_action("+0.1s"))
    assert announce.childElementCount == heard


def test_practising_with_no_clock_the_prompt_promises_none() -> None:
    """The lesson says no clock runs: the status line under it must not say Start starts one."""
    state = LESSON.start()
    state = state.apply(state.parse_action(LESSON.moves[LESSON.opening]))  # its side chosen
    assert isinstance(state, OutOfMineState)
    assert UI.prompt(state, None) == Say("out-of-mine.board.prompt.start_calm")
    racing_soon = dwarves_done(2, 4, "easy")  # a race: the side chosen, Start not pressed
    assert UI.prompt(racing_soon, None) == Say("out-of-mine.board.prompt.start")


def test_the_readout_says_what_calling_now_brings_as_the_round_s_result_would_count_it() -> None:
    """The lesson's last step says a call brings 12 (10, and 2 for a full gallery): the
    readout over the board said 10 "if the round ended now", and a newcomer saw two sums.
    It now says what calling would score, before the gallery is full (2 off) and once it is."""
    state = LESSON.start()
    seen = []
    for notation in LESSON.moves[LESSON.opening :]:
        assert isinstance(state, OutOfMineState)
        if CALL in state.legal_actions():
            called = applied(state, CALL)
            points = called.results[-1].scores[0].total
            empty = called.results[-1].scores[0].empty
            so_far = max(0, 10 - empty) if empty <= 10 else 0  # the round's points uncalled
            canvas = RecordingCanvas(*SIZE)
            render.draw(canvas, state, selected=None, interactive=True, clock=1.0, language="en")
            readout = next(line for line in texts(canvas) if "if you call now" in line)
            said = f"{panels.points(points)} if you call now"
            assert readout.endswith(f": {so_far} points so far, {said}"), readout
            seen.append(points)
        state = applied(state, state.parse_action(notation))
    assert 12 in seen and 3 in seen  # a full gallery's call, and one 5 cells short


def test_on_a_phone_the_tray_s_crystals_are_large_enough_to_tell_apart() -> None:
    """A newcomer found the tray's crystals tiny on a phone (with finds, a 3 x 3 crystal's
    squares were under 6 px, above a line for its count): the count is a badge in the
    slot's corner, and every crystal's squares are at least 7.5 CSS px on a 390 px phone's
    board, the widest (four squares across) included; the 3 x 3 ones gain the most."""
    state = racing(finds=True)
    phone = plan(374.0, 374.0 * TALL_SIZE[1] / TALL_SIZE[0])
    for entry, slot, unit in tray.places(tray.entries(state, 0), phone.tray):
        assert unit * phone.scale >= 7.5, entry.kind
        squares = Piece(entry.kind, tray.lying(entry.kind)).squares
        shifted, x, y = tray.drawn(squares, slot, unit)
        assert slot.x <= x and x + (1 + max(c for c, _ in shifted)) * unit <= slot.right
        assert slot.y <= y and y + (1 + max(r for _, r in shifted)) * unit <= slot.bottom


def test_a_crystal_tapped_in_the_tray_comes_as_the_last_of_its_kind_was_laid() -> None:
    """A second crystal of a kind often goes the way the first went: the tray shows it so,
    and a tap or a drag takes it up so."""
    state = racing()
    entry = next(
        e
        for e in tray.entries(state, 0)
        if e.left >= 2 and len(SHAPES[e.kind.shape].orientations) > 1
    )
    first = controls.tap(state, None, ("tray", entry.kind)).selection
    turned = controls.tap(state, first, "turn").selection
    assert turned.piece.orientation != tray.lying(entry.kind)
    cell = next(
        cell
        for cell in range(WIDTH * 6)
        if selection.refusal(state, 0, turned.over((cell % WIDTH, cell // WIDTH))) is None
        and all(0 <= c < WIDTH for c, _ in cells_of(turned.over((cell % WIDTH, cell // WIDTH))))
    )
    state = play(state, controls.tap(state, turned, ("cell", cell), clock=2.0))
    again = controls.tap(state, None, ("tray", entry.kind)).selection
    assert again.piece == turned.piece
    hit = next(hit for hit in hits_of(state) if hit.key == ("tray", entry.kind))
    for square, (x, y) in _crystal_squares(state, entry.kind, None):  # drawn so, dragged so
        pressed = controls.lift(state, None, hit.key, x, y, *SIZE)
        assert pressed is not None and (pressed.piece, pressed.grab) == (turned.piece, square)
    other = next(e.kind for e in tray.entries(state, 0) if e.kind != entry.kind)
    assert controls.tap(state, None, ("tray", other)).selection.piece.orientation == tray.lying(
        other
    )


def test_ten_seconds_before_a_dwarf_calls_its_place_says_nearly_done_and_the_clock_turns_red() -> (
    None
):
    """A newcomer busy turning a crystal lost a round to a call that came from nowhere: at a
    table a player about to finish is seen, so the page says it for the small boards."""
    state = racing()
    standing = state.standing_call()
    assert standing is not None
    caller, at = standing
    for before, warned in ((timing.WARNING + 20, False), (timing.WARNING - 20, True), (1, True)):
        canvas = _drawn(state, interactive=True, clock=(at - before) / 10, language="en")
        said = [(args[0], args[2], kw) for _, args, kw in canvas.named("text")]
        places = {x: text for x, text, _ in said if text.startswith("Player ")}
        (nearly,) = [x for x, text, _ in said if text == "Nearly done!"] or [None]
        assert (nearly is not None) == warned, before
        assert nearly is None or places[nearly] == f"Player {caller + 1}"  # under its name
        (clock,) = [kw for _, text, kw in said if text.endswith(" s") and kw["size"] > 20]
        assert (clock["color"] == pen.CALL) == warned, before


@pytest.mark.parametrize("size", [SIZE, (390.0, 546.0)])
def test_the_two_sides_to_choose_from_take_the_gallery_s_place_each_half_as_wide(
    size: tuple[float, float],
) -> None:
    """Before a side is chosen the gallery showed side A while a lesson asked for B, and
    from the second round the sides were thumbnails 40 px wide: now the two sides stand in
    the gallery's place, each about half of it, in the first round as in later ones."""
    gallery = plan(*size).box(plan(*size).gallery)
    first = new_game(players=1, seed=4)
    later = next(state for state in map(next_round, range(3, 12)) if state.phase is Phase.SIDES)
    for state in (first, later):
        assert state.phase is Phase.SIDES and state.current_player == 0
        hits = {hit.key: hit for hit in hits_of(state, size=size, clock=None)}
        assert not [key for key in hits if isinstance(key, tuple) and key[0] == "cell"]
        for side in (0, 1):
            box = hits[("side", side)].box
            assert box is not None and box.w >= gallery.w * 0.4
            assert gallery.y <= box.y and box.bottom <= gallery.bottom + 8


def test_a_crystal_turned_in_hand_is_dragged_from_the_tray_as_it_is_held() -> None:
    """Tapped, turned, then dragged from the tray: a press took it up as the tray first drew
    it, and the drop, refused, lost the turn (a newcomer with a mouse)."""
    state = racing()
    entry = next(e for e in tray.entries(state, 0) if len(SHAPES[e.kind.shape].orientations) > 2)
    held = controls.tap(state, None, ("tray", entry.kind)).selection
    turned = controls.tap(state, held, "turn").selection
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, selected=turned, interactive=True, clock=1.0)
    slot = next(hit for hit in hits if hit.key == ("tray", entry.kind))
    for square, (x, y) in _crystal_squares(state, entry.kind, turned):
        pressed = controls.lift(state, turned, slot.key, x, y, *SIZE)
        assert pressed is not None and pressed.piece == turned.piece
        assert pressed.grab == square  # the square under the pointer, as drawn


def _crystal_squares(
    state: OutOfMineState, kind: Kind, selected: object
) -> list[tuple[tuple[int, int], tuple[float, float]]]:
    """The tray crystal's squares and their centres on the canvas, as the tray draws it."""
    plan_ = plan(*SIZE)
    (slot, unit) = next(
        (slot, unit)
        for entry, slot, unit in tray.places(tray.entries(state, 0), plan_.tray)
        if entry.kind == kind
    )
    squares = tray.in_tray(state, 0, kind, selected).squares
    shifted, corner_x, corner_y = tray.drawn(squares, slot, unit)
    return [
        (square, plan_.point(corner_x + (c + 0.5) * unit, corner_y + (r + 0.5) * unit))
        for square, (c, r) in zip(squares, shifted, strict=True)
    ]


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl"])
def test_on_a_phone_the_words_before_a_round_are_shown_whole_in_every_language(
    language: str,
) -> None:
    """The note between rounds (who called first and when, which board comes next) and what
    Start begins lie in a low area on a phone: cut short, they lost the very words a
    newcomer needed."""
    notes = 0
    for state in map(next_round, range(3, 9)):
        shown = [state]
        if state.phase is Phase.SIDES:  # the note stays once a side is chosen, till read
            shown.append(applied(state, state.parse_action("side A")))
        for each in shown:
            for selected in (None, selection.READ):  # the note, then what is under it
                canvas = RecordingCanvas(390.0, 546.0)
                render.draw(canvas, each, selected=selected, interactive=True, language=language)
                said = texts(canvas)
                assert not [text for text in said if text.endswith("…")], (language, said)
                notes += 1
    first = new_game(players=2, seed=4, options={"mode": "dwarves"})
    while first.current_player != 0 or first.phase is Phase.SIDES:
        if first.current_player == 0:  # the aim, over the choice of a side
            said = texts(_drawn(first, interactive=True, language=language, size=(390.0, 546.0)))
            assert not [text for text in said if text.endswith("…")], (language, said)
            notes += 1
        first = applied(first, first.legal_actions()[0])
    said = texts(_drawn(first, interactive=True, language=language, size=(390.0, 546.0)))
    assert not [text for text in said if text.endswith("…")], (language, said)
    assert notes >= 13


def test_place_is_greyed_until_the_crystal_in_hand_shows_on_the_gallery() -> None:
    """Place lays the crystal where its outline shows: lit beside a crystal in the tray, it
    did nothing a newcomer could see."""
    state = racing()
    kind, cell = corridor_cell(state)
    in_tray = controls.tap(state, None, ("tray", kind)).selection
    over = in_tray.over((cell % WIDTH, cell // WIDTH))

    def colours(selected: object) -> dict[str, str]:
        canvas = RecordingCanvas(*SIZE)
        render.draw(canvas, state, selected=selected, interactive=True, clock=1.0)
        return {
            args[2]: kw["color"]
            for _, args, kw in canvas.named("text")
            if args[2] in ("Turn", "Flip", "Place")
        }

    assert colours(None) == dict.fromkeys(("Turn", "Flip", "Place"), pen.MUTED)
    assert colours(in_tray) == {"Turn": pen.INK, "Flip": pen.INK, "Place": pen.MUTED}
    assert colours(over) == dict.fromkeys(("Turn", "Flip", "Place"), pen.INK)


def test_on_a_phone_a_tray_of_many_kinds_keeps_every_square_over_ten_px() -> None:
    """A card of many white kinds fills the tray with 18 crystals: their squares were 8 px
    on a 390 px phone, the first thing three newcomers named. The gallery's cells give the
    tray some of their room (35 CSS px each, and a tap lays a crystal where it fits)."""
    state = racing()
    phone = plan(390.0, 390.0 * TALL_SIZE[1] / TALL_SIZE[0])
    placed = tray.places(tray.entries(state, 0), phone.tray)
    assert len(placed) >= 15
    assert min(unit * phone.scale for _, _, unit in placed) >= 10.0
    assert phone.grid().size >= 34.0  # the gallery's cells, still a finger's


def test_a_hinted_side_says_either_will_do_and_a_hinted_crystal_adds_nothing() -> None:
    """The hint framed a side with no reason, and a newcomer looked for one: every gallery
    can be filled with every card (the dwarves, too, choose at random)."""
    sides = new_game(players=1, seed=4)
    assert sides.phase is Phase.SIDES
    hint = Hint(sides, ChooseSide(1))
    said = [Text("en").say(line) for line in hint_words(UI, hint)]
    assert said[-1] == "Either side will do: every gallery can be filled with every card."
    state = racing()
    kind, cell = corridor_cell(state)
    put = Put(kind, cell, tray.lying(kind))
    assert len(hint_words(UI, Hint(state, put))) == 1


def test_a_board_laid_into_a_dead_end_says_so_until_it_can_be_filled_again() -> None:
    """A newcomer filled on until the last crystal would not go, then the hints took the
    board apart one crystal at a time: the board says so as soon as the crystals laid
    leave gaps the rest cannot fill (the solver's answer, checked here against it)."""
    state = racing()
    card, layout = state.card(0), state.layout(0)
    assert card is not None
    dead = None
    for change in legal_changes(layout, card, (), False):
        after = play(state, Tap(actions=timing.timed(state, 0, 20, [change])))
        if not can_be_filled(layout, card, after.timelines[0].board):
            dead = after
            break
    assert dead is not None, "some first crystal leaves a gap no other can fill"
    warned = "The crystals left cannot fill these gaps: move one."

    def said(state: OutOfMineState) -> str:  # the band's lines, joined
        return " ".join(texts(_drawn(state, interactive=True, clock=3.0)))

    assert warned in said(dead)
    assert warned not in said(state)
    standing = dead.standing_call()
    assert standing is not None
    near = " ".join(texts(_drawn(dead, interactive=True, clock=(standing[1] - 30) / 10)))
    assert "Nearly done!" in near and warned not in near  # the call near: its warning shows
    fine = next(
        play(state, Tap(actions=timing.timed(state, 0, 20, [change])))
        for change in legal_changes(layout, card, (), False)
        if can_be_filled(layout, card, changed((), change))
    )
    assert warned not in said(fine)


def test_an_empty_cell_tapped_with_nothing_in_hand_lights_the_crystals_that_fit_over_it() -> None:
    """Three newcomers could not tell fifteen white shapes apart on a phone: a tap on a gap
    lights the few kinds that can go over it (the engine's fit, any turn or flip), dims the
    rest, rings the cell, and says how many; a lit one picked up lands over the cell."""
    state = racing()
    player, card, layout = 0, state.card(0), state.layout(0)
    assert card is not None
    board = state.timelines[player].board
    cell = next(c for c in range(WIDTH * HEIGHT) if layout.region >> c & 1)
    expected = {
        kind
        for kind in card_kinds(state)
        for orientation in range(len(SHAPES[kind.shape].orientations))
        for anchor in range(WIDTH * HEIGHT)
        if (footprint(kind.shape, orientation, anchor) or 0) >> cell & 1
        and fits(layout, board, kind, orientation, anchor)
    }
    assert expected and len(expected) < len(card_kinds(state))  # some, not all
    asked = controls.tap(state, None, ("cell", cell))
    assert asked.selection == Asked(cell) and asked.action is None and not asked.actions
    assert asked.message == Say.count("out-of-mine.board.tap.fits", len(expected))
    canvas = RecordingCanvas(*SIZE)
    hits = render.draw(canvas, state, selected=asked.selection, interactive=True, clock=1.0)
    rings = [args[0] for _, args, kw in canvas.named("polygon") if kw.get("stroke") == HINT_RING]
    centres = [(sum(x for x, _ in r) / len(r), sum(y for _, y in r) / len(r)) for r in rings]
    lit = {
        hit.key[1]
        for hit in hits
        if isinstance(hit.key, tuple)
        and hit.key[0] == "tray"
        and any(abs(x - hit.x) < 1 and abs(y - hit.y) < 1 for x, y in centres)
    }
    assert lit == expected
    cell_hit = next(hit for hit in hits if hit.key == ("cell", cell))
    assert any(abs(x - cell_hit.x) < 1 and abs(y - cell_hit.y) < 1 for x, y in centres)
    assert controls.tap(state, asked.selection, ("cell", cell)).selection is None  # put away
    for kind in expected:  # taken up turned to fit, shown over the cell: a tap there lays it
        picked = controls.tap(state, asked.selection, ("tray", kind))
        laid = controls.tap(state, picked.selection, ("cell", cell), clock=2.0)
        after = play(state, laid)
        assert covered(after.timelines[player].board) >> cell & 1, kind
    rock = next(c for c in range(WIDTH * HEIGHT) if not layout.region >> c & 1)
    assert controls.tap(state, None, ("cell", rock)).message == Say("out-of-mine.board.tap.pick")


def card_kinds(state: OutOfMineState) -> list[Kind]:
    """The kinds the person's card allows now."""
    return [entry.kind for entry in tray.entries(state, 0) if entry.left > 0]
