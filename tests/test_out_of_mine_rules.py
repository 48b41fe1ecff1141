"""Out of Mine!'s "How to play" (``pygames.web.out_of_mine.rules``): what each figure's
caption says is what the engine does at the figure's position, and what is drawn marks it."""

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Put
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.refusals import change_refusal
from pygames.games.out_of_mine.shapes import Colour, Find
from pygames.web import panels
from pygames.web.canvas import RecordingCanvas
from pygames.web.out_of_mine import UI, gallery, rules
from pygames.web.rules import Position
from pygames.web.text import Text


def _state(position: Position) -> OutOfMineState:
    state = position.state()
    assert isinstance(state, OutOfMineState)
    return state


def _drawn(figure: int, frame: int, section: int, language: str = "en") -> RecordingCanvas:
    shown = rules.SECTIONS[section].figures[figure]
    canvas = RecordingCanvas(shown.width, shown.height)
    drawing = shown.frames[frame]
    if drawing.worded:
        drawing.draw(canvas, drawing.position.state(), language=language)
    else:
        drawing.draw(canvas, drawing.position.state())
    return canvas


def _texts(canvas: RecordingCanvas) -> list[str]:
    return [str(call[1][2]) for call in canvas.named("text")]


def test_the_worked_example_lays_the_lessons_crystals_dragged_turned_flipped_then_all() -> None:
    puts = [_state(position).last_action for position in rules.LAID]
    assert all(isinstance(put, Put) for put in puts)
    drag, turn, flip, corridor, last = (str(put) for put in puts)
    assert drag.endswith(" 0") and not turn.endswith((" 0", "f")) and flip.endswith("f")
    state = _state(rules.LAID[3])
    card = state.card(0)
    assert card is not None
    green = sum(1 for tile in state.timelines[0].board if tile.colour == Colour.GREEN)
    assert green == card.counts[Colour.GREEN] == 2  # the tray has no green left
    full = _state(rules.LAID[4])
    covered = 0
    for tile in full.timelines[0].board:
        covered |= tile.mask
    assert covered == full.layout(0).region  # every cell full, the card's crystals all used
    assert len(full.timelines[0].board) == sum(card.counts)


def test_each_step_of_the_example_rings_the_cells_of_the_crystal_just_laid() -> None:
    for frame in range(5):
        polygons = _drawn(0, frame, 1).named("polygon")
        rings = [kw for _, _, kw in polygons if kw.get("stroke") == rules.MARK]
        state = _state(rules.LAID[frame])
        laid = state.last_action
        assert isinstance(laid, Put)
        (tile,) = [tile for tile in state.timelines[0].board if tile.anchor == laid.anchor]
        assert len(rings) == bin(tile.mask).count("1")


def test_the_held_crystal_is_refused_for_the_rock_and_one_cell_is_crossed() -> None:
    state = _state(rules.SECTIONS[1].figures[1].frames[0].position)
    card = state.card(0)
    assert card is not None
    held = Put.parse(rules.HELD)
    reason = change_refusal(state.layout(0), card, state.timelines[0].board, False, held)
    assert reason is not None and reason.key == "out-of-mine.refusal.into_rock"
    crosses = [
        kw for _, _, kw in _drawn(1, 0, 1).named("line") if kw["stroke"] == gallery.REFUSED_EDGE
    ]
    assert len(crosses) == 2  # one cross: the one rock cell under the held crystal


def test_calling_early_scores_3_and_calling_full_12_as_the_sums_under_the_galleries_say() -> None:
    early = _state(rules.CALLED_EARLY).results[-1].scores[0]
    assert (early.total, early.empty, early.complete) == (3, 5, False)
    assert [label.key for label, _ in early.parts][1:] == ["out-of-mine.score.called_early"]
    full = _state(rules.CALLED).results[-1].scores[0]
    assert (full.total, full.complete) == (12, True)
    assert "10 − 5 − 2 = 3" in _texts(_drawn(0, 0, 3))
    assert "10 + 2 = 12" in _texts(_drawn(0, 1, 3))
    numbered = [text for text in _texts(_drawn(0, 0, 3)) if text.isdigit()]
    assert numbered == ["1", "2", "3", "4", "5"]  # each empty cell


def test_the_white_elf_scores_and_two_gold_and_a_rat_count_as_the_card_says() -> None:
    state = _state(rules.ELVES_AND_FINDS)
    result = state.results[-1]
    card = CARDS[result.cards[0]]
    assert (card.good, card.good_value, card.bad, card.bad_value) == (Find.GOLD, 1, Find.RAT, -2)
    parts = [(label.key, points) for label, points in result.scores[0].parts]
    assert [key for key, _ in parts if ".elf." in key] == ["out-of-mine.score.elf.white"]
    assert result.scores[0].total == 13
    layout = LAYOUTS[result.layouts[0]]
    assert {watcher.colour for watcher in layout.elves} == {Colour.WHITE, Colour.RED, Colour.GREEN}
    finds = [tile.kind.find for tile in result.boards[0] if tile.kind.find is not None]
    assert sorted(finds) == [Find.GOLD, Find.GOLD, Find.WOODWORM, Find.RAT]
    rings = [kw for _, _, kw in _drawn(0, 1, 4).named("polygon") if kw.get("stroke") == rules.MARK]
    counted = [tile for tile in result.boards[0] if tile.kind.find in (Find.GOLD, Find.RAT)]
    assert len(rings) == sum(bin(tile.mask).count("1") for tile in counted)  # not the woodworm
    assert _texts(_drawn(0, 0, 4)).count("+1") == 1  # the one elf served
    assert "10 + 2 + 1 + 2 − 2 = 13" in _texts(_drawn(0, 1, 4))


def test_the_board_in_a_figure_speaks_the_readers_language() -> None:
    assert "Schatzkarte" in _texts(_drawn(0, 0, 0, "de"))
    assert "Treasure card" in _texts(_drawn(0, 0, 0, "en"))
    page = panels.rules(UI, Text("de"))
    assert "Schatzkarte" in page and "Treasure card" not in page
