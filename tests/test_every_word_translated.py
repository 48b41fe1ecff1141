"""Every word a player reads follows the page's language: a stretch of each board played
on a stand-in page in German, French and Dutch, then played on to its end, leaves no
English in the panels, the log, the screen reader's announcements, the end screen or the
words drawn on the board.

English is looked for by words that none of the other three languages use on their own;
notation (``<code class="notation">``, shown muted beside a log entry) is left out, since
it is the same in every language by design.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import pygames
from pygames.web.app import App
from pygames.web.board_view import BoardView
from pygames.web.boards import BOARDS, board_for
from pygames.web.match import Match
from pygames.web.opening import Opening
from pygames.web.page_view import PageView
from pygames.web.parts import assemble
from pygames.web.settings import Settings
from pygames.web.text import Text
from tests.stand_in_page import Document, PageCanvas, Show, Storage

SIZE = (600.0, 500.0)
#: Words English sentences are made of and German, French and Dutch sentences are not.
ENGLISH = re.compile(
    r"\b(the|and|you|your|with|takes|plays|wins|turn|player|moves?)\b", re.IGNORECASE
)
NOTATION = re.compile(r'<code class="notation">.*?</code>', re.DOTALL)
TAG = re.compile(r"<[^>]+>")
#: Random moves played per board: enough for every panel, the log and a few rounds' words.
PLIES = 40


def english_in(text: str) -> list[str]:
    """The English words in ``text``, markup and notation left out."""
    words = html.unescape(TAG.sub(" ", NOTATION.sub(" ", text)))
    return ENGLISH.findall(words)


def page_text(document: Document, canvas: PageCanvas) -> str:
    """Everything the page shows or announces: each element's text and markup, and the
    words drawn on the board."""
    shown = [f"{element.textContent} {element.innerHTML}" for element in document.elements.values()]
    drawn = [str(args[2]) for _, args, _ in canvas.named("text")]
    return "\n".join(shown + drawn)


def english_seen(game_id: str, language: str) -> dict[str, list[str]]:
    """The English words the page shows in ``language`` after each of a stretch of random
    moves (every seat a person), by the move's notation."""
    game, ui = pygames.get_game(game_id), board_for(game_id)
    match = Match.start(game, ("human",) * game.min_players, seed=7)
    document, canvas = Document(), PageCanvas(*SIZE)
    app = assemble(
        ui,
        Opening(match),
        view=PageView(ui, document, Text(language)),
        board=BoardView(ui, canvas, document["board"]),
        show=Show().attach,
        storage=Storage(),
        save_key=f"pygames:v1:save:{game_id}",
        settings=Settings(offered=frozenset(BOARDS)),
        emit=lambda _event, _detail: None,
        now=lambda: 0.0,
        today=lambda: (2026, 11, 27),
        first_hint_ahead=False,
    )
    app.start()
    app.board_seen()
    rng = random.Random(7)
    found: dict[str, list[str]] = {}
    for _ in range(PLIES):
        state = app.match.state
        if state.is_over():
            break
        app.play(rng.choice(state.legal_actions()))
        app.screen.render()
        words = english_in(page_text(document, canvas))
        if words:
            found[str(app.match.state.actions()[-1])] = words
    assert _ended(app, rng)
    if words := english_in(page_text(document, canvas)):
        found["the end screen"] = words
    return found


def _ended(app: App, rng: random.Random) -> bool:
    """Play the game on to its end in the engine and show it as the person's game against
    the computer: the end screen, its headline ("You lose") and every score's parts."""
    state = app.match.state
    while not state.is_over():
        state = state.apply(rng.choice(state.legal_actions()))
    seats = ("human", *("ai:easy",) * (state.players - 1))
    app.new_match(Match(state, seats))
    app.screen.render()
    return bool(app.view.document["end-title"].textContent)


@pytest.mark.parametrize("language", ["de", "fr", "nl"])
@pytest.mark.parametrize("game_id", list(BOARDS))
def test_a_stretch_of_play_shows_no_english(game_id: str, language: str) -> None:
    assert english_seen(game_id, language) == {}


@pytest.mark.parametrize("game_id", list(BOARDS))
def test_the_check_finds_english_where_there_is_some(game_id: str) -> None:
    found = english_seen(game_id, "en")
    assert len(found) > 1 and "the end screen" in found
