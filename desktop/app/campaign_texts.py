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
    # achievements (desktop/campaign/achievements.toml)
    "achievement.first_win.title": QT_TRANSLATE_NOOP("Campaign", "First Bell"),
    "achievement.first_win.text": QT_TRANSLATE_NOOP("Campaign", "Win a game."),
    "achievement.ten_wins.title": QT_TRANSLATE_NOOP("Campaign", "Seasoned Trader"),
    "achievement.ten_wins.text": QT_TRANSLATE_NOOP("Campaign", "Win ten games."),
    "achievement.all_five.title": QT_TRANSLATE_NOOP("Campaign", "Five for Five"),
    "achievement.all_five.text": QT_TRANSLATE_NOOP("Campaign", "Win a game of each of the five games."),
    "achievement.beat_expert.title": QT_TRANSLATE_NOOP("Campaign", "Expert Slayer"),
    "achievement.beat_expert.text": QT_TRANSLATE_NOOP("Campaign", "Win a game with an Expert computer player "
                                                                  "at the table."),
    "achievement.full_table.title": QT_TRANSLATE_NOOP("Campaign", "Full House"),
    "achievement.full_table.text": QT_TRANSLATE_NOOP("Campaign", "Win a game at a table of five."),
    "achievement.three_stars.title": QT_TRANSLATE_NOOP("Campaign", "Three Stars"),
    "achievement.three_stars.text": QT_TRANSLATE_NOOP("Campaign", "Earn three stars in a campaign chapter."),
    "achievement.campaign_done.title": QT_TRANSLATE_NOOP("Campaign", "Closing Bell"),
    "achievement.campaign_done.text": QT_TRANSLATE_NOOP("Campaign", "Finish a campaign."),
    "achievement.landlord_monopoly.title": QT_TRANSLATE_NOOP("Campaign", "The Whole Street"),
    "achievement.landlord_monopoly.text": QT_TRANSLATE_NOOP("Campaign", "End a game of Landlord owning a whole "
                                                                        "colour group."),
    "achievement.stockpile_split_twice.title": QT_TRANSLATE_NOOP("Campaign", "Split Again"),
    "achievement.stockpile_split_twice.text": QT_TRANSLATE_NOOP("Campaign", "In Stockpile, have a company's cards in "
                                                                            "your split area when it splits again."),
    # rivals' greetings (at the start of a game) and partings (at its end), in their character
    "rival.chen_yating.greeting": QT_TRANSLATE_NOOP("Campaign", "Nice to meet you! Shall we make a deal or two?"),
    "rival.chen_yating.parting": QT_TRANSLATE_NOOP("Campaign", "Good game. I still think we should have traded."),
    "rival.lin_chihao.greeting": QT_TRANSLATE_NOOP("Campaign", "Fortune favours the bold. Let's see who is bolder."),
    "rival.lin_chihao.parting": QT_TRANSLATE_NOOP("Campaign", "Win or lose, that was worth the gamble."),
    "rival.sato_haruka.greeting": QT_TRANSLATE_NOOP("Campaign", "Thank you for having me. Please go easy on me."),
    "rival.sato_haruka.parting": QT_TRANSLATE_NOOP("Campaign", "Thank you for the game. I learned a lot."),
    "rival.takahashi_ren.greeting": QT_TRANSLATE_NOOP("Campaign", "Let's begin. I won't say more."),
    "rival.takahashi_ren.parting": QT_TRANSLATE_NOOP("Campaign", "Next time I bid higher."),
    "rival.wang_lei.greeting": QT_TRANSLATE_NOOP("Campaign", "A calm market is a fair market. Good luck."),
    "rival.wang_lei.parting": QT_TRANSLATE_NOOP("Campaign", "Balanced to the end. Well played."),
    "rival.park_jiwoo.greeting": QT_TRANSLATE_NOOP("Campaign", "Big risks, big rewards! Anyone want to trade?"),
    "rival.park_jiwoo.parting": QT_TRANSLATE_NOOP("Campaign", "That was wild! Rematch soon?"),
    "rival.amara_okafor.greeting": QT_TRANSLATE_NOOP("Campaign", "Everything is negotiable. Shall we begin?"),
    "rival.amara_okafor.parting": QT_TRANSLATE_NOOP("Campaign", "A pleasure doing business with you."),
    "rival.lucia_ferreira.greeting": QT_TRANSLATE_NOOP("Campaign", "I hope the prices jump today. I love it "
                                                                   "when they jump!"),
    "rival.lucia_ferreira.parting": QT_TRANSLATE_NOOP("Campaign", "Up and down, what a ride! Obrigada."),
    "rival.henrik_lund.greeting": QT_TRANSLATE_NOOP("Campaign", "I'll just keep my cash close, if you don't mind."),
    "rival.henrik_lund.parting": QT_TRANSLATE_NOOP("Campaign", "Patience is a strategy too. Thank you for the game."),
    "rival.priya_raman.greeting": QT_TRANSLATE_NOOP("Campaign", "Let's keep it fair and sharp."),
    "rival.priya_raman.parting": QT_TRANSLATE_NOOP("Campaign", "A fine game. I will remember your moves."),
    "rival.nguyen_thu.greeting": QT_TRANSLATE_NOOP("Campaign", "I'm only here for the bargains."),
    "rival.nguyen_thu.parting": QT_TRANSLATE_NOOP("Campaign", "Cheap in, dear out. See you next time!"),
    "rival.huang_shufen.greeting": QT_TRANSLATE_NOOP("Campaign", "I have seen many newcomers. Show me something new."),
    "rival.huang_shufen.parting": QT_TRANSLATE_NOOP("Campaign", "Not bad. The floor will hear of this."),
    "rival.mori_daichi.greeting": QT_TRANSLATE_NOOP("Campaign", "You made it this far. It ends here."),
    "rival.mori_daichi.parting": QT_TRANSLATE_NOOP("Campaign", "Hmph. Every market turns. Until next time."),
    # unlocks (rivals and levels are put into words below)
    "unlock.variant.stockpile.advanced_board": QT_TRANSLATE_NOOP("Campaign", "Stockpile: the advanced board"),
    "unlock.variant.stockpile.investors": QT_TRANSLATE_NOOP("Campaign", "Stockpile: investors"),
    "unlock.variant.wall_street_1920.tycoons": QT_TRANSLATE_NOOP("Campaign", "1920 Wall Street: tycoon cards"),
    "unlock.variant.wall_street_1920.call_options": QT_TRANSLATE_NOOP("Campaign", "1920 Wall Street: call options"),
    "unlock.variant.black_friday.five_players": QT_TRANSLATE_NOOP("Campaign", "Black Friday for five players"),
    "unlock.variant.landlord.building_shortage": QT_TRANSLATE_NOOP("Campaign", "Landlord: building shortage"),
    "unlock.title.floor_legend": QT_TRANSLATE_NOOP("Campaign", "The title “Legend of the Floor”"),
    "title.floor_legend": QT_TRANSLATE_NOOP("Campaign", "Legend of the Floor"),
    "title.circuit_champion": QT_TRANSLATE_NOOP("Campaign", "Circuit Champion"),
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
    "retry": QT_TRANSLATE_NOOP("Campaign", "goal missed: play again"),
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
    if kind in ("theme", "token"):
        from desktop.app.themes import theme_name, tokens_name

        if kind == "theme":
            return fill(translate(CONTEXT, "A table for your games: %1"), theme_name(rest))
        return fill(translate(CONTEXT, "Player tokens: %1"), tokens_name(rest))
    if kind == "level":

        return fill(translate(CONTEXT, "Rivals at the %1 level"), level_name(rest))
    return translate(CONTEXT, "(no description)")


def title_text(title: str) -> str:
    """A title's name alone ("Legend of the Floor") for ``title.<id>``."""
    english = TEXTS.get(title)
    return translate(CONTEXT, english) if english is not None else title.partition(".")[2].replace("_", " ").title()
