"""The engine contract: one ``State`` base class that every game fills in.

The public methods (``legal_actions``, ``apply``, ``parse_action``,
``is_over``, ``scores``, ``winners``, ``record``, ``view``, ``str``) are written
here once; a game implements the underscored hooks, as in OpenSpiel's
``_legal_actions``/``_apply_action``. ``apply`` checks that the game is not
over and that the action is legal, so games never repeat those checks. What
a game's other modules say (notation, refusals, descriptions, views, the text
picture) the state asks its ``Game`` for, so no game wires them up.

States are immutable. Each one remembers the state it came from and the
action that led to it, which is all a record, an undo or a replay needs.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from pygames.core.errors import IllegalAction, InvalidNotation
from pygames.core.game import Game, OptionValue, Score
from pygames.core.outcome import Outcome
from pygames.core.rng import Rng
from pygames.core.say import Say

#: Notation longer than this is rejected before a game's parser sees it.
MAX_NOTATION_LENGTH = 64

#: Actions are small frozen values whose ``str`` is their notation.
Action = Hashable


@dataclass(frozen=True, slots=True)
class View:
    """What one player may see of a state, the only thing an AI decides from.

    For games without hidden information the visible state is the state
    itself. Games with hidden information subclass this, redact what the
    player cannot see and override ``determinize`` to fill it in at random.
    """

    player: int
    state: State

    def determinize(self, rng: Rng) -> State:
        """Return a full state consistent with what the player has seen."""
        return self.state


@dataclass(frozen=True, slots=True, kw_only=True)
class State(ABC):
    """A position in a game, plus what is needed to replay the way there."""

    game: Game = field(repr=False)
    players: int
    options: Mapping[str, OptionValue] = field(repr=False)
    seed: int = field(repr=False)
    rng: Rng = field(repr=False)
    parent: State | None = field(default=None, repr=False, compare=False)
    last_action: Action | None = field(default=None, compare=False)
    #: The legal actions once asked for (see ``legal_actions``); ``replace`` starts it afresh.
    _legal: tuple[Action, ...] | None = field(default=None, init=False, repr=False, compare=False)
    #: What ``redact_history`` made of this position, and with which ``hide`` (a cache).
    _redacted: tuple[object, State] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    # -- hooks each game implements -------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Return the player to act, or None once the game is over."""

    @abstractmethod
    def _legal_actions(self) -> tuple[Action, ...]:
        """Return every action the player to act may take (game not over)."""

    @abstractmethod
    def _apply(self, action: Action) -> State:
        """Return the state after a legal action."""

    @abstractmethod
    def _outcome(self) -> Outcome | None:
        """Return how the game ended, or None while it goes on."""

    @abstractmethod
    def _scores(self) -> tuple[Score, ...]:
        """Return every player's score with its breakdown."""

    def _reveals(self, before: State) -> bool:
        """Return whether coming here from ``before`` showed what nobody knew then.

        By default, whether the generator moved: a roll, a draw or a shuffle used it.
        A game whose hidden things are dealt at the start and uncovered later (a tile
        turned up, a card under the one taken) overrides this.
        """
        return self.rng != before.rng

    # -- what the game's modules say, asked of its ``Game`` ---------------
    # Only a state that wraps another (``pygames.ai.paranoid``) overrides these.

    def _explain_illegal(self, action: Action) -> Say:
        """Say in a player's words why ``action`` is not legal now (``refusals.explain``)."""
        return self.game.explain(self, action)

    def _describe(self, action: Action) -> Say:
        """Say what ``action`` does, for the move log and the list of legal moves."""
        return self.game.describe(self, action)

    def _view(self, player: int) -> View:
        """Return what ``player`` may see (``view.view``)."""
        return self.game.view(self, player)

    def __str__(self) -> str:
        """The position as plain text (the game's ``picture``), for doctests and debugging."""
        return self.game.picture(self)

    # -- the public contract ---------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """Return the legal actions of the player to act (none once over).

        They are worked out once per state and kept: the page, ``apply``'s
        check and a search all ask again for the same position.
        """
        if self.is_over():
            return ()
        if self._legal is None:
            # A cache, not compared, so setting it on a frozen state changes nothing seen.
            object.__setattr__(self, "_legal", self._legal_actions())
        assert self._legal is not None
        return self._legal

    def apply(self, action: Action) -> State:
        """Return the state after ``action``; this state never changes.

        Raises:
            IllegalAction: if the game is over or the rules forbid the action.
        """
        if self.is_over():
            raise IllegalAction(Say.of("core.refusal.game_over", move=str(action)))
        if action not in self.legal_actions():
            raise IllegalAction(self._explain_illegal(action))
        successor = self.apply_unchecked(action)
        # This position is history now (undo, records): it is asked for its actions
        # again only after an undo, so it does not keep them for the rest of the game.
        object.__setattr__(self, "_legal", None)
        return successor

    def apply_unchecked(self, action: Action) -> State:
        """Apply an action taken from ``legal_actions()`` without checking it.

        This is the fast path for search; anything that comes from a person,
        a record or a URL goes through ``apply``.
        """
        successor = self._apply(action)
        # The successor was just built and nobody else holds it yet.
        object.__setattr__(successor, "parent", self)
        object.__setattr__(successor, "last_action", action)
        return successor

    def parse_action(self, text: str) -> Action:
        """Parse an action's notation (``str(action)`` gives it back).

        Parsing checks spelling only; ``apply`` decides whether it is legal.

        Raises:
            InvalidNotation: if the text does not spell an action of this game.
        """
        if not isinstance(text, str):
            raise InvalidNotation(Say.of("core.notation.not_text", kind=type(text).__name__))
        cleaned = text.strip()
        if not cleaned or len(cleaned) > MAX_NOTATION_LENGTH:
            raise InvalidNotation(
                Say.of("core.notation.not_a_move", text=repr(text[:MAX_NOTATION_LENGTH]))
            )
        return self.game.parse(cleaned)

    def describe(self, action: Action) -> Say:
        """Say what ``action`` would do in this state, in a player's words.

        >>> from pygames import get_game
        >>> state = get_game("offboard").new_game(seed=1)
        >>> str(state.describe(state.parse_action("C3>NE")))
        'Red moves a marble to the north-east'
        """
        return self._describe(action)

    def outcome(self) -> Outcome | None:
        """Return how the game ended, or None while it goes on."""
        return self._outcome()

    def is_over(self) -> bool:
        """Return True once the game has ended."""
        return self._outcome() is not None

    def is_reveal(self) -> bool:
        """Return True when the action that led here had a result the players did not know
        before it was taken: a roll, a draw, a deal, a shuffle, a tile turned up.

        Undo never crosses such a position (DESIGN: what a player has seen cannot be
        taken back and chosen again), so the match layer stops there; a game without
        chance or hidden information never has one, and keeps full undo. What it means,
        and what the tests check for every game with hidden information: an action that
        reveals nothing gives its mover the same view whatever was hidden, that is,
        applied to any two full positions that mover could not tell apart, it leaves two
        they still cannot. The first position of a game is none (nothing led to it).
        Ask the full state: a view has no generator to tell by.

        >>> from pygames import get_game
        >>> start = get_game("outback").new_game(seed=1)
        >>> start.apply(start.parse_action("stop")).is_reveal()
        False
        >>> start.apply(start.parse_action("roll")).is_reveal()
        True
        """
        return self.parent is not None and self._reveals(self.parent)

    def scores(self) -> tuple[Score, ...]:
        """Return each player's score with the breakdown that adds up to it."""
        return self._scores()

    def winners(self) -> tuple[int, ...]:
        """Return the players sharing first place, or () while the game goes on."""
        outcome = self._outcome()
        return outcome.winners if outcome else ()

    def view(self, player: int) -> View:
        """Return what ``player`` may see of this state."""
        if not 0 <= player < self.players:
            raise ValueError(f"there is no player {player} in a {self.players}-player game")
        return self._view(player)

    def actions(self) -> list[Action]:
        """Return the actions from the start of the game to this state."""
        actions = []
        state: State | None = self
        while state is not None and state.parent is not None:
            actions.append(state.last_action)
            state = state.parent
        actions.reverse()
        return actions

    def record(self) -> dict[str, Any]:
        """Return the JSON-ready record that ``pygames.replay`` turns back into this state."""
        return {
            "game": self.game.id,
            "rules": self.game.rules_version,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [str(action) for action in self.actions()],
        }


#: What a view shows in place of the game's seed: the seed and the generator would
#: replay every shuffle and roll to come.
HIDDEN_SEED = 0
_HIDDEN_RNG = Rng.from_seed(HIDDEN_SEED)

_S = TypeVar("_S", bound=State)


def redact_history(state: _S, hide: Callable[[_S], Mapping[str, Any]] | None = None) -> _S:
    """``state`` and every position before it without the seed and the generator, and with
    ``hide``'s fields replaced, so walking back through ``parent`` reveals nothing either.

    ``hide(position)`` returns the fields to replace (say ``{"bag": ...}``) for one
    position; a game with hidden information builds its views with this, passing what
    its players may not see (nothing more, when the generator is all that is hidden).

    Each position keeps what it was redacted to, so a view one move later redacts one
    position rather than the whole game again: the page and the computer ask for a
    view at every move, and a game's history runs to hundreds of positions. The price
    is one redacted copy kept per position (a few hundred bytes to a kilobyte).
    """
    line: list[_S] = []
    here: _S | None = state
    redacted: _S | None = None
    while here is not None:
        done = here._redacted
        if done is not None and done[0] is hide:
            # A position is redacted to a copy of itself, so of its class, as ``state`` is.
            redacted = done[1]  # type: ignore[assignment]
            break
        line.append(here)
        # Every position of a game is of the game's one state class, as ``state`` is.
        here = here.parent  # type: ignore[assignment]
    for position in reversed(line):
        fields = hide(position) if hide is not None else {}
        redacted = replace(position, **fields, seed=HIDDEN_SEED, rng=_HIDDEN_RNG, parent=redacted)
        object.__setattr__(position, "_redacted", (hide, redacted))
    assert redacted is not None
    return redacted
