"""A panel laid over the felt that shows one trick of the deal: its cards with their players,
the winning card marked, and why it won.

It lies across the top of the felt, over the seats there, so the trick in play stays in view
below it: with a two-line reason it ends at y 219, and the highest trick card's shadow starts at
y 221.5. The arrows at its sides (and Left and Right, the table page's shortcuts) step through
the deal's tricks; a click elsewhere closes it, as do L in the view, the Last trick button
again and Escape wherever the keyboard is.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tablecards.rules.cards import Card
from tablecards.ui.compat import override
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.layout import CENTRE

CARD_W = 72.0
GAP = 14.0
TOP = 8.0  # the panel's top edge on the felt
CARDS_Y = 36.0  # the cards' top edge in the panel, under the title
NAMES_H = 24.0  # the players' names under the cards
ARROW_W = 44.0  # the clickable strip at each side that steps to another trick
CAPTION_H = 44.0  # room for the reason, two lines


class TrickOverlay(QGraphicsObject):
    """A dark rounded panel with a title and the cards of one trick, each above its player."""

    sig_closed = Signal()
    """The overlay was clicked away."""
    sig_step = Signal(int)
    """An arrow was clicked: -1 for the trick before, +1 for the one after."""

    def __init__(self, title: str, plays: list[tuple[str, Card]], won: int | None = None,
                 caption: str = "", steps: tuple[bool, bool] = (False, False)) -> None:
        super().__init__()
        self._w = max(len(plays), 4) * (CARD_W + GAP) + GAP + 2 * ARROW_W
        names_y = CARDS_Y + CARD_W * 1.4 + 6
        self._h = names_y + NAMES_H + (CAPTION_H if caption else 0)
        self.setPos(CENTRE.x() - self._w / 2, TOP)
        self.setZValue(2000)
        self.cards: list[CardItem] = []
        self.steps = steps
        self._label(title, QPointF(ARROW_W, 10), 17, bold=True)
        left = (self._w - len(plays) * (CARD_W + GAP) + GAP) / 2
        for i, (name, card) in enumerate(plays):
            item = CardItem(card, CARD_W)
            item.setParentItem(self)
            x = left + i * (CARD_W + GAP)
            item.setPos(x, CARDS_Y)
            item.set_marks(won=i == won, dimmed=won is not None and i != won)
            self.cards.append(item)
            label = self._label(name, QPointF(x, names_y), 14)
            label.setX(x + (CARD_W - label.boundingRect().width()) / 2)
        self.caption = self._caption(caption, names_y + NAMES_H)
        for shown, x, text in ((steps[0], 8.0, "‹"), (steps[1], self._w - ARROW_W + 8, "›")):
            if shown:
                self._label(text, QPointF(x, CARDS_Y + CARD_W * 0.4), 40, bold=True)

    def _caption(self, text: str, top: float) -> QGraphicsTextItem | None:
        """Why the trick was won, wrapped under the cards."""
        if not text:
            return None
        item = QGraphicsTextItem(self)
        font = QFont()
        font.setPixelSize(15)
        item.setFont(font)
        item.setDefaultTextColor(QColor("#fff59d"))
        item.document().setDocumentMargin(0)  # two lines fill CAPTION_H
        item.setTextWidth(self._w - 2 * ARROW_W)
        item.setPlainText(text)
        item.setPos(ARROW_W, top)
        return item

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
        painter.setBrush(QColor(10, 30, 20))  # opaque: the seat labels under it showed through
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 16, 16)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        x = event.pos().x()
        if x < ARROW_W and self.steps[0]:
            self.sig_step.emit(-1)
        elif x > self._w - ARROW_W and self.steps[1]:
            self.sig_step.emit(1)
        else:
            self.sig_closed.emit()
