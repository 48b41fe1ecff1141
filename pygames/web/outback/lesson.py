"""Outback's guided first game, three turns of the person's. The first keeps two koalas,
stops, and brings a koala into row 3 and a platypus into row 2, a row with a smaller
number; as the second begins, the first turn's markers have moved, so that step says what
counts (the three lowest on the green track: the score stays -9). The second stops on
three jokers, pairs them with animals and starts a koala herd; the third, with row 2
full, rolls no three of a kind and lays a face-down tile on row 6. The bonus tiles and the
orange track past 9 are said last. The computer's turns are the easy level's first and,
later, one chosen so the third turn's dice come out short."""

from pygames.web.lessons import Lesson, Step

LESSON = Lesson(
    game_id="outback",
    seed=175,
    moves=(
        "roll keep koala*2",
        "stop",
        "koala 3a",
        "platypus 2b",
        "roll keep koala joker*3",
        "roll keep koala lizard joker*3",
        "lizard 5a",
        "stop",
        "koala 2a",
        "kangaroo 2c",
        "stop",
        "koala 2a",
        "done",
        "roll keep platypus*2",
        "roll keep emu*2",
        "block 6a",
    ),
    steps=(
        Step("outback.lesson.keep", "roll keep koala*2"),
        Step("outback.lesson.stop", "stop"),
        Step("outback.lesson.row", "koala 3a"),
        Step("outback.lesson.lower", "platypus 2b"),
        Step("outback.lesson.scored", "stop"),
        Step("outback.lesson.jokers", "koala 2a"),
        Step("outback.lesson.herd", "kangaroo 2c"),
        Step("outback.lesson.full", "roll keep platypus*2"),
        Step("outback.lesson.again", "roll keep emu*2"),
        Step("outback.lesson.block", "block 6a"),
    ),
    done="outback.lesson.done",
)
