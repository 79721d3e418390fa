"""Campaigns as data: rivals and chapters read from campaigns.toml (or any
mapping of the same shape), checked for shape here.  Whether a chapter can be
played now (its game registered, its options accepted) is decided at run time
by desktop/campaign/career.py, so the data may name games not yet shipped."""

from __future__ import annotations

import math
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_UNLOCK = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")


class CampaignDataError(ValueError):
    """Campaign data of the wrong shape: ``reason`` key and ``where`` path."""

    def __init__(self, reason: str, where: str) -> None:
        super().__init__(f"{reason} at {where}")
        self.reason = reason
        self.where = where


@dataclass(frozen=True)
class Rival:
    """A named computer opponent who appears across chapters."""

    id: str
    name: str  # Latin script (with its accents: Lúcia, Nguyễn), the name in English
    native: str  # own script (陳雅婷, 佐藤遥, 박지우, ...)
    home: str  # ISO country code, for a flag or a note
    level: str  # default bot level (desktop/ai/levels.py name)
    personality: Mapping[str, float] = field(default_factory=dict)
    #: the name as each language writes it (language code -> name): 陳雅婷 in zh_TW, 佐藤遥 in ja, ...
    names: Mapping[str, str] = field(default_factory=dict)

    @property
    def blurb_id(self) -> str:
        return f"rival.{self.id}.blurb"

    @property
    def greeting_id(self) -> str:
        """What the rival says as a game starts."""
        return f"rival.{self.id}.greeting"

    @property
    def parting_id(self) -> str:
        """What the rival says as a game ends."""
        return f"rival.{self.id}.parting"

    def name_in(self, language: str) -> str:
        """The rival's name as ``language`` (en, zh_TW, ja, zh_CN) writes it; the Latin name otherwise."""
        return self.names.get(language) or self.name


@dataclass(frozen=True)
class Opponent:
    """A rival's seat in one chapter (``level`` overrides the rival's default)."""

    rival: Rival
    level: str
    #: game-specific bot parameters for this chapter (over the rival's traits)
    personality: Mapping[str, float] = field(default_factory=dict)


#: Goal kinds: finish at ``place`` or better; finish ahead of ``rival``;
#: reach ``score`` (the game's own final score).
GOAL_KINDS = ("place", "beat", "score")


@dataclass(frozen=True)
class Goal:
    """What a chapter asks of the player to open the next one (the campaign's
    difficulty decides how strictly: see career.goal_for)."""

    kind: str  # one of GOAL_KINDS
    place: int = 0
    rival: str = ""
    score: int = 0


@dataclass(frozen=True)
class Chapter:
    id: str
    index: int  # position in its campaign, from 0
    game_id: str
    players: int
    options: Mapping[str, Any]
    opponents: tuple[Opponent, ...]
    unlocks: tuple[str, ...] = ()
    goal: Goal = Goal("place", 1)

    @property
    def title_id(self) -> str:
        return f"chapter.{self.id}.title"

    @property
    def intro_id(self) -> str:
        return f"chapter.{self.id}.intro"


@dataclass(frozen=True)
class CampaignDef:
    id: str
    points: tuple[int, ...]  # campaign points for 1st, 2nd, ... place
    chapters: tuple[Chapter, ...]

    @property
    def title_id(self) -> str:
        return f"campaign.{self.id}.title"

    @property
    def intro_id(self) -> str:
        return f"campaign.{self.id}.intro"

    def points_for(self, place: int) -> int:
        return self.points[place - 1] if 1 <= place <= len(self.points) else 0

    def chapter(self, chapter_id: str) -> Chapter:
        for chapter in self.chapters:
            if chapter.id == chapter_id:
                return chapter
        raise KeyError(chapter_id)


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise CampaignDataError("missing_field", f"{where}.{key}")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise CampaignDataError("wrong_type", f"{where}.{key}")
    return value


def _id(value: Any, where: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise CampaignDataError("bad_id", where)
    return value


def _rival(rid: str, data: Any, where: str) -> Rival:
    if not isinstance(data, Mapping):
        raise CampaignDataError("wrong_type", where)
    personality = _need(data, "personality", dict, where) if "personality" in data else {}
    traits: dict[str, float] = {}
    for key, value in personality.items():
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
                or not 0 <= value <= 1:
            raise CampaignDataError("bad_trait", f"{where}.personality.{key}")
        traits[_id(key, f"{where}.personality")] = float(value)
    names = _need(data, "names", dict, where) if "names" in data else {}
    for language, written in names.items():
        if not isinstance(written, str) or not written.strip():
            raise CampaignDataError("wrong_type", f"{where}.names.{language}")
    return Rival(rid, _need(data, "name", str, where), _need(data, "native", str, where),
                 _need(data, "home", str, where), _id(_need(data, "level", str, where), f"{where}.level"), traits,
                 dict(names))


def _goal(raw: Any, players: int, opponents: list[Opponent], where: str) -> Goal:
    """``{ place = 2 }``, ``{ beat = "rival_id" }`` or ``{ score = 80 }``;
    none given: do not finish last."""
    if raw is None:
        return Goal("place", max(1, players - 1))
    if not isinstance(raw, Mapping) or len(raw) != 1:
        raise CampaignDataError("bad_goal", where)
    (kind, value), = raw.items()
    if kind == "place":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= max(1, players - 1):
            raise CampaignDataError("bad_goal", f"{where}.place")
        return Goal("place", place=value)
    if kind == "beat":
        if not isinstance(value, str) or all(o.rival.id != value for o in opponents):
            raise CampaignDataError("bad_goal", f"{where}.beat")
        return Goal("beat", rival=value)
    if kind == "score":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise CampaignDataError("bad_goal", f"{where}.score")
        return Goal("score", score=value)
    raise CampaignDataError("bad_goal", where)


def parse_definitions(data: Mapping[str, Any]) -> tuple[dict[str, Rival], list[CampaignDef]]:
    """Rivals by id and campaigns in order, from the campaigns.toml shape;
    CampaignDataError for anything malformed."""
    raw_rivals = _need(data, "rivals", dict, "")
    rivals = {_id(rid, f"rivals.{rid}"): _rival(rid, r, f"rivals.{rid}") for rid, r in raw_rivals.items()}
    campaigns: list[CampaignDef] = []
    seen_chapters: set[str] = set()
    for ci, raw in enumerate(_need(data, "campaigns", list, "")):
        where = f"campaigns[{ci}]"
        cid = _id(_need(raw, "id", str, where), f"{where}.id")
        if any(c.id == cid for c in campaigns):
            raise CampaignDataError("duplicate_id", f"{where}.id")
        points = tuple(_need(raw, "points", list, where))
        if not points or any(not isinstance(p, int) or isinstance(p, bool) or p < 0 for p in points) \
                or list(points) != sorted(points, reverse=True):
            raise CampaignDataError("bad_points", f"{where}.points")
        chapters = []
        for hi, ch in enumerate(_need(raw, "chapters", list, where)):
            cw = f"{where}.chapters[{hi}]"
            chid = _id(_need(ch, "id", str, cw), f"{cw}.id")
            if chid in seen_chapters:
                raise CampaignDataError("duplicate_id", f"{cw}.id")
            seen_chapters.add(chid)
            players = _need(ch, "players", int, cw)
            opponents: list[Opponent] = []
            for ri, seat in enumerate(_need(ch, "rivals", list, cw)):
                rw = f"{cw}.rivals[{ri}]"
                if not isinstance(seat, Mapping):
                    raise CampaignDataError("wrong_type", rw)
                rid = _need(seat, "id", str, rw)
                if rid not in rivals:
                    raise CampaignDataError("unknown_rival", f"{rw}.id")
                if any(o.rival.id == rid for o in opponents):
                    raise CampaignDataError("duplicate_rival", f"{rw}.id")
                level = _id(seat.get("level", rivals[rid].level), f"{rw}.level")
                params = seat.get("personality", {})
                if not isinstance(params, Mapping):
                    raise CampaignDataError("wrong_type", f"{rw}.personality")
                for key, value in params.items():
                    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                        raise CampaignDataError("bad_trait", f"{rw}.personality.{key}")
                opponents.append(Opponent(rivals[rid], level, {str(k): float(v) for k, v in params.items()}))
            if players != len(opponents) + 1:
                raise CampaignDataError("player_count_mismatch", f"{cw}.players")
            unlocks = tuple(ch.get("unlocks", []))
            for ui, unlock in enumerate(unlocks):
                if not isinstance(unlock, str) or not _UNLOCK.match(unlock):
                    raise CampaignDataError("bad_unlock", f"{cw}.unlocks[{ui}]")
            options = ch.get("options", {})
            if not isinstance(options, dict):
                raise CampaignDataError("wrong_type", f"{cw}.options")
            goal = _goal(ch.get("goal"), players, opponents, f"{cw}.goal")
            chapters.append(Chapter(chid, hi, _id(_need(ch, "game", str, cw), f"{cw}.game"), players,
                                    dict(options), tuple(opponents), unlocks, goal))
        if not chapters:
            raise CampaignDataError("no_chapters", where)
        campaigns.append(CampaignDef(cid, points, tuple(chapters)))
    return rivals, campaigns


def load_definitions() -> tuple[dict[str, Rival], list[CampaignDef]]:
    """The shipped campaigns (desktop/campaign/campaigns.toml)."""
    text = resources.files("desktop.campaign").joinpath("campaigns.toml").read_text(encoding="utf-8")
    return parse_definitions(tomllib.loads(text))
