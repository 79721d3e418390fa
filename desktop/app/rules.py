"""Rules help for each game, in our own words (translated like every string)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop.app.forms import child, load_form
from desktop.app.i18n import QT_TRANSLATE_NOOP, translate
from desktop.engine import registry

#: Rules in our own words, paragraph by paragraph (each translated on its own).
RULES: dict[str, tuple[str, ...]] = {
    "stockpile": (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Stockpile</h2><p>Buy shares in six companies at auction, use what you secretly know "
            "about where prices are heading, and finish with the most money.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>A round</h3><ol><li><b>Forecasts.</b> Each company is paired with a forecast (+4, +2, "
            "+1, dividend, −2, −3). You see your own pair (two pairs each with two players); one pair "
            "is public (none with two players); the rest stay hidden until Movement.</li>"
            "<li><b>Supply.</b> Each stockpile gets one card face up. You are dealt "
            "two market cards and put one face up and one face down on any stockpiles. Only you know "
            "your face-down card.</li><li><b>Demand.</b> In turn, put your bidder on a space of a "
            "stockpile's bid track above any bid already there; a player who is outbid bids again. When "
            "every stockpile has one bidder, each pays the bid and takes the whole "
            "pile.</li><li><b>Action.</b> Play every Boom (+2) and Bust (−2) card you won on a company "
            "of your choice.</li><li><b>Selling.</b> Sell any shares at the current "
            "price.</li><li><b>Movement.</b> Forecasts are revealed and prices move. A dividend "
            "forecast pays $2,000 for each share you choose to show.</li></ol>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Splits and bankruptcies</h3><p>A price pushed past the top of its track <b>splits</b>: "
            "every share of that company moves to the split area and counts double from then on; "
            "players already holding split cards of it get a bonus. A price pushed below the bottom "
            "goes <b>bankrupt</b>: all its shares are lost and its price starts again.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Trading fees</h3><p>Fee cards won in a stockpile cost their amount at once; if you "
            "cannot pay, you owe it. Whenever your cash allows, owed fees are paid at once: the largest "
            "one you can afford first, then again the largest you can still afford. Fees still owed at "
            "the end are deducted.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>After the last round every holding is shown. The largest holder of each "
            "company gets a bonus ($10,000; $5,000 each when tied), then all shares are sold at their "
            "prices. The most money wins.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Options</h3><p><b>Advanced board:</b> each company has its own track with its own "
            "start and split spaces; when steel's price moves onto a $ space, every holder gets $1,000 "
            "a share there and then ($2,000 for a split card). <b>Investor cards:</b> each player keeps "
            "an investor (two with two players) who sets the starting money and gives a special "
            "ability; Dividend Deborah may name a company at the end of each round, or none.</p>"),
    ),
    "landlord": (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Landlord</h2><p>Move round the board buying lots, collect rent from the other players, "
            "build houses and hotels, and be the last one who is not bankrupt.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><ol><li>Roll two dice and move. Passing or landing on Start pays you a "
            "salary.</li><li>Land on a lot nobody owns: buy it at its price, or decline (with auctions "
            "on, everyone may then bid for it).</li><li>Land on someone else's lot: pay rent. Rent "
            "doubles when the owner has the whole colour group and none of it is mortgaged, and grows "
            "with each house.</li><li>Card "
            "places make you draw a Windfall or Town Fund card; tax places make you "
            "pay.</li><li>Doubles let you roll again; a third double in one turn sends you on "
            "Vacation.</li></ol>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Building, mortgages and trades</h3><p>With a whole colour group and no mortgage in it "
            "you may build houses, evenly across the group; after four houses a lot takes a hotel. "
            "Buildings sell back at half their cost. A lot may be mortgaged for half its price when no "
            "lot of its colour group has buildings; lifting the mortgage costs that plus ten per cent. "
            "On your turn you may offer "
            "another player a trade of lots, money and keep-out cards.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Vacation</h3><p>On Vacation you still collect rent and may build and trade. To leave, "
            "pay the fee, use a keep-out card, or roll doubles; after three failed tries you pay and "
            "move.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Debts and the end</h3><p>If you owe more than you have, sell buildings and mortgage "
            "lots to raise the money; if even that is not enough you are bankrupt and out. The last "
            "player left wins. With a round or time limit, the highest net worth (cash, lots and "
            "buildings) wins when it runs out.</p>"),
    ),
    "wall_street_1920": (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>1920 Wall Street</h2><p>Cards lie in a ring round the deck. Move your pawn round the "
            "ring to buy stock and market cards, sell stock back into the ring, and score the most "
            "points when the explosion card ends the game.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><p>Each turn you may spend your capital on steps and prices; what you "
            "lack you pay in cash. Choose one action: <b>buy</b> (move along the ring in the trend's "
            "direction and buy the card or cards where you stop, paying one to each other pawn there), "
            "<b>sell</b> (put one of your stock cards into the ring at your pawn for half its price "
            "rounded up: a starting card half the lower of its two prices, a gold card half the lowest "
            "price of all, a ×2 card its full price), or <b>raise your capital</b> by one. If you stop "
            "on the trend card you buy nothing: you pay the steps, take the money lying on it and put "
            "the deck's top card on a discard pile. Once a turn you may pay one onto the trend card to "
            "flip its direction.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Keep or discard</h3><p>Decide for each bought card: keep it or put it on a discard pile. "
            "A kept stock card joins your hidden stock pile and may move a price as printed. A kept "
            "market card acts at once (prices move, a crash makes everyone pay, a stock trade lets you "
            "swap a share with another player's secret offer) and scores its points at the end. "
            "Only the top card of each discard pile can be seen.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>When the explosion card comes to the top of the deck, the next player "
            "puts it on a discard pile. If that player started the game, it ends at once; otherwise the "
            "round is played to its end. The pile with the most dynamite sets off its event: left, gold "
            "shares are worth $3 each and count as no type; middle, everyone has one share fewer of each "
            "type; right, every price is halved. A tie sets off nothing.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Variants</h3><p><b>Tycoon cards</b> lie above the four stocks; the first time a price "
            "reaches a limit, the player whose turn it is resolves that stock's card (its reward or its "
            "penalty side). <b>Call options</b>: pay $1 to slide yours under a circle card; whoever buys "
            "that card pays $2 more.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Scoring</h3><p>A stock type scores its price for each share only if you hold at least "
            "the minimum number of shares. Add market-card points, hidden capital points and cash; each "
            "loan costs points. The discard pile with the most dynamite sets off its event first.</p>"),
    ),
    "hab_und_gut": (
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
    ),
    "black_friday": (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h2>Black Friday</h2><p>Buy and sell shares of five colours while the market moves with "
            "every deal, and turn your profits into silver and gold before the silver price reaches the "
            "top.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>Your turn</h3><p>Choose one action: buy shares, sell shares, buy silver, or pass. Each "
            "action moves one case to a chart or from a sales table. When the last case of a colour "
            "leaves the market, that colour's price moves one step right at once. A full buy chart, or "
            "an active sales table down to 5 coloured cases (4 with five players), starts a price "
            "change, in which cases drawn from the bag move every price and black cases raise the "
            "silver price. You may take subsidies for quick money; they cost interest at "
            "every price change.</p>"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<h3>The end</h3><p>When silver reaches 100 everyone sells their shares, takes subsidies up "
            "to the limit, buys what silver they can, and the most gold wins (then silver, then "
            "cash).</p>"),
    ),
}


def rules_html(game_id: str) -> str:
    parts = RULES.get(game_id)
    if parts is None:
        return translate("Rules", "<p>The rules of this game are not written up yet.</p>")
    return "".join(translate("Rules", part) for part in parts)


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        from desktop.app.gameui import ui_for

        self.form = load_form("rules", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        self.resize(720, 640)
        self.combo: QComboBox = child(self.form, QComboBox, "rulesGameCombo")
        self.text: QTextBrowser = child(self.form, QTextBrowser, "rulesText")
        for gid in registry.ids():
            self.combo.addItem(ui_for(gid).title(), gid)
        if game_id is not None and self.combo.findData(game_id) < 0:
            self.combo.addItem(ui_for(game_id).title(), game_id)
        if game_id is not None:
            self.combo.setCurrentIndex(self.combo.findData(game_id))
        self.combo.currentIndexChanged.connect(self._show)
        child(self.form, QDialogButtonBox, "rulesButtons").rejected.connect(self.reject)
        self._show()

    def _show(self) -> None:
        game_id = self.combo.currentData()
        if game_id is None:
            self.text.setHtml(translate("Rules", "<p>No game is installed.</p>"))
            return
        self.text.setHtml(rules_html(str(game_id)))


