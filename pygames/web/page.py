"""What a play or embed page shows: its game's board, or nothing when it has none.

For an unknown game or one without a board, ``site/boot.js`` has already
shown the list of playable games before Python started (the build tells it
which games have boards), and ``window.pygames`` answers every call with a
clear "no game here"; Python only takes the loading screen away.

The board is set up in three steps with a pause between them (the shell, then
the game and its board, then the app), each short enough that the page keeps
painting and answering input while Python starts: no step holds the main thread
for long, where one step of all three did.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.web.boards import BOARDS, board_for

if TYPE_CHECKING:
    from pygames.web.app import App


async def start() -> App | None:
    """Start the page for the game it names, or leave the list of games in place."""
    query = window.URLSearchParams.new(window.location.search)
    game_id = document.documentElement.getAttribute("data-game") or str(query.get("game") or "")
    if game_id not in BOARDS:
        document.getElementById("loading").hidden = True
        window.pygames._connect(None)
        return None
    await _breathe()
    from pygames.web import shell

    await _breathe()
    board_for(game_id)  # imports the game's rules and board
    await _breathe()
    app = shell.put_together(game_id)
    document.getElementById("loading").hidden = True
    document.title = f"{app.game.title} · pygames"
    document.getElementById("title").textContent = app.game.title
    app.emit("ready", {})
    await _painted()
    app.board_seen()
    return app


async def _painted() -> None:
    """Wait until the browser has painted what is on the page now: two animation frames
    (the first runs before the paint, the second after it)."""
    for _ in range(2):
        frame: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        callback = create_proxy(lambda _time, done=frame: done.set_result(None))
        window.requestAnimationFrame(callback)
        await frame
        callback.destroy()


async def _breathe() -> None:
    """Hand the main thread back to the browser for a moment (a task of its own)."""
    await asyncio.sleep(0)
