"""Down Under's "How to play": what each figure's caption says is what the engine does at
that position (how long each path is, where a billabong lies, a loop opened, an end
outside the fence, the animals' points), and each figure draws what it is about."""

from pygames.games.down_under import DownUnderState, Kind
from pygames.games.down_under.cards import count
from pygames.games.down_under.grid import cell_at
from pygames.web.canvas import RecordingCanvas
from pygames.web.down_under.area import FENCE, area_caption
from pygames.web.down_under.pieces import NEUTRAL_LINE, WATER
from pygames.web.down_under.rules import (
    BLUE,
    BRIDGE,
    BRIDGE_START,
    FOUR,
    FOUR_START,
    GREEN,
    RED,
    SECTIONS,
    SPECIAL,
    SPECIAL_START,
    THREE,
    THREE_START,
    TWO_PATHS,
    TWO_PATHS_START,
    YELLOW,
    Close,
    Whole,
)
from pygames.web.rules import Frame, Position


def state(position: Position) -> DownUnderState:
    replayed = position.state()
    assert isinstance(replayed, DownUnderState)
    return replayed


def frames() -> dict[str, Frame]:
    """Each frame, by its caption's last word."""
    found = {}
    for frame in (f for s in SECTIONS for figure in s.figures for f in figure.frames):
        found[frame.caption.key.rsplit(".", 1)[1]] = frame
    return found


def ringed(name: str) -> tuple[tuple[int, int], ...]:
    draw = frames()[name].draw
    assert isinstance(draw, Close | Whole)
    return draw.ringed


def test_blues_first_straight_runs_on_under_reds_bridge() -> None:
    red_only = state(BRIDGE_START.then(*BRIDGE[:1]))
    assert red_only.length(RED) == 1  # the grey line under it is no one's yet
    both = state(BRIDGE_START.then(*BRIDGE[:2]))
    assert both.length(BLUE) == 2 and both.length(RED) == 1
    assert state(BRIDGE_START.then(*BRIDGE)).length(BLUE) == 3


def test_the_first_round_then_each_card_goes_on_an_open_end() -> None:
    lengths = [
        tuple(state(THREE_START.then(*THREE[:n])).length(c) for c in (RED, BLUE, YELLOW))
        for n in range(1, 6)
    ]
    assert lengths == [(1, 0, 0), (1, 2, 0), (1, 2, 2), (3, 2, 2), (3, 3, 2)]
    assert not state(THREE_START.then(*THREE[:3])).round_one


def test_three_paths_meet_in_a_billabong_and_blue_lays_one_more_card() -> None:
    pond = cell_at(*ringed("three_meet")[0])
    before = state(THREE_START.then(*THREE[:17]))
    assert all(pond in before.table.leads_into(colour) for colour in (RED, BLUE, YELLOW))
    after = state(THREE_START.then(*THREE[:18]))
    assert after.table.cells[pond].kind is Kind.BILLABONG and after.billabongs == 3
    assert after.is_done(YELLOW) and not after.is_done(BLUE)
    far = state(THREE_START.then(*THREE[:19]))
    assert cell_at(*ringed("far_side")[0]) in far.table.cells and far.current_player != BLUE


def test_the_goal_figure_is_a_finished_game_blue_18_red_16_yellow_9() -> None:
    end = state(THREE_START.then(*THREE))
    assert end.is_over() and all(end.is_done(colour) for colour in (RED, BLUE, YELLOW))
    assert [score.total for score in end.scores()] == [16, 18, 9]


def test_an_end_outside_the_fenced_rows_and_a_loop_opened_by_a_turn() -> None:
    fenced = area_caption(state(FOUR_START.then(*FOUR[:36])))
    assert fenced is not None and (fenced.short, fenced.long) == (7, 9)
    assert fenced.rows == fenced.most_rows == 7  # the top and bottom edges are fixed
    outside = state(FOUR_START.then(*FOUR[:37]))
    end = cell_at(*ringed("outside")[0])
    assert outside.table.cells[end].kind is Kind.END and not outside.table.fits(end)
    loop = outside.table.network.path(YELLOW)
    assert loop is not None and loop.is_loop
    opened = state(FOUR_START.then(*FOUR[:38])).table.network.path(YELLOW)
    assert opened is not None and len(opened.ports) == 2
    assert FOUR[37] == "turn 3,2 SE" and ringed("turned") == ((3, 2),)


def test_special_scoring_counts_a_set_and_a_rabbit_without_a_dingo() -> None:
    end = state(SPECIAL_START.then(*SPECIAL))
    parts = [{str(label): points for label, points in score.parts} for score in end.scores()]
    assert parts[RED] == {
        "path length": 19,
        "1 × emu, kangaroo and platypus": 5,
        "1 × rabbit with no dingo": -2,
    }
    assert parts[BLUE] == {"path length": 20, "1 × emu, kangaroo and platypus": 5}
    assert end.winners() == (BLUE,)


def test_two_paths_each_start_with_four_entrances_back_to_back() -> None:
    entrances = state(TWO_PATHS_START.then(*TWO_PATHS[:4]))
    assert len(entrances.hands) == 4 and entrances.players == 2
    assert all(count(entrances.hands[c], Kind.END) == 1 for c in (RED, BLUE, YELLOW, GREEN))
    assert len(entrances.table.cells) == 2  # two ends to a cell


def test_the_hand_figure_rings_reds_counts_and_the_billabongs_left() -> None:
    hand = state(THREE_START.then(*THREE[:10]))
    red = hand.hands[RED]
    assert (count(red, Kind.STRAIGHT), count(red, Kind.CURVE), count(red, Kind.END)) == (7, 5, 2)
    assert hand.billabongs == 4 and hand.current_player == BLUE


def test_the_figures_draw_the_bridges_grey_line_the_fence_and_the_pond() -> None:
    wanted = {"bridge_red": NEUTRAL_LINE, "fence": FENCE, "billabong": WATER}
    for name, colour in wanted.items():
        frame = frames()[name]
        canvas = RecordingCanvas(300, 220)
        frame.draw(canvas, frame.position.state())
        drawn = {kw.get("fill") for _, _, kw in canvas.calls}
        assert colour in drawn | {kw.get("stroke") for _, _, kw in canvas.calls}, name
