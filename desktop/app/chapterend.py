"""The moment at the end of a campaign chapter: the match's points and stars,
the goal met or missed, the standings before and after (places moving), what
was unlocked, the next chapter's rivals, and buttons that say what they do
("Next chapter", "Retry chapter", "Campaign page")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QVariantAnimation
from PySide6.QtGui import QIcon, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.app.campaign_texts import campaign_text, unlock_text
from desktop.app.i18n import fill, number, translate
from desktop.app.portraits import portrait
from desktop.app.rewardart import preview
from desktop.app.rival_names import rival_name
from desktop.app.rivalstrip import GREETING, RivalStrip

NEXT_CHAPTER, RETRY_CHAPTER, CAMPAIGN_PAGE = "next", "retry", "campaign"


def stars_text(stars: int) -> str:
    return "★" * stars + "☆" * (3 - stars)


def goal_text(goal: Any, rival_names: dict[str, str]) -> str:
    """The goal in words (at the campaign's difficulty)."""
    if goal.kind == "place":
        if goal.place == 1:
            return translate("Campaign", "Goal: win the match")
        return translate("Campaign", "Goal: finish in the top %n", None, goal.place)
    if goal.kind == "score":
        return fill(translate("Campaign", "Goal: reach a score of %1"), number(goal.score))
    name = rival_names.get(goal.rival, goal.rival)
    return fill(translate("Campaign", "Goal: finish ahead of %1") if not goal.place
                else translate("Campaign", "Goal: finish level with %1 or ahead"), name)


class ChapterEndDialog(QDialog):
    def __init__(self, end: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.end = end
        self.choice = CAMPAIGN_PAGE
        p = end.progress
        chapter = end.chapter
        names = {o.rival.id: rival_name(o.rival) for c in p.definition.chapters for o in c.opponents}
        self.setWindowTitle(fill(translate("Campaign", "Chapter %1: %2"), chapter.index + 1,
                                 campaign_text(chapter.title_id)))
        layout = QVBoxLayout(self)
        self.headline = QLabel(self)
        self.headline.setObjectName("chapterEndHeadline")
        self.headline.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.headline.setText(translate("Campaign", "Chapter complete!") if end.goal_met
                              else translate("Campaign", "Goal missed"))
        layout.addWidget(self.headline)
        self.stars = QLabel(stars_text(end.stars), self)
        self.stars.setObjectName("chapterEndStars")
        self.stars.setStyleSheet("font-size: 28pt; color: #c99a06;")
        self.stars.setAccessibleName(fill(translate("Campaign", "Stars: %1 of 3"), end.stars))
        layout.addWidget(self.stars)
        lines = [goal_text(end.goal, names),
                 fill(translate("Campaign", "You finished %1 and earned %2 points."),
                      fill(translate("Campaign", "place %1"), end.place), number(end.points))]
        if end.goal_met and end.stars > end.best_before and end.best_before:
            lines.append(translate("Campaign", "A new best for this chapter!"))
        if not end.goal_met:
            lines.append(translate("Campaign", "The next chapter opens when you meet the goal. Try again!"))
        self.summary = QLabel("\n".join(lines), self)
        self.summary.setObjectName("chapterEndSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        # standings, before -> after
        layout.addWidget(QLabel(translate("Campaign", "Standings"), self))
        self.standings = QStandardItemModel(self)
        view = QTableView(self)
        view.setObjectName("chapterEndStandings")
        view.setModel(self.standings)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        self.standings.setHorizontalHeaderLabels([translate("Campaign", "Place"), translate("Campaign", "Name"),
                                                  translate("Campaign", "Points"), translate("Campaign", "Change")])
        before = {s.participant: s for s in end.standings_before}
        self._points: list[tuple[QStandardItem, int, int]] = []
        for s in end.standings_after:
            was = before.get(s.participant)
            name = rival_name(s.rival) if s.rival is not None else s.name
            moved = (was.place - s.place) if was is not None and was.played else 0
            change = ("▲ " + number(moved)) if moved > 0 else ("▼ " + number(-moved)) if moved < 0 else "–"
            gained = s.points - (was.points if was is not None else 0)
            points = QStandardItem(number(was.points if was is not None else 0))
            face = QStandardItem(name)
            if s.rival is not None:
                face.setIcon(QIcon(portrait(s.rival.id, 24)))
            signed = ("+" if gained >= 0 else "−") + number(abs(gained))
            row = [QStandardItem(number(s.place)), face, points,
                   QStandardItem(fill(translate("Campaign", "%1 (%2)"), change, signed))]
            if s.participant == "player":
                font = row[0].font()
                font.setBold(True)
                for item in row:
                    item.setFont(font)
            self._points.append((points, was.points if was is not None else 0, s.points))
            self.standings.appendRow(row)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        view.resizeRowsToContents()
        rows_height = sum(view.rowHeight(r) for r in range(self.standings.rowCount()))
        view.setMaximumHeight(rows_height + view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth() + 2)
        layout.addWidget(view, 1)
        # the points count up from before to after
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(900)
        self.animation.valueChanged.connect(self._count)
        # unlocked
        unlocked = [unlock_text(u, names) for u in end.unlocked]
        self.unlocks = QLabel(self)
        self.unlocks.setObjectName("chapterEndUnlocks")
        self.unlocks.setWordWrap(True)
        self.unlocks.setText(fill(translate("Campaign", "Unlocked: %1"), translate("Campaign", ", ").join(unlocked))
                             if unlocked else "")
        self.unlocks.setStyleSheet("font-weight: bold; color: #1b6e20;")
        self.unlocks.setVisible(bool(unlocked))
        layout.addWidget(self.unlocks)
        # art rewards (table themes, token styles) shown as they will look
        self.art: list[QLabel] = []
        art_row = QHBoxLayout()
        for unlock in end.unlocked:
            kind, _dot, rid = unlock.partition(".")
            if kind in ("theme", "token"):
                picture = QLabel(self)
                picture.setObjectName(f"chapterEndArt_{kind}_{rid}")
                picture.setPixmap(preview(kind, rid, 96, 52))
                picture.setToolTip(unlock_text(unlock, names) + "\n"
                                   + translate("Campaign", "Choose it in Settings."))
                self.art.append(picture)
                art_row.addWidget(picture)
        if self.art:
            art_row.addStretch(1)
            layout.addLayout(art_row)
        # what comes next
        current = p.current
        self.next_label = QLabel(self)
        self.next_label.setObjectName("chapterEndNext")
        self.next_label.setWordWrap(True)
        self.next_rivals = RivalStrip(self, size=40)
        if current is not None and end.goal_met and current.chapter.id != chapter.id:
            nxt = current.chapter
            self.next_label.setText(fill(translate("Campaign", "Next: chapter %1, %2 — %3"), nxt.index + 1,
                                         campaign_text(nxt.title_id), goal_text(current.goal, names)))
            self.next_rivals.show_rivals([o.rival for o in nxt.opponents], GREETING)
        elif p.finished:
            self.next_label.setText(translate("Campaign", "The campaign is complete."))
        layout.addWidget(self.next_label)
        layout.addWidget(self.next_rivals)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.campaign_button = QPushButton(translate("Campaign", "&Campaign page"), self)
        self.campaign_button.clicked.connect(lambda: self._choose(CAMPAIGN_PAGE))
        buttons.addWidget(self.campaign_button)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("chapterEndPlay")
        if end.retry:
            self.play_button.setText(translate("Campaign", "&Retry chapter"))
            self.play_button.clicked.connect(lambda: self._choose(RETRY_CHAPTER))
        else:
            self.play_button.setText(translate("Campaign", "&Next chapter"))
            self.play_button.clicked.connect(lambda: self._choose(NEXT_CHAPTER))
        self.play_button.setVisible(current is not None and not p.finished)
        self.play_button.setDefault(True)
        buttons.addWidget(self.play_button)
        layout.addLayout(buttons)
        self.resize(600, 600)

    def _count(self, t: Any) -> None:
        for item, start, stop in self._points:
            item.setText(number(round(start + (stop - start) * float(t))))

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.animation.start()

    def finish_animation(self) -> None:
        self.animation.stop()
        self._count(1.0)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
