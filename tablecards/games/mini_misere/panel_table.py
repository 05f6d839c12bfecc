"""The score table for the player count, kept in view beside the hand.

In Mini Misère every card is chosen against this table (none is good, three or four best,
all of them worth nothing), so it stays on screen rather than in the rules text. The points
come from the view's public `table` (the Lot's awards are in the felt's corner). The column of
the viewer's tricks so far is highlighted while the table counts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

translate = QCoreApplication.translate
MARK = "background-color:#ffe082; color:#1b1b1b; border-radius:3px; font-weight:bold;"


class ScoreTable(QFrame):
    """Two rows, tricks and points; read-only, never takes focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mmScoreTable")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 2, 6, 2)
        self._grid.setHorizontalSpacing(4)
        self._grid.setVerticalSpacing(0)
        self._cells: list[list[QLabel]] = []
        self._table: list[int] = []
        self._mine: int | None = None

    def show_table(self, table: list[int], mine: int | None) -> None:
        """Show `table` (points by tricks won), marking column `mine` (None: no mark)."""
        if (table, mine) == (self._table, self._mine) and self._cells:
            return
        self._table, self._mine = list(table), mine
        self._rebuild()

    def retranslate(self) -> None:
        self._rebuild()

    def rows(self) -> list[list[str]]:
        """The table as text, row by row (tests and screen readers)."""
        return [[label.text() for label in row] for row in self._cells]

    def _rebuild(self) -> None:
        for row in self._cells:
            for label in row:
                self._grid.removeWidget(label)
                label.hide()  # at once: deletion waits for the event loop
                label.deleteLater()
        self._cells = [self._row(0, translate("MiniMisereTable", "Tricks"),
                                 [str(i) for i in range(len(self._table))]),
                       self._row(1, translate("MiniMisereTable", "Points"),
                                 [str(p) for p in self._table])]
        self.setAccessibleName(translate("MiniMisereTable", "Score table"))
        self.setToolTip(translate("MiniMisereTable", "Points for the tricks won in a hand "
                                                     "without a Lot."))

    def _row(self, row: int, title: str, cells: list[str]) -> list[QLabel]:
        labels = [QLabel(title, self)]
        font = labels[0].font()
        font.setBold(True)
        labels[0].setFont(font)
        for col, text in enumerate(cells):
            label = QLabel(text, self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumWidth(22)
            if col == self._mine:
                label.setStyleSheet(MARK)
            labels.append(label)
        for col, label in enumerate(labels):
            self._grid.addWidget(label, row, col)
        return labels
