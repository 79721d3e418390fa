"""Statistics: games played and won per game and level, best results,
campaign records; only games played here count."""

from __future__ import annotations

from pathlib import Path

from desktop.storage import Seat, Store, table_level
from tests.fixture_game import TinyOptions
from tests.storage.helpers import open_store, play


def _game(store: Store, seed: int, levels: list[str]) -> tuple[int, int, int]:
    seats = [Seat.human("Mei"), *(Seat.bot(level, f"Bot {i}") for i, level in enumerate(levels))]
    saved = store.new_game("tiny_market", TinyOptions(), seats, seed)
    play(saved, seed=seed)
    result = saved.state.result()
    return saved.id, result.ranks[0], result.scores[0]


def test_played_and_won_per_game_and_level(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        outcomes = {"random": [], "heuristic": []}  # type: dict[str, list[tuple[int, int, int]]]
        for seed in range(6):
            outcomes["random"].append(_game(store, seed, ["random", "random"]))
        for seed in range(6, 10):
            outcomes["heuristic"].append(_game(store, seed, ["random", "heuristic"]))  # the strongest bot counts
        unfinished = store.new_game("tiny_market", TinyOptions(), [Seat.human("Mei"), Seat.bot("random")], 99)
        play(unfinished, steps=2)
        stats = store.statistics()
        assert stats.played == 10
        assert stats.won == sum(1 for games in outcomes.values() for _g, place, _s in games if place == 1)
        by_level = {(r.game_id, r.level): r for r in stats.by_game_and_level}
        for level, games in outcomes.items():
            record = by_level[("tiny_market", level)]
            assert record.played == len(games)
            assert record.won == sum(1 for _g, place, _s in games if place == 1)
        (best,) = stats.best
        every = [g for games in outcomes.values() for g in games]
        assert best.best_score == max(score for _g, _p, score in every)
        assert best.best_place == min(place for _g, place, _s in every)
        assert best.best_score_game in {g for g, _p, score in every if score == best.best_score}


def test_hot_seat_games_have_no_level_and_count_for_each_person(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        saved = store.new_game("tiny_market", TinyOptions(), [Seat.human("A"), Seat.human("B")], 3)
        play(saved)
        stats = store.statistics()
        assert stats.played == 2 and stats.by_game_and_level[0].level is None
        assert store.statistics(player_name="A").played == 1


def test_imported_and_deleted_games_do_not_count(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        gid, _place, _score = _game(store, 1, ["random"])
        store.import_game(store.export_game(gid))
        assert store.statistics().played == 1
        store.delete_game(gid, confirm=True)
        assert store.statistics().played == 0


def test_table_level_is_the_strongest_bot() -> None:
    assert table_level(["random", "expert", "easy"]) == "expert"
    assert table_level(["heuristic", "easy"]) == "heuristic"
    assert table_level([]) is None
    assert table_level(["random", "mystery"]) == "mystery"


def test_a_game_won_with_hints_is_counted_as_such(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        games = [_game(store, seed, ["random"]) for seed in range(8)]
        won = [gid for gid, place, _s in games if place == 1]
        lost = [gid for gid, place, _s in games if place != 1]
        assert won and lost
        store.mark_hinted(won[0])
        store.mark_hinted(lost[0])  # a hinted loss is not a win with hints
        stats = store.statistics()
        assert stats.won == len(won) and stats.won_with_hints == 1


def test_each_game_is_listed_oldest_first_with_best_and_average_per_level(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        played = [_game(store, seed, ["random"]) for seed in range(5)]
        stats = store.statistics()
        assert [(g.game, g.place, g.score) for g in stats.games] == played  # finished in this order
        assert all(g.game_id == "tiny_market" and g.level == "random" and g.seat == 0 and g.players == 2
                   for g in stats.games)
        (level,) = stats.by_game_and_level
        scores = [score for _g, _p, score in played]
        assert level.best_score == max(scores)
        assert level.average_score == sum(scores) / len(scores)


def test_head_to_head_against_each_campaign_rival(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        expected: dict[str, list[int]] = {}
        for seed in range(8):
            seats = [Seat.human("Mei"), Seat.bot("random", "Vera", rival="vera"),
                     Seat.bot("random", "Otto", rival="otto" if seed % 2 else None)]
            saved = store.new_game("tiny_market", TinyOptions(), seats, seed)
            play(saved, seed=seed)
            ranks = saved.state.result().ranks
            for seat, rival in ((1, "vera"), (2, "otto" if seed % 2 else None)):
                if rival is None:
                    continue
                row = expected.setdefault(rival, [0, 0, 0, 0])
                row[0] += 1
                row[1 if ranks[0] < ranks[seat] else 2 if ranks[0] > ranks[seat] else 3] += 1
        unfinished = store.new_game("tiny_market", TinyOptions(),
                                    [Seat.human("Mei"), Seat.bot("random", "Vera", rival="vera")], 50)
        play(unfinished, steps=2)
        rivals = {r.rival: r for r in store.statistics().rivals}
        assert set(rivals) == {"vera", "otto"}
        for rival, (n, ahead, behind, level) in expected.items():
            record = rivals[rival]
            assert (record.played, record.ahead, record.behind, record.level) == (n, ahead, behind, level)
        assert rivals["vera"].played == 8 and rivals["otto"].played == 4
        assert rivals["vera"].ahead + rivals["vera"].behind > 0
