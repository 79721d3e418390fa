"""The statistics page: for each game and level your results over time as
charts (score and place per game, QtCharts), best and average scores, games
played and won per game and level, head to head against each campaign rival,
campaign records and achievements (Qt item models, standard views), in tabs.
Only finished games played here count (storage's rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.app.endscreen import whole_ticks
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
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        layout.addWidget(self.tabs, 1)
        # results over time: a game and level, its figures, the score and place of each game
        self.results_tab = QWidget(self)
        results = QVBoxLayout(self.results_tab)
        pick = QHBoxLayout()
        self.pick_label = QLabel(self.results_tab)
        pick.addWidget(self.pick_label)
        self.picker = QComboBox(self.results_tab)
        self.picker.setObjectName("statsPicker")
        self.picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.picker.currentIndexChanged.connect(self._draw)
        self.pick_label.setBuddy(self.picker)
        pick.addWidget(self.picker)
        pick.addStretch(1)
        results.addLayout(pick)
        self.figures = QLabel(self.results_tab)
        self.figures.setObjectName("statsFigures")
        self.figures.setWordWrap(True)
        results.addWidget(self.figures)
        charts = QHBoxLayout()
        self.score_chart = ResultsChart(self.results_tab)
        self.score_chart.setObjectName("statsScoreChart")
        self.place_chart = ResultsChart(self.results_tab)
        self.place_chart.setObjectName("statsPlaceChart")
        charts.addWidget(self.score_chart, 3)
        charts.addWidget(self.place_chart, 2)
        results.addLayout(charts, 1)
        self.tabs.addTab(self.results_tab, "")
        # the tables
        self.tables_tab = QWidget(self)
        tables = QVBoxLayout(self.tables_tab)
        self.levels_label = QLabel(self.tables_tab)
        self.levels_label.setStyleSheet("font-weight: bold;")
        tables.addWidget(self.levels_label)
        self.levels_view, self.levels = _table(self.tables_tab, "statsByLevel")
        tables.addWidget(self.levels_view, 2)
        self.best_label = QLabel(self.tables_tab)
        self.best_label.setStyleSheet("font-weight: bold;")
        tables.addWidget(self.best_label)
        self.best_view, self.best = _table(self.tables_tab, "statsBest")
        tables.addWidget(self.best_view, 1)
        self.tabs.addTab(self.tables_tab, "")
        self.rivals_view, self.rivals = _table(self, "statsRivals")
        self.tabs.addTab(self.rivals_view, "")
        self.campaigns_view, self.campaigns = _table(self, "statsCampaigns")
        self.tabs.addTab(self.campaigns_view, "")
        self.achievements_view, self.achievements = _table(self, "statsAchievements")
        self.tabs.addTab(self.achievements_view, "")
        # the counted games of the last refresh, oldest first
        self.games: list[Any] = []
        # opened from a game's end screen: Back returns there (the window's choice)
        self.back_to_game = False
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
        for index, text in enumerate((translate("Statistics", "&Results over time"),
                                      translate("Statistics", "By game and &level"),
                                      translate("Statistics", "Head to head"),
                                      translate("Statistics", "&Campaigns"),
                                      translate("Statistics", "&Achievements"))):
            self.tabs.setTabText(index, text)
        self.pick_label.setText(translate("Statistics", "&Game and level:"))
        self.levels_label.setText(translate("Statistics", "Games by game and opponents' level"))
        self.best_label.setText(translate("Statistics", "Best results"))
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
                            translate("Statistics", "Win rate"), translate("Statistics", "Best score"),
                            translate("Statistics", "Average score")],
              [[(ui_for(r.game_id).title(), r.game_id), (level_name(r.level) if r.level else no_bots, r.level or ""),
                (number(r.played), r.played), (number(r.won), r.won), (percent(r.win_rate), r.win_rate),
                _score(r.game_id, r.best_score), _score(r.game_id, r.average_score)]
               for r in st.by_game_and_level])
        self.games = list(st.games)
        self._fill_picker(st.by_game_and_level, no_bots)
        self._fill_rivals(st.rivals)
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

    def _fill_picker(self, records: Sequence[Any], no_bots: str) -> None:
        """One entry per game and level played (the one played last first chosen, or the one
        chosen before a refresh)."""
        from desktop.app.gameui import ui_for

        kept = self.picker.currentData()
        self.picker.blockSignals(True)
        self.picker.clear()
        for r in records:
            level = level_name(r.level) if r.level else no_bots
            self.picker.addItem(fill(translate("Statistics", "%1 — %2 (%n games)", None, r.played),
                                     ui_for(r.game_id).title(), level), (r.game_id, r.level))
        keys = [self.picker.itemData(i) for i in range(self.picker.count())]
        latest = (self.games[-1].game_id, self.games[-1].level) if self.games else None
        chosen = kept if kept in keys else latest if latest in keys else keys[0] if keys else None
        if chosen is not None:
            self.picker.setCurrentIndex(keys.index(chosen))
        self.picker.blockSignals(False)
        self._draw()

    def show_results_of(self, game_id: str, level: str | None) -> bool:
        """Chart the results of ``game_id`` at ``level`` (False when none are counted)."""
        for i in range(self.picker.count()):
            if self.picker.itemData(i) == (game_id, level):
                self.picker.setCurrentIndex(i)
                self.tabs.setCurrentWidget(self.results_tab)
                return True
        return False

    def _draw(self) -> None:
        """The chosen game and level's figures and charts, one point per game in the order played."""
        from desktop.app.endscreen import score_scale
        from desktop.app.gameui import ui_for

        chosen = self.picker.currentData()
        games = [g for g in self.games if (g.game_id, g.level) == chosen] if chosen else []
        if not games:
            self.figures.setText(translate("Statistics",
                                           "No finished games yet: finish a game to see it counted here."))
            self.score_chart.show_series("", "", [], None)
            self.place_chart.show_series("", "", [], None)
            return
        game_ui = ui_for(games[0].game_id)
        unit, y_title = score_scale(game_ui)
        scores = [g.score for g in games]
        won = sum(1 for g in games if g.place == 1)
        best, average = max(scores), sum(scores) / len(scores)
        self.figures.setText(fill(translate("Statistics", "Won %1 of %2 · best score %3 · average score %4 · "
                                                          "last %5"),
                                  number(won), number(len(games)), game_ui.score_text(best),
                                  game_ui.score_text(round(average)), game_ui.score_text(scores[-1])))
        self.score_chart.show_series(translate("Statistics", "Score per game"), y_title,
                                     [(i + 1, s * unit) for i, s in enumerate(scores)], average * unit,
                                     translate("Statistics", "Average"))
        top = max(g.players for g in games)
        self.place_chart.show_series(translate("Statistics", "Place per game"), translate("Statistics", "Place"),
                                     [(i + 1, g.place) for i, g in enumerate(games)], None, places=top)

    def _fill_rivals(self, rivals: Sequence[Any]) -> None:
        from desktop.app.portraits import portrait
        from desktop.app.rival_names import rival_name
        from desktop.app.rival_names import rivals as known

        shipped = known()
        rows = []
        for r in sorted(rivals, key=lambda r: (-r.played, r.rival)):
            rival = shipped.get(r.rival)
            name = rival_name(rival) if rival is not None else r.rival
            rows.append([(name, name), (number(r.played), r.played), (number(r.ahead), r.ahead),
                         (number(r.behind), r.behind), (number(r.level), r.level),
                         (percent(r.ahead / r.played if r.played else 0.0), r.ahead / r.played if r.played else 0.0)])
        _fill(self.rivals, [translate("Statistics", "Rival"), translate("Statistics", "Games together"),
                            translate("Statistics", "You ahead"), translate("Statistics", "Rival ahead"),
                            translate("Statistics", "Same place"), translate("Statistics", "You ahead (share)")],
              rows)
        for row, r in enumerate(sorted(rivals, key=lambda r: (-r.played, r.rival))):
            if r.rival in shipped:
                self.rivals.item(row, 0).setIcon(QIcon(portrait(r.rival, 24)))

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


def _score(game_id: str, value: float | None) -> tuple[str, Any]:
    """A score cell: the game's own words (an average rounded), sorted by the number."""
    from desktop.app.gameui import ui_for

    if value is None:
        return "", 0
    return ui_for(game_id).score_text(round(value)), value


class ResultsChart(QChartView):
    """One game per point, in the order played: a line of scores (with the average as a dashed
    line) or the places (1 at the top)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(chart.margins() * 0)
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(200)
        # the points shown (tests)
        self.points: list[tuple[int, float]] = []

    def show_series(self, title: str, y_title: str, points: Sequence[tuple[int, float]], average: float | None,
                    average_name: str = "", places: int = 0) -> None:
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        chart.setTitle(title)
        self.points = list(points)
        if not points:
            return
        x_axis = QValueAxis()
        x_axis.setTitleText(translate("Statistics", "Game (in the order played)"))
        x_axis.setLabelFormat("%d")
        last = points[-1][0]
        x_axis.setRange(0.5, last + 0.5)
        whole_ticks(x_axis, last)
        y_axis = QValueAxis()
        y_axis.setTitleText(y_title)
        y_axis.setLabelFormat("%d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        colour = QColor("#0072B2")
        line: QLineSeries | QScatterSeries = QScatterSeries() if places else QLineSeries()
        line.setName(title)
        if isinstance(line, QScatterSeries):
            line.setMarkerSize(11.0)
            line.setColor(colour)
            line.setBorderColor(colour.darker(130))
            y_axis.setRange(0.5, places + 0.5)
            whole_ticks(y_axis, places)
            y_axis.setReverse(True)  # first place at the top
        else:
            line.setPen(QPen(colour, 2.4))
            line.setPointsVisible(True)
        for x, y in points:
            line.append(x, y)
        chart.addSeries(line)
        line.attachAxis(x_axis)
        line.attachAxis(y_axis)
        if average is not None:
            mean = QLineSeries()
            mean.setName(average_name)
            mean.setPen(QPen(QColor("#D55E00"), 1.6, Qt.PenStyle.DashLine))
            mean.append(0.5, average)
            mean.append(last + 0.5, average)
            chart.addSeries(mean)
            mean.attachAxis(x_axis)
            mean.attachAxis(y_axis)
        if not places:
            values = [y for _x, y in points]
            low, high = min(0.0, *values), max(1.0, *values)
            y_axis.setRange(low, high + max(1.0, (high - low) / 20))
            y_axis.applyNiceNumbers()
        chart.legend().setVisible(average is not None)


def ordinal(place: int | None) -> str:
    if not place:
        return ""
    return fill(translate("Statistics", "place %1"), place)
