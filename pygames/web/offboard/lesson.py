"""Offboard's guided first game: a single step, a line moving together, and a push that
sends a yellow marble off the edge into a target (the computer walks one down the
right-hand edge to meet the red marbles). Winning at 6 is said at the end."""

from pygames.web.lessons import Lesson, Step

LESSON = Lesson(
    game_id="offboard",
    seed=1,
    moves=(
        "C5>E",
        "H9>SE",
        "C3>E",
        "G9>SE",
        "C5>NE",
        "F9>SE",
        "C6>NE",
        "E9>SW",
        "D6>E",
    ),
    steps=(
        Step("offboard.lesson.step", "C5>E"),
        Step("offboard.lesson.line", "C3>E"),
        Step("offboard.lesson.towards", "C5>NE"),
        Step("offboard.lesson.targets", "C6>NE"),
        Step("offboard.lesson.push", "D6>E"),
    ),
    done="offboard.lesson.done",
)
