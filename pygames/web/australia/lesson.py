"""Australia's guided first game, the full game against one computer, in three turns of the
person's: fly to Top End (its tile turns up), play a gray card into a camp, take a new
card; fill Top End's last camp for its conservation project, fly to Cape York, and end the
turn where $4 could move a ranger; pay $3 to play a yellow card as green, whose 4 rangers
complete Cape York's industrialization (its tile is a 4), then send a green card's rangers
to the ranger track beside the windmill. The computer flies to Top End and fills one camp
there, then keeps out of the way.

The windmill and the deal are the lesson's opening, played for the person: where the
windmill starts is a choice about a rule a newcomer has not met (it is said at the step
that uses it), and the deal's four cards are the ones the lesson needs."""

from pygames.web.lessons import Lesson, Step

LESSON = Lesson(
    game_id="australia",
    seed=55,
    options={"full_game": True},
    # The real game after it places its windmill itself, as a first game does: where it
    # starts is still a choice about a rule the lesson only touched.
    then_options={"full_game": True, "windmill": "drawn"},
    moves=(
        "windmill CAP",
        "draw yellow4",
        "draw yellow2",
        "draw gray2",
        "draw gray3",
        "fly TOP",
        "play gray2 C5x2",
        "draw gray2",
        "fly TOP",
        "play gray3 C9x1",
        "draw orange2",
        "play gray2 C10x2",
        "draw blue2",
        "fly CAP",
        "end",
        "fly PIL",
        "play orange2 points",
        "draw blue2",
        "play yellow4$ C17x4",
        "draw green3",
        "play green3 track3",
    ),
    opening=5,
    steps=(
        Step("australia.lesson.fly", "fly TOP"),
        Step("australia.lesson.play", "play gray2 C5x2"),
        Step("australia.lesson.draw", "draw gray2"),
        Step("australia.lesson.conservation", "play gray2 C10x2"),
        Step("australia.lesson.dollars", "draw blue2"),
        Step("australia.lesson.tile", "fly CAP"),
        Step("australia.lesson.end", "end"),
        Step("australia.lesson.recolour", "play yellow4$ C17x4"),
        Step("australia.lesson.windmill_card", "draw green3"),
        Step("australia.lesson.windmill", "play green3 track3"),
    ),
    done="australia.lesson.done",
)
