"""Trades, mortgaged lots changing hands, debts, bankruptcy, the end of the game, views."""

from __future__ import annotations

import pytest

from desktop.engine import IllegalAction, Rng
from desktop.engine.games.landlord import data as D
from desktop.engine.games.landlord.records import (
    AcceptTrade,
    AuctionStarted,
    Bid,
    EndTurn,
    GameEnded,
    InDebt,
    KeepMortgaged,
    LiftNow,
    Mortgage,
    OfferCard,
    OfferCash,
    OfferLot,
    PassBid,
    ProposeTrade,
    RejectTrade,
    Roll,
    SubmitTrade,
    TimeUp,
    TradeOffered,
    WentBankrupt,
)
from desktop.engine.games.landlord.state import ANSWER, AUCTION, DEBT, HIDDEN, TAKEOVER, TURN, LandlordState

from .helpers import group, new, own, rig, top_card


def refused(s: LandlordState, seat: int, action: object, reason: str) -> None:
    before = s.snapshot()
    with pytest.raises(IllegalAction) as exc:
        s.apply(seat, action)  # type: ignore[arg-type]
    assert exc.value.reason == reason
    assert s.snapshot() == before


def give_card(s: LandlordState, seat: int, card_id: str) -> int:
    card = D.CARD_INDEX[card_id]
    s.decks[D.CARD_DECK[card]].remove(card)
    s.held[seat].append(card)
    return card


# -- trades -------------------------------------------------------------------------------
def test_trade_of_lots_cash_and_cards_composed_in_steps_then_accepted() -> None:
    s = new()
    own(s, 0, 1)
    own(s, 1, 6)
    card = give_card(s, 1, "wf_keep_out")
    s.apply(0, ProposeTrade(1))
    s.apply(0, OfferLot(1))
    s.apply(0, OfferLot(6))
    s.apply(0, OfferCash(50))
    s.apply(0, OfferCard("wf_keep_out"))
    ev = s.apply(0, SubmitTrade())
    assert TradeOffered(0, 1, (1,), (6,), 50, (), ("wf_keep_out",)) in ev
    assert s.phase == ANSWER and s.to_move() == (1,)
    s.apply(1, AcceptTrade())
    assert (s.owner[1], s.owner[6]) == (1, 0) and s.cash[:2] == [1450, 1550] and s.held == [[card], [], []]
    assert s.phase == TURN and s.to_move() == (0,) and s.invariants() == []


def test_rejected_trade_changes_nothing() -> None:
    s = new()
    own(s, 0, 1)
    own(s, 1, 6)
    s.apply(0, ProposeTrade(1))
    s.apply(0, OfferLot(6))
    s.apply(0, OfferCash(100))
    s.apply(0, SubmitTrade())
    s.apply(1, RejectTrade())
    assert s.owner[6] == 1 and s.cash[:2] == [1500, 1500] and s.phase == TURN


def test_trading_a_lot_whose_group_has_buildings_is_refused() -> None:
    s = new()
    own(s, 0, *group("brown"))
    s.level[1] = 1
    s.houses_left = 31
    s.apply(0, ProposeTrade(1))
    refused(s, 0, OfferLot(3), "lot_has_buildings")


def test_proposing_a_trade_with_a_bankrupt_player_is_refused() -> None:
    s = new()
    s.bankrupt[2] = 1
    s.out_order = [2]
    s.bank_flow += s.cash[2]
    s.cash[2] = 0
    refused(s, 0, ProposeTrade(2), "partner_bankrupt")


def test_trade_proposals_are_capped_per_turn() -> None:
    s = new()
    own(s, 1, 6)
    for _ in range(D.TRADE_PROPOSALS_PER_TURN):
        s.apply(0, ProposeTrade(1))
        s.apply(0, OfferLot(6))
        s.apply(0, SubmitTrade())
        s.apply(1, RejectTrade())
    refused(s, 0, ProposeTrade(1), "trade_limit_reached")


def test_trade_offer_steps_are_capped() -> None:
    s = new()
    s.apply(0, ProposeTrade(1))
    for _ in range(D.TRADE_STEPS_CAP):
        s.apply(0, OfferCash(10))
    refused(s, 0, OfferCash(10), "offer_too_long")
    assert s.legal_actions(0) == [SubmitTrade(), s.legal_actions(0)[-1]]


def test_trade_cash_above_means_is_refused() -> None:
    s = new()
    s.cash[1] = 40
    s.bank_flow += 1460
    s.apply(0, ProposeTrade(1))
    refused(s, 0, OfferCash(-50), "cash_above_means")


@pytest.mark.parametrize("lift", [True, False])
def test_receiving_a_mortgaged_lot_lift_now_or_pay_10_percent_and_keep_it(lift: bool) -> None:
    s = new()
    own(s, 1, 39)
    s.mortgaged[39] = 1
    s.apply(0, ProposeTrade(1))
    s.apply(0, OfferLot(39))
    s.apply(0, SubmitTrade())
    s.apply(1, AcceptTrade())
    assert s.phase == TAKEOVER and s.to_move() == (0,)
    assert s.legal_actions(0) == [LiftNow(39), KeepMortgaged(39)]
    if lift:
        s.apply(0, LiftNow(39))
        assert s.cash[0] == 1500 - 220 and not s.mortgaged[39]
    else:
        s.apply(0, KeepMortgaged(39))
        assert s.cash[0] == 1500 - 20 and s.mortgaged[39]
    assert s.owner[39] == 0 and s.phase == TURN


# -- debts and bankruptcy ----------------------------------------------------------------
def test_debt_is_paid_by_mortgaging_when_cash_is_short() -> None:
    s = new()
    own(s, 0, 1, 3)
    own(s, 1, 6)
    s.bank_flow += s.cash[0] - 2
    s.cash[0] = 2
    s.pos[0] = 3
    rig(s, (1, 2))
    ev = s.apply(0, Roll())
    assert InDebt(0, 1, 6) in ev and s.phase == DEBT and s.to_move() == (0,)
    assert set(s.legal_actions(0)) == {Mortgage(1), Mortgage(3), ProposeTrade(1), ProposeTrade(2)}
    s.apply(0, Mortgage(1))
    assert s.cash[:2] == [26, 1506] and s.phase == TURN


def test_a_debtor_may_sell_a_lot_to_another_player_to_pay() -> None:
    s = new()
    own(s, 0, 39)
    own(s, 1, 6)
    s.bank_flow += s.cash[0] - 2
    s.cash[0] = 2
    s.pos[0] = 3
    rig(s, (1, 2))
    s.apply(0, Roll())
    assert s.phase == DEBT
    s.apply(0, ProposeTrade(2))
    assert s.to_move() == (0,)
    s.apply(0, OfferLot(39))
    s.apply(0, OfferCash(-100))
    s.apply(0, SubmitTrade())
    s.apply(2, AcceptTrade())
    assert s.owner[39] == 2 and s.cash[:3] == [96, 1506, 1400] and s.phase == TURN and s.to_move() == (0,)
    assert s.invariants() == []


def test_a_debtor_whose_trade_leaves_too_little_goes_bankrupt() -> None:
    s = new()
    own(s, 0, 39)
    own(s, 1, 6)
    s.bank_flow += s.cash[0] - 2
    s.cash[0] = 2
    s.pos[0] = 3
    rig(s, (1, 2))
    s.apply(0, Roll())
    s.apply(0, ProposeTrade(2))
    s.apply(0, OfferLot(39))
    s.apply(0, SubmitTrade())
    ev = s.apply(2, AcceptTrade())
    assert WentBankrupt(0, 1) in ev and s.bankrupt[0] and s.owner[39] == 2


def test_bankruptcy_to_a_player_hands_over_everything_with_the_10_percent_rule() -> None:
    s = new()
    own(s, 0, 3)
    s.mortgaged[3] = 1
    card = give_card(s, 0, "tf_keep_out")
    own(s, 1, *D.COMMERCIAL_SQUARES)
    s.bank_flow += s.cash[0] - 10
    s.cash[0] = 10
    rig(s, (2, 3))
    ev = s.apply(0, Roll())
    assert WentBankrupt(0, 1) in ev
    assert s.bankrupt[0] and s.owner[3] == 1 and s.mortgaged[3] and s.held[1] == [card] and s.cash[1] == 1510
    assert s.phase == TAKEOVER and s.to_move() == (1,)
    s.apply(1, KeepMortgaged(3))
    assert s.cash[1] == 1507 and s.to_move() == (1,) and s.current == 1 and s.invariants() == []


def test_bankruptcy_to_the_bank_auctions_the_lots_unmortgaged_and_returns_cards_under_their_decks() -> None:
    s = new()
    own(s, 0, 1, 3)
    s.mortgaged[1] = 1
    card = give_card(s, 0, "wf_keep_out")
    s.bank_flow += s.cash[0] - 10
    s.cash[0] = 10
    rig(s, (1, 3))
    ev = s.apply(0, Roll())
    assert WentBankrupt(0, -1) in ev and s.decks[0][-1] == card
    assert s.owner[1] == -1 and not s.mortgaged[1] and s.owner[3] == -1
    assert AuctionStarted(1, "bankruptcy") in ev and s.phase == AUCTION and s.to_move() == (1,)
    s.apply(1, Bid(10))
    s.apply(2, PassBid())
    assert s.owner[1] == 1 and s.phase == AUCTION  # then the next lot
    s.apply(1, PassBid())
    s.apply(2, PassBid())
    assert s.owner[3] == -1 and s.phase == TURN and s.current == 1 and s.invariants() == []


def test_last_player_standing_wins() -> None:
    s = new(players=2)
    s.bank_flow += s.cash[0] - 10
    s.cash[0] = 10
    rig(s, (1, 3))
    ev = s.apply(0, Roll())
    assert GameEnded("last_player", (1,)) in ev and s.is_over() and s.to_move() == ()
    assert s.result().ranks == (2, 1)


# -- length of the game ---------------------------------------------------------------------
def _quiet_turn(s: LandlordState, seat: int) -> None:
    own(s, seat, (s.pos[seat] + 3) % 40)
    rig(s, (1, 2))
    s.apply(seat, Roll())
    s.apply(seat, EndTurn())


def test_round_limit_ends_the_game_with_the_highest_net_worth() -> None:
    s = new(players=2, max_rounds=1)
    s.cash[1] += 100
    s.bank_flow -= 100
    _quiet_turn(s, 0)
    assert not s.is_over()
    _quiet_turn(s, 1)
    assert s.is_over() and s.end_reason == "rounds" and s.result().winners == (1,)


def test_time_up_ends_the_game_at_the_end_of_the_current_turn() -> None:
    s = new(players=2, time_limit_minutes=30)
    s.apply(0, TimeUp())
    assert not s.is_over()
    _quiet_turn(s, 0)
    assert s.is_over() and s.end_reason == "time"


def test_time_up_without_a_time_limit_is_refused() -> None:
    s = new(players=2)
    refused(s, 0, TimeUp(), "no_time_limit")


def test_hard_round_cap_ends_random_play_with_net_worth() -> None:
    s = new(players=2)
    s.round = D.HARD_ROUND_CAP
    _quiet_turn(s, 0)
    _quiet_turn(s, 1)
    assert s.is_over() and s.end_reason == "round_cap"


# -- hidden information ---------------------------------------------------------------------
def test_views_hide_the_order_of_unseen_cards_and_the_generator_only() -> None:
    s = new()
    v = s.view(1)
    assert v.rng is None and v.decks == [[HIDDEN] * 16, [HIDDEN] * 16]
    top_card(s, "wf_dividend")
    s.pos[0] = 0
    rig(s, (3, 4))
    s.apply(0, Roll())
    v = s.view(2)
    assert v.decks[0][:15] == [HIDDEN] * 15 and v.decks[0][15] == D.CARD_INDEX["wf_dividend"]
    assert v.cash == s.cash and v.owner == s.owner and v.pos == s.pos
    full = v.determinize(Rng(5))
    assert sorted(full.decks[0]) == list(D.DECK_CARDS[0]) and full.decks[0][15] == D.CARD_INDEX["wf_dividend"]


def test_a_view_cannot_be_played() -> None:
    s = new()
    with pytest.raises(IllegalAction):
        s.view(0).apply(0, Roll())


def test_first_player_is_decided_by_the_highest_roll() -> None:
    from .helpers import GAME

    firsts = {GAME.new_game(4, None, seed).current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_time_up_is_saved_with_the_actions_and_replays_exactly() -> None:
    from desktop.engine.gamelog import GameLog, loads
    from desktop.engine.games.landlord.records import LandlordOptions

    from .helpers import GAME

    options = LandlordOptions(time_limit_minutes=45)
    state = GAME.new_game(3, options, 11)
    rng = Rng(3)
    actions = []
    for step in range(400):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        action = TimeUp() if step == 300 else legal[rng.below(len(legal))]
        state.apply(seat, action)
        actions.append((seat, action))
        if state.is_over():
            break
    assert state.is_over() and state.end_reason == "time"
    log = GameLog("landlord", 3, options, 11, tuple(actions), state.state_hash(), GAME.rules_version)
    replayed, _ = loads(log.dumps()).replay()
    assert replayed.state_hash() == state.state_hash()
