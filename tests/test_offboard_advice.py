"""Why a hinted Offboard move is good, in one line: what it scores, saves or threatens."""

import pytest

import pygames
from pygames.core.say import in_language
from pygames.games.offboard import Move, OffboardState
from pygames.games.offboard.advice import why
from tests.english import said
from tests.offboard_positions import position
from tests.playouts import random_play

OFFBOARD = pygames.get_game("offboard")


def threatened(red: str = "G7 H7 A3 E5", targets: dict[int, int] | None = None) -> OffboardState:
    """Yellow's C3 and B3 can push Red's A3 into the empty 1-point target below it."""
    return position(red=red, yellow="I7 C3 B3 E6", targets=targets or {})


def test_a_push_into_an_empty_target_says_what_it_scores_or_that_it_wins() -> None:
    assert said(why(threatened(), Move.parse("G7>NW"))) == ("It scores: you then have 1 point.")
    five_each = threatened(targets={1: 1, 2: 1, 7: 0, 8: 0})
    assert said(why(five_each, Move.parse("G7>NW"))) == (
        "It pushes a marble into the 1-point target for 6 points, and wins."
    )


@pytest.mark.parametrize("move", ["A3>E", "A3>NE", "A3>W"])
def test_a_move_that_takes_a_marble_out_of_reach_says_what_it_saves(move: str) -> None:
    state = threatened(red="G6 H7 A3 E5")
    assert said(why(state, Move.parse(move))) == (
        "It stops Yellow pushing one of your marbles into the 1-point target."
    )


def test_a_move_that_sets_up_a_push_says_what_it_threatens() -> None:
    state = threatened(red="G6 H7 A3 E5")
    reason = why(state, Move.parse("G6>E"))
    assert said(reason) == "It threatens to push a marble into the 1-point target next turn."
    assert reason is not None and in_language(reason, "de").startswith("Er droht, im nächsten")


def test_a_quiet_move_has_no_reason_in_one_line() -> None:
    state = threatened(red="G6 H7 A3 E5")
    assert why(state, Move.parse("E5>W")) is None  # A3 stays where Yellow can push it
    start = OFFBOARD.new_game(seed=1)
    assert isinstance(start, OffboardState) and why(start, Move.parse("C3>NE")) is None


def test_every_reason_in_random_games_can_be_said_in_every_language() -> None:
    told = set()
    for seed in range(60):
        state = random_play(OFFBOARD, seed, 10 + seed)
        assert isinstance(state, OffboardState)
        for action in state.legal_actions():
            reason = why(state, action)
            if reason is not None:
                said(reason)  # every language says it, every field filled in
                told.add(reason.key.split(".")[2])
    assert told >= {"scores", "threatens", "saves"}
