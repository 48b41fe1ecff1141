"""The Outback table in the browser, checked on a recording canvas (no browser).

Hit regions against the legal hexes of each phase, taps against the actions
they must play (and the messages when they cannot), every legal action
reachable by taps and buttons, the end screen's breakdown against the
engine's score, and the move list's words for every legal action.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator, Mapping, Sequence

import pytest

import pygames
from pygames.core import Action, OptionValue
from pygames.games.outback import Block, OutbackState, Phase, Place, Roll
from pygames.games.outback.actions import DONE, STOP
from pygames.games.outback.words import counted_dice
from pygames.web.canvas import RecordingCanvas, SvgCanvas
from pygames.web.hits import Hit, hit_test
from pygames.web.outback import UI
from pygames.web.outback.animation import TRAVEL, TUMBLE
from pygames.web.outback.layout import plan
from pygames.web.outback.pieces import ANIMAL_COLOURS, DIE_EDGE, MIN_TEXT, draw_mark, faded
from pygames.web.outback.render import draw, shown_player
from pygames.web.outback.seat import BLOCK_TARGET, TARGET, WAITING, HexGrid
from pygames.web.outback.selection import Keep, Pick, dice_order, kept, last_turn, placements
from pygames.web.outback.track import draw_track
from pygames.web.outback.words import JOKER, prompt
from pygames.web.poster import draw_poster, render_svg
from pygames.web.text import LANGUAGES, Text
from tests.keyboard import reachable_by_arrows
from tests.outback_positions import new_game, position
from tests.playouts import applied, each, playout
from tests.tapping import message_key

GAME = pygames.get_game("outback")
DESKTOP = (804.0, 804.0)
PHONE = (374.0, 374.0 / UI.narrow_aspect)
#: The board's size in a 1280x800 window and on a 390x844 phone (measured in Chromium).
WINDOW_BOARD = (704.0, 704.0)


def hits_of(
    state: OutbackState, selection: object = None, size: tuple[float, float] = DESKTOP
) -> list[Hit]:
    return draw(RecordingCanvas(*size), state, selected=selection)


def keys(hits: Sequence[Hit], kind: str) -> set[Hashable]:
    return {hit.key[1] for hit in hits if isinstance(hit.key, tuple) and hit.key[0] == kind}


def grid(state: OutbackState, size: tuple[float, float] = DESKTOP) -> HexGrid:
    """Where the large landscape's hexes are drawn."""
    table = plan(*size, state.players, state.to_move, state.is_plus)
    return HexGrid.fit(state.layout, table.active.landscape)


def outlined(
    state: OutbackState, colours: set[str], size: tuple[float, float] = DESKTOP
) -> set[int]:
    """The hexes of the large landscape drawn with an outline in one of ``colours``."""
    canvas = RecordingCanvas(*size)
    draw(canvas, state)
    centres = grid(state, size).centres
    found = set()
    for _, (points,), paint in canvas.named("polygon"):
        if paint["stroke"] in colours:
            x = sum(p[0] for p in points) / len(points)
            y = sum(p[1] for p in points) / len(points)
            found |= {h for h, (cx, cy) in enumerate(centres) if abs(cx - x) + abs(cy - y) < 1}
    return found


def placing() -> OutbackState:
    """Taking animals: koalas (with the joker) up to row 4, an emu (with it) in row 2."""
    return position(
        players=3,
        boards={0: {"tiles": "lizard 2a, platypus 3a"}},
        jeep="emu koala koala platypus lizard",
        dice="koala*3 joker emu kangaroo",
        phase=Phase.PLACE,
    )


def random_positions(count: int, seed: int = 0) -> Iterator[OutbackState]:
    """Positions from random games of every variant, with the state before each."""
    rng = random.Random(seed)
    picks = iter(lambda: rng.randrange(10**9), None)
    variants: list[Mapping[str, OptionValue]] = [
        {},
        {"variant": "plus"},
        {"variant": "plus", "penalty": "C"},
    ]
    for game in range(count):
        yield from each(OutbackState, playout(GAME, game, picks, 2 + game % 3, variants[game % 3]))


# -- hit regions -------------------------------------------------------------------------


def test_hit_regions_are_the_jeep_the_dice_and_the_hexes_of_the_player_to_act() -> None:
    state = placing()
    hits = hits_of(state)
    assert keys(hits, "jeep") == set(range(5))
    assert keys(hits, "die") == set(range(6))
    assert keys(hits, "hex") == set(range(state.layout.size))
    for hex_, centre in enumerate(grid(state).centres):
        assert hit_test(hits, *centre) == ("hex", hex_)
    assert draw(RecordingCanvas(*DESKTOP), state, interactive=False) == []


def test_while_taking_animals_exactly_the_legal_hexes_are_highlighted_and_play() -> None:
    state = placing()
    legal = {state.layout.hex_at(a.row, a.column) for a in state.legal_placements()}
    assert outlined(state, {TARGET, WAITING}) == legal == set(placements(state))
    playable = {
        hex_
        for hex_ in range(state.layout.size)
        if UI.tap(state, None, ("hex", hex_)).action is not None
        or isinstance(UI.tap(state, None, ("hex", hex_)).selection, Pick)
    }
    assert playable == legal


def test_a_chosen_animal_narrows_the_highlights_to_its_hexes() -> None:
    state = placing()
    chosen = UI.tap(state, None, ("jeep", state.jeep.index(2)))  # a koala
    assert chosen.selection == Pick(animal=2)
    koala = {
        state.layout.hex_at(a.row, a.column) for a in state.legal_placements() if a.animal == 2
    }
    canvas = RecordingCanvas(*DESKTOP)
    draw(canvas, state, selected=chosen.selection)
    assert len([c for c in canvas.named("polygon") if c[2]["stroke"] == TARGET]) == len(koala)


def test_while_blocking_every_empty_hex_is_highlighted_and_blocks() -> None:
    state = position(
        boards={0: {"tiles": "emu 2a 2b 2c", "blocked": "6a"}}, phase=Phase.BLOCK, dice="joker*6"
    )
    empty = set(state.boards[0].empty_hexes())
    assert outlined(state, {BLOCK_TARGET}) == empty
    for hex_ in range(state.layout.size):
        tap = UI.tap(state, None, ("hex", hex_))
        if hex_ in empty:
            row, column = state.layout.row_of[hex_], state.layout.column[hex_]
            assert tap.action == Block(row, column)
        else:
            assert tap.action is None and message_key(tap) == "outback.tap.block_empty"
    assert message_key(UI.tap(state, None, ("die", 0))) == "outback.tap.must_block"


def test_while_rolling_no_hex_is_highlighted_and_a_hex_tap_says_roll_first() -> None:
    state = position(held="koala", dice="emu*2 kangaroo koala joker", rolls=2)
    assert outlined(state, {TARGET, WAITING, BLOCK_TARGET}) == set()
    tap = UI.tap(state, Keep(frozenset({0, 3})), ("hex", 4))
    assert tap.action is None and message_key(tap) == "outback.tap.roll_first"
    assert tap.selection == Keep(frozenset({0, 3}))  # the kept dice stay kept


# -- taps --------------------------------------------------------------------------------


def test_kept_dice_start_as_those_kept_before_and_taps_toggle_them() -> None:
    state = position(held="koala joker", dice="emu*2 kangaroo koala", rolls=2)
    assert dice_order(state)[:2] == (2, 5) and kept(state, None) == {0, 1}
    [roll, stop] = UI.offered(state, None)
    assert roll.action == Roll((2, 5)) and stop.action == STOP
    selection = UI.tap(state, None, ("die", 1)).selection  # the joker goes back in
    selection = UI.tap(state, selection, ("die", 5)).selection  # the second koala is kept
    assert kept(state, selection) == {0, 5}
    assert UI.offered(state, selection)[0].action == Roll((2, 2))
    assert "3 of 3" in Text("en").say(UI.offered(state, selection)[0].label)


def test_keeping_every_die_offers_no_roll_and_says_so() -> None:
    state = position(dice="emu*6")
    every = Keep(frozenset(range(6)))
    assert [b.action for b in UI.offered(state, every)] == [STOP]
    assert UI.prompt(state, every).key == "outback.prompt.all_kept"


def test_a_hex_only_one_animal_fits_plays_at_once() -> None:
    state = placing()
    single = next(h for h, animals in placements(state).items() if len(animals) == 1)
    tap = UI.tap(state, None, ("hex", single))
    assert isinstance(tap.action, Place) and tap.action in state.legal_actions()


def test_a_hex_several_animals_fit_waits_for_the_player_to_pick_one() -> None:
    state = placing()
    hex_, animals = next((h, a) for h, a in placements(state).items() if len(a) > 1)
    waiting = UI.tap(state, None, ("hex", hex_))
    assert waiting.action is None and waiting.selection == Pick(hex=hex_)
    assert UI.prompt(state, waiting.selection).key == "outback.prompt.which_animal"
    offered = [b.action for b in UI.offered(state, waiting.selection)]
    assert {a.animal for a in offered if isinstance(a, Place)} == set(animals)
    picked = UI.tap(state, waiting.selection, ("jeep", state.jeep.index(animals[-1])))
    assert isinstance(picked.action, Place) and picked.action.animal == animals[-1]
    assert state.layout.hex_at(picked.action.row, picked.action.column) == hex_


def test_a_die_picks_its_animal_but_a_joker_never_stands_alone() -> None:
    state = placing()
    order = dice_order(state)
    koala_die = order.index(2)
    assert UI.tap(state, None, ("die", koala_die)).selection == Pick(animal=2)
    joker = UI.tap(state, None, ("die", order.index(5)))
    assert joker.action is None and message_key(joker) == "outback.tap.joker"
    kangaroo = UI.tap(state, None, ("die", order.index(1)))  # none on the jeep
    assert message_key(kangaroo) == "outback.tap.not_on_jeep"


@pytest.mark.parametrize(
    ("hex_name", "message"),
    [("2a", "outback.tap.taken"), ("5a", "outback.tap.row_out_of_reach")],
)
def test_a_taken_or_unreachable_hex_says_why_and_plays_nothing(hex_name: str, message: str) -> None:
    state = placing()
    hex_ = state.layout.hex_at(int(hex_name[0]), "abcd".index(hex_name[1]))
    tap = UI.tap(state, None, ("hex", hex_))
    assert tap.action is None and message_key(tap) == message


def test_a_chosen_animal_that_cannot_go_there_says_so() -> None:
    state = placing()
    koala_only = next(h for h, a in placements(state).items() if a == (2,))
    tap = UI.tap(state, Pick(animal=0), ("hex", koala_only))  # the emu reaches row 2 only
    assert tap.action is None and message_key(tap) == "outback.tap.not_for_animal"


def test_an_animal_with_nowhere_to_go_cannot_be_picked() -> None:
    state = position(
        jeep="emu koala koala platypus lizard", dice="koala*2 joker emu*3", phase=Phase.PLACE
    )
    tap = UI.tap(state, None, ("jeep", state.jeep.index(3)))  # a platypus: no platypus die
    assert tap.action is None and message_key(tap) == "outback.tap.no_room"


def test_done_is_a_button_once_an_animal_is_taken() -> None:
    state = placing()
    assert DONE not in [b.action for b in UI.offered(state, None)]
    single = next(h for h, animals in placements(state).items() if len(animals) == 1)
    after = applied(state, UI.tap(state, None, ("hex", single)).action)
    if after.to_move == state.to_move and after.phase is Phase.PLACE:
        assert DONE in [b.action for b in UI.offered(after, None)]
        assert UI.prompt(after, None).key == "outback.prompt.place_more"


def play_by_taps(state: OutbackState, action: Action) -> Action | None:
    """The action a person gets by the taps and buttons that ``action`` needs."""
    selection = None
    if isinstance(action, Roll):
        order, now = dice_order(state), kept(state, None)
        wanted, chosen = list(action.keep), set()
        for place in sorted(range(len(order)), key=lambda place: place not in now):
            if order[place] in wanted:
                wanted.remove(order[place])
                chosen.add(place)
        for place in now ^ chosen:
            selection = UI.tap(state, selection, ("die", place)).selection
    if isinstance(action, Place | Block):
        hex_ = state.layout.hex_at(action.row, action.column)
        tap = UI.tap(state, selection, ("hex", hex_))
        if tap.action is not None:
            return tap.action
        assert isinstance(action, Place)  # a block is played by its hex alone
        tap = UI.tap(state, tap.selection, ("jeep", state.jeep.index(action.animal)))
        return tap.action
    [button] = [b for b in UI.offered(state, selection) if b.action == action]
    return button.action


def test_every_legal_action_of_random_games_can_be_played_by_taps_and_buttons() -> None:
    for state in random_positions(6, seed=3):
        for action in state.legal_actions():
            assert play_by_taps(state, action) == action, (str(state), action)


def test_taps_on_every_region_play_only_legal_actions_or_say_why() -> None:
    for state in random_positions(4, seed=7):
        if state.is_over():
            continue
        legal = set(state.legal_actions())
        for hit in hits_of(state):
            tap = UI.tap(state, None, hit.key)
            if tap.action is not None:
                assert tap.action in legal
            else:
                assert tap.message is not None or tap.selection is not None, hit.key


# -- words -------------------------------------------------------------------------------


def test_describe_covers_every_legal_action_in_every_language_and_tells_them_apart() -> None:
    texts = [Text(language) for language in LANGUAGES]
    for state in random_positions(6, seed=1):
        described = [texts[0].say(state.describe(a)) for a in state.legal_actions()]
        assert len(set(described)) == len(described), described
        for text in texts[1:]:
            for action in state.legal_actions():
                assert text.say(state.describe(action))
        for text in texts:
            if not state.is_over():
                assert text.say(UI.prompt(state, None))
            for button in UI.offered(state, None):
                assert text.say(button.label)


@pytest.mark.parametrize(
    "options",
    [{}, {"variant": "plus"}, *({"variant": "plus", "penalty": tile} for tile in "ABCD")],
)
def test_score_parts_are_said_in_every_language(options: Mapping[str, OptionValue]) -> None:
    for seed in range(3):
        *_, state = playout(GAME, seed, range(0, 10**9, 7919), 2 + seed, options)
        assert state.is_over()
        for score in state.scores():
            for language in LANGUAGES:
                assert all(Text(language).say(label) for label, _ in score.parts)


def test_sabines_final_score_is_explained_part_by_part() -> None:
    state = position(
        boards={0: {"markers": "lizard 2, emu 5, kangaroo 7, platypus 17", "blocked": "6a"}}
    )
    parts = [(Text("en").say(label), points) for label, points in state.scores()[0].parts]
    assert parts == [
        ("emu: 5 on the green track", 5),
        ("kangaroo: 7 on the green track, not among the three lowest", 0),
        ("koala: still on −3", -3),
        ("platypus: 8 on the orange track", 8),
        ("lizard: 2 on the green track", 2),
        ("1 blocked hex", -2),
    ]
    assert sum(points for _, points in parts) == 10 == state.scores()[0].total


# -- drawing -----------------------------------------------------------------------------


def test_the_table_fits_any_canvas() -> None:
    state = placing()
    for width, height in [(320, 320), PHONE, (1200, 700), (480, 480), (300, 900)]:
        canvas = RecordingCanvas(width, height)
        draw(canvas, state)
        for kind, args, _ in canvas.calls:
            if kind == "clear":
                continue
            points = args[0] if kind in ("polygon", "line") else [args[:2]]
            for x, y in points:
                assert -1 <= x <= width + 1 and -1 <= y <= height + 1, (width, height, kind)


@pytest.mark.parametrize("options", [{}, {"variant": "plus"}])
def test_on_a_phone_every_tap_target_is_at_least_44_css_px(
    options: Mapping[str, OptionValue],
) -> None:
    state = position(players=4, options=options, phase=Phase.PLACE, dice="koala*3 emu*3")
    for hit in hits_of(state, size=PHONE):
        assert hit.r * 2 >= 44, hit


@pytest.mark.parametrize("size", [DESKTOP, PHONE])
def test_the_arrow_keys_reach_every_die_jeep_tile_and_hex(size: tuple[float, float]) -> None:
    for state in (placing(), position(held="koala", dice="emu*2 kangaroo koala joker", rolls=2)):
        hits = hits_of(state, size=size)
        assert reachable_by_arrows(hits) == {hit.key for hit in hits}


def test_each_animal_has_a_mark_of_its_own_not_only_a_colour() -> None:
    shapes = []
    for animal in range(5):
        canvas = RecordingCanvas()
        draw_mark(canvas, animal, 50, 50, 40, "#000")
        shapes.append(
            tuple((kind, len(args[0]) if kind != "circle" else 0) for kind, args, _ in canvas.calls)
        )
    assert len(set(shapes)) == 5


def test_the_previous_turn_is_marked_on_its_player_landscape() -> None:
    state = new_game(players=3, seed=4)
    mover = state.to_move
    while state.to_move == mover:
        state = applied(state, state.legal_actions()[-1])
    player, filled = last_turn(state)
    assert player == mover and len(filled) >= 1
    assert last_turn(new_game(players=2, seed=1)) == (None, frozenset())


def test_the_poster_shows_a_game_under_way_the_same_at_every_build() -> None:
    svg = render_svg("outback")
    assert svg.startswith("<svg") and svg.endswith("</svg>") and svg.count("<polygon") > 60
    assert render_svg("outback") == svg
    empty = SvgCanvas(480, 480)
    draw_poster(UI, empty, GAME.new_game(seed=0))
    assert svg != empty.to_svg()


def texts(state: OutbackState, size: tuple[float, float]) -> list[tuple[str, float]]:
    canvas = RecordingCanvas(*size)
    draw(canvas, state)
    return [(args[2], kw["size"]) for _, args, kw in canvas.named("text")]


def score_text(total: int) -> str:
    return f"\u2212{-total}" if total < 0 else str(total)


@pytest.mark.parametrize("size", [WINDOW_BOARD, PHONE])
def test_every_text_on_the_board_is_legible_and_every_score_is_written(
    size: tuple[float, float],
) -> None:
    """11 CSS px at least, in a 1280x800 window and on a phone, for every variant and
    table size, early and late; each player's score stands in their badge."""
    states = [new_game(players=n, seed=n) for n in (2, 3, 4)]
    states += [s for i, s in enumerate(random_positions(6, seed=3)) if i % 23 == 0]
    states += [
        position(players=4, boards={1: {"markers": "koala 12, emu 24", "bonus": "koala emu"}})
    ]
    for state in states:
        drawn = texts(state, size)
        assert all(points >= MIN_TEXT for _, points in drawn), (state.players, drawn)
        written = [text for text, _ in drawn]
        for score in state.scores():
            assert score_text(score.total) in written


@pytest.mark.parametrize("size", [WINDOW_BOARD, PHONE])
@pytest.mark.parametrize("plus", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_landscape_numbers_its_rows_legibly_the_small_ones_too(
    size: tuple[float, float], plus: bool, players: int
) -> None:
    """The log names a hex of any player by its row ("the rightmost hex of row 3"), and
    the other players' small landscapes drew no row numbers. Every landscape numbers its
    rows: at 11 CSS px at least, right of its hexes and inside its area."""
    state = new_game(players=players, seed=1, options={"variant": "plus" if plus else "base"})
    canvas = RecordingCanvas(*size)
    draw(canvas, state)
    table = plan(*size, players, state.to_move, plus)
    rows = [str(number) for number in state.layout.rows]
    written = [(args, kw) for _, args, kw in canvas.named("text")]
    for seat in table.seats:
        area = seat.landscape
        grid = HexGrid.fit(state.layout, area)
        edge = max(x for x, _ in grid.centres) + grid.r * 0.87  # the rightmost hexes' side
        numbers = [
            (args, kw)
            for args, kw in written
            if area.x <= args[0] <= area.right
            and area.y <= args[1] <= area.bottom
            and args[2] in rows
            and args[0] > edge
        ]
        assert sorted(args[2] for args, _ in numbers) == sorted(rows), (seat.player, size)
        for (x, _, text), kw in numbers:
            assert kw["size"] >= MIN_TEXT
            half = 0.35 * kw["size"] * len(text)  # a bold digit is about 0.6 em wide
            assert edge < x - half and x + half <= area.right, (seat.player, size, text)


def test_on_a_phone_the_large_track_reads_at_a_glance() -> None:
    """Its markers' icons at least 18 CSS px across and their spaces' numbers at least 13
    px (as lanes of 25 spaces across a phone they were about 12 and 11)."""
    state = position(players=4, boards={0: {"markers": "koala 12, emu 3, lizard 1"}})
    canvas = RecordingCanvas(*PHONE)
    draw_track(canvas, state.boards[0], plan(*PHONE, 4, 0, False).active.track)
    assert min(kw["size"] for _, _, kw in canvas.named("text")) >= 13
    markers = set(ANIMAL_COLOURS) | {faded(colour) for colour in ANIMAL_COLOURS}
    discs = [args[2] for _, args, kw in canvas.named("circle") if kw.get("fill") in markers]
    assert len(discs) == 5 and 2 * min(discs) >= 18


def test_the_bonus_spaces_say_what_they_are_worth() -> None:
    state = position(boards={0: {"bonus": "koala emu"}})
    written = [text for text, _ in texts(state, PHONE)]
    assert [text for text in written if text.startswith("+")] == ["+1", "+2", "+3", "+4", "+5"]


def test_against_the_computer_the_persons_landscape_stays_large() -> None:
    state = position(players=3, to_move=1)
    assert shown_player(state, ("human", "ai:easy", "ai:hard")) == 0
    assert shown_player(state, ("ai:easy", "human", "ai:hard")) == 1
    assert shown_player(state, ("human", "ai:easy", "human")) == 0  # the person before
    assert shown_player(position(players=3, to_move=2), ("human", "ai:easy", "ai:easy")) == 0
    assert shown_player(state, ("human", "human", "ai:easy")) == 1  # people take turns
    assert shown_player(state, ("ai:easy",) * 3) == shown_player(state) == 1
    # The person's hexes are drawn large but cannot be tapped while the computer plays.
    seats = ("human", "ai:easy", "ai:easy")
    assert draw(RecordingCanvas(*PHONE), state, selected=None, seats=seats) == []
    table = plan(*PHONE, 3, shown_player(state, seats), False)
    assert table.active.player == 0


# -- motion ------------------------------------------------------------------------------


def _frames(
    state: OutbackState, *progresses: float | None, size: tuple[float, float] = DESKTOP
) -> dict[float | None, RecordingCanvas]:
    """The board drawn at each of ``progresses`` of its motion (None: drawn at rest)."""
    frames = {}
    for progress in progresses:
        frames[progress] = RecordingCanvas(*size)
        if progress is None:  # drawn as a board at rest is, with no progress given
            draw(frames[progress], state)
        else:
            draw(frames[progress], state, progress=progress)
    return frames


def _tiles(canvas: RecordingCanvas, animal: int) -> list[tuple[float, float]]:
    """The centres (rounded) of the hexagons drawn in an animal's colour: its tiles on the
    jeep and the landscapes, and one travelling."""
    return sorted(
        (round(sum(x for x, _ in points) / 6, 1), round(sum(y for _, y in points) / 6, 1))
        for _, (points,), paint in canvas.named("polygon")
        if paint["fill"] == ANIMAL_COLOURS[animal] and len(points) == 6
    )


def _dice(canvas: RecordingCanvas) -> list[tuple[float, float, str]]:
    """Each die drawn: its centre (rounded) and its face colour, left to right."""
    return [
        (round(sum(x for x, _ in points) / 16, 1), round(sum(y for _, y in points) / 16, 1), fill)
        for _, (points,), paint in canvas.named("polygon")
        if len(points) == 16 and (fill := paint["fill"]) and paint.get("stroke") == DIE_EDGE
    ]


def test_each_action_lasts_as_long_as_its_dice_or_animal_move() -> None:
    motion = UI.motion
    assert motion is not None
    rolling = position(dice="koala*3 joker emu kangaroo")
    assert motion(applied(rolling, Roll.parse("roll keep koala*3"))) == TUMBLE
    assert motion(applied(rolling, STOP)) == 0.0  # the dice stand as they are
    taken = applied(placing(), Place.parse("emu 2b"))
    assert motion(taken) == TRAVEL
    assert motion(applied(taken, DONE)) == TUMBLE  # the next player's first throw
    assert motion(rolling) == 0.0  # arranged, not played


def test_an_animal_travels_from_its_jeep_place_to_its_hex() -> None:
    before = placing()
    taken = applied(before, Place.parse("emu 2b"))
    frames = _frames(taken, None, 0.0, 0.5, 1.0)
    assert frames[1.0].calls == frames[None].calls  # at rest: drawn as without motion
    emu = int(Place.parse("emu 2b").animal)
    was = _frames(before, None)[None]
    assert _tiles(frames[0.0], emu) == _tiles(was, emu)  # still on the jeep
    moved = set(_tiles(frames[0.5], emu)) - set(_tiles(frames[1.0], emu))
    assert len(moved) == 1 and not moved & set(_tiles(was, emu))  # on its way


def test_thrown_dice_tumble_and_settle_while_kept_dice_stay_still() -> None:
    rolled = applied(position(dice="koala*3 joker emu kangaroo"), Roll.parse("roll keep koala*3"))
    frames = _frames(rolled, None, 0.0, 0.3, 0.9, 1.0)
    assert frames[1.0].calls == frames[None].calls
    dice = {p: _dice(frames[p]) for p in frames}
    assert len(dice[0.3]) == len(dice[1.0]) == 6
    kept_dice = [
        d for d in dice[1.0] if d[2] == ANIMAL_COLOURS[int(Roll.parse("roll keep koala").keep[0])]
    ][:3]
    for die in kept_dice:
        assert die in dice[0.0] and die in dice[0.3]  # the kept koalas do not move
    thrown = [d for d in dice[1.0] if d not in kept_dice]
    assert all(d not in dice[0.3] for d in thrown)  # in the air, or another face up
    assert [d[:2] for d in dice[0.0]] == [d[:2] for d in dice[1.0]]  # thrown from their places
    assert [d[2] for d in dice[0.9]] == [d[2] for d in dice[1.0]]  # settled on their faces


@pytest.mark.parametrize("seed", range(2))
def test_every_action_of_a_game_rests_drawn_as_without_motion(seed: int) -> None:
    motion = UI.motion
    assert motion is not None
    for state in list(random_positions(1, seed))[1:60:4]:
        frames = _frames(state, None, 0.0, 1.0)
        assert frames[1.0].calls == frames[None].calls
        assert (frames[0.0].calls != frames[1.0].calls) == (motion(state) > 0)


def test_the_prompt_shows_which_rows_take_jokers_before_the_tap() -> None:
    """The row a player picks is their choice of jokers: once an animal is picked, the
    prompt says which of its rows take jokers, a star each, as the dice show them."""
    game = pygames.get_game("outback")
    shown = 0
    for seed in range(60):
        state = game.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(20):
            if state.is_over():
                break
            assert isinstance(state, OutbackState)
            places = [a for a in state.legal_actions() if isinstance(a, Place)]
            for animal in {int(place.animal) for place in places}:
                jokers = {p.row: state.jokers_for(p) for p in places if int(p.animal) == animal}
                said = Text("en").say(prompt(state, Pick(animal=animal)))
                taking = {row: count for row, count in jokers.items() if count}
                if taking:
                    shown += 1
                    listed = said.split("Rows that take jokers: ")[1].rstrip(".")
                    assert listed == ", ".join(
                        f"{row} {JOKER * count}" for row, count in sorted(taking.items())
                    )
                else:
                    assert "joker" not in said
            state = state.apply(rng.choice(state.legal_actions()))
    assert shown > 0


def test_after_a_roll_the_board_says_what_the_dice_show_and_after_other_moves_nothing() -> None:
    """After a third roll no "stops with" line follows: the log said what a computer kept,
    never what it rolled."""
    start = new_game(2, seed=4)
    rolled = start.apply(next(a for a in start.legal_actions() if isinstance(a, Roll)))
    assert isinstance(rolled, OutbackState)
    (line,) = UI.caused(rolled)
    english = Text("en").say(line.say)
    dice = counted_dice(rolled.dice)
    shown = dice if isinstance(dice, str) else Text("en").say(dice)
    assert english == f"The dice now show {shown}."
    assert UI.caused(start) == ()
    stopped = rolled.apply(STOP)
    assert isinstance(stopped, OutbackState)
    assert UI.caused(stopped) == ()
