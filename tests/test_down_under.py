"""Down Under's rules: the rulebook's examples, each placement rule and its refusal, variants.

Positions are written card by card (``tests/down_under_positions.py``); a
failing assertion prints the position's picture.
"""

from pathlib import Path

import pytest

from pygames import InvalidNotation, InvalidRecord, replay
from pygames.core import InvalidSetup, OptionValue, State, Termination
from pygames.core.say import in_language
from pygames.games.down_under import GAME, DownUnderState, Kind, Phase, Place, Turn, picture
from pygames.games.down_under.grid import cell_at
from pygames.games.down_under.rules import animal_points
from tests.down_under_positions import (
    hand,
    leads_into,
    legal,
    new_game,
    parts,
    play,
    position,
    refused,
)
from tests.english import said

# -- the rulebook's 15-segment path ------------------------------------------------

#: Yellow's path before its last card: an end stub, own straights and curves, and the
#: neutral crossings of Red's and Blue's straights (12 segments); Red's path snakes
#: below the row and leaves a free neutral chain under Yellow's straight at -2,0.
YELLOW_PATH = (
    "Y end -5,0 E",
    "Y straight -4,0 EW",
    "R straight -3,0 NS",
    "Y straight -2,0 EW",
    "R straight -1,0 NS",
    "Y straight 0,0 EW",
    "Y curve 1,0 NW",
    "B straight 1,1 EW",
    "Y curve 1,2 SW",
    "Y straight 0,2 EW",
    "Y straight -1,2 EW",
    "Y curve -2,2 SE",
    "R curve -3,-1 NE",
    "R straight -2,-1 EW",
    "R curve -1,-1 NW",
)


def test_the_fifteen_segment_path_counts_own_and_neutral_segments_alike() -> None:
    state = position(*YELLOW_PATH, players=3, to_move=2)
    assert state.length(2) == 12, picture(state)
    # The straight reaches the free neutral chain of two segments and takes it whole.
    after = play(state, "straight -2,1 NS")
    assert after.length(2) == 15, picture(after)
    assert after.scores()[2].total == 15
    assert parts(after, 2) == (("path length", 15),)
    assert leads_into(after, 2) == {"-2,-2"}


def test_nothing_is_a_reveal_in_a_game_without_chance_or_hidden_information() -> None:
    for state in (GAME.new_game(seed=0), position(*YELLOW_PATH, players=3, to_move=2)):
        assert not any(state.apply(action).is_reveal() for action in state.legal_actions())


def test_a_neutral_chain_reached_is_absorbed_at_once_with_the_cards_own_neutral_part() -> None:
    # Three single curves leave a free neutral chain from 1,0 round to 0,1. Red's
    # straight at 0,0 reaches it eastwards; the chain comes back into the
    # straight's own neutral part from the north, so all of it joins Red's path.
    state = position(
        "R straight -1,0 EW",
        "B curve 1,0 SE",
        "Y curve 1,1 NE",
        "G curve 0,1 NW",
        players=4,
    )
    after = play(state, "straight 0,0 EW")
    assert after.length(0) == 6, picture(after)  # 2 own straights, 3 arcs, 1 crossing
    assert leads_into(after, 0) == {"-2,0", "0,-1"}
    assert [after.length(c) for c in (1, 2, 3)] == [1, 1, 1]


# -- placing cards, and each refusal -------------------------------------------------


def two_paths_meeting() -> DownUnderState:
    """Red's curve at 0,0 leads north and east; Blue's straight at 2,0 points west into 1,0."""
    return position("R curve 0,0 NE", "B straight 2,0 EW")


def test_a_card_continues_the_path_at_an_open_end_with_its_own_segment() -> None:
    state = two_paths_meeting()
    assert legal(state) == {
        "straight 0,1 NS",
        "curve 0,1 SE",
        "curve 0,1 SW",
        "end 0,1 S",
        "curve 1,0 NW",
        "curve 1,0 SW",
        "end 1,0 W",
    }
    after = play(state, "curve 1,0 NW")
    assert after.length(0) == 2 and after.length(1) == 2  # Blue takes the neutral arc
    assert after.current_player == 1


@pytest.mark.parametrize(
    "move, reason",
    [
        ("straight 0,0 NS", "that cell is already taken"),
        (
            "curve 0,-1 NE",
            "that cell is not at an open end of your path; "
            "your path goes on where the arrows at its ends point",
        ),
        ("curve 0,1 NE", "must go on in your own colour, not along the card's neutral side"),
        ("straight 0,1 EW", "must go on in your own colour, not along the card's neutral side"),
        ("end 0,1 N", "turn the card so that your own colour meets it"),
        ("straight 1,0 EW", "would join the Red and Blue paths"),
        ("emu curve 0,1 SE", "animals count only with special scoring"),
        ("turn 0,0 SE", "only to open a closed loop"),
        ("billabong 1,0", "only once you have no curve left"),
    ],
)
def test_refusals_say_why_and_change_nothing(move: str, reason: str) -> None:
    assert reason in refused(two_paths_meeting(), move)


def test_only_an_end_may_go_outside_the_area() -> None:
    # Hard area for two: 4x8. Red's row makes the long side horizontal; Blue's
    # column spans 4 rows, so row 3 lies outside.
    state = position(
        *(f"R straight {x},0 EW" for x in range(5)),
        "B straight 0,1 NS",
        "B straight 0,2 NS",
        "B straight 0,-1 NS",
        to_move=1,
        options={"area": "hard"},
    )
    assert legal(state) == {"end 0,3 S", "end 0,-2 N"}, picture(state)
    assert "outside the playing area: only an end" in refused(state, "straight 0,3 NS")
    assert "outside the playing area" in refused(state, "curve 0,3 SE")
    after = play(state, "end 0,3 S")
    assert after.length(1) == 5 and after.table.box == state.table.box
    assert not after.table.fits(cell_at(0, 3))


def test_a_card_no_longer_held_is_refused() -> None:
    red = [f"R straight {x},0 EW" for x in range(-3, 3)] + ["R curve 3,0 NW", "R straight 3,1 NS"]
    state = position(*red)
    assert "you have no straights left" in refused(state, "straight 3,2 NS")
    assert "curve 3,2 SE" in legal(state)
    special = position("R platypus straight 0,0 EW", options={"special_scoring": True})
    assert "no platypus straight left" in refused(special, "platypus straight 1,0 EW")
    assert "say which animal" in refused(special, "straight 1,0 EW")


def test_a_cell_holding_one_end_takes_only_a_second_end_from_its_free_side() -> None:
    state = play(position("R straight 0,1 NS", "B straight 0,-1 NS"), "end 0,0 N")
    assert "only another end, from its free side" in refused(state, "straight 0,0 NS")
    assert "from its free south side" in refused(state, "end 0,0 E")


# -- the first round ----------------------------------------------------------------------


def test_the_first_card_is_a_straight_or_curve_at_0_0() -> None:
    state = new_game(seed=3)
    assert legal(state) == {
        "straight 0,0 NS",
        "straight 0,0 EW",
        "curve 0,0 NE",
        "curve 0,0 SE",
        "curve 0,0 SW",
        "curve 0,0 NW",
    }
    assert "start your path with a straight or a curve" in refused(state, "end 0,0 N")
    assert "goes in the middle of the table" in refused(state, "curve 2,2 NE")


def test_later_first_cards_go_next_to_a_card_without_touching_another_path() -> None:
    state = play(new_game(seed=3), "straight 0,0 EW")
    cells = {move.split()[1] for move in legal(state)}
    assert cells == {f"{x},{y}" for x in (-1, 0, 1) for y in (-1, 0, 1)} - {"0,0"}
    # West of Red's straight, a Blue straight lying east-west would join Red's path.
    assert "straight -1,0 EW" not in legal(state)
    assert "would join the Red and Blue paths" in refused(state, "straight -1,0 EW")
    assert "next to one already down" in refused(state, "curve 3,3 NE")
    # Red's neutral arc may be taken over: Blue north of it, straight north-south.
    after = play(state, "straight 0,1 NS")
    assert after.length(1) == 2 and after.current_player == 0


# -- the playing area takes shape --------------------------------------------------------


def test_the_area_grows_either_way_until_a_direction_reaches_its_limit() -> None:
    # 5x7 for two. Six columns: the long side lies east-west, so rows stop at 5.
    wide = position(*(f"R straight {x},0 EW" for x in range(6)))
    fits = wide.table.fits
    assert fits(cell_at(6, 0)) and fits(cell_at(-1, 0)) and not fits(cell_at(7, 0))
    assert fits(cell_at(0, 4)) and fits(cell_at(0, -4)) and not fits(cell_at(0, 5))
    # Six rows instead: the long side lies north-south, so columns stop at 5.
    tall = position(*(f"R straight 0,{y} NS" for y in range(6)))
    fits = tall.table.fits
    assert fits(cell_at(0, 6)) and not fits(cell_at(0, 7))
    assert fits(cell_at(4, 0)) and not fits(cell_at(5, 0)) and not fits(cell_at(-5, 0))


def test_the_last_column_may_go_to_either_side_and_then_the_edges_are_fixed() -> None:
    # 7x9 for four: eight columns down (Blue's straight makes the eighth), the ninth
    # may go east or west; once Red lays it in the west, both edges are fixed.
    row = [f"R straight {x},0 EW" for x in range(6)] + ["R curve 6,0 NW", "B straight 7,0 NS"]
    state = position(*row, players=4)
    assert state.table.fits(cell_at(-1, 0)) and state.table.fits(cell_at(8, 0))
    west = play(state, "straight -1,0 EW")
    assert not west.table.fits(cell_at(-2, 0)) and not west.table.fits(cell_at(8, 0))
    assert "columns -1..7 fixed" in picture(west).splitlines()[0]
    red_again = position(*row, "R straight -1,0 EW", players=4)
    assert legal(red_again, "-2,0") == {"end -2,0 E"}, picture(red_again)


def test_without_an_area_limit_paths_run_on() -> None:
    row = [f"R straight {x},0 EW" for x in range(7)]
    limited = position(*row)
    assert legal(limited, "7,0") == {"end 7,0 W"}
    unlimited = position(*row, options={"area": "unlimited"})
    assert legal(unlimited, "7,0") == {"curve 7,0 NW", "curve 7,0 SW", "end 7,0 W"}
    assert "no limit" in picture(unlimited)


# -- ends ------------------------------------------------------------------------------------


def test_two_ends_meet_with_a_neutral_piece_between_them() -> None:
    state = position("R straight 0,1 NS", "B straight 0,-1 NS")
    assert legal(state, "0,0") == {"curve 0,0 NE", "curve 0,0 NW", "end 0,0 N"}
    state = play(state, "end 0,0 N")
    assert legal(state, "0,0") == {"end 0,0 S"}, picture(state)
    state = play(state, "end 0,0 S")
    assert state.length(0) == 2 and state.length(1) == 2
    square = state.table.cells[cell_at(0, 0)]
    assert [s.colour for s in square.segments] == [0, -1, 1]  # two stubs, one shared line


def test_half_a_neutral_piece_extends_a_path() -> None:
    state = position("R end 0,0 N", "R straight 0,1 NS", "B straight 2,0 EW", to_move=1)
    after = play(state, "straight 1,0 EW")
    assert after.length(1) == 3, picture(after)  # Blue's two straights and the end's line
    assert leads_into(after, 1) == {"-1,0", "3,0"}


def test_a_path_with_ends_at_both_ends_is_finished_and_skipped() -> None:
    state = position("R end -1,0 E", "R straight 0,0 EW", "R end 1,0 W", "B straight 0,2 EW")
    assert state.finished[0] and state.current_player == 1, picture(state)
    after = play(state, "straight 1,2 EW")
    assert after.current_player == 1


# -- loops --------------------------------------------------------------------------------------

RED_LOOP = ("R curve 0,0 NE", "R curve 1,0 NW", "R curve 1,1 SW", "R curve 0,1 SE")


def test_a_loop_is_reopened_by_turning_one_of_its_curves_a_quarter() -> None:
    state = position(*RED_LOOP)
    loop = state.table.network.path(0)
    assert loop is not None and loop.is_loop
    assert legal(state) == {
        f"turn {cell} {corner}"
        for cell, corners in (
            ("0,0", "SE NW"),
            ("1,0", "NE SW"),
            ("1,1", "SE NW"),
            ("0,1", "NE SW"),
        )
        for corner in corners.split()
    }
    assert "closed loop: turn one of your curves" in refused(state, "straight 0,2 NS")
    assert "a quarter at a time" in refused(state, "turn 0,0 SW")
    assert refused(state, "turn 2,2 NE") == "there is no curve of yours there"
    after = play(state, "turn 0,0 SE")
    assert after.length(0) == 5, picture(after)  # the turned curve's neutral arc joins in
    assert leads_into(after, 0) == {"-1,0", "0,-1"}


def test_a_loop_that_no_turn_can_open_without_joining_paths_is_finished() -> None:
    state = position(
        *RED_LOOP,
        "B straight 0,-1 NS",
        "B curve -1,0 NE",
        "B curve -1,1 SE",
        "Y straight 2,0 EW",
        "G straight 1,2 NS",
        players=4,
    )
    assert state.finished == (True, False, False, False), picture(state)
    assert state.current_player == 1


# -- billabongs ---------------------------------------------------------------------------------


def test_three_paths_meeting_get_a_billabong_and_the_mover_lays_three_cards() -> None:
    state = position(
        "R straight -1,0 EW", "B straight 0,1 NS", "Y straight 1,1 NS", players=3, to_move=2
    )
    state = play(state, "curve 1,0 NW")  # Yellow's path now points into 0,0 too
    assert state.phase is Phase.POND and state.current_player == 2
    assert legal(state) == {"billabong 0,0"}
    assert "first lay a billabong there" in refused(state, "straight 1,2 NS")
    state = play(state, "billabong 0,0")
    assert state.phase is Phase.BONUS and state.current_player == 2 and state.billabongs == 3
    assert legal(state) == {"curve 0,-1 NE", "curve 0,-1 NW", "end 0,-1 N", "straight 0,-1 NS"}
    assert "lay one more card there" in refused(state, "straight 1,2 NS")
    state = play(state, "straight 0,-1 NS")
    assert state.current_player == 0 and state.phase is Phase.PLAY
    # Red and Blue end in the pond; Yellow's path runs through it.
    assert [state.length(c) for c in range(3)] == [2, 2, 4], picture(state)
    assert leads_into(state, 0) == {"-2,0"}
    assert [str(a) for a in state.actions()] == [
        "curve 1,0 NW",
        "billabong 0,0",
        "straight 0,-1 NS",
    ]


#: Green's straight at 0,-1 will point its own path into 0,0 from the south, and its
#: neutral part lead Yellow's path along free neutral arcs into 0,0 from the east.
FOUR_PATHS = (
    "R straight -1,0 EW",
    "B straight 0,1 NS",
    "B curve 0,2 SE",
    "B curve 1,2 SW",
    "B straight 1,1 NS",
    "B curve 1,0 NE",
    "Y straight -1,-1 EW",
    "G curve 1,-1 SE",
    "G curve 1,-2 NW",
    "G curve 0,-2 NE",
)


def test_four_paths_meeting_all_end_in_the_billabong() -> None:
    state = position(*FOUR_PATHS, players=4, to_move=3)
    state = play(state, "straight 0,-1 NS")
    assert legal(state) == {"billabong 0,0"}, picture(state)
    state = play(state, "billabong 0,0")
    assert state.current_player == 0 and state.phase is Phase.PLAY
    for colour in range(4):
        ends = leads_into(state, colour)
        assert "0,0" not in ends and len(ends) == 1, picture(state)
    path = state.table.network.path(3)
    assert path is not None and path.dead_ends == 1


def test_a_billabong_replaces_the_curve_a_player_without_curves_would_need() -> None:
    # Red's path points into 0,0 from the west and the south, Blue's from the north:
    # Red's straights would join Red and Blue, and Red holds no curve and no end.
    cards = ("R curve -1,0 SE", "R curve -1,-1 NE", "R curve 0,-1 NW", "B straight 0,1 NS")
    state = position(*cards, hands={0: hand(straights=3)})
    assert legal(state) == {"billabong 0,0"}, picture(state)
    assert "would join the Red and Blue paths" in refused(state, "straight 0,0 EW")
    after = play(state, "billabong 0,0")
    # As the curve would have: Red round the south-west corner, Blue on to the east.
    loop = after.table.network.path(0)
    assert loop is not None and loop.is_loop and after.length(0) == 4, picture(after)
    assert leads_into(after, 1) == {"0,2", "1,0"}
    with_a_curve = position(*cards, hands={0: hand(straights=3, curves=1)})
    assert legal(with_a_curve) == {"curve 0,0 SW"}
    assert "no curve left" in refused(with_a_curve, "billabong 0,0")


#: The four billabongs of the supply, each laid where no path leads (all four edges dead ends),
#: far enough from the cells the positions below play in.
FOUR_PONDS = ("R billabong 3,-2", "R billabong 3,2", "R billabong -3,-2", "R billabong -3,2")
#: Red's path leads into 0,0 from the west and the south, Blue's from the north: with no
#: curve (and no end) only a billabong can go on there (case 3).
CASE_THREE = ("R curve -1,0 SE", "R curve -1,-1 NE", "R curve 0,-1 NW", "B straight 0,1 NS")


def test_the_last_billabong_replaces_a_curve_and_then_the_supply_is_empty() -> None:
    state = position(*CASE_THREE, *FOUR_PONDS[:3], hands={0: hand(straights=3)})
    assert state.billabongs == 1 and legal(state) == {"billabong 0,0"}, picture(state)
    after = play(state, "billabong 0,0")
    assert after.billabongs == 0 and after.current_player == 1
    assert not any(move.startswith("billabong") for move in legal(after))


def test_with_all_four_billabongs_down_a_player_short_of_a_curve_is_blocked() -> None:
    # The case-3 position once the fourth billabong lies elsewhere: Red is offered
    # nothing, so Red's path is finished and Blue moves; a billabong is refused.
    state = position(*CASE_THREE, *FOUR_PONDS, hands={0: hand(straights=3)})
    assert state.billabongs == 0 and state.finished == (True, False), picture(state)
    assert state.current_player == 1
    assert not any(move.startswith("billabong") for move in legal(state))
    assert refused(state, "billabong 0,0") == "all four billabongs are down"


def test_with_all_four_billabongs_down_three_paths_meeting_lay_none() -> None:
    # The three-paths meeting of the first billabong test: no billabong is laid, the
    # turn passes, and 0,0 stays an ordinary empty cell: no straight or curve fits,
    # but Red's end does (its neutral line takes Blue's path on to the south).
    state = position(
        "R straight -1,0 EW",
        "B straight 0,1 NS",
        "Y straight 1,1 NS",
        *FOUR_PONDS,
        players=3,
        to_move=2,
    )
    state = play(state, "curve 1,0 NW")
    assert state.phase is Phase.PLAY and state.current_player == 0, picture(state)
    assert state.billabongs == 0 and legal(state, "0,0") == {"end 0,0 W"}
    assert refused(state, "billabong 0,0") == "all four billabongs are down"
    after = play(state, "end 0,0 W")
    assert leads_into(after, 1) == {"0,-1", "0,2"}, picture(after)


def test_with_all_four_billabongs_down_four_paths_meeting_lay_none() -> None:
    state = position(*FOUR_PATHS, *FOUR_PONDS, players=4, to_move=3)
    state = play(state, "straight 0,-1 NS")
    assert state.phase is Phase.PLAY and state.current_player == 0, picture(state)
    assert legal(state, "0,0") == set()  # every card there would join two paths
    assert refused(state, "billabong 0,0") == "all four billabongs are down"


# -- scoring ------------------------------------------------------------------------------------

#: Red's straight, then Blue's snake crossing Red's row five times with chosen animals.
ANIMAL_ROW = (
    "R straight 0,0 EW",
    "B emu straight 1,0 NS",
    "B curve 1,-1 NE",
    "B curve 2,-1 NW",
    "B emu straight 2,0 NS",
    "B curve 2,1 SE",
    "B curve 3,1 SW",
    "B kangaroo straight 3,0 NS",
    "B curve 3,-1 NE",
    "B curve 4,-1 NW",
    "B platypus straight 4,0 NS",
    "B curve 4,1 SE",
    "B curve 5,1 SW",
    "B rabbit straight 5,0 NS",
)


def test_special_scoring_five_per_set_and_minus_two_per_rabbit_without_a_dingo() -> None:
    state = position(*ANIMAL_ROW, options={"special_scoring": True})
    red = state.scores()[0]
    assert parts(state, 0) == (
        ("path length", 6),
        ("1 × emu, kangaroo and platypus", 5),
        ("1 × rabbit with no dingo", -2),
        ("dingo not laid yet", 0),
    ), picture(state)
    assert red.total == 9
    # Laying the dingo curve does not put the dingo on Red's path: it sits on the neutral arc.
    after = play(state, "dingo curve 6,0 NW")
    assert after.scores()[0].total == 10 and after.dingo_laid(0)


def test_with_two_paths_each_the_animals_are_counted_path_by_path() -> None:
    # Red's row of animals, and the same again four rows up for Yellow, Red's second path.
    yellows = [_moved(card.replace("R ", "Y ").replace("B ", "G "), 4) for card in ANIMAL_ROW]
    options: dict[str, OptionValue] = {"special_scoring": True, "two_paths": "either"}
    state = position(*ANIMAL_ROW, *yellows, options=options)
    assert parts(state, 0) == (
        ("Red path", 6),
        ("Red path: 1 × emu, kangaroo and platypus", 5),
        ("Red path: 1 × rabbit with no dingo", -2),
        ("Yellow path", 6),
        ("Yellow path: 1 × emu, kangaroo and platypus", 5),
        ("Yellow path: 1 × rabbit with no dingo", -2),
        ("dingo not laid yet", 0),
    ), picture(state)
    assert state.scores()[0].total == 18


def _moved(card: str, rows: int) -> str:
    """A card written ``"R curve 2,-1 NW"`` laid ``rows`` further north."""
    *start, cell, side = card.split()
    x, y = cell.split(",")
    return " ".join([*start, f"{x},{int(y) + rows}", side])


@pytest.mark.parametrize(
    "kangaroos, emus, platypuses, rabbits, dingos, points",
    [
        (1, 1, 1, 0, 0, 5),
        (2, 2, 2, 0, 0, 10),
        (2, 3, 1, 0, 0, 5),  # a set needs one of each
        (4, 4, 3, 0, 1, 15),
        (0, 2, 2, 3, 0, -6),
        (2, 2, 2, 3, 1, 10),  # a dingo on the path: rabbits cost nothing
    ],
)
def test_animal_arithmetic(
    kangaroos: int, emus: int, platypuses: int, rabbits: int, dingos: int, points: int
) -> None:
    assert animal_points((kangaroos, emus, platypuses, rabbits, dingos)) == points


def test_a_dingo_on_the_path_keeps_the_rabbits_harmless() -> None:
    state = position(
        "R straight 0,0 EW",
        "B dingo curve 1,0 NE",
        "B curve 2,0 SW",
        "B curve 2,-1 NW",
        "B rabbit straight 1,-1 EW",
        options={"special_scoring": True},
    )
    path = state.table.network.path(0)
    assert path is not None and path.animals == (0, 0, 0, 1, 1), picture(state)
    assert parts(state, 0) == (("path length", 3), ("dingo not laid yet", 0))


def test_a_player_who_never_laid_the_dingo_loses_whatever_the_score() -> None:
    cards = (
        "R end -1,0 E",
        "R straight 0,0 EW",
        "R straight 1,0 EW",
        "R straight 2,0 EW",
        "R end 3,0 W",
        "B end -1,2 E",
        "B dingo curve 0,2 NW",
        "B end 0,3 S",
    )
    special = position(*cards, options={"special_scoring": True})
    assert special.is_over(), picture(special)
    assert [s.total for s in special.scores()] == [5, 3]
    assert special.winners() == (1,)
    assert ("dingo never laid: loses", 0) in parts(special, 0)
    outcome = special.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.NO_MOVES
    assert str(outcome.reason.say) == "no colour can lay another card; the longest path is 5 long"
    plain = position(*cards)
    assert plain.winners() == (0,)


def test_equal_lengths_share_the_win() -> None:
    state = position(
        "R end -1,0 E",
        "R straight 0,0 EW",
        "R end 1,0 W",
        "B end -1,2 E",
        "B straight 0,2 EW",
        "B end 1,2 W",
    )
    assert state.is_over() and state.winners() == (0, 1)


# -- variants ----------------------------------------------------------------------------------


def test_one_open_end_each_starts_with_ends_back_to_back() -> None:
    state = new_game(players=3, seed=1, options={"one_open_end": True})
    assert legal(state) == {"end 0,0 N", "end 0,0 E", "end 0,0 S", "end 0,0 W"}
    state = play(state, "end 0,0 N")
    assert legal(state) == {"end 0,0 S"}
    state = play(state, "end 0,0 S")
    assert all(move.startswith("end ") for move in legal(state))
    assert "end 1,1 N" in legal(state) and "straight 1,1 NS" not in legal(state)
    state = play(state, "end 1,0 E")
    assert state.current_player == 0 and not state.round_one
    assert [len(state.table.open_ends(c)) for c in range(3)] == [1, 1, 1]
    assert legal(state) == {"straight 0,1 NS", "curve 0,1 SE", "curve 0,1 SW", "end 0,1 S"}


def test_two_paths_each_lay_a_card_on_both_every_turn() -> None:
    state = new_game(players=2, seed=1, options={"two_paths": "both"})
    assert [state.player_name(p) for p in range(2)] == ["Red and Yellow", "Blue and Green"]
    state = play(state, "end 0,0 N", "end 0,0 S")  # Red, then Blue back to back
    assert state.current_player == 0  # Yellow's entrance
    state = play(state, "end 1,1 N")
    assert state.current_player == 1 and legal(state) == {"end 1,1 S"}  # Green's
    state = play(state, "end 1,1 S")
    # Red's first card: one straight or curve at either of Red's entrances.
    assert state.current_player == 0 and state.opening
    assert not any(move.startswith("end") for move in legal(state))
    state = play(state, "straight 1,2 NS")
    assert state.current_player == 1
    state = play(state, "straight 0,-1 NS")  # Blue
    assert state.current_player == 1 and state.colours == (3,)  # now Green
    state = play(state, "straight 1,0 NS")
    assert state.current_player == 0 and state.colours == (0, 2)


def test_an_entrance_starts_a_square_only_where_the_next_can_go_back_to_back() -> None:
    # Red's entrance leads south and Blue's north out of 0,0. Yellow's end at 0,1 with
    # its stub on the north side would leave its free south side facing Blue's open end,
    # where Green's end would join Blue and Green: Yellow may not start a square there.
    state = new_game(players=2, seed=1, options={"two_paths": "both"})
    state = play(state, "end 0,0 S", "end 0,0 N")
    assert state.colours == (2,) and legal(state, "0,1") == {"end 0,1 E", "end 0,1 W"}
    assert refused(state, "end 0,1 N") == (
        "Green lays the next entrance back to back with yours, "
        "and on the south side of that cell it would join the Blue and Green paths"
    )
    assert "would join the Blue and Yellow paths" in refused(state, "end 0,1 S")
    # Whatever Yellow starts, Green is offered exactly the end that completes the square.
    for move in legal(state):
        start = Place.parse(move)
        behind = Place(Kind.END, start.cell, (start.rotation + 2) % 4)
        assert legal(play(state, move)) == {str(behind)}, move


@pytest.mark.parametrize(
    "move, reason",
    [
        (
            "end 1,1 E",
            "that cell holds an end: a second end comes in only from its free south side",
        ),
        ("end 0,1 E", "your end goes back to back with the end in the cell with a dot"),
        ("end 0,0 W", "your end goes back to back with the end in the cell with a dot"),
        ("straight 1,2 NS", "in the first round, start your path with an end"),
    ],
)
def test_the_entrance_completing_a_square_goes_back_to_back_and_says_so(
    move: str, reason: str
) -> None:
    state = new_game(players=2, seed=1, options={"two_paths": "both"})
    state = play(state, "end 0,0 S", "end 0,0 N", "end 1,1 N")
    assert state.current_player == 1 and state.colours == (3,)
    assert legal(state) == {"end 1,1 S"}
    assert reason in refused(state, move)


def test_with_four_players_and_one_open_end_the_third_end_leaves_room_for_the_fourth() -> None:
    state = new_game(players=4, seed=1, options={"one_open_end": True})
    state = play(state, "end 0,0 S", "end 0,0 N")
    assert "end 0,1 N" not in legal(state) and "end 0,1 E" in legal(state)
    assert "Green lays the next entrance" in refused(state, "end 0,1 N")
    assert legal(play(state, "end 0,1 E")) == {"end 0,1 W"}
    # With three players the third end has no partner: it may face an open end.
    three = new_game(players=3, seed=1, options={"one_open_end": True})
    assert "end 0,1 N" in legal(play(three, "end 0,0 S", "end 0,0 N"))


def test_two_paths_each_with_one_card_a_turn_and_only_for_two_players() -> None:
    state = new_game(players=2, seed=1, options={"two_paths": "either"})
    state = play(state, "end 0,0 N", "end 0,0 S", "end 1,1 N", "end 1,1 S", "straight 1,2 NS")
    state = play(state, "straight 0,-1 NS")
    assert state.current_player == 0
    with pytest.raises(InvalidSetup, match="2 players"):
        GAME.new_game(players=3, options={"two_paths": "both"})
    record = GAME.new_game(players=2, seed=1, options={"two_paths": "both"}).record()
    with pytest.raises(InvalidRecord, match="2 players"):
        replay({**record, "players": 3})


def test_with_two_paths_each_the_score_counts_each_path_by_its_colour() -> None:
    state = new_game(players=2, seed=1, options={"two_paths": "either"})
    state = play(state, "end 0,0 N", "end 0,0 S", "end 1,1 N", "end 1,1 S", "straight 1,2 NS")
    assert parts(state, 0) == (("Red path", 1), ("Yellow path", 2)), picture(state)
    assert in_language(state.scores()[0].parts[1][0], "de") == "Weg von Gelb"


def test_the_area_levels_follow_the_rulebook_table() -> None:
    sizes = {
        (players, level): new_game(players=players, seed=0, options={"area": level}).table.limit
        for players in (2, 3, 4)
        for level in ("easy", "recommended", "hard")
    }
    assert sizes == {
        (2, "easy"): (6, 6),
        (2, "recommended"): (5, 7),
        (2, "hard"): (4, 8),
        (3, "easy"): (7, 7),
        (3, "recommended"): (6, 8),
        (3, "hard"): (4, 10),
        (4, "easy"): (8, 8),
        (4, "recommended"): (7, 9),
        (4, "hard"): (5, 11),
    }
    assert new_game(players=3, seed=0, options={"area": "5x9"}).table.limit == (5, 9)
    assert new_game(seed=0, options={"two_paths": "both"}).table.limit == (7, 9)


# -- notation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("curve 1,-2 SW", "curve 1,-2 SW"),
        ("C 1,-2 ws", "curve 1,-2 SW"),
        ("  straight (0, 3) s-n ", "straight 0,3 NS"),
        ("Emu Straight 0,0 EW", "emu straight 0,0 EW"),
        ("e -3,0 w", "end -3,0 W"),
        ("billabong 2,2", "billabong 2,2"),
        ("t 1,0 en", "turn 1,0 NE"),
    ],
)
def test_notation_is_forgiving_and_prints_canonically(text: str, canonical: str) -> None:
    action = GAME.new_game(seed=0).parse_action(text)
    assert str(action) == canonical
    assert GAME.new_game(seed=0).parse_action(canonical) == action
    assert isinstance(action, Place | Turn)


@pytest.mark.parametrize(
    "text",
    [
        "curve",
        "curve 1,1",
        "curve 1,1 NS",
        "straight 1,1 NE",
        "end 1,1 NE",
        "billabong 1,1 N",
        "emu end 1,1 N",
        "hexagon 1,1 N",
        "curve 1;1 NE",
        "curve 999,0 NE",
        "turn 1,1",
        "curve 1,1 NNE",
    ],
)
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidNotation) as error:
        GAME.new_game(seed=0).parse_action(text)
    assert said(error.value.reason).startswith(("'", "999,0")), error.value


# -- words: move descriptions and the catalogs ------------------------------------------


@pytest.mark.parametrize(
    "cards, move, description",
    [
        ((), "curve 0,0 NE", "Red lays a curve, round the north-east corner"),
        (("R curve 0,0 NE",), "straight 0,1 NS", "Red lays a straight, running north-south"),
        (("R curve 0,0 NE",), "end 1,0 W", "Red lays an end, its stub on the card's west side"),
        (
            RED_LOOP,
            "turn 0,0 SE",
            "Red turns a curve a quarter, now round the south-east corner",
        ),
    ],
)
def test_a_move_is_described_in_the_players_words(
    cards: tuple[str, ...], move: str, description: str
) -> None:
    state = position(*cards) if cards else GAME.new_game(seed=0)
    assert said(state.describe(state.parse_action(move))) == description


def test_descriptions_name_the_colour_laid_the_animal_and_the_billabong() -> None:
    special = GAME.new_game(players=3, seed=0, options={"special_scoring": True})
    emu = special.describe(special.parse_action("emu straight 0,0 EW"))
    assert said(emu) == "Red lays a straight with an emu, running east-west"
    assert in_language(emu, "de") == "Rot legt eine Gerade mit einem Emu, in Ost-West-Richtung"
    assert in_language(emu, "fr") == "Rouge pose une droite avec un émeu, dans le sens est-ouest"
    assert in_language(emu, "nl") == "Rood legt een recht stuk met een emoe, in oost-westrichting"
    pond = position(
        "R straight -1,0 EW", "B straight 0,1 NS", "Y straight 1,1 NS", players=3, to_move=2
    )
    pond = play(pond, "curve 1,0 NW")
    assert said(pond.describe(pond.parse_action("billabong 0,0"))) == ("Yellow lays a billabong")
    two = play(new_game(seed=1, options={"two_paths": "both"}), "end 0,0 N", "end 0,0 S")
    assert said(two.describe(two.parse_action("end 1,1 N"))).startswith("Yellow lays an end")


def test_a_view_shows_the_whole_position() -> None:
    state = play(new_game(seed=0), "curve 0,0 NE")
    assert state.view(1).state is state and state.view(1).player == 1


# -- golden data ---------------------------------------------------------------------------

DATA = Path(__file__).with_name("data")


def test_the_picture_of_the_fifteen_segment_path() -> None:
    after = play(position(*YELLOW_PATH, players=3, to_move=2), "straight -2,1 NS")
    assert picture(after) + "\n" == (DATA / "down_under_fifteen.txt").read_text()


def test_perft_counts() -> None:
    for line in (DATA / "down_under.perft").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        players, options, depth, count = line.split()
        chosen: dict[str, OptionValue] = {}
        for option in options.split(",") if options != "-" else ():
            name, _, value = option.partition("=")
            chosen[name] = value or True
        start = GAME.new_game(players=int(players), seed=0, options=chosen)
        assert _perft(start, int(depth)) == int(count), line


def _perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(_perft(state.apply_unchecked(a), depth - 1) for a in state.legal_actions())
