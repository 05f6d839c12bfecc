"""Text with card pictures: rules pages and lesson words, their cards drawn by the table's art.

The rules-page markup (`tablecards.rules.rules_pages`) turns `{{QS 10H*}}` into images whose
address is `card:QS?win=1`; this browser paints them with the same card faces as the table, the
card that wins ringed and the others dimmed, at the size the page asks for.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QUrl, QUrlQuery
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTextDocument
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from tablecards.rules import rules_pages
from tablecards.rules.cards import Card
from tablecards.ui.compat import override
from tablecards.ui.table.card_art import card_pixmap

RING = QColor("#e08e00")
"""The winner's ring: amber, seen on the page's white as the table's white ring is on felt."""
DIM = QColor(255, 255, 255, 130)
SMALL_WIDTH = 14
"""A joker or a face-down card named inside a sentence."""


def card_picture(code: str, width: int, wins: bool, dim: bool, dpr: float) -> QPixmap:
    """One card as the page shows it (None for a code that is not a card)."""
    try:
        card = None if code == "back" else Card.parse(code)
    except ValueError:
        card = None
    height = round(width * 1.4)
    pad = 3
    picture = QPixmap(round((width + 2 * pad) * dpr), round((height + 2 * pad) * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawPixmap(pad, pad, card_pixmap(card, width, height, dpr))
    if dim:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIM)
        painter.drawRoundedRect(QRectF(pad, pad, width, height), 5, 5)
    if wins:
        painter.setPen(QPen(RING, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1.5, 1.5, width + 3, height + 3), 6, 6)
    painter.end()
    return picture


class CardText(QTextBrowser):
    """A read-only browser of rules-page markup, its cards painted as on the table."""

    def __init__(self, parent: QWidget | None = None, card_width: int = 56) -> None:
        super().__init__(parent)
        self.card_width = card_width
        self.setOpenLinks(True)
        self.setOpenExternalLinks(False)
        self.markup = ""

    def show_markup(self, text: str) -> None:
        """Show rules-page markup (headings, lists, tables, card blocks)."""
        self.markup = text
        self.document().clear()  # cached card pictures go with the old page
        self.setHtml(rules_pages.to_html(text))

    @override
    def loadResource(self, kind: int, name: QUrl) -> Any:
        if kind == QTextDocument.ResourceType.ImageResource.value and name.scheme() == "card":
            query = QUrlQuery(name)
            width = SMALL_WIDTH if query.hasQueryItem("small") else self.card_width
            return card_picture(name.path(), width, query.hasQueryItem("win"),
                                query.hasQueryItem("dim"), self.devicePixelRatioF())
        return super().loadResource(kind, name)


def plain_browser(browser: QTextBrowser) -> None:
    """No frame, the window's colour: words in a panel rather than a document."""
    browser.setFrameShape(QFrame.Shape.NoFrame)
    browser.viewport().setAutoFillBackground(False)
    browser.setStyleSheet("QTextBrowser { background: transparent; }")
