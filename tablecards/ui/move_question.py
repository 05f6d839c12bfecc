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
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QMenu, QWidget
from shiboken6 import isValid

from tablecards.ui.coaching import FALLBACK, Explanation
from tablecards.ui.compat import override
from tablecards.ui.i18n import Retranslating
from tablecards.ui.texts import action_text, penalty_points

if TYPE_CHECKING:
    from tablecards.ui.controller import MatchController
    from tablecards.ui.table_page import TablePage

def answer_text(why: Explanation, name: str, penalty: bool = False,
                seat_name: Callable[[int], str] | None = None) -> str:
    """Two lines: the seat's move and the coach's verdict on it, then the reason, put as
    seen from that seat (the coach's words say "you"); `name` is the seat's name, `penalty`
    for a game whose points are penalties, `seat_name` names the seats the facts mention."""
    from tablecards.ui.coach import hint_sentence, why_sentence  # its menu holds WhyMenu

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
        reason = hint_sentence(why.advice.reasoning, penalty, seat_name)
    else:  # the facts behind the move made, not the coach's
        reason = why_sentence(why.facts, penalty, seat_name)
    second = QCoreApplication.translate("ComputerMove", "In the place of %1: %2")
    return f"{first}\n{second.replace('%1', name).replace('%2', reason)}"


def why_menu_text(name: str) -> str:
    """The menu entry asking about one seat's last move."""
    return QCoreApplication.translate("ComputerMove", "Why did %1 do that?").replace("%1", name)


def asking_text(name: str) -> str:
    """The status line while the coach looks into a seat's move."""
    return QCoreApplication.translate(
        "ComputerMove", "The coach is looking into the last move of %1…").replace("%1", name)


def ask_why(controller: MatchController, seat: int) -> str | None:
    """Ask about `seat`'s last move; the status line's words while the answer comes, None
    when the seat has no move to explain."""
    if not controller.request_why(seat):
        return None
    return asking_text(controller.seat_name(seat))


class WhyMenu(Retranslating, QMenu):
    """The Coach menu's "Why did … do that?": one entry per computer seat of the table on
    screen, enabled while that seat has a move in the deal to explain."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: MatchController | None = None
        self.seat_actions: dict[int, QAction] = {}
        self.retranslate()

    def attach(self, controller: MatchController | None) -> None:
        """Follow `controller` (None: no table, the menu off)."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # gone or not connected
                self.controller.sig_changed.disconnect(self.update_actions)
        for action in self.seat_actions.values():
            self.removeAction(action)
            action.deleteLater()
        self.controller, self.seat_actions = controller, {}
        if controller is not None:
            controller.sig_changed.connect(self.update_actions)
            for seat in controller.why_seats():
                action = QAction(self)
                action.triggered.connect(lambda _=False, s=seat: self.ask(s))
                self.addAction(action)
                self.seat_actions[seat] = action
        self.retranslate()

    def ask(self, seat: int) -> None:
        if self.controller is not None:
            self.controller.request_why(seat)

    def update_actions(self) -> None:
        c = self.controller
        for seat, action in self.seat_actions.items():
            action.setEnabled(c is not None and c.why_allowed(seat))
        self.setEnabled(any(a.isEnabled() for a in self.seat_actions.values()))

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("ComputerMove", "&Why did the computer do that?"))
        self.setToolTipsVisible(True)
        if self.controller is not None:
            for seat, action in self.seat_actions.items():
                action.setText(why_menu_text(self.controller.seat_name(seat)))
                action.setToolTip(QCoreApplication.translate(
                    "ComputerMove", "The coach searches the last move from what that seat "
                                    "could see, and says why"))
        self.update_actions()


class SeatQuestions(QObject):
    """On a table page: a right click (or the menu key) near a computer seat offers "Why did
    … do that?", and every answer to such a question goes to the status line."""

    def __init__(self, page: TablePage) -> None:
        super().__init__(page)
        self.page = page
        self.menu: QMenu | None = None
        """The last seat menu offered (kept for its owner to close, and for tests)."""
        viewport = page.view.viewport()
        viewport.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        viewport.customContextMenuRequested.connect(self.offer)  # the keyboard's menu key
        viewport.installEventFilter(self)  # the felt takes presses: a right one is ours
        page.controller.sig_why.connect(self.show_answer)

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
        action = menu.addAction(why_menu_text(c.seat_name(seat)))
        action.setEnabled(c.why_allowed(seat))
        action.triggered.connect(lambda: self.ask(seat))
        self.menu = menu
        menu.popup(self.page.view.viewport().mapToGlobal(pos))
        return True

    def ask(self, seat: int) -> None:
        words = ask_why(self.page.controller, seat)
        if words is not None:
            self.page.status.setText(words)

    def show_answer(self, why: Explanation) -> None:
        c = self.page.controller
        penalty = penalty_points(c.game_id)
        self.page.status.setText(answer_text(why, c.seat_name(why.seat), penalty,
                                             c.seat_name))


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
