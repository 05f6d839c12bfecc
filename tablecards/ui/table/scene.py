"""The table scene: lays out one seat's view of the match and turns gestures into card choices.

The scene is rebuilt from a `SeatView` after every change (`sync`). Face-up card items are
kept by card, so a card glides from a hand to the trick instead of popping; everything about
legality comes from the game panel, never from the scene itself.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import override

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView, Trick
from tablecards.ui.table.card_item import CardItem

SCENE = QRectF(0, 0, 1200, 800)
CENTRE = QPointF(600, 360)
DROP_ZONE = QRectF(390, 220, 420, 290)
HAND_W, SMALL_W, OPEN_W, TRICK_W = 96.0, 54.0, 70.0, 88.0
HAND_Y = 610.0
# Opponent anchors by layout, clockwise from the viewer's left.
ANCHORS: dict[int, list[QPointF]] = {
    2: [QPointF(600, 70)],
    3: [QPointF(150, 300), QPointF(1050, 300)],
    4: [QPointF(150, 300), QPointF(600, 70), QPointF(1050, 300)],
    5: [QPointF(150, 300), QPointF(380, 70), QPointF(820, 70), QPointF(1050, 300)],
    6: [QPointF(150, 330), QPointF(220, 90), QPointF(600, 70), QPointF(980, 90),
        QPointF(1050, 330)],
}


@dataclass
class SeatInfo:
    """What the scene shows beside a seat's cards."""

    name: str
    tricks: int | None
    to_move: bool


@dataclass
class Marks:
    """How the viewer's cards are marked: playable now, legal, selected."""

    interactive: set[int]
    legal: set[Card]
    selected: set[Card]
    active: bool


class TableScene(QGraphicsScene):
    """The felt, the seats, the trick in the middle and the viewer's hand at the bottom."""

    sig_card_chosen = Signal(int, object)
    """The viewer clicked, dropped or pressed Enter on a card (seat, Card)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(SCENE, parent)
        self.anim_ms = 0
        self._items: dict[str, CardItem] = {}
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._hand: list[CardItem] = []
        self._focus = -1
        self._drop_hint = False
        self._seats = 2
        self._viewer = 0

    # -- public API ----------------------------------------------------------------------
    def hand_items(self) -> list[CardItem]:
        """The viewer's own hand, left to right (tests and keyboard navigation use it)."""
        return list(self._hand)

    def trick_items(self) -> list[CardItem]:
        return [i for k, i in self._items.items() if k.startswith("t:")]

    def focused_item(self) -> CardItem | None:
        return self._hand[self._focus] if 0 <= self._focus < len(self._hand) else None

    def anchor(self, seat: int) -> QPointF:
        """Where a seat sits on the table, the viewer at the bottom centre."""
        rel = (seat - self._viewer) % self._seats
        if rel == 0:
            return QPointF(CENTRE.x(), HAND_Y + 60)
        anchors = ANCHORS.get(self._seats, ANCHORS[6])
        return anchors[min(rel - 1, len(anchors) - 1)]

    def sync(self, view: SeatView, info: list[SeatInfo], marks: Marks,
             centre_lines: list[str]) -> None:
        """Lay the table out for `view` (the viewer's eyes)."""
        self._seats, self._viewer = view.seats, view.seat
        self._drop_hint = marks.active
        wanted: dict[str, CardItem] = {}
        self._layout_hand(view, marks, wanted)
        for seat in range(view.seats):
            if seat != view.seat:
                self._layout_opponent(view, seat, marks, wanted)
        self._layout_trick(view, wanted)
        self._layout_stock(view, wanted)
        for key in set(self._items) - set(wanted):
            self.removeItem(self._items.pop(key))
        self._items = wanted
        self._draw_labels(view, info, centre_lines)
        self._fix_focus(marks)
        self.update()

    def move_focus(self, step: int) -> None:
        """Left/Right: move the keyboard choice along the viewer's hand."""
        if not self._hand:
            return
        self._focus = (max(self._focus, 0) + step) % len(self._hand) if self._focus >= 0 else 0
        self._show_focus()

    def activate_focus(self) -> None:
        item = self.focused_item()
        if item is not None and item.interactive and item.card is not None:
            self.sig_card_chosen.emit(self._viewer, item.card)

    # -- layout of each zone -----------------------------------------------------------
    def _card(self, key: str, card: Card | None, width: float, wanted: dict[str, CardItem],
              start: QPointF | None = None) -> CardItem:
        item = self._items.get(key)
        if item is None or item.card != card:
            if item is not None:
                self.removeItem(item)
                self._items.pop(key)
            item = CardItem(card, width)
            item.sig_activated.connect(self._on_activated)
            item.sig_dropped.connect(self._on_dropped)
            self.addItem(item)
            item.setPos(start if start is not None else CENTRE)
        item.set_width(width)
        wanted[key] = item
        return item

    def _face_keys(self, cards: list[Card], prefix: str = "c:") -> list[str]:
        seen: Counter[str] = Counter()
        keys = []
        for card in cards:
            seen[card.code] += 1
            keys.append(f"{prefix}{card.code}#{seen[card.code]}")
        return keys

    def _layout_hand(self, view: SeatView, marks: Marks, wanted: dict[str, CardItem]) -> None:
        hand = list(view.hand)
        step = min(HAND_W + 10, 980 / max(len(hand), 1))
        left = CENTRE.x() - (step * (len(hand) - 1) + HAND_W) / 2
        self._hand = []
        own = view.seat in marks.interactive
        for i, (key, card) in enumerate(zip(self._face_keys(hand), hand, strict=True)):
            item = self._card(key, card, HAND_W, wanted, self.anchor(view.seat))
            item.interactive = own
            legal = own and marks.active and card in marks.legal
            item.set_marks(legal=legal, dimmed=own and marks.active and not legal,
                           selected=card in marks.selected)
            lift = -22 if card in marks.selected else 0
            item.place(QPointF(left + i * step, HAND_Y + lift), 100 + i, self.anim_ms)
            self._hand.append(item)

    def _layout_opponent(self, view: SeatView, seat: int, marks: Marks,
                         wanted: dict[str, CardItem]) -> None:
        anchor = self.anchor(seat)
        shown = view.visible_hands.get(seat)
        if shown is not None:
            self._row(shown, [f"v{seat}:{k}" for k in self._face_keys(shown)], anchor, OPEN_W,
                      [32.0] * len(shown), wanted, seat in marks.interactive, marks)
            return
        known = list(view.known_cards.get(seat, []))
        count = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
        backs = max(count - len(known), 0)
        keys = [f"k{seat}:{k}" for k in self._face_keys(known)]
        keys += [f"b{seat}:{i}" for i in range(backs)]
        # Known cards (shown draws) are spread enough to read their index, backs overlap.
        steps = [SMALL_W * 0.6] * len(known) + [16.0 if count < 12 else 12.0] * backs
        cards: list[Card | None] = [*known, *([None] * backs)]
        self._row(cards, keys, anchor, SMALL_W, steps, wanted, False, marks)

    def _row(self, cards: list[Card] | list[Card | None], keys: list[str], anchor: QPointF,
             width: float, steps: list[float], wanted: dict[str, CardItem], interactive: bool,
             marks: Marks) -> None:
        span = sum(steps[1:]) + width
        # Keep the whole row on the felt, even for a wide open hand beside the edge.
        x = min(max(anchor.x() - span / 2, 12.0), SCENE.width() - 12.0 - span)
        for i, (key, card) in enumerate(zip(keys, cards, strict=True)):
            x += steps[i] if i else 0.0
            item = self._card(key, card, width, wanted, anchor)
            item.interactive = interactive
            legal = interactive and marks.active and card in marks.legal
            item.set_marks(legal=legal)
            item.place(QPointF(x, anchor.y() - 20), 50 + i, self.anim_ms)

    def _shown_trick(self, view: SeatView) -> Trick | None:
        """The trick in play, or the last one taken while nobody has led again yet."""
        if view.trick is not None and view.trick.plays:
            return view.trick
        return view.tricks[-1] if view.tricks else None

    def _layout_trick(self, view: SeatView, wanted: dict[str, CardItem]) -> None:
        trick = self._shown_trick(view)
        if trick is None:
            return
        h = TRICK_W * 1.4
        taken = trick.winner is not None
        for order, (seat, card) in enumerate(trick.plays):
            towards = self.anchor(seat) - CENTRE
            length = max((towards.x() ** 2 + towards.y() ** 2) ** 0.5, 1.0)
            # Each card lies towards its player, on an ellipse so that no two hide each other.
            spot = CENTRE + QPointF(towards.x() / length * TRICK_W * 1.2,
                                    towards.y() / length * h * 0.6)
            pos = QPointF(spot.x() - TRICK_W / 2, spot.y() - h / 2)
            key = self._face_keys([card], "t:")[0]
            face = self._face_keys([card])[0]
            # A card that was face up in a hand glides to the trick rather than popping up.
            moving = next((self._items.pop(k) for k in (face, f"k{seat}:{face}",
                                                         f"v{seat}:{face}")
                           if k in self._items and k not in wanted), None)
            if moving is not None and key not in self._items:
                self._items[key] = moving
                moving.interactive = False
                moving.set_marks()
            item = self._card(key, card, TRICK_W, wanted, self.anchor(seat))
            item.set_marks(dimmed=taken)
            item.place(pos, 300 + order, self.anim_ms)

    def _layout_stock(self, view: SeatView, wanted: dict[str, CardItem]) -> None:
        stock = view.public.get("stock")
        if not isinstance(stock, int) or isinstance(stock, bool) or stock <= 0:
            return
        for i in range(min(stock, 4)):
            item = self._card(f"s:{i}", None, SMALL_W + 10, wanted, QPointF(250, 330))
            item.interactive = False
            item.place(QPointF(230 + i * 2, 300 - i * 2), 10 + i, 0)

    # -- text on the felt --------------------------------------------------------------
    def _draw_labels(self, view: SeatView, info: list[SeatInfo], lines: list[str]) -> None:
        for label in self._labels:
            self.removeItem(label)
        self._labels = []
        for seat, seat_info in enumerate(info):
            self._seat_label(seat, seat_info, view)
        for i, line in enumerate(lines):
            self._text(line, QPointF(20, 16 + i * 24), 15, QColor("#e8f5e9"))

    def _seat_label(self, seat: int, info: SeatInfo, view: SeatView) -> None:
        parts = [info.name]
        if seat != view.seat and seat < len(view.hand_sizes):
            parts.append(self.tr("%n card(s)", "", view.hand_sizes[seat]))
        if info.tricks is not None:
            parts.append(self.tr("%n trick(s)", "", info.tricks))
        colour = QColor("#ffd54f") if info.to_move else QColor("#ffffff")
        anchor = self.anchor(seat)
        y = anchor.y() + (75 if seat != view.seat else -92)
        label = self._text("  ·  ".join(parts), QPointF(anchor.x(), y), 16, colour, bold=True)
        label.setPos(anchor.x() - label.boundingRect().width() / 2, y)

    def _text(self, text: str, pos: QPointF, size: int, colour: QColor,
              bold: bool = False) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        label.setFont(font)
        label.setBrush(QBrush(colour))
        label.setPos(pos)
        label.setZValue(900)
        self.addItem(label)
        self._labels.append(label)
        return label

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        gradient = QRadialGradient(CENTRE, 800)
        gradient.setColorAt(0, QColor("#2e7d4f"))
        gradient.setColorAt(1, QColor("#14452b"))
        painter.fillRect(rect, gradient)
        if self._drop_hint:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 14))
            painter.drawRoundedRect(DROP_ZONE, 24, 24)

    # -- gestures ------------------------------------------------------------------------
    def _on_activated(self, item: CardItem) -> None:
        seat = self._seat_of(item)
        if seat is not None and item.card is not None:
            self._focus = self._hand.index(item) if item in self._hand else self._focus
            self.sig_card_chosen.emit(seat, item.card)

    def _on_dropped(self, item: CardItem, pos: QPointF) -> None:
        seat = self._seat_of(item)
        if seat is not None and item.card is not None and DROP_ZONE.contains(pos):
            self.sig_card_chosen.emit(seat, item.card)
        if item.scene() is self and item.pos() != item.home:
            item.fly_home(self.anim_ms)

    def _seat_of(self, item: CardItem) -> int | None:
        key = next((k for k, v in self._items.items() if v is item), None)
        if key is None:
            return None
        if key.startswith("c:"):
            return self._viewer
        if key.startswith("v"):
            return int(key[1:key.index(":")])
        return None

    def _fix_focus(self, marks: Marks) -> None:
        if not marks.active or not self._hand:
            self._focus = -1
        elif not 0 <= self._focus < len(self._hand):
            legal = [i for i, it in enumerate(self._hand) if it.card in marks.legal]
            self._focus = legal[0] if legal else 0
        self._show_focus()

    def _show_focus(self) -> None:
        for i, item in enumerate(self._hand):
            item.set_marks(legal=item.legal, dimmed=item.dimmed, focused=i == self._focus,
                           selected=item.selected_mark)
            lift = -16 if i == self._focus else 0
            if item.selected_mark:
                lift = -22
            item.place(QPointF(item.home.x(), HAND_Y + lift), item.home_z, self.anim_ms)
