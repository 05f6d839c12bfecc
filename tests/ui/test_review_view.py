"""The coach's review on the real window: after a deal, Review this deal rates the human's
decisions off the GUI thread, lists them with verdicts and walks them with the position drawn;
it can be cancelled. The search is made cheap here; its strength is measured in benchmarks."""

import functools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from shiboken6 import isValid

from tablecards.ai import review
from tablecards.ai.search.core import Budget
from tablecards.ui import review_view
from tablecards.ui.table.card_item import CardItem
from tests.ui.test_keyboard_games import KeyPlayer
from tests.ui.test_table import wait_turn

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def cheap_review(monkeypatch):
    cheap = functools.partial(review.review_record, budget=Budget(40), worlds=6)
    monkeypatch.setattr(review_view, "review_record", cheap)


def finish_a_deal(qtbot, page) -> None:
    player = KeyPlayer(page)
    while wait_turn(qtbot, page):
        player.move()
    assert page.controller.match.needs_deal


def test_review_rates_each_decision_and_walks_them(qtbot, start, cheap_review):
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    button = page.scores.review_button
    assert button.isVisible()
    QTest.mouseClick(button, LEFT)
    dialog = page.review
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.running() and dialog.table.rowCount() > 0, timeout=60000)
    decisions = [a for a in page.controller.match.actions[-1] if a.seat == 0]
    assert dialog.table.rowCount() == len(decisions)
    for row, action in enumerate(decisions):
        assert dialog.table.item(row, 0).text() == review_view.action_text(action)
        verdict = dialog.table.item(row, 4).text()
        assert verdict in ("good", "inaccuracy", "mistake", "blunder", "forced")
        if verdict == "forced":  # the last card of the deal: nothing to choose, nothing rated
            assert dialog.table.item(row, 3).text() == "—"
    assert dialog.reason.text()
    ringed = [i for i in dialog.scene.items() if isinstance(i, CardItem) and i.won]
    assert len(ringed) == 1
    QTest.mouseClick(dialog.next_button, LEFT)
    assert dialog.table.currentRow() == 1
    QTest.mouseClick(dialog.prev_button, LEFT)
    assert dialog.table.currentRow() == 0
    dialog.close()


def test_review_can_be_cancelled(qtbot, start, monkeypatch):
    slow = functools.partial(review.review_record, budget=Budget(400), worlds=60)
    monkeypatch.setattr(review_view, "review_record", slow)
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    QTest.mouseClick(page.scores.review_button, LEFT)
    dialog = page.review
    assert dialog.running() and dialog.cancel_button.isVisible()
    QTest.mouseClick(dialog.cancel_button, LEFT)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60000)
    decisions = [a for a in page.controller.match.actions[-1] if a.seat == 0]
    assert dialog.table.rowCount() < len(decisions)
    dialog.close()


def test_a_review_may_finish_after_its_table_has_closed(qtbot, window, start, cheap_review):
    """The review is the window's: its verdicts, arriving once the table is gone, are dropped
    without an error (the event loop would report one)."""
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    QTest.mouseClick(page.scores.review_button, LEFT)
    dialog = page.review
    assert dialog is not None and dialog.running()
    window.show_lobby()
    qtbot.waitUntil(lambda: not dialog.running() and dialog.table.rowCount() > 0, timeout=60000)
    assert not isValid(page)
    dialog.close()
