"""Landlord's board dialogs: the two-sided trade screen (choose a partner, the
deeds and keep-out cards each side gives and the money; it becomes the engine's
steps ProposeTrade, OfferLot…, OfferCash…, OfferCard…, SubmitTrade; an offer
made to you is shown on it with Accept / Refuse) and the auction bid."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.app.boardinput import AmountChoice, AmountDialog, BoardDialog
from desktop.app.games.landlord.deed import deed, deed_html, group_colour
from desktop.app.games.landlord.words import card_text, data, square
from desktop.app.i18n import fill, money, translate
from desktop.engine import Action
from desktop.engine.games.landlord.state import LandlordState

C = "Landlord"


def cash_steps(amount: int, steps: Sequence[int]) -> list[int] | None:
    """``amount`` as a sum of the offer's cash steps (largest first); None if it cannot be."""
    sign = 1 if amount >= 0 else -1
    left = abs(amount)
    out: list[int] = []
    for step in sorted((s for s in steps if s * sign > 0), key=abs, reverse=True):
        while left >= abs(step):
            out.append(step)
            left -= abs(step)
    return out if left == 0 else None


def trade_steps(partner: int, give: Sequence[int], take: Sequence[int], cash: int,
                cards: Sequence[str], first: Action | None = None) -> list[Action] | None:
    """The engine's steps of a whole offer (None when the cash cannot be composed), begun
    with ``first`` (default: ProposeTrade(partner))."""
    from desktop.engine.games.landlord.records import (
        OfferCard,
        OfferCash,
        OfferLot,
        ProposeTrade,
        SubmitTrade,
    )

    d = data()
    cash_parts = cash_steps(cash, d.TRADE_CASH_STEPS)
    if cash_parts is None:
        return None
    steps: list[Action] = [ProposeTrade(partner) if first is None else first]
    steps.extend(OfferLot(sq) for sq in (*give, *take))
    steps.extend(OfferCash(delta) for delta in cash_parts)
    steps.extend(OfferCard(card) for card in cards)
    steps.append(SubmitTrade())
    return steps


#: the engine's counter-offer action (desktop/engine/games/landlord/trade.py, CounterTrade): the answer
#: screen shows "Counter…" when it is legal; the offer answered then comes back turned round, as an offer
#: begun, to change and send on this same screen
COUNTER_KINDS = ("CounterTrade",)


def _card_id(card: int) -> str:
    return str(data().CARD_IDS[card])


class DeedToggle(QToolButton):
    """A deed as a small card on the trade screen: the colour band of its group, its name, mortgaged state;
    checked when it is in the offer."""

    def __init__(self, view: LandlordState, sq: int, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.square = sq
        text = square(sq)
        if view.mortgaged[sq]:
            text = fill(translate(C, "%1 (mortgaged)"), text)
        self.setText(text)
        self.setCheckable(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setMinimumSize(120, 44)
        self.setMaximumWidth(230)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        colour = group_colour(sq)
        self.setStyleSheet(
            "QToolButton { background: #fbf8ef; color: #1d2430; border: 1px solid #1d2430;"
            f" border-top: 10px solid {colour}; border-radius: 3px; padding: 2px; }}"
            "QToolButton:checked { background: #ffe48a; border: 2px solid #1d2430;"
            f" border-top: 10px solid {colour}; font-weight: bold; }}"
            "QToolButton:disabled { color: #888888; background: #e6e2d8; }")
        card = deed(view, sq)
        if card is not None:
            self.setToolTip(deed_html(card, names))


class TradeScreen(BoardDialog):
    """The two-sided trade screen: each side's deeds as small cards, cash on a slider and spin box, what
    each side gets in words, sent with one button as the engine's compose steps.  Three modes:
    ``propose`` (a new offer; a partner chosen here), ``compose`` (an offer already begun: its parts are
    kept, the new ones added) and ``answer`` (an offer made to you: Accept / Refuse)."""

    def __init__(self, view: LandlordState, seat: int, legal: Sequence[Action], names: Sequence[str],
                 partner: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from desktop.engine.games.landlord import records as R

        self.R = R
        self.view = view
        self.seat = seat
        self.names = list(names)
        self.legal = list(legal)
        self.setObjectName("tradeScreen")
        self.setWindowTitle(translate(C, "Trade"))
        if view.phase == 4 and view.tr_partner == seat:
            self.mode = "answer"
        elif view.phase == 3 and view.tr_proposer == seat:
            self.mode = "compose"
        else:
            self.mode = "propose"
        self.partners = [a.partner for a in legal if isinstance(a, R.ProposeTrade)]
        self._answer: Action | None = None
        #: steps played before the screen's own (a counter-offer's CounterTrade)
        self._prefix: list[Action] = []
        self._building = False
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        top.addWidget(self.heading, 1)
        self.partner_combo = QComboBox(self)
        self.partner_combo.setObjectName("partnerCombo")
        if self.mode == "propose":
            for p in self.partners:
                self.partner_combo.addItem(self.names[p], p)
            if partner is not None and partner in self.partners:
                self.partner_combo.setCurrentIndex(self.partners.index(partner))
            top.addWidget(QLabel(translate(C, "Trade with:"), self))
            top.addWidget(self.partner_combo)
        else:
            self.partner_combo.hide()
        layout.addLayout(top)
        sides = QHBoxLayout()
        self.mine_box = QGroupBox(self)
        self.theirs_box = QGroupBox(self)
        self.mine_grid = QGridLayout(self.mine_box)
        self.theirs_grid = QGridLayout(self.theirs_box)
        for grid_box in (self.mine_box, self.theirs_box):
            scroll = QScrollArea(self)
            scroll.setWidgetResizable(True)
            scroll.setWidget(grid_box)
            scroll.setMinimumWidth(300)
            sides.addWidget(scroll, 1)
        layout.addLayout(sides, 1)
        money_row = QHBoxLayout()
        self.cash_label = QLabel(translate(C, "Money"), self)
        money_row.addWidget(self.cash_label)
        self.cash_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.cash_slider.setObjectName("cashSlider")
        self.cash_spin = QSpinBox(self)
        self.cash_spin.setObjectName("cashSpin")
        self.cash_spin.setPrefix("$")
        self.cash_spin.setSingleStep(10)
        self.cash_spin.setGroupSeparatorShown(True)
        money_row.addWidget(self.cash_slider, 1)
        money_row.addWidget(self.cash_spin)
        layout.addLayout(money_row)
        self.cash_meaning = QLabel(self)
        self.cash_meaning.setObjectName("cashMeaning")
        layout.addWidget(self.cash_meaning)
        self.summary = QLabel(self)
        self.summary.setObjectName("tradeSummary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("background: #fffaf0; border: 1px solid #c9c2b0; padding: 6px;")
        layout.addWidget(self.summary)
        self.error = QLabel(self)
        self.error.setObjectName("tradeError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(self)
        self.send = self.buttons.addButton(translate(C, "Send the offer"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.send.setObjectName("sendOffer")
        self.accept_button = self.buttons.addButton(translate(C, "Accept"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.refuse_button = self.buttons.addButton(translate(C, "Refuse"), QDialogButtonBox.ButtonRole.RejectRole)
        self.counter_button = self.buttons.addButton(translate(C, "Counter…"), QDialogButtonBox.ButtonRole.ActionRole)
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(translate(C, "Close"))
        close.clicked.connect(self.reject)
        for b in (self.send, self.accept_button, self.refuse_button, self.counter_button, close):
            b.setAutoDefault(False)
        self.send.clicked.connect(self._send)
        self.accept_button.clicked.connect(lambda: self._answer_with(R.AcceptTrade()))
        self.refuse_button.clicked.connect(lambda: self._answer_with(R.RejectTrade()))
        self.counter_button.clicked.connect(self._counter)
        layout.addWidget(self.buttons)
        self.cash_slider.valueChanged.connect(lambda v: self.cash_spin.setValue(v * 10))
        self.cash_spin.valueChanged.connect(self._cash_changed)
        self.partner_combo.currentIndexChanged.connect(self._fill)
        self.resize(760, 520)
        self._fill()

    # -- who and what ----------------------------------------------------------------------------------
    @property
    def partner(self) -> int:
        v = self.view
        if self.mode == "answer":
            return int(v.tr_proposer)
        if self.mode == "compose":
            return int(v.tr_partner)
        data_ = self.partner_combo.currentData()
        return int(data_) if data_ is not None else -1

    def _owned(self, owner: int) -> list[int]:
        return [sq for sq in data().LOTS if self.view.owner[sq] == owner]

    def _tradeable(self, sq: int) -> bool:
        return not self.view.group_has_buildings(data().GROUP[sq])

    def _clear(self, grid: QGridLayout) -> None:
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def _fill(self) -> None:
        v, d = self.view, data()
        self._building = True
        partner = self.partner
        self.toggles: dict[int, DeedToggle] = {}
        self.card_toggles: dict[int, QCheckBox] = {}
        self._clear(self.mine_grid)
        self._clear(self.theirs_grid)
        answer = self.mode == "answer"
        self.send.setVisible(not answer)
        self.accept_button.setVisible(answer)
        self.refuse_button.setVisible(answer)
        counter = self._counter_action()
        self.counter_button.setVisible(answer and counter is not None)
        if partner < 0:
            self.heading.setText(translate(C, "Nobody can trade with you now."))
            self._building = False
            self._refresh()
            return
        pname = self.names[partner]
        if answer:
            self.heading.setText(fill(translate(C, "%1 offers you a trade."), pname))
            self.mine_box.setTitle(translate(C, "You give"))
            self.theirs_box.setTitle(fill(translate(C, "%1 gives"), pname))
        else:
            self.heading.setText(translate(C, "Pick the deeds each side gives and the money, then send the offer."))
            self.mine_box.setTitle(translate(C, "You give"))
            self.theirs_box.setTitle(fill(translate(C, "%1 gives"), pname))
        # in the answer mode "you give" is what the proposer takes
        if answer:
            mine_in, theirs_in = set(v.tr_take), set(v.tr_give)
            mine_cards, theirs_cards = set(v.tr_tcards), set(v.tr_gcards)
        elif self.mode == "compose":
            mine_in, theirs_in = set(v.tr_give), set(v.tr_take)
            mine_cards, theirs_cards = set(v.tr_gcards), set(v.tr_tcards)
        else:
            mine_in = theirs_in = set()
            mine_cards = theirs_cards = set()
        for grid, owner, chosen, cards_in in ((self.mine_grid, self.seat, mine_in, mine_cards),
                                              (self.theirs_grid, partner, theirs_in, theirs_cards)):
            owned = self._owned(owner)
            for k, sq in enumerate(owned):
                toggle = DeedToggle(v, sq, self.names, self)
                toggle.setChecked(sq in chosen)
                fixed = answer or sq in chosen
                if not fixed and not self._tradeable(sq):
                    toggle.setEnabled(False)
                    toggle.setToolTip(translate("Landlord", "Lots of a group with buildings cannot be traded."))
                toggle.setEnabled(toggle.isEnabled() and not fixed)
                toggle.toggled.connect(self._refresh)
                grid.addWidget(toggle, k // 2, k % 2)
                self.toggles[sq] = toggle
            row = (len(owned) + 1) // 2
            for card in v.held[owner]:
                box_ = QCheckBox(fill(translate(C, "Card: %1"), card_text(d.CARD_IDS[card])), self)
                box_.setChecked(card in cards_in)
                box_.setEnabled(not answer and card not in cards_in)
                box_.toggled.connect(self._refresh)
                grid.addWidget(box_, row, 0, 1, 2)
                row += 1
                self.card_toggles[card] = box_
            if not owned and not v.held[owner]:
                grid.addWidget(QLabel(translate(C, "No deeds"), self), 0, 0)
            grid.setRowStretch(row + 1, 1)
        # the money: positive, you pay; negative, the partner pays (the proposer's side in the engine)
        base = int(v.tr_cash) if self.mode != "propose" else 0
        if answer:
            base = -base
        low = -(v.cash[partner] // 10 * 10)
        high = v.cash[self.seat] // 10 * 10
        if self.mode == "compose":
            low, high = min(low, base), max(high, base)
        self.cash_spin.setRange(low, high)
        self.cash_slider.setRange(low // 10, high // 10)
        self.cash_spin.setValue(base)
        self.cash_slider.setValue(base // 10)
        for widget in (self.cash_spin, self.cash_slider):
            widget.setEnabled(not answer)
        self._building = False
        self._refresh()

    def _cash_changed(self, value: int) -> None:
        if self.cash_slider.value() != value // 10:
            self.cash_slider.blockSignals(True)
            self.cash_slider.setValue(value // 10)
            self.cash_slider.blockSignals(False)
        self._refresh()

    # -- the offer in words and as steps ---------------------------------------------------------------
    def chosen(self) -> tuple[list[int], list[int], list[int], list[int], int]:
        """(lots you give, lots you take, cards you give, cards you take, cash you pay)."""
        v = self.view
        partner = self.partner
        give = [sq for sq, t in self.toggles.items() if t.isChecked() and v.owner[sq] == self.seat]
        take = [sq for sq, t in self.toggles.items() if t.isChecked() and v.owner[sq] == partner]
        gcards = [c for c, b in self.card_toggles.items() if b.isChecked() and c in v.held[self.seat]]
        tcards = [c for c, b in self.card_toggles.items() if b.isChecked() and c in v.held[partner]]
        return give, take, gcards, tcards, self.cash_spin.value()

    def _refresh(self, *_args: object) -> None:
        if self._building:
            return
        partner = self.partner
        if partner < 0:
            self.send.setEnabled(False)
            return
        give, take, gcards, tcards, cash = self.chosen()
        pname = self.names[partner]
        if cash > 0:
            self.cash_meaning.setText(fill(translate(C, "You pay %1 %2."), pname, money(cash)))
        elif cash < 0:
            self.cash_meaning.setText(fill(translate(C, "%1 pays you %2."), pname, money(-cash)))
        else:
            self.cash_meaning.setText(translate(C, "No money changes hands."))
        sep = translate("Lists", ", ")
        nothing = translate("Landlord", "nothing")
        card = translate("Landlord", "a keep-out card")
        you_give = [square(sq) for sq in give] + [card for _c in gcards] + ([money(cash)] if cash > 0 else [])
        they_give = [square(sq) for sq in take] + [card for _c in tcards] + ([money(-cash)] if cash < 0 else [])
        self.summary.setText(fill(translate(C, "You get: %1.\n%2 gets: %3."), sep.join(they_give) or nothing,
                                  pname, sep.join(you_give) or nothing))
        if self.mode == "answer":
            accept_ok = any(isinstance(a, self.R.AcceptTrade) for a in self.legal)
            self.accept_button.setEnabled(accept_ok)
            self.error.setText("" if accept_ok else translate(
                C, "You cannot accept: you could not pay the interest on the mortgaged lots you would get."))
            return
        steps, problem = self._steps_or_problem()
        self.send.setEnabled(steps is not None)
        self.error.setText(problem)

    def _steps_or_problem(self) -> tuple[list[Action] | None, str]:
        R, v, d = self.R, self.view, data()
        give, take, gcards, tcards, cash = self.chosen()
        before = set(v.tr_give) | set(v.tr_take) if self.mode == "compose" else set()
        cards_before = set(v.tr_gcards) | set(v.tr_tcards) if self.mode == "compose" else set()
        base = int(v.tr_cash) if self.mode == "compose" else 0
        lots = [sq for sq in (*give, *take) if sq not in before]
        cards = [c for c in (*gcards, *tcards) if c not in cards_before]
        parts = cash_steps(cash - base, d.TRADE_CASH_STEPS)
        if not (give or take or gcards or tcards or cash):
            return None, translate(C, "The offer is empty.")
        if parts is None:
            return None, translate(C, "Money is offered in steps of 10.")
        used = int(v.tr_steps) if self.mode == "compose" else 0
        if used + len(lots) + len(parts) + len(cards) > d.TRADE_STEPS_CAP:
            return None, fill(translate(C, "An offer may have at most %1 parts (lots, cards and money steps)."),
                              d.TRADE_STEPS_CAP)
        interest = sum(d.interest(d.MORTGAGE[sq]) for sq in take if v.mortgaged[sq])
        if v.cash[self.seat] - cash < interest:
            return None, translate(C, "You could not pay the interest on the mortgaged lots you would get.")
        steps: list[Action] = (list(self._prefix) if self.mode == "compose"
                               else [R.ProposeTrade(self.partner)])
        steps.extend(R.OfferLot(sq) for sq in lots)
        steps.extend(R.OfferCash(delta) for delta in parts)
        steps.extend(R.OfferCard(_card_id(c)) for c in cards)
        steps.append(R.SubmitTrade())
        return steps, ""

    def build_steps(self) -> list[Action] | None:
        """The engine's steps of the offer on the screen (None when it cannot be sent)."""
        return self._steps_or_problem()[0]

    def _send(self) -> None:
        steps = self.build_steps()
        if steps is None:
            return
        self.accept()
        self.stepsChosen.emit(steps)

    def _answer_with(self, action: Action) -> None:
        self.accept()
        self.stepsChosen.emit([action])

    def _counter_action(self) -> Action | None:
        return next((a for a in self.legal if type(a).__name__ in COUNTER_KINDS), None)

    def _counter(self) -> None:
        """Counter…: the offer answered comes back turned round on this same screen, as an offer begun
        (its parts kept); what the person adds is sent after CounterTrade, with SubmitTrade."""
        action = self._counter_action()
        if action is None:
            return
        # the engine turns the offer round on a copy of the seat's view (a trade hides nothing: the copy is
        # played for the screen only, then read as the same seat's view)
        turned = self.view.clone()
        viewer, turned.viewer = turned.viewer, None
        try:
            turned.apply(self.seat, action)
        except Exception:  # the engine refused (it should not): answer with the counter alone, as the list does
            self._answer_with(action)
            return
        finally:
            turned.viewer = viewer
        if not (turned.phase == 3 and turned.tr_proposer == self.seat):
            self._answer_with(action)
            return
        self._prefix = [action]
        self.view = turned
        self.legal = turned.legal_actions(self.seat)
        self.mode = "compose"
        self.setWindowTitle(translate(C, "Counter-offer"))
        self._fill()

    # -- BoardDialog ---------------------------------------------------------------------------------
    def set_choice(self, give: Sequence[int], take: Sequence[int], cash: int) -> None:
        """Tick lots and set the money, as a person would."""
        for sq in (*give, *take):
            toggle = self.toggles.get(sq)
            if toggle is not None and toggle.isEnabled():
                toggle.setChecked(True)
        self.cash_spin.setValue(cash)

    def drive(self, wanted: Action) -> bool:
        R = self.R
        self._answer = None
        if self.mode == "answer":
            if type(wanted).__name__ in COUNTER_KINDS and wanted == self._counter_action():
                # Counter… turns the offer round on this screen; the person then sends it as it stands
                self.counter_button.click()
                steps = self.build_steps()
                return self.mode == "compose" and steps is not None and steps[0] == wanted
            if isinstance(wanted, (R.AcceptTrade, R.RejectTrade)):
                self._answer = wanted
                return self.send_button().isEnabled()
            return False
        if isinstance(wanted, R.ProposeTrade):
            if self.mode != "propose" or wanted.partner not in self.partners:
                return False
            self.partner_combo.setCurrentIndex(self.partners.index(wanted.partner))
            if self.build_steps() is None:  # the smallest offer a person might try: ten dollars
                v = self.view
                self.cash_spin.setValue(10 if v.cash[self.seat] >= 10 else -10)
            return self.build_steps() is not None
        if self.mode != "compose":
            return False
        if isinstance(wanted, R.OfferLot):
            toggle = self.toggles.get(wanted.square)
            if toggle is None or not toggle.isEnabled():
                return False
            toggle.setChecked(True)
        elif isinstance(wanted, R.OfferCash):
            self.cash_spin.setValue(self.cash_spin.value() + wanted.delta)
        elif isinstance(wanted, R.OfferCard):
            card = data().CARD_INDEX.get(wanted.card, -1)
            box_ = self.card_toggles.get(card)
            if box_ is None or not box_.isEnabled():
                return False
            box_.setChecked(True)
        elif not isinstance(wanted, R.SubmitTrade):
            return False
        steps = self.build_steps()
        return steps is not None and steps[0] == wanted

    def send_button(self) -> QPushButton:
        R = self.R
        if self.mode == "answer":
            if isinstance(self._answer, R.RejectTrade):
                return self.refuse_button
            return self.accept_button
        return self.send


class AuctionDialog(AmountDialog):
    """A bid in one small dialog: the spin box takes any legal amount; the quick raises add to the highest
    bid (the engine's raises), not to the number in the box."""

    def __init__(self, choice: AmountChoice, high: int, parent: QWidget | None = None) -> None:
        super().__init__(choice, parent)
        for button, add in zip(self.quick_buttons, choice.quick, strict=True):
            button.clicked.disconnect()
            button.clicked.connect(lambda _c=False, add=add: self.spin.setValue(high + add))
