"""What the page shows at one moment: the panels around the board (``Panels``) and the board's
picture (``Picture``), composed from the match, the selection and the parts' state.

Pure functions of plain values and a few callables, so what the panels and the board are
given (which buttons, which moves listed, what Undo and Skip offer, which draw options a
board takes) is decided in one place and tested in CPython; the app reads its parts into a
``Moment`` and hands the results to ``PageView`` and ``BoardView``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from pygames.core import Action, Say, State
from pygames.web import hints as hinting
from pygames.web.board_view import DRAW_OPTIONS, Picture, takes
from pygames.web.hints import Hint
from pygames.web.lens import Lens
from pygames.web.match import Match, Replay
from pygames.web.page_view import Guide, Panels
from pygames.web.settings import Settings
from pygames.web.ui import BoardUI, Button, Listed, Selection


@dataclass(frozen=True, slots=True)
class Moment:
    """The app at one moment, as both the panels and the board are composed from it."""

    match: Match
    #: The replay on screen (None: the match is on the board).
    replay: Replay | None
    selection: Selection
    #: A person may act on the board now.
    interactive: bool
    #: ``clock=`` for a board whose turns run against the clock (empty for others).
    timing: Mapping[str, Any]

    @property
    def position(self) -> State:
        """The position on the board: the replay's, or the match's."""
        return self.replay.state if self.replay is not None else self.match.state


def buttons(ui: BoardUI[Any], now: Moment) -> list[Button]:
    """The board's buttons for the selection (none while a person may not act)."""
    return ui.offered(now.match.state, now.selection) if now.interactive else []


def listed(ui: BoardUI[Any], now: Moment) -> tuple[list[Listed], Say | None]:
    """The move list's lines and last note (none while a person may not move): every legal
    action, unless the board says what to list."""
    if not now.interactive:
        return [], None
    state = now.match.state
    if ui.realtime is not None:
        return ui.realtime.listed(state, **now.timing)
    return [Listed((action,)) for action in state.legal_actions()], None


def listed_at(ui: BoardUI[Any], now: Moment, action: Action) -> int:
    """The line of the move list that plays ``action`` (-1: none)."""
    lines, _ = listed(ui, now)
    return next((index for index, line in enumerate(lines) if action in line.actions), -1)


def panels(
    ui: BoardUI[Any],
    now: Moment,
    *,
    hint: Hint | None,
    thinking: bool,
    skipping: bool,
    moving: bool,
    settings: Settings,
    guide: Guide | None,
    can_learn: bool,
) -> Panels:
    """The panels around the board: ``hint`` is the one on the board; ``thinking`` and
    ``skipping`` are the computers', ``moving`` the show's (the last move is in motion)."""
    match, replaying = now.match, now.replay is not None
    return Panels(
        position=now.position,
        state=match.state,
        seats=match.seats,
        selection=now.selection,
        interactive=now.interactive,
        awaiting_person=match.awaiting_human(),
        thinking=thinking,
        moving=moving,
        replay=now.replay,
        buttons=buttons(ui, now),
        can_undo=not replaying and (match.can_undo() or match.undo_stop() is not None),
        can_skip=not (replaying or match.ai_level() is None or skipping),
        hinted=match.followed_hints() if not replaying else frozenset(),
        listed=listed(ui, now),
        hinted_button=hint.button if hint is not None else None,
        hint_told=hinting.told(hint),
        settings=settings,
        guide=guide,
        can_learn=can_learn,
        names=match.friend.names if match.friend is not None else (),
        sends_link=not replaying and match.sends_link(),
    )


def picture(
    ui: BoardUI[Any],
    now: Moment,
    *,
    hint: Hint | None,
    settings: Settings,
    language: str,
    progress: Callable[[], float],
    in_motion: bool,
    ring: Hashable | None,
    lens: Lens | None,
    focus: Callable[[], Hashable | None],
    teaching: bool,
    noted: Hashable | None = None,
) -> Picture:
    """The board's picture: the position, the draw options the board takes (``progress()``
    of the show's motion, ``focus()`` the place it shows more about, each asked only of a
    board that takes it; whether a lesson is ``teaching``; the move the hint aims at) and
    its switches, and the rings and lens over it (``noted``: the place a tap's message
    speaks of)."""
    return Picture(
        now.position,
        now.selection,
        now.interactive,
        draw_options(
            ui,
            now,
            settings=settings,
            language=language,
            focus=focus,
            teaching=teaching,
            aim=hint.action if hint is not None else None,
        ),
        progress=progress() if takes(ui, "progress") else None,
        in_motion=in_motion,
        ring=ring,
        hinted=hint.place if hint is not None else None,
        noted=noted,
        lens=lens,
    )


def draw_options(
    ui: BoardUI[Any],
    now: Moment,
    *,
    settings: Settings,
    language: str,
    focus: Callable[[], Hashable | None],
    teaching: bool = False,
    aim: Action | None = None,
) -> dict[str, object]:
    """What ``draw`` gets beyond the position, of what the board takes, and the board's
    switches as set (the motion's progress comes from the show)."""
    given: dict[str, Callable[[], object]] = {
        "clock": lambda: now.timing.get("clock"),
        "language": lambda: language,
        "seats": lambda: now.match.seats,
        "focus": focus,
        "teaching": lambda: teaching,
        "aim": lambda: aim,
    }
    taken = [name for name in DRAW_OPTIONS if name in given and takes(ui, name)]
    options = {name: given[name]() for name in taken}
    for switch in ui.switches:
        options[switch.name] = settings.switched(switch)
    return options


def hint_on_board(
    now: Moment,
    last: Callable[[State, Selection], Hint | None],
    lesson_mark: Callable[[], Hint | None] | None,
) -> Hint | None:
    """The hint the board shows: none in a replay; in a lesson (``lesson_mark`` given) where
    its step is played next, while a person may act; else the last hint shown, while it
    applies to the position and selection (``last``: ``Hints.on_board``)."""
    if now.replay is not None:
        return None
    if lesson_mark is not None:
        return lesson_mark() if now.interactive else None
    return last(now.match.state, now.selection)
