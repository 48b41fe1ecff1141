"""A whole game in German, to the end screen: no engine word on the page is English.

The game's moves come from a seeded random playout in CPython; the page loads
all but the last, is refused an illegal move, and plays the last one, so the
refusal, the move log (its moves that scored marked with their points), the end
screen's reason and breakdown are all the page's own rendering of the engine's words,
in German.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import OpenGame
from tests.english import english_in
from tests.playouts import playout

#: The parts of the page that say engine words once the game is over (and the message,
#: read when the refusal is shown).
SAYING = ["log", "end-screen"]


@pytest.mark.parametrize("game_id", ["offboard", "outback"])
def test_a_german_game_to_the_end_screen_has_no_english_engine_word(
    game_id: str, page: Page, open_game: OpenGame
) -> None:
    *_, before_last, final = playout(pygames.get_game(game_id), 5, range(0, 10**9, 7919))
    assert final.is_over()
    open_game(game_id, "&lang=de&seats=human,human")
    loaded = page.evaluate("r => window.pygames.load(r)", before_last.record())
    assert loaded == {"ok": True, "error": None}

    legal = set(before_last.legal_actions())
    illegal = next(
        str(action)
        for state in playout(final.game, 6, range(0, 10**9, 7919))
        for action in state.legal_actions()
        if action not in legal
    )
    refused = page.evaluate("m => window.pygames.play(m)", illegal)
    assert refused["ok"] is False
    expect(page.get_by_test_id("message")).not_to_be_empty()
    said = {"message": page.get_by_test_id("message").inner_text()}

    played = page.evaluate("m => window.pygames.play(m)", str(final.last_action))
    assert played == {"ok": True, "error": None}
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "de")

    notation = " ".join(page.locator(".notation").all_inner_texts())
    said |= {part: page.get_by_test_id(part).inner_text() for part in SAYING}
    assert all(said.values()), said
    leaks = {part: english_in(text, game_id, notation) for part, text in said.items()}
    assert leaks == dict.fromkeys(said, [])
    # every change of points a move made is marked in the log, the mover's and others'
    changes, here = 0, final
    while (before := here.parent) is not None:
        old, new = before.scores(), here.scores()
        changes += sum(a.total != b.total for a, b in zip(old, new, strict=True))
        here = before
    assert changes and page.get_by_test_id("gain").count() == changes
