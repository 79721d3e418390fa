"""Black Friday (暗黒の金曜日 / Schwarzer Freitag), 2010 edition, 2-5 players.

See README.md beside this file for every action, event and reason id."""

from __future__ import annotations

from desktop.engine import Game
from desktop.engine.games.black_friday import records as R
from desktop.engine.games.black_friday.state import BlackFridayState, new_state


class BlackFriday(Game[R.BlackFridayOptions]):
    id = "black_friday"
    min_players = 2
    max_players = 5
    rules_version = 2  # 2: the last case of a colour leaving the market moves it right at once
    has_hidden_information = True
    options_type = R.BlackFridayOptions
    action_types = (R.TakeSubsidy, R.PayInterest, R.Buy, R.Sell, R.BuySilver, R.Pass, R.Done, R.UseSpecial,
                    R.ExtraPass, R.PlaceCase, R.LowerPrice)
    event_types = (R.TurnStarted, R.SubsidyTaken, R.InterestCharged, R.ShareBought, R.ShareSold, R.SilverBought,
                   R.Passed, R.SpecialUsed, R.CaseMoved, R.PriceMoved, R.PriceChangeStarted, R.CasesDrawn,
                   R.SilverPriceMoved, R.SalesTableChanged, R.LevelChanged, R.GameEnded, R.FinalSettlement)

    def max_decisions(self, num_players: int, options: R.BlackFridayOptions) -> int:
        return 20_000

    def _new_state(self, num_players: int, options: R.BlackFridayOptions, seed: int) -> BlackFridayState:
        return new_state(num_players, options, seed)


BlackFridayState.game = BlackFriday()
GAME = BlackFridayState.game

#: where the game is listed among the others (lower first; see desktop/engine/registry.py)
ORDER = 40

__all__ = ["GAME", "ORDER", "BlackFriday", "BlackFridayState"]
