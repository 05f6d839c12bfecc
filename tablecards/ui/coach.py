"""The coach on the table: Hint (H) and Take back (Ctrl+Z), and each human seat's hint switch.

A hint is the Strong bot's move for the human to decide, computed from that seat's view only
(`MatchController.request_hint`); it is shown in the status line, and a card hinted gets the
keyboard's choice, so Enter plays it. Hints can be switched off per human seat from this menu
(Hints for …); a seat's switch is kept in its `SeatConfig` for the match on the table.

Take back is offered against the computer only: with two or more humans at the table (hot
seat) it is off, since undoing one player's move would need every other player's consent.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from tablecards.ui.i18n import Retranslating
from tablecards.ui.move_question import WhyMenu

if TYPE_CHECKING:  # the coach's words load with its first hint, not with the lobby's menu
    from tablecards.rules.cards import Card
    from tablecards.ui.coach_words import Hint
    from tablecards.ui.table_page import TablePage

def focus_card(page: TablePage, card: Card) -> bool:
    """Give `card` the keyboard's choice on the felt (Enter then plays it), walking the
    choice along its row as the arrow keys do; False if it is not in the row."""
    scene = page.scene
    for _ in range(len(scene.card_items())):
        item = scene.focused_item()
        if item is not None and item.card == card:
            return True
        scene.move_focus(1)
    item = scene.focused_item()
    return item is not None and item.card == card


class CoachMenu(Retranslating, QMenu):
    """The Coach menu of the main window, following the table on screen (`attach`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTipsVisible(True)  # Take back says why it is off in hot seat
        self.page: TablePage | None = None
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.ask_hint)
        self.take_back_action = QAction(self)
        self.take_back_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.take_back_action.triggered.connect(self.take_back)
        self.teacher_action = QAction(self)
        self.teacher_action.setObjectName("teacher_mode")
        self.teacher_action.setCheckable(True)
        self.teacher_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_T))
        self.teacher_action.triggered.connect(self._set_teacher_mode)
        self.addAction(self.hint_action)
        self.addAction(self.take_back_action)
        self.addAction(self.teacher_action)
        self.why_menu = WhyMenu(self)
        self.addMenu(self.why_menu)
        self.addSeparator()
        self.hint_switches: dict[int, QAction] = {}
        self.shown_hint: Hint | None = None
        """The hint on show: H pressed again at the same place takes it."""
        self.retranslate()
        self.update_actions()

    def attach(self, page: TablePage | None) -> None:
        """Follow the table `page` (None: back in the lobby, everything disabled)."""
        if self.page is not None:
            self._detach(self.page)
        self.page = page
        self.shown_hint = None
        self.why_menu.attach(page)
        for action in self.hint_switches.values():
            self.removeAction(action)
            action.deleteLater()
        self.hint_switches = {}
        if page is not None:
            c = page.controller
            c.sig_changed.connect(self.update_actions)
            c.sig_hint.connect(self.show_hint)
            c.sig_open_hands.connect(self.teacher_action.setChecked)
            self.hint_switches = {s: self._switch(s) for s in range(len(c.config.seats))
                                  if c.is_human(s)}
        self.retranslate()
        self.update_actions()

    def _detach(self, page: TablePage) -> None:
        """Hear no more from a table leaving the screen."""
        c = page.controller
        with contextlib.suppress(RuntimeError, TypeError):  # already gone or not connected
            c.sig_changed.disconnect(self.update_actions)
            c.sig_hint.disconnect(self.show_hint)
            c.sig_open_hands.disconnect(self.teacher_action.setChecked)

    def _switch(self, seat: int) -> QAction:
        action = QAction(self)
        action.setCheckable(True)
        assert self.page is not None
        action.setChecked(self.page.controller.hints_on(seat))
        action.toggled.connect(lambda on, s=seat: self._set_hints(s, on))
        self.addAction(action)
        return action

    def _set_hints(self, seat: int, on: bool) -> None:
        if self.page is not None:
            self.page.controller.set_hints(seat, on)
        self.update_actions()

    def update_actions(self) -> None:
        """Enable Hint and Take back as the match on the table allows."""
        c = self.page.controller if self.page is not None else None
        if c is not None:
            self._forget_old_hint(c.position())
        self.hint_action.setEnabled(c is not None and c.hint_allowed())
        self.take_back_action.setEnabled(c is not None and c.take_back_allowed())
        self.take_back_action.setToolTip(self._take_back_tip())
        self.teacher_action.setEnabled(c is not None and c.teacher_mode_allowed())
        self.teacher_action.setChecked(c is not None and c.open_hands)

    def _forget_old_hint(self, position: object) -> None:
        """A hint's reasoning leaves the answer box once its decision is past."""
        assert self.page is not None
        box = self.page.questions.box
        if box.hint_at is not None and box.hint_at != position:
            box.hide()

    def _set_teacher_mode(self, on: bool) -> None:
        """Every hand face up, or hidden again (a match once shown open stays marked); a
        table shared by several people asks first (the page does)."""
        if self.page is not None:
            self.page.set_teacher_mode(on)
            self.teacher_action.setChecked(self.page.controller.open_hands)

    def _take_back_tip(self) -> str:
        if self.page is not None and self.page.controller.take_back_seat() is None \
                and sum(s.human for s in self.page.controller.config.seats) > 1:
            return self.tr("Off when several people share the table: taking a move back "
                           "would need everyone's consent.")
        return self.tr("Return to your previous decision; the match's record notes it.")

    def ask_hint(self) -> None:
        """Ask for a hint; with a hint on show for this very decision, take it instead (one
        key plays the card or lays the cards it names, whatever the game's own keys are)."""
        if self.page is None:
            return
        c, hint = self.page.controller, self.shown_hint
        if hint is not None and c.hint_allowed() and hint.seat == c.match.controller() \
                and hint.position == c.position():
            self.shown_hint = None
            c.submit(hint.action)
            return
        c.request_hint()

    def take_back(self) -> None:
        if self.page is not None and self.page.controller.take_back():
            self.page.status.setText(self.tr("Taken back: it is your decision again."))

    def show_hint(self, hint: Hint) -> None:
        """The hint in the status line; a card hinted gets the keyboard's choice."""
        from tablecards.rules.lesson_moves import move_cards as action_cards
        from tablecards.ui.coach_words import hint_details, hint_text

        page = self.page
        if page is None or hint.seat != page.controller.match.controller():
            return
        page.status.setText(hint_text(hint))
        details = hint_details(hint)
        if details:
            page.questions.box.say(details, page.controller.position())
        self.shown_hint = hint
        cards = action_cards(hint.action)
        if cards:
            focus_card(page, cards[0])
        page.scene.mark_hinted(hint.seat, cards)

    def retranslate(self) -> None:
        """Reword every entry in the current language."""
        self.setTitle(self.tr("C&oach"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_action.setToolTip(self.tr("Show the move the computer would make for you, "
                                            "and why"))
        self.take_back_action.setText(self.tr("&Take back"))
        self.take_back_action.setToolTip(self._take_back_tip())
        self.teacher_action.setText(self.tr("T&eacher mode: every hand face up"))
        self.teacher_action.setToolTip(self.tr(
            "For teaching: all hands are shown, and the match is marked as played with hands "
            "open"))
        if self.page is not None:
            for seat, action in self.hint_switches.items():
                action.setText(self.tr("Hints for %1").replace(
                    "%1", self.page.controller.seat_name(seat)))
