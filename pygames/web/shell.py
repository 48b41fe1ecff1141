"""The shell put together on a game's page: the app and its parts built on the real DOM and
canvas, its events bound, its computers and clock started, ``window.pygames`` answered.

The same app runs the play page and the embed page; the embed page only looks
different (``html[data-mode=embed]`` in the CSS) and keeps its save apart, per address,
so two embeds in one blog post do not share a game.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from pyscript import document, window

import pygames
from pygames.core import Say
from pygames.web.app import App
from pygames.web.board_view import BoardView
from pygames.web.boards import board_for
from pygames.web.bridge import Bridge
from pygames.web.browser import BrowserCanvas
from pygames.web.challenge_games import ChallengeGames
from pygames.web.challenge_play import challenge_address, open_challenge
from pygames.web.challenging import ChallengePage
from pygames.web.dragboard import DragBoard
from pygames.web.events import Events, element
from pygames.web.explaining import Explaining
from pygames.web.friend_games import FriendGames
from pygames.web.friend_play import friend_address, open_friend
from pygames.web.friending import FriendDialogs
from pygames.web.launch import read_launch
from pygames.web.match import Match
from pygames.web.opening import LESSON_SUFFIX, offered_setup, open_page, save_key
from pygames.web.page_view import PageView
from pygames.web.parts import assemble
from pygames.web.realtime import TICK_MS
from pygames.web.settings import SETTINGS_KEY, Settings
from pygames.web.setup import SetupDialog
from pygames.web.sharing import ShareDialog
from pygames.web.showing import Showing
from pygames.web.text import Text


def put_together(game_id: str) -> App:
    """Build the app and its parts on this page, bind its events and start it."""
    game, ui = pygames.get_game(game_id), board_for(game_id)
    storage = window.pygamesStorage
    settings = Settings.from_json(storage.getItem(SETTINGS_KEY))
    launch = read_launch(game, _query(), str(window.location.hash))
    if launch.language:
        window.pygamesI18n.use(launch.language)
    launch, friend = open_friend(game, launch, FriendGames(storage, time.time))
    challenges = ChallengeGames(storage, time.time)
    launch, challenge = open_challenge(game, launch, challenges)
    embed = document.documentElement.dataset.mode == "embed"
    key = save_key(game.id, own=embed or launch.custom, address=_address())
    if friend is not None:  # a reload reopens the device's copy, not the link again
        key = _go_to_friend_game(game.id, friend.match)
    if challenge is not None and challenge.match.race is not None:
        key = _go_to_address(game.id, challenge_address(game.id, challenge.match.race.challenge_id))
    daily = ui.realtime.daily if ui.realtime is not None else None
    opening = open_page(
        game,
        launch,
        settings,
        storage.getItem(key),
        daily=daily,
        today=_today,
        lesson=storage.getItem(key + LESSON_SUFFIX),
        first=ui.first_game,
        friend=friend,
        challenge=challenge,
    )
    events = Events()
    view = PageView(ui, document, Text(str(window.pygamesI18n.language)))

    def hand_hover(areas: str) -> None:  # hover.js sets its areas() when it connects
        window.pygamesHover.areas(areas)

    explaining = None
    if ui.legend is not None:
        marks = window.pygamesMarks
        marks.connect(element("board"), element("mark-tip"))
        explaining = Explaining(
            ui.legend,
            lambda: view.text,
            hand=marks.areas,
            point=marks.point,
            announce=view.announce,
            listing=element("legend-list"),
        )
    element("legend").hidden = explaining is None
    board = BoardView(
        ui,
        BrowserCanvas(element("board")),
        element("board"),
        hand_hover=hand_hover,
        drawn=explaining.drawn if explaining is not None else None,
    )

    def tell(lines: Sequence[Say]) -> None:  # a move's told lines: heard with the move
        view.message(" ".join(view.text.say(line) for line in lines), heard=False)

    app = assemble(
        ui,
        opening,
        view=view,
        board=board,
        show=lambda draw, settle: Showing(draw, settle, tell, events.keep),
        storage=storage,
        save_key=key,
        settings=settings,
        emit=events.emit(game.id),
        now=lambda: float(window.performance.now()) / 1000,
        today=_today,
        first_hint_ahead=True,
    )
    setup = SetupDialog(
        game,
        ui,
        lambda: view.text,
        current=lambda: (
            offered_setup(game, app.match.state, app.match.seats, app.settings, ui.first_game),
            app.settings.ai_speed,
        ),
        name=lambda: app.settings.name,
        opened=app.dialog_opened,
        closed=app.dialog_closed,
        start=app.choose,
    )
    friending = FriendDialogs(
        game,
        ui,
        lambda: view.text,
        match=lambda: app.match,
        name=lambda: app.settings.name,
        named=lambda name, watch: app.name_seats(name, watch=watch),
        keep=events.keep,
    )
    app.held = lambda: setup.is_open() or friending.is_inviting()
    app.passed = friending.offer

    def racer(name: str) -> None:  # the invited player races under ``name``
        app.name_racer(name)
        challenging.reread()

    challenging = ChallengePage(
        lambda: view.text,
        match=lambda: app.match,
        games=challenges,
        dialogs=friending,
        racer=racer,
    )
    app.raced = challenging.round_finished

    def replaced(match: Match) -> None:  # a game with friends has an address of its own
        if match.friend is not None:
            app.keeper.save_key = _go_to_friend_game(game.id, match)
        elif match.race is not None:
            address = challenge_address(game.id, match.race.challenge_id)
            app.keeper.save_key = _go_to_address(game.id, address)
        else:
            asked = read_launch(game, _query(), str(window.location.hash))
            if asked.with_friends or asked.with_challenge:
                path = window.location.pathname + window.location.search
                window.history.replaceState(None, "", path)
                app.keeper.save_key = save_key(game.id, own=embed, address=_address())
        challenging.reread()

    app.replaced = replaced

    def hash_changed(_event: object) -> None:  # a friend's next link, opened in this tab
        asked = read_launch(game, _query(), str(window.location.hash))
        if asked.with_friends:
            asked, opened = open_friend(game, asked, FriendGames(storage, time.time))
            app.open_friend(opened, asked.notes)
            if opened is not None and opened.invited:
                friending.invite(opened.sender)
        elif asked.with_challenge:
            asked, raced = open_challenge(game, asked, challenges)
            app.open_challenge(raced, asked.notes)
            if raced is not None:
                race = app.match.race
                assert race is not None
                app.keeper.save_key = _go_to_address(
                    game.id, challenge_address(game.id, race.challenge_id)
                )
                challenging.reread()
                if raced.invited:
                    challenging.invite(raced)
            elif app.match.race is not None:  # the link refused: the race's own address
                address = challenge_address(game.id, app.match.race.challenge_id)
                app.keeper.save_key = _go_to_address(game.id, address)

    sharing = ShareDialog(
        game,
        lambda: view.text,
        position=app.position,
        seats=lambda: app.match.seats,
        keep=events.keep,
    )

    def continue_replay() -> None:
        # The game goes on at this address without the shared record, and saves there,
        # so a reload finds the game played on, not the replay.
        window.history.replaceState(None, "", window.location.pathname + window.location.search)
        custom = read_launch(game, _query(), "").custom
        app.continue_replay(save_key(game.id, own=embed or custom, address=_address()))

    events.bind(app, continue_replay)
    sharing.bind(events.on)
    setup.bind(events.on)
    friending.bind(events.on)
    challenging.bind(events.on)
    events.on(window, "hashchange", hash_changed)
    events.on(window, "pygames:language", lambda _event: challenging.show())
    app.start()
    challenging.reread()
    if friend is not None and friend.invited:
        friending.invite(friend.sender)
    if challenge is not None and challenge.invited:
        challenging.invite(challenge)
    if ui.realtime is not None:
        events.tick_every(app, TICK_MS)
    if ui.drag is not None:
        drag = DragBoard(
            ui.drag,
            app.screen.on_board,
            accepts=lambda time: events.is_ready(time) and app.input.lens is None,
            hold=app.hold,
            take=app.input.dropped,
            tap_at=app.input.tap_at,
            wheel=lambda: app.input.board_key("Wheel"),
        )
        app.reshaped = drag.refloat
        drag.connect(events.keep)
    events.ready()
    events.connect_bridge(
        Bridge(
            game,
            match=lambda: app.match,
            replay=lambda: app.replay,
            thinking=lambda: app.computer.thinking,
            interactive=app.interactive,
            play=app.play,
            undo=app.undo,
            start=app.new_match,
            fresh_seed=app.starts.fresh_seed,
        )
    )
    return app


def _go_to_friend_game(game_id: str, match: Match) -> str:
    """Put a game with friends' own address in the address bar (without the link, which a
    reload would read again) and return where the page keeps what is picked in it."""
    assert match.friend is not None
    return _go_to_address(game_id, friend_address(game_id, match.friend.friend_id))


def _go_to_address(game_id: str, address: str) -> str:
    """Put a game's own ``address`` (query and fragment: a game with friends', a
    challenge's) in the address bar and return where the page keeps what is picked in it."""
    window.history.replaceState(None, "", window.location.pathname + address)
    return save_key(game_id, own=True, address=address)


def _query() -> dict[str, str]:
    params = window.URLSearchParams.new(window.location.search)
    return {str(key): str(value) for key, value in params.entries()}


def _address() -> str:
    return f"{window.location.search}{window.location.hash}"


def _today() -> tuple[int, int, int]:
    """The page's local date as (year, month, day)."""
    today = window.Date.new()
    return int(today.getFullYear()), int(today.getMonth()) + 1, int(today.getDate())
