"""A campaign in play: which chapter comes next, its match (a stored game),
standings across chapters, unlocks.  Everything is derived from what storage
holds (the campaign row and the stored games of its chapters), so a campaign
resumes wherever it was left, even in the middle of a match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.campaign.definitions import CampaignDef, Chapter, Opponent, Rival, load_definitions
from desktop.engine import EngineError, FormatError, OptionError, Rng, registry
from desktop.storage import NotFound, SavedGame, Seat, Store
from desktop.storage.store import Observer

#: Levels a campaign's difficulty moves along (weakest first).
LADDER = ("random", "easy", "normal", "hard", "expert")
#: Campaign difficulty -> steps along LADDER applied to every rival's level.
DIFFICULTIES = {"relaxed": -1, "standard": 0, "ruthless": 1}
PLAYER = "player"

# chapter statuses
DONE, IN_PROGRESS, NEXT, LOCKED, UNAVAILABLE = "done", "in_progress", "next", "locked", "unavailable"


class CampaignError(Exception):
    """``reason``: unknown_campaign, unknown_difficulty, campaign_finished, no_playable_chapter."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason, details)
        self.reason = reason
        self.details = details


@dataclass(frozen=True)
class ChapterState:
    chapter: Chapter
    status: str  # done / in_progress / next / locked / unavailable
    unavailable_reason: str | None = None  # game_not_installed, bad_player_count, bad_option
    game: int | None = None  # stored game id of the match
    place: int | None = None  # the player's place when done
    points: int | None = None  # campaign points the player earned


@dataclass(frozen=True)
class Standing:
    participant: str  # "player" or a rival id
    name: str
    rival: Rival | None
    points: int
    wins: int
    played: int
    place: int


@dataclass(frozen=True)
class Progress:
    campaign: int
    definition: CampaignDef
    player_name: str
    difficulty: str
    chapters: tuple[ChapterState, ...]
    standings: tuple[Standing, ...]
    unlocked: tuple[str, ...]  # unlock ids earned so far, in the order earned
    finished: bool
    last_played: str

    @property
    def current(self) -> ChapterState | None:
        """The chapter to play now (in progress, or next), or None."""
        for state in self.chapters:
            if state.status in (IN_PROGRESS, NEXT):
                return state
        return None

    @property
    def player(self) -> Standing:
        return next(s for s in self.standings if s.participant == PLAYER)

    @property
    def coming_unlocks(self) -> tuple[str, ...]:
        """What finishing the current chapter unlocks ("what comes next")."""
        current = self.current
        return current.chapter.unlocks if current else ()


def _shift(level: str, steps: int) -> str:
    if level not in LADDER or steps == 0:
        return level
    index = LADDER.index(level)
    return LADDER[max(1 if index >= 1 else 0, min(len(LADDER) - 1, index + steps))]


def resolve_level(level: str, game_id: str) -> str:
    """``level`` if the AI layer offers it for this game, else the nearest
    weaker level it offers (then ``heuristic``, then ``random``)."""
    from desktop.ai.levels import make_bot

    weaker = list(reversed(LADDER[1:LADDER.index(level)])) if level in LADDER else []
    candidates = [level, *weaker, "heuristic", "random"]
    for candidate in candidates:
        try:
            make_bot(candidate, game_id, 0)
        except Exception:  # unknown level, or no heuristic yet for this game
            continue
        return candidate
    return "random"


#: Generic rival traits -> the heuristic parameters they scale, in whichever
#: games have them (desktop/ai/heuristics/<game>.py PERSONALITY_DEFAULTS).
#: A trait t in [0, 1] sets parameter = default x (0.5 + t): 0.5 keeps the
#: game's default, 0 halves it, 1 makes it one and a half times as large.
TRAIT_PARAMETERS: dict[str, tuple[str, ...]] = {
    "risk": ("risk",),
    "bidding": ("bid_aggression",),
    "trading": ("trade_readiness",),
}


def _personality_defaults(game_id: str) -> dict[str, float]:
    try:
        from desktop.ai import heuristics

        return dict(heuristics.personality_defaults(game_id))
    except Exception:  # no personalities in the AI layer yet, or no heuristic for this game
        return {}


def personality_for(rival: Rival, game_id: str, overrides: Mapping[str, float] | None = None) -> dict[str, float]:
    """The bot parameters this rival brings to ``game_id``: its traits scaled
    onto the game's heuristic parameters, then the chapter's overrides; only
    parameters the game's heuristic declares (an empty dict if none)."""
    defaults = _personality_defaults(game_id)
    out: dict[str, float] = {}
    for trait, value in rival.personality.items():
        for param in TRAIT_PARAMETERS.get(trait, ()):
            if param in defaults:
                out[param] = round(float(defaults[param]) * (0.5 + value), 4)
    for key, value in (overrides or {}).items():
        if key in defaults:
            out[key] = float(value)
    return out


def chapter_unavailable(chapter: Chapter) -> str | None:
    """Why a chapter cannot be played with the games installed now, or None."""
    try:
        game = registry.get(chapter.game_id)
    except EngineError:
        return "game_not_installed"
    if not game.min_players <= chapter.players <= game.max_players:
        return "bad_player_count"
    try:
        options = game.options_type.from_json(dict(chapter.options))
        game.check_options(chapter.players, options)
    except (FormatError, OptionError):
        return "bad_option"
    return None


class Campaigns:
    """Campaign service over a Store.  ``definitions`` defaults to the shipped
    campaigns.toml (tests pass their own)."""

    def __init__(self, store: Store, definitions: Sequence[CampaignDef] | None = None) -> None:
        self.store = store
        if definitions is None:
            _rivals, definitions = load_definitions()
        self._defs = {d.id: d for d in definitions}

    def definitions(self) -> list[CampaignDef]:
        return list(self._defs.values())

    def definition(self, definition_id: str) -> CampaignDef:
        try:
            return self._defs[definition_id]
        except KeyError:
            raise CampaignError("unknown_campaign", definition=definition_id) from None

    # -- lifecycle -------------------------------------------------------------
    def start(self, definition_id: str, player_name: str, *, difficulty: str = "standard",
              seed: int | None = None) -> int:
        """Begin a new campaign (several may run side by side); returns its id."""
        self.definition(definition_id)
        if difficulty not in DIFFICULTIES:
            raise CampaignError("unknown_difficulty", difficulty=difficulty)
        return self.store.create_campaign(definition_id, player_name, seed, {"difficulty": difficulty})

    def delete(self, cid: int, *, confirm: bool = False) -> None:
        self.store.delete_campaign(cid, confirm=confirm)

    def list_campaigns(self) -> list[Progress]:
        """Every campaign whose definition ships, most recently played first."""
        return [self.progress(row.id) for row in self.store.campaign_rows() if row.definition in self._defs]

    # -- where a campaign stands -------------------------------------------------
    def progress(self, cid: int) -> Progress:
        row = self.store.campaign_row(cid)
        definition = self.definition(row.definition)
        games = self.store.campaign_games(cid)
        states: list[ChapterState] = []
        results: list[tuple[Chapter, Any]] = []
        current_taken = False
        for chapter in definition.chapters:
            info = None
            if chapter.id in games:
                try:
                    info = self.store.game_info(games[chapter.id])
                except NotFound:
                    info = None
            if info is not None and info.is_finished and info.result is not None:
                ranks = info.result["ranks"]
                human = info.human_seats[0] if info.human_seats else 0
                place = int(ranks[human])
                states.append(ChapterState(chapter, DONE, None, info.id, place, definition.points_for(place)))
                results.append((chapter, info))
                continue
            why = chapter_unavailable(chapter)
            if info is not None and not current_taken:
                states.append(ChapterState(chapter, IN_PROGRESS, why, info.id))
                current_taken = True
            elif why is not None:
                states.append(ChapterState(chapter, UNAVAILABLE, why))
            elif not current_taken and row.status != "finished":
                states.append(ChapterState(chapter, NEXT))
                current_taken = True
            else:
                states.append(ChapterState(chapter, LOCKED))
        standings = self._standings(definition, row.player_name, results)
        unlocked = tuple(u for chapter, _info in results for u in chapter.unlocks)
        finished = row.status == "finished" or (bool(results) and not current_taken)
        progress = Progress(cid, definition, row.player_name, str(row.settings.get("difficulty", "standard")),
                            tuple(states), standings, unlocked, finished, row.last_played)
        if finished and row.status != "finished":
            me = progress.player
            self.store.finish_campaign(cid, {
                "points": me.points, "place": me.place, "wins": me.wins, "chapters_played": me.played,
                "chapters_total": len(definition.chapters), "unlocked": list(unlocked)})
        return progress

    def _standings(self, definition: CampaignDef, player_name: str,
                   results: Sequence[tuple[Chapter, Any]]) -> tuple[Standing, ...]:
        rivals = {o.rival.id: o.rival for c in definition.chapters for o in c.opponents}
        table: dict[str, list[int]] = {PLAYER: [0, 0, 0]}  # points, wins, played
        for _chapter, info in results:
            for seat, place in enumerate(info.result["ranks"]):
                who = info.seats[seat]
                pid = PLAYER if who.is_human else (who.rival or f"seat{seat}")
                row = table.setdefault(pid, [0, 0, 0])
                row[0] += definition.points_for(int(place))
                row[1] += int(place) == 1
                row[2] += 1
        order = sorted(table, key=lambda p: (-table[p][0], -table[p][1], p != PLAYER, p))
        out = []
        for pid in order:
            points, wins, played = table[pid]
            place = 1 + sum(1 for q in table if (table[q][0], table[q][1]) > (points, wins))
            rival = rivals.get(pid)
            name = player_name if pid == PLAYER else (rival.name if rival else pid)
            out.append(Standing(pid, name, rival, points, wins, played, place))
        return tuple(out)

    # -- playing -------------------------------------------------------------------
    def play(self, cid: int, observe: Observer | None = None) -> SavedGame:
        """The current chapter's match, ready to play: the stored game if one
        is in progress (resumed by replay; LoadError if it cannot be), else a
        new stored game for the next chapter.  ``observe``: as ``Store.load_game``'s."""
        progress = self.progress(cid)
        if progress.finished:
            raise CampaignError("campaign_finished", campaign=cid)
        current = progress.current
        if current is None:
            raise CampaignError("no_playable_chapter", campaign=cid)
        if current.status == IN_PROGRESS and current.game is not None:
            return self.store.load_game(current.game, observe)
        row = self.store.campaign_row(cid)
        chapter = current.chapter
        game = registry.get(chapter.game_id)
        options = game.options_type.from_json(dict(chapter.options))
        seats = self.seats_for(chapter, progress.player_name, progress.difficulty, row.seed)
        return self.store.new_game(chapter.game_id, options, seats, self.match_seed(row.seed, chapter),
                                   campaign=cid, chapter=chapter.id)

    @staticmethod
    def match_seed(campaign_seed: int, chapter: Chapter) -> int:
        return Rng(campaign_seed ^ (0x5EED * (chapter.index + 1))).next_u64()

    @staticmethod
    def level_for(opponent: Opponent, chapter: Chapter, difficulty: str) -> str:
        """The level this rival plays at in this chapter at this difficulty
        (what the campaign page shows next to the rival)."""
        return resolve_level(_shift(opponent.level, DIFFICULTIES.get(difficulty, 0)), chapter.game_id)

    @staticmethod
    def seats_for(chapter: Chapter, player_name: str, difficulty: str, campaign_seed: int) -> list[Seat]:
        """The player and the chapter's rivals, in a seat order drawn from the
        campaign's seed (so nobody always starts)."""
        seats = [Seat.human(player_name)]
        for opponent in chapter.opponents:
            level = Campaigns.level_for(opponent, chapter, difficulty)
            personality = personality_for(opponent.rival, chapter.game_id, opponent.personality)
            seats.append(Seat.bot(level, opponent.rival.name, personality, rival=opponent.rival.id))
        Rng(campaign_seed + 31 * (chapter.index + 1)).shuffle(seats)
        return seats

    # -- across campaigns ----------------------------------------------------------
    def unlocked_everywhere(self) -> set[str]:
        """Every unlock id earned in any campaign (the app may use it to badge
        variants in free play)."""
        out: set[str] = set()
        for progress in self.list_campaigns():
            out.update(progress.unlocked)
        return out


def standings_table(progress: Progress) -> list[Mapping[str, Any]]:
    """Standings as plain rows (for a table model or a test)."""
    return [{"participant": s.participant, "name": s.name, "points": s.points, "wins": s.wins,
             "played": s.played, "place": s.place} for s in progress.standings]
