"""The Hint's reasons in each game's terms (``GameUI.hint_reason``): read from the seat's view and
the action, never a crash, and the words the position calls for."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ai.base import RandomBot
from desktop.app.gameui import ui_for
from desktop.app.i18n import money
from desktop.engine import State, registry

GAME_IDS = ("stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord")


def _walk(game_id: str, players: int, seed: int, steps: int) -> list[State]:
    """Views of the seat to move at every step of a randomly played game."""
    game = registry.get(game_id)
    state = game.new_game(players, None, seed)
    mover = RandomBot(seed + 1)
    out = []
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        out.append(state.view(seat))
        state.apply(seat, mover.decide(state, seat))
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_move_of_random_games_has_a_reason_or_none(qapp: Any, game_id: str) -> None:
    ui = ui_for(game_id)
    said = 0
    for seed in (1, 2):
        for view in _walk(game_id, 4, seed, 400):
            seat = view.to_move()[0]
            for action in view.legal_actions(seat):
                text = ui.hint_reason(view, seat, action)
                assert text is None or (isinstance(text, str) and text.strip())
                said += text is not None
    assert said > 20  # the game has something to say about many moves


def _landlord(seed: int = 3) -> Any:
    state = registry.get("landlord").new_game(3, None, seed)
    return state


def test_landlord_buying_the_last_lot_of_a_group_completes_it(qapp: Any) -> None:
    from desktop.engine.games.landlord import data as D
    from desktop.engine.games.landlord import records as R

    ui = ui_for("landlord")
    state = _landlord()
    orange = D.GROUP_SQUARES[3]
    state.owner[orange[0]] = state.owner[orange[1]] = 0
    state.offer_sq = orange[2]
    assert ui.hint_reason(state, 0, R.Buy()) == "completes your orange group: rents double and you can build"
    assert ui.hint_reason(state, 1, R.Buy()) == "keeps a rival from completing the orange group"
    state.owner[orange[0]] = state.owner[orange[1]] = 1
    state.owner[orange[2]] = 1
    state.level[orange[0]] = 0
    text = ui.hint_reason(state, 1, R.Build(orange[0]))
    assert text is not None and "rises from" in text


def _first(game_id: str, wanted: type, players: int = 4, seed: int = 5) -> State:
    """The first view in a random game where the seat to move may play a ``wanted`` action."""
    for view in _walk(game_id, players, seed, 2000):
        if any(isinstance(a, wanted) for a in view.legal_actions(view.to_move()[0])):
            return view
    raise AssertionError(f"no {wanted.__name__} in the game")


def test_stockpile_bids_speak_of_the_majority_and_the_stockpile_s_worth(qapp: Any) -> None:
    from desktop.engine.games.stockpile import actions as A

    ui = ui_for("stockpile")
    view = _first("stockpile", A.Bid)
    seat = view.to_move()[0]
    rival = (seat + 1) % view.num_players
    labs = 2
    view.lots[0] = [(labs, 0), (labs, 0)]
    view.port[seat] = [(labs, 0)]
    view.port[rival] = [(labs, 0), (labs, 0)]
    for s in range(view.num_players):
        view.split[s] = [0] * 6
    bid = A.Bid(0, 1)
    assert ui.hint_reason(view, seat, bid) == (f"gives you the majority in Leading Laboratories "
                                               f"(a {money(10, 1000)} bonus at the end)")
    view.port[seat] = [(labs, 0)] * 3
    assert ui.hint_reason(view, seat, bid) == "keeps the majority in Leading Laboratories out of a rival's reach"
    view.port[seat] = []
    view.port[rival] = [(labs, 0)] * 5  # out of reach: the worth speaks
    text = ui.hint_reason(view, seat, bid)
    assert text is not None and text.startswith(f"the bid ({money(1, 1000)}) is under the stockpile's worth")
    assert ui.hint_reason(view, seat, A.Bid(0, 7)) is None  # $25,000 for two shares: no reason to praise it


def test_hab_und_gut_cards_and_donations_speak_of_goods_and_the_lowest_donor(qapp: Any) -> None:
    from desktop.app.games.hab_und_gut.words import good_name
    from desktop.engine.games.hab_und_gut import actions as A

    ui = ui_for("hab_und_gut")
    view = _first("hab_und_gut", A.PlayCard)
    seat = view.to_move()[0]
    play = next(a for a in view.legal_actions(seat) if isinstance(a, A.PlayCard))
    view.holdings[seat][play.good] = 2
    for s in range(view.num_players):
        if s != seat:
            view.holdings[s][play.good] = 3
    text = ui.hint_reason(view, seat, play)
    good = good_name(play.good)
    if play.value > 0:
        assert text == f"raises {good}, of which you hold 2 shares"
    else:
        assert text == f"lowers {good}: a rival holds 3 shares of it"
    donate = _first("hab_und_gut", A.Donate, seed=6)
    seat = donate.to_move()[0]
    action = next(a for a in donate.legal_actions(seat) if isinstance(a, A.Donate))
    text = ui.hint_reason(donate, seat, action)
    assert text is None or text.startswith("the lowest donor is eliminated")


def test_black_friday_lowering_a_price_names_the_colour_you_do_not_hold(qapp: Any) -> None:
    from desktop.engine.games.black_friday import records as R

    ui = ui_for("black_friday")
    for seed in range(5, 40):
        try:
            view = _first("black_friday", R.LowerPrice, seed=seed)
        except AssertionError:
            continue
        break
    else:
        pytest.skip("no price marker to lower in these games")
    seat = view.to_move()[0]
    lower = next(a for a in view.legal_actions(seat) if isinstance(a, R.LowerPrice))
    view.holdings[seat][lower.colour] = 0
    text = ui.hint_reason(view, seat, lower)
    assert text is not None and text.startswith("the price that steps down is") and "none of" in text
    view.holdings[seat] = [3] * len(view.holdings[seat])
    assert "least of" in (ui.hint_reason(view, seat, lower) or "")


def test_wall_street_selling_a_type_short_of_its_minimum_says_so(qapp: Any) -> None:
    from desktop.engine.games.wall_street_1920 import data as D
    from desktop.engine.games.wall_street_1920 import records as R

    ui = ui_for("wall_street_1920")
    for seed in range(5, 40):
        for view in _walk("wall_street_1920", 4, seed, 600):
            seat = view.to_move()[0]
            sells = [a for a in view.legal_actions(seat) if isinstance(a, R.Sell)
                     and D.CARDS[a.card].kind == D.K_STOCK and D.CARDS[a.card].shares == 1]
            if not sells:
                continue
            card = sells[0].card
            t = D.CARDS[card].stock
            held = sum(D.CARDS[c].shares for c in view.stocks[seat]
                       if D.CARDS[c].kind == D.K_STOCK and D.CARDS[c].stock == t)
            text = ui.hint_reason(view, seat, sells[0])
            if held < D.MIN_HOLDINGS[4][t]:
                assert text is not None and "falls short of the" in text
            else:
                assert text is None
            return
    pytest.skip("no sale in these games")


def test_the_hint_line_gives_the_game_s_reason_and_falls_back_to_the_chance(qapp: Any) -> None:
    from desktop.app.advice import game_reason
    from desktop.app.hint import reason

    class Broken:
        def hint_reason(self, view: Any, seat: int, action: Any) -> str:
            raise KeyError("a reason's bug")

    class Says:
        def hint_reason(self, view: Any, seat: int, action: Any) -> str:
            return "completes your orange group"

    assert game_reason(Broken(), None, 0, None) is None  # a bug costs the reason, never the hint
    assert game_reason(Says(), None, 0, None) == "completes your orange group"
    assert reason(0.4, 0.4) == "keeps your chance to win highest"
