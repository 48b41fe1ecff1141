"""Australia's "How to play": sections drawn from real games (``pygames.web.rules``).

Every figure is a record the engine replays, drawn by the board's own drawing modules:
a part of the map zoomed in (its regions named in the reader's language), the players'
rows, the stacks or the windmill's tracks, with numbered rings on what the caption speaks
of. Most records are the guided first game's (``lesson``); the rulebook's two scoring
examples (Black's 9 points for the Timor Sea's last ship, White's industrialization in
the South West) are records of their own, found for seeds whose deal and tiles allow them.
``tests/test_australia_rules.py`` checks each caption's claim against the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pygames.core import Say
from pygames.games.australia import AustraliaState
from pygames.games.australia.actions import NOWHERE, parse_location, parse_region
from pygames.games.australia.geography import LOCATION_NAMES, REGION_LOCATIONS
from pygames.web.australia.layout import Plan
from pygames.web.australia.lesson import LESSON
from pygames.web.australia.map_drawing import LABEL_POINTS, LOCATION_POINTS
from pygames.web.australia.sites import draw_sites, site_radius
from pygames.web.australia.spots import badge_size, windmill_point
from pygames.web.australia.table import (
    PANEL,
    draw_players,
    draw_stacks,
    draw_tracks,
    player_row,
)
from pygames.web.australia.terrain import (
    SEA,
    draw_holdings,
    draw_names,
    draw_planes,
    draw_terrain,
)
from pygames.web.canvas import Box, Canvas, RecordingCanvas
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection
from pygames.web.text import Text

#: The rings and numbers a figure points with.
MARK = "#d4145a"
#: A figure: as wide as a phone's column.
WIDTH = 360.0
#: A player's row under the map: tall enough for its numbers to stay readable where a
#: desktop page shrinks the figure to its 286 px column.
ROW = 46.0
#: Room round the regions a map figure zooms in on, in map units.
MARGIN = 70.0
#: The radius of the dots the table draws for the mover's actions (``draw_players``).
ACTION_DOT = 3.2

#: The lesson's game: the full game for two, the windmill in Cape York.
LESSON_GAME = Position(
    "australia", (), players=LESSON.players, seed=LESSON.seed, options=(("full_game", True),)
)


def lesson(moves: int) -> Position:
    """The lesson's game after its first ``moves`` moves."""
    return LESSON_GAME.then(*LESSON.moves[:moves])


#: Black to play, two cards in hand, after the deal.
DEALT = lesson(5)
#: Black's first turn: fly to Top End, play a gray 2 into C5, take a new card.
FIRST_TURN = (DEALT, lesson(6), lesson(7), lesson(8))
#: Black, holding no green card, pays $3 to play a yellow 4 as green in Cape York: four
#: rangers complete its industrialization (its tile is a 4).
PAID = (lesson(18), lesson(19))
#: Beside the windmill, a green 3's rangers go to the ranger track.
TRACK = (lesson(20), lesson(21))

#: The rulebook's first example, for four: White has 1 ranger on a Timor Sea ship, Blue
#: 2 on another; Black fills the third with a blue 3 and scores 9, White 2, Blue 4.
TIMOR = Position(
    "australia",
    (
        *("draw blue3", "draw blue1", "draw yellow1", "draw blue2"),
        *("draw orange1", "draw orange1", "draw red1", "draw red1"),
        *("fly KIM", "fly PIL"),
        *("fly TIM", "play blue1 S4x1", "draw green1"),
        *("fly IND", "fly GOL"),
        *("fly TIM", "play blue2 S5x2", "draw gray1"),
    ),
    players=4,
    seed=101,
    options=(("full_game", False),),
)
TIMOR_FRAMES = (TIMOR, TIMOR.then("fly TIM"), TIMOR.then("fly TIM", "play blue3 S6x3"))
#: The rulebook's second example, for three: Black has 2 rangers in the South West, whose
#: tile (a 4) Black turned up; White adds 2 with a red 3 and scores 5 for its
#: industrialization, Black 2.
SOUTH_WEST = Position(
    "australia",
    (
        *("draw red3", "draw red3", "draw blue2", "draw green2", "draw green2", "draw gray2"),
        *("fly SWA", "play red3 C1x2", "draw orange2"),
    ),
    players=3,
    seed=4,
    options=(("full_game", False),),
)
SOUTH_WEST_FRAMES = (
    SOUTH_WEST,
    SOUTH_WEST.then("fly SWA"),
    SOUTH_WEST.then("fly SWA", "play red3 C3x2"),
)

#: The rulebook's tile turned up with its count already right, for three: White's rangers
#: stand in camps Barkly shares with Top End, 5 of them, while Top End's tile (a 5) is
#: face down; Orange flies there, turns it up and completes its industrialization.
TURNED_UP = Position(
    "australia",
    (
        *("draw blue1", "draw yellow4", "draw blue2", "draw orange2", "draw yellow2", "draw blue2"),
        *("fly KIM", "fly PIL"),
        *("fly BAR", "play yellow4 C9x3", "draw green2"),
        *("fly SWA", "fly GOL"),
        *("fly CAP", "fly OUT"),
        *("play yellow2 C10x2", "draw green2", "fly RED"),
    ),
    players=3,
    seed=101,
    options=(("full_game", False),),
)
TURNED_UP_FRAMES = (TURNED_UP, TURNED_UP.then("fly TOP"))

#: A mark drawn over a figure: it gets the map's plan and the state.
Mark = Callable[[Canvas, Plan, AustraliaState], None]


def _zoom(regions: Sequence[str], box: Box) -> Plan:
    """A plan that shows ``regions``' labels and locations (with some room round them) as
    large as fits ``box``."""
    points = [
        point
        for region in map(parse_region, regions)
        for point in (
            LABEL_POINTS[region],
            *(LOCATION_POINTS[location] for location in REGION_LOCATIONS[region]),
        )
    ]
    left = min(x for x, _ in points) - MARGIN
    top = min(y for _, y in points) - MARGIN
    wide = max(x for x, _ in points) + MARGIN - left
    high = max(y for _, y in points) + MARGIN - top
    scale = min(box.w / wide, box.h / high)
    dx = box.x + (box.w - wide * scale) / 2 - left * scale
    dy = box.y + (box.h - high * scale) / 2 - top * scale
    empty = Box(0, 0, 0, 0)
    return Plan(scale, dx, dy, empty, empty, empty, wide=True)


def _map(regions: Sequence[str], *marks: Mark, rows: bool = False) -> Callable[..., None]:
    """The map round ``regions``, named, with what stands there; the players' rows under it
    when ``rows``; then ``marks``."""

    def draw(canvas: Canvas, state: AustraliaState, *, language: str = "en") -> None:
        under = ROW * state.players if rows else 0.0
        at = _zoom(regions, Box(0, 0, canvas.width, canvas.height - under))
        canvas.clear(SEA)
        draw_terrain(canvas, at, frozenset())
        draw_holdings(canvas, at, state, NOWHERE)
        draw_sites(canvas, at, state)
        draw_planes(canvas, at, state, None)
        draw_names(canvas, at, [parse_region(code) for code in regions], Text(language))
        if rows:
            table = Box(0, canvas.height - under, canvas.width, under)
            canvas.polygon(table.corners(), fill=PANEL)
            draw_players(canvas, table.inset(2), state, frozenset(), None)
        for mark in marks:
            mark(canvas, at, state)

    return draw


def _number(canvas: Canvas, x: float, y: float, number: int) -> None:
    canvas.circle(x, y, 10, fill=MARK, stroke="#ffffff", width=1.5)
    canvas.text(x, y, str(number), size=12, color="#ffffff", bold=True)


def _location(name: str, number: int | None = None) -> Mark:
    """A ring round a location (a camp or a ship), numbered if ``number`` is given."""

    def mark(canvas: Canvas, at: Plan, state: AustraliaState) -> None:
        x, y = at.point(*LOCATION_POINTS[parse_location(name)])
        r = site_radius(at) * 1.6
        canvas.circle(x, y, r, stroke=MARK, width=3.0)
        if number is not None:
            _number(canvas, x + r * 0.8, y - r * 0.8, number)

    return mark


def _locations(region: str) -> tuple[Mark, ...]:
    """A ring round every location of ``region``: the ones its conservation needs."""
    return tuple(
        _location(LOCATION_NAMES[location]) for location in REGION_LOCATIONS[parse_region(region)]
    )


def _holding(code: str, number: int, side: int) -> Mark:
    """A number beside what stands at a region's label: left of its tile (``side`` -1,
    the tile stands on the left) or right of its leaf (``side`` 1)."""

    def mark(canvas: Canvas, at: Plan, state: AustraliaState) -> None:
        x, y = at.point(*LABEL_POINTS[parse_region(code)])
        size = badge_size(at)
        _number(canvas, x + side * size * 1.55, y, number)

    return mark


def _windmill(number: int) -> Mark:
    """A numbered ring round the windmill on the map."""

    def mark(canvas: Canvas, at: Plan, state: AustraliaState) -> None:
        x, y = windmill_point(at, state.windmill)
        r = badge_size(at) * 1.3
        canvas.circle(x, y + r * 0.3, r, stroke=MARK, width=3.0)
        _number(canvas, x + r * 0.8, y - r * 0.6, number)

    return mark


def _rows(canvas: Canvas, state: AustraliaState) -> None:
    """The players' rows, as the table beside the map shows them, with numbered marks on
    the mover's row where the table draws its parts: ① the actions left, ② the cards,
    ③ the rangers in supply, ④ the dollars, ⑤ the points."""
    canvas.clear(PANEL)
    high = min(canvas.height - 44, 56.0 * state.players)
    box = Box(8, (canvas.height - high) / 2 + 10, canvas.width - 16, high)
    draw_players(canvas, box, state, frozenset(), None)
    drawn = RecordingCanvas(canvas.width, canvas.height)
    draw_players(drawn, box, state, frozenset(), None)
    dots = [args for _, args, _ in drawn.named("circle") if args[2] == ACTION_DOT]
    player = state.current_player
    assert player is not None
    row = player_row(box, state.players, player)
    # the row's last three words: the rangers in supply, the dollars, the points
    supply, dollars, total = [args for _, args, _ in drawn.named("text") if args[1] == row.cy][-3:]
    above = dots[0][1] - 16
    cards = dots[0][0] + 26
    for number, x in enumerate((dots[0][0], cards, supply[0] - 8, dollars[0], total[0]), 1):
        _number(canvas, x, above, number)


def _stacks(canvas: Canvas, state: AustraliaState) -> None:
    """The four stacks, as the table shows them: each top card and how many are left."""
    canvas.clear(PANEL)
    draw_stacks(canvas, Box(8, 8, canvas.width - 16, canvas.height - 16), state, False)


def _tracks(canvas: Canvas, state: AustraliaState) -> None:
    """The windmill's panel: its value, the windmill track's six squares and the ranger
    track's ten circles, with a number on each."""
    canvas.clear(PANEL)
    box = Box(8, 14, canvas.width - 16, canvas.height - 22)
    draw_tracks(canvas, box, state)
    drawn = RecordingCanvas(canvas.width, canvas.height)
    draw_tracks(drawn, box, state)
    value = next(args for _, args, _ in drawn.named("text") if args[2] == str(state.windmill_value))
    squares = [args[0] for _, args, _ in drawn.named("polygon") if _is_square(args[0])]
    last_circle = [args for _, args, _ in drawn.named("circle")][-1]
    _number(canvas, value[0] - 18, value[1], 1)
    _number(canvas, squares[0][0][0] - 4, squares[0][0][1] - 4, 2)
    _number(canvas, last_circle[0] + last_circle[2] + 12, last_circle[1], 3)


def _is_square(corners: Sequence[tuple[float, float]]) -> bool:
    """Whether a polygon is an upright square (a space of the windmill track), not the
    panel's frame or a sail."""
    if len(corners) != 4:
        return False
    (left, top), (right, _), (_, bottom), _ = corners
    return abs((right - left) - (bottom - top)) < 0.5 and corners[1][1] == top


def _frame(key: str, position: Position, draw: Callable[..., None]) -> Frame:
    return Frame(Say(f"australia.rules.figure.{key}"), position, draw, worded=True)


def _plain(key: str, position: Position, draw: Callable[..., None]) -> Frame:
    return Frame(Say(f"australia.rules.figure.{key}"), position, draw)


TOP_END = ("TOP", "KIM")
MAP = (WIDTH, 250.0)

SECTIONS = (
    RuleSection(
        "australia.rules.goal.title",
        "australia.rules.goal",
        (
            RuleFigure(
                (
                    _frame(
                        "map",
                        lesson(7),
                        _map(
                            ("TOP",),
                            _location("C10", 1),
                            _location("S7", 2),
                            _holding("BAR", 3, -1),
                            _holding("TOP", 4, 1),
                            _holding("TOP", 5, -1),
                            _location("C5", 6),
                        ),
                    ),
                ),
                *MAP,
            ),
        ),
    ),
    RuleSection(
        "australia.rules.turn.title",
        "australia.rules.turn",
        (
            RuleFigure(
                tuple(
                    _frame(key, position, _map(TOP_END, rows=True))
                    for key, position in zip(
                        ("turn_start", "turn_fly", "turn_play", "turn_draw"),
                        FIRST_TURN,
                        strict=True,
                    )
                ),
                WIDTH,
                MAP[1] + 2 * ROW,
            ),
            RuleFigure(
                tuple(
                    _frame(key, position, _map(("CAP",), rows=True))
                    for key, position in zip(("pay_before", "pay_after"), PAID, strict=True)
                ),
                WIDTH,
                MAP[1] + 2 * ROW,
            ),
        ),
    ),
    RuleSection(
        "australia.rules.row.title",
        "australia.rules.row",
        (RuleFigure((_plain("row", lesson(13), _rows),), WIDTH, 150.0),),
    ),
    RuleSection(
        "australia.rules.scoring.title",
        "australia.rules.scoring",
        (
            RuleFigure(
                tuple(
                    _frame(key, position, _map(("TIM",), *_locations("TIM"), rows=True))
                    for key, position in zip(
                        ("timor_before", "timor_fly", "timor_scored"), TIMOR_FRAMES, strict=True
                    )
                ),
                WIDTH,
                MAP[1] + 4 * ROW,
            ),
            RuleFigure(
                tuple(
                    _frame(key, position, _map(("SWA",), *_locations("SWA"), rows=True))
                    for key, position in zip(
                        ("south_west_before", "south_west_fly", "south_west_scored"),
                        SOUTH_WEST_FRAMES,
                        strict=True,
                    )
                ),
                WIDTH,
                MAP[1] + 3 * ROW,
            ),
            RuleFigure(
                tuple(
                    _frame(key, position, _map(("TOP",), *_locations("TOP"), rows=True))
                    for key, position in zip(
                        ("turned_before", "turned_scored"), TURNED_UP_FRAMES, strict=True
                    )
                ),
                WIDTH,
                MAP[1] + 3 * ROW,
            ),
        ),
    ),
    RuleSection(
        "australia.rules.windmill.title",
        "australia.rules.windmill",
        (
            RuleFigure(
                (_frame("windmill", TRACK[0], _map(("CAP",), _windmill(1))),),
                *MAP,
            ),
            RuleFigure(
                tuple(
                    _plain(key, position, _tracks)
                    for key, position in zip(("tracks_before", "tracks_after"), TRACK, strict=True)
                ),
                WIDTH,
                120.0,
            ),
        ),
    ),
    RuleSection(
        "australia.rules.end.title",
        "australia.rules.end",
        (RuleFigure((_plain("stacks", DEALT, _stacks),), WIDTH, 110.0),),
    ),
)
