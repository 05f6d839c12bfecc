"""The playing screen: the table, a status line, the game's panel and the score sheet.

It wires one MatchController to the scene and the game panel and redraws everything from
the controller's current view whenever the match changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QVBoxLayout, QWidget
from shiboken6 import isValid

from tablecards.rules.actions import Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.explain import Why
from tablecards.rules.game import Match, SeatView
from tablecards.ui.compat import override
from tablecards.ui.controller import MatchController
from tablecards.ui.i18n import Retranslating
from tablecards.ui.move_question import SeatQuestions
from tablecards.ui.panel import GamePanel, create_panel
from tablecards.ui.pass_screen import PassScreen
from tablecards.ui.prefs import TablePrefs
from tablecards.ui.review_ahead import ReviewAhead, cancel_all
from tablecards.ui.review_view import ReviewDialog, open_review
from tablecards.ui.score_sheet import ScoreSheet
from tablecards.ui.table.line_box import LineBox, line_height
from tablecards.ui.table.scene import Marks, SeatInfo, TableScene
from tablecards.ui.table.view import TableView
from tablecards.ui.texts import card_text, reason_text, round_text, why_text
from tablecards.ui.trick_history import deal_whys

SIDE_MIN, SIDE_MAX = 280, 380
SIDE_SHARE = 0.27
"""The side column takes this share of the page's width, between SIDE_MIN and SIDE_MAX."""


class TablePage(Retranslating, QWidget):
    """One match on screen."""

    sig_new_match = Signal()
    """The player asked for a new match (back to the lobby)."""
    sig_verdicts = Signal(int, dict)
    """The coach's review rated a seat's decisions in a deal: the seat and how many got each
    verdict (a deal's seat counts once, however often it is reviewed)."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None,
                 prefs: TablePrefs | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = TableScene(self, controller.pace, prefs)
        self.view = TableView(self.scene, self)
        self.status = LineBox(2, self)
        self.status.setObjectName("status")
        self.panel: GamePanel = create_panel(controller)
        self.scene.prefs.strength = self.panel.rank_strength
        self.scene.prefs.group = self.panel.sort_group
        self.scores = ScoreSheet(controller, self)
        self.pass_screen = PassScreen(self.view)
        self.teacher_banner = QLabel(self)
        self.teacher_banner.setObjectName("teacher_banner")
        self.teacher_banner.setWordWrap(True)
        self.teacher_banner.setStyleSheet(
            "QLabel { background: #fff3c4; color: #4a3b00; padding: 4px 8px; "
            "border: 1px solid #d9b300; border-radius: 3px; }")
        self.teacher_banner.hide()
        self._told: Why | None = None  # why the last trick or challenge was won
        self._whys: list[Why] = []  # why each trick of the deal was won (history)
        self._trick_index = 0  # the trick the history shows
        self.review: ReviewDialog | None = None  # the last review opened
        self.teacher_question: QMessageBox | None = None
        """Asking whether to lay every hand face up at a shared table, while it is open."""
        self._reviewed: set[tuple[int, int]] = set()  # (deal, seat) reviews told
        self.ahead = ReviewAhead(controller, self)
        """The people's decisions rated while the deal is played, for the review."""
        ratings = self.ahead.ratings  # the table gone, its ratings still to come are not wanted
        self.destroyed.connect(lambda *_: cancel_all(ratings))
        self._build()
        self._connect()
        self._name_for_access()

    def _build(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.teacher_banner)
        left.addWidget(self.view, 1)
        left.addWidget(self.status)
        self.questions = SeatQuestions(self)  # "why did the computer do that?" and its answer
        left.addWidget(self.questions.box)
        left.addWidget(self.panel)
        self.side = QVBoxLayout()
        self.side.addWidget(self.scores, 2)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(self.side)
        self._panel_floor = max(self.panel.minimumHeight(), line_height(self.panel) * 2 + 6)
        self.panel.setMinimumHeight(self._panel_floor)
        self.panel.installEventFilter(self)

    def _connect(self) -> None:
        c = self.controller
        c.sig_changed.connect(self.refresh)
        c.sig_refused.connect(self._on_refused)
        c.sig_events.connect(self._on_events)
        c.sig_deal_over.connect(self._on_deal_over)
        self.scene.sig_card_chosen.connect(self._on_card_chosen)
        self.scene.sig_card_staged.connect(self.panel.stage_card)
        self.view.confirm_hook = self.confirm
        self.view.key_hook = self.panel.key_pressed
        self.scene.sig_zone_drop.connect(self.panel.drop_on_zone)
        self.scene.sig_stock_chosen.connect(self.panel.activate_stock)
        self.view.sig_last_trick.connect(self.toggle_last_trick)
        self.view.sig_next_deal.connect(c.next_deal)
        self.scores.last_trick_button.clicked.connect(self.toggle_last_trick)
        self.panel.sig_marks_changed.connect(self.refresh)
        self.scores.next_button.clicked.connect(self._next_deal_from_button)
        for button in (self.scores.next_button, self.scores.new_button):
            button.setAutoDefault(True)  # Enter presses the focused button
        self.scores.new_button.clicked.connect(self.sig_new_match.emit)
        self.scores.review_button.clicked.connect(self.review_deal)
        self.pass_screen.sig_reveal.connect(c.reveal)
        self._connect_escape()

    def _connect_escape(self) -> None:
        """Escape closes the trick history wherever the keyboard is (the button just clicked
        keeps it), Left and Right step through it; the shortcuts are live only while it is
        up, so the keys mean what they did otherwise."""
        self.scene.sig_overlay_step.connect(self._step_trick)
        for key, act in ((Qt.Key.Key_Escape, self.scene.hide_overlay),
                         (Qt.Key.Key_Left, lambda: self._step_trick(-1)),
                         (Qt.Key.Key_Right, lambda: self._step_trick(1))):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setEnabled(False)
            shortcut.activated.connect(act)
            self.scene.sig_overlay_shown.connect(shortcut.setEnabled)

    def add_guide(self, guide: QWidget) -> None:
        """Put a guide (a lesson's words) above the score sheet."""
        self.side.insertWidget(0, guide, 3)
        self._fit_side()
        guide.show()  # a layout shows a new child of a shown page only later

    def side_width(self) -> int:
        """The side column's width for the page's width: 380 px on a wide window, less on
        a small one during play (at 1024 px it kept 380 px mostly empty while the felt
        shrank); the scoring of a deal just over takes the full width again."""
        if self.scores.breakdown.isVisibleTo(self.scores):
            return SIDE_MAX
        return max(SIDE_MIN, min(SIDE_MAX, round(self.width() * SIDE_SHARE)))

    def _fit_side(self) -> None:
        """Every part of the side column (the scores, a guide) takes the column's width."""
        width = self.side_width()
        for i in range(self.side.count()):
            widget = self.side.itemAt(i).widget()
            if widget is not None and widget.width() != width:
                widget.setFixedWidth(width)

    def start(self) -> None:
        self.controller.start()
        self.view.setFocus()

    # -- teacher mode ------------------------------------------------------------------
    def set_teacher_mode(self, on: bool) -> None:
        """Teacher mode on or off. Where several people share the table (hot seat), every
        hand face up would show the others' hidden hands to whoever looks now, so the
        player is asked first; switching off never asks."""
        c = self.controller
        if not on or c.open_hands or sum(c.is_human(s) for s in range(c.match.seats)) < 2:
            c.set_open_hands(on)
            return
        if self.teacher_question is None:
            self.teacher_question = self._ask_teacher_mode()

    def _ask_teacher_mode(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Teacher mode"), self.tr(
            "Teacher mode lays every hand face up, to everyone who can see the screen, "
            "including the hands of the other people at this table."), parent=self)
        box.setInformativeText(self.tr("Show every hand?"))
        show = box.addButton(self.tr("Show every hand"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep them hidden"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)  # an Enter pressed by habit keeps the hands hidden
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: self.controller.set_open_hands(True) if button is show else None)
        box.finished.connect(self._forget_teacher_question)
        box.open()
        return box

    def _forget_teacher_question(self) -> None:
        self.teacher_question = None

    # -- redraw ------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        marks = self._marks(view)
        self.scene.sync(view, self._seat_infos(view), marks, self.panel.info_lines(view))
        self.panel.refresh()
        self.scores.refresh()
        self._fit_side()  # narrow again once the scoring of the deal before is put away
        self.status.setText(self._narration(view))
        self._update_pass_screen()
        self._show_teacher_banner()

    def _show_teacher_banner(self) -> None:
        """Teacher mode says so above the felt; a live match adds that it is marked."""
        self.teacher_banner.setVisible(self.controller.open_hands)
        self.teacher_banner.setText(self.tr(
            "Teacher mode: every hand is face up. This match is marked so in its record and "
            "statistics.") if self.controller.saved else self.tr(
            "Teacher mode: every hand is face up."))

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
        p = self.panel
        return Marks(interactive, p.legal_cards(view) if active else set(),
                     p.selected_cards(), active, p.staging(view), p.turnup(view),
                     p.centre(view), p.drop_zones(view) if active else [],
                     active and p.stock_active(view), p.selected_copies())

    def _seat_infos(self, view: SeatView) -> list[SeatInfo]:
        c, p = self.controller, self.panel
        return [SeatInfo(c.seat_label(s), p.tricks_text(view, s),
                         view.to_move == s and not c.match.needs_deal, p.seat_badges(view, s))
                for s in range(view.seats)]

    def _names(self) -> list[str]:
        return [self.controller.seat_name(s) for s in range(self.controller.match.seats)]

    def _narration(self, view: SeatView) -> str:
        """What just happened and whose turn it is, one sentence per line."""
        return "\n".join(line for line in (self._last_said(), self._next_said()) if line)

    def _last_said(self) -> str:
        c = self.controller
        last = c.last
        told = why_text(self._told, self._names()) if self._told is not None else ""
        if last is not None and last.kind == "trick_won" and last.seat is not None:
            won = self.tr("Trick to %1.").replace("%1", c.seat_name(last.seat))
            return f"{won} {told}" if told else won
        if told:
            return told
        if last is not None and last.kind == "played" and last.seat is not None:
            return self.tr("%1 played %2.").replace("%1", c.seat_name(last.seat)).replace(
                "%2", card_text(Card.parse(str(last.data.get("card")))))
        return ""

    def _next_said(self) -> str:
        c = self.controller
        if c.match.over:
            return self.scores.winner_text()
        if c.match.needs_deal:
            return self.tr("The deal is over.")
        if c.human_turn():
            return self.tr("Your turn.")
        waiting_for = c.awaiting_reveal()
        if waiting_for is not None:
            return self.tr("Pass to %1.").replace("%1", c.seat_name(waiting_for))
        if not any(c.is_human(s) for s in range(c.match.seats)):  # a replay: nobody waits
            return self.tr("Next: %1.").replace("%1", c.seat_name(c.match.controller() or 0))
        return self.tr("Waiting for %1…").replace("%1", c.seat_name(c.match.controller() or 0))

    # -- input -------------------------------------------------------------------------
    def confirm(self) -> bool:
        """Enter on the table: the next deal between deals, else the panel's pending choice."""
        m = self.controller.match
        if m.needs_deal and not m.over:
            self.controller.next_deal()
            return True
        return self.panel.confirm()

    def _next_deal_from_button(self) -> None:
        """Deal on, and give the keys back to the table: the button hides as the deal starts,
        and Qt would pass the focus on to New match, where the next Enter would leave."""
        self.controller.next_deal()
        self.view.setFocus()

    def _on_card_chosen(self, seat: int, card: Card, copy: int) -> None:
        self.panel.activate_copy(seat, card, copy)

    def _on_events(self, events: list[Event]) -> None:
        self.scene.note(events)
        told = [why for e in events if e.seat is not None
                and (why := Why.from_data(e.seat, e.data)) is not None]
        if told:
            self._told = told[-1]
        elif any(e.kind in ("played", "dealt") for e in events):
            self._told = None

    def _on_deal_over(self) -> None:
        view = self.controller.view()
        if view is not None:
            self.scores.show_deal_end(self.panel.deal_lines(view, self.controller.scored_event()))
            self._fit_side()

    def toggle_last_trick(self) -> None:
        """Show the last trick taken over the felt, or close it if it is showing."""
        view = self.controller.view()
        if self.scene.overlay is not None or view is None:
            self.scene.hide_overlay()
            return
        if not view.tricks:
            self.status.setText(round_text(self.controller.match.game_id, "none",
                                           self.tr("No trick has been taken yet.")))
            return
        told = getattr(self.controller, "trick_whys", None)  # a network table's, as told
        self._whys = told() if told is not None else deal_whys(self.controller.match)
        self.show_trick(len(view.tricks) - 1)

    def show_trick(self, index: int) -> None:
        """Show trick `index` of this deal (from 0) with its winner marked and why it won."""
        view = self.controller.view()
        if view is None or not 0 <= index < len(view.tricks):
            return
        self._trick_index = index
        trick, c = view.tricks[index], self.controller
        winner = c.seat_name(trick.winner or 0)
        last = len(view.tricks) - 1
        game = c.match.game_id
        title = (round_text(game, "last", self.tr("Last trick, taken by %1"))
                 .replace("%1", winner) if index == last
                 else round_text(game, "nth", self.tr("Trick %1 of %2, taken by %3"))
                 .replace("%1", str(index + 1)).replace("%2", str(last + 1))
                 .replace("%3", winner))
        why = self._whys[index] if index < len(self._whys) else None
        won = next((i for i, (s, _) in enumerate(trick.plays) if s == trick.winner), None)
        self.scene.show_overlay(title, [(c.seat_name(s), card) for s, card in trick.plays],
                                won, why_text(why, self._names()) if why else "",
                                (index > 0, index < last))

    def _step_trick(self, step: int) -> None:
        if self.scene.overlay is not None:
            self.show_trick(self._trick_index + step)

    def review_deal(self) -> ReviewDialog | None:
        """Open the coach's review of the deal just finished, for the human seats (the one
        at the screen first)."""
        c = self.controller
        humans = [s for s in range(c.match.seats) if c.is_human(s)]
        if not humans or not c.match.results:
            return None
        deal = len(c.match.results) - 1 if isinstance(c.match, Match) else c.match.deal_index
        if self.review is not None and isValid(self.review) and self.review.deal == deal:
            self.review.raise_()  # one review of a deal at a time
            self.review.activateWindow()
            return self.review
        viewer = c.viewer()
        if viewer in humans:
            humans.remove(viewer)
            humans.insert(0, viewer)
        self.review = open_review(c.match, self._names(), humans, deal, self.window(),
                                  self.scene.prefs.arrange, self.ahead)
        self.review.sig_verdicts.connect(lambda seat, counts: self._verdicts(deal, seat, counts))
        return self.review

    def _verdicts(self, deal: int, seat: int, counts: dict[str, int]) -> None:
        """Tell a review's verdicts once per deal and seat. The review belongs to the window,
        so it may finish after this table has closed: then there is no one to tell."""
        if not isValid(self):
            return
        if (deal, seat) not in self._reviewed:
            self._reviewed.add((deal, seat))
            self.sig_verdicts.emit(seat, counts)

    def _on_refused(self, why: Reason) -> None:
        self.status.setText(reason_text(why, self._names()))

    # -- a steady table ----------------------------------------------------------------
    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The panel may grow (a long prompt, a row of controls) but never shrinks back while
        the window keeps its width, so the felt above does not bob as the texts change."""
        if watched is self.panel and event.type() == QEvent.Type.Resize \
                and self.panel.height() > self.panel.minimumHeight():
            self.panel.setMinimumHeight(self.panel.height())
        return super().eventFilter(watched, event)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        if event.size().width() != event.oldSize().width():
            self.panel.setMinimumHeight(self._panel_floor)  # prompts wrap anew
            self._fit_side()
        super().resizeEvent(event)

    def _name_for_access(self) -> None:
        """Names a screen reader says for the parts around the felt (the cards name
        themselves: ui/table/access.py)."""
        self.panel.setAccessibleName(self.tr("Your choices"))
        self.scores.setAccessibleName(self.tr("Scores"))
        self.scores.table.setAccessibleName(self.tr("Points by deal"))
        self.scores.breakdown.setAccessibleName(self.tr("Scoring of the last deal"))

    # -- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        """Redraw everything in the current language (the view is the single source)."""
        self.view.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        self.view.setAccessibleDescription(QCoreApplication.translate(
            "TableView",
            "Left and Right choose a card, Up and Down switch rows, Space or Enter plays it"))
        self._name_for_access()
        self.scores.retranslate()
        self.refresh()
        if self.controller.match.needs_deal:  # the breakdown on show, in the new language
            self._on_deal_over()
