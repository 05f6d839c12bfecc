"""Text on the felt: the deal and trump header, seat names with their counts and badges, the
centre lines and the bid area's caption."""

from __future__ import annotations

import html
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView
from tablecards.ui.table.card_art import suit_colour
from tablecards.ui.table.layout import SCENE, STAGE_ZONE, SeatInfo, Staging

TEXT_COLOUR = QColor("#e8f5e9")
BADGE_COLOUR = QColor("#ffe082")
MARGIN = 10.0
STARK_TEXT, STARK_GOLD = QColor("#ffffff"), QColor("#ffff00")




def shrink_to(label: QGraphicsSimpleTextItem, width: float, smallest: int = 12) -> None:
    """A smaller font for a caption (a long translation, say) that would spill out of its box."""
    font = label.font()
    while label.boundingRect().width() > width and font.pixelSize() > smallest:
        font.setPixelSize(font.pixelSize() - 1)
        label.setFont(font)


class RichLabel(QGraphicsTextItem):
    """A label with styled parts (the trump symbol in its suit's colour)."""

    def text(self) -> str:
        return self.toPlainText()


def trump_symbol_html(suit: Suit) -> str:
    """A suit symbol in its suit's colour on a light chip, readable on the dark felt."""
    return (f'<span style="background-color:#fffdf5; color:{suit_colour(suit).name()}; '
            f'font-size:26px; font-weight:bold">&nbsp;{suit.symbol}&nbsp;</span>')


def header_html(deal_index: int, trump: str | None) -> str:
    """`Deal 2 · Trump ♥` (the symbol in its suit's colour), no trumps, or the deal alone."""
    deal = str(deal_index + 1)
    try:
        suit = Suit.parse(trump) if trump and trump not in ("none", "nines") else None
    except ValueError:
        suit = None
    shown = ""
    if suit is not None:
        template = QCoreApplication.translate("TableScene", "Deal %1 · Trump %2")
        shown = trump_symbol_html(suit)
    elif trump == "none":
        template = QCoreApplication.translate("TableScene", "Deal %1 · No trumps")
    elif trump == "nines":
        template = QCoreApplication.translate("TableScene", "Deal %1 · The nines are trumps")
    else:
        template = QCoreApplication.translate("TableScene", "Deal %1")
    return html.escape(template).replace("%1", deal).replace("%2", shown)


class FeltLabels:
    """Owns the text items of one scene and redraws them on demand."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._items: list[QGraphicsSimpleTextItem | RichLabel] = []
        self.high_contrast = False  # pure white and yellow, all bold, on the plain felt

    def __iter__(self) -> Iterator[QGraphicsSimpleTextItem | RichLabel]:
        return iter(list(self._items))

    def clear(self) -> None:
        for label in self._items:
            self._scene.removeItem(label)
        self._items = []

    def draw(self, view: SeatView, anchors: list[QPointF], info: list[SeatInfo],
             lines: list[str], staging: Staging | None) -> None:
        """Every label of the table: header, centre lines, seats and the bid area's caption."""
        self.clear()
        header = self.header(header_html(view.deal_index, view.trump), QPointF(14, 6))
        top = header.pos().y() + header.boundingRect().height()
        for i, line in enumerate(lines):
            self.text(line, QPointF(20, top + i * 22), 15, TEXT_COLOUR)
        for seat, seat_info in enumerate(info):
            self.seat(anchors[seat], seat_info, view, seat)
        if staging is not None:
            label = self.text(staging.caption, STAGE_ZONE.topLeft() + QPointF(0, 18), 22,
                              QColor("#fff8e1"), bold=True)
            shrink_to(label, STAGE_ZONE.width() - 2 * MARGIN)
            label.setX(STAGE_ZONE.center().x() - label.boundingRect().width() / 2)

    def captions(self, items: list[tuple[str, QPointF, bool]]) -> None:
        """Short texts centred on a point (sets in the middle, drop zones); bold ones gold."""
        for text, at, strong in items:
            colour = BADGE_COLOUR if strong else TEXT_COLOUR
            label = self.text(text, QPointF(), 15, colour, bold=strong)
            self._centred(label, at.x(), at.y())

    def header(self, rich: str, pos: QPointF) -> RichLabel:
        label = RichLabel()
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        label.setFont(font)
        label.setDefaultTextColor(QColor("#ffffff"))
        label.setHtml(rich)
        self._add(label, pos)
        return label

    def seat(self, anchor: QPointF, info: SeatInfo, view: SeatView, seat: int) -> None:
        """The seat's name, card count (others) and tricks, gold when it is to move; its
        badges (bids, premiums, partner) on a line of their own."""
        parts = [info.name]
        if seat != view.seat and seat < len(view.hand_sizes):
            parts.append(QCoreApplication.translate("TableScene", "%n card(s)", "",
                                                    view.hand_sizes[seat]))
        if info.tricks is not None:
            parts.append(info.tricks)
        colour = QColor("#ffd54f") if info.to_move else QColor("#ffffff")
        own = seat == view.seat
        below = 84 if seat in view.visible_hands else 75  # an open hand stands taller
        y = anchor.y() + (below if not own else -112)
        self._centred(self.text("  ·  ".join(parts), QPointF(), 16, colour, bold=True),
                      anchor.x(), y)
        if info.badges:
            badge_y = y - 24 if own else y + 22
            self._centred(self.text("  ·  ".join(info.badges), QPointF(), 14, BADGE_COLOUR),
                          anchor.x(), badge_y)

    @staticmethod
    def _centred(label: QGraphicsItem, x: float, y: float) -> None:
        """Centre `label` on `x`, kept inside the felt."""
        width = label.boundingRect().width()
        left = min(max(x - width / 2, MARGIN), SCENE.width() - MARGIN - width)
        label.setPos(left, y)

    def text(self, text: str, pos: QPointF, size: int, colour: QColor,
             bold: bool = False) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem(text)
        if self.high_contrast:
            colour, bold = _stark(colour), True
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.setBrush(QBrush(colour))
        self._add(label, pos)
        return label

    def _add(self, label: QGraphicsSimpleTextItem | RichLabel, pos: QPointF) -> None:
        label.setPos(pos)
        label.setZValue(900)
        self._scene.addItem(label)
        self._items.append(label)


def _stark(colour: QColor) -> QColor:
    """The high-contrast twin of a label colour: gold and amber turn yellow, the rest white."""
    return STARK_GOLD if colour.saturation() > 80 else STARK_TEXT
