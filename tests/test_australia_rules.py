"""Australia's "How to play" (``pygames.web.australia.rules``): what each figure's caption
says is what the engine does at the figure's position, and the marks are where the
caption points."""

from pygames.games.australia import AustraliaState, Scoring, Source, TileState
from pygames.games.australia.actions import parse_location, parse_region
from pygames.games.australia.components import CARD_NAMES
from pygames.web import panels
from pygames.web.australia import UI, rules
from pygames.web.canvas import RecordingCanvas
from pygames.web.rules import Position
from pygames.web.text import Text

BLACK, WHITE, ORANGE, BLUE = range(4)


def _state(position: Position) -> AustraliaState:
    state = position.state()
    assert isinstance(state, AustraliaState)
    return state


def _hand(state: AustraliaState, player: int) -> list[str]:
    return sorted(CARD_NAMES[card] for card in state.hands[player])


def _on(state: AustraliaState, location: str) -> tuple[int, int]:
    at = parse_location(location)
    return state.owner[at], state.count[at]


def _drawn(section: int, figure: int, frame: int, language: str = "en") -> RecordingCanvas:
    shown = rules.SECTIONS[section].figures[figure]
    drawing = shown.frames[frame]
    canvas = RecordingCanvas(shown.width, shown.height)
    if drawing.worded:
        drawing.draw(canvas, drawing.position.state(), language=language)
    else:
        drawing.draw(canvas, drawing.position.state())
    return canvas


def _numbers(canvas: RecordingCanvas) -> list[str]:
    """The numbered marks drawn, in order: the numbers written on the mark's discs."""
    discs = {args[:2] for _, args, kw in canvas.named("circle") if kw.get("fill") == rules.MARK}
    return [str(args[2]) for _, args, _ in canvas.named("text") if args[:2] in discs]


def test_the_map_figure_shows_an_empty_camp_and_ship_a_factory_a_leaf_and_a_turned_tile() -> None:
    state = _state(rules.SECTIONS[0].figures[0].frames[0].position)
    assert _on(state, "C10")[1] == 0 and _on(state, "S7")[1] == 0
    barkly, top_end = parse_region("BAR"), parse_region("TOP")
    assert state.tile_state[barkly] == TileState.FACE_DOWN
    assert state.conservation[top_end]  # its leaf: the project is still open
    assert state.tile_state[top_end] == TileState.FACE_UP and state.tiles[top_end] == 9
    assert _on(state, "C5") == (BLACK, 2) and state.planes[BLACK] == top_end
    assert _numbers(_drawn(0, 0, 0)) == ["1", "2", "3", "4", "5", "6"]


def test_blacks_first_turn_flies_plays_a_gray_2_and_draws_as_the_frames_say() -> None:
    start, flown, played, drawn = map(_state, rules.FIRST_TURN)
    assert (start.current_player, start.actions_left) == (BLACK, 2)
    assert _hand(start, BLACK) == ["gray2", "yellow4"]
    top_end = parse_region("TOP")
    assert flown.tile_state[top_end] == TileState.FACE_UP and flown.tiles[top_end] == 9
    assert _on(played, "C5") == (BLACK, 2)
    assert (start.supply[BLACK], played.supply[BLACK], played.dollars[BLACK]) == (20, 18, 2)
    assert "gray2" in _hand(drawn, BLACK) and drawn.current_player == WHITE


def test_paying_3_plays_a_yellow_4_as_green_and_completes_cape_yorks_industrialization() -> None:
    before, after = map(_state, rules.PAID)
    cape_york = parse_region("CAP")
    assert before.planes[BLACK] == cape_york and before.tiles[cape_york] == 4
    assert not any(name.startswith("green") for name in _hand(before, BLACK))
    assert after.dollars[BLACK] == before.dollars[BLACK] - 3
    assert after.scorings == (Scoring(Source.INDUSTRIALIZATION, cape_york, BLACK, (7, 0)),)


def test_the_row_figure_numbers_the_movers_actions_cards_rangers_dollars_and_points() -> None:
    state = _state(rules.SECTIONS[2].figures[0].frames[0].position)
    assert (state.current_player, state.actions_left) == (BLACK, 1)
    assert (state.supply[BLACK], state.dollars[BLACK]) == (16, 4)
    assert state.scores()[BLACK].total == 11 == 7 + 4
    canvas = _drawn(2, 0, 0)
    assert _numbers(canvas) == ["1", "2", "3", "4", "5"]
    marks = [args for _, args, kw in canvas.named("circle") if kw.get("fill") == rules.MARK]
    words = {str(args[2]): args[0] for _, args, _ in canvas.named("text")}
    assert abs(marks[3][0] - words["$4"]) < 1 and abs(marks[4][0] - words["11"]) < 1


def test_the_rulebooks_timor_sea_example_scores_black_9_white_2_and_blue_4() -> None:
    before, flown, scored = map(_state, rules.TIMOR_FRAMES)
    assert (_on(before, "S4"), _on(before, "S5"), _on(before, "S6")) == (
        (WHITE, 1),
        (BLUE, 2),
        (-1, 0),
    )
    assert "blue3" in _hand(before, BLACK)
    assert flown.planes[BLACK] == parse_region("TIM")
    timor = parse_region("TIM")
    assert scored.scorings == (Scoring(Source.CONSERVATION, timor, BLACK, (9, 2, 0, 4)),)


def test_the_rulebooks_south_west_example_scores_white_5_and_black_2() -> None:
    before, flown, scored = map(_state, rules.SOUTH_WEST_FRAMES)
    south_west = parse_region("SWA")
    assert before.tile_state[south_west] == TileState.FACE_UP and before.tiles[south_west] == 4
    assert _on(before, "C1") == (BLACK, 2) and "red3" in _hand(before, WHITE)
    assert flown.planes[WHITE] == south_west
    assert _on(scored, "C3") == (WHITE, 2)
    assert scored.scorings == (Scoring(Source.INDUSTRIALIZATION, south_west, WHITE, (2, 5, 0)),)


def test_the_windmill_stands_in_cape_york_and_a_green_3_fills_the_ranger_track() -> None:
    before, after = map(_state, rules.TRACK)
    assert (before.windmill, before.windmill_value) == (parse_region("CAP"), 2)
    assert (before.windmill_track, before.ranger_track) == (2, ())
    assert after.ranger_track == (BLACK, BLACK, BLACK)
    assert _numbers(_drawn(4, 1, 0)) == ["1", "2", "3"]


def test_the_stacks_figure_shows_four_stacks_and_the_map_names_regions_in_german() -> None:
    state = _state(rules.SECTIONS[5].figures[0].frames[0].position)
    assert len(state.stacks) == 4 and all(state.stacks)
    german = [str(args[2]) for _, args, _ in _drawn(3, 1, 0, "de").named("text")]
    assert "Südwesten" in german
    page = panels.rules(UI, Text("de"))
    assert "Südwesten" in page and "South West" not in page


def test_a_tile_turned_up_with_its_count_already_there_scores_for_the_one_who_flew() -> None:
    before, after = map(_state, rules.TURNED_UP_FRAMES)
    top_end = parse_region("TOP")
    assert before.tile_state[top_end] == TileState.FACE_DOWN and before.tiles[top_end] == 5
    assert (_on(before, "C9"), _on(before, "C10"), _on(before, "C5")) == (
        (WHITE, 3),
        (WHITE, 2),
        (-1, 0),
    )
    assert before.current_player == ORANGE
    assert after.scorings == (Scoring(Source.INDUSTRIALIZATION, top_end, ORANGE, (0, 5, 3)),)
