"""What the shipped campaigns gate in free play, and how it opens."""

from __future__ import annotations

from desktop.campaign import load_definitions
from desktop.campaign.unlocks import closed_choices, gated, locked, players_unlock


def test_the_shipped_campaigns_gate_variants_players_and_levels() -> None:
    _rivals, defs = load_definitions()
    closed = locked(defs, earned=())
    assert {"variant.stockpile.advanced_board", "variant.stockpile.investors", "variant.wall_street_1920.tycoons",
            "variant.wall_street_1920.call_options", "variant.black_friday.five_players",
            "variant.landlord.building_shortage", "level.normal", "level.hard", "level.expert"} <= closed
    assert gated(defs)["variant.stockpile.advanced_board"][1].id == "corner_lots"
    assert closed_choices("stockpile", 4, {"advanced_board": True, "investors": False}, ["easy", "hard"], closed) \
        == ["variant.stockpile.advanced_board", "level.hard"]
    assert closed_choices("stockpile", 4, {"advanced_board": False}, ["easy"], closed) == []
    assert closed_choices("black_friday", 5, {}, ["easy"], closed) == ["variant.black_friday.five_players"]
    assert players_unlock("black_friday", 4) is None


def test_earning_or_the_setting_opens_them() -> None:
    _rivals, defs = load_definitions()
    closed = locked(defs, earned={"variant.stockpile.advanced_board", "level.hard"})
    assert closed_choices("stockpile", 4, {"advanced_board": True}, ["hard"], closed) == []
    assert "level.expert" in closed
    assert locked(defs, earned=(), everything=True) == frozenset()
