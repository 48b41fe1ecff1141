"""The app and its parts for one page, built together: the screen, the board's input, the
show of a move, the clock, the computers, the hints, the tutor, the starts of a match and
the keeper of the game over a reload.

Each part is built from plain values and callables and none holds the app; the callables
that lead back into the turn loop (play, take a tap, the match now) are bound late, to the
app built last, so the parts can be made first and handed to it ready. The page
(``shell``) calls ``assemble`` with the real DOM, canvas and storage; CPython tests call it
with stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.web import hints as hinting
from pygames.web.app import App
from pygames.web.board_input import BoardInput
from pygames.web.board_view import BoardView
from pygames.web.computer import ComputerTurns
from pygames.web.hints import Hints, finding_hint
from pygames.web.keeping import Keeper
from pygames.web.opening import Opening, Today
from pygames.web.page_view import PageView
from pygames.web.realtime import Kept, clock_for
from pygames.web.screen import Screen, Show
from pygames.web.settings import Settings, Storage, remember
from pygames.web.starts import Starts
from pygames.web.tutor import Tutor
from pygames.web.ui import BoardUI

#: Where a running clock is kept beside the save (``realtime.Kept``), for a reload.
CLOCK_SUFFIX = ":clock"


def assemble(
    ui: BoardUI[Any],
    opening: Opening,
    *,
    view: PageView,
    board: BoardView,
    show: Callable[[Callable[[], None], Callable[[], None]], Show],
    storage: Storage,
    save_key: str,
    settings: Settings,
    emit: Callable[[str, dict[str, Any]], None],
    now: Callable[[], float],
    today: Today,
    first_hint_ahead: bool,
) -> App:
    """The app for ``opening`` with its parts. ``show(draw, settle)`` builds the show of the
    last move, which redraws the board with ``draw()`` and the whole page at rest with
    ``settle()``; the page's ``storage`` keeps the game under ``save_key`` and the
    ``settings``; ``emit`` tells the page (and an embedding page) what happened; ``now()``
    is the page's clock in seconds and ``today()`` its date; ``first_hint_ahead``: the page's
    first hint is thought on the person's first turn, unasked (``hints.Hints``; a page runs
    it on its event loop)."""
    game = opening.match.game
    tutor = Tutor(
        game.id,
        resumed=bool(opening.lesson),
        offered_before=game.id in settings.offered,
        welcome=opening.welcome,
        answered=lambda: remember(storage, lambda stored: stored.with_offered(game.id)),
    )
    keeper = Keeper(ui, storage, save_key, in_lesson=lambda: tutor.lesson is not None)
    # ``app`` is built last, from the parts: the callbacks below reach it once it is.
    shown = show(lambda: screen.draw_board(), lambda: screen.render())
    taps = BoardInput(
        ui,
        board.hover,
        board=lambda: screen.on_board(),
        take=lambda tap, where: app.take(tap, where),
        redraw=lambda: screen.render(),
        settle=shown.finish,
    )
    computer = ComputerTurns(
        lambda actions: app.play_all(actions),
        lambda people_playing: app.settings.ai_pace(people_playing),
        whole_turns=ui.realtime is not None,
        busy=shown.busy,
    )
    computer.agent_for = tutor.agent_for
    hints = Hints(
        lambda: app.match.state if app.replay is None else None,
        lambda state, action: finding_hint(ui, state, action, board.size, **app.timing()),
        lambda hint: app.show_hint(hint),
        thinking=hinting.thinking_for(ui),
        ahead=ui.realtime is None,
        first_unasked=first_hint_ahead,
        busy=shown.busy,
    )
    screen = Screen(
        ui,
        view,
        board,
        title=game.title,
        moment=lambda: app.moment(),
        settings=lambda: app.settings,
        hints=hints,
        tutor=tutor,
        computer=computer,
        show=shown,
        taps=taps,
    )
    clock = clock_for(
        ui,
        now,
        kept=Kept.from_json(storage.getItem(save_key + CLOCK_SUFFIX)),
        keep=lambda kept: storage.setItem(keeper.save_key + CLOCK_SUFFIX, kept.to_json()),
    )
    starts = Starts(
        game,
        tutor,
        storage,
        save_key=lambda: keeper.save_key,
        daily=ui.realtime.daily if ui.realtime is not None else None,
        today=today,
    )
    app = App(
        ui,
        opening,
        screen=screen,
        taps=taps,
        show=shown,
        clock=clock,
        computer=computer,
        hints=hints,
        tutor=tutor,
        starts=starts,
        keeper=keeper,
        storage=storage,
        settings=settings,
        emit=emit,
    )
    return app
