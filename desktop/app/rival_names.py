"""Campaign rivals' names as the player's language writes them (campaigns.toml ``names``: 陳雅婷
in 繁體中文, 佐藤遥 in 日本語, the Latin name with its accents in English).  A leaf module: the
game page, the saved games and the campaign page all name rivals through it."""

from __future__ import annotations

from functools import cache
from typing import Any

from desktop.app.i18n import current_language


@cache
def rivals() -> dict[str, Any]:
    """The shipped rivals by id (none if the campaign data cannot be read: names then stay as stored)."""
    from desktop.campaign import CampaignDataError, load_definitions

    try:
        return dict(load_definitions()[0])
    except (CampaignDataError, OSError, ValueError):
        return {}


def rival_name(rival: Any) -> str:
    """A rival's name in the player's language (the Latin name in English)."""
    return str(rival.name_in(current_language()))


def seat_name(name: str, rival_id: str | None) -> str:
    """The name to show for a seat: a campaign rival's in the player's language, else the stored one."""
    rival = rivals().get(rival_id) if rival_id else None
    return rival_name(rival) if rival is not None else name
