"""The state's parts (auction, trade, debt): copied on write by clone, kept in the flat
snapshot form saves were hashed with, and readable under their names from before the split."""

from __future__ import annotations

from desktop.engine import Rng, registry
from desktop.engine.games.landlord.phases import ANSWER, AUCTION, COMPOSE, DEBT
from desktop.engine.games.landlord.records import LandlordOptions
from desktop.engine.games.landlord.state import LandlordState

GAME = registry.get("landlord")

#: the snapshot's keys: the names of the fields before the state was split into parts
FLAT_KEYS = {
    "auc_bid", "auc_in", "auc_item", "auc_leader", "auc_pos", "bank_flow", "bankrupt", "between", "between_done",
    "can_roll", "cash", "current", "debt_amount", "debt_creditor", "debt_proposals", "debt_reason", "debt_seat",
    "debt_square", "decks", "doubles", "end_reason", "ending", "first_seat", "held", "hotels_left", "houses_left",
    "last_total", "level", "manage_count", "mortgaged", "num_players", "offer_sq", "options", "out_order",
    "owner", "phase", "place_seat", "pos", "proposals", "queue", "rng", "round", "take_seat", "take_sq",
    "tr_cash", "tr_gcards", "tr_give", "tr_partner", "tr_proposer", "tr_return", "tr_steps", "tr_take",
    "tr_tcards", "unseen", "vac", "vac_tries", "viewer",
}


def _random_states(seed: int, players: int, steps: int) -> list[LandlordState]:
    """The states of a random game, one per decision."""
    state = GAME.new_game(players, LandlordOptions(), seed)
    assert isinstance(state, LandlordState)
    pick = Rng(seed + 99)
    out = []
    for _ in range(steps):
        if state.is_over():
            break
        out.append(state.clone())
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[pick.below(len(legal))])
    return out


def test_clones_share_no_part_once_either_changes() -> None:
    phases_seen = set()
    for seed in range(5):  # random play trades a lot since counter-offers: the first debt is in game 4
        for state in _random_states(seed, 2 + seed % 3, 600):
            phases_seen.add(state.phase)
            seat = state.to_move()[0]
            for action in state.legal_actions(seat)[:3]:
                original = state.clone()
                copy = original.clone()
                before = copy.snapshot()
                original.apply(seat, action)  # the original changes first ...
                assert copy.snapshot() == before
                copy.apply(seat, action)  # ... then the copy, the same way
                assert copy.snapshot() == original.snapshot()
                if not copy.is_over():  # a clone of a clone that changes leaves its source alone
                    again = copy.clone()
                    copy_after = copy.snapshot()
                    mover = again.to_move()[0]
                    again.apply(mover, again.legal_actions(mover)[-1])
                    assert copy.snapshot() == copy_after
    assert {AUCTION, COMPOSE, ANSWER, DEBT} <= phases_seen, phases_seen


def test_snapshot_keeps_the_flat_form() -> None:
    for state in _random_states(3, 4, 400)[::50]:
        snap = state.snapshot()
        assert set(snap) == FLAT_KEYS
        assert snap["tr_give"] == state.trade.give and snap["auc_in"] == state.auction.seats
        assert snap["debt_amount"] == state.debt.amount and snap["place_seat"] == state.auction.placer
        assert (state.tr_cash, state.auc_bid, state.debt_seat) == (state.trade.cash, state.auction.bid,
                                                                   state.debt.seat)
