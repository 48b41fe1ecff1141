"""Out of Mine!'s Hint in real Chromium, in the race: answered at once with no long task (it
froze the page for 8 to 32 seconds while the clock ran), a crystal held over its place with
Place ringed, which a click lays; followed hint after hint, the gallery fills and the last
hint is to call."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from e2e.conftest import OpenGame
from e2e.test_out_of_mine import SEATS, drawn, position, to_the_race
from pygames.core import Say
from pygames.web.text import Text

#: Every long task from the page's start, as [start, duration] in ms.
LONG_TASKS = """window.longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});"""
#: Press Hint, and answer when the board shows one: [the hint, ms taken, longest task meanwhile].
HINTED = """async () => {
  const board = document.getElementById('board');
  board.dataset.hint = '';
  const pressed = performance.now();
  document.getElementById('hint').click();
  while (!board.dataset.hint) await new Promise((done) => setTimeout(done, 5));
  const taken = performance.now() - pressed;
  await new Promise((done) => setTimeout(done, 100));  // a long task is reported after it
  const during = window.longTasks.filter(([start, length]) => start + length >= pressed);
  return [board.dataset.hint, taken, Math.max(0, ...during.map(([, length]) => length))];
}"""


def hint(page: Page) -> dict[str, Any]:
    told, taken, longest = page.evaluate(HINTED)
    print(f"hint {told} in {taken:.0f} ms, longest task {longest:.0f} ms")
    assert taken < 1000 and longest <= 50
    shown = json.loads(told)
    assert isinstance(shown, dict)
    return shown


def test_hints_answer_at_once_and_followed_fill_the_gallery_then_call(
    open_game: OpenGame,
) -> None:
    page = open_game("out-of-mine", SEATS)
    page.evaluate(LONG_TASKS)
    state = to_the_race(page)
    english = Text("en")
    for laid in range(12):
        shown = hint(page)
        if shown["move"] == "call":
            break
        assert shown["move"].startswith("put") and shown["place"] == "place"
        said = english("app.hint.shown", move="").split(":")[0]
        expect(page.get_by_test_id("message")).to_contain_text(said)
        expect(page.get_by_test_id("message")).to_contain_text("green cells")
        box, hits, _ = drawn(page, state)
        page.mouse.click(box["x"] + hits["place"].x, box["y"] + hits["place"].y)
        page.wait_for_function(
            "(move) => window.pygames.state().record.actions.at(-1) === move", arg=shown["move"]
        )
        state = position(page)
        assert len(state.timelines[0].board) == laid + 1
    assert shown == {"move": "call", "place": "call", "button": None}
    expect(page.get_by_test_id("message")).to_have_text(
        english("app.hint.shown", move=english.say(Say("out-of-mine.hint.call")))
    )
    box, hits, _ = drawn(page, state)
    page.mouse.click(box["x"] + hits["call"].x, box["y"] + hits["call"].y)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('call')")
    result = position(page).results[0]
    assert result.caller == 0 and result.scores[0].total == 12  # full and called: 10 + 2
