"""Pictures of each game drawn at build time with the game's own renderer (no browser)."""

import random

import pygames
from pygames.web.boards import board_for
from pygames.web.canvas import SvgCanvas

POSTER_SIZE = 480


def render_svg(game_id: str) -> str:
    """Return an SVG picture of the game: its start, or a few seeded moves in (``poster_plies``)."""
    ui = board_for(game_id)
    state = pygames.get_game(game_id).new_game(seed=0)
    choices = random.Random(0)
    for _ in range(ui.poster_plies):
        if state.is_over():
            break
        state = state.apply(choices.choice(state.legal_actions()))
    canvas = SvgCanvas(POSTER_SIZE, POSTER_SIZE)
    ui.poster(canvas, state)
    return canvas.to_svg()
