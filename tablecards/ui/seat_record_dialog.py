"""A joined seat's record of a network match on screen: read-only, the scores deal by deal.

Only the host holds the complete record, so a seat's record cannot be played back as a match
(`seat_records`). What it honestly gives is shown: the game, the players with the seat this
machine played, each deal's points and the totals, the winners. Names come from the file and
are shown as plain text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.registry import game_ids
from tablecards.ui.game_texts import name_of
from tablecards.ui.seat_records import SeatRecord
from tablecards.ui.settings import clean_name
from tablecards.ui.texts import list_words


class SeatRecordDialog(QDialog):
    """The scores of one network match as the seat at this machine was told them."""

    def __init__(self, record: SeatRecord, path: Path, when: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat_record_dialog")
        self.record = record
        self.path = path
        self.setWindowTitle(self.tr("Network match"))
        self.heading = QLabel(self)
        self.heading.setObjectName("seat_record_heading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.heading.setText(self._heading(when))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setText(self.tr("This machine kept what its seat saw: the scores after each "
                                  "deal. The host keeps the complete record, which can be "
                                  "watched again on the host's machine."))
        self.scores = self._score_table()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.scores, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(560, 420)

    def names(self) -> list[str]:
        """Every seat's name (the seat's number where the file gave none)."""
        kept = self.record.names
        return [clean_name(kept[s]) if s < len(kept) and kept[s]
                else self.tr("Seat %1").replace("%1", str(s + 1))
                for s in range(self.seats())]

    def seats(self) -> int:
        widest = max([len(d.points) for d in self.record.deals]
                     + [len(self.record.totals), self.record.players])
        return widest

    def _heading(self, when: str) -> str:
        game = self.record.game
        game_name = name_of(game) if game in game_ids() else game
        names = self.names()
        seat = self.record.seat
        lines = [self.tr("%1, %2").replace("%1", game_name).replace("%2", when),
                 self.tr("Players: %1").replace("%1", list_words(names)),
                 self.tr("Your seat: %1").replace("%1", names[seat])]
        if self.record.over:
            winners = list_words(names[w] for w in self.record.winners)
            lines.append(self.tr("Won by %1").replace("%1", winners) if winners
                         else self.tr("No winner"))
        else:
            lines.append(self.tr("The match did not reach its end."))
        return "\n".join(lines)

    def _score_table(self) -> QTableWidget:
        """A row per deal (its points), then the totals; a column per seat."""
        deals = self.record.deals
        table = QTableWidget(len(deals) + 1, self.seats(), self)
        table.setObjectName("seat_record_scores")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setHorizontalHeaderLabels(self.names())
        table.setVerticalHeaderLabels(
            [self.tr("Deal %1").replace("%1", str(d + 1)) for d in range(len(deals))]
            + [self.tr("Total")])
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row, deal in enumerate(deals):
            for column, points in enumerate(deal.points):
                table.setItem(row, column, _number(points))
        for column, total in enumerate(self.record.totals):
            table.setItem(len(deals), column, _number(total))
        table.setAccessibleName(self.tr("Scores of each deal"))
        return table


def _number(value: int) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item
