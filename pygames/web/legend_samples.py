"""Where a board draws each kind of mark of its legend: drawings of sample positions.

Seeded random games of the board's game, for the fewest and most players and each option
set its legend names (``Legend.options``), a position every few plies, then the positions
built for marks random games seldom reach (``Legend.built``); each drawn at rest and after
a tap on some of its places (a piece picked, a card in hand: the selections a person
makes). The test that every kind is drawn, and only the legend's, walks them all; the
"What's on the board" list's pictures (``legend_icons``) are the first area of each kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import pygames
from pygames.core import State
from pygames.web.board_view import takes
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.text import DEFAULT_LANGUAGE
from pygames.web.ui import BoardUI

C = TypeVar("C", bound=Canvas)

#: Plies played in each game (its end, if sooner), and every how many a position is drawn.
PLIES = 150
EVERY = 12
SEEDS = (1, 2)
#: The canvas sizes taken in turn: a wide page's board and a phone's.
SIZES = ((900.0, 640.0), (390.0, 700.0))
#: About how many of a position's places are tapped for the selections they make.
TAPS = 12


@dataclass(frozen=True, slots=True)
class Sample:
    """One interactive drawing: a position, what is selected in it, the canvas's size."""

    state: State
    selected: object
    size: tuple[float, float]

    def draw(self, ui: BoardUI[Any], canvas: Canvas, language: str = DEFAULT_LANGUAGE) -> list[Hit]:
        """Draw it on ``canvas`` (of ``size``) as the page does, in ``language``."""
        return ui.draw(
            canvas,
            self.state,
            selected=self.selected,
            interactive=True,
            **draw_options(ui, self.state.players, language),
        )


def draw_options(
    ui: BoardUI[Any], players: int, language: str = DEFAULT_LANGUAGE
) -> dict[str, Any]:
    """What the shell passes a board's ``draw`` beyond the position, of what it takes."""
    given = {"language": language, "seats": ("human",) * players, "focus": None, "clock": None}
    extra = {name: value for name, value in given.items() if takes(ui, name)}
    return extra | {switch.name: switch.default for switch in ui.switches}


def positions(ui: BoardUI[Any]) -> Iterator[State]:
    """The sample positions of ``ui``'s game (see the module's docstring)."""
    assert ui.legend is not None, f"{ui.game_id} has no legend"
    game = pygames.get_game(ui.game_id)
    for options in ui.legend.options:
        for players in sorted({game.min_players, game.max_players}):
            for seed in SEEDS:
                state = game.new_game(players=players, seed=seed, options=options)
                rng = random.Random(seed)
                for ply in range(PLIES):
                    actions = state.legal_actions()
                    if not actions:
                        break
                    if ply % EVERY == 0:
                        yield state
                    state = state.apply(rng.choice(actions))
                yield state
    yield from ui.legend.built()


def samples(ui: BoardUI[Any], canvas: Callable[[float, float], C]) -> Iterator[tuple[Sample, C]]:
    """Each sample drawing of ``ui``, drawn on a new ``canvas(width, height)``: each
    position at rest, then after a tap on about ``TAPS`` of its places that select."""
    for index, state in enumerate(positions(ui)):
        size = SIZES[index % len(SIZES)]
        at_rest = Sample(state, None, size)
        drawn = canvas(*size)
        hits = at_rest.draw(ui, drawn)
        yield at_rest, drawn
        if state.is_over() or state.current_player is None:
            continue
        for hit in hits[:: max(1, len(hits) // TAPS)]:
            tap = ui.tap(state, None, hit.key, **_timing(ui))
            if tap.selection is not None:
                picked = Sample(state, tap.selection, size)
                drawn = canvas(*size)
                picked.draw(ui, drawn)
                yield picked, drawn


def _timing(ui: BoardUI[Any]) -> Mapping[str, Any]:
    """A real-time board's tap is told the clock."""
    return {"clock": 0.0} if ui.realtime is not None else {}
