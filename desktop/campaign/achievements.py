"""Achievements: data (achievements.toml) and their detection from a finished
game (its result, seats, final state and events) and what storage holds
(statistics, campaign attempts).  Earned ones are kept for good in storage's
rewards table as ``achievement.<id>``.  No Qt."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from desktop.campaign.definitions import CampaignDataError
from desktop.engine import registry
from desktop.storage import Store

PREFIX = "achievement."
KINDS = ("wins", "win_each_game", "win_against", "win_players", "chapter_stars", "campaign_done", "feat")


@dataclass(frozen=True)
class Achievement:
    id: str
    kind: str
    count: int = 0
    level: str = ""
    players: int = 0
    stars: int = 0
    game: str = ""
    feat: str = ""

    @property
    def reward_id(self) -> str:
        return PREFIX + self.id

    @property
    def title_id(self) -> str:
        return f"achievement.{self.id}.title"

    @property
    def text_id(self) -> str:
        return f"achievement.{self.id}.text"


def _landlord_monopoly(state: Any, seat: int, _events: Sequence[Any]) -> bool:
    from desktop.engine.games.landlord import data as D

    return any(state.group_complete(group, seat) for group in D.STREET_GROUPS)


def _stockpile_split_twice(_state: Any, seat: int, events: Sequence[Any]) -> bool:
    return any(type(e).__name__ == "SplitBonus" and getattr(e, "seat", None) == seat and getattr(e, "cards", 0) > 0
               for e in events)


#: (game, feat) -> whether ``seat`` achieved it, from the final state and every event of the game.
FEATS: dict[tuple[str, str], Callable[[Any, int, Sequence[Any]], bool]] = {
    ("landlord", "monopoly"): _landlord_monopoly,
    ("stockpile", "split_twice"): _stockpile_split_twice,
}


def parse_achievements(data: Mapping[str, Any]) -> list[Achievement]:
    out: list[Achievement] = []
    raw = data.get("achievements")
    if not isinstance(raw, list):
        raise CampaignDataError("missing_field", "achievements")
    for i, item in enumerate(raw):
        where = f"achievements[{i}]"
        if not isinstance(item, Mapping) or not isinstance(item.get("id"), str) or item.get("kind") not in KINDS:
            raise CampaignDataError("bad_achievement", where)
        types = {"count": int, "level": str, "players": int, "stars": int, "game": str, "feat": str}
        if set(item) - {"id", "kind", *types} or any(
                k in item and (not isinstance(item[k], t) or isinstance(item[k], bool)) for k, t in types.items()):
            raise CampaignDataError("bad_achievement", where)
        achievement = Achievement(item["id"], item["kind"], **{k: item[k] for k in types if k in item})
        if achievement.kind == "feat" and (achievement.game, achievement.feat) not in FEATS:
            raise CampaignDataError("unknown_feat", where)
        if any(a.id == achievement.id for a in out):
            raise CampaignDataError("duplicate_id", where)
        out.append(achievement)
    return out


def load_achievements() -> list[Achievement]:
    text = resources.files("desktop.campaign").joinpath("achievements.toml").read_text(encoding="utf-8")
    return parse_achievements(tomllib.loads(text))


def _campaign_facts(store: Store) -> tuple[int, bool]:
    """Best stars of any chapter attempt, and whether any campaign is finished."""
    from desktop.campaign.career import stars_for

    best = 0
    done = False
    for row in store.campaign_rows():
        done = done or row.status == "finished"
        for attempt in store.campaign_attempts(row.id):
            best = max(best, stars_for(attempt.goal_met, attempt.place))
    return best, done


def detect(store: Store, achievements: Iterable[Achievement] | None = None, *, game: int | None = None,
           state: Any = None, events: Sequence[Any] = ()) -> list[Achievement]:
    """Grant every achievement now met and return the ones new.  ``game``
    (a stored game just finished), with its final ``state`` and all its
    ``events``, lets the per-game checks look at that game."""
    todo = [a for a in (achievements if achievements is not None else load_achievements())
            if a.reward_id not in store.rewards()]
    if not todo:
        return []
    stats = store.statistics()
    won_games = {r.game_id for r in stats.by_game_and_level if r.won}
    info = store.game_info(game) if game is not None else None
    human = info.human_seats[0] if info is not None and info.human_seats else None
    won_this = (info is not None and info.result is not None and human is not None
                and int(info.result["ranks"][human]) == 1)
    best_stars, campaign_done = _campaign_facts(store)
    met: list[Achievement] = []
    for a in todo:
        if a.kind == "wins":
            ok = stats.won >= a.count
        elif a.kind == "win_each_game":
            ok = bool(registry.ids()) and set(registry.ids()) <= won_games
        elif a.kind == "win_against":
            ok = won_this and info is not None and any(s.level == a.level for s in info.seats if not s.is_human)
        elif a.kind == "win_players":
            ok = won_this and info is not None and info.players >= a.players
        elif a.kind == "chapter_stars":
            ok = best_stars >= a.stars
        elif a.kind == "campaign_done":
            ok = campaign_done
        else:
            check = FEATS.get((a.game, a.feat))
            ok = (check is not None and info is not None and info.game_id == a.game and state is not None
                  and human is not None and check(state, human, events))
        if ok:
            met.append(a)
    new = set(store.grant([a.reward_id for a in met], game=game))
    return [a for a in met if a.reward_id in new]


def earned(store: Store) -> dict[str, str]:
    """Achievement id -> when it was earned."""
    return {rid[len(PREFIX):]: when for rid, when in store.rewards().items() if rid.startswith(PREFIX)}
