"""A panel laid over the felt that shows the last trick taken, card by card with its players.

It is modal only to the mouse: any click on it, or L or Escape in the view, closes it.
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

CARD_W = 96.0
GAP = 18.0


class TrickOverlay(QGraphicsObject):
    """A dark rounded panel with a title and the cards of one trick, each above its player."""

    sig_closed = Signal()
    """The overlay was clicked away."""

    def __init__(self, title: str, plays: list[tuple[str, Card]]) -> None:
        super().__init__()
        self._w = max(len(plays), 2) * (CARD_W + GAP) + GAP + 40
        self._h = 250.0
        self.setPos(CENTRE.x() - self._w / 2, CENTRE.y() - self._h / 2)
        self.setZValue(2000)
        self.cards: list[CardItem] = []
        self._label(title, QPointF(24, 14), 18, bold=True)
        for i, (name, card) in enumerate(plays):
            item = CardItem(card, CARD_W)
            item.setParentItem(self)
            x = 20 + GAP + i * (CARD_W + GAP)
            item.setPos(x, 50)
            self.cards.append(item)
            label = self._label(name, QPointF(x, 50 + CARD_W * 1.4 + 8), 14)
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
