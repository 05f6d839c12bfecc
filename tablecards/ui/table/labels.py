"""Text on the felt: seat names with their counts, centre lines and the trump badge."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView
from tablecards.ui.table.card_art import suit_colour
from tablecards.ui.table.layout import SeatInfo


class FeltLabels:
    """Owns the text items of one scene and redraws them on demand."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._items: list[QGraphicsSimpleTextItem] = []

    def __iter__(self) -> Iterator[QGraphicsSimpleTextItem]:
        return iter(list(self._items))

    def clear(self) -> None:
        for label in self._items:
            self._scene.removeItem(label)
        self._items = []

    def seat(self, anchor: QPointF, info: SeatInfo, view: SeatView, seat: int) -> None:
        """The seat's name, its card count (others) and tricks, gold when it is to move."""
        parts = [info.name]
        if seat != view.seat and seat < len(view.hand_sizes):
            parts.append(QCoreApplication.translate("TableScene", "%n card(s)", "",
                                                    view.hand_sizes[seat]))
        if info.tricks is not None:
            parts.append(QCoreApplication.translate("TableScene", "%n trick(s)", "",
                                                    info.tricks))
        colour = QColor("#ffd54f") if info.to_move else QColor("#ffffff")
        y = anchor.y() + (75 if seat != view.seat else -112)
        label = self.text("  ·  ".join(parts), QPointF(anchor.x(), y), 16, colour, bold=True)
        label.setPos(anchor.x() - label.boundingRect().width() / 2, y)

    def trump(self, code: str, pos: QPointF) -> None:
        """A large trump suit symbol with its caption (or the caption alone: no trumps)."""
        try:
            suit = Suit.parse(code)
        except ValueError:
            return  # no trumps, or the nines: the centre lines say so in words
        caption = self.text(QCoreApplication.translate("TableScene", "Trump"), pos, 16,
                            QColor("#e8f5e9"))
        symbol = self.text(suit.symbol, pos + QPointF(caption.boundingRect().width() + 8, -14),
                           36, QColor("#ffffff"), bold=True)
        colour = suit_colour(suit)
        symbol.setBrush(QBrush(colour.lighter(170) if colour.lightness() < 60 else colour))

    def text(self, text: str, pos: QPointF, size: int, colour: QColor,
             bold: bool = False) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.setBrush(QBrush(colour))
        label.setPos(pos)
        label.setZValue(900)
        self._scene.addItem(label)
        self._items.append(label)
        return label
