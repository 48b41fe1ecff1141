"""Pictures of each game drawn at build time with the game's own renderer (no browser).

A game has a square poster (the gallery's cards, oEmbed's thumbnail) and one of its
board's shape beside the panel and above it (``aspect``, ``narrow_aspect``): the embed
page shows that one in the very box the board will take, so pressing Play moves nothing.
"""

import random

import pygames
from pygames.web.boards import board_for
from pygames.web.canvas import SvgCanvas
from pygames.web.text import DEFAULT_LANGUAGE

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
    ui.poster(canvas, state, language)
    return canvas.to_svg()
