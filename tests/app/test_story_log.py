"""The log tells the story (issue 29): each game's log checked against its
events (a trade one line, a fee once, headers per round or turn, no "(s)",
no engine record names, no line repeated back to back), the model's rows
added step by step the same as a rebuild, and ``trading-floor log`` in
English, 繁體中文 and 日本語."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from desktop.app.gameui import ui_for
from desktop.app.models import LogModel, log_entries
from desktop.engine import gamelog
from desktop.engine.games.landlord import records as LR
from desktop.engine.games.stockpile import events as SE
from tests.app.story_export import NAMES, play_and_export

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("stockpile", "wall_street_1920", "hab_und_gut", "black_friday", "landlord")
#: a record's class name (TradeOffered, DebtPaid): the log never shows one
RECORD_NAME = re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b")


@pytest.fixture(autouse=True)
def _english(qapp):
    """The checks read English words ("pays a trading fee"): whatever language an earlier test left."""
    from desktop.app.i18n import set_language

    set_language("en")


@pytest.fixture(scope="module")
def exports(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("exports")
    out = {}
    for game in GAMES:
        path = folder / f"{game}.json"
        path.write_text(play_and_export(game, tmp_path_factory.mktemp(game)), encoding="utf-8")
        out[game] = path
    return out


def _history(path: Path) -> tuple[str, list[str], list]:
    text = path.read_text(encoding="utf-8")
    log = gamelog.loads(text)
    _state, events = log.replay()
    names = [seat["name"] for seat in json.loads(text)["seats"]]
    return log.game_id, names, [(s, a, e) for (s, a), e in zip(log.actions, events, strict=True)]


def _check_lines(lines: list[str]) -> None:
    assert len(lines) >= 10
    for before, after in pairwise(lines):
        assert before != after, f"repeated back to back: {after!r}"
    for line in lines:
        assert "(s)" not in line, line
        assert not RECORD_NAME.search(line), line
        assert line[:1] == line[:1].upper(), f"starts in lower case: {line!r}"


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_each_game(qapp, exports, game):
    game_id, names, history = _history(exports[game])
    entries = log_entries(ui_for(game_id), names, history, 0)
    lines = [e.text for e in entries]
    _check_lines(lines)
    headers = [e for e in entries if e.header]
    assert headers and entries[0].header, "the log opens with its first round's or turn's header"
    assert all(e.seat is not None for e in entries if not e.header and e.text.startswith(tuple(names))), \
        "a line about a seat has the seat's colour"
    assert not any(re.match(rf"^({'|'.join(NAMES)}): ", line) for line in lines), \
        "no choice is logged as the menu's words ('Bruno: End your turn')"


def test_stockpile_tells_each_fee_once(qapp, exports):
    game_id, names, history = _history(exports["stockpile"])
    lines = [e.text for e in log_entries(ui_for(game_id), names, history, 0)]
    paid = sum(1 for _s, _a, events in history for e in events if isinstance(e, SE.DebtPaid))
    told = [line for line in lines if "pays a trading fee" in line or "pays an owed fee" in line]
    times = [int(m.group(1)) if (m := re.search(r"\(×(\d+)\)$", line)) else 1 for line in told]
    assert paid and sum(times) == paid, (paid, told)


def test_landlord_tells_a_trade_in_one_line(qapp, exports):
    game_id, names, history = _history(exports["landlord"])
    lines = [e.text for e in log_entries(ui_for(game_id), names, history, 0)]
    events = [e for _s, _a, step in history for e in step]
    accepted = sum(isinstance(e, LR.TradeAccepted) for e in events)
    refused = sum(isinstance(e, LR.TradeRejected) for e in events)
    assert accepted + refused, "the seeded game has trades"
    assert sum(" trade: " in line for line in lines) == accepted
    assert sum(" refuses " in line for line in lines) == refused
    assert not any("withdraws the offer." in line and "offers" not in line for line in lines)
    assert not any(line.startswith(tuple(f"{n}: " for n in names)) for line in lines), "no composing step"
    passed = sum(isinstance(e, LR.LotTransferred) for _s, _a, step in history for e in step
                 if not any(isinstance(x, LR.TradeAccepted) for x in step))
    assert sum(" passes from " in line for line in lines) == passed, "a traded lot is told in the trade's line"


def test_the_model_adds_rows_as_a_rebuild_tells_them(qapp, exports):
    game_id, names, history = _history(exports["landlord"])
    game_ui = ui_for(game_id)
    live = LogModel()
    live.start(game_ui, names, [], 0)
    for step in history:
        live.step(*step)
    again = LogModel()
    again.start(game_ui, names, history, 0)
    assert live.lines == again.lines
    assert [e.header for e in live.entries] == [e.header for e in again.entries]


@pytest.mark.parametrize("lang", ["en", "zh_TW", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_the_log_command(exports, game, lang):
    done = subprocess.run([sys.executable, "-m", "desktop.cli", "log", str(exports[game]), "--seat", "0",
                           "--lang", lang], cwd=ROOT, capture_output=True, text=True, encoding="utf-8",
                          timeout=120, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    if lang != "en":
        english = {w for line in lines for w in re.findall(r"[A-Za-z]{2,}", line)} - set(NAMES)
        assert not english, sorted(english)[:20]
    else:
        assert not any(RECORD_NAME.search(line) for line in lines)
    assert "(s)" not in done.stdout
    for before, after in pairwise(lines):
        assert before != after
    assert len(lines) >= 10


def test_the_log_command_refuses_bad_input(exports, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    for args in ([str(bad)], [str(exports["stockpile"]), "--seat", "9"]):
        done = subprocess.run([sys.executable, "-m", "desktop.cli", "log", *args], cwd=ROOT, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 2 and "error" in done.stderr and "Traceback" not in done.stderr


def test_landlord_tells_a_counter_offer_in_one_line_each(qapp):
    """An offer, its counter-offer and the trade: three lines (the offer refused with a counter, the
    counter-offer's fate), never a composing step."""
    state = registry_landlord_game()
    seat = state.to_move()[0]
    partner = (seat + 1) % 3
    history = []
    for who, action in ((seat, LR.ProposeTrade(partner)), (seat, LR.OfferCash(100)), (seat, LR.SubmitTrade()),
                        (partner, LR.CounterTrade()), (partner, LR.OfferCash(-50)), (partner, LR.SubmitTrade()),
                        (seat, LR.AcceptTrade())):
        history.append((who, action, state.apply(who, action)))
    names = ["Ann", "Ben", "Cy"]
    lines = [e.text for e in log_entries(ui_for("landlord"), names, history, 0)]
    a, b = names[seat], names[partner]
    assert sum("answers with a counter-offer" in line for line in lines) == 1, lines
    assert sum(" trade: " in line for line in lines) == 1, lines
    assert any(line.startswith(f"{a} and {b} trade: ") or line.startswith(f"{b} and {a} trade: ")
               for line in lines), lines
    assert len([line for line in lines if "offer" in line or "trade" in line]) == 2, lines


def registry_landlord_game():
    from desktop.engine import registry

    return registry.get("landlord").new_game(3, None, 5)
