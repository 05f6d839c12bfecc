"""Card faces and the back, painted by our own code and cached as pixmaps.

Painting vector paths (not font glyphs) keeps suits identical on every machine and crisp at
any size; each face is rendered once per device-pixel size and reused by every card item,
so a table of 50 cards costs 50 pixmap blits per frame, not 50 path renderings.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from tablecards.rules.cards import Card, Rank, Suit

CARD_W = 100.0
CARD_H = 140.0
RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")
BACK_COLOUR = QColor("#1f4e8c")
# The four-colour deck: clubs green and diamonds blue, so no two suits share a colour.
FOUR_COLOURS = {Suit.CLUBS: QColor("#2e7d32"), Suit.DIAMONDS: QColor("#1565c0")}
COURT_LETTERS = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}

# Pip centres inside the pip area (0..1 each way) for the number cards.
_COLS = {"l": 0.0, "c": 0.5, "r": 1.0}
_PIPS: dict[int, list[tuple[str, float]]] = {
    2: [("c", 0), ("c", 1)],
    3: [("c", 0), ("c", 0.5), ("c", 1)],
    4: [("l", 0), ("r", 0), ("l", 1), ("r", 1)],
    5: [("l", 0), ("r", 0), ("c", 0.5), ("l", 1), ("r", 1)],
    6: [("l", 0), ("r", 0), ("l", 0.5), ("r", 0.5), ("l", 1), ("r", 1)],
    7: [("l", 0), ("r", 0), ("c", 0.25), ("l", 0.5), ("r", 0.5), ("l", 1), ("r", 1)],
    8: [("l", 0), ("r", 0), ("c", 0.25), ("l", 0.5), ("r", 0.5), ("c", 0.75), ("l", 1),
        ("r", 1)],
    9: [("l", 0), ("r", 0), ("l", 1 / 3), ("r", 1 / 3), ("c", 0.5), ("l", 2 / 3),
        ("r", 2 / 3), ("l", 1), ("r", 1)],
    10: [("l", 0), ("r", 0), ("c", 1 / 6), ("l", 1 / 3), ("r", 1 / 3), ("l", 2 / 3),
         ("r", 2 / 3), ("c", 5 / 6), ("l", 1), ("r", 1)],
}

_cache: dict[tuple[str, int, int, bool], QPixmap] = {}
_look = {"four_colour": False}


def set_four_colour(on: bool) -> None:
    """Switch the deck's colours; cached faces are keyed by it, so nothing stale shows."""
    _look["four_colour"] = on


def suit_path(suit: Suit) -> QPainterPath:
    """The suit shape in a unit square (0..1), drawn with curves rather than a font glyph."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.DIAMONDS:
        for i, (x, y) in enumerate([(0.5, 0), (0.92, 0.5), (0.5, 1), (0.08, 0.5)]):
            (path.lineTo if i else path.moveTo)(x, y)
        path.closeSubpath()
    elif suit is Suit.HEARTS:
        path.moveTo(0.5, 0.28)
        path.cubicTo(0.5, 0.0, 0.0, 0.0, 0.02, 0.35)
        path.cubicTo(0.05, 0.62, 0.35, 0.78, 0.5, 1.0)
        path.cubicTo(0.65, 0.78, 0.95, 0.62, 0.98, 0.35)
        path.cubicTo(1.0, 0.0, 0.5, 0.0, 0.5, 0.28)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.22, 1.0, 0.35, 1.0, 0.6)
        path.cubicTo(1.0, 0.82, 0.68, 0.88, 0.53, 0.7)
        path.lineTo(0.64, 1.0)
        path.lineTo(0.36, 1.0)
        path.lineTo(0.47, 0.7)
        path.cubicTo(0.32, 0.88, 0.0, 0.82, 0.0, 0.6)
        path.cubicTo(0.0, 0.35, 0.38, 0.22, 0.5, 0.0)
    else:
        for cx, cy in [(0.5, 0.25), (0.24, 0.56), (0.76, 0.56)]:
            path.addEllipse(QPointF(cx, cy), 0.23, 0.23)
        path.moveTo(0.5, 0.45)
        path.lineTo(0.64, 1.0)
        path.lineTo(0.36, 1.0)
        path.closeSubpath()
    return path


def suit_colour(suit: Suit | None) -> QColor:
    if _look["four_colour"] and suit in FOUR_COLOURS:
        return FOUR_COLOURS[suit]
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def card_pixmap(card: Card | None, width: float, height: float, dpr: float) -> QPixmap:
    """The face of `card` (None: the back) at a logical size, cached per device size."""
    pw, ph = max(1, round(width * dpr)), max(1, round(height * dpr))
    key = (card.code if card else "back", pw, ph, _look["four_colour"])
    pix = _cache.get(key)
    if pix is None:
        if len(_cache) > 600:  # sizes change on resize; drop stale ones wholesale
            _cache.clear()
        pix = _render(card, pw, ph, dpr)
        _cache[key] = pix
    return pix


def _render(card: Card | None, pw: int, ph: int, dpr: float) -> QPixmap:
    pix = QPixmap(pw, ph)
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    # Paint in the fixed design space so proportions never depend on the pixel size.
    painter.scale(pw / dpr / CARD_W, ph / dpr / CARD_H)
    if card is None:
        _paint_back(painter)
    else:
        _paint_face(painter, card)
    painter.end()
    return pix


def _outline() -> QRectF:
    return QRectF(1, 1, CARD_W - 2, CARD_H - 2)


def _paint_back(p: QPainter) -> None:
    p.setPen(QPen(QColor("#f4f4f4"), 2))
    p.setBrush(QColor("#f4f4f4"))
    p.drawRoundedRect(_outline(), 8, 8)
    inner = QRectF(7, 7, CARD_W - 14, CARD_H - 14)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(BACK_COLOUR)
    p.drawRoundedRect(inner, 5, 5)
    p.setClipRect(inner)
    p.setPen(QPen(QColor(255, 255, 255, 70), 1.6))
    for i in range(-14, 16):
        x = 7 + i * 10.0
        p.drawLine(QPointF(x, 7), QPointF(x + CARD_H, 7 + CARD_H))
        p.drawLine(QPointF(x, 7), QPointF(x - CARD_H, 7 + CARD_H))
    p.setClipping(False)
    p.setPen(QPen(QColor(255, 255, 255, 180), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner.adjusted(4, 4, -4, -4), 4, 4)


def _paint_face(p: QPainter, card: Card) -> None:
    p.setPen(QPen(QColor("#9e9e9e"), 1.2))
    p.setBrush(QColor("#fffdf7"))
    p.drawRoundedRect(_outline(), 8, 8)
    if card.is_joker or card.suit is None:
        _paint_joker(p)
        return
    colour = suit_colour(card.suit)
    _paint_index(p, card, colour)
    p.save()
    p.translate(CARD_W, CARD_H)
    p.rotate(180)
    _paint_index(p, card, colour)
    p.restore()
    if card.rank in COURT_LETTERS:
        _paint_court(p, card, colour)
    elif card.rank is Rank.ACE:
        _draw_suit(p, card.suit, QPointF(CARD_W / 2, CARD_H / 2), 44, colour)
    elif int(card.rank) in _PIPS:
        _paint_pips(p, card.suit, int(card.rank), colour)
    else:  # the 500 pack's 11-13: no traditional layout, so a large number
        _paint_big_label(p, card.rank.code, card.suit, colour)


def _index_font(size: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def _paint_index(p: QPainter, card: Card, colour: QColor) -> None:
    assert card.suit is not None
    label = COURT_LETTERS.get(card.rank, card.rank.code)
    p.setPen(colour)
    p.setFont(_index_font(17 if len(label) > 1 else 20))
    p.drawText(QRectF(2, 4, 22, 22), Qt.AlignmentFlag.AlignCenter, label)
    _draw_suit(p, card.suit, QPointF(13, 34), 13, colour)


def _draw_suit(p: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor,
               flipped: bool = False) -> None:
    p.save()
    p.translate(centre)
    if flipped:
        p.rotate(180)
    p.translate(-size / 2, -size / 2)
    p.scale(size, size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    p.drawPath(suit_path(suit))
    p.restore()


def _paint_pips(p: QPainter, suit: Suit, count: int, colour: QColor) -> None:
    area = QRectF(32, 26, 36, 88)
    for col, row in _PIPS[count]:
        centre = QPointF(area.left() + _COLS[col] * area.width(),
                         area.top() + row * area.height())
        _draw_suit(p, suit, centre, 17, colour, flipped=row > 0.5)


def _paint_court(p: QPainter, card: Card, colour: QColor) -> None:
    assert card.suit is not None
    frame = QRectF(26, 24, 48, 92)
    p.setPen(QPen(colour, 1.4))
    p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 28))
    p.drawRoundedRect(frame, 4, 4)
    p.setPen(colour)
    p.setFont(_index_font(44))
    p.drawText(frame.adjusted(0, 4, 0, -34), Qt.AlignmentFlag.AlignCenter,
               COURT_LETTERS[card.rank])
    _draw_suit(p, card.suit, QPointF(50, 94), 22, colour)


def _paint_big_label(p: QPainter, label: str, suit: Suit, colour: QColor) -> None:
    p.setPen(colour)
    p.setFont(_index_font(34))
    p.drawText(QRectF(20, 30, 60, 44), Qt.AlignmentFlag.AlignCenter, label)
    _draw_suit(p, suit, QPointF(50, 94), 26, colour)


def _paint_joker(p: QPainter) -> None:
    p.setPen(RED)
    p.setFont(_index_font(15))
    for i, letter in enumerate("JOKER"):
        p.drawText(QRectF(4, 6 + i * 16, 16, 16), Qt.AlignmentFlag.AlignCenter, letter)
    p.setFont(_index_font(56, bold=False))
    p.drawText(QRectF(20, 30, 70, 80), Qt.AlignmentFlag.AlignCenter, "★")
