"""The campaign rivals at the table: a portrait, their name in the player's
language, their style, and what they say — a greeting as the game starts and
a parting line when it ends.  Shown beside the players panel and on the end
screen of a game with campaign rivals (hidden otherwise)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.app.campaign_texts import campaign_text
from desktop.app.i18n import fill, translate
from desktop.app.portraits import portrait
from desktop.app.rival_names import rival_name, rivals

GREETING, PARTING = "greeting", "parting"


def rivals_at_table(seats: Any) -> list[Any]:
    """The campaign rivals among a stored game's seats, in seat order."""
    known = rivals()
    return [known[s.rival] for s in seats if getattr(s, "rival", None) in known]


class RivalStrip(QFrame):
    def __init__(self, parent: QWidget | None = None, *, size: int = 36, wrap: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("rivalStrip")
        self.face_size = size
        self.wrap = wrap
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 2, 0, 2)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.rivals: list[Any] = []
        self.moment = GREETING
        self.lines: list[QLabel] = []
        self.hide()

    def show_for(self, seats: Any, moment: str = GREETING) -> None:
        self.show_rivals(rivals_at_table(seats), moment)

    def show_rivals(self, rivals: list[Any], moment: str = GREETING) -> None:
        self.rivals = list(rivals)
        self.moment = moment
        self.retranslate()

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange and self.rivals:
            self.retranslate()
        super().changeEvent(event)

    def say(self, moment: str) -> None:
        self.moment = moment
        self.retranslate()

    def retranslate(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.lines = []
        for row, rival in enumerate(self.rivals):
            face = QLabel(self)
            face.setPixmap(portrait(rival.id, self.face_size))
            face.setFixedSize(self.face_size, self.face_size)
            face.setAccessibleName(fill(translate("Campaign", "Portrait of %1"), rival_name(rival)))
            style = campaign_text(rival.blurb_id)
            said = campaign_text(rival.greeting_id if self.moment == GREETING else rival.parting_id)
            text = QLabel(self)
            text.setObjectName("rivalLine")
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setText(f"<b>{_esc(rival_name(rival))}</b> <i>{_esc(style)}</i><br>"
                         + _esc(fill(translate("Campaign", "“%1”"), said)))
            text.setToolTip(fill(translate("Campaign", "%1 — %2"), rival_name(rival), style))
            text.setWordWrap(True)
            self.lines.append(text)
            self.grid.addWidget(face, row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(text, row, 1)
        self.grid.setColumnStretch(1, 1)
        self.setVisible(bool(self.rivals))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def install(page: Any) -> tuple[RivalStrip, RivalStrip]:
    """Put a strip beside the game page's players panel and one on its end
    screen (once per page); returns them."""
    existing = getattr(page, "rival_strips", None)
    if existing is not None:
        return existing  # type: ignore[no-any-return]
    side = RivalStrip(page.form, size=34)
    end = RivalStrip(page.form, size=56, wrap=True)
    side_layout = page.form.findChild(QVBoxLayout, "sideLayout")
    end_layout = page.form.findChild(QVBoxLayout, "endLayout")
    if side_layout is not None:
        side_layout.insertWidget(1, side)
    if end_layout is not None:
        end_layout.insertWidget(1, end)
    page.rival_strips = (side, end)
    return side, end
