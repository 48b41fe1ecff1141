"""Pictures of each game drawn at build time with the game's own renderer (no browser).

A game has a square poster (the gallery's cards, oEmbed's thumbnail) and posters in its
board's shape beside the panel and above it (``aspect``, ``narrow_aspect``): the embed
page shows one in the very box the board will take, so pressing Play moves nothing.

An embed's poster shows the game its address starts, chosen in the page before Python
runs (``site/boot.js``) from the pictures drawn here (``posters``): one per player count
the game allows, and, for each count, one per value of an option that changes the table
before anyone moves (Outback Plus, Australia's short game, Down Under's two paths,
Out of Mine!'s elves). Every combination cannot be drawn ahead (Down Under's options
alone make 540), and most options (the area's size, a penalty tile, when the game ends)
leave the table as it looks; an address with one such option changed, or two, shows the
picture of its player count, with its first pictured option if it names one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames.core import Game, OptionValue, State
from pygames.web.board_view import takes
from pygames.web.boards import board_for
from pygames.web.canvas import Canvas, SvgCanvas
from pygames.web.match import DEFAULT_SEATS
from pygames.web.newgame import accepts
from pygames.web.text import DEFAULT_LANGUAGE
from pygames.web.ui import BoardUI

#: The longer side of a poster.
POSTER_SIZE = 480


@dataclass(frozen=True, slots=True)
class Poster:
    """A game as an address starts it: how many play, and the options not at their default."""

    players: int
    options: Mapping[str, OptionValue] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The picture's part of a poster's file name: ``3p``, ``3p-variant-plus``.

        >>> Poster(3, {"variant": "plus"}).name, Poster(2, {"full_game": False}).name
        ('3p-variant-plus', '2p-full_game-false')
        """
        return "-".join([f"{self.players}p", *(f"{k}-{word(v)}" for k, v in self.options.items())])


def word(value: OptionValue) -> str:
    """An option's value as an address writes it (case aside, as ``launch`` reads it)."""
    return str(value).lower()


def default_players(game: Game) -> int:
    """The player count of a fresh page's game: its default seats, within the game's range."""
    return max(game.min_players, min(game.max_players, len(DEFAULT_SEATS)))


def posters(game: Game) -> list[Poster]:
    """Every picture an embed of ``game`` may show: each player count as the game opens by
    default, and with each value of an option that changes its table (``pictured``)."""
    counts = range(game.min_players, game.max_players + 1)
    plain = [Poster(count) for count in counts]
    changed = [
        Poster(count, {name: value})
        for name, value in pictured(game)
        for count in counts
        if accepts(game, count, {name: value})
    ]
    return plain + changed


def pictured(game: Game) -> list[tuple[str, OptionValue]]:
    """The option values (each alone) that change how ``game``'s table looks before anyone
    moves, in either of the board's shapes."""
    ui = board_for(game.id)
    players = default_players(game)
    found = []
    for option in game.options:
        for value in option.choices:
            if value == option.default or not accepts(game, players, {option.name: value}):
                continue
            start, changed = Poster(players), Poster(players, {option.name: value})
            if any(
                _svg(game, aspect, start, plies=0) != _svg(game, aspect, changed, plies=0)
                for aspect in (ui.aspect, ui.narrow_aspect)
            ):
                found.append((option.name, value))
    return found


def render_svg(
    game_id: str,
    aspect: float = 1.0,
    language: str = DEFAULT_LANGUAGE,
    poster: Poster | None = None,
) -> str:
    """Return an SVG picture of the game, ``aspect`` (width / height) in shape: ``poster``'s
    game (by default, a fresh page's) a few seeded moves in (``poster_plies``), any words on
    it in ``language``."""
    game = pygames.get_game(game_id)
    chosen = poster if poster is not None else Poster(default_players(game))
    return _svg(game, aspect, chosen, board_for(game_id).poster_plies, language)


def _svg(
    game: Game, aspect: float, poster: Poster, plies: int, language: str = DEFAULT_LANGUAGE
) -> str:
    state = game.new_game(players=poster.players, seed=0, options=poster.options)
    choices = random.Random(0)
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(choices.choice(state.legal_actions()))
    width, height = POSTER_SIZE * min(aspect, 1.0), POSTER_SIZE * min(1 / aspect, 1.0)
    canvas = SvgCanvas(round(width, 1), round(height, 1))
    draw_poster(board_for(game.id), canvas, state, language)
    return canvas.to_svg()


def draw_poster(
    ui: BoardUI[Any], canvas: Canvas, state: State, language: str = DEFAULT_LANGUAGE
) -> None:
    """Draw ``state`` as the picture shown before a game starts (gallery, loading), in
    ``language`` if the board writes words."""
    words = {"language": language} if takes(ui, "language") else {}
    ui.draw(canvas, state, selected=None, interactive=False, **words)
