"""Achievements: the shipped data, detection from finished games, kept for good."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from desktop.campaign import CampaignDataError
from desktop.campaign.achievements import (
    FEATS,
    Achievement,
    detect,
    earned,
    load_achievements,
    parse_achievements,
)
from desktop.storage import Seat, Store
from tests.campaign.test_career import finish
from tests.fixture_game import TinyOptions
from tests.storage.helpers import open_store


def test_the_shipped_achievements_parse_and_name_known_feats() -> None:
    shipped = load_achievements()
    ids = {a.id for a in shipped}
    assert {"first_win", "all_five", "landlord_monopoly", "stockpile_split_twice", "three_stars"} <= ids
    assert all((a.game, a.feat) in FEATS for a in shipped if a.kind == "feat")


@pytest.mark.parametrize("data", [{}, {"achievements": [{"id": "x", "kind": "nope"}]},
                                  {"achievements": [{"id": "x", "kind": "feat", "game": "landlord", "feat": "?"}]},
                                  {"achievements": [{"id": "x", "kind": "wins", "colour": 1}]},
                                  {"achievements": [{"id": "x", "kind": "wins"}, {"id": "x", "kind": "wins"}]}])
def test_bad_achievement_data_is_refused(data: dict[str, Any]) -> None:
    with pytest.raises(CampaignDataError):
        parse_achievements(data)


def _play(store: Store, seed: int, level: str = "random") -> tuple[int, bool]:
    saved = store.new_game("tiny_market", TinyOptions(), [Seat.human("Mei"), Seat.bot(level, "B")], seed)
    finish(saved, seed)
    return saved.id, saved.state.result().ranks[0] == 1


def test_a_win_is_detected_once_and_a_loss_earns_nothing(tmp_path: Path) -> None:
    mine = [Achievement("first_win", "wins", count=1), Achievement("beat_hard", "win_against", level="hard")]
    with open_store(tmp_path) as store:
        outcomes = [_play(store, seed, "hard") for seed in range(1, 40)]
        losses = [g for g, won in outcomes if not won]
        wins = [g for g, won in outcomes if won]
        assert losses and wins
        # detection runs per finished game: a store with wins in it grants on the first check
        assert [a.id for a in detect(store, mine, game=losses[0])] == ["first_win"]
        assert "beat_hard" not in earned(store)  # the game looked at was lost
        assert [a.id for a in detect(store, mine, game=wins[0])] == ["beat_hard"]
        assert detect(store, mine, game=wins[-1]) == []  # earned once
        assert set(earned(store)) == {"first_win", "beat_hard"}


@dataclass
class _Split:
    seat: int
    company: int
    cards: int
    amount: int


_Split.__name__ = "SplitBonus"


class _Board:
    def __init__(self, complete: set[tuple[int, int]]) -> None:
        self.complete = complete

    def group_complete(self, group: int, seat: int) -> bool:
        return (group, seat) in self.complete


def test_game_feats() -> None:
    monopoly = FEATS[("landlord", "monopoly")]
    assert monopoly(_Board({(2, 0)}), 0, []) and not monopoly(_Board({(2, 1)}), 0, [])
    split = FEATS[("stockpile", "split_twice")]
    assert split(None, 1, [_Split(1, 3, 1, 10)]) and not split(None, 0, [_Split(1, 3, 1, 10)])
    assert not split(None, 1, [_Split(1, 3, 0, 0)])
