"""Outback's and Out of Mine!'s words name places as their boards show them (issue 28, item 4).

Neither board draws the names notation gives its places: Outback draws each row's number
beside it, never a hex's name (``4c``); Out of Mine!'s gallery draws no cell names
(``d3``). So in random games, in every language, no sentence a player reads about a move
(its description, the refusal of each illegal variant of it, the board's answer to a tap
there, the hint's words, the prompt and buttons while it is being chosen) holds a token of
that move's notation that names a place; nor do the end screen's and a round's words.
Where such a sentence speaks of a place, ``words.spoken_place`` gives the board's hit key
for it, a key the board draws, so the board can mark it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Iterable, Iterator, Mapping

import pytest

from pygames import IllegalAction, get_game
from pygames.core import Action, OptionValue, Say, State
from pygames.core.say import LANGUAGES
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Change, Flip, Move, Put, Take, Turn
from pygames.games.out_of_mine.shapes import CELL_COUNT, SHAPES, kinds
from pygames.games.outback import OutbackState
from pygames.games.outback.actions import Block, Place
from pygames.games.outback.components import ANIMALS
from pygames.web import out_of_mine as out_of_mine_web
from pygames.web import outback as outback_web
from pygames.web.canvas import RecordingCanvas
from pygames.web.out_of_mine import hinting
from pygames.web.out_of_mine import render as out_of_mine_render
from pygames.web.out_of_mine import words as out_of_mine_words
from pygames.web.outback import render as outback_render
from pygames.web.outback import words as outback_words
from pygames.web.outback.selection import Pick
from pygames.web.text import Text
from tests.playouts import each, playout

TEXTS = [Text(language) for language in LANGUAGES]
#: The tokens of a move's notation that name a place: a hex (row and letter), a cell
#: (column letter and row). Neither board draws one.
OUTBACK_PLACE = re.compile(r"[1-9][a-d]")
OUT_OF_MINE_PLACE = re.compile(r"[a-h][1-6]")


def place_tokens(action: Action, place: re.Pattern[str]) -> set[str]:
    """The tokens of ``action``'s notation that name a place."""
    return {token for token in str(action).split() if place.fullmatch(token)}


def unplaced(sentences: Iterable[Say], tokens: set[str], about: object) -> None:
    """Every sentence in every language is free of ``tokens`` (as whole words)."""
    for sentence in sentences:
        for text in TEXTS:
            said = text.say(sentence)
            for token in tokens:
                found = re.search(rf"(?<![\w-]){token}(?![\w-])", said, re.IGNORECASE)
                assert found is None, (text.language, about, token, said)


def refusal(state: State, action: Action) -> Say:
    """The engine's reason for refusing ``action`` in ``state``."""
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    return refused.value.reason


def ending(state: State) -> list[Say]:
    """The end screen's words: why the game ended, and every score's parts."""
    outcome = state.outcome()
    assert outcome is not None
    parts = [label for score in state.scores() for label, _ in score.parts]
    return [outcome.reason.say, *parts]


def hex_keys(state: OutbackState) -> set[Hashable]:
    """The hit keys the Outback board draws for ``state``: the large landscape's hexes."""
    return {hit.key for hit in outback_render.draw(RecordingCanvas(1280, 800), state)}


def cell_keys(state: OutOfMineState) -> set[Hashable]:
    """The hit keys the Out of Mine! board draws for ``state`` in the race: the gallery's
    cells and the tray."""
    canvas = RecordingCanvas(1280, 800)
    return {hit.key for hit in out_of_mine_render.draw(canvas, state, interactive=True, clock=1.0)}


# -- Outback ------------------------------------------------------------------

OUTBACK = get_game("outback")
OUTBACK_GAMES: list[tuple[int, int, Mapping[str, OptionValue]]] = [
    (11, 2, {}),
    (12, 3, {"variant": "plus", "penalty": "B"}),
    (13, 4, {"end": "all-complete", "variant": "plus", "plus_tiles": "five"}),
]


def outback_game(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> Iterator[OutbackState]:
    """Every state of a seeded random Outback game."""
    rng = random.Random(seed)
    choices = (rng.randrange(1 << 30) for _ in range(500))
    return each(OutbackState, playout(OUTBACK, seed, choices, players=players, options=options))


def outback_variants(action: Place | Block) -> list[Action]:
    """The action on every hex a notation can name, and each animal on its own hex: most of
    them refused, for every reason a hex can be."""
    animals = [action.animal] if isinstance(action, Place) else list(ANIMALS)
    return [
        *(Place(animal, action.row, action.column) for animal in ANIMALS),
        *(
            Place(animal, row, column)
            for animal in animals
            for row in range(1, 9)
            for column in range(4)
        ),
        *(Block(row, column) for row in range(1, 9) for column in range(4)),
    ]


@pytest.mark.parametrize("seed, players, options", OUTBACK_GAMES)
def test_outback_names_no_hex_by_notation(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    ui = outback_web.UI
    for number, state in enumerate(outback_game(seed, players, options)):
        if state.is_over():
            unplaced(ending(state), _all_hex_names(), "the end")
            break
        legal = state.legal_actions()
        unplaced([ui.prompt(state, None)], _all_hex_names(), "prompt")
        # The hint's note weighs the odds of a keep: slow, so for one hinted action a state.
        note = outback_words.hint_note(state, random.Random(number).choice(legal))
        unplaced([note] if note is not None else [], _all_hex_names(), "hint")
        for action in legal:
            tokens = place_tokens(action, OUTBACK_PLACE)
            unplaced([state.describe(action)], tokens, action)
            if not isinstance(action, Place | Block):
                continue
            hex_ = state.layout.hex_at(action.row, action.column)
            picked = Pick(hex=hex_)
            chosen = [ui.prompt(state, picked)]
            chosen += [button.label for button in ui.offered(state, picked)]
            if isinstance(action, Place):
                chosen.append(ui.prompt(state, Pick(animal=action.animal)))
            tap = ui.tap(state, None, ("hex", hex_)).message
            chosen += [tap] if isinstance(tap, Say) else []
            unplaced(chosen, tokens, action)
            if number % 4:
                continue
            for variant in outback_variants(action):
                if variant not in legal:
                    unplaced(
                        [refusal(state, variant)], place_tokens(variant, OUTBACK_PLACE), variant
                    )


#: The refusals that speak of the hex the action names.
HEX_REFUSALS = {"outback.refusal.hex_taken", "outback.refusal.hex_blocked"}


@pytest.mark.parametrize("seed, players, options", OUTBACK_GAMES)
def test_outback_words_give_the_board_the_hex_they_speak_of(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    spoke = 0
    for number, state in enumerate(outback_game(seed, players, options)):
        if state.is_over() or number % 4:
            continue
        legal = state.legal_actions()
        drawn = hex_keys(state)
        for action in legal:
            place = outback_words.spoken_place(state, action)
            if not isinstance(action, Place | Block):
                assert place is None
                continue
            assert place == ("hex", state.layout.hex_at(action.row, action.column))
            assert place in drawn
            for variant in outback_variants(action):
                if variant in legal:
                    continue
                place = outback_words.spoken_place(state, variant)
                reason = refusal(state, variant).key
                assert (place is not None) == (reason in HEX_REFUSALS), (variant, reason)
                assert place is None or place in drawn
                spoke += place is not None
    assert spoke, "some refusal speaks of a hex on the board"


def _all_hex_names() -> set[str]:
    return {f"{row}{letter}" for row in range(1, 9) for letter in "abcd"}


# -- Out of Mine! ------------------------------------------------------------------

OUT_OF_MINE = get_game("out-of-mine")
OUT_OF_MINE_GAMES: list[tuple[int, int, Mapping[str, OptionValue]]] = [
    (21, 2, {"elves": True}),
    (22, 3, {"mode": "hot-seat", "finds": True}),
    (23, 1, {"elves": True, "finds": True}),
    (24, 4, {}),
]


def out_of_mine_game(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> Iterator[OutOfMineState]:
    """Every state of a seeded random Out of Mine! game, cut short."""
    rng = random.Random(seed)
    choices = (rng.randrange(1 << 30) for _ in range(700))
    return each(
        OutOfMineState, playout(OUT_OF_MINE, seed, choices, players=players, options=options)
    )


def out_of_mine_variants(state: OutOfMineState, action: Change, rng: random.Random) -> list[Action]:
    """Changes like ``action`` on other cells (most of them refused): the same crystal laid
    anywhere, and the tiles on the board moved, turned, flipped and taken anywhere."""
    player = state.current_player
    assert player is not None
    cells = rng.sample(range(CELL_COUNT), 8)
    tried: list[Action] = []
    if isinstance(action, Put):
        turns = len(SHAPES[action.kind.shape].orientations)
        tried += [Put(action.kind, cell, rng.randrange(turns)) for cell in cells]
    for tile in state.timelines[player].board:
        tried += [Move(tile.anchor, cell) for cell in cells]
    tried += [kind(cell) for kind in (Turn, Flip, Take) for cell in cells]
    return tried


@pytest.mark.parametrize("seed, players, options", OUT_OF_MINE_GAMES)
def test_out_of_mine_names_no_cell(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    ui = out_of_mine_web.UI
    rng = random.Random(seed)
    for number, state in enumerate(out_of_mine_game(seed, players, options)):
        unplaced([line.say for line in ui.caused(state)], _all_cell_names(), "aftermath")
        if state.is_over():
            unplaced(ending(state), _all_cell_names(), "the end")
            for result in state.results:
                for round_score in result.scores:
                    unplaced([label for label, _ in round_score.parts], _all_cell_names(), "round")
            break
        unplaced([ui.prompt(state, None)], _all_cell_names(), "prompt")
        if state.phase is not Phase.PLAY or number % 3:
            continue
        legal = state.legal_actions()
        for action in legal:
            tokens = place_tokens(action, OUT_OF_MINE_PLACE)
            sentences = [state.describe(action)]
            hinted = hinting.shown(state, action)
            if hinted is not None:
                sentences += [hinted.said, ui.prompt(state, hinted.selection)]
            unplaced(sentences, tokens, action)
        wanted = [action for action in legal if isinstance(action, Change)]
        for action in rng.sample(wanted, min(2, len(wanted))):
            for variant in out_of_mine_variants(state, action, rng):
                if variant not in legal:
                    tokens = place_tokens(variant, OUT_OF_MINE_PLACE)
                    unplaced([refusal(state, variant)], tokens, variant)


#: The refusals that say "the marked cell", or the gallery at the piece's place.
CELL_REFUSALS = {
    f"out-of-mine.refusal.{reason}"
    for reason in ("not_an_anchor", "no_tile", "off_gallery", "into_rock", "on_tile")
}


@pytest.mark.parametrize("seed, players, options", OUT_OF_MINE_GAMES)
def test_out_of_mine_words_give_the_board_the_cell_they_speak_of(
    seed: int, players: int, options: Mapping[str, OptionValue]
) -> None:
    rng = random.Random(seed)
    marked = 0
    for number, state in enumerate(out_of_mine_game(seed, players, options)):
        if state.is_over():
            break
        if state.phase is not Phase.PLAY or number % 3:
            continue
        legal = state.legal_actions()
        wanted = [action for action in legal if isinstance(action, Change)]
        drawn = cell_keys(state)
        for action in legal:
            if not isinstance(action, Change):
                assert out_of_mine_words.spoken_place(state, action) is None
        # With the clock standing on the last change, every change is refused for the clock.
        tried = rng.sample(wanted, min(2, len(wanted))) or [Put(rng.choice(kinds(False)), 0, 0)]
        for action in tried:
            place = out_of_mine_words.spoken_place(state, action)
            if action in legal:
                assert place == ("cell", action.to if isinstance(action, Move) else action.anchor)
                assert place in drawn
            for variant in out_of_mine_variants(state, action, rng):
                if variant in legal:
                    continue
                place = out_of_mine_words.spoken_place(state, variant)
                reason = refusal(state, variant).key
                assert (place is not None) == (reason in CELL_REFUSALS), (variant, reason)
                assert place is None or place in drawn
                marked += place is not None
    assert marked, "some refusal marks a cell"


def _all_cell_names() -> set[str]:
    return {f"{column}{row}" for column in "abcdefgh" for row in range(1, 7)}
