"""What a campaign is: chapters (data), rivals, standings, unlocks.  No Qt.
See README.md beside this file."""

from desktop.campaign.career import (
    DIFFICULTIES,
    DONE,
    IN_PROGRESS,
    LOCKED,
    NEXT,
    UNAVAILABLE,
    CampaignError,
    Campaigns,
    ChapterState,
    Progress,
    Standing,
    chapter_unavailable,
    resolve_level,
)
from desktop.campaign.definitions import (
    CampaignDataError,
    CampaignDef,
    Chapter,
    Opponent,
    Rival,
    load_definitions,
    parse_definitions,
)

__all__ = [
    "DIFFICULTIES",
    "DONE",
    "IN_PROGRESS",
    "LOCKED",
    "NEXT",
    "UNAVAILABLE",
    "CampaignDataError",
    "CampaignDef",
    "CampaignError",
    "Campaigns",
    "Chapter",
    "ChapterState",
    "Opponent",
    "Progress",
    "Rival",
    "Standing",
    "chapter_unavailable",
    "load_definitions",
    "parse_definitions",
    "resolve_level",
]
