"""A view shares the state's rarely written lists (``Board.lent``, issue 34): neither side may
change the other.  Every legal action carried out on a view (and on a view of the view) leaves the
game as it was, a view keeps what it showed while the game it was made from plays on, and the board
facts ``board_facts`` finds on shared lists without comparing them are the board's."""

from __future__ import annotations

from collections import Counter
from typing import Any

from desktop.engine import Rng
from desktop.engine.games.landlord import board
from desktop.engine.games.landlord.records import LandlordOptions
from desktop.engine.games.landlord.state import DEBT
from tests.engine.landlord.helpers import positions


def test_a_view_and_its_game_never_change_each_other() -> None:
    seen: Counter[str] = Counter()
    for seed, heuristic in ((0, False), (1, True), (2, True)):
        earlier: list[tuple[Any, Any]] = []  # views kept while the game plays on, with what they showed
        options = LandlordOptions(building_shortage=seed == 2)
        for step, state in enumerate(positions(seed, options=options, heuristic=heuristic, steps=2000)):
            if step % 3 and state.phase != DEBT:
                continue
            before = state.snapshot()
            seat = state.to_move()[0]
            for action in state.legal_actions(seat)[:8]:
                for view in (state.view(seat), state.view(seat).view((seat + 1) % 4)):
                    view.rng = Rng(step)  # (a view has no generator: a roll needs one)
                    seen.update(type(e).__name__ for e in view.apply_unchecked(seat, action))
                    assert state.snapshot() == before, f"{action} on a view changed the game at step {step}"
            # the facts found without comparing on a view's shared lists are the board's
            facts = state.view(seat).board_facts()
            board._LAST_FACTS[0] = None
            assert facts[3:] == state.clone().board_facts()[3:], f"stale board facts at step {step}"
            full = state.view(seat).determinize(Rng(step))
            if full.legal_actions(seat):
                full.apply_unchecked(seat, full.legal_actions(seat)[0])
            assert state.snapshot() == before, f"a view's determinization changed the game at step {step}"
            if step % 15 == 0:
                view = state.view(seat)
                earlier.append((view, view.snapshot()))
        for view, shown in earlier:
            assert view.snapshot() == shown, "the game's moves changed a view made earlier"
    # the kinds of change the shared lists see, on views and in the games
    for name in ("LotBought", "Built", "Mortgaged", "MortgageLifted", "BuildingSold", "TradeAccepted",
                 "WentBankrupt", "CardDrawn", "SentOnVacation", "LeftVacation", "AuctionWon"):
        assert seen[name] > 0, (name, seen)
