"""tools/landlord_trades.py: offer counts per game and each trade judged by the Expert's paired
comparison (the measurement of lopsided trades in docs/games/landlord.md)."""

from __future__ import annotations

import json

import pytest

from tests.ai.test_landlord_trades import _offer
from tools import landlord_trades


def test_the_tool_counts_offers_and_judges_every_trade(capsys: pytest.CaptureFixture[str]) -> None:
    assert landlord_trades.main(["--seats", "heuristic,heuristic,heuristic,heuristic", "--games", "4",
                                 "--deals", "2", "--seed", "41"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4 and out["repeated_refused_offers"] == 0
    per_game = out["per_game"]
    assert per_game["TradeOffered"] >= per_game["TradeAccepted"] > 0
    judged = out["lopsided_by_level"]["heuristic"]
    assert judged["proposed"] == judged["accepted"] == out["trades_judged"] == round(4 * per_game["TradeAccepted"])


def test_a_gift_is_judged_good_for_the_one_who_receives_it() -> None:
    """A plain gift of 500 is a loss for the giver and a gain for the partner, on the same deals."""
    state, _partner = _offer({}, (), (), 500)
    proposer_points, partner_points, proposer_se, partner_se = landlord_trades.judge(state, 3, 6, False)
    assert proposer_points < -2 * proposer_se and partner_points > 2 * partner_se
