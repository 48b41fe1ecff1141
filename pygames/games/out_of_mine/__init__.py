"""Out of Mine! (Martin Nedergaard Andersen, HUCH! & friends, 2014): a real-time packing race.

Two to four dwarves (or one, practising) each fill a mine gallery of 20
cells with the polyomino crystals their treasure card names; the first to
cover every cell calls "Out of Mine!" and everyone stops. Seven rounds (one
for the puzzle of the day).

Unusual for the family: everyone plays at once, against the clock. The
engine contract is turn by turn, so a round becomes each player's
*timeline*, played one after another (``rules``): clock steps, board
changes and the call, every one an ordinary action with notation, checked
by ``apply`` against ``legal_actions``. The clock runs on in a finite menu
of steps (``+0.1s`` ... ``+90s``), so ``legal_actions`` stays finite: the
canonical changes that fit the board now, the steps that keep the clock
before the standing call and the 10-minute close, the call, the stop.
Boards are judged as they stood at the caller's moment, which is why each
timeline keeps its changes with their times. A record replays a whole race
exactly; ``play_timeline`` turns a recorded, timed timeline into those
actions, refusing times that go backwards or reach past the call.

Chance and hidden information: the shuffled boards and the treasure-card
deck, drawn from the state's generator; a player's view hides the generator and the
seed, in every position before it too.

The modules, one job each:

- ``rules``: the state, the engine hooks, ``GAME``, ``start``, ``play_timeline`` and
  ``race_rounds`` (each round's points and time, which a challenge between friends
  compares);
- ``actions``: the actions and their notation, the clock's steps, ``Phase``;
- ``refusals``: why an action is not legal now (``explain``);
- ``view``: what a player may see (all but the order of cards and boards to come);
- ``picture``: every player's gallery, tiles and card as plain text;
- ``ai``: the dwarves and their levels;
- ``advice``: the next change toward a full gallery, for a person racing (a hint);
- ``words``: players, crystals, tiles and moves as messages (a move's description);
- ``tiles``: the tiles on a player's board, and the changes the rules allow;
- ``scoring``: judging a board at the caller's moment, and the round's points;
- ``shapes``: the 69 crystals, their orientations and the gallery grid;
- ``solver``: exact cover and best cover of a gallery with a card's crystals;
- ``content``: the 20 layouts and 40 cards as values;
- ``puzzle``: the puzzle of the day, a layout and a card picked from the date;
- ``data``: them as literals, made once from a seed by ``tools/out_of_mine_generate.py``.

The words a player reads are in ``locales`` (keys ``out-of-mine.*``).
"""

from pygames.games.out_of_mine.actions import LIMIT, Phase
from pygames.games.out_of_mine.rules import (
    GAME,
    ROUNDS,
    End,
    OutOfMineState,
    RoundResult,
    Timeline,
    play_timeline,
)
from pygames.games.out_of_mine.view import OutOfMineView

__all__ = [
    "GAME",
    "LIMIT",
    "ROUNDS",
    "End",
    "OutOfMineState",
    "OutOfMineView",
    "Phase",
    "RoundResult",
    "Timeline",
    "play_timeline",
]
