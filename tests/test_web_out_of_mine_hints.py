"""The Hint button in an Out of Mine! race: a crystal of a way to fill the gallery from the
board as it stands, shown held over its place (its ghost) with the place to tap ringed, and
"call now" once the gallery is full; thought without drawing the board, so it never takes
the page long.

Positions are real races (``tests.test_web_out_of_mine``): the dwarves have played, the
person (player 0) pressed Start; some crystals are laid at random first, some of them in the
way of every way to fill the gallery.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import CALL, Move, Put, Take, Wait
from pygames.games.out_of_mine.content import CARDS, LAYOUTS, Card
from pygames.games.out_of_mine.shapes import CELL_NAMES
from pygames.games.out_of_mine.solver import solve
from pygames.games.out_of_mine.tiles import Tile, covered, legal_changes, tiles_for
from pygames.games.out_of_mine.words import crystal
from pygames.web import hints
from pygames.web.canvas import RecordingCanvas
from pygames.web.dragging import as_hand
from pygames.web.hints import Hint, hint_for, hint_words, thinking_for
from pygames.web.out_of_mine import UI, controls, gallery, render, selection
from pygames.web.text import Text
from pygames.web.ui import BoardUI, Tap
from tests.playouts import drain
from tests.test_web_out_of_mine import SIZE, dwarves_done, play, racing


def laid_at_random(state: OutOfMineState, seed: int, count: int) -> OutOfMineState:
    """``count`` crystals put where they fit, a few seconds apart, as a person trying."""
    rng = random.Random(seed)
    for _ in range(count):
        card = state.card(0)
        assert card is not None
        board, finds = state.timelines[0].board, bool(state.options["finds"])
        puts = [c for c in legal_changes(state.layout(0), card, board, finds) if isinstance(c, Put)]
        state = play(state, Tap(actions=(Wait(30), rng.choice(puts))))
    return state


def hinted(state: OutOfMineState, ui: BoardUI[Any] = UI) -> Hint:
    """The hint the page shows for the person in ``state``, thought to its end."""
    action, _ = drain(thinking_for(ui)(state))
    return hint_for(ui, state, action, SIZE, clock=state.timelines[0].clock / 10 + 0.5)


def tapped(state: OutOfMineState, hint: Hint) -> OutOfMineState:
    """Tap the place the hint rings, with the selection it shows."""
    tap = controls.tap(state, hint.selection, hint.place, clock=state.timelines[0].clock / 10 + 0.5)
    assert tap.played()[-1:] == (hint.action,)  # that tap plays the hinted step
    return play(state, tap)


@pytest.mark.parametrize("seed", range(4, 12))
def test_following_the_hints_fills_the_gallery_then_the_hint_is_to_call(seed: int) -> None:
    state = racing(level="easy", seed=seed, elves=seed % 2 == 0, finds=seed % 3 == 0)
    state = laid_at_random(state, seed, count=seed % 5)
    moves = 0
    while (hint := hinted(state)).action != CALL:
        assert isinstance(hint.action, Put | Move | Take)
        state = tapped(state, hint)
        moves += 1
        assert moves <= 20
    assert covered(state.timelines[0].board) == state.layout(0).region
    assert str(Text("en").say(hint_words(UI, hint)[0])) == (
        "Hint: your gallery is full: call Out of Mine! now."
    )
    state = tapped(state, hint)
    result = state.results[0]
    assert result.caller == 0 and result.scores[0].parts[0][1] == 10  # not a cell empty


def test_a_hinted_crystal_is_one_of_a_way_to_fill_the_gallery_held_as_its_ghost() -> None:
    state = racing(level="easy")
    hint = hinted(state)
    assert isinstance(hint.action, Put) and hint.place == "place"
    laid = Tile(hint.action.anchor, hint.action.kind, hint.action.orientation)
    assert _completable(state.layout(0).index, _card(state).index, laid)
    hand = as_hand(hint.selection)
    assert hand is not None and selection.refusal(state, 0, hand) is None
    cells = {(cell % 8, cell // 8) for cell in range(48) if laid.mask >> cell & 1}
    assert set(selection.cells_of(hand)) == cells  # the ghost stands where it goes
    canvas = RecordingCanvas(*SIZE)
    render.draw(canvas, state, selected=hand, interactive=True, clock=5.0)
    fits = [kw for _, _, kw in canvas.named("polygon") if kw["fill"] == gallery.FITS]
    assert len(fits) == len(cells)


def test_crystals_that_fit_a_way_to_fill_the_gallery_are_built_on() -> None:
    state = racing(level="easy", seed=8)
    for _ in range(3):  # the hints' own crystals: then the board is always completable
        state = tapped(state, hinted(state))
    board = state.timelines[0].board
    hint = hinted(state)
    assert isinstance(hint.action, Put)
    laid = (*board, Tile(hint.action.anchor, hint.action.kind, hint.action.orientation))
    free = state.layout(0).region & ~covered(laid)
    left = [
        n - sum(t.colour == colour for t in laid) for colour, n in enumerate(_card(state).counts)
    ]
    assert solve(free, left) is not None  # the rest of the gallery can still be filled


def _card(state: OutOfMineState) -> Card:
    card = state.card(0)
    assert card is not None
    return card


def test_a_crystal_in_the_way_of_every_way_is_moved_or_taken_back() -> None:
    """Every crystal laid where no way to fill the gallery has it: the hint does not build on
    them, it moves or takes one back first."""
    state = racing(level="easy", seed=6)
    card = state.card(0)
    assert card is not None
    layout, finds = state.layout(0), bool(state.options["finds"])
    way = tiles_for(solve(layout.region, card.counts) or (), card, finds, ())
    wrong = next(
        change
        for change in legal_changes(layout, card, (), finds)
        if isinstance(change, Put)
        and Tile(change.anchor, change.kind, change.orientation) not in way
        and not _completable(
            layout.index, card.index, Tile(change.anchor, change.kind, change.orientation)
        )
    )
    state = play(state, Tap(actions=(Wait(20), wrong)))
    hint = hinted(state)
    assert isinstance(hint.action, Move | Take) and hint.action.anchor == wrong.anchor
    said = Text("en").say(hint_words(UI, hint)[0])
    assert Text("en").say(crystal(wrong.kind, "the")) in said


def _completable(layout: int, card: int, tile: Tile) -> bool:
    """Whether some way to fill the gallery from scratch has ``tile``."""
    free = LAYOUTS[layout].region & ~tile.mask
    left = [n - (colour == tile.colour) for colour, n in enumerate(CARDS[card].counts)]
    return solve(free, left) is not None


def test_the_hint_names_the_crystal_as_the_board_shows_it_never_by_cell_in_four_languages() -> None:
    state = laid_at_random(racing(level="easy", seed=5), seed=1, count=1)
    hint = hinted(state)
    for language in ("en", "de", "fr", "nl"):
        said = " ".join(Text(language).say(line) for line in hint_words(UI, hint))
        assert not any(f" {name}" in said for name in CELL_NAMES), said
    assert "green cells" in Text("en").say(hint_words(UI, hint)[0])


def test_before_start_the_hint_is_start_and_for_a_side_the_strongest_level_s_choice() -> None:
    ready = dwarves_done()
    hint = hinted(ready)
    assert hint.action == controls.START and hint.place == "start"
    assert controls.tap(ready, None, "start").action == controls.START
    choosing = ready
    while choosing.phase is not Phase.SIDES:
        assert isinstance(choosing.parent, OutOfMineState)
        choosing = choosing.parent
    action, _ = drain(thinking_for(UI)(choosing))
    strongest, _ = drain(hints.hint_thinking(choosing))
    assert action == strongest


def test_the_hint_is_found_without_drawing_the_board() -> None:
    """The route search drew the board for each of hundreds of held positions (72 s in
    CPython for one hint); the board says how its hint is shown instead."""
    drawn = 0

    def counting(*args: Any, **kwargs: Any) -> Any:
        nonlocal drawn
        drawn += 1
        return render.draw(*args, **kwargs)

    ui = replace(UI, draw=counting)
    state = laid_at_random(racing(level="easy"), seed=2, count=3)
    for _ in range(3):
        hint = hinted(state, ui)
        state = tapped(state, hint)
    assert drawn == 0


def test_the_strongest_level_still_hints_on_a_board_with_no_help_of_its_own() -> None:
    plain = replace(UI, realtime=replace(UI.realtime, hint=None) if UI.realtime else None)
    assert thinking_for(plain) is hints.hint_thinking
    assert UI.realtime is not None and thinking_for(UI) is UI.realtime.hint


@pytest.mark.parametrize("seed", range(4, 8))
def test_the_taps_toward_a_crystal_take_it_from_the_tray_turn_and_flip_it_and_lay_it(
    seed: int,
) -> None:
    state = laid_at_random(racing(level="easy", seed=seed), seed, count=1)
    card = state.card(0)
    assert card is not None
    board = state.timelines[0].board
    puts = [c for c in legal_changes(state.layout(0), card, board, False) if isinstance(c, Put)]
    clock = state.timelines[0].clock / 10 + 0.5
    for put in random.Random(seed).sample(puts, 12):
        selected: object = None
        for _ in range(6):  # the tray, at most three turns and a flip, the cell
            place = UI.drag.toward(state, selected, put) if UI.drag and UI.drag.toward else None
            assert place is not None
            tap = controls.tap(state, selected, place, clock=clock)
            if tap.played():
                break
            selected = tap.selection
        assert tap.played()[-1] == put  # after the clock's steps up to it


def test_toward_the_call_is_its_button_and_a_side_or_start_is_left_to_the_search() -> None:
    toward = UI.drag.toward if UI.drag else None
    assert toward is not None
    state = racing(level="easy")
    assert toward(state, None, CALL) == "call"
    assert toward(state, None, controls.START) is None
