"""Why did the computer do that? A computer seat's last move explained in the player's
words, at the table and in replays.

The answer (`coaching.Explanation`) is the coach's search of the view that seat decided from,
with the hint's seed and budget, worded as a hint is (`coach.hint_sentence`) after a first
line naming the move and whether the coach's search makes it too. The seat's own search may
have weighed things its own way (another level, another seed): then that line says which move
the coach prefers from the same cards, and the reason given is the coach's.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QToolButton, QWidget
from shiboken6 import isValid

from tablecards.ui.compat import override
from tablecards.ui.i18n import Retranslating

if TYPE_CHECKING:  # the coach's search loads with the first question, not with the menu
    from PySide6.QtWidgets import QGraphicsView

    from tablecards.ui.coaching import Explanation
    from tablecards.ui.controller import MatchController
    from tablecards.ui.table.scene import TableScene


class QuestionTable(Protocol):
    """What the questions need of the table they sit on (`TablePage` is one): its match, the
    felt and its view, and the page's own questions. Below the page, they never import it."""

    controller: MatchController
    scene: TableScene
    view: QGraphicsView
    questions: SeatQuestions

def answer_text(why: Explanation, name: str, penalty: bool = False,
                seat_name: Callable[[int], str] | None = None) -> str:
    """Two lines: the seat's move and the coach's verdict on it, then the reason, put as
    seen from that seat (the coach's words say "you"); `name` is the seat's name, `penalty`
    for a game whose points are penalties, `seat_name` names the seats the facts mention."""
    from tablecards.ai.why_words import join_sentences
    from tablecards.ui.coach_words import hint_sentence, why_sentence
    from tablecards.ui.coaching import FALLBACK
    from tablecards.ui.texts import action_text

    move = action_text(why.action)
    kind = why.advice.reasoning.kind
    if kind == "only":
        first = QCoreApplication.translate("ComputerMove", "%1: %2 — the only legal move.")
        return first.replace("%1", name).replace("%2", move)
    if kind == FALLBACK:
        first = QCoreApplication.translate(
            "ComputerMove", "%1: %2 — the coach's search could not look into this move.")
        return first.replace("%1", name).replace("%2", move)
    if why.agrees:
        first = QCoreApplication.translate(
            "ComputerMove",
            "%1: %2 — from what %1 could see, the coach's search makes the same move.")
    else:
        first = QCoreApplication.translate(
            "ComputerMove", "%1: %2 — from what %1 could see, the coach's search prefers %3.")
    first = first.replace("%1", name).replace("%2", move).replace(
        "%3", action_text(why.advice.action))
    if why.agrees or not why.facts:
        # one paragraph: the hint's main reason and the rest (the box has room for both)
        reason = join_sentences(hint_sentence(why.advice.reasoning, penalty,
                                              seat_name).split("\n"))
    else:  # the facts behind the move made, not the coach's
        reason = why_sentence(why.facts, penalty, seat_name)
    second = QCoreApplication.translate("ComputerMove", "In the place of %1: %2")
    return f"{first}\n{second.replace('%1', name).replace('%2', reason)}"


def why_menu_text(name: str) -> str:
    """The menu entry asking about one seat's last move."""
    return QCoreApplication.translate("ComputerMove", "Why did %1 do that?").replace("%1", name)


def waiting_menu_text(name: str) -> str:
    """The entry, off, while the reason would show cards the player cannot see."""
    return QCoreApplication.translate(
        "ComputerMove", "Why did %1 do that? — answered when the deal ends").replace("%1", name)


def waiting_tip() -> str:
    """Why the question waits, for the entry's tooltip."""
    return QCoreApplication.translate(
        "ComputerMove", "The reason comes from the cards that seat holds, so the coach gives "
                        "it when the deal ends, or at once with every hand face up "
                        "(teacher mode).")


def asking_text(name: str) -> str:
    """The answer's place while the coach looks into a seat's move."""
    return QCoreApplication.translate(
        "ComputerMove", "The coach is looking into the last move of %1…").replace("%1", name)


def ask_why(controller: MatchController, seat: int) -> str | None:
    """Ask about `seat`'s last move; the words to show while the answer comes, None when
    the seat has no move to explain or its reason must wait for the end of the deal."""
    if not controller.request_why(seat):
        return None
    return asking_text(controller.seat_name(seat))


def entry_state(controller: MatchController, seat: int, action: QAction) -> None:
    """Word and enable one seat's entry: askable, waiting for the deal's end (off, saying
    so), or nothing to ask (off)."""
    name = controller.seat_name(seat)
    waiting = controller.why_allowed(seat) and not controller.why_answered_now()
    action.setText(waiting_menu_text(name) if waiting else why_menu_text(name))
    action.setToolTip(waiting_tip() if waiting else QCoreApplication.translate(
        "ComputerMove", "The coach searches the last move from what that seat could see, "
                        "and says why"))
    action.setEnabled(controller.why_allowed(seat) and controller.why_answered_now())


class WhyMenu(Retranslating, QMenu):
    """The Coach menu's "Why did … do that?": one entry per computer seat of the table on
    screen, on while that seat has a move in the deal to explain and its reason shows no
    hidden card; the answer goes to the page's answer box, as a right click's does."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page: QuestionTable | None = None
        self.seat_actions: dict[int, QAction] = {}
        self.retranslate()

    @property
    def controller(self) -> MatchController | None:
        return self.page.controller if self.page is not None else None

    def attach(self, page: QuestionTable | None) -> None:
        """Follow the table `page` (None: no table, the menu off)."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # gone or not connected
                self.controller.sig_changed.disconnect(self.update_actions)
        for action in self.seat_actions.values():
            self.removeAction(action)
            action.deleteLater()
        self.page, self.seat_actions = page, {}
        controller = self.controller
        if controller is not None:
            controller.sig_changed.connect(self.update_actions)
            for seat in controller.why_seats():
                action = QAction(self)
                action.triggered.connect(lambda _=False, s=seat: self.ask(s))
                self.addAction(action)
                self.seat_actions[seat] = action
        self.retranslate()

    def ask(self, seat: int) -> None:
        if self.page is not None:
            self.page.questions.ask(seat)

    def update_actions(self) -> None:
        c = self.controller
        for seat, action in self.seat_actions.items():
            if c is None:
                action.setEnabled(False)
            else:
                entry_state(c, seat, action)
        # Open while a seat has a move: an entry waiting for the deal's end says so.
        self.setEnabled(c is not None and any(c.why_allowed(s) for s in self.seat_actions))

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("ComputerMove", "&Why did the computer do that?"))
        self.setToolTipsVisible(True)
        self.update_actions()


class AnswerBox(Retranslating, QFrame):
    """Under the status line: the coach's answer about a computer seat's move, word-wrapped
    in full. It stays while moves go on (the status line is the narration's, rewritten at
    every move) until closed, another question is asked, or the moves it could explain are
    gone (a new deal, a take-back). A hint's whole reasoning shows here too (the status
    line has room for its main reason only), until its decision is past (`hint_at`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("why_answer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = QLabel(self)
        self.text.setObjectName("why_answer_text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 2, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hint_at: object = None
        """Where the match stood when the hint shown came (the controller's `position()`),
        None for an answer about a move."""
        self.hide()
        self.retranslate()

    def say(self, words: str, hint_at: object = None) -> None:
        """Show `words`; `hint_at` is the place of the decision a hint's reasoning is for."""
        self.hint_at = hint_at
        self.text.setText(words)
        self.show()

    def retranslate(self) -> None:
        tip = QCoreApplication.translate("ComputerMove", "Close the coach's answer")
        self.close_button.setToolTip(tip)
        self.close_button.setAccessibleName(tip)


class SeatQuestions(QObject):
    """On a table page: a right click (or the menu key) near a computer seat offers "Why did
    … do that?"; the waiting words and every answer go to the page's answer box (`box`)."""

    def __init__(self, page: QuestionTable) -> None:
        super().__init__(page)
        self.page = page
        self.box = AnswerBox(page)
        self.menu: QMenu | None = None
        """The last seat menu offered (kept for its owner to close, and for tests)."""
        viewport = page.view.viewport()
        viewport.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        viewport.customContextMenuRequested.connect(self.offer)  # the keyboard's menu key
        viewport.installEventFilter(self)  # the felt takes presses: a right one is ours
        page.controller.sig_why.connect(self.show_answer)
        page.controller.sig_changed.connect(self.forget_gone_moves)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A right press on the felt offers the seat menu (the scene would take the press,
        and then Qt sends no context menu event)."""
        if event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent) \
                and event.button() == Qt.MouseButton.RightButton:
            return self.offer(event.position().toPoint())
        return super().eventFilter(watched, event)

    def seat_near(self, pos: QPoint) -> int | None:
        """The seat whose place on the felt is nearest to `pos` (viewport coordinates)."""
        c, scene = self.page.controller, self.page.scene
        at = self.page.view.mapToScene(pos)
        seats = range(c.match.seats)
        return min(seats, key=lambda s: _distance(scene.anchor(s), at), default=None)

    def offer(self, pos: QPoint) -> bool:
        """The seat menu at `pos`, when it is near a computer seat (True: offered, or one is
        up already)."""
        if self.menu is not None and isValid(self.menu) and self.menu.isVisible():
            return True
        seat = self.seat_near(pos)
        c = self.page.controller
        if seat is None or seat not in c.why_seats():
            return False
        menu = QMenu(self.page.view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.setToolTipsVisible(True)
        action = menu.addAction(why_menu_text(c.seat_name(seat)))
        entry_state(c, seat, action)
        action.triggered.connect(lambda: self.ask(seat))
        self.menu = menu
        menu.popup(self.page.view.viewport().mapToGlobal(pos))
        return True

    def ask(self, seat: int) -> None:
        """Ask about `seat`'s move, from either path; the box says the coach is at it."""
        words = ask_why(self.page.controller, seat)
        if words is not None:
            self.box.say(words)

    def show_answer(self, why: Explanation) -> None:
        from tablecards.ui.texts import penalty_points  # with the first answer, not the menu

        c = self.page.controller
        penalty = penalty_points(c.game_id)
        self.box.say(answer_text(why, c.seat_name(why.seat), penalty, c.seat_name))

    def forget_gone_moves(self) -> None:
        """A new deal or a take-back leaves no move to explain: the answer goes too (a
        question still on its way shows when it comes)."""
        c = self.page.controller
        if self.box.isVisible() and not c.last_moves and not c.why_pending():
            self.box.hide()


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
