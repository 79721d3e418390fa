"""Campaigns in play: chapters in order, matches stored and resumable,
points by place, standings, unlocks, several campaigns side by side."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.ai import levels
from desktop.ai.base import RandomBot
from desktop.campaign import (
    DONE,
    IN_PROGRESS,
    LOCKED,
    NEXT,
    UNAVAILABLE,
    CampaignError,
    Campaigns,
    parse_definitions,
    resolve_level,
)
from desktop.campaign.career import _shift
from desktop.storage import SavedGame, Store
from tests.storage.helpers import open_store


def tour_data() -> dict[str, Any]:
    rivals = {
        "lin_meihua": {"name": "Lin Mei-hua", "native": "林美華", "home": "TW", "level": "random",
                       "personality": {"risk": 0.4}},
        "ito_sora": {"name": "Ito Sora", "native": "伊藤空", "home": "JP", "level": "easy"},
        "ada_mensah": {"name": "Ada Mensah", "native": "Ada Mensah", "home": "GH", "level": "random"},
    }
    chapters = [
        {"id": "t1", "game": "tiny_market", "players": 2, "options": {"hand_size": 2},
         "rivals": [{"id": "lin_meihua"}], "unlocks": ["variant.tiny_market.short_deck"], "goal": {"score": 0}},
        {"id": "t2", "game": "moon_market", "players": 2, "rivals": [{"id": "ito_sora"}],
         "unlocks": ["rival.never"], "goal": {"score": 0}},
        {"id": "t3", "game": "tiny_market", "players": 3, "options": {"short_deck": True, "hand_size": 2},
         "rivals": [{"id": "ito_sora"}, {"id": "ada_mensah"}], "unlocks": ["level.hard"], "goal": {"score": 0}},
        {"id": "t4", "game": "tiny_market", "players": 2, "options": {"colour": "red"},
         "rivals": [{"id": "ada_mensah"}], "goal": {"score": 0}},
    ]
    return {"rivals": rivals, "campaigns": [{"id": "test_tour", "points": [10, 5, 1], "chapters": chapters}]}


def make(store: Store) -> Campaigns:
    _rivals, defs = parse_definitions(tour_data())
    return Campaigns(store, defs)


def finish(saved: SavedGame, seed: int = 3) -> None:
    bot = RandomBot(seed)
    while not saved.state.is_over():
        seat = saved.state.to_move()[0]
        saved.apply(seat, bot.decide(saved.state, seat))


def test_new_campaign_offers_the_first_chapter_and_marks_missing_games(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei")
        p = camps.progress(cid)
        assert [c.status for c in p.chapters] == [NEXT, UNAVAILABLE, LOCKED, UNAVAILABLE]
        assert p.chapters[1].unavailable_reason == "game_not_installed"
        assert p.chapters[3].unavailable_reason == "bad_option"
        assert p.current is not None and p.current.chapter.id == "t1"
        assert p.coming_unlocks == ("variant.tiny_market.short_deck",)
        assert p.player.points == 0 and not p.finished


def test_chapter_match_is_a_stored_game_with_the_rivals(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei", seed=42)
        saved = camps.play(cid)
        info = store.game_info(saved.id)
        assert info.campaign == cid and info.chapter == "t1" and info.options["hand_size"] == 2
        assert sorted(s.kind for s in info.seats) == ["bot", "human"]
        rival = info.opponents[0]
        assert rival.rival == "lin_meihua" and rival.name == "Lin Mei-hua" and rival.level == "random"
        assert camps.progress(cid).chapters[0].status == IN_PROGRESS
        assert store.latest_unfinished().id == saved.id  # type: ignore[union-attr]


def test_campaign_resumes_in_the_middle_of_a_match(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei", seed=7)
        saved = camps.play(cid)
        seat = saved.state.to_move()[0]
        saved.apply(seat, saved.state.legal_actions(seat)[0])
        gid, digest = saved.id, saved.state.state_hash()
    with open_store(tmp_path) as store:
        again = make(store).play(cid)
        assert again.id == gid and again.state.state_hash() == digest


def test_places_earn_points_standings_and_unlocks(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei", seed=9)
        first = camps.play(cid)
        finish(first)
        p = camps.progress(cid)
        done = p.chapters[0]
        human = first.info.human_seats[0]
        place = first.state.result().ranks[human]
        assert done.status == DONE and done.place == place and done.points == [10, 5, 1][place - 1]
        assert p.unlocked == ("variant.tiny_market.short_deck",)
        assert p.current is not None and p.current.chapter.id == "t3"  # t2 skipped: its game is missing
        by_id = {s.participant: s for s in p.standings}
        assert by_id["player"].points == done.points and by_id["lin_meihua"].played == 1
        assert sum(s.points for s in p.standings) == sum([10, 5, 1][r - 1] for r in first.state.result().ranks)
        assert [s.place for s in p.standings] == sorted(s.place for s in p.standings)


def test_campaign_finishes_with_a_summary_in_the_statistics(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei", seed=11)
        for _ in range(2):
            finish(camps.play(cid))
        p = camps.progress(cid)
        assert p.finished and p.current is None
        assert [c.status for c in p.chapters] == [DONE, UNAVAILABLE, DONE, UNAVAILABLE]
        assert p.player.played == 2
        with pytest.raises(CampaignError) as err:
            camps.play(cid)
        assert err.value.reason == "campaign_finished"
        (record,) = store.statistics().campaigns
        assert record.status == "finished" and record.summary["points"] == p.player.points
        assert record.summary["place"] == p.player.place and record.summary["chapters_played"] == 2
        assert camps.unlocked_everywhere() == {"variant.tiny_market.short_deck", "level.hard"}


def test_several_campaigns_side_by_side(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        a = camps.start("test_tour", "Mei", seed=1)
        b = camps.start("test_tour", "Ren", seed=2)
        match_a = camps.play(a)
        finish(camps.play(b))
        assert camps.progress(a).chapters[0].status == IN_PROGRESS
        assert camps.progress(b).chapters[0].status == DONE
        assert camps.play(a).id == match_a.id
        assert [p.campaign for p in camps.list_campaigns()] == [b, a]
        camps.delete(a, confirm=True)
        assert [p.campaign for p in camps.list_campaigns()] == [b]
        assert all(g.campaign != a for g in store.list_games())


def test_a_deleted_match_restarts_its_chapter(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        cid = camps.start("test_tour", "Mei", seed=5)
        first = camps.play(cid)
        store.delete_game(first.id, confirm=True)
        assert camps.progress(cid).chapters[0].status == NEXT
        again = camps.play(cid)
        assert again.id != first.id and again.info.seed == first.info.seed


def test_unknown_campaign_and_difficulty_are_refused(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        camps = make(store)
        for call, reason in ((lambda: camps.start("nope", "Mei"), "unknown_campaign"),
                             (lambda: camps.start("test_tour", "Mei", difficulty="godlike"), "unknown_difficulty")):
            with pytest.raises(CampaignError) as err:
                call()
            assert err.value.reason == reason
        assert store.campaign_rows() == []


def test_difficulty_moves_rivals_along_the_ladder() -> None:
    assert _shift("easy", 1) == "normal" and _shift("expert", 1) == "expert"
    assert _shift("easy", -1) == "easy"  # relaxed never drops a rival to random play
    assert _shift("normal", -1) == "easy" and _shift("heuristic", 1) == "heuristic"


def test_a_level_the_ai_does_not_offer_falls_back_to_a_weaker_one(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_level("random", "tiny_market") == "random"
    monkeypatch.setitem(levels.LEVELS, "hard", lambda game_id, seed, *rest: RandomBot(seed))
    monkeypatch.delitem(levels.LEVELS, "expert", raising=False)
    assert resolve_level("expert", "tiny_market") == "hard"
    assert resolve_level("no_such_level", "tiny_market") in ("heuristic", "random")


def test_ruthless_campaign_asks_for_stronger_rivals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("easy", "normal"):
        monkeypatch.setitem(levels.LEVELS, name, lambda game_id, seed, *rest: RandomBot(seed))
    with open_store(tmp_path) as store:
        camps = make(store)
        relaxed = camps.play(camps.start("test_tour", "Mei", difficulty="relaxed", seed=3))
        ruthless = camps.play(camps.start("test_tour", "Mei", difficulty="ruthless", seed=3))
        assert relaxed.info.opponents[0].level == "random"  # random stays random
        assert ruthless.info.opponents[0].level == "easy"


def test_rival_traits_become_the_games_own_bot_parameters(monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.ai import heuristics
    from desktop.campaign.career import personality_for
    from desktop.campaign.definitions import Rival

    rival = Rival("x", "X", "X", "TW", "easy", {"risk": 1.0, "bidding": 0.5, "trading": 0.0, "mystery": 1.0})
    monkeypatch.setattr(heuristics, "personality_defaults", lambda game_id: {"risk": 0.4, "bid_aggression": 0.8,
                                                                             "cash_reserve": 6.0}, raising=False)
    assert personality_for(rival, "tiny_market") == {"risk": 0.6, "bid_aggression": 0.8}
    assert personality_for(rival, "tiny_market", {"cash_reserve": 4.0, "unknown": 1.0}) == {
        "risk": 0.6, "bid_aggression": 0.8, "cash_reserve": 4.0}


def test_without_declared_parameters_no_personality_is_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.ai import heuristics
    from desktop.campaign.career import personality_for
    from desktop.campaign.definitions import Rival

    def none(game_id: str) -> dict[str, float]:
        raise LookupError(game_id)

    monkeypatch.setattr(heuristics, "personality_defaults", none, raising=False)
    assert personality_for(Rival("x", "X", "X", "TW", "easy", {"risk": 1.0}), "tiny_market") == {}
