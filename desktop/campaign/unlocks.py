"""What the campaign gates in free play.  An unlock id named in any shipped
campaign (``variant.<game>.<option>``, ``level.<name>``, ``rival.<id>``,
``title.<id>``) stays closed in New game until some campaign has earned it
(kept in storage for good, see Campaigns.unlocked_everywhere), unless the
player's setting "unlock everything" is on.  Ids no campaign names are open.
No Qt."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from desktop.campaign.definitions import CampaignDef, Chapter

#: ``variant.<game>.<word>`` ids that open a player count rather than an option.
PLAYER_COUNT_VARIANTS = {"five_players": 5, "six_players": 6}


def option_unlock(game_id: str, option: str) -> str:
    return f"variant.{game_id}.{option}"


def level_unlock(level: str) -> str:
    return f"level.{level}"


def players_unlock(game_id: str, players: int) -> str | None:
    """The unlock id for playing ``game_id`` with ``players`` seats, if it has one."""
    for word, count in PLAYER_COUNT_VARIANTS.items():
        if count == players:
            return f"variant.{game_id}.{word}"
    return None


def gated(definitions: Sequence[CampaignDef]) -> dict[str, tuple[CampaignDef, Chapter]]:
    """Every unlock id the campaigns name -> the first campaign and chapter
    that earns it (what New game tells about a closed choice)."""
    out: dict[str, tuple[CampaignDef, Chapter]] = {}
    for definition in definitions:
        for chapter in definition.chapters:
            for unlock in chapter.unlocks:
                out.setdefault(unlock, (definition, chapter))
    return out


def locked(definitions: Sequence[CampaignDef], earned: Iterable[str], everything: bool = False) -> frozenset[str]:
    """The unlock ids still closed in free play."""
    if everything:
        return frozenset()
    return frozenset(set(gated(definitions)) - set(earned))


def closed_choices(game_id: str, players: int, options: dict[str, object], levels: Iterable[str],
                   closed: frozenset[str]) -> list[str]:
    """The closed unlock ids a New game choice uses (empty: it may be played):
    a true boolean option, a player count, a bot level."""
    out = [option_unlock(game_id, name) for name, value in options.items()
           if value is True and option_unlock(game_id, name) in closed]
    count = players_unlock(game_id, players)
    if count is not None and count in closed:
        out.append(count)
    out.extend(sorted({level_unlock(level) for level in levels} & closed))
    return out
