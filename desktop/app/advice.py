"""The Advisor's findings in the player's words: a review as the player reads it.

desktop/ai/advisor.py judges a seat's decisions (actions and numbers); this turns
a ``Review`` into entries whose moves are the game's own translated descriptions
(``GameUI.describe_action``, from the seat's view at that moment) and whose
classes are translated names.  ``trading-floor review FILE`` prints these; the
app's review page shows them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.ai.advisor import Decision, Review
from desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from desktop.engine import Action, State

#: The classes of a decision in words (chess.com's names).
CLASS_NAMES = {
    "best": QT_TRANSLATE_NOOP("Advisor", "Best"),
    "good": QT_TRANSLATE_NOOP("Advisor", "Good"),
    "inaccuracy": QT_TRANSLATE_NOOP("Advisor", "Inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Advisor", "Mistake"),
    "blunder": QT_TRANSLATE_NOOP("Advisor", "Blunder"),
}


def class_name(kind: str) -> str:
    return translate("Advisor", str(CLASS_NAMES.get(kind, kind)))


def game_reason(game_ui: Any, view: Any, seat: int, action: Action) -> str | None:
    """The game's own reason for ``action`` (``GameUI.hint_reason``: "completes your orange group"),
    None when it has none or cannot say (a reason is a courtesy: it never costs the hint or the review)."""
    try:
        text = game_ui.hint_reason(view, seat, action)
    except Exception:  # a reason's bug must not hide the hint: the chance comparison stands in
        return None
    return text if isinstance(text, str) and text else None


def views_at(start: State, actions: Sequence[tuple[int, Action]], seat: int, indices: set[int]) -> dict[int, State]:
    """Seat's view before each action in ``indices`` (``start`` is played through)."""
    out: dict[int, State] = {}
    state = start
    for index, (mover, action) in enumerate(actions):
        if index in indices:
            out[index] = state.view(seat)
        state.apply(mover, action)
    return out


def review_entries(review: Review, start: State, actions: Sequence[tuple[int, Action]],
                   names: Sequence[str]) -> dict[str, Any]:
    """``{"decisions": [...], "turning_points": [...]}``: each entry ``index`` (in the game's
    action list), ``played`` and ``best`` as the player reads them, ``win_chance`` and
    ``best_win_chance`` (0-1, four decimals), ``class`` (its id), ``class_name`` (in words) and
    ``why`` (the game's reason for the better move, or None)."""
    from desktop.app.gameui import ui_for

    ui = ui_for(review.game_id)
    views = views_at(start, actions, review.seat, {d.index for d in review.decisions})

    def entry(decision: Decision) -> dict[str, Any]:
        a = decision.assessment
        view = views[decision.index]
        assert a.played is not None
        return {
            "index": decision.index,
            "played": ui.describe_action(view, review.seat, a.played, names),
            "best": ui.describe_action(view, review.seat, a.best, names),
            "win_chance": round(a.win_chance, 4),
            "best_win_chance": round(a.best_win_chance, 4),
            "class": a.kind,
            "class_name": class_name(a.kind),
            # the game's reason for the better move, where one was found and the game has one
            "why": game_reason(ui, view, review.seat, a.best) if a.best != a.played else None,
        }

    return {
        "game": review.game_id,
        "seat": review.seat,
        "decisions": [entry(d) for d in review.decisions],
        "turning_points": [entry(d) for d in review.turning_points],
    }
