"""A panel laid over the felt that shows the last trick taken, card by card with its players.

It lies across the top of the felt, over the seats there, so the trick in play stays in view
below it (its highest card starts at y 224). A click on it closes it; so do L in the view, the
Last trick button again and Escape wherever the keyboard is (the table page's shortcut).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tablecards.rules.cards import Card
from tablecards.ui.compat import override
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.layout import CENTRE

CARD_W = 80.0
GAP = 14.0
TOP = 12.0  # the panel's top edge on the felt
CARDS_Y = 40.0  # the cards' top edge in the panel, under the title


class TrickOverlay(QGraphicsObject):
    """A dark rounded panel with a title and the cards of one trick, each above its player."""

    sig_closed = Signal()
    """The overlay was clicked away."""

    def __init__(self, title: str, plays: list[tuple[str, Card]]) -> None:
        super().__init__()
        self._w = max(len(plays), 2) * (CARD_W + GAP) + GAP + 40
        names_y = CARDS_Y + CARD_W * 1.4 + 6
        self._h = names_y + 26
        self.setPos(CENTRE.x() - self._w / 2, TOP)
        self.setZValue(2000)
        self.cards: list[CardItem] = []
        self._label(title, QPointF(20, 10), 17, bold=True)
        for i, (name, card) in enumerate(plays):
            item = CardItem(card, CARD_W)
            item.setParentItem(self)
            x = 20 + GAP + i * (CARD_W + GAP)
            item.setPos(x, CARDS_Y)
            self.cards.append(item)
            label = self._label(name, QPointF(x, names_y), 14)
            label.setX(x + (CARD_W - label.boundingRect().width()) / 2)

    def _label(self, text: str, pos: QPointF, size: int,
               bold: bool = False) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem(text, self)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.setBrush(QBrush(QColor("#ffffff")))
        label.setPos(pos)
        return label

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    @override
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 2))
        painter.setBrush(QColor(10, 30, 20, 225))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 16, 16)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self.sig_closed.emit()
