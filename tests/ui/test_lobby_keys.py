"""The lobby by keyboard: Tab walks it as it reads (the game list, then the right column top
to bottom, each row left to right), and the control with the keyboard is visibly marked, in
the lobby, on the rules page and on the default button."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tablecards.ui.controller import MatchConfig, SeatConfig

MAX_TABS = 80
ROW = 8
"""Two controls whose middles are this close in height are on one row."""


def tab_round(start: QWidget) -> list[QWidget]:
    """The widgets Tab reaches from `start` until it comes back to it."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [start]
    for _ in range(MAX_TABS):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is start:
            return seen
        seen.append(widget)
    raise AssertionError("Tab never came back to where it started")


def reading_place(lobby, widget: QWidget) -> tuple[int, int, int]:
    """(block, row middle, left) of a lobby control; blocks are the parts of the lobby as
    they read: the game list, the player count, the options, the seats, the buttons."""
    blocks = [lobby.game, lobby.players, lobby.options_box.inner, lobby.seats_box]
    block = next((i for i, b in enumerate(blocks) if b is widget or b.isAncestorOf(widget)),
                 len(blocks))
    base = blocks[block] if block < len(blocks) else lobby
    corner = widget.mapTo(base, QPoint(0, 0))
    return block, corner.y() + widget.height() // 2, corner.x()


def reads_in_order(places: list[tuple[int, int, int]]) -> bool:
    for (b1, y1, x1), (b2, y2, x2) in pairwise(places):
        if b2 < b1:
            return False
        if b2 == b1 and not (y2 > y1 + ROW or (abs(y2 - y1) <= ROW and x2 > x1)):
            return False
    return True


def seats_shown(qtbot, lobby) -> None:
    """New rows are shown by the layout a moment later, as the lobby is used."""
    qtbot.waitUntil(lambda: all(name.isVisible() for name, _ in lobby.seats_box.rows))


@pytest.mark.parametrize("game_id", ["ninety_nine", "hearts", "sneak", "sheepshead"])
def test_tab_walks_the_lobby_as_it_reads(qtbot, window, game_id):
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData(game_id))
    seats_shown(qtbot, lobby)
    walked = [w for w in tab_round(lobby.game.view) if lobby.isAncestorOf(w)]
    places = [reading_place(lobby, w) for w in walked]
    assert reads_in_order(places), [(type(w).__name__, p) for w, p in zip(walked, places,
                                                                         strict=True)]
    assert walked[-3:] == [lobby.rules_button, lobby.learn_button, lobby.start_button]
    name, kind = lobby.seats_box.rows[0]
    assert walked.index(name) < walked.index(kind)
    if lobby.players.isEnabled():  # one player count: the box shows it, disabled
        assert walked.index(lobby.players) < walked.index(name)


def test_tab_order_follows_a_new_player_count(qtbot, window):
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("ninety_nine"))
    lobby.players.setCurrentIndex(lobby.players.findData(4))
    seats_shown(qtbot, lobby)
    walked = [w for w in tab_round(lobby.game.view) if lobby.isAncestorOf(w)]
    assert reads_in_order([reading_place(lobby, w) for w in walked])
    assert lobby.seats_box.rows[3][0] in walked


def test_the_continue_panel_comes_before_the_game_list(qtbot, window):
    seats = [SeatConfig("Ann", True), SeatConfig("Bot 1", False)]
    assert window.start_match(MatchConfig("tressette", 2, {}, seats, 3)) is not None
    window.show_lobby()
    panel = window.continue_panel
    qtbot.waitUntil(panel.isVisible)
    walked = tab_round(panel.button)
    assert walked[1] is window.lobby.game.view, "Continue, then the games below it"


# -- a visible focus -------------------------------------------------------------------------
def around(widget: QWidget) -> QImage:
    """The window's picture round `widget` (a ring may lie just outside it)."""
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    QApplication.processEvents()
    return window.grab(QRect(corner, widget.size()).adjusted(-4, -4, 4, 4)).toImage()


def shows_focus(widget: QWidget, elsewhere: QWidget) -> bool:
    """The widget takes the keyboard by Tab, and its picture changes when it has it."""
    assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    without = around(widget)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    assert widget.hasFocus()
    return around(widget) != without


def test_the_game_list_and_the_default_button_show_the_keyboard(window):
    lobby = window.lobby
    assert lobby.start_button.isDefault()
    assert shows_focus(lobby.game.view, lobby.rules_button)
    assert shows_focus(lobby.start_button, lobby.game.view)


def test_the_rules_page_shows_the_keyboard(qtbot, window):
    rules = window.show_rules("hearts")
    rules.show()
    qtbot.waitExposed(rules)
    assert shows_focus(rules.page, rules.contents)
