"""Chapter goals, stars, retry and replay; the chapter-end summary; rewards
kept in storage; old campaign saves (schema v3) keep where they were."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from desktop.campaign import (
    DONE,
    IN_PROGRESS,
    LOCKED,
    NEXT,
    RETRY,
    CampaignDataError,
    CampaignError,
    Campaigns,
    Goal,
    goal_for,
    goal_met,
    parse_definitions,
    stars_for,
)
from desktop.storage import Store, schema
from tests.campaign.test_career import finish
from tests.storage.helpers import open_store
from tests.storage.test_migrations import make_v1

RIVALS = {
    "lin_meihua": {"name": "Lin Mei-hua", "native": "林美華", "home": "TW", "level": "random"},
    "ito_sora": {"name": "Ito Sora", "native": "伊藤空", "home": "JP", "level": "random"},
}


def tour(first_goal: dict[str, Any]) -> Campaigns:
    chapters = [
        {"id": "g1", "game": "tiny_market", "players": 2, "rivals": [{"id": "lin_meihua"}],
         "unlocks": ["variant.tiny_market.short_deck"], "goal": first_goal},
        {"id": "g2", "game": "tiny_market", "players": 3, "rivals": [{"id": "ito_sora"}, {"id": "lin_meihua"}],
         "unlocks": ["level.hard"], "goal": {"score": 0}},
    ]
    _rivals, defs = parse_definitions({"rivals": RIVALS,
                                       "campaigns": [{"id": "goals", "points": [10, 5, 1], "chapters": chapters}]})
    return defs  # type: ignore[return-value]


def make(store: Store, first_goal: dict[str, Any]) -> Campaigns:
    return Campaigns(store, tour(first_goal))  # type: ignore[arg-type]


UNREACHABLE = {"score": 10**9}


def test_a_missed_goal_keeps_the_next_chapter_closed_and_offers_a_retry(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store, UNREACHABLE)
        cid = camps.start("goals", "Mei", seed=5)
        first = camps.play(cid)
        finish(first)
        p = camps.progress(cid)
        assert [c.status for c in p.chapters] == [RETRY, LOCKED]
        assert p.chapters[0].attempts == 1 and p.chapters[0].stars == 0 and not p.chapters[0].goal_met
        assert p.current is not None and p.current.chapter.id == "g1" and not p.finished
        assert p.unlocked == () and camps.unlocked_everywhere() == set()
        end = camps.chapter_end(cid, first.id)
        assert end is not None and end.retry and end.stars == 0 and end.unlocked == ()
        again = camps.play(cid)  # the retry: a new match of the same chapter, a new deal
        assert again.id != first.id and store.game_info(again.id).chapter == "g1"
        assert again.info.seed != first.info.seed
        assert [c.status for c in camps.progress(cid).chapters] == [IN_PROGRESS, LOCKED]


def test_a_met_goal_opens_the_next_chapter_with_stars_and_unlocks(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store, {"score": 0})
        cid = camps.start("goals", "Mei", seed=5)
        first = camps.play(cid)
        finish(first)
        place = first.state.result().ranks[first.info.human_seats[0]]
        p = camps.progress(cid)
        assert [c.status for c in p.chapters] == [DONE, NEXT]
        assert p.chapters[0].stars == stars_for(True, place) >= 1
        assert camps.unlocked_everywhere() == {"variant.tiny_market.short_deck"}
        end = camps.chapter_end(cid, first.id)
        assert end is not None and not end.retry and end.goal_met
        assert end.points == [10, 5, 1][place - 1] and end.unlocked == ("variant.tiny_market.short_deck",)
        assert all(s.points == 0 for s in end.standings_before)
        assert next(s for s in end.standings_after if s.participant == "player").points == end.points
        assert end.progress.current is not None and end.progress.current.chapter.id == "g2"
        # replay for more stars: the best attempt counts, a worse one takes nothing away
        with pytest.raises(CampaignError) as err:
            camps.replay(cid, "g2")
        assert err.value.reason == "chapter_not_done"
        replay = camps.replay(cid, "g1")
        assert [c.status for c in camps.progress(cid).chapters] == [IN_PROGRESS, LOCKED]
        with pytest.raises(CampaignError):
            camps.replay(cid, "g1")  # one match at a time
        finish(replay, seed=11)
        p = camps.progress(cid)
        assert [c.status for c in p.chapters] == [DONE, NEXT] and p.chapters[0].attempts == 2
        best = max(stars_for(True, place), stars_for(True, replay.state.result().ranks[replay.info.human_seats[0]]))
        assert p.chapters[0].stars == best
        end = camps.chapter_end(cid, replay.id)
        assert end is not None and end.unlocked == ()  # earned the first time already


def test_rewards_outlive_the_campaign(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store, {"score": 0})
        cid = camps.start("goals", "Mei", seed=5)
        finish(camps.play(cid))
        assert camps.unlocked_everywhere() == {"variant.tiny_market.short_deck"}
        camps.delete(cid, confirm=True)
        assert camps.unlocked_everywhere() == {"variant.tiny_market.short_deck"}
        assert store.list_games() == []


@pytest.mark.parametrize(("difficulty", "place"), [("relaxed", 3), ("standard", 2), ("ruthless", 1)])
def test_difficulty_decides_how_strict_a_place_goal_is(difficulty: str, place: int) -> None:
    goal = goal_for(Goal("place", place=2), 5, difficulty)
    assert goal.place == place
    assert goal_met(goal, place, 0, {}) and not goal_met(goal, place + 1, 0, {})


def test_beat_and_score_goals() -> None:
    ranks = {"player": 2, "ito_sora": 2, "lin_meihua": 1}
    assert goal_met(goal_for(Goal("beat", rival="ito_sora"), 3, "relaxed"), 2, 0, ranks)  # level is enough
    assert not goal_met(goal_for(Goal("beat", rival="ito_sora"), 3, "standard"), 2, 0, ranks)
    assert not goal_met(goal_for(Goal("beat", rival="lin_meihua"), 3, "relaxed"), 2, 0, ranks)
    assert goal_for(Goal("score", score=100), 3, "ruthless").score == 120
    assert goal_for(Goal("score", score=100), 3, "relaxed").score == 80
    assert [stars_for(False, 1), stars_for(True, 4), stars_for(True, 2), stars_for(True, 1)] == [0, 1, 2, 3]


@pytest.mark.parametrize("goal", [{"place": 2}, {"place": 0}, {"beat": "nobody"}, {"score": -1}, {"win": 1},
                                  {"place": 1, "score": 3}, "top"])
def test_bad_goals_are_refused(goal: Any) -> None:
    with pytest.raises(CampaignDataError) as err:
        tour(goal)
    assert err.value.reason == "bad_goal"


def test_a_campaign_saved_before_goals_keeps_its_place(tmp_path: Path) -> None:
    """A v3 database (no goals yet) whose first chapter was finished in any
    place: after the migration that chapter counts as met, the next is open."""
    path = tmp_path / "v3.sqlite3"
    active, finished = make_v1(path)
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, upto=3)
    conn.execute("INSERT INTO campaigns (definition, player_name, seed, settings, created, last_played) "
                 "VALUES ('goals', 'Mei', '5', ?, '2026-01-03', '2026-01-03')", (json.dumps({}),))
    conn.execute("INSERT INTO campaign_matches VALUES (1, 'g1', ?)", (finished,))
    conn.execute("INSERT INTO campaign_matches VALUES (1, 'g2', ?)", (active,))
    games_before = conn.execute("SELECT * FROM games ORDER BY id").fetchall()
    conn.close()
    with Store.open(path) as store:
        camps = make(store, UNREACHABLE)
        p = camps.progress(1)
        assert [c.status for c in p.chapters] == [DONE, IN_PROGRESS]
        assert p.chapters[0].stars >= 1 and p.unlocked == ("variant.tiny_market.short_deck",)
        assert camps.unlocked_everywhere() == {"variant.tiny_market.short_deck"}
        # every game row as it was (later versions add columns after the old ones: v5's hinted)
        after = store.conn.execute("SELECT * FROM games ORDER BY id").fetchall()
        assert [row[:len(games_before[0])] for row in after] == games_before
        assert store.load_game(active).info.action_count == 3
