"""Pictures of each game drawn at build time with the game's own renderer (no browser).

A game has a square poster (the gallery's cards, oEmbed's thumbnail) and one of its
board's shape beside the panel and above it (``aspect``, ``narrow_aspect``): the embed
page shows that one in the very box the board will take, so pressing Play moves nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pygames
from pygames.core import State
from pygames.web.board_view import takes
from pygames.web.boards import board_for
from pygames.web.canvas import Canvas, SvgCanvas
from pygames.web.text import DEFAULT_LANGUAGE
from pygames.web.ui import BoardUI

#: The longer side of a poster.
POSTER_SIZE = 480


def render_svg(game_id: str, aspect: float = 1.0, language: str = DEFAULT_LANGUAGE) -> str:
    """Return an SVG picture of the game, ``aspect`` (width / height) in shape: its start,
    or a few seeded moves in (``poster_plies``), any words on it in ``language``."""
    ui = board_for(game_id)
    state = pygames.get_game(game_id).new_game(seed=0)
    choices = random.Random(0)
    for _ in range(ui.poster_plies):
        if state.is_over():
            break
        state = state.apply(choices.choice(state.legal_actions()))
    width, height = POSTER_SIZE * min(aspect, 1.0), POSTER_SIZE * min(1 / aspect, 1.0)
    canvas = SvgCanvas(round(width, 1), round(height, 1))
    draw_poster(ui, canvas, state, language)
    return canvas.to_svg()


def draw_poster(
    ui: BoardUI[Any], canvas: Canvas, state: State, language: str = DEFAULT_LANGUAGE
) -> None:
    """Draw ``state`` as the picture shown before a game starts (gallery, loading), in
    ``language`` if the board writes words."""
    words = {"language": language} if takes(ui, "language") else {}
    ui.draw(canvas, state, selected=None, interactive=False, **words)
