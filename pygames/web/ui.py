"""What the app controller needs from each game's board UI, and the values they exchange.

The controller (``pygames.web.app``) is written once; a game plugs in by
providing a ``BoardUI``: how to draw, what a tap does, which extra buttons
exist, what to tell the player and how to explain the rules. Every word goes
through the catalogs of ``pygames.web.text``: a board UI names keys and
returns ``Say`` messages, never finished text.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pygames.core import Action, OptionValue, State
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.text import DEFAULT_LANGUAGE, Say

#: The game's own state class: each game's functions take its state, not any State.
S = TypeVar("S", bound=State)


@dataclass(frozen=True, slots=True)
class Tap:
    """The result of a tap: the new selection, and an action to play or a message to show."""

    selection: Any = None
    action: Action | None = None
    message: Say | None = None
    #: Several actions played in turn, as one (a real-time board catches its clock up
    #: to the moment of a change, then makes it).
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True, slots=True)
class Button:
    """A button beside the board: it plays ``action``, or, with no action, sets the
    selection to ``selection`` (a step of the input, such as turning a preview)."""

    label: Say
    action: Action | None = None
    selection: Any = None


@dataclass(frozen=True, slots=True)
class Listed:
    """A line of the "All legal moves" list: the actions it plays, and its words (None: the
    engine's description of the first)."""

    actions: tuple[Action, ...]
    label: Say | None = None


@dataclass(frozen=True, slots=True)
class Caused:
    """One thing an action caused beyond itself (a project scored, a tile turned up), said
    on a line of its own, and the place it is about: a hit key the board shows, while the
    line is said, as it would the keyboard's focus (None: no one place)."""

    say: Say
    place: Hashable | None = None


@dataclass(frozen=True, slots=True)
class RuleFigure:
    """A small drawing in the rules summary, where words alone do not show it well: drawn
    by the board's own renderer on a ``width`` x ``height`` canvas, shown after paragraph
    ``after`` (counted from 0) with its caption."""

    after: int
    caption: Say
    draw: Callable[[Canvas], None]
    width: float = 220.0
    height: float = 130.0


@dataclass(frozen=True, slots=True)
class BoardUI(Generic[S]):
    """Everything game-specific the app controller uses."""

    game_id: str
    player_keys: tuple[str, ...]  # catalog keys of the players' names ("Red", "Yellow")
    player_colours: tuple[str, ...]
    rules_key: str  # catalog key of the rules summary; paragraphs split by blank lines
    draw: Callable[..., list[Hit]]  # (canvas, state, *, selected, interactive) -> hits
    tap: Callable[[S, Any, Hashable | None], Tap]
    buttons: Callable[[S], list[Button]]
    prompt: Callable[[S, Any], Say]
    #: Buttons that act on the selection (roll keeping the dice picked), shown before
    #: ``buttons``; None for games whose buttons never depend on it.
    selection_buttons: Callable[[S, Any], list[Button]] | None = None
    #: The players' names when they depend on the game (two colours each): (state, player).
    player_name: Callable[[S, int], Say] | None = None
    #: A short line under a player's name: how they stand beyond the score (state, player).
    seat_note: Callable[[S, int], Say | None] | None = None
    #: A line about the board itself under the prompt (the playing area's size), or None.
    board_note: Callable[[S], Say | None] | None = None
    #: Whether the action that led to a state gets its own line in the move log of the
    #: position shown: ``(shown, after) -> bool``, False for steps the board shows otherwise
    #: (Out of Mine!'s clock running on a tenth) and for what the players there may not
    #: know yet (a dwarf's placement timed after the person's clock); None: every action.
    logged: Callable[[S, S], bool] | None = None
    #: The "All legal moves" list, for boards whose legal actions are not what a player
    #: would pick from a list (Out of Mine!: hundreds of placements, the clock's steps, a
    #: call that must be timed): ``(state, **clock) -> (lines, note)``, the note said under
    #: the list (how to make the moves left out). None: every legal action, as it is.
    listed: Callable[..., tuple[list[Listed], Say | None]] | None = None
    #: Drawn examples in the rules summary (a bridge, a billabong).
    rule_figures: tuple[RuleFigure, ...] = ()
    #: What the last action caused beyond itself (projects scored, a tile turned up), a line
    #: each: told one at a time after the move at the pace the player chose (the board shows
    #: each line's place as it does the ``focus``), then said together in the message line
    #: and the move log. No lines when a move's words say it all.
    aftermath: Callable[[S], Sequence[Caused]] | None = None
    #: How long the last action's motion lasts on the board, in seconds (0: none). While it
    #: runs ``draw`` is called every frame with ``progress=`` rising from 0 to 1; at rest,
    #: and with the reader's system asking for reduced motion, it gets 1. What the motion
    #: leaves alone is best drawn through ``Canvas.still``: the page then paints it once
    #: per motion instead of every frame.
    motion: Callable[[S], float] | None = None
    #: A line on the move a hint shows, beyond its words (Outback: the odds behind keeping
    #: those dice): ``(state, action) -> Say | None``.
    hint_note: Callable[[S, Action], Say | None] | None = None
    #: Seeded random actions played before the poster is drawn, for games whose start
    #: is an empty table that says little about the game.
    poster_plies: int = 0
    #: The board's width / height beside the panel (desktop) and above it (phones).
    aspect: float = 1.0
    narrow_aspect: float = 1.0
    #: Keys the board handles itself before the shell's arrows-and-Enter (R turning a
    #: preview, moving a held piece): ``(state, selected, key, **clock) -> Tap | None``
    #: (None: not handled). The mouse wheel over a dragging board comes as the key
    #: ``"Wheel"``, a right-click on the board as ``"ContextMenu"``.
    key: Callable[..., Tap | None] | None = None
    #: Pieces to drag (``dragging.Dragging``), for boards whose input is dragging.
    drag: Any = None
    #: For turns played against the clock: ``(state) -> stopwatch.Clocked | None``. The
    #: shell then runs the clock and passes its reading as ``clock=`` (seconds, None
    #: while no clock runs) to ``draw``, ``tap``, ``key`` and the drag's ``drop``.
    clock: Callable[[S], Any] | None = None
    #: A computer's turn is many actions (a timeline): play them all, then redraw once.
    whole_turns: bool = False
    #: The board writes words on the canvas: ``draw`` also gets ``language=``.
    says: bool = False
    #: The board shows more about the place the keyboard's focus ring is on, or else the
    #: mouse rests on (the regions a location belongs to): ``draw`` also gets ``focus=``
    #: (a hit key, or None).
    follows_focus: bool = False
    #: Options that make a game of the day (a puzzle of the day): for them a new game's seed
    #: is the page's local date, as days since 1 January 1970, so everyone playing on one
    #: day gets the same game with no server to ask.
    daily: Callable[[Mapping[str, OptionValue]], bool] | None = None
    #: The board can write its places' names (the notation's ``C4``) on itself: the page
    #: offers a "Show coordinates" switch, and ``draw`` also gets ``coordinates=``.
    coordinates: bool = False
    #: The board draws the table around the people at this screen (a person's own area
    #: stays large while a computer plays): ``draw`` also gets ``seats=`` (``Match.seats``).
    sees_seats: bool = False
    #: Whether a finger's tap between places opens the magnifying lens (a board whose
    #: places are big enough for fingers, or that is dragged on, turns it off).
    lens: bool = True

    def offered(self, state: S, selection: Any) -> list[Button]:
        """Every button to show now: those for the selection first, then the game's own."""
        chosen = self.selection_buttons(state, selection) if self.selection_buttons else []
        return chosen + self.buttons(state)

    def name(self, state: S, player: int) -> Say:
        """The player's name: the board's own for this game, else its fixed key."""
        if self.player_name is not None:
            return self.player_name(state, player)
        return Say(self.player_keys[player])

    def caused(self, state: S) -> tuple[Caused, ...]:
        """What the action that led to ``state`` caused (``aftermath``), a line each."""
        return tuple(self.aftermath(state)) if self.aftermath is not None else ()

    def poster(self, canvas: Canvas, state: S, language: str = DEFAULT_LANGUAGE) -> None:
        """Draw the picture used before the game starts (gallery, loading), in ``language``
        if the board writes words."""
        words = {"language": language} if self.says else {}
        self.draw(canvas, state, selected=None, interactive=False, **words)
