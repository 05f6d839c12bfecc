"""The playing screen: the table, a status line, the game's panel and the score sheet.

It wires one MatchController to the scene and the game panel and redraws everything from
the controller's current view whenever the match changes.
"""

from __future__ import annotations

from typing import override

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.actions import Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.controller import MatchController
from tablecards.ui.games import create_panel
from tablecards.ui.games.generic import GamePanel
from tablecards.ui.pass_screen import PassScreen
from tablecards.ui.table.scene import Marks, SeatInfo, TableScene
from tablecards.ui.table.view import TableView
from tablecards.ui.texts import card_text, reason_text


class TablePage(QWidget):
    """One match on screen."""

    sig_new_match = Signal()
    """The player asked for a new match (back to the lobby)."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = TableScene(self)
        self.scene.anim_ms = controller.pace.anim_ms
        self.view = TableView(self.scene, self)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.panel: GamePanel = create_panel(controller)
        self.scores = ScoreSheet(controller, self)
        self.pass_screen = PassScreen(self.view)
        self._build()
        self._connect()

    def _build(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        left.addWidget(self.status)
        left.addWidget(self.panel)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self.scores)
        self.status.setMinimumHeight(28)

    def _connect(self) -> None:
        c = self.controller
        c.sig_changed.connect(self.refresh)
        c.sig_refused.connect(self._on_refused)
        c.sig_deal_over.connect(self.scores.show_deal_end)
        self.scene.sig_card_chosen.connect(self._on_card_chosen)
        self.panel.sig_marks_changed.connect(self.refresh)
        self.scores.next_button.clicked.connect(c.next_deal)
        self.scores.new_button.clicked.connect(self.sig_new_match.emit)
        self.pass_screen.sig_reveal.connect(c.reveal)

    def start(self) -> None:
        self.controller.start()
        self.view.setFocus()

    # -- redraw ------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        marks = self._marks(view)
        self.scene.sync(view, self._seat_infos(view), marks, self._centre_lines(view))
        self.panel.refresh()
        self.scores.refresh(view)
        self.status.setText(self._narration(view))
        self._update_pass_screen()

    def _update_pass_screen(self) -> None:
        """Hot seat: cover the table until the awaited human reveals their hand."""
        waiting = self.controller.awaiting_reveal()
        if waiting is not None:
            self.pass_screen.show_for(self.controller.seat_name(waiting))
        elif self.pass_screen.isVisible():
            self.pass_screen.hide()
            self.view.setFocus()

    def _marks(self, view: SeatView) -> Marks:
        active = self.controller.human_turn()
        interactive = {view.seat} if active else set()
        if active and view.to_move is not None and view.to_move in view.visible_hands:
            interactive.add(view.to_move)  # the human also plays a dummy they control
        return Marks(interactive, self.panel.legal_cards(view) if active else set(),
                     self.panel.selected_cards(), active)

    def _seat_infos(self, view: SeatView) -> list[SeatInfo]:
        c = self.controller
        return [SeatInfo(c.seat_name(s),
                         view.tricks_won[s] if s < len(view.tricks_won) else None,
                         view.to_move == s and not c.match.needs_deal)
                for s in range(view.seats)]

    def _centre_lines(self, view: SeatView) -> list[str]:
        lines = [self.tr("Deal %1").replace("%1", str(view.deal_index + 1))]
        return lines + self.panel.info_lines(view)

    def _names(self) -> list[str]:
        return [self.controller.seat_name(s) for s in range(self.controller.match.seats)]

    def _narration(self, view: SeatView) -> str:
        """A sentence about the last event and whose turn it is."""
        c = self.controller
        last = c.last
        said = ""
        if last is not None and last.kind == "trick_won" and last.seat is not None:
            said = self.tr("Trick to %1.").replace("%1", c.seat_name(last.seat))
        elif last is not None and last.kind == "played" and last.seat is not None:
            said = self.tr("%1 played %2.").replace("%1", c.seat_name(last.seat)).replace(
                "%2", card_text(Card.parse(str(last.data.get("card")))))
        if c.match.over:
            return " ".join([said, self.scores.winner_text()]).strip()
        if c.match.needs_deal:
            return " ".join([said, self.tr("The deal is over.")]).strip()
        if c.human_turn():
            return " ".join([said, self.tr("Your turn.")]).strip()
        waiting_for = c.awaiting_reveal()
        if waiting_for is not None:
            passing = self.tr("Pass to %1.").replace("%1", c.seat_name(waiting_for))
            return " ".join([said, passing]).strip()
        seat = c.match.controller()
        waiting = self.tr("Waiting for %1…").replace("%1", c.seat_name(seat or 0))
        return " ".join([said, waiting]).strip()

    # -- input -------------------------------------------------------------------------
    def _on_card_chosen(self, seat: int, card: Card) -> None:
        self.panel.activate_card(seat, card)

    def _on_refused(self, why: Reason) -> None:
        self.status.setText(reason_text(why, self._names()))

    # -- language ----------------------------------------------------------------------
    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Redraw everything in the current language (the view is the single source)."""
        self.view.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        self.scores.retranslate()
        self.refresh()


class ScoreSheet(QFrame):
    """Totals, tricks and deal-by-deal points, plus the buttons between deals."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFixedWidth(300)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.result = QLabel(self)
        self.result.setObjectName("result")
        self.result.setWordWrap(True)
        self.next_button = QPushButton(self.tr("Next deal"), self)
        self.new_button = QPushButton(self.tr("New match"), self)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("<b>Scores</b>"), self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.result)
        layout.addWidget(self.next_button)
        layout.addWidget(self.new_button)
        self.next_button.hide()

    def refresh(self, view: SeatView) -> None:
        """One column per seat: a row per finished deal, then the totals."""
        m = self.controller.match
        names = [self.controller.seat_name(s) for s in range(m.seats)]
        done = [r for r in m.results if r.complete and r.points is not None]
        self.table.setColumnCount(len(names) + 1)
        self.table.setHorizontalHeaderLabels([self.tr("Deal"), *names])
        self.table.setRowCount(len(done) + 1)
        for row, result in enumerate(done):
            self._row(row, str(row + 1), result.points or [])
        self._row(len(done), self.tr("Total"), m.totals, bold=True)
        self.table.resizeColumnsToContents()
        waiting = m.needs_deal and not m.over
        self.next_button.setVisible(waiting)
        if not m.needs_deal:
            self.result.setText("")

    def _row(self, row: int, label: str, values: list[int], bold: bool = False) -> None:
        for col, text in enumerate([label, *map(str, values)]):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            font = item.font()
            font.setBold(bold)
            item.setFont(font)
            self.table.setItem(row, col, item)

    def show_deal_end(self) -> None:
        """Say what the deal gave each seat, and who won if the match is over."""
        m = self.controller.match
        self.result.setText(self._deal_end_text())
        self.next_button.setVisible(not m.over)
        (self.new_button if m.over else self.next_button).setFocus()

    def _deal_end_text(self) -> str:
        m = self.controller.match
        result = m.results[-1]
        parts = [f"{self.controller.seat_name(s)} {p:+d}"
                 for s, p in enumerate(result.points or [])]
        text = self.tr("Deal %1: %2").replace("%1", str(len(m.results))).replace(
            "%2", ", ".join(parts))
        if m.over:
            text += "\n" + self.winner_text()
        return text

    def retranslate(self) -> None:
        """Reword the fixed texts and any deal result on show."""
        self.heading.setText(self.tr("<b>Scores</b>"))
        self.next_button.setText(self.tr("Next deal"))
        self.new_button.setText(self.tr("New match"))
        if self.result.text() and self.controller.match.results:
            self.result.setText(self._deal_end_text())

    def winner_text(self) -> str:
        m = self.controller.match
        names = [self.controller.seat_name(s) for s in m.winners]
        if len(names) == 1:
            return self.tr("%1 wins the match!").replace("%1", names[0])
        return self.tr("Shared win: %1.").replace("%1", ", ".join(names))
