"""Out of Mine!'s guided first game: one round played alone with no clock (option ``solo``
``calm``), on a gallery of two corridors and a card of five crystals, so that dragging,
turning and flipping are learnt before anything races. A green crystal is dragged in as
it lies, a red one turned, a white one flipped; the second green goes into the other
corridor, the last white is the card's last; the full gallery is called for 10 points
and 2 more, and what empty cells cost is said before the call.

Why no clock: the page times each change by its clock, so a record played against a
running one could not be the same twice; practising alone with no clock, every change
comes a tenth after the last (``+0.1`` before it, played by the same tap, ``Step.before``).
The clock, the dwarves and their call come in the real game the lesson ends with, against
one easy dwarf, when the person says they are ready ("Play a real game")."""

from pygames.web.lessons import Lesson, Step

#: The clock's tenth that comes before each change with no clock running.
TENTH = ("+0.1s",)

LESSON = Lesson(
    game_id="out-of-mine",
    seed=124,
    players=1,
    options={"solo": "calm"},
    moves=(
        "side B",
        "+0.1s",
        "put GL c5 0",
        "+0.1s",
        "put RL c3 3",
        "+0.1s",
        "put WP f1 3f",
        "+0.1s",
        "put GL f5 3",
        "+0.1s",
        "put WY h2 3f",
        "+0.1s",
        "call",
    ),
    steps=(
        Step("out-of-mine.lesson.side", "side B"),
        Step("out-of-mine.lesson.card", "+0.1s"),
        Step("out-of-mine.lesson.drag", "put GL c5 0"),
        Step("out-of-mine.lesson.turn", "put RL c3 3", TENTH),
        Step("out-of-mine.lesson.flip", "put WP f1 3f", TENTH),
        Step("out-of-mine.lesson.corridors", "put GL f5 3", TENTH),
        Step("out-of-mine.lesson.counts", "put WY h2 3f", TENTH),
        Step("out-of-mine.lesson.call", "call", TENTH),
    ),
    done="out-of-mine.lesson.done",
    otherwise="out-of-mine.lesson.not_there",
    then_players=2,
    then_options={},
)
