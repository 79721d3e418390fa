"""Statistics for the statistics page, computed from the stored games and
campaigns (nothing is counted twice, nothing to keep in sync).

Only games played here count (imported games do not).  A game counts for each
human seat at its table; its *level* is the strongest bot level at the table
(``store.table_level``); *won* means first place (shared firsts count)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from desktop.storage.rows import Database


@dataclass(frozen=True)
class LevelRecord:
    game_id: str
    level: str | None  # None: a table without bots (hot seat)
    played: int
    won: int
    best_score: int | None = None
    average_score: float | None = None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class BestResult:
    game_id: str
    played: int
    won: int
    best_place: int
    best_score: int
    best_score_game: int  # stored game id of the best score


@dataclass(frozen=True)
class GameRecord:
    """One finished game as one human seat played it (the statistics page's charts)."""

    game: int  # stored game id
    seat: int
    game_id: str
    level: str | None  # the table's level, as in LevelRecord
    place: int
    score: int
    players: int
    finished: str


@dataclass(frozen=True)
class RivalRecord:
    """Head to head against one campaign rival: the finished games where a human seat and the
    rival sat at one table, and who finished ahead (a shared place counts as level)."""

    rival: str  # the rival's id (campaigns.toml)
    played: int
    ahead: int  # you finished ahead of the rival
    behind: int  # the rival finished ahead of you
    level: int


@dataclass(frozen=True)
class CampaignRecord:
    campaign: int
    definition: str
    player_name: str
    status: str
    created: str
    last_played: str
    summary: dict[str, Any] = field(default_factory=dict)  # written by desktop/campaign when it ends


@dataclass(frozen=True)
class Statistics:
    played: int
    won: int
    by_game_and_level: list[LevelRecord]
    best: list[BestResult]
    campaigns: list[CampaignRecord]
    #: of ``won``, the games in which the player asked for a hint
    won_with_hints: int = 0
    #: every counted game, oldest first
    games: list[GameRecord] = field(default_factory=list)
    #: head to head against each campaign rival met, by rival id
    rivals: list[RivalRecord] = field(default_factory=list)


def statistics(store: Database, player_name: str | None = None) -> Statistics:
    """Statistics of the human seats (of one ``player_name`` if given), read
    in one read transaction."""
    with store.snapshot():
        return _statistics(store, player_name)


def _statistics(store: Database, player_name: str | None) -> Statistics:
    where = "r.kind = 'human' AND g.origin = 'local'"
    params: list[Any] = []
    if player_name is not None:
        where += " AND r.name = ?"
        params.append(player_name)
    base = f"FROM results r JOIN games g ON g.id = r.game WHERE {where}"
    played, won, hinted = store.conn.execute(
        f"SELECT COUNT(*), COALESCE(SUM(r.place = 1), 0), COALESCE(SUM(r.place = 1 AND g.hinted = 1), 0) {base}",
        params).fetchone()
    by_level = [LevelRecord(game_id, level, n, w, top, mean) for game_id, level, n, w, top, mean in store.conn.execute(
        f"SELECT r.game_id, r.level, COUNT(*), SUM(r.place = 1), MAX(r.score), AVG(r.score) {base} "
        "GROUP BY r.game_id, r.level ORDER BY r.game_id, r.level", params)]
    best = []
    for game_id, n, w, best_place, best_score in store.conn.execute(
            f"SELECT r.game_id, COUNT(*), SUM(r.place = 1), MIN(r.place), MAX(r.score) {base} "
            "GROUP BY r.game_id ORDER BY r.game_id", params).fetchall():
        (best_game,) = store.conn.execute(
            f"SELECT r.game {base} AND r.game_id = ? AND r.score = ? ORDER BY r.finished LIMIT 1",
            [*params, game_id, best_score]).fetchone()
        best.append(BestResult(game_id, n, w, best_place, best_score, best_game))
    campaigns = []
    for cid, definition, name, status, created, last, summary in store.conn.execute(
            "SELECT id, definition, player_name, status, created, last_played, summary FROM campaigns "
            "ORDER BY created"):
        try:
            parsed = json.loads(summary) if summary else {}
        except ValueError:
            parsed = {}
        campaigns.append(CampaignRecord(cid, definition, name, status, created, last,
                                        parsed if isinstance(parsed, dict) else {}))
    games = [GameRecord(*row) for row in store.conn.execute(
        f"SELECT r.game, r.seat, r.game_id, r.level, r.place, r.score, r.players, r.finished {base} "
        "ORDER BY r.finished, r.game, r.seat", params)]
    return Statistics(played, won, by_level, best, campaigns, hinted, games, _rivals(store, games))


def _rivals(store: Database, games: list[GameRecord]) -> list[RivalRecord]:
    """Head to head against the campaign rivals at the tables of ``games`` (a seat's rival id is
    in its game's seats; a seats list that cannot be read names no rival)."""
    mine: dict[int, list[GameRecord]] = {}
    for record in games:
        mine.setdefault(record.game, []).append(record)
    tally: dict[str, list[int]] = {}  # rival -> [played, ahead, behind, level]
    for gid, seats_text in store.conn.execute(
            "SELECT g.id, g.seats FROM games g WHERE g.id IN (SELECT r.game FROM results r WHERE r.kind = 'bot') "
            "AND g.status = 'finished' ORDER BY g.id").fetchall():
        if gid not in mine:
            continue
        try:
            seats = json.loads(seats_text)
        except ValueError:
            continue
        if not isinstance(seats, list):
            continue
        places = dict(store.conn.execute("SELECT seat, place FROM results WHERE game = ?", (gid,)).fetchall())
        for seat, info in enumerate(seats):
            rival = info.get("rival") if isinstance(info, dict) else None
            if not isinstance(rival, str) or seat not in places:
                continue
            for record in mine[gid]:
                counts = tally.setdefault(rival, [0, 0, 0, 0])
                counts[0] += 1
                theirs = places[seat]
                counts[1 if record.place < theirs else 2 if record.place > theirs else 3] += 1
    return [RivalRecord(rival, c[0], c[1], c[2], c[3]) for rival, c in sorted(tally.items())]
