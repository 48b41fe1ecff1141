"""Offboard's "How to play": what each figure's caption says is what the engine does at
that position (the points a push scores, the target it drops into, the marble bounced)."""

from pygames.games.offboard import Move, OffboardState
from pygames.games.offboard.geometry import CELL_BY_NAME, TARGET_VALUES
from pygames.web.offboard.rules import (
    BOTTOM_ONE,
    CORNER,
    EASY_GAME,
    LOWER_LEFT_THREE,
    LOWER_RIGHT_TWO,
    OPENING,
    SECTIONS,
    TOP_TWO,
    UPPER_LEFT_THREE,
    Board,
    played,
)
from pygames.web.offboard.threats import pushes_off
from pygames.web.rules import Position

RED, YELLOW = 0, 1


def state(position: Position) -> OffboardState:
    replayed = position.state()
    assert isinstance(replayed, OffboardState)
    return replayed


def frame_boards() -> dict[str, Board]:
    """Each frame's drawing, by its caption's last word."""
    boards = {}
    for frame in (f for s in SECTIONS for figure in s.figures for f in figure.frames):
        assert isinstance(frame.draw, Board)
        boards[frame.caption.key.rsplit(".", 1)[1]] = frame.draw
    return boards


def test_the_ringed_targets_are_worth_what_the_captions_say() -> None:
    values = {BOTTOM_ONE: 1, LOWER_LEFT_THREE: 3, UPPER_LEFT_THREE: 3, TOP_TWO: 2}
    assert {target: TARGET_VALUES[target] for target in values} == values
    assert TARGET_VALUES[LOWER_RIGHT_TWO] == 2
    assert frame_boards()["start"].targets == (LOWER_LEFT_THREE, BOTTOM_ONE)


def test_a_turn_moves_one_marble_then_a_line_of_three_along_itself() -> None:
    before = state(OPENING.then("C3>NE", "G7>SW"))
    line = before.train(CELL_BY_NAME["A2"], 1)  # north-east
    assert line.length == 3 and line.opponents == 0
    after = state(OPENING.then("C3>NE", "G7>SW", "A2>NE"))
    assert {after.owner(CELL_BY_NAME[cell]) for cell in frame_boards()["line"].cells} == {RED}


def test_three_push_two_then_the_last_goes_off_the_corner_into_the_cheaper_target() -> None:
    facing = state(played(CORNER, 8))
    push = Move.parse(CORNER[8])
    train = facing.train(push.tail, push.direction)
    assert (train.length, train.opponents) == (3, 2)
    corner = state(played(CORNER, 11))
    assert corner.points(RED) == 2 and corner.targets[TOP_TWO] == YELLOW
    # the corner lies between the 2 and a 3: the other target beside it stays empty
    assert TARGET_VALUES[TOP_TWO + 1] == 3 and corner.targets[TOP_TWO + 1] == -1


def test_an_empty_target_scores_and_a_full_one_sends_the_marble_back() -> None:
    assert state(played(EASY_GAME, 56)).points(RED) == 0
    scored = state(played(EASY_GAME, 57))
    assert scored.points(RED) == 3 and scored.targets[UPPER_LEFT_THREE] == YELLOW
    bounced = state(played(EASY_GAME, 81))
    assert bounced.returned == UPPER_LEFT_THREE and bounced.points(RED) == 3
    assert bounced.current_player == YELLOW
    put_back = state(played(EASY_GAME, 82))
    assert put_back.owner(CELL_BY_NAME[frame_boards()["put_back"].cells[0]]) == YELLOW
    assert put_back.returned == -1 and put_back.points(RED) == 3


def test_the_winning_push_reaches_six_and_ends_the_game() -> None:
    before = state(played(EASY_GAME, 120))
    assert before.points(RED) == 4 and not before.is_over()
    end = state(played(EASY_GAME, 121))
    assert end.targets[LOWER_RIGHT_TWO] == YELLOW
    assert end.points(RED) == 6 and end.winners() == (RED,)
    assert len(EASY_GAME) == 121


def test_the_ringed_marbles_are_the_ones_the_threat_marks_point_at() -> None:
    threats = frame_boards()["threats"]
    endangered = {threat.marble for threat in pushes_off(state(played(EASY_GAME, 72)))}
    assert {CELL_BY_NAME[cell] for cell in threats.cells} == endangered
    assert threats.threats
