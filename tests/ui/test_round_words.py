"""The table's trick viewer in the game's own words: Sneak settles leads, not tricks, so its
button, note and titles say "lead"; a trick game keeps "trick"."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from tests.ui.test_table import wait_turn

LEFT = Qt.MouseButton.LeftButton


def overlay_title(page) -> str:
    overlay = page.scene.overlay
    assert overlay is not None
    return next(item.text() for item in overlay.childItems()
                if isinstance(item, QGraphicsSimpleTextItem))


def test_sneak_names_its_rounds_leads(qtbot, start):
    page = start("sneak", players=2, seed=5)
    button = page.scores.last_trick_button
    assert button.text() == "&Last lead" and "lead" in button.toolTip()
    assert wait_turn(qtbot, page)
    QTest.mouseClick(button, LEFT)
    assert page.scene.overlay is None and page.status.text() == "No lead has been settled yet."
    c = page.controller
    for _ in range(60):  # flaunt until a lead is settled (each flaunt settles one)
        if c.view().tricks or not wait_turn(qtbot, page):
            break
        flaunts = [a for a in c.match.legal_actions() if a.verb == "flaunt"]
        c.submit(flaunts[0] if flaunts else c.match.legal_actions()[0])
    qtbot.waitUntil(lambda: bool(c.view().tricks), timeout=5000)
    QTest.mouseClick(button, LEFT)
    assert overlay_title(page).startswith("Last lead, won by ")
    assert "trick" not in overlay_title(page).lower()


def test_a_trick_game_keeps_its_tricks(qtbot, start):
    page = start("tressette", seed=3)
    assert page.scores.last_trick_button.text() == "&Last trick"
    assert wait_turn(qtbot, page)
    QTest.mouseClick(page.scores.last_trick_button, LEFT)
    assert page.status.text() == "No trick has been taken yet."
