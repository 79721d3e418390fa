"""The shipped campaign data: well formed, and every chapter whose game is
registered is playable as written (games not yet registered are skipped)."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from desktop.campaign import CampaignDataError, chapter_unavailable, load_definitions, parse_definitions
from desktop.campaign.career import LADDER
from desktop.engine import registry

RIVALS, CAMPAIGNS = load_definitions()
CHAPTERS = [chapter for campaign in CAMPAIGNS for chapter in campaign.chapters]
FIVE_GAMES = {"stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord"}


def test_the_career_visits_all_five_games_and_grows_harder() -> None:
    career = next(c for c in CAMPAIGNS if c.id == "grand_tour")
    assert {ch.game_id for ch in career.chapters} == FIVE_GAMES
    strength = [max(LADDER.index(o.level) for o in ch.opponents) for ch in career.chapters]
    assert strength[-1] == LADDER.index("expert") and strength[0] <= LADDER.index("easy")
    assert strength == sorted(strength)  # rivals never get weaker as the career goes on
    unlocks = [u for ch in career.chapters for u in ch.unlocks]
    assert len(unlocks) == len(set(unlocks))
    assert {"variant.stockpile.advanced_board", "variant.stockpile.investors",
            "variant.wall_street_1920.tycoons"} <= set(unlocks)


def test_variants_appear_only_after_they_are_unlocked() -> None:
    career = next(c for c in CAMPAIGNS if c.id == "grand_tour")
    unlocked: set[str] = set()
    for chapter in career.chapters:
        for key, value in chapter.options.items():
            if value is True:
                variant = f"variant.{chapter.game_id}.{key}"
                if variant in {u for ch in career.chapters for u in ch.unlocks}:
                    assert variant in unlocked, (chapter.id, variant)
        unlocked.update(chapter.unlocks)


def test_rivals_are_international_with_translatable_blurbs() -> None:
    homes = {r.home for r in RIVALS.values()}
    assert {"TW", "JP", "CN"} <= homes and len(homes) >= 6
    assert len({r.name for r in RIVALS.values()}) == len(RIVALS)
    for rival in RIVALS.values():
        assert re.fullmatch(r"rival\.[a-z_]+\.blurb", rival.blurb_id)
        assert rival.level in LADDER and all(0 <= v <= 1 for v in rival.personality.values())
    used = {o.rival.id for ch in CHAPTERS for o in ch.opponents}
    assert used == set(RIVALS)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.id for c in CHAPTERS])
def test_chapter_is_playable_with_its_registered_game(chapter: Any) -> None:
    assert chapter.game_id in FIVE_GAMES
    if chapter.game_id not in registry.ids():
        pytest.skip(f"{chapter.game_id} is not registered yet")
    assert chapter_unavailable(chapter) is None
    game = registry.get(chapter.game_id)
    game.new_game(chapter.players, game.options_type.from_json(dict(chapter.options)), 1)


def _base() -> dict[str, Any]:
    return {
        "rivals": {"wu_jie": {"name": "Wu Jie", "native": "吳傑", "home": "TW", "level": "easy"}},
        "campaigns": [{"id": "c", "points": [3, 1], "chapters": [
            {"id": "a", "game": "tiny_market", "players": 2, "rivals": [{"id": "wu_jie"}]}]}],
    }


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.pop("rivals"), "missing_field"),
        (lambda d: d["rivals"]["wu_jie"].update(personality={"risk": 2}), "bad_trait"),
        (lambda d: d["rivals"]["wu_jie"].update(level=3), "wrong_type"),
        (lambda d: d["campaigns"][0].update(points=[1, 3]), "bad_points"),
        (lambda d: d["campaigns"][0].update(chapters=[]), "no_chapters"),
        (lambda d: d["campaigns"][0]["chapters"][0].update(players=3), "player_count_mismatch"),
        (lambda d: d["campaigns"][0]["chapters"][0].update(rivals=[{"id": "nobody"}]), "unknown_rival"),
        (lambda d: d["campaigns"][0]["chapters"][0].update(rivals=[{"id": "wu_jie"}] * 2, players=3),
         "duplicate_rival"),
        (lambda d: d["campaigns"][0]["chapters"][0].update(unlocks=["Bad Unlock"]), "bad_unlock"),
        (lambda d: d["campaigns"][0]["chapters"][0].update(id="Chapter One"), "bad_id"),
        (lambda d: d["campaigns"].append(copy.deepcopy(d["campaigns"][0])), "duplicate_id"),
    ],
)
def test_malformed_campaign_data_is_refused_with_a_reason(change: Any, reason: str) -> None:
    data = _base()
    parse_definitions(data)
    change(data)
    with pytest.raises(CampaignDataError) as err:
        parse_definitions(data)
    assert err.value.reason == reason
