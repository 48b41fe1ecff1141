"""What the shell needs from each game's board, and the values they exchange.

The shell (``pygames.web.app`` and its parts) is written once; a game plugs in by
providing a ``BoardUI``: the few hooks every board has (draw, tap, buttons, prompt, the
players' names and colours, the rules), a few optional hooks, and optional
capabilities, each a typed object that one part of the shell serves: ``drag``
(``dragging.Dragging``, served by ``dragboard``), ``realtime`` (``Realtime``, served by
``realtime``), ``legend`` (``marks.Legend``: what each kind of mark the board draws is,
served by ``explaining``) and ``tap_notes`` (``TapNotes``: where the page's note about a
tap goes, served by ``screen``). A new need of a board is a new capability
with its own part of the shell, never a field read here and there. Every word goes
through the catalogs of ``pygames.web.text``: a board names keys and returns ``Say``
messages, never finished text.

What ``draw`` is given beyond the position is asked for by its keyword parameters
(``board_view.DRAW_OPTIONS``): a board whose ``draw`` takes ``language`` writes words,
``focus`` shows more
about the place the keyboard or the mouse is on, ``seats`` sees who sits where,
``progress`` moves in motion, ``clock`` runs against the clock, ``teaching`` leaves
out what would give a lesson's step away and ``aim`` shows where the move a hint or a
lesson's step points at lands; each of the board's ``switches`` is given under its own
name.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from pygames.ai.agent import Thinking
from pygames.core import Action, OptionValue, State
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.marks import Legend
from pygames.web.rules import RuleSection
from pygames.web.stopwatch import Clocked
from pygames.web.text import Say

if TYPE_CHECKING:
    from pygames.web.dragging import Dragging

#: The game's own state class: each board's functions take its state, not any State.
S = TypeVar("S", bound=State)
S_in = TypeVar("S_in", bound=State, contravariant=True)

#: What a person has picked between taps: each board's own value (None: nothing).
Selection = Any


@dataclass(frozen=True, slots=True)
class Tap:
    """The result of a tap: the new selection, and an action to play or a message to show."""

    selection: Selection = None
    action: Action | None = None
    message: Say | None = None
    #: Several actions played in turn, as one (a real-time board catches its clock up
    #: to the moment of a change, then makes it).
    actions: tuple[Action, ...] = ()
    #: The place the message speaks of when it is not the place tapped (a refusal's "the
    #: marked cell", or a drop's, which taps no place), as a hit key: the board marks it.
    marks: Hashable | None = None
    #: The board draws the message itself, beside what it speaks of (why a piece kept in
    #: hand does not fit): the page says it in its message line, not in a note over the
    #: board, where it lay on the board's own words.
    on_board: bool = False

    def played(self) -> tuple[Action, ...]:
        """The actions this tap plays, in order (none: it picks, or says why not)."""
        return (self.action,) if self.action is not None else self.actions


@dataclass(frozen=True, slots=True)
class Button:
    """A button beside the board: it plays ``action``, or, with no action, sets the
    selection to ``selection`` (a step of the input, such as turning a preview)."""

    label: Say
    action: Action | None = None
    selection: Selection = None
    #: The key that does the same on a keyboard, shown beside the label where there is a
    #: mouse (a phone's reader has no use for "(R)").
    key: str = ""


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


class Draw(Protocol[S_in]):
    """``draw(canvas, state, *, selected, interactive, **options) -> hits``: a pure function
    drawing the position, returning the places a tap can hit. The options it takes are
    named by its keyword parameters (see the module docstring)."""

    def __call__(
        self, canvas: Canvas, state: S_in, /, *, selected: Any, interactive: bool
    ) -> list[Hit]: ...


class TapHook(Protocol[S_in]):
    """``tap(state, selected, key) -> Tap``: what a tap on the hit ``key`` does (None: a tap
    on no place). A real-time board's also takes ``clock=``."""

    def __call__(self, state: S_in, selected: Any, key: Hashable | None, /) -> Tap: ...


class KeyHook(Protocol[S_in]):
    """``key(state, selected, name) -> Tap | None``: a key the board handles itself before
    the shell's arrows and Enter (None: not handled). The wheel over a dragging board
    comes as ``"Wheel"``, a right-click as ``"ContextMenu"``; a real-time board's also
    takes ``clock=``."""

    def __call__(self, state: S_in, selected: Any, name: str, /) -> Tap | None: ...


@dataclass(frozen=True, slots=True)
class Notes(Generic[S]):
    """What a board says about the players and the table beyond the engine's words, each
    optional."""

    #: The players' names when they depend on the game (two colours each): (state, player).
    player_name: Callable[[S, int], Say] | None = None
    #: A short line under a player's name: how they stand beyond the score.
    seat: Callable[[S, int], Say | None] | None = None
    #: A line about the board itself under the prompt (the playing area's size), or None.
    board: Callable[[S], Say | None] | None = None
    #: A line on the move a hint shows, beyond its words (Outback: the odds behind keeping
    #: those dice).
    hint: Callable[[S, Action], Say | None] | None = None


class ListedHook(Protocol[S_in]):
    """``listed(state, *, clock) -> (lines, note)``: the "All legal moves" list of a board
    played against the clock, and the note said under it (``Realtime.listed``)."""

    def __call__(
        self, state: S_in, /, *, clock: float | None = None
    ) -> tuple[list[Listed], Say | None]: ...


@dataclass(frozen=True, slots=True)
class Realtime(Generic[S]):
    """A board whose turns are played against the clock (Out of Mine!). The shell runs the
    clock (``realtime.RealtimeClock``) and passes its reading as ``clock=`` (seconds, None
    while no clock runs) to ``draw``, ``tap``, ``key``, the drag's ``drop`` and ``listed``.
    A computer's turn is a timeline of many actions: it is thought whole and played at once.
    """

    #: Which turn's clock runs and where it stands, or None: no clock runs.
    clock: Callable[[S], Clocked | None]
    #: The "All legal moves" list, when legal actions are not what a player would pick from
    #: a list (hundreds of placements, the clock's steps, a call that must be timed):
    #: ``(state, clock=) -> (lines, note)``, the note said under the list.
    listed: ListedHook[S]
    #: Whether the action that led to ``after`` gets its own line in the move log of the
    #: position ``shown``: False for the clock's steps and for what the players there may
    #: not know yet (a dwarf's placement timed after the person's clock).
    logged: Callable[[S, S], bool]
    #: Options that make a game of the day (a puzzle of the day): a new game's seed is then
    #: the page's local date, as days since 1 January 1970, so everyone playing on one day
    #: gets the same game with no server to ask.
    daily: Callable[[Mapping[str, OptionValue]], bool] = lambda _options: False
    #: The help a person racing gets from the Hint button, instead of the strongest level's
    #: whole turn (which plans every clock step to the call): ``hint(state) -> Thinking``,
    #: thought in slices like a computer's move, whose action is the person's next step
    #: (None: the strongest level's choice).
    hint: Callable[[S], Thinking] | None = None


@dataclass(frozen=True, slots=True)
class TapNotes:
    """Where the page's note about a tap goes, for a board whose own pieces lie all round a
    tap (Out of Mine!: above the place tapped, the note hid the person's own crystals).
    ``screen`` says it there; a board without this has it said above the place tapped."""

    #: ``at(width, height) -> (x, y)``: the point the note is said above, on a canvas of
    #: this size (CSS px).
    at: Callable[[float, float], tuple[float, float]]


@dataclass(frozen=True, slots=True)
class FirstGame:
    """How a first-timer's first game starts, so that it does not open on a decision about
    a rule they have not met (Australia's windmill) nor race them at full speed (Out of
    Mine!'s dwarves): its seats and options over the usual ones, and the one line the page
    says as it opens. A game set up knowingly (New game, an address) is never this one."""

    #: Catalog key of the line said as the first game opens.
    note: str
    #: The seats (None: the usual ones).
    seats: tuple[str, ...] | None = None
    #: Options over the game's defaults.
    options: Mapping[str, OptionValue] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Switch:
    """A way of showing the board the player turns on or off beside it (the places' names, a
    mark on threatened pieces): remembered for every board with a switch of that ``name``,
    and given to ``draw`` as the keyword ``name`` when it takes one."""

    name: str
    label: str  # catalog key of the switch's words
    default: bool = False


@dataclass(frozen=True, slots=True)
class BoardUI(Generic[S]):
    """Everything game-specific the shell uses."""

    game_id: str
    player_keys: tuple[str, ...]  # catalog keys of the players' names ("Red", "Yellow")
    player_colours: tuple[str, ...]
    #: "How to play": its sections, with figures drawn from real positions (``rules``).
    rules: tuple[RuleSection, ...]
    draw: Draw[S]
    tap: TapHook[S]
    #: The buttons beside the board that do not depend on the selection (Stop, Done).
    buttons: Callable[[S], list[Button]]
    #: The status line's hint for the next tap: ``(state, selected)``.
    prompt: Callable[[S, Selection], Say]
    #: The board's width / height beside the panel (desktop) and above it (phones).
    aspect: float = 1.0
    narrow_aspect: float = 1.0
    #: Seeded random actions played before the poster is drawn, for games whose start
    #: is an empty table that says little about the game.
    poster_plies: int = 0
    #: Buttons that act on the selection (roll keeping the dice picked), shown before
    #: ``buttons``.
    selection_buttons: Callable[[S, Selection], list[Button]] | None = None
    #: Keys the board handles itself (R turning a preview, moving a held piece).
    key: KeyHook[S] | None = None
    #: How long the last action's motion lasts on the board, in seconds (0: none). While it
    #: runs ``draw`` is called every frame with ``progress=`` rising from 0 to 1; at rest,
    #: and with the reader's system asking for reduced motion, it gets 1. What the motion
    #: leaves alone is best drawn through ``Canvas.still``: the page then paints it once
    #: per motion instead of every frame.
    motion: Callable[[S], float] | None = None
    #: What the last action caused beyond itself (projects scored, a tile turned up), a line
    #: each: told one at a time after the move at the pace the player chose (the board shows
    #: each line's place as it does the ``focus``), then said together in the message line
    #: and the move log. No lines when a move's words say it all.
    aftermath: Callable[[S], Sequence[Caused]] | None = None
    notes: Notes[S] = Notes()
    #: Ways of showing the board the player can switch (``Switch``).
    switches: tuple[Switch, ...] = ()
    #: Pieces to drag (a board dragged on has no touch lens: its pieces are big enough).
    drag: Dragging[S] | None = None
    realtime: Realtime[S] | None = None
    #: Where the page's note about a tap goes (None: above the place tapped).
    tap_notes: TapNotes | None = None
    #: How a first-timer's first game starts (None: as any other).
    first_game: FirstGame | None = None
    #: What each kind of mark the board draws is, in a line (``marks.Legend``): explained
    #: on hover, long-press and the keyboard's focus, and listed beside the rules. A board
    #: with a legend draws every mark through it.
    legend: Legend[Any] | None = None
    #: The types of the board's selections, so a half-made move is kept over a reload
    #: (``keeping``); none: nothing picked is kept.
    picks: tuple[type, ...] = ()

    def offered(self, state: S, selection: Selection) -> list[Button]:
        """Every button to show now: those for the selection first, then the game's own."""
        chosen = self.selection_buttons(state, selection) if self.selection_buttons else []
        return chosen + self.buttons(state)

    def name(self, state: S, player: int) -> Say:
        """The player's name: the board's own for this game, else its fixed key."""
        if self.notes.player_name is not None:
            return self.notes.player_name(state, player)
        return Say(self.player_keys[player])

    def caused(self, state: S) -> tuple[Caused, ...]:
        """What the action that led to ``state`` caused (``aftermath``), a line each."""
        return tuple(self.aftermath(state)) if self.aftermath is not None else ()

    def is_logged(self, shown: S, after: S) -> bool:
        """Whether the action that led to ``after`` has a line in ``shown``'s move log."""
        return self.realtime is None or self.realtime.logged(shown, after)
