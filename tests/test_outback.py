"""Outback's rules: the rulebook's examples, the decisions in rules/outback.md, refusals,
views, and properties of random play (tiles, markers, scores, records)."""

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import pygames
import pygames.games.outback
from pygames import IllegalAction, InvalidNotation, InvalidRecord
from pygames.core import HIDDEN_SEED, Action, InvalidSetup, OptionValue, Say, State, Termination
from pygames.core.say import catalog, in_language
from pygames.games.outback import (
    BASE,
    BLOCKED,
    EMPTY,
    GAME,
    PLUS,
    Animal,
    Block,
    Done,
    Layout,
    OutbackState,
    Phase,
    Place,
    Roll,
    Stop,
    tiles_accounted,
)
from pygames.games.outback.bonus import PLUS_TILES
from pygames.games.outback.components import HIDDEN
from pygames.games.outback.dice import can_form, keeps, split, tally
from pygames.games.outback.scoring import blocked_penalty, final_score
from pygames.games.outback.track import marker_points, value
from tests.english import said
from tests.outback_positions import faces, hex_named, new_game, play, position, rigged
from tests.playouts import each, playout, previous, seen_after

EMU, KANGAROO, KOALA, PLATYPUS, LIZARD = Animal


def names(layout: Layout, hexes: Iterable[int]) -> list[str]:
    return sorted(layout.name_of(hex_) for hex_ in hexes)


# -- the landscape --------------------------------------------------------


def test_the_base_side_has_rows_2_to_6_with_15_hexes() -> None:
    assert BASE.rows == (2, 3, 4, 5, 6)
    assert [len(row) for row in BASE.row_hexes] == [3, 4, 3, 4, 1]
    assert BASE.size == 15 and BASE.bonus_spaces == 5


def test_the_plus_side_has_rows_2_to_7_with_15_hexes_and_no_bonus_spaces() -> None:
    assert PLUS.rows == (2, 3, 4, 5, 6, 7)
    assert [len(row) for row in PLUS.row_hexes] == [2, 3, 4, 3, 2, 1]
    assert PLUS.size == 15 and PLUS.bonus_spaces == 0


@pytest.mark.parametrize(
    "hex_, touching",
    [
        ("2b", ["2a", "2c", "3b", "3c"]),  # a 3-row hex: two above or below, one each side
        ("4a", ["3a", "3b", "4b", "5a", "5b"]),
        ("3a", ["2a", "3b", "4a"]),  # a 4-row end: one hex of each neighbouring 3-row
        ("5d", ["4c", "5c"]),
        ("6a", ["5b", "5c"]),  # under the middle of row 5
    ],
)
def test_base_adjacency(hex_: str, touching: list[str]) -> None:
    state = position()
    assert names(BASE, BASE.neighbours[hex_named(state, hex_)]) == touching


@pytest.mark.parametrize(
    "hex_, touching",
    [
        ("2a", ["2b", "3a", "3b"]),
        ("4a", ["3a", "4b", "5a"]),
        ("4b", ["3a", "3b", "4a", "4c", "5a", "5b"]),
        ("7a", ["6a", "6b"]),
    ],
)
def test_plus_adjacency(hex_: str, touching: list[str]) -> None:
    state = position(options={"variant": "plus"})
    assert names(PLUS, PLUS.neighbours[hex_named(state, hex_)]) == touching


def test_adjacency_is_symmetric() -> None:
    for layout in (BASE, PLUS):
        for hex_, around in enumerate(layout.neighbours):
            assert all(hex_ in layout.neighbours[other] for other in around)


# -- the track --------------------------------------------------------------


def test_the_first_point_takes_a_marker_from_minus_3_to_1() -> None:
    assert [value(points) for points in (0, 1, 2)] == [-3, 1, 2]


def test_the_track_wraps_after_9_and_stops_at_15_on_top() -> None:
    state = position(
        boards={0: {"tiles": "kangaroo 3a", "markers": "kangaroo 8, emu 23"}},
        jeep="kangaroo emu emu koala koala",
        dice="kangaroo*2 emu*4",
        phase=Phase.PLACE,
    )
    state = play(state, "kangaroo 2a", "emu 4b")
    markers = state.boards[0].markers
    assert markers[KANGAROO] == 10 and value(markers[KANGAROO]) == 1  # 8 + 2: upper 1
    assert markers[EMU] == 24 and value(markers[EMU]) == 15  # 23 + 1: the end, no further


def test_points_past_the_end_of_the_upper_track_are_lost() -> None:
    state = position(
        boards={0: {"tiles": "emu 3a 3b 4a", "markers": "emu 22"}},
        jeep="emu koala koala koala koala",
        dice="emu*2 koala*4",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 2a", "done")
    assert value(state.boards[0].markers[EMU]) == 15


# -- dice -------------------------------------------------------------------


def test_keeps_are_every_part_of_the_dice_but_the_whole() -> None:
    dice = faces("koala*3 kangaroo platypus joker")
    choices = keeps(dice)
    assert len(choices) == 4 * 2 * 2 * 2 - 1
    assert faces("koala*3 joker") in choices and dice not in choices


def test_a_group_needs_one_die_of_its_animal_and_jokers_fill_it() -> None:
    counts = tally(faces("koala*3 emu joker*2"))
    assert can_form(counts, [(KOALA, 5)])
    assert not can_form(counts, [(KOALA, 6)])
    assert not can_form(counts, [(KANGAROO, 2)])  # jokers alone
    assert can_form(counts, [(KOALA, 4), (EMU, 2)])
    assert not can_form(counts, [(KOALA, 4), (EMU, 3)])


def test_two_groups_of_one_animal_each_need_a_die_of_it() -> None:
    counts = tally(faces("emu*2 joker*2"))
    assert can_form(counts, [(EMU, 2), (EMU, 2)])
    assert split(counts, [(EMU, 2), (EMU, 2)]) == ((1, 1), (1, 1))
    assert not can_form(tally(faces("emu joker*3")), [(EMU, 2), (EMU, 2)])


def test_the_row_a_player_picks_is_their_choice_of_jokers() -> None:
    # Issue 27: a koala in row 4 took both jokers and left the lizards row 2. With two
    # koalas, two jokers and two lizards each way of sharing the jokers is a row for the
    # koala, offered as a move of its own and saying what it takes.
    state = position(
        jeep="koala lizard emu emu emu", dice="koala*2 joker*2 lizard*2", phase=Phase.PLACE
    )
    assert {place.row for place in state.legal_placements() if place.animal is KOALA} == {2, 3, 4}
    for koala, jokers, lizard_rows in ((4, 2, {2}), (3, 1, {2, 3}), (2, 0, {2, 3, 4})):
        place = Place(KOALA, koala, 0)
        assert state.jokers_for(place) == jokers
        assert {other.row for other in play(state, str(place)).legal_placements()} == lizard_rows
    described = [str(state.describe(Place.parse(text))) for text in ("koala 4a", "koala 3a")]
    assert described == [
        "Player 1 takes a koala from the jeep into the leftmost hex of row 4, using 2 jokers",
        "Player 1 takes a koala from the jeep into the leftmost hex of row 3, using 1 joker",
    ]
    assert str(state.describe(Place.parse("koala 2a"))).endswith("into the leftmost hex of row 2")
    said(state.describe(Place.parse("koala 4a")))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=2, max_size=2))
def test_no_placement_commits_a_joker_its_row_does_not_need(seed: int, picks: list[int]) -> None:
    """Dice are never split up front: the placements a turn may still make are every one
    the dice form together with the turn's, so two placements lead to the same choices in
    either order, and their jokers add up to the same."""
    rng = random.Random(seed)
    state = position(
        jeep=" ".join(rng.choice([a.label for a in Animal]) for _ in range(5)),
        dice=" ".join(rng.choice(["emu", "koala", "lizard", "joker"]) for _ in range(6)),
        phase=Phase.PLACE,
    )
    places = state.legal_placements()
    assume(len(places) >= 2)
    first = places[picks[0] % len(places)]
    after_first = placed(state, first)
    seconds = [
        p for p in after_first.legal_placements() if (p.row, p.column) != (first.row, first.column)
    ]
    assume(seconds and after_first.current_player == state.current_player)
    second = seconds[picks[1] % len(seconds)]
    assert second in places  # legal on its own too
    after_second = placed(state, second)
    assert first in after_second.legal_placements()
    one, other = placed(after_first, second), placed(after_second, first)
    assert [board.tiles for board in one.boards] == [board.tiles for board in other.boards]
    assert set(one.legal_actions()) == set(other.legal_actions())
    assert state.jokers_for(first) + after_first.jokers_for(second) == (
        state.jokers_for(second) + after_second.jokers_for(first)
    )


def placed(state: OutbackState, place: Place) -> OutbackState:
    """The state after a legal placement."""
    after = state.apply(place)
    assert isinstance(after, OutbackState)
    return after


# -- the rulebook's examples ------------------------------------------------


def test_annas_roll_four_koalas_and_two_emus() -> None:
    state = position(
        jeep="koala emu kangaroo lizard lizard", dice="koala*3 kangaroo platypus joker"
    )
    state = rigged(state, "emu joker")
    state = play(state, "roll keep koala*3 joker")
    assert state.held == faces("koala*3 joker") and state.rolled == faces("emu joker")
    assert state.rolls == 2 and state.phase is Phase.ROLL
    state = play(state, "stop")  # satisfied: no third roll
    assert {str(place) for place in state.legal_placements()} >= {"koala 4c", "emu 2a"}
    state = play(state, "koala 4c")
    assert state.current_player == 0 and state.dice_split() == ((3, 1),)
    after = play(state, "emu 2a")  # every die is used: the turn ends by itself
    anna = after.boards[0]
    assert anna.tiles[hex_named(after, "4c")] == KOALA
    assert anna.tiles[hex_named(after, "2a")] == EMU
    assert anna.markers[KOALA] == 1 and anna.markers[EMU] == 1
    assert after.current_player == 1 and after.phase is Phase.ROLL and after.rolls == 1
    assert len(after.jeep) == 5 and len(after.bag) == len(state.bag) - 2


def test_julies_lizard_scores_2_and_her_platypus_4() -> None:
    state = position(
        boards={0: {"tiles": "lizard 3c, platypus 3a 3b 2c 5d", "bonus": "platypus"}},
        jeep="lizard platypus koala koala emu",
        dice="lizard*3 joker platypus*2",
        phase=Phase.PLACE,
    )
    state = play(state, "lizard 4c", "platypus 2b")
    julie = state.boards[0]
    assert julie.markers[LIZARD] == 2  # the new lizard and the one beside it
    assert julie.markers[PLATYPUS] == 4  # a group of 4; the lone one at 5d scores nothing


def test_two_animals_of_one_turn_in_one_group_each_score_its_size() -> None:
    state = position(
        boards={0: {"tiles": "koala 3a", "bonus": "koala"}},
        jeep="koala koala emu emu emu",
        dice="koala*4 kangaroo*2",
        phase=Phase.PLACE,
    )
    state = play(state, "koala 2a", "koala 2b")
    assert state.boards[0].markers[KOALA] == 3 + 3


def test_sabines_final_score_is_10() -> None:
    state = position(
        boards={
            0: {
                "markers": "lizard 2, emu 5, kangaroo 7, platypus 17",
                "blocked": "6a",
            }
        }
    )
    score = final_score(state.boards[0], BASE, None)
    assert score.total == 10
    assert {str(label): points for label, points in score.parts} == {
        "emu: 5 on the green track": 5,
        "kangaroo: 7 on the green track, not among the three lowest": 0,
        "koala: still on −3": -3,
        "platypus: 8 on the orange track": 8,
        "lizard: 2 on the green track": 2,
        "1 blocked hex": -2,
    }
    assert marker_points(state.boards[0].markers) == 12


def test_a_joker_never_stands_alone() -> None:
    state = position(jeep="koala koala koala emu emu", dice="joker*2 kangaroo*3 platypus")
    # Nothing on the jeep matches: the jokers cannot take a koala or an emu alone.
    state = play(state, "stop")
    assert state.phase is Phase.BLOCK
    assert all(isinstance(action, Block) for action in state.legal_actions())
    with pytest.raises(IllegalAction, match="joker never stands alone"):
        play(replace(state, phase=Phase.PLACE), "koala 2a")


def test_dice_that_take_nothing_block_a_hex_with_a_tile_from_the_bag() -> None:
    state = position(jeep="koala*5", dice="emu*3 kangaroo*3", rolls=2)
    state = rigged(state, "emu lizard")
    state = play(state, "roll keep emu kangaroo*3")  # the third roll: the dice stop
    assert state.phase is Phase.BLOCK
    assert len(state.legal_actions()) == 15
    drawn = state.bag[0]
    after = play(state, "block 6a")
    blocked = after.boards[0]
    assert blocked.tiles[hex_named(after, "6a")] == BLOCKED
    assert blocked.face_down == (drawn,)
    assert after.jeep == state.jeep  # the tile came from the bag, not the jeep
    assert after.scores()[0].total == -9 - 2
    assert after.current_player == 1


def test_the_round_ends_at_the_start_player() -> None:
    full_but_2a = "emu 2b 2c, kangaroo 3a 3b 3c 3d, koala 4a 4b 4c, platypus 5a 5b 5c 5d, lizard 6a"
    state = position(
        players=3,
        boards={1: {"tiles": full_but_2a}},
        jeep="emu kangaroo koala koala koala",
        dice="emu*2 kangaroo*4",
        phase=Phase.PLACE,
        to_move=1,
        start_player=0,
    )
    state = play(state, "emu 2a")  # player 2 fills the landscape
    assert state.boards[1].is_full()
    assert state.current_player == 2 and not state.is_over()  # the round goes on
    state = play(state, "stop")
    state = play(state, str(state.legal_actions()[0]))
    while state.current_player == 2:
        state = play(state, str(state.legal_actions()[-1]))
    assert state.is_over()  # the start player does not play again
    outcome = state.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.LAST_ROUND
    assert str(outcome.reason.say) == (
        "Player 2 filled their landscape, and round 1 was played to its end"
    )


def test_all_complete_plays_on_and_skips_finished_landscapes() -> None:
    full_but_2a = "emu 2b 2c, kangaroo 3a 3b 3c 3d, koala 4a 4b 4c, platypus 5a 5b 5c 5d, lizard 6a"
    state = position(
        players=3,
        options={"end": "all-complete"},
        boards={1: {"tiles": full_but_2a}},
        jeep="emu kangaroo koala koala koala",
        dice="emu*2 kangaroo*4",
        phase=Phase.PLACE,
        to_move=1,
    )
    state = play(state, "emu 2a")
    seen: list[int | None] = []
    while not state.is_over() and len(seen) < 12:
        if state.phase is Phase.ROLL:
            seen.append(state.current_player)
        state = play(state, "stop" if state.phase is Phase.ROLL else str(state.legal_actions()[0]))
    assert 1 not in seen and seen[:4] == [2, 0, 2, 0]


def test_all_complete_ends_when_every_landscape_is_full() -> None:
    full = "emu 2a 2b 2c, kangaroo 3a 3b 3c 3d, koala 4a 4b 4c, platypus 5a 5b 5c 5d, lizard 6a"
    state = position(
        options={"end": "all-complete"},
        boards={0: {"tiles": full.replace("emu 2a ", "emu ")}, 1: {"tiles": full}},
        jeep="emu emu koala koala koala",
        dice="emu*2 kangaroo*4",
        phase=Phase.PLACE,
    )
    assert play(state, "emu 2a").is_over()


# -- bonus tiles --------------------------------------------------------------


def test_three_of_a_kind_earns_the_next_bonus_tile_on_that_marker() -> None:
    state = position(
        boards={0: {"tiles": "koala 2a 5a, emu 5c 5d", "markers": "koala 2, emu 2"}},
        jeep="koala emu lizard lizard lizard",
        dice="koala*2 emu*2 lizard*2",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 2c", "koala 2b")  # emu first: emu's tile is the 1, koala's the 2
    board_ = state.boards[0]
    assert board_.bonus == (EMU, KOALA)
    assert board_.markers[EMU] == 2 + 1 + 1  # scored 1 alone, then bonus 1
    assert board_.markers[KOALA] == 2 + 2 + 2  # group of 2 with 2a, then bonus 2
    again = position(
        boards={0: {"tiles": "koala 2a 3a 5d", "markers": "koala 6", "bonus": "koala"}},
        jeep="koala emu lizard lizard lizard",
        dice="koala*2 emu*2 lizard*2",
        phase=Phase.PLACE,
    )
    assert play(again, "koala 2b").boards[0].bonus == (KOALA,)  # once per kind


def test_two_kinds_reaching_three_in_one_turn_take_the_spaces_in_the_order_they_got_there() -> None:
    # An emu is placed first, but the koala reaches three before the second emu does.
    state = position(
        boards={0: {"tiles": "emu 5a, koala 5c 5d"}},
        jeep="emu emu koala lizard lizard",
        dice="emu*4 koala*2",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 2a", "koala 2b", "emu 2c")  # every die used: the turn ends
    board_ = state.boards[0]
    assert state.current_player == 1
    assert board_.bonus == (KOALA, EMU)
    assert board_.markers[KOALA] == 1 + 1  # alone, then the 1-point space
    assert board_.markers[EMU] == 1 + 1 + 2  # two lone emus, then the 2-point space


def test_plus_rolls_seven_dice_and_has_no_three_of_a_kind_bonus() -> None:
    state = new_game(seed=3, options={"variant": "plus"})
    assert len(state.dice) == 7 and state.layout is PLUS
    assert len(state.plus_tiles) == 14
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": "koala 3a 3b"}},
        jeep="koala emu emu emu emu",
        dice="koala*2 emu*5",
        phase=Phase.PLACE,
    )
    assert play(state, "koala 2a").boards[0].bonus == ()


def test_plus_row_tile_goes_to_the_first_to_fill_the_row_with_animals() -> None:
    row3 = PLUS_TILES.index(next(t for t in PLUS_TILES if t.kind == "row" and t.subject == 3))
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": "emu 3a 3b"}, 1: {"tiles": "emu 3a", "blocked": "3b"}},
        jeep="emu emu koala koala koala",
        dice="emu*3 koala*4",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 3c", "done")
    assert row3 in state.boards[0].plus_tiles and row3 not in state.plus_tiles
    assert PLUS_TILES[row3].points == 3
    parts = [(str(label), points) for label, points in state.scores()[0].parts]
    assert ("bonus tile: first to fill row 3 with animals", 3) in parts


def test_plus_row_with_a_blocked_hex_does_not_qualify() -> None:
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": "emu 3a", "blocked": "3b"}},
        jeep="emu emu koala koala koala",
        dice="emu*3 koala*4",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 3c", "done")
    assert not any(PLUS_TILES[t].kind == "row" for t in state.boards[0].plus_tiles)


@pytest.mark.parametrize(
    "kind, tiles, markers, place",
    [
        ("animal", "koala 4a 4b 4c 4d", "", "koala 2a"),
        ("start", "", "emu 1, kangaroo 1, koala 1, platypus 1", "lizard 2a"),
        ("upper", "", "emu 12, kangaroo 9", "kangaroo 2a"),
    ],
)
def test_plus_tiles_for_kinds_markers_and_the_upper_track(
    kind: str, tiles: str, markers: str, place: str
) -> None:
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": tiles, "markers": markers}},
        jeep="koala lizard kangaroo emu emu",
        dice="koala*2 lizard*2 kangaroo*2 emu",
        phase=Phase.PLACE,
    )
    state = play(state, place, "done")
    assert any(PLUS_TILES[t].kind == kind for t in state.boards[0].plus_tiles)


def test_plus_full_landscape_tile() -> None:
    tiles = "emu 2b 3a 3b 3c, koala 4a 4b 4c 4d 5a 5b 5c, lizard 6a 6b 7a"
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": tiles}},
        jeep="emu koala koala lizard lizard",
        dice="emu*2 koala*5",
        phase=Phase.PLACE,
    )
    state = play(state, "emu 2a")
    assert any(PLUS_TILES[t].kind == "full" for t in state.boards[0].plus_tiles)


def test_five_random_plus_tiles_option() -> None:
    state = new_game(seed=9, options={"variant": "plus", "plus_tiles": "five"})
    assert len(state.plus_tiles) == 5 and list(state.plus_tiles) == sorted(state.plus_tiles)


# -- penalty tiles and the end ---------------------------------------------------


@pytest.mark.parametrize(
    "tile, cost",
    [
        (None, 4),
        ("A", 6),
        ("B", 2 + 4),  # rows 2 and 4
        ("C", (2 + 1) + (1 + 2 + 2 + 2)),  # 2a: koala, emu; 4b: emu, koala, platypus, koala
        ("D", (1 + 2) + (2 + 1 + 1 + 1)),
    ],
)
def test_penalty_tiles(tile: str | None, cost: int) -> None:
    state = position(
        options={"variant": "plus"},
        boards={0: {"tiles": "koala 2b 4a 5b, emu 3a, platypus 4c", "blocked": "2a 4b"}},
    )
    assert blocked_penalty(state.boards[0], PLUS, tile) == cost


def test_a_random_penalty_tile_is_drawn_once_for_the_game() -> None:
    drawn = {
        new_game(seed=seed, options={"variant": "plus", "penalty": "random"}).penalty
        for seed in range(30)
    }
    assert drawn == {"A", "B", "C", "D"}


def test_plus_options_are_refused_in_the_base_game() -> None:
    with pytest.raises(InvalidSetup, match="Outback Plus") as error:
        GAME.new_game(seed=1, options={"penalty": "A"})
    said(error.value.reason)
    with pytest.raises(InvalidSetup, match="Outback Plus"):
        GAME.new_game(seed=1, options={"plus_tiles": "five"})


def test_ties_go_to_more_bonus_tiles_then_are_shared() -> None:
    full = "emu 2a 2b 2c, kangaroo 3a 3b 3c 3d, koala 4a 4b 4c, platypus 5a 5b 5c 5d, lizard 6a"
    state = position(boards={0: {"tiles": full}, 1: {"tiles": full}})
    state = replace(state, phase=Phase.OVER)
    assert state.winners() == (0, 1)
    state = replace(state, boards=(replace(state.boards[0], bonus=(EMU,)), state.boards[1]))
    assert state.winners() == (0,)


def test_the_start_player_rolled_the_most_equal_animals() -> None:
    for seed in range(20):
        state = new_game(players=4, seed=seed)
        last = state.roll_off[-1]
        best = [max(tally(dice)[:5]) if dice else -1 for dice in last]
        assert best[state.start_player] == max(best)
        assert best.count(max(best)) == 1
        assert state.current_player == state.start_player


# -- refusals: the reason, and nothing changes ------------------------------------


REFUSALS = [
    ("roll keep koala", Phase.PLACE, 3, "rolled three times"),
    ("roll keep kangaroo*2", Phase.ROLL, 1, "cannot keep 2 kangaroos"),
    ("roll keep koala*3 emu*2 joker", Phase.ROLL, 1, "nothing to roll"),
    ("koala 2a", Phase.ROLL, 1, "stop rolling"),
    ("lizard 2a", Phase.PLACE, 1, "no lizard on the jeep"),
    ("koala 4b", Phase.PLACE, 1, "the middle hex of row 4 already holds an emu"),
    ("koala 5a", Phase.PLACE, 1, "at most 4"),
    ("koala 6b", Phase.PLACE, 1, "row 6 has a single hex"),
    ("koala 4d", Phase.PLACE, 1, "row 4 has only 3 hexes"),
    ("koala 8a", Phase.PLACE, 1, "the landscape has no row 8: its rows are 2 to 6"),
    ("kangaroo 2b", Phase.PLACE, 1, "joker never stands alone"),
    ("block 2b", Phase.PLACE, 1, "may not block"),
    ("done", Phase.PLACE, 1, "at least one animal"),
]


@pytest.mark.parametrize("text, phase, rolls, reason", REFUSALS, ids=lambda x: str(x))
def test_refusals_say_why_and_change_nothing(
    text: str, phase: Phase, rolls: int, reason: str
) -> None:
    state = position(
        boards={0: {"tiles": "emu 4b"}},
        jeep="koala koala emu kangaroo kangaroo",
        dice="koala*3 emu*2 joker",
        phase=phase,
        rolls=rolls,
    )
    before = (state.record(), state.legal_actions(), state.boards, state.jeep, state.dice)
    with pytest.raises(IllegalAction, match=reason):
        play(state, text)
    assert before == (state.record(), state.legal_actions(), state.boards, state.jeep, state.dice)


def test_a_second_group_of_one_animal_needs_its_own_die() -> None:
    state = position(
        jeep="koala koala emu emu emu",
        dice="koala joker*2 emu kangaroo*2",
        phase=Phase.PLACE,
    )
    state = play(state, "koala 2a")
    with pytest.raises(IllegalAction, match="koala die of its own"):
        play(state, "koala 2b")


def test_a_full_row_is_refused() -> None:
    state = position(
        boards={0: {"tiles": "emu 2a 2b 2c"}},
        jeep="koala koala emu kangaroo kangaroo",
        dice="koala*2 emu*2 kangaroo*2",
        phase=Phase.PLACE,
    )
    with pytest.raises(IllegalAction, match="already holds"):
        play(state, "koala 2c")
    assert not any(place.row == 2 for place in state.legal_placements())


def test_blocking_a_taken_hex_is_refused() -> None:
    state = position(
        boards={0: {"tiles": "emu 4b", "blocked": "6a"}},
        jeep="koala*5",
        dice="emu*3 kangaroo*3",
        phase=Phase.BLOCK,
    )
    with pytest.raises(IllegalAction, match="the middle hex of row 4 already holds"):
        play(state, "block 4b")
    with pytest.raises(IllegalAction, match="the single hex of row 6 is blocked"):
        play(state, "block 6a")
    with pytest.raises(IllegalAction, match="block a hex instead"):
        play(state, "done")


def test_a_record_of_another_game_or_tampered_is_rejected() -> None:
    state = play(new_game(seed=4), "stop")
    record = state.record()
    with pytest.raises(InvalidRecord, match="no option"):
        pygames.replay({**record, "game": "offboard"})
    tampered = {**record, "actions": [*record["actions"], "koala 9z"]}
    with pytest.raises(InvalidRecord, match="move 2"):
        pygames.replay(tampered)
    with pytest.raises(InvalidRecord, match="move 1"):
        pygames.replay({**record, "actions": ["roll keep joker*7"]})


# -- notation -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("roll", "roll"),
        ("Roll keep Joker koalas*2 koala", "roll keep koala*3 joker"),
        ("roll keep emu, emu", "roll keep emu*2"),
        ("STOP", "stop"),
        ("koala to 4C", "koala 4c"),
        ("done", "done"),
        ("block 6a", "block 6a"),
    ],
)
def test_notation_reads_leniently_and_writes_canonically(text: str, canonical: str) -> None:
    state = GAME.new_game(seed=1)
    assert str(state.parse_action(text)) == canonical


@pytest.mark.parametrize(
    "text", ["roll keep", "roll koala", "roll keep dingo", "joker 2a", "koala 2", "block", "fly"]
)
def test_bad_notation_is_invalid(text: str) -> None:
    with pytest.raises(InvalidNotation):
        GAME.new_game(seed=1).parse_action(text)


def test_actions_are_small_values() -> None:
    assert Place.parse("emu 2a") == Place(EMU, 2, 0)
    assert Roll.parse("roll keep koala*2") == Roll((KOALA, KOALA))
    assert repr(Block.parse("block 5d")) == "Block.parse('block 5d')"


def test_the_picture_draws_every_landscape() -> None:
    state = position(boards={0: {"tiles": "koala 4c, emu 2a", "markers": "koala 1, emu 12"}})
    text = str(state)
    assert "     Em    ..    ..       row 2" in text
    assert "emu up 3" in text and "koala 1" in text
    assert text.count("row 6") == 2


# -- views ----------------------------------------------------------------------


def test_a_view_hides_the_bag_face_down_tiles_seed_and_generator_all_the_way_back() -> None:
    state = next(
        state
        for state in random_game(12, 3, {}, 2000)
        if any(board.face_down for board in state.boards)
    )
    view = state.view(1)
    here: State | None = view.state
    while here is not None:
        assert isinstance(here, OutbackState)
        assert set(here.bag) <= {HIDDEN}
        assert all(set(board.face_down) <= {HIDDEN} for board in here.boards)
        assert here.seed == HIDDEN_SEED and here.rng != state.rng
        here = here.parent
    assert view.state.actions() == state.actions()


def test_determinize_deals_the_unseen_tiles_and_keeps_what_is_seen() -> None:
    *_, state = random_game(2, 2, {}, 60)
    view = state.view(0)
    one = view.determinize(pygames.core.Rng(1))
    two = view.determinize(pygames.core.Rng(2))
    assert isinstance(one, OutbackState) and isinstance(two, OutbackState)
    for full in (one, two):
        assert tiles_accounted(full) == [18] * 5
        assert full.legal_actions() == state.legal_actions()
        assert full.jeep == state.jeep and [b.tiles for b in full.boards] == [
            b.tiles for b in state.boards
        ]
    assert one.bag != two.bag and Counter(one.bag) != Counter() and one.rng != two.rng


# -- reveals: what Undo may not cross -------------------------------------------


def test_a_roll_reveals_the_dice_and_stopping_or_placing_reveals_nothing() -> None:
    start = new_game(seed=1)
    rolled, stopped = play(start, "roll"), play(start, "stop")
    assert rolled.is_reveal() and seen_after(rolled, 1) != seen_after(rolled, 2)
    assert not stopped.is_reveal() and seen_after(stopped, 1) == seen_after(stopped, 2)
    state = position(dice="emu*2 kangaroo*2 koala*2", phase=Phase.PLACE)
    placed = play(state, "emu 2a")
    assert placed.phase is Phase.PLACE  # the kangaroos may still come: the turn goes on
    assert not placed.is_reveal() and seen_after(placed, 1) == seen_after(placed, 2)


def test_the_end_of_a_turn_reveals_the_tiles_that_refill_the_jeep_and_the_next_roll() -> None:
    state = play(position(dice="emu*2 kangaroo*2 koala*2", phase=Phase.PLACE), "emu 2a")
    done = play(state, "done")
    assert done.is_reveal() and seen_after(done, 1) != seen_after(done, 2)


def game_end(seed: int) -> OutbackState:
    *_, final = random_game(seed, 2, {}, 2000)
    return final


def test_the_last_turn_reveals_the_jeep_s_refill_though_no_die_is_rolled_after_it() -> None:
    last = next(
        final
        for final in map(game_end, range(100))
        if len(final.bag) < len(previous(final).bag) and not isinstance(final.last_action, Block)
    )
    assert last.is_over() and last.rng == previous(last).rng
    assert last.is_reveal() and seen_after(last, 1) != seen_after(last, 2)
    blocked = game_end(0)  # a tile laid face down from the bag shows nothing
    assert blocked.is_over() and isinstance(blocked.last_action, Block)
    assert not blocked.is_reveal() and seen_after(blocked, 1) == seen_after(blocked, 2)


# -- properties of random play -----------------------------------------------------


def random_game(
    seed: int, players: int, options: Mapping[str, OptionValue], steps: int
) -> Iterator[OutbackState]:
    """Yield the states of a seeded random game of at most ``steps`` actions."""
    rng = random.Random(seed)
    choices = (rng.randrange(1 << 30) for _ in range(steps))
    return each(OutbackState, playout(GAME, seed, choices, players=players, options=options))


OPTIONS = st.sampled_from(
    [
        {},
        {"end": "all-complete"},
        {"variant": "plus"},
        {"variant": "plus", "penalty": "random", "plus_tiles": "five"},
        {"variant": "plus", "penalty": "C", "end": "all-complete"},
    ]
)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), options=OPTIONS)
def test_tiles_are_conserved_and_scores_add_up(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    for state in random_game(seed, players, options, 600):
        assert tiles_accounted(state) == [18] * 5
        assert len(state.jeep) == 5 or state.phase is not Phase.ROLL
        for score in state.scores():
            assert score.total == sum(points for _, points in score.parts)
    assert state.is_over()


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_every_bonus_tile_is_named_in_the_score_beside_its_marker(seed: int, players: int) -> None:
    """The base game's bonus points go onto a marker: its line in the score says so, so no
    point moves a marker without a word (issue 27)."""
    for state in random_game(seed, players, {}, 600):
        for board_, score in zip(state.boards, state.scores(), strict=True):
            for space, animal in enumerate(board_.bonus):
                label, _ = score.parts[animal]
                assert f"with +{space + 1} from its bonus tile" in str(label), str(score)
    assume(any(state.boards[player].bonus for player in range(players)))  # something checked


def test_every_point_of_an_outback_score_is_told_by_its_source() -> None:
    # Issue 27: a herd took the koala's marker to 6, with its bonus tile's 2, and the total
    # stayed at -5: the three lowest markers on the green track count, the koala's is not one.
    state = position(
        boards={
            0: {
                "tiles": "koala 2a 2b 2c, emu 3a 3b 3c",
                "markers": "koala 6, emu 1, kangaroo 3",
                "bonus": "emu koala",
            }
        }
    )
    score = state.scores()[0]
    assert score.total == -5
    assert [(str(label), points) for label, points in score.parts] == [
        ("emu: 1 on the green track, with +1 from its bonus tile", 1),
        ("kangaroo: 3 on the green track, not among the three lowest", 0),
        ("koala: 6 on the green track, with +2 from its bonus tile, not among the three lowest", 0),
        ("platypus: still on −3", -3),
        ("lizard: still on −3", -3),
    ]
    for label, _ in score.parts:
        said(label)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), options=OPTIONS)
def test_each_marker_holds_the_points_scored_for_its_animal(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    earned = [[0] * 5 for _ in range(players)]
    previous: OutbackState | None = None
    for state in random_game(seed, players, options, 600):
        action = state.last_action
        if isinstance(action, Place | Done) and not state.placed:  # the turn was scored
            assert previous is not None  # the first position follows no action
            mover = previous.to_move
            placed = list(previous.placed)
            if isinstance(action, Place):
                placed.append((action.animal, hex_named(state, str(action).split()[1])))
            after = state.boards[mover]
            for animal, hex_ in placed:
                earned[mover][animal] += len(after.group(state.layout, hex_))
            for space, animal in enumerate(after.bonus):
                if animal not in previous.boards[mover].bonus:
                    earned[mover][animal] += space + 1
        for player, board_ in enumerate(state.boards):
            assert list(board_.markers) == [min(24, points) for points in earned[player]]
        previous = state


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), options=OPTIONS)
def test_records_replay_identically(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    *_, state = random_game(seed, players, options, 150)
    again = pygames.replay(state.record())
    assert again == state and str(again) == str(state)


def test_blocks_only_when_no_group_fits_and_full_rows_are_never_offered() -> None:
    for state in random_game(7, 4, {}, 2000):
        if state.phase is Phase.BLOCK:
            probe = replace(state, phase=Phase.PLACE)
            assert probe.legal_placements() == ()
        for place in state.legal_placements():
            hex_ = state.layout.hex_at(place.row, place.column)
            assert hex_ is not None
            assert state.boards[state.to_move].tiles[hex_] == EMPTY


# -- words: every message is a Say that all four catalogs can say -------------------


def keys(message: Say) -> Iterator[str]:
    """The message's key and those of the messages inside it."""
    yield message.key
    for field in message.fields.values():
        if isinstance(field, Say):
            yield from keys(field)


def tried(state: OutbackState) -> Iterator[Action]:
    """Actions to try in a state: every animal and block on every hex name, keeps, and more."""
    hexes = [(row, column) for row in range(1, 9) for column in range(4)]
    yield from (Stop(), Done(), Roll(), Roll(state.dice), Roll(faces("joker*3 koala")))
    for row, column in hexes:
        yield Block(row, column)
        yield from (Place(animal, row, column) for animal in Animal)


PLAYOUTS = [
    (3, 2, {}),
    (4, 3, {"variant": "plus", "penalty": "C"}),
    (5, 4, {"end": "all-complete"}),
]


def test_every_refusal_is_a_message_in_every_language() -> None:
    found: set[str] = set()
    for seed, players, options in PLAYOUTS:
        for number, state in enumerate(random_game(seed, players, options, 400)):
            if number % 5 or state.is_over():
                continue
            legal = set(state.legal_actions())
            for action in tried(state):
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as error:
                    state.apply(action)
                said(error.value.reason)
                found |= set(keys(error.value.reason))
    # Rare in random play: a second group of one animal, blocking after taking an animal,
    # and something that is not an action of this game at all.
    taken = play(
        position(jeep="koala koala emu emu emu", dice="koala joker*2 emu kangaroo*2"),
        "stop",
        "koala 2a",
    )
    for action in (taken.parse_action("koala 2b"), taken.parse_action("block 5a"), "emu 2a"):
        with pytest.raises(IllegalAction) as error:
            taken.apply(action)
        said(error.value.reason)
        found |= set(keys(error.value.reason))
    refusals = {key for key in catalog("en") if key.startswith("outback.refusal.")}
    assert refusals <= found


def test_every_move_is_described_in_every_language() -> None:
    found: set[str] = set()
    for seed, players, options in PLAYOUTS:
        for state in random_game(seed, players, options, 300):
            for action in state.legal_actions():
                description = state.describe(action)
                said(description)
                found.add(description.key)
    moves = {key for key in catalog("en") if key.startswith("outback.move.")}
    assert moves <= found


@pytest.mark.parametrize(
    "text, words",
    [
        ("roll", "Player 1 rolls all 6 dice again (roll 2 of 3)"),
        ("roll keep koala*3 joker", "Player 1 keeps 3 koalas, 1 joker and rolls the other 2 again"),
        (
            "roll keep koala*3 kangaroo joker",
            "keeps 1 kangaroo, 3 koalas, 1 joker and rolls the last die",
        ),
        ("stop", "Player 1 stops rolling with 1 kangaroo, 3 koalas, 1 platypus, 1 joker"),
    ],
)
def test_rolls_are_described_with_the_dice(text: str, words: str) -> None:
    state = position(dice="koala*3 kangaroo platypus joker")
    assert words in str(state.describe(state.parse_action(text)))


def test_placements_blocks_and_done_are_described() -> None:
    state = position(jeep="koala emu emu lizard lizard", dice="emu*4 koala*2", phase=Phase.PLACE)
    described = str(state.describe(state.parse_action("emu 2a")))
    assert described == "Player 1 takes an emu from the jeep into the leftmost hex of row 2"
    after = play(state, "emu 2a")
    assert str(after.describe(Done())) == "Player 1 takes no more animals this turn"
    blocking = position(jeep="koala*5", dice="emu*3 kangaroo*3", phase=Phase.BLOCK, to_move=1)
    assert str(blocking.describe(Block(6, 0))) == (
        "Player 2 lays a tile from the bag face down on the single hex of row 6"
    )
    said(after.describe(Done()))
    assert (
        in_language(after.describe(Done()), "de")
        == "Spieler 1 nimmt in diesem Zug keine Tiere mehr"
    )


def test_score_labels_are_messages_in_every_language() -> None:
    for seed, players, options in PLAYOUTS:
        *_, state = random_game(seed, players, options, 2000)
        for score in state.scores():
            for label, _ in score.parts:
                said(label)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "roll keep",
        "roll koala",
        "roll keep dingo",
        "roll keep joker*7 emu",
        "joker 2a",
        "koala 2",
        "koala 4c 5d",
        "block",
        "fly",
    ],
)
def test_bad_notation_says_why_in_every_language(text: str) -> None:
    with pytest.raises(InvalidNotation) as error:
        GAME.new_game(seed=1).parse_action(text)
    said(error.value.reason)
