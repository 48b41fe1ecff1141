"""A board's still parts while a move is in motion (``Canvas.still``).

The browser keeps each still part as a picture on the first frame of a motion and shows
it again on the frames after, and on the first picture at rest, without drawing it. That
is only right if a still part looks the same at every progress of the motion and at rest
(or changes only with its key): checked
here for every board with motion, over the motions of seeded random games (the browser
canvas's side is ``test_browser_canvas``).
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest

import pygames
from pygames.core import State
from pygames.web.board_view import takes
from pygames.web.boards import BOARDS, board_for
from pygames.web.canvas import Call, Canvas, RecordingCanvas, SvgCanvas
from pygames.web.lens import Lens, LensCanvas
from pygames.web.motion import AT_REST
from pygames.web.ui import BoardUI
from tests.playouts import playout

T = TypeVar("T")

#: Progresses drawn of each motion: from the first frame's 0 to the picture at rest.
PROGRESSES = (0.0, 0.2, 0.45, 0.7, 0.999, AT_REST)


@dataclass
class PartsCanvas(RecordingCanvas):
    """Records the whole picture, and each still part apart: its key, shapes and value."""

    parts: list[tuple[object, list[Call], object]] = field(default_factory=list)

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        outer, self.calls = self.calls, []
        value = draw(self)
        shapes, self.calls = self.calls, outer
        self.calls.extend(shapes)
        self.parts.append((key, shapes, value))
        return value


def _extra(ui: BoardUI[Any], players: int) -> dict[str, Any]:
    """What the shell passes a board's ``draw`` beyond the position, of what it takes (see
    ``board_view.DRAW_OPTIONS``)."""
    given = {
        "language": "en",
        "seats": ("human",) * players,
        "focus": None,
        "clock": None,
    }
    extra = {name: value for name, value in given.items() if takes(ui, name)}
    return extra | {switch.name: switch.default for switch in ui.switches}


def _moving_states(game_id: str, seeds: range, plies: int, most: int) -> list[State]:
    """Up to ``most`` states of seeded random games whose last action is shown in motion."""
    motion, game = board_for(game_id).motion, pygames.get_game(game_id)
    assert motion is not None
    found = []
    for seed in seeds:
        choices = [(seed * 7919 + ply * 104729) % 1009 for ply in range(plies)]
        for state in playout(game, seed, choices, players=game.max_players):
            if motion(state) > 0:
                found.append(state)
    return found[:: max(1, len(found) // most)][:most]


@pytest.mark.parametrize("game_id", [g for g in BOARDS if board_for(g).motion is not None])
def test_a_still_part_looks_the_same_at_every_progress_of_a_motion(game_id: str) -> None:
    ui = board_for(game_id)
    states = _moving_states(game_id, range(1, 4), plies=120, most=12)
    for state in states:
        for interactive in (True, False):
            frames = []
            for progress in PROGRESSES:
                canvas = PartsCanvas(900, 640)
                options = {"progress": progress, **_extra(ui, state.players)}
                ui.draw(canvas, state, selected=None, interactive=interactive, **options)
                frames.append(canvas.parts)
            first = frames[0]
            for parts in frames[1:]:
                assert len(parts) == len(first), "still parts come in the same order"
                for (key, shapes, value), (key0, shapes0, value0) in zip(parts, first, strict=True):
                    if key == key0:
                        assert shapes == shapes0 and value == value0, (state, key)


@pytest.mark.parametrize("game_id", ["australia", "down-under", "offboard", "outback"])
def test_most_of_a_board_in_motion_is_drawn_as_still_parts(game_id: str) -> None:
    """These boards drew their whole table every frame (a late Down Under or Australia
    table's frames passed 50 ms in Pyodide in the first motion): now a frame draws little
    more than what moves (Outback's dice roll, so they are drawn every frame)."""
    ui = board_for(game_id)
    for state in _moving_states(game_id, range(1, 4), plies=60, most=4):
        canvas = PartsCanvas(900, 640)
        options = {"progress": 0.5, **_extra(ui, state.players)}
        ui.draw(canvas, state, selected=None, interactive=True, **options)
        kept = sum(len(shapes) for _, shapes, _ in canvas.parts)
        assert kept > 0.75 * len(canvas.calls), state


def circle_then_seven(canvas: Canvas) -> int:
    canvas.circle(10, 10, 5, fill="red")
    return 7


def test_canvases_without_frames_draw_a_still_part_at_once() -> None:
    recording, svg = RecordingCanvas(100, 100), SvgCanvas(100, 100)
    for canvas in (recording, svg):
        assert canvas.still(circle_then_seven) == 7
    assert recording.named("circle") and "<circle" in svg.to_svg()
    lens = Lens(10, 10, 2.0, (50, 50), 30)
    LensCanvas(recording, lens).still(lambda c: c.circle(10, 10, 5, fill="red"))
    magnified = ("circle", (50, 50, 10.0), {"fill": "red", "stroke": None, "width": 2.0})
    assert recording.calls[-1] == magnified
