"""Pure rules: the engine contract, our random generator, one package per game.

No Qt, no I/O.  See README.md beside this file."""

from desktop.engine.errors import EngineError, FormatError, IllegalAction, OptionError, UnknownGame
from desktop.engine.records import Action, Codec, Event, Options, Record
from desktop.engine.rng import Rng
from desktop.engine.state import Game, Result, State, rank_by

__all__ = [
    "Action",
    "Codec",
    "EngineError",
    "Event",
    "FormatError",
    "Game",
    "IllegalAction",
    "OptionError",
    "Options",
    "Record",
    "Result",
    "Rng",
    "State",
    "UnknownGame",
    "rank_by",
]
