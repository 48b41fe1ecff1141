"""The page around the board: players and scores, the status line, the board's buttons, the
move list and log, replay controls, the end screen, messages and what screen readers hear.

``PageView`` reads what the app hands it (``Panels``, a value) and writes the DOM, like
boardgame.io's ``client.subscribe(state => view.update(state))``; the markup itself is
``panels``'s. The document is handed in, so CPython tests run it on a stand-in DOM.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pygames.core import Say, State
from pygames.web import panels
from pygames.web.match import FRIEND, Replay
from pygames.web.settings import Settings
from pygames.web.text import Text
from pygames.web.ui import BoardUI, Button, Listed, Selection

#: Lines kept in the screen readers' log (older ones have been read).
ANNOUNCED_LINES = 5


@dataclass(frozen=True, slots=True)
class Guide:
    """The lesson's box: the step it is at (from 1) of how many and what it says (a
    catalog key), ``done`` once every step is played; or, with ``offer``, the lesson offered
    to a first-time visitor."""

    step: int = 0
    steps: int = 0
    say: str = ""
    done: bool = False
    offer: bool = False
    #: The game's title, for the offer.
    game: str = ""


@dataclass(frozen=True, slots=True)
class Panels:
    """What the panels show, as the app sees it at one moment."""

    #: The position on the board (a replay's, else the game's).
    position: State
    #: The game being played (its legal moves are listed).
    state: State
    seats: tuple[str, ...]
    selection: Selection
    #: A person may act on the board now.
    interactive: bool
    #: A person is to move in the game (though a replay may be on the board).
    awaiting_person: bool
    thinking: bool
    #: The last move is still in motion on the board: the status line waits for it.
    moving: bool
    replay: Replay | None
    buttons: Sequence[Button]
    can_undo: bool
    #: Skip is offered (a computer plays, and the computers are not skipped ahead already).
    can_skip: bool
    #: The moves, by count of actions before them, that followed a hint (marked in the log).
    hinted: frozenset[int]
    #: The legal-moves list's lines and the note under it.
    listed: tuple[Sequence[Listed], Say | None]
    #: The remembered settings (the board's switches are shown as set).
    settings: Settings = Settings()
    #: The lesson's box (None: hidden).
    guide: Guide | None = None
    #: Whether "Learn to play" is offered: the game has a lesson and none is being played.
    can_learn: bool = False
    #: In a game with friends, the names its players chose ("": none).
    names: tuple[str, ...] = ()
    #: A friend's link is offered again (*Send the link*): ``Match.sends_link``.
    sends_link: bool = False
    #: The button a shown hint presses next, and what the hint shows (JSON, for tests).
    hinted_button: int | None = None
    hint_told: str = ""


def status(ui: BoardUI[Any], text: Text, shown: Panels) -> str:
    """The status line: the result, whose turn it is in a replay, who is thinking, or who is
    to move with the board's hint for the next tap when that is a person (not while a
    lesson's step says what to tap: two instructions at once confused a newcomer)."""
    state = shown.position
    outcome = state.outcome()
    if outcome is not None:
        headline = panels.headline(ui, state, shown.seats)
        return text("app.result", headline=headline, reason=outcome.reason.say)
    player = state.current_player
    name = text.say(ui.name(state, player)) if player is not None else ""
    if shown.replay is not None:
        return text("app.replay_to_move", player=name)
    if shown.thinking:
        return text("app.thinking", player=name)
    if player is not None and shown.seats[player] == FRIEND:
        who = (shown.names[player] if player < len(shown.names) else "") or name
        watching = all(seat == FRIEND for seat in shown.seats)
        return text("friend.watching" if watching else "app.friend.waiting", player=who)
    stepping = shown.guide is not None and not (shown.guide.offer or shown.guide.done)
    prompting = shown.awaiting_person and not stepping
    prompt = text.say(ui.prompt(state, shown.selection)) if prompting else ""
    return text("app.to_move", player=name, hint=prompt).strip()


class PageView:
    """Keeps the page's panels in step with the app, writing only what changed."""

    def __init__(self, ui: BoardUI[Any], document: Any, text: Text) -> None:
        self.ui = ui
        self.document = document
        self.text = text
        self._written: dict[str, str] = {}  # the markup last put into each element
        self._built_from: dict[str, tuple[State, tuple[object, ...]]] = {}  # see _fill_for

    def _element(self, element_id: str) -> Any:
        return self.document.getElementById(element_id)

    # -- messages --------------------------------------------------------------------

    def message(self, text: str, *, error: bool = False, heard: bool = True) -> None:
        """Show a message to the player (empty text clears it), and tell screen readers
        unless it was ``heard`` already (a move's told lines come with the move)."""
        line = self._element("message")
        line.textContent = text
        line.classList.toggle("error", error)
        if heard and text:
            self.announce(text)

    def announce(self, text: str) -> None:
        """Tell screen readers: a line added to a log they read politely, so what is told
        right after (the end of the game after its last move) does not replace it unread.
        The message line is not read itself, so nothing is heard twice."""
        log = self._element("announce")
        line = self.document.createElement("p")
        line.textContent = text
        log.append(line)
        while log.childElementCount > ANNOUNCED_LINES:
            log.firstElementChild.remove()

    def note_at(self, text: str, x: float, y: float, board_width: float) -> None:
        """Say ``text`` briefly beside the place tapped at (x, y), where the player is
        looking (the message line says it too, for screen readers)."""
        note, board = self._element("tap-note"), self._element("board")
        half = min(130.0, board_width / 2)
        note.textContent = text
        note.style.left = f"{board.offsetLeft + max(half, min(x, board_width - half))}px"
        note.style.top = f"{board.offsetTop + y}px"
        note.hidden = False
        note.classList.toggle("below", y < 72)  # no room above a tap near the top edge
        note.classList.remove("shown")
        _ = note.offsetWidth  # restart the fade for a second tap in a row
        note.classList.add("shown")

    # -- the panels ------------------------------------------------------------------

    def render(self, shown: Panels) -> None:
        """Bring every panel up to date with ``shown``."""
        ui, text, state = self.ui, self.text, shown.position
        self._fill("players", panels.players(ui, text, state, shown.seats, shown.names))
        self._element("friend-send").hidden = not shown.sends_link
        if not shown.moving:
            self._element("status").textContent = status(ui, text, shown)
        note = ui.notes.board(state) if ui.notes.board is not None else None
        self._element("board-note").textContent = text.say(note) if note else ""
        self._element("board-note").hidden = note is None
        self._fill("actions", panels.action_buttons(text, shown.buttons))
        self._mark_hinted_button(shown)
        self._element("undo").disabled = not shown.can_undo
        self._element("end-undo").hidden = not shown.can_undo
        self._element("skip").hidden = not shown.can_skip
        if self._element("rules").open:  # a new language while it is read
            self.show_rules()
        self._fill("switches", panels.switches(ui, text, shown.settings))
        self._render_guide(shown.guide)
        self._element("learn").hidden = not shown.can_learn
        self._render_replay(shown.replay)
        self._render_move_list(shown)
        replaying = shown.replay is not None
        recap = lambda: "" if replaying else panels.since_your_move(ui, text, state, shown.seats)  # noqa: E731
        self._fill_for("recap", state, recap, replaying, shown.seats)  # again only as play goes on
        self._element("recap").hidden = not self._written.get("recap")
        log = lambda: panels.move_log(ui, text, state, shown.hinted)  # noqa: E731
        if self._fill_for("log", state, log, shown.interactive, shown.hinted):
            _show_newest(self._element("log"))

    def _render_guide(self, guide: Guide | None) -> None:
        """The lesson's box: the step and its words, Leave; at the end, a real game; or the
        lesson offered (Learn to play, No thanks)."""
        self._element("lesson").hidden = guide is None
        if guide is None:
            return
        text = self.text
        if guide.offer:
            step, words = "", text("lesson.offer", game=guide.game)
        else:
            step = text("lesson.step", step=guide.step, steps=guide.steps)
            words = text(guide.say)
            if guide.done:  # a newcomer met marks no step named: where to ask what they are
                words = f"{words} {text('lesson.marks')}"
        self._element("lesson-step").textContent = step
        self._element("lesson-text").textContent = words
        self._element("lesson-start").hidden = not guide.offer
        self._element("lesson-decline").hidden = not guide.offer
        self._element("lesson-play").hidden = not guide.done
        self._element("lesson-leave").hidden = guide.offer

    def _mark_hinted_button(self, shown: Panels) -> None:
        """Outline the button a shown hint presses next (and tell tests what is shown)."""
        self._element("board").dataset.hint = shown.hint_told
        marked = "" if shown.hinted_button is None else str(shown.hinted_button)
        for button in self._element("actions").querySelectorAll("button"):
            button.classList.toggle("hinted", str(button.dataset.index) == marked)

    def _render_move_list(self, shown: Panels) -> None:
        state, (lines, note) = shown.state, shown.listed
        legal = lambda: panels.legal_moves(self.text, state, lines)  # noqa: E731
        self._fill_for("legal-moves", state, legal, shown.interactive)
        self._element("play-listed").disabled = not lines
        self._element("legal-note").textContent = self.text.say(note) if note else ""
        self._element("legal-note").hidden = note is None

    def _render_replay(self, replay: Replay | None) -> None:
        self._element("replay").hidden = replay is None
        if replay is None:
            return
        shown, length = replay.shown, replay.length
        self._element("replay-position").textContent = self.text(
            "app.replay_position", shown=shown, length=length
        )
        self._element("replay-first").disabled = self._element("replay-back").disabled = shown == 0
        self._element("replay-forward").disabled = self._element("replay-last").disabled = (
            shown == length
        )
        self._element("replay-continue").disabled = replay.state.is_over()

    def listed_index(self) -> int:
        """The line of the legal-moves list the person chose (-1: none)."""
        chosen = self._element("legal-moves").querySelector("input:checked")
        return int(chosen.dataset.index) if chosen else -1

    def select_listed(self, index: int) -> None:
        """Choose a line of the legal-moves list (-1: none)."""
        for line in self._element("legal-moves").querySelectorAll("input"):
            line.checked = str(line.dataset.index) == str(index)

    # -- the end screen --------------------------------------------------------------

    def show_end(self, state: State, seats: tuple[str, ...], hints_used: int) -> None:
        """Open the end screen of a finished game (or bring it up to date)."""
        outcome = state.outcome()
        assert outcome is not None
        text = self.text
        headline = panels.headline(self.ui, state, seats)
        self._element("end-title").textContent = text("app.end_title", headline=headline)
        reason = text.say(outcome.reason.say)
        self._element("end-reason").textContent = reason[:1].upper() + reason[1:] + "."
        self._element("end-scores").innerHTML = panels.breakdown(self.ui, text, state)
        self._element("end-hints").textContent = text.say(Say.count("app.end.hints", hints_used))
        self._element("end-hints").hidden = not hints_used
        if not self._element("end").open:
            self._element("end").showModal()

    def show_rules(self) -> None:
        """Write "How to play" in the reader's language as its dialog opens: its figures are
        drawn for a reader who opens it, never while the page starts."""
        self._fill("rules-text", panels.rules(self.ui, self.text))

    def is_end_open(self) -> bool:
        return bool(self._element("end").open)

    def close_dialogs(self) -> None:
        """Close the end screen, the New game dialog and the link for a friend, and empty
        the screen readers' log (a new match starts: what was said belongs to the last one)."""
        self._element("end").close()
        self._element("setup").close()
        self._element("friend-dialog").close()
        self._element("announce").replaceChildren()

    def board_into_view(self) -> None:
        """Scroll the board back into view if its top is above the screen: a new match
        started from a button under it (the lesson's last, on a phone) left a newcomer
        looking at the panel, the board scrolled away."""
        board = self._element("board")
        if board.getBoundingClientRect().top < 0:
            board.scrollIntoView(True)

    # -- writing only what changed ----------------------------------------------------

    def _fill_for(
        self, element_id: str, state: State, build: Callable[[], str], *also: object
    ) -> bool:
        """``_fill`` with ``build()``, built only when ``state``, the language or ``also``
        changed: the log says every move of the game in words, too much to redo on every
        tap, focus change and redraw."""
        seen = (self.text.language, *also)
        last = self._built_from.get(element_id)
        if last is not None and last[0] is state and last[1] == seen:
            return False
        self._built_from[element_id] = (state, seen)
        return self._fill(element_id, build())

    def _fill(self, element_id: str, html: str) -> bool:
        """Put ``html`` into an element unless it is there already; return True if it changed.

        Rewriting unchanged markup would replace a button between a person's press and
        release (the board losing focus redraws the page), and the click would be lost.
        """
        if self._written.get(element_id) == html:
            return False
        self._element(element_id).innerHTML = html
        self._written[element_id] = html
        return True


def _show_newest(log: Any) -> None:
    """Scroll a list so its newest entry is in view and its top entry is whole: the list
    starts at the earliest entry that still leaves the newest one on screen, with room
    made under the newest for what is left of the list's height."""
    log.style.paddingBottom = "0"
    entry = log.lastElementChild
    if not entry:  # JavaScript's null
        return
    bottom = entry.offsetTop + entry.offsetHeight
    while earlier := entry.previousElementSibling:
        if bottom - earlier.offsetTop > log.clientHeight:
            log.style.paddingBottom = f"{log.clientHeight - (bottom - entry.offsetTop)}px"
            break
        entry = earlier
    log.scrollTop = entry.offsetTop
