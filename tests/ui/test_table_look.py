"""High contrast and large cards: chosen with real clicks in the Table menu, shown at once on
the running table, and remembered for the next start."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from tablecards.ui.controller import Pace
from tablecards.ui.main_window import MainWindow
from tablecards.ui.settings import Settings
from tablecards.ui.table.layout import HAND_W
from tablecards.ui.table.scene import LARGE_SCALE, STARK_FELT
from tests.ui.test_table import wait_turn

LEFT = Qt.MouseButton.LeftButton


def click_in_menu(qtbot, window, menu: QMenu, action: QAction) -> None:
    """Open `menu` by clicking its title in the menu bar, then click `action` in it."""
    bar = window.menuBar()
    QTest.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    QTest.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())


def felt_colour(page) -> QColor:
    """The felt's colour in a corner of the view, away from cards and labels."""
    image = page.view.grab().toImage()
    return image.pixelColor(QPoint(image.width() - 4, image.height() - 4))


def test_high_contrast_by_menu_is_plain_dark_with_strong_marks(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    before = felt_colour(page)
    assert before.green() > before.red() + 20, "the usual felt is green"
    menu = window.table_menu
    click_in_menu(qtbot, window, menu, menu.high_contrast)
    assert menu.high_contrast.isChecked() and Settings().high_contrast()
    assert felt_colour(page) == STARK_FELT
    hand = page.scene.hand_items()
    assert hand and all(item.high_contrast for item in hand)
    texts = [label for label in page.scene._labels if hasattr(label, "brush")]
    assert texts and all(label.brush().color().name() in ("#ffffff", "#ffff00")
                         for label in texts)
    click_in_menu(qtbot, window, menu, menu.high_contrast)
    assert not Settings().high_contrast() and felt_colour(page) == before


def test_large_cards_by_menu_make_the_hand_and_trick_bigger(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    hand = page.scene.hand_items()
    assert all(item.size[0] == HAND_W for item in hand)
    menu = window.table_menu
    click_in_menu(qtbot, window, menu, menu.large_cards)
    assert menu.large_cards.isChecked() and Settings().large_cards()
    hand = page.scene.hand_items()
    assert all(item.size[0] == HAND_W * LARGE_SCALE for item in hand)
    scene_rect = page.scene.sceneRect()
    for item in hand:
        assert scene_rect.contains(item.sceneBoundingRect().center())
    click_in_menu(qtbot, window, menu, menu.large_cards)
    assert all(item.size[0] == HAND_W for item in page.scene.hand_items())
    assert not Settings().large_cards()


def test_the_look_is_remembered(qtbot, window, save_store):
    for action in (window.table_menu.high_contrast, window.table_menu.large_cards):
        click_in_menu(qtbot, window, window.table_menu, action)
    settings = Settings()
    assert settings.high_contrast() and settings.large_cards()
    again = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=save_store)
    qtbot.addWidget(again)
    assert again.prefs.high_contrast and again.prefs.large_cards
    assert again.table_menu.high_contrast.isChecked() and again.table_menu.large_cards.isChecked()
