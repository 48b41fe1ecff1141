"""Down Under's guided first game, for three players so that paths can meet in threes.
The person starts the red path with a straight, goes on at an open end with a card whose
neutral line lengthens Blue's path, turns a curve towards the cell where Blue's and
Yellow's paths point, lays the billabong their meeting calls for, and carries on past
the pond. The last turn's pink frames are named where they first matter, the counts under
the hand at the last step; how the game ends, that neutral lines lengthen others' paths
too and what the end piece in hand does are said last. A newcomer finished the lesson
wondering about each of these, and the next found them all in one paragraph too many."""

from pygames.web.lessons import Lesson, Step

LESSON = Lesson(
    game_id="down-under",
    seed=1,
    players=3,
    moves=(
        "straight 0,0 EW",
        "curve 1,-1 NE",
        "straight 2,-2 NS",
        "straight 1,0 EW",
        "straight 1,1 NS",
        "straight 2,-3 NS",
        "curve 2,0 SW",
        "billabong 2,-1",
        "curve 3,-1 NW",
    ),
    steps=(
        Step("down-under.lesson.first", "straight 0,0 EW"),
        Step("down-under.lesson.neutral", "straight 1,0 EW"),
        Step("down-under.lesson.turn", "curve 2,0 SW"),
        Step("down-under.lesson.billabong", "billabong 2,-1"),
        Step("down-under.lesson.onward", "curve 3,-1 NW"),
    ),
    done="down-under.lesson.done",
)
