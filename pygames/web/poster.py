"""Pictures of each game drawn at build time with the game's own renderer (no browser)."""

import pygames
from pygames.web.boards import board_for
from pygames.web.canvas import SvgCanvas

POSTER_SIZE = 480


def render_svg(game_id: str) -> str:
    """Return an SVG picture of the game's start position."""
    game = pygames.get_game(game_id)
    canvas = SvgCanvas(POSTER_SIZE, POSTER_SIZE)
    board_for(game_id).poster(canvas, game.new_game(seed=0))
    return canvas.to_svg()
