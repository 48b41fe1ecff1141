"""Outback's guided first game says what its record does: the dice each step names are
on the table, the koala it puts beside a koala scores 2, and the tile it lays face down
is the only move left and costs 2 points. The words are checked against the engine, so a
change to the rules or the dice that breaks a sentence breaks a test."""

from __future__ import annotations

from collections import Counter

from pygames.games.outback import ANIMALS, BASE, Animal, OutbackState, Phase
from pygames.games.outback.components import JOKER
from pygames.web.outback.lesson import LESSON
from tests.playouts import applied


def at_steps() -> dict[str, OutbackState]:
    """The position at each of the person's steps, by the step's catalog key, and the
    position the lesson ends on (``done``)."""
    state = LESSON.start()
    assert isinstance(state, OutbackState)
    found: dict[str, OutbackState] = {}
    for notation in LESSON.moves:
        if state.current_player == LESSON.person:
            found[LESSON.steps[len(found)].say] = state
        state = applied(state, state.parse_action(notation))
    found[LESSON.done] = state
    return found


def faces(state: OutbackState) -> Counter[str]:
    """The dice on the table, by face name."""
    return Counter("joker" if face == JOKER else ANIMALS[face].label for face in state.dice)


def test_the_lesson_is_played_on_the_base_side_by_the_player_who_starts() -> None:
    start = LESSON.start()
    assert isinstance(start, OutbackState)
    assert start.layout is BASE and start.current_player == LESSON.person


def test_the_dice_are_those_the_steps_name() -> None:
    steps = at_steps()
    assert faces(steps["outback.lesson.keep"])["koala"] == 2
    assert faces(steps["outback.lesson.stop"]) == Counter(koala=3, platypus=3)
    assert faces(steps["outback.lesson.jokers"])["joker"] == 3
    assert faces(steps["outback.lesson.full"])["platypus"] == 2
    assert faces(steps["outback.lesson.again"])["emu"] == 2


def test_the_koala_put_beside_a_koala_scores_two() -> None:
    steps = at_steps()
    before = steps["outback.lesson.herd"].boards[LESSON.person].markers[Animal.KOALA]
    after = steps["outback.lesson.full"].boards[LESSON.person].markers[Animal.KOALA]
    assert after - before == 2


def test_with_row_two_full_the_dice_take_no_animal_and_the_blocked_hex_costs_two() -> None:
    steps = at_steps()
    full = steps["outback.lesson.full"]
    board = full.boards[LESSON.person]
    assert all(board.tiles[hex_] >= 0 for hex_ in full.layout.hexes_in_row(2))
    blocking = steps["outback.lesson.block"]
    assert blocking.phase is Phase.BLOCK
    before = blocking.scores()[LESSON.person].total
    after = steps[LESSON.done].scores()[LESSON.person].total
    assert before - after == 2
