"""A campaign in play: which chapter comes next, its match (a stored game),
standings across chapters, unlocks.  Everything is derived from what storage
holds (the campaign row and the stored games of its chapters), so a campaign
resumes wherever it was left, even in the middle of a match."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.campaign.definitions import CampaignDef, Chapter, Goal, Opponent, Rival, load_definitions
from desktop.engine import EngineError, FormatError, OptionError, Rng, registry
from desktop.storage import AttemptRow, NotFound, SavedGame, Seat, Store
from desktop.storage.schema import participant_ranks
from desktop.storage.store import Observer

#: Levels a campaign's difficulty moves along (weakest first).
LADDER = ("random", "easy", "normal", "hard", "expert")
#: Campaign difficulty -> steps along LADDER applied to every rival's level.
DIFFICULTIES = {"relaxed": -1, "standard": 0, "ruthless": 1}
PLAYER = "player"

# chapter statuses
DONE, IN_PROGRESS, NEXT, LOCKED, UNAVAILABLE = "done", "in_progress", "next", "locked", "unavailable"
#: played, goal missed: the chapter is to be played again before the next opens
RETRY = "retry"


class CampaignError(Exception):
    """``reason``: unknown_campaign, unknown_difficulty, campaign_finished, no_playable_chapter,
    unknown_chapter, chapter_not_done, match_in_progress."""

    def __init__(self, reason: str, **details: Any) -> None:
        super().__init__(reason, details)
        self.reason = reason
        self.details = details


def goal_for(goal: Goal, players: int, difficulty: str) -> Goal:
    """The goal as the campaign's difficulty asks it: relaxed allows one
    place more (a fifth less score), ruthless one place fewer (a fifth more
    score); "beat a rival" is ahead-or-level when relaxed, strictly ahead
    otherwise (Goal.place carries 1 for "level is enough")."""
    steps = DIFFICULTIES.get(difficulty, 0)
    if goal.kind == "place":
        return Goal("place", place=max(1, min(max(1, players - 1), goal.place - steps)))
    if goal.kind == "score":
        return Goal("score", score=round(goal.score * (1 + 0.2 * steps)))
    return Goal("beat", rival=goal.rival, place=1 if steps < 0 else 0)


def goal_met(goal: Goal, place: int, score: int, ranks: Mapping[str, int]) -> bool:
    """Whether a finished match meets ``goal`` (as returned by goal_for)."""
    if goal.kind == "place":
        return place <= goal.place
    if goal.kind == "score":
        return score >= goal.score
    theirs = ranks.get(goal.rival)
    if theirs is None:
        return False
    return place <= theirs if goal.place else place < theirs


def stars_for(met: bool, place: int) -> int:
    """One star for meeting the goal, two for second place, three for a win."""
    if not met:
        return 0
    return 3 if place == 1 else 2 if place == 2 else 1


@dataclass(frozen=True)
class ChapterState:
    chapter: Chapter
    status: str  # done / in_progress / retry / next / locked / unavailable
    unavailable_reason: str | None = None  # game_not_installed, bad_player_count, bad_option
    game: int | None = None  # stored game id of the match (the current or last one)
    place: int | None = None  # the player's place in the best attempt
    points: int | None = None  # campaign points the player earned (best attempt)
    goal: Goal | None = None  # the goal at this campaign's difficulty
    stars: int = 0  # best stars (0 until the goal is met)
    attempts: int = 0  # finished attempts
    goal_met: bool = False


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
            if state.status in (IN_PROGRESS, RETRY, NEXT):
                return state
        return None

    @property
    def stars(self) -> int:
        """Stars earned across the chapters (best attempt of each)."""
        return sum(state.stars for state in self.chapters)

    @property
    def max_stars(self) -> int:
        return 3 * len(self.chapters)

    @property
    def player(self) -> Standing:
        return next(s for s in self.standings if s.participant == PLAYER)

    @property
    def coming_unlocks(self) -> tuple[str, ...]:
        """What finishing the current chapter unlocks ("what comes next")."""
        current = self.current
        return current.chapter.unlocks if current else ()


@dataclass(frozen=True)
class ChapterEnd:
    """What one finished chapter match earned: the chapter-end screen."""

    chapter: Chapter
    place: int
    points: int  # campaign points of this match
    stars: int  # stars of this match (0: goal missed)
    best_before: int  # best stars of the chapter before this match
    goal_met: bool
    goal: Goal  # at the campaign's difficulty
    unlocked: tuple[str, ...]  # unlocks earned by this match (first time the goal is met)
    standings_before: tuple[Standing, ...]
    standings_after: tuple[Standing, ...]
    progress: Progress  # the campaign now (progress.current: what comes next)

    @property
    def retry(self) -> bool:
        """The goal was missed and the chapter is to be played again."""
        return not self.goal_met and not self.progress.finished


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
    def _record_finished(self, cid: int, definition: CampaignDef, difficulty: str) -> None:
        """Record each chapter match that has finished since last looked at
        (idempotent: keyed by the stored game), with its unlocks if met."""
        recorded = {a.game for a in self.store.campaign_attempts(cid)}
        for chapter_id, gid in self.store.campaign_games(cid).items():
            if gid in recorded:
                continue
            try:
                info = self.store.game_info(gid)
                chapter = definition.chapter(chapter_id)
            except (NotFound, KeyError):
                continue
            if not info.is_finished or info.result is None:
                continue
            seats = [s.to_json() for s in info.seats]
            ranks = participant_ranks(seats, list(info.result["ranks"]))
            human = info.human_seats[0] if info.human_seats else 0
            place = ranks.get(PLAYER, int(info.result["ranks"][human]))
            score = int(info.result["scores"][human])
            met = goal_met(goal_for(chapter.goal, chapter.players, difficulty), place, score, ranks)
            self.store.record_attempt(cid, chapter.id, gid, place, score, met, ranks,
                                      chapter.unlocks if met else ())

    @staticmethod
    def _best(attempts: Sequence[AttemptRow]) -> AttemptRow | None:
        if not attempts:
            return None
        return max(attempts, key=lambda a: (a.goal_met, stars_for(a.goal_met, a.place), -a.place, a.score, -a.id))

    def progress(self, cid: int, *, leave_out: int | None = None) -> Progress:
        """Where campaign ``cid`` stands (``leave_out``: a stored game whose
        attempt is ignored, to show how things stood before it)."""
        row = self.store.campaign_row(cid)
        definition = self.definition(row.definition)
        difficulty = str(row.settings.get("difficulty", "standard"))
        self._record_finished(cid, definition, difficulty)
        games = self.store.campaign_games(cid)
        attempts = [a for a in self.store.campaign_attempts(cid) if leave_out is None or a.game != leave_out]
        by_chapter: dict[str, list[AttemptRow]] = {}
        for attempt in attempts:
            by_chapter.setdefault(attempt.chapter, []).append(attempt)
        recorded = {a.game for a in self.store.campaign_attempts(cid)}
        states: list[ChapterState] = []
        best_rows: list[tuple[Chapter, AttemptRow]] = []
        current_taken = False
        for chapter in definition.chapters:
            tries = by_chapter.get(chapter.id, [])
            best = self._best(tries)
            if best is not None:
                best_rows.append((chapter, best))
            active = None
            gid = games.get(chapter.id)
            if gid is not None and gid not in recorded:
                try:
                    info = self.store.game_info(gid)
                    active = info.id if not info.is_finished else None
                except NotFound:
                    active = None
            met = best is not None and best.goal_met
            goal = goal_for(chapter.goal, chapter.players, difficulty)
            common: dict[str, Any] = {
                "goal": goal, "attempts": len(tries), "goal_met": met,
                "stars": stars_for(met, best.place) if best else 0,
                "place": best.place if best else None,
                "points": definition.points_for(best.place) if best else None,
                "game": active if active is not None else (tries[-1].game if tries else None)}
            why = chapter_unavailable(chapter)
            if active is not None and not current_taken:
                states.append(ChapterState(chapter, IN_PROGRESS, why, **common))
                current_taken = True
            elif met:
                states.append(ChapterState(chapter, DONE, None, **common))
            elif why is not None:
                states.append(ChapterState(chapter, UNAVAILABLE, why, **common))
            elif not current_taken and row.status != "finished":
                states.append(ChapterState(chapter, RETRY if tries else NEXT, None, **common))
                current_taken = True
            else:
                states.append(ChapterState(chapter, LOCKED, None, **common))
        standings = self._standings(definition, row.player_name, best_rows)
        unlocked = tuple(u for state in states if state.goal_met for u in state.chapter.unlocks)
        if leave_out is None and set(unlocked) - set(self.store.rewards()):
            self.store.grant(unlocked, campaign=cid)  # met before rewards were kept (older saves)
        finished = row.status == "finished" or (
            any(s.goal_met for s in states) and not current_taken and all(s.status != LOCKED for s in states))
        progress = Progress(cid, definition, row.player_name, difficulty,
                            tuple(states), standings, unlocked, finished, row.last_played)
        if finished and row.status != "finished" and leave_out is None:
            me = progress.player
            self.store.finish_campaign(cid, {
                "points": me.points, "place": me.place, "wins": me.wins, "chapters_played": me.played,
                "chapters_total": len(definition.chapters), "unlocked": list(unlocked),
                "stars": progress.stars})
        return progress

    def _standings(self, definition: CampaignDef, player_name: str,
                   results: Sequence[tuple[Chapter, AttemptRow]]) -> tuple[Standing, ...]:
        rivals = {o.rival.id: o.rival for c in definition.chapters for o in c.opponents}
        table: dict[str, list[int]] = {PLAYER: [0, 0, 0]}  # points, wins, played
        for _chapter, attempt in results:
            for pid, place in attempt.ranks.items():
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

    def chapter_end(self, cid: int, gid: int) -> ChapterEnd | None:
        """What a finished chapter match earned (the chapter-end screen), or
        None if ``gid`` is not a finished match of this campaign."""
        after = self.progress(cid)
        attempt = next((a for a in self.store.campaign_attempts(cid) if a.game == gid), None)
        if attempt is None:
            return None
        before = self.progress(cid, leave_out=gid)
        chapter = after.definition.chapter(attempt.chapter)
        was = next(s for s in before.chapters if s.chapter.id == chapter.id)
        new_unlocks = chapter.unlocks if attempt.goal_met and not was.goal_met else ()
        return ChapterEnd(chapter, attempt.place, after.definition.points_for(attempt.place),
                          stars_for(attempt.goal_met, attempt.place), was.stars, attempt.goal_met,
                          goal_for(chapter.goal, chapter.players, after.difficulty), new_unlocks,
                          before.standings, after.standings, after)

    # -- playing -------------------------------------------------------------------
    def play(self, cid: int, observe: Observer | None = None) -> SavedGame:
        """The current chapter's match, ready to play: the stored game if one
        is in progress (resumed by replay; LoadError if it cannot be), else a
        new stored game for the next chapter (or the chapter to retry).  ``observe``: as
        ``Store.load_game``'s."""
        progress = self.progress(cid)
        current = progress.current
        if current is not None and current.status == IN_PROGRESS and current.game is not None:
            return self.store.load_game(current.game, observe)
        if progress.finished:
            raise CampaignError("campaign_finished", campaign=cid)
        if current is None:
            raise CampaignError("no_playable_chapter", campaign=cid)
        return self._new_match(cid, progress, current)

    def replay(self, cid: int, chapter_id: str) -> SavedGame:
        """A new match of a chapter already done, for more stars (its best
        attempt still counts: a worse result takes nothing away)."""
        progress = self.progress(cid)
        state = next((s for s in progress.chapters if s.chapter.id == chapter_id), None)
        if state is None:
            raise CampaignError("unknown_chapter", chapter=chapter_id)
        if any(s.status == IN_PROGRESS for s in progress.chapters):
            raise CampaignError("match_in_progress", campaign=cid)
        if state.status != DONE:
            raise CampaignError("chapter_not_done", chapter=chapter_id)
        return self._new_match(cid, progress, state)

    def _new_match(self, cid: int, progress: Progress, state: ChapterState) -> SavedGame:
        row = self.store.campaign_row(cid)
        chapter = state.chapter
        game = registry.get(chapter.game_id)
        options = game.options_type.from_json(dict(chapter.options))
        seats = self.seats_for(chapter, progress.player_name, progress.difficulty, row.seed)
        return self.store.new_game(chapter.game_id, options, seats,
                                   self.match_seed(row.seed, chapter, state.attempts),
                                   campaign=cid, chapter=chapter.id)

    @staticmethod
    def match_seed(campaign_seed: int, chapter: Chapter, attempt: int = 0) -> int:
        """The deal of a chapter's match: the same for the same campaign, a
        new one for each further attempt."""
        seed = Rng(campaign_seed ^ (0x5EED * (chapter.index + 1))).next_u64()
        return seed if attempt == 0 else Rng(seed + attempt).next_u64()

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
        """Every unlock id earned in any campaign, ever (kept when the campaign
        that earned it is deleted): what free play offers (see unlocks.py)."""
        for row in self.store.campaign_rows():  # record matches finished since last looked at
            if row.definition in self._defs:
                self._record_finished(row.id, self._defs[row.definition],
                                      str(row.settings.get("difficulty", "standard")))
        return {rid for rid in self.store.rewards() if not rid.startswith("achievement.")}


def standings_table(progress: Progress) -> list[Mapping[str, Any]]:
    """Standings as plain rows (for a table model or a test)."""
    return [{"participant": s.participant, "name": s.name, "points": s.points, "wins": s.wins,
             "played": s.played, "place": s.place} for s in progress.standings]
