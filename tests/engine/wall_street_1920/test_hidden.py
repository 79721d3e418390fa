"""Hidden information in 1920 Wall Street: what a view shows and what determinize deals."""

from __future__ import annotations

from desktop.engine import Rng
from desktop.engine.games.wall_street_1920 import data as D
from desktop.engine.games.wall_street_1920.records import HIDDEN, RaiseCapital, ToPile
from tests.engine.wall_street_1920.helpers import COTTON, M_CRASH, OIL, at_main, give, pile


def test_view_hides_other_players_shares_market_cards_and_capital_cards() -> None:
    s = at_main()
    give(s, 0, OIL, M_CRASH)
    give(s, 1, COTTON)
    v = s.view(1)
    assert v.stocks[0] == [HIDDEN] and v.markets[0] == [HIDDEN]
    assert v.capital_card[0] == HIDDEN and v.capital_card[1] == s.capital_card[1]
    assert v.stocks[1] == [COTTON]  # your own pile you may look at any time
    assert v.rng is None


def test_view_shows_only_the_deck_top_and_the_top_of_each_discard_pile() -> None:
    s = at_main()
    pile(s, 1, OIL, COTTON)
    v = s.view(2)
    assert v.deck[-1] == s.deck[-1] and set(v.deck[:-1]) == {HIDDEN}
    assert v.piles[1] == [HIDDEN, COTTON]
    assert v.circle == s.circle  # the circle lies face up


def test_determinize_keeps_the_explosion_in_the_last_nine_cards_and_piles_by_kind() -> None:
    s = at_main()
    give(s, 1, OIL, M_CRASH)
    v = s.view(0)
    for seed in range(20):
        full = v.determinize(Rng(seed))
        assert full.invariants() == []
        assert full.deck.index(D.EXPLOSION) < D.EXPLOSION_DEPTH
        assert D.IS_SHARE[full.stocks[1][0]] and not D.IS_SHARE[full.markets[1][0]]
        assert full.view(0).snapshot() == v.snapshot()


def test_determinize_keeps_the_placed_explosion_where_it_was_placed() -> None:
    s = at_main()
    s.deck.remove(D.EXPLOSION)
    s.piles[2].append(D.EXPLOSION)
    s.explosion_at = (2, 0)
    s.final_round = True
    s.apply(0, RaiseCapital())
    s.apply(0, ToPile(2))  # the explosion is now below the top
    v = s.view(1)
    assert v.piles[2][0] == HIDDEN
    full = v.determinize(Rng(5))
    assert full.piles[2][0] == D.EXPLOSION and full.invariants() == []


def test_determinize_deals_a_seat_asked_for_an_offer_a_card_it_may_offer() -> None:
    """A seat is asked for a sealed offer only if it holds a share of another
    type than the one on trade (the others show their piles): every deal of a
    view keeps that, so the seat still has a legal offer."""
    from desktop.ai.levels import make_bot
    from desktop.engine import registry
    from desktop.engine.games.wall_street_1920.state import PH_OFFER

    game = registry.get("wall_street_1920")
    checked = 0
    for seed in range(1, 7):
        state = game.new_game(4, None, seed)
        bots = [make_bot("heuristic", game.id, seed + s) for s in range(4)]
        while not state.is_over() and checked < 60:
            seat = state.to_move()[0]
            view = state.view(seat)
            if state.phase == PH_OFFER:
                for k in range(5):
                    full = view.determinize(Rng(seed * 100 + k))
                    for mover in full.to_move():
                        assert full.legal_actions(mover), (seed, mover)
                checked += 1
            state.apply(seat, bots[seat].decide(view, seat))
    assert checked > 10
