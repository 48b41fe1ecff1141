"""Words that name places as the board shows them (issue 28, item 4).

Over seeded random games of each game, in every language, no sentence a player
reads contains a token of the moves' notation (a cell ``C3``, a location ``C7``, a
card ``orange2``, a region code ``KIM``), unless the board draws that token in the
picture the sentence is shown beside. The sentences read are the log's and the
move list's description of each legal move, the hint's words, the engine's reason
for refusing moves legal elsewhere in the game, and, after a tap on places of the
board, the status line, the buttons and the note the tap shows.

A game is checked by adding a ``Played`` entry to ``GAMES``: how its notation's
tokens are told from plain words, and the setups to play.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from pygames import get_game
from pygames.core import Action, IllegalAction, Say, State
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.hints import Hint, hint_words
from pygames.web.text import LANGUAGES, Text
from pygames.web.ui import BoardUI

#: How many plies each game is played, and every how many a position is read.
PLIES, EVERY = 80, 3
#: How many legal moves are described, moves refused and places tapped per position read.
DESCRIBED, REFUSED, TAPPED = 12, 8, 6


def split_notation(pattern: str) -> Callable[[Action], set[str]]:
    """The tokens of an action's notation: its parts split at ``pattern``, those that are
    not a word of a sentence (a verb such as ``play``, a count such as ``2``)."""

    def tokens(action: Action) -> set[str]:
        return {part for part in re.split(pattern, str(action)) if _is_token(part)}

    return tokens


def _is_token(part: str) -> bool:
    """A code, not a word: a name with a digit (``C7``, ``orange2``, ``1,0``), or capitals
    (``KIM``, ``NE``)."""
    has_digit = any(c.isdigit() for c in part) and not part.isdigit()
    return has_digit or (part.isalpha() and part.isupper())


@dataclass(frozen=True)
class Played:
    """A game to check: ``tokens(action)``, and the setups played, as ``new_game``'s
    keywords."""

    game_id: str
    tokens: Callable[[Action], set[str]]
    setups: tuple[Mapping[str, Any], ...] = field(default=({},))


GAMES = (
    Played(
        "australia",
        # play red4$ C20x2 track2, back S2x1, move C4 C7, fly KIM, draw orange1
        split_notation(r"[\s$]+|x(?=\d+$)"),
        (
            {"players": 2},
            {"players": 3, "options": {"full_game": False}},
            {"players": 5},
        ),
    ),
    Played(
        "down-under",
        # curve -1,1 SW, emu straight 0,0 NS, billabong 3,1, turn 1,0 SE
        split_notation(r"\s+"),
        (
            {"players": 2},
            {"players": 3, "options": {"special_scoring": True}},
            {"players": 2, "options": {"two_paths": "both"}},
            {"players": 4, "options": {"one_open_end": True}},
        ),
    ),
    Played(
        "offboard",
        # C3>NE, @E5, x, pass
        split_notation(r"[\s>@]+"),
    ),
)


@dataclass
class Reading:
    """The sentences read beside one picture of the board, and the texts it draws."""

    state: State
    drawn: set[str]
    sentences: list[tuple[str, Say]] = field(default_factory=list)

    def add(self, what: str, said: Say | None) -> None:
        if said is not None:
            self.sentences.append((what, said))


def readings(played: Played, setup: Mapping[str, Any], seed: int) -> Iterator[Reading]:
    """Every ``EVERY``-th position of a random game, with what a player reads there."""
    game, ui = get_game(played.game_id), board_for(played.game_id)
    rng = random.Random(seed)
    state = game.new_game(seed=seed, **setup)
    seen: list[Action] = []
    for ply in range(PLIES):
        if state.is_over():
            break
        legal = state.legal_actions()
        seen.extend(rng.sample(legal, min(len(legal), 4)))
        chosen = rng.choice(legal)
        if ply % EVERY == 0:
            yield from _read(ui, state, legal, chosen, seen, rng)
        state = state.apply(chosen)


def _read(
    ui: BoardUI[Any],
    state: State,
    legal: Sequence[Action],
    chosen: Action,
    seen: list[Action],
    rng: random.Random,
) -> Iterator[Reading]:
    """The sentences about the moves of ``state``, and what its board shows and says."""
    reading = Reading(state, set())
    for action in rng.sample(legal, min(len(legal), DESCRIBED)):
        reading.add(f"describe {action}", state.describe(action))
    for said in hint_words(ui, Hint(state, chosen)):
        reading.add(f"hint {chosen}", said)
    refused = [action for action in set(seen) if action not in legal]
    for action in rng.sample(refused, min(len(refused), REFUSED)):
        reading.add(f"refuse {action}", _refusal(state, action))
    yield from _tapped(ui, state, reading, rng)


def _refusal(state: State, action: Action) -> Say:
    """The engine's reason for refusing ``action``, as the page says it."""
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    return refused.value.reason


def _tapped(
    ui: BoardUI[Any], state: State, reading: Reading, rng: random.Random
) -> Iterator[Reading]:
    """The board as drawn with nothing picked, then after a tap on a few of its places."""
    selection = None
    taps: list[Any] = [None]
    for step in range(TAPPED + 1):
        canvas = RecordingCanvas(1000, 800)
        hits = ui.draw(canvas, state, selected=selection, interactive=True)
        reading.drawn |= {word for call in canvas.named("text") for word in call[1][2].split()}
        reading.add("status", ui.prompt(state, selection))
        for button in ui.offered(state, selection):
            reading.add("button", button.label)
        if step == TAPPED or not hits:
            break
        taps.append(rng.choice(hits).key)
        tap = ui.tap(state, selection, taps[-1])
        reading.add(f"tap {taps[-1]}", tap.message)
        if not tap.played():
            selection = tap.selection
    yield reading


def _uses(sentence: str, token: str) -> bool:
    """Whether ``sentence`` has ``token`` as a word of its own (not inside another)."""
    return re.search(rf"(?<![\w,\-−]){re.escape(token)}(?![\w,])", sentence) is not None


CASES = [
    pytest.param(played, setup, id=f"{played.game_id}-{index}")
    for played in GAMES
    for index, setup in enumerate(played.setups)
]


@pytest.mark.parametrize(("played", "setup"), CASES)
def test_no_sentence_names_a_place_by_notation_the_board_does_not_draw(
    played: Played, setup: Mapping[str, Any]
) -> None:
    texts = {language: Text(language) for language in LANGUAGES}
    tokens: set[str] = set()
    found: dict[str, None] = {}  # each sentence once, in the order found
    for seed in (1, 2):
        for reading in readings(played, setup, seed):
            tokens |= {t for a in reading.state.legal_actions() for t in played.tokens(a)}
            hidden = tokens - reading.drawn
            for what, said in reading.sentences:
                for language, text in texts.items():
                    sentence = text.say(said)
                    named = sorted(t for t in hidden if _uses(sentence, t))
                    if named:
                        found[f"{language} {what}: {sentence!r} names {named}"] = None
    assert not found, "\n".join(list(found)[:20])
