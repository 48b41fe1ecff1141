"""The rules summary ("How to play"): short sections, each shown with drawings.

A newcomer learns a game from pictures of it more than from paragraphs, so a board's
rules are sections (the goal, a turn, scoring, the end, variants), each with its words and
at least one figure. A figure is drawn by the board's own renderer from a real position:
a ``Position`` is a record (the setup and the moves played from it, in the game's
notation) that the engine replays, so a figure can only show what the rules allow, and a
figure whose record no longer plays is a failing test (``problems``), not a wrong page.
A figure with several frames is a worked example the reader steps through with
Previous and Next (``site/rules.js``), each frame with its own caption.

A section's words are one catalog entry: paragraphs split by blank lines, and lines that
start with "• " a list.

Plain Python with no browser imports: the HTML is built here and tested in CPython.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from html import escape

import pygames
from pygames.core import InvalidNotation, OptionValue, Say, State
from pygames.web.canvas import SvgCanvas
from pygames.web.text import Text

#: How a line of a section's words starts when it is an item of a list.
BULLET = "• "


@dataclass(frozen=True, slots=True)
class Position:
    """A real position, as a record: the game's setup and the moves played from it."""

    game_id: str
    moves: tuple[str, ...] = ()
    players: int = 2
    seed: int = 0
    #: The game's options, as (name, value) pairs.
    options: tuple[tuple[str, OptionValue], ...] = ()

    def then(self, *moves: str) -> Position:
        """The position after ``moves`` more (a worked example's next frame)."""
        return replace(self, moves=(*self.moves, *moves))

    def state(self) -> State:
        """The position, replayed through the engine (raising ``InvalidNotation`` or
        ``IllegalAction`` if the record does not play)."""
        return _replayed(self)


@cache
def _replayed(position: Position) -> State:
    game = pygames.get_game(position.game_id)
    options = dict(position.options) or None
    state = game.new_game(players=position.players, seed=position.seed, options=options)
    for move in position.moves:
        state = state.apply(state.parse_action(move))
    return state


@dataclass(frozen=True, slots=True)
class Frame:
    """One drawing of a figure: the position, how the board draws it (with whatever the
    figure points at: a ring, an arrow), and the caption under it. A drawing with words
    on it (a board's buttons, its card's title) is ``worded``: ``draw`` then gets the
    reader's language as ``language=``, so a German page shows German on the board."""

    caption: Say
    position: Position
    draw: Callable[..., None]
    worded: bool = False


@dataclass(frozen=True, slots=True)
class RuleFigure:
    """A drawing in the rules, on a ``width`` x ``height`` canvas (CSS px; it shrinks to a
    narrow screen's width). More than one frame: a worked example stepped through."""

    frames: tuple[Frame, ...]
    width: float = 260.0
    height: float = 180.0


@dataclass(frozen=True, slots=True)
class RuleSection:
    """One part of the rules: its title and words (catalog keys) and its figures."""

    title: str
    words: str
    figures: tuple[RuleFigure, ...]


def problems(sections: Sequence[RuleSection]) -> list[str]:
    """What is wrong with a board's rules: a section without a figure, a figure's record
    that does not replay through the engine. Empty when all is well."""
    found = []
    for section in sections:
        if not section.figures:
            found.append(f"{section.title}: no figure")
        for frame in (frame for figure in section.figures for frame in figure.frames):
            try:
                frame.position.state()
            except (InvalidNotation, pygames.IllegalAction) as error:
                found.append(f"{frame.caption.key}: the record does not play ({error})")
    return found


def html(sections: Sequence[RuleSection], text: Text) -> str:
    """The rules as HTML: a section per part, its words as paragraphs and lists, then its
    figures."""
    return "".join(_section(number, section, text) for number, section in enumerate(sections))


def _section(number: int, section: RuleSection, text: Text) -> str:
    figures = "".join(
        _figure(figure, f"r{number}f{index}-", text) for index, figure in enumerate(section.figures)
    )
    return (
        f'<section class="rule-section"><h3>{escape(text(section.title))}</h3>'
        f"{''.join(_blocks(text(section.words)))}{figures}</section>"
    )


def _blocks(words: str) -> Iterator[str]:
    """Paragraphs split by blank lines; a paragraph's lines starting with ``BULLET`` a list."""
    for block in words.split("\n\n"):
        lines = [line.strip() for line in block.strip().split("\n") if line.strip()]
        prose = [line for line in lines if not line.startswith(BULLET)]
        items = [line[len(BULLET) :] for line in lines if line.startswith(BULLET)]
        if prose:
            yield f"<p>{escape(' '.join(prose))}</p>"
        if items:
            yield "<ul>" + "".join(f"<li>{escape(item)}</li>" for item in items) + "</ul>"


def _figure(figure: RuleFigure, ids: str, text: Text) -> str:
    """A figure's frames, the first shown; several get Previous and Next."""
    count = len(figure.frames)
    frames = "".join(
        f'<div class="rule-frame" data-frame="{index}"{" hidden" if index else ""}>'
        f"{_svg(figure, index, f'{ids}{index}-', text.language)}"
        f'<p class="rule-caption">{escape(text.say(frame.caption))}</p></div>'
        for index, frame in enumerate(figure.frames)
    )
    steps = ""
    if count > 1:
        previous, following = text("app.rules.previous"), text("app.rules.next")
        steps = (
            '<div class="rule-steps">'
            f'<button type="button" data-step="-1" disabled>{escape(previous)}</button>'
            '<span class="rule-step" aria-live="polite">'
            f"{escape(text('app.rules.frame', shown=1, count=count))}</span>"
            f'<button type="button" data-step="1">{escape(following)}</button></div>'
        )
    return f'<figure class="rule-figure" data-frames="{count}">{frames}{steps}</figure>'


@cache
def _svg(figure: RuleFigure, index: int, ids: str, language: str) -> str:
    """Frame ``index`` drawn once as inline SVG (hidden from screen readers: the caption
    says it); ``ids`` keeps its gradients apart from other figures' on the page, and a
    ``worded`` frame is drawn in the page's ``language``."""
    frame = figure.frames[index]
    canvas = SvgCanvas(figure.width, figure.height, ids=ids)
    if frame.worded:
        frame.draw(canvas, frame.position.state(), language=language)
    else:
        frame.draw(canvas, frame.position.state())
    return canvas.to_svg().replace("<svg ", '<svg aria-hidden="true" ', 1)
