"""Events show each seat only what it may see."""

from __future__ import annotations

from desktop.engine.games.stockpile import data as D
from desktop.engine.games.stockpile import state as S
from desktop.engine.games.stockpile.actions import Bid, Place
from desktop.engine.games.stockpile.events import HIDDEN, CardPlaced, LotWon, MarketCardDealt, PairDealt
from tests.engine.stockpile.helpers import drive_to, new
from tests.engine.stockpile.test_rules import fix_count


def test_face_down_placement_event_hides_the_card_from_others() -> None:
    s = new(4)
    seat = s.turn
    card = s.hand[seat][0]
    (ev,) = [e for e in s.apply(seat, Place(card, 1, True)) if isinstance(e, CardPlaced)]
    assert ev.for_seat(seat) == ev
    assert ev.for_seat((seat + 1) % 4) == CardPlaced(seat, 1, HIDDEN, True)


def test_pair_and_supply_deals_are_shown_only_to_their_owner() -> None:
    s = new(4)
    drive_to(s, S.SELLING)
    events: list[object] = []
    while s.round == 1:
        seat = s.to_move()[0]
        events += s.apply(seat, s.legal_actions(seat)[-1])
    pairs = [e for e in events if isinstance(e, PairDealt)]
    assert len(pairs) == 6
    for e in pairs:
        for seat in range(4):
            seen = e.for_seat(seat)
            assert isinstance(seen, PairDealt)
            visible = e.owner in (-1, seat)
            assert (seen.company, seen.forecast) == ((e.company, e.forecast) if visible else (HIDDEN, HIDDEN))
    dealt = [e for e in events if isinstance(e, MarketCardDealt) and e.seat >= 0]
    assert dealt and all(e.for_seat((e.seat + 1) % 4).card == HIDDEN for e in dealt)  # type: ignore[union-attr]


def test_won_stockpile_event_hides_face_down_cards_from_those_who_do_not_know_them() -> None:
    s = new(4)
    drive_to(s, S.DEMAND)
    order = [(s.start + i) % 4 for i in range(4)]
    placer, winner, third = order[0], order[1], order[2]
    s.lots[2] = [(D.BOOM, 1 << placer), (3, s.all_mask)]
    fix_count(s)
    events: list[object] = []
    for i, seat in enumerate(order):
        events += s.apply(seat, Bid((i + 1) % 4, 0))
    (won,) = [e for e in events if isinstance(e, LotWon) and e.lot == 2]
    assert won.for_seat(winner).cards == (D.BOOM, 3)  # type: ignore[union-attr]
    assert won.for_seat(placer).cards == (D.BOOM, 3)  # type: ignore[union-attr]
    assert won.for_seat(third).cards == (HIDDEN, 3)  # type: ignore[union-attr]
