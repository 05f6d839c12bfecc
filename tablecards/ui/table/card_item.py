"""One card on the table: a QGraphicsObject that paints a cached face and handles the mouse.

Dragging is done by the item's own press/move/release handlers rather than QDrag, so it can
be driven by QTest and animated back in place (QDrag cannot be completed by synthetic events).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tablecards.rules.cards import Card
from tablecards.ui.compat import override
from tablecards.ui.table.card_art import CARD_H, CARD_W, card_pixmap

DRAG_THRESHOLD = 6.0
LEGAL_COLOUR = QColor("#ffc107")
FOCUS_COLOUR = QColor("#29b6f6")
SELECT_COLOUR = QColor("#66bb6a")
WON_COLOUR = QColor("#ffffff")  # the card that took the trick
HINT_COLOUR = QColor("#e040fb")  # a card the coach suggests (dashed, so it reads apart)
# High contrast: pure colours, thicker rings, and a dark edge round every card.
STARK_MARKS = {"legal": (QColor("#ffff00"), 5.0), "selected": (QColor("#00ff66"), 6.0),
               "focused": (QColor("#00b0ff"), 5.0), "won": (QColor("#ff00ff"), 6.0)}
STARK_EDGE = QColor("#000000")


class CardItem(QGraphicsObject):
    """A face-up card or a card back, at a given width (height keeps the 5:7 ratio)."""

    sig_activated = Signal(object)
    """Clicked without dragging (argument: this item)."""
    sig_dropped = Signal(object, QPointF)
    """Released after a drag (this item, the scene position of the cursor)."""

    def __init__(self, card: Card | None, width: float = CARD_W) -> None:
        super().__init__()
        self.card = card
        self.copy = 1  # which of equal cards in its row (two packs deal twins), from 1
        self._w = width
        self._h = width * CARD_H / CARD_W
        self.interactive = False
        self.legal = False
        self.dimmed = False
        self.focused = False
        self.selected_mark = False
        self.won = False  # it took the trick it lies in
        self.hinted = False  # the coach suggests it (until the table next changes)
        self.high_contrast = False  # the table's high-contrast look (stronger marks)
        self.home = QPointF()
        self.home_z = 0.0
        self.lift = 0.0
        self._press: QPointF | None = None
        self._grab_offset = QPointF()
        self._dragging = False
        self._anim: QAbstractAnimation | None = None
        self.followers: list[CardItem] = []  # carried along by a drag (a selection)
        self.leaving = False  # swept off the felt: nothing may call it back to a place
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # -- geometry and painting ---------------------------------------------------------
    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_width(self, width: float) -> None:
        if width != self._w:
            self.prepareGeometryChange()
            self._w, self._h = width, width * CARD_H / CARD_W

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, self._h + 6)

    @override
    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self._w, self._h), 6, 6)
        return path

    @override
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5 or 1.0
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        pix = card_pixmap(self.card, self._w * scale, self._h * scale, dpr * scale)
        target = QRectF(0, 0, self._w, self._h)
        painter.drawPixmap(target, pix, QRectF(pix.rect()))
        self._paint_marks(painter, target)
        if self.hinted:
            pen = QPen(HINT_COLOUR, 4.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-2, -2, 2, 2), 8, 8)

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        """Dim refused cards; outline legal, selected and keyboard-focused ones."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 40, 40, 90))
            painter.drawRoundedRect(rect, 6, 6)
        if self.high_contrast:
            painter.setPen(QPen(STARK_EDGE, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 6, 6)
        for on, colour, width in self._rings():
            if on:
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
                inset = max(3.0, width - 1)  # the next ring inside this one
                rect = rect.adjusted(inset, inset, -inset, -inset)

    def _rings(self) -> list[tuple[bool, QColor, float]]:
        """The outlines to draw, outermost first: trick won, legal, selected, keyboard focus."""
        if self.high_contrast:
            return [(self.won, *STARK_MARKS["won"]), (self.legal, *STARK_MARKS["legal"]),
                    (self.selected_mark, *STARK_MARKS["selected"]),
                    (self.focused, *STARK_MARKS["focused"])]
        return [(self.won, WON_COLOUR, 5.0), (self.legal, LEGAL_COLOUR, 3.0),
                (self.selected_mark, SELECT_COLOUR, 4.0),
                (self.focused, FOCUS_COLOUR, 3.0)]

    def set_marks(self, *, legal: bool = False, dimmed: bool = False,
                  focused: bool = False, selected: bool = False, won: bool = False) -> None:
        marks = (legal, dimmed, focused, selected, won)
        if marks != (self.legal, self.dimmed, self.focused, self.selected_mark, self.won) \
                or self.hinted:
            self.legal, self.dimmed, self.focused, self.selected_mark, self.won = marks
            self.hinted = False  # a hint holds only until the table is laid out again
            self.update()

    def set_hinted(self, on: bool) -> None:
        if on != self.hinted:
            self.hinted = on
            self.update()

    # -- movement ----------------------------------------------------------------------
    def place(self, pos: QPointF, z: float, duration_ms: int = 0, rotation: float = 0.0) -> None:
        """Set the resting place (and tilt, for a fanned hand); glide there if timed."""
        if self.leaving:
            return
        self.home, self.home_z = QPointF(pos), z
        self.setZValue(z)
        self.setTransformOriginPoint(self._w / 2, self._h)
        self.setRotation(rotation)
        if self._anim is None or self._anim.state() != QAbstractAnimation.State.Running \
                or self._anim.property("end") != pos:
            self.move_to(pos, duration_ms)

    def move_to(self, pos: QPointF, duration_ms: int, *, delay_ms: int = 0,
                via: QPointF | None = None, hold_ms: int = 0,
                done: Callable[[], None] | None = None) -> None:
        """Glide to `pos` after `delay_ms`, optionally stopping at `via` for `hold_ms`.

        With no duration the card jumps at once (the instant pace), and `done` runs at once.
        """
        self._drop_anim()
        if duration_ms <= 0 or self.scene() is None:
            self.setPos(pos)
            if done is not None:
                done()
            return
        # Owned by this item's Python side only: no parent and no deleteLater, so nothing
        # deletes a group while it is still emitting `finished`.
        group = QSequentialAnimationGroup()
        if delay_ms > 0:
            group.addPause(delay_ms)
        if via is not None:
            group.addAnimation(self._glide(via, duration_ms, group))
            group.addAnimation(QPauseAnimation(max(hold_ms, 0), group))
        group.addAnimation(self._glide(pos, duration_ms, group))
        group.setProperty("end", QPointF(pos))
        if done is not None:
            group.finished.connect(done)
        group.start()
        self._anim = group

    def _drop_anim(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()

    def _glide(self, pos: QPointF, duration_ms: int,
               group: QSequentialAnimationGroup) -> QPropertyAnimation:
        anim = QPropertyAnimation(self, b"pos", group)
        anim.setDuration(duration_ms)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        return anim

    def moving(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def fly_home(self, duration_ms: int) -> None:
        """Return to the resting place, e.g. after a refused drop. A card on its way off the
        felt goes on: flying it home would stop its sweep, and it would stay drawn there."""
        if self.leaving:
            return
        self.setZValue(self.home_z)
        self.move_to(self.home, duration_ms)

    def finish_motion(self) -> None:
        """Jump to the end of any running glide (used when the pace becomes instant)."""
        if self.moving() and self._anim is not None:
            self._anim.setCurrentTime(self._anim.totalDuration())

    # -- mouse -------------------------------------------------------------------------
    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self._drop_anim()
        self._press = event.scenePos()
        self._grab_offset = event.scenePos() - self.pos()
        self._dragging = False

    @override
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._dragging:
            delta = event.scenePos() - self._press
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setZValue(1000)
        old = self.pos()
        self.setPos(event.scenePos() - self._grab_offset)
        for n, item in enumerate(self.followers):
            item.setZValue(990 + n)
            item.setPos(item.pos() + self.pos() - old)

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragged, self._press, self._dragging = self._dragging, None, False
        if dragged:
            self.sig_dropped.emit(self, event.scenePos())
        else:
            self.sig_activated.emit(self)
