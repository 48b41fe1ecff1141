"""The game-independent engine contract: games, states, records, errors, chance."""

from pygames.core.action import Notated, Notation
from pygames.core.errors import (
    IllegalAction,
    InvalidNotation,
    InvalidRecord,
    InvalidSetup,
    PygamesError,
    UnknownGame,
)
from pygames.core.game import Game, Option, OptionValue, RaceRound, Score
from pygames.core.outcome import Outcome, Reason, Termination
from pygames.core.record import from_fragment, from_json, to_fragment, to_json
from pygames.core.rng import Rng
from pygames.core.say import Number, Say
from pygames.core.state import HIDDEN_SEED, Action, State, View, redact_history

__all__ = [
    "HIDDEN_SEED",
    "Action",
    "Game",
    "IllegalAction",
    "InvalidNotation",
    "InvalidRecord",
    "InvalidSetup",
    "Notated",
    "Notation",
    "Number",
    "Option",
    "OptionValue",
    "Outcome",
    "PygamesError",
    "RaceRound",
    "Reason",
    "Rng",
    "Say",
    "Score",
    "State",
    "Termination",
    "UnknownGame",
    "View",
    "from_fragment",
    "from_json",
    "redact_history",
    "to_fragment",
    "to_json",
]
