"""JSON forms of actions, events and options: round trips and refusals."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from desktop.engine import Action, Codec, FormatError, OptionError, Options


@dataclass(frozen=True, slots=True)
class Bid(Action):
    lot: int
    amount: int


@dataclass(frozen=True, slots=True)
class Place(Action):
    cards: tuple[int, ...]
    face_up: bool
    note: str | None = None


@dataclass(frozen=True)
class Opts(Options):
    rounds: int = field(default=5, metadata={"min": 1, "max": 9})
    board: str = field(default="standard", metadata={"choices": ("standard", "advanced")})
    investors: bool = False


CODEC = Codec([Bid, Place])


def test_action_round_trip() -> None:
    for action in (Bid(2, 5), Place((1, 2, 3), True), Place((), False, "x")):
        assert CODEC.decode(action.to_json()) == action


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ([], "wrong_type"),
        ({"type": "Nope"}, "unknown_record_type"),
        ({"type": "Bid", "lot": 1}, "missing_field"),
        ({"type": "Bid", "lot": 1, "amount": "5"}, "wrong_type"),
        ({"type": "Bid", "lot": True, "amount": 5}, "wrong_type"),
        ({"type": "Bid", "lot": 1, "amount": 5, "x": 1}, "unknown_field"),
        ({"type": "Bid", "lot": 1, "amount": 10**30}, "number_too_large"),
        ({"type": "Place", "cards": [1, "a"], "face_up": True, "note": None}, "wrong_type"),
    ],
)
def test_bad_forms_are_refused(data: object, reason: str) -> None:
    with pytest.raises(FormatError) as info:
        CODEC.decode(data)
    assert info.value.reason == reason


def test_options_defaults_and_parse() -> None:
    assert Opts.from_json({}) == Opts()
    assert Opts.parse(["rounds=7", "board=advanced", "investors=yes"]) == Opts(7, "advanced", True)
    assert Opts.from_json(Opts(3).to_json()) == Opts(3)


@pytest.mark.parametrize(
    ("items", "key", "reason"),
    [
        (["nope=1"], "nope", "unknown_option"),
        (["rounds=x"], "rounds", "bad_value"),
        (["rounds=0"], "rounds", "out_of_range"),
        (["board=huge"], "board", "bad_value"),
        (["investors=maybe"], "investors", "bad_value"),
        (["rounds"], "rounds", "expected_key_value"),
    ],
)
def test_bad_options_name_the_option(items: list[str], key: str, reason: str) -> None:
    with pytest.raises(OptionError) as info:
        Opts.parse(items)
    assert (info.value.key, info.value.reason) == (key, reason)


def test_options_json_refuses_unknown_and_out_of_range() -> None:
    with pytest.raises(FormatError):
        Opts.from_json({"colour": "red"})
    with pytest.raises(FormatError):
        Opts.from_json({"rounds": 99})
