"""The statistics page: games played and won per game and level, best
results per game, and campaign records (Qt item models, standard views).
Only finished games played here count (storage's rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.app.i18n import fill, number, translate
from desktop.app.words import level_name


def percent(value: float) -> str:
    from PySide6.QtCore import QLocale

    return fill(translate("Statistics", "%1%"), QLocale().toString(round(value * 100)))


def _table(parent: QWidget, name: str) -> tuple[QTableView, QStandardItemModel]:
    model = QStandardItemModel(parent)
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.verticalHeader().hide()
    view.setSortingEnabled(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return view, model


def _fill(model: QStandardItemModel, headers: Sequence[str], rows: Sequence[Sequence[tuple[str, Any]]]) -> None:
    """Rows of (shown text, sort value) cells."""
    model.clear()
    model.setHorizontalHeaderLabels(list(headers))
    for row in rows:
        items = []
        for text, key in row:
            item = QStandardItem(text)
            item.setData(key, Qt.ItemDataRole.UserRole)
            if isinstance(key, int | float):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        model.appendRow(items)
    model.setSortRole(Qt.ItemDataRole.UserRole)


class StatisticsPage(QWidget):
    """Statistics of the games and campaigns kept in ``store`` (None once the window has closed it)."""

    backRequested = Signal()

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.summary = QLabel(self)
        self.summary.setObjectName("statsSummary")
        layout.addWidget(self.summary)
        self.levels_label = QLabel(self)
        self.levels_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.levels_label)
        self.levels_view, self.levels = _table(self, "statsByLevel")
        layout.addWidget(self.levels_view, 2)
        self.best_label = QLabel(self)
        self.best_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.best_label)
        self.best_view, self.best = _table(self, "statsBest")
        layout.addWidget(self.best_view, 2)
        self.campaigns_label = QLabel(self)
        self.campaigns_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.campaigns_label)
        self.campaigns_view, self.campaigns = _table(self, "statsCampaigns")
        layout.addWidget(self.campaigns_view, 1)
        self.achievements_label = QLabel(self)
        self.achievements_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.achievements_label)
        self.achievements_view, self.achievements = _table(self, "statsAchievements")
        layout.addWidget(self.achievements_view, 2)
        row = QHBoxLayout()
        row.addStretch(1)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.backRequested)
        row.addWidget(self.back_button)
        layout.addLayout(row)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        # a page whose window has closed its database has nothing left to show
        if event.type() == QEvent.Type.LanguageChange and self.store is not None:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(translate("Statistics", "Statistics"))
        self.levels_label.setText(translate("Statistics", "Games by game and opponents' level"))
        self.best_label.setText(translate("Statistics", "Best results"))
        self.campaigns_label.setText(translate("Statistics", "Campaigns"))
        self.achievements_label.setText(translate("Statistics", "Achievements"))
        self.back_button.setText(translate("Statistics", "&Back"))
        self.refresh()

    def refresh(self) -> None:
        from desktop.app.campaign_texts import campaign_text
        from desktop.app.gameui import ui_for
        from desktop.storage import StorageError

        store = self.store
        if store is None:
            return
        try:
            st = store.statistics()
        except StorageError as exc:  # the database failed to read: say why
            from desktop.app.storage_ui import failure_text

            self.summary.setText(failure_text(exc))
            return
        self.summary.setText(fill(translate("Statistics", "Finished games: %1 — won: %2"), st.played, st.won)
                             if st.played else
                             translate("Statistics", "No finished games yet: finish a game to see it counted here."))
        if st.won_with_hints:  # the Advisor's hints are allowed; a win with them says so
            self.summary.setText(self.summary.text() + " " + fill(
                translate("Statistics", "(%1 of the wins with hints)"), st.won_with_hints))
        from desktop.app.campaign_texts import title_text

        titles = [title_text(rid) for rid in store.rewards() if rid.startswith("title.")]
        if titles:  # the campaign's titles, earned for good
            self.summary.setText(self.summary.text() + "\n" + fill(translate("Statistics", "Your titles: %1"),
                                                                  translate("Lists", ", ").join(titles)))
        no_bots = translate("Statistics", "people only")
        _fill(self.levels, [translate("Statistics", "Game"), translate("Statistics", "Level"),
                            translate("Statistics", "Played"), translate("Statistics", "Won"),
                            translate("Statistics", "Win rate")],
              [[(ui_for(r.game_id).title(), r.game_id), (level_name(r.level) if r.level else no_bots, r.level or ""),
                (number(r.played), r.played), (number(r.won), r.won), (percent(r.win_rate), r.win_rate)]
               for r in st.by_game_and_level])
        _fill(self.best, [translate("Statistics", "Game"), translate("Statistics", "Played"),
                          translate("Statistics", "Won"), translate("Statistics", "Best place"),
                          translate("Statistics", "Best score")],
              [[(ui_for(b.game_id).title(), b.game_id), (number(b.played), b.played), (number(b.won), b.won),
                (ordinal(b.best_place), b.best_place or 0),
                (ui_for(b.game_id).score_text(b.best_score) if b.best_score is not None else "", b.best_score or 0)]
               for b in st.best])
        rows = []
        from desktop.campaign import Campaigns

        for p in Campaigns(store).list_campaigns():
            me = p.player
            status = (translate("Statistics", "finished") if p.finished else translate("Statistics", "in play"))
            done = sum(1 for ch in p.chapters if ch.status == "done")
            rows.append([(campaign_text(p.definition.title_id), p.definition.id), (p.player_name, p.player_name),
                         (status, "finished" if p.finished else "active"), (number(me.points), me.points),
                         (ordinal(me.place) if me.played else "", me.place if me.played else 0),
                         (number(me.wins), me.wins),
                         (fill(translate("Statistics", "%1 of %2"), done, len(p.chapters)), done),
                         (fill(translate("Statistics", "%1 ★ of %2"), p.stars, p.max_stars), p.stars)])
        _fill(self.campaigns, [translate("Statistics", "Campaign"), translate("Statistics", "Player"),
                               translate("Statistics", "Status"), translate("Statistics", "Points"),
                               translate("Statistics", "Place"), translate("Statistics", "Wins"),
                               translate("Statistics", "Chapters done"), translate("Statistics", "Stars")], rows)
        self._fill_achievements(store)

    def _fill_achievements(self, store: Any) -> None:
        """Every achievement: earned ones first with their date, the rest as what to aim for."""
        from desktop.app.campaign_texts import campaign_text
        from desktop.app.words import short_time
        from desktop.campaign.achievements import earned, load_achievements

        got = earned(store)
        rows = []
        for a in sorted(load_achievements(), key=lambda a: (a.id not in got, got.get(a.id, ""))):
            when = got.get(a.id)
            rows.append([(("🏆 " if when else "") + campaign_text(a.title_id), a.id),
                         (campaign_text(a.text_id), a.id),
                         (short_time(when) if when else translate("Statistics", "not yet"), when or "~")])
        _fill(self.achievements, [translate("Statistics", "Achievement"), translate("Statistics", "For"),
                                  translate("Statistics", "Earned")], rows)
        for r in range(self.achievements.rowCount()):
            if rows[r][2][1] == "~":
                for c in range(3):
                    item = self.achievements.item(r, c)
                    item.setForeground(self.palette().placeholderText())


def ordinal(place: int | None) -> str:
    if not place:
        return ""
    return fill(translate("Statistics", "place %1"), place)
