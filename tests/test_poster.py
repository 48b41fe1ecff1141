"""Each board's posters come in its two shapes: the embed page shows one in the box the
board then takes, so a poster letterboxed in another shape would move on Play."""

import re

import pytest

from pygames.web.boards import BOARDS, board_for
from pygames.web.poster import POSTER_SIZE, render_svg


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_a_poster_is_drawn_in_the_boards_shape_its_longer_side_the_poster_size(game_id):
    ui = board_for(game_id)
    for aspect in (ui.aspect, ui.narrow_aspect):
        svg = render_svg(game_id, aspect)
        found = re.match(r'<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
        assert found is not None
        width, height = float(found[1]), float(found[2])
        assert width / height == pytest.approx(aspect, rel=0.002)
        assert max(width, height) == POSTER_SIZE
