"""What a play or embed page shows: its game's board, or nothing when it has none.

For an unknown game or one without a board, ``site/boot.js`` has already
shown the list of playable games before Python started (the build tells it
which games have boards), and ``window.pygames`` answers every call with a
clear "no game here"; Python only takes the loading screen away.
"""

from __future__ import annotations

from pyscript import document, window  # type: ignore[import-not-found]

from pygames.web import bridge
from pygames.web.app import App
from pygames.web.boards import BOARDS


def start() -> App | None:
    """Start the page for the game it names, or leave the list of games in place."""
    query = window.URLSearchParams.new(window.location.search)
    game_id = document.documentElement.getAttribute("data-game") or str(query.get("game") or "")
    document.getElementById("loading").hidden = True
    if game_id not in BOARDS:
        window.pygames._connect(None)
        return None
    app = App(game_id)
    document.title = f"{app.game.title} · pygames"
    document.getElementById("title").textContent = app.game.title
    bridge.connect(app)
    app.emit("ready", {})
    return app
