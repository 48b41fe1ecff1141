"""Each board's posters come in its two shapes: the embed page shows one in the box the
board then takes, so a poster letterboxed in another shape would move on Play."""

import re

import pytest

import pygames
from pygames.web.boards import BOARDS, board_for
from pygames.web.poster import POSTER_SIZE, Poster, default_players, pictured, posters, render_svg
from pygames.web.text import Say, Text


@pytest.mark.parametrize("game_id", sorted(BOARDS))
def test_a_poster_is_drawn_in_the_boards_shape_its_longer_side_the_poster_size(
    game_id: str,
) -> None:
    ui = board_for(game_id)
    for aspect in (ui.aspect, ui.narrow_aspect):
        svg = render_svg(game_id, aspect)
        found = re.match(r'<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
        assert found is not None
        width, height = float(found[1]), float(found[2])
        assert width / height == pytest.approx(aspect, rel=0.002)
        assert max(width, height) == POSTER_SIZE


#: Words on Out of Mine!'s poster: its first round of seven.
ROUND_ONE = Say.of("out-of-mine.board.round", round=1, rounds=7)


def test_a_poster_with_words_is_drawn_in_each_language_and_one_without_in_all_alike() -> None:
    english = render_svg("out-of-mine")
    for language in ("de", "fr", "nl"):
        translated = render_svg("out-of-mine", language=language)
        assert Text(language).say(ROUND_ONE) in translated
        assert Text("en").say(ROUND_ONE) not in translated
        assert translated != english
    assert render_svg("offboard", language="de") == render_svg("offboard")


def test_an_embed_has_a_poster_for_every_player_count_and_each_option_changing_the_table() -> None:
    outback = pygames.get_game("outback")
    drawn = {poster.name for poster in posters(outback)}
    assert {"2p", "3p", "4p", "2p-variant-plus", "3p-variant-plus", "4p-variant-plus"} == drawn
    # Outback Plus lays out another table; when the game ends leaves it as it looks.
    assert pictured(outback) == [("variant", "plus")]
    pictures = {render_svg("outback", poster=Poster(count)) for count in (2, 3, 4)}
    assert len(pictures) == 3


def test_a_poster_shows_a_fresh_page_s_game_by_default_two_players() -> None:
    """Out of Mine! can be played alone, but a page starts it with two seats, as every game."""
    game = pygames.get_game("out-of-mine")
    assert default_players(game) == 2
    assert render_svg("out-of-mine") == render_svg("out-of-mine", poster=Poster(2))
