"""The dialog for a compound choice (selling several shares, a trade offer):
the player sets how many of each step, and the page submits the engine's
steps one after the other."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from desktop.app.forms import child, load_form
from desktop.app.gameui import ComposeSpec
from desktop.engine import Action


class ComposeDialog(QDialog):
    def __init__(self, spec: ComposeSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.form = load_form("compose", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.setWindowTitle(spec.title)
        child(self.form, QLabel, "composeHint").setText(spec.hint)
        rows: QFormLayout = child(self.form, QFormLayout, "rowsForm")
        self.spins: list[QSpinBox] = []
        for row in spec.rows:
            spin = QSpinBox()
            spin.setRange(0, row.maximum)
            rows.addRow(row.label, spin)
            self.spins.append(spin)
        from PySide6.QtWidgets import QDialogButtonBox

        buttons = child(self.form, QDialogButtonBox, "composeButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def set_counts(self, counts: list[int]) -> None:
        for spin, value in zip(self.spins, counts, strict=False):
            spin.setValue(value)

    def steps(self) -> list[Action]:
        out: list[Action] = []
        for row, spin in zip(self.spec.rows, self.spins, strict=True):
            out.extend([row.action] * spin.value())
        if self.spec.finish is not None and out:
            out.append(self.spec.finish)
        return out
