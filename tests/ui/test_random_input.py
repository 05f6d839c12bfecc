"""Random input on the real window: clicks, drags, keys, resizes and language switches.

A player who mashes the mouse and keyboard anywhere, in any game, solo or hot-seat, must never
meet a traceback: pytest-qt fails the test on any exception raised inside a Qt event handler
or slot. Dialogs the monkey opens are answered at random, so leaving, new matches and
resumes are exercised too. The input is seeded, so a failure replays exactly.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox, QWidget

from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import coaching, i18n
from tablecards.ui.controller import MatchConfig, SeatConfig
from tests.ui.conftest import TABLE_BOTS

KEYS = (
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
    Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_1, Qt.Key.Key_A, Qt.Key.Key_Delete,
)
SIZES = ((1024, 700), (1600, 1000), (800, 600), (1200, 780))
STEPS = {False: 120, True: 250}
"""Moves per run: a monkey that stays at the table needs more to reach the deal ends."""


class DialogAnswerer:
    """Answers every modal dialog and closes every popup menu the monkey opens; a monkey that
    stays at the table always says no, so it plays deep into the match."""

    def __init__(self, rng: random.Random, stay: bool) -> None:
        self.rng = rng
        self.stay = stay
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox):
            buttons = modal.buttons()
            if buttons and not self.stay:
                self.rng.choice(buttons).click()
                return
        if isinstance(modal, QDialog):
            modal.reject()
        elif modal is not None:
            modal.close()

    def stop(self) -> None:
        self.timer.stop()


def target_at(window: QWidget, point: QPoint) -> tuple[QWidget, QPoint]:
    """The deepest widget under `point` (window coordinates) and the point in its coordinates."""
    child = window.childAt(point)
    if child is None:
        return window, point
    return child, child.mapFrom(window, point)


def press_drag_release(widget: QWidget, start: QPoint, end: QPoint) -> None:
    """A drag in a few moves: the card items' own mouse handling (QDrag is never used)."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(widget, left, none, start)
    for i in range(1, 5):
        QTest.mouseMove(widget, start + (end - start) * i / 4)
    QTest.mouseRelease(widget, left, none, end)


class Monkey:
    """Random input on one window. One that `stay`s at the table never presses New match and
    answers every question no, so it plays deep into the match (deal ends, score sheets)."""

    def __init__(self, window: QWidget, rng: random.Random, stay: bool) -> None:
        self.window = window
        self.rng = rng
        self.stay = stay

    def random_point(self) -> QPoint:
        """A point below the menu bar (the menus' Quit would end the run early)."""
        top = self.window.menuBar().height() + 1
        return QPoint(self.rng.randrange(self.window.width()),
                      self.rng.randrange(top, self.window.height()))

    def click(self) -> None:
        widget, local = target_at(self.window, self.random_point())
        right = self.rng.random() < 0.1
        button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
        none = Qt.KeyboardModifier.NoModifier
        if self.rng.random() < 0.15:
            QTest.mouseDClick(widget, button, none, local)
        else:
            QTest.mouseClick(widget, button, none, local)

    def click_card(self) -> None:
        """Click or drag a card item, mostly a legal one (random points rarely hit cards)."""
        table = self.window.table
        if table is None or not table.isVisible():
            self.click()
            return
        items = [item for item in table.scene.card_items() if item.isVisible()]
        legal = [item for item in items if item.legal]
        if legal and self.rng.random() < 0.6:
            items = legal
        if not items:
            return
        item = self.rng.choice(items)
        w, h = item.size
        start = table.view.mapFromScene(item.mapToScene(w * 0.25, h * 0.6))
        viewport = table.view.viewport()
        if self.rng.random() < 0.7:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, start)
        else:
            end = table.view.mapFromScene(table.view.sceneRect().center())
            press_drag_release(viewport, start, end)

    def click_button(self) -> None:
        """Click a button on show: the moves a player makes most (Start, Pass, Confirm)."""
        table = self.window.table
        leave = table.scores.new_button if self.stay and table is not None else None
        buttons = [b for b in self.window.centralWidget().findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled() and b is not leave]
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def drag(self) -> None:
        widget, start = target_at(self.window, self.random_point())
        press_drag_release(widget, start, widget.mapFrom(self.window, self.random_point()))

    def press_key(self) -> None:
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, self.rng.choice(KEYS))

    def resize(self) -> None:
        self.window.resize(*self.rng.choice(SIZES))

    def switch_language(self) -> None:
        i18n.set_language(self.rng.choice(list(i18n.LANGUAGES)))

    def run(self, qtbot, steps: int) -> None:
        moves = {self.click: 15, self.click_card: 35, self.click_button: 20, self.drag: 7,
                 self.press_key: 20, self.resize: 2, self.switch_language: 1}
        answerer = DialogAnswerer(self.rng, self.stay)
        try:
            for _ in range(steps):
                self.rng.choices(list(moves), list(moves.values()))[0]()
                qtbot.wait(1)
        finally:
            answerer.stop()
            i18n.set_language("en")


@pytest.fixture(autouse=True)
def _quicker_coach(monkeypatch) -> None:
    """The coach searches at Normal here: the monkey asks for a hint at one move in five, and
    at Strong those searches on the GUI thread were most of these tests' time (the coach's
    own level is tested in tests/ui/test_coach*.py)."""
    monkeypatch.setattr(coaching, "HINT_LEVEL", "normal")


@pytest.mark.parametrize("stay", [False, True], ids=["roam", "stay"])
@pytest.mark.parametrize("hot_seat", [False, True], ids=["solo", "hot-seat"])
@pytest.mark.parametrize("game_id", game_ids())
def test_random_input_never_raises(qtbot, window, game_id: str, hot_seat: bool,
                                   stay: bool) -> None:
    players = game_class(game_id).spec.usual_players
    humans = 2 if hot_seat else 1
    seats = [SeatConfig(f"P{i + 1}", i < humans, TABLE_BOTS) for i in range(players)]
    seed = sum(map(ord, game_id)) + humans + 10 * stay
    assert window.start_match(MatchConfig(game_id, players, {}, seats, seed)) is not None
    Monkey(window, random.Random(seed), stay).run(qtbot, STEPS[stay])
    assert window.isVisible()
    if window.table is not None:  # the table still answers: its match is consistent
        window.table.controller.match.view(0)


def test_random_input_in_the_lobby(qtbot, window) -> None:
    Monkey(window, random.Random(7), stay=False).run(qtbot, 300)
    assert window.isVisible()
