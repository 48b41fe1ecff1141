"""Outback's "How to play": what each figure's caption says is what the engine does at
that position (the dice kept and rolled, where an animal may go, the points a herd
scores, the final score)."""

from collections import Counter

from pygames.games.outback import BLOCKED, EMPTY, Animal, OutbackState, Phase
from pygames.games.outback.components import JEEP_SIZE, JOKER
from pygames.games.outback.landscape import parse_hex_name
from pygames.games.outback.track import is_upper, value
from pygames.web.outback.rules import (
    PLAYER_1,
    PLAYER_2,
    PLUS_GAME,
    PLUS_START,
    SECTIONS,
    Board,
    played,
)
from pygames.web.rules import Position

EMU, KANGAROO, KOALA, PLATYPUS, LIZARD = Animal


def state(position: Position) -> OutbackState:
    replayed = position.state()
    assert isinstance(replayed, OutbackState)
    return replayed


def boards() -> dict[str, Board]:
    """Each frame's drawing, by its caption's last word."""
    found = {}
    for frame in (f for s in SECTIONS for figure in s.figures for f in figure.frames):
        assert isinstance(frame.draw, Board)
        found[frame.caption.key.rsplit(".", 1)[1]] = frame.draw
    return found


def tile(position: OutbackState, player: int, name: str) -> int:
    hex_ = position.layout.hex_at(*parse_hex_name(name))
    assert hex_ is not None
    return position.boards[player].tiles[hex_]


def test_the_first_turn_is_the_rulebooks_roll_three_koalas_and_a_joker_then_a_lizard() -> None:
    first = state(played(0))
    assert first.current_player == PLAYER_2
    assert Counter(first.rolled) == Counter({KOALA: 3, EMU: 2, JOKER: 1})
    kept = state(played(1))
    assert Counter(kept.held) == Counter({KOALA: 3, JOKER: 1})
    assert Counter(kept.rolled) == Counter({LIZARD: 1, JOKER: 1}) and kept.rolls == 2
    after = state(played(4))
    assert tile(after, PLAYER_2, "4c") == KOALA and tile(after, PLAYER_2, "2a") == LIZARD
    assert after.boards[PLAYER_2].markers[KOALA] == 1 == after.boards[PLAYER_2].markers[LIZARD]
    assert after.current_player == PLAYER_1 and len(after.jeep) == JEEP_SIZE


def test_the_highlighted_hexes_take_a_koala_down_to_row_5_and_a_lizard_down_to_row_3() -> None:
    rows: dict[str, set[int]] = {}
    for place in state(played(2)).legal_placements():
        animal, hex_ = str(place).split()
        rows.setdefault(animal, set()).add(parse_hex_name(hex_)[0])
    assert rows == {"koala": {2, 3, 4, 5}, "lizard": {2, 3}}
    assert boards()["fits"].hints


def test_three_kangaroos_find_rows_2_and_3_full_and_a_hex_is_blocked() -> None:
    stuck = state(played(34))
    assert stuck.phase is Phase.BLOCK and stuck.current_player == PLAYER_1
    assert Counter(stuck.held) == Counter({KANGAROO: 3}) and KANGAROO in stuck.jeep
    board = stuck.boards[PLAYER_1]
    for hex_, row in enumerate(stuck.layout.row_of):
        if row in (2, 3):
            assert board.tiles[hex_] not in (EMPTY, BLOCKED)
    assert BLOCKED not in board.tiles
    blocked = state(played(35))
    assert blocked.boards[PLAYER_1].tiles.count(BLOCKED) == 1
    assert tile(blocked, PLAYER_1, boards()["blocked"].hexes[0]) == BLOCKED


def test_two_platypuses_make_a_herd_of_four_and_win_the_first_bonus_tile() -> None:
    before = state(played(26)).boards[PLAYER_1]
    assert before.markers[PLATYPUS] == 3 and before.bonus == ()
    ringed = state(played(26))
    assert all(tile(ringed, PLAYER_1, name) == PLATYPUS for name in boards()["herd_before"].hexes)
    assert state(played(27)).boards[PLAYER_1].markers[PLATYPUS] == 3  # nothing scored yet
    after = state(played(28)).boards[PLAYER_1]
    assert after.markers[PLATYPUS] == 3 + 4 + 4 + 1 and after.bonus == (PLATYPUS,)
    assert is_upper(after.markers[PLATYPUS]) and value(after.markers[PLATYPUS]) == 3


def test_the_round_ends_after_player_1_and_player_2_scores_10() -> None:
    full = state(played(64))
    assert full.boards[PLAYER_2].is_full() and full.current_player == PLAYER_1
    end = state(played(65))
    assert end.is_over()
    scores = [score.total for score in end.scores()]
    assert scores == [8, 10]
    assert [value(points) for points in end.boards[PLAYER_2].markers] == [1, 7, 3, 7, 3]
    assert is_upper(end.boards[PLAYER_2].markers[LIZARD])
    assert end.boards[PLAYER_2].tiles.count(BLOCKED) == 2


def test_penalty_tile_b_costs_the_blocked_hexs_row_number() -> None:
    end = state(PLUS_START.then(*PLUS_GAME))
    assert end.is_over() and end.is_plus and end.penalty == "B"
    tiles = end.boards[PLAYER_1].tiles
    assert [end.layout.name_of(hex_) for hex_, kind in enumerate(tiles) if kind == BLOCKED] == [
        "6b"
    ]
    parts = {str(label): points for label, points in end.scores()[PLAYER_1].parts}
    assert parts["1 blocked hex"] == -6
    assert state(PLUS_START.then(*PLUS_GAME[:44])).boards[PLAYER_1].plus_tiles
