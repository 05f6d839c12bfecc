"""Wording and panels a player reads: bid captions, deal-end breakdowns after a resume or a
language switch, the hot-seat curtain, seat names and refusals (issue 10)."""


from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from tablecards.rules.cards import Suit
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.table.scene import STAGE_ZONE
from tests.ui.test_table import drag, wait_turn

LEFT = Qt.MouseButton.LeftButton


def felt_texts(page) -> list[str]:
    """Every plain text drawn on the felt."""
    return [i.text() for i in page.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_a_spade_bid_card_shows_its_suit_not_a_star(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    assert wait_turn(qtbot, page)
    spade = next(i for i in page.scene.hand_items() if i.card.suit is Suit.SPADES)
    drag(page.view, spade, STAGE_ZONE.center())
    assert "♠1 = 1" in felt_texts(page)


def hot_seat_tressette(window):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, seed=3))
    assert page is not None
    return page


def press_enter_where_focus_is(qtbot) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    QTest.keyClick(focus, Qt.Key.Key_Return)


def test_enter_reveals_on_the_first_handover_after_start(qtbot, window):
    page = hot_seat_tressette(window)
    assert page.pass_screen.isVisible()
    press_enter_where_focus_is(qtbot)
    assert page.controller.human_turn() and not page.pass_screen.isVisible()


def test_enter_reveals_on_the_first_handover_after_continue(qtbot, window):
    hot_seat_tressette(window)
    window.new_action.trigger()
    QTest.mouseClick(window.continue_panel.button, LEFT)
    page = window.table
    assert page is not None and page.pass_screen.isVisible()
    press_enter_where_focus_is(qtbot)
    assert page.controller.human_turn() and not page.pass_screen.isVisible()
