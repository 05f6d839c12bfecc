"""Card art is cached per device size; the app loads Qt's Japanese catalogue."""

from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tablecards.app import install_translators
from tablecards.rules.cards import card
from tablecards.ui.table.card_art import BACK_COLOUR, card_pixmap


def test_pixmaps_are_rendered_at_device_pixels_and_cached(qapp):
    small = card_pixmap(card("QH"), 50, 70, 1.0)
    sharp = card_pixmap(card("QH"), 50, 70, 2.0)
    assert (small.width(), small.height()) == (50, 70)
    assert (sharp.width(), sharp.height()) == (100, 140)
    assert sharp.devicePixelRatio() == 2.0
    assert card_pixmap(card("QH"), 50, 70, 2.0) is sharp


def test_back_is_painted_in_the_back_colour(qapp):
    image = card_pixmap(None, 100, 140, 1.0).toImage()
    assert QColor(image.pixel(20, 70)).name() != "#000000"
    centre = QColor(image.pixel(50, 70))
    assert abs(centre.blue() - BACK_COLOUR.blue()) < 90 and centre.blue() > centre.red()


def test_qtbase_japanese_catalogue_loads(qapp):
    translators = install_translators(qapp, QLocale(QLocale.Language.Japanese))
    try:
        assert translators, "qtbase_ja.qm ships with PySide6-Essentials"
    finally:
        for translator in translators:
            QApplication.removeTranslator(translator)
