"""The score sheet beside the table: a row per deal with running totals, the scoring of the
deal just finished laid out line by line, and the buttons between deals."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.line_breaks import keep_tail
from tablecards.ui.controller import MatchController
from tablecards.ui.i18n import list_words
from tablecards.ui.panel import ScoreLine
from tablecards.ui.texts import round_text


def _table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setDefaultSectionSize(22)
    return table


def _two_lines(name: str, label: str) -> str:
    """A seat's column heading: a note beside the name ("(away)") goes under it, so five
    columns still fit the narrow sheet in either language."""
    if label != name and label.startswith(name):
        return f"{name}\n{label[len(name):].strip()}"
    return label


def _fill_row(table: QTableWidget, row: int, cells: list[str], bold: bool = False) -> None:
    for col, text in enumerate(cells):
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if col else
                              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        font = item.font()
        font.setBold(bold)
        item.setFont(font)
        table.setItem(row, col, item)


def _fit_label_column(table: QTableWidget) -> None:
    """The label column takes the width the seats leave and wraps, so a long label (or its
    translation) never pushes a seat's column behind a horizontal scroll bar."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setWordWrap(True)
    table.resizeRowsToContents()


class ScoreSheet(QFrame):
    """Deal-by-deal points and totals, the last deal's breakdown, next/new buttons."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFixedWidth(380)
        self.table = _table(self)
        self.breakdown = _table(self)
        self.breakdown.horizontalHeader().sectionResized.connect(
            lambda *_: self.breakdown.resizeRowsToContents())
        self.breakdown_title = QLabel(self)
        self.result = QLabel(self)
        self.result.setObjectName("result")
        self.result.setTextFormat(Qt.TextFormat.PlainText)  # it names seats: never markup
        self.result.setWordWrap(True)
        self.hint_button = QPushButton(self.tr("Hint (H)"), self)
        self.hint_button.clicked.connect(controller.request_hint)
        self.last_trick_button = QPushButton(self)
        self._word_rounds()
        self.review_button = QPushButton(self.tr("&Review this deal"), self)
        self.next_button = QPushButton(self.tr("Next deal"), self)  # the focus chain: as laid
        self.new_button = QPushButton(self.tr("New match"), self)
        self._build()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("<b>Scores</b>"), self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.breakdown_title)
        layout.addWidget(self.breakdown, 3)
        layout.addWidget(self.result)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.last_trick_button)
        layout.addWidget(self.review_button)
        layout.addWidget(self.next_button)
        layout.addWidget(self.new_button)
        self.next_button.hide()
        self.review_button.hide()
        self._show_breakdown(False)

    def _word_rounds(self) -> None:
        """The Last trick button in the game's words (a game may have leads, not tricks)."""
        game = self.controller.match.game_id
        self.last_trick_button.setText(round_text(game, "button", self.tr("&Last trick")))
        self.last_trick_button.setToolTip(
            round_text(game, "tooltip", self.tr("Show the last trick taken (L).")))

    def _humans(self) -> bool:
        return any(self.controller.is_human(s) for s in range(self.controller.match.seats))

    def _names(self) -> list[str]:
        return [_two_lines(self.controller.seat_name(s), self.controller.seat_label(s))
                for s in range(self.controller.match.seats)]

    def refresh(self) -> None:
        """One column per seat: a row per finished deal, then the totals."""
        m = self.controller.match
        names = self._names()
        done = [r for r in m.results if r.complete and r.points is not None]
        self.table.setColumnCount(len(names) + 1)
        self.table.setHorizontalHeaderLabels([self.tr("Deal"), *names])
        self.table.setRowCount(len(done) + 1)
        for row, result in enumerate(done):
            _fill_row(self.table, row, [str(row + 1), *map(str, result.points or [])])
        _fill_row(self.table, len(done), [self.tr("Total"), *map(str, m.totals)], bold=True)
        self.table.resizeColumnsToContents()
        self.table.scrollToBottom()
        self.next_button.setVisible(m.needs_deal and self.controller.deals_to_come())
        self.hint_button.setVisible(not m.needs_deal and self._humans())
        self.hint_button.setEnabled(self.controller.hint_allowed())
        self.review_button.setVisible(m.needs_deal and bool(m.results) and self._humans())
        if not m.needs_deal and not m.over:  # the final result stays up
            self.result.setText("")
            self._show_breakdown(False)

    def rows(self) -> int:
        """Finished deals listed (the totals row not counted)."""
        return self.table.rowCount() - 1

    def show_deal_end(self, lines: list[ScoreLine]) -> None:
        """Lay out the finished deal's scoring, and say who won if the match is over."""
        m = self.controller.match
        self._fill_breakdown(lines)
        self.breakdown_title.setText(self.tr("<b>Deal %1, scored</b>").replace(
            "%1", str(len(m.results))))
        self._show_breakdown(True)
        self.result.setText(keep_tail(self._deal_end_text()))
        self.next_button.setVisible(self.controller.deals_to_come())
        self.review_button.setVisible(self._humans())
        (self.next_button if self.controller.deals_to_come() else self.new_button).setFocus()

    def _fill_breakdown(self, lines: list[ScoreLine]) -> None:
        names = self._names()
        self.breakdown.setColumnCount(len(names) + 1)
        self.breakdown.setHorizontalHeaderLabels(["", *names])
        self.breakdown.setRowCount(len(lines))
        for row, line in enumerate(lines):
            _fill_row(self.breakdown, row, [line.label, *line.cells], bold=line.total)
            self.breakdown.item(row, 0).setToolTip(line.label)
        _fit_label_column(self.breakdown)

    def breakdown_lines(self) -> list[list[str]]:
        """The breakdown as text, row by row (for tests and screen readers)."""
        out = []
        for row in range(self.breakdown.rowCount()):
            out.append([self.breakdown.item(row, c).text()
                        for c in range(self.breakdown.columnCount())])
        return out

    def _show_breakdown(self, on: bool) -> None:
        self.breakdown.setVisible(on)
        self.breakdown_title.setVisible(on)

    def _deal_end_text(self) -> str:
        m = self.controller.match
        result = m.results[-1]
        parts = [f"{self.controller.seat_name(s)} {p:+d}"
                 for s, p in enumerate(result.points or [])]
        text = self.tr("Deal %1: %2").replace("%1", str(len(m.results))).replace(
            "%2", list_words(parts))
        if m.over:
            text += "\n" + self.winner_text()
        return text

    def retranslate(self) -> None:
        """Reword the fixed texts and any deal result on show."""
        self.heading.setText(self.tr("<b>Scores</b>"))
        self.next_button.setText(self.tr("Next deal"))
        self.review_button.setText(self.tr("&Review this deal"))
        self.review_button.setToolTip(self.tr(
            "Rate every decision of the deal with the Strong search, from what the player "
            "could see"))
        self.new_button.setText(self.tr("New match"))
        self.hint_button.setText(self.tr("Hint (H)"))
        self.hint_button.setToolTip(self.tr(
            "The move the computer would make for you, and why, from your cards only"))
        self._word_rounds()
        if self.result.text() and self.controller.match.results:
            self.result.setText(keep_tail(self._deal_end_text()))
            self.breakdown_title.setText(self.tr("<b>Deal %1, scored</b>").replace(
                "%1", str(len(self.controller.match.results))))

    def winner_text(self) -> str:
        m = self.controller.match
        names = [self.controller.seat_name(s) for s in m.winners]
        humans = [s for s, seat in enumerate(self.controller.config.seats) if seat.human]
        if len(humans) == 1 and list(m.winners) == humans:
            return self.tr("You win the match!")  # solo play: the player is "you", not a name
        if len(names) == 1:
            return self.tr("%1 wins the match!").replace("%1", names[0])
        return self.tr("Shared win: %1.").replace("%1", list_words(names))
