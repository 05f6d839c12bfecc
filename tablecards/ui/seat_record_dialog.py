"""A joined seat's record of a network match as text: read-only, the scores deal by deal.

The history plays a seat's record back on the table (`seat_replay`); this window is its
"Show as text…", and what is offered when a record cannot be played back. Only the host holds
the complete record, so it shows what the seat's record honestly gives: the game, the players
with the seat this machine played, each deal's points and the totals, the winners, and the
seat's views one by one, stepped forward and back, in words (the seat's hand, the trick on the
table, who was to move): what that seat saw, nothing more. Names come from the file and are
shown as plain text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.net.views import view_from_wire
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_ids
from tablecards.ui.game_texts import name_of
from tablecards.ui.i18n import Retranslating, list_words
from tablecards.ui.save_ui import saved_when
from tablecards.ui.seat_records import SeatRecord
from tablecards.ui.settings import clean_name
from tablecards.ui.texts import card_text


class SeatRecordDialog(Retranslating, QDialog):
    """The scores of one network match as the seat at this machine was told them."""

    def __init__(self, record: SeatRecord, path: Path, finished_at: datetime,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat_record_dialog")
        self.record = record
        self.path = path
        self.finished_at = finished_at
        self.heading = QLabel(self)
        self.heading.setObjectName("seat_record_heading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.scores = self._score_table()
        self.at = 0
        self.seen = QLabel(self)
        self.seen.setObjectName("seat_record_seen")
        self.seen.setTextFormat(Qt.TextFormat.PlainText)
        self.seen.setWordWrap(True)
        self.seen.setMinimumHeight(self.seen.fontMetrics().lineSpacing() * 5)
        self.first_button = self._step_button("seat_record_first", "|◀", self.to_start)
        self.back_button = self._step_button("seat_record_back", "◀", lambda: self.step(-1))
        self.forward_button = self._step_button("seat_record_forward", "▶",
                                                lambda: self.step(1))
        self.last_button = self._step_button("seat_record_last", "▶|", self.to_end)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.scores, 1)
        steps = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.forward_button,
                       self.last_button):
            steps.addWidget(button)
        steps.addStretch(1)
        layout.addWidget(self.seen)
        layout.addLayout(steps)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(600, 560)
        self.retranslate()
        self.show_view(0)

    def retranslate(self) -> None:
        """Every text in the current language (the step and the scores stay)."""
        self.setWindowTitle(self.tr("Network match"))
        self.heading.setText(self._heading(saved_when(int(self.finished_at.timestamp()))))
        self.note.setText(self.tr("This machine kept what its seat saw: each view of the "
                                  "table and the scores after each deal. The host keeps the "
                                  "complete record, which can be watched again on the host's "
                                  "machine."))
        self.first_button.setToolTip(self.tr("First view"))
        self.back_button.setToolTip(self.tr("Previous view"))
        self.forward_button.setToolTip(self.tr("Next view"))
        self.last_button.setToolTip(self.tr("Last view"))
        self._name_scores()
        self.seen.setText(self._seen_text())

    def _step_button(self, name: str, text: str, go: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(go)
        return button

    # -- stepping through the seat's views ---------------------------------------------
    def view_count(self) -> int:
        return len(self.record.views)

    def at_start(self) -> bool:
        return self.at <= 0

    def at_end(self) -> bool:
        return self.at >= self.view_count() - 1

    def step(self, by: int) -> None:
        self.show_view(self.at + by)

    def to_start(self) -> None:
        self.show_view(0)

    def to_end(self) -> None:
        self.show_view(self.view_count() - 1)

    def show_view(self, index: int) -> None:
        """The view at `index` (kept within the views) in words; the buttons follow."""
        self.at = max(0, min(index, self.view_count() - 1))
        self.seen.setText(self._seen_text())
        self.first_button.setEnabled(not self.at_start())
        self.back_button.setEnabled(not self.at_start())
        self.forward_button.setEnabled(not self.at_end())
        self.last_button.setEnabled(not self.at_end())

    def _seen_text(self) -> str:
        if not self.record.views:
            return self.tr("No view of the table was kept.")
        where = self.tr("View %1 of %2").replace("%1", str(self.at + 1)).replace(
            "%2", str(self.view_count()))
        try:
            view = view_from_wire(self.record.views[self.at])
        except Exception:  # a file from outside may hold anything
            return "\n".join([where, self.tr("This view cannot be read.")])
        return "\n".join([where, *self._view_lines(view)])

    def _view_lines(self, view: SeatView) -> list[str]:
        names = self.names()

        def name(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat + 1)
        lines = [self.tr("Deal %1").replace("%1", str(view.deal_index + 1)),
                 self.tr("Your hand: %1").replace("%1", _cards(view.hand))]
        plays = view.trick.plays if view.trick is not None else []
        table = list_words(self.tr("%1 %2").replace("%1", name(seat)).replace(
            "%2", card_text(card)) for seat, card in plays)
        lines.append(self.tr("On the table: %1").replace("%1", table or "—"))
        if view.to_move is not None:
            lines.append(self.tr("To move: %1").replace("%1", name(view.to_move)))
        return lines

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
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row, deal in enumerate(deals):
            for column, points in enumerate(deal.points):
                table.setItem(row, column, _number(points))
        for column, total in enumerate(self.record.totals):
            table.setItem(len(deals), column, _number(total))
        return table

    def _name_scores(self) -> None:
        table, deals = self.scores, len(self.record.deals)
        table.setHorizontalHeaderLabels(self.names())
        table.setVerticalHeaderLabels(
            [self.tr("Deal %1").replace("%1", str(d + 1)) for d in range(deals)]
            + [self.tr("Total")])
        table.setAccessibleName(self.tr("Scores of each deal"))


def _number(value: int) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards) or "—"
