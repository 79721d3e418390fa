"""The English texts of the campaign's translation ids (desktop/campaign
names them: campaign.<id>.title/intro, chapter.<id>.title/intro,
rival.<id>.blurb, unlock.<id>).  Each is marked for Qt's translation system
here and translated when shown.  Rival names are names, written as the
player's language writes them (campaigns.toml ``names``: 陳雅婷 in 繁體中文,
佐藤遥 in 日本語).  Unlocks of a rival or a level are put into words from
their parts."""

from __future__ import annotations

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.app.rival_names import rival_name, rivals
from desktop.app.words import level_name

CONTEXT = "Campaign"

TEXTS = {
    # campaigns
    "campaign.grand_tour.title": QT_TRANSLATE_NOOP("Campaign", "The Grand Tour"),
    "campaign.grand_tour.intro": QT_TRANSLATE_NOOP(
        "Campaign", "A career across all five games: start at a quiet table with friendly rivals, earn the advanced "
        "rules chapter by chapter, and finish against the sharpest traders on the floor."),
    "campaign.quick_circuit.title": QT_TRANSLATE_NOOP("Campaign", "Quick Circuit"),
    "campaign.quick_circuit.intro": QT_TRANSLATE_NOOP(
        "Campaign", "One match of each game at the standard rules against steady rivals. A short tour to learn "
        "them all."),
    # grand tour chapters
    "chapter.opening_bell.title": QT_TRANSLATE_NOOP("Campaign", "Opening Bell"),
    "chapter.opening_bell.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Your first day on the floor: a small Stockpile table with two patient rivals."),
    "chapter.harvest_shares.title": QT_TRANSLATE_NOOP("Campaign", "Harvest Shares"),
    "chapter.harvest_shares.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Hab & Gut with four at the table: keep an eye on what goes to charity."),
    "chapter.roaring_twenties.title": QT_TRANSLATE_NOOP("Campaign", "Roaring Twenties"),
    "chapter.roaring_twenties.intro": QT_TRANSLATE_NOOP(
        "Campaign", "1920 Wall Street at the plain rules. Ride the boom and get out before the crash."),
    "chapter.silver_rush.title": QT_TRANSLATE_NOOP("Campaign", "Silver Rush"),
    "chapter.silver_rush.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Black Friday with four: the silver price climbs, and so does the risk."),
    "chapter.corner_lots.title": QT_TRANSLATE_NOOP("Campaign", "Corner Lots"),
    "chapter.corner_lots.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Landlord with auctions, trades and mortgages. Build where the others must pay."),
    "chapter.advanced_floor.title": QT_TRANSLATE_NOOP("Campaign", "The Advanced Floor"),
    "chapter.advanced_floor.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Stockpile on the advanced board, against rivals who have done this before."),
    "chapter.tycoons_and_options.title": QT_TRANSLATE_NOOP("Campaign", "Tycoons and Options"),
    "chapter.tycoons_and_options.intro": QT_TRANSLATE_NOOP(
        "Campaign", "1920 Wall Street with tycoon cards and call options: more ways to win, more ways to lose."),
    "chapter.investor_club.title": QT_TRANSLATE_NOOP("Campaign", "The Investor Club"),
    "chapter.investor_club.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Five at the Stockpile table with investors in play. Every bid counts."),
    "chapter.black_friday_five.title": QT_TRANSLATE_NOOP("Campaign", "Black Friday for Five"),
    "chapter.black_friday_five.intro": QT_TRANSLATE_NOOP(
        "Campaign", "A full table of five, and one of the strongest rivals yet."),
    "chapter.final_auction.title": QT_TRANSLATE_NOOP("Campaign", "The Final Auction"),
    "chapter.final_auction.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Landlord with few buildings to go round, against the best on the floor. Win this and "
        "they will talk about you."),
    # quick circuit chapters
    "chapter.circuit_stockpile.title": QT_TRANSLATE_NOOP("Campaign", "Circuit: Stockpile"),
    "chapter.circuit_stockpile.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Bid for cards, steer the prices, sell at the top."),
    "chapter.circuit_wall_street.title": QT_TRANSLATE_NOOP("Campaign", "Circuit: 1920 Wall Street"),
    "chapter.circuit_wall_street.intro": QT_TRANSLATE_NOOP("Campaign", "Buy early, sell before the crash."),
    "chapter.circuit_hab_und_gut.title": QT_TRANSLATE_NOOP("Campaign", "Circuit: Hab & Gut"),
    "chapter.circuit_hab_und_gut.intro": QT_TRANSLATE_NOOP(
        "Campaign", "Trade shares, move prices, and give to charity."),
    "chapter.circuit_black_friday.title": QT_TRANSLATE_NOOP("Campaign", "Circuit: Black Friday"),
    "chapter.circuit_black_friday.intro": QT_TRANSLATE_NOOP("Campaign", "Shares and silver in a nervous market."),
    "chapter.circuit_landlord.title": QT_TRANSLATE_NOOP("Campaign", "Circuit: Landlord"),
    "chapter.circuit_landlord.intro": QT_TRANSLATE_NOOP("Campaign", "Buy lots, build, and collect the rent."),
    # rivals
    "rival.chen_yating.blurb": QT_TRANSLATE_NOOP("Campaign", "Careful with money, quick to make a deal."),
    "rival.lin_chihao.blurb": QT_TRANSLATE_NOOP("Campaign", "Likes a gamble and rarely trades."),
    "rival.sato_haruka.blurb": QT_TRANSLATE_NOOP("Campaign", "Cautious and polite; never overpays."),
    "rival.takahashi_ren.blurb": QT_TRANSLATE_NOOP("Campaign", "Bids hard and keeps his plans to himself."),
    "rival.wang_lei.blurb": QT_TRANSLATE_NOOP("Campaign", "Steady and balanced in everything."),
    "rival.park_jiwoo.blurb": QT_TRANSLATE_NOOP("Campaign", "Bold with risk, always open to a trade."),
    "rival.amara_okafor.blurb": QT_TRANSLATE_NOOP("Campaign", "A born negotiator who bids with purpose."),
    "rival.lucia_ferreira.blurb": QT_TRANSLATE_NOOP("Campaign", "Loves volatile markets; sometimes too much."),
    "rival.henrik_lund.blurb": QT_TRANSLATE_NOOP("Campaign", "Very cautious: hoards cash and waits."),
    "rival.priya_raman.blurb": QT_TRANSLATE_NOOP("Campaign", "Calm, even-handed and hard to beat."),
    "rival.nguyen_thu.blurb": QT_TRANSLATE_NOOP("Campaign", "A keen trader who bids low and waits for bargains."),
    "rival.huang_shufen.blurb": QT_TRANSLATE_NOOP("Campaign", "A veteran of the floor who misses very little."),
    "rival.mori_daichi.blurb": QT_TRANSLATE_NOOP("Campaign", "Aggressive in every market. The last rival to face."),
    # unlocks (rivals and levels are put into words below)
    "unlock.variant.stockpile.advanced_board": QT_TRANSLATE_NOOP("Campaign", "Stockpile: the advanced board"),
    "unlock.variant.stockpile.investors": QT_TRANSLATE_NOOP("Campaign", "Stockpile: investors"),
    "unlock.variant.wall_street_1920.tycoons": QT_TRANSLATE_NOOP("Campaign", "1920 Wall Street: tycoon cards"),
    "unlock.variant.wall_street_1920.call_options": QT_TRANSLATE_NOOP("Campaign", "1920 Wall Street: call options"),
    "unlock.variant.black_friday.five_players": QT_TRANSLATE_NOOP("Campaign", "Black Friday for five players"),
    "unlock.variant.landlord.building_shortage": QT_TRANSLATE_NOOP("Campaign", "Landlord: building shortage"),
    "unlock.title.floor_legend": QT_TRANSLATE_NOOP("Campaign", "The title “Legend of the Floor”"),
    "unlock.title.circuit_champion": QT_TRANSLATE_NOOP("Campaign", "The title “Circuit Champion”"),
}

DIFFICULTY_NAMES = {
    "relaxed": QT_TRANSLATE_NOOP("Campaign", "Relaxed (rivals one level weaker)"),
    "standard": QT_TRANSLATE_NOOP("Campaign", "Standard"),
    "ruthless": QT_TRANSLATE_NOOP("Campaign", "Ruthless (rivals one level stronger)"),
}

STATUS_NAMES = {
    "done": QT_TRANSLATE_NOOP("Campaign", "done"),
    "in_progress": QT_TRANSLATE_NOOP("Campaign", "in play"),
    "next": QT_TRANSLATE_NOOP("Campaign", "next"),
    "locked": QT_TRANSLATE_NOOP("Campaign", "locked"),
    "unavailable": QT_TRANSLATE_NOOP("Campaign", "not available"),
}

UNAVAILABLE_REASONS = {
    "game_not_installed": QT_TRANSLATE_NOOP("Campaign", "this game is not in this version"),
    "bad_player_count": QT_TRANSLATE_NOOP("Campaign", "the game does not allow this many players"),
    "bad_option": QT_TRANSLATE_NOOP("Campaign", "the game refuses one of the chapter's options"),
}


def campaign_text(text_id: str) -> str:
    """The translated text of a campaign translation id (never the raw id)."""
    english = TEXTS.get(text_id)
    if english is not None:
        return translate(CONTEXT, english)
    if text_id.startswith("unlock."):
        return unlock_text(text_id[len("unlock."):])
    return translate(CONTEXT, "(no description)")


def unlock_text(unlock: str, rival_names: dict[str, str] | None = None) -> str:
    key = f"unlock.{unlock}"
    if key in TEXTS:
        return translate(CONTEXT, TEXTS[key])
    kind, _, rest = unlock.partition(".")
    if kind == "rival":
        rival = rivals().get(rest)
        name = (rival_names or {}).get(rest) or (rival_name(rival) if rival else rest.replace("_", " ").title())
        return fill(translate(CONTEXT, "A new rival: %1"), name)
    if kind == "level":

        return fill(translate(CONTEXT, "Rivals at the %1 level"), level_name(rest))
    return translate(CONTEXT, "(no description)")
