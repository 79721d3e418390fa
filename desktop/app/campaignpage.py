"""The campaign page: start a campaign (which one, how hard), several side
by side, and for the chosen one where you stand: its chapters with their
status, the standings, the points, what the next chapter unlocks and the
rivals you will meet.  "Play" opens the current chapter's stored match
(resumed where it was if it is in progress)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.app.campaign_texts import (
    DIFFICULTY_NAMES,
    STATUS_NAMES,
    UNAVAILABLE_REASONS,
    campaign_text,
    unlock_text,
)
from desktop.app.i18n import fill, number, translate
from desktop.app.match import YOU
from desktop.app.newgame import default_name
from desktop.app.rival_names import rival_name
from desktop.app.words import level_name

ID_ROLE = Qt.ItemDataRole.UserRole + 1


def rival_label(rival: Any) -> str:
    """A rival's name as the player's language writes it (陳雅婷 in 繁體中文, 佐藤遥 in 日本語)."""
    return rival_name(rival)


def place_text(place: int | None) -> str:
    return fill(translate("Campaign", "place %1"), place) if place else ""


def _view(parent: QWidget, name: str) -> tuple[QTableView, QStandardItemModel]:
    model = QStandardItemModel(parent)
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.verticalHeader().hide()
    view.setWordWrap(True)
    return view, model


class CampaignPage(QWidget):
    """The campaigns kept in ``store`` (None once the window has closed it).  The window answers
    the page's signals: going back, playing a chapter's match, and dropping the running match of
    a campaign about to be deleted."""

    backRequested = Signal()
    #: (MatchSetup, the stored match to play on, the History its load filled)
    playRequested = Signal(object, object, object)
    #: a campaign is about to be deleted (emitted before, so its match can be stopped first)
    deleting = Signal(int)

    def __init__(self, store: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from desktop.campaign import Campaigns

        self.store = store
        self.camps = Campaigns(store)
        outer = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        outer.addWidget(self.title)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(split, 1)
        # left: the campaigns, a new one
        left = QWidget(split)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self.list_label = QLabel(left)
        self.list_label.setStyleSheet("font-weight: bold;")
        lv.addWidget(self.list_label)
        self.list_model = QStandardItemModel(self)
        self.list_view = QListView(left)
        self.list_view.setObjectName("campaignList")
        self.list_view.setModel(self.list_model)
        self.list_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list_view.setWordWrap(True)
        self.list_view.setSpacing(2)
        self.list_view.selectionModel().currentChanged.connect(lambda cur, _prev: self._chosen(cur))
        lv.addWidget(self.list_view, 1)
        self.delete_button = QPushButton(left)
        self.delete_button.clicked.connect(self.delete_current)
        lv.addWidget(self.delete_button)
        self.new_box = QGroupBox(left)
        form = QFormLayout(self.new_box)
        self.definition_combo = QComboBox(self.new_box)
        self.difficulty_combo = QComboBox(self.new_box)
        self.name_edit = QLineEdit(self.new_box)
        self.name_edit.setMaxLength(24)
        self.definition_label = QLabel(self.new_box)
        self.difficulty_label = QLabel(self.new_box)
        self.name_label = QLabel(self.new_box)
        self.definition_label.setBuddy(self.definition_combo)
        self.difficulty_label.setBuddy(self.difficulty_combo)
        self.name_label.setBuddy(self.name_edit)
        form.addRow(self.definition_label, self.definition_combo)
        form.addRow(self.difficulty_label, self.difficulty_combo)
        form.addRow(self.name_label, self.name_edit)
        self.definition_intro = QLabel(self.new_box)
        self.definition_intro.setWordWrap(True)
        form.addRow(self.definition_intro)
        self.start_button = QPushButton(self.new_box)
        self.start_button.clicked.connect(self.start_new)
        form.addRow(self.start_button)
        self.definition_combo.currentIndexChanged.connect(self._definition_chosen)
        lv.addWidget(self.new_box)
        # right: where the chosen campaign stands
        right = QWidget(split)
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(right)
        self.heading.setObjectName("campaignHeading")
        self.heading.setStyleSheet("font-size: 13pt; font-weight: bold;")
        rv.addWidget(self.heading)
        self.intro = QLabel(right)
        self.intro.setWordWrap(True)
        rv.addWidget(self.intro)
        self.where = QLabel(right)
        self.where.setObjectName("campaignWhere")
        self.where.setWordWrap(True)
        rv.addWidget(self.where)
        row = QHBoxLayout()
        self.play_button = QPushButton(right)
        self.play_button.setObjectName("playChapterButton")
        self.play_button.clicked.connect(self.play_current)
        row.addWidget(self.play_button)
        row.addStretch(1)
        rv.addLayout(row)
        self.chapters_label = QLabel(right)
        self.chapters_label.setStyleSheet("font-weight: bold;")
        rv.addWidget(self.chapters_label)
        self.chapters_view, self.chapters = _view(right, "chaptersTable")
        rv.addWidget(self.chapters_view, 3)
        tables = QHBoxLayout()
        standings_box = QVBoxLayout()
        self.standings_label = QLabel(right)
        self.standings_label.setStyleSheet("font-weight: bold;")
        standings_box.addWidget(self.standings_label)
        self.standings_view, self.standings = _view(right, "standingsTable")
        standings_box.addWidget(self.standings_view)
        tables.addLayout(standings_box, 1)
        rivals_box = QVBoxLayout()
        self.rivals_label = QLabel(right)
        self.rivals_label.setStyleSheet("font-weight: bold;")
        rivals_box.addWidget(self.rivals_label)
        self.rivals_view, self.rivals = _view(right, "rivalsTable")
        rivals_box.addWidget(self.rivals_view)
        tables.addLayout(rivals_box, 1)
        rv.addLayout(tables, 2)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        bottom = QHBoxLayout()
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        bottom.addWidget(self.message, 1)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.backRequested)
        bottom.addWidget(self.back_button)
        outer.addLayout(bottom)
        self.current: int | None = None
        self.progress: Any = None
        self._default_name = ""
        self.retranslate()

    # -- language --------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        # a page whose window has closed its database has nothing left to show
        if event.type() == QEvent.Type.LanguageChange and self.store is not None:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(translate("Campaign", "Campaigns"))
        self.list_label.setText(translate("Campaign", "Your campaigns"))
        self.delete_button.setText(translate("Campaign", "&Delete campaign…"))
        self.new_box.setTitle(translate("Campaign", "New campaign"))
        self.definition_label.setText(translate("Campaign", "&Campaign:"))
        self.difficulty_label.setText(translate("Campaign", "&Difficulty:"))
        self.name_label.setText(translate("Campaign", "Your &name:"))
        # the default name follows the language ("Player 1" -> "玩家 1"); a name the player typed stays
        if self.name_edit.text() in ("", self._default_name):
            self.name_edit.setText(default_name(YOU, 0))
        self._default_name = default_name(YOU, 0)
        self.start_button.setText(translate("Campaign", "&Start campaign"))
        self.chapters_label.setText(translate("Campaign", "Chapters"))
        self.standings_label.setText(translate("Campaign", "Standings"))
        self.back_button.setText(translate("Campaign", "&Back"))
        chosen = self.definition_combo.currentData()
        self.definition_combo.blockSignals(True)
        self.definition_combo.clear()
        for d in self.camps.definitions():
            self.definition_combo.addItem(fill(translate("Campaign", "%1 (%2 chapters)"), campaign_text(d.title_id),
                                              len(d.chapters)), d.id)
        self.definition_combo.setCurrentIndex(max(0, self.definition_combo.findData(chosen)))
        self.definition_combo.blockSignals(False)
        level = self.difficulty_combo.currentData() or "standard"
        self.difficulty_combo.clear()
        for key in ("relaxed", "standard", "ruthless"):
            self.difficulty_combo.addItem(translate("Campaign", DIFFICULTY_NAMES[key]), key)
        self.difficulty_combo.setCurrentIndex(self.difficulty_combo.findData(level))
        self._definition_chosen()
        self.refresh(self.current)

    def _definition_chosen(self) -> None:
        did = self.definition_combo.currentData()
        self.definition_intro.setText(campaign_text(f"campaign.{did}.intro") if did else "")

    # -- the list ----------------------------------------------------------------
    def refresh(self, cid: int | None = None) -> None:
        progresses = self.camps.list_campaigns()
        self.list_model.clear()
        for p in progresses:
            me = p.player
            status = (translate("Campaign", "finished") if p.finished else
                      fill(translate("Campaign", "chapter %1 of %2"),
                           (p.current.chapter.index + 1) if p.current else len(p.definition.chapters),
                           len(p.definition.chapters)))
            text = fill(translate("Campaign", "%1 — %2\n%3 points, %4 · %5"), campaign_text(p.definition.title_id),
                        p.player_name, me.points, place_text(me.place), status)
            item = QStandardItem(text)
            item.setData(p.campaign, ID_ROLE)
            self.list_model.appendRow(item)
        ids = [p.campaign for p in progresses]
        chosen = cid if cid in ids else (self.current if self.current in ids else (ids[0] if ids else None))
        self.current = chosen
        if chosen is not None:
            self.list_view.setCurrentIndex(self.list_model.index(ids.index(chosen), 0))
        self.delete_button.setEnabled(chosen is not None)
        self.show_progress(chosen)

    def _chosen(self, index: Any) -> None:
        if not index.isValid():
            return
        cid = self.list_model.itemFromIndex(index).data(ID_ROLE)
        if cid != self.current:
            self.current = int(cid)
            self.show_progress(self.current)

    # -- one campaign --------------------------------------------------------------
    def show_progress(self, cid: int | None) -> None:
        from desktop.app.gameui import ui_for

        self.chapters.clear()
        self.standings.clear()
        self.rivals.clear()
        if cid is None:
            self.progress = None
            self.heading.setText(translate("Campaign", "No campaign yet"))
            self.intro.setText(translate("Campaign", "Choose a campaign and a difficulty on the left and start it. "
                                                     "You can run several campaigns side by side."))
            self.where.setText("")
            self.play_button.setEnabled(False)
            self.play_button.setText(translate("Campaign", "&Play next chapter"))
            self.rivals_label.setText(translate("Campaign", "Rivals"))
            return
        p = self.camps.progress(cid)
        self.progress = p
        d = p.definition
        self.heading.setText(fill(translate("Campaign", "%1 — %2 (%3)"), campaign_text(d.title_id), p.player_name,
                                  translate("Campaign", DIFFICULTY_NAMES.get(p.difficulty, p.difficulty))))
        self.intro.setText(campaign_text(d.intro_id))
        me = p.player
        rival_names = {o.rival.id: rival_name(o.rival) for c in d.chapters for o in c.opponents}
        current = p.current
        if current is None:
            self.where.setText(fill(translate("Campaign", "Campaign finished: %1 points, %2 overall."),
                                    me.points, place_text(me.place)))
            self.play_button.setEnabled(False)
            self.play_button.setText(translate("Campaign", "&Play next chapter"))
        else:
            ch = current.chapter
            unlocks = [unlock_text(u, rival_names) for u in ch.unlocks]
            text = fill(translate("Campaign", "You have %1 points (%2). Next: chapter %3, %4 — %5."),
                        me.points, place_text(me.place), ch.index + 1, campaign_text(ch.title_id),
                        ui_for(ch.game_id).title())
            text += "\n" + campaign_text(ch.intro_id)
            if unlocks:
                text += "\n" + fill(translate("Campaign", "Finishing it unlocks: %1"),
                                    translate("Campaign", ", ").join(unlocks))
            self.where.setText(text)
            self.play_button.setEnabled(True)
            self.play_button.setText(translate("Campaign", "&Resume chapter") if current.status == "in_progress"
                                     else translate("Campaign", "&Play next chapter"))
        # chapters
        self.chapters.setHorizontalHeaderLabels([
            translate("Campaign", "Chapter"), translate("Campaign", "Game"), translate("Campaign", "Status"),
            translate("Campaign", "Result"), translate("Campaign", "Rivals"), translate("Campaign", "Unlocks")])
        for st in p.chapters:
            ch = st.chapter
            status = translate("Campaign", STATUS_NAMES.get(st.status, st.status))
            if st.unavailable_reason:
                status = fill(translate("Campaign", "%1: %2"), status,
                              translate("Campaign", UNAVAILABLE_REASONS.get(st.unavailable_reason, "")))
            result = (fill(translate("Campaign", "%1, %2 points"), place_text(st.place), st.points)
                      if st.place else "")
            rivals = translate("Campaign", ", ").join(
                fill(translate("Campaign", "%1 (%2)"), rival_name(o.rival),
                     level_name(self.camps.level_for(o, ch, p.difficulty))) for o in ch.opponents)
            unlocks_text = translate("Campaign", ", ").join(unlock_text(u, rival_names) for u in ch.unlocks)
            cells = [fill(translate("Campaign", "%1. %2"), ch.index + 1, campaign_text(ch.title_id)),
                     ui_for(ch.game_id).title(), status, result, rivals, unlocks_text]
            items = [QStandardItem(c) for c in cells]
            items[0].setToolTip(campaign_text(ch.intro_id))
            items[4].setToolTip(rivals)
            items[5].setToolTip(unlocks_text)
            if st.status in ("in_progress", "next"):
                font = items[0].font()
                font.setBold(True)
                for item in items:
                    item.setFont(font)
            self.chapters.appendRow(items)
        header = self.chapters_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        # standings
        self.standings.setHorizontalHeaderLabels([
            translate("Campaign", "Place"), translate("Campaign", "Name"), translate("Campaign", "Points"),
            translate("Campaign", "Wins"), translate("Campaign", "Played")])
        for s in p.standings:
            name = rival_label(s.rival) if s.rival is not None else s.name
            items = [QStandardItem(number(s.place)), QStandardItem(name), QStandardItem(number(s.points)),
                     QStandardItem(number(s.wins)), QStandardItem(number(s.played))]
            if s.participant == "player":
                font = items[0].font()
                font.setBold(True)
                for item in items:
                    item.setFont(font)
            self.standings.appendRow(items)
        self.standings_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings_view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # the rivals of the chapter to play
        shown = current.chapter if current is not None else (p.chapters[-1].chapter if p.chapters else None)
        self.rivals_label.setText(translate("Campaign", "Rivals in the next chapter") if current is not None
                                  else translate("Campaign", "Rivals"))
        self.rivals.setHorizontalHeaderLabels([
            translate("Campaign", "Rival"), translate("Campaign", "Level"), translate("Campaign", "Style")])
        if shown is not None:
            for o in shown.opponents:
                items = [QStandardItem(rival_label(o.rival)),
                         QStandardItem(level_name(self.camps.level_for(o, shown, p.difficulty))),
                         QStandardItem(campaign_text(o.rival.blurb_id))]
                items[2].setToolTip(items[2].text())
                self.rivals.appendRow(items)
        self.rivals_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.rivals_view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    # -- actions ---------------------------------------------------------------------
    def start_new(self) -> int | None:
        from desktop.app.storage_ui import failure_text
        from desktop.storage import StorageError

        name = self.name_edit.text().strip() or default_name(YOU, 0)
        try:
            cid: int = self.camps.start(self.definition_combo.currentData(), name,
                                        difficulty=self.difficulty_combo.currentData())
        except StorageError as exc:  # the database refused: say why, change nothing
            self.message.setText(failure_text(exc))
            return None
        self.message.setText(translate("Campaign", "Campaign started. Good luck!"))
        self.refresh(cid)
        return cid

    def play_current(self) -> Any:
        """Open the current chapter's match on the game page (asks the window); the stored match,
        or None when there is none to play."""
        from desktop.app.storage_ui import LOAD_REASONS, reason_text, setup_from_info
        from desktop.campaign import CampaignError
        from desktop.storage import LoadError, StorageError

        if self.current is None:
            return None
        from desktop.app.match import History

        history = History()  # a resumed chapter's one replay fills it
        try:
            saved = self.camps.play(self.current, observe=history.record)
        except LoadError as exc:
            self.message.setText(fill(translate("Campaign", "This chapter's match cannot be resumed: %1"),
                                      reason_text(LOAD_REASONS, exc.reason, exc.details)))
            return None
        except StorageError as exc:  # the database refused to store the chapter's match
            from desktop.app.storage_ui import failure_text

            self.message.setText(failure_text(exc))
            return None
        except CampaignError:
            self.message.setText(translate("Campaign", "This campaign has no chapter left to play."))
            self.refresh(self.current)
            return None
        self.message.setText("")
        self.playRequested.emit(setup_from_info(saved.info), saved, history)
        return saved

    def confirm(self, text: str) -> bool:
        answer = QMessageBox.question(self, translate("Campaign", "Delete campaign"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def delete_current(self) -> bool:
        if self.current is None or self.progress is None:
            return False
        if not self.confirm(fill(translate("Campaign", "Delete the campaign “%1” of %2 and its matches for good?"),
                                 campaign_text(self.progress.definition.title_id), self.progress.player_name)):
            return False
        self.deleting.emit(self.current)
        self.camps.delete(self.current, confirm=True)
        self.current = None
        self.refresh(None)
        return True
