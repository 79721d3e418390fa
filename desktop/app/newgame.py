"""The new-game dialog: game, number of players, who sits in each seat (you,
another person at this screen, or a computer player of some level), the
game's variants and options (built from its Options dataclass), a seed."""

from __future__ import annotations

import time
import typing
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.app.forms import child, load_form
from desktop.app.gameui import ui_for
from desktop.app.i18n import QT_TRANSLATE_NOOP, fill, translate
from desktop.app.match import BOT, OFFERED_LEVELS, PERSON, YOU, MatchSetup, SeatSpec
from desktop.app.words import LEVEL_NAMES, humanize
from desktop.engine import OptionError, Rng, registry

KINDS = (
    (YOU, QT_TRANSLATE_NOOP("NewGame", "You")),
    (PERSON, QT_TRANSLATE_NOOP("NewGame", "Another person at this screen")),
    (BOT, QT_TRANSLATE_NOOP("NewGame", "Computer")),
)
#: Names of the computer players (our own), seat by seat.
BOT_NAMES = (
    QT_TRANSLATE_NOOP("BotNames", "Ada"),
    QT_TRANSLATE_NOOP("BotNames", "Bruno"),
    QT_TRANSLATE_NOOP("BotNames", "Chiyo"),
    QT_TRANSLATE_NOOP("BotNames", "Dmitri"),
    QT_TRANSLATE_NOOP("BotNames", "Esme"),
    QT_TRANSLATE_NOOP("BotNames", "Farid"),
)


def default_name(kind: str, seat: int) -> str:
    # A person's default name is a name, not "You": log lines are in the third
    # person ("%1 buys ..."), and "You buys" reads wrong in every language.
    if kind in (YOU, PERSON):
        return fill(translate("NewGame", "Player %1"), seat + 1)
    return translate("BotNames", BOT_NAMES[seat % len(BOT_NAMES)])


def default_seats(n: int, humans: int = 1, level: str = "normal") -> tuple[SeatSpec, ...]:
    seats = []
    for seat in range(n):
        kind = YOU if seat == 0 and humans else PERSON if seat < humans else BOT
        seats.append(SeatSpec(kind, default_name(kind, seat), level))
    return tuple(seats)


def seat_at_random(seats: tuple[SeatSpec, ...], seed: int) -> tuple[SeatSpec, ...]:
    """The seats in a random order drawn from the match seed (the same seed
    gives the same seating, so a match can be set up again)."""
    order = list(seats)
    Rng(seed ^ 0x5EA75EA75EA75EA7).shuffle(order)
    return tuple(order)


def fresh_seed() -> int:
    return Rng(time.time_ns()).next_u64() >> 16


class _SeatRow:
    def __init__(self, grid: QGridLayout, seat: int) -> None:
        self.label = QLabel(fill(translate("NewGame", "Seat %1"), seat + 1))
        self.kind = QComboBox()
        for kind, text in KINDS:
            self.kind.addItem(translate("NewGame", text), kind)
        self.level = QComboBox()
        for level in OFFERED_LEVELS:
            self.level.addItem(translate("NewGame", LEVEL_NAMES[level]), level)
        self.level.setCurrentIndex(OFFERED_LEVELS.index("normal"))
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.label.setBuddy(self.kind)
        self.seat = seat
        for col, widget in enumerate((self.label, self.kind, self.level, self.name)):
            grid.addWidget(widget, seat, col)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.kind.setCurrentIndex(0 if seat == 0 else 2)
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.level.setEnabled(kind == BOT)
        self.name.setText(default_name(kind, self.seat))

    def set_visible(self, on: bool) -> None:
        for widget in (self.label, self.kind, self.level, self.name):
            widget.setVisible(on)

    def spec(self) -> SeatSpec:
        kind = self.kind.currentData()
        name = self.name.text().strip() or default_name(kind, self.seat)
        return SeatSpec(kind, name, self.level.currentData())


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.form = load_form("newgame", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(self.form.windowTitle())
        f = self.form
        self.game_combo: QComboBox = child(f, QComboBox, "gameCombo")
        self.players_spin: QSpinBox = child(f, QSpinBox, "playersSpin")
        self.seed_edit: QLineEdit = child(f, QLineEdit, "seedEdit")
        self.error: QLabel = child(f, QLabel, "errorLabel")
        self.error.setStyleSheet("color: #b00020;")
        grid: QGridLayout = child(f, QGridLayout, "seatsGrid")
        self.seat_rows = [_SeatRow(grid, seat) for seat in range(6)]
        self.options_form: QFormLayout = child(f, QFormLayout, "optionsForm")
        self.option_widgets: dict[str, QWidget] = {}
        for gid in registry.ids():
            self.game_combo.addItem(ui_for(gid).title(), gid)
        if game_id is not None and self.game_combo.findData(game_id) >= 0:
            self.game_combo.setCurrentIndex(self.game_combo.findData(game_id))
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_spin.valueChanged.connect(self._players_changed)
        buttons: QDialogButtonBox = child(f, QDialogButtonBox, "buttonBox")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.result_setup: MatchSetup | None = None
        self._game_changed()

    @property
    def game_id(self) -> str:
        return str(self.game_combo.currentData())

    def _game_changed(self) -> None:
        if self.game_combo.count() == 0:
            return
        game = registry.get(self.game_id)
        self.players_spin.setRange(game.min_players, game.max_players)
        self.players_spin.setValue(max(game.min_players, min(4, game.max_players)))
        self._players_changed()
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        game_ui = ui_for(self.game_id)
        seats_title = (translate("NewGame", "Seats (drawn in a random order for this game)") if game_ui.random_seating
                       else translate("NewGame", "Seats"))
        child(self.form, QGroupBox, "seatsBox").setTitle(seats_title)
        for name, tp, default, meta in game.options_type.describe():
            widget = self._option_widget(tp, default, meta)
            if widget is None:
                continue
            self.options_form.addRow(game_ui.option_label(name), widget)
            self.option_widgets[name] = widget
        child(self.form, QWidget, "optionsBox").setVisible(bool(self.option_widgets))

    def _option_widget(self, tp: Any, default: Any, meta: Any) -> QWidget | None:
        if tp is bool:
            box = QCheckBox()
            box.setChecked(bool(default))
            return box
        if tp is int:
            spin = QSpinBox()
            spin.setRange(int(meta.get("min", 0)), int(meta.get("max", 1_000_000)))
            spin.setValue(int(default))
            return spin
        if tp is str and "choices" in meta:
            combo = QComboBox()
            for choice in meta["choices"]:
                combo.addItem(translate("Ids", choice), choice)
            combo.setCurrentIndex(max(0, combo.findData(default)))
            return combo
        if tp is str:
            return QLineEdit(str(default))
        if typing.get_origin(tp) is tuple:
            return None  # lists of values are left at their defaults
        return None

    def _players_changed(self) -> None:
        n = self.players_spin.value()
        for row in self.seat_rows:
            row.set_visible(row.seat < n)

    def options(self) -> Any:
        game = registry.get(self.game_id)
        values: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            elif isinstance(widget, QLineEdit):
                values[name] = widget.text()
        return game.options_type(**values)

    def setup(self) -> MatchSetup:
        """The match chosen; raises OptionError / ValueError when it cannot be played."""
        n = self.players_spin.value()
        seats = tuple(row.spec() for row in self.seat_rows[:n])
        text = self.seed_edit.text().strip()
        if text:
            try:
                seed = int(text, 0)
            except ValueError:
                raise ValueError(translate("NewGame", "The seed must be a whole number.")) from None
            if not 0 <= seed < 1 << 64:
                raise ValueError(translate("NewGame", "The seed must be between 0 and 18446744073709551615."))
        else:
            seed = fresh_seed()
        options = self.options()
        game = registry.get(self.game_id)
        options.check_ranges()
        game.check_options(n, options)
        if ui_for(self.game_id).random_seating:
            seats = seat_at_random(seats, seed)
        return MatchSetup(self.game_id, seats, options, seed)

    def _accept(self) -> None:
        try:
            self.result_setup = self.setup()
        except OptionError as exc:
            self.error.setText(fill(translate("NewGame", "These options cannot be played together (%1)."),
                                    translate("Options", humanize(exc.key))))
            return
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
