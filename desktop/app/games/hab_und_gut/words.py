"""Hab & Gut in words: names, the title, the rules help, option and reason texts
and the small helpers that turn the engine's ids into them (a leaf module:
the game's UI, board and dialogs import it; it imports none of them)."""


from __future__ import annotations

from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.engine.games.hab_und_gut.state import HabGutState

TITLE = QT_TRANSLATE_NOOP("Games", "Hab & Gut")


C = "HabUndGut"
HIDDEN = -1
EMPTY = -2  # an empty donation slot (the engine's state.EMPTY)

GOODS = (
    QT_TRANSLATE_NOOP("HabUndGut", "Coal"),
    QT_TRANSLATE_NOOP("HabUndGut", "Wheat"),
    QT_TRANSLATE_NOOP("HabUndGut", "Corn"),
    QT_TRANSLATE_NOOP("HabUndGut", "Coffee"),
    QT_TRANSLATE_NOOP("HabUndGut", "Sugar"),
    QT_TRANSLATE_NOOP("HabUndGut", "Tea"),
)
OPTIONS = {
    "open_donations": QT_TRANSLATE_NOOP("HabUndGut", "Donated shares lie face up"),
}
BREAKDOWN = {
    "cash": QT_TRANSLATE_NOOP("HabUndGut", "Cash"),
    "donated": QT_TRANSLATE_NOOP("HabUndGut", "Donated"),
    "eliminated": QT_TRANSLATE_NOOP("HabUndGut", "Out as lowest donor"),
}
REASONS = {
    "cannot_buy_and_sell": QT_TRANSLATE_NOOP("HabUndGut", "A turn either buys or sells shares, never both."),
    "share_limit_reached": QT_TRANSLATE_NOOP("HabUndGut", "You may buy or sell at most three shares a turn."),
    "good_priced_zero": QT_TRANSLATE_NOOP("HabUndGut", "A good priced at zero cannot be bought."),
    "supply_empty": QT_TRANSLATE_NOOP("HabUndGut", "No shares of that good are left in the supply."),
    "not_enough_cash": QT_TRANSLATE_NOOP("HabUndGut", "You do not have enough money for that share."),
    "no_share_to_sell": QT_TRANSLATE_NOOP(
        "HabUndGut", "You have no share of that good in hand to sell (donated shares cannot be sold)."),
    "no_share_to_donate": QT_TRANSLATE_NOOP("HabUndGut", "You have no share of that good in hand to donate."),
    "already_donated_this_round": QT_TRANSLATE_NOOP("HabUndGut", "You may donate only one share a round."),
    "trading_closed_after_donation": QT_TRANSLATE_NOOP(
        "HabUndGut", "After a donation you can only end your turn."),
    "unknown_good": QT_TRANSLATE_NOOP("HabUndGut", "There is no such good."),
    "wrong_phase": QT_TRANSLATE_NOOP("HabUndGut", "That belongs to the other phase of the round."),
    "rack_not_beside_you": QT_TRANSLATE_NOOP("HabUndGut", "You may play only from the two racks beside you."),
    "rack_already_used": QT_TRANSLATE_NOOP(
        "HabUndGut", "You already played a card from that rack: play one from the other rack."),
    "card_not_in_rack": QT_TRANSLATE_NOOP("HabUndGut", "That card is not in that rack."),
    "view_is_not_playable": QT_TRANSLATE_NOOP("HabUndGut", "That position cannot be played."),
    "unknown_action": QT_TRANSLATE_NOOP("HabUndGut", "That is not a move of this game."),
}


def good_name(good: int) -> str:
    if 0 <= good < len(GOODS):
        return translate(C, GOODS[good])
    return translate(C, "a hidden good")


def signed(value: int) -> str:
    """A card value or a movement: +4, −2 (a true minus sign)."""
    return fill(translate(C, "+%1"), value) if value >= 0 else fill(translate(C, "−%1"), -value)


def card_text(good: int, value: int) -> str:
    """A market card, e.g. "Coffee +4"."""
    return fill(translate(C, "%1 %2"), good_name(good), signed(value))


def code_card(code: int) -> tuple[int, int]:
    """(good, value) of a card code; (-1, 0) for a hidden card."""
    from desktop.engine.games.hab_und_gut import data

    if 0 <= code < data.NUM_CODES:
        return data.CARD_GOOD[code], data.CARD_VALUE[code]
    return HIDDEN, 0


def half(value: int) -> int:
    from desktop.engine.games.hab_und_gut import data

    return data.half_steps(value)


def moved(price: int, steps: int) -> int:
    from desktop.engine.games.hab_und_gut import data

    return data.move_price(price, steps)


def phase_words(phase: int) -> str:
    if phase == 0:
        return translate(C, "Stock phase")
    if phase == 1:
        return translate(C, "Price-change phase")
    return translate(C, "Game over")


def half_words(half_number: int) -> str:
    """``half_number`` counts from 1."""
    return translate(C, "First half") if half_number == 1 else translate(C, "Second half")


def shares_in_hand(view: HabGutState, seat: int) -> int:
    """All of a seat's shares not on its donation board (public: the number of
    donated shares is public even when their goods are not)."""
    return int(sum(view.holdings[seat]) - sum(1 for g in view.board[seat] if g != EMPTY))


#: The rules help, paragraph by paragraph (each translated on its own).
RULES: tuple[str, ...] = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Hab &amp; Gut</h2><p>Trade shares in six goods whose prices you push with cards from "
            "the racks beside you, give to charity, and be the richest player who did not give the "
            "least.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>A round</h3><p><b>Stock phase:</b> in turn, buy or sell one to three shares at the "
            "current prices, then you may place one share on your donation board. <b>Price phase:</b> "
            "in turn, play one card from each rack beside you; the first moves its good by its full "
            "value, the second by half.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>The game has two halves of four rounds; at the end of each half, donated "
            "shares are cashed into your donation. The players who gave "
            "the least are out, however rich they are; of the others the "
            "one with the most money wins.</p>"),
    )
