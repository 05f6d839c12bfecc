"""Text on the felt: the deal and trump header, seat names with their counts and badges, the
centre lines and the bid area's caption."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
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
READABLE_PX = 12.0
"""The smallest text on the felt, in pixels on the screen: a small window shrinks the whole
scene, and its 15 px captions fell to about 8 px at 1024×700."""
GROWTH = 1.9
"""The most a label grows to stay readable."""
GAP = 2.0
"""Space kept between two labels that would touch."""
MAX_PUSHES = 16
NO_LINE_START = "）」』、。，．：・ー!?！？)]"
"""Marks a line never starts with."""
DOT = " · "
"""How a caption joins its parts (a name, a combo)."""
SIDE_FROM = 300.0
"""A seat this far left or right of the middle sits at the side, beside the middle row."""
SIDE_WIDTH, TOP_WIDTH, OWN_WIDTH = 270.0, 440.0, 760.0
"""The widest one line of a seat's text may be, at the side, at the top, and the own."""


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


@dataclass
class Caption:
    """A short text centred on a point, gold and bold when `strong`, wrapped to `room`."""

    text: str
    at: QPointF
    strong: bool = False
    room: float | None = None


class FeltLabels:
    """Owns the text items of one scene and redraws them on demand."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._items: list[QGraphicsSimpleTextItem | RichLabel] = []
        self.high_contrast = False  # pure white and yellow, all bold, on the plain felt
        self.scale = 1.0
        """Screen pixels per scene unit (the view's zoom): small windows get larger text."""
        self.seat_bottoms: dict[int, float] = {}
        """Where each seat's text ends, going down the felt (the middle row starts lower)."""

    def px(self, size: float) -> int:
        """A font size in scene units that is `size`, or larger when that would fall below
        READABLE_PX on the screen (at most GROWTH times larger: a window smaller still
        cannot hold the table's words at all)."""
        need = -(-READABLE_PX // max(self.scale, 0.05))
        return int(max(size, min(need, size * GROWTH)))

    def __iter__(self) -> Iterator[QGraphicsSimpleTextItem | RichLabel]:
        return iter(list(self._items))

    def clear(self) -> None:
        for label in self._items:
            self._scene.removeItem(label)
        self._items = []
        self.seat_bottoms = {}

    def draw(self, view: SeatView, anchors: list[QPointF], info: list[SeatInfo],
             lines: list[str], staging: Staging | None) -> None:
        """Every label of the table: header, centre lines, seats and the bid area's caption."""
        self.clear()
        header = self.header(header_html(view.deal_index, view.trump), QPointF(14, 6))
        top = header.pos().y() + header.boundingRect().height()
        for line in lines:  # one under the other, however tall the font had to grow
            top += self.text(line, QPointF(20, top), 15, TEXT_COLOUR).boundingRect().height()
        for seat, seat_info in enumerate(info):
            self.seat(anchors[seat], seat_info, view, seat)
        if staging is not None:
            self._stage_caption(staging.caption)

    def _stage_caption(self, text: str) -> None:
        """The bid area's caption at its top, smaller if it is long; longer still (a small
        window keeps text readable), on two lines or more."""
        room = STAGE_ZONE.width() - 2 * MARGIN
        label = self.text(text, STAGE_ZONE.topLeft() + QPointF(0, 18), 22,
                          QColor("#fff8e1"), bold=True)
        shrink_to(label, room, self.px(12))
        size = label.font().pixelSize()
        if label.boundingRect().width() > room:
            self._scene.removeItem(label)
            self._items.remove(label)
            y = STAGE_ZONE.top() + 18
            for line in self._wrapped(text, size, True, room):
                label = self.text(line, QPointF(0, y), size, QColor("#fff8e1"), bold=True)
                label.setX(STAGE_ZONE.center().x() - label.boundingRect().width() / 2)
                y += label.boundingRect().height()
            return
        label.setX(STAGE_ZONE.center().x() - label.boundingRect().width() / 2)

    def captions(self, items: list[Caption]) -> None:
        """Short texts centred on a point (sets in the middle, drop zones); bold ones gold.
        A caption wider than its room wraps at spaces; one that would print over a label
        already on the felt moves down until it is clear, so neighbouring sets' captions,
        the title and the zones' words never overlap."""
        for caption in items:
            colour = BADGE_COLOUR if caption.strong else TEXT_COLOUR
            y = caption.at.y()
            for line in self._wrapped(caption.text, 15, caption.strong, caption.room):
                label = self.text(line, QPointF(), 15, colour, bold=caption.strong)
                self._centred(label, caption.at.x(), y)
                self._clear_of_others(label)
                y = label.sceneBoundingRect().bottom()

    def _wrapped(self, text: str, size: int, bold: bool, room: float | None) -> list[str]:
        """`text` in lines at most `room` wide, broken at its dots first ("Ann · Flush"),
        then at spaces (a word longer than the room, or a text without spaces, stays
        whole)."""
        if room is None:
            return [text]
        font = QFont()
        font.setPixelSize(self.px(size))
        font.setBold(bold)
        measure = QFontMetricsF(font)

        def fits(line: str) -> bool:
            return measure.horizontalAdvance(line) <= room

        lines: list[str] = []
        for part in text.split(DOT):
            if lines and fits(lines[-1] + DOT + part):
                lines[-1] += DOT + part
            elif fits(part):
                lines.append(part)
            else:
                lines += [piece for line in _by_words(part, fits)
                          for piece in ([line] if fits(line) else _by_chars(line, fits))]
        return lines

    def _clear_of_others(self, label: QGraphicsItem) -> None:
        for _ in range(MAX_PUSHES):
            mine = label.sceneBoundingRect()
            hit = next((other.sceneBoundingRect() for other in self._items
                        if other is not label and other.sceneBoundingRect().intersects(mine)),
                       None)
            if hit is None:
                return
            label.setY(label.y() + hit.bottom() - mine.top() + GAP)

    def header(self, rich: str, pos: QPointF) -> RichLabel:
        label = RichLabel()
        font = QFont()
        font.setPixelSize(self.px(20))
        font.setBold(True)
        label.setFont(font)
        label.setDefaultTextColor(QColor("#ffffff"))
        label.setHtml(rich)
        self._add(label, pos)
        return label

    def seat(self, anchor: QPointF, info: SeatInfo, view: SeatView, seat: int) -> None:
        """The seat's name, card count (others) and tricks, gold when it is to move; its
        badges (bids, premiums, partner) on a line of their own. Too wide for its place
        (large text in a small window, a long name), the parts go on lines of their own."""
        parts = [info.name]
        if seat != view.seat and seat < len(view.hand_sizes):
            parts.append(QCoreApplication.translate("TableScene", "%n card(s)", "",
                                                    view.hand_sizes[seat]))
        if info.tricks is not None:
            parts.append(info.tricks)
        colour = QColor("#ffd54f") if info.to_move else QColor("#ffffff")
        own = seat == view.seat
        below = 84 if seat in view.visible_hands else 75  # an open hand stands taller
        widest = OWN_WIDTH if own else SIDE_WIDTH if abs(anchor.x() - SCENE.center().x()) \
            > SIDE_FROM else TOP_WIDTH
        names = [(t, 16) for t in self._lines(parts, 16, widest)]
        badges = [(t, 14) for t in self._lines(info.badges, 14, widest)]
        made = [self.text(text, QPointF(), size, colour if size == 16 else BADGE_COLOUR,
                          bold=size == 16)  # the own badges above the name, others' below
                for text, size in (badges + names if own else names + badges)]
        height = sum(label.boundingRect().height() for label in made)
        # Below the seat's cards; the own seat's text stands above the hand, ending where
        # its one line used to end.
        y = anchor.y() + below if not own else anchor.y() - 112 + 20 - height
        for label in made:
            self._centred(label, anchor.x(), y)
            y += label.boundingRect().height()
        self.seat_bottoms[seat] = y

    def _lines(self, parts: list[str], size: int, widest: float) -> list[str]:
        """`parts` on one line joined by dots, else greedily on as few lines as fit."""
        if not parts:
            return []
        font = QFont()
        font.setPixelSize(self.px(size))
        font.setBold(size == 16)
        measure = QFontMetricsF(font)
        lines = [parts[0]]
        for part in parts[1:]:
            joined = f"{lines[-1]}  ·  {part}"
            if measure.horizontalAdvance(joined) <= widest:
                lines[-1] = joined
            else:
                lines.append(part)
        return lines

    def line_height(self, size: int) -> float:
        """How tall a line of felt text of `size` is drawn now."""
        font = QFont()
        font.setPixelSize(self.px(size))
        return QFontMetricsF(font).height()

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
        font.setPixelSize(self.px(size))
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


def _by_words(text: str, fits: Callable[[str], bool]) -> list[str]:
    """Lines broken at spaces; a mark of a character or two ("★") stays with the next word."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and (fits(f"{lines[-1]} {word}") or len(lines[-1]) <= 2):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _by_chars(text: str, fits: Callable[[str], bool]) -> list[str]:
    """Lines broken between any two characters (Japanese has no spaces), never before a
    closing mark."""
    lines = [""]
    for char in text:
        if lines[-1] and not fits(lines[-1] + char) and char not in NO_LINE_START:
            lines.append(char)
        else:
            lines[-1] += char
    return lines


def _stark(colour: QColor) -> QColor:
    """The high-contrast twin of a label colour: gold and amber turn yellow, the rest white."""
    return STARK_GOLD if colour.saturation() > 80 else STARK_TEXT
